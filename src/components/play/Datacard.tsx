/**
 * A model's datacard on its play card and on the opponent's list: what it can do, as its builder
 * prints it, so the play card needs no trip back to the builder; folded until tapped.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { PlayState } from '../../play';

/** Draws model `index` of a roster (mine, or the opponent's from their roster); `state`, for my models, shows what the game changed (a jammed weapon struck through). */
export type DatacardDraw<R> = (roster: R, index: number, state?: PlayState) => ReactNode;

/**
 * What a model can do, as its builder prints it: `label` names the fold ("Gear and abilities");
 * `draw` comes after the page's first paint (the builder's card parts are a chunk of their own, ten
 * kB the first paint does without), null until then. Keep the object the same from draw to draw:
 * the cards compare it.
 */
export interface Datacard<R> {
  label: string;
  draw: DatacardDraw<R> | null;
}

/** The play island's datacard: `draw` as it arrives (useLater), under a label known from the start, so no card grows when it comes. */
export function useDatacard<R>(label: string, draw: DatacardDraw<R> | undefined): Datacard<R> {
  return useMemo(() => ({ label, draw: draw ?? null }), [label, draw]);
}

/** A draw of the roster's list of models (`models`): `draw` gets the model itself; a model no longer there draws nothing. */
export function listDatacard<R, M>(models: (roster: R) => readonly M[], draw: (model: M, roster: R, index: number, state?: PlayState) => ReactNode): DatacardDraw<R> {
  return (roster, index, state) => {
    const model = models(roster)[index];
    return model === undefined ? null : draw(model, roster, index, state);
  };
}

/** A model's datacard, folded: drawn only once opened (a tap on a card redraws no text no one reads). */
export function DatacardFold<R>({ datacard, roster, index, name, state }: { datacard: Datacard<R>; roster: R; index: number; name: string; state?: PlayState }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="pk-datacard" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {datacard.label}
        <span className="rk-sr-only">: {name}</span>
      </summary>
      {open && <div className="pk-datacard-body">{datacard.draw ? datacard.draw(roster, index, state) : <p className="rk-loading">Loading…</p>}</div>}
    </details>
  );
}
