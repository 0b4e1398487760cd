/** The builder's status line (what the last action did, with Undo after a delete) and its error notice. */
import { useEffect, useRef } from 'react';

export interface Status {
  tone: 'info' | 'error';
  text: string;
  /** A deleted entry's key: the status then offers Undo. */
  undoKey?: string;
}

export interface StatusLineProps {
  status: Status | null;
  /** True while the deleted entry can still be brought back. */
  canUndo: boolean;
  onUndo: (key: string) => void;
}

export function StatusLine({ status, canUndo, onUndo }: StatusLineProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status?.undoKey) undoButton.current?.focus();
  }, [status]);
  return (
    <>
      <div className="rk-status" aria-live="polite">
        {status && status.tone === 'info' && (
          <p className="rk-status-line">
            {status.text}{' '}
            {status.undoKey && canUndo && (
              <button ref={undoButton} type="button" className="tk-button" onClick={() => onUndo(status.undoKey!)}>
                Undo
              </button>
            )}
          </p>
        )}
      </div>
      {status?.tone === 'error' && (
        <p className="rk-notice" role="alert">
          {status.text}
        </p>
      )}
    </>
  );
}
