/**
 * A match report opened from a `#report=` link (the opponent's, sent after their End game): shown as
 * sent, with its sides named, and kept on a tap in the campaign log of one of my saved rosters of this
 * game, seen from my side (the sender's opponent). Keeping adds one entry and changes nothing else; a
 * report already kept there is not added twice. A link that cannot be read says why.
 */
import { useId, useState } from 'react';
import { fromTheOtherSide, keptReportWrite, REPORT_OTHER_GAME, reportKeptWords, type KeepBack, type MatchReport } from '../../play/report';
import { reportFromHash } from '../../play/report-format';
import type { LogEntry } from '../../roster/campaign-log';
import { MatchReportView, ReportPrintSheet } from './MatchReport';

/** One of my saved rosters, to keep the report in. */
export interface KeepTarget<R> {
  id: string;
  name: string;
  roster: R;
}

/**
 * `keepBack` is the game's own write beside the entry (PlayRules.keepReportLater: the Arsenal
 * Campaign's week's game), loaded on the tap.
 */
export function OpenedReport<R>({ hash, game, noun, targets, onKeep, keepBack }: { hash: string; game: string; noun: string; targets: KeepTarget<R>[]; onKeep: (id: string, roster: R) => void; keepBack?: () => Promise<KeepBack<R>> }) {
  const id = useId();
  const opened = reportFromHash(hash);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [said, setSaid] = useState('');
  const [keeping, setKeeping] = useState(false);
  if (opened === null) return null;
  if (!opened.ok) {
    return (
      <p className="pk-report-refused" role="alert">
        {opened.error}
      </p>
    );
  }
  const report: MatchReport = opened.report;
  if (report.game !== game) {
    return (
      <p className="pk-report-refused" role="alert">
        {REPORT_OTHER_GAME}
      </p>
    );
  }
  const keep = async () => {
    const t = targets.find((x) => x.id === target);
    if (!t || keeping) return;
    setKeeping(true);
    try {
      const back = keepBack ? await keepBack() : undefined;
      const kept = keptReportWrite(t.roster as R & { log: readonly LogEntry[] }, fromTheOtherSide(report), back as KeepBack<R & { log: readonly LogEntry[] }> | undefined);
      if (kept.roster === null) return setSaid(kept.said ?? reportKeptWords(t.name, null));
      onKeep(t.id, kept.roster);
      setSaid([reportKeptWords(t.name, report), kept.said].filter(Boolean).join(' '));
    } catch {
      setSaid('The report could not be kept: its code did not load. Check the connection and try again.');
    } finally {
      setKeeping(false);
    }
  };
  return (
    <MatchReportView report={report} url={`${location.origin}${location.pathname}${hash}`}>
      {targets.length > 0 ? (
        <div className="pk-report-keep">
          <label className="tk-label" htmlFor={`${id}-to`}>
            Keep it in the campaign log of
          </label>
          <select id={`${id}-to`} className="tk-input" value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <button type="button" className="tk-button" onClick={() => void keep()} aria-disabled={keeping || undefined}>
            Keep the report
          </button>
        </div>
      ) : (
        <p className="tk-note">Save a {noun} of this game on this device to keep the report in its campaign log.</p>
      )}
      <p className="tk-note" role="status">
        {said}
      </p>
    </MatchReportView>
  );
}

/**
 * The opened report's print sheet, outside the screen's part like the ended game's: while a report
 * link is open it is the report that Print the report prints, not the report of the game open here.
 */
export function OpenedReportPrint({ hash, game }: { hash: string; game: string }) {
  const opened = reportFromHash(hash);
  return opened?.ok && opened.report.game === game ? <ReportPrintSheet report={opened.report} /> : null;
}
