import type { MouseEvent } from 'react';

/**
 * A button that its own press can make unavailable (the play view's Heal 1 with no damage left, − at
 * the least, Undo with nothing left to undo; a builder's Undo last change): marked so with
 * aria-disabled rather than disabled, so that it keeps the focus of the player who pressed it, and a
 * press on it does nothing. A disabled button drops the focus to the page, where a screen reader
 * starts again from the top.
 */
export const unavailableIf = (off: boolean, press: (event: MouseEvent<HTMLButtonElement>) => void) => ({ 'aria-disabled': off || undefined, onClick: off ? undefined : press });
