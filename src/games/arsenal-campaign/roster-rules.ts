/**
 * The Arsenal Campaign crew tracker's rules, with the book's tables passed in: the week-by-week
 * replay of the log (the Arsenal, the script, the leader, bounties) and every problem on the way. The
 * arithmetic (encounter size, campaign rating, soulstone pool, game result, payday with its weekly
 * cap) is campaign.ts's, the same functions the campaign calculator runs. roster.ts is the public
 * contract; the builder imports this module with the data it got as props, so the browser never
 * loads a YAML reader.
 */
import type { RosterProblem } from '../../roster/game';
import { sameName } from '../../roster/names';
import { andList, count, shown } from '../../common/words';
import { isInputError } from '../../common/input-error';
import { checkInput, type Checked } from '../../common/check-input';
import type { ArsenalRosterData } from './book-data';
import { checkCampaign } from './roster-checks';
import {
  arsenalCountSchema,
  cacheToPool,
  encounterSize,
  gameResult,
  payday,
  ratingGap,
  ratingOf,
  ratingSchema,
  rulesFromData,
  totalOf,
  type ArsenalCount,
  type CampaignInput,
  type CampaignRules,
  type PaydayResult,
} from './campaign';
import type { Barter, GameRecord, Hire, Roster, Upgrade, Week } from './roster-format';
import { aftermathHand, crewCost, type CrewCost } from './aftermath';
import type { CampaignNumber, HiringRule, WithdrawalCase } from './schema';

export type { ArsenalRosterData } from './book-data';

/** A Fate card's value (ruling C1): the Black Joker 0 to the Red Joker 14. */
export const CARD_MIN = 0;
export const CARD_MAX = 14;
/** A Reward flip's card: the book has Jokers flipped again, so the card kept is 1 to 13. */
export const REWARD_MIN = 1;
export const REWARD_MAX = 13;

// ---------------------------------------------------------------------------------------------
// The numbers, from the data

export interface Numbers {
  rules: CampaignRules;
  model: HiringRule;
  master: HiringRule;
  upgrade: HiringRule;
  bountyPrice: number;
  bountyTimes: number;
  eventCap: number;
  eventReflipsRepeat: boolean;
  barter: Extract<CampaignNumber, { id: 'barter' }>;
  withdrawal: readonly WithdrawalCase[];
  /** The Finished Off flip's target (a model is Finished Off on this or more). */
  finishedOffTarget: number;
}

const numbersCache = new WeakMap<ArsenalRosterData, Numbers>();

/** The numbers the rules need, collected once per data set. */
export function numbersOf(data: ArsenalRosterData): Numbers {
  let n = numbersCache.get(data);
  if (!n) {
    const hiring = (id: string) => {
      const h = data.hiring.find((x) => x.id === id);
      if (!h) throw new Error(`hiring.yaml has no "${id}"`);
      return h;
    };
    const number = <I extends CampaignNumber['id']>(id: I) => {
      const found = data.numbers.find((x) => x.id === id);
      if (!found) throw new Error(`campaign-numbers.yaml has no "${id}"`);
      return found as Extract<CampaignNumber, { id: I }>;
    };
    const bounty = hiring('bounty');
    n = {
      rules: rulesFromData(data.numbers, data.encounterCosts, data.withdrawal),
      model: hiring('model'),
      master: hiring('master'),
      upgrade: hiring('non-campaign-upgrade'),
      bountyPrice: bounty.price?.kind === 'flat' ? bounty.price.script : number('bounty').price,
      bountyTimes: number('bounty').timesPerCampaign,
      eventCap: number('weekly-event').maxScriptPerGame,
      eventReflipsRepeat: number('weekly-event').reflipRepeatOfLastWeek,
      barter: number('barter'),
      withdrawal: data.withdrawal,
      finishedOffTarget: number('finished-off').target,
    };
    numbersCache.set(data, n);
  }
  return n;
}

/** The week masters may be hired from: the half-way week (week 4 of a 6-week campaign). */
export function halfwayWeek(campaignWeeks: number): number {
  return Math.floor(campaignWeeks / 2) + 1;
}

/** What an ordinary upgrade costs at New Hires: double, and 2 script for a 0-cost one. */
export function upgradePrice(printedCost: number, data: ArsenalRosterData): number {
  const price = numbersOf(data).upgrade.price;
  if (price?.kind !== 'multiple-of-cost') throw new Error('hiring.yaml: the non-campaign upgrade price must be a multiple of its cost');
  return printedCost === 0 ? price.zeroCostPrice : printedCost * price.multiplier;
}

/** What a hire costs in script: a master its flat price, any other model its cost less the first-hire discount (never below 0). */
export function hirePrice(hire: Pick<Hire, 'station' | 'cost'>, firstOfWeek: boolean, data: ArsenalRosterData): number {
  const n = numbersOf(data);
  if (hire.station === 'master') {
    if (n.master.price?.kind !== 'flat') throw new Error('hiring.yaml: a master must have a flat price');
    return n.master.price.script;
  }
  const cost = Math.max(0, hire.cost ?? 0);
  return firstOfWeek && n.model.discountable ? Math.max(0, cost - n.model.firstHireDiscount) : cost;
}

// ---------------------------------------------------------------------------------------------
// Replaying the log

