/**
 * The match report: one battle as the players will remember it, worked out from an ended game's log
 * (nothing is typed again): the date, the scenario, both sides' rosters, the score by source and
 * round, the result (by the scenario's rule, or as the players entered it), each model's fate and
 * what the scenario pays. Its id is the id of the End game step (a linked game's: its table's id), so
 * the same game always gives the same report, and a copy kept from a link is known again.
 *
 * It is a versioned format of the format kit, read and linked by ./report-format.ts (kept apart so the
 * play page's first load carries neither its schema nor the link's packer), is printed on one page,
 * and goes into the roster's campaign log as the game's entry. Pure: no DOM.
 *
 * ```json
 * { "report": 1, "id": "A.k3j9x", "game": "heartbreaker", "date": "2026-11-29",
 *   "scenario": { "id": "dead-drop", "name": "Dead Drop", "noun": "scenario" }, "rounds": 4, "turnLimit": 5,
 *   "sides": { "me": { "label": "Your gang", "name": "The Rust Saints", "version": 3,
 *                      "sheet": { "holds": [{ "id": "supply", "count": 2 }], "bounties": [{ "name": "Olga", "bounty": 2 }] } },
 *              "them": { "label": "Rival gang", "name": "Glass Jaws", "version": 3 } },
 *   "score": [{ "id": "caches", "label": "Caches extracted", "vp": 0, "me": [1, 0, 2], "them": [0, 1] }],
 *   "result": { "outcome": "win", "by": "scenario", "text": "3 Caches extracted: your gang wins." },
 *   "fates": [{ "side": "me", "name": "Olga", "fate": "Downed" }],
 *   "pays": ["Gain 1 Supply for each Cache extracted."], "note": "" }
 * ```
 */
import { recordGame, type LogEntry } from '../roster/campaign-log';
import { SCORE_ROUNDS, SIDES, battleOf, battleResult, battleView, scenarioOf, type BattleState, type Side } from './battle';
import { outcomeWord, type GameDoc } from './log';
import { foeFlag, foeOf, foeRulesOf, type ModelPlay, type Outcome, type PlayRules, type WriteBack } from './state';

export const REPORT_VERSION = 1;
/** The most models a side's fates list. */
export const MOST_MODELS = 80;

/** One side of the report: its words for the side, its roster's name and the roster format's version. */
export interface ReportSide {
  label: string;
  name: string;
  version: number | null;
  /** What the other side's steps between games read of this side's sheet (PlayRules.reportSheet); absent when the game has none. */
  sheet?: ReportSheet;
}

/**
 * The few numbers of a side's own sheet that the opponent's steps between games read, so a report
 * kept on the opponent's phone carries them (issue 35: nothing typed twice). Heartbreaker: the gang's
 * four resources, which a claim on the rival takes from (HB 1252, H13, H9), and each fighter's Bounty
 * (H11), collected by whoever Took it Down.
 */
export interface ReportSheet {
  /** What the side holds, each by the game's id of it ("supply"). */
  holds: { id: string; count: number }[];
  /** Each model of the side with a price on its head, by its name as the report's fates name it. */
  bounties: { name: string; bounty: number }[];
}

/** The most kinds of holdings a report's sheet carries (its bounties are at most MOST_MODELS). */
export const MOST_HOLDS = 12;

/** A match report as version 1 of its format holds it (./report-format.ts reads and checks it). */
export interface MatchReport {
  report: 1;
  id: string;
  /** The game's slug. */
  game: string;
  /** YYYY-MM-DD. */
  date: string;
  scenario: { id: string; name: string; noun: string } | null;
  rounds: number;
  turnLimit: number | null;
  sides: { me: ReportSide; them: ReportSide | null };
  /** Each source: its words, what one is worth in VP (0: a count), each side's points by round. */
  score: { id: string; label: string; vp: number; me: number[]; them: number[] }[];
  result: { outcome: Outcome; by: 'scenario' | 'players'; text: string };
  fates: { side: Side; name: string; fate: string }[];
  pays: string[];
  note: string;
}

/** The roster format's version of a roster's JSON, or null when it has none. */
export const versionOf = (json: unknown): number | null => {
  const v = (json as { version?: unknown } | null)?.version;
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
};

/** The fate of one of my models as the game left it, in the game's words. */
export function fateOf<R>(rules: PlayRules<R>, m: ModelPlay): string {
  const own = rules.fate?.(m);
  if (own) return own;
  if (m.out) return rules.outLabel;
  if (m.down && !rules.downPasses) return rules.downLabel;
  return IN_THE_GAME;
}

/** The fate of a model neither down nor out when the game ended. */
export const IN_THE_GAME = 'In the game at the end';

