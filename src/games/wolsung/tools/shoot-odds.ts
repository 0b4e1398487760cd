/**
 * The shooting-odds tool (and Magic Projectiles): the situation (range band, elevation, cover, Toppled,
 * Quick) fills in the dice pools, which are shoot()'s `guns` and `reflex`; damage, Hard to kill, Fast
 * shot volleys and Heroic Deed cards complete the set-up. Numbers come from the data.
 */
import { booleanField, choiceField, defineFields, enumField, intField, type IntFieldSpec, type LinkUpgrade, type Values } from '../../../tools/query-state';
import { defineTool, type FormItem, type Line } from '../../../tools/adapter';
import { formatNumber, formatPercent } from '../../../common/numbers';
import { clampTo, type FollowUps, type PoolLink } from '../../../tools/linked-fields';
import { rangeOf } from '../../../common/inputs';
import { fastShot, fastShotSchema, MAX_FRIENDS_IN_CONTACT, shoot, shootSchema, type ShootResult, type VolleyResult } from '../odds';
import { poolNumbersFromData, rangeBandLabels, shotModifiers, type PoolNumbers, type ShotSituation } from '../pools';
import type { DiceModifier, RangeBand, SpecialRule, Weapon } from '../schema';

/** A weapon profile as the page passes it (weapons.yaml). */
export interface WeaponChoice {
  id: string;
  name: string;
  strength: number;
  rangeBands: RangeBand[];
  specialRules: string[];
}

export interface ShootOddsData {
  weapons: WeaponChoice[];
  numbers: PoolNumbers;
}

/** The tool's data from the collections: weapon profiles and the dice modifiers of each situation. */
export function shootOddsData(collections: { weapons: readonly Weapon[]; modifiers: readonly DiceModifier[]; specialRules: readonly SpecialRule[] }): ShootOddsData {
  return { weapons: collections.weapons.map(({ id, name, strength, rangeBands, specialRules }) => ({ id, name, strength, rangeBands, specialRules })), numbers: poolNumbersFromData(collections.modifiers, collections.specialRules) };
}

/** A characteristic (the shooter's Guns, the target's Reflex) before modifiers: the profiles stay well below this. */
const BASE_MAX = 40;
const plus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const shot = fastShotSchema.shape;

/** The shots of a volley, 1 to MAX_SHOTS (a unit test checks they agree). */
export const SHOT_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
type ShotNumber = (typeof SHOT_NUMBERS)[number];
type CardField = `attackerBonus${ShotNumber}` | `defenderBonus${ShotNumber}`;
export const attackerCards = (n: ShotNumber) => `attackerBonus${n}` as const;
export const defenderCards = (n: ShotNumber) => `defenderBonus${n}` as const;

/**
 * W7: the Heroic Deed successes of each side on each shot (shot 1 is the single shot). Cards help only
 * the shot they are played on, so a volley has a pair of fields per shot.
 */
function cardFields(): Record<CardField, IntFieldSpec> {
  const range = rangeOf(shootSchema.shape.attackerBonus);
  const out = {} as Record<CardField, IntFieldSpec>;
  for (const n of SHOT_NUMBERS) {
    out[attackerCards(n)] = intField({ label: `Shooter’s Heroic Deed successes on shot ${n}`, ...range, default: 0 });
    out[defenderCards(n)] = intField({ label: `Target’s Heroic Deed successes on shot ${n}`, ...range, default: 0 });
  }
  return out;
}

