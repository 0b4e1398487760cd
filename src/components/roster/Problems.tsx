/**
 * A roster's problems (checkRoster's answer): the summary above the editor, each problem linking to
 * the model it is about, and the short list shown inside that model's block.
 */
import type { MouseEvent } from 'react';
import { modelAnchor, modelIndexOf, type RosterProblem } from '../../roster';

/**
 * Moves focus to a model's block without changing the address: its fragment may be a share link
 * (#roster=…) that a reload must still find.
 */
function goTo(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

export interface ProblemsSummaryProps {
  problems: readonly RosterProblem[];
  game: string;
  modelsField: string;
  /** "warband", "gang". */
  noun: string;
}

export function ProblemsSummary({ problems, game, modelsField, noun }: ProblemsSummaryProps) {
  if (problems.length === 0) {
    return (
      <div className="rk-problems" data-ok="">
        <p className="rk-problems-title" role="status">
          <span aria-hidden="true">✓ </span>No problems: this {noun} follows every building rule we check.
        </p>
      </div>
    );
  }
  return (
    <div className="rk-problems">
      <p className="rk-problems-title" role="status">
        <span aria-hidden="true">⚠ </span>
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: the {noun} can still be saved, exported and printed.
      </p>
      <ul>
        {problems.map((p, i) => {
          const model = modelIndexOf(p.where, modelsField);
          return (
            <li key={`${p.where}-${i}`}>
              {model === null ? p.message : <a href={`#${modelAnchor(game, model)}`} onClick={(e) => goTo(e, modelAnchor(game, model))}>{p.message}</a>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The problems of one model, shown in its block in the editor. */
export function ModelProblems({ problems }: { problems: readonly RosterProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="rk-model-problems">
      {problems.map((p, i) => (
        <li key={`${p.where}-${i}`}>
          <span aria-hidden="true">⚠ </span>
          {p.message}
        </li>
      ))}
    </ul>
  );
}