export interface ArsenalModel {
  id: string;
  name: string;
  station: Hire['station'];
  cost: number | null;
  cache: number | null;
  hiredInWeek: number;
  skills: Barter[];
  injuries: string[];
}

export interface ArsenalState {
  models: ArsenalModel[];
  /** Ordinary upgrades bought at New Hires. */
  upgrades: Upgrade[];
  /** Campaign equipment (skills sit on their models). */
  equipment: Barter[];
  leader: string | null;
  script: number;
  bountyHeld: string | null;
  /** The parts of the bounty held marked off so far, from week to week (C9); cleared when it is completed or replaced. */
  bountyParts: string[];
  bountiesCompleted: string[];
}

export interface WeekLedger {
  week: number;
  scriptAtStart: number;
  /** Each hire with the script it cost (after the first-hire discount). */
  hires: { id: string; name: string; price: number; discounted: boolean }[];
  upgrades: { id: string; name: string; price: number }[];
  spentAtNewHires: number;
  /** The crew's numbers at the game (null without a game). */
  rating: number | null;
  arsenalTotal: number | null;
  encounterSize: number | null;
  /** Soulstones the lower-rated crew adds to its pool: who and how many. */
  poolDifference: { lower: 'crew' | 'opponent' | null; difference: number } | null;
  /** Soulstones the crew's caches add to its pool (a master's, when both crews field one; never a henchman's); null without a master of ours in the game. */
  poolCache: number | null;
  payday: PaydayResult | null;
  /** False when a Strategic Withdrawal cost the crew its payday and the game's script. */
  paid: boolean;
  /** The game as the campaign calculator's fields, this crew as Crew A (null until the opponent's total and VP are recorded). */
  calculator: CampaignInput | null;
  /** Weekly event script kept (0 after an early withdrawal). */
  eventScript: number;
  earned: number;
  spentAtBarter: number;
  spentOnBounty: number;
  scriptAtEnd: number;
  /** Ids of the models that can lead when the leader was Annihilated this week (the player picks among ties). */
  leaderCandidates: string[] | null;
  /** The Arsenal's models after this week's New Hires (who can take part, take a skill, be injured). */
  arsenal: { id: string; name: string; station: Hire['station'] }[];
  /** What can be Annihilated this week: models, ordinary upgrades, equipment and skills. */
  annihilable: { id: string; name: string; kind: 'model' | 'upgrade' | 'equipment' | 'skill' }[];
  leaderAtStart: string | null;
  /** The leader when the game is played (after New Hires: a master hired this week leads). */
  leaderAtGame: string | null;
  leaderAtEnd: string | null;
  /** The crew hired for the game against the encounter size, when the log records it (its upgrades or an agreed size). */
  crew: CrewCost | null;
  /** Phase 1: the Aftermath Hand's size and why (null without a game). */
  hand: { size: number; reasons: string[] } | null;
  /** The bounty held during this week's game and its parts marked off by then, this week's included (C9). */
  bountyAtGame: { name: string; parts: string[] } | null;
  /** False after this crew's Strategic Withdrawal on turn 1 or 2: it skips the Aftermath save its injury flips (no Barter, Reward flip or bounty). */
  fullAftermath: boolean;
}


export interface CampaignReplay {
  weeks: WeekLedger[];
  state: ArsenalState;
  problems: RosterProblem[];
}

/** The Arsenal's counts for encounter size (C3): printed costs, masters, 0-cost henchmen and their caches. */
export function arsenalCount(models: readonly Pick<ArsenalModel, 'station' | 'cost' | 'cache'>[]): ArsenalCount {
  const count: ArsenalCount = { printedCost: 0, masters: 0, zeroCostHenchmen: 0, henchmanCaches: 0 };
  for (const m of models) {
    if (m.station === 'master') count.masters++;
    else if (m.station === 'henchman' && (m.cost ?? 0) === 0) {
      count.zeroCostHenchmen++;
      count.henchmanCaches += Math.max(0, m.cache ?? 0);
    } else count.printedCost += Math.max(0, m.cost ?? 0);
  }
  return count;
}

/**
 * The VP this crew's payday counts (C7): its own, or, when the opposing crew withdrew and both
 * scores are known, 1 VP more than the opponent as the withdrawal rule counts it.
 */
export function countedVp(game: GameRecord, rules: CampaignRules): number {
  const vp = Math.max(0, game.vp);
  if (game.opponentWithdrewOnTurn === undefined || game.withdrewOnTurn !== null || game.opponentVp === undefined) return vp;
  try {
    return gameResult({ vpA: vp, vpB: Math.max(0, game.opponentVp), withdrawer: 'b', withdrawalTurn: game.opponentWithdrewOnTurn }, rules).vpA;
  } catch {
    return vp; // a turn no withdrawal rule covers: the replay reports it
  }
}

/** C4's inputs from the Arsenal: campaign upgrades (skills and equipment), injuries, an Avatar. */
function ratingInput(state: ArsenalState): { nonInjuryUpgrades: number; injuryUpgrades: number; avatar: boolean } {
  const skills = state.models.flatMap((m) => m.skills);
  const campaignUpgrades = [...skills, ...state.equipment];
  return {
    nonInjuryUpgrades: campaignUpgrades.length,
    injuryUpgrades: state.models.reduce((sum, m) => sum + m.injuries.length, 0),
    avatar: campaignUpgrades.some((u) => u.avatar),
  };
}

