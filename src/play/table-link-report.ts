/**
 * The end of a linked game (Table Link, issue 36): the match report both phones show, and a short
 * check code that is the same on both when they hold the same report. Pure: no DOM, no React; loaded
 * with the table link's panel.
 *
 * How two phones with no server agree on one report:
 * - **The id.** A linked game's report takes its id from the table's id (`tableReportId` in
 *   ./report.ts: "table.<id>"), which both phones hold from the first link. Each phone's own End game
 *   writes its roster's campaign-log entry under that id (./end.ts), whichever phone ends first and
 *   before either has heard of the other's End game: the two logs name the same report, and neither
 *   player enters the other's result.
 * - **The content.** Each phone owns its side, so each side of the report is as its own phone keeps
 *   it: the roster as played, its own score (the score its phone keeps for itself), its models' fates
 *   and the result its End game recorded; on the other phone it is read from the replica that the
 *   side's updates built. Merging updates is order-free, so once each phone holds the other's End
 *   game both build the same content whatever order the codes were scanned in.
 * - **The check code** is a hash of that content written in a fixed order (the side of the phone that
 *   started the table first, every object's keys sorted), as 6 characters of Crockford's base 32: the
 *   same on both phones exactly when they hold the same report. The date, the note and what the
 *   scenario pays are each phone's own words and are not in it.
 * - **Disagreement.** The result is each phone's claim. When the two claims do not fit (both won,
 *   both lost, a draw against a win), the report shows both and says so; neither is picked. The phone
 *   that recorded it wrong undoes its End game and ends again; its next update carries the change.
 */
import { hashSeed } from '../engine/rng';
import { battleOf, battleResult, battleView, type Side } from './battle';
import { workOut, type GameDoc } from './log';
import { fateOf, IN_THE_GAME, MOST_MODELS, REPORT_VERSION, tableReportId, versionOf, type MatchReport } from './report';
import type { GameResult, Outcome, PlayRules, PlayState } from './state';
import { sharedFields, type TableLink } from './table-link';

/** How far the two phones' End games have come, seen from this phone. */
export type LinkedAgreement = 'agree' | 'disagree' | 'mine-only' | 'theirs-only';

/** The end of a linked game on this phone: the report from my side, its check code, and what the page says. */
export interface LinkedEnd {
  report: MatchReport;
  code: string;
  agreement: LinkedAgreement;
  /** The claims as recorded, from my side: my End game's outcome and theirs (for their side), null before it is here. */
  claims: { mine: Outcome | null; theirs: Outcome | null };
  /** What the panel says: agreement, disagreement, or who has still to end the game. */
  said: string;
}

/** One side of the report's content as the check code hashes it. */
export interface CanonicalSide {
  /** The roster as played, as JSON with sorted keys. */
  roster: string;
  /** The points this side's phone keeps for its own side, by source and round. */
  score: Record<string, number[]>;
  /** Each model's fate, in the roster's order. */
  fates: string[];
  /** The result this side's phone recorded, for its own side; null before its End game. */
  result: Outcome | null;
}

/** The report's content both phones hash: the starter's side first. */
export interface CanonicalReport {
  id: string;
  game: string;
  scenario: string | null;
  rounds: number;
  sides: [CanonicalSide, CanonicalSide];
}

