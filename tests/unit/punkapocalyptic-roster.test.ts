import { describe, expect, it } from 'vitest';
import { defaultValues, parseQuery } from '../../src/components/tools';
import { toolHref } from '../../src/tools/links';
import { fromModel } from '../../src/roster/game';
import { combatOdds, shotOdds } from '../../src/games/punkapocalyptic/tools/refs';
import { combatFields } from '../../src/games/punkapocalyptic/tools/combat-odds';
import { shotFields } from '../../src/games/punkapocalyptic/tools/shot-odds';
import { combatSummary, shotSummary } from '../../src/games/punkapocalyptic/summaries';
import {
  bulletsSlip,
  checkRoster,
  combatLinkFields,
  gangPoints,
  impactStrength,
  modelProfile,
  modelWeapons,
  newModel,
  newRoster,
  parseRoster,
  ruleLabel,
  rulesFor,
  shotLinkFields,
  type Item,
  type Model,
  type Roster,
} from '../../src/games/punkapocalyptic/roster';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { changedAt, expectFuzzSafe, expectRoundTrip, formatError, messagesAt, moduleDoc } from './roster/contract';
import { readFileSync } from 'node:fs';
import { formatExampleText } from './support/format-examples';
import { checkGang } from '../../src/games/punkapocalyptic/roster-checks';
import {
  addRule,
  duplicateModel,
  gearPoints,
  groupedItems,
  modelLabel,
  modelOddsLinks,
  modelPoints,
  moveModel,
  newItem,
  ruleText,
  setLoss,
  setProfileValue,
  standEveryoneUp,
  strengthFromChoice,
  updateItem,
} from '../../src/games/punkapocalyptic/roster-rules';
import { gangGame } from '../../src/games/punkapocalyptic/roster-game';
import { readRosterText, rosterFileText } from '../../src/roster/files';
import { readShareFragment, shareFragment } from '../../src/roster/share';

const data = punkapocalypticBookData();
const doc = moduleDoc('src/games/punkapocalyptic/roster.ts');
/** The legal four-model gang of the File format section (168 points of 200). */
const GANG: Roster = parseRoster(doc.example);

const problemsAt = (roster: Roster, where: string) => messagesAt(checkRoster(roster), where);

const withModel = (i: number, change: Partial<Model>, base: Roster = GANG): Roster => changedAt(base, 'models', i, change);

/** A plain 20-point model with a profile in range and no gear. */
function thug(name: string, cost = 20): Model {
  return { ...newModel(data), name, type: 'Thug', cost, profile: { A: 2, C: 4, P: 4, AG: 4, S: 3, T: 3, TC: 2 } };
}

const rifle = (name = 'Automatic rifle', specialRules: Item['specialRules'] = [{ name: 'Automatic' }, { name: 'Firearm' }]): Extract<Item, { kind: 'ranged' }> => ({
  kind: 'ranged',
  name,
  cost: 0,
  strength: 4,
  penetration: 1,
  specialRules,
});

describe('punkapocalyptic gang sheet: parseRoster', () => {
  it('round-trips the File format example, which is a legal gang', () => {
    expectRoundTrip(parseRoster, doc.example);
    expectRoundTrip(parseRoster, GANG);
    expect(checkRoster(GANG)).toEqual([]);
    expect(gangPoints(GANG, data)).toEqual({ points: 168, fractions: 2, modelsAllowed: 6 });
    expect(doc.sections['Our reading']).toMatch(/started 100 points/);
  });
  it("counts a model's points as its cost, its gear and its bullets", () => {
    const maggie = { ...newModel(data, 'Maggie', 'Ganger Chief'), cost: 45, bulletsCost: 4, equipment: [{ ...newItem('ranged', 'Rifle'), cost: 20 }, { ...newItem('armor', 'Vest'), cost: 10 }] };
    expect(gearPoints(maggie)).toBe(30);
    expect(modelPoints(maggie)).toBe(79);
    expect(gearPoints(newModel(data))).toBe(0);
  });
  it('round-trips a new sheet and a new model', () => {
    expectRoundTrip(parseRoster, { ...newRoster('Empty', 100), models: [newModel(data)] });
  });
  it('names the field that is wrong', () => {
    const field = (input: unknown) => formatError(parseRoster, input).field;
    expect(field({ ...GANG, game: 'wolsung' })).toBe('game');
    expect(field({ ...GANG, version: 3 })).toBe('version');
    expect(field(withModel(0, { profile: { ...GANG.models[0]!.profile, C: 'six' as unknown as number } }))).toBe('models[0].profile.C');
    expect(field(withModel(1, { equipment: [{ ...GANG.models[1]!.equipment[0]!, kind: 'laser' } as unknown as Item] }))).toBe('models[1].equipment[0].kind');
    expect(field(withModel(1, { equipment: [{ ...rifle(), strength: '+x' }] }))).toBe('models[1].equipment[0].strength');
  });
  it('survives 1,000 seeded mutations: only RosterFormatError, and checkRoster never crashes', () => {
    expect(expectFuzzSafe(GANG, parseRoster, (r) => checkRoster(r), 'punkapocalyptic-roster')).toBeGreaterThan(50);
  });
});

