/**
 * The end of a linked game in the Table Link panel: the report both phones show (each from its own
 * side), the report's id and check code to compare across the table, and what the page says of the
 * two phones' End games (agreed, disagreeing, or one still to end). Every rule and sentence is in
 * src/play/table-link-report.ts; this only renders. Loaded with the panel.
 */
import { reportHash } from '../../play/report-format';
import { checkLine, type LinkedEnd } from '../../play/table-link-report';
import { MatchReportView } from './MatchReport';

export function LinkedReport({ end }: { end: LinkedEnd }) {
  return (
    <div className="pk-link-end">
      <p className="pk-link-check">
        <strong>{checkLine(end)}</strong>
      </p>
      <p className="tk-note" role={end.agreement === 'disagree' ? 'alert' : 'status'}>
        {end.said}
      </p>
      <MatchReportView report={end.report} url={`${location.origin}${location.pathname}${reportHash(end.report)}`} />
    </div>
  );
}