/**
 * One side's fates grouped by fate, for paper: "Downed: Vulture 1, Vulture 4". The fates that fell
 * first, in the order they first come, and those still in the game last; each group's names in the
 * report's order. A 30-model gang's list, one model a line, took a second A4 page.
 */
export function fatesByFate(fates: readonly { name: string; fate: string }[]): { fate: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const f of fates) groups.set(f.fate, [...(groups.get(f.fate) ?? []), f.name]);
  const all = [...groups].map(([fate, names]) => ({ fate, names }));
  return [...all.filter((g) => g.fate !== IN_THE_GAME), ...all.filter((g) => g.fate === IN_THE_GAME)];
}

/** The report id of a linked game (Table Link): its table's id, which both phones hold, so both campaign logs name the same report. */
export const tableReportId = (table: string): string => `table.${table}`;

/** Whether a report is a linked game's (its id from the table's). */
export const isTableReport = (report: Pick<MatchReport, 'id'>): boolean => report.id.startsWith('table.');

/** The table id of a game's link, read without the link's format (kept out of this module). */
const tableOf = (doc: Pick<GameDoc, 'link'>): string | null => {
  const table = (doc.link as { table?: unknown } | null | undefined)?.table;
  return typeof table === 'string' && table !== '' ? table : null;
};

/**
 * The report of an ended game (null while it has no result). A linked game's report takes its id
 * from its table (tableReportId), the same on both phones whichever ends first. `played` is the roster as played;
 * `opponent` the opponent's roster read, when there is one.
 */
export function matchReport<R>(rules: PlayRules<R>, played: R, doc: GameDoc, opponent?: R): MatchReport | null {
  if (!doc.result) return null;
  const end = [...doc.steps].reverse().find((s) => s.cmd.kind === 'end');
  const battle = battleOf(doc.state);
  const scenario = scenarioOf(rules.battle, played, doc.state);
  const verdict = scenario ? battleResult(scenario, doc.state) : null;
  const byScenario = verdict !== null && verdict.outcome === doc.result.outcome;
  const names = rules.models(played).map((m) => m.name);
  const foes = opponent ? rules.models(opponent).map((m) => m.name) : [];
  const view = scenario ? battleView(scenario, doc.state) : null;
  const benchedFoe = foeRulesOf(rules)?.benchedFlag;
  return {
    report: REPORT_VERSION,
    id: tableOf(doc) ? tableReportId(tableOf(doc)!) : (end?.id ?? `ended.${doc.startedAt}`),
    game: rules.slug,
    date: doc.result.endedAt.slice(0, 10),
    scenario: scenario ? { id: scenario.id, name: scenario.name, noun: rules.battle!.noun } : null,
    // Next round past the turn limit ends the last round: the rounds played are the limit's.
    rounds: Math.min(999, scenario?.turnLimit && doc.state.round > scenario.turnLimit ? scenario.turnLimit : doc.state.round),
    turnLimit: scenario?.turnLimit ?? null,
    sides: {
      me: { label: rules.battle?.sideNames.me ?? `Your ${rules.noun}`, name: rules.rosterName(played), version: versionOf(doc.roster), ...(rules.reportSheet ? { sheet: rules.reportSheet(played) } : {}) },
      // The other side scored without its roster added: named by the scenario's words alone.
      them: doc.opponent
        ? { label: rules.battle?.sideNames.them ?? `Their ${rules.noun}`, name: doc.opponent.name, version: versionOf(doc.opponent.roster) }
        : scenario && !rules.battle!.solo
          ? { label: rules.battle!.sideNames.them, name: '', version: null }
          : null,
    },
    score: (scenario?.sources ?? []).map((s) => ({ id: s.id, label: s.label, vp: s.vp ?? 0, me: battle.score.me[s.id] ?? [], them: battle.score.them[s.id] ?? [] })),
    result: { outcome: doc.result.outcome, by: byScenario ? 'scenario' : 'players', text: byScenario ? verdict.text : `Entered by the players: ${outcomeWord(doc.result.outcome)}.` },
    // A model not in this game (the Arsenal's crew not hired, on either side) has no fate to report.
    fates: [
      ...doc.state.models.flatMap((m, i) => (rules.benched?.(doc.state, i) ? [] : [{ side: 'me' as const, name: names[i] ?? `Model ${i + 1}`, fate: fateOf(rules, m) }])),
      ...foes.flatMap((name, i) =>
        benchedFoe !== undefined && foeFlag(doc.state, i, benchedFoe) ? [] : [{ side: 'them' as const, name, fate: (rules.foeFate && opponent ? rules.foeFate(opponent, i, doc.state) : foeOf(doc.state, i).out ? rules.outLabel : null) ?? IN_THE_GAME }],
      ),
    ].slice(0, MOST_MODELS * 2),
    pays: view && scenario?.pays ? scenario.pays(view, doc.result.outcome).slice(0, 30) : [],
    note: doc.result.note.slice(0, 400),
  };
}

