/**
 * Draws from a finite deck without replacement. A deck is given as value counts: counts[v] is the
 * number of cards of value v (v = 0, 1, 2, ...). Exact hypergeometric formulas, no enumeration.
 */
import { trimZeros, type Dist } from './dist';
import { requireInteger } from './validate';

/** counts[v] = number of cards with value v. */
export type DeckCounts = readonly number[];

const MAX_CARDS = 100000;

function deckSize(counts: DeckCounts): number {
  if (!Array.isArray(counts) || counts.length === 0) throw new Error('counts must be a non-empty array of card counts');
  let size = 0;
  counts.forEach((c, v) => {
    size += requireInteger(`counts[${v}]`, c, 0, MAX_CARDS);
  });
  if (size === 0) throw new Error('counts must hold at least one card');
  return size;
}

/** P(all `draws` cards come from a group of `group` cards) out of `size`: C(group, draws) / C(size, draws). */
function allFrom(group: number, size: number, draws: number): number {
  if (group < draws) return 0;
  let p = 1;
  for (let i = 0; i < draws; i++) p *= (group - i) / (size - i);
  return p;
}

/**
 * The value of the card kept when `draws` cards are drawn without replacement and the highest
 * (or lowest) is kept. draws = 1 is a plain flip.
 */
export function drawKeep(counts: DeckCounts, draws: number, keep: 'highest' | 'lowest'): Dist {
  const size = deckSize(counts);
  requireInteger('draws', draws, 1, size);
  if (keep !== 'highest' && keep !== 'lowest') throw new Error(`keep must be 'highest' or 'lowest', got ${String(keep)}`);
  const out = new Array<number>(counts.length).fill(0);
  if (keep === 'highest') {
    // P(max <= v) = C(#cards <= v, draws) / C(size, draws); each step is a difference of those.
    let upTo = 0;
    let before = 0;
    for (let v = 0; v < counts.length; v++) {
      upTo += counts[v]!;
      const cdf = allFrom(upTo, size, draws);
      out[v] = Math.max(0, cdf - before);
      before = cdf;
    }
  } else {
    // P(min >= v) = C(#cards >= v, draws) / C(size, draws).
    let from = 0;
    let after = 0;
    for (let v = counts.length - 1; v >= 0; v--) {
      from += counts[v]!;
      const sf = allFrom(from, size, draws);
      out[v] = Math.max(0, sf - after);
      after = sf;
    }
  }
  return trimZeros(out);
}

/** Number of marked cards among `draws` drawn without replacement from `population` cards of which `marked` are marked. */
export function hypergeometric(population: number, marked: number, draws: number): Dist {
  requireInteger('population', population, 1, MAX_CARDS);
  requireInteger('marked', marked, 0, population);
  requireInteger('draws', draws, 0, population);
  // Draw one card at a time; dist[k] = P(k marked so far). Only non-negative terms are added.
  let dist = [1];
  for (let i = 0; i < draws; i++) {
    const left = population - i;
    const next = new Array<number>(dist.length + 1).fill(0);
    for (let k = 0; k < dist.length; k++) {
      const q = dist[k]!;
      if (q === 0) continue;
      const markedLeft = marked - k;
      next[k + 1]! += (q * markedLeft) / left;
      next[k]! += (q * (left - markedLeft)) / left;
    }
    dist = next;
  }
  return trimZeros(dist);
}

/** The deck's size and how many of its cards satisfy pred, with handSize checked against the size. */
function sizeAndMatching(counts: DeckCounts, handSize: number, pred: (value: number) => boolean): { size: number; matching: number } {
  const size = deckSize(counts);
  requireInteger('handSize', handSize, 0, size);
  let matching = 0;
  counts.forEach((c, v) => {
    if (c > 0 && pred(v)) matching += c;
  });
  return { size, matching };
}

/** Number of cards whose value satisfies pred in a hand of handSize cards. */
export function countInHand(counts: DeckCounts, handSize: number, pred: (value: number) => boolean): Dist {
  const { size, matching } = sizeAndMatching(counts, handSize, pred);
  return hypergeometric(size, matching, handSize);
}

/** P(a hand of handSize cards holds at least one card whose value satisfies pred). */
export function pHandHas(counts: DeckCounts, handSize: number, pred: (value: number) => boolean): number {
  const { size, matching } = sizeAndMatching(counts, handSize, pred);
  return Math.max(0, 1 - allFrom(size - matching, size, handSize));
}