describe('punkapocalyptic gang sheet: checkRoster', () => {
  it('P11 / Fractions: 3 models up to 100 points, 6 from 101 to 200', () => {
    const three = { ...newRoster('Three', 100), models: [thug('a', 34), thug('b', 33), thug('c', 33)] };
    expect(checkRoster(three)).toEqual([]);
    const four = { ...three, models: [...three.models, thug('d', 0)] };
    expect(problemsAt(four, 'models')).toEqual(['The gang has 4 models; at 100 points it may field 3 (3 for every started 100 points).']);
    // 101 points start a second fraction: up to 6 models.
    const six = { ...newRoster('Six', 200), models: [thug('a', 101), thug('b', 0), thug('c', 0), thug('d', 0), thug('e', 0), thug('f', 0)] };
    expect(checkRoster(six)).toEqual([]);
    expect(problemsAt({ ...six, models: [...six.models, thug('g', 0)] }, 'models')[0]).toMatch(/may field 6/);
  });
  it('P11: the gang’s points fit the agreed game size', () => {
    expect(problemsAt({ ...GANG, gameSize: 150 }, 'gameSize')).toEqual(['The gang costs 168 points, 18 over the agreed 150.']);
    expect(problemsAt({ ...GANG, gameSize: 0 }, 'gameSize')[0]).toMatch(/agree on a positive number/);
    expect(checkRoster({ ...GANG, gameSize: 168 })).toEqual([]);
  });
  it('P11 / Attributes: Actions 1 to 3, the others 1 to 10, "-" allowed', () => {
    const profile = GANG.models[1]!.profile;
    expect(problemsAt(withModel(1, { profile: { ...profile, A: 4 } }), 'models[1].profile.A')).toEqual(["Skids's Actions is 4; it runs from 1 to 3."]);
    expect(problemsAt(withModel(1, { profile: { ...profile, C: 11 } }), 'models[1].profile.C')).toEqual(["Skids's Combat is 11; it runs from 1 to 10."]);
    expect(problemsAt(withModel(1, { profile: { ...profile, TC: 0 } }), 'models[1].profile.TC')[0]).toMatch(/Tech is 0/);
    expect(checkRoster(withModel(1, { profile: { ...profile, TC: null } }))).toEqual([]);
    const { S: _s, ...noStrength } = profile;
    expect(problemsAt(withModel(1, { profile: noStrength }), 'models[1].profile')).toEqual(['Skids has no Strength (S); give its value, or “-” if it cannot use it.']);
    expect(problemsAt(withModel(1, { profile: { ...profile, LUCK: 3 } }), 'models[1].profile.LUCK')[0]).toMatch(/“LUCK” is not an attribute; a profile has A, C, P, AG, S, T and TC/);
    expect(problemsAt(withModel(1, { profile: { ...profile, agility: 5 } }), 'models[1].profile.agility')).toEqual(['Skids gives Agility twice (as “AG” and “agility”).']);
    // Keys are matched like names: "ag" and "Agility" are AG.
    const { AG: ag, ...rest } = profile;
    expect(checkRoster(withModel(1, { profile: { ...rest, agility: ag! } }))).toEqual([]);
  });
  it('Special rules come from the book’s list, on what they apply to, with X where the rule has one', () => {
    expect(problemsAt(withModel(0, { specialRules: [{ name: 'Flying' }] }), 'models[0].specialRules[0]')).toEqual(['Maggie: “Flying” is not a special rule of the book; a faction rule, a mutation or an ability from the model’s own card goes under its own rules, with its text.']);
    expect(problemsAt(withModel(0, { specialRules: [{ name: 'Delay' }] }), 'models[0].specialRules[0]')).toEqual(['Maggie: Delay (X) needs its number X, 1 or more.']);
    expect(problemsAt(withModel(0, { specialRules: [{ name: 'Swift', x: 2 }] }), 'models[0].specialRules[0]')).toEqual(['Maggie: Swift takes no number, but X is 2.']);
    expect(problemsAt(withModel(0, { specialRules: [{ name: 'Automatic' }] }), 'models[0].specialRules[0]')).toEqual(['Maggie: Automatic is a rule for weapons, not for a model.']);
    const vest = { kind: 'armor' as const, name: 'Asbestos coat', cost: 5, armor: 1, specialRules: [{ name: 'Fireproof' }] };
    expect(checkRoster(withModel(1, { equipment: [vest] }))).toEqual([]);
    expect(problemsAt(withModel(1, { equipment: [{ ...rifle(), specialRules: [{ name: 'Fireproof' }] }] }), 'models[1].equipment[0].specialRules[0]')).toEqual([
      "Skids's Automatic rifle: Fireproof is a rule for armor, not for a ranged weapon.",
    ]);
    expect(checkRoster(withModel(0, { specialRules: [{ name: 'poison', x: 2 }] }))).toEqual([]);
    expect(problemsAt(withModel(0, { specialRules: [{ name: 'Swift' }, { name: 'SWIFT' }] }), 'models[0].specialRules[1]')).toEqual(['Maggie lists Swift twice.']);
  });
  it('Rare: a gang buys the same weapon 3 times at most', () => {
    const rare = (name: string) => ({ ...thug(name, 30), equipment: [rifle('Rocket launcher', [{ name: 'Rare' }])] });
    const three = { ...newRoster('Rare', 200), models: [rare('a'), rare('b'), rare('c')] };
    expect(checkRoster(three)).toEqual([]);
    expect(problemsAt({ ...three, models: [...three.models, rare('d')] }, 'models')).toEqual(['Rocket launcher is Rare: a gang may buy it 3 times at most, and this one has 4.']);
  });
  it('Bomb: up to three per model, counting as one weapon for Rare', () => {
    const bomb = rifle('Pipe bomb', [{ name: 'Bomb' }, { name: 'Rare' }]);
    const bomber = (name: string, n: number) => ({ ...thug(name, 30), equipment: Array.from({ length: n }, () => bomb) });
    const ok = { ...newRoster('Bombs', 200), models: [bomber('a', 3), bomber('b', 3), bomber('c', 3)] };
    expect(checkRoster(ok)).toEqual([]);
    expect(problemsAt(withModel(0, bomber('a', 4), ok), 'models[0].equipment')).toEqual(['a carries 4 Bomb weapons; a model may carry up to 3.']);
    expect(problemsAt({ ...ok, models: [...ok.models, bomber('d', 1)] }, 'models')[0]).toMatch(/Pipe bomb is Rare.*has 4/);
  });
  it('Two-handed and Cumbersome: only one such item per model', () => {
    const mace = { kind: 'melee' as const, name: 'Heavy mace', cost: 0, strength: '+2', penetration: 1, combat: 0, specialRules: [{ name: 'Two-handed' }] };
    const axe = { ...mace, name: 'Big axe' };
    expect(problemsAt(withModel(2, { equipment: [mace, axe] }), 'models[2].equipment')).toEqual(['Moose carries 2 Two-handed items (Heavy mace and Big axe); a model may carry only one.']);
    const pack = { kind: 'equipment' as const, name: 'Fuel tank', cost: 0, specialRules: [{ name: 'Cumbersome' }] };
    expect(checkRoster(withModel(2, { equipment: [mace, pack] }))).toEqual([]);
    expect(problemsAt(withModel(2, { equipment: [pack, { ...pack, name: 'Scrap shield' }] }), 'models[2].equipment')[0]).toMatch(/2 Cumbersome items/);
  });
  it('Bulky: no other weapon whatsoever', () => {
    const cannon = rifle('Harpoon cannon', [{ name: 'Bulky' }]);
    expect(checkRoster(withModel(1, { equipment: [cannon, { kind: 'armor', name: 'Vest', cost: 0, armor: 2, specialRules: [] }] }))).toEqual([]);
    expect(problemsAt(withModel(1, { equipment: [cannon, rifle('Pistol', [])] }), 'models[1].equipment')).toEqual(['Skids\'s Harpoon cannon is Bulky, so Skids may carry no other weapon.']);
  });
  it('costs, bullets, Penetration and Armor are never negative; losses only where there is an attribute', () => {
    expect(problemsAt(withModel(1, { cost: -5 }), 'models[1].cost')).toHaveLength(1);
    expect(problemsAt(withModel(1, { bullets: -1 }), 'models[1].bullets')).toHaveLength(1);
    expect(problemsAt(withModel(1, { bulletsCost: -1 }), 'models[1].bulletsCost')).toHaveLength(1);
    expect(problemsAt(withModel(1, { equipment: [{ ...rifle(), penetration: -1 }] }), 'models[1].equipment[0].penetration')).toHaveLength(1);
    expect(problemsAt(withModel(1, { losses: { T: -1 } }), 'models[1].losses.T')).toEqual(['Skids shows a Toughness loss of -1; losses are 0 or more.']);
    expect(problemsAt(withModel(1, { profile: { ...GANG.models[1]!.profile, TC: null }, losses: { TC: 1 } }), 'models[1].losses.TC')).toEqual(['Skids has no Tech ("-"), so it cannot lose any.']);
    expect(problemsAt(withModel(1, { losses: { Luck: 1 } }), 'models[1].losses.Luck')).toHaveLength(1);
  });
});