const total = (rounds: readonly number[]) => rounds.reduce((a, b) => a + b, 0);

/** One side's score in words: "Caches extracted 3 (1, 0, 2)". */
export function scoreLines(report: MatchReport, side: Side): string[] {
  return report.score.filter((s) => side === 'me' || s.them.length > 0 || report.sides.them).map((s) => `${s.label} ${total(s[side])}${s[side].length > 1 ? ` (${s[side].join(', ')} by round)` : ''}`);
}

/** A side's victory points, when the scenario counts any. */
export function reportVP(report: MatchReport, side: Side): number | null {
  const vp = report.score.filter((s) => s.vp > 0);
  return vp.length ? vp.reduce((sum, s) => sum + total(s[side]) * s.vp, 0) : null;
}

/** How the result was decided, under it: "By the scenario's rule." or "Entered by the players." */
export const decidedBy = (report: Pick<MatchReport, 'result'>): string => (report.result.by === 'scenario' ? 'Worked out by the scenario’s rule.' : 'The players decided it.');

/** The line under the report's heading: "2026-11-29 · scenario · 4 rounds of 5". */
export function reportSubtitle(report: MatchReport): string {
  const rounds = `${report.rounds} ${report.rounds === 1 ? 'round' : 'rounds'}${report.turnLimit ? ` of ${report.turnLimit}` : ''}`;
  return [report.date, report.scenario?.noun, rounds].filter(Boolean).join(' · ');
}

/** A side as the report names it: "Your gang: The Rust Saints (roster format 3)". */
export const sideLine = (side: MatchReport['sides']['me']): string => (side.name ? `${side.label}: ${side.name}${side.version ? ` (roster format ${side.version})` : ''}` : `${side.label}: roster not added to the game`);

/** The report's heading: "Dead Drop: won". */
export function reportTitle(report: MatchReport): string {
  const what = report.scenario ? report.scenario.name : 'Game';
  return `${what}: ${outcomeWord(report.result.outcome)}`;
}

/**
 * The report's lines for the game's entry of the campaign log: each side's score, my models' fates
 * that matter (the opponent's are in the report, not in my roster's log) and what the scenario pays;
 * and, when a scenario was played, the entry's title ("Dead Drop against Glass Jaws").
 */
export function reportLogEntry(report: MatchReport): { title: string | null; changes: string[] } {
  const opp = report.sides.them?.name ? ` against ${report.sides.them.name}` : '';
  const changes = [
    ...SIDES.flatMap((s) => (s === 'them' && !report.sides.them ? [] : scoreLines(report, s).map((l) => `${report.sides[s]?.label ?? s}: ${l}`))),
    ...report.fates.filter((f) => f.side === 'me' && f.fate !== IN_THE_GAME).map((f) => `${f.name}: ${f.fate.toLowerCase()}`),
    ...report.pays.map((p) => `Pays: ${p}`),
    reportLine(report),
  ];
  return { title: report.scenario ? `${report.scenario.name}${opp}${report.note ? ` (${report.note})` : ''}` : null, changes };
}

/** The log line that names the report, so a report kept twice is known ("Match report A.k3j9x"). */
export const reportLine = (report: Pick<MatchReport, 'id'>): string => `Match report ${report.id}`;

/** One row of the report's score table: a source, each side's points by round and total. */
export interface ReportRow {
  label: string;
  me: { rounds: number[]; total: number };
  them: { rounds: number[]; total: number } | null;
}

/** The score table: one row per source, its rounds padded to the rounds played; a VP row when the scenario counts VP. */
export function reportRows(report: MatchReport): ReportRow[] {
  const n = Math.min(report.rounds, SCORE_ROUNDS);
  const pad = (r: readonly number[]) => Array.from({ length: Math.max(n, r.length) }, (_, i) => r[i] ?? 0);
  const cell = (r: readonly number[]) => ({ rounds: pad(r), total: total(r) });
  const rows = report.score.map((s) => ({ label: s.label, me: cell(s.me), them: report.sides.them ? cell(s.them) : null }));
  const vpMe = reportVP(report, 'me');
  if (vpMe !== null && report.score.filter((s) => s.vp > 0).length > 1) rows.push({ label: 'Victory points', me: { rounds: [], total: vpMe }, them: report.sides.them ? { rounds: [], total: reportVP(report, 'them') ?? 0 } : null });
  return rows;
}

/** Rounds in one printed score table: twelve fit A4's width (report-print e2e); a longer game prints its rounds in several tables. */
export const PRINT_ROUNDS_PER_TABLE = 12;

