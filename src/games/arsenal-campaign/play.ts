/**
 * An Arsenal Campaign encounter at the table: the crew hired from the Arsenal (C7: with its leader)
 * within the encounter size (C3: the lower of the two Arsenal totals + 5, or a smaller size the
 * players agree), each model and upgrade priced by campaign.ts's hireCost (C8) through the crew
 * tracker's own crewCost; the soulstone pool worked out (what hiring leaves, at most 7, the rating
 * difference on top, a master's cache only when both crews field one); each model's damage against
 * the Health the player reads from its card (the campaign rules print no stat cards), out at 0 Health;
 * killed or sacrificed, buried, and the Finished Off flip; the VP and a Strategic Withdrawal; the
 * opponent's crew tracked without odds (arsenalFoes), so the match report has both crews' fates. End
 * game writes the week's game into the crew tracker (./write-back.ts, loaded after the first paint), so its Aftermath starts from it.
 */
import { foeFlag, foeOf, type CounterDef, type FlagDef, type FoeRules, type ModelAction, type PlayRules, type PlayState as KitState, type StatLine } from '../../play';
import { andList } from '../../common/words';
import { cacheToPool, ratingGap } from './campaign';
import { crewCost as crewHired, type CrewCost, type CrewModel } from './aftermath';
import { parseRoster, type Roster } from './roster-format';
import { currentArsenal, numbersOf, type ArsenalModel, type ArsenalRosterData, type CrewNow } from './roster-rules';
import { arsenalBattle, arsenalScore, crewTotal, given, OPPONENT_RATING, withdrawalOn } from './battle';

// The encounter's VP, the Strategy's and a withdrawal are the battle's (./battle.ts); these ids and
// readers are kept here too for the play view and a game saved before the battle.
export { crewTotal, given, OPPONENT_RATING, OPPONENT_VP, OUR_VP, STRATEGY_VP, THEY_WITHDREW, WE_WITHDREW } from './battle';

/**
 * The Arsenal Campaign's own part of the state of play (`PlayState.own`): the models hired for this
 * encounter, as indexes into the roster's models. Absent (a game saved before hiring): every model plays.
 */
export interface ArsenalOwn {
  crew: number[];
}

/** The state of play of an Arsenal Campaign game, as its steps write it. */
export type PlayState = KitState<ArsenalOwn>;

/** The models hired for this encounter, read leniently from any state (a saved game's own part is only checked to be plain JSON), or null where every model plays. */
export function crewOf(state: KitState): number[] | null {
  const own = state.own;
  const crew = typeof own === 'object' && own !== null ? (own as Partial<Record<keyof ArsenalOwn, unknown>>).crew : undefined;
  return Array.isArray(crew) ? crew.filter((i): i is number => Number.isInteger(i)) : null;
}

/** Any state as the Arsenal's: its own part read back (crewOf), nothing else changed. */
function arsenalState(state: KitState): PlayState {
  const { own: _own, ...rest } = state;
  void _own;
  const crew = crewOf(state);
  return crew === null ? rest : { ...rest, own: { crew } };
}

/** The state with `crew` hired. */
const withCrew = (state: KitState, crew: number[]): PlayState => ({ ...arsenalState(state), own: { crew } });

export const HEALTH = 'health';
export const FINISHED_OFF = 'finishedOff';
/** The Finished Off flip was made and came up 2 or less (l.99): no flip again if the model comes back (l.100). */
export const NOT_FINISHED_OFF = 'notFinishedOff';
export const SOULSTONES = 'soulstones';
/** The opponent's Arsenal total: absent until the player gives it (a game saved before kept a number here). */
export const OPPONENT_TOTAL = 'opponentTotal';
/** The encounter size the players agreed below the largest (l.65); absent: the largest. */
export const AGREED_SIZE = 'agreedSize';
export const OPPONENT_MASTER = 'opponentHasMaster';
/** SS of the campaign upgrades taken (the tracker keeps no SS cost for them). */
export const CAMPAIGN_UPGRADE_SS = 'campaignUpgradeSs';
/** A game flag per ordinary upgrade of the Arsenal taken into this encounter. */
export const upgradeFlag = (id: string): string => `upgrade:${id}`;

/** The state with a number of the game's own given (or, with null, taken back). */
export function giveNumber<S extends KitState>(state: S, id: string, value: number | null): S {
  const counters = { ...state.counters };
  if (value === null) delete counters[id];
  else counters[id] = Math.round(value);
  return { ...state, counters };
}

/** The encounter size (C3): the lower of the two Arsenal totals + 5. */
export function encounterSizeOf(mine: number, theirs: number, data: ArsenalRosterData): number {
  return Math.min(mine, theirs) + numbersOf(data).rules.encounterMargin;
}

