import type { Rng } from '../../src/engine';
import { cheat, flip } from '../../src/games/arsenal-campaign/odds';
import type { BenchCase } from './cases';

// The heaviest set-ups the flip-odds tool allows: a twist of three either way, and cheating from a
// hand of 13 cards dealt from the same deck as the flip.

const CARDS: number[] = [0, 14];
for (let v = 1; v <= 13; v++) for (let suit = 0; suit < 4; suit++) CARDS.push(v);

/** Draws `k` cards without replacement (partial Fisher-Yates on a copy). */
function deal(rng: Rng, k: number): number[] {
  const deck = CARDS.slice();
  for (let i = 0; i < k; i++) {
    const j = rng.int(i, deck.length - 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, k);
}

export const cases: BenchCase[] = [
  {
    name: 'arsenal flip twist +3, 10 or more',
    exact: () => flip({ target: 10, twist: 3 }).pSuccess,
    simulate: (rng, n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (Math.max(...deal(rng, 4)) >= 10) ok++;
      return ok / n;
    },
  },
  {
    name: 'arsenal flip twist -3, 6 or more',
    exact: () => flip({ target: 6, twist: -3 }).pSuccess,
    simulate: (rng, n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (Math.min(...deal(rng, 4)) >= 6) ok++;
      return ok / n;
    },
  },
  {
    name: 'arsenal cheat twist -3 with a 13-card hand, 12 or more',
    exact: () => cheat({ target: 12, twist: -3, handSize: 13, hope: 'high' }).pWithCheat,
    simulate: (rng, n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) {
        const cards = deal(rng, 17);
        if (cards.slice(0, 13).some((v) => v >= 12) || Math.min(...cards.slice(13)) >= 12) ok++;
      }
      return ok / n;
    },
  },
];
