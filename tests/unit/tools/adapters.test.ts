/**
 * The eleven tool adapters (src/games/<slug>/tools/): each maps URL values to its odds function's input
 * and the result to what the tool shows. Checked against the odds functions themselves, for the form
 * each shows and the ranges it reads from the schemas, and fuzzed over every field's range.
 */
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/components/tools';
import { rangeOf } from '../../../src/games/common/inputs';
import { campaignCalculatorTool } from '../../../src/games/arsenal-campaign/tools/campaign-calculator';
import { finishedOffValues, flipOddsTool } from '../../../src/games/arsenal-campaign/tools/flip-odds';
import { cheat, flip } from '../../../src/games/arsenal-campaign/odds';
import { fight, LIMITS as HB, strike, strikeSchema } from '../../../src/games/heartbreaker/odds';
import { strikeOddsTool } from '../../../src/games/heartbreaker/tools/strike-odds';
import { activation, attack, attackAction, MAX_ATTACK_DICE } from '../../../src/games/kuggkoping/odds';
import { attackOddsTool, valuesFromBuilds } from '../../../src/games/kuggkoping/tools/attack-odds';
import { activationRoll, enemyActivationTool } from '../../../src/games/kuggkoping/tools/enemy-activation';
import { combat, disengage, LIMITS as PK } from '../../../src/games/punkapocalyptic/odds';
import { combatOddsTool } from '../../../src/games/punkapocalyptic/tools/combat-odds';
import { coverTool } from '../../../src/games/punkapocalyptic/tools/cover';
import { fallJumpTool } from '../../../src/games/punkapocalyptic/tools/fall-and-jump';
import { checklistChange, shotOddsTool } from '../../../src/games/punkapocalyptic/tools/shot-odds';
import { cast, fastShot, leaveMelee, melee, shoot } from '../../../src/games/wolsung/odds';
import { meleeOddsTool } from '../../../src/games/wolsung/tools/melee-odds';
import { shootOddsTool } from '../../../src/games/wolsung/tools/shoot-odds';
import { consequences, defaultValues } from '../../../src/components/tools';
import { formFields, fuzz, run, text } from './harness';
import { activationToolData, attackData, campaignData, coverData, fallData, flipData, meleeData, shootData, shotData, strikeData } from './tool-data';

/** The run's result, or a failed expectation naming the refusal. */
function ok<R>(r: ReturnType<typeof run<never, never, R>> | { ok: false; problems: string[] } | { ok: true; result: R; view: unknown; html: string }) {
  if (!r.ok) throw new Error(`refused: ${r.problems.join(' ')}`);
  return r as { ok: true; result: R; view: { chance?: number; blocks: readonly unknown[] }; html: string };
}

describe('every adapter, fuzzed over its fields (shown or refused, never a crash or NaN)', () => {
  const cases = [
    ['flip odds', () => fuzz(flipOddsTool, flipData, 150, 'flip')],
    ['campaign calculator', () => fuzz(campaignCalculatorTool, campaignData, 150, 'campaign')],
    ['strike odds', () => fuzz(strikeOddsTool, strikeData, 60, 'strike')],
    ['attack odds', () => fuzz(attackOddsTool, attackData, 40, 'attack')],
    ['enemy activation', () => fuzz(enemyActivationTool, activationToolData, 150, 'activation')],
    ['shot odds', () => fuzz(shotOddsTool, shotData, 150, 'shot')],
    ['combat odds', () => fuzz(combatOddsTool, undefined, 150, 'combat')],
    ['cover checker', () => fuzz(coverTool, coverData, 150, 'cover')],
    ['falling and jumping', () => fuzz(fallJumpTool, fallData, 150, 'fall')],
    ['shooting odds', () => fuzz(shootOddsTool, shootData, 100, 'shoot')],
    ['melee odds', () => fuzz(meleeOddsTool, meleeData, 100, 'melee')],
  ] as const;
  for (const [name, go] of cases) it(name, () => expect(go().refused).toBeGreaterThanOrEqual(0), 60_000);
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
  it('a Shoot hides the Fight-only fields; 40 PUNCH dice with Dual Wield are refused by strike()', () => {
    const fields = formFields(strikeOddsTool.form({ ...defaultValues(spec), action: 'shoot' }, 'a', strikeData));
    expect(fields).not.toContain('gangUp');
    expect(fields).toContain('cover');
    expect(run(strikeOddsTool, strikeData, { punch: 40, dualWield: true })).toEqual({ ok: false, problems: ['PUNCH dice must be a whole number from 1 to 40; got 80.'] });
  });
});

describe('kuggkoping', () => {
  it('attack odds: one roll is attack(), the whole action attackAction()', () => {
    expect(ok(run(attackOddsTool, attackData, { actionDice: 3 })).view.chance).toBe(attack({ actionDice: 3, hitOn: 5, defence: 5, grit: 4, adjacent: true } as never).pDown);
    const whole = ok(run(attackOddsTool, attackData, { wholeAction: true }));
    const a = attackAction({ actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 3, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5, adjacent: true });
    expect(whole.view.chance).toBe(a.pDefenderOut);
    expect(text(whole.html)).toContain(`Chance the attacker is taken out: ${formatPercent(a.pAttackerOut)}`);
    expect(attackOddsTool.fields(attackData).actionDice.max).toBe(MAX_ATTACK_DICE);
  });
  it('attack odds: Street pirates out of range do not counterattack first (this used to crash with a TypeError)', () => {
    const base = { actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 3, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5, adjacent: false, counterInRange: false };
    expect(attackAction({ ...base, counterFirst: true })).toEqual(attackAction(base));
    expect(ok(run(attackOddsTool, attackData, { wholeAction: true, adjacent: false, counterInRange: false, counterFirst: true })).view.chance).toBe(attackAction(base).pDefenderOut);
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
    const r = ok(run(combatOddsTool, undefined, { combat: 7, supportLow: 2, enemyCombat: 6, enemySupportLow: 1 }));
    const c = combat({ attacker: { combat: 7, supportLow: 2, strength: 4, toughness: 4 }, defender: { combat: 6, supportLow: 1, strength: 4, toughness: 4 } });
    expect(r.view.chance).toBe(c.pDefenderDowned);
    expect(text(r.html)).toContain('Totals before the d10: 9 against 7');
    const d = ok(run(combatOddsTool, undefined, { mode: 'disengage', agility: 6, enemies: 3, enemyAgility1: 3, enemyAgility2: 3, enemyAgility3: 3 }));
    expect(d.view.chance).toBe(disengage({ agility: 6, enemyAgility: [3, 3, 3], enemyStrength: 4, toughness: 4 }).pEscape);
    expect(formFields(combatOddsTool.form({ ...defaultValues(combatOddsTool.fields(undefined)), mode: 'disengage', enemies: 2 }, 'a', undefined))).toEqual([
      'mode', 'agility', 'agilityModifier', 'toughness', 'armour', 'enemies', 'enemyAgility1', 'enemyAgility2', 'enemyStrength', 'enemyPenetration',
    ]);
  });
  it('cover: the book’s stacked covers give +8, and the verdict links the shot tool', () => {
    const r = ok(run(coverTool, coverData, { covers: 3, touches1: true, grade3: 'heavy' }));
    expect(text(r.html)).toContain('Verdict: +8 armour from cover');
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