/** The opponent's numbers read from their crew tracker: null where it does not give one. */
export interface OpponentCrew {
  total: number | null;
  rating: number | null;
  /** The step's words for the log. */
  text: string;
}

/**
 * The opponent's numbers read from their own crew tracker (its share link, C3 and C4): their Arsenal
 * total counted as ours is (C8), and their campaign rating; null where their tracker's numbers do
 * not add up yet.
 */
export function opponentCrew(theirs: Roster, data: ArsenalRosterData): OpponentCrew {
  const arsenal = currentArsenal(theirs, data);
  const total = crewTotal(arsenal.models, data);
  const rating = arsenal.rating;
  const name = theirs.name.trim() || 'their crew';
  const parts = [total === null ? 'Arsenal total not given (their tracker’s models do not add up)' : `Arsenal total ${total} SS`, rating === null ? 'campaign rating not given' : `campaign rating ${rating}`];
  return { total, rating, text: `Opponent’s crew read (“${name.slice(0, 80)}”): ${parts.join(', ')}` };
}

/** The opponent's crew given to the encounter, one step: a number it does not give stays as typed. */
export function giveOpponentCrew<S extends KitState>(state: S, crew: OpponentCrew): S {
  const rated = crew.rating === null ? state : giveNumber(state, OPPONENT_RATING, crew.rating);
  return crew.total === null ? rated : giveNumber(rated, OPPONENT_TOTAL, crew.total);
}

/**
 * Whether the encounter already holds their crew's numbers: its Arsenal total and, where their
 * tracker gives one, its rating. A crew whose total does not add up is never held, so reading it
 * again still says why.
 */
export function holdsCrew(state: KitState, crew: OpponentCrew): boolean {
  return crew.total !== null && given(state, OPPONENT_TOTAL) === crew.total && (crew.rating === null || given(state, OPPONENT_RATING) === crew.rating);
}

/** What the encounter's numbers are: the largest size once the opponent's total is given, and the one played. */
export interface Encounter {
  mine: number | null;
  opponentTotal: number | null;
  largest: number | null;
  /** The agreed size, else the largest. */
  size: number | null;
  /** An agreed size above the largest (not allowed). */
  tooBig: boolean;
}

export function encounterOf(arsenal: CrewNow, state: KitState, data: ArsenalRosterData): Encounter {
  const mine = crewTotal(arsenal.models, data);
  const opponentTotal = given(state, OPPONENT_TOTAL);
  const largest = mine === null || opponentTotal === null ? null : encounterSizeOf(mine, opponentTotal, data);
  const agreed = given(state, AGREED_SIZE);
  return { mine, opponentTotal, largest, size: agreed ?? largest, tooBig: agreed !== null && largest !== null && agreed > largest };
}

/**
 * The encounter's line over its fold: the crew's cost of the size, and, while the opponent's total is
 * not given, that it is wanted (A-10: the size is unknown until then, C3).
 */
export function encounterLine(roster: Roster, state: KitState, data: ArsenalRosterData): string {
  const { cost, size } = crewCost(roster, state, data);
  return `Encounter: ${cost ?? '?'} of ${size ?? '?'} SS${size === null ? ': give the opponent’s total' : ''}`;
}

/** The ordinary upgrades taken into this encounter, and the SS of the campaign upgrades taken. */
export function upgradesTaken(arsenal: CrewNow, state: KitState): { name: string; cost: number }[] {
  const taken = arsenal.upgrades.filter((u) => state.flags[upgradeFlag(u.id)] === true).map((u) => ({ name: u.name, cost: u.cost }));
  const campaign = given(state, CAMPAIGN_UPGRADE_SS) ?? 0;
  return campaign > 0 ? [...taken, { name: 'Campaign upgrades', cost: campaign }] : taken;
}

const crewModel = (m: ArsenalModel): CrewModel => ({ id: m.id, name: m.name, station: m.station, cost: m.cost, cache: m.cache });

/**
 * The hired crew's cost (C8, the crew tracker's crewCost, each model through hireCost) against the
 * size played, and whether it fits; `cost` is known even before the size is.
 */
export function crewCost(roster: Roster, state: KitState, data: ArsenalRosterData): { cost: number | null; size: number | null; fits: boolean; crew: CrewCost } {
  const arsenal = currentArsenal(roster, data);
  const hired = (crewOf(state) ?? []).map((i) => arsenal.models[i]).filter((m): m is ArsenalModel => m !== undefined);
  const { size } = encounterOf(arsenal, state, data);
  const crew = crewHired(hired.map(crewModel), arsenal.leader, upgradesTaken(arsenal, state), size ?? 0, numbersOf(data).rules);
  return { cost: crew.total, size, fits: size !== null && crew.leftover >= 0, crew };
}