describe('punkapocalyptic gang sheet helpers', () => {
  it('profile after losses and gear: Cumbersome -1 AG, permanent T loss', () => {
    const moose = modelProfile(GANG.models[2]!, data);
    expect(moose.values).toMatchObject({ toughness: 4, strength: 5, agility: 3 });
    expect(moose.knockedDown).toBe(false);
    const pack = { kind: 'equipment' as const, name: 'Fuel tank', cost: 0, specialRules: [{ name: 'Cumbersome' }] };
    expect(modelProfile({ ...GANG.models[2]!, equipment: [pack] }, data).values.agility).toBe(2);
  });
  it('Attributes: a physical attribute down to 0 for good knocks the model down (Downed)', () => {
    const gone = modelProfile({ ...GANG.models[1]!, losses: { T: 3 } }, data);
    expect(gone).toMatchObject({ knockedDown: true, out: true });
    expect(modelProfile({ ...GANG.models[1]!, losses: { TC: 2 } }, data)).toMatchObject({ knockedDown: false, out: false });
    expect(modelProfile({ ...GANG.models[1]!, downed: true }, data)).toMatchObject({ knockedDown: false, out: true });
    // Cumbersome lowers Agility, but it is no permanent loss.
    const pack = { kind: 'equipment' as const, name: 'Fuel tank', cost: 0, specialRules: [{ name: 'Cumbersome' }] };
    expect(modelProfile({ ...GANG.models[1]!, profile: { ...GANG.models[1]!.profile, AG: 1 }, equipment: [pack] }, data).knockedDown).toBe(false);
  });
  it('impact strength: a number, or the wielder’s Strength plus the modifier', () => {
    expect(impactStrength(4, 3)).toBe(4);
    expect(impactStrength('+1', 3)).toBe(4);
    expect(impactStrength('-1', 3)).toBe(2);
    expect(impactStrength('+1', null)).toBeNull();
  });
  it('shot-odds link: the Thug’s bow from the book (Precision 5, Hard to use)', () => {
    const fields = shotLinkFields(GANG, 1, 0, data)!;
    expect(fields).toEqual({ precision: 5, modifier: -1, hardToUse: true, pellets: false, kaboom: false, automatic: false, strength: 3, penetration: 0 });
    const values = { ...defaultValues(shotFields), ...fields };
    const href = toolHref(shotOdds, fields);
    const q = parseQuery(href.slice(href.indexOf('?')), shotFields);
    expect(q.problems).toEqual([]);
    expect(q.values).toEqual(values);
    // At short range it needs 5 or less, as in the book's example: 5 + 1 - 1.
    expect(shotSummary({ ...values, range: 'short', modifier: 0 }, { modifiers: data.precisionModifiers, specialRules: data.specialRules }).target).toBe(5);
  });
  it('shot-odds link: Automatic fire, and Rider makes the shot Hard to use', () => {
    expect(shotLinkFields(GANG, 0, 0, data)).toMatchObject({ precision: 5, automatic: true, hardToUse: false, modifier: 0, strength: 4, penetration: 1 });
    const rider = withModel(0, { specialRules: [{ name: 'Rider' }] });
    expect(shotLinkFields(rider, 0, 0, data)).toMatchObject({ hardToUse: true, modifier: -1 });
    expect(shotLinkFields(GANG, 0, 1, data)).toBeNull(); // the vest
    expect(shotLinkFields(withModel(0, { profile: { ...GANG.models[0]!.profile, P: null } }), 0, 0, data)).toBeNull();
  });
  it('combat-odds link: Combat, the weapon’s bonus, Strength +2, Toughness after losses, Armor', () => {
    const fields = combatLinkFields(GANG, 2, 0, data)!;
    expect(fields).toEqual({ mode: 'combat', combat: 5, bonus: 0, strength: 7, penetration: 1, toughness: 4, armor: 0 });
    expect(combatLinkFields(GANG, 1, 1, data)).toEqual({ mode: 'combat', combat: 4, bonus: 1, strength: 4, penetration: 0, toughness: 3, armor: 0 });
    expect(combatLinkFields(GANG, 0, null, data)).toMatchObject({ strength: 4, penetration: 0, bonus: 0, armor: 3 });
    expect(combatLinkFields(GANG, 0, 0, data)).toBeNull(); // a rifle is no melee weapon
    const href = toolHref(combatOdds, fields);
    expect(href).toBe('/punkapocalyptic/tools/combat-odds/?mode=combat&combat=5&bonus=0&strength=7&penetration=1&toughness=4&armor=0');
    const q = parseQuery(href.slice(href.indexOf('?')), combatFields);
    expect(q.problems).toEqual([]);
    expect(combatSummary(q.values, { fallBands: [] }).chance).toBeGreaterThan(0);
  });
  it('weapons, bullets slip, rule labels and pickers', () => {
    expect(modelWeapons(GANG.models[0]!).map((w) => w.index)).toEqual([0]);
    expect(bulletsSlip(GANG)).toEqual([
      { model: 'Maggie', bullets: 4 },
      { model: 'Fizz', bullets: 2 },
    ]);
    expect(ruleLabel({ name: 'delay', x: 3 }, data)).toBe('Delay (3)');
    expect(ruleLabel({ name: 'Kaboom!' }, data)).toBe('Kaboom!');
    expect(rulesFor('armor', data).map((r) => r.name)).toEqual(['Cumbersome', 'Electrified', 'Fireproof', 'Fuel']);
    expect(rulesFor('model', data).every((r) => r.appliesTo === 'model' || r.appliesTo === 'model-or-weapon')).toBe(true);
    expect(data.attributes.map((a) => a.abbreviation)).toEqual(['A', 'C', 'P', 'AG', 'S', 'T', 'TC']);
  });
});

