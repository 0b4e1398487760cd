/**
 * A fresh React root in a fresh element for each test of the file (happy-dom), unmounted after it:
 * `const dom = reactRoot();` then `act(() => dom.root.render(<X />))` and `dom.host.querySelector(…)`.
 * Tests render with act() and no testing library, so effects and updates flush without timers.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function reactRoot(): { readonly root: Root; readonly host: HTMLElement } {
  const dom = {} as { root: Root; host: HTMLElement };
  beforeEach(() => {
    dom.host = document.createElement('div');
    document.body.append(dom.host);
    dom.root = createRoot(dom.host);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.host.remove();
  });
  return dom;
}