/** The soulstone pool at the start (l.87-91): what hiring leaves (at most 7), the rating difference for the lower-rated crew, a master's cache when both crews field one. */
export interface Pool {
  total: number;
  fromHiring: number;
  fromRating: number | null;
  fromCache: number;
}

export function poolOf(roster: Roster, state: KitState, data: ArsenalRosterData): Pool | null {
  const { crew, size } = crewCost(roster, state, data);
  if (size === null) return null;
  const arsenal = currentArsenal(roster, data);
  const n = numbersOf(data);
  const theirs = given(state, OPPONENT_RATING);
  const gap = arsenal.rating === null || theirs === null ? null : ratingGap(arsenal.rating, theirs);
  const fromRating = gap === null ? null : gap.lower === 'a' ? gap.difference : 0;
  const hired = (crewOf(state) ?? []).map((i) => arsenal.models[i]).filter((m): m is ArsenalModel => m !== undefined);
  const cacheOf = (station: ArsenalModel['station']) => hired.filter((m) => m.station === station).reduce((sum, m) => sum + Math.max(0, m.cache ?? 0), 0);
  const fromCache = cacheToPool({ masterCaches: cacheOf('master'), hasMaster: hired.some((m) => m.station === 'master'), opponentHasMaster: state.flags[OPPONENT_MASTER] === true, henchmanCaches: cacheOf('henchman') }, n.rules);
  return { total: crew.toPool + (fromRating ?? 0) + fromCache, fromHiring: crew.toPool, fromRating, fromCache };
}

/** The pool in words, for the note and the button. */
export function poolWords(pool: Pool, data: ArsenalRosterData): string {
  const parts = [`${pool.fromHiring} left from hiring (at most ${numbersOf(data).rules.usualPoolLimit})`];
  if (pool.fromRating === null) parts.push('the rating difference once the opponent’s campaign rating is given');
  else if (pool.fromRating > 0) parts.push(`${pool.fromRating} for the lower campaign rating`);
  if (pool.fromCache > 0) parts.push(`${pool.fromCache} from the master’s cache (both crews field a master)`);
  return `${pool.total}: ${andList(parts)}`;
}

/** The crew's leader's index among the play view's models, or -1. */
const leaderIndex = (arsenal: CrewNow): number => (arsenal.leader === null ? -1 : arsenal.models.findIndex((m) => m.id === arsenal.leader));


/** The plain words the play view shows where the other games have the odds between models (why there are none: see the README's play view). */
export const NO_ODDS_WHY =
  'No odds between models are given for the Arsenal Campaign: it is a campaign for a card-flip game, and its rules print no stat cards, so a crew here carries no attacks, defence or Health to work a duel out from (Health is typed in from each model’s own card). The odds of a single flip are in the flip-odds tool.';

/** What the play page hands the island about odds (`flipOddsHref` written by toolHref), so that neither the words nor the link code are in the island's script. */
export function arsenalNoOdds(flipOddsHref: string): NonNullable<PlayRules<Roster, ArsenalOwn>['noOdds']> {
  return { why: NO_ODDS_WHY, tool: { label: 'Flip odds', href: flipOddsHref } };
}

/** The book's words for a model killed or sacrificed and one buried (l.97-101), on either side's models. */
const KILLED = 'Killed or sacrificed';
const BURIED_LABEL = 'Buried';
/** A killed model's fate once its flip came up 3 or more (l.98), in the match report. */
export const FINISHED_OFF_FATE = 'Finished Off';

/** The opponent's model was not hired for this encounter (a mark in the opponent's panel; a linked game's from their phone). */
export const NOT_HIRED = 'notHired';
/** The opponent's model buried (the mark a linked game sets from their model's down status, named as it). */
export const BURIED = 'buried';

/**
 * The opponent's crew in the opponent's panel, with no odds (NO_ODDS_WHY): each model of their
 * Arsenal, its damage counted up (their Health is on their cards, not in their tracker), and the
 * book's statuses as marks (l.97-101): buried, Finished Off (their controller's flip, l.97-98), and
 * not hired for this encounter. Their fates reach the match report (arsenalFoeFate).
 */
