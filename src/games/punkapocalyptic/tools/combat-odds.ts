/**
 * The combat-odds tool (P7): a Combat action both ways (Assault, Mass-combat support, impact rolls), or
 * a Disengage attempt against one to four enemies. `mode` picks the question.
 */
import { booleanField, choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool, type FormItem, type Line } from '../../../tools/adapter';
import { formatPercent } from '../../../common/numbers';
import { rangeOf } from '../../../common/inputs';
import { combatSchema, disengageSchema, jumpSchema } from '../odds';
import type { FallBand } from '../schema';
import { combatSummary, MAX_DISENGAGE_ENEMIES, type CombatData, type CombatSummary } from '../summaries';

export type CombatOddsData = CombatData;

/** The tool's data from the collections: the fall table, for an attacker that drops onto its enemy (P8). */
export function combatOddsData(collections: { fallBands: readonly FallBand[] }): CombatOddsData {
  return { fallBands: [...collections.fallBands] };
}

const side = combatSchema.shape.attacker.shape;
const action = combatSchema.shape;
const roll = disengageSchema.shape;

const agilityField = (n: number) => intField({ label: `Enemy ${n}: Agility`, ...rangeOf(roll.agility), default: 4 });

/** Combat odds: a Combat action both ways, or a Disengage attempt. */
export const combatFields = defineFields({
  mode: choiceField('What to work out', { combat: 'Combat action', disengage: 'Disengage' }),
  combat: intField({ label: 'Combat', ...rangeOf(side.combat), default: 4 }),
  bonus: intField({ label: 'Weapon and other Combat modifiers', ...rangeOf(side.bonus), default: 0, hint: 'E.g. -3 for a Prone model caught in combat.' }),
  assaultMoves: intField({ label: 'Assault: Move actions that count', ...rangeOf(action.assaultMoves), default: 0, hint: '+1 Combat each.' }),
  unseen: booleanField({ label: 'The enemy never saw it coming (+1)', default: false }),
  dropCm: intField({ label: 'Assault from above: drop (cm)', ...rangeOf(action.dropCm), default: 0, hint: 'Each started 5 cm: -1 Combat, +1 Strength. Your model falls too (P8).' }),
  baseMm: intField({ label: 'Your model’s base (mm)', ...rangeOf(jumpSchema.shape.baseMm), default: 25, hint: 'The fall table counts the drop in base sizes.' }),
  supportLow: intField({ label: 'Friends with Combat 5 or less', ...rangeOf(side.supportLow), default: 0, hint: '+1 each in a Mass combat.' }),
  supportHigh: intField({ label: 'Friends with Combat 6 or more', ...rangeOf(side.supportHigh), default: 0, hint: '+2 each.' }),
  strength: intField({ label: 'Impact strength', ...rangeOf(side.strength), default: 4 }),
  penetration: intField({ label: 'Penetration', ...rangeOf(side.penetration), default: 0 }),
  toughness: intField({ label: 'Toughness', ...rangeOf(side.toughness), default: 4 }),
  armor: intField({ label: 'Armor', ...rangeOf(side.armor), default: 0 }),
  enemyCombat: intField({ label: 'Enemy Combat', ...rangeOf(side.combat), default: 4 }),
  enemyBonus: intField({ label: 'Enemy weapon and other modifiers', ...rangeOf(side.bonus), default: 0 }),
  enemySupportLow: intField({ label: 'Enemy friends with Combat 5 or less', ...rangeOf(side.supportLow), default: 0 }),
  enemySupportHigh: intField({ label: 'Enemy friends with Combat 6 or more', ...rangeOf(side.supportHigh), default: 0 }),
  enemyStrength: intField({ label: 'Enemy impact strength', ...rangeOf(side.strength), default: 4 }),
  enemyPenetration: intField({ label: 'Enemy Penetration', ...rangeOf(side.penetration), default: 0 }),
  enemyToughness: intField({ label: 'Enemy Toughness', ...rangeOf(side.toughness), default: 4 }),
  enemyArmor: intField({ label: 'Enemy Armor', ...rangeOf(side.armor), default: 0 }),
  agility: intField({ label: 'Agility', ...rangeOf(roll.agility), default: 4 }),
  agilityModifier: intField({ label: 'Agility modifier', ...rangeOf(roll.modifier), default: 0 }),
  // Four enemies is as many as the form has Agility boxes for.
  enemies: intField({ label: 'Enemies in contact', min: 1, max: MAX_DISENGAGE_ENEMIES, default: 1 }),
  enemyAgility1: agilityField(1),
  enemyAgility2: agilityField(2),
  enemyAgility3: agilityField(3),
  enemyAgility4: agilityField(4),
});
type V = Values<typeof combatFields>;
/** The combat-odds tool's values, named as in its link. */
export type CombatValues = V;
type Item = FormItem<typeof combatFields>;

