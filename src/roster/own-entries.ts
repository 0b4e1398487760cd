/**
 * The player's own entries on a model or a roster (version 2 of the Punkapocalyptic and Wolsung SSG
 * formats): rules the book names but does not print, with the player's text (P12, W9), and notes.
 * Written only when used, so a file without them reads and writes as it was.
 */

/** A rule the player writes up: its name and what it does, in the player's words. */
export interface OwnRule {
  name: string;
  text: string;
}

/** `owner` with `key` set to `value`, or without `key` at all when `value` is empty. */
export function withOptional<T extends object>(owner: T, key: string, value: string | readonly unknown[] | undefined): T {
  const { [key]: _, ...rest } = owner as Record<string, unknown>;
  const empty = value === undefined || value.length === 0;
  return (empty ? rest : { ...rest, [key]: value }) as T;
}
