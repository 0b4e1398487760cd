/**
 * What a link carries is chosen: the link for the opponent carries the list as played,
 * with no notes, no campaign log and nothing the game keeps secret (Punkapocalyptic's bullets, book
 * l.438-442), reads back as the same list, and stays short enough for a QR code another phone scans.
 */
import { describe, expect, it } from 'vitest';
import { asPlayed, compacted, readShareFragment, shareFragment, shareUrl } from '../../../src/roster/share';
import { decompressFromEncodedURIComponent } from '../../../src/roster/lz-decompress';
import { unpackJson } from '../../../src/roster/packed-json';
import type { RosterGame } from '../../../src/roster/game';
import type { LogEntry } from '../../../src/roster/campaign-log';
import { bookData as kkBook } from '../../../src/games/kuggkoping/book-data';
import { warbandGame } from '../../../src/games/kuggkoping/roster-game';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { gangGame as hbGame } from '../../../src/games/heartbreaker/roster-game';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { gangGame as pkGame } from '../../../src/games/punkapocalyptic/roster-game';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { clubGame } from '../../../src/games/wolsung/roster-game';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import { crewGame } from '../../../src/games/arsenal-campaign/roster-game';
import { example } from '../../e2e/support/examples';

/** Ten games and steps between them, as End game and the campaign steps write them. */
const LOG: LogEntry[] = Array.from({ length: 10 }, (_, i) => ({
  date: `2026-10-${String(10 + i).padStart(2, '0')}`,
  kind: i % 2 === 0 ? 'game' : 'step',
  title: i % 2 === 0 ? `Game ${i / 2 + 1}: won against the Iron Boys` : 'Between games: injuries and loot',
  changes: ['Twitch: 1 Meat lost for good', 'Hook: Bounty 2', 'Supply +1'],
}));

const NOTE = 'Private plan: hold Big Nan back until round three.';

/** The game's example roster, read in its current version, with notes (where the format has them) and a 10-entry log. */
function withNotesAndLog(slug: string): Record<string, unknown> {
  const game = GAMES.find(([s]) => s === slug)![1]();
  const json = structuredClone(game.toJson(game.parse(example(slug)))) as Record<string, unknown>;
  json.log = LOG;
  if (slug === 'punkapocalyptic' || slug === 'wolsung') {
    json.notes = NOTE;
    json.models = (json.models as Record<string, unknown>[]).map((m) => ({ ...m, notes: NOTE }));
  }
  if (slug === 'arsenal-campaign') json.weeks = (json.weeks as Record<string, unknown>[]).map((w) => ({ ...w, notes: NOTE }));
  return json;
}

const GAMES: [string, () => RosterGame<unknown>][] = [
  ['kuggkoping', () => warbandGame(kkBook()) as RosterGame<unknown>],
  ['heartbreaker', () => hbGame(heartbreakerBookData()) as RosterGame<unknown>],
  ['punkapocalyptic', () => pkGame(punkapocalypticBookData()) as RosterGame<unknown>],
  ['wolsung', () => clubGame(wolsungBookData()) as RosterGame<unknown>],
  ['arsenal-campaign', () => crewGame(arsenalBookData()) as RosterGame<unknown>],
];

/** Every key at any depth of a JSON value. */
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v !== null && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];

/** What a fragment unpacks to, as sent (a packed roster is a list). */
const sentOf = (fragment: string): unknown => {
  const unpacked = decompressFromEncodedURIComponent(fragment.slice('#roster='.length), 1_000_000);
  if (!unpacked.ok) throw new Error('not a link');
  return JSON.parse(unpacked.text);
};

/** What a fragment unpacks to, as the receiver's browser reads it: a packed roster with its field names again. */
const payloadOf = (fragment: string, game?: RosterGame<unknown>): unknown => {
  const sent = sentOf(fragment);
  if (!Array.isArray(sent)) return sent;
  const json = unpackJson(sent, game!.linkFields!);
  if (!json) throw new Error('a packed link that does not unpack');
  return json;
};

