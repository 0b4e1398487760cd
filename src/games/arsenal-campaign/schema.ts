import { z } from 'zod';
import { idSchema as id } from '../../common/ids';

/**
 * Zod schemas for Arsenal Campaign data (content/arsenal-campaign/data/*.yaml). The numbers the
 * campaign calculator and flip-odds tool use (payday parts and cap, encounter margin, rating
 * weights, the Finished Off target) are separate fields, never only prose.
 */

const rulePath = z
  .string()
  .regex(/^\/arsenal-campaign\/rules\/[a-z0-9-]+\/(#[a-z0-9-]+)?$/, 'rule must be /arsenal-campaign/rules/<page>/#anchor');
/** A Fate deck card value (ruling C1): Black Joker 0, 1-13, Red Joker 14. */
const cardValue = z.number().int().min(0).max(14);

/**
 * campaign-numbers.yaml: one entry per campaign calculation, each with its own fields. The entry's
 * id picks its shape, so a tool can ask for "payday" and get typed numbers.
 */
/** One entry of campaign-numbers.yaml: its id and name, its own numbers (`shape`), and the rule's page. */
const campaignNumber = <I extends string, S extends z.ZodRawShape>(id: I, shape: S) =>
  z.object({ id: z.literal(id), name: z.string() }).extend(shape).extend({ rule: rulePath });
export const encounterSizeSchema = campaignNumber('encounter-size', {
  /** Added to the lower of the two Arsenal totals (ruling C3). */
  margin: z.number().int(),
  /** Players may agree on a smaller game. */
  mayAgreeLower: z.boolean(),
});
export const campaignRatingSchema = campaignNumber('campaign-rating', {
  perNonInjuryUpgrade: z.number().int(),
  perInjuryUpgrade: z.number().int(),
  /** Extra for a crew with an Avatar upgrade, on top of the Avatar counting as a non-injury upgrade (C4). */
  avatarBonus: z.number().int(),
  avatarCountsAsUpgrade: z.boolean(),
  mayBeNegative: z.boolean(),
});
export const soulstonePoolSchema = campaignNumber('soulstone-pool', {
  /** The lower-rated crew adds the rating difference to its pool. */
  lowerRatingAddsDifference: z.boolean(),
  /** The pool's usual cap in the base game, which the rating difference may exceed. */
  usualLimit: z.number().int(),
  differenceMayExceedLimit: z.boolean(),
  henchmanCacheAdds: z.boolean(),
  masterCacheAdds: z.enum(['always', 'never', 'only-if-both-crews-have-a-master']),
});
export const paydaySchema = campaignNumber('payday', {
  /** 1 script per this many VP, rounded up (ruling C5). */
  vpPerScript: z.number().int().positive(),
  rounding: z.enum(['up', 'down']),
  winBonus: z.number().int(),
  lowerRatingEarnsDifference: z.boolean(),
  /** Most script a crew can earn in one week. */
  weeklyCap: z.number().int().positive(),
});
export const finishedOffSchema = campaignNumber('finished-off', {
  /** The model is Finished Off on a flip of this value or more (ruling C2). */
  target: cardValue,
  cheatable: z.boolean(),
  flipsPerModelPerGame: z.number().int().positive(),
});
export const barterSchema = campaignNumber('barter', {
  baseFlips: z.number().int(),
  /** One more flip when the crew scored at least this many VP from the Strategy. */
  extraFlipAtStrategyVp: z.number().int(),
  extraFlips: z.number().int(),
});
export const bountySchema = campaignNumber('bounty', {
  price: z.number().int(),
  maxHeld: z.number().int(),
  timesPerCampaign: z.number().int(),
});
export const weeklyEventSchema = campaignNumber('weekly-event', {
  maxScriptPerGame: z.number().int(),
  reflipRepeatOfLastWeek: z.boolean(),
});
export const injurySchema = campaignNumber('injury', {
  flipsPerFinishedOffModel: z.number().int(),
  cheatable: z.boolean(),
  duplicateApplies: z.boolean(),
  countsAgainstUpgradeLimit: z.boolean(),
  /** A model with more injuries than its station allows is Annihilated. */
  annihilatedOverStationMaximum: z.boolean(),
});
export const campaignNumberSchema = z.discriminatedUnion('id', [
  encounterSizeSchema,
  campaignRatingSchema,
  soulstonePoolSchema,
  paydaySchema,
  finishedOffSchema,
  barterSchema,
  bountySchema,
  weeklyEventSchema,
  injurySchema,
]);
export type CampaignNumber = z.infer<typeof campaignNumberSchema>;
export type Payday = z.infer<typeof paydaySchema>;
export type CampaignRating = z.infer<typeof campaignRatingSchema>;
export type EncounterSize = z.infer<typeof encounterSizeSchema>;

/** How a price is worked out: the model's own Soulstone cost, a multiple of it, or a flat amount. */
export const priceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ss-cost') }),
  z.object({ kind: z.literal('multiple-of-cost'), multiplier: z.number().int(), zeroCostPrice: z.number().int() }),
  z.object({ kind: z.literal('flat'), script: z.number().int() }),
  z.object({ kind: z.literal('campaign-cost') }),
]);

