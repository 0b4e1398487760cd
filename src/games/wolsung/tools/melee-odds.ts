/**
 * The melee-odds tool, with two neighbouring questions on the same page: leaving a melee, and casting
 * a Magic Buff or Aura against its difficulty. `mode` picks the question (set-up B answers the same);
 * each has its own fields, named as in its odds function (melee, leaveMelee, cast). Friends in the
 * melee, elevation, a charge from above and a Toppled defender fill in the Fight pools from the data.
 */
import { booleanField, choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool, type FormItem, type Line, type ResultView } from '../../../tools/adapter';
import { formatNumber, formatPercent } from '../../../common/numbers';
import { clampTo, type FollowUps, type PoolLink } from '../../../tools/linked-fields';
import { rangeOf } from '../../../common/inputs';
import { cast, castSchema, leaveMelee, leaveMeleeSchema, melee, meleeSchema, type CastResult, type LeaveMeleeResult, type MeleeResult } from '../odds';
import { meleePools, poolNumbersFromData, type MeleeSituation, type PoolNumbers } from '../pools';
import type { DiceModifier, Reaction, SpecialRule } from '../schema';

export interface MeleeOddsData {
  numbers: PoolNumbers;
  /** Parry's extra Fight dice, from reactions.yaml. */
  parryDice: number;
}

/** The tool's data from the collections: dice modifiers, special rules and Parry's dice. */
export function meleeOddsData(collections: { modifiers: readonly DiceModifier[]; specialRules: readonly SpecialRule[]; reactions: readonly Reaction[] }): MeleeOddsData {
  const parry = collections.reactions.find((r) => r.id === 'parry');
  if (!parry) throw new Error('reactions.yaml has no Parry');
  return { numbers: poolNumbersFromData(collections.modifiers, collections.specialRules), parryDice: parry.fightBonus };
}

/** A characteristic (a fighter's Fight) before modifiers: the profiles stay well below this. */
const BASE_MAX = 40;
const plus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const fight = meleeSchema.shape;
const leave = leaveMeleeSchema.shape;
const spell = castSchema.shape;

