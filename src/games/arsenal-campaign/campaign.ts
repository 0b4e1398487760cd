/**
 * Arsenal Campaign arithmetic: encounter size (ruling C3), campaign ratings and the soulstone pool
 * difference (C4), Strategic Withdrawal VP, and payday with the weekly cap (C5). Pure functions; the
 * numbers (15 for a master, the +5 margin, the cap of 16, ...) come from the game's data files,
 * passed in as `CampaignRules` (see rulesFromData).
 */
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber, yesNo } from '../../common/inputs';
import type { Checked } from '../../common/check-input';
import type { CampaignNumber, EncounterCost, WithdrawalCase } from './schema';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

export interface CampaignRules {
  /** C3: what a master counts as. */
  masterCost: number;
  /** C3: a 0-cost henchman counts as this minus its cache. */
  zeroCostHenchmanBase: number;
  /** C3: added to the lower Arsenal total. */
  encounterMargin: number;
  /** C4 */
  perNonInjuryUpgrade: number;
  perInjuryUpgrade: number;
  avatarBonus: number;
  avatarCountsAsUpgrade: boolean;
  /** The soulstone pool's usual cap, which the rating difference may exceed. */
  usualPoolLimit: number;
  /** Whether a henchman's cache goes into the pool (the campaign says no). */
  henchmanCacheToPool: boolean;
  /** When a master's cache goes into the pool (the campaign: only if both crews have a master). */
  masterCacheToPool: 'always' | 'never' | 'only-if-both-crews-have-a-master';
  /** C5 */
  vpPerScript: number;
  roundVpUp: boolean;
  winBonus: number;
  weeklyCap: number;
  /** Strategic Withdrawal, by the turn it is made. */
  withdrawal: readonly WithdrawalCase[];
}

function entry<I extends CampaignNumber['id']>(numbers: readonly CampaignNumber[], id: I): Extract<CampaignNumber, { id: I }> {
  const found = numbers.find((n) => n.id === id);
  if (!found) throw new Error(`campaign-numbers.yaml has no entry "${id}"`);
  return found as Extract<CampaignNumber, { id: I }>;
}

/** Collects the calculator's numbers from campaign-numbers.yaml, encounter-costs.yaml and strategic-withdrawal.yaml. */
export function rulesFromData(numbers: readonly CampaignNumber[], costs: readonly EncounterCost[], withdrawal: readonly WithdrawalCase[]): CampaignRules {
  const master = costs.find((c) => c.id === 'master')?.cost;
  const henchman = costs.find((c) => c.id === 'zero-cost-henchman')?.cost;
  if (master?.kind !== 'fixed') throw new Error('encounter-costs.yaml: master must have a fixed cost');
  if (henchman?.kind !== 'base-minus-cache') throw new Error('encounter-costs.yaml: zero-cost-henchman must be base-minus-cache');
  const size = entry(numbers, 'encounter-size');
  const rating = entry(numbers, 'campaign-rating');
  const pool = entry(numbers, 'soulstone-pool');
  const pay = entry(numbers, 'payday');
  return {
    masterCost: master.ss,
    zeroCostHenchmanBase: henchman.base,
    encounterMargin: size.margin,
    perNonInjuryUpgrade: rating.perNonInjuryUpgrade,
    perInjuryUpgrade: rating.perInjuryUpgrade,
    avatarBonus: rating.avatarBonus,
    avatarCountsAsUpgrade: rating.avatarCountsAsUpgrade,
    usualPoolLimit: pool.usualLimit,
    henchmanCacheToPool: pool.henchmanCacheAdds,
    masterCacheToPool: pool.masterCacheAdds,
    vpPerScript: pay.vpPerScript,
    roundVpUp: pay.rounding === 'up',
    winBonus: pay.winBonus,
    weeklyCap: pay.weeklyCap,
    withdrawal: [...withdrawal].sort((a, b) => a.fromTurn - b.fromTurn),
  };
}

// ---------------------------------------------------------------------------------------------
// Hiring for an encounter (C8)

/** C3 and C8: what a master counts as and costs (encounter-costs.yaml, `master`; a unit test holds the two equal). */
export const MASTER_COST = 15;
/** C3 and C8: a 0-cost henchman counts as and costs this minus its cache (encounter-costs.yaml, `zero-cost-henchman`). */
export const ZERO_COST_HENCHMAN_BASE = 13;

