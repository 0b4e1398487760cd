/**
 * Wolsung shooting odds (and Magic Projectiles): the situation (weapon range band, elevation, cover,
 * Toppled, Quick) fills in the dice pools, which are the odds function's `guns` and `reflex`; damage,
 * Hard to kill, Fast shot volleys and Heroic Deed cards complete the set-up. Numbers come from the
 * data (weapons.yaml, modifiers.yaml, special-rules.yaml) through props.
 */
import { useState } from 'react';
import {
  booleanField,
  CompareLayout,
  defineFields,
  enumField,
  Field,
  FieldGroup,
  formatNumber,
  formatPercent,
  HowComputed,
  intField,
  OddsResults,
  RefusalMessage,
  SelectField,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type FieldName,
  type FieldSpecs,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { fastShot, MAX_FRIENDS_IN_CONTACT, MAX_SHOTS, shoot } from '../../../games/wolsung/odds';
import { rangeBandLabels, shotModifiers, type PoolNumbers, type ShotSituation } from '../../../games/wolsung/pools';
import type { RangeBand } from '../../../games/wolsung/schema';
import { HeroicDeedField } from './HeroicDeedField';
import { clampTo, useLinkedSetup, type FollowUps, type PoolLink } from './linked-setup';
import './tool-groups.css';

/** A weapon profile as the page passes it (weapons.yaml). */
export interface WeaponChoice {
  id: string;
  name: string;
  strength: number;
  rangeBands: RangeBand[];
  specialRules: string[];
}

const POOL_MAX = 30;
const BASE_MAX = 40;
const VALUE_MAX = 20;
const plus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function buildFields(weapons: readonly WeaponChoice[], n: PoolNumbers) {
  const bands = Math.max(1, ...weapons.map((w) => w.rangeBands.length));
  return defineFields({
    kind: enumField({
      label: 'Attack',
      options: [
        { value: 'shot', label: 'Shot' },
        { value: 'projectile', label: 'Magic Projectile' },
      ],
      default: 'shot',
    }),
    guns: intField({ label: 'Guns dice rolled', min: 0, max: POOL_MAX, default: 3, hint: 'Filled in from the lines above; type to set it yourself.' }),
    reflex: intField({ label: 'Reflex dice rolled', min: 0, max: POOL_MAX, default: 2, hint: 'Filled in from the lines above; type to set it yourself.' }),
    strength: intField({ label: 'Strength (S)', min: 0, max: VALUE_MAX, default: 4 }),
    armour: intField({ label: 'Armour [x]', min: 0, max: VALUE_MAX, default: 0 }),
    armourPiercing: intField({ label: 'Armour piercing [x]', min: 0, max: VALUE_MAX, default: 0 }),
    smallCalibre: booleanField({ label: 'Small Calibre', default: false, hint: 'Armour counts double, before Armour piercing (W2).' }),
    wounds: intField({ label: 'Target’s wounds left', min: 1, max: VALUE_MAX, default: 2 }),
    hardToKill: booleanField({ label: 'Target is Hard to kill', default: false, hint: 'Above 1 wound, a single hit leaves it on 1 (W4).' }),
    attackerBonus: intField({ label: 'Attacker’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    defenderBonus: intField({ label: 'Target’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    shots: intField({ label: 'Shots at this target (Fast shot)', min: 1, max: MAX_SHOTS, default: 1, hint: 'Fast shot [x]: each shot after the first rolls 1 Guns die fewer.' }),
    friends: intField({
      label: 'Your models in base contact with the target',
      min: 0,
      max: MAX_FRIENDS_IN_CONTACT,
      default: 0,
      hint: 'Shooting into a melee: whoever rolls the fewest Reflex successes is hit.',
    }),
    friendReflex1: intField({ label: 'Reflex dice of your first model', min: 0, max: POOL_MAX, default: 2, hint: 'Its Reflex (R), +1 if its base is smaller than another in the melee.' }),
    friendReflex2: intField({ label: 'Reflex dice of your second model', min: 0, max: POOL_MAX, default: 2 }),
    friendReflex3: intField({ label: 'Reflex dice of your third model', min: 0, max: POOL_MAX, default: 2 }),
    baseGuns: intField({ label: 'Shooter’s Guns (G)', min: 0, max: BASE_MAX, default: 3 }),
    weapon: enumField({
      label: 'Weapon',
      options: [{ value: 'none', label: 'No profile (no range modifier)' }, ...weapons.map((w) => ({ value: w.id, label: `${w.name} (S ${w.strength})` }))],
      default: 'none',
      control: 'select',
    }),
    rangeBand: intField({ label: 'Range band', min: 1, max: bands, default: 1 }),
    elevation: enumField({
      label: 'Height difference of 3″ or more',
      options: [
        { value: 'level', label: 'None' },
        { value: 'shooter-above', label: `Shooter above (${plus(n.shooterAboveGuns)}G)` },
        { value: 'target-above', label: `Target above (${plus(n.targetAboveReflex)}R)` },
      ],
      default: 'level',
      control: 'select',
    }),
    quick: booleanField({ label: 'Moved and fired with Quick', default: false, hint: `${plus(n.quickGuns)} Guns, taken off after everything else.` }),
    baseReflex: intField({ label: 'Target’s Reflex (R)', min: 0, max: BASE_MAX, default: 2 }),
    cover: enumField({
      label: 'Cover',
      options: [
        { value: 'none', label: 'None' },
        { value: 'partial', label: `Partly hidden (${plus(n.partialCoverReflex)}R)` },
        { value: 'heavy', label: `Over half hidden (${plus(n.heavyCoverReflex)}R)` },
      ],
      default: 'none',
      control: 'select',
    }),
    toppled: booleanField({ label: 'Target is Toppled', default: false, hint: `${plus(n.toppledReflex)}R. Choosing Dive For Cover topples it: tick this once, the bonus is the same.` }),
    smallerBase: booleanField({ label: 'Smaller base in a melee shot into', default: false, hint: `${plus(n.smallerBaseInMeleeReflex)}R when a larger base is in that melee.` }),
    spellResistance: booleanField({ label: 'Techniques of Sunnir Masters', default: false, hint: `${plus(n.spellResistanceReflex)}R against spells.` }),
  });
}

type Fields = ReturnType<typeof buildFields>;
type V = Values<Fields>;

function situation(v: V, weapons: readonly WeaponChoice[]): ShotSituation {
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

function buildLinks(weapons: readonly WeaponChoice[], n: PoolNumbers): PoolLink<Fields>[] {
  const mods = (v: V) => shotModifiers(situation(v, weapons), n);
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

/** Choosing a weapon brings its Strength and keeps the range band inside its profile. */
function buildFollowUps(weapons: readonly WeaponChoice[]): FollowUps<Fields> {
  return (name, v) => {
    if (name !== 'weapon') return {};
    const weapon = weapons.find((w) => w.id === v.weapon);
    return weapon ? { strength: weapon.strength, rangeBand: Math.min(v.rangeBand, weapon.rangeBands.length) } : {};
  };
}

/** One set-up's numbers: a single shot, or a Fast shot volley at the same target. */
function shotOdds(v: V) {
  const input = {
    guns: v.guns,
    reflex: v.reflex,
    strength: v.strength,
    armour: v.armour,
    wounds: v.wounds,
    armourPiercing: v.armourPiercing,
    smallCalibre: v.smallCalibre,
    hardToKill: v.hardToKill,
    attackerBonus: v.attackerBonus,
    defenderBonus: v.defenderBonus,
    friendsReflex: v.kind === 'shot' ? [v.friendReflex1, v.friendReflex2, v.friendReflex3].slice(0, v.friends) : [],
  };
  const shots = v.kind === 'shot' ? v.shots : 1;
  const single = shoot(input);
  const volley = shots > 1 ? fastShot({ ...input, shots }) : undefined;
  return {
    distribution: volley ? volley.woundsLost : single.woundsLost,
    chance: volley ? volley.pKill : single.pKill,
    expected: volley ? volley.expectedWoundsLost : single.expectedWoundsLost,
    single,
    volley,
  };
}
type ShotOdds = ReturnType<typeof shotOdds>;

/** The same set-up with one field shown under another label (Guns becomes Magic Ability for a spell). */
function relabel<S extends FieldSpecs>(setup: SetupState<S>, name: FieldName<S>, label: string): SetupState<S> {
  return { ...setup, spec: { ...setup.spec, [name]: { ...setup.spec[name], label } } };
}

function ShotForm({ setup, weapons }: { setup: SetupState<Fields>; weapons: readonly WeaponChoice[] }) {
  const v = setup.values;
  const spell = v.kind === 'projectile';
  const weapon = weapons.find((w) => w.id === v.weapon);
  const prefix = setup.which === 'b' ? 'b.' : '';
  return (
    <form className="tk-stack" method="get" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      <Field setup={setup} name="kind" />
      <FieldGroup legend={spell ? 'Caster' : 'Shooter'}>
        <Field setup={spell ? relabel(setup, 'baseGuns', 'Magic Ability [x]') : setup} name="baseGuns" />
        {!spell && (
          <>
            <Field setup={setup} name="weapon" />
            {weapon && (
              <SelectField
                label="Range band"
                name={`${prefix}rangeBand`}
                value={String(v.rangeBand)}
                options={rangeBandLabels(weapon).map((label, i) => ({ value: String(i + 1), label }))}
                onChange={(band) => setup.set('rangeBand', Number(band))}
                hint="Beyond the last band the shot misses."
              />
            )}
            <Field setup={setup} name="elevation" />
            <Field setup={setup} name="quick" />
            <Field setup={setup} name="shots" />
          </>
        )}
        <Field setup={spell ? relabel(setup, 'guns', 'Magic Ability dice rolled') : setup} name="guns" />
      </FieldGroup>
      <FieldGroup legend="Target">
        <Field setup={setup} name="baseReflex" />
        {spell ? (
          <Field setup={setup} name="spellResistance" />
        ) : (
          <>
            <Field setup={setup} name="cover" />
            <Field setup={setup} name="toppled" />
            <Field setup={setup} name="smallerBase" />
          </>
        )}
        <Field setup={setup} name="reflex" />
      </FieldGroup>
      {!spell && (
        <FieldGroup legend="Shooting into a melee">
          <Field setup={setup} name="friends" />
          {(['friendReflex1', 'friendReflex2', 'friendReflex3'] as const).slice(0, v.friends).map((name) => (
            <Field key={name} setup={setup} name={name} />
          ))}
        </FieldGroup>
      )}
      <FieldGroup legend="Damage">
        <Field setup={spell ? relabel(setup, 'strength', 'Spell’s Strength (S)') : setup} name="strength" />
        <Field setup={setup} name="armour" />
        <Field setup={setup} name="armourPiercing" />
        <Field setup={setup} name="smallCalibre" />
        <Field setup={setup} name="wounds" />
        <Field setup={setup} name="hardToKill" />
      </FieldGroup>
      <FieldGroup legend="Heroic Deeds (red cards)" note="Cards discarded after the roll add successes: a court card or an ace 2, any other card 1 (W5).">
        <HeroicDeedField setup={setup} name="attackerBonus" who={spell ? 'the caster' : 'the shooter'} colour="red" />
        <HeroicDeedField setup={setup} name="defenderBonus" who="the target" colour="red" />
      </FieldGroup>
    </form>
  );
}

function ShotResults({ setup, computed }: { setup: SetupState<Fields>; computed: Computed<ShotOdds> | undefined }) {
  if (!computed?.ok) return <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  const r = computed.result;
  const v = setup.values;
  const extra = [{ label: r.volley ? 'First shot hits' : 'Chance to hit', value: formatPercent(r.single.pHit) }];
  if (r.volley) r.volley.shots.slice(1).forEach((s, i) => extra.push({ label: `Shot ${i + 2} (${s.guns} dice) hits`, value: formatPercent(s.pHit) }));
  else extra.push({ label: 'Expected damage', value: formatNumber(r.single.expectedDamage) });
  extra.push({ label: 'Armour that counts', value: String(r.single.armourUsed) });
  if (v.kind === 'shot' && v.friends > 0) {
    extra.push({ label: 'The shot goes to one of your models', value: formatPercent(r.single.pFriendTargeted) });
    extra.push({ label: 'One of your models is hit', value: formatPercent(r.single.pFriendHit) });
  }
  if (v.hardToKill && v.wounds > 1) extra.push({ label: 'Hard to kill', value: r.volley ? 'only a hit that finds it on 1 wound kills' : 'one hit cannot kill it' });
  return (
    <OddsResults
      result={r}
      quantity="Wounds lost"
      highlightFrom={v.wounds}
      chanceLabel={r.volley ? `Chance ${r.volley.shots.length} shots take the target out` : 'Chance to take the target out'}
      expectedLabel="Expected wounds lost"
      extra={extra}
    />
  );
}

export interface ShootOddsProps {
  weapons: WeaponChoice[];
  numbers: PoolNumbers;
  links: RuleLink[];
}

export default function ShootOdds({ weapons, numbers, links }: ShootOddsProps) {
  // Built once per page: the spec depends on the data, and useQueryState reads it once.
  const [fields] = useState(() => buildFields(weapons, numbers));
  const [poolLinks] = useState(() => buildLinks(weapons, numbers));
  const [followUps] = useState(() => buildFollowUps(weapons));
  const q = useQueryState(fields);
  const a = useLinkedSetup(q.a, poolLinks, q.ready, followUps);
  const b = useLinkedSetup(q.b, poolLinks, q.ready, followUps);
  const ra = useComputed(a, shotOdds);
  const rb = useComputed(b, shotOdds, q.compare);
  const panel = (setup: SetupState<Fields>, computed: Computed<ShotOdds> | undefined) => (
    <SetupPanel form={<ShotForm setup={setup} weapons={weapons} />} results={<ShotResults setup={setup} computed={computed} />} />
  );
  return (
    <ToolShell title="Shooting odds" intro="Chance that one shot (or a Fast shot volley, or a Magic Projectile) takes its target out." linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={panel(a, ra)}
        b={panel(b, rb)}
        chances={ra?.ok && rb?.ok ? { a: ra.result.chance, b: rb.result.chance } : undefined}
      />
      <HowComputed links={links}>
        <p>
          Exact, with no simulation. Each die is a success on 4, 5 or 6, so a pool’s successes follow a binomial count. The
          tool works out the chance of every difference between the attacker’s successes and the target’s, Heroic Deed
          successes included. A difference of 0 or more is a hit, and every success beyond the target’s is a critical hit.
        </p>
        <p>
          A hit deals Strength plus critical hits minus Armour, never below 0. Small Calibre doubles Armour first; Armour
          piercing then takes its value off, stopping at 0. Hard to kill keeps a model that had more than 1 wound on 1 wound.
        </p>
        <p>
          With more than one Fast shot, each later shot rolls one Guns die fewer and the target keeps the same Reflex dice;
          hits are applied one after another, so Hard to kill only saves a target that is still above 1 wound. A Magic
          Projectile uses the caster’s Magic Ability dice and only the modifiers the rules list for spells.
        </p>
        <p>
          Shooting into a melee: your models in base contact with the target roll their Reflex dice as well, and the model
          with the fewest successes is the one shot at; when it is a tie the shooter chooses, and we let it choose the enemy.
          Heroic Deed cards come after that, on the shot at whoever it is. The chance to take the target out counts only the
          enemy; the extra lines give the chance the shot goes to one of your models and the chance it hits one. A Fast shot
          volley into a melee is not worked out: each shot would pick its target again.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
