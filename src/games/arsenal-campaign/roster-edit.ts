/**
 * The crew tracker's edits as pure functions: what the builder's buttons do to the log. None of them
 * corrects a spend or a choice the book does not allow: checkRoster reports those.
 */
import { toolHref, type LinkFrom } from '../../tools/links';
import type { CampaignInput } from './campaign';
import { campaignCalculator, flipOdds } from './tools/refs';
import { newGame, newWeek, type Barter, type GameRecord, type Hire, type Roster, type Upgrade, type Week } from './roster-format';


/** Every id the log uses (hires, upgrades, campaign upgrades). */
export function idsInUse(roster: Roster): Set<string> {
  const ids = new Set<string>();
  for (const w of roster.weeks) {
    for (const x of [...w.hires, ...w.upgrades, ...w.barter]) ids.add(x.id);
  }
  return ids;
}

/** A new id from a name ("Nino Ortega" → "nino-ortega", then "nino-ortega-2"), unused in the log. */
export function freshId(roster: Roster, name: string, fallback = 'item'): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || fallback;
  const used = idsInUse(roster);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The roster with week `i` changed. */
export function changeWeek(roster: Roster, i: number, change: Partial<Week>): Roster {
  return { ...roster, weeks: roster.weeks.map((w, j) => (j === i ? { ...w, ...change } : w)) };
}

/** The roster with week `i`'s game changed (nothing when the week has no game). */
export function changeGame(roster: Roster, i: number, change: Partial<GameRecord>): Roster {
  const game = roster.weeks[i]?.game;
  return game ? changeWeek(roster, i, { game: { ...game, ...change } }) : roster;
}

/** The next week of the log, with the previous week's leader carried on. */
export function addWeek(roster: Roster): Roster {
  return { ...roster, weeks: [...roster.weeks, newWeek(roster)] };
}

export function removeLastWeek(roster: Roster): Roster {
  return { ...roster, weeks: roster.weeks.slice(0, -1) };
}

export interface HireDraft {
  name: string;
  station: Hire['station'];
  cost: number | null;
  cache: number | null;
}

/**
 * Hires a model in week `i`. In week 1 the first hire becomes the leader until another is named; a
 * master's cost is left out (it pays a flat price) and only masters and henchmen keep a cache.
 */
export function addHire(roster: Roster, i: number, draft: HireDraft): Roster {
  const week = roster.weeks[i];
  if (!week) return roster;
  const name = draft.name.trim() || `Model ${idsInUse(roster).size + 1}`;
  const hire: Hire = {
    id: freshId(roster, name, 'model'),
    name,
    station: draft.station,
    cost: draft.station === 'master' ? null : (draft.cost ?? 0),
    cache: draft.station === 'other' ? null : (draft.cache ?? 0),
    leader: i === 0 && !week.hires.some((h) => h.leader) && draft.station !== 'master',
  };
  return changeWeek(roster, i, { hires: [...week.hires, hire] });
}

export function changeHire(roster: Roster, i: number, k: number, change: Partial<Hire>): Roster {
  const week = roster.weeks[i];
  if (!week) return roster;
  return changeWeek(roster, i, { hires: week.hires.map((h, j) => (j === k ? { ...h, ...change } : h)) });
}

/** Makes hire `k` of week 1 the leader (and no other hire of that week). */
export function makeLeader(roster: Roster, k: number): Roster {
  const week = roster.weeks[0];
  if (!week) return roster;
  return changeWeek(roster, 0, { hires: week.hires.map((h, j) => ({ ...h, leader: j === k })) });
}

/** Moves hire `k` of week `i` one place up (the first hire of a week gets the discount). */
export function moveHireUp(roster: Roster, i: number, k: number): Roster {
  const week = roster.weeks[i];
  if (!week || k <= 0 || k >= week.hires.length) return roster;
  const hires = [...week.hires];
  [hires[k - 1], hires[k]] = [hires[k]!, hires[k - 1]!];
  return changeWeek(roster, i, { hires });
}

export function addUpgrade(roster: Roster, i: number, name: string, cost: number): Roster {
  const week = roster.weeks[i];
  if (!week) return roster;
  const shown = name.trim() || 'Upgrade';
  const upgrade: Upgrade = { id: freshId(roster, shown, 'upgrade'), name: shown, cost, campaign: false };
  return changeWeek(roster, i, { upgrades: [...week.upgrades, upgrade] });
}

export type BarterDraft = Omit<Barter, 'id'>;

export function addBarter(roster: Roster, i: number, draft: BarterDraft): Roster {
  const week = roster.weeks[i];
  if (!week) return roster;
  const name = draft.name.trim() || 'Campaign upgrade';
  const barter: Barter = { ...draft, name, id: freshId(roster, name, 'upgrade'), model: draft.kind === 'equipment' ? null : draft.model };
  return changeWeek(roster, i, { barter: [...week.barter, barter] });
}


/** `list` with `id` in it or not. */
export function toggled(list: readonly string[], id: string, on: boolean): string[] {
  const without = list.filter((x) => x !== id);
  return on ? [...without, id] : without;
}

/** Removes item `k` of a list. */
export function without<T>(list: readonly T[], k: number): T[] {
  return list.filter((_, j) => j !== k);
}

/** A model's Finished Off flip in the flip-odds tool: its target, no twist, hoping to flip low. */
export function finishedOffHref(target: number, handSize = 0, from?: LinkFrom): string {
  return toolHref(flipOdds, { target, twist: 0, handSize, hope: 'low' }, from ? { from } : {});
}

/** The week's game in the campaign calculator, this crew as Crew A (every field written). */
export function calculatorHref(input: CampaignInput, from?: LinkFrom): string {
  return toolHref(campaignCalculator, input, from ? { from } : {});
}

export { newGame };
