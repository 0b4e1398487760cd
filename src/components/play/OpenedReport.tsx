/**
 * A match report opened from a `#report=` link (the opponent's, sent after their End game): shown as
 * sent, with its sides named, and kept on a tap in the campaign log of one of my saved rosters of this
 * game, seen from my side (the sender's opponent). Keeping adds one entry and changes nothing else; a
 * report already kept there is not added twice. A link that cannot be read says why.
 */
import { useId, useState } from 'react';
import { fromTheOtherSide, keptReport, REPORT_OTHER_GAME, reportKeptWords, type MatchReport } from '../../play/report';
import { reportFromHash } from '../../play/report-format';
import type { LogEntry } from '../../roster/campaign-log';
import { MatchReportView, ReportPrintSheet } from './MatchReport';

/** One of my saved rosters, to keep the report in. */
export interface KeepTarget<R> {
  id: string;
  name: string;
  roster: R;
}

export function OpenedReport<R>({ hash, game, targets, onKeep }: { hash: string; game: string; targets: KeepTarget<R>[]; onKeep: (id: string, roster: R) => void }) {
  const id = useId();
  const opened = reportFromHash(hash);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [said, setSaid] = useState('');
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
  const keep = () => {
    const t = targets.find((x) => x.id === target);
    if (!t) return;
    const kept = keptReport(t.roster as R & { log: readonly LogEntry[] }, fromTheOtherSide(report));
    if (kept === null) return setSaid(reportKeptWords(t.name, null));
    onKeep(t.id, kept);
    setSaid(reportKeptWords(t.name, report));
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
          <button type="button" className="tk-button" onClick={keep}>
            Keep the report
          </button>
        </div>
      ) : (
        <p className="tk-note">Save a roster of this game on this device to keep the report in its campaign log.</p>
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
