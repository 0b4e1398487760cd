import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { melee, shoot } from '../../src/games/wolsung/odds';
import { FROM_PARAMS, readFrom, toolHref } from '../../src/tools/links';
import { meleeOdds, shootOdds } from '../../src/games/wolsung/tools/refs';

import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { yamlList } from '../../src/common/yaml-data';
import { reactionSchema } from '../../src/games/wolsung/schema';
import { meleeOddsData, meleeOddsTool } from '../../src/games/wolsung/tools/melee-odds';
import { shootOddsData, shootOddsTool } from '../../src/games/wolsung/tools/shoot-odds';
import {
  characteristic,
  checkRoster,
  findSpecialRule,
  fundPool,
  MELEE_ODDS_PATH,
  meleeLinkFields,
  newModel,
  newRoster,
  parseRoster,
  SHOOT_ODDS_PATH,
  shootLinkFields,
  type Model,
  type Roster,
} from '../../src/games/wolsung/roster';
import { changedAt, expectFuzzSafe, expectRoundTrip, formatError, messagesAt, moduleDoc } from './roster/contract';
import { mutations } from './roster/mutate';
import { formatExampleText } from './support/format-examples';
import { parseQuery, type FieldSpecs } from '../../src/tools/query-state';
import { reconcile, type PoolLink } from '../../src/tools/linked-fields';
import {
  copyModel,
  modelCard,
  moveModel,
  newWeapon,
  nextName,
  oddsLinks,
  removeModel,
  rulesFor,
  withKind,
  withProfileValue,
  withRule,
  withRuleX,
} from '../../src/games/wolsung/roster-rules';
import { clubGame, clubSummary } from '../../src/games/wolsung/roster-game';
import { clubReminders, handSize } from '../../src/games/wolsung/roster-checks';

const doc = moduleDoc('src/games/wolsung/roster.ts');
/** The legal club of the File format section: two heroes (5 Funds) and two henchmen. */
const CLUB: Roster = parseRoster(doc.example);

const problemsAt = (roster: Roster, where: string) => messagesAt(checkRoster(roster), where);
const wolsungBook = wolsungBookData();

const withModel = (i: number, change: Partial<Model>, base: Roster = CLUB): Roster => changedAt(base, 'models', i, change);

/** The field names of a tool's link, from the tool's own adapter. */
function toolFieldNames(fields: object): Set<string> {
  const names = Object.keys(fields);
  expect(names.length).toBeGreaterThan(10);
  return new Set(names);
}

describe('wolsung club sheet: parseRoster', () => {
  it('round-trips the File format example, which is a legal club', () => {
    expectRoundTrip(parseRoster, doc.example);
    expect(checkRoster(CLUB)).toEqual([]);
    expect(doc.sections['Our reading']).toMatch(/Scientist/);
  });
  it('round-trips a new club with a new hero and henchman', () => {
    const club = { ...newRoster('New'), models: [newModel('hero'), newModel('henchman')] };
    expectRoundTrip(parseRoster, club);
    expect(problemsAt(club, 'models[0].funds')).toEqual([]);
    expect(club.models[0]!.suit).toBe('Spades');
  });
  it('names the field that is wrong', () => {
    const field = (input: unknown) => formatError(parseRoster, input).field;
    expect(field({ ...CLUB, game: 'heartbreaker' })).toBe('game');
    expect(field(withModel(0, { kind: 'villain' as Model['kind'] }))).toBe('models[0].kind');
    expect(field(withModel(0, { weapons: [{ kind: 'book', name: 'Pistol', strength: 4 } as unknown as Model['weapons'][number]] }))).toBe('models[0].weapons[0]');
    expect(field(withModel(0, { funds: 2.5 }))).toBe('models[0].funds');
  });
  it('survives 1,000 seeded mutations: only RosterFormatError, and checkRoster never crashes', () => {
    expect(expectFuzzSafe(CLUB, parseRoster, (r) => checkRoster(r), 'wolsung-roster')).toBeGreaterThan(50);
  });
});

