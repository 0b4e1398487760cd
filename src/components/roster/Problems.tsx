/**
 * A roster's problems (checkRoster's answer): the summary above the editor, each problem linking to
 * the model it is about, and the short list shown inside that model's block.
 */
import { memo, useState, type MouseEvent } from 'react';
import { modelAnchor, modelIndexOf, sameProblems, type RosterProblem } from '../../roster';

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

/**
 * Problems listed before the rest are folded away: a roster at its format's bounds can break
 * thousands of rules at once, and drawing every line on each keystroke was most of its cost (issue
 * 22, item 7). Each model's own problems are in its block too.
 */
export const PROBLEMS_SHOWN = 20;

/** Drawn again only when the problems change (a keystroke that changes none leaves the list alone). */
export const ProblemsSummary = memo(function ProblemsSummary({ problems, game, modelsField, noun }: ProblemsSummaryProps) {
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
      <ProblemList problems={problems.slice(0, PROBLEMS_SHOWN)} game={game} modelsField={modelsField} />
      {problems.length > PROBLEMS_SHOWN && <MoreProblems problems={problems.slice(PROBLEMS_SHOWN)} game={game} modelsField={modelsField} />}
    </div>
  );
}, (a, b) => sameProblems(a.problems, b.problems) && a.game === b.game && a.modelsField === b.modelsField && a.noun === b.noun);

function ProblemList({ problems, game, modelsField }: Omit<ProblemsSummaryProps, 'noun'>) {
  return (
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
  );
}

/** The problems after the first ones, in a fold drawn only while it is open. */
function MoreProblems(props: Omit<ProblemsSummaryProps, 'noun'>) {
  const [open, setOpen] = useState(false);
  const n = props.problems.length;
  return (
    <details className="rk-disclosure rk-more-problems" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{n === 1 ? 'Show 1 more problem' : `Show ${n} more problems`}</summary>
      {open && <ProblemList {...props} />}
    </details>
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
