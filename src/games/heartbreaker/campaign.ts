/**
 * Heartbreaker between skirmishes: the arcs against rival gangs (First Blood, Score to Settle, then
 * Desperation or Heartbreaker or the end, ruling H11; several at once, one per rival) and each
 * skirmish's Epilogue, written into the gang and its campaign log. Pure.
 *
 * - End game (the play view) writes `pending`: the result, the rival fighters this gang Took Down with
 *   their Bounties, its own fighters Taken Down, the rival's whole gang when the game held it, and the
 *   scenario with what it pays (the match report's lines, read as resources by rewards.ts). The
 *   Epilogue starts from them, and its one step entry says what the player corrected ("the game said").
 * - The Epilogue belongs to every skirmish (HB 442-445, 503-511), an arc or not: a game ended with no
 *   arc against its rival gets its Epilogue straight away; an arc (HB 934-958) is a series of
 *   skirmishes a gang may play, and such a game may be recorded as the First Blood of a new one.
 * - What a step takes away (resources lost, a Bounty gone to the rival, an arc ended, a resource
 *   action's price) is said before it is done: epilogueWarnings, resourceActionWarning.
 * - Rewards of the scenario go into the resources, which never go below 0 (H9). The draft's Epilogue
 *   also speaks of agendas (HB 507) but defines none anywhere: the rewards are the scenario's and the
 *   Bounties collected (HB 511), and are labelled so (rewards.ts AGENDAS_NOTE).
 * - A claim on the rival (Headhunters' Prey, HB 1252) takes at most what the rival holds (H13 with
 *   H9): End game keeps the rival's resources when the game held its sheet; a claim above them is refused.
 * - Bounties (HB 511, H11): a Bounty belongs to the fighter and outlives the arc. A rival fighter
 *   this gang Takes Down pays its Bounty as Reputation and its Bounty goes back to 0; one of this
 *   gang's fighters Taken Down has its Bounty reset to 0 (the rival collects it); each side declares
 *   one Bounty, raising that fighter's by 1 up to 5.
 * - Prepare for War's quirks and the other next-skirmish actions are used up once the skirmish is played.
 * - Between games: each resource action paid for (taking from another gang moves the point, H13),
 *   and the titles worked out again across the gangs saved on the device, are entries of the log.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import type { Outcome, PlayState } from '../../play';
import { foeStands, foeState } from './foes';
import { MAX_NAME, MAX_PAYS, MAX_PAYS_TEXT, type Arc, type ArcStep, type GameOutcome, type Pending, type Resources, type ResourceKind, type Roster } from './roster-format';
import { arcsUnderWay } from './arcs';
import { RESOURCE_WORDS } from './resource-actions';
export { NEXT_SKIRMISH_ACTIONS, resourceActionWarning, takeResourceAction, type Taking } from './resource-actions';
import { AGENDAS_NOTE, choicesOf, claimsOn, readPays, rewardsFrom, type Claim, type Holding, type PayChoice, type PayParts } from './rewards';
import { clearTempQuirks, fighterLabel, fighterStats, leaderOf, titlesOnDevice, type HeartbreakerBook } from './roster-rules';

export const ARC_STEPS: { id: ArcStep; name: string }[] = [
  { id: 'first-blood', name: 'First Blood' },
  { id: 'score-to-settle', name: 'Score to Settle' },
  { id: 'desperation', name: 'Desperation' },
  { id: 'heartbreaker', name: 'Heartbreaker' },
  { id: 'epilogue', name: 'Arc over' },
];
export const MAX_BOUNTY = 5;
/** How the log entry of an Epilogue after a game End game logged starts ("Epilogue: First Blood (Dead Drop) against …"). */
export const EPILOGUE_TITLE = 'Epilogue:';
export const stepName = (s: ArcStep): string => ARC_STEPS.find((x) => x.id === s)!.name;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The log words for a game's outcome. */
export const outcomeWords = (o: GameOutcome): string => (o === 'draw' ? 'a draw' : o);

/**
 * The steps that may follow `step`, given the arc's results so far (this game's included). H11: after
 * Score to Settle, when each gang won one game, Heartbreaker; when one gang won both, the twice-beaten
 * gang may call for Desperation, or the arc ends after two games. Results not known (a draw, or an
 * arc from before they were kept) leave all three open.
 */
