/**
 * The URL field specs of the Punkapocalyptic tools, apart from the islands so that tests (which run
 * outside a browser) can read a link exactly as the page does: parseQuery(search, shotFields).
 */
import { booleanField, defineFields, enumField, intField, type Values } from '../../tools/query-state';
import type { CoverElement, CoverInput } from '../../../games/punkapocalyptic/cover';
import { LIMITS } from '../../../games/punkapocalyptic/odds';
import { MAX_DISENGAGE_ENEMIES } from '../../../games/punkapocalyptic/summaries';

/** Shot odds: the fields of shot() plus the Precision checklist and Automatic fire. */
export const shotFields = defineFields({
  precision: intField({ label: 'Precision', min: 1, max: 10, default: 5 }),
  modifier: intField({
    label: 'Total Precision modifier',
    min: LIMITS.modifier.min,
    max: LIMITS.modifier.max,
    default: 0,
    hint: 'The ticks below change it; add anything else by hand.',
  }),
  range: enumField({
    label: 'Range band',
    options: [
      { value: 'short', label: 'Short' },
      { value: 'medium', label: 'Medium' },
      { value: 'long', label: 'Long' },
    ],
    default: 'medium',
  }),
  aim: booleanField({ label: 'Aimed at this target', default: false }),
  avoidCover: booleanField({ label: 'Avoiding the cover', default: false }),
  camouflage: booleanField({ label: 'Target has Camouflage', default: false }),
  intoCombat: booleanField({ label: 'Shooting into combat', default: false }),
  modelsInWay: booleanField({ label: 'Models in the way (partial cover)', default: false }),
  behind: booleanField({ label: 'Target cannot see the shooter', default: false }),
  shooterActive: booleanField({ label: "Shooter's own activation", default: true }),
  hardToUse: booleanField({ label: 'Hard to use weapon', default: false }),
  pellets: booleanField({ label: 'Pellets weapon', default: false }),
  electrified: booleanField({ label: 'Shooter has an electric shock', default: false }),
  strength: intField({ label: 'Impact strength', min: LIMITS.strength.min, max: 20, default: 4, hint: 'With the wielder’s Strength added for +/- weapons.' }),
  penetration: intField({ label: 'Penetration', min: 0, max: 15, default: 0 }),
  kaboom: booleanField({ label: 'Kaboom! weapon or ammo', default: false }),
  automatic: booleanField({ label: 'Automatic mode (three shots)', default: false }),
  shots: intField({ label: 'Shots in the burst', min: 1, max: 3, default: 3, hint: 'Fewer if the ammunition runs out.' }),
  targets: intField({ label: 'Models the burst can reach', min: 1, max: 3, default: 1, hint: 'The target and others each within 10 cm of the last.' }),
  toughness: intField({ label: 'Target Toughness', min: 1, max: 15, default: 4 }),
  armour: intField({ label: 'Target armour', min: 0, max: 15, default: 0 }),
  cover: intField({ label: 'Cover bonus', min: 0, max: 20, default: 0, hint: 'Total from the cover checker, e.g. 8 for +7 and +1 stacked.' }),
});

const GRADES = [
  { value: 'light', label: 'Light' },
  { value: 'medium', label: 'Medium' },
  { value: 'heavy', label: 'Heavy' },
] as const;

/** The fields of one cover on the line; n is 1-4. */
const element = <N extends 1 | 2 | 3 | 4>(n: N) =>
  ({
    [`size${n}`]: intField({ label: `Cover ${n}: size`, min: 1, max: 3, default: 1 }),
    [`grade${n}`]: enumField({ label: `Cover ${n}: protection`, options: GRADES, default: 'light' }),
    [`total${n}`]: booleanField({ label: `Cover ${n}: every line crosses it (total)`, default: false }),
    [`touches${n}`]: booleanField({ label: `Cover ${n}: the shooter touches it`, default: false }),
  }) as Record<`size${N}`, ReturnType<typeof intField>> &
    Record<`grade${N}`, ReturnType<typeof enumField<(typeof GRADES)[number]['value']>>> &
    Record<`total${N}` | `touches${N}`, ReturnType<typeof booleanField>>;

/** Cover checker: the target's base, up to four covers, gear and heights. */
export const coverFields = defineFields({
  baseMm: intField({ label: 'Target base (mm)', min: 20, max: 200, default: 25 }),
  covers: intField({ label: 'Covers on the line of fire', min: 0, max: 4, default: 1 }),
  ...element(1),
  ...element(2),
  ...element(3),
  ...element(4),
  gearBonus: intField({ label: 'Gear counting as cover (shield: 2)', min: 0, max: 10, default: 0 }),
  heights: enumField({
    label: 'Heights (more than 5 cm apart)',
    options: [
      { value: 'same', label: 'Same level' },
      { value: 'target-above', label: 'Target up high' },
      { value: 'shooter-above', label: 'Shooter up high' },
    ],
    default: 'same',
  }),
  edge: enumField({
    label: 'The model up high, from the edge',
    options: [
      { value: 'touching', label: 'Touching it' },
      { value: 'within-base', label: 'Within its base size' },
      { value: 'beyond', label: 'Further back' },
    ],
    default: 'touching',
  }),
  edgeGrade: enumField({ label: 'Building protection', options: GRADES, default: 'medium' }),
});