/**
 * C8: what hiring `model` with upgrades of these SS costs takes from an encounter's soulstones. A
 * master costs 15 and a 0-cost henchman 13 minus its cache, leader or not (never below 0); any other
 * model its printed cost; each upgrade its SS. The play view's crew and the crew tracker's both
 * count through this one function (aftermath.ts, crewCost).
 */
export function hireCost(model: { cost: number; master: boolean; cache: number }, upgradeCosts: number[]): number {
  const base = model.master ? MASTER_COST : model.cost > 0 ? model.cost : Math.max(0, ZERO_COST_HENCHMAN_BASE - Math.max(0, model.cache));
  return upgradeCosts.reduce((sum, c) => sum + upgradeSs(c), base);
}

/** C8: an upgrade taken into an encounter costs its SS (never below 0). */
export const upgradeSs = (cost: number): number => Math.max(0, cost);

// ---------------------------------------------------------------------------------------------
// Encounter size (C3)

export interface ArsenalCount {
  /** Printed SS cost of every model that is neither a master nor a 0-cost henchman, upgrades ignored. */
  printedCost: number;
  masters: number;
  zeroCostHenchmen: number;
  /** The caches of those 0-cost henchmen, added together. */
  henchmanCaches: number;
}

/**
 * A schema maker remembered per argument: building a Zod schema costs far more than checking a
 * value with it, and the crew tracker checks every week of a log on each change.
 */
function remembered<A extends string | number, S>(make: (arg: A) => S): (arg: A) => S {
  const made = new Map<A, S>();
  return (arg) => {
    let schema = made.get(arg);
    if (schema === undefined) {
      schema = make(arg);
      made.set(arg, schema);
    }
    return schema;
  };
}

export const MAX_MODELS = 60;
export const MAX_SS = 1000;

/** arsenalTotal(): one crew's count, named in its messages ("Crew A: masters"). */
export const arsenalCountSchema = remembered((who: string) =>
  inputObject(
    {
      printedCost: wholeNumber(`${who}: printed cost of other models`, 0, MAX_SS),
      masters: wholeNumber(`${who}: masters`, 0, MAX_MODELS),
      zeroCostHenchmen: wholeNumber(`${who}: 0-cost henchmen`, 0, MAX_MODELS),
      henchmanCaches: wholeNumber(`${who}: caches of 0-cost henchmen`, 0, MAX_SS),
    },
    `${who} needs its Arsenal count.`,
  ),
);

/** Every field campaignRating() takes: any other is refused by name. */
const CAMPAIGN_RATING_FIELDS = fieldNames<RatingInput>()(['nonInjuryUpgrades', 'injuryUpgrades', 'avatar']);
/** Every field cacheToPool() takes: any other is refused by name. */
const CACHE_TO_POOL_FIELDS = fieldNames<PoolCacheInput>()(['masterCaches', 'hasMaster', 'opponentHasMaster', 'henchmanCaches']);
/** Every field payday() takes: any other is refused by name. */
const PAYDAY_FIELDS = fieldNames<PaydayInput>()(['vp', 'won', 'rating', 'opponentRating', 'earnedEarlierThisWeek', 'paid']);
/** Every field arsenalTotal() takes: any other is refused by name. */
const ARSENAL_TOTAL_FIELDS = fieldNames<ArsenalCount>()(['printedCost', 'masters', 'zeroCostHenchmen', 'henchmanCaches']);

/** A check's value, or an InputError with its sentence. */
const refused = <T>(checked: Checked<T>): T => (checked.ok ? checked.value : refuse(checked.why));

/** C3: a crew's Arsenal total. */
export function arsenalTotal(crew: ArsenalCount, rules: CampaignRules, who = 'The crew'): number {
  refuseUnknownFields('arsenalTotal', crew, ARSENAL_TOTAL_FIELDS);
  return refused(totalOf(parseInput(arsenalCountSchema(who), crew), rules, who));
}

/**
 * arsenalTotal() of a count its schema accepted (arsenalCountSchema), without throwing: the total, or
 * the sentence arsenalTotal() refuses with. The crew tracker's replay reports it and goes on.
 */