/** A check's value, or null after reporting its sentence. */
function reported<T>(checked: Checked<T>, onError: (message: string) => void): T | null {
  if (checked.ok) return checked.value;
  onError(checked.why);
  return null;
}

/**
 * campaignRating() and arsenalTotal() as the replay asks them, without throwing: the rating or total,
 * or the sentence they refuse with (an InputError thrown and caught per week, stack and all, was a
 * large part of a replay at the format's bounds). The inputs are the replay's own, with no other fields.
 */
function ratingNow(state: ArsenalState, rules: CampaignRules): Checked<number> {
  const who = 'The crew';
  const input = checkInput(ratingSchema(who), ratingInput(state));
  return input.ok ? ratingOf(input.value, rules, who) : input;
}

function totalNow(count: ArsenalCount, rules: CampaignRules): Checked<number> {
  const who = 'The crew';
  const input = checkInput(arsenalCountSchema(who), count);
  return input.ok ? totalOf(input.value, rules, who) : input;
}

/** A whole-number check that reports instead of throwing (campaign.ts refuses with an InputError). */
function attempt<T>(fn: () => T, onError: (message: string) => void): T | null {
  try {
    return fn();
  } catch (error) {
    if (isInputError(error)) {
      onError(error.message);
      return null;
    }
    throw error;
  }
}

/** Phase 3 (l.148): the Barter flips a crew makes after a game with its full Aftermath: one, and one more for 3 or more VP from the Strategy. */
export function barterFlipsFor(strategyVp: number, n: Pick<Numbers, 'barter'>): number {
  return n.barter.baseFlips + (strategyVp >= n.barter.extraFlipAtStrategyVp ? n.barter.extraFlips : 0);
}

/**
 * The last replay of each log, by its list of weeks: with the other fields the replay reads
 * (campaign length, starting script, whether a faction is declared) and the book, the same list of
 * weeks replays to the same answer. A roster is never changed in place (every edit makes a new
 * object, and a week edited makes a new list), so a change the replay does not read (the crew's
 * name, the campaign log, the faction's wording) finds the replay already made. One draw of the
 * builder asked for it six times (the crew, the week's steps, Barter, the bounty on offer) and the
 * check once more; at the format's bounds each replay took 13 ms with the CPU not slowed.
 */
const replays = new WeakMap<readonly Week[], { data: ArsenalRosterData; campaignWeeks: number; startingScript: number; faction: boolean; replay: CampaignReplay }>();

/**
 * Replays the log week by week: the ledger, the Arsenal now, and every problem on the way. Made
 * once per log (see `replays`): callers read the answer and never change it.
 */
export function replayCampaign(roster: Roster, data: ArsenalRosterData): CampaignReplay {
  const faction = roster.faction.trim() !== '';
  const last = replays.get(roster.weeks);
  if (last && last.data === data && last.campaignWeeks === roster.campaignWeeks && last.startingScript === roster.startingScript && last.faction === faction) return last.replay;
  const replay = replayWeeks(roster, data);
  replays.set(roster.weeks, { data, campaignWeeks: roster.campaignWeeks, startingScript: roster.startingScript, faction, replay });
  return replay;
}

