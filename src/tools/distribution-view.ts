/**
 * What the result components need from a probability array (index k = P(exactly k)): the rows to
 * draw and their screen-reader sentence. Tail sums, the mean and the check of a distribution are the
 * engine's (pAtLeast, atLeast, expectation, assertDist). Pure: no DOM, no React.
 */
import { pAtLeast } from '../engine';
import { formatPercent } from '../common/numbers';

/** Probabilities this small count as zero when trimming an empty tail off the chart and table. */
const ZERO = 1e-15;

/** Index of the last k worth showing (the rest is an all-zero tail); at least 0. */
export function lastShownIndex(distribution: readonly number[]): number {
  let last = distribution.length - 1;
  while (last > 0 && Math.abs(distribution[last]!) < ZERO) last--;
  return Math.max(0, last);
}

export interface ChartRow {
  /** What the row is labelled with: "3", or "≥24" for the merged tail. */
  label: string;
  /** The smallest k in the row. */
  k: number;
  p: number;
  /** The bar's length as a share of the longest bar (0–1). */
  share: number;
  /** True for the merged "k or more" row. */
  tail: boolean;
}

/**
 * One row per k up to the last nonzero chance; with more than maxRows, the last row merges
 * "k or more" so a long thin tail does not make the chart a scroll.
 */
export function chartRows(distribution: readonly number[], maxRows = 25): ChartRow[] {
  const last = lastShownIndex(distribution);
  const rows: Omit<ChartRow, 'share'>[] = [];
  const cut = last + 1 > maxRows ? maxRows - 1 : last + 1;
  for (let k = 0; k < cut; k++) rows.push({ label: String(k), k, p: distribution[k]!, tail: false });
  if (cut < last + 1) rows.push({ label: `≥${cut}`, k: cut, p: pAtLeast(distribution, cut), tail: true });
  const longest = Math.max(...rows.map((r) => r.p));
  return rows.map((r) => ({ ...r, share: longest > 0 ? Math.max(0, r.p) / longest : 0 }));
}

/**
 * A sentence for screen readers naming every bar: "Grit lost, chance of each result: 0: 37.5%, 1: 25.0%.
 * Most likely 0." The table lists the same values for anyone who wants to compare them.
 */
export function describeDistribution(what: string, rows: readonly ChartRow[]): string {
  const parts = rows.map((r) => `${r.label}: ${formatPercent(r.p)}`);
  const mode = rows.reduce((best, r) => (r.p > best.p ? r : best), rows[0]!);
  return `${what}, chance of each result: ${parts.join(', ')}. Most likely ${mode.label}.`;
}