function buildFields({ numbers: n, parryDice }: MeleeOddsData) {
  return defineFields({
    mode: choiceField('Question', { fight: 'Attack in melee', leave: 'Leave a melee', cast: 'Cast a Buff or Aura' }),
    attackerFight: intField({ label: 'Attacker’s Fight dice rolled', ...rangeOf(fight.attackerFight), default: 3, hint: 'Filled in from the lines above; type to set it yourself.' }),
    defenderFight: intField({ label: 'Defender’s Fight dice rolled', ...rangeOf(fight.defenderFight), default: 3, hint: `Before Parry’s +${parryDice} dice, which the tool adds.` }),
    reaction: choiceField('Defender’s reaction', { fence: 'Fence', parry: `Parry (+${parryDice}F)` }),
    attackerStrength: intField({ label: 'Attacker’s Strength (S)', ...rangeOf(fight.attackerStrength), default: 3, hint: 'With its weapon.' }),
    attackerArmour: intField({ label: 'Attacker’s Armour', ...rangeOf(fight.attackerArmour), default: 0 }),
    attackerWounds: intField({ label: 'Attacker’s wounds left', ...rangeOf(fight.attackerWounds), default: 2 }),
    attackerHardToKill: booleanField({ label: 'Attacker is Hard to kill', default: false }),
    defenderStrength: intField({ label: 'Defender’s Strength (S)', ...rangeOf(fight.defenderStrength), default: 3, hint: 'With its weapon.' }),
    defenderArmour: intField({ label: 'Defender’s Armour', ...rangeOf(fight.defenderArmour), default: 0 }),
    defenderWounds: intField({ label: 'Defender’s wounds left', ...rangeOf(fight.defenderWounds), default: 2 }),
    defenderHardToKill: booleanField({ label: 'Defender is Hard to kill', default: false }),
    attackerBonus: intField({ label: 'Attacker’s Heroic Deed successes', ...rangeOf(fight.attackerBonus), default: 0 }),
    defenderBonus: intField({ label: 'Defender’s Heroic Deed successes', ...rangeOf(fight.defenderBonus), default: 0 }),
    attackerBaseFight: intField({ label: 'Attacker’s Fight (F)', min: 0, max: BASE_MAX, default: 3 }),
    support: intField({ label: 'Friends’ Fight in this melee', min: 0, max: BASE_MAX, default: 0, hint: 'Add the F of each friend in the melee whose base is no smaller than the target’s.' }),
    attackerHigher: booleanField({ label: 'Attacker stands 1″ or more higher', default: false, hint: `${plus(n.meleeHigherFight)}F.` }),
    chargeFromAbove: booleanField({ label: 'Charged from 3″ or more above', default: false, hint: `${plus(n.chargeFromAboveFight)}F for this Charge.` }),
    hypnoticAura: booleanField({ label: 'Attacker has Hypnotic Aura', default: false, hint: 'The defender cannot Fence.' }),
    defenderBaseFight: intField({ label: 'Defender’s Fight (F)', min: 0, max: BASE_MAX, default: 3 }),
    defenderHigher: booleanField({ label: 'Defender stands 1″ or more higher', default: false, hint: `${plus(n.meleeHigherFight)}F.` }),
    defenderToppled: booleanField({ label: 'Defender is Toppled', default: false, hint: 'Its Fight counts as 1 and it can only Fence.' }),
    reflex: intField({ label: 'Leaving model’s Reflex dice', ...rangeOf(leave.reflex), default: 2 }),
    enemyFight: intField({ label: 'Fight dice of the strongest enemy', ...rangeOf(leave.enemyFight), default: 3, hint: 'Only the engaged enemy with the highest F rolls.' }),
    leaverBonus: intField({ label: 'Leaving model’s Heroic Deed successes', ...rangeOf(leave.leaverBonus), default: 0 }),
    enemyBonus: intField({ label: 'Enemy’s Heroic Deed successes', ...rangeOf(leave.enemyBonus), default: 0 }),
    magic: intField({ label: 'Magic Ability [x]', ...rangeOf(spell.magic), default: 3, hint: 'Dice the caster rolls.' }),
    difficulty: intField({ label: 'Difficulty [x] of the Buff or Aura', ...rangeOf(spell.difficulty), default: 2 }),
    bonus: intField({ label: 'Caster’s Heroic Deed successes', ...rangeOf(spell.bonus), default: 0 }),
  });
}

type Fields = ReturnType<typeof buildFields>;
export type MeleeValues = Values<Fields>;

const situation = (v: MeleeValues): MeleeSituation => ({
  attackerBaseFight: v.attackerBaseFight,
  support: v.support,
  attackerHigher: v.attackerHigher,
  chargeFromAbove: v.chargeFromAbove,
  defenderBaseFight: v.defenderBaseFight,
  defenderHigher: v.defenderHigher,
  defenderToppled: v.defenderToppled,
});

function buildLinks(n: PoolNumbers): PoolLink<Fields>[] {
  const attackerExtra = (v: MeleeValues) => meleePools({ ...situation(v), attackerBaseFight: 0 }, n).attackerFight;
  const defenderExtra = (v: MeleeValues) => meleePools({ ...situation(v), defenderBaseFight: 0, defenderToppled: false }, n).defenderFight;
  return [
    {
      pool: 'attackerFight',
      inputs: ['attackerBaseFight', 'support', 'attackerHigher', 'chargeFromAbove'],
      compute: (v) => meleePools(situation(v), n).attackerFight,
      derive: (v, pool) => ({ attackerBaseFight: clampTo(0, BASE_MAX, pool - attackerExtra(v)) }),
    },
    {
      pool: 'defenderFight',
      inputs: ['defenderBaseFight', 'defenderHigher', 'defenderToppled'],
      compute: (v) => meleePools(situation(v), n).defenderFight,
      // A pool typed by hand is no longer "Fight 1 for Toppled": the Toppled box lets go of it.
      derive: (v, pool) => ({ defenderToppled: false, defenderBaseFight: clampTo(0, BASE_MAX, pool - defenderExtra(v)) }),
    },
  ];
}