function buildFields({ weapons, numbers: n }: ShootOddsData) {
  const bands = Math.max(1, ...weapons.map((w) => w.rangeBands.length));
  const pool = rangeOf(shot.guns);
  return defineFields({
    kind: choiceField('Attack', { shot: 'Shot', projectile: 'Magic Projectile' }),
    guns: intField({ label: 'Guns dice rolled', ...pool, default: 3, hint: 'Filled in from the lines above; type to set it yourself.' }),
    reflex: intField({ label: 'Reflex dice rolled', ...rangeOf(shot.reflex), default: 2, hint: 'Filled in from the lines above; type to set it yourself.' }),
    strength: intField({ label: 'Strength (S)', ...rangeOf(shot.strength), default: 4 }),
    armour: intField({ label: 'Armour [x]', ...rangeOf(shot.armour), default: 0 }),
    armourPiercing: intField({ label: 'Armour piercing [x]', ...rangeOf(shot.armourPiercing), default: 0 }),
    smallCalibre: booleanField({ label: 'Small Calibre', default: false, hint: 'Armour counts double, before Armour piercing (W2).' }),
    wounds: intField({ label: 'Target’s wounds left', ...rangeOf(shot.wounds), default: 2 }),
    hardToKill: booleanField({ label: 'Target is Hard to kill', default: false, hint: 'Above 1 wound, a single hit leaves it on 1 (W4).' }),
    ...cardFields(),
    shots: intField({ label: 'Shots at this target (Fast shot)', ...rangeOf(shot.shots), default: 1, hint: 'Fast shot [x]: each shot after the first rolls 1 Guns die fewer.' }),
    friends: intField({
      label: 'Your models in base contact with the target',
      min: 0,
      max: MAX_FRIENDS_IN_CONTACT,
      default: 0,
      hint: 'Shooting into a melee: whoever rolls the fewest Reflex successes is hit.',
    }),
    friendReflex1: intField({ label: 'Reflex dice of your first model', ...pool, default: 2, hint: 'Its Reflex (R), +1 if its base is smaller than another in the melee.' }),
    friendReflex2: intField({ label: 'Reflex dice of your second model', ...pool, default: 2 }),
    friendReflex3: intField({ label: 'Reflex dice of your third model', ...pool, default: 2 }),
    baseGuns: intField({ label: 'Shooter’s Guns (G)', min: 0, max: BASE_MAX, default: 3 }),
    weapon: enumField({
      label: 'Weapon',
      options: [{ value: 'none', label: 'No profile (no range modifier)' }, ...weapons.map((w) => ({ value: w.id, label: `${w.name} (S ${w.strength})` }))],
      default: 'none',
      control: 'select',
    }),
    rangeBand: intField({ label: 'Range band', min: 1, max: bands, default: 1 }),
    elevation: choiceField('Height difference of 3″ or more', { level: 'None', 'shooter-above': `Shooter above (${plus(n.shooterAboveGuns)}G)`, 'target-above': `Target above (${plus(n.targetAboveReflex)}R)` }, { control: 'select' }),
    quick: booleanField({ label: 'Moved and fired with Quick', default: false, hint: `${plus(n.quickGuns)} Guns, taken off after everything else.` }),
    baseReflex: intField({ label: 'Target’s Reflex (R)', min: 0, max: BASE_MAX, default: 2 }),
    cover: choiceField('Cover', { none: 'None', partial: `Partly hidden (${plus(n.partialCoverReflex)}R)`, heavy: `Over half hidden (${plus(n.heavyCoverReflex)}R)` }, { control: 'select' }),
    toppled: booleanField({ label: 'Target is Toppled', default: false, hint: `${plus(n.toppledReflex)}R. Choosing Dive For Cover topples it: tick this once, the bonus is the same.` }),
    smallerBase: booleanField({ label: 'Smaller base in a melee shot into', default: false, hint: `${plus(n.smallerBaseInMeleeReflex)}R when a larger base is in that melee.` }),
    spellResistance: booleanField({ label: 'Techniques of Sunnir Masters', default: false, hint: `${plus(n.spellResistanceReflex)}R against spells.` }),
  });
}

type Fields = ReturnType<typeof buildFields>;
export type ShootValues = Values<Fields>;