export function totalOf({ printedCost: printed, masters, zeroCostHenchmen: henchmen, henchmanCaches: caches }: ArsenalCount, rules: CampaignRules, who: string): Checked<number> {
  if (henchmen === 0 && caches > 0) return { ok: false, why: `${who} has no 0-cost henchmen, so their caches must be 0.` };
  if (caches > henchmen * rules.zeroCostHenchmanBase) {
    return { ok: false, why: `${who}: a 0-cost henchman counts as ${rules.zeroCostHenchmanBase} minus its cache, so ${henchmen} of them cannot have caches totalling more than ${henchmen * rules.zeroCostHenchmanBase}.` };
  }
  return { ok: true, value: printed + masters * rules.masterCost + henchmen * rules.zeroCostHenchmanBase - caches };
}

/** C3: the largest encounter both crews can field: the lower total plus the margin. */
export function encounterSize(a: ArsenalCount, b: ArsenalCount, rules: CampaignRules): { totalA: number; totalB: number; size: number } {
  const totalA = arsenalTotal(a, rules, 'Crew A');
  const totalB = arsenalTotal(b, rules, 'Crew B');
  return { totalA, totalB, size: Math.min(totalA, totalB) + rules.encounterMargin };
}

// ---------------------------------------------------------------------------------------------
// Campaign rating and the soulstone pool (C4)

export interface RatingInput {
  /** Campaign upgrades that are not injuries, the Avatar included. */
  nonInjuryUpgrades: number;
  injuryUpgrades: number;
  avatar: boolean;
}

export const MAX_UPGRADES = 100;

/** C4: non-injury campaign upgrades - injury upgrades + 3 with an Avatar (which also counts as an upgrade). */
/** campaignRating(): one crew's upgrades, named in its messages. */
export const ratingSchema = remembered((who: string) =>
  inputObject(
    {
      nonInjuryUpgrades: wholeNumber(`${who}: non-injury campaign upgrades`, 0, MAX_UPGRADES),
      injuryUpgrades: wholeNumber(`${who}: injury upgrades`, 0, MAX_UPGRADES),
      avatar: yesNo('Avatar', () => `${who}: Avatar must be yes or no.`),
    },
    `${who} needs its campaign upgrades.`,
  ),
);

export function campaignRating(input: RatingInput, rules: CampaignRules, who = 'The crew'): number {
  refuseUnknownFields('campaignRating', input, CAMPAIGN_RATING_FIELDS);
  return refused(ratingOf(parseInput(ratingSchema(who), input), rules, who));
}

/** campaignRating() of upgrades its schema accepted (ratingSchema), without throwing (as totalOf). */
export function ratingOf({ nonInjuryUpgrades: upgrades, injuryUpgrades: injuries, avatar }: RatingInput, rules: CampaignRules, who: string): Checked<number> {
  if (avatar && rules.avatarCountsAsUpgrade && upgrades < 1) {
    return { ok: false, why: `${who} has an Avatar, which is itself a non-injury campaign upgrade: count it (at least 1).` };
  }
  return { ok: true, value: upgrades * rules.perNonInjuryUpgrade + injuries * rules.perInjuryUpgrade + (avatar ? rules.avatarBonus : 0) };
}

/** The lower-rated crew adds the difference to its soulstone pool (and to its payday). */
export function ratingGap(ratingA: number, ratingB: number): { lower: 'a' | 'b' | null; difference: number } {
  if (ratingA === ratingB) return { lower: null, difference: 0 };
  return { lower: ratingA < ratingB ? 'a' : 'b', difference: Math.abs(ratingA - ratingB) };
}

/** What a crew's leaders bring to the game for the pool's caches. */
export interface PoolCacheInput {
  /** The caches of this crew's masters in the game, added up. */
  masterCaches: number;
  /** Whether this crew has a master in the game. */
  hasMaster: boolean;
  /** Whether the other crew has a master in the game. */
  opponentHasMaster: boolean;
  /** The caches of this crew's henchmen in the game, added up. */
  henchmanCaches: number;
}

/**
 * Soulstones the caches add to a crew's pool in a campaign game: henchmen add none, and masters add
 * theirs only when both crews have a master (campaign-numbers.yaml, soulstone-pool).
 */