describe('punkapocalyptic gang sheet: the ported format', () => {
  it('round-trips the builder’s File format page example, a legal gang', () => {
    const example = formatExampleText('punkapocalyptic');
    expect(example!.replace(/\s+/g, '').startsWith('{"game":"punkapocalyptic","version":1,')).toBe(true);
    const roster = expectRoundTrip(parseRoster, example!);
    expect(checkRoster(roster)).toEqual([]);
    expect(gangPoints(roster, data)).toEqual({ points: 117, fractions: 2, modelsAllowed: 6 });
  });
  it('reads a hand-written file with the optional fields left out', () => {
    const roster = parseRoster({
      game: 'punkapocalyptic',
      version: 1,
      name: 'Short',
      gameSize: 100,
      models: [{ name: 'Rat', profile: { A: 2, C: 3, P: 3, AG: 4, S: 3, T: 3, TC: null }, equipment: [{ kind: 'melee', name: 'Knife', strength: '+0' }] }],
    });
    expect(roster).toEqual({
      game: 'punkapocalyptic',
      version: 2,
      name: 'Short',
      faction: '',
      gameSize: 100,
      secretBullets: true,
      models: [
        {
          name: 'Rat',
          type: '',
          cost: 0,
          profile: { A: 2, C: 3, P: 3, AG: 4, S: 3, T: 3, TC: null },
          specialRules: [],
          equipment: [{ kind: 'melee', name: 'Knife', cost: 0, strength: '+0', penetration: 0, combat: 0, specialRules: [] }],
          bullets: 0,
          bulletsCost: 0,
          downed: false,
          losses: {},
        },
      ],
      log: [],
    });
    expect(checkRoster(roster)).toEqual([]);
  });
  it('P12: own rules and notes on a model and on the gang are kept in the file and are never a problem', () => {
    const gang = {
      ...withModel(0, { ownRules: [{ name: 'Third arm', text: 'Carries one more weapon.' }], notes: 'Leader' }),
      ownRules: [{ name: 'Scrap tithe', text: 'Our faction rule, in our words.' }],
      notes: 'Campaign gang',
    };
    expect(checkRoster(gang)).toEqual(checkRoster(GANG));
    expect(parseRoster(JSON.parse(JSON.stringify(gang)))).toEqual(gang);
    expect(formatError(parseRoster, { ...gang, ownRules: [{ name: 'x' }] }).field).toBe('ownRules[0].text');
  });
  it('Toughness: rolled with armor against a hit, without armor against a fall', () => {
    const toughness = readFileSync('content/punkapocalyptic/data/attributes.yaml', 'utf8');
    expect(toughness).toContain('rolled with armor against the strength of a hit, and without armor against a fall');
  });
  it('says in plain words what is wrong with a file', () => {
    const message = (input: unknown) => formatError(parseRoster, input).message;
    expect(message(withModel(1, { equipment: [{ ...rifle(), strength: '+x' }] }))).toBe('models[1].equipment[0].strength: must be a number, or a modifier such as "+1"');
    expect(message(withModel(1, { equipment: [{ kind: 'laser' } as unknown as Item] }))).toBe('models[1].equipment[0].kind: must have "kind" "ranged", "melee", "armor" or "equipment"');
    expect(message({ ...GANG, models: [{ ...GANG.models[0], bulets: 3 }] })).toBe('models[0]: has a field this format does not know: "bulets"');
    expect(message({ ...GANG, game: 'heartbreaker' })).toBe('game: this is a Heartbreaker roster, not a Punkapocalyptic one: open it in the Heartbreaker builder');
    expect(message({ ...GANG, version: 3 })).toMatch(/^version: version 3 is newer than this site reads \(2\)/);
    expect(message('{"game": ')).toBe('the text is not valid JSON, so it cannot be a gang sheet');
    expect(message({ ...GANG, gameSize: '200' })).toBe('gameSize: must be a number');
    // The kit's file reader puts the field first, as every builder does.
    const game = gangGame(data);
    expect(readRosterText(JSON.stringify({ ...GANG, secretBullets: 'yes' }), game)).toEqual({ ok: false, message: 'The field "secretBullets" is wrong: must be true or false.' });
  });
  it('goes through the kit: file text and share link give the same gang back', () => {
    const game = gangGame(data);
    expect(readRosterText(rosterFileText(GANG, game), game)).toEqual({ ok: true, roster: GANG });
    expect(readShareFragment(shareFragment(GANG, game), game)).toEqual({ ok: true, roster: GANG });
    expect(game.check(GANG)).toEqual(checkGang(GANG, data));
    expect(game.modelNames(GANG)).toEqual(['Maggie', 'Skids', 'Moose', 'Fizz']);
    expect(game.summary!(GANG)).toBe('Gangers · 168 of 200 points');
    expect(game.summary!(newRoster('x', 100))).toBe('0 of 100 points');
    expect(game.create('New gang')).toEqual(newRoster('New gang'));
  });
});