export function nextSteps(step: ArcStep, results: readonly GameOutcome[] = []): ArcStep[] {
  if (step === 'first-blood') return ['score-to-settle'];
  if (step === 'score-to-settle') {
    const two = results.slice(-2);
    if (two.length === 2 && two.every((r) => r !== 'draw')) return two[0] !== two[1] ? ['heartbreaker'] : ['desperation', 'epilogue'];
    return ['desperation', 'heartbreaker', 'epilogue'];
  }
  return ['epilogue'];
}

/** The arcs still being played, in the order they were started (./arcs.ts, which the play page reads without this module). */
export { arcsUnderWay };

/** The arc against `rival` (any case), or undefined. */
export const arcAgainst = (roster: Roster, rival: string): Arc | undefined => roster.arcs.find((a) => same(a.rival, rival));

/** A new arc against `rival`, starting with First Blood, beside any other (H11: one per rival). */
export function startArc(roster: Roster, rival: string, date?: string): Roster {
  const name = rival.trim();
  if (name === '') throw new InputError('Name the rival gang.');
  const old = arcAgainst(roster, name);
  if (old && old.step !== 'epilogue') throw new InputError(`An arc against ${old.rival} is under way: finish it before starting another against the same gang.`);
  const arc: Arc = { rival: name, step: 'first-blood', results: [] };
  const arcs = [...roster.arcs.filter((a) => a !== old), arc];
  return addLogEntry({ ...roster, arcs }, logEntry('step', `Arc against ${arc.rival}`, ['Next: First Blood'], date));
}

/** `resources` with `delta` added, none below 0 (H9); what changed, in words. */
export function applyRewards(resources: Resources, delta: Partial<Record<ResourceKind, number>>): { resources: Resources; changes: string[] } {
  const next = { ...resources };
  const changes: string[] = [];
  for (const kind of Object.keys(RESOURCE_WORDS) as ResourceKind[]) {
    const d = delta[kind] ?? 0;
    if (!Number.isInteger(d)) throw new InputError(`${RESOURCE_WORDS[kind]}: a whole number, not ${d}.`);
    if (d === 0) continue;
    const value = Math.max(0, resources[kind] + d);
    next[kind] = value;
    const moved = value - resources[kind];
    changes.push(`${RESOURCE_WORDS[kind]} ${moved >= 0 ? '+' : '−'}${Math.abs(moved)} (now ${value})${moved !== d ? `: the loss of ${-d} took what there was` : ''}`);
  }
  return { resources: next, changes };
}

/** The Bounty this gang knows of on `fighter` of `rival` (0 when none). */
export function rivalBounty(roster: Roster, rival: string, fighter: string): number {
  return roster.rivalBounties.find((b) => same(b.rival, rival) && same(b.fighter, fighter))?.bounty ?? 0;
}

function withRivalBounty(roster: Roster, rival: string, fighter: string, bounty: number): Roster {
  const old = roster.rivalBounties.find((b) => same(b.rival, rival) && same(b.fighter, fighter));
  const entry = { rival: old?.rival ?? rival.trim(), fighter: old?.fighter ?? fighter.trim(), bounty };
  return { ...roster, rivalBounties: old ? roster.rivalBounties.map((b) => (b === old ? entry : b)) : [...roster.rivalBounties, entry] };
}

/** A rival fighter and the Bounty on it. */
export interface FighterBounty {
  fighter: string;
  bounty: number;
}

/**
 * What a skirmish leaves for the Epilogue, however it is known (End game's state, or the rival's
 * match report kept here): the rival, its fighters this gang Took Down, this gang's fighters Taken
 * Down, the rival's gang as known, and the scenario with what it pays this gang.
 */
export interface SkirmishFacts {
  rival: string;
  takenDown: FighterBounty[];
  ours: string[];
  rivalFighters?: FighterBounty[];
  rivalResources?: Resources;
  report?: { scenario: string; pays: readonly string[] };
}

/** A rival fighter with the larger of its own sheet's Bounty and this gang's record of it (H11). */
const withBounty = (saved: Roster, rival: string, name: string, own = 0): FighterBounty => ({ fighter: name, bounty: Math.min(MAX_BOUNTY, Math.max(own, rivalBounty(saved, rival, name))) });

/**
 * End game's write-back: what the game leaves for the Epilogue (`pending`: the result, the rival
 * fighters Taken Down with the Bounty each carried, this gang's fighters Taken Down), and Prepare
 * for War's quirks and the other next-skirmish actions used up. The words go into End game's entry.
 */
