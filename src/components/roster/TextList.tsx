/**
 * One part of a model's texts (.rk-texts in builder-shared.css): a bold lead-in (.rk-sub) over a
 * list with one item per entry (each an li with its key); nothing at all when there are no entries.
 */
import type { ReactNode } from 'react';

export function TextList<T>({ title, items, item }: { title: string; items: readonly T[]; item: (entry: T) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="rk-sub">{title}</p>
      <ul>{items.map(item)}</ul>
    </>
  );
}
