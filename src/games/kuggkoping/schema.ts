import { z } from 'zod';
import { idSchema as id } from '../../common/ids';
import { BoardInputError, createBoard } from './board';
import { BOARD_VIEWS, SIDES } from './board/state';
import { terrainFromRows } from './board/text';
import { RAISABLE_STATS } from './stats';

/**
 * Zod schemas for Kuggköping's data tables (content/kuggkoping/data/*.yaml).
 *
 * Anything a calculator, builder or card computes with is a plain field (dice, hit values, defence,
 * grit, structured effects); the prose beside it is our retelling for readers. The attack-odds and
 * enemy-activation tools read these fields, so they follow ../../../shared/RULINGS.md (K1-K7).
 */

const dieFace = z.number().int().min(2).max(6);
const prose = z.string().min(1);

/** When a structured effect applies. `when` (prose) says it for readers; this says it for tools. */
export const effectConditionSchema = z.enum([
  'always',
  'adjacent', // the target is in an adjacent space
  'notAdjacent', // the target is further away than adjacent
  'twoOrMoreSpaces', // the attack is made 2 or more spaces away
  'counterattack', // only in a counterattack
  'afterAim', // the next attack after the Aim special action
  'lastGrit', // the model has exactly 1 grit left
  'discarded', // a one-use item is discarded to get the effect
]);
export type EffectCondition = z.infer<typeof effectConditionSchema>;

/**
 * A change to a roll or a profile. Every field is optional; only what the effect changes is set.
 * Attack fields follow K1/K2, defence fields K3.
 */
export const effectSchema = z.object({
  condition: effectConditionSchema.default('always'),
  /** The condition in words, for readers. */
  when: z.string().optional(),
  // Attacks made by the model (K1, K2)
  extraDice: z.number().int().optional(),
  /** Hit value override, e.g. 3 for "hits on (3+)". */
  hitOn: dieFace.optional(),
  /** The attack hits only on this face regardless of other rules (Grenadier, Trolls: 6). Beats hitOn. */
  hitOnlyOn: dieFace.optional(),
  critOn: dieFace.optional(),
  /** Hits a critical hit adds on top of its own (default 1; Grenadier 2). */
  extraHitsOnCrit: z.number().int().min(1).optional(),
  rerollMisses: z.boolean().optional(),
  /** Multiplies the action dice value (Opioid smacker: 2). */
  actionDiceMultiplier: z.number().int().min(2).optional(),
  // Attacks made against the model
  /** Attackers of this model hit only on this face (Skitter field: 6). */
  attackersHitOnlyOn: dieFace.optional(),
  // Defence rolls (K3)
  /** Sets the defence value, e.g. 3 for Defence 3+. */
  defence: dieFace.optional(),
  defenceModifier: z.number().int().optional(),
  /** Roll two D6 per point of damage and keep the higher (Boiler plate). */
  bestOfTwoDefence: z.boolean().optional(),
  /** A 6 on a defence die removes only 1 damage (Inexperienced). */
  sixRemovesOnlyOne: z.boolean().optional(),
  /** At most this much grit lost per attack sequence (Rage infusion: 1). */
  maxGritLostPerAttack: z.number().int().min(1).optional(),
  /** At least this many parry points when defending (Burly: 2). */
  minParryPoints: z.number().int().min(1).optional(),
  extraParryOnSix: z.number().int().min(1).optional(),
  // Profile changes
  moveModifier: z.number().int().optional(),
  rangeModifier: z.number().int().optional(),
  gritModifier: z.number().int().optional(),
  /** Range multiplier (Opioid smacker: 2). */
  rangeMultiplier: z.number().int().min(2).optional(),
  // Tests
  actionTestDice: z.number().int().optional(),
  moveTestDice: z.number().int().optional(),
  /** Direct damage dealt by a special action or item. */
  damage: z.number().int().min(1).optional(),
});
export type Effect = z.infer<typeof effectSchema>;

/** A special ability (always on or triggered) or a special action (costs an action and an action test). */
export const abilitySchema = z.object({
  name: prose,
  kind: z.enum(['ability', 'action']),
  text: prose,
  effects: z.array(effectSchema).default([]),
});
export type Ability = z.infer<typeof abilitySchema>;

/** Profile shared by characters, enemies and bosses. "2 (5+)" is actionDice 2, hitOn 5. */
const profileFields = {
  /** null: the model never moves (The Grey Gubbe, "x"). */
  move: z.number().int().min(0).nullable(),
  /** null: unlimited range (The Grey Gubbe, "x"). */
  range: z.number().int().min(1).nullable(),
  actionDice: z.number().int().min(1),
  hitOn: dieFace,
  defence: dieFace,
  grit: z.number().int().min(1),
};

