import { describe, expect, it } from 'vitest';
import { checkRoster, checkWarband, parseRoster, type Character, type Roster } from '../../src/games/kuggkoping/roster';
import { bookData } from '../../src/games/kuggkoping/book-data';
import {
  attackOddsSetup,
  buyUpgrade,
  characterView,
  fitQuirk,
  giveGadget,
  lootOf,
  receiveItem,
  newCharacter,
  newRoster,
  rollGadget,
  rollQuirk,
  tradeForTinker,
  withMode,
} from '../../src/games/kuggkoping/roster-rules';
import { RosterFormatError } from '../../src/roster/errors';
import { InputError } from '../../src/common/input-error';
import { mutations } from './roster/mutate';
import { formatExample } from './support/format-examples';
import { coopWarband } from './support/kuggkoping-warbands';

// The Kuggköping warband format (the contract every builder and outside test uses) and every building
// rule of the book, each with a legal and an illegal case. Rule references: "Game Mode", "Character
// creation", "Warband Setup", "Cartographer factions", "Gadgets" (receiving, quirks, using),
// "Upgrades" and ruling K11.

const book = bookData();

/** The issue's example, exactly: the file-format page's example, a version-1 file. */
const issueExample = formatExample('kuggkoping') as Record<string, unknown> & { characters: Character[] };

const char = (name: string, archetype: string, extra: Partial<Character> = {}): Character => ({ ...newCharacter(name, archetype, 1), ...extra });

/** A legal solo warband: three archetypes, one Foreman, The Scribes with one trait of each kind. */
function legalSolo(): Roster {
  return parseRoster({
    ...issueExample,
    tinkerDice: 3,
    characters: [
      issueExample.characters[0],
      char('Knut', 'Knuckle Buster', { gadgets: [{ name: 'Spike Armor', quirk: 'Reflector', equipped: true }, { name: 'Blade', quirk: null, equipped: false }] }),
      char('Greta', 'Grenadier', { quirks: ['Targeter'], upgrades: ['Skill enhancement'] }),
    ],
  });
}

/** A legal co-op warband: two Characters and a faction for each player. */
function legalCoop(): Roster {
  return parseRoster(
    coopWarband(
      'Two Cogs',
      [
        ['The Grid Company', 'Server stack', 'Distracted'],
        ['Ball Pointers', 'Burly', 'Under pressure'],
      ],
      [3, 3],
      [
        { ...char('Ada', 'Streetslogger', { foreman: true }), player: 1 },
        { ...char('Bo', 'Gofer'), player: 1 },
        { ...char('Cid', 'Data Mage', { foreman: true }), player: 2 },
        { ...char('Dag', 'Crack Shot'), player: 2 },
      ],
    ),
  );
}

const messages = (r: Roster) => checkRoster(r).map((p) => p.message);
const at = (r: Roster) => checkRoster(r).map((p) => p.where);
const edit = (r: Roster, i: number, change: Partial<Character>): Roster => ({ ...r, characters: r.characters.map((c, j) => (j === i ? { ...c, ...change } : c)) });

