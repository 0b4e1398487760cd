/**
 * The rival's match report kept in a Heartbreaker gang (issue 35: nothing typed twice): besides its
 * log entry it leaves the Epilogue's part as End game on this gang's own phone would have
 * (campaign.ts keptReportWriteBack): the result, the rival and its fighters Taken Down with the
 * Bounties this gang knows of, this gang's fighters Taken Down, and the scenario with what it pays
 * this gang, worked out from this gang's side of the score (HB 503-511). The rival's sheet comes with
 * the report (its side's `sheet`: its resources for a claim, HB 1252, and the Bounty on each of its
 * fighters, H11); a report made before it carried one leaves them to this gang's record, or to the
 * Epilogue's fields. Pure.
 */
import { battleView, startState, type PlayRules, type WriteBack } from '../../play';
import { battleFromReport, IN_THE_GAME, type MatchReport, type ReportSheet } from '../../play/report';
import { keptReportWriteBack } from './campaign';
import type { Resources, Roster } from './roster-format';
import type { HeartbreakerBook } from './roster-rules';

/** Said when the gang still has an Epilogue to record: keeping the report would replace it. */
export const PENDING_FIRST = 'This gang still has the Epilogue of its last game to record: record it in the builder’s steps between games, then keep this report.';

/** What keeping `report` (seen from this gang's side) writes into the gang: the Epilogue's part. */
export function keepHeartbreakerReport(saved: Roster, report: MatchReport, rules: PlayRules<Roster>, book: HeartbreakerBook): WriteBack<Roster> {
  // An Epilogue still to record would be lost under this game's: nothing is kept until it is recorded.
  if (saved.pending) return { roster: saved, changes: [], entry: 'none', said: PENDING_FIRST };
  const scenario = report.scenario ? rules.battle?.scenarios(saved).find((s) => s.id === report.scenario!.id) : undefined;
  const state = { ...startState(rules, saved), round: report.rounds, battle: battleFromReport(report) };
  // What the scenario pays this gang, from its own side of the score (the sender's report said what it paid the sender).
  const pays = scenario?.pays?.(battleView(scenario, state), report.result.outcome) ?? [];
  const sheet = report.sides.them?.sheet;
  const wrote = keptReportWriteBack(
    saved,
    { rival: report.sides.them?.name ?? '', fates: report.fates, scenario: scenario?.name ?? report.scenario?.name ?? null, pays, ...(sheet ? { rivalSheet: rivalSheetOf(sheet) } : {}) },
    report.result.outcome,
    book,
    IN_THE_GAME,
  );
  return wrote;
}

/** The rival's sheet as the report carries it, read as a gang's: its four resources (only when all four are there) and its Bounties by fighter. */
function rivalSheetOf(sheet: ReportSheet): { resources?: Resources; bounties: readonly { name: string; bounty: number }[] } {
  const held = (id: string) => sheet.holds.find((h) => h.id === id)?.count;
  const [reputation, territory, supply, ammo] = ['reputation', 'territory', 'supply', 'ammo'].map(held);
  const whole = reputation !== undefined && territory !== undefined && supply !== undefined && ammo !== undefined;
  return { ...(whole ? { resources: { reputation, territory, supply, ammo } } : {}), bounties: sheet.bounties };
}