export function gameWriteBack(
  saved: Roster,
  played: Roster,
  state: PlayState,
  outcome: Outcome,
  book: HeartbreakerBook,
  opponent?: { name: string; roster: Roster | undefined },
  report?: { scenario: string; pays: readonly string[] },
): { roster: Roster; changes: string[] } {
  const ours = played.fighters.flatMap((f, i) => (state.models[i]?.down || state.models[i]?.out ? [fighterLabel(f, i)] : []));
  const rival = opponent?.name.trim() ?? '';
  const takenDown = (opponent?.roster?.fighters ?? []).flatMap((f, j) => {
    const foe = state.foes?.[j] ?? { damage: 0, out: false };
    if (foeStands(foeState(foe, fighterStats({ ...f, meatLost: 0 }, book).meat))) return [];
    // The rival's own sheet carries the Bounty (H11); this gang's record stands in when it is behind.
    return [withBounty(saved, rival, fighterLabel(f, j), f.bounty)];
  });
  // The rival's whole gang as the game held it, for the Epilogue's picks (who was Taken Down, the Bounty declared).
  const rivalFighters = opponent?.roster?.fighters.map((f, j) => withBounty(saved, rival, fighterLabel(f, j), f.bounty));
  return skirmishWriteBack(saved, outcome, book, {
    rival,
    takenDown,
    ours,
    ...(rivalFighters ? { rivalFighters } : {}),
    ...(opponent?.roster ? { rivalResources: { ...opponent.roster.resources } } : {}),
    ...(report ? { report } : {}),
  });
}

/**
 * The rival's match report kept in this gang (issue 35: nothing typed twice), seen from this gang's
 * side: the same write as End game's, from what the report says. The rival's fighters it names
 * Taken Down or Knocked out were Taken Down by this gang; this gang's fighters it names so were
 * Taken Down. Each Bounty is the larger of the rival's sheet's, when the report carries that sheet,
 * and this gang's record (as End game's, H11); the rival's resources come from that sheet too.
 */
export function keptReportWriteBack(
  saved: Roster,
  report: {
    rival: string;
    fates: readonly { side: 'me' | 'them'; name: string; fate: string }[];
    scenario: string | null;
    pays: readonly string[];
    rivalSheet?: { resources?: Resources; bounties: readonly { name: string; bounty: number }[] };
  },
  outcome: Outcome,
  book: HeartbreakerBook,
  inTheGame: string,
): { roster: Roster; changes: string[] } {
  const rival = report.rival.trim();
  const them = report.fates.filter((f) => f.side === 'them');
  const down = (f: { fate: string }) => f.fate !== inTheGame;
  const names = saved.fighters.map((f, i) => fighterLabel(f, i));
  const own = (name: string) => report.rivalSheet?.bounties.find((b) => same(b.name, name))?.bounty ?? 0;
  const resources = report.rivalSheet?.resources;
  return skirmishWriteBack(saved, outcome, book, {
    rival,
    takenDown: them.filter(down).map((f) => withBounty(saved, rival, f.name, own(f.name))),
    ours: report.fates.filter((f) => f.side === 'me' && down(f) && names.some((n) => same(n, f.name))).map((f) => names.find((n) => same(n, f.name))!),
    ...(them.length > 0 ? { rivalFighters: them.map((f) => withBounty(saved, rival, f.name, own(f.name))) } : {}),
    ...(resources ? { rivalResources: { ...resources } } : {}),
    ...(report.scenario ? { report: { scenario: report.scenario, pays: report.pays } } : {}),
  });
}