function replayWeeks(roster: Roster, data: ArsenalRosterData): CampaignReplay {
  const n = numbersOf(data);
  const problems: RosterProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });
  const state: ArsenalState = { models: [], upgrades: [], equipment: [], leader: null, script: roster.startingScript, bountyHeld: null, bountyParts: [], bountiesCompleted: [] };
  const ids = new Set<string>();
  const ledger: WeekLedger[] = [];
  const modelById = (id: string) => state.models.find((m) => m.id === id);
  const nameOf = (id: string) => modelById(id)?.name || `“${shown(id)}”`;
  const halfway = halfwayWeek(roster.campaignWeeks);

  problems.push(...checkCampaign(roster));

  const useId = (id: string, where: string) => {
    if (ids.has(id)) add(where, `The id “${shown(id)}” is used twice; every model and upgrade needs its own.`);
    ids.add(id);
  };
  const spend = (amount: number, where: string, what: string) => {
    if (amount > state.script) add(where, `${what} costs ${amount} script, but the crew has ${state.script}.`);
    state.script -= amount;
  };

  roster.weeks.forEach((week, i) => {
    const at = `weeks[${i}]`;
    const number = i + 1;
    if (week.week !== number) add(`${at}.week`, `Entry ${number} of the log says week ${week.week}; the weeks run 1, 2, 3, … in order.`);
    const lastEvent = i > 0 ? roster.weeks[i - 1]!.event : null;
    if (n.eventReflipsRepeat && week.event !== null && lastEvent !== null && sameName(week.event, lastEvent)) {
      add(`${at}.event`, `Week ${number}: ${shown(week.event)} was also last week's event; a repeat is flipped again until a new event comes up.`);
    }
    const scriptAtStart = state.script;
    const row: WeekLedger = {
      week: number,
      scriptAtStart,
      hires: [],
      upgrades: [],
      spentAtNewHires: 0,
      rating: null,
      arsenalTotal: null,
      encounterSize: null,
      poolDifference: null,
      poolCache: null,
      payday: null,
      paid: true,
      calculator: null,
      eventScript: 0,
      earned: 0,
      spentAtBarter: 0,
      spentOnBounty: 0,
      scriptAtEnd: 0,
      leaderCandidates: null,
      arsenal: [],
      annihilable: [],
      leaderAtStart: state.leader,
      leaderAtGame: null,
      leaderAtEnd: null,
      crew: null,
      hand: null,
      bountyAtGame: null,
      fullAftermath: true,
    };

    // New Hires.
    const minimum = n.model.minimumPerWeek ?? 0;
    if (week.hires.length < minimum) add(`${at}.hires`, `Week ${number}: every crew hires at least ${count(minimum, 'model')} at New Hires.`);
    week.hires.forEach((hire, k) => {
      const where = `${at}.hires[${k}]`;
      const label = shown(hire.name) || `hire ${k + 1}`;
      useId(hire.id, `${where}.id`);
      if (hire.cost === null && hire.station !== 'master') add(`${where}.cost`, `${label}: give its printed SS cost.`);
      if (hire.cost !== null && hire.cost < 0) add(`${where}.cost`, `${label} costs ${hire.cost} SS; a cost cannot be below 0.`);
      if (hire.cache !== null && hire.cache < 0) add(`${where}.cache`, `${label} has a cache of ${hire.cache}; a cache cannot be below 0.`);
      if (hire.cache !== null && hire.station === 'other') add(`${where}.cache`, `${label}: only masters and henchmen have a cache.`);
      if (hire.station === 'master') {
        if (n.master.fromWeek === 'halfway' && number < halfway) {
          add(where, `Week ${number}: a master can only be hired from the New Hires of week ${halfway}, the half-way point of a ${roster.campaignWeeks}-week campaign.`);
        }
        const needed = n.master.requiresCompletedBounties ?? 0;
        if (state.bountiesCompleted.length < needed) add(where, `Week ${number}: a master can only be hired by a crew that has completed ${count(needed, 'bounty', 'bounties')}; this crew has completed ${state.bountiesCompleted.length}.`);
      }
      const price = hirePrice(hire, k === 0, data);
      row.hires.push({ id: hire.id, name: hire.name, price, discounted: k === 0 && hire.station !== 'master' });
      spend(price, where, `Hiring ${label}`);
      const model: ArsenalModel = { id: hire.id, name: hire.name, station: hire.station, cost: hire.cost, cache: hire.cache, hiredInWeek: number, skills: [], injuries: [] };
      state.models.push(model);
      if (hire.station === 'master' && n.master.becomesLeader) state.leader = hire.id;
      else if (hire.leader) {
        if (state.leader === null) state.leader = hire.id;
        else add(`${where}.leader`, `${label} cannot become the leader: the leader changes only when a master is hired or the leader is Annihilated.`);
      }
    });
    week.upgrades.forEach((u, k) => {
      const where = `${at}.upgrades[${k}]`;
      useId(u.id, `${where}.id`);
      if (u.campaign) add(`${where}.campaign`, `${shown(u.name) || 'This upgrade'} is a campaign upgrade: those cannot be bought at New Hires, only after a Barter flip.`);
      if (u.cost < 0) add(`${where}.cost`, `${shown(u.name) || 'This upgrade'} costs ${u.cost} SS; a cost cannot be below 0.`);
      const price = upgradePrice(Math.max(0, u.cost), data);
      row.upgrades.push({ id: u.id, name: u.name, price });
      spend(price, where, `${shown(u.name) || 'An upgrade'} (${u.cost} SS, bought at New Hires)`);
      state.upgrades.push(u);
    });
    row.spentAtNewHires = scriptAtStart - state.script;
    row.arsenal = state.models.map((m) => ({ id: m.id, name: m.name, station: m.station }));
    row.leaderAtGame = state.leader;
    if (number === 1 && state.leader === null) add(`${at}.hires`, 'Name the crew’s leader among the first week’s hires: tick “leads the crew” on one of them.');

    // The game, payday and the Aftermath.
    const game = week.game;
    row.bountyAtGame = state.bountyHeld === null ? null : { name: state.bountyHeld, parts: [...state.bountyParts] };
    let fullAftermath = false;
    let played = new Set<string>();
    let finishedOff = new Set<string>();
    if (game) {
      const g = `${at}.game`;
      for (const [list, field] of [
        [game.participants, 'participants'],
        [game.finishedOff, 'finishedOff'],
      ] as const) {
        list.forEach((id, k) => {
          if (!modelById(id)) add(`${g}.${field}[${k}]`, `Week ${number}: “${shown(id)}” is not a model in the crew's Arsenal.`);
        });
      }
      played = new Set(game.participants);
      finishedOff = new Set(game.finishedOff);
      game.finishedOff.forEach((id, k) => {
        if (!played.has(id)) add(`${g}.finishedOff[${k}]`, `Week ${number}: ${nameOf(id)} was Finished Off but is not among the models that took part.`);
      });
      // C7: the crew's leader plays every campaign game.
      if (state.leader !== null && modelById(state.leader) && !played.has(state.leader)) {
        add(`${g}.participants`, `Week ${number}: ${nameOf(state.leader)} leads the crew and plays every campaign game, but is not among the models that took part.`);
      }
      if (game.opponentWithdrewOnTurn !== undefined && game.withdrewOnTurn !== null) {
        add(`${g}.opponentWithdrewOnTurn`, `Week ${number}: only one crew makes a Strategic Withdrawal; the log has both withdrawing.`);
      }
      if (game.vp < 0) add(`${g}.vp`, `Week ${number}: ${game.vp} VP; VP are 0 or more.`);
      if (game.strategyVp < 0 || game.strategyVp > game.vp) add(`${g}.strategyVp`, `Week ${number}: ${game.strategyVp} VP from the Strategy, out of ${game.vp} VP in all.`);
      if (game.eventScript < 0 || game.eventScript > n.eventCap) add(`${g}.eventScript`, `Week ${number}: ${game.eventScript} script from the weekly event; a crew earns 0 to ${n.eventCap} from it in one game.`);

      let withdrawal: WithdrawalCase | undefined;
      if (game.withdrewOnTurn !== null) {
        withdrawal = n.withdrawal.find((c) => game.withdrewOnTurn! >= c.fromTurn && (c.toTurn === null || game.withdrewOnTurn! <= c.toTurn));
        if (!withdrawal) add(`${g}.withdrewOnTurn`, `Week ${number}: a Strategic Withdrawal happens on turn 1 or later, not turn ${game.withdrewOnTurn}.`);
        else if (!withdrawal.withdrawerScoresVp && game.vp > 0) add(`${g}.vp`, `Week ${number}: a crew that withdraws on turn ${game.withdrewOnTurn} scores no VP, but ${game.vp} are recorded.`);
      }
      const keepsScript = withdrawal ? withdrawal.withdrawerKeepsScript : true;
      row.paid = keepsScript;
      fullAftermath = withdrawal ? withdrawal.withdrawerAftermath === 'full' : true;

      const rating = reported(ratingNow(state, n.rules), (m) => add(`${at}`, m));
      const ours = arsenalCount(state.models);
      const total = reported(totalNow(ours, n.rules), (m) => add(`${at}.hires`, `Week ${number}: ${m}`));
      row.rating = rating;
      row.arsenalTotal = total;
      if (total !== null && game.opponentTotal !== null) {
        // The opponent's total goes in as one printed cost, so campaign.ts does the C3 sum and margin.
        const opponent: ArsenalCount = { printedCost: game.opponentTotal, masters: 0, zeroCostHenchmen: 0, henchmanCaches: 0 };
        row.encounterSize = attempt(
          () => encounterSize(ours, opponent, n.rules).size,
          () => add(`${g}.opponentTotal`, `Week ${number}: the opponent's Arsenal total is ${game.opponentTotal}; it is a whole number of SS from 0 up.`),
        );
      }
      if (rating !== null) {
        const gap = ratingGap(rating, game.opponentRating);
        row.poolDifference = { lower: gap.lower === 'a' ? 'crew' : gap.lower === 'b' ? 'opponent' : null, difference: gap.difference };
        const kept = keepsScript ? Math.min(Math.max(0, game.eventScript), n.rules.weeklyCap) : 0;
        row.eventScript = kept;
        const vp = countedVp(game, n.rules);
        row.payday = attempt(
          () => payday({ vp, won: game.result === 'win', rating, opponentRating: game.opponentRating, earnedEarlierThisWeek: kept, paid: keepsScript }, n.rules),
          (m) => add(g, `Week ${number}: ${m}`),
        );
        row.earned = kept + (row.payday?.script ?? 0);
        state.script += row.earned;
      }

      // The pool's caches: masters taking part add theirs only if the opponent fields a master too.
      const inGame = state.models.filter((m) => played.has(m.id));
      const cacheOf = (station: ArsenalModel['station']) => inGame.filter((m) => m.station === station).reduce((sum, m) => sum + Math.max(0, m.cache ?? 0), 0);
      const hasMaster = inGame.some((m) => m.station === 'master');
      row.poolCache =
        hasMaster || n.rules.henchmanCacheToPool
          ? cacheToPool({ masterCaches: cacheOf('master'), hasMaster, opponentHasMaster: game.opponentHasMaster ?? false, henchmanCaches: cacheOf('henchman') }, n.rules)
          : null;

      // With both crews' VP, the result is the calculator's (a late withdrawal's extra VP included).
      const withdrawer = game.withdrewOnTurn !== null && withdrawal ? 'a' : game.opponentWithdrewOnTurn !== undefined && game.withdrewOnTurn === null ? 'b' : 'none';
      if (game.opponentVp !== undefined) {
        if (game.opponentVp < 0) add(`${g}.opponentVp`, `Week ${number}: the opponent scored ${game.opponentVp} VP; VP are 0 or more.`);
        const outcome = attempt(
          () => gameResult({ vpA: Math.max(0, game.vp), vpB: Math.max(0, game.opponentVp!), withdrawer, withdrawalTurn: game.withdrewOnTurn ?? game.opponentWithdrewOnTurn ?? 1 }, n.rules),
          (m) => add(`${g}.opponentVp`, `Week ${number}: ${m}`),
        );
        const result = outcome && (outcome.winner === 'a' ? 'win' : outcome.winner === 'b' ? 'loss' : 'draw');
        if (result && result !== game.result) {
          const counted =
            outcome.vpB !== game.opponentVp
              ? ` (the opponent counts as ${outcome.vpB} after the withdrawal)`
              : outcome.vpA !== game.vp
                ? ` (this crew counts as ${outcome.vpA} after the opponent's withdrawal)`
                : '';
          add(`${g}.result`, `Week ${number}: ${game.vp} VP to ${game.opponentVp}${counted} is a ${result}, but the log says ${game.result}.`);
        }
      }
      if (rating !== null && game.opponentTotal !== null && game.opponentVp !== undefined) {
        const upgrades = ratingInput(state);
        row.calculator = {
          aPrinted: ours.printedCost,
          aMasters: ours.masters,
          aHenchmen: ours.zeroCostHenchmen,
          aCaches: ours.henchmanCaches,
          bPrinted: game.opponentTotal,
          bMasters: 0,
          bHenchmen: 0,
          bCaches: 0,
          aUpgrades: upgrades.nonInjuryUpgrades,
          aInjuries: upgrades.injuryUpgrades,
          aAvatar: upgrades.avatar,
          // The opponent's rating as upgrades (or injuries when negative): the calculator needs only the sum.
          bUpgrades: Math.max(0, game.opponentRating),
          bInjuries: Math.max(0, -game.opponentRating),
          bAvatar: false,
          aVp: game.vp,
          bVp: game.opponentVp,
          withdrawer,
          withdrawalTurn: game.withdrewOnTurn ?? game.opponentWithdrewOnTurn ?? 3,
          aEarlier: row.eventScript,
          bEarlier: 0,
        };
      }

      // The crew hired for the game (recorded with its upgrades or an agreed size): within the encounter size.
      if (game.equipped !== undefined || game.agreedSize !== undefined) {
        const largest = row.encounterSize;
        if (game.agreedSize !== undefined && largest !== null && game.agreedSize > largest) {
          add(`${g}.agreedSize`, `Week ${number}: an encounter of ${game.agreedSize} SS; the largest these crews can play is ${largest} (the lower Arsenal total + ${n.rules.encounterMargin}).`);
        }
        const size = game.agreedSize ?? largest;
        if (size !== null) {
          const crew = crewCost(inGame, state.leader, game.equipped ?? [], size, n.rules);
          row.crew = crew;
          if (crew.leftover < 0) add(`${g}.participants`, `Week ${number}: the crew hired costs ${crew.total} SS, more than the encounter size of ${size}.`);
        }
      }
      row.hand = aftermathHand(data.aftermathHand, {
        withdrawal: withdrawal ?? null,
        won: game.result === 'win',
        bountyFinished: game.bountyCompleted,
      });

      // Parts of the bounty held, marked off in this game (C9: they stay with the bounty from week to week).
      (week.bountyParts ?? []).forEach((p, k) => {
        if (!p.done) return;
        const where = `${at}.bountyParts[${k}]`;
        if (state.bountyHeld === null) add(where, `Week ${number}: ${shown(p.part)} is marked off as a part of a bounty, but the crew held none during the game.`);
        else if (state.bountyParts.some((x) => sameName(x, p.part))) add(where, `Week ${number}: ${shown(p.part)} of ${shown(state.bountyHeld)} was already marked off.`);
        else state.bountyParts.push(p.part);
      });
      row.bountyAtGame = state.bountyHeld === null ? null : { name: state.bountyHeld, parts: [...state.bountyParts] };

      if (game.bountyCompleted) {
        if (state.bountyHeld === null) add(`${g}.bountyCompleted`, `Week ${number}: the crew completed a bounty, but it held none (bounties are bought in an earlier week's Aftermath).`);
        else {
          const times = state.bountiesCompleted.filter((b) => sameName(b, state.bountyHeld!)).length;
          if (times >= n.bountyTimes) add(`${g}.bountyCompleted`, `Week ${number}: ${shown(state.bountyHeld)} was already completed; a crew completes a given bounty only ${count(n.bountyTimes, 'time')} a campaign.`);
          state.bountiesCompleted.push(state.bountyHeld);
          state.bountyHeld = null;
          state.bountyParts = [];
        }
      }
    }

    if (!game) {
      (week.bountyParts ?? []).forEach((p, k) => {
        if (p.done) add(`${at}.bountyParts[${k}]`, `Week ${number}: ${shown(p.part)} is marked off, but a part of a bounty is done in a game and the crew played none this week.`);
      });
    }
    row.fullAftermath = !game || fullAftermath;

    // Phase 4: one Reward flip, only after completing a bounty in a game with a full Aftermath (C7), Jokers flipped again.
    const rewards = week.rewards ?? [];
    rewards.forEach((r, k) => {
      const where = `${at}.rewards[${k}]`;
      if (!game?.bountyCompleted) add(where, `Week ${number}: a Reward flip is made after completing a bounty in the game, and the log completes none this week.`);
      else if (!fullAftermath) add(where, `Week ${number}: after withdrawing on turn ${game.withdrewOnTurn}, the crew makes no Reward flip (it flips only for injuries).`);
      if (k > 0) add(where, `Week ${number}: ${count(rewards.length, 'Reward flip')} recorded; the crew makes one on the chart it chose.`);
      if (r.flip < REWARD_MIN || r.flip > REWARD_MAX) add(`${where}.flip`, `Week ${number}: a Reward flip of ${r.flip}; a Joker is flipped again, so the card kept is worth ${REWARD_MIN} to ${REWARD_MAX}.`);
    });
    // C9: what a Reward flip gives is a campaign upgrade of the Arsenal. One recorded with its kind sits in
    // `barter` at Campaign Cost 0 (rewardFlip writes both); one named only in `rewards` joins as equipment.
    const rewardUpgrade = (b: Barter) => b.campaignCost === 0 && rewards.some((r) => sameName(r.name, b.name));
    rewards.forEach((r, k) => {
      if (!week.barter.some((b) => rewardUpgrade(b) && sameName(b.name, r.name))) {
        state.equipment.push({ id: `reward-${number}-${k + 1}`, name: r.name, kind: 'equipment', avatar: false, barterRating: r.flip, campaignCost: 0, model: null });
      }
    });

    // Phase 3: Barter; Phase 5: bounties (only after a game with a full Aftermath).
    const flipsAllowed = game && fullAftermath ? barterFlipsFor(game.strategyVp, n) : 0;
    if (week.barterFlips.length > flipsAllowed) {
      add(
        `${at}.barterFlips`,
        !game || !fullAftermath
          ? `Week ${number}: the crew makes no Barter flip without a game and its Aftermath.`
          : `Week ${number}: ${count(week.barterFlips.length, 'Barter flip')} recorded; with ${game.strategyVp} Strategy VP the crew makes ${flipsAllowed} (${n.barter.baseFlips}, and ${n.barter.extraFlips} more from ${n.barter.extraFlipAtStrategyVp} Strategy VP).`,
      );
    }
    week.barterFlips.forEach((value, k) => {
      if (value < CARD_MIN || value > CARD_MAX) add(`${at}.barterFlips[${k}]`, `Week ${number}: a flip of ${value}; a Fate card is worth ${CARD_MIN} to ${CARD_MAX}.`);
    });
    const before = state.script;
    week.barter.forEach((b, k) => {
      const where = `${at}.barter[${k}]`;
      const label = shown(b.name) || 'This campaign upgrade';
      useId(b.id, `${where}.id`);
      const reward = rewardUpgrade(b);
      if (reward) {
        // The Reward flip's own checks are above; its value is the one recorded with it.
        if (!rewards.some((r) => sameName(r.name, b.name) && r.flip === b.barterRating)) add(`${where}.barterRating`, `Week ${number}: ${label} came from a Reward flip; record the flip it came from (${andList(rewards.map((r) => String(r.flip)))}).`);
      } else if (!game) add(where, `Week ${number}: ${label} was bought at Barter, but the crew played no game this week.`);
      else if (!fullAftermath) add(where, `Week ${number}: after withdrawing on turn ${game.withdrewOnTurn}, the crew gets no Barter flips.`);
      if (b.campaignCost < 0) add(`${where}.campaignCost`, `${label} costs ${b.campaignCost} script; a cost cannot be below 0.`);
      if (!reward && game && fullAftermath && !week.barterFlips.includes(b.barterRating)) {
        const flips = week.barterFlips.length === 0 ? 'no flip is recorded' : `the flips were ${andList(week.barterFlips.map(String))}`;
        add(`${where}.barterRating`, `Week ${number}: ${label} has Barter Rating ${b.barterRating}, but only an upgrade whose BR equals a flip can be bought, and ${flips}.`);
      }
      spend(Math.max(0, b.campaignCost), where, `${label} (Barter)`);
      if (b.kind === 'skill') {
        const model = b.model === null ? undefined : modelById(b.model);
        if (b.model === null) add(`${where}.model`, `${label} is a skill: name the model that takes it.`);
        else if (!model) add(`${where}.model`, `${label}: “${shown(b.model)}” is not a model in the crew's Arsenal.`);
        else if (!played.has(b.model)) add(`${where}.model`, `${label}: only a model that took part in this week's game can take a skill bought now, and ${model.name} did not.`);
        if (model) model.skills.push(b);
      } else {
        if (b.model !== null) add(`${where}.model`, `${label} is equipment: it joins the Arsenal, not one model.`);
        state.equipment.push(b);
      }
    });
    row.spentAtBarter = before - state.script;
    if (week.bountyBought !== null) {
      if (!game) add(`${at}.bountyBought`, `Week ${number}: bounties are bought in the Aftermath of a game, and the crew played none this week.`);
      else if (!fullAftermath) add(`${at}.bountyBought`, `Week ${number}: after withdrawing on turn ${game.withdrewOnTurn}, the crew skips the Aftermath, bounties included.`);
      spend(n.bountyPrice, `${at}.bountyBought`, `The bounty ${shown(week.bountyBought)}`);
      row.spentOnBounty = n.bountyPrice;
      state.bountyHeld = week.bountyBought;
      state.bountyParts = [];
    }

    // Phase 6: injuries, one flip per model Finished Off (C7).
    const injuredThisWeek = new Set<string>();
    week.injuries.forEach((injury, k) => {
      const where = `${at}.injuries[${k}]`;
      const model = modelById(injury.model);
      if (model && injuredThisWeek.has(injury.model)) {
        add(where, `Week ${number}: ${model.name} already took an injury this week; a model Finished Off gets one injury flip, so at most one new injury a week.`);
        return;
      }
      injuredThisWeek.add(injury.model);
      if (!model) add(`${where}.model`, `Week ${number}: “${shown(injury.model)}” is not a model in the crew's Arsenal.`);
      else if (!finishedOff.has(injury.model)) add(where, `Week ${number}: ${model.name} takes an injury, but only models Finished Off in this week's game flip for injuries.`);
      // C7: an injury the model already has is not applied again, and is no problem.
      if (model && !model.injuries.some((x) => sameName(x, injury.name))) model.injuries.push(injury.name);
    });

    // Annihilations and the leader.
    row.annihilable = [
      ...state.models.map((m) => ({ id: m.id, name: m.name, kind: 'model' as const })),
      ...state.upgrades.map((u) => ({ id: u.id, name: u.name, kind: 'upgrade' as const })),
      ...state.equipment.map((u) => ({ id: u.id, name: u.name, kind: 'equipment' as const })),
      ...state.models.flatMap((m) => m.skills.map((u) => ({ id: u.id, name: `${u.name} (${m.name})`, kind: 'skill' as const }))),
    ];
    const leaderBefore = state.leader;
    week.annihilated.forEach((id, k) => {
      const where = `${at}.annihilated[${k}]`;
      const model = modelById(id);
      if (model) state.models = state.models.filter((m) => m !== model);
      else if (state.upgrades.some((u) => u.id === id)) state.upgrades = state.upgrades.filter((u) => u.id !== id);
      else if (state.equipment.some((u) => u.id === id)) state.equipment = state.equipment.filter((u) => u.id !== id);
      else {
        const skillOwner = state.models.find((m) => m.skills.some((s) => s.id === id));
        if (skillOwner) skillOwner.skills = skillOwner.skills.filter((s) => s.id !== id);
        else add(where, `Week ${number}: “${shown(id)}” is not a model or upgrade in the crew's Arsenal.`);
      }
    });
    const leaderLost = leaderBefore !== null && !modelById(leaderBefore);
    if (leaderLost) {
      // A master counts at its encounter cost (C3): it has no printed cost of its own in the log.
      const ss = (m: ArsenalModel) => (m.station === 'master' ? n.rules.masterCost : (m.cost ?? 0));
      const henchmen = state.models.filter((m) => m.station === 'henchman');
      const top = Math.max(...state.models.map(ss));
      const candidates = henchmen.length > 0 ? henchmen : state.models.filter((m) => ss(m) === top);
      row.leaderCandidates = candidates.map((m) => m.id);
      state.leader = null;
      if (week.newLeader === null) {
        if (candidates.length > 0) add(`${at}.newLeader`, `Week ${number}: the leader was Annihilated; name the new one (${andList(candidates.map((m) => m.name || m.id))} can take over).`);
      } else if (!modelById(week.newLeader)) {
        add(`${at}.newLeader`, `Week ${number}: “${shown(week.newLeader)}” is not a model in the crew's Arsenal.`);
      } else if (!candidates.some((m) => m.id === week.newLeader)) {
        const why = henchmen.length > 0 ? 'another henchman takes over while the crew has one' : 'without a henchman, the model with the highest cost takes over';
        add(`${at}.newLeader`, `Week ${number}: ${nameOf(week.newLeader)} cannot lead: ${why} (${andList(candidates.map((m) => m.name || m.id))}).`);
      } else {
        state.leader = week.newLeader;
      }
    } else if (week.newLeader !== null) {
      add(`${at}.newLeader`, `Week ${number}: the leader changes only when it is Annihilated or a master is hired, so there is no new leader to name.`);
    }

    row.scriptAtEnd = state.script;
    row.leaderAtEnd = state.leader;
    ledger.push(row);
  });

  return { weeks: ledger, state, problems };
}

