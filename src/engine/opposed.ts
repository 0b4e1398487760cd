/**
 * Opposed rolls: two independent results compared, for pools (successes against successes) and single
 * rolls (d10 + value against d10 + value) alike. A is the attacker / active side, B the defender.
 */
import { difference, toSigned, type AnyDist, type SignedDist } from './dist';

/** Who gets the result on a tie: A, B, both sides (e.g. both hit) or neither. */
export type TieRule = 'attacker' | 'defender' | 'both' | 'none';

/** Chances that A is strictly higher, B is strictly higher, or they are equal (sum to 1). */
export interface Comparison {
  readonly pAWins: number;
  readonly pBWins: number;
  readonly pTie: number;
}

/** A comparison plus who succeeds once the tie rule is applied. */
export interface OpposedOdds extends Comparison {
  /** P(A succeeds) = pAWins + pTie when ties go to A or to both. */
  readonly pASucceeds: number;
  /** P(B succeeds) = pBWins + pTie when ties go to B or to both. */
  readonly pBSucceeds: number;
}

const TIE_RULES: readonly TieRule[] = ['attacker', 'defender', 'both', 'none'];

/** P(A > B), P(B > A), P(A = B) for independent A ~ a, B ~ b. */
export function compare(a: AnyDist, b: AnyDist): Comparison {
  const sa = toSigned(a);
  const sb = toSigned(b);
  const pb = (v: number) => (v - sb.min >= 0 && v - sb.min < sb.p.length ? sb.p[v - sb.min]! : 0);
  // Prefix and suffix sums of B's probabilities: each output is a sum of non-negative products,
  // never found by subtracting from 1.
  const n = sb.p.length;
  const bBelow = new Array<number>(n + 1).fill(0); // bBelow[i] = P(B < sb.min + i)
  const bAbove = new Array<number>(n + 1).fill(0); // bAbove[i] = P(B >= sb.min + i)
  for (let i = 0; i < n; i++) bBelow[i + 1] = bBelow[i]! + sb.p[i]!;
  for (let i = n - 1; i >= 0; i--) bAbove[i] = bAbove[i + 1]! + sb.p[i]!;
  let pAWins = 0;
  let pTie = 0;
  let pBWins = 0;
  for (let i = 0; i < sa.p.length; i++) {
    const v = sa.min + i;
    const q = sa.p[i]!;
    const j = v - sb.min; // B's index of the value v
    pAWins += q * bBelow[Math.min(Math.max(j, 0), n)]!;
    pTie += q * pb(v);
    pBWins += q * bAbove[Math.min(Math.max(j + 1, 0), n)]!;
  }
  return { pAWins, pBWins, pTie };
}

/** Applies a tie rule to a comparison. */
export function applyTieRule(c: Comparison, ties: TieRule): OpposedOdds {
  if (!TIE_RULES.includes(ties)) throw new Error(`ties must be one of ${TIE_RULES.join(', ')}, got ${String(ties)}`);
  const aGetsTie = ties === 'attacker' || ties === 'both';
  const bGetsTie = ties === 'defender' || ties === 'both';
  return {
    ...c,
    pASucceeds: Math.min(1, c.pAWins + (aGetsTie ? c.pTie : 0)),
    pBSucceeds: Math.min(1, c.pBWins + (bGetsTie ? c.pTie : 0)),
  };
}

/** Opposed roll of A ~ a against B ~ b with a tie rule. */
export function opposed(a: AnyDist, b: AnyDist, ties: TieRule): OpposedOdds {
  return applyTieRule(compare(a, b), ties);
}

/** The margin A - B (e.g. critical hits = attacker successes - defender successes). */
export function opposedMargin(a: AnyDist, b: AnyDist): SignedDist {
  return difference(a, b);
}