export function arsenalFoes(data: ArsenalRosterData): FoeRules<Roster> {
  return {
    targets: (opponent) => (opponent ? currentArsenal(opponent, data).models.map((m, i) => ({ name: m.name.trim() || `Model ${i + 1}`, max: null })) : []),
    foeFlags: [
      { id: BURIED, label: BURIED_LABEL },
      { id: FINISHED_OFF, label: FINISHED_OFF_FATE },
      { id: NOT_HIRED, label: 'Not hired' },
    ],
    benchedFlag: NOT_HIRED,
  };
}

/** One of the opponent's models at the end in the book's words (l.97-101), or null while in the game; a model not hired has no fate (the report leaves it out). */
export function arsenalFoeFate(state: KitState, index: number): string | null {
  const f = foeOf(state, index);
  if (foeFlag(state, index, NOT_HIRED)) return null;
  if (foeFlag(state, index, FINISHED_OFF)) return FINISHED_OFF_FATE;
  if (f.out) return KILLED;
  if (foeFlag(state, index, BURIED)) return BURIED_LABEL;
  return null;
}

/** The Arsenal's play rules; `noOdds` (from arsenalNoOdds, on the page) says why there are no odds between models. */
export function arsenalPlay(data: ArsenalRosterData, noOdds?: PlayRules<Roster, ArsenalOwn>['noOdds']): PlayRules<Roster, ArsenalOwn> {
  // The Arsenal is replayed from the log once per roster (every card and note reads it).
  const arsenals = new WeakMap<Roster, CrewNow>();
  const arsenalOf = (roster: Roster) => {
    let a = arsenals.get(roster);
    if (!a) arsenals.set(roster, (a = currentArsenal(roster, data)));
    return a;
  };
  const finishedOffFlags: FlagDef[] = [{ id: FINISHED_OFF, label: FINISHED_OFF_FATE }];
  const healthCounters: CounterDef[] = [{ id: HEALTH, label: 'Health (from its card)', max: 30 }];
  const rules: PlayRules<Roster, ArsenalOwn> = {
    slug: 'arsenal-campaign',
    gameName: 'Arsenal Campaign',
    noun: 'crew',
    modelNoun: 'model',
    track: 'damage',
    // The book's statuses (l.97-101): killed or sacrificed models are out; a buried one may come back.
    downLabel: BURIED_LABEL,
    outLabel: KILLED,
    // A killed model whose flip came up 3 or more (l.99): the match report says so, not just killed.
    fate: (m) => (m.flags[FINISHED_OFF] ? FINISHED_OFF_FATE : null),
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) => {
      const arsenal = arsenalOf(roster);
      return arsenal.models.map((m, i) => ({
        name: m.name.trim() || `Model ${i + 1}`,
        kicker: [m.id === arsenal.leader ? 'Leader' : '', m.station === 'master' ? 'Master' : m.station === 'henchman' ? 'Henchman' : 'Model', m.cost === null ? '' : `cost ${m.cost}`].filter(Boolean).join(' · '),
        max: null,
        counters: healthCounters,
        flags: finishedOffFlags,
      }));
    },
    maxDamage: (_roster, index, state) => {
      const health = state.models[index]?.counters[HEALTH] ?? 0;
      return health > 0 ? health : null;
    },
    // A model reduced to 0 Health is killed (l.39, l.97): out of the encounter, with its Finished Off flip to make.
    afterDamage: (_roster, index, _before, after) => {
      const m = after.models[index]!;
      const health = m.counters[HEALTH] ?? 0;
      return health > 0 && m.damage >= health && !m.out ? { ...after, models: after.models.map((x, i) => (i === index ? { ...x, out: true, down: false } : x)) } : after;
    },
    benched: (state, index) => {
      const crew = crewOf(state);
      return crew !== null && !crew.includes(index);
    },
    gameCounters: () => [{ id: SOULSTONES, label: 'Soulstones', max: 99 }],
    gameFlags: () => [],
    noOdds,
    foes: arsenalFoes(data),
    foeFate: (_opponent, index, state) => arsenalFoeFate(state, index),
    // No model hired yet; the notes name the leader until it is (C7).
    start: (_roster, state) => withCrew(state, []),
    stats: (_roster, index, state): StatLine[] => {
      const m = state.models[index]!;
      const health = m.counters[HEALTH] ?? 0;
      return [{ label: 'Health', value: health > 0 ? `${Math.max(0, health - m.damage)} of ${health}` : `not set (${m.damage} damage)`, changed: m.damage > 0 }];
    },
    notes: (roster, index, state) => {
      const arsenal = arsenalOf(roster);
      const m = arsenal.models[index];
      const p = state.models[index];
      if (!m || !p) return [];
      const notes: string[] = [];
      if (m.id === arsenal.leader) notes.push('Leads the crew: it plays every campaign game (our reading C7).');
      if (m.injuries.length) notes.push(`Injuries: ${m.injuries.join(', ')}.`);
      const flipped = p.flags[FINISHED_OFF] === true || p.flags[NOT_FINISHED_OFF] === true;
      if (p.flags[FINISHED_OFF]) notes.push('Finished Off: it flips for an injury in the week’s Aftermath.');
      else if (p.out && !flipped) notes.push('Killed or sacrificed: flip a card for it (it can be cheated). On 3 or more it is Finished Off; on 2 or less nothing more happens. Only the first time counts.');
      else if (p.down && !flipped) notes.push('Buried: still buried when the game ends, it counts as killed and flips for Finished Off, cheated only with the cards then in hand.');
      return notes;
    },
    modelActions: (roster, index, state): ModelAction<ArsenalOwn>[] => {
      const arsenal = arsenalOf(roster);
      const hired = crewOf(state)?.includes(index) ?? true;
      const name = rules.models(roster)[index]?.name ?? '';
      const leads = arsenal.models[index]?.id === arsenal.leader;
      const actions: ModelAction<ArsenalOwn>[] = [];
      if (!hired) actions.push({ id: 'hire', label: `Hire ${name}`, log: 'hired for this encounter', apply: (s) => withCrew(s, [...(crewOf(s) ?? []), index].sort((a, b) => a - b)) });
      else if (!leads) actions.push({ id: 'release', label: 'Take out of the crew', log: 'left the crew for this encounter', apply: (s) => withCrew(s, (crewOf(s) ?? []).filter((i) => i !== index)) });
      const p = state.models[index];
      if (hired && p && (p.out || p.down) && !p.flags[FINISHED_OFF] && !p.flags[NOT_FINISHED_OFF]) {
        actions.push({
          id: 'not-finished-off',
          label: 'Flipped 2 or less',
          log: 'not Finished Off (flipped 2 or less)',
          apply: (s) => ({ ...arsenalState(s), models: s.models.map((x, i) => (i === index ? { ...x, flags: { ...x.flags, [NOT_FINISHED_OFF]: true } } : x)) }),
        });
      }
      return actions;
    },
    gameNotes: (roster, state) => {
      const arsenal = arsenalOf(roster);
      const { cost, size, fits } = crewCost(roster, state, data);
      const encounter = encounterOf(arsenal, state, data);
      const crew = crewOf(state);
      const hired = crew?.length ?? 0;
      const notes = [
        `Crew hired: ${hired} ${hired === 1 ? 'model' : 'models'}, ${cost ?? '?'} soulstones of an encounter size of ${size ?? '?'}.`,
      ];
      // An opponent's total not given yet is said by the encounter's own line (encounterLine), above these notes.
      const leader = leaderIndex(arsenal);
      if (leader >= 0 && crew !== null && !crew.includes(leader)) notes.push(`${rules.models(roster)[leader]!.name} leads the crew and plays every campaign game (our reading C7): hire them.`);
      if (encounter.tooBig) notes.push(`The largest encounter these crews can play is ${encounter.largest} SS: agree a size no larger.`);
      if (!fits && hired > 0 && size !== null) notes.push('The crew costs more than the encounter size (our readings C3 and C8): take a model or an upgrade out.');
      const pool = poolOf(roster, state, data);
      if (pool && fits) notes.push(`Soulstone pool to start: ${poolWords(pool, data)}.`);
      const { weWithdrew: ours, theyWithdrew: theirs } = arsenalScore(state);
      if (ours !== null) notes.push(withdrawalOn(ours, data)?.withdrawerScoresVp === false ? `We withdrew on turn ${ours}: no VP, no script from the game, and of the Aftermath only the injury flips.` : `We withdrew on turn ${ours}.`);
      if (theirs !== null) notes.push(`The opponent withdrew on turn ${theirs}.`);
      const finished = state.models.filter((m) => m.flags[FINISHED_OFF]).length;
      if (finished) notes.push(`Finished Off: ${finished}; each flips for an injury in the Aftermath (End game writes them into the week).`);
      return notes;
    },
    // End game's code (./write-back.ts) comes after the first paint: End game waits for it (readyToEnd).
    writeBackLater: () => import('./write-back').then((m) => (saved, played, state, outcome) => m.writeGameBack(saved, played, state, outcome, data)),
    // The opponent's report kept here becomes the week's game too (./kept-report.ts), loaded only then.
    keepReportLater: () => import('./kept-report').then((m) => (saved: Roster, report) => m.keepArsenalReport(saved, report, data)),
    battle: arsenalBattle(data),
  };
  return rules;
}
