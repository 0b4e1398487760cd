/**
 * Matching a name typed or saved by a player against the names a rulebook prints. Rosters store the
 * book's names, and a hand-edited file may differ in case, spacing or the style of quotes and dashes
 * ("'Nades" is "‘NADES", "Half-Orc" is "Half – orc"), so every lookup goes through one normal form.
 */

const QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g; // ‘ ’ ‚ ‛ ′ ` ´ → '
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g; // “ ” „ ‟ ″ « » → "
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g; // hyphens, en/em dashes, minus → -

/** The form two names are compared in: NFKC, lower case, one style of quote and dash, single spaces. */
export function normalizeName(name: string): string {
  // Builders compare the same few names (the book's, a model's rules) many times on every draw, and
  // normalising was much of a keystroke's cost at a format's bounds: a name seen
  // before is answered from memory. Bounded, since names also come from what is typed.
  let normal = normalized.get(name);
  if (normal === undefined) {
    if (normalized.size >= SEEN_MAX) normalized.clear();
    normalized.set(name, (normal = normalForm(name)));
  }
  return normal;
}

const normalized = new Map<string, string>();

function normalForm(name: string): string {
  return name
    .normalize('NFKC')
    .replace(QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en');
}

/** True when two names are the same name by `normalizeName`. */
export function sameName(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}

/**
 * A lookup of entries by their printed name. `find` returns undefined for an unknown name (a
 * problem for checkRoster to report, never a crash).
 */
export function nameIndex<T>(entries: readonly T[], nameOf: (entry: T) => string): { find(name: string): T | undefined } {
  const byName = new Map<string, T>();
  for (const entry of entries) {
    const key = normalizeName(nameOf(entry));
    if (!byName.has(key)) byName.set(key, entry);
  }
  // A name as written, looked up before: a builder looks up every rule of every model on each
  // keystroke, and normalising is most of the cost. Bounded, since names come from what is typed.
  const seen = new Map<string, T | undefined>();
  const find = (name: string): T | undefined => {
    if (typeof name !== 'string') return undefined;
    if (seen.has(name)) return seen.get(name);
    const found = byName.get(normalizeName(name));
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(name, found);
    return found;
  };
  return { find };
}

/** Names a nameIndex remembers as written, at most (then it starts again). */
const SEEN_MAX = 2000;
