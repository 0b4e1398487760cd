/**
 * A press whose button goes with it (a step taken and the next one opened, a gadget given to
 * another model, a banner's choice) leaves the focus on the page's body, where a screen reader
 * starts again from the top and Tab from the page's first link. `refocusAfterPress` is a container's
 * click listener in the capture phase (`onClickCapture`): it notes the pressed button's ancestors
 * and, once the press's change is drawn (React draws a click's change before the next task), puts a
 * dropped focus on the nearest of them still on the page that takes the focus (a model's block,
 * tabIndex -1) or that names where it should go (`data-refocus`, a selector inside it: the step now
 * due), else on `fallback` (the builder's heading). A focus that was not dropped is left alone, and
 * so is a press on an element marked `data-places-focus`, which puts the focus itself.
 */
export function refocusAfterPress(event: { target: EventTarget | null; currentTarget: Element }, fallback: () => HTMLElement | null | undefined = () => null): void {
  const root = event.currentTarget;
  // Only a button's press: a click on the page's words also leaves the focus on the body, as it should.
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.closest('[data-places-focus]')) return;
  const chain: Element[] = [];
  for (let el = button.parentElement; el && el !== root; el = el.parentElement) chain.push(el);
  setTimeout(() => {
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    for (const el of chain) {
      if (!el.isConnected) continue;
      const named = el.getAttribute('data-refocus');
      const target = named ? el.querySelector<HTMLElement>(named) : el.matches('[tabindex]') ? (el as HTMLElement) : null;
      if (target) return focusInView(target);
    }
    const last = fallback();
    if (last) focusInView(last);
  });
}

/**
 * Focuses `el` where the page is, scrolling only when none of it is on the screen (the change above
 * it, a removed entry taller than the one now in its place, can leave it there). The browser's own
 * scroll on focus brought a tall block's top into view, a jump away from where the player was.
 */
export function focusInView(el: HTMLElement): void {
  el.focus({ preventScroll: true });
  const { top, bottom } = el.getBoundingClientRect();
  if (bottom <= 0 || top >= innerHeight) el.scrollIntoView({ block: 'nearest' });
}
