/**
 * The eleven tool adapters (src/games/<slug>/tools/): each maps URL values to its odds function's input
 * and the result to what the tool shows. Checked against the odds functions themselves, for the form
 * each shows and the ranges it reads from the schemas, and fuzzed over every field's range.
 */
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/components/tools';
import { InputError, rangeOf } from '../../../src/common/inputs';
import { campaignCalculatorTool } from '../../../src/games/arsenal-campaign/tools/campaign-calculator';
import { finishedOffValues, flipOddsTool } from '../../../src/games/arsenal-campaign/tools/flip-odds';
import { cheat, flip } from '../../../src/games/arsenal-campaign/odds';
import { fight, LIMITS as HB, strike, strikeSchema } from '../../../src/games/heartbreaker/odds';
import { strikeOddsTool } from '../../../src/games/heartbreaker/tools/strike-odds';
import { activation, attack, attackAction, MAX_ATTACK_DICE } from '../../../src/games/kuggkoping/odds';
import { adjacencyNote, attackOddsTool, isAdjacent, valuesFromBuilds } from '../../../src/games/kuggkoping/tools/attack-odds';
import { activationRoll, enemyActivationTool } from '../../../src/games/kuggkoping/tools/enemy-activation';
import { combat, disengage, fall, LIMITS as PK, shot } from '../../../src/games/punkapocalyptic/odds';
import { combatOddsTool } from '../../../src/games/punkapocalyptic/tools/combat-odds';
import { coverTool } from '../../../src/games/punkapocalyptic/tools/cover';
import { fallJumpTool } from '../../../src/games/punkapocalyptic/tools/fall-and-jump';
import { checklistChange, shotOddsTool } from '../../../src/games/punkapocalyptic/tools/shot-odds';
import { cast, fastShot, leaveMelee, MAX_SHOTS, melee, shoot } from '../../../src/games/wolsung/odds';
import { meleeOddsTool } from '../../../src/games/wolsung/tools/melee-odds';
import { SHOT_NUMBERS, shootOddsTool } from '../../../src/games/wolsung/tools/shoot-odds';
import { consequences, defaultValues, parseQuery } from '../../../src/components/tools';
import { formFields, fuzz, run, text } from './harness';
import { allTools } from '../../../src/games/tool-registry';
import { loadToolData } from '../support/collections';
import { activationToolData, attackData, campaignData, combatData, coverData, fallData, flipData, meleeData, shootData, shotData, strikeData } from './tool-data';

/** The run's result, or a failed expectation naming the refusal. */
function ok<R>(r: ReturnType<typeof run<never, never, R>> | { ok: false; problems: string[] } | { ok: true; result: R; view: unknown; html: string }) {
  if (!r.ok) throw new Error(`refused: ${r.problems.join(' ')}`);
  return r as { ok: true; result: R; view: { chance?: number; blocks: readonly unknown[] }; html: string };
}

