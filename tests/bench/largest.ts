/**
 * The largest roster each format accepts, to show that a builder stays fast at its bounds: every list
 * at its bound (src/games/<slug>/roster-format.ts), grown from the builder's own File format example
 * so every entry is one a player could write. The bounds unit test parses them (and one more of each
 * list, refused); the builder bench (builders.bench.spec.ts) draws them with the CPU slowed 4× and
 * times a keystroke.
 */
import { gameSlugs, type GameSlug } from '../../src/common/catalog';
import { formatExample } from '../unit/support/format-examples';
import { MAX_ROSTER_JSON } from '../../src/roster/files';
import { MAX_LOG_CHANGES, MAX_LOG_ENTRIES, MAX_LOG_TEXT } from '../../src/roster/campaign-log';
import * as arsenal from '../../src/games/arsenal-campaign/roster-format';
import * as heartbreaker from '../../src/games/heartbreaker/roster-format';
import * as kuggkoping from '../../src/games/kuggkoping/roster-format';
import * as punk from '../../src/games/punkapocalyptic/roster-format';
import * as wolsung from '../../src/games/wolsung/roster-format';

type Json = Record<string, unknown>;
const size = (v: unknown) => JSON.stringify(v).length;

/** The builder's File format example (a version-1 file, src/games/<slug>/roster-format-doc.ts). */
export function fileFormatJson(slug: string): Json {
  return formatExample(slug);
}

/** `n` entries made from `template`, each named (and id'd) apart: "Maggie 7". */
function many(template: unknown, n: number): unknown[] {
  return Array.from({ length: n }, (_, i) => {
    if (typeof template === 'string') return `${template} ${i + 1}`;
    const t = { ...(template as Json) };
    if (typeof t.name === 'string') t.name = `${t.name} ${i + 1}`;
    if (typeof t.id === 'string') t.id = `${t.id}-${i + 1}`;
    return t;
  });
}

/** One list of a bound: where it is, how long it may be, and a roster with it one entry longer. */
export interface Bound {
  what: string;
  max: number;
  over: Json;
  /** A number's bound ("must be at most"), not a list's ("has more than … entries"). */
  number?: true;
}

export interface Largest {
  slug: string;
  roster: Json;
  bounds: Bound[];
}

function kuggkopingLargest(): Largest {
  const ex = fileFormatJson('kuggkoping');
  const olga = (ex.characters as Json[])[0]!;
  const gadget = (olga.gadgets as Json[])[0]!;
  const character = (c: Json, items: number): Json => ({
    ...c,
    gadgets: many({ ...gadget, equipped: false }, items),
    quirks: many('Quirk', items),
    upgrades: many('Upgrade', items),
  });
  const N = kuggkoping.MAX_CHARACTERS;
  const I = kuggkoping.MAX_ITEMS;
  const characters = (many(olga, N) as Json[]).map((c, i) => ({ ...character(c, I), player: i < N / 2 ? 1 : 2, foreman: i % 2 === 0 }));
  const roster = {
    ...ex,
    mode: 'coop',
    alignments: [1, 2].map((player) => ({ ...(ex.alignments as Json[])[0]!, player })),
    tinkerDicePlayer2: 0,
    characters,
  };
  return {
    slug: 'kuggkoping',
    roster,
    bounds: [
      { what: 'characters', max: N, over: { ...roster, characters: [...characters, characters[0]] } },
      { what: 'characters[0].gadgets', max: I, over: { ...roster, characters: [character(characters[0]!, I + 1), ...characters.slice(1)] } },
    ],
  };
}

function heartbreakerLargest(): Largest {
  const ex = fileFormatJson('heartbreaker');
  const fighters = ex.fighters as Json[];
  const N = heartbreaker.MAX_FIGHTERS;
  const leader = fighters[0]!;
  const all = [leader, ...(many({ ...fighters[1]!, leader: false, akimbo: null, quirks: (leader.quirks as string[]).slice() }, N - 1) as Json[])];
  const roster = { ...ex, fighters: all };
  return {
    slug: 'heartbreaker',
    roster,
    bounds: [
      { what: 'fighters', max: N, over: { ...roster, fighters: [...all, all[1]] } },
      { what: 'fighters[0].quirks', max: heartbreaker.MAX_QUIRKS, over: { ...roster, fighters: [{ ...leader, quirks: [...(leader.quirks as string[]), 'Lucky Charm'] }, ...all.slice(1)] } },
    ],
  };
}

function punkLargest(): Largest {
  const ex = fileFormatJson('punkapocalyptic');
  const [maggie] = ex.models as Json[];
  const rules = many({ name: 'Delay', x: 3 }, punk.MAX_RULES);
  const rifle = { ...(maggie!.equipment as Json[])[0]!, specialRules: rules };
  const model = (m: Json, items: number): Json => ({ ...m, specialRules: rules, equipment: many(rifle, items) });
  const models = (many(maggie, punk.MAX_MODELS) as Json[]).map((m) => model(m, punk.MAX_ITEMS));
  const roster = { ...ex, gameSize: punk.MAX_GAME_SIZE, models };
  return {
    slug: 'punkapocalyptic',
    roster,
    bounds: [
      { what: 'gameSize', max: punk.MAX_GAME_SIZE, number: true, over: { ...roster, gameSize: punk.MAX_GAME_SIZE + 1 } },
      { what: 'models', max: punk.MAX_MODELS, over: { ...roster, models: [...models, models[0]] } },
      { what: 'models[0].equipment', max: punk.MAX_ITEMS, over: { ...roster, models: [model(models[0]!, punk.MAX_ITEMS + 1), ...models.slice(1)] } },
      { what: 'models[0].specialRules', max: punk.MAX_RULES, over: { ...roster, models: [{ ...models[0]!, specialRules: many({ name: 'Delay', x: 3 }, punk.MAX_RULES + 1) }, ...models.slice(1)] } },
    ],
  };
}

