/**
 * Nothing moves under a press. A click is a press and a release on the same element; when the page
 * changes height above it between the two (the problems summary catching up after typing, the editor
 * catching up, another tab's edit arriving), the release lands on another element and the click is
 * lost: a fold that does not open, a link that does not go. Playwright checks only the press's target,
 * so tests lost clicks this way too (one in about eight builds of a Heartbreaker gang on a loaded
 * machine).
 *
 * Two guards, from a press until its click:
 * - a part drawn later waits for the click and its frame (`whenReleased`, used by `useAfterPaint`), so
 *   in the common case nothing moves at all;
 * - anything else that changes the page (a draw already on its way, a storage event, a late chunk)
 *   is watched with a MutationObserver, and when the pressed element is no longer under the pointer
 *   the page is scrolled to bring it back, before the release is handled.
 */

interface Press {
  target: Element;
  /** Where the pointer went down, in the viewport. */
  x: number;
  y: number;
}

/** The held press, from pointerdown until its click (or a moment after its release, if none comes). */
let press: Press | null = null;
let watcher: MutationObserver | null = null;
let waiting: (() => void)[] = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

/** How long after a release without a click the press ends anyway (a drag that left the element). */
const NO_CLICK_MS = 100;
/** A press never holds the page longer than this (a release the page never heard of). */
const LONGEST_MS = 5000;

/** After the page changed during a press: scrolls the pressed element back under the pointer. */
function keepUnderPointer(): void {
  if (press === null || !press.target.isConnected) return;
  const box = press.target.getBoundingClientRect();
  if (press.y >= box.top && press.y < box.bottom && press.x >= box.left && press.x < box.right) return;
  scrollBy({ top: box.top + box.height / 2 - press.y, behavior: 'instant' });
}

function release(): void {
  clearTimeout(releaseTimer);
  watcher?.disconnect();
  watcher = null;
  if (press === null) return;
  press = null;
  const run = waiting;
  waiting = [];
  // After the click's own frame is painted (its draw first, then these); a press begun meanwhile
  // holds them again.
  if (run.length > 0) requestAnimationFrame(() => setTimeout(() => run.forEach(whenReleased), 0));
}

/** Starts listening for presses; a part drawn later calls it when it mounts. */
export function watchPresses(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  addEventListener(
    'pointerdown',
    (e) => {
      if (!e.isPrimary || !(e.target instanceof Element)) return;
      press = { target: e.target, x: e.clientX, y: e.clientY };
      watcher?.disconnect();
      watcher = new MutationObserver(keepUnderPointer);
      watcher.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(release, LONGEST_MS);
    },
    options,
  );
  addEventListener(
    'pointerup',
    (e) => {
      if (!e.isPrimary || press === null) return;
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(release, NO_CLICK_MS);
    },
    options,
  );
  addEventListener('click', release, options);
  addEventListener('pointercancel', release, options);
  addEventListener('blur', release);
}

/** Runs `draw` now, or once the press being held ends (after its click and the click's frame). */
export function whenReleased(draw: () => void): void {
  watchPresses();
  if (press === null) draw();
  else waiting.push(draw);
}
