/**
 * The enemy turn's small form pieces, used by its set-up, its board and the turn itself: a module of
 * their own, so a page showing one of them loads none of the others' dependencies.
 */
import { useId, type ReactNode } from 'react';

export interface SelectOption {
  id: string;
  name: string;
}

/** A labelled select of ids and names (with an empty "none" option when `none` is given). */
export function SetupSelect({ label, value, options, onChange, none }: { label: string; value: string | null; options: readonly SelectOption[]; onChange: (v: string | null) => void; none?: string }) {
  const id = useId();
  return (
    <div className="tk-field">
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="tk-input" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A board's columns (A, B, …) or rows (1, 2, …) as options, valued by their index. */
export const boardColumns = (width: number): SelectOption[] => Array.from({ length: width }, (_, x) => ({ id: String(x), name: String.fromCharCode(65 + x) }));
export const boardRows = (height: number): SelectOption[] => Array.from({ length: height }, (_, y) => ({ id: String(y), name: String(y + 1) }));

/** The board-tool link box and its Use button; `children` add buttons to the same row. */
export function BoardLinkField({ value, onChange, onUse, children }: { value: string; onChange: (link: string) => void; onUse: () => void; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="kk-turn-model">
      <div className="tk-field">
        <label className="tk-label" htmlFor={id}>
          Board link
        </label>
        <input id={id} className="tk-input" type="url" value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
      </div>
      <button type="button" className="kk-button kk-button-secondary" disabled={!value.trim()} onClick={onUse}>
        Use this board
      </button>
      {children}
    </div>
  );
}