function wolsungLargest(): Largest {
  const ex = fileFormatJson('wolsung');
  const [vane, , rifleman] = ex.models as Json[];
  const rules = many({ name: 'Hard to kill' }, wolsung.MAX_RULES);
  const rifle = { ...(rifleman!.weapons as Json[])[0]!, specialRules: rules };
  const gadget = { ...(vane!.gadgets as Json[])[0]!, specialRules: rules };
  const model = (m: Json, weapons: number, gadgets: number): Json => ({ ...m, specialRules: rules, weapons: many(rifle, weapons), gadgets: many(gadget, gadgets) });
  const models = (many(rifleman, wolsung.MAX_MODELS) as Json[]).map((m, i) => model(i === 0 ? { ...vane!, name: m.name } : m, wolsung.MAX_WEAPONS, wolsung.MAX_GADGETS));
  const roster = { ...ex, models };
  return {
    slug: 'wolsung',
    roster,
    bounds: [
      { what: 'models', max: wolsung.MAX_MODELS, over: { ...roster, models: [...models, models[1]] } },
      { what: 'models[0].weapons', max: wolsung.MAX_WEAPONS, over: { ...roster, models: [model(models[0]!, wolsung.MAX_WEAPONS + 1, wolsung.MAX_GADGETS), ...models.slice(1)] } },
      { what: 'models[0].gadgets', max: wolsung.MAX_GADGETS, over: { ...roster, models: [model(models[0]!, wolsung.MAX_WEAPONS, wolsung.MAX_GADGETS + 1), ...models.slice(1)] } },
    ],
  };
}

function arsenalLargest(): Largest {
  const ex = fileFormatJson('arsenal-campaign');
  const [first] = ex.weeks as Json[];
  const hire = { ...(first!.hires as Json[])[0]! };
  const week = (n: number, hires: number): Json => ({ ...first!, week: n, hires: n === 1 ? [...(first!.hires as Json[]), ...many(hire, hires - 2)] : many({ ...hire, id: `w${n}` }, hires) });
  const W = arsenal.MAX_WEEKS;
  const weeks = Array.from({ length: W }, (_, i) => week(i + 1, arsenal.MAX_HIRES));
  const roster = { ...ex, campaignWeeks: W, weeks };
  return {
    slug: 'arsenal-campaign',
    roster,
    bounds: [
      { what: 'campaignWeeks', max: W, number: true, over: { ...roster, campaignWeeks: W + 1 } },
      { what: 'weeks', max: W, over: { ...roster, weeks: [...weeks, week(W + 1, 1)] } },
      { what: 'weeks[1].hires', max: arsenal.MAX_HIRES, over: { ...roster, weeks: [weeks[0], week(2, arsenal.MAX_HIRES + 1), ...weeks.slice(2)] } },
    ],
  };
}

/** The largest roster of each game, with its bounds. */
export function largestRosters(): Largest[] {
  const largest: Record<GameSlug, () => Largest> = {
    kuggkoping: kuggkopingLargest,
    heartbreaker: heartbreakerLargest,
    punkapocalyptic: punkLargest,
    wolsung: wolsungLargest,
    'arsenal-campaign': arsenalLargest,
  };
  return gameSlugs.map((slug) => largest[slug]());
}

/** A log entry of the longest text there is, numbered so no two are alike. */
export const fullEntry = (n: number) => ({
  date: '2026-11-28',
  kind: 'note',
  title: `Entry ${n} `.padEnd(MAX_LOG_TEXT, 'x'),
  changes: Array.from({ length: MAX_LOG_CHANGES }, (_, i) => `Change ${i} `.padEnd(MAX_LOG_TEXT, 'y')),
});

/** `roster` (of its format's current version) with its log grown to within a few hundred characters of MAX_ROSTER_JSON. */
export function fullest(roster: Json): Json {
  const log = [...((roster.log as unknown[] | undefined) ?? [])];
  let out = { ...roster, log };
  for (let n = 1; log.length < MAX_LOG_ENTRIES; n++) {
    const entry = fullEntry(n);
    const room = MAX_ROSTER_JSON - size(out) - 1;
    if (size(entry) <= room) {
      log.push(entry);
    } else {
      // The last entry: as many of its changes as still fit.
      const last = { ...entry, changes: [] as string[] };
      for (const change of entry.changes) if (size({ ...last, changes: [...last.changes, change] }) <= room) last.changes.push(change);
      if (size(last) <= room) log.push(last);
      break;
    }
    out = { ...roster, log };
  }
  return { ...roster, log };
}
