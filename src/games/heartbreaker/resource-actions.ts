/**
 * The resource actions a gang pays for between games (HB 977-1017), apart from the rest of the
 * campaign steps (./campaign.ts) so the gang editor's first paint does not carry those. Pure.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import type { ResourceKind, Roster } from './roster-format';
import { spendOnAction, type HeartbreakerBook } from './roster-rules';

/** Each resource's name in words. */
export const RESOURCE_WORDS: Record<ResourceKind, string> = { reputation: 'Reputation', territory: 'Territory', supply: 'Supply', ammo: 'Ammo' };

/** Resource actions whose effect waits for the next skirmish (kept in `nextSkirmish` until it is played). */
export const NEXT_SKIRMISH_ACTIONS = ['eat-your-fill', 'set-the-stage', 'prepare-for-war'];

/** What a taking action takes (H13): which resource, from which gang, and how much of it that gang had. */
export interface Taking {
  resource: ResourceKind;
  /** The other gang, for the log ('' when not named). */
  from: string;
  /** The other gang's holding of that resource before (H9: it loses only what it has). */
  had: number;
}

/**
 * A resource action paid for between games (never below 0), logged with what it does. An action that
 * takes from another gang (Falsify Scarcity, Protection Racket, Demand Tribute) needs `take`: the
 * point moves to this gang (H13), none when that gang had none (H9). One for the next skirmish is kept
 * in `nextSkirmish` until the skirmish is played.
 */
export function takeResourceAction(roster: Roster, actionId: string, book: HeartbreakerBook, date?: string, take?: Taking): Roster {
  const spent = spendOnAction(roster.resources, actionId, book);
  if (!spent.ok) throw new InputError(spent.message);
  const action = book.resourceActions.find((a) => a.id === actionId)!;
  const { resource, amount } = action.cost;
  const changes = [`Paid ${amount} ${RESOURCE_WORDS[resource]} (now ${spent.resources[resource]})`, action.summary];
  let resources = spent.resources;
  if (action.takes) {
    if (!take || !action.takes.includes(take.resource)) throw new InputError(`${action.name}: choose ${action.takes.map((k) => RESOURCE_WORDS[k]).join(' or ')} to take.`);
    const from = take.from.trim();
    const gained = Math.min(1, Math.max(0, take.had));
    resources = { ...resources, [take.resource]: resources[take.resource] + gained };
    const word = RESOURCE_WORDS[take.resource];
    changes.push(
      gained > 0
        ? `Took 1 ${word} from ${from || 'another gang'} (now ${resources[take.resource]}); ${from || 'that gang'} loses it in its own sheet`
        : `${from || 'The other gang'} had no ${word}: nothing taken`,
    );
  }
  const nextSkirmish = NEXT_SKIRMISH_ACTIONS.includes(action.id) && !roster.nextSkirmish.includes(action.id) ? [...roster.nextSkirmish, action.id] : roster.nextSkirmish;
  return addLogEntry({ ...roster, resources, nextSkirmish }, logEntry('step', `Resource action: ${action.name}`, changes, date));
}

/**
 * What paying for a resource action spends, said before it is paid (HB 979-1017):
 * the price with the holding before and after, and for an action for the next skirmish, that it is
 * used up when that skirmish is played.
 */
export function resourceActionWarning(roster: Roster, actionId: string, book: HeartbreakerBook): string {
  const spent = spendOnAction(roster.resources, actionId, book);
  if (!spent.ok) return spent.message;
  const action = book.resourceActions.find((a) => a.id === actionId)!;
  const { resource, amount } = action.cost;
  const later = NEXT_SKIRMISH_ACTIONS.includes(action.id) ? ' It is used up in the next skirmish.' : '';
  return `Spends ${amount} ${RESOURCE_WORDS[resource]} (${roster.resources[resource]} now, ${spent.resources[resource]} after) for ${action.name}.${later}`;
}
