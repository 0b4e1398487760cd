/**
 * The combat-odds tool (P7): a Combat action both ways (Assault, Mass-combat support, impact rolls), or
 * a Disengage attempt against one to four enemies. `mode` picks the question.
 */
import { booleanField, defineFields, enumField, intField, type Values } from '../../../components/tools/query-state';
import { defineTool, type FormItem } from '../../../components/tools/adapter';
import { formatPercent } from '../../../components/tools/format';
import { rangeOf } from '../../common/inputs';
import { combatSchema, disengageSchema } from '../odds';
import { combatSummary, MAX_DISENGAGE_ENEMIES, type CombatSummary } from '../summaries';

const side = combatSchema.shape.attacker.shape;
const action = combatSchema.shape;
const roll = disengageSchema.shape;

const agilityField = (n: number) => intField({ label: `Enemy ${n}: Agility`, ...rangeOf(roll.agility), default: 4 });

/** Combat odds: a Combat action both ways, or a Disengage attempt. */
export const combatFields = defineFields({
  mode: enumField({
    label: 'What to work out',
    options: [
      { value: 'combat', label: 'Combat action' },
      { value: 'disengage', label: 'Disengage' },
    ],
    default: 'combat',
  }),
  combat: intField({ label: 'Combat', ...rangeOf(side.combat), default: 4 }),
  bonus: intField({ label: 'Weapon and other Combat modifiers', ...rangeOf(side.bonus), default: 0, hint: 'E.g. -3 for a Prone model caught in combat.' }),
  assaultMoves: intField({ label: 'Assault: Move actions that count', ...rangeOf(action.assaultMoves), default: 0, hint: '+1 Combat each.' }),
  unseen: booleanField({ label: 'The enemy never saw it coming (+1)', default: false }),
  dropCm: intField({ label: 'Assault from above: drop (cm)', ...rangeOf(action.dropCm), default: 0, hint: 'Each started 5 cm: -1 Combat, +1 Strength.' }),
  supportLow: intField({ label: 'Friends with Combat 5 or less', ...rangeOf(side.supportLow), default: 0, hint: '+1 each in a Mass combat.' }),
  supportHigh: intField({ label: 'Friends with Combat 6 or more', ...rangeOf(side.supportHigh), default: 0, hint: '+2 each.' }),
  strength: intField({ label: 'Impact strength', ...rangeOf(side.strength), default: 4 }),
  penetration: intField({ label: 'Penetration', ...rangeOf(side.penetration), default: 0 }),
  toughness: intField({ label: 'Toughness', ...rangeOf(side.toughness), default: 4 }),
  armour: intField({ label: 'Armour', ...rangeOf(side.armour), default: 0 }),
  enemyCombat: intField({ label: 'Enemy Combat', ...rangeOf(side.combat), default: 4 }),
  enemyBonus: intField({ label: 'Enemy weapon and other modifiers', ...rangeOf(side.bonus), default: 0 }),
  enemySupportLow: intField({ label: 'Enemy friends with Combat 5 or less', ...rangeOf(side.supportLow), default: 0 }),
  enemySupportHigh: intField({ label: 'Enemy friends with Combat 6 or more', ...rangeOf(side.supportHigh), default: 0 }),
  enemyStrength: intField({ label: 'Enemy impact strength', ...rangeOf(side.strength), default: 4 }),
  enemyPenetration: intField({ label: 'Enemy Penetration', ...rangeOf(side.penetration), default: 0 }),
  enemyToughness: intField({ label: 'Enemy Toughness', ...rangeOf(side.toughness), default: 4 }),
  enemyArmour: intField({ label: 'Enemy armour', ...rangeOf(side.armour), default: 0 }),
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
type Item = FormItem<typeof combatFields>;

const fieldsOf = (names: readonly (keyof V & string)[]): Item[] => names.map((field) => ({ field }));
const AGILITY_FIELDS = ['enemyAgility1', 'enemyAgility2', 'enemyAgility3', 'enemyAgility4'] as const;

export const combatOddsTool = defineTool({
  title: 'Combat odds',
  fields: () => combatFields,
  compute: (v: V): CombatSummary => combatSummary(v),
  view: (s) => {
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
    return {
      chance: s.chance,
      blocks: [
        {
          kind: 'headline',
          chance: s.chance,
          chanceLabel: 'Chance to Down the enemy',
          expected: s.expected,
          expectedLabel: 'Expected enemies Downed',
          lines: [
            { label: 'Totals before the d10', value: `${c.attackerTotal} against ${c.defenderTotal}` },
            { label: 'Chance your model hits (ties included)', value: formatPercent(c.pAttackerHits) },
            { label: 'Chance the enemy hits back', value: formatPercent(c.pDefenderHits) },
            { label: 'Chance your model is Downed', value: formatPercent(c.pAttackerDowned) },
          ],
        },
        { kind: 'distribution', distribution: s.distribution, quantity: 'Enemy Downed', highlightFrom: 1, highlightMeaning: 'Downs the enemy' },
        {
          kind: 'outcomes',
          caption: 'How the Combat action ends',
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
            items: fieldsOf(['combat', 'bonus', 'assaultMoves', 'unseen', 'dropCm', 'supportLow', 'supportHigh', 'strength', 'penetration', 'toughness', 'armour']),
          },
          {
            group: 'The enemy it fights',
            items: fieldsOf(['enemyCombat', 'enemyBonus', 'enemySupportLow', 'enemySupportHigh', 'enemyStrength', 'enemyPenetration', 'enemyToughness', 'enemyArmour']),
          },
        ]
      : [
          { field: 'mode' },
          { group: 'Your model (its activation)', items: fieldsOf(['agility', 'agilityModifier', 'toughness', 'armour']) },
          { group: 'Enemies in contact', items: fieldsOf(['enemies', ...AGILITY_FIELDS.slice(0, v.enemies), 'enemyStrength', 'enemyPenetration']) },
        ],
  layout: 'grid',
  compare: { chanceLabel: () => 'headline chance' },
});