function situation(v: ShootValues, weapons: readonly WeaponChoice[]): ShotSituation {
  const weapon = weapons.find((w) => w.id === v.weapon);
  return {
    kind: v.kind,
    baseGuns: v.baseGuns,
    baseReflex: v.baseReflex,
    rangeModifier: weapon?.rangeBands[v.rangeBand - 1]?.gunsModifier ?? 0,
    elevation: v.elevation as ShotSituation['elevation'],
    cover: v.cover as ShotSituation['cover'],
    toppled: v.toppled,
    quick: v.quick,
    smallerBaseInMelee: v.smallerBase,
    spellResistance: v.spellResistance,
  };
}

/** The pools follow the situation; a pool typed by hand moves the characteristic instead. */
function buildLinks({ weapons, numbers }: ShootOddsData): PoolLink<Fields>[] {
  const mods = (v: ShootValues) => shotModifiers(situation(v, weapons), numbers);
  return [
    {
      pool: 'guns',
      inputs: ['kind', 'baseGuns', 'weapon', 'rangeBand', 'elevation', 'quick'],
      compute: (v) => Math.max(0, v.baseGuns + mods(v).guns),
      derive: (v, pool) => ({ baseGuns: clampTo(0, BASE_MAX, pool - mods(v).guns) }),
    },
    {
      pool: 'reflex',
      inputs: ['kind', 'baseReflex', 'elevation', 'cover', 'toppled', 'smallerBase', 'spellResistance'],
      compute: (v) => Math.max(0, v.baseReflex + mods(v).reflex),
      derive: (v, pool) => ({ baseReflex: clampTo(0, BASE_MAX, pool - mods(v).reflex) }),
    },
  ];
}

/**
 * Choosing a weapon brings its Strength and keeps the range band inside its profile. Fewer shots
 * clear the cards of the shots no longer fired, so a card never hides on a shot the form does not show.
 */
function buildFollowUps(weapons: readonly WeaponChoice[]): FollowUps<Fields> {
  return (name, v) => {
    if (name === 'shots') {
      const cleared: Partial<Record<CardField, number>> = {};
      for (const n of SHOT_NUMBERS.filter((k) => k > v.shots)) {
        if (v[attackerCards(n)] !== 0) cleared[attackerCards(n)] = 0;
        if (v[defenderCards(n)] !== 0) cleared[defenderCards(n)] = 0;
      }
      return cleared;
    }
    if (name !== 'weapon') return {};
    const weapon = weapons.find((w) => w.id === v.weapon);
    return weapon ? { strength: weapon.strength, rangeBand: Math.min(v.rangeBand, weapon.rangeBands.length) } : {};
  };
}

/** The volley's shots as the set-up has them (a Magic Projectile is one shot). */
const shotsFired = (v: ShootValues) => (v.kind === 'shot' ? v.shots : 1);
const firedShots = (v: ShootValues) => SHOT_NUMBERS.filter((n) => n <= shotsFired(v));

/**
 * Links from before ruling W7 held one `attackerBonus` / `defenderBonus`, added to every shot of a
 * volley. They now go on shot 1 and, in a volley, on every later shot too: the same numbers as before,
 * as if cards were played on each shot, and the reader is told so (a card now helps only its shot).
 */
export const shootLinkUpgrade: LinkUpgrade = {
  retired: ['attackerBonus', 'defenderBonus'],
  upgrade: (p) => {
    const shotsText = p.get('shots')?.trim() ?? '1';
    const shots = p.get('kind') !== 'projectile' && /^[1-9]$/.test(shotsText) ? Math.min(Number(shotsText), SHOT_NUMBERS.length) : 1;
    const set: Record<string, string> = {};
    const notes: string[] = [];
    for (const [old, fieldOf, who] of [
      ['attackerBonus', attackerCards, 'the shooter’s'],
      ['defenderBonus', defenderCards, 'the target’s'],
    ] as const) {
      const raw = p.get(old);
      if (raw === null || SHOT_NUMBERS.some((n) => p.has(fieldOf(n)))) continue;
      set[fieldOf(1)] = raw;
      const n = Number(raw.trim());
      if (shots < 2 || !Number.isInteger(n) || n <= 0) continue;
      for (const k of SHOT_NUMBERS.filter((x) => x > 1 && x <= shots)) set[fieldOf(k)] = raw;
      notes.push(
        `It added ${who} ${n} Heroic Deed ${n === 1 ? 'success' : 'successes'} to every shot of the volley. Since ruling W7 a card helps only the shot it is played on, so they are now on each of the ${shots} shots, as if cards were played for every one (the same odds as before): keep them only on the shots that get a card.`,
      );
    }
    return { set, notes };
  },
};

