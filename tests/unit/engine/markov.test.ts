import { describe, expect, it } from 'vitest';
import { absorb, createRng, repeatUntilAbsorbed, type Transitions } from '../../../src/engine';
import { expectWithinSE } from './helpers';

describe('repeating an exchange until it ends', () => {
  it('matches the geometric closed form', () => {
    const r = repeatUntilAbsorbed({ win: 0.3, lose: 0.2, again: 0.5 }, 'again');
    expect(r.probabilities.win).toBeCloseTo(0.6, 15);
    expect(r.probabilities.lose).toBeCloseTo(0.4, 15);
    expect(r.probabilities.again).toBeUndefined();
    expect(r.expectedSteps).toBeCloseTo(2, 15);
  });

  it('gives the same answer as the general solver', () => {
    const r = absorb({ fight: { win: 0.3, lose: 0.2, fight: 0.5 } }, 'fight');
    expect(r.probabilities.win).toBeCloseTo(0.6, 14);
    expect(r.probabilities.lose).toBeCloseTo(0.4, 14);
    expect(r.expectedSteps).toBeCloseTo(2, 14);
  });

  it('refuses an exchange that can never end', () => {
    expect(() => repeatUntilAbsorbed({ win: 0, again: 1 }, 'again')).toThrow(/repeats forever/);
    expect(() => repeatUntilAbsorbed({ win: 0.5, again: 0.4 }, 'again')).toThrow(/sum to 1/);
    expect(() => repeatUntilAbsorbed({ win: 1 }, 'again')).toThrow(/not one of the outcomes/);
  });
});

describe('absorbing chains', () => {
  it("matches the gambler's ruin closed form for win chance and duration", () => {
    // Walk on 0..N stepping +1 with probability p, -1 with q; absorbed at 0 and N.
    const N = 7;
    const p = 0.55;
    const q = 1 - p;
    const t: Record<string, Record<string, number>> = {};
    const name = (i: number) => (i === 0 ? 'ruin' : i === N ? 'goal' : `s${i}`);
    for (let i = 1; i < N; i++) t[name(i)] = { [name(i + 1)]: p, [name(i - 1)]: q };
    for (let i = 1; i < N; i++) {
      const r = absorb(t, name(i));
      const ratio = q / p;
      const win = (1 - ratio ** i) / (1 - ratio ** N);
      expect(r.probabilities.goal).toBeCloseTo(win, 12);
      expect(r.probabilities.ruin).toBeCloseTo(1 - win, 12);
      expect(r.expectedSteps).toBeCloseTo(i / (q - p) - (N / (q - p)) * win, 10);
    }
  });

  it('agrees with a seeded simulation of a three-state fight', () => {
    // Two fighters trade blows: each state is "wounds on A / wounds on B".
    const t: Transitions = {
      fresh: { aHurt: 0.3, bHurt: 0.4, fresh: 0.3 },
      aHurt: { aDown: 0.3, both: 0.4, aHurt: 0.3 },
      bHurt: { both: 0.3, bDown: 0.4, bHurt: 0.3 },
      both: { aDown: 0.3, bDown: 0.4, both: 0.3 },
    };
    const exact = absorb(t, 'fresh');
    expect(exact.probabilities.aDown! + exact.probabilities.bDown!).toBeCloseTo(1, 12);
    const rng = createRng('markov-fight');
    const trials = 50_000;
    let aDown = 0;
    let steps = 0;
    for (let n = 0; n < trials; n++) {
      let s = 'fresh';
      while (s in t) {
        let u = rng.next();
        steps++;
        for (const [to, p] of Object.entries(t[s]!)) {
          if (u < p) {
            s = to;
            break;
          }
          u -= p;
        }
      }
      if (s === 'aDown') aDown++;
    }
    expectWithinSE(aDown, trials, exact.probabilities.aDown!);
    expect(Math.abs(steps / trials - exact.expectedSteps)).toBeLessThan(0.05);
  });

  it('lists unreachable outcomes with probability 0 and handles starting in an outcome', () => {
    const t: Transitions = { a: { x: 1 }, b: { y: 1 } };
    expect(absorb(t, 'a').probabilities).toEqual({ x: 1, y: 0 });
    expect(absorb(t, 'x')).toEqual({ probabilities: { x: 1, y: 0 }, expectedSteps: 0 });
  });

  it('throws when a reachable state can loop forever, and on malformed rows', () => {
    const loop: Transitions = { start: { a: 0.5, end: 0.5 }, a: { b: 1 }, b: { a: 1 } };
    expect(() => absorb(loop, 'start')).toThrow(/never ends from state\(s\) a, b/);
    // The same loop is fine when it cannot be reached.
    expect(absorb({ start: { end: 1 }, a: { b: 1 }, b: { a: 1 } }, 'start').probabilities.end).toBe(1);
    expect(() => absorb({ s: { s: 1 } }, 's')).toThrow(/never ends/);
    expect(() => absorb({ s: { e: 0.5 } }, 's')).toThrow(/transitions\[s\] must sum to 1/);
    expect(() => absorb({ s: { e: Number.NaN } }, 's')).toThrow(/finite/);
    expect(() => absorb({ s: { e: 1.5, f: -0.5 } }, 's')).toThrow(/probability in \[0, 1\]/);
  });
});