export function cacheToPool(input: PoolCacheInput, rules: Pick<CampaignRules, 'henchmanCacheToPool' | 'masterCacheToPool'>): number {
  refuseUnknownFields('cacheToPool', input, CACHE_TO_POOL_FIELDS);
  const masters =
    rules.masterCacheToPool === 'always' || (rules.masterCacheToPool === 'only-if-both-crews-have-a-master' && input.hasMaster && input.opponentHasMaster)
      ? Math.max(0, input.masterCaches)
      : 0;
  return masters + (rules.henchmanCacheToPool ? Math.max(0, input.henchmanCaches) : 0);
}

// ---------------------------------------------------------------------------------------------
// Strategic Withdrawal

export type Withdrawer = 'none' | 'a' | 'b';
export const MAX_VP = 100;
export const MAX_TURN = 10;

export interface GameResult {
  /** VP after the withdrawal rule. */
  vpA: number;
  vpB: number;
  /** The crew with more VP, or null on equal VP. */
  winner: 'a' | 'b' | null;
  /** The withdrawal case that applied, if any. */
  withdrawal: WithdrawalCase | null;
  /** Whether the withdrawn crew has a payday at all. */
  withdrawerPaid: boolean;
}

/**
 * VP as the game ends: an early withdrawal scores the withdrawn crew nothing; a late one, when the
 * withdrawn crew is not behind, makes the other crew count as 1 VP ahead of it (from the data).
 */
/** gameResult(): both crews' VP and the withdrawal. */
export const gameSchema = inputObject(
  {
    vpA: wholeNumber('Crew A’s VP', 0, MAX_VP),
    vpB: wholeNumber('Crew B’s VP', 0, MAX_VP),
    withdrawer: oneOf('Withdrawal', ['none', 'a', 'b'], (got) => `Withdrawal must be none, a or b; got ${String(got)}.`),
  },
  'The game needs both crews’ VP.',
);
const turnSchema = wholeNumber('Withdrawal turn', 1, MAX_TURN);

export function gameResult(input: { vpA: number; vpB: number; withdrawer: Withdrawer; withdrawalTurn: number }, rules: CampaignRules): GameResult {
  const parsed = parseInput(gameSchema, input);
  let { vpA, vpB } = parsed;
  const who = parsed.withdrawer;
  let withdrawal: WithdrawalCase | null = null;
  let withdrawerPaid = true;
  if (who !== 'none') {
    const turn = parseInput(turnSchema, input.withdrawalTurn);
    withdrawal = rules.withdrawal.find((c) => turn >= c.fromTurn && (c.toTurn === null || turn <= c.toTurn)) ?? null;
    if (!withdrawal) refuse(`No Strategic Withdrawal rule covers turn ${turn}.`);
    const own = who === 'a' ? vpA : vpB;
    const other = who === 'a' ? vpB : vpA;
    let newOwn = own;
    let newOther = other;
    if (!withdrawal.withdrawerScoresVp) newOwn = 0;
    else if (withdrawal.opponentLeadIfWithdrawerNotBehind > 0 && own >= other) newOther = own + withdrawal.opponentLeadIfWithdrawerNotBehind;
    withdrawerPaid = withdrawal.withdrawerKeepsScript;
    if (who === 'a') [vpA, vpB] = [newOwn, newOther];
    else [vpB, vpA] = [newOwn, newOther];
  }
  const winner = vpA > vpB ? 'a' : vpB > vpA ? 'b' : null;
  return { vpA, vpB, winner, withdrawal, withdrawerPaid };
}

// ---------------------------------------------------------------------------------------------
// Payday (C5)

export interface PaydayInput {
  vp: number;
  won: boolean;
  rating: number;
  opponentRating: number;
  /** Script this crew already earned earlier in the same week (the cap is per week). */
  earnedEarlierThisWeek?: number;
  /** False for a crew that withdrew on turn 1 or 2: it skips payday. */
  paid?: boolean;
}

export interface PaydayResult {
  fromVp: number;
  fromWin: number;
  fromRating: number;
  /** The sum before the weekly cap. */
  uncapped: number;
  /** Script earned in this payday. */
  script: number;
  /** Whether the weekly cap cut it down. */
  capped: boolean;
}

