/**
 * `value` as it was a moment ago: a part drawn from it (a model editor while a text box is typed in,
 * the print sheet, the check, the saved list's lines) is drawn again only once `value` has stayed
 * the same for `quietMs` and the frame showing the last keystroke is painted, in a transition that a
 * keystroke interrupts. With `useDeferredValue` that draw started at once, and at a format's bounds
 * its commit landed before the keystroke's frame or in the next keystroke, and typing lagged.
 */
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from './useRosterLibrary';
import { watchPresses, whenReleased } from './press';

/** How long the value must stay the same (typing pauses) before the parts that follow it are drawn. */
export const QUIET_MS = 250;

/**
 * `value` a moment behind (see above) while `lag` is true, else `value` itself (and what is drawn
 * later starts from it when lagging begins). Keep the state in a component that does not read the
 * roster library (useSyncExternalStore): React draws a transition again at once, blocking, when the
 * store it read changed meanwhile, which every keystroke does.
 */
export function useAfterPaint<T>(value: T, lag = true, quietMs = QUIET_MS): T {
  const [shown, setShown] = useState(value);
  if (!lag && !Object.is(shown, value)) setShown(() => value);
  // Drawn later, never between a press and its release (press.ts).
  useEffect(watchPresses, []);
  useEffect(() => {
    if (!lag || Object.is(shown, value)) return;
    let live = true;
    const timer = setTimeout(
      () =>
        afterPaint(() =>
          whenReleased(() => {
            if (live) startTransition(() => setShown(() => value));
          }),
        ),
      quietMs,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, shown, lag, quietMs]);
  return lag ? shown : value;
}

/**
 * True while the browser prints: from its `beforeprint` to its `afterprint`, or while the page is in
 * print media (a test's emulated print, a browser that skips the events). Turned on at once
 * (flushSync), so what is drawn only for print is on the page before the browser lays it out.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = matchMedia('print');
    const set = (on: boolean) => (on ? flushSync(() => setPrinting(true)) : setPrinting(false));
    const before = () => set(true);
    // After printing, and whenever print media comes or goes: printing while the page is in print media.
    const follow = () => set(media.matches);
    addEventListener('beforeprint', before);
    addEventListener('afterprint', follow);
    media.addEventListener('change', follow);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', follow);
      media.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}

/**
 * False in the server's HTML, the hydrating render and the renders before the first transition;
 * then true. An island that draws its whole screen only once its saved data is read (the play view,
 * the builders) waits for it, so that screen is drawn in a transition: React renders it in slices of
 * a few milliseconds between which the browser paints and takes taps, where a render forced by the
 * store read (useSyncExternalStore's, always blocking) was one task of a quarter second on a phone.
 */
export function useDrawnInSlices(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  return drawn;
}