export const archetypeSchema = z.object({
  id,
  name: prose,
  summary: prose,
  ...profileFields,
  move: z.number().int().min(1),
  range: z.number().int().min(1),
  abilities: z.array(abilitySchema).min(1),
});
export type Archetype = z.infer<typeof archetypeSchema>;

export const enemyTypeSchema = z.object({
  id,
  name: prose,
  ...profileFields,
  move: z.number().int().min(1),
  range: z.number().int().min(1),
  /** The enemy type this one becomes when it claims a Gizmo (grit refilled). */
  promotesTo: id.nullable(),
  abilities: z.array(abilitySchema),
  /** Action dice lost per grit lost (Bell-Man's Fragile self-esteem: 1). */
  actionDiceLostPerGritLost: z.number().int().min(0).default(0),
});
export type EnemyType = z.infer<typeof enemyTypeSchema>;

export const bossSchema = z.object({
  id,
  name: prose,
  blurb: prose,
  ...profileFields,
  ability: prose,
  /** Only special actions, or attacks with these gadgets or quirks equipped, can damage it. */
  damagedOnlyBy: z
    .object({ specialActions: z.boolean(), gadgets: z.array(id).default([]), quirks: z.array(id).default([]) })
    .nullable()
    .default(null),
  /** Grit gained (or lost, if negative) on a trigger: Death Hulter, Hulder. */
  gritChanges: z.array(z.object({ on: z.enum(['characterKnockedDown', 'modelKilled', 'gizmoClaimedByPlayer']), grit: z.number().int() })).default([]),
  /** The ruling of shared/RULINGS.md that settles how its ability reads (K8), and the note the page shows. */
  reading: z.object({ ruling: z.string().regex(/^K\d+$/), note: prose }).nullable().default(null),
});
export type Boss = z.infer<typeof bossSchema>;

/** Profile changes a faction or variant gives every enemy model. */
const enemyModifiersSchema = z.object({
  actionDice: z.number().int().optional(),
  hitOnlyOn: dieFace.optional(),
  defence: dieFace.optional(),
  move: z.number().int().optional(),
  range: z.number().int().optional(),
  grit: z.number().int().optional(),
  extraGrunts: z.number().int().optional(),
  /** On a Rage result the model is placed adjacent to its target instead of moving (K5). */
  rageAdjacentPlacement: z.boolean().optional(),
  /** At 0 grit the model is knocked down like a Character instead of killed. */
  knockedDownNotKilled: z.boolean().optional(),
});

export const enemyFactionSchema = z.object({
  id,
  /** D6 face for random choice. */
  roll: z.number().int().min(1).max(6),
  name: prose,
  rule: prose,
  modifiers: enemyModifiersSchema.default({}),
  /** The Black Streets district replaces the faction rule with this variant. */
  blackStreets: z.object({ rule: prose, modifiers: enemyModifiersSchema }),
});
export type EnemyFaction = z.infer<typeof enemyFactionSchema>;

export const enemyFactionIds = ['slab-bots', 'street-pirates', 'draugar', 'trolls', 'gnoblins'] as const;

/** A warband trait that changes enemy activation rolls against the named factions (K5). */
export const activationModifierSchema = z.object({
  value: z.number().int(),
  enemyFactions: z.array(z.enum(enemyFactionIds)).min(1),
});

export const traitSchema = z.object({
  id,
  name: prose,
  kind: z.enum(['positive', 'negative']),
  text: prose,
  effects: z.array(effectSchema).default([]),
  activationModifier: activationModifierSchema.optional(),
  /** The warband must play at least this difficulty (Under pressure). */
  minimumDifficulty: z.enum(['easy', 'normal', 'hard', 'very-hard']).optional(),
  // Building rules the trait changes (the warband builder checks them)
  /** Any quirk may go on any gadget, weapon or defence (Anything can be a weapon). */
  quirksFitAnyGadget: z.boolean().optional(),
  /** A weapon gadget may be equipped only together with a defence gadget (Safety first). */
  weaponNeedsDefence: z.boolean().optional(),
  /** At warband creation one Character may swap one of its special rules for this ability (Backstabbers). */
  swapInAbility: z.object({ archetype: id, ability: prose }).optional(),
});
export type Trait = z.infer<typeof traitSchema>;

export const cartographerFactionSchema = z.object({
  id,
  name: prose,
  blurb: prose,
  traits: z
    .array(traitSchema)
    .length(4)
    .refine((t) => t.filter((x) => x.kind === 'positive').length === 2, 'each faction has 2 positive traits and 2 negative'),
});
export type CartographerFaction = z.infer<typeof cartographerFactionSchema>;