export interface ShootOddsResult {
  distribution: number[];
  chance: number;
  expected: number;
  single: ShootResult;
  volley?: VolleyResult;
}

/** One set-up's numbers: a single shot, or a Fast shot volley at the same target. */
export function shootOdds(v: ShootValues): ShootOddsResult {
  const input = {
    guns: v.guns,
    reflex: v.reflex,
    strength: v.strength,
    armour: v.armour,
    wounds: v.wounds,
    armourPiercing: v.armourPiercing,
    smallCalibre: v.smallCalibre,
    hardToKill: v.hardToKill,
    friendsReflex: v.kind === 'shot' ? [v.friendReflex1, v.friendReflex2, v.friendReflex3].slice(0, v.friends) : [],
  };
  const shots = shotsFired(v);
  const single = shoot({ ...input, attackerBonus: v.attackerBonus1, defenderBonus: v.defenderBonus1 });
  const fired = firedShots(v);
  const volley =
    shots > 1
      ? fastShot({ ...input, shots, attackerBonuses: fired.map((n) => v[attackerCards(n)]), defenderBonuses: fired.map((n) => v[defenderCards(n)]) })
      : undefined;
  return {
    distribution: volley ? volley.woundsLost : single.woundsLost,
    chance: volley ? volley.pKill : single.pKill,
    expected: volley ? volley.expectedWoundsLost : single.expectedWoundsLost,
    single,
    volley,
  };
}

const heroicDeed = (field: CardField, who: string, label?: string): FormItem<Fields> => ({ widget: 'heroicDeed', props: { field, who, colour: 'red', ...(label ? { label } : {}) } });

/** W7: one shot's cards; a single shot (or Magic Projectile) shows shot 1's without the shot number. */
function cardItems(v: ShootValues): FormItem<Fields>[] {
  const shooter = v.kind === 'projectile' ? 'the caster' : 'the shooter';
  if (shotsFired(v) === 1) {
    return [heroicDeed(attackerCards(1), shooter, v.kind === 'projectile' ? 'Caster’s Heroic Deed successes' : 'Shooter’s Heroic Deed successes'), heroicDeed(defenderCards(1), 'the target', 'Target’s Heroic Deed successes')];
  }
  return firedShots(v).map((n) => ({
    group: `Shot ${n}`,
    items: [heroicDeed(attackerCards(n), `${shooter}, shot ${n}`), heroicDeed(defenderCards(n), `the target, shot ${n}`)],
  }));
}

