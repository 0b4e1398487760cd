/**
 * A model's datacard on its play card and on the opponent's list: what it can do, as its builder
 * prints it (issue 37, "the play card is the model's datacard"), folded until tapped.
 */
import { useState, type ReactNode } from 'react';

/**
 * What a model can do, as its builder prints it: `label` names the fold ("Gear and abilities"),
 * `draw` draws model `index` of a roster (mine, or the opponent's from their roster). Keep the
 * object the same from draw to draw: the cards compare it.
 */
export interface Datacard<R> {
  label: string;
  draw: (roster: R, index: number) => ReactNode;
}

/** A datacard of the roster's list of models (`models`): `draw` gets the model itself; a model no longer there draws nothing. */
export function listDatacard<R, M>(label: string, models: (roster: R) => readonly M[], draw: (model: M, roster: R, index: number) => ReactNode): Datacard<R> {
  return {
    label,
    draw: (roster, index) => {
      const model = models(roster)[index];
      return model === undefined ? null : draw(model, roster, index);
    },
  };
}

/** A model's datacard, folded: drawn only once opened (a tap on a card redraws no text no one reads). */
export function DatacardFold({ label, name, draw }: { label: string; name: string; draw: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="pk-datacard" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {label}
        <span className="rk-sr-only">: {name}</span>
      </summary>
      {open && <div className="pk-datacard-body">{draw()}</div>}
    </details>
  );
}

