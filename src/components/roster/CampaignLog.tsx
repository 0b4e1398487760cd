/**
 * The campaign log of the open roster, shared by every builder: its entries as a timeline (the
 * oldest first), a form to enter a game, a step between games or a note by hand, and the game's own
 * steps after a game (`children`, one screen at a time), which write into the roster and the log
 * through the same `onChange` (so "Undo last change" takes any of them back). A step whose snapshot
 * the builder kept (src/roster/step-undo.ts, also after a reload) has "Undo this step", and removing
 * it asks whether to undo what it changed too; an undo is one more change through `onChange`, so
 * "Undo last change" takes it back. The pure parts are src/roster/campaign-log.ts and step-undo.ts.
 */
import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { addLogEntry, hasLog, logEntry, logLine, removeLogEntry, today, LOG_KINDS, MAX_LOG_TEXT, type LogEntry, type LogKind, type WithLog } from '../../roster/campaign-log';
import { undoableEntries, type StepGame, type StepSnapshot } from '../../roster/step-undo';
import type { Asking } from './StepQuestion';
import { ChoiceField, TextField } from './controls';
import { Fold } from './ModelFold';

// The question before a step is undone, with the undo itself: loaded when a player asks (lazy
// drops its generic: the roster it gives back is the one handed in, R).
const StepQuestion = lazy(() => import('./StepQuestion'));

const KIND_WORDS: Record<LogKind, string> = { game: 'Game played', step: 'Step between games', note: 'Note' };

export interface CampaignLogProps<R extends WithLog> {
  roster: R;
  onChange: (next: R, group?: string) => void;
  /** The game's steps after a game (writing into the roster and its log), shown above the timeline. */
  children?: ReactNode;
  /** The open roster's saved id (its fold's open state is remembered per roster), null for a shared one. */
  openId: string | null;
  /** The snapshots of the steps that can be undone from the log (none: no step offers Undo). */
  steps?: readonly StepSnapshot[];
  /** The game (to read a snapshot back and name what it brings back); needed with `steps`. */
  game?: StepGame<R>;
}

/** Whether a roster keeps a campaign log (every version-2 roster does). */
export { hasLog };

/** The timeline: one list item per entry, the kind and date first. */
export function LogTimeline({
  log,
  onRemove,
  undoable,
  onUndo,
  asking,
}: {
  log: readonly LogEntry[];
  onRemove?: (index: number) => void;
  /** The entries that offer "Undo this step", by index. */
  undoable?: ReadonlyMap<number, unknown>;
  onUndo?: (index: number) => void;
  /** What is shown under entry `index` (the question asked about it), if anything. */
  asking?: (index: number) => ReactNode;
}) {
  if (log.length === 0) return <p className="tk-note">Nothing in the log yet: games and the steps between them appear here, oldest first.</p>;
  return (
    <ol className="rk-log">
      {log.map((e, i) => (
        <li key={i} className="rk-log-entry">
          <p>
            <span className="rk-log-kind">{KIND_WORDS[e.kind]}</span> · <time dateTime={e.date}>{e.date}</time>
          </p>
          <p>
            <strong>{e.title}</strong>
          </p>
          {e.changes.length > 0 && (
            <ul className="rk-text-list">
              {e.changes.map((c, j) => (
                <li key={j}>{c}</li>
              ))}
            </ul>
          )}
          {(onRemove || (onUndo && undoable?.has(i))) && (
            <div className="rk-row">
              {onUndo && undoable?.has(i) && (
                <button type="button" className="tk-button" onClick={() => onUndo(i)} aria-label={`Undo this step: ${e.title}`}>
                  Undo this step
                </button>
              )}
              {onRemove && (
                <button type="button" className="tk-button" onClick={() => onRemove(i)} aria-label={`Remove log entry ${i + 1}: ${e.title}`}>
                  Remove
                </button>
              )}
            </div>
          )}
          {asking?.(i)}
        </li>
      ))}
    </ol>
  );
}

/** The log as the print sheet shows it: one line per entry. */
export function PrintedLog({ log }: { log: readonly LogEntry[] }) {
  if (log.length === 0) return null;
  return (
    <section className="rk-print-log" aria-label="Campaign log">
      <h3>Campaign log</h3>
      <ol>
        {log.map((e, i) => (
          <li key={i}>{logLine(e)}</li>
        ))}
      </ol>
    </section>
  );
}

export function CampaignLog<R extends WithLog>({ roster, onChange, children, openId, steps = [], game }: CampaignLogProps<R>) {
  const headingId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const undoable = useMemo(() => (game ? undoableEntries(steps, roster.log) : new Map<number, StepSnapshot>()), [game, steps, roster.log]);
  // The question follows its entry: gone when the entry left the log or its snapshot did.
  const open = asking && undoable.get(asking.index) === asking.snap ? asking : null;
  const ask = (index: number, remove: boolean) => {
    const snap = undoable.get(index);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDone('');
    if (snap) setAsking({ index, snap, remove });
    else if (remove) onChange(removeLogEntry(roster, index));
  };
  const close = () => {
    setAsking(null);
    opener.current?.focus();
  };
  const finish = (next: R, words: string) => {
    setAsking(null);
    setDone(words);
    onChange(next);
    requestAnimationFrame(() => doneRef.current?.focus());
  };
  const [kind, setKind] = useState<LogKind>('game');
  const [date, setDate] = useState(today());
  const [title, setTitle] = useState('');
  const [changes, setChanges] = useState('');
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const add = () => {
    onChange(addLogEntry(roster, logEntry(kind, title, changes.split('\n'), date)));
    setTitle('');
    setChanges('');
  };
  return (
    <section className="rk-campaign" aria-labelledby={headingId}>
      {/* Folded, so a builder still fits a phone: the log is used between games, not at the table. */}
      <Fold name={`campaign-log:${openId ?? 'shared'}`} summary={<span id={headingId}>Campaign log: {roster.log.length === 1 ? '1 entry' : `${roster.log.length} entries`}</span>}>
      {children}
      {done && (
        <p role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      )}
      <LogTimeline
        log={roster.log}
        onRemove={(i) => ask(i, true)}
        undoable={undoable}
        onUndo={(i) => ask(i, false)}
        asking={(i) =>
          open?.index === i && game ? (
            <Suspense fallback={<p className="rk-loading">Loading…</p>}>
              <StepQuestion asking={open} roster={roster} steps={steps} game={game}
                onCancel={close}
                onRemoveOnly={(words) => finish(removeLogEntry(roster, i), words)}
                onUndo={(undone) => finish(undone.roster as R, undone.done)}
              />
            </Suspense>
          ) : null
        }
      />
      <details className="rk-disclosure">
        <summary>Write an entry by hand</summary>
        <div className="tk-form">
          <ChoiceField label="Kind of entry" value={kind} options={LOG_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] }))} onChange={(v) => setKind(v as LogKind)} />
          <TextField label="Date (YYYY-MM-DD)" value={date} onChange={setDate} maxLength={10} hint={dateOk ? undefined : 'Write the date as 2026-11-26.'} />
          <TextField label="What it was" value={title} onChange={setTitle} maxLength={MAX_LOG_TEXT} placeholder="Mission 1: won" />
          <TextField label="What changed (one per line)" value={changes} onChange={setChanges} maxLength={MAX_LOG_TEXT * 10} rows={3} />
        </div>
        <div className="rk-row">
          <button type="button" className="tk-button rk-primary" disabled={!dateOk || title.trim() === ''} onClick={add}>
            Add to the log
          </button>
        </div>
      </details>
      </Fold>
    </section>
  );
}
