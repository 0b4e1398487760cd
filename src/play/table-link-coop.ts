/**
 * Table Link in co-op (issue 36: "each player's phone owns that player's Characters and Tinker pool;
 * the enemy turn is owned by the phone that started the game and shown on the other"). Two phones
 * play one shared roster (Kuggköping's co-op warband: KB 455-468, two Characters per player, each
 * player's own Tinker dice pool, both win or lose together). The link itself is ./table-link.ts's,
 * unchanged: each phone keeps its own game of the whole roster and the other phone's game as a
 * replica that only its updates change, merged as a union of steps. What co-op adds is who counts
 * for what, so the game both phones show is a pure function of the two sides:
 *
 * - **Seats.** The phone that started the game is seat 1 (player 1), the phone that joined is seat 2.
 *   A model belongs to its player's seat (`CoopRules.seatOf`), a game counter to the seat the game
 *   names (a player's Tinker dice) or to the table.
 * - **Each seat's phone is the only writer of its models and counters.** The game shown takes them
 *   from that phone's side; a tap on the other seat's model on my phone (the view offers none) would
 *   change my side only and is never shown.
 * - **The table's part is the starter's phone's alone**: the enemies (the game's own part of the
 *   state: their grit, activation rolls, moves and order), the mission's set-up and score, the game's
 *   flags and the table's counters (Gizmos claimed). The enemy turn is run only there.
 * - **Damage a Character deals to an enemy is the enemy's owner's to write**: whichever player's
 *   Character hits it, the hit is entered on the starter's phone (both players sit at one table to
 *   scan each other's codes). So each enemy has one writer, nothing is added up from two phones, and
 *   merging stays the link kit's union of steps: the same update twice, or two in either order, show
 *   the same game.
 * - **The round** is the highest either phone has reached, as in a linked competitive game.
 *
 * Pure: no DOM, no React. Loaded with the table link's code (only for a linked game).
 */
import type { GameResult, Outcome, PlayRules, PlayState } from './state';
import type { LinkUpdate, TableLink, TheirSide } from './table-link';

export type Seat = 1 | 2;

/** A game's co-op seats (PlayRules.coop): which roster is shared, and whose phone owns each model and counter. */
export interface CoopRules<R> {
  /** The roster is played by two players, one phone each (Kuggköping's co-op warband). */
  shared(roster: R): boolean;
  /** The seat whose phone owns model `index`. */
  seatOf(roster: R, index: number): Seat;
  /** The seat whose phone owns game counter `id`; null: the table's (the starter's phone). */
  counterSeat(roster: R, id: string): Seat | null;
  /** What a seat's player is called ("Player 1"). */
  seatName(seat: Seat): string;
  /** The game's name for the part the starter's phone runs ("the enemy turn"). */
  tablePart: string;
  /** What a seat's phone changes ("Characters and Tinker dice"). */
  seatPart: string;
  /**
   * A note on the card of the other seat's model `index` in the game shown (`state`), under the line
   * that says whose it is: a change this phone's player made that waits for the owner's phone to
   * apply it (Kuggköping's Mind link), or null.
   */
  cardNote?(roster: R, index: number, state: PlayState): string | null;
}

/** This phone's seat at the table: 1 for the phone that started it, 2 for the one that joined. */
export const seatOf = (link: Pick<TableLink, 'me' | 'starter'>): Seat => (link.me === link.starter ? 1 : 2);

/** The other seat. */
export const otherSeat = (s: Seat): Seat => (s === 1 ? 2 : 1);

/** The game linked as co-op: a table link and a shared roster of a game with seats. */
export function isCoop<R>(rules: PlayRules<R>, roster: R, link: TableLink | null): boolean {
  return link !== null && rules.coop !== undefined && rules.coop.shared(roster);
}

/**
 * The game both phones show, from my side (`mine`: my game's state) and theirs (`theirs`: their
 * side as their updates made it; null before their first update): each model and counter from its
 * seat's phone, the table's part (own, battle, flags, the table's counters) from the starter's, the
 * round the highest of both. With no side of theirs yet, their seat's part is mine as it stands.
 */
