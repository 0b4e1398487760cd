/**
 * Argument checks shared by the engine. Every public function validates its input with these, so a
 * bad value fails loudly with a message naming the argument instead of turning into NaN downstream.
 */

/** Throws unless `value` is an integer in [min, max]; returns it. */
export function requireInteger(name: string, value: number, min = -Infinity, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`${name} must be an integer, got ${String(value)}`);
  }
  if (value < min || value > max) {
    throw new Error(`${name} must be an integer in [${min}, ${max}], got ${value}`);
  }
  return value;
}

/** Throws unless `value` is a probability: a finite number in [0, 1]; returns it. */
export function requireProbability(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} must be a probability in [0, 1], got ${String(value)}`);
  }
  return value;
}

/** Throws unless `value` is a finite number; returns it. */
export function requireFinite(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${name} must be a finite number, got ${String(value)}`);
  }
  return value;
}