/** The write both take: `pending` for the Epilogue, the Bounties said, the skirmish's quirks and actions used up. */
function skirmishWriteBack(saved: Roster, outcome: Outcome, book: HeartbreakerBook, facts: SkirmishFacts): { roster: Roster; changes: string[] } {
  const changes: string[] = [];
  const { rival, takenDown, ours, rivalFighters, rivalResources, report } = facts;
  for (const t of takenDown) changes.push(`${t.fighter} (${rival || 'the rival'}) Taken Down${t.bounty > 0 ? `: Bounty ${t.bounty} to collect in the Epilogue` : ''}`);
  for (const name of ours) {
    const f = saved.fighters.find((x, i) => same(fighterLabel(x, i), name));
    if (f && f.bounty > 0) changes.push(`${name} Taken Down with a Bounty of ${f.bounty}: it goes to the rival in the Epilogue`);
  }
  const cleared = clearTempQuirks(saved);
  changes.push(...cleared.changes);
  const used = saved.nextSkirmish.filter((id) => id !== 'prepare-for-war').map((id) => book.resourceActions.find((a) => a.id === id)?.name ?? id);
  if (used.length) changes.push(`${USED_IN_SKIRMISH}${used.join(', ')}`);
  const pending: Pending = {
    outcome: outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'draw',
    rival,
    takenDown,
    ours,
    ...(rivalFighters ? { rivalFighters } : {}),
    ...(report ? { scenario: report.scenario.slice(0, MAX_NAME), pays: report.pays.slice(0, MAX_PAYS).map((p) => p.slice(0, MAX_PAYS_TEXT)) } : {}),
    ...(rivalResources ? { rivalResources: { ...rivalResources } } : {}),
  };
  changes.push(EPILOGUE_TO_RECORD);
  return { roster: { ...cleared.roster, nextSkirmish: [], pending }, changes };
}

const USED_IN_SKIRMISH = 'Used in this skirmish: ';
const EPILOGUE_TO_RECORD = 'Epilogue: still to record in the campaign log';

/**
 * A linked game ended again while its Epilogue is still to record: its write-back finds the
 * next-skirmish actions and Prepare for War's quirks used up by the first End game, and its entry is
 * written in place of that game's first. So the new entry keeps what the first said of them ("Used
 * in this skirmish: Eat your Fill"; "Mo gives back Sneaky (Prepare for War)"), before its last line.
 */
export function keepUsedUp(saved: Roster, back: { roster: Roster; changes: string[] }): { roster: Roster; changes: string[] } {
  const first = saved.log.findLast((e) => e.changes.includes(EPILOGUE_TO_RECORD));
  const kept = first?.changes.filter((c) => c.startsWith(USED_IN_SKIRMISH) || c.endsWith(' (Prepare for War)')) ?? [];
  const at = back.changes.indexOf(EPILOGUE_TO_RECORD);
  if (kept.length === 0 || at < 0) return back;
  return { ...back, changes: [...back.changes.slice(0, at), ...kept.filter((c) => !back.changes.includes(c)), ...back.changes.slice(at)] };
}

export interface Epilogue {
  /** The rival gang: whose arc this game belongs to, if there is one against it ('' when not named). */
  rival: string;
  outcome: GameOutcome;
  /** The scenario played ("Dead Drop"). */
  scenario: string;
  /** The scenario's rewards (HB 507; the draft defines no agendas), losses negative; the Bounties collected are added on their own. */
  rewards: Partial<Record<ResourceKind, number>>;
  /** What the rival holds, for a claim on it (HB 1252, H13): from the game when it held the rival's sheet, else typed. */
  rivalHolds?: Holding;
  /** The rival's fighters this gang Took Down in the skirmish. */
  takenDown: readonly string[];
  /** This gang's fighters Taken Down in the skirmish (their Bounties go to the rival and reset). */
  ours?: readonly string[];
  /** The rival fighter this gang declares a Bounty on, if any (optional, HB 511). */
  bountyOn?: string;
  /** The fighter of this gang the rival declared a Bounty on, if any. */
  rivalBountyOn?: string;
  /** The option taken of each choice the scenario's pays lines leave (rewards.ts choicesOf), for the log's "the game said". */
  picks?: readonly number[];
  /** The arc's next step (one of nextSteps); not asked for a skirmish outside an arc. */
  next?: ArcStep;
  /** A skirmish outside an arc: it was the First Blood of a new arc against `rival` (HB 936). */
  firstBlood?: boolean;
  date?: string;
}

/** What the Epilogue of the game End game left is filled with: the report's result and names, the rival's gang when the game held it. */
export interface EpilogueDefaults {
  rival: string;
  outcome: GameOutcome;
  /** The arc under way against the rival that this game belongs to, if any. */
  arc: Arc | undefined;
  /** The rival's fighters this gang Took Down (names, as the pick offers them). */
  takenDown: string[];
  ours: string[];
  /** The rival's gang as the game held it, each with the Bounty known on it (none: the rival's names are typed). */
  rivalFighters: { fighter: string; bounty: number }[];
  /** The scenario played ('' when the game was not set up as one). */
  scenario: string;
  /** What the scenario pays this gang (the report's lines), read as resources; `unread`: lines left to the player. */
  pays: PayParts[];
  unread: string[];
  /** The choices those lines leave, in order (a pick each). */
  choices: PayChoice[];
  /** The rewards with the first option of each choice: what the game says (a claim capped by what the rival holds). */
  rewards: Partial<Record<ResourceKind, number>>;
  /** The rival's resources when the game held its sheet; undefined otherwise. */
  rivalHolds: Holding | undefined;
}

