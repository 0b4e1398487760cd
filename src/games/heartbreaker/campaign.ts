/**
 * Heartbreaker between skirmishes: the arc against one rival gang (First Blood, Score to Settle,
 * then Desperation or Heartbreaker) and each skirmish's Epilogue, written into the gang and its
 * campaign log. Pure.
 *
 * - Rewards of the scenario and the agendas go into the resources, which never go below 0 (H9: a
 *   loss takes what there is).
 * - Bounties: after the skirmish each gang declares one on a rival fighter, raising it by 1 up to
 *   5. When this gang Takes Down a rival fighter with a Bounty, it gains 1 Reputation per Bounty and
 *   that Bounty goes back to 0. The rival's fighters' Bounties are kept on this gang's arc.
 * - Prepare for War's quirks are given back once the skirmish is played.
 * - Between games: each resource action paid for, and the titles worked out again across the gangs
 *   saved on the device, are entries of the log saying what they did.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import type { Arc, ArcStep, Resources, ResourceKind, Roster } from './roster-format';
import { clearTempQuirks, leaderOf, spendOnAction, titlesOnDevice, type HeartbreakerBook } from './roster-rules';

export const ARC_STEPS: { id: ArcStep; name: string }[] = [
  { id: 'first-blood', name: 'First Blood' },
  { id: 'score-to-settle', name: 'Score to Settle' },
  { id: 'desperation', name: 'Desperation' },
  { id: 'heartbreaker', name: 'Heartbreaker' },
  { id: 'epilogue', name: 'Arc over' },
];
export const MAX_BOUNTY = 5;
const RESOURCE_WORDS: Record<ResourceKind, string> = { reputation: 'Reputation', territory: 'Territory', supply: 'Supply', ammo: 'Ammo' };
const stepName = (s: ArcStep) => ARC_STEPS.find((x) => x.id === s)!.name;

/** The steps that may come after `step`: after Score to Settle the last game is Desperation or Heartbreaker. */
export function nextSteps(step: ArcStep): ArcStep[] {
  if (step === 'first-blood') return ['score-to-settle'];
  if (step === 'score-to-settle') return ['desperation', 'heartbreaker'];
  return ['epilogue'];
}

/** A new arc against `rival`, starting with First Blood. */
export function startArc(roster: Roster, rival: string, date?: string): Roster {
  if (rival.trim() === '') throw new InputError('Name the rival gang.');
  const arc: Arc = { rival: rival.trim(), step: 'first-blood', bounties: [] };
  return addLogEntry({ ...roster, arc }, logEntry('step', `Arc against ${arc.rival}`, ['Next: First Blood'], date));
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

export interface Epilogue {
  /** Won, lost (or Ran For It). */
  won: boolean;
  /** The scenario played ("Dead Drop"). */
  scenario: string;
  /** Scenario and agenda rewards, losses negative. */
  rewards: Partial<Record<ResourceKind, number>>;
  /** The rival's fighters this gang Took Down in the skirmish. */
  takenDown: readonly string[];
  /** The rival fighter this gang declares a Bounty on, if any. */
  bountyOn?: string;
  /** The arc's next step (one of nextSteps). */
  next: ArcStep;
  date?: string;
}

/**
 * The skirmish of the arc's current step and its Epilogue: Bounties paid as Reputation for each
 * rival fighter Taken Down (then back to 0), rewards into the resources (H9), a new Bounty declared,
 * Prepare for War's quirks given back, the arc moved on. One game entry in the log says it all.
 */
export function recordSkirmish(roster: Roster, e: Epilogue): Roster {
  const arc = roster.arc;
  if (!arc) throw new InputError('Start an arc first: name the rival gang.');
  if (arc.step === 'epilogue') throw new InputError('This arc is over; start a new one.');
  if (!nextSteps(arc.step).includes(e.next)) throw new InputError(`After ${stepName(arc.step)} comes ${nextSteps(arc.step).map(stepName).join(' or ')}.`);
  const changes: string[] = [];
  let bounties = arc.bounties.map((b) => ({ ...b }));
  let paid = 0;
  for (const name of e.takenDown) {
    const b = bounties.find((x) => x.fighter.toLowerCase() === name.trim().toLowerCase());
    if (b && b.reputation > 0) {
      paid += b.reputation;
      changes.push(`${b.fighter} Taken Down: Bounty ${b.reputation} paid as ${b.reputation} Reputation`);
      b.reputation = 0;
      b.paid = true;
    } else changes.push(`${name.trim()} Taken Down (no Bounty)`);
  }
  const rewards = { ...e.rewards, reputation: (e.rewards.reputation ?? 0) + paid };
  const applied = applyRewards(roster.resources, rewards);
  changes.push(...applied.changes);
  if (e.bountyOn && e.bountyOn.trim() !== '') {
    const name = e.bountyOn.trim();
    const b = bounties.find((x) => x.fighter.toLowerCase() === name.toLowerCase());
    if (b) b.reputation = Math.min(MAX_BOUNTY, b.reputation + 1);
    else bounties = [...bounties, { fighter: name, reputation: 1, paid: false }];
    changes.push(`Bounty declared on ${name}: now ${Math.min(MAX_BOUNTY, (b?.reputation ?? 1))}`);
  }
  const cleared = clearTempQuirks({ ...roster, resources: applied.resources });
  changes.push(...cleared.changes);
  const next = { ...cleared.roster, arc: { ...arc, step: e.next, bounties } };
  const title = `${stepName(arc.step)}${e.scenario.trim() ? ` (${e.scenario.trim()})` : ''} against ${arc.rival}: ${e.won ? 'won' : 'lost'}`;
  return addLogEntry(next, logEntry('game', title, [...changes, `Next: ${stepName(e.next)}`], e.date));
}

/** A resource action paid for between games (never below 0), logged with what it does. */
export function takeResourceAction(roster: Roster, actionId: string, book: HeartbreakerBook, date?: string): Roster {
  const spent = spendOnAction(roster.resources, actionId, book);
  if (!spent.ok) throw new InputError(spent.message);
  const action = book.resourceActions.find((a) => a.id === actionId)!;
  const { resource, amount } = action.cost;
  const changes = [`Paid ${amount} ${RESOURCE_WORDS[resource]} (now ${spent.resources[resource]})`, action.summary];
  return addLogEntry({ ...roster, resources: spent.resources }, logEntry('step', `Resource action: ${action.name}`, changes, date));
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
