import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { defaultValues, parseQuery } from '../../src/components/tools';
import { readFrom, toolHref } from '../../src/tools/links';
import { fromModel } from '../../src/roster/game';
import { strikeOdds } from '../../src/games/heartbreaker/tools/refs';
import { strikeFields } from '../../src/games/heartbreaker/tools/strike-odds';
import { checkRoster, parseRoster, type Fighter, type Roster } from '../../src/games/heartbreaker/roster';
import { checkGang } from '../../src/games/heartbreaker/roster-checks';
import { gangGame } from '../../src/games/heartbreaker/roster-game';
import {
  addFighter,
  fighterLabel,
  groupRules,
  keepTitle,
  removeFighter,
  setLeader,
  setQuirk,
  strikeLinks,
  suggestNameFromSeed,
  titlesOnDevice,
  openGangTitles,
  setTempQuirk,
  clearTempQuirks,
  fighterStats as statsWith,
  findQuirk as findWith,
  newGang,
  quirkGroups,
  resourceActions as actionsWith,
  rollWeaponName,
  spendOnAction as spendWith,
  strikeLinkFields as linkWith,
  suggestFighterName as suggestWith,
  titles as titlesWith,
} from '../../src/games/heartbreaker/roster-rules';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { expectFuzzSafe, formatError, messagesAt, moduleDoc } from './roster/contract';

const data = heartbreakerBookData();
// The builder's helpers take the book's tables as their last argument; these pass the loader's.
const fighterStats = (f: Fighter) => statsWith(f, data);
const findQuirk = (name: string) => findWith(name, data);
const resourceActions = (r: Roster['resources']) => actionsWith(r, data);
const spendOnAction = (r: Roster['resources'], id: string) => spendWith(r, id, data);
const strikeLinkFields = (r: Roster, i: number, weapon: string, options: { dualWield?: boolean } = {}) => linkWith(r, i, weapon, options, data);
const suggestFighterName = (f: Pick<Fighter, 'quirks'>, rng: ReturnType<typeof createRng>) => suggestWith(f, rng, data);
const titles = (gangs: readonly { resources: Roster['resources'] }[], chosen: Record<number, string> = {}) => titlesWith(gangs, chosen, data);
const doc = moduleDoc('src/games/heartbreaker/roster.ts');
/** The legal six-fighter gang of the File format section. */
const GANG: Roster = parseRoster(doc.example);

describe('Prepare for War: a quirk for the next skirmish only', () => {
  // Updated for H-05: the quirk is a problem unless Prepare for War is paid for (HB 1017).
  it('has its own place on the fighter, is never a fifth quirk, no problem once paid for, and goes after the skirmish', () => {
    const paid: Roster = { ...GANG, nextSkirmish: ['prepare-for-war'] };
    const ready = setTempQuirk(paid, 1, 'Pulverizer');
    expect(ready.fighters[1]!.tempQuirk).toBe('Pulverizer');
    expect(ready.fighters[1]!.quirks).toEqual(GANG.fighters[1]!.quirks);
    expect(checkRoster(ready)).toEqual(checkRoster(GANG));
    expect(parseRoster(JSON.parse(JSON.stringify(ready)))).toEqual(ready);
    const after = clearTempQuirks(ready);
    expect(after.roster).toEqual(paid);
    expect(after.changes).toEqual([`${GANG.fighters[1]!.name} gives back Pulverizer (Prepare for War)`]);
    expect(setTempQuirk(ready, 1, '')).toEqual(paid);
  });
});

/** The format's first published example, kept as it was written (one fighter only): it must still open. */
const ISSUE_EXAMPLE = {
  game: 'heartbreaker',
  version: 1,
  name: 'The Rust Saints',
  fighters: [{ name: 'Mother Cog', leader: true, quirks: ['Pulverizer', 'Heavy Armor', 'Iconic', 'Medpack', 'Stalker'], akimbo: null, bounty: 0, meatLost: 0 }],
  resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 },
};

/** The book's sample stat card, Brick: Pulverizer, 'Nades, Jacked, Bloodthirsty. */
const BRICK: Fighter = { name: 'Brick', leader: false, quirks: ['Pulverizer', '‘Nades', 'Jacked', 'Bloodthirsty'], akimbo: null, bounty: 0, meatLost: 0 };

/** The legal gang with fighter `i` changed. */
function withFighter(i: number, change: Partial<Fighter>, base: Roster = GANG): Roster {
  const r = structuredClone(base);
  r.fighters[i] = { ...r.fighters[i]!, ...change };
  return r;
}