const fieldsOf = (names: readonly (keyof V & string)[]): Item[] => names.map((field) => ({ field }));
const AGILITY_FIELDS = ['enemyAgility1', 'enemyAgility2', 'enemyAgility3', 'enemyAgility4'] as const;

export const combatOddsTool = defineTool({
  title: 'Combat odds',
  intro: 'Chance that a Combat action Downs the enemy (and that the enemy Downs your model back), or that a model gets away when it Disengages.',
  fields: () => combatFields,
  compute: (v: V, data: CombatOddsData): CombatSummary => combatSummary(v, data),
  view: (s, v) => {
    if (s.mode === 'disengage' && s.disengage) {
      return {
        chance: s.chance,
        blocks: [
          {
            kind: 'headline',
            chance: s.chance,
            chanceLabel: 'Chance to get away',
            expected: s.expected,
            expectedLabel: 'Expected automatic hits',
            lines: [{ label: 'Chance to be Downed by the automatic hits', value: formatPercent(s.disengage.pDowned ?? 0) }],
          },
          { kind: 'distribution', distribution: s.distribution, quantity: 'Automatic hits taken', highlightFrom: 1, highlightMeaning: 'the model stays and is hit' },
        ],
      };
    }
    const c = s.combat!;
    const lines: Line[] = [
      { label: 'Totals before the d10', value: `${c.attackerTotal} against ${c.defenderTotal}` },
      { label: 'Chance your model hits (ties included)', value: formatPercent(c.pAttackerHits) },
      { label: 'Chance the enemy hits back', value: formatPercent(c.pDefenderHits) },
    ];
    const f = s.attackerFall;
    if (f) {
      lines.push({
        label: 'Then your model falls the drop',
        value: f.strength === null ? 'no roll: it ends Prone' : `strength ${f.strength} against its Toughness ${v.toughness}: Downed ${formatPercent(f.pDowned)}, else Prone`,
      });
    }
    lines.push({ label: f ? 'Chance your model is Downed (hit or fall)' : 'Chance your model is Downed', value: formatPercent(c.pAttackerDowned) });
    return {
      chance: s.chance,
      blocks: [
        {
          kind: 'headline',
          chance: s.chance,
          chanceLabel: 'Chance to Down the enemy',
          expected: s.expected,
          expectedLabel: 'Expected enemies Downed',
          lines,
        },
        { kind: 'distribution', distribution: s.distribution, quantity: 'Enemy Downed', highlightFrom: 1, highlightMeaning: 'Downs the enemy' },
        {
          kind: 'outcomes',
          caption: f ? 'How the Combat action ends, your model’s fall included' : 'How the Combat action ends',
          columns: ['Outcome', 'Chance'],
          className: 'pk-outcomes',
          rows: [
            { label: 'Only the enemy is Downed', cells: [formatPercent(c.pDefenderDowned - c.pBothDowned)] },
            { label: 'Only your model is Downed', cells: [formatPercent(c.pAttackerDowned - c.pBothDowned)] },
            { label: 'Both are Downed', cells: [formatPercent(c.pBothDowned)] },
            { label: 'Neither is Downed', cells: [formatPercent(c.pNeitherDowned)] },
          ],
        },
      ],
    };
  },
  form: (v) =>
    v.mode === 'combat'
      ? [
          { field: 'mode' },
          {
            group: 'Your model (its activation)',
            // The model and its weapon first (what a player changes most), then the situation of this fight.
            items: fieldsOf(['combat', 'bonus', 'strength', 'penetration', 'toughness', 'armor', 'assaultMoves', 'unseen', 'dropCm', ...(v.dropCm > 0 ? (['baseMm'] as const) : []), 'supportLow', 'supportHigh']),
          },
          {
            group: 'The enemy it fights',
            items: fieldsOf(['enemyCombat', 'enemyBonus', 'enemySupportLow', 'enemySupportHigh', 'enemyStrength', 'enemyPenetration', 'enemyToughness', 'enemyArmor']),
          },
        ]
      : [
          { field: 'mode' },
          { group: 'Your model (its activation)', items: fieldsOf(['agility', 'agilityModifier', 'toughness', 'armor']) },
          { group: 'Enemies in contact', items: fieldsOf(['enemies', ...AGILITY_FIELDS.slice(0, v.enemies), 'enemyStrength', 'enemyPenetration']) },
        ],
  layout: 'grid',
  compare: { chanceLabel: () => 'headline chance' },
  // The book's spelling is Armor: links from before the rename said "armour".
  link: { aliases: { armour: 'armor', enemyArmour: 'enemyArmor' } },
});
