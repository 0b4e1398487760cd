// @vitest-environment happy-dom
/**
 * CountField, the whole-number box the builders and the board share: what is typed stays in the box,
 * only an in-range whole number reaches the owner, and a value changed from outside replaces the text.
 */
import { reactRoot } from '../support/react-root';
import { act, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CountField, OptionalCountField } from '../../../src/components/tools';


const dom = reactRoot();

/** A CountField for Rows, 4 to 24, owned by a parent (see owned()). */
function mount(initial: number) {
  return owned(initial, (value, onChange) => <CountField label="Rows" value={value} min={4} max={24} onChange={onChange} />);
}

/** Renders `field` owned by a parent that keeps its value; returns what reached the parent and a way to set it from outside. */
function owned<T>(initial: T, field: (value: T, onChange: (next: T) => void) => ReactNode) {
  const seen: T[] = [];
  let setFromOutside: (next: T) => void = () => {};
  function Owner() {
    const [value, setValue] = useState(initial);
    setFromOutside = setValue;
    return field(value, (next) => {
      seen.push(next);
      setValue(next);
    });
  }
  act(() => dom.root.render(<Owner />));
  return { seen, setFromOutside: (next: T) => act(() => setFromOutside(next)) };
}

const input = () => dom.host.querySelector<HTMLInputElement>('input')!;
const error = () => dom.host.querySelector('[id$="-error"]')?.textContent ?? null;
function type(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('CountField', () => {
  it('passes on an in-range whole number, and keeps a bad one in the box with a message', () => {
    const { seen } = mount(8);
    type('12');
    expect(seen).toEqual([12]);
    expect(error()).toBeNull();
    type('30');
    type('2.5');
    type('');
    expect(seen).toEqual([12]);
    expect(input().value).toBe('');
    expect(error()).toContain('Rows must be a whole number from 4 to 24.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('steps with − and + within the range, from the last good value', () => {
    const { seen } = mount(23);
    const plus = dom.host.querySelector<HTMLButtonElement>('button[aria-label="Rows: one more"]')!;
    act(() => plus.click());
    act(() => plus.click());
    expect(seen).toEqual([24]);
    expect(input().value).toBe('24');
  });

  it('a value set from outside (Undo, another model) replaces what was typed', () => {
    const { setFromOutside } = mount(8);
    type('99');
    setFromOutside(6);
    expect(input().value).toBe('6');
    expect(error()).toBeNull();
  });
});

describe('OptionalCountField', () => {
  it('an empty box means not known (null); anything else must still be in range', () => {
    const { seen } = owned<number | null>(3, (value, onChange) => <OptionalCountField label="Opponent VP" value={value} min={0} max={20} onChange={onChange} />);
    type('');
    expect(seen).toEqual([null]);
    expect(error()).toBeNull();
    type('21');
    expect(seen).toEqual([null]);
    expect(error()).toContain('Opponent VP must be a whole number from 0 to 20, or left empty.');
    // + from an empty box starts at the bottom of the range.
    type('');
    const plus = dom.host.querySelector<HTMLButtonElement>('button[aria-label="Opponent VP: one more"]')!;
    act(() => plus.click());
    expect(seen).toEqual([null, 1]);
  });
});
