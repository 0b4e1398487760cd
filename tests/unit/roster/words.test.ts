/**
 * Everything a player reads is words, never a field name or a code. Every named check of every
 * builder is made to raise its problems (rosters built to break it, and 300 seeded mutations of
 * each), and no message may show file syntax: a quoted field name with its colon, true / false,
 * braces, or a field name written as in the file (camelCase such as "gritLost").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EachModel, RosterCheck } from '../../../src/common/checks';
import { runChecks } from '../../../src/common/checks';
import { mutations } from './mutate';
import { docSections, jsonExample } from '../../../src/roster/doc';
import { bookData as kkBook } from '../../../src/games/kuggkoping/book-data';
import { parseRoster as kkParse } from '../../../src/games/kuggkoping/roster-format';
import { warbandChecks, warbandContext } from '../../../src/games/kuggkoping/roster-checks';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { parseRoster as hbParse } from '../../../src/games/heartbreaker/roster-format';
import { gangChecks as hbChecks, gangContext as hbContext } from '../../../src/games/heartbreaker/roster-checks';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { parseRoster as pkParse } from '../../../src/games/punkapocalyptic/roster-format';
import { gangChecks as pkChecks, gangContext as pkContext } from '../../../src/games/punkapocalyptic/roster-checks';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { parseRoster as wsParse } from '../../../src/games/wolsung/roster-format';
import { clubChecks, clubContext } from '../../../src/games/wolsung/roster-checks';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { parseRoster as acParse } from '../../../src/games/arsenal-campaign/roster-format';
import { campaignChecks } from '../../../src/games/arsenal-campaign/roster-checks';
import { checkCrew } from '../../../src/games/arsenal-campaign/roster-rules';
import { RosterFormatError } from '../../../src/roster/errors';

/** A field name or a value as the JSON file writes it. */
const FILE_SYNTAX = /"[a-zA-Z]+"\s*:|\btrue\b|\bfalse\b|\bnull\b|[{}]/;
/** A field name in camelCase ("gritLost", "quirkChoice"). */
const CAMEL_CASE = /\b[a-z]+[A-Z][a-zA-Z]*\b/;

type Json = Record<string, unknown>;
const clone = <T>(x: T): T => structuredClone(x);

/** The File format section's JSON example of a game's roster.ts. */
function example(slug: string): Json {
  return JSON.parse(jsonExample(docSections(readFileSync(`src/games/${slug}/roster.ts`, 'utf8'))['File format'] ?? '') ?? '') as Json;
}

/** Whether every text the player typed (every string in the roster) is free of what the messages may not show: a message quotes a player's own text as it is. */
function playerTextClean(value: unknown): boolean {
  if (typeof value === 'string') return !FILE_SYNTAX.test(value) && !CAMEL_CASE.test(value);
  if (Array.isArray(value)) return value.every(playerTextClean);
  if (value !== null && typeof value === 'object') return Object.values(value).every(playerTextClean);
  return true;
}

/**
 * A hand-made base as a roster: parsed, or as written when only a list's bound refuses it (a check
 * such as "more fighters than a gang takes" must still speak in words, though the format's bound,
 * the book's, keeps such a roster out of a file).
 */
function baseRoster<R>(base: unknown, parse: (input: unknown) => R): R {
  try {
    return parse(base);
  } catch (error) {
    if (error instanceof RosterFormatError && /: (has more than \d+ entries|must be (at least|at most) \d+)$/.test(error.message)) return base as R;
    throw error;
  }
}

/** The bases and 300 seeded mutations of each that still parse (those whose own text is clean). */
function rostersFrom<R>(bases: readonly unknown[], parse: (input: unknown) => R, seed: string): R[] {
  const out: R[] = [];
  bases.forEach((base, b) => {
    out.push(baseRoster(base, parse));
    for (const { input } of mutations(base, `${seed}-${b}`, 300)) {
      try {
        const roster = parse(input);
        if (playerTextClean(roster)) out.push(roster);
      } catch (error) {
        if (!(error instanceof RosterFormatError)) throw error;
      }
    }
  });
  return out;
}

/** Every message each named check (and each per-model check) raises over the contexts, by the check's name. */
function messagesByCheck<C>(checks: readonly RosterCheck<C>[], contexts: readonly C[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const check of checks) {
    const each = (check as Partial<EachModel<C>>).modelChecks;
    if (!each) {
      out.set(check.name, contexts.flatMap((ctx) => runChecks([check], ctx).map((p) => p.message)));
      continue;
    }
    const count = (check as unknown as EachModel<C>).count;
    for (const m of each) {
      const messages: string[] = [];
      for (const ctx of contexts) for (let i = 0; i < count(ctx); i++) m.check(ctx, i, (_where, message) => messages.push(message));
      out.set(`${check.name}: ${m.name}`, messages);
    }
  }
  return out;
}

/** Each check raised something, and everything raised reads as words. */
function expectWordsOnly(byCheck: Map<string, string[]>): void {
  for (const [name, messages] of byCheck) {
    expect(messages.length, `no roster raised "${name}"`).toBeGreaterThan(0);
    for (const message of new Set(messages)) {
      expect(message, name).not.toMatch(FILE_SYNTAX);
      expect(message, name).not.toMatch(CAMEL_CASE);
    }
  }
}