/** Toppled forces Fence; Hypnotic Aura forces Parry (the odds refuse the other reaction). */
const followUps: FollowUps<Fields> = (name, v) => {
  if (name === 'defenderToppled' && v.defenderToppled) return { reaction: 'fence' };
  if (name === 'hypnoticAura' && v.hypnoticAura) return { reaction: 'parry' };
  return {};
};

export type MeleeOddsResult =
  | { kind: 'leave'; chance: number; distribution: number[]; expected: number; leave: LeaveMeleeResult }
  | { kind: 'cast'; chance: number; distribution: number[]; expected: number; cast: CastResult }
  | { kind: 'fight'; chance: number; distribution: number[]; expected: number; fight: MeleeResult };

/** One set-up's numbers for the chosen question; `distribution`/`chance`/`expected` feed the kit's checks. */
export function meleeOdds(v: MeleeValues): MeleeOddsResult {
  if (v.mode === 'leave') {
    const r = leaveMelee({ reflex: v.reflex, enemyFight: v.enemyFight, leaverBonus: v.leaverBonus, enemyBonus: v.enemyBonus });
    return { kind: 'leave', chance: r.pEscape, distribution: [...r.leaverSuccesses], expected: 0, leave: r };
  }
  if (v.mode === 'cast') {
    const r = cast({ magic: v.magic, difficulty: v.difficulty, bonus: v.bonus });
    return { kind: 'cast', chance: r.pSuccess, distribution: [...r.successes], expected: r.expectedSuccesses, cast: r };
  }
  const r = melee({
    attackerFight: v.attackerFight,
    defenderFight: v.defenderFight,
    reaction: v.reaction,
    attackerStrength: v.attackerStrength,
    defenderStrength: v.defenderStrength,
    attackerArmour: v.attackerArmour,
    defenderArmour: v.defenderArmour,
    attackerWounds: v.attackerWounds,
    defenderWounds: v.defenderWounds,
    attackerHardToKill: v.attackerHardToKill,
    defenderHardToKill: v.defenderHardToKill,
    attackerBonus: v.attackerBonus,
    defenderBonus: v.defenderBonus,
    defenderToppled: v.defenderToppled,
    hypnoticAura: v.hypnoticAura,
  });
  return { kind: 'fight', chance: r.pDefenderKilled, distribution: r.defenderWoundsLost, expected: r.expectedDefenderWoundsLost, fight: r };
}

export const CHANCE_LABELS = { fight: 'Chance to take the defender out', leave: 'Chance to get away', cast: 'Chance the spell works' } as const;

function meleeView(r: MeleeOddsResult, v: MeleeValues): ResultView {
  if (r.kind === 'leave') {
    return {
      chance: r.chance,
      blocks: [
        { kind: 'headline', chance: r.chance, chanceLabel: CHANCE_LABELS.leave, lines: [{ label: 'Stays stuck, action lost', value: formatPercent(1 - r.chance) }] },
        { kind: 'distribution', distribution: r.leave.leaverSuccesses, chartQuantity: 'Leaving model’s successes before cards', quantity: 'Leaving model’s successes' },
        { kind: 'distribution', distribution: r.leave.enemySuccesses, chartQuantity: 'Enemy’s successes before cards', quantity: 'Enemy’s successes' },
      ],
    };
  }
  if (r.kind === 'cast') {
    return {
      chance: r.chance,
      blocks: [
        { kind: 'headline', chance: r.chance, chanceLabel: CHANCE_LABELS.cast, expected: r.expected, expectedLabel: 'Expected successes' },
        { kind: 'distribution', distribution: r.distribution, quantity: 'Successes', highlightFrom: v.difficulty, highlightMeaning: 'the spell works' },
      ],
    };
  }
  const m = r.fight;
  const fences = v.reaction === 'fence';
  const lines: Line[] = [{ label: 'Attacker’s blow lands', value: formatPercent(m.pAttackerHits) }];
  if (fences) {
    lines.push({ label: 'Defender’s blow lands instead', value: formatPercent(m.pDefenderHits) });
    lines.push({ label: 'Attacker taken out', value: formatPercent(m.pAttackerKilled) });
    lines.push({ label: 'Expected wounds the attacker loses', value: formatNumber(m.expectedAttackerWoundsLost) });
  }
  lines.push({ label: 'Dice the defender rolls', value: String(m.defenderDice) });
  return {
    chance: r.chance,
    blocks: [
      { kind: 'headline', chance: r.chance, chanceLabel: CHANCE_LABELS.fight, expected: r.expected, expectedLabel: 'Expected wounds the defender loses', lines },
      { kind: 'distribution', distribution: r.distribution, quantity: 'Defender’s wounds lost', highlightFrom: v.defenderWounds, highlightMeaning: 'takes the target out' },
      ...(fences
        ? [{ kind: 'distribution' as const, distribution: m.attackerWoundsLost, quantity: 'Attacker’s wounds lost', highlightFrom: v.attackerWounds, highlightMeaning: 'takes the attacker out' }]
        : []),
    ],
  };
}

