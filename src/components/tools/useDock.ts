/**
 * What the docked answer needs to know about the page, without doing layout work while it scrolls:
 * one IntersectionObserver says whether the full results are below the screen (the answer is then
 * docked at its bottom), and one ResizeObserver says whether the results column scrolls inside itself
 * (it then takes keyboard focus) and how tall the dock is (the page keeps that much room at the bottom
 * when it scrolls a focused input into view). Both call back only when something changes.
 */
import { useEffect, useState } from 'react';

/**
 * True while `results` lies wholly below the viewport: the answer above it is then stuck to the bottom
 * of the screen over the inputs. Off (false) without IntersectionObserver, or when not `enabled`.
 */
export function useBelowViewport(results: HTMLElement | null, enabled: boolean): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (!enabled || !results || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      const e = entries[entries.length - 1]!;
      const bottom = e.rootBounds?.bottom ?? window.innerHeight;
      setBelow(!e.isIntersecting && e.boundingClientRect.top >= bottom);
    });
    io.observe(results);
    return () => io.disconnect();
  }, [results, enabled]);
  return enabled && below;
}

/**
 * The answer's height, kept on its panel as ANSWER_HEIGHT_VAR (a jump to the full results leaves that
 * much room above them, so the answer shows too) and, while it docks, on the root element as
 * DOCK_HEIGHT_VAR (the room the page keeps at the bottom when it scrolls a focused input into view).
 */
export const ANSWER_HEIGHT_VAR = '--tk-answer-height';
export const DOCK_HEIGHT_VAR = '--tk-dock-height';

export function useAnswerHeight(answer: HTMLElement | null, panel: HTMLElement | null, docks: boolean): void {
  useEffect(() => {
    if (!answer || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.borderBoxSize?.[0];
      const height = `${Math.ceil(box ? box.blockSize : answer.getBoundingClientRect().height)}px`;
      panel?.style.setProperty(ANSWER_HEIGHT_VAR, height);
      if (docks) root.style.setProperty(DOCK_HEIGHT_VAR, height);
    });
    ro.observe(answer);
    return () => {
      ro.disconnect();
      if (docks) root.style.removeProperty(DOCK_HEIGHT_VAR);
    };
  }, [answer, panel, docks]);
}

/**
 * The root element's mark while an answer or the comparison's dock is docked at the bottom of the
 * screen: tools.css then keeps that much room below a focused input. An attribute set here, not a
 * `:root:has()` rule: with that rule the browser restyled the root and searched the whole page again
 * after any change anywhere (every tap in the play view: about 1 ms a tap with the CPU slowed 4×).
 * Several panels may dock at once (two set-ups compared): the mark stays until the last lets go.
 */
export const DOCKED_ATTR = 'data-tk-docked';
const docking = new Set<object>();

export function useDockedMark(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const holder = {};
    docking.add(holder);
    document.documentElement.setAttribute(DOCKED_ATTR, '');
    return () => {
      docking.delete(holder);
      if (docking.size === 0) document.documentElement.removeAttribute(DOCKED_ATTR);
    };
  }, [on]);
}

/** Moves focus to the element with this id and scrolls it into view (smoothly unless the reader asked for less motion). */
export function focusTarget(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus({ preventScroll: true });
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