describe('every message a builder shows is words, with no file syntax', { timeout: 30_000 }, () => {
  it('Kuggköping: every warband check', () => {
    const book = kkBook();
    const coop = {
      game: 'kuggkoping', version: 1, name: 'Test', mode: 'coop', tinkerDice: 1,
      alignments: [
        { player: 1, faction: 'Ball Pointers', positive: 'Anything can be a weapon', negative: 'Under pressure' },
        { player: 2, faction: 'Feather Pens', positive: 'Flattering', negative: 'Safety first' },
        { faction: 'Nope', positive: '', negative: 'Nope' },
      ],
      characters: ['Crack Shot', 'Knuckle Buster', 'Grenadier', 'Data Mage', 'Crack Shot', ''].map((archetype, i) => ({
        name: i === 3 ? '' : `Veteran ${i + 1}`, archetype, ...(i < 5 ? { player: i < 2 ? 1 : 2 } : {}), foreman: i % 2 === 0,
        gadgets: [
          ...book.gadgets.slice(i, i + 5).map((g, j) => ({ name: g.name, quirk: j === 4 ? null : book.quirks[(i * 5 + j) % book.quirks.length]!.name, equipped: true, ...(j >= 3 ? { quirkChoice: 'move' } : {}) })),
          { name: 'Nope', quirk: 'Nope', equipped: true },
        ],
        quirks: ['Nope', ...book.quirks.slice(12, 15).map((q) => q.name)],
        upgrades: ['Skill enhancement', 'Skill enhancement', 'Skill enhancement', 'Promotion', 'Promotion', 'Add on', 'Add on', 'Nope'],
        addOnActions: i === 1 ? ['Nope', 'Slog it', 'Slog it'] : i === 2 ? [] : ['Slog it'], gritLost: 50, backstabber: 'Nope',
      })),
    };
    const solo = { ...clone(coop), mode: 'solo', characters: coop.characters.map((c) => ({ ...c, player: 2 })) };
    const backstabbers = { ...clone(coop), alignments: [{ player: 1, faction: 'Imprints', positive: 'Backstabbers', negative: book.factions.find((f) => f.name === 'Imprints')!.traits.find((t) => t.kind === 'negative')!.name }] };
    const weapon = book.gadgets.find((g) => g.kind === 'weapon')!.name;
    const weaponOnly = { ...clone(coop), characters: coop.characters.map((c) => ({ ...c, gadgets: [{ name: weapon, quirk: null, equipped: true }] })) };
    const rosters = rostersFrom([coop, solo, backstabbers, weaponOnly, { ...coop, characters: [], alignments: [] }, { ...solo, characters: [] }], kkParse, 'kk-words');
    expectWordsOnly(messagesByCheck(warbandChecks, rosters.map((r) => warbandContext(r, book))));
  });

  it('Heartbreaker: every gang check', () => {
    const book = heartbreakerBookData();
    const ex = example('heartbreaker') as { fighters: Json[]; resources: Json };
    const perGang = [...book.gear, ...book.abilities].find((q) => q.fightersPerGang)!.name;
    const broken = {
      ...ex, name: '', keptTitle: 'Nope', resources: { ...ex.resources, ammo: -1 },
      fighters: [...ex.fighters, ...ex.fighters.map((f, i) => ({
        ...f, name: i ? f.name : '', leader: true,
        quirks: [...(f.quirks as string[]), 'Akimbo Holster', 'Heavy Armor', 'Light Armor', (f.quirks as string[])[0], 'Nope', perGang, ...book.abilities.filter((a) => a.effects.some((e) => e.forbidsArmor)).map((a) => a.name)],
        akimbo: ['Pistol', 'Rifle', 'Nope', null][i % 4], bounty: i * 3 - 2, meatLost: i * 2 - 1,
        ...(i % 4 === 3 ? {} : { tempQuirk: ['Heavy Armor', 'Stalker', 'Pulverizer'][i % 4] }),
      }))],
    };
    const noLeader = { ...clone(ex), fighters: ex.fighters.map((f) => ({ ...f, leader: false, akimbo: 'Pistol' })) };
    const rosters = rostersFrom([ex, broken, noLeader], hbParse, 'hb-words');
    expectWordsOnly(messagesByCheck(hbChecks, rosters.map((r) => hbContext(r, book))));
  });

  it('Punkapocalyptic: every gang check', () => {
    const book = punkapocalypticBookData();
    const ex = example('punkapocalyptic') as { models: Json[] };
    const rule = (pick: (r: (typeof book.specialRules)[number]) => boolean) => book.specialRules.filter(pick).map((r) => ({ name: r.name }));
    const limited = [...rule((r) => !!r.effects.onePerModel), ...rule((r) => r.effects.maxPerModel !== undefined), ...rule((r) => r.effects.maxPerGang !== undefined), ...rule((r) => !!r.effects.noOtherWeapons)];
    const weapon = (name: string, specialRules: unknown[]) => ({ kind: 'ranged', name, cost: -1, penetration: -1, strength: 3, specialRules });
    const broken = {
      ...ex, gameSize: 10,
      models: [...ex.models, ...ex.models.map((m, i) => ({
        ...m, name: i ? m.name : '', cost: -1, bullets: -1, bulletsCost: -1,
        profile: { ...(m.profile as Json), Zz: 3, ...(i % 2 ? { Fuerza: 1, Agility: 99 } : { Strength: 99 }) },
        losses: { Zz: 1, ...(i % 2 ? { Fuerza: -1, Agility: 1 } : { S: 1 }) },
        specialRules: [{ name: 'Nope' }, ...limited, ...limited],
        equipment: [weapon('Big gun', limited), weapon('Big gun', limited), weapon('Small gun', []), { kind: 'armor', name: 'Plate', cost: -1, armor: -1, specialRules: [{ name: 'Nope' }] }],
      }))],
    };
    const missing = { ...clone(ex), models: ex.models.map((m) => ({ ...m, profile: {}, losses: { S: 1 } })) };
    const rosters = rostersFrom([ex, broken, missing, { ...ex, gameSize: 0 }], pkParse, 'pk-words');
    expectWordsOnly(messagesByCheck(pkChecks, rosters.map((r) => pkContext(r, book))));
  });

  it('Wolsung SSG: every club check, and the file errors it names itself', () => {
    const data = wolsungBookData();
    const ex = example('wolsung') as { models: Json[] };
    const needsFriend = data.specialRules.find((r) => r.effect.requiresFriendlyRule)!.name;
    const broken = {
      ...ex,
      models: [...ex.models, ...ex.models.map((m, i) => ({
        ...m, name: i ? m.name : '', kind: i % 2 ? 'hero' : 'henchman', cost: i % 3 ? null : -1, funds: i % 2 ? null : -2, suit: i % 3 ? 'Spades' : 'Nope',
        armour: -1, magic: 0, profile: { ...(m.profile as Json), Zz: 3, Suit: 1, G: -1, Guns: 1 },
        specialRules: [{ name: needsFriend }, { name: 'Nope' }],
        weapons: [{ kind: 'book', name: 'Nope' }, { kind: 'ranged', name: 'R', strength: -1, rangeBands: [{ upTo: 5, guns: 1 }, { upTo: 3, guns: 0 }], specialRules: [{ name: 'Nope' }] }, { kind: 'ranged', name: 'S', strength: 1, rangeBands: [], specialRules: [] }],
        gadgets: [{ name: '', cost: -200, specialRules: [{ name: 'Nope' }] }],
        ...(i === 0 ? { spells: [{ name: 'Bolt', kind: 'projectile', cost: 5, range: 12, strength: 3 }] } : {}),
      }))],
    };
    const noHero = { ...clone(ex), models: ex.models.map((m) => ({ ...m, kind: 'henchman', suit: 'Spades', funds: 1, cost: null, profile: {} })) };
    const rosters = rostersFrom([ex, broken, noHero], wsParse, 'ws-words');
    expectWordsOnly(messagesByCheck(clubChecks, rosters.map((r) => clubContext(r, data))));

    const model = ex.models[0]!;
    for (const weapon of [{ kind: 'book', name: 'Pistol', strength: 4 }, { kind: 'melee', name: 'Cane', strength: 1, specialRules: [], rangeBands: [] }, { kind: 'ranged', name: 'Rifle', strength: 5, specialRules: [] }]) {
      const error = (() => {
        try {
          wsParse({ ...ex, models: [{ ...model, weapons: [weapon] }] });
        } catch (e) {
          return e as RosterFormatError;
        }
        throw new Error('parsed');
      })();
      const problem = error.message.slice(error.field.length + 2);
      expect(problem).not.toMatch(FILE_SYNTAX);
      expect(problem).not.toMatch(CAMEL_CASE);
    }
  });

  it('Arsenal Campaign: every campaign check and every week of a broken log', () => {
    const data = arsenalBookData();
    const ex = example('arsenal-campaign') as { weeks: Json[] };
    const broken = { ...ex, faction: '', campaignWeeks: 0, startingScript: -3 };
    const noLeader = { ...clone(ex), weeks: ex.weeks.map((w, i) => (i === 0 ? { ...w, hires: (w.hires as Json[]).map((h) => ({ ...h, leader: false })) } : w)) };
    const rosters = rostersFrom([ex, broken, noLeader], acParse, 'ac-words');
    expectWordsOnly(messagesByCheck(campaignChecks, rosters));
    const weekly = new Set(rosters.flatMap((r) => checkCrew(r, data).map((p) => p.message)));
    expect(weekly).toContain('Name the crew’s leader among the first week’s hires: tick “leads the crew” on one of them.');
    expect(weekly.size).toBeGreaterThan(20);
    for (const message of weekly) {
      expect(message).not.toMatch(FILE_SYNTAX);
      expect(message).not.toMatch(CAMEL_CASE);
    }
  });
});
