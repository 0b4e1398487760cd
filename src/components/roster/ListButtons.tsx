/**
 * The buttons that move or remove a model, or remove an entry, in a list drawn per place (each
 * editor keyed by its index): after the press the place holds another model or entry, so each says
 * where the focus goes, rather than leaving it on the same place's button, which now acts on another.
 */
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { focusInView } from '../tools/refocus';
import { unavailableIf } from '../tools/unavailable';
import { keepAt, type OpenModel } from './ModelFold';

/** The model just moved and the button that moved it: its editor, open at its new place, takes the press's focus and place. */
let moved: { id: string; by: -1 | 1; top: number } | null = null;

export interface MoveButtonsProps {
  /** The model's name, as its other buttons say it ("Move Brass golem up"). */
  title: string;
  index: number;
  /** How many models the roster has. */
  count: number;
  open: OpenModel;
  /** The anchor id of the model at an index (EditorProps.modelId). */
  anchorOf: (index: number) => string;
  /** Moves the model one place up (-1) or down (1) in the roster. */
  onMove: (by: -1 | 1) => void;
}

/**
 * Move up and Move down in an open model's editor. Editors are drawn per place in the list, so the
 * model's editor is another one after a move: it opens (closing the one at the old place, which now
 * holds the other model), its same button takes the focus, and the page scrolls so that button is
 * where the pressed one was, under the finger or the keyboard's next press. At the list's end the
 * button is unavailable, not disabled, so it keeps the focus.
 */
export function MoveButtons({ title, index, count, open, anchorOf, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const done = moved;
    if (done?.id !== anchorOf(index)) return;
    moved = null;
    const button = (done.by < 0 ? up : down).current;
    if (!button) return;
    button.focus({ preventScroll: true });
    keepAt(button, done.top);
  });
  const move = (by: -1 | 1) => (e: MouseEvent<HTMLButtonElement>) => {
    const id = anchorOf(index + by);
    moved = { id, by, top: e.currentTarget.getBoundingClientRect().top };
    onMove(by);
    open.show(id);
  };
  return (
    <>
      <button ref={up} type="button" className="tk-button" {...unavailableIf(index === 0, move(-1))}>
        Move {title} up
      </button>
      <button ref={down} type="button" className="tk-button" {...unavailableIf(index >= count - 1, move(1))}>
        Move {title} down
      </button>
    </>
  );
}

export interface RemoveModelButtonProps {
  /** The model's anchor id (its editor is open: this closes it). */
  anchorId: string;
  open: OpenModel;
  onRemove: () => void;
  /** The button's words ("Remove Olga from the warband"). */
  children: ReactNode;
}

/**
 * A model's Remove button. Editors are drawn per place, so the next model's editor opened in its
 * place, with its own Remove where the pressed one was: a second press (or a double tap) removed it
 * too. The editor closes instead, and the focus goes to the card now at this place (the next model's,
 * or the one before when the last went), whose button opens it; with none left, to the builder's
 * heading. `data-places-focus` tells the workbench's refocusAfterPress to leave it to this.
 */
export function RemoveModelButton({ anchorId, open, onRemove, children }: RemoveModelButtonProps) {
  const remove = (e: MouseEvent<HTMLButtonElement>) => {
    const block = e.currentTarget.closest('.rk-model');
    const blocks = block?.parentElement ? [...block.parentElement.querySelectorAll<HTMLElement>(':scope > .rk-model')] : [];
    const at = block ? blocks.indexOf(block as HTMLElement) : -1;
    // The blocks are kept per place: the one at this place (or before it) holds the model after the removal.
    const next = at < 0 ? undefined : at < blocks.length - 1 ? blocks[at] : blocks[at - 1];
    const heading = e.currentTarget.closest('.rk-root')?.querySelector('h2');
    onRemove();
    if (open.openId === anchorId) open.toggle(anchorId);
    setTimeout(() => {
      const target = next?.isConnected ? next.querySelector<HTMLElement>('.rk-model-toggle') : heading;
      if (target) focusInView(target);
    });
  };
  return (
    <button type="button" className="tk-button" data-places-focus="" onClick={remove}>
      {children}
    </button>
  );
}

export interface RemoveEntryButtonProps {
  onRemove: () => void;
  /** The button's words ("Remove Shotgun from Rat"). */
  children: ReactNode;
}

/**
 * Remove for an entry of a list drawn per place (an item, a weapon, a rule, an upgrade), inside the
 * entry's element marked `data-entry` (a fieldset, which its legend names, or a list item). The next
 * entry takes the removed one's place, its own Remove where the focus was: a second press (or a
 * double tap) removed it too. The focus goes to the entry now at that place instead; when the last
 * one went, the workbench's refocusAfterPress puts it on the block around the list.
 */
export function RemoveEntryButton({ onRemove, children }: RemoveEntryButtonProps) {
  const remove = (e: MouseEvent<HTMLButtonElement>) => {
    const entry = e.currentTarget.closest<HTMLElement>('[data-entry]');
    onRemove();
    setTimeout(() => {
      if (!entry?.isConnected) return;
      if (!entry.hasAttribute('tabindex')) entry.tabIndex = -1;
      focusInView(entry);
    });
  };
  return (
    <button type="button" className="tk-button" onClick={remove}>
      {children}
    </button>
  );
}