describe('wolsung club sheet: checkRoster, the quick start’s rules', () => {
  it('Hero only characteristics: a hero’s suit is one of the four card suits', () => {
    expect(checkRoster(withModel(0, { suit: 'hearts' }))).toEqual([]);
    expect(problemsAt(withModel(0, { suit: 'Stars' }), 'models[0].suit')).toEqual(['Professor Ignatius Vane\'s suit “Stars” is not a card suit; pick Spades, Hearts, Diamonds or Clubs.']);
    expect(problemsAt(withModel(0, { suit: null }), 'models[0].suit')).toEqual(['Professor Ignatius Vane is a hero without a suit; pick Spades, Hearts, Diamonds or Clubs.']);
  });
  it('Hero only characteristics: Funds belong to heroes; henchmen have neither suit nor Funds', () => {
    expect(problemsAt(withModel(0, { funds: null }), 'models[0].funds')[0]).toMatch(/hero without Funds/);
    expect(problemsAt(withModel(0, { funds: -1 }), 'models[0].funds')[0]).toMatch(/cannot be below 0/);
    expect(problemsAt(withModel(2, { suit: 'Clubs' }), 'models[2].suit')).toEqual(['Brass golem is a henchman, and only heroes have a suit.']);
    expect(problemsAt(withModel(2, { funds: 2 }), 'models[2].funds')).toEqual(['Brass golem is a henchman, and only heroes bring Funds.']);
  });
  it('Funds: the Fund Pool is the heroes’ Funds, and buys the henchmen and gadgets', () => {
    expect(fundPool(CLUB)).toMatchObject({ pool: 5, spent: 5, left: 0 });
    expect(fundPool(CLUB).purchases.map((p) => [p.what, p.cost])).toEqual([
      ['Aetheric goggles', 1],
      ['Brass golem', 3],
      ['Hired rifleman', 1],
    ]);
    expect(problemsAt(withModel(3, { cost: 2 }), 'models')).toEqual(["The club spent 6 Funds on henchmen and gadgets, but its Fund Pool (the heroes' Funds) holds 5."]);
    expect(checkRoster(withModel(1, { funds: 3 }, withModel(3, { cost: 2 })))).toEqual([]);
    expect(problemsAt(withModel(0, { cost: 2 }), 'models[0].cost')[0]).toMatch(/heroes are not bought/);
    expect(problemsAt(withModel(3, { cost: null }), 'models[3].cost')[0]).toMatch(/give what this henchman cost/);
  });
  it('Golem (W9): a golem without a Scientist in the club is a reminder that it skips its activations, never a problem', () => {
    const noScientist = withModel(0, { specialRules: [{ name: 'Hard to kill' }] });
    expect(checkRoster(noScientist)).toEqual([]);
    expect(clubReminders(noScientist, wolsungBook)).toEqual([
      { index: 2, message: 'Brass golem is a Golem and the club has no Scientist: while no friendly Scientist is on the table, it skips its activations.' },
    ]);
    expect(clubReminders(CLUB, wolsungBook)).toEqual([]);
    // Any model may be the Scientist, a henchman too.
    const henchScientist = withModel(3, { specialRules: [{ name: 'scientist' }] }, noScientist);
    expect(checkRoster(henchScientist)).toEqual([]);
    expect(clubReminders(henchScientist, wolsungBook)).toEqual([]);
  });

  it('hand size: 3 cards and 1 more per hero', () => {
    expect(handSize(CLUB)).toBe(5);
    expect(handSize(withModel(1, { kind: 'henchman' }))).toBe(4);
    expect(handSize(newRoster('x'))).toBe(3);
  });

  it('own rules (W9), notes and a caster’s spells: on the card, in the file, never a problem', () => {
    const vane = withModel(0, {
      ownRules: [{ name: 'Aetheric lens', text: 'Re-roll one Magic die per turn.' }],
      notes: 'Painted in brass.',
      spells: [{ name: 'Fire bolt', kind: 'projectile', cost: 1, range: 12, strength: 4 }, { name: 'Veil', kind: 'other', cost: 2, range: null, strength: 3 }],
    });
    const club = { ...vane, ownRules: [{ name: 'Lantern oath', text: 'Our own house rule.' }], notes: 'Club notes' };
    expect(checkRoster(club)).toEqual([]);
    expect(parseRoster(JSON.parse(JSON.stringify(club)))).toEqual(club);
    const card = modelCard(club, 0, wolsungBook);
    expect(card.ownRules).toEqual([{ name: 'Aetheric lens', text: 'Re-roll one Magic die per turn.' }]);
    // W-05: the cost is a code with what it discards (l.365-373, W6), not a bare number of cards.
    expect(card.spells).toEqual([
      'Fire bolt (Magic Projectile): cost 1 (one card of the caster’s suit), range 12″, S 4',
      'Veil (other spell): cost 2 (a court card or an ace of the caster’s suit, or two cards of that suit), difficulty 3',
    ]);
    expect(card.notes).toBe('Painted in brass.');
  });
  it('Heroes and Henchmen: a club has at least one hero', () => {
    const henchmen = { ...CLUB, models: CLUB.models.slice(2).map((m) => ({ ...m, cost: 0 })) };
    expect(problemsAt(henchmen, 'models')[0]).toMatch(/no hero/);
  });
  it('Model Characteristics: the profile is A, M, F, S, G, R, W; at least 1 Action and 1 Wound', () => {
    const profile = CLUB.models[3]!.profile;
    const { G: _g, ...noGuns } = profile;
    expect(problemsAt(withModel(3, { profile: noGuns }), 'models[3].profile')).toEqual(['Hired rifleman has no Guns (G) in its profile.']);
    expect(problemsAt(withModel(3, { profile: { ...profile, W: 0 } }), 'models[3].profile.W')).toEqual(["Hired rifleman's Wounds is 0; it is at least 1."]);
    expect(problemsAt(withModel(3, { profile: { ...profile, A: 0 } }), 'models[3].profile.A')).toHaveLength(1);
    expect(problemsAt(withModel(3, { profile: { ...profile, R: -1 } }), 'models[3].profile.R')).toHaveLength(1);
    expect(checkRoster(withModel(3, { profile: { ...profile, G: 0 } }))).toEqual([]);
    expect(problemsAt(withModel(3, { profile: { ...profile, Luck: 2 } }), 'models[3].profile.Luck')[0]).toMatch(/not a characteristic; a profile has A, M, F, S, G, R and W/);
    expect(problemsAt(withModel(3, { profile: { ...profile, Funds: 2 } }), 'models[3].profile.Funds')[0]).toMatch(/has a field of its own/);
    expect(problemsAt(withModel(3, { profile: { ...profile, guns: 4 } }), 'models[3].profile.guns')).toEqual(['Hired rifleman gives Guns twice (as “G” and “guns”).']);
    expect(problemsAt(withModel(3, { armour: -1 }), 'models[3].armour')).toHaveLength(1);
    expect(problemsAt(withModel(3, { magic: 0 }), 'models[3].magic')).toHaveLength(1);
  });
  it('Special Rules: from the quick start’s list, on models, weapons or gadgets, with [x] where it takes one', () => {
    expect(problemsAt(withModel(1, { specialRules: [{ name: 'Flight' }] }), 'models[1].specialRules[0]')).toEqual(['Miss Clara Holt: “Flight” is not a special rule of the quick start; an ability from the model’s own card goes under its own rules, with its text.']);
    expect(problemsAt(withModel(1, { specialRules: [{ name: 'Small Calibre' }] }), 'models[1].specialRules[0]')).toEqual(['Miss Clara Holt: Small Calibre is a rule for a weapon, not for a model.']);
    const rifle = CLUB.models[3]!.weapons[0]!;
    if (rifle.kind !== 'ranged') throw new Error('the rifleman has a rifle');
    expect(problemsAt(withModel(3, { weapons: [{ ...rifle, specialRules: [{ name: 'Move Penalty' }] }] }), 'models[3].weapons[0].specialRules[0]')).toEqual([
      "Hired rifleman's Rifle: Move Penalty [x] needs its number x, 1 or more.",
    ]);
    expect(problemsAt(withModel(3, { weapons: [{ ...rifle, specialRules: [{ name: 'Quick', x: 2 }] }] }), 'models[3].weapons[0].specialRules[0]')[0]).toMatch(/Quick takes no number/);
    // Quick is a gadget rule, and a weapon is a gadget (the quick start's pistol has it).
    expect(checkRoster(withModel(3, { weapons: [{ ...rifle, specialRules: [{ name: 'Quick' }, { name: 'Armour piercing', x: 1 }] }] }))).toEqual([]);
    expect(problemsAt(withModel(0, { gadgets: [{ name: 'Goggles', cost: 1, specialRules: [{ name: 'Fast shot', x: 2 }] }] }), 'models[0].gadgets[0].specialRules[0]')[0]).toMatch(/Fast shot is a rule for a weapon, not for a gadget/);
  });
  it('Weapons: the quick start’s by name, others with their profile', () => {
    expect(problemsAt(withModel(0, { weapons: [{ kind: 'book', name: 'Blunderbuss' }] }), 'models[0].weapons[0].name')[0]).toMatch(/not a weapon the quick start prints \(Pistol\)/);
    const rifle = CLUB.models[3]!.weapons[0]!;
    if (rifle.kind !== 'ranged') throw new Error('the rifleman has a rifle');
    expect(problemsAt(withModel(3, { weapons: [{ ...rifle, rangeBands: [] }] }), 'models[3].weapons[0].rangeBands')).toHaveLength(1);
    expect(problemsAt(withModel(3, { weapons: [{ ...rifle, rangeBands: [{ upTo: 12, guns: 1 }, { upTo: 12, guns: 0 }] }] }), 'models[3].weapons[0].rangeBands[1]')).toHaveLength(1);
    expect(problemsAt(withModel(0, { gadgets: [{ name: 'Goggles', cost: -1, specialRules: [] }] }), 'models[0].gadgets[0].cost')).toHaveLength(1);
  });
});

