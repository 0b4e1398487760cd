/**
 * The strike-odds tool's inputs: one field per value of StrikeSetup (src/games/heartbreaker/strike-setup.ts),
 * so the URL, the form and the odds function share their names. Kept apart from the island so the unit
 * tests can check every rules-page link against it without React.
 */
import { booleanField, defineFields, enumField, intField, type Values } from '../../tools';
import type { StrikeSetup } from '../../../games/heartbreaker/strike-setup';

const rerollOptions = [
  { value: 'none', label: 'None' },
  { value: 'punch', label: 'One PUNCH die' },
  { value: 'armor', label: 'One ARMOR die' },
] as const;

export const strikeFields = defineFields({
  action: enumField({
    label: 'Action',
    options: [
      { value: 'fight', label: 'Fight' },
      { value: 'shoot', label: 'Shoot' },
    ],
    default: 'fight',
  }),
  punch: intField({ label: 'PUNCH dice', min: 1, max: 20, default: 5, hint: "The weapon's PUNCH." }),
  dualWield: booleanField({ label: 'Dual Wield (Akimbo Holster)', default: false, hint: 'Doubles the PUNCH dice, with its penalty to every die.' }),
  modifier: intField({ label: 'Other PUNCH modifier', min: -6, max: 6, default: 0, hint: "Anything not listed below, such as a weapon's own modifier (Headshot)." }),
  backstab: booleanField({ label: 'Backstab: striker in the target’s rear arc', default: false }),
  gangUp: intField({ label: 'Gang Up: other friends nearby the target', min: 0, max: 6, default: 0, hint: 'Fight only. Count friends that can see the target.' }),
  vantage: enumField({
    label: 'Vantage (Shoot)',
    options: [
      { value: 'level', label: 'Within 3" of level' },
      { value: 'above', label: '3" or more above' },
      { value: 'below', label: '3" or more below' },
    ],
    default: 'level',
  }),
  cover: booleanField({ label: 'Target in cover (Shoot)', default: false }),
  focus: intField({ label: 'Focus tokens on PUNCH', min: 0, max: 6, default: 0 }),
  fatigue: intField({ label: 'Earlier Fight or Shoot actions this activation', min: 0, max: 6, default: 0, hint: 'Fatigue.' }),
  reliable: booleanField({ label: 'Reliable weapon (ignores fatigue)', default: false }),
  stalker: booleanField({ label: 'Stalker, target at half its Meat or less', default: false }),
  fanatic: booleanField({ label: 'Fanatic at half Meat or less, fighting right after a Sprint', default: false }),
  doubleFives: booleanField({ label: 'Headshot: successful natural 5s count twice', default: false }),
  crush: booleanField({ label: 'Crush: the target rolls no ARMOR', default: false }),
  bothBarrels: booleanField({ label: 'Both Barrels: two shots (Shoot)', default: false }),
  reroll: enumField({
    label: 'Re-roll (Longshot, Lucky Charm)',
    options: rerollOptions,
    default: 'none',
    hint: 'One die that scored nothing is rolled again.',
  }),
  armor: intField({ label: "Target's Armor (ARMOR dice)", min: 0, max: 20, default: 1 }),
  armorModifier: intField({ label: 'Focus tokens on ARMOR', min: 0, max: 6, default: 0, hint: 'Each adds +1 to every ARMOR die.' }),
  deflect: intField({ label: "Target deflects: its weapon's PUNCH", min: 0, max: 20, default: 0, hint: 'Fight only; 0 for no Deflect. A Deflecting target does not strike back.' }),
  meat: intField({ label: "Target's Meat left", min: 1, max: 30, default: 10 }),
  exchange: booleanField({ label: 'Work out the whole Fight exchange', default: false, hint: 'Strike order and the strike back.' }),
  speed: intField({ label: "Attacker's Speed", min: 0, max: 12, default: 4 }),
  sprinted: booleanField({ label: 'Attacker sprinted in (was not already nearby)', default: false }),
  targetSpeed: intField({ label: "Target's Speed", min: 0, max: 12, default: 4 }),
  targetPunch: intField({ label: "Target's PUNCH dice", min: 1, max: 20, default: 5 }),
  targetModifier: intField({ label: "Target's PUNCH modifier", min: -6, max: 6, default: 0, hint: 'Its Backstab, Gang Up, Focus and Stalker, added up.' }),
  targetCrush: booleanField({ label: "Target's weapon has Crush", default: false }),
  strikeBackReroll: enumField({
    label: 'Re-roll on the strike back (Lucky Charm)',
    options: [
      { value: 'none', label: 'None' },
      { value: 'punch', label: "Target's PUNCH" },
      { value: 'armor', label: "Attacker's ARMOR" },
    ],
    default: 'none',
  }),
  attackerArmor: intField({ label: "Attacker's Armor", min: 0, max: 20, default: 1 }),
  attackerArmorModifier: intField({ label: "Attacker's Focus tokens on ARMOR", min: 0, max: 6, default: 0 }),
  attackerMeat: intField({ label: "Attacker's Meat left", min: 1, max: 30, default: 10 }),
  strikesBackAtZero: booleanField({ label: "Attacker's gang has Fanatic (strikes back at zero Meat)", default: false }),
  targetStrikesBackAtZero: booleanField({ label: "Target's gang has Fanatic (strikes back at zero Meat)", default: false }),
  allyNearby: booleanField({ label: 'A friend of the target is nearby it', default: false }),
  medpack: booleanField({ label: 'That friend carries a Medpack', default: false }),
  bloodthirsty: booleanField({ label: 'The striker is Bloodthirsty', default: false }),
});

export type StrikeFieldValues = Values<typeof strikeFields>;

// The field spec and the set-up type must list the same names with the same value types.
const sameShape: StrikeSetup = {} as StrikeFieldValues;
const sameShapeBack: StrikeFieldValues = {} as StrikeSetup;
void sameShape;
void sameShapeBack;

/** Which fields each part of the form shows. */
export const fieldGroups = {
  strike: ['action', 'punch', 'dualWield', 'reroll', 'doubleFives', 'crush', 'bothBarrels', 'reliable'],
  modifiers: ['modifier', 'backstab', 'gangUp', 'vantage', 'cover', 'focus', 'fatigue', 'stalker', 'fanatic'],
  target: ['armor', 'armorModifier', 'deflect', 'meat'],
  exchange: [
    'speed',
    'sprinted',
    'attackerArmor',
    'attackerArmorModifier',
    'attackerMeat',
    'strikesBackAtZero',
    'targetSpeed',
    'targetPunch',
    'targetModifier',
    'targetCrush',
    'strikeBackReroll',
    'targetStrikesBackAtZero',
  ],
  secondWind: ['allyNearby', 'medpack', 'bloodthirsty'],
} as const satisfies Record<string, readonly (keyof StrikeFieldValues)[]>;

/** Fields that only mean something for one action; the form hides them for the other. */
export const onlyFor: Partial<Record<keyof StrikeFieldValues, 'fight' | 'shoot'>> = {
  gangUp: 'fight',
  fanatic: 'fight',
  deflect: 'fight',
  exchange: 'fight',
  vantage: 'shoot',
  cover: 'shoot',
  bothBarrels: 'shoot',
};
