// @vitest-environment happy-dom
/**
 * The play view's counter is a form of its own that never submits: its number field's form holds the
 * counter's three controls alone, not every field of the page (Chromium goes over every field of the
 * focused field's form on a tap into it: PlayView.tsx, noSubmit), and Enter scores the typed number
 * without a form submission.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Counter } from '../../../src/components/play/PlayView';
import { reactRoot } from '../support/react-root';

const dom = reactRoot();

describe('the play view’s counter, a form of its own', () => {
  it('its field’s form is the counter: − , the number and +; Enter scores the number typed and submits nothing', () => {
    const changes: number[] = [];
    let submitted = 0;
    act(() => dom.root.render(<Counter def={{ id: 'vp', label: 'VP', max: 20 }} label="Your gang: VP" value={2} onChange={(by) => changes.push(by)} />));
    const input = dom.host.querySelector<HTMLInputElement>('input')!;
    const form = input.form!;
    expect(form.className).toBe('pk-counter');
    expect(form.getAttribute('role')).toBe('group');
    expect([...form.elements].map((e) => e.getAttribute('aria-label'))).toEqual(['Your gang: VP: one less', 'Your gang: VP', 'Your gang: VP: one more']);
    form.addEventListener('submit', () => submitted++);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '5');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void input.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(changes).toEqual([3]);
    // A submission that comes anyway (a browser's own) is stopped: the page stays.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).toBe(1);
  });
});
