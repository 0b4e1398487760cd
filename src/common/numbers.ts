/**
 * How every tool writes numbers. Pure: no DOM, no React.
 *
 * Percentages have one decimal, rounded half up on the shown digit. A probability that is neither 0
 * nor 1 never shows as "0.0%" or "100.0%": below 0.05% it reads "<0.1%", and from 99.95% up (short of
 * certainty) it reads ">99.9%". Exactly 0 is "0.0%" and exactly 1 is "100.0%".
 */

/**
 * Sums of floating-point probabilities drift by ~1e-16, so anything this close to 1 counts as certain
 * (a double cannot tell 1 − 1e-16 from a rounded sum anyway). Near 0 doubles are precise, so only 0 and
 * tiny negative noise count as impossible: (1/6)^20 still shows "<0.1%".
 */
const EXACT_TOLERANCE = 1e-12;
/** Guards "round half up" against binary representation error (0.0625 * 1000 is exact, 0.1235 * 1000 is not). */
const HALF_UP_NUDGE = 1e-9;

function assertFinite(x: number, what: string): void {
  if (typeof x !== 'number' || !Number.isFinite(x)) {
    throw new RangeError(`${what} must be a finite number; got ${String(x)}. Refuse the input before formatting.`);
  }
}

/** Snaps float noise around [0, 1] to the exact ends; throws for anything that is not a probability. */
export function toProbability(p: number): number {
  assertFinite(p, 'A probability');
  if (p < -EXACT_TOLERANCE || p > 1 + EXACT_TOLERANCE) throw new RangeError(`A probability must be from 0 to 1; got ${p}.`);
  if (p <= 0) return 0;
  if (p > 1 - EXACT_TOLERANCE) return 1;
  return p;
}

/** A probability as a percentage with one decimal: 0.375 → "37.5%", 0.0004 → "<0.1%", 0.9995 → ">99.9%". */
export function formatPercent(p: number): string {
  const q = toProbability(p);
  if (q === 0) return '0.0%';
  if (q === 1) return '100.0%';
  const tenths = Math.floor(q * 1000 + 0.5 + HALF_UP_NUDGE);
  if (tenths === 0) return '<0.1%';
  if (tenths >= 1000) return '>99.9%';
  return `${(tenths / 10).toFixed(1)}%`;
}

/** A plain number with a fixed count of decimals, half up: formatNumber(1.8333, 2) → "1.83"; never "-0.00". */
export function formatNumber(x: number, digits = 2): string {
  assertFinite(x, 'A number to show');
  if (!Number.isInteger(digits) || digits < 0 || digits > 10) throw new RangeError(`digits must be a whole number from 0 to 10; got ${digits}.`);
  const scale = 10 ** digits;
  const rounded = Math.sign(x) * Math.floor(Math.abs(x) * scale + 0.5 + HALF_UP_NUDGE) / scale;
  return (rounded === 0 ? 0 : rounded).toFixed(digits);
}

/**
 * The difference between two chances in percentage points, for Compare: (0.5, 0.625) → "+12.5 points",
 * (0.625, 0.5) → "−12.5 points", equal → "no difference", a nonzero gap under 0.05 → "<0.1 points" with its sign.
 */
export function formatPointsDifference(from: number, to: number): string {
  const d = toProbability(to) - toProbability(from);
  if (Math.abs(d) < EXACT_TOLERANCE) return 'no difference';
  const sign = d > 0 ? '+' : '\u2212';
  const tenths = Math.floor(Math.abs(d) * 1000 + 0.5 + HALF_UP_NUDGE);
  if (tenths === 0) return `${sign}<0.1 points`;
  return `${sign}${(tenths / 10).toFixed(1)} points`;
}