/** hiring.yaml: what a crew can buy, when, at what price in script, and on what conditions. */
export const hiringRuleSchema = z.object({
  id,
  item: z.string().min(1),
  /** The step of the week in which it can be bought. */
  when: z.enum(['new-hires', 'barter', 'purchase-bounties', 'never']),
  price: priceSchema.nullable(),
  /** Script knocked off the first model the crew hires (0 when no discount applies). */
  firstHireDiscount: z.number().int(),
  discountable: z.boolean(),
  /** At least this many must be bought every week (every crew hires one model or more). */
  minimumPerWeek: z.number().int().positive().optional(),
  /** Not before this week: the New Hires of the campaign's half-way week (week 4 of 6). */
  fromWeek: z.enum(['halfway']).optional(),
  /** Only for a crew that has completed at least this many bounties. */
  requiresCompletedBounties: z.number().int().positive().optional(),
  /** Hiring it makes it the crew's leader (a master). */
  becomesLeader: z.boolean().optional(),
  conditions: z.array(z.string().min(1)),
  rule: rulePath,
});
export type HiringRule = z.infer<typeof hiringRuleSchema>;

/** How a model in the Arsenal counts towards encounter size and hiring (ruling C3). */
export const encounterCostSchema = z.object({
  id,
  model: z.string().min(1),
  cost: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('printed') }),
    z.object({ kind: z.literal('fixed'), ss: z.number().int() }),
    z.object({ kind: z.literal('base-minus-cache'), base: z.number().int() }),
  ]),
  note: z.string().optional(),
});
export type EncounterCost = z.infer<typeof encounterCostSchema>;

/** finished-off.yaml and similar: what a flip's value range leads to. */
export const flipOutcomeSchema = z.object({
  id,
  minValue: cardValue,
  maxValue: cardValue,
  result: z.string().min(1),
  /** Whether the model must flip for an Injury in the Aftermath. */
  injuryFlip: z.boolean(),
});
export type FlipOutcome = z.infer<typeof flipOutcomeSchema>;

/** strategic-withdrawal.yaml: what a withdrawal costs, by the turn it happens. */
export const withdrawalCaseSchema = z.object({
  id,
  name: z.string().min(1),
  fromTurn: z.number().int().positive(),
  /** null: any later turn. */
  toTurn: z.number().int().positive().nullable(),
  withdrawerScoresVp: z.boolean(),
  withdrawerKeepsScript: z.boolean(),
  withdrawerAftermath: z.enum(['injuries-only', 'full']),
  /** When the withdrawing crew is not behind on VP, the other crew counts as scoring this many more than it (0: no change). */
  opponentLeadIfWithdrawerNotBehind: z.number().int(),
  summary: z.string().min(1),
});
export type WithdrawalCase = z.infer<typeof withdrawalCaseSchema>;

/** aftermath-phases.yaml: the six phases after each campaign game, in order. */
export const aftermathPhaseSchema = z.object({
  id,
  phase: z.number().int().min(1).max(6),
  name: z.string().min(1),
  summary: z.string().min(1),
  /** Flips in this phase can be cheated with the Aftermath Hand. */
  cheatable: z.boolean(),
  /** A crew that withdrew by turn 2 still does this phase. */
  afterEarlyWithdrawal: z.boolean(),
  rule: rulePath,
});
export type AftermathPhase = z.infer<typeof aftermathPhaseSchema>;

/** aftermath-hand.yaml: each card a crew draws into its Aftermath Hand, and why. */
export const aftermathHandCardSchema = z.object({
  id,
  cards: z.number().int().positive(),
  condition: z.enum(['completed-without-withdrawal', 'won-the-game', 'finished-a-bounty']),
  reason: z.string().min(1),
});
export type AftermathHandCard = z.infer<typeof aftermathHandCardSchema>;

/** record-sheet.yaml: what to write down after each game, and which step uses it. */
export const recordItemSchema = z.object({
  id,
  question: z.string().min(1),
  usedFor: z.string().min(1),
  rule: rulePath,
});
export type RecordItem = z.infer<typeof recordItemSchema>;

/** fate-deck.yaml: the cards of the Fate deck by value (ruling C1), for the reference cards and pages. */
export const fateCardSchema = z.object({
  id,
  order: z.number().int().positive(),
  name: z.string().min(1),
  minValue: cardValue,
  maxValue: cardValue,
  /** Cards of each value from minValue to maxValue. */
  cardsPerValue: z.number().int().positive(),
  note: z.string().min(1),
});
export type FateCard = z.infer<typeof fateCardSchema>;