/**
 * The next step after a skirmish: its Epilogue, filled in from `pending` (End game's report) or,
 * with no game pending, for the arc named. The Epilogue comes first (HB 442-445); an arc is needed
 * only for the arc's next game, not for the Epilogue.
 */
export function epilogueDefaults(roster: Roster, rival = roster.pending?.rival ?? ''): EpilogueDefaults {
  const p = roster.pending;
  const under = arcAgainst(roster, rival);
  const arc = under && under.step !== 'epilogue' ? under : undefined;
  const name = arc?.rival ?? rival.trim();
  const rivalFighters = (p?.rivalFighters ?? []).map((f) => ({ fighter: f.fighter, bounty: Math.min(MAX_BOUNTY, Math.max(f.bounty, rivalBounty(roster, name, f.fighter))) }));
  const { parts, unread } = readPays(p?.pays ?? []);
  return {
    rival: name,
    outcome: p?.outcome ?? 'won',
    arc,
    takenDown: p?.takenDown.map((t) => t.fighter) ?? [],
    ours: p?.ours ?? [],
    rivalFighters,
    scenario: p?.scenario ?? '',
    pays: parts,
    unread,
    choices: choicesOf(parts),
    rewards: rewardsFrom(parts, [], p?.rivalResources),
    rivalHolds: p?.rivalResources ? { ...p.rivalResources } : undefined,
  };
}

const namesWords = (names: readonly string[]): string => (names.length ? names.join(', ') : 'nobody');
const sameNames = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.some((y) => same(x, y)));
const rewardWords = (r: Partial<Record<ResourceKind, number>>): string =>
  (Object.keys(RESOURCE_WORDS) as ResourceKind[])
    .filter((k) => (r[k] ?? 0) !== 0)
    .map((k) => `${RESOURCE_WORDS[k]} ${r[k]! > 0 ? '+' : '−'}${Math.abs(r[k]!)}`)
    .join(', ') || 'none';

/**
 * What the player changed of what the game said (End game's report, `pending`), each in words for
 * the Epilogue's log entry: "Result: lost (the game said won)". Empty with no game pending or no change.
 */
export function epilogueCorrections(roster: Roster, e: Epilogue): string[] {
  const p = roster.pending;
  if (!p) return [];
  const d = epilogueDefaults(roster, p.rival);
  const out: string[] = [];
  if (e.outcome !== p.outcome) out.push(`Result: ${outcomeWords(e.outcome)} (the game said ${outcomeWords(p.outcome)})`);
  if (p.scenario !== undefined && !same(e.scenario, p.scenario)) out.push(`Scenario: ${e.scenario.trim() || 'none'} (the game said ${p.scenario})`);
  const takenDown = e.takenDown.map((n) => n.trim()).filter(Boolean);
  if (!sameNames(takenDown, d.takenDown)) out.push(`Rival fighters Taken Down: ${namesWords(takenDown)} (the game said ${namesWords(d.takenDown)})`);
  const ours = e.ours ?? d.ours;
  if (!sameNames(ours, d.ours)) out.push(`Our fighters Taken Down: ${namesWords(ours)} (the game said ${namesWords(d.ours)})`);
  const said = rewardsFrom(d.pays, e.picks ?? [], holdsOf(roster, e));
  const kinds = Object.keys(RESOURCE_WORDS) as ResourceKind[];
  // With no scenario set up the game said nothing of rewards: those entered are no correction.
  if (p.pays !== undefined && kinds.some((k) => (e.rewards[k] ?? 0) !== (said[k] ?? 0))) out.push(`Rewards: ${rewardWords(e.rewards)} (the scenario paid ${rewardWords(said)})`);
  return out;
}

/** What the rival holds for this Epilogue's claims: what was typed, else the sheet the game held. */
const holdsOf = (roster: Roster, e: Pick<Epilogue, 'rivalHolds'>): Holding | undefined => e.rivalHolds ?? roster.pending?.rivalResources;

