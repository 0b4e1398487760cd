// @vitest-environment happy-dom
/**
 * usePrinting: the print sheets (a builder's, the play view's game sheet) are on the page only while
 * the browser prints, so the hook must turn on before the browser lays the page out for print, from
 * either signal a browser gives: the beforeprint event, or the page entering print media.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrinting } from '../../../src/components/roster/useAfterPaint';
import { reactRoot } from '../support/react-root';

function Sheet() {
  return usePrinting() ? <p className="sheet">The print sheet</p> : null;
}

/** A print media query the test can turn on and off, as emulated print media does. */
class PrintMedia extends EventTarget {
  matches = false;
  readonly media = 'print';
  set(on: boolean): void {
    this.matches = on;
    this.dispatchEvent(new Event('change'));
  }
}

const dom = reactRoot();
let media: PrintMedia;

beforeEach(() => {
  media = new PrintMedia();
  vi.stubGlobal('matchMedia', (query: string) => (query === 'print' ? media : window.matchMedia(query)));
});
afterEach(() => vi.unstubAllGlobals());

const sheet = () => dom.host.querySelector('.sheet')?.textContent ?? null;

describe('usePrinting', () => {
  it('draws nothing on screen', () => {
    act(() => dom.root.render(<Sheet />));
    expect(sheet()).toBeNull();
  });

  it('draws the sheet within beforeprint itself, before the browser lays out the page for print, and removes it after', () => {
    act(() => dom.root.render(<Sheet />));
    // A listener added after the hook's runs after it, still inside the event: the sheet is there.
    let seenDuringEvent: string | null = null;
    const late = () => (seenDuringEvent = sheet());
    addEventListener('beforeprint', late);
    act(() => {
      dispatchEvent(new Event('beforeprint'));
    });
    removeEventListener('beforeprint', late);
    expect(seenDuringEvent).toBe('The print sheet');
    act(() => {
      dispatchEvent(new Event('afterprint'));
    });
    expect(sheet()).toBeNull();
  });

  it('draws the sheet while the page is in print media (no beforeprint), and not after it', () => {
    act(() => dom.root.render(<Sheet />));
    act(() => media.set(true));
    expect(sheet()).toBe('The print sheet');
    act(() => media.set(false));
    expect(sheet()).toBeNull();
  });

  it('keeps the sheet after afterprint while the page is still in print media', () => {
    act(() => dom.root.render(<Sheet />));
    act(() => media.set(true));
    act(() => {
      dispatchEvent(new Event('afterprint'));
    });
    expect(sheet()).toBe('The print sheet');
  });
});
