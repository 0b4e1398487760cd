import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everyGamesRules, example } from './examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import {
  gameFormat,
  logWords,
  mergeGames,
  newGame,
  PLAY_ROUND_LIMIT,
  PLAY_VERSION,
  playGame,
  readGame,
  refusal,
  stepText,
  take,
  undoableSteps,
  undoStep,
  type GameDoc,
  type PlayCommand,
} from '../../../src/play';
import { backupReport, entryWords, memoryStore, readBackup, RosterLibrary } from '../../../src/roster';
import { createRng } from '../../../src/engine/rng';

const at = (n: number) => new Date(Date.UTC(2026, 10, 28, 13, 0, 0, n));
const games = everyGamesRules();
/**
 * A state saved by version 1 or 2 as version 3 keeps it: the Arsenal Campaign's `crew` (null: every
 * model plays) and a game's `side` (Kuggköping's enemy turn) in the game's one `own` part.
 */
function ownMoved(state: Record<string, unknown>): GameDoc['state'] {
  const { crew, side, ...rest } = state;
  const own = crew === null || crew === undefined ? side : { ...(side as object | undefined), crew };
  return (own === undefined ? rest : { ...rest, own }) as unknown as GameDoc['state'];
}
/** A game saved by the site before games were logs of steps (version 1), with undo snapshots, an opponent or an enemy turn. */
const fixture = (slug: string) => JSON.parse(readFileSync(`tests/unit/fixtures/saved-games/v1-${slug}.json`, 'utf8')) as Record<string, unknown> & { state: GameDoc['state']; steps: { text: string; before?: GameDoc['state'] }[] };

describe('saved games: version 1 migrates', () => {
  it.each(games)('a %s game saved by version 1 opens meaning the same, undoes as before, and plays on', (slug, rules) => {
    const v1 = fixture(slug);
    expect(v1.version).toBe(1);
    const read = gameFormat(rules).read(v1);
    expect(read.ok && read.from).toBe(1);
    const doc = readGame(rules, v1);
    expect(doc.version).toBe(PLAY_VERSION);
    // The same state (damage, statuses, counters, the opponent's models, the enemy turn, the crew), result and opponent.
    expect(doc.state).toEqual(ownMoved(v1.state as unknown as Record<string, unknown>));
    expect(doc.result).toEqual(v1.result);
    expect(doc.opponent).toEqual(v1.opponent);
    expect(logWords(doc)).toEqual(v1.steps.map((s) => s.text));
    // Undo takes back what version 1's Undo took back: the last step, to the state before it.
    const roster = rules.parse(doc.roster);
    expect(undoableSteps(doc)).toBe(v1.steps.filter((s) => s.before).length);
    const back = undoStep(rules, roster, doc, at(1))!;
    expect(back.undone).toBe(v1.steps.at(-1)!.text);
    expect(back.doc.state).toEqual(ownMoved(v1.steps.at(-1)!.before as unknown as Record<string, unknown>));
    // It plays on: a hit, saved and read back.
    const hit = take(rules, roster, doc, { kind: 'damage', model: 0, by: 1 }, 'hit', at(2));
    expect(hit.state.models[0]!.damage).toBeGreaterThanOrEqual(doc.state.models[0]!.damage);
    expect(readGame(rules, JSON.parse(JSON.stringify(hit)))).toEqual(hit);
  });

  it('a game saved by a newer site is reported as newer, and stays in storage byte for byte', () => {
    const rules = games[0]![1];
    const newer = { ...fixture('kuggkoping'), version: PLAY_VERSION + 1 };
    const read = gameFormat(rules).read(newer);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.newer).toBe(true);
    expect(!read.ok && read.error.message).toMatch(/newer version of this site/);
    const store = memoryStore();
    const raw = JSON.stringify({ envelope: 1, game: 'play-kuggkoping', id: 'g1', createdAt: at(0).toISOString(), savedAt: at(0).toISOString(), roster: newer });
    store.setItem('skirmish-shelf:roster:play-kuggkoping:g1', raw);
    const lib = new RosterLibrary(playGame(rules), store, { tabId: 'A' });
    expect(lib.getSnapshot().unreadable.map((u) => [u.raw === raw, u.reason])).toEqual([[true, expect.stringMatching(/newer version of this site/)]]);
    expect(store.getItem('skirmish-shelf:roster:play-kuggkoping:g1')).toBe(raw);
  });

  it('a game whose opponent roster nests 20,000 deep is damaged, named by its field (never opened to fail every write)', () => {
    const rules = games[0]![1];
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const read = gameFormat(rules).read({ ...fixture('kuggkoping'), opponent: { name: 'Deep', roster: deep } });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.message).toMatch(/^(base\.)?opponent\.roster: nests deeper than \d+ levels, which no roster does$/);
  });

  it('a game with no version, or the version as text, is damaged, not newer', () => {
    const rules = games[0]![1];
    for (const version of [undefined, '1', 0, 1.5]) {
      const read = gameFormat(rules).read({ ...fixture('kuggkoping'), version });
      expect(read.ok, String(version)).toBe(false);
      expect(!read.ok && read.newer, String(version)).toBe(false);
      expect(!read.ok && read.error.message, String(version)).toMatch(/damaged/);
    }
  });
});