/** The claims on the rival this Epilogue makes (HB 1252), each with what the rival holds and what it takes (H13, H9). */
export function epilogueClaims(roster: Roster, e: Pick<Epilogue, 'picks' | 'rivalHolds'>): Claim[] {
  return claimsOn(readPays(roster.pending?.pays ?? []).parts, e.picks ?? [], holdsOf(roster, e));
}

/**
 * Why this Epilogue's rewards claim more than the rival holds (HB 1252: the Prey take from the
 * Hunters; H13: taking moves the point, and the Hunters lose only what they have, H9), or null.
 * The limit of a resource is what the scenario's other lines pay of it plus what the claim takes.
 */
export function claimProblem(roster: Roster, e: Epilogue): string | null {
  const parts = readPays(roster.pending?.pays ?? []).parts;
  const holds = holdsOf(roster, e);
  const rival = e.rival.trim() || 'The rival';
  for (const c of claimsOn(parts, e.picks ?? [], holds)) {
    if (c.had === undefined) continue;
    const limit = (rewardsFrom(parts, e.picks ?? [], holds)[c.kind] ?? 0);
    const asked = e.rewards[c.kind] ?? 0;
    if (asked > limit) {
      const word = RESOURCE_WORDS[c.kind];
      return `${rival} holds ${c.had} ${word}, so the claim of ${c.claimed} ${word} takes ${c.takes} (H13: a gang loses only what it has): the ${word} reward can be at most ${limit}, not ${asked}.`;
    }
  }
  return null;
}

/** The field asking what the rival holds of `kind` when the game did not hold its sheet (a claim takes only that, H13). */
export const claimHoldingLabel = (rival: string, kind: ResourceKind): string => `What ${rival.trim() || 'the rival'} holds of ${RESOURCE_WORDS[kind]} now (your claim takes at most that)`;

/** A claim in words, for the summary and the log: what was claimed and what it took. */
export function claimWords(c: Claim, rival: string): string {
  const word = RESOURCE_WORDS[c.kind];
  const who = rival.trim() || 'the rival';
  if (c.had === undefined) return `Claim: ${c.claimed} ${word} from ${who} (what ${who} holds is not known here: it gives only what it has, H13)`;
  if (c.takes === 0) return `Claim: ${c.claimed} ${word} from ${who}, which holds none: nothing taken`;
  if (c.takes < c.claimed) return `Claim: ${c.claimed} ${word} from ${who}, which holds ${c.had}: takes ${c.takes}`;
  return `Claim: ${c.claimed} ${word} from ${who}, which holds ${c.had}`;
}

/** The Bounties this Epilogue collects (HB 511): each rival fighter Taken Down with the Bounty on it, the larger of the game's and this gang's record. */
export function bountiesCollected(roster: Roster, e: Pick<Epilogue, 'rival' | 'takenDown'>): { fighter: string; bounty: number }[] {
  return e.takenDown
    .map((n) => n.trim())
    .filter(Boolean)
    .map((typed) => {
      const fromGame = roster.pending?.takenDown.find((t) => same(t.fighter, typed));
      return { fighter: typed, bounty: Math.max(fromGame?.bounty ?? 0, rivalBounty(roster, e.rival, typed)) };
    });
}

/** The resources after this Epilogue's rewards and Bounties collected (H9: none below 0). */
function resourcesAfter(roster: Roster, e: Epilogue): { resources: Resources; changes: string[] } {
  const paid = bountiesCollected(roster, e).reduce((sum, b) => sum + b.bounty, 0);
  return applyRewards(roster.resources, { ...e.rewards, reputation: (e.rewards.reputation ?? 0) + paid });
}

/** What this Epilogue gives, said before it is recorded: the scenario's rewards (HB 507) and any claim on the rival (HB 1252), the Bounties collected (HB 511), the resources after, and that the draft defines no agendas. */
export function epilogueSummary(roster: Roster, e: Epilogue): string[] {
  const out: string[] = [`From the scenario (HB 507): ${rewardWords(e.rewards)}.`];
  for (const c of epilogueClaims(roster, e)) out.push(`${claimWords(c, e.rival)}.`);
  const collected = bountiesCollected(roster, e).filter((b) => b.bounty > 0);
  out.push(collected.length ? `Bounties collected (HB 511): ${collected.map((b) => `${b.fighter} ${b.bounty}`).join(', ')} (+${collected.reduce((n, b) => n + b.bounty, 0)} Reputation).` : 'Bounties collected (HB 511): none.');
  const { resources } = resourcesAfter(roster, e);
  out.push(`Resources after: ${(Object.keys(RESOURCE_WORDS) as ResourceKind[]).map((k) => `${RESOURCE_WORDS[k]} ${resources[k]}`).join(', ')}.`);
  out.push(AGENDAS_NOTE);
  return out;
}