/** C5: ceil(VP / 2) + 1 for a win + the rating difference for the lower-rated crew, at most 16 a week. */
/** payday(): one crew's VP and its script earlier in the week (at most the weekly cap). */
const paydaySchemaFor = remembered((key: string) => {
  const [who, cap] = key.split('\u0000') as [string, string];
  const weeklyCap = Number(cap);
  return inputObject(
    {
      vp: wholeNumber(`${who}: VP`, 0, MAX_VP),
      earnedEarlierThisWeek: orDefault(wholeNumber(`${who}: script already earned this week`, 0, weeklyCap), 0),
    },
    `${who} needs its VP.`,
  );
});
export const paydaySchema = (who: string, weeklyCap: number) => paydaySchemaFor(`${who}\u0000${weeklyCap}`);

export function payday(input: PaydayInput, rules: CampaignRules, who = 'The crew'): PaydayResult {
  refuseUnknownFields('payday', input, PAYDAY_FIELDS);
  const { vp, earnedEarlierThisWeek: earlier } = parseInput(paydaySchema(who, rules.weeklyCap), input);
  if (!Number.isInteger(input.rating) || !Number.isInteger(input.opponentRating)) refuse('Campaign ratings must be whole numbers.');
  if (input.paid === false) return { fromVp: 0, fromWin: 0, fromRating: 0, uncapped: 0, script: 0, capped: false };
  const fromVp = rules.roundVpUp ? Math.ceil(vp / rules.vpPerScript) : Math.floor(vp / rules.vpPerScript);
  const fromWin = input.won ? rules.winBonus : 0;
  const fromRating = Math.max(0, input.opponentRating - input.rating);
  const uncapped = fromVp + fromWin + fromRating;
  const room = rules.weeklyCap - earlier;
  return { fromVp, fromWin, fromRating, uncapped, script: Math.min(uncapped, room), capped: uncapped > room };
}

// ---------------------------------------------------------------------------------------------
// The whole calculator

export interface CampaignInput {
  aPrinted: number;
  aMasters: number;
  aHenchmen: number;
  aCaches: number;
  bPrinted: number;
  bMasters: number;
  bHenchmen: number;
  bCaches: number;
  aUpgrades: number;
  aInjuries: number;
  aAvatar: boolean;
  bUpgrades: number;
  bInjuries: number;
  bAvatar: boolean;
  aVp: number;
  bVp: number;
  withdrawer: Withdrawer;
  withdrawalTurn: number;
  aEarlier: number;
  bEarlier: number;
}

export interface CampaignResult {
  encounter: ReturnType<typeof encounterSize>;
  ratingA: number;
  ratingB: number;
  gap: ReturnType<typeof ratingGap>;
  game: GameResult;
  paydayA: PaydayResult;
  paydayB: PaydayResult;
}

/** Every section of the campaign calculator from one set of inputs. */
export function campaignCalculator(v: CampaignInput, rules: CampaignRules): CampaignResult {
  const encounter = encounterSize(
    { printedCost: v.aPrinted, masters: v.aMasters, zeroCostHenchmen: v.aHenchmen, henchmanCaches: v.aCaches },
    { printedCost: v.bPrinted, masters: v.bMasters, zeroCostHenchmen: v.bHenchmen, henchmanCaches: v.bCaches },
    rules,
  );
  const ratingA = campaignRating({ nonInjuryUpgrades: v.aUpgrades, injuryUpgrades: v.aInjuries, avatar: v.aAvatar }, rules, 'Crew A');
  const ratingB = campaignRating({ nonInjuryUpgrades: v.bUpgrades, injuryUpgrades: v.bInjuries, avatar: v.bAvatar }, rules, 'Crew B');
  const game = gameResult({ vpA: v.aVp, vpB: v.bVp, withdrawer: v.withdrawer, withdrawalTurn: v.withdrawalTurn }, rules);
  const paidA = v.withdrawer !== 'a' || game.withdrawerPaid;
  const paidB = v.withdrawer !== 'b' || game.withdrawerPaid;
  return {
    encounter,
    ratingA,
    ratingB,
    gap: ratingGap(ratingA, ratingB),
    game,
    paydayA: payday({ vp: game.vpA, won: game.winner === 'a', rating: ratingA, opponentRating: ratingB, earnedEarlierThisWeek: v.aEarlier, paid: paidA }, rules, 'Crew A'),
    paydayB: payday({ vp: game.vpB, won: game.winner === 'b', rating: ratingB, opponentRating: ratingA, earnedEarlierThisWeek: v.bEarlier, paid: paidB }, rules, 'Crew B'),
  };
}