describe('every adapter, fuzzed over its fields (shown or refused, never a crash or NaN)', () => {
  // Every tool with an adapter in the registry is fuzzed: a tool added there is fuzzed with no edit here.
  // Runs and seeds per tool (the slow ones fewer runs); any other tool gets 150 runs seeded by its id.
  const plan: Record<string, [runs: number, seed: string]> = {
    'flip-odds': [150, 'flip'],
    'campaign-calculator': [150, 'campaign'],
    'strike-odds': [60, 'strike'],
    'attack-odds': [40, 'attack'],
    'enemy-activation': [150, 'activation'],
    'shot-odds': [150, 'shot'],
    'combat-odds': [150, 'combat'],
    cover: [150, 'cover'],
    'fall-and-jump': [150, 'fall'],
    'shoot-odds': [100, 'shoot'],
    'melee-odds': [100, 'melee'],
  };
  for (const source of allTools().filter((t) => t.adapter)) {
    const [runs, seed] = plan[source.ref.id] ?? [150, source.ref.id];
    it(`${source.ref.game}: ${source.adapter!.title}`, () => {
      const { refused, shown } = fuzz(source.adapter!, loadToolData(source.ref.game, source.ref.id), runs, seed);
      expect(refused + shown).toBe(runs);
      expect(shown).toBeGreaterThan(0);
    }, 60_000);
  }
  it('fuzzes every tool the registry declares with an adapter, and the plan names no tool that is gone', () => {
    const ids = allTools().filter((t) => t.adapter).map((t) => t.ref.id);
    expect(ids.length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(plan).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('fails when a calculator returns NaN: the harness cannot pass a broken tool', () => {
    const broken = { ...flipOddsTool, compute: (v: Parameters<typeof flipOddsTool.compute>[0], d: typeof flipData) => ({ ...flipOddsTool.compute(v, d), chance: Number.NaN }) };
    expect(() => fuzz(broken, flipData, 20, 'nan')).toThrow(/A calculator bug: the computed chance \(NaN\) is not a number/);
    const nanChance = { ...shootOddsTool, compute: () => ({ distribution: [1], chance: Number.NaN, expected: 0 }) } as unknown as typeof shootOddsTool;
    expect(() => fuzz(nanChance, shootData, 5, 'nan-chance')).toThrow(/A calculator bug: the computed chance \(NaN\) is not a number/);
  });

  it('fails when a calculator refuses with anything but an InputError (a plain RangeError is a bug)', () => {
    const throwing = { ...flipOddsTool, compute: () => { throw new RangeError('Invalid array length'); } } as unknown as typeof flipOddsTool;
    expect(() => fuzz(throwing, flipData, 5, 'range')).toThrow('Invalid array length');
  });

  it('fails when every set-up is refused', () => {
    const refusing = { ...flipOddsTool, compute: () => { throw new InputError('never'); } } as unknown as typeof flipOddsTool;
    expect(() => fuzz(refusing, flipData, 5, 'refuse-all')).toThrow(/every one of 5 set-ups was refused/);
  });
});

describe('arsenal campaign', () => {
  it('flip odds shows flip() and cheat() for the set-up, and the Finished Off button sets the data’s target', () => {
    const r = ok(run(flipOddsTool, flipData, { target: 12, twist: 1, handSize: 5, hope: 'high' }));
    const f = flip({ target: 12, twist: 1 });
    expect(r.view.chance).toBe(f.pSuccess);
    const t = text(r.html);
    expect(t).toContain(`Chance of 12 or more: ${formatPercent(f.pSuccess)}`);
    expect(t).toContain(`Chance to end 12 or more, cheating if the flip misses: ${formatPercent(cheat({ target: 12, twist: 1, handSize: 5 }).pWithCheat)}`);
    expect(finishedOffValues(flipData)).toEqual({ target: 3, twist: 0, hope: 'low' });
    expect(text(ok(run(flipOddsTool, flipData)).html)).toContain('Add the cards in your hand');
  });
  it('the campaign calculator opens on the rules pages’ worked examples and refuses impossible caches', () => {
    const t = text(ok(run(campaignCalculatorTool, campaignData)).html);
    expect(t).toContain('Encounter size: up to 25 SS');
    expect(t).toContain('Payday: Crew A 5 script, Crew B 9 script');
    expect(run(campaignCalculatorTool, campaignData, { aHenchmen: 0 })).toEqual({ ok: false, problems: ['Crew A has no 0-cost henchmen, so their caches must be 0.'] });
    // The weekly cap is the data's, and so is the field's range.
    expect(campaignCalculatorTool.fields(campaignData).aEarlier.max).toBe(campaignData.weeklyCap);
  });
});

describe('heartbreaker strike odds', () => {
  const spec = strikeOddsTool.fields(strikeData);
  it('reads PUNCH, ARMOR and Meat ranges from strike() (the form used to stop at 20 and 30)', () => {
    expect([spec.punch.min, spec.punch.max]).toEqual([1, HB.dice]);
    expect([spec.meat.min, spec.meat.max]).toEqual([1, HB.meat]);
    expect(rangeOf(strikeSchema.shape.meat)).toEqual({ min: 1, max: 100 });
    expect(spec.armor.max).toBe(HB.dice);
  });
  it('shows strike() for the set-up, with the exchange from fight()', () => {
    const r = ok(run(strikeOddsTool, strikeData, { punch: 7, meat: 10, exchange: true, sprinted: true, attackerMeat: 5 }));
    expect(r.view.chance).toBeCloseTo(strike({ punch: 7, armor: 1, meat: 10 }).pDown, 15);
    const f = fight({ attacker: { punch: 7, armor: 1, meat: 5, speed: 4 }, defender: { punch: 5, armor: 1, meat: 10, speed: 4 }, sprinted: true });
    const t = text(r.html);
    expect(t).toContain('the attacker strikes first');
    expect(t).toContain(`Attacker down ${formatPercent(f.pAttackerDown)}`);
  });
  it('fatigue (H8): asks for the Fights and Shoots so far, this one included, and names the repeats', () => {
    const r = ok(run(strikeOddsTool, strikeData, { fights: 2, shoots: 1, action: 'shoot' }));
    expect(r.view.chance).toBeCloseTo(strike({ punch: 5, modifier: -1, armor: 1, meat: 10 }).pDown, 15);
    expect(text(r.html)).toContain('PUNCH roll: 5 dice at −1 (Fatigue (1 repeat) −1)');
    expect(run(strikeOddsTool, strikeData, { action: 'shoot' })).toEqual({ ok: false, problems: ['This Shoot is one of the Shoots so far: count it (Shoots this activation at least 1).'] });
    expect(formFields(strikeOddsTool.form(defaultValues(spec), 'a', strikeData))).toEqual(expect.arrayContaining(['fights', 'shoots']));
  });
  it('switching the action moves this action into its own count', () => {
    const followUps = strikeOddsTool.linked!(strikeData).followUps!;
    const v = defaultValues(spec);
    expect(followUps('action', { ...v, action: 'shoot' })).toEqual({ shoots: 1, fights: 0 });
    expect(followUps('action', { ...v, action: 'shoot', fights: 3 })).toEqual({ shoots: 1, fights: 2 });
    expect(followUps('action', { ...v, action: 'fight', fights: 2 })).toEqual({});
    expect(followUps('punch', { ...v, action: 'shoot' })).toEqual({});
  });
  it('reads a link from before H8 with the same penalty, and says how it read it', () => {
    const old = (q: string) => parseQuery(q, spec, strikeOddsTool.link);
    expect(old('?punch=5&fatigue=0')).toMatchObject({ values: { fights: 1, shoots: 0 }, notes: [] });
    const two = old('?action=shoot&fatigue=2');
    expect(two.values).toMatchObject({ action: 'shoot', fights: 0, shoots: 3 });
    expect(two.notes).toEqual([
      'It counted 2 earlier Fight or Shoot actions, each −1. Since ruling H8 only a repeat of the same action costs 1, so they are read as 2 earlier Shoots (the same −2). If some of them were the other action, change the counts: a Fight then a Shoot costs nothing.',
    ]);
    expect(ok(run(strikeOddsTool, strikeData, two.values)).view.chance).toBeCloseTo(strike({ punch: 5, modifier: -2, armor: 1, meat: 10 }).pDown, 15);
    expect(old('?fatigue=1').notes[0]).toContain('read as 1 earlier Fight (the same −1)');
    expect(old('?fatigue=x')).toMatchObject({ values: { fights: 1, shoots: 0 }, notes: ["Its fatigue value 'x' (earlier Fight or Shoot actions) could not be read: count this activation’s Fights and Shoots below."] });
    // A Shoot link from before H8 without fatigue is the activation's first Shoot, with no note.
    expect(old('?action=shoot&punch=6')).toMatchObject({ values: { fights: 0, shoots: 1 }, notes: [] });
    // Today's counts win over an old field.
    expect(old('?fatigue=3&fights=1').values).toMatchObject({ fights: 1, shoots: 0 });
  });
  it('a Shoot hides the Fight-only fields; 40 PUNCH dice with Dual Wield are refused by strike()', () => {
    const fields = formFields(strikeOddsTool.form({ ...defaultValues(spec), action: 'shoot' }, 'a', strikeData));
    expect(fields).not.toContain('gangUp');
    expect(fields).toContain('cover');
    expect(run(strikeOddsTool, strikeData, { punch: 40, dualWield: true })).toEqual({ ok: false, problems: ['PUNCH dice must be a whole number from 1 to 40; got 80.'] });
  });
});

describe('kuggkoping', () => {
  it('attack odds: one roll is attack(), the whole action attackAction()', () => {
    expect(ok(run(attackOddsTool, attackData, { actionDice: 3 })).view.chance).toBe(attack({ actionDice: 3, hitOn: 5, defence: 5, grit: 4 }).pDown);
    const whole = ok(run(attackOddsTool, attackData, { wholeAction: true }));
    const a = attackAction({ actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 3, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5, adjacent: true });
    expect(whole.view.chance).toBe(a.pDefenderOut);
    expect(text(whole.html)).toContain(`Chance the attacker is taken out: ${formatPercent(a.pAttackerOut)}`);
    expect(attackOddsTool.fields(attackData).actionDice.max).toBe(MAX_ATTACK_DICE);
  });
  it('attack odds: Street pirates out of range do not counterattack first (this used to crash with a TypeError)', () => {
    const base = { actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 3, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5, adjacent: false, counterInRange: false };
    expect(attackAction({ ...base, counterFirst: true })).toEqual(attackAction(base));
    expect(ok(run(attackOddsTool, attackData, { wholeAction: true, distance: 3, counterInRange: false, counterFirst: true })).view.chance).toBe(attackAction(base).pDefenderOut);
  });
  it('attack odds: the distance and the height make adjacency (K6); 1 space below is neither adjacent nor 2 spaces away', () => {
    const whole = { actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 3, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5 };
    // One space apart across levels: no restart, where the same models side by side may restart.
    expect(ok(run(attackOddsTool, attackData, { wholeAction: true, distance: 1, elevation: 'above' })).view.chance).toBe(attackAction({ ...whole, elevation: 'above', adjacent: false }).pDefenderOut);
    expect(ok(run(attackOddsTool, attackData, { wholeAction: true, distance: 1 })).view.chance).toBe(attackAction({ ...whole, adjacent: true }).pDefenderOut);
    expect(isAdjacent({ distance: 1, elevation: 'level' })).toBe(true);
    expect(isAdjacent({ distance: 1, elevation: 'below' })).toBe(false);
    expect(isAdjacent({ distance: 2, elevation: 'level' })).toBe(false);
    expect(adjacencyNote({ distance: 1, elevation: 'above' })).toBe('Not adjacent (different levels, K6): no restart. Not 2 or more spaces away either: no Machine Carbine or Aim bonus.');
    // A Crack Shot with a Machine Carbine, aimed: the pickers give its bonuses only from 2 spaces.
    const v = defaultValues(attackOddsTool.fields(attackData));
    const crackShot = { model: 'archetype:crack-shot', weaponGadget: 'machine-carbine', aimed: true };
    const picked = (distance: number) => {
      const at = { ...v, distance, elevation: 'above' as const };
      return { ...at, ...valuesFromBuilds(at, crackShot, { model: 'custom' }, attackData).values };
    };
    expect(picked(1)).toMatchObject({ actionDice: 2, hitOn: 5 });
    expect(picked(2)).toMatchObject({ actionDice: 4, hitOn: 3 });
  });
  it('attack odds: a link from before the distance says adjacent; "not adjacent" reads as 2 spaces, no note', () => {
    const spec = attackOddsTool.fields(attackData);
    const old = (q: string) => parseQuery(q, spec, attackOddsTool.link);
    expect(old('?adjacent=0&elevation=above')).toMatchObject({ values: { distance: 2, elevation: 'above' }, notes: [], problems: [] });
    expect(old('?adjacent=1')).toMatchObject({ values: { distance: 1 }, notes: [] });
    expect(old('?adjacent=0&distance=1&elevation=below')).toMatchObject({ values: { distance: 1 }, notes: [] });
    expect(old('?adjacent=maybe').notes).toEqual([`Its "adjacent" value 'maybe' could not be read: set the spaces between the two models.`]);
  });
  it('attack odds: Burly and Strength relay on the target change its special-action chance, filled in by the picker', () => {
    const r = ok(run(attackOddsTool, attackData, { actionDice: 4, hitOn: 4, defence: 4, grit: 5, minParryPoints: 2, extraParryOnSix: 1 }));
    const a = attack({ actionDice: 4, hitOn: 4, defence: 4, grit: 5, minParryPoints: 2, extraParryOnSix: 1 });
    expect(text(r.html)).toContain(`Target stands and a special action on its parry points works: ${formatPercent(a.pStandsAndSpecialAction!)}`);
    expect(a.pStandsAndSpecialAction).toBeGreaterThan(attack({ actionDice: 4, hitOn: 4, defence: 4, grit: 5 }).pStandsAndSpecialAction!);
    const v = defaultValues(attackOddsTool.fields(attackData));
    const ball = { model: 'archetype:streetslogger', trait: 'burly', defenceQuirk: 'strength-relay' };
    expect(valuesFromBuilds(v, { model: 'enemy:grunt' }, ball, attackData).values).toMatchObject({ minParryPoints: 2, extraParryOnSix: 1 });
    expect(formFields(attackOddsTool.form(v, 'a', attackData))).toEqual(expect.arrayContaining(['minParryPoints', 'extraParryOnSix', 'distance']));
    expect(formFields(attackOddsTool.form({ ...v, wholeAction: true }, 'a', attackData))).not.toContain('minParryPoints');
  });
  it('attack odds: a picked model fills its profile, and a boss it cannot hurt ticks immune', () => {
    const v = defaultValues(attackOddsTool.fields(attackData));
    const { values, notes } = valuesFromBuilds(v, { model: 'archetype:grenadier' }, { model: 'boss:abaia' }, attackData);
    expect(values).toMatchObject({ actionDice: 5, hitOn: 6, extraHitsOnCrit: 2, immune: true });
    expect(notes).toEqual(expect.any(Array));
    expect(valuesFromBuilds(v, { model: 'archetype:grenadier', weaponGadget: 'hooks' }, { model: 'boss:abaia' }, attackData).values.immune).toBeUndefined();
  });
  it('enemy activation: activation() by result, and a seeded roll that replays', () => {
    const r = ok(run(enemyActivationTool, activationToolData, { adjacent: true }));
    const odds = activation({ lineOfSight: true, adjacent: true });
    expect(r.view.chance).toBe(odds.fight + odds.rage);
    expect(text(r.html)).toContain(`Rage 4, 5, 6 ${formatPercent(odds.rage)}`);
    const v = defaultValues(enemyActivationTool.fields(activationToolData));
    expect(activationRoll(v, activationToolData, 'table-7')).toEqual(activationRoll(v, activationToolData, 'table-7'));
    expect(run(enemyActivationTool, activationToolData, { bullyBoys: true, blackStreets: true })).toEqual({
      ok: false,
      problems: ['A campaign plays in one district: choose the Bully Boys or the Black Streets, not both.'],
    });
  });
});

describe('punkapocalyptic', () => {
  it('shot odds: ticking Aim moves the total modifier by its value and keeps what was typed', () => {
    const v = defaultValues(shotOddsTool.fields(shotData));
    expect(checklistChange({ ...v, modifier: -1 }, { aim: true }, shotData)).toEqual({ aim: true, modifier: 2 });
    expect(shotOddsTool.fields(shotData).strength.max).toBe(PK.strength.max);
  });
  it('combat odds: combat() both ways, or disengage() against as many enemies as set', () => {
    const r = ok(run(combatOddsTool, combatData, { combat: 7, supportLow: 2, enemyCombat: 6, enemySupportLow: 1 }));
    const c = combat({ attacker: { combat: 7, supportLow: 2, strength: 4, toughness: 4 }, defender: { combat: 6, supportLow: 1, strength: 4, toughness: 4 } });
    expect(r.view.chance).toBe(c.pDefenderDowned);
    expect(text(r.html)).toContain('Totals before the d10: 9 against 7');
    const d = ok(run(combatOddsTool, combatData, { mode: 'disengage', agility: 6, enemies: 3, enemyAgility1: 3, enemyAgility2: 3, enemyAgility3: 3 }));
    expect(d.view.chance).toBe(disengage({ agility: 6, enemyAgility: [3, 3, 3], enemyStrength: 4, toughness: 4 }).pEscape);
    expect(formFields(combatOddsTool.form({ ...defaultValues(combatOddsTool.fields(combatData)), mode: 'disengage', enemies: 2 }, 'a', combatData))).toEqual([
      'mode', 'agility', 'agilityModifier', 'toughness', 'armor', 'enemies', 'enemyAgility1', 'enemyAgility2', 'enemyStrength', 'enemyPenetration',
    ]);
  });
  it('combat odds: assaulting from above, your model falls the drop too (P8), strength from the fall table', () => {
    const spec = combatOddsTool.fields(combatData);
    // 12 cm onto the enemy from a 25 mm base: 4.8 bases, the fall table's strength 4 (up to 6 ×).
    const values = { combat: 5, dropCm: 12, baseMm: 25 };
    const r = ok(run(combatOddsTool, combatData, values));
    const fight = combat({ attacker: { combat: 5, strength: 4, toughness: 4 }, defender: { combat: 4, strength: 4, toughness: 4 }, dropCm: 12 });
    const f = fall({ baseMm: 25, heightMm: 120, toughness: 4, fallerActive: true }, combatData.fallBands);
    expect(f.strength).toBe(4);
    expect(r.view.chance).toBe(fight.pDefenderDowned);
    const t = text(r.html);
    expect(t).toContain(`Then your model falls the drop: strength 4 against its Toughness 4: Downed ${formatPercent(f.pDowned)}, else Prone`);
    expect(t).toContain(`Chance your model is Downed (hit or fall): ${formatPercent(fight.pAttackerDowned + (1 - fight.pAttackerDowned) * f.pDowned)}`);
    expect(t).toContain('How the Combat action ends, your model’s fall included');
    // 4 cm from a 25 mm base is under 2 bases: no roll, it just ends Prone.
    expect(text(ok(run(combatOddsTool, combatData, { dropCm: 4 })).html)).toContain('Then your model falls the drop: no roll: it ends Prone');
    expect(formFields(combatOddsTool.form({ ...defaultValues(spec), dropCm: 4 }, 'a', combatData))).toContain('baseMm');
    expect(formFields(combatOddsTool.form(defaultValues(spec), 'a', combatData))).not.toContain('baseMm');
  });
  it('Punkapocalyptic tools say Armor, and read the old "armour" links', () => {
    expect(shotOddsTool.fields(shotData).armor.label).toBe('Target Armor');
    expect(combatOddsTool.fields(combatData).enemyArmor.label).toBe('Enemy Armor');
    expect(parseQuery('?armour=3&penetration=2', shotOddsTool.fields(shotData), shotOddsTool.link)).toMatchObject({ values: { armor: 3, penetration: 2 }, notes: [], problems: [] });
    expect(parseQuery('?armour=2&enemyArmour=1&compare=1&b.enemyArmour=4', combatOddsTool.fields(combatData), combatOddsTool.link)).toMatchObject({
      values: { armor: 2, enemyArmor: 1 },
      b: { values: { enemyArmor: 4 } },
      problems: [],
    });
  });
  it('shot odds: avoiding the cover keeps the cover bonus left (P10), asked for only when avoiding', () => {
    const spec = shotOddsTool.fields(shotData);
    const r = ok(run(shotOddsTool, shotData, { cover: 6, avoidCover: true, coverKept: 2, modifier: -3 }));
    expect(r.view.chance).toBe(shot({ precision: 5, modifier: -3, strength: 4, toughness: 4, cover: 6, avoidCover: true, coverKept: 2 }).pDown);
    expect(text(r.html)).toContain('Cover bonus: +2 left after avoiding the partial cover');
    expect(text(ok(run(shotOddsTool, shotData, { cover: 6, avoidCover: true, modifier: -3 })).html)).toContain('Cover bonus: cancelled by avoiding it');
    expect(formFields(shotOddsTool.form({ ...defaultValues(spec), avoidCover: true }, 'a', shotData))).toContain('coverKept');
    expect(formFields(shotOddsTool.form(defaultValues(spec), 'a', shotData))).not.toContain('coverKept');
    expect(run(shotOddsTool, shotData, { cover: 1, avoidCover: true, coverKept: 2 })).toEqual({
      ok: false,
      problems: ['The cover bonus left when avoiding (+2) cannot be more than the whole cover bonus (+1): avoiding only takes cover away.'],
    });
  });
  it('cover: a partial wall and a shield link the shot tool twice: through the wall, and compared with avoiding it', () => {
    const r = ok(run(coverTool, coverData, { size1: 2, grade1: 'medium', gearBonus: 2 }));
    expect(text(r.html)).toContain('Verdict: +6 Armor from cover');
    expect(text(r.html)).toContain('Avoiding the cover takes away only the partial cover from scenery (P10): +2 is left');
    expect(r.html).toContain('href="/punkapocalyptic/tools/shot-odds/?cover=6"');
    expect(r.html).toContain('href="/punkapocalyptic/tools/shot-odds/?cover=6&amp;compare=1&amp;b.cover=6&amp;b.avoidCover=1&amp;b.coverKept=2&amp;b.modifier=-3"');
    expect(coverData.avoidingModifier).toBe(-3);
    // The compared set-up B is what ticking "Avoiding the cover" at medium range gives.
    const spec = shotOddsTool.fields(shotData);
    const b = parseQuery('?cover=6&compare=1&b.cover=6&b.avoidCover=1&b.coverKept=2&b.modifier=-3', spec, shotOddsTool.link).b.values;
    expect(b.modifier).toBe(checklistChange(defaultValues(spec), { avoidCover: true }, shotData).modifier);
  });
  it('cover: the book’s stacked covers give +8, and the verdict links the shot tool', () => {
    const r = ok(run(coverTool, coverData, { covers: 3, touches1: true, grade3: 'heavy' }));
    expect(text(r.html)).toContain('Verdict: +8 Armor from cover');
    expect(r.html).toContain('href="/punkapocalyptic/tools/shot-odds/?cover=8"');
    expect(coverTool.compare).toBe(false);
  });
  it('falling and jumping: a 62 mm fall on a 25 mm base is strength 2', () => {
    expect(text(ok(run(fallJumpTool, fallData)).html)).toContain('Fall: strength 2 against Toughness 4');
  });
});

describe('wolsung', () => {
  it('shooting odds: shoot(), or fastShot() for a volley', () => {
    const input = { guns: 3, reflex: 2, strength: 4, wounds: 2 };
    expect(ok(run(shootOddsTool, shootData)).view.chance).toBe(shoot(input).pKill);
    expect(ok(run(shootOddsTool, shootData, { shots: 3 })).view.chance).toBe(fastShot({ ...input, shots: 3 }).pKill);
    expect(run(shootOddsTool, shootData, { shots: 2, friends: 1 })).toEqual({ ok: false, problems: ['A Fast shot volley into a melee is not modelled: work out one shot at a time.'] });
  });
  describe('shooting odds: Heroic Deed cards shot by shot (W7)', () => {
    const spec = shootOddsTool.fields(shootData);
    const input = { guns: 3, reflex: 2, strength: 4, wounds: 2 };
    it('a volley puts each shot’s cards on that shot only', () => {
      const r = ok(run(shootOddsTool, shootData, { shots: 3, attackerBonus2: 2, defenderBonus3: 1 }));
      const v = fastShot({ ...input, shots: 3, attackerBonuses: [0, 2, 0], defenderBonuses: [0, 0, 1] });
      expect(r.view.chance).toBe(v.pKill);
      const t = text(r.html);
      expect(t).toContain(`Shot 2 (2 dice, +2 for the shooter) hits: ${formatPercent(v.shots[1]!.pHit)}`);
      expect(t).toContain(`Shot 3 (1 dice, +1 for the target) hits: ${formatPercent(v.shots[2]!.pHit)}`);
      // A single shot uses shot 1's cards; cards on later shots change nothing there.
      expect(ok(run(shootOddsTool, shootData, { attackerBonus1: 2, attackerBonus2: 3 })).view.chance).toBe(shoot({ ...input, attackerBonus: 2 }).pKill);
    });
    it('the form asks for the cards of each shot fired, and of one shot without a number', () => {
      const v = defaultValues(spec);
      expect(formFields(shootOddsTool.form({ ...v, shots: 3 }, 'a', shootData))).not.toContain('attackerBonus1'); // widgets, not plain fields
      const widgets = (values: typeof v) =>
        JSON.stringify(shootOddsTool.form(values, 'a', shootData))
          .match(/"field":"(attacker|defender)Bonus\d"/g)!
          .map((m) => m.slice(9, -1));
      expect(widgets({ ...v, shots: 3 })).toEqual(['attackerBonus1', 'defenderBonus1', 'attackerBonus2', 'defenderBonus2', 'attackerBonus3', 'defenderBonus3']);
      expect(widgets(v)).toEqual(['attackerBonus1', 'defenderBonus1']);
      expect(widgets({ ...v, kind: 'projectile', shots: 3 })).toEqual(['attackerBonus1', 'defenderBonus1']);
      expect(JSON.stringify(shootOddsTool.form(v, 'a', shootData))).toContain('"label":"Shooter’s Heroic Deed successes"');
      expect(SHOT_NUMBERS).toHaveLength(MAX_SHOTS);
    });
    it('fewer shots clear the cards of the shots no longer fired', () => {
      const { links, followUps } = shootOddsTool.linked!(shootData);
      const v = { ...defaultValues(spec), shots: 2, attackerBonus2: 2, attackerBonus3: 1, defenderBonus4: 2 };
      expect(consequences('shots', v, links, followUps)).toEqual({ attackerBonus3: 0, defenderBonus4: 0 });
    });
    it('a link from before W7 keeps its numbers: the old bonus goes on every shot of the volley, with a note', () => {
      const old = (q: string) => parseQuery(q, spec, shootOddsTool.link);
      const volley = old('?shots=3&attackerBonus=2&defenderBonus=1');
      expect(volley.values).toMatchObject({ attackerBonus1: 2, attackerBonus2: 2, attackerBonus3: 2, attackerBonus4: 0, defenderBonus1: 1, defenderBonus2: 1, defenderBonus3: 1 });
      expect(volley.notes).toEqual([
        'It added the shooter’s 2 Heroic Deed successes to every shot of the volley. Since ruling W7 a card helps only the shot it is played on, so they are now on each of the 3 shots, as if cards were played for every one (the same odds as before): keep them only on the shots that get a card.',
        'It added the target’s 1 Heroic Deed success to every shot of the volley. Since ruling W7 a card helps only the shot it is played on, so they are now on each of the 3 shots, as if cards were played for every one (the same odds as before): keep them only on the shots that get a card.',
      ]);
      // The same odds the old tool gave (both sides' bonus on every shot).
      expect(ok(run(shootOddsTool, shootData, volley.values)).view.chance).toBe(fastShot({ ...input, shots: 3, attackerBonuses: [2, 2, 2], defenderBonuses: [1, 1, 1] }).pKill);
      // One shot: the bonus is shot 1's, nothing to say.
      expect(old('?attackerBonus=2')).toMatchObject({ values: { attackerBonus1: 2, attackerBonus2: 0 }, notes: [] });
      expect(old('?kind=projectile&shots=3&attackerBonus=2')).toMatchObject({ values: { attackerBonus1: 2, attackerBonus2: 0 }, notes: [] });
      // Today's fields win; a bad old value is reported as bad.
      expect(old('?shots=2&attackerBonus=2&attackerBonus2=1')).toMatchObject({ values: { attackerBonus1: 0, attackerBonus2: 1 }, notes: [] });
      expect(old('?attackerBonus=x').problems).toEqual(["Shooter’s Heroic Deed successes on shot 1 must be a whole number from 0 to 60; got 'x'. Using the default, 0."]);
    });
  });
  it('shooting odds: the pools follow the situation, and a pool typed by hand moves the characteristic', () => {
    const { links, followUps } = shootOddsTool.linked!(shootData);
    const v = defaultValues(shootOddsTool.fields(shootData));
    expect(consequences('toppled', { ...v, toppled: true }, links, followUps)).toEqual({ reflex: v.reflex + shootData.numbers.toppledReflex });
    expect(consequences('guns', { ...v, guns: 7 }, links, followUps)).toEqual({ baseGuns: 7 });
  });
  it('melee odds: melee(), leaveMelee() or cast() by the question; set-up B asks the same one', () => {
    expect(ok(run(meleeOddsTool, meleeData)).view.chance).toBe(
      melee({ attackerFight: 3, defenderFight: 3, reaction: 'fence', attackerStrength: 3, defenderStrength: 3, attackerWounds: 2, defenderWounds: 2 }).pDefenderKilled,
    );
    expect(ok(run(meleeOddsTool, meleeData, { mode: 'leave' })).view.chance).toBe(leaveMelee({ reflex: 2, enemyFight: 3 }).pEscape);
    expect(ok(run(meleeOddsTool, meleeData, { mode: 'cast', difficulty: 3 })).view.chance).toBe(cast({ magic: 3, difficulty: 3 }).pSuccess);
    expect(meleeOddsTool.sharedFields).toEqual(['mode']);
    expect(meleeOddsTool.form(defaultValues(meleeOddsTool.fields(meleeData)), 'b', meleeData)[0]).toEqual({ note: 'Same question as set-up A.' });
  });
});

describe('field order: the model and its weapon come before the situation', () => {
  it('combat odds: Combat, bonus, the weapon’s strength and penetration, then assault moves and support', () => {
    const f = formFields(combatOddsTool.form(defaultValues(combatOddsTool.fields(combatData)), 'a', combatData));
    expect(f.slice(0, 7)).toEqual(['mode', 'combat', 'bonus', 'strength', 'penetration', 'toughness', 'armor']);
    expect(f.indexOf('assaultMoves')).toBeGreaterThan(f.indexOf('armor'));
    expect(f.indexOf('enemyCombat')).toBeGreaterThan(f.indexOf('supportHigh'));
  });
  it('melee odds: the attacker’s Fight and Strength first, the defender after the attacker', () => {
    const f = formFields(meleeOddsTool.form(defaultValues(meleeOddsTool.fields(meleeData)), 'a', meleeData));
    expect(f.slice(0, 3)).toEqual(['mode', 'attackerBaseFight', 'attackerStrength']);
    expect(f.indexOf('support')).toBeGreaterThan(f.indexOf('attackerStrength'));
    expect(f.indexOf('defenderBaseFight')).toBeGreaterThan(f.indexOf('attackerFight'));
  });
});