/** Every spend or change in the log that the book does not allow, in plain words; [] when it is legal (the campaign's named checks, roster-checks.ts, then each week's rules as the replay meets them). */
export function checkCrew(roster: Roster, data: ArsenalRosterData): RosterProblem[] {
  return replayCampaign(roster, data).problems;
}

export interface CrewNow extends ArsenalState {
  rating: number | null;
  arsenalTotal: number | null;
  /** The number the next week of the log gets. */
  nextWeek: number;
  /** The week masters may be hired from, and whether the crew has the completed bounty they need. */
  mastersFromWeek: number;
  mastersUnlocked: boolean;
}

/** One replay: the ledger week by week, the Arsenal now, and the problems. */
export function crewView(roster: Roster, data: ArsenalRosterData): { weeks: WeekLedger[]; now: CrewNow; problems: RosterProblem[] } {
  const { weeks, state, problems } = replayCampaign(roster, data);
  const n = numbersOf(data);
  const ignore = () => undefined;
  return {
    weeks,
    problems,
    now: {
      ...state,
      rating: reported(ratingNow(state, n.rules), ignore),
      arsenalTotal: reported(totalNow(arsenalCount(state.models), n.rules), ignore),
      nextWeek: roster.weeks.length + 1,
      mastersFromWeek: halfwayWeek(roster.campaignWeeks),
      mastersUnlocked: state.bountiesCompleted.length >= (n.master.requiresCompletedBounties ?? 0),
    },
  };
}

/** The week-by-week log with what was earned, spent, hired and lost, as the book's arithmetic gives it. */
export function campaignLedger(roster: Roster, data: ArsenalRosterData): WeekLedger[] {
  return replayCampaign(roster, data).weeks;
}

/** The crew's Arsenal now (after the last week logged), its script, leader, bounties and campaign rating. */
export function currentArsenal(roster: Roster, data: ArsenalRosterData): CrewNow {
  return crewView(roster, data).now;
}
