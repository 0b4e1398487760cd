/**
 * The question asked under a campaign log entry before its step is undone (what comes back, from
 * the snapshot) or the reason it cannot be; for a removal, whether to undo what it changed too. Focus
 * moves into it. Loaded by CampaignLog.tsx only when a player asks (it carries the undo itself,
 * src/roster/step-undo-apply.ts), so no builder's or play page's first load carries it.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { WithLog } from '../../roster/campaign-log';
import { stepTitle, type StepGame, type StepSnapshot } from '../../roster/step-undo';
import { removeQuestion, undoQuestion, undoStep, wordsRemoved } from '../../roster/step-undo-apply';

/** A question about one entry of the log: undo its step, or remove it (and maybe undo it too). */
export interface Asking {
  index: number;
  snap: StepSnapshot;
  remove: boolean;
}

/**
 * The question under an entry before its step is undone (what comes back, from the snapshot), or the
 * reason it cannot be; for a removal, whether to undo what it changed too. Focus moves into it.
 */
export function StepQuestion<R extends WithLog>({ asking, roster, steps, game, onUndo, onRemoveOnly, onCancel }: {
  asking: Asking;
  roster: R;
  steps: readonly StepSnapshot[];
  game: StepGame<R>;
  onUndo: (undone: { roster: R; done: string }) => void;
  /** Remove the words alone; `done` says so. */
  onRemoveOnly: (done: string) => void;
  onCancel: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [asking]);
  const result = useMemo(() => undoStep(game, steps, asking.snap, roster), [game, steps, asking.snap, roster]);
  const words = undoQuestion(game, asking.snap);
  const label = asking.remove ? `Remove “${stepTitle(asking.snap)}”?` : words.question;
  return (
    <div className="rk-ask" role="group" aria-label={label}>
      {asking.remove && <p>{removeQuestion(asking.snap, game.noun)}</p>}
      {result.ok ? (
        <>
          {!asking.remove && (
            <p>
              <strong>{words.question}</strong>
            </p>
          )}
          <ul className="rk-text-list">
            {words.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p role="alert">{result.reason}</p>
      )}
      <div className="rk-row">
        {result.ok && (
          <button ref={first} type="button" className="tk-button rk-primary" onClick={() => onUndo(result)}>
            {asking.remove ? 'Undo what it changed and remove it' : 'Undo the step'}
          </button>
        )}
        {asking.remove && (
          <button ref={result.ok ? undefined : first} type="button" className="tk-button" onClick={() => onRemoveOnly(wordsRemoved(asking.snap, game.noun))}>
            Remove the words only
          </button>
        )}
        <button ref={result.ok || asking.remove ? undefined : first} type="button" className="tk-button" onClick={onCancel}>
          {result.ok || asking.remove ? 'Cancel' : 'Close'}
        </button>
      </div>
    </div>
  );
}

export default StepQuestion;
