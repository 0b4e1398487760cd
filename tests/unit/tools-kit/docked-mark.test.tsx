// @vitest-environment happy-dom
/**
 * The root's docked mark (useDock.ts's useDockedMark): tools.css keeps room below a focused input while
 * an answer is docked, keyed on an attribute of the root instead of a `:root:has()` rule that made
 * the browser search the whole page after every change (issue 37's taps). Two panels docked at once
 * (two set-ups compared) keep the mark until the last one lets go.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from '../support/react-root';
import { DOCKED_ATTR, useDockedMark } from '../../../src/components/tools/useDock';

const dom = reactRoot();

function Panel({ docked }: { docked: boolean }) {
  useDockedMark(docked);
  return null;
}

const marked = () => document.documentElement.hasAttribute(DOCKED_ATTR);

describe('useDockedMark', () => {
  it('marks the root while any panel is docked, and only then', () => {
    act(() => dom.root.render(<Panel docked={false} />));
    expect(marked()).toBe(false);
    act(() => dom.root.render(<Panel docked />));
    expect(marked()).toBe(true);
    act(() => dom.root.render(<Panel docked={false} />));
    expect(marked()).toBe(false);
  });

  it('keeps the mark until the last of two docked panels lets go, and drops it when they unmount', () => {
    const two = (a: boolean, b: boolean) => (
      <>
        <Panel docked={a} />
        <Panel docked={b} />
      </>
    );
    act(() => dom.root.render(two(true, true)));
    expect(marked()).toBe(true);
    act(() => dom.root.render(two(false, true)));
    expect(marked()).toBe(true);
    act(() => dom.root.render(two(false, false)));
    expect(marked()).toBe(false);
    act(() => dom.root.render(two(true, false)));
    expect(marked()).toBe(true);
    act(() => dom.root.render(<></>));
    expect(marked()).toBe(false);
  });
});