type Item = FormItem<Fields>;
const fieldsOf = (names: readonly (keyof MeleeValues & string)[]): Item[] => names.map((field) => ({ field }));
const heroicDeed = (field: 'attackerBonus' | 'defenderBonus' | 'leaverBonus' | 'enemyBonus' | 'bonus', who: string): Item => ({ widget: 'heroicDeed', props: { field, who, colour: 'black' } });

export const meleeOddsTool = defineTool({
  title: 'Melee odds',
  intro: 'Chance that a melee attack takes the defender out (or that a Fence turns it round), that a model gets out of a melee, or that a Buff or Aura works.',
  fields: buildFields,
  linked: (data: MeleeOddsData) => ({ links: buildLinks(data.numbers), followUps }),
  sharedFields: ['mode'],
  compute: (v: MeleeValues) => meleeOdds(v),
  view: meleeView,
  form: (v, which) => {
    const question: Item = which === 'a' ? { field: 'mode' } : { note: 'Same question as set-up A.' };
    if (v.mode === 'leave') {
      return [
        question,
        { group: 'Leaving the melee', items: fieldsOf(['reflex', 'enemyFight']) },
        {
          group: 'Heroic Deeds',
          note: 'Either side may add successes with Heroic Deed cards: a court card or an ace 2, any other card 1 (W5). We treat leaving as a melee roll, so the cards are black.',
          items: [heroicDeed('leaverBonus', 'the leaving model'), heroicDeed('enemyBonus', 'the enemy')],
        },
      ];
    }
    if (v.mode === 'cast') return [question, { group: 'Casting', items: [...fieldsOf(['magic', 'difficulty']), heroicDeed('bonus', 'the caster')] }];
    return [
      question,
      {
        group: 'Attacker',
        // The attacker and its weapon's Strength first, then what the situation adds to its dice.
        items: fieldsOf(['attackerBaseFight', 'attackerStrength', 'attackerArmour', 'attackerWounds', 'attackerHardToKill', 'support', 'attackerHigher', 'chargeFromAbove', 'hypnoticAura', 'attackerFight']),
      },
      {
        group: 'Defender',
        items: fieldsOf(['reaction', 'defenderBaseFight', 'defenderHigher', 'defenderToppled', 'defenderFight', 'defenderStrength', 'defenderArmour', 'defenderWounds', 'defenderHardToKill']),
      },
      {
        group: 'Heroic Deeds (black cards)',
        note: 'Cards discarded after the roll add successes: a court card or an ace 2, any other card 1 (W5).',
        items: [heroicDeed('attackerBonus', 'the attacker'), heroicDeed('defenderBonus', 'the defender')],
      },
    ];
  },
  compare: { chanceLabel: (a) => CHANCE_LABELS[a.mode].toLowerCase() },
});