/**
 * What recording this Epilogue takes away, said before it is done: resources lost (H9: only what
 * there is), this gang's Bounties going to the rival, Prepare for War's quirks given back, the arc
 * ended. Empty when it takes nothing away.
 */
export function epilogueWarnings(roster: Roster, e: Epilogue): string[] {
  const out: string[] = [];
  const rival = e.rival.trim() || 'the rival';
  const arc = arcAgainst(roster, e.rival);
  const { resources } = resourcesAfter(roster, e);
  for (const kind of Object.keys(RESOURCE_WORDS) as ResourceKind[]) {
    const lost = roster.resources[kind] - resources[kind];
    if (lost > 0) out.push(`Loses ${lost} ${RESOURCE_WORDS[kind]} (${roster.resources[kind]} now, ${resources[kind]} after).`);
  }
  for (const name of e.ours ?? []) {
    const i = roster.fighters.findIndex((f, k) => same(fighterLabel(f, k), name));
    const f = roster.fighters[i];
    if (f && f.bounty > 0) out.push(`${fighterLabel(f, i)}’s Bounty of ${f.bounty} goes to ${rival} and back to 0.`);
  }
  out.push(...clearTempQuirks(roster).changes.map((c) => `${c}.`));
  if (arc && arc.step !== 'epilogue' && e.next === 'epilogue') out.push(`Ends the arc against ${arc.rival}.`);
  return out;
}

/**
 * The Epilogue of a skirmish (HB 442-445), the arc's current one or one outside an arc (`next` then
 * not needed; `firstBlood` makes it the First Blood of a new arc against the rival): Bounties paid as Reputation for each rival fighter
 * Taken Down (then back to 0), this gang's Taken Down fighters' Bounties reset, rewards into the
 * resources (H9), the Bounties declared, next-skirmish actions used up, the arc moved on. After a game
 * End game logged it is one step entry, with what the player corrected of the game's report; a game not
 * played in the play view is logged as a game entry.
 */
