/**
 * The strike-odds tool: one Fight or Shoot strike with every named modifier and quirk, optionally the
 * whole Fight exchange, and the target's Second Wind. One field per value of StrikeSetup
 * (../strike-setup.ts), so the URL, the form and the odds function share their names; the ranges of
 * PUNCH, ARMOR, Meat, Speed and modifiers are strike()'s and fight()'s own (../odds.ts).
 */
import { booleanField, choiceField, defineFields, enumField, intField, type LinkUpgrade, type Values } from '../../../tools/query-state';
import { defineTool, type FormItem, type Line, type Paragraph, type ResultBlock } from '../../../tools/adapter';
import { formatPercent } from '../../../common/numbers';
import type { FollowUps } from '../../../tools/linked-fields';
import { rangeOf } from '../../../common/inputs';
import { fightSchema, strikeSchema, type FightResult } from '../odds';
// Types only: schema.ts builds the content collections' Zod schemas, which must not ship to the browser.
import type { Keyword, Quirk, StartingStat, StrikeModifier, Weapon } from '../schema';
import { byBookOrder } from '../../../common/order';
import { armorChoices, strikeOdds, strikeRulesFromData, type StrikeOdds, type StrikeRules, type StrikeSetup } from '../strike-setup';

export interface StrikeOddsData {
  /** Modifier and quirk values from the game's data. */
  rules: StrikeRules;
  /** Weapons for the picker, in the book's order. */
  weapons: readonly Weapon[];
  /** Armor stat with each armour quirk, e.g. { label: 'Light Armor (3)', armor: 3 }. */
  armorChoices: readonly { label: string; armor: number }[];
  /** Whole targets in one tap (a fresh recruit, a leader in Heavy Armor), from the starting stats and gear. */
  targetPresets: readonly TargetPreset[];
}

/** A target the form fills in one tap: its Armor and Meat, no Focus tokens, no Deflect. */
export interface TargetPreset {
  id: string;
  /** Who it is ("A fresh recruit") and its numbers ("Armor 1, Meat 10"). */
  name: string;
  numbers: string;
  values: { armor: number; meat: number; armorModifier: number; deflect: number };
}

/**
 * The targets a player meets most, from the data (never typed): a fresh recruit has the starting Armor
 * and Meat; a leader in Heavy Armor adds Heavy Armor's ARMOR dice (the leader's extra quirk changes
 * no stat). Throws when the data lacks them, so the build fails rather than offer a wrong target.
 */
export function targetPresets(stats: readonly StartingStat[], gear: readonly Quirk[]): TargetPreset[] {
  const start = (id: string) => {
    const stat = stats.find((s) => s.id === id);
    if (!stat) throw new Error(`strike odds: starting-stats.yaml has no "${id}"`);
    return stat.start;
  };
  const heavy = gear.find((g) => g.id === 'heavy-armor');
  const extra = heavy?.effects.find((e) => typeof e.armorDice === 'number')?.armorDice;
  if (!heavy || extra === undefined) throw new Error('strike odds: gear.yaml has no Heavy Armor with its ARMOR dice');
  const armor = start('armor');
  const meat = start('meat');
  const target = (a: number) => ({ armor: a, meat, armorModifier: 0, deflect: 0 });
  return [
    { id: 'fresh-recruit', name: 'A fresh recruit', numbers: `Armor ${armor}, Meat ${meat}`, values: target(armor) },
    { id: 'leader-heavy-armor', name: `A leader in ${heavy.name}`, numbers: `Armor ${armor + extra}, Meat ${meat}`, values: target(armor + extra) },
  ];
}

/** The tool's data from the collections (each list in any order: sorted here by the book's order). */
export function strikeOddsData(collections: {
  modifiers: readonly StrikeModifier[];
  gear: readonly Quirk[];
  abilities: readonly Quirk[];
  keywords: readonly Keyword[];
  weapons: readonly Weapon[];
  stats: readonly StartingStat[];
}): StrikeOddsData {
  const sorted = <T extends { order: number }>(list: readonly T[]) => [...list].sort(byBookOrder);
  const gear = sorted(collections.gear);
  const rules = strikeRulesFromData({ modifiers: sorted(collections.modifiers), gear, abilities: sorted(collections.abilities), keywords: sorted(collections.keywords) });
  const stats = sorted(collections.stats);
  return { rules, weapons: sorted(collections.weapons), armorChoices: armorChoices(stats, gear), targetPresets: targetPresets(stats, gear) };
}