describe('wolsung club sheet: odds links', () => {
  const book = wolsungBookData();
  const shootNames = toolFieldNames(shootOddsTool.fields(shootOddsData(book)));
  const meleeNames = toolFieldNames(meleeOddsTool.fields(meleeOddsData({ ...book, reactions: yamlList(readFileSync('content/wolsung/data/reactions.yaml', 'utf8'), reactionSchema, 'reactions.yaml') })));

  it('shoot: the professor’s pistol in its first band (G 3 + 1), S 4', () => {
    const fields = shootLinkFields(CLUB, 0, 0)!;
    expect(fields).toEqual({ kind: 'shot', weapon: 'pistol', rangeBand: 1, baseGuns: 3, guns: 4, strength: 4, armourPiercing: 0, smallCalibre: false });
    for (const name of Object.keys(fields)) expect(shootNames.has(name), name).toBe(true);
    expect(toolHref(shootOdds, fields)).toBe('/wolsung/tools/shoot-odds/?kind=shot&weapon=pistol&rangeBand=1&baseGuns=3&guns=4&strength=4&armourPiercing=0&smallCalibre=0');
    expect(shoot({ guns: fields.guns, reflex: 2, strength: fields.strength, wounds: 2 }).pKill).toBeGreaterThan(0);
  });
  it('shoot: a rifle from a model’s card brings its first band into the Guns dice', () => {
    expect(shootLinkFields(CLUB, 3, 0)).toEqual({ kind: 'shot', baseGuns: 4, guns: 4, strength: 5, armourPiercing: 0, smallCalibre: false });
    expect(shootLinkFields(CLUB, 1, 0)).toBeNull(); // a sword cane
  });
  it('melee: Fight, Strength with the weapon, Armour, Wounds, Hard to kill, and Hypnotic Aura’s Parry', () => {
    const golem = meleeLinkFields(CLUB, 2, 0)!;
    expect(golem).toEqual({ mode: 'fight', attackerBaseFight: 3, attackerFight: 3, attackerStrength: 5, attackerArmour: 2, attackerWounds: 4, attackerHardToKill: false });
    const clara = meleeLinkFields(CLUB, 1, 0)!;
    expect(clara).toMatchObject({ attackerFight: 4, attackerStrength: 4, hypnoticAura: true, reaction: 'parry' });
    expect(meleeLinkFields(CLUB, 0, null)).toMatchObject({ attackerStrength: 3, attackerHardToKill: true, attackerWounds: 3 });
    expect(meleeLinkFields(CLUB, 0, 0)).toBeNull(); // a pistol
    for (const name of [...Object.keys(golem), ...Object.keys(clara)]) expect(meleeNames.has(name), name).toBe(true);
    expect(toolHref(meleeOdds, clara)).toMatch(/^\/wolsung\/tools\/melee-odds\/\?mode=fight&.*&hypnoticAura=1&reaction=parry$/);
    const r = melee({ attackerFight: clara.attackerFight, defenderFight: 3, reaction: clara.reaction!, attackerStrength: clara.attackerStrength, defenderStrength: 3, attackerWounds: 3, defenderWounds: 2, hypnoticAura: true });
    expect(r.pDefenderHits).toBe(0);
  });
  it('characteristics by id, and rules by any spelling', () => {
    expect(characteristic(CLUB.models[3]!, 'guns')).toBe(3);
    expect(findSpecialRule('beginner’s luck')?.id).toBe('beginners-luck');
  });
});