describe('a game as a log of steps', () => {
  const rules = kuggkopingPlay(bookData());
  const base = example('kuggkoping') as Roster;
  const roster: Roster = { ...base, characters: [...base.characters, { ...base.characters[0]!, name: 'Sven', archetype: 'Knuckle Buster', foreman: false }] };

  it('words every step of the kit in the log', () => {
    const s = newGame(rules, roster, null, at(0)).state;
    const words = (cmd: PlayCommand, foe?: string) => stepText(rules, roster, s, cmd, foe);
    expect(words({ kind: 'damage', model: 1, by: 3 })).toBe('Sven: took 3 damage');
    expect(words({ kind: 'damage', model: 0, by: -1 })).toBe('Olga: healed 1');
    expect(words({ kind: 'status', model: 0, status: 'down', on: true })).toBe('Olga: knocked down');
    expect(words({ kind: 'status', model: 0, status: 'down', on: false })).toBe('Olga: no longer knocked down');
    expect(words({ kind: 'status', model: 1, status: 'out', on: false })).toBe('Sven: back in the game');
    expect(words({ kind: 'status', model: 1, status: 'activated', on: true })).toBe('Sven: activated');
    expect(words({ kind: 'counter', model: null, id: 'gizmos', by: 1 })).toBe('Gizmos claimed (no mission set) +1');
    expect(words({ kind: 'next-round', from: 4 })).toBe('Next round (round 5)');
    expect(words({ kind: 'foe-damage', foe: 0, by: 2, max: 5 }, 'Moose')).toBe('Opponent’s Moose: took 2 damage');
  });

  it('Next round pressed in two tabs at once is one Next round; round 999 is the last', () => {
    const g = newGame(rules, roster, null, at(0));
    const a = take(rules, roster, g, { kind: 'next-round', from: 1 }, 'Next round', at(1), 'A');
    const b = take(rules, roster, g, { kind: 'next-round', from: 1 }, 'Next round', at(2), 'B');
    expect(mergeGames(rules, roster, a, b).state.round).toBe(2);
    const last = { ...g, state: { ...g.state, round: PLAY_ROUND_LIMIT } };
    expect(refusal(last, { kind: 'next-round', from: PLAY_ROUND_LIMIT })).toMatch(/last round/);
    expect(take(rules, roster, last, { kind: 'next-round', from: PLAY_ROUND_LIMIT }, 'x', at(3))).toBe(last);
  });

  it('an Undo undoes the step it names, not another tab’s later tap', () => {
    const g = newGame(rules, roster, null, at(0));
    const mine = take(rules, roster, g, { kind: 'damage', model: 0, by: 1 }, 'Olga hit', at(1), 'A');
    const theirs = take(rules, roster, mine, { kind: 'damage', model: 1, by: 2 }, 'Sven hit', at(2), 'B');
    // Tab A has not seen B's tap yet and undoes its own.
    const undone = undoStep(rules, roster, mine, at(3), 'A')!.doc;
    const merged = mergeGames(rules, roster, undone, theirs);
    expect(merged.state.models.map((m) => m.damage)).toEqual([0, 2]);
  });

  // The play view's cards compare what they read by identity: a step keeps what it leaves as it was.
  it('Next round and Undo keep every part they leave as it was as the same object, and change the rest', () => {
    const g = newGame(rules, roster, null, at(0));
    const hit = take(rules, roster, g, { kind: 'status', model: 0, status: 'activated', on: true }, 'Olga: activated', at(1), 'A');
    const next = take(rules, roster, hit, { kind: 'next-round', from: 1 }, 'Next round', at(2), 'A');
    expect(next.state.round).toBe(2);
    expect(next.state.models[0]!.activated).toBe(false);
    expect(next.state.models[0]).not.toBe(hit.state.models[0]);
    // Sven was not activated: Next round copied his model, counters and marks; the copies were dropped.
    expect(next.state.models[1]).toBe(hit.state.models[1]);
    expect(next.state.models[0]!.counters).toBe(hit.state.models[0]!.counters);
    expect(next.state.counters).toBe(hit.state.counters);
    expect(next.state.flags).toBe(hit.state.flags);
    // Undo works the state out again from the log: what it brings back equals the state before Next round, and is it.
    const back = undoStep(rules, roster, next, at(3), 'A')!.doc;
    expect(back.state).toEqual(hit.state);
    expect(back.state.models[1]).toBe(hit.state.models[1]);
    expect(back.state.models[0]).toEqual(hit.state.models[0]);
    expect(back.state.models[0]!.counters).toBe(hit.state.models[0]!.counters);
  });

  // Random interleavings of two tabs' steps: whatever order the copies meet in, one game, every step once.
  it('merging two tabs is idempotent and order-free, and counts every step once (property test)', () => {
    const rng = createRng(20261128);
    const rand = () => rng.next();
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    for (let trial = 0; trial < 30; trial++) {
      let a = newGame(rules, roster, null, at(0));
      let b = a;
      let t = 1;
      const taken = new Map<string, number>();
      for (let k = 0; k < 12; k++) {
        const tab = rand() < 0.5 ? 'A' : 'B';
        const doc = tab === 'A' ? a : b;
        const cmd: PlayCommand = pick<PlayCommand>([
          { kind: 'damage', model: pick([0, 1]), by: 1 },
          { kind: 'counter', model: null, id: 'gizmos', by: 1 },
          { kind: 'status', model: pick([0, 1]), status: 'activated', on: true },
        ]);
        const next = take(rules, roster, doc, cmd, `${tab} ${k}`, at(t++), tab);
        if (cmd.kind === 'damage') taken.set(`m${cmd.model}`, (taken.get(`m${cmd.model}`) ?? 0) + 1);
        if (cmd.kind === 'counter') taken.set('gizmos', (taken.get('gizmos') ?? 0) + 1);
        if (tab === 'A') a = next;
        else b = next;
        // Now and then the tabs read each other.
        if (rand() < 0.25) {
          const m = mergeGames(rules, roster, a, b);
          if (rand() < 0.5) a = m;
          else b = m;
        }
      }
      const ab = mergeGames(rules, roster, a, b);
      const ba = mergeGames(rules, roster, b, a);
      expect(ab.steps).toEqual(ba.steps);
      expect(ab.state).toEqual(ba.state);
      expect(mergeGames(rules, roster, ab, a)).toEqual(ab);
      expect(mergeGames(rules, roster, ab, ab)).toEqual(ab);
      const grit = rules.models(roster).map((m) => m.max!);
      expect(ab.state.models.map((m) => m.damage)).toEqual([0, 1].map((i) => Math.min(grit[i]!, taken.get(`m${i}`) ?? 0)));
      expect(ab.state.counters.gizmos).toBe(taken.get('gizmos') ?? 0);
    }
  });

  it('two tabs tapping one game through the library give one game with both taps', () => {
    const store = memoryStore();
    const game = playGame(rules);
    const tabA = new RosterLibrary(game, store, { tabId: 'A' });
    const tabB = new RosterLibrary(game, store, { tabId: 'B' });
    const saved = tabA.create(newGame(rules, roster, null, at(0)));
    tabB.reload();
    // Both tap the same model before either reads the other's write.
    const a = tabA.get(saved.id)!.roster;
    const b = tabB.get(saved.id)!.roster;
    tabA.update(saved.id, take(rules, roster, a, { kind: 'damage', model: 0, by: 1 }, 'A', at(1), 'A'));
    tabB.update(saved.id, take(rules, roster, b, { kind: 'damage', model: 0, by: 1 }, 'B', at(1), 'B'));
    tabA.reload();
    const reloaded = new RosterLibrary(game, store, { tabId: 'C' });
    expect(reloaded.getSnapshot().rosters).toHaveLength(1);
    expect(reloaded.get(saved.id)!.roster.state.models[0]!.damage).toBe(2);
    expect(tabA.get(saved.id)!.roster.state.models[0]!.damage).toBe(2);
  });
});