const strikeField = strikeSchema.shape;
const fighter = fightSchema.shape.attacker.shape;
/** Focus tokens and other counts of things on the table: the tool offers up to 6 of each. */
const COUNT = { min: 0, max: 6 };

const rerollOptions = [
  { value: 'none', label: 'None' },
  { value: 'punch', label: 'One PUNCH die' },
  { value: 'armor', label: 'One ARMOR die' },
] as const;

export const strikeFields = defineFields({
  action: choiceField('Action', { fight: 'Fight', shoot: 'Shoot' }),
  punch: intField({ label: 'PUNCH dice', ...rangeOf(strikeField.punch), default: 5, hint: "The weapon's PUNCH." }),
  dualWield: booleanField({ label: 'Dual Wield (Akimbo Holster)', default: false, hint: 'Doubles the PUNCH dice, with its penalty to every die.' }),
  modifier: intField({ label: 'Other PUNCH modifier', ...rangeOf(strikeField.modifier), default: 0, hint: "Anything not listed below, such as a weapon's own modifier (Headshot)." }),
  backstab: booleanField({ label: 'Backstab: striker in the target’s rear arc', default: false }),
  gangUp: intField({ label: 'Gang Up: other friends nearby the target', ...COUNT, default: 0, hint: 'Fight only. Count friends that can see the target.' }),
  vantage: choiceField('Vantage (Shoot)', { level: 'Within 3" of level', above: '3" or more above', below: '3" or more below' }),
  cover: booleanField({ label: 'Target in cover (Shoot)', default: false }),
  focus: intField({ label: 'Focus tokens on PUNCH', ...COUNT, default: 0 }),
  fights: intField({
    label: 'Fights this activation, this one included',
    ...COUNT,
    default: 1,
    hint: 'Fatigue (H8): the first Fight and the first Shoot are free; each repeat is −1 on this and every later PUNCH die.',
  }),
  shoots: intField({ label: 'Shoots this activation, this one included', ...COUNT, default: 0, hint: 'Fight, Shoot: no fatigue. Fight, Fight, Shoot: −1.' }),
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
  armor: intField({ label: "Target's Armor (ARMOR dice)", ...rangeOf(strikeField.armor), default: 1 }),
  armorModifier: intField({ label: 'Focus tokens on ARMOR', ...COUNT, default: 0, hint: 'Each adds +1 to every ARMOR die.' }),
  deflect: intField({ label: "Target deflects: its weapon's PUNCH", ...rangeOf(strikeField.deflect), default: 0, hint: 'Fight only; 0 for no Deflect. A Deflecting target does not strike back.' }),
  meat: intField({ label: "Target's Meat left", ...rangeOf(strikeField.meat), default: 10 }),
  exchange: booleanField({ label: 'Work out the whole Fight exchange', default: false, hint: 'Strike order and the strike back.' }),
  speed: intField({ label: "Attacker's Speed", ...rangeOf(fighter.speed), default: 4 }),
  sprinted: booleanField({ label: 'Attacker sprinted in (was not already nearby)', default: false }),
  targetSpeed: intField({ label: "Target's Speed", ...rangeOf(fighter.speed), default: 4 }),
  targetPunch: intField({ label: "Target's PUNCH dice", ...rangeOf(fighter.punch), default: 5 }),
  targetModifier: intField({ label: "Target's PUNCH modifier", ...rangeOf(fighter.modifier), default: 0, hint: 'Its Backstab, Gang Up, Focus and Stalker, added up.' }),
  targetCrush: booleanField({ label: "Target's weapon has Crush", default: false }),
  strikeBackReroll: choiceField('Re-roll on the strike back (Lucky Charm)', { none: 'None', punch: "Target's PUNCH", armor: "Attacker's ARMOR" }),
  attackerArmor: intField({ label: "Attacker's Armor", ...rangeOf(fighter.armor), default: 1 }),
  attackerArmorModifier: intField({ label: "Attacker's Focus tokens on ARMOR", ...COUNT, default: 0 }),
  attackerMeat: intField({ label: "Attacker's Meat left", ...rangeOf(fighter.meat), default: 10 }),
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
  strike: ['action', 'punch'],
  weapon: ['dualWield', 'reroll', 'doubleFives', 'crush', 'bothBarrels', 'reliable'],
  modifiers: ['modifier', 'backstab', 'gangUp', 'vantage', 'cover', 'focus', 'fights', 'shoots', 'stalker', 'fanatic'],
  target: ['armor', 'meat', 'armorModifier', 'deflect'],
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

type Fields = typeof strikeFields;
type FieldKey = keyof StrikeSetup;

/** The fields of a group that mean something for the chosen action. */
function visible(group: readonly FieldKey[], s: StrikeSetup): FormItem<Fields>[] {
  return group.filter((name) => onlyFor[name] === undefined || onlyFor[name] === s.action).map((field) => ({ field }));
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** Who strikes first in the exchange, in a sentence. */
export function orderSentence(f: FightResult): string {
  const speeds = `Speed ${f.attackerSpeed} against ${f.defenderSpeed}`;
  switch (f.order) {
    case 'deflect':
      return 'The target deflects: it adds its weapon’s PUNCH to its ARMOR dice and does not strike back.';
    case 'together':
      return `${speeds}: both strike at the same moment.`;
    case 'attacker-first':
      return `${speeds}: the attacker strikes first; the target strikes back in ${formatPercent(f.pSecondStrikes)} of fights.`;
    case 'defender-first':
      return `${speeds}: the target strikes first; the attacker strikes in ${formatPercent(f.pSecondStrikes)} of fights.`;
  }
}

function exchangeBlock(f: FightResult): ResultBlock {
  return {
    kind: 'group',
    className: 'hb-exchange',
    live: true,
    blocks: [
      { kind: 'paragraphs', paragraphs: [{ parts: [orderSentence(f)] }] },
      {
        kind: 'outcomes',
        caption: 'By the end of the Fight exchange',
        columns: ['Outcome', 'Chance'],
        rows: [
          { label: 'Target down', cells: [formatPercent(f.pDefenderDown)] },
          { label: 'Attacker down', cells: [formatPercent(f.pAttackerDown)] },
          { label: 'Both down', cells: [formatPercent(f.pBothDown)] },
          { label: 'Neither down', cells: [formatPercent(f.pNeitherDown)] },
        ],
      },
    ],
  };
}

function secondWindBlock(r: StrikeOdds, s: StrikeSetup): ResultBlock {
  const w = r.secondWind;
  const roll: Paragraph = s.bloodthirsty
    ? { parts: ['A target the Bloodthirsty striker takes down is removed at once: no Second Wind.'] }
    : { parts: [`If it goes down, its Second Wind roll at the end of the round (D6 ${signed(w.bonus)}, 6 or more) succeeds with `, { strong: formatPercent(w.perRoll) }, '.'] };
  return {
    kind: 'group',
    className: 'hb-second-wind',
    live: true,
    blocks: [
      {
        kind: 'paragraphs',
        paragraphs: [roll, { parts: [`Taken down by this ${s.action === 'fight' ? 'strike' : 'shot'} and still down after that roll: `, { strong: formatPercent(r.pStaysDown) }, '.'] }],
      },
    ],
  };
}

/**
 * H8 counts this action in its own column: switching the action moves it across (Fight → Shoot turns
 * 1 Fight, 0 Shoots into 0 and 1), so the counts always include the action being worked out.
 */
export const countThisAction: FollowUps<typeof strikeFields> = (name, v) => {
  if (name !== 'action') return {};
  const [own, other] = v.action === 'fight' ? (['fights', 'shoots'] as const) : (['shoots', 'fights'] as const);
  return v[own] >= 1 ? {} : { [own]: 1, [other]: Math.max(0, v[other] - 1) };
};

/**
 * Links from before ruling H8 gave `fatigue`: the Fight or Shoot actions taken earlier in the
 * activation, each −1. H8 counts only repeats of the same action, which that number cannot tell
 * apart, so it is read as repeats of this action (the same penalty as before) and the reader is told.
 * An old link to a Shoot without the counts is that activation's first Shoot.
 */
export const strikeLinkUpgrade: LinkUpgrade = {
  retired: ['fatigue'],
  upgrade: (p) => {
    if (p.has('fights') || p.has('shoots')) return undefined;
    const shoot = p.get('action') === 'shoot';
    const [own, other, word] = shoot ? (['shoots', 'fights', 'Shoot'] as const) : (['fights', 'shoots', 'Fight'] as const);
    const raw = p.get('fatigue');
    if (raw === null) return shoot ? { set: { [own]: '1', [other]: '0' } } : undefined;
    const earlier = Number(raw.trim());
    if (!Number.isInteger(earlier) || earlier < COUNT.min || earlier > COUNT.max - 1) {
      return { notes: [`Its fatigue value '${raw.slice(0, 24)}' (earlier Fight or Shoot actions) could not be read: count this activation’s Fights and Shoots below.`] };
    }
    const set = { [own]: String(earlier + 1), [other]: '0' };
    if (earlier === 0) return { set };
    const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
    return {
      set,
      notes: [
        `It counted ${plural(earlier, 'earlier Fight or Shoot action')}, each −1. Since ruling H8 only a repeat of the same action costs 1, so they are read as ${plural(earlier, `earlier ${word}`)} (the same −${earlier}). If some of them were the other action, change the counts: a Fight then a Shoot costs nothing.`,
      ],
    };
  },
};

export const strikeOddsTool = defineTool({
  title: 'Strike odds',
  intro: 'Exact odds that a Fight or Shoot strike takes its target down, with every modifier and quirk, the whole Fight exchange and the Second Wind.',
  fields: () => strikeFields,
  compute: (v: StrikeFieldValues, data: StrikeOddsData): StrikeOdds => strikeOdds(v, data.rules),
  view: (r, s) => {
    const parts = r.parts.length > 0 ? ` (${r.parts.map((p) => `${p.label} ${signed(p.value)}`).join(', ')})` : '';
    const shots = s.action === 'shoot' && s.bothBarrels ? 'two shots of ' : '';
    const lines: Line[] = [
      { label: 'PUNCH roll', value: `${shots}${r.punchDice} dice at ${signed(r.totalModifier)}${parts}` },
      { label: 'ARMOR dice rolled', value: `${r.armorDice}${s.crush ? ' (Crush)' : ''}` },
    ];
    return {
      chance: r.pDown,
      blocks: [
        { kind: 'headline', chance: r.chance, chanceLabel: 'Chance to take the target down', expected: r.expected, expectedLabel: 'Expected damage', lines },
        { kind: 'distribution', distribution: r.distribution, quantity: 'Damage', highlightFrom: s.meat, highlightMeaning: 'takes the target down' },
        ...(r.fight ? [exchangeBlock(r.fight)] : []),
        secondWindBlock(r, s),
      ],
    };
  },
  // What a player changes most comes first: the weapon (which fills the action and PUNCH), then the
  // target with its presets (on a phone's first screen), then the strike, the weapon's quirks and the
  // situational modifiers.
  form: (s) => [
    { widget: 'weaponPicker' },
    { group: 'Target', items: [{ widget: 'targetPresets' }, ...visible(fieldGroups.target, s), { widget: 'armorButtons' }] },
    { group: 'Strike', items: visible(fieldGroups.strike, s) },
    { group: 'Weapon quirks', items: visible(fieldGroups.weapon, s) },
    { group: 'PUNCH modifiers', items: visible(fieldGroups.modifiers, s) },
    ...(s.action === 'fight' ? [{ group: 'Whole Fight exchange', items: [{ field: 'exchange' as const }, ...(s.exchange ? visible(fieldGroups.exchange, s) : [])] }] : []),
    { group: 'Second Wind', items: visible(fieldGroups.secondWind, s) },
  ],
  compare: { chanceLabel: () => 'chance to take the target down' },
  linked: () => ({ links: [], followUps: countThisAction }),
  link: strikeLinkUpgrade,
});
