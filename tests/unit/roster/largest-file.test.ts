/**
 * A file must tell the truth: the largest roster each format accepts exports to a file its own
 * import reads back, identical. Every list at its bound (tests/bench/largest.ts), then the campaign
 * log filled with entries of the longest text until the roster is within a few hundred characters of
 * the one bound on the whole (MAX_ROSTER_JSON); one entry more is refused in words, on import and as
 * a builder's problem. (The review's case: a Punkapocalyptic gang of 20 models, notes and a 500-entry
 * log exported a 250 kB file its own import refused.)
 */
import { describe, expect, it } from 'vitest';
import { gameManifests } from '../../../src/games/index';
import type { RosterGame } from '../../../src/roster/game';
import { MAX_FILE_CHARS, MAX_ROSTER_JSON, readRosterJson, readRosterText, rosterFileText, rosterSizeProblems } from '../../../src/roster/files';
import { MAX_LOG_ENTRIES } from '../../../src/roster/campaign-log';
import type { GameSlug } from '../../../src/common/catalog';
import { fullEntry, fullest, largestRosters } from '../../bench/largest';
import { loadBuilderData } from '../support/collections';

type Json = Record<string, unknown>;
const size = (v: unknown) => JSON.stringify(v).length;

describe.each(largestRosters())('$slug: the largest roster the format accepts', ({ slug, roster }) => {
  const m = gameManifests[slug as GameSlug];
  const game = m.roster.game(loadBuilderData(slug as GameSlug) as never) as unknown as RosterGame<unknown>;
  // In the current version (the examples are older versions, whose migration starts an empty log).
  const big = fullest(game.toJson(game.parse(roster)) as Json);

  it('exports to a file its own import reads back identical', () => {
    expect(size(big)).toBeGreaterThan(MAX_ROSTER_JSON - 20_000);
    expect(size(big)).toBeLessThanOrEqual(MAX_ROSTER_JSON);
    const parsed = game.parse(big);
    expect(size(game.toJson(parsed))).toBe(size(big));
    expect(rosterSizeProblems(parsed, game)).toEqual([]);
    const file = rosterFileText(parsed, game);
    expect(file.length).toBeLessThanOrEqual(MAX_FILE_CHARS);
    const read = readRosterText(file, game);
    expect(read.ok).toBe(true);
    expect(read.ok && rosterFileText(read.roster, game)).toBe(file);
    expect(read.ok && read.roster).toEqual(parsed);
  });

  it('one long entry more is refused in words, on import and in the builder', () => {
    const over = { ...big, log: [...(big.log as unknown[]), fullEntry(0)] };
    if ((over.log as unknown[]).length > MAX_LOG_ENTRIES) return; // the log's own bound comes first (bounds.test.ts)
    expect(() => game.parse(over)).toThrow(`a roster holds at most ${MAX_ROSTER_JSON.toLocaleString('en')}, so that its file always opens again`);
    // As parsed JSON (a link, storage) it is the roster's size that is refused; as a file, the file's.
    expect(readRosterJson(over, game)).toEqual({ ok: false, message: expect.stringMatching(/^It holds [\d,]+ characters; a roster holds at most 400,000, so that its file always opens again\.$/) });
    expect(readRosterText(JSON.stringify(over), game)).toEqual({ ok: false, message: expect.stringMatching(/^The file is 41\d kB; an? .+ file is a few kB, at most 400 kB\.$/) });
    const parsed = game.parse(big) as { log: unknown[] };
    const grown = { ...parsed, log: [...parsed.log, fullEntry(0)] };
    expect(rosterSizeProblems(grown as never, game)).toEqual([
      { where: '', message: expect.stringMatching(new RegExp(`^The ${game.noun} holds [\\d,]+ characters; a ${game.noun} holds at most 400,000 \\(so that its file always opens again\\)\\. Shorten its notes or its campaign log\\.$`)) },
    ]);
  });
});
