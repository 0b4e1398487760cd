/**
 * d10 roll-under attribute tests and d10 + value opposed rolls. Plain versions only: a game adds its
 * own exceptions (e.g. a weapon that still rolls at 10+) on top.
 */
import { shift, type SignedDist } from './dist';
import { dieFaces } from './dice';
import { opposed, type OpposedOdds, type TieRule } from './opposed';
import { requireInteger } from './validate';

const LIMIT = 1e6;

/** P(d10 <= target): 0 when target <= 0 (automatic failure), 1 when target >= 10 (automatic success). */
export function attributeTest(target: number): number {
  requireInteger('target', target, -LIMIT, LIMIT);
  if (target <= 0) return 0;
  if (target >= 10) return 1;
  return target / 10;
}

/** The distribution of d10 + value. */
export function d10Plus(value: number): SignedDist {
  requireInteger('value', value, -LIMIT, LIMIT);
  return shift(dieFaces(10), value);
}

/** d10 + aValue against d10 + bValue: who is higher, ties settled by `ties`. */
export function opposedD10(aValue: number, bValue: number, ties: TieRule): OpposedOdds {
  requireInteger('aValue', aValue, -LIMIT, LIMIT);
  requireInteger('bValue', bValue, -LIMIT, LIMIT);
  return opposed(d10Plus(aValue), d10Plus(bValue), ties);
}
