/**
 * Keyboard moves on the board's grid of buttons (the WAI-ARIA grid pattern): the space that gets
 * focus after a key, or null when the key is not a grid move. Pure, so the page only wires it up.
 */
import type { Space } from '../board';

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
}

/** Arrows: one space; Home/End: the row's first/last space (with Ctrl: the board's); PageUp/PageDown: 4 rows. */
export function nextFocus(space: Space, press: GridKey, width: number, height: number): Space | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  switch (press.key) {
    case 'ArrowLeft':
      return { x: clamp(space.x - 1, width), y: space.y };
    case 'ArrowRight':
      return { x: clamp(space.x + 1, width), y: space.y };
    case 'ArrowUp':
      return { x: space.x, y: clamp(space.y - 1, height) };
    case 'ArrowDown':
      return { x: space.x, y: clamp(space.y + 1, height) };
    case 'Home':
      return press.ctrlKey ? { x: 0, y: 0 } : { x: 0, y: space.y };
    case 'End':
      return press.ctrlKey ? { x: width - 1, y: height - 1 } : { x: width - 1, y: space.y };
    case 'PageUp':
      return { x: space.x, y: clamp(space.y - 4, height) };
    case 'PageDown':
      return { x: space.x, y: clamp(space.y + 4, height) };
    default:
      return null;
  }
}
