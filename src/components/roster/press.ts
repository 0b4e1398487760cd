/**
 * Nothing moves under a press. A click is a press and a release on the same element; when a part
 * drawn later (the problems summary after typing pauses, the editor catching up) changes height
 * between the two, the release lands on another element and the click is lost: a fold that does not
 * open, a link that does not go. Playwright checks only the press's target, so tests lost clicks
 * this way too (one in about eight builds of a Heartbreaker gang on a loaded machine).
 *
 * So a part drawn later waits while a press is held (`whenReleased`), and one already on its way
 * when the press began keeps the pressed element where it was (`keepPressedInPlace`, called after
 * it is drawn, before the frame is painted).
 */

interface Press {
  target: Element;
  /** Where the target was when pressed; measured only when a draw was on its way (see `inFlight`). */
  top: number | null;
}

/** The held press, from pointerdown until its click (or a moment after its release, if none comes). */
let press: Press | null = null;
let waiting: (() => void)[] = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let watching = false;
/** Draws handed to React (a transition) and not yet committed: a press that starts now may see one land. */
let inFlight = 0;

/** How long after a release without a click the press ends anyway (a drag that left the element). */
const NO_CLICK_MS = 100;
/** A press never holds the page longer than this (a release the page never heard of). */
const LONGEST_MS = 5000;

function release(): void {
  clearTimeout(releaseTimer);
  if (press === null) return;
  press = null;
  const run = waiting;
  waiting = [];
  // After the click's own frame is painted (its draw first, then this one); a press begun meanwhile
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
      // Measuring forces a layout (the pointer's hover has changed styles): only when it may be needed.
      press = { target: e.target, top: inFlight > 0 ? e.target.getBoundingClientRect().top : null };
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

/** Runs `draw` now, or once the press being held ends (after its click). */
export function whenReleased(draw: () => void): void {
  watchPresses();
  if (press === null) draw();
  else waiting.push(draw);
}

/**
 * After a part drawn later is committed while a press is held: scrolls the page so the pressed element
 * is where the press found it (the same correction the browser's scroll anchoring makes, which picks
 * its own anchor, often the summary that changed).
 */
export function keepPressedInPlace(): void {
  if (press === null || press.top === null || !press.target.isConnected) return;
  const top = press.target.getBoundingClientRect().top;
  const moved = top - press.top;
  if (Math.abs(moved) >= 1) scrollBy({ top: moved, behavior: 'instant' });
  press.top = press.target.getBoundingClientRect().top;
}

/** A draw handed to React (`landed` once it is committed or dropped). */
export function drawStarted(): void {
  inFlight += 1;
}

export function drawLanded(): void {
  inFlight = Math.max(0, inFlight - 1);
}
