import { z } from 'zod';
import { idSchema as id } from '../../common/ids';

/**
 * Zod schemas for Wolsung SSG data (content/wolsung/data/*.yaml). Every number a calculator uses
 * (dice modifiers, armour changes, range bands) is its own field, so the shooting and melee tools
 * read the same entries the rules pages render.
 */

/** Site path of the rule this entry summarises, with its heading anchor. */
const rulePath = z.string().regex(/^\/wolsung\/rules\/[a-z0-9-]+\/(#[a-z0-9-]+)?$/, 'rule must be /wolsung/rules/<page>/#anchor');

/** The dice pools and values a model's profile can carry. */
export const characteristicKey = z.enum(['A', 'M', 'F', 'S', 'G', 'R', 'W']);
export type CharacteristicKey = z.infer<typeof characteristicKey>;

/** profile.yaml: one characteristic of the model profile, in the order the profile lists them. */
export const characteristicSchema = z.object({
  id,
  order: z.number().int().positive(),
  abbreviation: z.string().min(1).max(5),
  name: z.string().min(1),
  /** What the number means at the table, in our words. */
  meaning: z.string().min(1),
  /** Whether the value is a number of D6 rolled (a dice pool) rather than a count or distance. */
  dicePool: z.boolean(),
  /** Heroes only (suit and funds). */
  heroOnly: z.boolean().default(false),
});
export type Characteristic = z.infer<typeof characteristicSchema>;

/** card-suits.yaml: suits in tie-break order (1 beats 2 beats 3 beats 4 when values are equal). */
export const cardSuitSchema = z.object({
  id: z.enum(['spades', 'hearts', 'diamonds', 'clubs']),
  name: z.string().min(1),
  /** 1 = strongest on a tie of values. */
  tieBreakRank: z.number().int().min(1).max(4),
  colour: z.enum(['black', 'red']),
});
export type CardSuit = z.infer<typeof cardSuitSchema>;

/** card-values.yaml: card ranks from lowest to highest, with what each adds to a Heroic Deed (W5). */
export const cardValueSchema = z.object({
  id,
  label: z.string().min(1),
  /** Bridge order: 2 is lowest (2), Ace is highest (14). */
  value: z.number().int().min(2).max(14),
  court: z.boolean(),
  /** Successes the card adds when discarded for a Heroic Deed: 2 for court cards and aces, else 1. */
  heroicDeedSuccesses: z.union([z.literal(1), z.literal(2)]),
});
export type CardValue = z.infer<typeof cardValueSchema>;

/** reactions.yaml: what a target may choose when it is shot at or attacked in melee. */
export const reactionSchema = z.object({
  id,
  name: z.string().min(1),
  attack: z.enum(['shooting', 'melee']),
  /**
   * Extra Reflex dice against shooting. Dive For Cover's +2R IS the Toppled bonus (modifiers.yaml
   * `toppled`): a calculator adds one or the other, never both.
   */
  reflexBonus: z.number().int(),
  /** Extra Fight dice in this melee exchange (Parry: +2F). */
  fightBonus: z.number().int(),
  /** Whether the defender can wound the attacker by rolling more successes (Fence, W3). */
  canDamageAttacker: z.boolean(),
  /** Whether choosing it leaves the model Toppled. */
  topples: z.boolean(),
  summary: z.string().min(1),
  rule: rulePath,
});
export type Reaction = z.infer<typeof reactionSchema>;

/** terrain.yaml: terrain types and how far a model moves across them per Move action. */
export const terrainSchema = z.object({
  id,
  name: z.string().min(1),
  /** Fraction of the Move characteristic a model covers per action: 1, 0.5, or 0 (cannot cross). */
  moveFraction: z.union([z.literal(1), z.literal(0.5), z.literal(0)]),
  /** Height range in inches that puts a feature in this class (null: no bound). */
  minHeightInches: z.number().nullable(),
  maxHeightInches: z.number().nullable(),
  examples: z.string().min(1),
  note: z.string().optional(),
  rule: rulePath,
});
export type Terrain = z.infer<typeof terrainSchema>;

/** modifiers.yaml: situational dice modifiers for shooting and melee (cover, topple, elevation, bases). */
export const diceModifierSchema = z.object({
  id,
  name: z.string().min(1),
  attack: z.enum(['shooting', 'melee', 'magic']),
  /** Whose pool changes and which characteristic. */
  side: z.enum(['attacker', 'defender', 'either']),
  characteristic: z.enum(['G', 'R', 'F']),
  dice: z.number().int(),
  when: z.string().min(1),
  rule: rulePath,
});
export type DiceModifier = z.infer<typeof diceModifierSchema>;

/** A special rule's effect, as numbers the calculators apply. */
export const specialRuleEffectSchema = z.object({
  /** Guns dice added (negative: removed) when the rule applies. */
  gunsModifier: z.number().int().optional(),
  /** Guns dice added per point of the rule's [x] (Move Penalty [2] = -2). */
  gunsModifierPerX: z.number().int().optional(),
  /** Guns never drop below this because of the rule (Move Penalty). */
  gunsMinimum: z.number().int().optional(),
  /** Points of armour ignored per [x] (Armour piercing). */
  armourIgnoredPerX: z.number().int().optional(),
  /** Armour multiplied before other changes (Small Calibre doubles it, W2). */
  armourMultiplier: z.number().int().optional(),
  /** Extra Reflex dice against spells. */
  reflexVsSpells: z.number().int().optional(),
  /** A model above 1 wound that would reach 0 from one hit keeps this many (W4). */
  surviveAtWounds: z.number().int().optional(),
  /** Up to x shots per Shoot action; each shot after the first adds this to Guns again (cumulative). */
  cumulativeGunsPenaltyPerShot: z.number().int().optional(),
  /** Re-rolls allowed per game (Beginner's Luck). */
  rerollsPerGame: z.number().int().optional(),
  /** Models attacked in melee by this one cannot choose Fence. */
  forbidsFence: z.boolean().optional(),
  /** Distance in inches the rule refers to (Golem control range). */
  rangeInches: z.number().optional(),
  /** The club needs a friendly model with this special rule (by id) for the rule to work (Golem: a Scientist). */
  requiresFriendlyRule: id.optional(),
});

/** special-rules.yaml: the quick start's special rules for models and weapons. */
export const specialRuleSchema = z.object({
  id,
  name: z.string().min(1),
  /** The rule takes a number, written Name [x]. */
  takesX: z.boolean(),
  appliesTo: z.enum(['model', 'weapon', 'gadget']),
  /** When the effect applies, in a few words (e.g. "after a Move in the same action"). */
  when: z.string().min(1),
  summary: z.string().min(1),
  effect: specialRuleEffectSchema,
});
export type SpecialRule = z.infer<typeof specialRuleSchema>;

/** spell-types.yaml: the four kinds of spell and how each is resolved. */
export const spellTypeSchema = z.object({
  id: z.enum(['projectile', 'attack', 'buff', 'aura']),
  name: z.string().min(1),
  targets: z.enum(['enemy', 'friendly']),
  /** 'reflex': opposed by the target's Reflex; 'difficulty': needs successes >= the spell's [x]. */
  opposedBy: z.enum(['reflex', 'difficulty']),
  /** 'damage': spell Strength + critical hits - armour; 'description': the spell's own effect. */
  onSuccess: z.enum(['damage', 'description']),
  /** 'one': a chosen target; 'all-in-range': every friendly model in range and line of sight. */
  targetCount: z.enum(['one', 'all-in-range']),
  /** Card colour a Heroic Deed must use on this casting roll (W5 and Heroic Deed rule). */
  heroicDeedColour: z.enum(['red', 'black']),
  summary: z.string().min(1),
});
export type SpellType = z.infer<typeof spellTypeSchema>;

/** spell-costs.yaml: what a spell's cost number asks the caster's player to discard. */
export const spellCostSchema = z.object({
  id,
  cost: z.number().int().min(0).max(2),
  discard: z.string().min(1),
  /** Minimum cards discarded to pay it (cost 2 can be one court card or ace, or two suit cards). */
  minimumCards: z.number().int().min(0),
  maximumCards: z.number().int().min(0),
});
export type SpellCost = z.infer<typeof spellCostSchema>;

/** A range band of a weapon: up to `maxInches` (inclusive) the shooter adds `gunsModifier` dice. */
export const rangeBandSchema = z.object({
  minInches: z.number().min(0),
  maxInches: z.number().positive(),
  gunsModifier: z.number().int(),
});
export type RangeBand = z.infer<typeof rangeBandSchema>;

/** weapons.yaml: ranged weapon profiles (the quick start shows one, the pistol). */
export const weaponSchema = z
  .object({
    id,
    name: z.string().min(1),
    strength: z.number().int().positive(),
    /** Bands in increasing distance; beyond the last band the shot misses automatically. */
    rangeBands: z.array(rangeBandSchema).min(1),
    specialRules: z.array(z.string()),
  })
  .refine((w) => w.rangeBands.every((b, i) => i === 0 || b.minInches === w.rangeBands[i - 1]!.maxInches), {
    message: 'range bands must follow on from one another',
    path: ['rangeBands'],
  });
export type Weapon = z.infer<typeof weaponSchema>;

/** Guns modifier for a shot at `distance` inches, or null when the target is out of range. */
export function rangeModifier(weapon: Pick<Weapon, 'rangeBands'>, distance: number): number | null {
  const band = weapon.rangeBands.find((b) => distance <= b.maxInches);
  return band ? band.gunsModifier : null;
}

/** A part of a game's set-up in our words ("First Player": how it is settled and what it decides). */
export const setupNoteSchema = z.object({
  label: z.string().min(1).max(40),
  text: z.string().min(1).max(400),
});

/**
 * scenarios.yaml: the games the quick start plays (l.23-25: one, the starting game), as the play
 * view's set-up and score read them and the rules page that states their numbers. Who wins is the
 * rule in src/games/wolsung/battle.ts; its numbers (the turns) live here once.
 */
export const scenarioSchema = z.object({
  id,
  name: z.string().min(1).max(60),
  /** The turns the game lasts: it ends with the end of this turn (l.25). */
  turns: z.number().int().min(1).max(20),
  /** The victory condition in our words. */
  victory: z.string().min(1).max(300),
  setup: z.array(setupNoteSchema).min(1),
  rule: rulePath,
});
export type Scenario = z.infer<typeof scenarioSchema>;