export function coopState<R>(coop: CoopRules<R>, roster: R, link: Pick<TableLink, 'me' | 'starter'>, mine: PlayState, theirs: PlayState | null): PlayState {
  if (!theirs) return mine;
  const me = seatOf(link);
  const starter: PlayState = me === 1 ? mine : theirs;
  const from = (seat: Seat | null): PlayState => ((seat ?? 1) === me ? mine : theirs);
  const models = mine.models.map((m, i) => (coop.seatOf(roster, i) === me ? m : (theirs.models[i] ?? m)));
  const ids = [...new Set([...Object.keys(mine.counters), ...Object.keys(theirs.counters)])].sort();
  const counters: Record<string, number> = {};
  for (const id of ids) {
    const v = from(coop.counterSeat(roster, id)).counters[id];
    if (v !== undefined) counters[id] = v;
  }
  const out: PlayState = { round: Math.max(mine.round, theirs.round), models, counters, flags: starter.flags };
  if (starter.own !== undefined) out.own = starter.own;
  if (starter.battle !== undefined) out.battle = starter.battle;
  return out;
}

/** What the play view needs of a co-op table: the game to show, my seat, and what on my phone is the other seat's (read-only). */
export interface CoopView<R> {
  state: PlayState;
  seat: Seat;
  /** This phone runs the table's part (the enemy turn): it started the game. */
  runsTable: boolean;
  /** The other seat's models (by index) and counters (by id): shown, never changed here. */
  theirModels: ReadonlySet<number>;
  theirCounters: ReadonlySet<string>;
  /** Their side, once their first update is merged. */
  them: TheirSide<R> | null;
  /** Why their side is not shown (their roster is not this one), or null. */
  problem: string | null;
  /** The words the view shows: which seat this phone is (or the problem), the note on the other seat's cards, and, on the phone that did not start the game, where the table's part runs. */
  seatLine: string;
  cardLine: string;
  /** The line over each of the other seat's cards, by index: `cardLine`, then that model's own note when it has one (CoopRules.cardNote). */
  cardLines: Readonly<Record<number, string>>;
  tableLine: string | null;
  /** On the phone that did not start the game, the note over the battle bar (the mission's set-up and score, the starter's to change: shown, to read only); null where they are this phone's. */
  battleLine: string | null;
}

/**
 * The co-op view of my game (`roster`, `mine`) at `link`, with their side as ./table-link.ts's
 * theirSide worked it out (`them`); null when the game is not linked as co-op. The play view calls
 * it through table-link.ts's coopOf.
 */
export function coopView<R>(rules: PlayRules<R>, roster: R, link: TableLink | null, mine: PlayState, them: TheirSide<R> | null): CoopView<R> | null {
  const coop = rules.coop;
  if (!link || !coop || !coop.shared(roster)) return null;
  const seat = seatOf(link);
  const infos = rules.models(roster);
  const theirModels = new Set(infos.flatMap((_, i) => (coop.seatOf(roster, i) === seat ? [] : [i])));
  const theirCounters = new Set(rules.gameCounters(roster).flatMap((c) => ((coop.counterSeat(roster, c.id) ?? 1) === seat ? [] : [c.id])));
  const fits = them !== null && them.infos.length === infos.length && them.infos.every((x, i) => x.name === infos[i]!.name) && them.state.models.length === mine.models.length;
  const problem = them && !fits ? coopMismatch(rules.noun) : null;
  const shown = fits ? them : null;
  const state = coopState(coop, roster, link, mine, shown ? shown.state : null);
  const cardLine = theirCardLine(coop, seat);
  const cardLines: Record<number, string> = {};
  for (const i of theirModels) {
    const note = coop.cardNote?.(roster, i, state);
    cardLines[i] = note ? `${cardLine} ${note}` : cardLine;
  }
  return {
    state,
    seat,
    runsTable: seat === 1,
    theirModels,
    theirCounters,
    them: shown,
    problem,
    seatLine: problem ?? coopSeatLine(coop, { seat, runsTable: seat === 1, them: shown }),
    cardLine,
    cardLines,
    tableLine: seat === 1 ? null : tableOwnerLine(coop, shown !== null),
    battleLine: seat === 1 || !rules.battle ? null : battleOwnerLine(coop, rules.battle.noun),
  };
}