/** An entry of a list of gear rolled for (gadgets, quirks): its id, kind, face on the list's die, name, text and effects, then `shape`. */
const rolledGear = <S extends z.ZodRawShape>(faces: number, shape: S) =>
  z
    .object({
      id,
      kind: z.enum(['weapon', 'defence']),
      roll: z.number().int().min(1).max(faces),
      name: prose,
      text: prose,
      effects: z.array(effectSchema).default([]),
    })
    .extend(shape);

/** A gadget: a D6 face on the gadget list. */
export const gadgetSchema = rolledGear(6, {
  /** Removed from the Character when it drops to 0 grit. */
  lostAtZeroGrit: z.boolean().default(false),
});
export type Gadget = z.infer<typeof gadgetSchema>;

/** Profile values a choice can raise (Mutating machine change). */
export const raisableStatSchema = z.enum(RAISABLE_STATS);
export type { RaisableStat } from './stats';

/** A quirk: a D12 face on the quirk list. */
export const quirkSchema = rolledGear(12, {
  /** The player picks one of these values and it goes up by 1 (Mutating machine change). */
  raisesOneOf: z.array(raisableStatSchema).min(2).optional(),
});
export type Quirk = z.infer<typeof quirkSchema>;

export const upgradeSchema = z.object({
  id,
  name: prose,
  /** Gadgets or quirks discarded to buy it (a gadget with a quirk counts as 2). */
  cost: z.number().int().min(1).max(2),
  oneUse: z.boolean(),
  text: prose,
  effects: z.array(effectSchema).default([]),
  /** A Character may hold at most this many copies (Fairy circuits: 1). */
  maxPerCharacter: z.number().int().min(1).optional(),
  /** The title (titles.yaml) the upgrade gives (Promotion: foreman). */
  grantsTitle: id.optional(),
  /** The Character gains one special action of another archetype (Add on). */
  copiesSpecialAction: z.boolean().default(false),
  /** The special action the upgrade gives (Blink dynamos: Blink); Add on can copy it (K15). */
  grantsAbility: abilitySchema.optional(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

/** A title a Character holds on top of its archetype, with the abilities it gives (the Foreman). */
export const titleSchema = z.object({
  id,
  name: prose,
  abilities: z.array(abilitySchema).min(1),
});
export type Title = z.infer<typeof titleSchema>;

/** A row of a dice table: faces min..max (inclusive). */
export const rollRowSchema = z.object({
  min: z.number().int().min(1),
  max: z.number().int().min(1),
  name: z.string().optional(),
  text: prose,
});

/** Something the play view counts for the warband in a mission (src/play/battle.ts's ScoreSource): Gizmos claimed, the Big Boss killed. */
export const missionSourceSchema = z.object({
  id,
  label: prose,
  /** The most it can be (1: a mark, done or not). */
  max: z.number().int().min(1).optional(),
});
export type MissionSource = z.infer<typeof missionSourceSchema>;

const reachSchema = z.object({ source: id, atLeast: z.number().int().min(1) });

/** How a mission (its option, or a scenario that replaces its victory condition) is won or lost, on the sources it counts. */
export const missionGoalSchema = z.object({
  /** Won when this source reaches `atLeast`: at once (`once`), or only as the last turn ends (`limit`, Corpse virus). */
  win: reachSchema.extend({ at: z.enum(['once', 'limit']).default('once') }).optional(),
  /** Lost at once when this source reaches `atLeast` (the Campfire left unguarded). */
  lose: reachSchema.optional(),
  /** At the turn limit with neither reached: won (held out to the end, the Campfire) or lost. */
  otherwise: z.enum(['won', 'lost']).default('lost'),
  /** Each point of this source adds 1 turn to the game (The holy manual). */
  addsTurns: id.optional(),
});
export type MissionGoal = z.infer<typeof missionGoalSchema>;

/** The goal's sources are among `sources` (a goal names only what the mission counts). */
function goalCounts(goal: MissionGoal | undefined, sources: readonly MissionSource[], ctx: z.RefinementCtx, path: (string | number)[]) {
  if (!goal) return;
  const ids = new Set(sources.map((s) => s.id));
  for (const [key, source] of [['win', goal.win?.source], ['lose', goal.lose?.source], ['addsTurns', goal.addsTurns]] as const) {
    if (source !== undefined && !ids.has(source)) ctx.addIssue({ code: 'custom', message: `the goal counts "${source}", which is not one of its sources`, path: [...path, key] });
  }
}

const deploymentTypes = { enemies: z.enum(['on-the-board', 'on-the-edge']), players: z.enum(['on-the-edge', 'on-the-opposite-side']) };

export const scenarioSchema = z
  .object({
    id,
    number: z.number().int().min(1).max(13),
    name: prose,
    blurb: prose,
    rules: prose,
    /** Replaces the mission's victory condition (then `victory` and `goal` are its own). */
    replacesVictory: z.boolean(),
    /** A table rolled during the scenario, by id in roll-tables.yaml. */
    table: id.optional(),
    /** The victory condition that replaces the mission's, in our words. */
    victory: prose.optional(),
    /** What the play view counts for it (with the mission's own). */
    sources: z.array(missionSourceSchema).default([]),
    goal: missionGoalSchema.optional(),
    /** Every enemy model becomes this type of this faction, and `add` more join (Corpse virus). */
    enemies: z.object({ type: z.enum(['grunt', 'lurker', 'bell-man']), faction: z.enum(enemyFactionIds), add: z.number().int().min(0) }).optional(),
    /** The deployment it sets in place of the mission's (The holy manual). */
    deployment: z.object(deploymentTypes).optional(),
    /** Gizmos gained when the game ends once a source reaches `atLeast` (Tall buildings' four corners). */
    bonusGizmos: reachSchema.extend({ gizmos: z.number().int().min(1) }).optional(),
    /** Upgrades one Character takes for free on a win (The holy manual). */
    freeUpgradesOnWin: z.number().int().min(1).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.replacesVictory && (!s.goal || !s.victory)) ctx.addIssue({ code: 'custom', message: 'a scenario that replaces the victory condition has its own victory and goal', path: ['goal'] });
    if (!s.replacesVictory && (s.goal || s.victory)) ctx.addIssue({ code: 'custom', message: 'only a scenario that replaces the victory condition has a victory and a goal', path: ['goal'] });
    goalCounts(s.goal, s.sources, ctx, ['goal']);
    if (s.bonusGizmos && !s.sources.some((x) => x.id === s.bonusGizmos!.source)) ctx.addIssue({ code: 'custom', message: `bonusGizmos counts "${s.bonusGizmos.source}", which is not one of its sources`, path: ['bonusGizmos'] });
  });
export type Scenario = z.infer<typeof scenarioSchema>;

export const districtSchema = z.object({
  id,
  name: prose,
  blurb: prose,
  rule: prose,
  /** Enemy activation bonus for line of sight to a Character here (K5: Bully Boys 2, else 1). */
  lineOfSightActivationBonus: z.number().int().min(1),
  /** Black Streets: enemy faction rules are replaced by their Black Streets variants. */
  replacesFactionRules: z.boolean(),
});
export type District = z.infer<typeof districtSchema>;

export const enemyCountSchema = z.object({ type: z.enum(['grunt', 'lurker', 'bell-man']), count: z.number().int().min(1) });

export const missionSchema = z
  .object({
    id,
    /** 1 to 3 in campaign order; null for Run to safety, played after a failure. */
    number: z.number().int().min(1).max(3).nullable(),
    name: prose,
    victory: prose,
    /** The victory must be reached before the end of this turn. */
    turnLimit: z.number().int().min(1),
    /** What the play view counts for the warband in this mission. */
    sources: z.array(missionSourceSchema).min(1),
    /** How the sources win or lose it; absent when each option has its own (mission 2). */
    goal: missionGoalSchema.optional(),
    /** Victory conditions to pick or roll from (mission 2's Campfire or Patrol), each with what it counts and its goal. */
    options: z.array(z.object({ id, name: prose, text: prose, sources: z.array(missionSourceSchema).default([]), goal: missionGoalSchema })).default([]),
    specialRules: z.array(z.object({ name: prose, text: prose })).default([]),
    enemies: z.array(enemyCountSchema).min(1),
    enemyDeployment: deploymentTypes.enemies,
    /** null: the book's text is cut off here (Run to safety). */
    playerDeployment: deploymentTypes.players.nullable(),
  })
  .superRefine((m, ctx) => {
    if (!m.goal === (m.options.length === 0)) ctx.addIssue({ code: 'custom', message: 'a mission has a goal, or options that each have one', path: ['goal'] });
    goalCounts(m.goal, m.sources, ctx, ['goal']);
    m.options.forEach((o, i) => goalCounts(o.goal, [...m.sources, ...o.sources], ctx, ['options', i, 'goal']));
  });
export type Mission = z.infer<typeof missionSchema>;

export const agendaSchema = z.object({
  id,
  roll: z.number().int().min(1).max(6),
  text: prose,
  /** null: pick any other agenda instead. */
  victoryPoints: z.number().int().min(1).nullable(),
});
export type Agenda = z.infer<typeof agendaSchema>;

export const difficultySchema = z.object({
  id: z.enum(['easy', 'normal', 'hard', 'very-hard']),
  order: z.number().int().min(1),
  name: prose,
  /** The book's nickname for the level, e.g. "Newcomer". */
  nickname: prose,
  text: prose,
  /** Hard: roll once on the hard-difficulty table; Very hard: apply every row. */
  hardRules: z.enum(['none', 'roll-one', 'all']),
  /** Easy drops the Cartographer faction, enemy faction rules and scenario rules. */
  usesFactionsAndScenarios: z.boolean(),
});
export type Difficulty = z.infer<typeof difficultySchema>;

/** One rule of Hard difficulty, with the numbers tools and the setup page use. */
export const hardRuleSchema = z.object({
  id,
  min: z.number().int().min(1).max(6),
  max: z.number().int().min(1).max(6),
  text: prose,
  tinkerCostModifier: z.number().int().default(0),
  enemyActionDice: z.number().int().default(0),
  enemyGrit: z.number().int().default(0),
  turnLimitModifier: z.number().int().default(0),
});
export type HardRule = z.infer<typeof hardRuleSchema>;

export const activationResultSchema = z.enum(['lostInFog', 'wandering', 'looting', 'fight', 'rage']);
export type ActivationResult = z.infer<typeof activationResultSchema>;

/** The enemy activation table (K5). min null: "or less"; max null: "or more". */
export const activationRowSchema = z.object({
  id,
  result: activationResultSchema,
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  name: prose,
  text: prose,
  /** Attack dice and move added on this result (Rage: +1 each). */
  extraAttackDice: z.number().int().default(0),
  extraMove: z.number().int().default(0),
  /** A follow-up rule, e.g. "Smacked in the head" after Lost in fog. */
  followUp: z.object({ name: prose, text: prose }).optional(),
});
export type ActivationRow = z.infer<typeof activationRowSchema>;

/** Small dice tables used in play: weird brew, Pressure pot, D3 from a D6, long lists. */
export const rollTableSchema = z.object({
  id,
  name: prose,
  die: z.enum(['D3', 'D6', 'D12']),
  rows: z.array(rollRowSchema).min(2),
});
export type RollTable = z.infer<typeof rollTableSchema>;

export const mutationSchema = z.object({ id, name: prose, text: prose });
export type Mutation = z.infer<typeof mutationSchema>;

/** A model in a board example: its archetype (Characters) or enemy type (enemy models) gives its name, Move and Range. */
export const boardExampleModelSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  side: z.enum(SIDES),
  profile: id,
});
export type BoardExampleModel = z.infer<typeof boardExampleModelSchema>;

