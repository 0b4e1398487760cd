/**
 * The match report on screen and on paper: the scenario, both sides, the result and how it was
 * decided, the score by round, each model's fate and what the scenario pays; with its link (copied,
 * sent through the phone's share sheet, or scanned from a QR code) and Print, which prints the report
 * alone on one page. Its words come from src/play/report.ts; this only lays them out.
 */
import { useId, useState } from 'react';
import { decidedBy, fatesByFate, reportRows, reportSubtitle, reportTitle, roundTableCaption, roundTables, sideLine, IN_THE_GAME, PRINT_ROUNDS_PER_TABLE, type MatchReport } from '../../play/report';
import { QrFigure } from '../roster/QrFigure';
import './report.css';

/** The report's body: the same on screen and in print. */
/**
 * `roundsPerTable`: Infinity on screen (the table scrolls), PRINT_ROUNDS_PER_TABLE on paper (nothing
 * scrolls there). `onPaper`: each side's fates grouped by fate, so the largest rosters keep to one page.
 */
function ReportBody({ report, headingLevel, roundsPerTable = Infinity, onPaper = false }: { report: MatchReport; headingLevel: 'h2' | 'h3'; roundsPerTable?: number; onPaper?: boolean }) {
  const H = headingLevel;
  const rows = reportRows(report);
  const rounds = Math.max(0, ...rows.map((r) => r.me.rounds.length));
  const sides = report.sides.them ? (['me', 'them'] as const) : (['me'] as const);
  const fates = (side: 'me' | 'them') => report.fates.filter((f) => f.side === side);
  return (
    <>
      <H className="pk-report-title">{reportTitle(report)}</H>
      <p className="pk-report-sub">{reportSubtitle(report)}</p>
      <ul className="pk-report-sides">
        {sides.map((s) => (
          <li key={s}>{sideLine(report.sides[s]!)}</li>
        ))}
      </ul>
      <p className="pk-report-result">
        <strong>{report.result.text}</strong> {decidedBy(report)}
      </p>
      {rows.length > 0 &&
        roundTables(rounds, roundsPerTable).map(({ from, count }, t, tables) => (
          <div className="pk-report-scroll" key={from}>
            <table className="pk-report-score">
              <caption>{roundTableCaption({ from, count }, tables.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  {sides.length > 1 && <th scope="col">Side</th>}
                  {Array.from({ length: count }, (_, i) => (
                    <th scope="col" key={i}>
                      R{from + i + 1}
                    </th>
                  ))}
                  {t === tables.length - 1 && <th scope="col">Total</th>}
                </tr>
              </thead>
              <tbody>
                {rows.flatMap((row) =>
                  sides.map((s) => {
                    const cell = row[s]!;
                    return (
                      <tr key={`${row.label}-${s}`}>
                        <th scope="row">{row.label}</th>
                        {sides.length > 1 && <td>{report.sides[s]!.label}</td>}
                        {Array.from({ length: count }, (_, i) => (
                          <td key={i}>{cell.rounds[from + i] ?? ''}</td>
                        ))}
                        {t === tables.length - 1 && <td>{cell.total}</td>}
                      </tr>
                    );
                  }),
                )}
              </tbody>
            </table>
          </div>
        ))}
      {sides.map((s) =>
        fates(s).length > 0 ? (
          <div key={s} className="pk-report-fates">
            <p className="pk-report-label">{report.sides[s]!.label}: how each model ended</p>
            <ul>
              {onPaper
                ? fatesByFate(fates(s)).map((g) => (
                    <li key={g.fate}>
                      <span className={g.fate === IN_THE_GAME ? undefined : 'pk-report-fell'}>{g.fate}</span>: {g.names.join(', ')}
                    </li>
                  ))
                : fates(s).map((f, i) => (
                    <li key={i} className={f.fate === IN_THE_GAME ? undefined : 'pk-report-fell'}>
                      {f.name}: {f.fate}
                    </li>
                  ))}
            </ul>
          </div>
        ) : null,
      )}
      {report.pays.length > 0 && (
        <div className="pk-report-pays">
          <p className="pk-report-label">What the {report.scenario?.noun ?? 'game'} pays</p>
          <ul>
            {report.pays.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {report.note && <p className="pk-report-note">Note: {report.note}</p>}
    </>
  );
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The report with its link and Print. `url` is the report's whole link (this page with #report=…);
 * `children` go under the body (a "keep it" choice on an opened link).
 */
export function MatchReportView({ report, url, children }: { report: MatchReport; url: string; children?: React.ReactNode }) {
  const id = useId();
  const [sheet] = useState(canShare);
  const [copied, setCopied] = useState<boolean | null>(null);
  const print = () => {
    // Only the report prints (play.css): the page says which sheet is wanted while the browser prints.
    document.documentElement.dataset.printing = 'report';
    const done = () => {
      delete document.documentElement.dataset.printing;
      removeEventListener('afterprint', done);
    };
    addEventListener('afterprint', done);
    print_();
  };
  return (
    <section className="pk-report not-content" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="pk-report-kicker">
        Match report
      </h3>
      <ReportBody report={report} headingLevel="h3" />
      {children}
      <div className="pk-report-actions">
        <button type="button" className="tk-button" onClick={print}>
          Print the report
        </button>
        <button
          type="button"
          className="tk-button"
          onClick={() => {
            const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
            if (!clipboard) return setCopied(false);
            void clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy the report’s link
        </button>
        {sheet && (
          <button type="button" className="tk-button" onClick={() => void navigator.share({ title: reportTitle(report), url }).catch(() => undefined)}>
            Share…
          </button>
        )}
      </div>
      <label className="tk-label" htmlFor={`${id}-link`}>
        The report’s link
      </label>
      <input id={`${id}-link`} className="tk-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <p className="tk-note" role="status">
        {copied === true ? 'Copied. Whoever opens it sees this report and can keep it in a campaign log of theirs.' : copied === false ? 'Copy the link above (the browser did not let us copy it for you).' : ''}
      </p>
      <details className="pk-report-qr">
        <summary>QR code of the report’s link</summary>
        <QrFigure url={url} label="QR code of the report’s link" caption="Scan it with the other phone’s camera to open the report there, with no network." tooLong={<p className="tk-note">This report is too long for one QR code: send the link instead.</p>} />
      </details>
    </section>
  );
}

/**
 * The report as a print sheet: on the page beside the game sheet, outside the screen's part (which
 * print hides), and printed alone while Print the report asked for it (report.css).
 */
export function ReportPrintSheet({ report }: { report: MatchReport }) {
  return (
    <section className="rk-print pk-report-print" aria-label={`Print sheet of the match report: ${reportTitle(report)}`}>
      <p className="rk-print-kicker">Match report</p>
      <ReportBody report={report} headingLevel="h2" roundsPerTable={PRINT_ROUNDS_PER_TABLE} onPaper />
    </section>
  );
}

/** The browser's print, as a function of its own so the component's own `print` does not shadow it. */
const print_ = () => window.print();
