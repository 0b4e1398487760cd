import { describe, expect, it } from 'vitest';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import type { Roster } from '../../../src/games/heartbreaker/roster-format';
import { newGame, readyToEnd, take } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { example } from './examples';

describe('a write-back loaded after the first paint (writeBackLater)', () => {
  const book = heartbreakerBookData();
  const json = example('heartbreaker');

  it('is not in the rules the page starts with, and readyToEnd brings it: End game then writes the Epilogue’s part', async () => {
    const rules = heartbreakerPlay(book);
    expect(rules.writeBack).toBeUndefined();
    const ready = await readyToEnd(rules);
    expect(ready.writeBack).toBeTypeOf('function');
    const gang = rules.parse(json);
    let doc = newGame(rules, json, 'r1', new Date('2026-11-29T10:00:00Z'));
    doc = take(rules, gang, doc, { kind: 'status', model: 0, status: 'down', on: true }, 'down', new Date('2026-11-29T10:01:00Z'));
    const after = rosterAfterGame(ready, gang, gang, doc, 'win', '', new Date('2026-11-29T11:00:00Z'));
    expect(after.pending?.outcome).toBe('won');
    // Without it, End game would have written no Epilogue part at all.
    expect(rosterAfterGame(rules, gang, gang, doc, 'win', '', new Date('2026-11-29T11:00:00Z')).pending).toBeUndefined();
  });

  it('rules that have a write-back already are ready as they are', async () => {
    const rules = { ...heartbreakerPlay(book), writeBack: (saved: Roster) => ({ roster: saved, changes: [] }) };
    expect(await readyToEnd(rules)).toBe(rules);
  });
});
