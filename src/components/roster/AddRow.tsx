/**
 * The new entry's fields (a form) over the button that adds it (AddButton): what follows a list a
 * builder edits (ListEditor's `add`, in Lists.tsx). Its own module, so that the pages that do not use it load none of it.
 */
import type { ReactNode } from 'react';
import { AddButton, type AddButtonProps } from './controls';

export function AddRow({ fields, primary = false, off = false, ...button }: Omit<AddButtonProps, 'off' | 'primary'> & { fields: ReactNode; off?: boolean; primary?: boolean }) {
  return (
    <>
      <div className="tk-form">{fields}</div>
      <AddButton {...button} off={off} primary={primary} />
    </>
  );
}
