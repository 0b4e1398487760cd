/**
 * What the Arsenal crew tracker's week editor changes, logged (issue 35, one log per roster; the
 * design is in roster.ts, "One log per roster"): a hand edit is one "step" entry per week edited,
 * "Week 2: edited by hand", saying each field's value now and before; Start week and Remove week are
 * a step each ("Week 3 begins", "Week 3 taken out", with what the week held). The campaign log undoes
 * each like any step (src/roster/step-undo.ts; a hand edit is a step going on). Only the builder
 * loads it. Pure.
 */
import { addLogEntry, logEntry, MAX_LOG_ENTRIES, type LogEntry } from '../../roster/campaign-log';
import { weekBegunTitle, weekRemovedTitle } from './game-log';
import { addWeek, removeLastWeek } from './roster-edit';
import type { GameRecord, Roster, Week } from './roster-format';

/** What a hand edit names its entry: "Week 2: edited by hand". */
export const handEditTitle = (number: number): string => `Week ${number}: edited by hand`;

const RESULT: Record<GameRecord['result'], string> = { win: 'won', loss: 'lost', draw: 'a draw' };
const STATION: Record<Week['hires'][number]['station'], string> = { master: 'master', henchman: 'henchman', other: '' };
const yesNo = (v: boolean | undefined) => (v ? 'yes' : 'no');
const listOr = (items: readonly string[], none = 'none') => (items.length === 0 ? none : items.join(', '));
const turn = (t: number | null | undefined, none: string) => (t == null ? none : `turn ${t}`);
/** The words of a field left at nothing (what Remove week's entry leaves out). */
const NOTHING = new Set(['none', 'no', '0', 'not noted', 'unknown', 'the largest']);

/** Each id the crew's weeks give a name (models, upgrades, campaign upgrades), from both rosters. */
function namesOf(...rosters: Pick<Roster, 'weeks'>[]): (id: string) => string {
  const names = new Map<string, string>();
  for (const r of rosters) for (const w of r.weeks) for (const x of [...w.hires, ...w.upgrades, ...w.barter]) names.set(x.id, x.name.trim() || x.id);
  return (id) => names.get(id) ?? id;
}

/** The game's fields the week editor changes, each with its label and its value in words. */
function gameFields(g: GameRecord, name: (id: string) => string): [string, string][] {
  return [
    ['Result', RESULT[g.result]],
    ['VP scored', String(g.vp)],
    ['VP from the Strategy', String(g.strategyVp)],
    ["Opponent's VP", g.opponentVp === undefined ? 'not noted' : String(g.opponentVp)],
    ["Opponent's campaign rating", String(g.opponentRating)],
    ["Opponent's Arsenal total", g.opponentTotal === null ? 'unknown' : String(g.opponentTotal)],
    ['The opponent fielded a master', yesNo(g.opponentHasMaster)],
    ['Our Strategic Withdrawal', turn(g.withdrewOnTurn, 'none')],
    ["The opponent's Strategic Withdrawal", turn(g.opponentWithdrewOnTurn, 'none')],
    ['Script from the weekly event', String(g.eventScript)],
    ['Bounty completed', yesNo(g.bountyCompleted)],
    ['Took part', listOr(g.participants.map(name))],
    ['Finished Off', listOr(g.finishedOff.map(name))],
    ['Agreed encounter size', g.agreedSize === undefined ? 'the largest' : `${g.agreedSize} SS`],
    ['Upgrades taken', g.equipped === undefined ? 'not noted' : listOr(g.equipped.map((u) => `${u.name} (${u.cost} SS)`))],
  ];
}

/** A week's fields in words, each with its label (the game's own fields apart). */
function weekFields(w: Week, name: (id: string) => string): [string, string][] {
  const hire = (h: Week['hires'][number]) => {
    const about = [STATION[h.station], h.station === 'master' ? '' : `${h.cost ?? 0} SS`, h.cache === null ? '' : `cache ${h.cache}`, h.leader ? 'leader' : ''].filter(Boolean);
    return about.length > 0 ? `${h.name} (${about.join(', ')})` : h.name;
  };
  return [
    ['Weekly event', w.event ?? 'none'],
    ['New Hires', listOr(w.hires.map(hire))],
    ['Upgrades bought', listOr(w.upgrades.map((u) => `${u.name} (${u.cost} SS)`))],
    ['Barter flips', listOr(w.barterFlips.map(String))],
    ['Campaign upgrades', listOr(w.barter.map((b) => `${b.name} (BR ${b.barterRating}, ${b.campaignCost} script${b.model ? `, ${name(b.model)}` : ''})`))],
    ['Reward flips', listOr((w.rewards ?? []).map((r) => `${r.flip}: ${r.name}`))],
    ['Bounty bought', w.bountyBought ?? 'none'],
    ['Bounty parts', listOr((w.bountyParts ?? []).map((p) => `${p.part}${p.done ? ' (done)' : ''}`))],
    ['Injuries', listOr(w.injuries.map((x) => `${name(x.model)}: ${x.name}`))],
    ['Annihilated', listOr(w.annihilated.map(name))],
    ['New leader', w.newLeader === null ? 'none' : name(w.newLeader)],
    // As typed, spaces kept: a hand edit's entry must change with every keystroke that changes the
    // week, or the step's Undo snapshot loses track of it (src/roster/step-snapshot.ts, withSnapshot).
    ['Notes', w.notes === '' ? 'none' : `“${w.notes}”`],
  ];
}