/** The invite's roster is a shared one: the phone that opens it joins as seat 2 with that roster, not one of its own. */
export function sharedInvite<R>(rules: PlayRules<R>, invite: LinkUpdate): boolean {
  if (!rules.coop || invite.side.roster === null) return false;
  try {
    return rules.coop.shared(rules.parse(invite.side.roster));
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Words

/** Said when the other phone plays another roster than this shared one. */
export const coopMismatch = (noun: string): string => `Their phone plays another ${noun} than this one, so their side is not shown: join the table again with the ${noun} from the starter’s link.`;

/** The line above the game: which seat this phone is and what it changes. */
export function coopSeatLine<R>(coop: CoopRules<R>, v: Pick<CoopView<R>, 'seat' | 'runsTable' | 'them'>): string {
  const me = coop.seatName(v.seat);
  const other = coop.seatName(otherSeat(v.seat));
  const heard = v.them ? '' : ` Their side shows once their phone’s code is scanned here.`;
  return `Co-op: this phone is ${me}’s. It changes ${me}’s ${coop.seatPart}${v.runsTable ? ` and runs ${coop.tablePart}` : ''}; ${other}’s come from their phone.${heard}`;
}

/** The note on a card of the other seat's model. */
export const theirCardLine = <R>(coop: CoopRules<R>, seat: Seat): string => `${coop.seatName(otherSeat(seat))}’s, as their phone last sent it: changed only on their phone.`;

/** In place of the table's controls on the phone that did not start the game. */
export function tableOwnerLine<R>(coop: CoopRules<R>, heard: boolean): string {
  const part = coop.tablePart.charAt(0).toUpperCase() + coop.tablePart.slice(1);
  return heard
    ? `${part} runs on ${coop.seatName(1)}’s phone (the phone that started the game): shown here as its last update, to read only. Enter a hit on an enemy on that phone.`
    : `${part} runs on ${coop.seatName(1)}’s phone (the phone that started the game): it shows here once that phone’s update is scanned.`;
}

/** Over the battle bar on the phone that did not start the game: the set-up and the score are the starter's phone's. */
export const battleOwnerLine = <R>(coop: CoopRules<R>, noun: string): string =>
  `The ${noun} and its score are changed on ${coop.seatName(1)}’s phone (the phone that started the game): shown here as its last update, to read only.`;

/** The join button's words for a shared roster: this phone plays seat 2. */
export const coopJoinLabel = <R>(coop: CoopRules<R>, name: string): string => `Join ${name} as ${coop.seatName(2)}`;

/** What the phone that opens a co-op first link is told: it joins with the shared roster, as seat 2. */
export const coopInviteLine = <R>(coop: CoopRules<R>, name: string, noun: string): string =>
  `${name.trim() || `An unnamed ${noun}`}: a co-op ${noun} two players share. Join it on this phone as ${coop.seatName(2)}: this phone then changes ${coop.seatName(2)}’s ${coop.seatPart}.`;

// ---------------------------------------------------------------------------------------------
// End game at a co-op table (the warband's write is ./table-link-coop-end.ts's, loaded with the panel)

/** The result in words ("won", "lost", "a draw"). */
export const outcomeWords = (o: Outcome): string => (o === 'win' ? 'won' : o === 'loss' ? 'lost' : 'a draw');

/** What End game does on this phone at a co-op table. */
export type CoopEnding =
  /** Player 1's phone: End game as on one phone (the result is the table's). */
  | { kind: 'record' }
  /** Player 2's phone before player 1's End game has reached it: nothing to record yet. */
  | { kind: 'wait'; said: string }
  /** Player 2's phone once player 1's End game is here: that result, to record with one tap. */
  | { kind: 'follow'; outcome: Outcome; note: string; said: string };

/** What End game does on this phone (its `seat` at a co-op table), given the result player 1's phone recorded as its update brought it (`starter`, null before). */
export function coopEnding<R>(coop: CoopRules<R>, seat: Seat, starter: GameResult | null): CoopEnding {
  if (seat === 1) return { kind: 'record' };
  const p1 = coop.seatName(1);
  if (!starter) return { kind: 'wait', said: coopWaitLine(coop) };
  return { kind: 'follow', outcome: starter.outcome, note: starter.note, said: `${p1}’s phone recorded the result: ${outcomeWords(starter.outcome)}${starter.note.trim() ? ` (${starter.note.trim()})` : ''}. Both players win or lose together: record it on this phone too, and your copy of the warband gets this game, each player’s ${coop.seatPart} as their own phone kept them.` };
}

/** On player 2's phone before player 1's End game is here. */
export const coopWaitLine = <R>(coop: CoopRules<R>): string =>
  `Both players win or lose together, so the result is recorded on ${coop.seatName(1)}’s phone (the phone that started the game). End the game there, then open its update here: this phone then records the same result.`;