describe('wolsung club builder: the page and the kit', () => {
  it('the builder page’s File format example starts with game and version, round-trips and is legal', () => {
    const example = formatExampleText('wolsung');
    expect(example).toMatch(/^\{\n {2}"game": "wolsung",\n {2}"version": 1,/);
    const club = expectRoundTrip(parseRoster, example);
    expect(checkRoster(club)).toEqual([]);
    expect(fundPool(club)).toMatchObject({ pool: 3, spent: 3, left: 0 });
  });
  it('the kit’s RosterGame: the book’s tables, names, the saved-list summary', () => {
    const game = clubGame(wolsungBookData());
    expect(game.check(withModel(0, { suit: 'Stars' }))).toEqual(checkRoster(withModel(0, { suit: 'Stars' })));
    expect(game.create('New club')).toEqual(newRoster('New club'));
    expect(game.modelNames(CLUB)).toEqual(['Professor Ignatius Vane', 'Miss Clara Holt', 'Brass golem', 'Hired rifleman']);
    expect(clubSummary(CLUB)).toBe('2 heroes, 2 henchmen · Fund Pool 5, 0 left');
    expect(clubSummary(withModel(3, { cost: 3 }))).toBe('2 heroes, 2 henchmen · Fund Pool 5, -2 left');
  });
  it('a weapon is refused with the field that is wrong: its kind, a field its kind lacks or does not take', () => {
    const bad = withModel(0, { weapons: [{ kind: 'laser', name: 'Ray' } as unknown as Model['weapons'][number]] });
    expect(formatError(parseRoster, bad).message).toBe('models[0].weapons[0].kind: must be "book" or "ranged" or "melee"');
    const weapon = (w: unknown) => formatError(parseRoster, withModel(0, { weapons: [w as Model['weapons'][number]] })).message;
    expect(weapon({ kind: 'book', name: 'Pistol', strength: 4 })).toBe('models[0].weapons[0]: a book weapon takes no Strength (S)');
    expect(weapon({ kind: 'melee', name: 'Cane', strength: 1, specialRules: [], rangeBands: [] })).toBe('models[0].weapons[0]: a melee weapon takes no range bands');
    expect(weapon({ kind: 'ranged', name: 'Rifle', strength: 5, specialRules: [] })).toBe('models[0].weapons[0].rangeBands: is missing: a ranged weapon has its range bands');
    expect(weapon({ kind: 'melee', name: 'Cane', strength: 'x', specialRules: [] })).toBe('models[0].weapons[0].strength: must be a number');
    expect(formatError(parseRoster, withModel(0, { extra: 1 } as unknown as Partial<Model>)).message).toBe('models[0]: has a field this format does not know: "extra"');
    expect(formatError(parseRoster, '{"game": "wolsung",').message).toMatch(/not valid JSON/);
  });
});

describe('wolsung club builder: editing a club', () => {
  const book = wolsungBookData();
  const rule = (name: string) => findSpecialRule(name)!;

  it('a hero becomes a henchman and back: suit and Funds for heroes, a cost for henchmen, legal both ways', () => {
    const vane = CLUB.models[0]!;
    const henchman = withKind(vane, 'henchman', book);
    expect([henchman.suit, henchman.funds, henchman.cost]).toEqual([null, null, 0]);
    const hero = withKind(henchman, 'hero', book);
    expect([hero.suit, hero.funds, hero.cost]).toEqual(['Spades', 0, null]);
    expect(withKind(vane, 'hero', book)).toBe(vane);
    const r = withModel(0, withKind(vane, 'henchman', book));
    expect(checkRoster({ ...r, models: r.models.map((m) => (m.kind === 'henchman' ? withKind(m, 'hero', book) : m)) })).toEqual([]);
  });
  it('a profile value is written under the key the sheet already uses', () => {
    const guns = book.profile.find((c) => c.id === 'guns')!;
    const typed = { ...CLUB.models[3]!, profile: { A: 2, M: 4, F: 2, S: 3, guns: 3, R: 2, W: 1 } };
    expect(withProfileValue(typed, guns, 5, book).profile).toEqual({ A: 2, M: 4, F: 2, S: 3, guns: 5, R: 2, W: 1 });
    const { G: _g, ...noGuns } = CLUB.models[3]!.profile;
    expect(withProfileValue({ ...CLUB.models[3]!, profile: noGuns }, guns, 4, book).profile.G).toBe(4);
  });
  it('ticking rules: added once with x = 1 where it takes one, every copy removed when unticked', () => {
    expect(withRule([], rule('Move Penalty'), true, book)).toEqual([{ name: 'Move Penalty', x: 1 }]);
    expect(withRule([{ name: 'hard to KILL' }], rule('Hard to kill'), true, book)).toEqual([{ name: 'hard to KILL' }]);
    expect(withRule([{ name: 'Quick' }, { name: 'quick' }, { name: 'Flight' }], rule('Quick'), false, book)).toEqual([{ name: 'Flight' }]);
    expect(withRuleX([{ name: 'Fast shot', x: 2 }], rule('Fast shot'), 3, book)).toEqual([{ name: 'Fast shot', x: 3 }]);
    expect(rulesFor('weapon', book).map((r) => r.name)).toEqual(['Quick', 'Fast shot', 'Move Penalty', 'Armour piercing', 'Small Calibre']);
    expect(rulesFor('gadget', book).map((r) => r.name)).toEqual(['Quick']);
    expect(rulesFor('model', book).map((r) => r.name)).toEqual(['Hard to kill', 'Golem', 'Scientist', "Beginner's Luck", 'Hypnotic Aura', 'Techniques of Sunnir Masters']);
  });
  it('copy, move and remove models; copies take the next free number', () => {
    expect(nextName('Thug', CLUB)).toBe('Thug 2');
    const thugs = { ...CLUB, models: [{ ...CLUB.models[3]!, name: 'Thug' }] };
    const three = copyModel(copyModel(thugs, 0), 0);
    expect(three.models.map((m) => m.name)).toEqual(['Thug', 'Thug 3', 'Thug 2']);
    expect(nextName('Thug 2', three)).toBe('Thug 4');
    expect(moveModel(CLUB, 0, 1).models.map((m) => m.name).slice(0, 2)).toEqual(['Miss Clara Holt', 'Professor Ignatius Vane']);
    expect(moveModel(CLUB, 0, -1)).toBe(CLUB);
    expect(removeModel(CLUB, 2).models).toHaveLength(3);
    expect(checkRoster(removeModel(CLUB, 2))).toEqual([]); // the golem gone, 2 Funds left over
  });
  it('new weapons: the quick start’s pistol, or a ranged or melee profile to fill in, each legal', () => {
    const weapons = (['book', 'ranged', 'melee'] as const).map((k) => newWeapon(k, book));
    expect(weapons[0]).toEqual({ kind: 'book', name: 'Pistol' });
    expect(checkRoster(withModel(3, { weapons }))).toEqual([]);
  });
  it('a card: kicker, profile in the quick start’s order, range bands and rules in our words with their x', () => {
    const vane = modelCard(CLUB, 0, book);
    expect(vane.kicker).toBe('Hero · Diamonds · Funds 3');
    expect(vane.profile.map((p) => `${p.c.abbreviation}${p.value}`)).toEqual(['A2', 'M4', 'F2', 'S3', 'G3', 'R3', 'W3']);
    expect(vane.weapons[0]).toMatchObject({ name: 'Pistol', strength: 'S 4', bands: ['0–8″ +1 G', '8–16″ −1 G', '16–24″ −2 G'] });
    expect(vane.weapons[0]!.rules.map((r) => r.label)).toEqual(['Quick']);
    const rifleman = modelCard(CLUB, 3, book);
    expect(rifleman.kicker).toBe('Henchman · cost 1 Funds');
    expect(rifleman.weapons[0]).toMatchObject({ kind: 'Ranged', strength: 'S 5', bands: ['0–12″ +1 G', '12–24″ +0 G', '24–36″ −1 G'] });
    expect(rifleman.weapons[0]!.rules[0]!.label).toBe('Move Penalty [1]');
    expect(rifleman.weapons[0]!.rules[0]!.summary).toMatch(/costs 1 Guns dice/);
    expect(modelCard(CLUB, 2, book).weapons[0]).toMatchObject({ name: 'Steam fists', kind: 'Melee', strength: 'S +1' });
    expect(modelCard(withModel(1, { specialRules: [{ name: 'Flight' }] }), 1, book).rules).toEqual([{ label: 'Flight' }]);
  });
});

describe('wolsung club builder: every odds link opens its tool as written', () => {
  const book = wolsungBookData();
  const reactions = yamlList(readFileSync('content/wolsung/data/reactions.yaml', 'utf8'), reactionSchema, 'reactions.yaml');
  const shootData = shootOddsData(book);
  const meleeData = meleeOddsData({ ...book, reactions });
  const tools: Record<string, { fields: FieldSpecs; links: readonly PoolLink<FieldSpecs>[] }> = {
    [SHOOT_ODDS_PATH]: { fields: shootOddsTool.fields(shootData), links: shootOddsTool.linked!(shootData).links as unknown as PoolLink<FieldSpecs>[] },
    [MELEE_ODDS_PATH]: { fields: meleeOddsTool.fields(meleeData), links: meleeOddsTool.linked!(meleeData).links as unknown as PoolLink<FieldSpecs>[] },
  };
  /** The link's problems: unknown fields, values the tool refuses, pools that do not add up. */
  function linkProblems(href: string): string[] {
    const [path, search = ''] = href.split('?');
    const tool = tools[path!];
    if (!tool) return [`no tool at ${path}`];
    const parsed = parseQuery(search, tool.fields);
    // Where the link comes from (FROM_PARAMS) is for every tool, not one of its fields.
    const fromParams: readonly string[] = Object.values(FROM_PARAMS);
    const unknown = [...new URLSearchParams(search).keys()].filter((k) => !(k in tool.fields) && !fromParams.includes(k)).map((k) => `unknown field ${k}`);
    const moved = Object.keys(reconcile(parsed.values, tool.links)).map((k) => `the tool would move ${k}`);
    return [...unknown, ...parsed.problems, ...moved];
  }

  it('the example club: each weapon, the target and defender links, and casting for Miss Holt', () => {
    const labels = CLUB.models.map((_, i) => oddsLinks(CLUB, i, book).map((l) => l.label));
    expect(labels).toEqual([
      ['Shoots with Pistol', 'Attacks in melee with its own Strength (S 3)', 'Is shot at (in the open)', 'Is attacked in melee'],
      ['Attacks in melee with Sword cane (S 4)', 'Is shot at (in the open)', 'Is attacked in melee', 'Casts a Buff or Aura (Magic Ability 2)', 'Casts a Magic Projectile (Magic Ability 2)'],
      ['Attacks in melee with Steam fists (S 5)', 'Is shot at (in the open)', 'Is attacked in melee'],
      ['Shoots with Rifle', 'Attacks in melee with its own Strength (S 3)', 'Is shot at (in the open)', 'Is attacked in melee'],
    ]);
    const hrefs = CLUB.models.flatMap((_, i) => oddsLinks(CLUB, i, book).map((l) => l.href));
    for (const href of hrefs) expect(linkProblems(href), href).toEqual([]);
    const [, , target, defender] = oddsLinks(CLUB, 0, book);
    const back = '&back=%2Fwolsung%2Fbuilder%2F%23wolsung-model-1&backTo=The+Brass+Lantern+Society';
    expect(target!.href).toBe(`/wolsung/tools/shoot-odds/?kind=shot&baseReflex=3&reflex=3&armour=0&wounds=3&hardToKill=1&from=Professor+Ignatius+Vane%3A+Is+shot+at+%28in+the+open%29${back}`);
    expect(defender!.href).toBe(`/wolsung/tools/melee-odds/?mode=fight&defenderBaseFight=2&defenderFight=2&defenderStrength=3&defenderArmour=0&defenderWounds=3&defenderHardToKill=1&from=Professor+Ignatius+Vane%3A+Is+attacked+in+melee${back}`);
    expect(oddsLinks(CLUB, 1, book)[3]!.href).toMatch(/^\/wolsung\/tools\/melee-odds\/\?mode=cast&magic=2&from=/);
    expect(readFrom(oddsLinks(CLUB, 1, book)[3]!.href.split('?')[1]!)).toMatchObject({ back: '/wolsung/builder/#wolsung-model-2', backLabel: 'The Brass Lantern Society' });
  });
  it('a Fast shot [3] weapon fires its whole volley at one target', () => {
    const rifle = CLUB.models[3]!.weapons[0]!;
    const club = withModel(3, { weapons: [{ ...rifle, specialRules: [{ name: 'Fast shot', x: 3 }] } as Model['weapons'][number]] });
    const [shot] = oddsLinks(club, 3, book);
    expect(shot!.label).toBe('Shoots with Rifle (3 shots)');
    expect(shot!.href).toMatch(/&shots=3&from=/);
    expect(linkProblems(shot!.href)).toEqual([]);
  });
  it('links of 1,000 damaged clubs never throw and always open their tool cleanly', () => {
    let checked = 0;
    for (const { input } of mutations(CLUB, 'wolsung-links')) {
      let club: Roster;
      try {
        club = parseRoster(input);
      } catch {
        continue;
      }
      club.models.forEach((_, i) => {
        for (const link of oddsLinks(club, i, book)) {
          expect(linkProblems(link.href), link.href).toEqual([]);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
});