/** What a hand edit changed in a week, one line per field: "VP scored: 5 (was 3)"; [] when nothing did. */
export function weekChanges(before: Week, after: Week, name: (id: string) => string): string[] {
  const lines: string[] = [];
  const compare = (was: [string, string][], now: [string, string][]) => {
    now.forEach(([label, value], i) => {
      if (value !== was[i]![1]) lines.push(`${label}: ${value} (was ${was[i]![1]})`);
    });
  };
  const game = (g: GameRecord | null) => (g ? `${RESULT[g.result]}, ${g.vp} VP` : 'none');
  if (before.game === null || after.game === null) {
    if (before.game !== after.game) lines.push(`Game: ${game(after.game)} (was ${game(before.game)})`);
  } else compare(gameFields(before.game, name), gameFields(after.game, name));
  compare(weekFields(before, name), weekFields(after, name));
  // Anything the words above do not tell apart (a hire's id, a field no label covers) is still an edit.
  if (lines.length === 0 && JSON.stringify(before) !== JSON.stringify(after)) lines.push('Changed by hand');
  return lines;
}

/** A hand edit of one week still going on: the week as it was before it, and the log entry it wrote. */
export interface HandEdit {
  index: number;
  start: Week;
  entry: LogEntry;
}

const sameEntry = (a: LogEntry | undefined, b: LogEntry) => a !== undefined && a.date === b.date && a.kind === b.kind && a.title === b.title && a.changes.length === b.changes.length && a.changes.every((c, i) => c === b.changes[i]);

/**
 * A hand edit in the week editor (`next`, one week of `roster` changed), logged: one "step" entry per
 * week edited, "Week 2: edited by hand", saying each field's value now and before. While the same
 * week is edited again and its entry is still the newest in the log (`open`, what the last call
 * returned), the entry is written again from the week as it was before the first edit, so typing a
 * name or the notes gives one entry, not one per letter; an edit that puts the week back as it was
 * takes the entry out. A change that is not one week's (a week added or removed) is passed on as it is.
 */
export function editedByHand(roster: Roster, next: Roster, open: HandEdit | null, date?: string): { roster: Roster; open: HandEdit | null } {
  if (next.weeks.length !== roster.weeks.length) return { roster: next, open: null };
  const index = next.weeks.findIndex((w, i) => w !== roster.weeks[i]);
  if (index < 0) return { roster: next, open };
  const goesOn = open !== null && open.index === index && sameEntry(roster.log.at(-1), open.entry);
  const start = goesOn ? open.start : roster.weeks[index]!;
  const lines = weekChanges(start, next.weeks[index]!, namesOf(roster, next));
  const log = goesOn ? roster.log.slice(0, -1) : roster.log;
  if (lines.length === 0) return { roster: { ...next, log }, open: null };
  const entry = logEntry('step', handEditTitle(index + 1), lines, date ?? (goesOn ? open.entry.date : undefined));
  return { roster: { ...next, log: [...log, entry].slice(-MAX_LOG_ENTRIES) }, open: { index, start, entry } };
}

/** Start week in the week editor: a new, empty week at the end, logged as the week's beginning (its event is still to note). */
export function weekStarted(roster: Roster, date?: string): Roster {
  const next = addWeek(roster);
  return addLogEntry(next, logEntry('step', weekBegunTitle(next.weeks.length), ['Started in the week editor; no weekly event noted yet'], date));
}

/**
 * Remove week in the week editor: the newest week taken out, logged with everything it held (so the
 * entry says what Undo brings back). The entry also closes what the log said about that week
 * (game-log.ts): a week of the same number begun again starts with no game logged.
 */
export function weekRemoved(roster: Roster, date?: string): Roster {
  const week = roster.weeks.at(-1);
  if (!week) return roster;
  const name = namesOf(roster);
  const held = [
    ...(week.game ? [`Game: ${RESULT[week.game.result]}, ${week.game.vp} VP`, ...gameFields(week.game, name).slice(2).filter(([, v]) => !NOTHING.has(v)).map(([l, v]) => `${l}: ${v}`)] : []),
    ...weekFields(week, name).filter(([, v]) => !NOTHING.has(v)).map(([l, v]) => `${l}: ${v}`),
  ];
  return addLogEntry(removeLastWeek(roster), logEntry('step', weekRemovedTitle(roster.weeks.length), held.length > 0 ? held : ['Nothing was noted in it'], date));
}
