/** Small helpers for the plain-words problems roster checks report. */

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  return joinList(items, 'or');
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  return joinList(items, 'and');
}

function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** "1 fighter", "3 fighters" (regular plurals; pass `many` for the others). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A name as shown in a message: trimmed, shortened, quoted when it is not a book name. */
export function shown(name: string, max = 40): string {
  const t = name.trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/**
 * A model's name for messages and cards, or its position when it has none ("Fighter 3"): a label
 * like a name, so a message that starts with it starts with a capital, as Kuggköping's "Character 2".
 */
export function who(name: string, kind: string, index: number): string {
  return name.trim() ? shown(name) : `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${index + 1}`;
}

/** "a Kuggköping warband", "an Arsenal Campaign crew": the article before a word, by its first letter. */
export function aOrAn(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