const problemsAt = (roster: Roster, where: string) => messagesAt(checkRoster(roster), where);

describe('heartbreaker gang file: parseRoster', () => {
  it('round-trips the issue’s example and the File format example (version 1 reads as version 3: an empty log, no arcs, no rival Bounties)', () => {
    // Version 3 (several arcs, H11) adds empty lists where version 2 added only the log.
    const v3 = (v1: Record<string, unknown>) => ({ ...v1, version: 3, log: [], arcs: [], rivalBounties: [], nextSkirmish: [] });
    for (const input of [ISSUE_EXAMPLE, JSON.stringify(ISSUE_EXAMPLE), doc.example]) {
      const first = parseRoster(input);
      expect(parseRoster(JSON.stringify(first))).toEqual(first);
      expect(first).toEqual(v3(typeof input === 'string' ? (JSON.parse(input) as Record<string, unknown>) : input));
    }
    expect(GANG.fighters).toHaveLength(6);
  });
  it('the File format example is a legal gang, and the doc has an Our reading section', () => {
    expect(checkRoster(GANG)).toEqual([]);
    expect(doc.sections['Our reading']).toMatch(/Titles/);
  });
  it('names the field that is wrong', () => {
    const bad = (input: unknown, field: string, message: RegExp) => {
      const e = formatError(parseRoster, input);
      expect(e.field).toBe(field);
      expect(e.message).toMatch(message);
    };
    bad('{"game": "heartbreaker", "version": 1,', '', /not valid JSON/);
    bad({ ...ISSUE_EXAMPLE, game: 'kuggkoping' }, 'game', /this is a Kuggköping roster, not a Heartbreaker one: open it in the Kuggköping builder/);
    bad({ ...ISSUE_EXAMPLE, version: 4 }, 'version', /newer than this site reads/);
    bad({ ...ISSUE_EXAMPLE, version: '1' }, 'version', /whole number/);
    bad({ ...ISSUE_EXAMPLE, fighters: [{ ...ISSUE_EXAMPLE.fighters[0], bounty: 1.5 }] }, 'fighters[0].bounty', /whole number/);
    bad({ ...ISSUE_EXAMPLE, fighters: [{ ...ISSUE_EXAMPLE.fighters[0], quirks: 'Pulverizer' }] }, 'fighters[0].quirks', /a list/);
    bad({ ...ISSUE_EXAMPLE, fighters: [{ ...ISSUE_EXAMPLE.fighters[0], akimbo: undefined }] }, 'fighters[0].akimbo', /is missing/);
    bad({ ...ISSUE_EXAMPLE, resources: { ...ISSUE_EXAMPLE.resources, scrap: 1 } }, 'resources', /does not know: "scrap"/);
    bad({ ...ISSUE_EXAMPLE, name: 'x'.repeat(100_000) }, 'name', /more than 80 characters/);
    bad({ ...ISSUE_EXAMPLE, keptTitle: 3 }, 'keptTitle', /must be text/);
    bad([1, 2], '', /JSON object/);
    bad({ ...ISSUE_EXAMPLE, scrap: 1 }, '', /^has a field this format does not know: "scrap"$/);
  });
  it('keeps an unknown quirk name (a problem for checkRoster, not a crash)', () => {
    const r = parseRoster({ ...ISSUE_EXAMPLE, fighters: [{ ...ISSUE_EXAMPLE.fighters[0], quirks: ['Laser Sword'] }] });
    expect(r.fighters[0]!.quirks).toEqual(['Laser Sword']);
    expect(problemsAt(r, 'fighters[0].quirks[0]')).toEqual(['Mother Cog: “Laser Sword” is not a quirk in the book.']);
  });
  it('survives 1,000 seeded mutations: only RosterFormatError, and checkRoster never crashes', () => {
    const parsed = expectFuzzSafe(GANG, parseRoster, (r) => checkRoster(r), 'heartbreaker-roster');
    expect(parsed).toBeGreaterThan(50);
    expect(parsed).toBeLessThan(1000);
  });
  it('a new gang has six unnamed fighters, the first one the leader', () => {
    const r = newGang('Fresh', data);
    expect(r.fighters.map((f) => f.leader)).toEqual([true, false, false, false, false, false]);
    expect(parseRoster(JSON.stringify(r))).toEqual(r);
  });
});