/**
 * A board set-up from the rules' examples (board-examples.yaml): terrain rows as letters
 * (board/text.ts), models, who attacks whom, and what sight() answers for that line, which a unit
 * test holds the code to. The board itself is checked like any board the tool accepts.
 */
export const boardExampleSchema = z
  .object({
    id,
    title: prose,
    description: prose,
    /** The rules section the example illustrates. */
    rule: z.string().regex(/^\/kuggkoping\/rules\/[a-z-]+\/#[a-z0-9-]+$/, 'a link to a Kuggköping rules section'),
    rulings: z.array(z.enum(['K1', 'K6', 'K7', 'K12'])).default([]),
    view: z.enum(BOARD_VIEWS).default('sight'),
    rows: z.array(z.string()),
    models: z.array(boardExampleModelSchema).min(2),
    attacker: z.number().int().min(0),
    target: z.number().int().min(0),
    expect: z.object({
      lineOfSight: z.boolean(),
      cover: z.number().int().min(0),
      range: z.number().int().min(0),
      adjacent: z.boolean(),
      heightDice: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
    }),
  })
  .superRefine((example, ctx) => {
    try {
      const { width, height, terrain } = terrainFromRows(example.rows, 'rows');
      createBoard({ width, height, terrain, models: example.models });
    } catch (error) {
      const field = error instanceof BoardInputError ? error.field : '';
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error), path: field ? field.split(/[.[\]]+/).filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [] });
    }
    for (const key of ['attacker', 'target'] as const) {
      if (example[key] >= example.models.length) ctx.addIssue({ code: 'custom', message: `there is no model ${example[key]}`, path: [key] });
    }
    if (example.attacker === example.target) ctx.addIssue({ code: 'custom', message: 'the target must be another model than the attacker', path: ['target'] });
  });
export type BoardExample = z.infer<typeof boardExampleSchema>;
