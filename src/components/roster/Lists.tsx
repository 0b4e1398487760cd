/**
 * A list a builder edits entry by entry: each entry as its editor draws it, with a Remove button after
 * it, then what adds an entry (the new entry's fields and its button: `AddRow`). The Arsenal
 * Campaign's weeks (upgrades, Barter, injuries, losses), Wolsung's gear and Kuggköping's turn set-up
 * draw their lists through it. It imports nothing of the kit, and the kit's index does not export it:
 * a page that does not use it loads none of it, and the kit's shared chunks stay as they are (the
 * Kuggköping play page has no room to spare).
 */
import type { Key, ReactNode } from 'react';

export interface ListEditorProps<T> {
  items: readonly T[];
  /** What entry k shows; its Remove button (with `remove`) follows it. */
  children: (item: T, k: number) => ReactNode;
  /** React's key of entry k (its place by default). */
  keyOf?: (item: T, k: number) => Key;
  /**
   * `ul`: the entries are the items of a list of class `className` (none drawn while there are no
   * entries, unless `keepEmpty`); `div`: each entry is a block of its own, in the flow of the form.
   */
  as?: 'ul' | 'div';
  className?: string;
  keepEmpty?: boolean;
  /** Each entry's class (`.rk-row`, the entry and its button on one line, by default). */
  itemClassName?: string;
  /** Entry k's Remove button: its words (which name the entry) and what it does. */
  remove?: { label: (item: T, k: number) => string; onRemove: (k: number) => void };
  /** What adds an entry, after the list: the new entry's fields and its button (`AddRow`, in controls.tsx). */
  add?: ReactNode;
}

export function ListEditor<T>({ items, children, keyOf = (_, k) => k, as = 'ul', className, keepEmpty = false, itemClassName = 'rk-row', remove, add }: ListEditorProps<T>) {
  const entry = (item: T, k: number) => (
    <>
      {children(item, k)}
      {remove && (
        <button type="button" className="tk-button" onClick={() => remove.onRemove(k)}>
          {remove.label(item, k)}
        </button>
      )}
    </>
  );
  const Item = as === 'ul' ? 'li' : 'div';
  const entries = items.map((item, k) => (
    <Item key={keyOf(item, k)} className={itemClassName}>
      {entry(item, k)}
    </Item>
  ));
  return (
    <>
      {as === 'div' ? entries : (keepEmpty || items.length > 0) && <ul className={className}>{entries}</ul>}
      {add}
    </>
  );
}