/** A later shot's cards in its line: "3 dice, +2 for the shooter". */
function cardsNote(s: VolleyResult['shots'][number]): string {
  const parts = [...(s.attackerBonus > 0 ? [`+${s.attackerBonus} for the shooter`] : []), ...(s.defenderBonus > 0 ? [`+${s.defenderBonus} for the target`] : [])];
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

export const shootOddsTool = defineTool({
  title: 'Shooting odds',
  intro: 'Chance that one shot (or a Fast shot volley, or a Magic Projectile) takes its target out.',
  fields: buildFields,
  linked: (data: ShootOddsData) => ({ links: buildLinks(data), followUps: buildFollowUps(data.weapons) }),
  compute: (v: ShootValues) => shootOdds(v),
  view: (r, v) => {
    const lines: Line[] = [{ label: r.volley ? 'First shot hits' : 'Chance to hit', value: formatPercent(r.single.pHit) }];
    if (r.volley) r.volley.shots.slice(1).forEach((s, i) => lines.push({ label: `Shot ${i + 2} (${s.guns} dice${cardsNote(s)}) hits`, value: formatPercent(s.pHit) }));
    else lines.push({ label: 'Expected damage', value: formatNumber(r.single.expectedDamage) });
    lines.push({ label: 'Armour that counts', value: String(r.single.armourUsed) });
    if (v.kind === 'shot' && v.friends > 0) {
      lines.push({ label: 'The shot goes to one of your models', value: formatPercent(r.single.pFriendTargeted) });
      lines.push({ label: 'One of your models is hit', value: formatPercent(r.single.pFriendHit) });
    }
    if (v.hardToKill && v.wounds > 1) lines.push({ label: 'Hard to kill', value: r.volley ? 'only a hit that finds it on 1 wound kills' : 'one hit cannot kill it' });
    return {
      chance: r.chance,
      blocks: [
        {
          kind: 'headline',
          chance: r.chance,
          chanceLabel: r.volley ? `Chance ${r.volley.shots.length} shots take the target out` : 'Chance to take the target out',
          expected: r.expected,
          expectedLabel: 'Expected wounds lost',
          lines,
        },
        { kind: 'distribution', distribution: r.distribution, quantity: 'Wounds lost', highlightFrom: v.wounds, highlightMeaning: 'takes the target out' },
      ],
    };
  },
  form: (v, _which, { weapons }) => {
    const spell = v.kind === 'projectile';
    const weapon = weapons.find((w) => w.id === v.weapon);
    const rangeBand: FormItem<Fields>[] = weapon
      ? [{ field: 'rangeBand', options: rangeBandLabels(weapon).map((label, i) => ({ value: String(i + 1), label })), hint: 'Beyond the last band the shot misses.' }]
      : [];
    const friends = (['friendReflex1', 'friendReflex2', 'friendReflex3'] as const).slice(0, v.friends).map((field) => ({ field }));
    return [
      { field: 'kind' },
      {
        group: spell ? 'Caster' : 'Shooter',
        items: [
          { field: 'baseGuns', label: spell ? 'Magic Ability [x]' : undefined },
          ...(spell ? [] : [{ field: 'weapon' as const }, ...rangeBand, { field: 'elevation' as const }, { field: 'quick' as const }, { field: 'shots' as const }]),
          { field: 'guns', label: spell ? 'Magic Ability dice rolled' : undefined },
        ],
      },
      {
        group: 'Target',
        items: [
          { field: 'baseReflex' },
          ...(spell ? [{ field: 'spellResistance' as const }] : [{ field: 'cover' as const }, { field: 'toppled' as const }, { field: 'smallerBase' as const }]),
          { field: 'reflex' },
        ],
      },
      ...(spell ? [] : [{ group: 'Shooting into a melee', items: [{ field: 'friends' as const }, ...friends] }]),
      {
        group: 'Damage',
        items: [
          { field: 'strength', label: spell ? 'Spell’s Strength (S)' : undefined },
          { field: 'armour' },
          { field: 'armourPiercing' },
          { field: 'smallCalibre' },
          { field: 'wounds' },
          { field: 'hardToKill' },
        ],
      },
      {
        group: 'Heroic Deeds (red cards)',
        note:
          shotsFired(v) > 1
            ? 'Cards discarded after a shot’s roll add successes to that shot only (W7): a court card or an ace 2, any other card 1 (W5).'
            : 'Cards discarded after the roll add successes: a court card or an ace 2, any other card 1 (W5).',
        items: cardItems(v),
      },
    ];
  },
  compare: { chanceLabel: () => 'chance to take the target out' },
  link: shootLinkUpgrade,
});
