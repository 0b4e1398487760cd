/**
 * An ended game's match report under its result, with the report's link and print sheet: loaded only
 * once a game has ended (the report's format and the link's packer are not in the page's first load).
 */
import { type GameDoc, type PlayRules } from '../../play';
import { opponentRoster } from '../../play/end';
import { matchReport } from '../../play/report';
import { reportHash } from '../../play/report-format';
import { MatchReportView, ReportPrintSheet } from './MatchReport';

interface EndedProps<R> {
  rules: PlayRules<R>;
  roster: R;
  doc: GameDoc;
}

const reportOf = <R,>({ rules, roster, doc }: EndedProps<R>) => matchReport(rules, roster, doc, opponentRoster(rules, doc));

/** The report on screen, with its link. */
export function EndedReport<R>(props: EndedProps<R>) {
  const report = reportOf(props);
  return report ? <MatchReportView report={report} url={`${location.origin}${location.pathname}${reportHash(report)}`} /> : null;
}

/** The report's print sheet: beside the game sheet, outside the screen's part that print hides. */
export function EndedReportPrint<R>(props: EndedProps<R>) {
  const report = reportOf(props);
  return report ? <ReportPrintSheet report={report} /> : null;
}