describe('punkapocalyptic gang editor helpers', () => {
  it('new items have the fields of their kind and parse', () => {
    for (const kind of ['ranged', 'melee', 'armor', 'equipment'] as const) {
      const r = withModel(1, { equipment: [newItem(kind, 'Thing')] });
      expect(parseRoster(r)).toEqual(r);
      expect(checkRoster(r)).toEqual([]);
    }
    expect(newItem('melee')).toMatchObject({ strength: '+0', combat: 0 });
  });
  it('profile values and losses keep the key the file used; a loss of 0 is left out', () => {
    const agility = data.attributes.find((a) => a.id === 'agility')!;
    const m = { ...GANG.models[1]!, profile: { ...GANG.models[1]!.profile } };
    delete m.profile.AG;
    m.profile.agility = 4;
    expect(setProfileValue(m, agility, 6, data).profile).toMatchObject({ agility: 6 });
    expect(setProfileValue(m, agility, null, data).profile.agility).toBeNull();
    expect(setProfileValue(m, agility, 6, data).profile).not.toHaveProperty('AG');
    const lost = setLoss(GANG.models[2]!, agility, 2, data);
    expect(lost.losses).toEqual({ T: 1, AG: 2 });
    expect(setLoss(lost, agility, 0, data).losses).toEqual({ T: 1 });
  });
  it('duplicate, move and stand up after the game', () => {
    const twice = duplicateModel(GANG, 2);
    expect(twice.models.map((m) => m.name)).toEqual(['Maggie', 'Skids', 'Moose', 'Moose (copy)', 'Fizz']);
    expect(twice.models[3]!.losses).toEqual({}); // a fresh model of the same type, not its wounds
    expect(moveModel(GANG, 0, -1)).toBe(GANG);
    expect(moveModel(GANG, 0, 1).models.map((m) => m.name)).toEqual(['Skids', 'Maggie', 'Moose', 'Fizz']);
    const downed = withModel(0, { downed: true }, withModel(2, { downed: true }));
    const up = standEveryoneUp(downed);
    expect(up.models.map((m) => m.downed)).toEqual([false, false, false, false]);
    expect(up.models[2]!.losses).toEqual({ T: 1 });
  });
  it('rules are added once by their book name, with X = 1 when they take a number', () => {
    expect(addRule([], 'delay', data)).toEqual([{ name: 'Delay', x: 1 }]);
    expect(addRule([{ name: 'Swift' }], 'SWIFT', data)).toEqual([{ name: 'Swift' }]);
    expect(addRule([], 'Flying', data)).toEqual([]);
    expect(ruleText({ name: 'Hard to use' }, data)).toEqual({ label: 'Hard to use', summary: '-1 Precision on every shot with the weapon.', href: '/punkapocalyptic/rules/special-rules/#hard-to-use' });
    expect(ruleText({ name: 'Flying' }, data)).toMatchObject({ summary: null, href: null });
  });
  it('strength choices: a modifier stays text, a fixed strength is a number', () => {
    expect(strengthFromChoice('+1')).toBe('+1');
    expect(strengthFromChoice('-2')).toBe('-2');
    expect(strengthFromChoice('4')).toBe(4);
    const r = updateItem(GANG, 1, 1, (it) => ({ ...it, strength: strengthFromChoice('5') }) as Item);
    expect(parseRoster(r).models[1]!.equipment[1]).toMatchObject({ strength: 5 });
  });
  it('odds links: one per weapon, bare-handed without a melee weapon, each read by its tool without a problem', () => {
    const labels = (i: number) => modelOddsLinks(GANG, i, data).map((l) => l.label);
    expect(labels(0)).toEqual(['Shot odds: Maggie with Automatic rifle', 'Combat odds: Maggie bare-handed']);
    expect(labels(1)).toEqual(['Shot odds: Skids with Bow', 'Combat odds: Skids with Machete']);
    expect(labels(2)).toEqual(['Combat odds: Moose with Heavy mace']);
    // Fizz's two Molotov cocktails: one link, and one line on the card.
    expect(labels(3)).toEqual(['Shot odds: Fizz with Molotov cocktail', 'Combat odds: Fizz bare-handed']);
    expect(groupedItems(GANG.models[3]!).map((g) => [g.item.name, g.count])).toEqual([['Molotov cocktail', 2]]);
    expect(groupedItems(GANG.models[0]!).map((g) => g.count)).toEqual([1, 1]);
    expect(modelLabel(newModel(data), 4)).toBe('Model 5');
    for (let i = 0; i < GANG.models.length; i++) {
      for (const link of modelOddsLinks(GANG, i, data)) {
        const shot = link.href.startsWith(shotOdds.path);
        const q = parseQuery(link.href.slice(link.href.indexOf('?')), shot ? shotFields : combatFields);
        expect(q.problems, link.label).toEqual([]);
      }
    }
    const moose = modelOddsLinks(GANG, 2, data)[0]!;
    expect(moose.href).toBe(toolHref(combatOdds, combatLinkFields(GANG, 2, 0, data)!, { from: fromModel('punkapocalyptic', GANG.name, 2, 'Moose fighting with Heavy mace', 'gang') }));
    // A model with no Combat and no Precision gets no links at all.
    const blank = withModel(0, { profile: { ...GANG.models[0]!.profile, C: null, P: null } });
    expect(modelOddsLinks(blank, 0, data)).toEqual([]);
  });
});
