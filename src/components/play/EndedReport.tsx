/**
 * An ended game's match report under its result, with the report's link and print sheet: loaded only
 * once a game has ended (the report's format and the link's packer are not in the page's first load).
 */
import { matchReport, opponentRoster, type GameDoc, type PlayRules } from '../../play';
import { reportHash } from '../../play/report-format';
import { MatchReportView, ReportPrintSheet } from './MatchReport';

export function EndedReport<R>({ rules, roster, doc }: { rules: PlayRules<R>; roster: R; doc: GameDoc }) {
  const report = matchReport(rules, roster, doc, opponentRoster(rules, doc));
  if (!report) return null;
  const url = `${location.origin}${location.pathname}${reportHash(report)}`;
  return (
    <>
      <MatchReportView report={report} url={url} />
      <ReportPrintSheet report={report} />
    </>
  );
}