export function recordSkirmish(roster: Roster, e: Epilogue): Roster {
  const rivalName = e.rival.trim();
  const found = arcAgainst(roster, rivalName);
  const under = found && found.step !== 'epilogue' ? found : undefined;
  if (e.firstBlood && under) throw new InputError(`An arc against ${under.rival} is under way: this game is its ${stepName(under.step)}.`);
  if (e.firstBlood && rivalName === '') throw new InputError('Name the rival gang to start an arc against it.');
  // Outside an arc the skirmish still has its Epilogue (HB 442-445); as a First Blood it starts one (HB 936).
  const arc: Arc | undefined = under ?? (e.firstBlood ? { rival: rivalName, step: 'first-blood', results: [] } : undefined);
  const results = arc ? [...arc.results, e.outcome].slice(-4) : [];
  const allowed = arc ? nextSteps(arc.step, results) : [];
  const step = arc ? (e.next ?? (allowed.length === 1 ? allowed[0] : undefined)) : undefined;
  if (arc && (!step || !allowed.includes(step))) throw new InputError(`After ${stepName(arc.step)} comes ${allowed.map(stepName).join(' or ')}.`);
  const rival = arc?.rival ?? rivalName;
  const problem = claimProblem(roster, e);
  if (problem) throw new InputError(problem);
  if (e.bountyOn?.trim() && rival === '') throw new InputError('Name the rival gang to declare a Bounty on one of its fighters.');
  const changes: string[] = [];
  let next: Roster = under || !arc ? roster : { ...roster, arcs: [...roster.arcs.filter((a) => a !== found), arc] };
  let paid = 0;
  for (const typed of e.takenDown.map((n) => n.trim()).filter(Boolean)) {
    const fromGame = roster.pending?.takenDown.find((t) => same(t.fighter, typed));
    const known = roster.rivalBounties.find((b) => same(b.rival, rival) && same(b.fighter, typed));
    const name = known?.fighter ?? fromGame?.fighter ?? typed;
    const bounty = Math.max(fromGame?.bounty ?? 0, known?.bounty ?? 0);
    if (bounty > 0) {
      paid += bounty;
      changes.push(`${name} Taken Down: Bounty ${bounty} paid as ${bounty} Reputation`);
      if (rival !== '') next = withRivalBounty(next, rival, name, 0);
    } else changes.push(`${name} Taken Down (no Bounty)`);
  }
  for (const name of e.ours ?? []) {
    const i = next.fighters.findIndex((f, k) => same(fighterLabel(f, k), name));
    const f = next.fighters[i];
    if (!f || f.bounty <= 0) continue;
    changes.push(`${fighterLabel(f, i)} was Taken Down: ${rival || 'the rival'} collects its Bounty ${f.bounty}; back to 0`);
    next = { ...next, fighters: next.fighters.map((x, k) => (k === i ? { ...x, bounty: 0 } : x)) };
  }
  const applied = applyRewards(next.resources, { ...e.rewards, reputation: (e.rewards.reputation ?? 0) + paid });
  for (const c of epilogueClaims(roster, e)) changes.push(c.takes > 0 ? `${claimWords(c, rival)}; ${rival || 'the rival'} loses it on its own sheet` : claimWords(c, rival));
  changes.push(...applied.changes);
  next = { ...next, resources: applied.resources };
  if (e.bountyOn && e.bountyOn.trim() !== '') {
    const name = e.bountyOn.trim();
    const now = Math.min(MAX_BOUNTY, rivalBounty(next, rival, name) + 1);
    next = withRivalBounty(next, rival, name, now);
    changes.push(`Bounty declared on ${name}: now ${now}`);
  }
  if (e.rivalBountyOn && e.rivalBountyOn.trim() !== '') {
    const i = next.fighters.findIndex((f, k) => same(fighterLabel(f, k), e.rivalBountyOn!));
    if (i < 0) throw new InputError(`No fighter “${e.rivalBountyOn.trim()}” in this gang.`);
    const now = Math.min(MAX_BOUNTY, next.fighters[i]!.bounty + 1);
    next = { ...next, fighters: next.fighters.map((x, k) => (k === i ? { ...x, bounty: now } : x)) };
    changes.push(`${rival || 'The rival'} declared a Bounty on ${fighterLabel(next.fighters[i]!, i)}: now ${now}`);
  }
  const cleared = clearTempQuirks(next);
  changes.push(...cleared.changes);
  const arcs = next.arcs.map((a) => (a === arc && step ? { ...a, step, results } : a));
  const { pending: _pending, ...rest } = cleared.roster;
  next = { ...rest, nextSkirmish: [], arcs };
  const title = `${arc ? stepName(arc.step) : 'Skirmish'}${e.scenario.trim() ? ` (${e.scenario.trim()})` : ''}${rival ? ` against ${rival}` : ''}: ${outcomeWords(e.outcome)}`;
  const words = step ? [...changes, `Next: ${stepName(step)}`] : [...changes, 'Epilogue recorded'];
  // A game End game logged gets its Epilogue as a step of its own (one entry per step; S-01: still one game).
  if (roster.pending) return addLogEntry(next, logEntry('step', `${EPILOGUE_TITLE} ${title}`, [...epilogueCorrections(roster, e), ...words], e.date));
  return addLogEntry(next, logEntry('game', title, words, e.date));
}

/**
 * The titles worked out again across the gangs saved on this device (the open gang as it is now),
 * logged: who holds each title, this gang's marked.
 */
export function recordTitles(roster: Roster, saved: readonly { id: string; roster: Roster }[], openId: string | null, book: HeartbreakerBook, date?: string): Roster {
  const result = titlesOnDevice(saved, roster, openId, book);
  if (result.open === null) {
    return addLogEntry(roster, logEntry('step', 'Titles worked out again', ['This gang is not saved on this device, so it is not compared'], date));
  }
  const changes = result.awards.map((a) => {
    const resource = RESOURCE_WORDS[a.title.resource as ResourceKind] ?? a.title.resource;
    if (a.holder === null) return `${a.title.name} (most ${resource}): nobody${a.reason === 'tie' ? ', a tie' : ''}`;
    const gang = result.gangs[a.holder]!;
    const leader = leaderOf(gang)?.name.trim();
    const who = `${leader ? `${leader} of ` : ''}${gang.name.trim() || 'an unnamed gang'}${a.holder === result.open ? ' (this gang)' : ''}`;
    return `${a.title.name} (most ${resource}): ${who}, ${gang.resources[a.title.resource as ResourceKind]}`;
  });
  return addLogEntry(roster, logEntry('step', 'Titles worked out again', changes, date));
}