describe('backup files tell the truth (the format kit)', () => {
  const good = (n: number) => ({ key: `skirmish-shelf:roster:wolsung:g${n}`, entry: { envelope: 1, game: 'wolsung', id: `g${n}`, roster: { game: 'wolsung', version: 1, name: `Club ${n}` } } });
  it('a backup with no version, or the version "1" as text, is damaged, not newer; a higher one is newer', () => {
    expect(() => readBackup({ backup: 'skirmish-shelf', entries: [] } as never, 'wolsung')).toThrow(/damaged/);
    expect(() => readBackup({ backup: 'skirmish-shelf', version: '1', entries: [] } as never, 'wolsung')).toThrow(/damaged/);
    expect(() => readBackup({ backup: 'skirmish-shelf', version: 2, exportedAt: '', entries: [] }, 'wolsung')).toThrow(/newer version/);
  });
  it('one 100,000-deep entry between two good ones is refused by name; the two good ones are read', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { deep };
    const read = readBackup({ backup: 'skirmish-shelf', version: 1, exportedAt: '', entries: [good(1), { key: 'skirmish-shelf:roster:wolsung:bad', entry: deep }, good(2)] }, 'wolsung');
    expect(read.mine.map((m) => m.key)).toEqual([good(1).key, good(2).key]);
    expect(read.refused).toEqual([{ key: 'skirmish-shelf:roster:wolsung:bad', what: 'entry 2, a saved Wolsung SSG roster', why: 'it nests deeper than 60 levels, which no roster or game does' }]);
    expect(backupReport(2, read.refused)).toEqual({
      refused: true,
      text: 'Imported the backup: 2 entries added as new; nothing saved was overwritten. Not taken: entry 2, a saved Wolsung SSG roster (it nests deeper than 60 levels, which no roster or game does).',
    });
  });
  it('names each refused entry as a player knows it, and counts past the fifth', () => {
    expect(entryWords(0, 'skirmish-shelf:roster:play-heartbreaker:x')).toBe('entry 1, a Heartbreaker game in progress');
    expect(entryWords(4, 'skirmish-shelf:roster:chess:x')).toBe('entry 5');
    expect(entryWords(6, 42)).toBe('entry 7');
    const refused = Array.from({ length: 7 }, (_, i) => ({ key: `k${i}`, what: `entry ${i + 1}`, why: 'it is not an entry this site saves' }));
    expect(backupReport(0, refused).text).toBe(
      `Imported the backup: 0 entries added as new; nothing saved was overwritten. Not taken: ${refused.slice(0, 5).map((r) => `${r.what} (it is not an entry this site saves)`).join('; ')} and 2 more.`,
    );
    expect(backupReport(1, [])).toEqual({ refused: false, text: 'Imported the backup: 1 entry added as new; nothing saved was overwritten.' });
  });
});
