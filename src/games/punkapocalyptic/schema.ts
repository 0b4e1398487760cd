import { z } from 'zod';
import { idSchema as id } from '../../common/ids';

/**
 * Zod schemas for Punkapocalyptic's data tables (content/punkapocalyptic/data/*.yaml). Fields that a
 * calculator reads (armor bonuses, fall strengths, jump limits, Precision and Combat modifiers,
 * special-rule effects) are numbers or enums, never prose, so the tools and the pages agree.
 */

/** Site path with an optional heading anchor, e.g. /punkapocalyptic/rules/shooting/#aiming */
const rulePath = z.string().regex(/^\/punkapocalyptic\/[a-z0-9-/]+\/(#[a-z0-9-]+)?$/, 'rule must be a /punkapocalyptic/ site path ending in / with an optional #anchor');

/** A model's attributes (profile line). Actions run 1-3, the others 1-10; "-" means the model cannot use it. */
export const attributeSchema = z.object({
  id,
  /** Position in the book's own order (collections come back sorted by id). */
  order: z.number().int().positive(),
  name: z.string().min(1),
  abbreviation: z.string().min(1).max(3),
  min: z.number().int(),
  max: z.number().int(),
  /** Agility, Strength and Toughness: permanently dropping to 0 or less takes the model out. */
  physical: z.boolean(),
  summary: z.string().min(1),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** How a terrain type limits a Move action. `fraction` is the share of the normal move allowed. */
export const terrainTypeSchema = z.object({
  id,
  /** Position in the book's own order (collections come back sorted by id). */
  order: z.number().int().positive(),
  name: z.string().min(1),
  examples: z.string().min(1),
  /** Can models Move through or Climb it at all? */
  passable: z.boolean(),
  /** Share of the normal Move distance without a roll (1 = full, 0.5 = half, 0 = none). */
  moveFraction: z.number().min(0).max(1),
  /** An Agility roll lets the model move its full distance instead. */
  agilityRollForFullMove: z.boolean(),
  /** What failing that Agility roll costs beyond the shorter move. */
  failedRoll: z.enum(['none', 'half-move', 'fall-prone']),
  /** Permanent Toughness lost for ending an Activation Phase on it. */
  toughnessLossPerActivation: z.number().int().min(0),
  /** Ending an action on it removes the model from the table. */
  removesModel: z.boolean(),
  summary: z.string().min(1),
  rule: rulePath,
});
export type TerrainType = z.infer<typeof terrainTypeSchema>;

/** One band of the fall table (P5). `maxBaseMultiple: null` is the open-ended last band; `strength: null` means no roll. */
export const fallBandSchema = z.object({
  id,
  maxBaseMultiple: z.number().positive().nullable(),
  strength: z.number().int().min(0).nullable(),
  label: z.string().min(1),
});
export type FallBand = z.infer<typeof fallBandSchema>;

/** Jump limits (P6): gap bands by multiples of base size, plus the landing-height limit. */
export const jumpLimitSchema = z.discriminatedUnion('kind', [
  z.object({
    id,
    kind: z.literal('gap'),
    /** Largest gap in this band, as a multiple of the base diameter. */
    maxBaseMultiple: z.number().positive(),
    /** Whether an Agility roll is needed, and its modifier. */
    agilityRoll: z.boolean(),
    agilityModifier: z.number().int(),
    label: z.string().min(1),
  }),
  z.object({
    id,
    kind: z.literal('landing'),
    /** The landing may be at most this many base diameters lower than the take-off. */
    maxDropBaseMultiple: z.number().positive(),
    /** A jump can never land higher than it started. */
    higherAllowed: z.literal(false),
    label: z.string().min(1),
  }),
]);
export type JumpLimit = z.infer<typeof jumpLimitSchema>;

/** Protection grades of cover (P4): the bonus added to the target's Armor. */
export const coverGradeSchema = z.object({
  id: z.enum(['light', 'medium', 'heavy']),
  name: z.string().min(1),
  armorBonus: z.number().int().positive(),
  examples: z.string().min(1),
  /** Letter for marking scenery (1L, 2M, 3H). */
  initial: z.string().length(1),
});
export type CoverGrade = z.infer<typeof coverGradeSchema>;

/** What a cover does to a base: hides it (no line of sight), adds its bonus, or nothing. */
export const coverEffectSchema = z.enum(['hidden', 'bonus', 'none']);
export type CoverEffect = z.infer<typeof coverEffectSchema>;

/** Cover sizes (P4): "small" bases are 25 mm and 40 mm, "large" is anything bigger. */
export const coverSizeSchema = z.object({
  id,
  size: z.number().int().min(1).max(3),
  /** Rough height guide in cm (the book leaves the final call to the players). */
  guideMinHeightCm: z.number().min(0),
  guideMaxHeightCm: z.number().positive().nullable(),
  total: z.object({ smallBase: coverEffectSchema, largeBase: coverEffectSchema }),
  partial: z.object({ smallBase: coverEffectSchema, largeBase: coverEffectSchema }),
  /** Largest base diameter (mm) that counts as "small" for this table. */
  smallBaseMaxMm: z.number().int().positive(),
  /** Models on bases wider than 40 mm may also step onto size 2 scenery without climbing. */
  stepOntoWithoutClimbing: z.enum(['all', 'large-bases-only', 'none']),
});
export type CoverSize = z.infer<typeof coverSizeSchema>;

/** A modifier to a Precision roll that the rules name. `value` is added to the Precision attribute. */
export const precisionModifierSchema = z.object({
  id,
  /** Position in the book's own order (collections come back sorted by id). */
  order: z.number().int().positive(),
  name: z.string().min(1),
  value: z.number().int(),
  when: z.string().min(1),
  /** Grouping for tools: range band, shooter's choice, situation, weapon rule, target rule. */
  category: z.enum(['range', 'choice', 'situation', 'weapon', 'target']),
  rule: rulePath,
});
export type PrecisionModifier = z.infer<typeof precisionModifierSchema>;

/** A bonus or penalty to a Combat (or Strength) roll in close combat (P7). */
export const combatModifierSchema = z.object({
  id,
  /** Position in the book's own order (collections come back sorted by id). */
  order: z.number().int().positive(),
  name: z.string().min(1),
  attribute: z.enum(['combat', 'strength']),
  value: z.number().int(),
  /** What the value is multiplied by: once, per qualifying Move action, per supporting friend, per started 5 cm of drop. */
  per: z.enum(['once', 'qualifying-move', 'supporting-friend', 'fraction-5cm']),
  /** For support bonuses: the supporter's Combat range that earns this value. */
  supporterCombatMin: z.number().int().optional(),
  supporterCombatMax: z.number().int().optional(),
  when: z.string().min(1),
  rule: rulePath,
});
export type CombatModifier = z.infer<typeof combatModifierSchema>;

/** Machine-readable effects of a special rule; every field is optional and only set where the rule does it. */
export const specialRuleEffectsSchema = z
  .object({
    /** Added to every Precision roll with the weapon (Pellets +1, Hard to use -1). */
    precisionModifier: z.number().int().optional(),
    /** Extra Precision penalty for a shooter who avoids cover against this model (Camouflage -2). */
    avoidCoverExtraPenalty: z.number().int().optional(),
    /** Extra free shots in automatic mode (Automatic: 2), and how far (cm) a follow-up target may be from the last. */
    extraShots: z.number().int().positive().optional(),
    retargetWithinCm: z.number().positive().optional(),
    /** Precision faces that explode: the shot misses and the weapon jams for the game (Kaboom! 9, 10). */
    kaboomFaces: z.array(z.number().int().min(1).max(10)).optional(),
    jamsForGame: z.boolean().optional(),
    /** Hits without a Precision roll (Template). */
    autoHit: z.boolean().optional(),
    ignoresCover: z.boolean().optional(),
    canAim: z.boolean().optional(),
    canAvoidCover: z.boolean().optional(),
    canDefensiveFire: z.boolean().optional(),
    /** No -3 when shooting into combat, but every model in it is hit (Pellets). */
    noShootingIntoCombatPenalty: z.boolean().optional(),
    hitsWholeCombat: z.boolean().optional(),
    /** Strength and Penetration of the hit, equal to the parameter (Incendiary). */
    hitStrengthFromParameter: z.boolean().optional(),
    penetrationFromParameter: z.boolean().optional(),
    /**
     * Fuel: the Penetration of the explosion alone (Strength = charges left), which hits the carrier and
     * every model touching it when the attacker's impact die shows 1. The item's own shots keep theirs.
     */
    explosionPenetration: z.number().int().optional(),
    /** Momentum: +X Strength and +X Penetration per +1 Assault bonus from movement. */
    strengthPerAssaultBonus: z.literal('parameter').optional(),
    penetrationPerAssaultBonus: z.literal('parameter').optional(),
    /** Actions needed to reload (Dead slow). */
    reloadActionsFromParameter: z.boolean().optional(),
    usesPerGame: z.number().int().positive().optional(),
    maxPerGang: z.number().int().positive().optional(),
    /** A model may carry this many items with the rule (Bomb: 3), and together they count as one weapon. */
    maxPerModel: z.number().int().positive().optional(),
    countsAsOneWeapon: z.boolean().optional(),
    agilityModifier: z.number().int().optional(),
    /** Move distance per Move action in cm (Swift). */
    moveCm: z.number().positive().optional(),
    /** Terrain treated one step better (Offroad) or climbing as Cool terrain (Creeper). */
    terrainStepsEasier: z.number().int().positive().optional(),
    climbAsCoolTerrain: z.boolean().optional(),
    canClimb: z.boolean().optional(),
    canLoot: z.boolean().optional(),
    /** Controls and uses mission objectives (false for Beast, Mong and Rider). */
    canUseObjectives: z.boolean().optional(),
    /** Works devices of any kind (false for Beast and Mong only: a Rider may). */
    canUseDevices: z.boolean().optional(),
    autoDisengage: z.boolean().optional(),
    canDisengage: z.boolean().optional(),
    /** Failing a Toughness roll: -3 to Combat, Precision and Agility until the end of the next activation (Electrified). */
    shockPenalty: z.number().int().optional(),
    /** Opposed Toughness roll against the parameter at the start of the next activation or be Downed (Poison). */
    delayedToughnessRoll: z.boolean().optional(),
    /** Agility rounds the activation may be put off (Delay). */
    delayRoundsFromParameter: z.boolean().optional(),
    /** Indirect fire: minimum target distance (cm) and scatter per started 2 points of miss (cm). */
    minRangeCm: z.number().positive().optional(),
    scatterCmPerFraction: z.number().positive().optional(),
    /** Only one item with this rule per model (Two-handed, Cumbersome), or no other weapon at all (Bulky). */
    onePerModel: z.boolean().optional(),
    noOtherWeapons: z.boolean().optional(),
    /** Gives another special rule by id (Bomb gives Indirect fire and Disposable; Rider gives Hard to use). */
    grants: z.array(id).optional(),
  })
  .strict();
export type SpecialRuleEffects = z.infer<typeof specialRuleEffectsSchema>;

/** A special rule (Automatic to Two-handed). `parameter` names the (X) value, if the rule takes one. */
export const specialRuleSchema = z.object({
  id,
  name: z.string().min(1),
  parameter: z.enum(['X']).nullable(),
  appliesTo: z.enum(['weapon', 'weapon-or-ammo', 'model', 'model-or-weapon', 'equipment', 'armor']),
  summary: z.string().min(1),
  effects: specialRuleEffectsSchema,
});
export type SpecialRule = z.infer<typeof specialRuleSchema>;

/** gang-size.yaml: how many models a gang may field for its points (ruling P11, "for each fraction"). */
export const gangSizeSchema = z.object({
  id: z.literal('models-per-fraction'),
  /** Models allowed per started fraction of points. */
  models: z.number().int().positive(),
  /** The size of one fraction, in points. */
  pointsPerFraction: z.number().int().positive(),
  summary: z.string().min(1),
  rule: rulePath,
});
export type GangSize = z.infer<typeof gangSizeSchema>;

/** game-length.yaml: the game turns a game usually lasts (l.210: the scenario says, typically 6). */
export const gameLengthSchema = z.object({
  id: z.literal('usual'),
  /** Game turns, when the scenario sets no other number. */
  turns: z.number().int().positive(),
  summary: z.string().min(1),
  rule: rulePath,
});
export type GameLength = z.infer<typeof gameLengthSchema>;
