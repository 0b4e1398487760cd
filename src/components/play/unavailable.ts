/**
 * A button that its own press can make unavailable (Heal 1 with no damage left, − at the least, Undo
 * with nothing left to undo): marked so with aria-disabled rather than disabled, so that it keeps the
 * focus of the player who pressed it, and a press on it does nothing. A disabled button drops the
 * focus to the page, where a screen reader starts again from the top.
 */
export const unavailableIf = (off: boolean, press: () => void) => ({ 'aria-disabled': off || undefined, onClick: off ? undefined : press });