/**
 * The score table's rounds cut into tables of at most `perTable` (the first round and how many in
 * each); one table of every round when `perTable` is Infinity (on screen, where the table scrolls),
 * and one table of no rounds when none were scored (it still shows the totals).
 */
export function roundTables(rounds: number, perTable: number): { from: number; count: number }[] {
  const n = Number.isFinite(rounds) ? Math.max(0, Math.floor(rounds)) : 0;
  if (n === 0 || !(perTable >= 1) || !Number.isFinite(perTable)) return [{ from: 0, count: n }];
  const size = Math.floor(perTable);
  return Array.from({ length: Math.ceil(n / size) }, (_, i) => ({ from: i * size, count: Math.min(size, n - i * size) }));
}

/** A score table's caption: which rounds it holds when the score takes several. */
export const roundTableCaption = ({ from, count }: { from: number; count: number }, tables: number): string => (tables > 1 ? `Score by round (R${from + 1} to R${from + count})` : 'Score by round');

/** Whether `log` already holds this report (kept from a link before, or written by End game). */
export const logHasReport = (log: readonly { changes: readonly string[] }[], report: Pick<MatchReport, 'id'>): boolean => log.some((e) => e.changes.includes(reportLine(report)));

/**
 * A report opened from the opponent's link, kept in one of my rosters' campaign logs: the game's
 * entry seen from my side, once (a report already there is not added again: `null`).
 */
export function keptReport<R extends { log: readonly LogEntry[] }>(roster: R, report: MatchReport): R | null {
  const kept = keptReportWrite(roster, report);
  return kept.roster;
}

/**
 * What a game writes into a roster beside the kept report's log entry (the Arsenal Campaign: the
 * week's game, so its Aftermath starts from the report), in End game's write-back shape: `changes` go
 * into the one entry; `entry: 'none'` keeps nothing, and `said` says why.
 */
export type KeepBack<R> = (saved: R, report: MatchReport) => WriteBack<R>;

/**
 * keptReport with the game's own write (`back`) and what to tell the player: the roster with the
 * report's one entry, or null with why nothing was kept (already there, or the game's reason).
 */
export function keptReportWrite<R extends { log: readonly LogEntry[] }>(roster: R, report: MatchReport, back?: KeepBack<R>): { roster: R | null; said: string | null } {
  if (logHasReport(roster.log, report)) return { roster: null, said: null };
  const wrote = back ? back(roster, report) : { roster, changes: [] };
  if (wrote.entry === 'none') return { roster: null, said: wrote.said ?? null };
  const entry = reportLogEntry(report);
  const kept = recordGame(wrote.roster, { title: entry.title ?? 'Game', outcome: outcomeWord(report.result.outcome), changes: [...entry.changes, ...wrote.changes], date: report.date });
  return { roster: kept, said: wrote.said ?? null };
}

/** The battle a report describes, as a state of play holds it: its scenario and each side's points by source and round. */
export function battleFromReport(report: Pick<MatchReport, 'scenario' | 'score'>): BattleState {
  const score: BattleState['score'] = { me: {}, them: {} };
  for (const s of report.score) {
    score.me[s.id] = [...s.me];
    score.them[s.id] = [...s.them];
  }
  return { scenario: report.scenario?.id ?? null, first: null, score };
}

/** Said when a report link is opened on another game's play page. */
export const REPORT_OTHER_GAME = 'This match report is of another game: open it on that game’s play page.';

/** Said after Keep the report: kept in `rosterName`'s log (as the sender's opponent), or already there (`report` null). */
export function reportKeptWords(rosterName: string, report: Pick<MatchReport, 'sides'> | null): string {
  if (!report) return `This report is already in the campaign log of “${rosterName}”.`;
  return `Kept in the campaign log of “${rosterName}”, as the game against ${report.sides.me.name || 'the sender'}.`;
}

/** Which of the report's sides a player who opened a link is: the opponent's report seen from the other side. */
export function fromTheOtherSide(report: MatchReport): MatchReport {
  if (!report.sides.them) return report;
  const flip = (o: Outcome): Outcome => (o === 'win' ? 'loss' : o === 'loss' ? 'win' : 'draw');
  return {
    ...report,
    sides: { me: { ...report.sides.them, label: report.sides.me.label }, them: { ...report.sides.me, label: report.sides.them.label } },
    score: report.score.map((s) => ({ ...s, me: s.them, them: s.me })),
    // The words were the other side's ("your gang wins"): kept, said to be theirs.
    result: { ...report.result, outcome: flip(report.result.outcome), text: `As ${report.sides.me.name} recorded it: ${report.result.text}` },
    fates: report.fates.map((f) => ({ ...f, side: f.side === 'me' ? 'them' : 'me' })),
    // What the scenario paid was the other side's: it does not follow the flip.
    pays: [],
  };
}