describe('heartbreaker gang: checkRoster, the book’s recruiting rules (H7)', () => {
  it('Recruiting step 1: six fighters, no more and no fewer', () => {
    const five = structuredClone(GANG);
    five.fighters.pop();
    expect(problemsAt(five, 'fighters')).toEqual(['The gang has 5 fighters; a gang starts with exactly 6 (1 leader and 5 recruits).']);
    const seven = structuredClone(GANG);
    seven.fighters.push({ ...BRICK, name: 'Brick' });
    expect(problemsAt(seven, 'fighters')[0]).toMatch(/has 7 fighters/);
  });
  it('Recruiting step 1: exactly one leader', () => {
    expect(problemsAt(withFighter(0, { leader: false, quirks: GANG.fighters[0]!.quirks.slice(0, 4) }), 'fighters')).toEqual(['No fighter is marked as the leader; mark exactly one.']);
    const two = withFighter(1, { leader: true, quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Bonded', 'Iconic'] });
    expect(problemsAt(two, 'fighters')).toEqual(['2 fighters are marked as the leader (Mother Cog and Twitch); a gang has exactly 1.']);
  });
  it('Recruiting steps 2 and 3: the gang and every fighter have a name', () => {
    expect(problemsAt({ ...GANG, name: '  ' }, 'name')).toEqual(['The gang has no name yet: the book asks you to name it.']);
    expect(problemsAt(withFighter(2, { name: '' }), 'fighters[2].name')).toEqual(['Fighter 3 has no name yet: the book asks you to name every fighter.']);
  });
  it('Recruiting step 4: four quirks for a recruit (Brick, the book’s sample card, is legal)', () => {
    expect(checkRoster(withFighter(3, BRICK))).toEqual([]);
    expect(problemsAt(withFighter(3, { ...BRICK, quirks: BRICK.quirks.slice(0, 3) }), 'fighters[3].quirks')).toEqual(['Brick has 3 quirks; a recruit takes 4, all different.']);
    expect(problemsAt(withFighter(3, { ...BRICK, quirks: [...BRICK.quirks, 'Iconic'] }), 'fighters[3].quirks')).toEqual(['Brick has 5 quirks; a recruit takes 4, all different.']);
  });
  it('Recruiting step 4a: the leader gets one extra quirk, five in all', () => {
    expect(problemsAt(withFighter(0, { quirks: ['Pulverizer', 'Heavy Armor', 'Iconic', 'Medpack'] }), 'fighters[0].quirks')).toEqual(['Mother Cog has 4 quirks; the leader takes 5, all different.']);
    // A fighter not named yet is called by its place, as a name, so the message starts with a capital.
    expect(problemsAt(withFighter(0, { name: '', quirks: [] }), 'fighters[0].quirks')).toEqual(['Fighter 1 has 0 quirks; the leader takes 5, all different.']);
  });
  it('Recruiting step 4: the quirks are different (matched ignoring case, quotes and dashes)', () => {
    const twice = withFighter(3, { ...BRICK, quirks: ['Pulverizer', "'NADES", '‘Nades', 'Bloodthirsty'] });
    const nades = findQuirk("'Nades")!.entry.name;
    expect(problemsAt(twice, 'fighters[3].quirks[2]')).toEqual([`Brick has ${nades} twice; a fighter's quirks must all be different.`]);
    expect(checkRoster(withFighter(3, { ...BRICK, quirks: ['  pulverizer ', '’NADES', 'JACKED', 'bloodthirsty'] }))).toEqual([]);
  });
  it('Light Armor / Heavy Armor: a fighter may only have 1 armour quirk', () => {
    const both = withFighter(4, { quirks: ['Boomstick', 'Heavy Armor', 'Light Armor', 'Fanatic'] });
    expect(problemsAt(both, 'fighters[4].quirks')).toEqual(['Big Nan has Heavy Armor and Light Armor; a fighter may take only one armour quirk.']);
  });
  it('Lightweight: the fighter cannot have armour (H6)', () => {
    const armoured = withFighter(1, { quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Light Armor'] });
    expect(problemsAt(armoured, 'fighters[1].quirks')).toContain('Twitch is Lightweight, so it cannot have armour: drop Light Armor or Lightweight.');
  });
  it('Akimbo Holster: only with a Sidearm, Leadspitter, Slasher or Basher, and it names one of them', () => {
    const noGun = withFighter(1, { quirks: ['Pulverizer', 'Akimbo Holster', 'Lightweight', 'Bonded'], akimbo: null });
    expect(problemsAt(noGun, 'fighters[1]')).toEqual(['Twitch has Akimbo Holster, which needs a Sidearm, Leadspitter, Slasher or Basher on the same fighter.']);
    expect(problemsAt(withFighter(1, { akimbo: null }), 'fighters[1].akimbo')).toEqual(['Twitch: choose which weapon the Akimbo Holster dual-wields (Sidearm).']);
    expect(problemsAt(withFighter(1, { akimbo: 'Leadspitter' }), 'fighters[1].akimbo')).toEqual(['Twitch: the Akimbo Holster dual-wields a Leadspitter, but Twitch does not carry one.']);
    const pulverizer = withFighter(1, { quirks: ['Sidearm', 'Akimbo Holster', 'Pulverizer', 'Bonded'], akimbo: 'Pulverizer' });
    expect(problemsAt(pulverizer, 'fighters[1].akimbo')).toEqual(['Twitch: the Akimbo Holster dual-wields only a Sidearm, Leadspitter, Slasher or Basher, not a Pulverizer.']);
    expect(problemsAt(withFighter(1, { akimbo: 'Ray Gun' }), 'fighters[1].akimbo')[0]).toMatch(/“Ray Gun” is not a weapon in the book/);
    expect(problemsAt(withFighter(3, { akimbo: 'Longshot' }), 'fighters[3].akimbo')[0]).toMatch(/Sister Static has no Akimbo Holster/);
    expect(checkRoster(withFighter(1, { quirks: ['Basher', 'Akimbo Holster', 'Lightweight', 'Bonded'], akimbo: 'basher' }))).toEqual([]);
  });
  it('Bonded (Two of Hearts): on exactly two fighters, or on none', () => {
    const one = withFighter(2, { quirks: ['Slasher', 'Light Armor', 'Iconic', 'Jacked'] });
    expect(problemsAt(one, 'fighters')).toEqual(['Bonded is on 1 fighter (Twitch); it goes on exactly 2 fighters of the gang, or on none.']);
    const none = withFighter(1, { quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Iconic'] }, one);
    expect(checkRoster(none)).toEqual([]);
    const three = withFighter(3, { quirks: ['Longshot', 'Commlink', 'Lucky Charm', 'Bonded'] });
    expect(problemsAt(three, 'fighters')[0]).toMatch(/^Bonded is on 3 fighters \(Twitch, Hook and Sister Static\)/);
  });
  it('Declare Bounties: a Bounty runs from 0 to 5', () => {
    expect(checkRoster(withFighter(2, { bounty: 5 }))).toEqual([]);
    expect(problemsAt(withFighter(2, { bounty: 6 }), 'fighters[2].bounty')).toEqual(["Hook's Bounty is 6; a Bounty runs from 0 to 5."]);
    expect(problemsAt(withFighter(2, { bounty: -1 }), 'fighters[2].bounty')).toHaveLength(1);
  });
  it('Meat: a fighter loses at most its 10 Meat, never less than none', () => {
    expect(checkRoster(withFighter(2, { meatLost: 10 }))).toEqual([]);
    expect(problemsAt(withFighter(2, { meatLost: 11 }), 'fighters[2].meatLost')).toEqual(['Hook has lost 11 Meat, more than the 10 a fighter has.']);
    expect(problemsAt(withFighter(2, { meatLost: -2 }), 'fighters[2].meatLost')).toEqual(["Hook's Meat lost is -2; it cannot be below 0."]);
  });
  it('Resources: a gang never holds less than none', () => {
    expect(problemsAt({ ...GANG, resources: { ...GANG.resources, ammo: -1 } }, 'resources.ammo')).toEqual(['Ammo is -1; a gang cannot hold less than none.']);
  });
});

describe('heartbreaker gang builder helpers', () => {
  it('stats after quirks: Heavy Armor 5 Armor and 3" Speed, Lightweight 5", Light Armor 3 (H6: the lists win)', () => {
    const stats = (quirks: string[], meatLost = 0) => fighterStats({ ...BRICK, quirks, meatLost });
    expect(stats(['Pulverizer', 'Heavy Armor'])).toMatchObject({ armor: 5, speed: 3, meat: 10, meatLeft: 10, actionLimit: 3 });
    expect(stats(['Sidearm', 'Lightweight'])).toMatchObject({ armor: 1, speed: 5 });
    expect(stats(['Light Armor'])).toMatchObject({ armor: 3, speed: 4 });
    // Brick's card prints Armor 1 and Speed 4: none of its quirks changes them.
    expect(stats(BRICK.quirks)).toMatchObject({ armor: 1, speed: 4, meat: 10 });
    // The Slasher's Deflect adds ARMOR dice only when deflecting: not on the card.
    expect(stats(['Slasher'])).toMatchObject({ armor: 1 });
  });
  it('stats after quirks: Fanatic adds 1" of Speed at half Meat or less', () => {
    const fanatic = (meatLost: number) => fighterStats({ ...BRICK, quirks: ['Boomstick', 'Heavy Armor', 'Fanatic'], meatLost });
    expect(fanatic(4)).toMatchObject({ speed: 3, baseSpeed: 3, meatLeft: 6, halfMeat: false });
    expect(fanatic(5)).toMatchObject({ speed: 4, baseSpeed: 3, meatLeft: 5, halfMeatAt: 5, halfMeat: true });
  });
  it('quirk groups: Weapons, Gear, Abilities in the book’s order', () => {
    const groups = quirkGroups(data);
    expect(groups.map((g) => [g.label, g.quirks.length])).toEqual([
      ['Weapons', 12],
      ['Gear', 9],
      ['Abilities', 9],
    ]);
    expect(groups[0]!.quirks.slice(0, 4).map((q) => q.name)).toEqual(['Slasher', 'Decapitator', 'Basher', 'Pulverizer']);
    expect(findQuirk("'nades")?.group).toBe('weapons');
    expect(findQuirk('bonded')?.group).toBe('abilities');
  });
  it('name suggestions roll a D6 on the fighter’s weapon table, replayable from the seed', () => {
    const a = suggestFighterName(BRICK, createRng('rust'));
    const b = suggestFighterName(BRICK, createRng('rust'));
    expect(a).toEqual(b);
    expect(['Pulverizer', '‘Nades']).toContain(a.weapon.name);
    expect(a.name).toBe(a.weapon.altNames[a.roll - 1]);
    const rolls = new Set<number>();
    const rng = createRng('d6');
    const basher = data.weapons.find((w) => w.id === 'basher')!;
    for (let i = 0; i < 200; i++) rolls.add(rollWeaponName(basher, rng).roll);
    expect([...rolls].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Without a weapon any table of the book may be rolled on.
    expect(data.weapons).toContainEqual(suggestFighterName({ quirks: ['Iconic'] }, createRng('x')).weapon);
  });
  it('resource actions: costs as printed and what the gang can pay for', () => {
    const options = resourceActions({ reputation: 0, territory: 6, supply: 5, ammo: 2 });
    expect(options.map((o) => [o.action.name, o.action.cost.amount, o.affordable])).toEqual([
      ['Falsify Scarcity', 3, 1],
      ['Eat your Fill', 6, 0],
      ['Protection Racket', 3, 2],
      ['Set the Stage', 6, 1],
      ['Demand Tribute', 3, 0],
      ['Prepare for War', 6, 0],
    ]);
    expect(spendOnAction({ reputation: 0, territory: 6, supply: 5, ammo: 2 }, 'set-the-stage')).toEqual({ ok: true, resources: { reputation: 0, territory: 0, supply: 5, ammo: 2 } });
    expect(spendOnAction({ reputation: 0, territory: 6, supply: 5, ammo: 2 }, 'demand-tribute')).toEqual({ ok: false, message: 'Demand Tribute costs 3 Ammo; the gang has 2.' });
  });
  it('titles: the leader of the gang with the most of each resource', () => {
    const gang = (supply: number, territory: number, ammo: number, reputation: number) => ({ resources: { supply, territory, ammo, reputation } });
    const r = titles([gang(5, 1, 0, 2), gang(1, 4, 3, 2), gang(0, 0, 1, 0)]);
    expect(r.awards.map((a) => [a.title.name, a.holder, a.reason])).toEqual([
      ['Quartermaster', 0, 'most'],
      ['Conqueror', 1, 'most'],
      ['Warlord', 2, 'next-in-line'], // gang 1 leads Ammo too but keeps Conqueror, so second place
      ['Legend', null, 'tie'],
    ]);
    // Gang 1 leads Territory and Ammo: it must choose one; until then it keeps Conqueror (book order).
    expect(r.choices).toEqual([{ gang: 1, titles: [data.titles[1], data.titles[2]] }]);
  });
  it('titles: a gang leading two picks one, and the other goes to second place', () => {
    const gang = (supply: number, ammo: number) => ({ resources: { supply, territory: 0, ammo, reputation: 0 } });
    const gangs = [gang(6, 6), gang(4, 2), gang(1, 5)];
    const keepsWarlord = titles(gangs, { 0: 'warlord' });
    expect(keepsWarlord.choices).toEqual([]);
    expect(keepsWarlord.awards.slice(0, 3).map((a) => [a.title.name, a.holder, a.reason])).toEqual([
      ['Quartermaster', 1, 'next-in-line'],
      ['Conqueror', null, 'none'],
      ['Warlord', 0, 'most'],
    ]);
    const keepsQuartermaster = titles(gangs, { 0: 'quartermaster' });
    expect(keepsQuartermaster.awards.map((a) => a.holder)).toEqual([0, null, 2, null]);
  });
  it('strike-odds link: the fighter’s weapon, stats and quirks under the tool’s field names', () => {
    const big = withFighter(4, { meatLost: 3 });
    const fields = strikeLinkFields(big, 4, 'Boomstick');
    expect(fields).toEqual({
      action: 'shoot',
      punch: 4,
      dualWield: false,
      modifier: 0,
      doubleFives: false,
      crush: false,
      bothBarrels: true,
      reliable: false,
      reroll: 'none',
      speed: 3,
      attackerArmor: 5,
      attackerMeat: 7,
      strikesBackAtZero: true, // Big Nan is a Fanatic, and that holds for the whole gang
      bloodthirsty: true,
    });
    // Every field is one the tool reads back from its link without a complaint.
    const href = toolHref(strikeOdds, fields!);
    expect(href).toMatch(/^\/heartbreaker\/tools\/strike-odds\/\?action=shoot&punch=4&dualWield=0/);
    const query = parseQuery(href.slice(href.indexOf('?')), strikeFields);
    expect(query.problems).toEqual([]);
    expect(query.values).toEqual({ ...defaultValues(strikeFields), ...fields });
  });
  it('strike-odds link: Lucky Charm re-rolls PUNCH, Longshot brings its own, Dual Wield only for the Akimbo weapon', () => {
    const sister = strikeLinkFields(GANG, 3, 'Longshot');
    expect(sister).toMatchObject({ action: 'shoot', punch: 5, reroll: 'punch', strikesBackAtZero: true, bloodthirsty: false });
    const charm = strikeLinkFields(withFighter(3, { quirks: ['Headshot', 'Commlink', 'Lucky Charm', 'Telekinetic'] }), 3, 'Headshot');
    expect(charm).toMatchObject({ punch: 6, modifier: -1, doubleFives: true, reroll: 'punch' });
    expect(strikeLinkFields(GANG, 1, 'Sidearm', { dualWield: true })).toMatchObject({ punch: 5, dualWield: true, reliable: true, speed: 5, attackerArmor: 1 });
    expect(strikeLinkFields(GANG, 0, 'Pulverizer', { dualWield: true })).toMatchObject({ dualWield: false, crush: true, action: 'fight' });
    expect(strikeLinkFields(GANG, 0, 'Sidearm')).toBeNull();
    expect(strikeLinkFields(GANG, 9, 'Pulverizer')).toBeNull();
  });
});

describe('heartbreaker gang builder: the editor’s pure helpers', () => {
  it('the format module checks with the tables passed in, like checkRoster', () => {
    const broken = withFighter(1, { akimbo: null });
    expect(checkGang(broken, data)).toEqual(checkRoster(broken));
    expect(checkGang(GANG, data)).toEqual([]);
    expect(gangGame(data).check(broken)).toEqual(checkRoster(broken));
  });
  it('setQuirk adds and drops a quirk (any spelling), and the Akimbo Holster’s weapon follows', () => {
    const bare = withFighter(1, { quirks: ['Lightweight', 'Bonded'], akimbo: null });
    const holster = setQuirk(bare, 1, 'Akimbo Holster', true, data);
    expect(holster.fighters[1]).toMatchObject({ quirks: ['Lightweight', 'Bonded', 'Akimbo Holster'], akimbo: null });
    // One weapon the holster takes: it is the one held. A second one keeps the first choice.
    const sidearm = setQuirk(holster, 1, 'Sidearm', true, data);
    expect(sidearm.fighters[1]!.akimbo).toBe('Sidearm');
    expect(setQuirk(sidearm, 1, 'Basher', true, data).fighters[1]!.akimbo).toBe('Sidearm');
    // Dropping the held weapon or the holster clears it; a weapon the holster does not take never fills it.
    expect(setQuirk(sidearm, 1, 'SIDEARM', false, data).fighters[1]).toMatchObject({ quirks: ['Lightweight', 'Bonded', 'Akimbo Holster'], akimbo: null });
    expect(setQuirk(sidearm, 1, 'akimbo holster', false, data).fighters[1]!.akimbo).toBeNull();
    expect(setQuirk(holster, 1, 'Pulverizer', true, data).fighters[1]!.akimbo).toBeNull();
    // Taking a quirk twice changes nothing; other fighters are untouched.
    expect(setQuirk(sidearm, 1, 'sidearm', true, data)).toEqual(sidearm);
    expect(sidearm.fighters.filter((_, i) => i !== 1)).toEqual(bare.fighters.filter((_, i) => i !== 1));
  });
  it('setLeader hands the role over (one leader), or leaves the gang without one', () => {
    expect(setLeader(GANG, 3, true).fighters.map((f) => f.leader)).toEqual([false, false, false, true, false, false]);
    expect(setLeader(GANG, 0, false).fighters.every((f) => !f.leader)).toBe(true);
    expect(checkRoster(setLeader(GANG, 0, false))).toEqual([
      { where: 'fighters', message: 'No fighter is marked as the leader; mark exactly one.' },
      { where: 'fighters[0].quirks', message: 'Mother Cog has 5 quirks; a recruit takes 4, all different.' },
    ]);
  });
  it('adding and removing fighters', () => {
    expect(addFighter(GANG).fighters).toHaveLength(7);
    expect(addFighter(GANG).fighters[6]).toEqual({ name: '', leader: false, quirks: [], akimbo: null, bounty: 0, meatLost: 0 });
    expect(removeFighter(GANG, 2).fighters.map((f) => f.name)).toEqual(['Mother Cog', 'Twitch', 'Sister Static', 'Big Nan', 'Wick']);
    expect(fighterLabel({ name: ' ' }, 2)).toBe('Fighter 3');
  });
  it('the picker’s group rules come from the quirks’ own fields', () => {
    const [weapons, gear, abilities] = quirkGroups(data).map((g) => groupRules(g, data));
    expect(weapons).toEqual(['Range and PUNCH as the book prints them. A fighter may carry any number of weapons, or none.']);
    expect(gear).toEqual([
      'At most one armour quirk per fighter: Light Armor or Heavy Armor.',
      'Akimbo Holster only with a Sidearm, Leadspitter, Slasher or Basher on the same fighter; pick which one it holds.',
    ]);
    expect(abilities).toEqual(['Lightweight: the fighter may take no armour quirk.', 'Bonded goes on exactly 2 fighters of the gang, or on none.']);
  });
  it('a name rolled from a seed is the D6 on one of the fighter’s weapon tables, and the seed replays it', () => {
    const a = suggestNameFromSeed(BRICK, '  rust  ', data);
    expect(a.seed).toBe('rust');
    const rng = createRng('rust');
    const weapons = [data.weapons.find((w) => w.id === 'pulverizer')!, data.weapons.find((w) => w.id === 'nades')!];
    const weapon = weapons[rng.int(0, 1)]!;
    const roll = rng.die(6);
    expect(a).toEqual({ weapon, roll, name: weapon.altNames[roll - 1], seed: 'rust' });
    expect(suggestNameFromSeed(BRICK, 'rust', data)).toEqual(a);
  });
  it('titles on this device: the open gang as it is now stands in for its saved copy; an unsaved gang is not compared', () => {
    const gang = (name: string, supply: number, ammo: number, keptTitle?: string): Roster => ({
      ...GANG,
      name,
      resources: { supply, ammo, territory: 0, reputation: 0 },
      ...(keptTitle ? { keptTitle } : {}),
    });
    const saved = [
      { id: 'a', roster: gang('Saints', 1, 1) },
      { id: 'b', roster: gang('Rats', 2, 0) },
    ];
    // The open Saints now have 5 Supply and 3 Ammo: they lead both and keep Quartermaster until they choose.
    const open = gang('Saints', 5, 3);
    const r = titlesOnDevice(saved, open, 'a', data);
    expect(r.open).toBe(0);
    expect(r.gangs[0]).toBe(open);
    expect(r.awards.map((a) => [a.title.name, a.holder, a.reason])).toEqual([
      ['Quartermaster', 0, 'most'],
      ['Conqueror', null, 'none'],
      ['Warlord', null, 'none'], // the Rats have no Ammo, so nobody is next in line
      ['Legend', null, 'none'],
    ]);
    expect(r.leads).toEqual([{ gang: 0, titles: [data.titles[0], data.titles[2]] }]);
    expect(r.choices).toEqual(r.leads);
    // They keep Warlord (by name, any spelling): Quartermaster goes to the Rats, next in line.
    // The printed card names the leader's title: the open gang holds Quartermaster; a gang not saved here holds none.
    expect(openGangTitles(saved, open, 'a', data).map((t) => t.name)).toEqual(['Quartermaster']);
    expect(openGangTitles(saved, open, null, data)).toEqual([]);
    const kept = titlesOnDevice(saved, keepTitle(open, 'WARLORD'), 'a', data);
    expect(kept.awards.map((a) => [a.holder, a.reason])).toEqual([
      [1, 'next-in-line'],
      [null, 'none'],
      [0, 'most'],
      [null, 'none'],
    ]);
    expect(kept.choices).toEqual([]);
    expect(keepTitle(keepTitle(open, 'Warlord'), undefined)).toEqual(open);
    // Opened from a link: the saved gangs only.
    expect(titlesOnDevice(saved, open, null, data)).toMatchObject({ open: null, gangs: saved.map((s) => s.roster) });
  });
  it('a kept title the book does not have is a problem', () => {
    expect(checkRoster({ ...GANG, keptTitle: 'warlord' })).toEqual([]);
    expect(problemsAt({ ...GANG, keptTitle: 'Emperor' }, 'keptTitle')).toEqual(['“Emperor” is not a title in the book (Quartermaster, Conqueror, Warlord or Legend).']);
  });
  it('strike links: one per weapon, and a Dual Wield one for the Akimbo Holster’s weapon, each the tool’s own fields', () => {
    const links = strikeLinks(GANG, 1, data);
    expect(links.map((l) => [l.weapon.name, l.dualWield])).toEqual([
      ['Sidearm', false],
      ['Sidearm', true],
    ]);
    expect(links[1]!.href).toBe(
      toolHref(strikeOdds, strikeLinkFields(GANG, 1, 'Sidearm', { dualWield: true })!, { from: fromModel('heartbreaker', GANG.name, 1, 'Twitch with Sidearm, dual-wielded', 'gang') }),
    );
    // The tool names the fighter and weapon and leads back to the fighter's block in the builder.
    expect(readFrom(links[1]!.href.slice(links[1]!.href.indexOf('?')))).toEqual({ label: 'Twitch with Sidearm, dual-wielded', back: '/heartbreaker/builder/#heartbreaker-model-2', backLabel: GANG.name });
    for (const l of [...links, ...strikeLinks(GANG, 0, data), ...strikeLinks(GANG, 4, data)]) {
      const href = l.href;
      expect(parseQuery(href.slice(href.indexOf('?')), strikeFields).problems, href).toEqual([]);
    }
    expect(strikeLinks(GANG, 0, data).map((l) => l.weapon.name)).toEqual(['Pulverizer']);
    expect(strikeLinks(withFighter(2, { quirks: ['Iconic', 'Medpack', 'Jacked', 'Stalker'] }), 2, data)).toEqual([]);
  });
  it('every fighter of every legal quirk mix gives links the strike-odds tool reads without a complaint', () => {
    // Each weapon with each armour option, Lightweight, Fanatic at half Meat and the most Meat lost.
    for (const w of data.weapons) {
      for (const extra of [[], ['Heavy Armor'], ['Light Armor'], ['Lightweight'], ['Fanatic', 'Lucky Charm', 'Bloodthirsty']]) {
        for (const meatLost of [0, 5, 10]) {
          const r = withFighter(3, { quirks: [w.name, ...extra], meatLost, akimbo: null });
          for (const l of strikeLinks(r, 3, data)) expect(parseQuery(l.href.slice(l.href.indexOf('?')), strikeFields).problems, l.href).toEqual([]);
        }
      }
    }
  });
  it('the roster kit’s view of a gang: new gangs, names and the saved-list line', () => {
    const game = gangGame(data);
    expect(game.create('Fresh')).toEqual(newGang('Fresh', data));
    expect(game.modelNames(GANG)).toEqual(['Mother Cog', 'Twitch', 'Hook', 'Sister Static', 'Big Nan', 'Wick']);
    expect(game.summary!(GANG)).toBe('Led by Mother Cog · Supply 3, Territory 0, Ammo 1, Reputation 2');
    expect(game.parse(game.toJson(GANG))).toEqual(GANG);
  });
});
