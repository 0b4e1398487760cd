/**
 * What every game's steps between games share (Kuggköping's campaign steps, Heartbreaker's arc,
 * Arsenal's week): `run` applies a pure step to the roster through the workbench's onChange, and a
 * reader's mistake (an InputError from the step) is shown beside it instead of changing anything;
 * `messages` is that error, or what the last step did. useGuidedSteps is the sequence that opens the next step due.
 */
import { useState, type ReactNode } from 'react';
import { InputError } from '../../common/input-error';
import { nextStep, sequenceLine, statusWords, type SequenceStep } from '../../roster';
import { unavailableIf } from '../tools/unavailable';

export function useStepRunner<R>(onChange: (next: R) => void): {
  /** `done` is said once the step is written; a function is asked then (for what the step did on its way). */
  run: (step: () => R, done?: string | (() => string)) => boolean;
  clear: () => void;
  messages: ReactNode;
} {
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const run = (step: () => R, done: string | (() => string) = '') => {
    try {
      onChange(step());
      setError('');
      setStatus(typeof done === 'function' ? done() : done);
      return true;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      setError(e.message);
      setStatus('');
      return false;
    }
  };
  const clear = () => {
    setError('');
    setStatus('');
  };
  const messages = (
    <>
      {error && (
        <p className="tk-field-error" role="alert">
          {error}
        </p>
      )}
      {status && <p role="status">{status}</p>}
    </>
  );
  return { run, clear, messages };
}

/**
 * The steps between games as a guided sequence (../../roster/step-sequence.ts): the first step still
 * due is open, the list shows every step in the book's order with where it stands, and any step is a
 * tap away. Call `follow()` after a step is taken (or use `run` from useGuidedSteps' runner) so the
 * sequence moves on to the next step due instead of staying on the one just done.
 * Returns [open step, the sequence's list, follow].
 */
export function useGuidedSteps<S extends string>(label: string, steps: readonly SequenceStep<S>[], clear: () => void): [S, ReactNode, () => void] {
  const [picked, setPicked] = useState<S | null>(null);
  const next = nextStep(steps);
  const step = (picked !== null && steps.some((s) => s.value === picked) ? picked : next) ?? ('' as S);
  const view = (
    <nav className="rk-sequence" aria-label={label}>
      <p className="rk-sequence-line" role="status">
        {sequenceLine(steps)}
      </p>
      <ol className="rk-sequence-steps">
        {steps.map((s) => (
          <li key={s.value} data-status={s.status}>
            <button
              type="button"
              className="rk-sequence-step"
              aria-current={s.value === step ? 'step' : undefined}
              onClick={() => {
                setPicked(s.value);
                clear();
              }}
            >
              <span className="rk-sequence-label">{s.label}</span>
              <span className="rk-sequence-status">{statusWords(s)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
  return [step, view, () => setPicked(null)];
}

/**
 * On the element around a guided sequence and its open step: a step taken opens the next one due
 * and takes its own button away, and the focus then goes to that step in the sequence's list, which
 * says its name and where it stands (src/components/tools/refocus.ts).
 */
export const FOCUS_STEP_DUE = { 'data-refocus': '.rk-sequence [aria-current="step"]' } as const;

/** A step's button: the main one of its screen (.rk-primary), 44 px like every kit button. */
export function StepButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className="tk-button rk-primary" {...unavailableIf(!!disabled, onClick)}>
      {children}
    </button>
  );
}
