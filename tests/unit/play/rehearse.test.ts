import { describe, expect, it, vi } from 'vitest';
import { everyGamesRules, example } from './examples';
import { logWords, newGame, rehearsal, rehearse, REHEARSAL, take, type GameDoc, type PlayRules } from '../../../src/play';

// The play view rehearses a round's first taps on a copy of the open game while the page is idle
// (src/play/rehearse.ts), so that a player's first taps do not compile and learn the step code: the
// rehearsal must take exactly those steps, and leave the game it was given as it was.
const at = (n: number) => new Date(Date.UTC(2026, 11, 3, 11, 0, 0, n));
const games = everyGamesRules();

const started = (rules: PlayRules<unknown>, slug: string): { doc: GameDoc; roster: unknown } => {
  const roster = rules.parse(example(slug));
  return { doc: newGame(rules, example(slug), 'r1', at(0)), roster };
};

describe('the play view’s rehearsal of a round’s first taps', () => {
  it.each(games)('%s: Take 1 damage, Activated and Next round on the first model in play, then Undo, on a copy', (slug, rules) => {
    const { doc: fresh, roster } = started(rules, slug);
    let doc = fresh;
    // The Arsenal Campaign's encounter starts with no crew hired: its first model in play is hired first.
    if (slug === 'arsenal-campaign') {
      expect(rehearsal(rules, doc)).toBeNull();
      doc = take(rules, roster, doc, { kind: 'action', model: 0, id: 'hire' }, 'hired', at(1));
    }
    const before = JSON.stringify(doc);
    const planned = rehearsal(rules, doc)!;
    expect(planned.model).toBe(0);
    expect(planned.steps.map((s) => s.kind)).toEqual(['damage', 'status', 'next-round']);
    const after = rehearse(rules, roster, doc, at(2));
    // The game given is left as it was, object for object: nothing of the rehearsal reaches it.
    expect(JSON.stringify(doc)).toBe(before);
    // The copy holds the three steps and the Undo of the last one, each taken by the rehearsal.
    const steps = after.steps.slice(doc.steps.length);
    expect(steps.map((s) => s.cmd.kind)).toEqual(['damage', 'status', 'next-round', 'undo']);
    expect(steps.every((s) => s.by === REHEARSAL)).toBe(true);
    expect(logWords(after).slice(logWords(doc).length).at(-1)).toMatch(/^Undid: Next round \(round 2\)/);
    // What the steps did, as the taps would have: 1 damage, activated, and the round as it was after Undo.
    expect(after.state.round).toBe(doc.state.round);
    expect(after.state.models[0]!.activated).toBe(true);
    expect(after.state.models[0]!.damage).toBe(doc.state.models[0]!.damage + 1);
  });

  it('rehearses nothing when no model is in play', () => {
    const [slug, rules] = games[1]!;
    const { doc, roster } = started(rules, slug);
    const allOut = { ...doc, state: { ...doc.state, models: doc.state.models.map((m) => ({ ...m, out: true })) } };
    expect(rehearsal(rules, allOut)).toBeNull();
    expect(rehearse(rules, roster, allOut, at(1))).toBe(allOut);
  });
});

describe('when the play view rehearses (rehearsal.ts)', () => {
  it('rehearses a game once, after the page is idle, and a rehearsal that throws reaches nobody', async () => {
    vi.useFakeTimers();
    try {
      const { rehearseOnce } = await import('../../../src/components/play/rehearsal');
      const [slug, rules] = games[0]!;
      const { doc, roster } = started(rules, slug);
      let read = 0;
      rehearseOnce('g1', () => (read++, { rules, roster, game: () => doc }));
      rehearseOnce('g1', () => (read++, { rules, roster, game: () => doc }));
      // Nothing in the call itself: it waits for the page to be idle (a timer here: Node has no idle callback).
      expect(read).toBe(0);
      vi.runAllTimers();
      expect(read).toBe(1);
      // A game's rules that throw: the rehearsal gives up quietly, the game is as it was.
      const broken = { ...rules, stats: () => { throw new Error('a broken card'); } } as PlayRules<unknown>;
      const before = JSON.stringify(doc);
      rehearseOnce('g2', () => ({ rules: broken, roster, game: () => doc }));
      expect(() => vi.runAllTimers()).not.toThrow();
      expect(JSON.stringify(doc)).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