const agilityField = (n: number) => intField({ label: `Enemy ${n}: Agility`, min: 1, max: 10, default: 4 });

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
  combat: intField({ label: 'Combat', min: 1, max: 10, default: 4 }),
  bonus: intField({ label: 'Weapon and other Combat modifiers', min: -10, max: 10, default: 0, hint: 'E.g. -3 for a Prone model caught in combat.' }),
  assaultMoves: intField({ label: 'Assault: Move actions that count', min: 0, max: 3, default: 0, hint: '+1 Combat each.' }),
  unseen: booleanField({ label: 'The enemy never saw it coming (+1)', default: false }),
  dropCm: intField({ label: 'Assault from above: drop (cm)', min: 0, max: 30, default: 0, hint: 'Each started 5 cm: -1 Combat, +1 Strength.' }),
  supportLow: intField({ label: 'Friends with Combat 5 or less', min: 0, max: 6, default: 0, hint: '+1 each in a Mass combat.' }),
  supportHigh: intField({ label: 'Friends with Combat 6 or more', min: 0, max: 6, default: 0, hint: '+2 each.' }),
  strength: intField({ label: 'Impact strength', min: 0, max: 20, default: 4 }),
  penetration: intField({ label: 'Penetration', min: 0, max: 15, default: 0 }),
  toughness: intField({ label: 'Toughness', min: 1, max: 15, default: 4 }),
  armour: intField({ label: 'Armour', min: 0, max: 15, default: 0 }),
  enemyCombat: intField({ label: 'Enemy Combat', min: 1, max: 10, default: 4 }),
  enemyBonus: intField({ label: 'Enemy weapon and other modifiers', min: -10, max: 10, default: 0 }),
  enemySupportLow: intField({ label: 'Enemy friends with Combat 5 or less', min: 0, max: 6, default: 0 }),
  enemySupportHigh: intField({ label: 'Enemy friends with Combat 6 or more', min: 0, max: 6, default: 0 }),
  enemyStrength: intField({ label: 'Enemy impact strength', min: 0, max: 20, default: 4 }),
  enemyPenetration: intField({ label: 'Enemy Penetration', min: 0, max: 15, default: 0 }),
  enemyToughness: intField({ label: 'Enemy Toughness', min: 1, max: 15, default: 4 }),
  enemyArmour: intField({ label: 'Enemy armour', min: 0, max: 15, default: 0 }),
  agility: intField({ label: 'Agility', min: 1, max: 10, default: 4 }),
  agilityModifier: intField({ label: 'Agility modifier', min: -10, max: 10, default: 0 }),
  enemies: intField({ label: 'Enemies in contact', min: 1, max: MAX_DISENGAGE_ENEMIES, default: 1 }),
  enemyAgility1: agilityField(1),
  enemyAgility2: agilityField(2),
  enemyAgility3: agilityField(3),
  enemyAgility4: agilityField(4),
});

/** Falling and jumping. */
export const fallJumpFields = defineFields({
  mode: enumField({
    label: 'What to work out',
    options: [
      { value: 'fall', label: 'A fall' },
      { value: 'jump', label: 'A jump' },
    ],
    default: 'fall',
  }),
  baseMm: intField({ label: 'Base size (mm)', min: 20, max: 200, default: 25 }),
  heightMm: intField({ label: 'Height of the fall (mm)', min: 0, max: 2000, default: 62 }),
  gapMm: intField({ label: 'Gap to jump (mm)', min: 0, max: 2000, default: 60 }),
  dropMm: intField({ label: 'Landing lower by (mm)', min: -2000, max: 2000, default: 0, hint: 'Negative if the landing is higher.' }),
  agility: intField({ label: 'Agility', min: 1, max: 10, default: 4 }),
  modifier: intField({ label: 'Agility modifier', min: -10, max: 10, default: 0, hint: 'E.g. -1 for a Cumbersome item.' }),
  depthMm: intField({ label: 'Depth of the gap (mm)', min: 0, max: 2000, default: 0, hint: 'How far a failed jump falls.' }),
  toughness: intField({ label: 'Toughness', min: 1, max: 15, default: 4, hint: 'Armour never helps against a fall.' }),
  fallerActive: booleanField({ label: "It falls in its own activation", default: true, hint: 'Then it wins a tie.' }),
});

/** The checker's input for the tool's values. */
export function coverInput(v: Values<typeof coverFields>): CoverInput {
  const elements: CoverElement[] = [];
  const all = [
    [v.size1, v.grade1, v.total1, v.touches1],
    [v.size2, v.grade2, v.total2, v.touches2],
    [v.size3, v.grade3, v.total3, v.touches3],
    [v.size4, v.grade4, v.total4, v.touches4],
  ] as const;
  for (const [size, grade, total, touches] of all.slice(0, v.covers)) {
    elements.push({ size, grade, coverage: total ? 'total' : 'partial', touchesShooter: touches });
  }
  return { baseMm: v.baseMm, elements, heights: v.heights, edge: v.edge, edgeGrade: v.edgeGrade, gearBonus: v.gearBonus };
}
