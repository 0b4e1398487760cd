/**
 * Table mode, a laptop's choice: on the play, builder and board pages the site menu steps out of the
 * way and the game takes the screen's width (more cards side by side; the board beside the turn).
 * Kept on the device (TABLE_MODE_KEY) and applied before the page is drawn by the theme's inline
 * script (ThemeProvider.astro) as `data-table-mode` on <html>; the styles are in table-mode.css.
 * Another tab's choice is followed at once (the storage event). Below Starlight's desktop width
 * (50rem) the menu is a popover anyway, and the button is hidden.
 */
import { useSyncExternalStore } from 'react';
import { TABLE_MODE_KEY } from '../../roster/storage-keys';
import './table-mode.css';

const ATTRIBUTE = 'data-table-mode';
const isOn = () => document.documentElement.hasAttribute(ATTRIBUTE);
const off = () => false;

/** The page's one button, drawn again when it toggles (a page has one island with one). */
let redraw = () => {};

/** Table mode turned on or off in another tab (or the site's storage cleared there) reaches this page at once. */
function fromOtherTab(e: StorageEvent): void {
  if (e.key !== TABLE_MODE_KEY && e.key !== null) return;
  document.documentElement.toggleAttribute(ATTRIBUTE, e.key !== null && e.newValue === 'on');
  redraw();
}

const subscribe = (listener: () => void) => {
  redraw = listener;
  addEventListener('storage', fromOtherTab);
  return () => {
    redraw = () => {};
    removeEventListener('storage', fromOtherTab);
  };
};

function setTableMode(on: boolean): void {
  document.documentElement.toggleAttribute(ATTRIBUTE, on);
  try {
    if (on) localStorage.setItem(TABLE_MODE_KEY, 'on');
    else localStorage.removeItem(TABLE_MODE_KEY);
  } catch {
    // Storage blocked: table mode holds for this page only.
  }
  redraw();
}

/** The toggle: a pressed button while the menu is hidden. */
export function TableModeButton() {
  // The server draws it off; the page's own state follows at hydration (no mismatch).
  const on = useSyncExternalStore(subscribe, isOn, off);
  return (
    <button type="button" className="tk-button rk-table-mode" aria-pressed={on} onClick={() => setTableMode(!on)}>
      Table mode
    </button>
  );
}