describe('parseRoster: the version 1 format', () => {
  it('reads the issue example back exactly (round trip)', () => {
    const r = parseRoster(issueExample);
    // Version 1, migrated: the same warband in version 2 with an empty campaign log.
    expect(r).toEqual({ ...issueExample, version: 2, log: [] });
    expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('round-trips full solo and co-op warbands, with every optional field', () => {
    for (const r of [legalSolo(), legalCoop()]) expect(parseRoster(JSON.parse(JSON.stringify(r)))).toEqual(r);
    const full = edit(legalSolo(), 0, {
      gadgets: [{ name: 'Handgun', quirk: 'Mutating machine change', equipped: true, quirkChoice: 'grit' }],
      upgrades: ['Add on'],
      addOnActions: ['Pipe Bomb'],
      backstabber: 'Bulls eye',
    });
    expect(parseRoster(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('fills what a hand-written file may leave out: no gadgets, quirks, upgrades, grit lost or Foreman flag', () => {
    const r = parseRoster({ ...issueExample, characters: [{ name: 'Olga', archetype: 'Crack Shot' }] });
    expect(r.characters[0]).toEqual({ name: 'Olga', archetype: 'Crack Shot', foreman: false, gadgets: [], quirks: [], upgrades: [], gritLost: 0 });
  });

  it('throws a RosterFormatError naming the bad field', () => {
    const field = (input: unknown) => {
      try {
        parseRoster(input);
      } catch (e) {
        expect(e).toBeInstanceOf(RosterFormatError);
        return (e as RosterFormatError).field;
      }
      return 'parsed';
    };
    expect(field({ ...issueExample, mode: 'duo' })).toBe('mode');
    expect(field({ ...issueExample, tinkerDice: -1 })).toBe('tinkerDice');
    expect(field({ ...issueExample, tinkerDice: 1.5 })).toBe('tinkerDice');
    expect(field({ ...issueExample, characters: [{ ...issueExample.characters[0], gadgets: [{ name: 'Handgun', quirk: null, equipped: 'yes' }] }] })).toBe('characters[0].gadgets[0].equipped');
    // One quirk per gadget: a list of quirks on one gadget is not the format.
    expect(field({ ...issueExample, characters: [{ ...issueExample.characters[0], gadgets: [{ name: 'Handgun', quirk: ['Targeter', 'Kraft'], equipped: true }] }] })).toBe(
      'characters[0].gadgets[0].quirk',
    );
    expect(field({ ...issueExample, characters: [{ ...issueExample.characters[0], player: 3 }] })).toBe('characters[0].player');
    expect(field({ ...issueExample, alignments: [{ faction: 'The Scribes' }] })).toBe('alignments[0].positive');
    expect(field({ ...issueExample, name: 'x'.repeat(100_000) })).toBe('name');
    expect(field({ ...issueExample, version: 3 })).toBe('version');
    expect(field({ ...issueExample, game: 'heartbreaker' })).toBe('game');
    expect(field('{"game":"kuggkoping"')).toBe('');
  });

  it('says in plain words what is wrong with the field', () => {
    const message = (input: unknown) => {
      try {
        parseRoster(input);
        return 'parsed';
      } catch (e) {
        return (e as Error).message;
      }
    };
    const olga = issueExample.characters[0]!;
    expect(message({ ...issueExample, characters: [{ ...olga, gadgets: [{ name: 'Handgun', quirk: null, equipped: 'yes' }] }] })).toBe('characters[0].gadgets[0].equipped: must be true or false');
    expect(message({ ...issueExample, mode: 'duo' })).toBe('mode: must be "solo" or "coop"');
    expect(message({ ...issueExample, tinkerDice: 1.5 })).toBe('tinkerDice: must be a whole number');
    expect(message({ ...issueExample, tinkerDice: -1 })).toBe('tinkerDice: must be at least 0');
    expect(message({ ...issueExample, name: 'x'.repeat(201) })).toBe('name: has more than 200 characters');
    expect(message({ ...issueExample, characters: 'Olga' })).toBe('characters: must be a list');
    expect(message({ ...issueExample, characters: [{ ...olga, name: 7 }] })).toBe('characters[0].name: must be text');
    expect(message({ ...issueExample, characters: [{ ...olga, player: 3 }] })).toBe('characters[0].player: must be 1 or 2');
  });

  it('never throws anything but RosterFormatError, and checkRoster never crashes, over 1,000 seeded mutations (of a solo and a co-op warband)', () => {
    for (const valid of [legalSolo(), legalCoop()]) {
      for (const { index, input } of mutations(valid, `kuggkoping-${valid.name}`)) {
        let roster: Roster | undefined;
        try {
          roster = parseRoster(input);
        } catch (e) {
          if (!(e instanceof RosterFormatError)) throw new Error(`mutation ${index} of ${valid.name}: ${String(e)}`, { cause: e });
          expect(e.message.length, `mutation ${index}`).toBeGreaterThan(0);
        }
        if (roster) {
          const problems = checkRoster(roster);
          for (const p of problems) expect(typeof p.message).toBe('string');
          roster.characters.forEach((_, i) => characterView(roster!, i, book));
        }
      }
    }
  });
});

describe('checkRoster: the book’s building rules', () => {
  it('legal solo and co-op warbands have no problems', () => {
    expect(checkRoster(legalSolo())).toEqual([]);
    expect(checkRoster(legalCoop())).toEqual([]);
    expect(checkWarband(legalSolo(), book)).toEqual([]);
  });

  it('Game Mode, solo: exactly 3 Characters', () => {
    const r = legalSolo();
    expect(messages({ ...r, characters: r.characters.slice(0, 2) })).toEqual(['A solo warband has exactly 3 Characters; this one has 2.']);
    expect(messages({ ...r, characters: [...r.characters, char('Ulf', 'Gofer')] })).toEqual(['A solo warband has exactly 3 Characters; this one has 4.']);
    expect(messages(edit(r, 1, { player: 2 }))).toEqual(['Knut belongs to player 2, but a solo warband has only one player.']);
  });

  it('Game Mode, co-op: each player has exactly 2 Characters, each naming its player', () => {
    const r = legalCoop();
    expect(messages(edit(r, 2, { player: 1 }))).toEqual([
      'In co-op each player has exactly 2 Characters; player 1 has 3.',
      'In co-op each player has exactly 2 Characters; player 2 has 1.',
      'Each player names at most one Foreman; player 1 has Ada and Cid. (The Promotion upgrade can make more later.)',
    ]);
    const { player: _, ...noPlayer } = r.characters[3]!;
    expect(messages({ ...r, characters: [...r.characters.slice(0, 3), noPlayer] })).toEqual([
      'Dag: in co-op every Character belongs to player 1 or player 2.',
      'In co-op each player has exactly 2 Characters; player 2 has 1.',
    ]);
  });

  it('Character creation: archetypes from the book, matched ignoring case, spaces and quote style', () => {
    const r = legalSolo();
    expect(messages(edit(r, 1, { archetype: '  knuckle   BUSTER ' }))).toEqual([]);
    expect(messages(edit(r, 1, { archetype: 'Ninja' }))).toEqual([
      'Knut: “Ninja” is not an archetype of the book (Crack Shot, Knuckle Buster, Grenadier, Streetslogger, Data Mage and Gofer).',
    ]);
    expect(messages(edit(r, 1, { archetype: '' }))).toEqual(['Knut: pick an archetype.']);
  });

  it('Character creation: no archetype twice until the warband holds one of each', () => {
    const r = legalSolo();
    expect(at(edit(r, 2, { archetype: 'Crack Shot' }))).toEqual(['characters[2].archetype']);
    expect(messages(edit(r, 2, { archetype: 'Crack Shot' }))[0]).toBe(
      'Greta: the warband already has a Crack Shot (Olga); an archetype can be taken again only once the warband has one of each.',
    );
    // A warband holding all six may repeat one (only the solo count then complains).
    const all = ['Crack Shot', 'Knuckle Buster', 'Grenadier', 'Streetslogger', 'Data Mage', 'Gofer', 'Crack Shot'].map((a, i) => char(`C${i}`, a, { foreman: i === 0 }));
    expect(messages({ ...r, characters: all })).toEqual(['A solo warband has exactly 3 Characters; this one has 7.']);
  });

  it('Warband Setup: one Foreman in solo; the Promotion upgrade does not count for setup', () => {
    const r = legalSolo();
    expect(messages(edit(r, 0, { foreman: false }))).toEqual(['Name one Character the Foreman.']);
    expect(messages(edit(r, 1, { foreman: true }))).toEqual([
      'Only one Character is named Foreman when the warband is made; Olga and Knut both are. (The Promotion upgrade can make more later.)',
    ]);
    expect(messages(edit(r, 1, { upgrades: ['Promotion'] }))).toEqual([]);
  });

  it('K16: a solo warband whose Foreman was killed and replaced by Promotion is not asked to name one', () => {
    const r = edit(edit(legalSolo(), 0, { foreman: false }), 1, { upgrades: ['Promotion'] });
    expect(messages(r)).toEqual([]);
    expect(characterView(r, 1, book).foreman).toBe(true);
  });

  it('Co-op: each player may name their own Foreman (at most one each), and the warband has one', () => {
    const r = legalCoop();
    expect(messages(edit(r, 2, { foreman: false }))).toEqual([]);
    expect(messages(edit(edit(r, 0, { foreman: false }), 2, { foreman: false }))).toEqual(['Name a Foreman: in co-op each player may name one of their own Characters.']);
    expect(messages(edit(r, 1, { foreman: true }))).toEqual(['Each player names at most one Foreman; player 1 has Ada and Bo. (The Promotion upgrade can make more later.)']);
  });

  it('Cartographer factions: one faction, with 1 positive and 1 negative trait of that faction', () => {
    const r = legalSolo();
    const align = (a: Partial<Roster['alignments'][number]>) => ({ ...r, alignments: [{ ...r.alignments[0]!, ...a }] });
    expect(messages(align({ faction: 'the scribes', positive: 'TENACIOUS', negative: 'Easy to trick' }))).toEqual([]);
    expect(messages(align({ positive: 'Burly' }))).toEqual(['“Burly” is not a positive trait of The Scribes; its positive traits are Resourceful and Tenacious.']);
    expect(messages(align({ negative: 'Tenacious' }))).toEqual(['“Tenacious” is not a negative trait of The Scribes; its negative traits are Inexperienced and Easy to trick.']);
    expect(messages(align({ positive: '' }))).toEqual(['Pick a positive trait of The Scribes (Resourceful and Tenacious).']);
    expect(messages(align({ faction: 'The Quills' }))[0]).toMatch(/^“The Quills” is not a Cartographer faction of the book \(The Scribes, /);
    expect(messages({ ...r, alignments: [] })).toEqual(['The warband has no Cartographer faction: pick one, with 1 positive and 1 negative trait.']);
    expect(messages({ ...r, alignments: [r.alignments[0]!, r.alignments[0]!] })).toEqual(['The warband is aligned with 2 Cartographer factions; a warband takes exactly one.']);
  });

  it('Co-op: each player aligns with their own faction and traits (K11); both may pick the same faction', () => {
    const r = legalCoop();
    expect(messages({ ...r, alignments: [r.alignments[0]!] })).toEqual(['Player 2 has no Cartographer faction: pick one, with 1 positive and 1 negative trait.']);
    expect(messages({ ...r, alignments: [r.alignments[0]!, { ...r.alignments[0]!, player: 2 }] })).toEqual([]);
  });

  it('Gadgets: weapon quirks go on weapon gadgets and defence quirks on defence gadgets (K11)', () => {
    const r = legalSolo();
    const fitted = (gadget: string, quirk: string) => edit(r, 1, { gadgets: [{ name: gadget, quirk, equipped: true }] });
    expect(messages(fitted('Blade', 'Targeter'))).toEqual([]);
    expect(messages(fitted('Boiler plate', 'Targeter'))).toEqual([
      'Knut: Targeter is a weapon quirk and cannot go on Boiler plate, a defence gadget (only with the trait Anything can be a weapon).',
    ]);
    // Glowy parts is on both lists, so it fits either kind of gadget.
    expect(messages(fitted('Boiler plate', 'Glowy parts'))).toEqual([]);
    expect(messages(fitted('Blade', 'Glowy parts'))).toEqual([]);
  });

  it('Anything can be a weapon: any quirk on any gadget', () => {
    const r = edit({ ...legalSolo(), alignments: [{ player: 1, faction: 'Ball Pointers', positive: 'Anything can be a weapon', negative: 'Under pressure' }] }, 1, {
      gadgets: [{ name: 'Boiler plate', quirk: 'Targeter', equipped: true }],
    });
    expect(messages(r)).toEqual([]);
  });

  it('Gadgets: one weapon and one defence gadget equipped at a time; more may be carried', () => {
    const r = legalSolo();
    const both = [
      { name: 'Handgun', quirk: null, equipped: true },
      { name: 'Power Jacket', quirk: null, equipped: true },
      { name: 'Blade', quirk: null, equipped: false },
      { name: 'Boiler plate', quirk: null, equipped: false },
    ];
    expect(messages(edit(r, 0, { gadgets: both }))).toEqual([]);
    const twoWeapons = both.map((g) => (g.name === 'Blade' ? { ...g, equipped: true } : g));
    expect(messages(edit(r, 0, { gadgets: twoWeapons }))).toEqual([
      'Olga has 2 weapon gadgets equipped (Handgun and Blade); a Character equips at most one weapon and one defence gadget at a time.',
    ]);
  });

  it('Safety first: a weapon gadget only together with a defence gadget', () => {
    const r = { ...legalSolo(), alignments: [{ player: 1 as const, faction: 'Feather Pens', positive: 'Flattering', negative: 'Safety first' }] };
    expect(messages(r)).toEqual(['Olga: with Safety first, a weapon gadget can only be equipped together with a defence gadget.']);
    expect(messages(edit(r, 0, { gadgets: [{ name: 'Handgun', quirk: null, equipped: true }, { name: 'Rivet west', quirk: null, equipped: true }] }))).toEqual([]);
    expect(messages(edit(r, 0, { gadgets: [{ name: 'Handgun', quirk: null, equipped: true }, { name: 'Rivet west', quirk: null, equipped: false }] }))).toHaveLength(1);
  });

  it('unknown gadget, quirk and upgrade names are problems, never errors', () => {
    const r = edit(legalSolo(), 1, { gadgets: [{ name: 'Laser', quirk: 'Sparkles', equipped: true }], quirks: ['‘Nades'], upgrades: ['Jetpack'] });
    expect(messages(r)).toEqual([
      'Knut: “Laser” is not a gadget of the book.',
      'Knut: “Sparkles” is not a quirk of the book.',
      'Knut: “‘Nades” is not a quirk of the book.',
      'Knut: “Jetpack” is not an upgrade of the book.',
    ]);
  });

  it('Mutating machine change: the player picks move, range, action dice or grit', () => {
    const r = legalSolo();
    const mmc = (quirkChoice?: 'grit') => edit(r, 0, { gadgets: [{ name: 'Handgun', quirk: 'Mutating machine change', equipped: true, ...(quirkChoice ? { quirkChoice } : {}) }] });
    expect(messages(mmc())).toEqual(['Olga: choose what Mutating machine change on Handgun raises: move, range, action dice or grit.']);
    expect(messages(mmc('grit'))).toEqual([]);
    expect(characterView(mmc('grit'), 0, book).profile?.grit).toBe(3);
  });

  it('Upgrades: Fairy circuits at most once per Character; other upgrades may repeat', () => {
    const r = legalSolo();
    expect(messages(edit(r, 0, { upgrades: ['Fairy circuits'] }))).toEqual([]);
    expect(messages(edit(r, 0, { upgrades: ['Fairy circuits', 'Fairy circuits'] }))).toEqual(['Olga: a Character may have only one Fairy circuits.']);
    expect(messages(edit(r, 0, { upgrades: ['Skill enhancement', 'Skill enhancement'] }))).toEqual([]);
  });

  it('Add on: copies one special action of another archetype per Add on', () => {
    const r = legalSolo();
    expect(messages(edit(r, 0, { upgrades: ['Add on'], addOnActions: ['Pipe Bomb'] }))).toEqual([]);
    expect(messages(edit(r, 0, { upgrades: ['Add on'] }))).toEqual(['Olga: choose the special action its Add on copies.']);
    expect(messages(edit(r, 0, { upgrades: ['Add on'], addOnActions: ['Aim'] }))).toEqual(['Olga: Aim is already a Crack Shot special action; Add on copies one from another archetype.']);
    expect(messages(edit(r, 0, { upgrades: ['Add on'], addOnActions: ['Brawler'] }))).toEqual(['Olga: “Brawler” is not a special action a Character can have (an archetype’s, Point and shout or Blink).']);
    expect(messages(edit(r, 0, { addOnActions: ['Pipe Bomb'] }))).toEqual(['Olga copies 1 special action but has 0 Add on upgrades.']);
  });

  it('K15: Add on copies Point and shout and Blink too, and the card says where they come from', () => {
    const r = legalSolo();
    expect(messages(edit(r, 1, { upgrades: ['Add on'], addOnActions: ['Point and shout'] }))).toEqual([]);
    const blink = edit(r, 1, { upgrades: ['Add on'], addOnActions: ['Blink'] });
    expect(messages(blink)).toEqual([]);
    expect(characterView(blink, 1, book).abilities.at(-1)).toMatchObject({ name: 'Blink', kind: 'action', from: 'Add on, from the Blink dynamos; costs 1 Tinker dice per use' });
  });

  it('Backstabbers: one Character swaps one of its own special rules for Backstabber', () => {
    const imprints = { ...legalSolo(), alignments: [{ player: 1 as const, faction: 'Imprints', positive: 'Backstabbers', negative: 'Pay the piper' }] };
    expect(messages(edit(imprints, 0, { backstabber: 'Bulls eye' }))).toEqual([]);
    expect(characterView(edit(imprints, 0, { backstabber: 'Bulls eye' }), 0, book).abilities.map((a) => a.name)).toEqual(['Backstabber', 'Aim', 'Cheeky shoot', 'Point and shout']);
    expect(messages(edit(imprints, 0, { backstabber: 'Brawler' }))).toEqual(['Olga: “Brawler” is not one of the Crack Shot\'s special rules (Bulls eye, Aim and Cheeky shoot).']);
    expect(messages(edit(edit(imprints, 0, { backstabber: 'Aim' }), 1, { backstabber: 'Brawler' }))).toEqual([
      'Only one Character may swap a special rule for Backstabber; Olga and Knut both do.',
    ]);
    expect(messages(edit(legalSolo(), 0, { backstabber: 'Aim' }))).toEqual(['Olga: swapping a special rule for Backstabber needs the Imprints trait Backstabbers.']);
  });

  it('grit lost cannot be more than the Character’s grit', () => {
    expect(messages(edit(legalSolo(), 0, { gritLost: 2 }))).toEqual([]);
    expect(messages(edit(legalSolo(), 0, { gritLost: 3 }))).toEqual(['Olga has lost 3 grit but has only 2.']);
  });

  it('every problem of a model names its path, so the builder can link it', () => {
    const r = edit(legalSolo(), 1, { archetype: 'Ninja', gadgets: [{ name: 'Laser', quirk: null, equipped: true }] });
    expect(at(r)).toEqual(['characters[1].archetype', 'characters[1].gadgets[0]']);
  });
});

describe('effective profiles', () => {
  const view = (r: Roster, i: number) => characterView(r, i, book);

  it('K14: at 0 grit a Power Jacket or Railway Frame is lost and gives nothing', () => {
    // Knut, a Knuckle Buster (grit 3), with the Railway Frame: defence 4+ and 2 more action dice.
    const framed = edit(legalSolo(), 1, { gadgets: [{ name: 'Railway Frame', quirk: null, equipped: true }] });
    const base = view(edit(legalSolo(), 1, { gadgets: [] }), 1).profile!;
    const up = view(framed, 1).profile!;
    expect(up.defence).toBe(4);
    expect(up.actionDice).toBe(base.actionDice + 2);
    const atOne = view(edit(framed, 1, { gritLost: up.grit - 1 }), 1);
    expect(atOne.profile!.actionDice).toBe(base.actionDice + 2);
    expect(atOne.lostAtZeroGrit).toEqual([]);
    const atZero = view(edit(framed, 1, { gritLost: up.grit }), 1);
    expect(atZero.profile!.defence).toBe(base.defence);
    expect(atZero.profile!.actionDice).toBe(base.actionDice);
    expect(atZero.lostAtZeroGrit).toEqual(['Railway Frame']);
    const jacket = edit(legalSolo(), 1, { gadgets: [{ name: 'Power Jacket', quirk: null, equipped: true }], gritLost: up.grit });
    expect(view(jacket, 1).profile!.defence).toBe(base.defence);
    expect(view(jacket, 1).lostAtZeroGrit).toEqual(['Power Jacket']);
  });

  it('Dragging cables speaks of that faction’s Characters, not of the warband', () => {
    const trait = book.factions.flatMap((f) => f.traits).find((t) => t.name === 'Dragging cables')!;
    expect(trait.text).toBe("This faction's Characters can never spend Tinker dice to influence rolls.");
  });

  it('Glowy parts not fitted yet is on both lists, so it is not labelled a weapon quirk', () => {
    const v = view(edit(legalSolo(), 1, { quirks: ['Glowy parts', 'Targeter'] }), 1);
    expect(v.quirks.map((q) => q.kinds)).toEqual([['weapon', 'defence'], ['weapon']]);
  });

  it('Handgun adds a die and a space of range; the Crack Shot keeps its Aim and Bulls eye; Foreman adds Point and shout', () => {
    const v = view(legalSolo(), 0);
    expect(v.profile).toEqual({ move: 3, range: 7, actionDice: 3, hitOn: 5, defence: 5, grit: 2, gritLeft: 2, actionTestDice: 0, moveTestDice: 0 });
    expect(v.abilities.map((a) => [a.name, a.from])).toEqual([
      ['Bulls eye', undefined],
      ['Aim', undefined],
      ['Cheeky shoot', undefined],
      ['Point and shout', 'Foreman'],
    ]);
  });

  it('adjacent-only gadgets count only against an adjacent enemy; Knuckle Buster’s Brawler hits on 3+ there', () => {
    const r = edit(legalSolo(), 1, { gadgets: [{ name: 'Machine Fist', quirk: 'Extra blade', equipped: true }] });
    const v = view(r, 1);
    expect(v.profile?.actionDice).toBe(2);
    expect(v.attacks).toEqual([{ adjacent: true, actionDice: 7, hitOn: 3, critOn: 6, extraHitsOnCrit: 1, rerollMisses: false, range: 1 }]);
  });

  it('Machine Carbine: 2 more dice and range from 2 spaces away, nothing adjacent', () => {
    const v = view(edit(legalSolo(), 0, { gadgets: [{ name: 'Machine Carbine', quirk: null, equipped: true }] }), 0);
    expect(v.attacks.map((a) => [a.adjacent, a.actionDice, a.range])).toEqual([
      [true, 2, 6],
      [false, 4, 8],
    ]);
  });

  it('a Grenadier with a Targeter still hits only on 6 (K2); unequipped gadgets change nothing', () => {
    const r = edit(legalSolo(), 2, { gadgets: [{ name: 'Hooks', quirk: 'Targeter', equipped: true }, { name: 'Handgun', quirk: null, equipped: false }] });
    const v = view(r, 2);
    expect(v.profile?.hitOn).toBe(6);
    expect(v.profile?.actionDice).toBe(5);
    expect(v.attacks[0]).toMatchObject({ hitOn: 6, extraHitsOnCrit: 2 });
  });

  it('defence gadgets set defence; Rivet west adds move; Inexperienced and Boiler plate reach the defence profile', () => {
    const r = edit(legalSolo(), 0, { gadgets: [{ name: 'Boiler plate', quirk: 'Hydraulic tendons', equipped: true }] });
    const v = view(r, 0);
    expect(v.profile?.move).toBe(5);
    expect(v.defence).toMatchObject({ defence: 5, bestOfTwoDefence: true, sixRemovesOnlyOne: true });
    expect(view(edit(legalSolo(), 0, { gadgets: [{ name: 'Rivet west', quirk: null, equipped: true }] }), 0).profile?.move).toBe(5);
  });

  it('Opioid smacker doubles action dice and range once the Character is down to 1 grit', () => {
    const r = edit(legalSolo(), 1, { gadgets: [{ name: 'Spike Armor', quirk: 'Opioid smacker', equipped: true }] });
    expect(view(r, 1).profile).toMatchObject({ actionDice: 2, range: 1, gritLeft: 4 });
    expect(view(edit(r, 1, { gritLost: 3 }), 1).profile).toMatchObject({ actionDice: 4, range: 2, gritLeft: 1 });
  });

  it('upgrades: Skill enhancement and Stability enforcements add test dice per copy; Promotion makes a Foreman', () => {
    const v = view(edit(legalSolo(), 1, { upgrades: ['Skill enhancement', 'Skill enhancement', 'Stability enforcements', 'Promotion'] }), 1);
    expect(v.profile).toMatchObject({ actionTestDice: 2, moveTestDice: 1 });
    expect(v.foreman).toBe(true);
    expect(v.abilities.at(-1)).toMatchObject({ name: 'Point and shout', from: 'Foreman, by Promotion' });
    expect(v.upgrades.map((u) => [u.name, u.count])).toEqual([
      ['Skill enhancement', 2],
      ['Stability enforcements', 1],
      ['Promotion', 1],
    ]);
  });

  it('gives the attack-odds tool its set-up: the attack, and the attacker’s own defence and grit left', () => {
    const r = edit(legalSolo(), 1, { gadgets: [{ name: 'Chain blades', quirk: null, equipped: true }, { name: 'Boiler plate', quirk: null, equipped: true }], gritLost: 1 });
    expect(attackOddsSetup(view(r, 1), true)).toEqual({
      actionDice: 2,
      hitOn: 3,
      critOn: 6,
      extraHitsOnCrit: 1,
      rerollMisses: true,
      distance: 1,
      attackerDefence: 5,
      attackerGrit: 3,
      attackerBestOfTwoDefence: true,
      attackerSixRemovesOnlyOne: true,
      attackerMaxGritLostPerAttack: 0,
    });
    expect(attackOddsSetup(view(r, 1), false)).toBeNull(); // range 1: no attack from 2 spaces away
    expect(attackOddsSetup(view(edit(r, 1, { archetype: 'Ninja' }), 1), true)).toBeNull();
  });
});

describe('making a warband', () => {
  it('a new warband is solo with 3 Tinker dice, as the book starts one; switching to co-op keeps everything', () => {
    const r = newRoster('Fresh');
    expect(r).toEqual(parseRoster(r));
    expect(r.tinkerDice).toBe(3);
    const coop = withMode({ ...r, characters: [char('A', 'Gofer')] }, 'coop');
    expect(coop.alignments.map((a) => a.player)).toEqual([1, 2]);
    expect(coop.tinkerDicePlayer2).toBe(3);
    expect(withMode(coop, 'solo').alignments).toHaveLength(2); // nothing dropped: checkRoster points at it
    expect(messages(withMode(legalCoop(), 'solo'))).toContain('A solo warband has exactly 3 Characters; this one has 4.');
  });

  it('Upgrades: pay exactly the cost in gadgets and quirks, a gadget with a quirk counting 2', () => {
    const r = legalSolo();
    const knutReflector = { character: 1, gadget: 0 }; // Spike Armor with Reflector: worth 2
    const knutBlade = { character: 1, gadget: 1 };
    const gretaQuirk = { character: 2, quirk: 0 };
    const bought = buyUpgrade(r, book, 'Mortis device', 0, [knutReflector]);
    expect(bought.characters[0]!.upgrades).toEqual(['Mortis device']);
    expect(bought.characters[1]!.gadgets.map((g) => g.name)).toEqual(['Blade']);
    expect(buyUpgrade(r, book, 'Skill enhancement', 2, [knutBlade, gretaQuirk]).characters[2]).toMatchObject({ quirks: [], upgrades: ['Skill enhancement', 'Skill enhancement'] });
    expect(() => buyUpgrade(r, book, 'Health gizmo', 0, [knutReflector])).toThrow('Health gizmo costs 1; the chosen loot is worth 2 (a gadget with a quirk counts 2).');
    expect(() => buyUpgrade(r, book, 'Mortis device', 0, [knutBlade])).toThrow(/costs 2; the chosen loot is worth 1/);
    expect(() => buyUpgrade(r, book, 'Mortis device', 0, [])).toThrow('Choose the gadgets or quirks to discard.');
    // A payment the rules refuse is the player's choice to fix (the loot panel shows it), not a bug.
    expect(() => buyUpgrade(r, book, 'Mortis device', 0, [])).toThrow(InputError);
    expect(() => tradeForTinker(r, [])).toThrow(InputError);
    expect(() => fitQuirk(r, 0, 9, 0)).toThrow(InputError);
    expect(lootOf(r, 1).map((l) => [l.label, l.value])).toEqual([
      ['Olga: Handgun', 1],
      ['Knut: Spike Armor with Reflector', 2],
      ['Knut: Blade', 1],
      ['Greta: Targeter (quirk)', 1],
    ]);
  });

  it('co-op: each player pays with their own loot, for their own Characters and Tinker dice pool', () => {
    const r = edit(edit(legalCoop(), 0, { gadgets: [{ name: 'Blade', quirk: null, equipped: false }] }), 2, { quirks: ['Kraft'] });
    expect(() => buyUpgrade(r, book, 'Mortis device', 0, [{ character: 0, gadget: 0 }, { character: 2, quirk: 0 }])).toThrow('Each player pays with their own Characters’ loot.');
    expect(() => buyUpgrade(r, book, 'Scrambler', 2, [{ character: 0, gadget: 0 }])).toThrow('The upgrade goes to one of the paying player’s own Characters.');
    const traded = tradeForTinker(r, [{ character: 2, quirk: 0 }]);
    expect([traded.tinkerDice, traded.tinkerDicePlayer2]).toEqual([3, 4]);
  });

  it('Tinker dice for loot: 1 per gadget or quirk discarded (2 for a gadget with its quirk)', () => {
    const traded = tradeForTinker(legalSolo(), [
      { character: 1, gadget: 0 },
      { character: 2, quirk: 0 },
    ]);
    expect(traded.tinkerDice).toBe(3 + 2 + 1);
    expect(traded.characters[1]!.gadgets.map((g) => g.name)).toEqual(['Blade']);
  });

  it('rolls on the gadget (D6) and quirk (D12) lists are seeded: the same seed gives the same item', () => {
    const roll = rollGadget(book, 'weapon', 'k7m2px');
    expect(rollGadget(book, 'weapon', 'k7m2px')).toEqual(roll);
    expect(roll.result.roll).toBe(roll.face);
    expect(roll.result.kind).toBe('weapon');
    const faces = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const q = rollQuirk(book, 'defence', `s${i}`);
      expect(q.result.kind).toBe('defence');
      faces.add(q.face);
    }
    expect([...faces].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('receiving and fitting', () => {
  it('a received gadget is carried unequipped; a received quirk waits until fitted on a gadget without one', () => {
    let r = receiveItem(legalSolo(), 2, 'gadget', 'Hooks');
    expect(r.characters[2]!.gadgets).toEqual([{ name: 'Hooks', quirk: null, equipped: false }]);
    r = fitQuirk(r, 2, 0, 0); // Greta's Targeter onto the Hooks
    expect(r.characters[2]).toMatchObject({ quirks: [], gadgets: [{ name: 'Hooks', quirk: 'Targeter', equipped: false }] });
    r = receiveItem(r, 2, 'quirk', 'Kraft');
    expect(() => fitQuirk(r, 2, 0, 0)).toThrow('Hooks already has a quirk; a gadget takes only one.');
  });
});

describe('between games', () => {
  it('Characters trade gadgets: the gadget moves with its quirk and arrives unequipped', () => {
    const r = giveGadget(legalSolo(), 1, 0, 2); // Knut's Spike Armor with Reflector to Greta
    expect(r.characters[1]!.gadgets.map((g) => g.name)).toEqual(['Blade']);
    expect(r.characters[2]!.gadgets).toEqual([{ name: 'Spike Armor', quirk: 'Reflector', equipped: false }]);
    expect(() => giveGadget(legalSolo(), 1, 0, 1)).toThrow('Choose a gadget and another Character.');
  });
});