describe.each(GAMES)('%s: the link for the opponent', (slug, gameOf) => {
  it('leaves out every note and the campaign log, and reads back as the same list', () => {
    const game = gameOf();
    const roster = game.parse(withNotesAndLog(slug));
    const whole = payloadOf(shareFragment(roster, game, 'whole'));
    // The opponent's link is packed by the game's link fields; the whole one is plain JSON.
    expect(Array.isArray(sentOf(shareFragment(roster, game, 'played')))).toBe(true);
    expect(Array.isArray(sentOf(shareFragment(roster, game, 'whole')))).toBe(false);
    const played = payloadOf(shareFragment(roster, game, 'played'), game);
    expect(JSON.stringify(whole)).toContain('Iron Boys');
    if (slug !== 'kuggkoping' && slug !== 'heartbreaker') expect(JSON.stringify(whole)).toContain(NOTE);
    expect(keysOf(played)).not.toContain('notes');
    expect(keysOf(played)).not.toContain('log');
    expect(JSON.stringify(played)).not.toContain('Iron Boys');
    expect(JSON.stringify(played)).not.toContain(NOTE);
    const read = readShareFragment(shareFragment(roster, game, 'played'), game);
    expect(read?.ok).toBe(true);
    // The same list: its name, its models' names and (beyond what was left out) the same summary.
    const back = (read as { roster: unknown }).roster;
    expect(game.name(back)).toBe(game.name(roster));
    expect(game.modelNames(back)).toEqual(game.modelNames(roster));
    expect(asPlayed(back, game)).toEqual(asPlayed(roster, game));
  });
});

describe('what the game keeps secret', () => {
  const game = pkGame(punkapocalypticBookData());
  it('Punkapocalyptic (l.438-442): with secret bullets, the payload holds no bullet count nor its cost; the whole link keeps them', () => {
    const roster = game.parse(withNotesAndLog('punkapocalyptic'));
    expect(roster.secretBullets).toBe(true);
    expect(roster.models[0]!.bullets).toBe(4);
    // Left out altogether (0, the format's default, is not sent either).
    const played = payloadOf(shareFragment(roster, game, 'played'), game as RosterGame<unknown>) as { models: Record<string, unknown>[] };
    expect(played.models.flatMap((m) => Object.keys(m).filter((k) => k.startsWith('bullets')))).toEqual([]);
    const whole = payloadOf(shareFragment(roster, game, 'whole')) as { models: { bullets: number; bulletsCost: number }[] };
    expect(whole.models.map((m) => m.bullets)).toEqual([4, 0]);
  });
  it('Punkapocalyptic: bullets the gang shows openly stay in the opponent’s link', () => {
    const roster = game.parse({ ...withNotesAndLog('punkapocalyptic'), secretBullets: false });
    const played = payloadOf(shareFragment(roster, game, 'played'), game as RosterGame<unknown>) as { models: { bullets?: number }[] };
    expect(played.models.map((m) => m.bullets ?? 0)).toEqual([4, 0]);
  });
});

describe('shorter to scan', () => {
  // Without the log, with every empty field the format lets go, and with the values sent without
  // their field names (the game's link fields), a six-fighter gang's link is under 600 characters.
  it('a six-fighter Heartbreaker gang with a 10-entry campaign log: the opponent’s link is under 600 characters', () => {
    const game = hbGame(heartbreakerBookData());
    const roster = game.parse(withNotesAndLog('heartbreaker'));
    expect(game.modelNames(roster)).toHaveLength(6);
    const page = 'https://skirmish-shelf.example/heartbreaker/builder/';
    const played = shareUrl(page, roster, game, 'played');
    const whole = shareUrl(page, roster, game, 'whole');
    expect(played.length).toBeLessThan(600);
    expect(whole.length).toBeGreaterThan(1500);
    // The empty fields the format defaults (arcs, rival Bounties, next skirmish) are not sent.
    const sent = payloadOf(`#${played.split('#')[1]}`, game as RosterGame<unknown>) as Record<string, unknown>;
    expect(Object.keys(sent)).toEqual(['game', 'version', 'name', 'fighters', 'resources']);
  });

  it('compacting never changes what the receiver reads: every game’s example reads back the same', () => {
    for (const [slug, gameOf] of GAMES) {
      const game = gameOf();
      const roster = game.parse(withNotesAndLog(slug));
      const played = asPlayed(roster, game);
      const short = compacted(played, game);
      expect(JSON.stringify(short).length, slug).toBeLessThanOrEqual(JSON.stringify(played).length);
      expect(game.toJson(game.parse(short)), slug).toEqual(game.toJson(game.parse(played)));
    }
  });
});