/** JSON with every object's keys sorted, so the same content gives the same text wherever it was built. */
export function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : sortedJson(x))).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${sortedJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The check code's length: 6 characters of base 32 (30 bits), short to read aloud across the table. */
export const CHECK_CODE_LENGTH = 6;

/** The check code of a report's content: 6 characters of Crockford's base 32 (no I, L, O or U to misread). */
export function checkCode(content: CanonicalReport): string {
  const text = sortedJson(content);
  // Two FNV-1a hashes (of the text, and of the text with a suffix), 15 bits of each, 5 a character.
  const a = hashSeed(text);
  const b = hashSeed(`${text}#check`);
  let out = '';
  for (let i = 0; i < CHECK_CODE_LENGTH; i++) {
    const bits = i < 3 ? (a >>> (i * 5)) & 31 : (b >>> ((i - 3) * 5)) & 31;
    out += CROCKFORD[bits];
  }
  return out;
}

/** The other side's view of an outcome: a win for one side is a loss for the other. */
export const flipOutcome = (o: Outcome): Outcome => (o === 'win' ? 'loss' : o === 'loss' ? 'win' : 'draw');

const didWord = (o: Outcome): string => (o === 'win' ? 'won' : o === 'loss' ? 'lost' : 'drew');

/** How two claims stand: both here and fitting, both here and not, or only one here. */
export function agreementOf(mine: Outcome | null, theirs: Outcome | null): LinkedAgreement | null {
  if (mine === null && theirs === null) return null;
  if (mine === null) return 'theirs-only';
  if (theirs === null) return 'mine-only';
  return mine === flipOutcome(theirs) ? 'agree' : 'disagree';
}

/** A side named for the sentences: its roster's name, or the words for an unnamed one. */
interface Named {
  name: string;
  claim: Outcome | null;
}

/**
 * The report's result in words, the same sentence on both phones (the starter's side named first):
 * both claims when they fit, both when they do not (and that neither is picked), or the one claim
 * made so far.
 */
export function resultWords(first: Named, second: Named): string {
  if (first.claim !== null && second.claim !== null) {
    if (first.claim === flipOutcome(second.claim)) {
      return first.claim === 'draw' ? `Both phones recorded a draw between ${first.name} and ${second.name}.` : `Both phones recorded it: ${first.name} ${didWord(first.claim)}, ${second.name} ${didWord(second.claim)}.`;
    }
    return `The phones disagree: ${first.name}’s phone recorded that ${first.name} ${didWord(first.claim)}, and ${second.name}’s phone that ${second.name} ${didWord(second.claim)}. Neither result is picked.`;
  }
  const [ended, waiting] = first.claim !== null ? [first, second] : [second, first];
  return `${ended.name}’s phone recorded that ${ended.name} ${didWord(ended.claim!)}; ${waiting.name}’s phone has not ended the game yet.`;
}

/** What the panel says of the end of a linked game, to the player of this phone. */
export function linkedEndSaid(agreement: LinkedAgreement, code: string): string {
  switch (agreement) {
    case 'agree':
      return `Both phones recorded the same result. Compare the check code with your opponent’s phone: the same code (${code}) on both means both phones hold this report.`;
    case 'disagree':
      return 'The two phones recorded results that do not fit together, and this page picks neither: on the phone that recorded it wrong, undo End game, end the game again and show its update to the other phone.';
    case 'mine-only':
      return 'Your opponent’s phone has not ended the game yet, or its End game has not reached this phone: show them your update, and open theirs once they have ended it. Both phones then show the same report and check code.';
    case 'theirs-only':
      return 'Your opponent’s phone has ended the game: end it here too (End game, below the cards) and show them your update. Both phones then show the same report and check code.';
  }
}

/** The line that names the report and its check code: "Match report table.k3j9x · check code 7KQ2MX". */
export const checkLine = (end: Pick<LinkedEnd, 'report' | 'code'>): string => `Match report ${end.report.id} · check code ${end.code}`;

/** One side as the phone that owns it keeps it. */
interface OwnSide<R> {
  roster: R;
  played: unknown;
  state: PlayState;
  result: GameResult | null;
}

function canonicalSide<R>(rules: PlayRules<R>, side: OwnSide<R>): CanonicalSide {
  return {
    roster: sortedJson(side.played),
    score: battleOf(side.state).score.me,
    fates: side.state.models.map((m) => fateOf(rules, m)),
    result: side.result?.outcome ?? null,
  };
}

/**
 * The end of a linked game on this phone (null while neither phone has ended it, or before their
 * side is here): `roster` is my roster read and `played` my roster as played, as my updates send it.
 */
export function linkedEnd<R>(rules: PlayRules<R>, link: TableLink, doc: GameDoc, roster: R, played: unknown): LinkedEnd | null {
  if (!link.them) return null;
  let theirRoster: R;
  try {
    theirRoster = rules.parse(link.them.roster);
  } catch {
    return null;
  }
  const worked = workOut(rules, theirRoster, link.them.base, link.them.steps);
  const mine: OwnSide<R> = { roster, played, state: doc.state, result: doc.result };
  const theirs: OwnSide<R> = { roster: theirRoster, played: link.them.roster, state: worked.state, result: worked.result };
  const agreement = agreementOf(mine.result?.outcome ?? null, theirs.result?.outcome ?? null);
  if (agreement === null) return null;

  // The shared fields by their rules: the starter's scenario, the highest round either phone reached.
  const shared = sharedFields(rules, link, doc.state);
  const scenario = shared.scenario !== null ? rules.battle?.scenarios(roster).find((s) => s.id === shared.scenario) : undefined;
  const rounds = Math.min(999, scenario?.turnLimit && shared.round > scenario.turnLimit ? scenario.turnLimit : shared.round);
  const starterFirst = link.starter === link.me;
  const [first, second] = starterFirst ? [mine, theirs] : [theirs, mine];
  const id = tableReportId(link.table);
  const content: CanonicalReport = { id, game: rules.slug, scenario: shared.scenario, rounds, sides: [canonicalSide(rules, first), canonicalSide(rules, second)] };
  const code = checkCode(content);

  const name = (r: R) => rules.rosterName(r) || `An unnamed ${rules.noun}`;
  const words = resultWords({ name: name(first.roster), claim: first.result?.outcome ?? null }, { name: name(second.roster), claim: second.result?.outcome ?? null });
  const myScore = battleOf(mine.state).score.me;
  const theirScore = battleOf(theirs.state).score.me;
  // My state with each side's score as its own phone keeps it: what the scenario's rule and rewards read.
  const joined: PlayState = { ...doc.state, round: shared.round, battle: { ...battleOf(doc.state), score: { me: myScore, them: theirScore } } };
  const outcome = mine.result?.outcome ?? flipOutcome(theirs.result!.outcome);
  const verdict = scenario ? battleResult(scenario, joined) : null;
  const dates = [mine.result?.endedAt, theirs.result?.endedAt].filter((d): d is string => typeof d === 'string').sort();
  // A model not in this game (the Arsenal's crew not hired) has no fate, as in ./report.ts's matchReport.
  const fates = (side: Side, own: OwnSide<R>) =>
    rules.models(own.roster).flatMap((m, i) => (rules.benched?.(own.state, i) ? [] : [{ side, name: m.name || `Model ${i + 1}`, fate: own.state.models[i] ? fateOf(rules, own.state.models[i]!) : IN_THE_GAME }]));
  const report: MatchReport = {
    report: REPORT_VERSION,
    id,
    game: rules.slug,
    date: (dates[0] ?? '').slice(0, 10),
    scenario: scenario ? { id: scenario.id, name: scenario.name, noun: rules.battle!.noun } : null,
    rounds,
    turnLimit: scenario?.turnLimit ?? null,
    sides: {
      me: { label: rules.battle?.sideNames.me ?? `Your ${rules.noun}`, name: rules.rosterName(roster), version: versionOf(played) },
      them: { label: rules.battle?.sideNames.them ?? `Their ${rules.noun}`, name: rules.rosterName(theirRoster), version: versionOf(link.them.roster) },
    },
    score: (scenario?.sources ?? []).map((s) => ({ id: s.id, label: s.label, vp: s.vp ?? 0, me: myScore[s.id] ?? [], them: theirScore[s.id] ?? [] })),
    result: { outcome, by: agreement === 'agree' && verdict?.outcome === outcome ? 'scenario' : 'players', text: words },
    fates: [...fates('me', mine), ...fates('them', theirs)].slice(0, MOST_MODELS * 2),
    pays: scenario?.pays && mine.result ? scenario.pays(battleView(scenario, joined), mine.result.outcome).slice(0, 30) : [],
    note: (mine.result?.note ?? '').slice(0, 400),
  };
  return { report, code, agreement, claims: { mine: mine.result?.outcome ?? null, theirs: theirs.result?.outcome ?? null }, said: linkedEndSaid(agreement, code) };
}
