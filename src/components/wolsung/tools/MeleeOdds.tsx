/**
 * Wolsung melee odds, with two neighbouring questions on the same page: leaving a melee, and casting
 * a Magic Buff or Aura against its difficulty. `mode` picks the question; each has its own fields,
 * named as in its odds function (melee, leaveMelee, cast). Friends in the melee, elevation, a charge
 * from above and a Toppled defender fill in the Fight pools from the data's modifiers.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  booleanField,
  CompareLayout,
  defineFields,
  DistributionChart,
  DistributionTable,
  enumField,
  Field,
  FieldGroup,
  formatNumber,
  formatPercent,
  Headline,
  HowComputed,
  intField,
  OddsResults,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { cast, leaveMelee, melee } from '../../../games/wolsung/odds';
import { meleePools, type MeleeSituation, type PoolNumbers } from '../../../games/wolsung/pools';
import { HeroicDeedField } from './HeroicDeedField';
import { clampTo, useLinkedSetup, type FollowUps, type PoolLink } from './linked-setup';
import './tool-groups.css';

const POOL_MAX = 30;
const BASE_MAX = 40;
const VALUE_MAX = 20;
const plus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function buildFields(n: PoolNumbers, parryDice: number) {
  return defineFields({
    mode: enumField({
      label: 'Question',
      options: [
        { value: 'fight', label: 'Attack in melee' },
        { value: 'leave', label: 'Leave a melee' },
        { value: 'cast', label: 'Cast a Buff or Aura' },
      ],
      default: 'fight',
    }),
    attackerFight: intField({ label: 'Attacker’s Fight dice rolled', min: 0, max: POOL_MAX, default: 3, hint: 'Filled in from the lines above; type to set it yourself.' }),
    defenderFight: intField({ label: 'Defender’s Fight dice rolled', min: 0, max: POOL_MAX, default: 3, hint: `Before Parry’s +${parryDice} dice, which the tool adds.` }),
    reaction: enumField({
      label: 'Defender’s reaction',
      options: [
        { value: 'fence', label: 'Fence' },
        { value: 'parry', label: `Parry (+${parryDice}F)` },
      ],
      default: 'fence',
    }),
    attackerStrength: intField({ label: 'Attacker’s Strength (S)', min: 0, max: VALUE_MAX, default: 3, hint: 'With its weapon.' }),
    attackerArmour: intField({ label: 'Attacker’s Armour', min: 0, max: VALUE_MAX, default: 0 }),
    attackerWounds: intField({ label: 'Attacker’s wounds left', min: 1, max: VALUE_MAX, default: 2 }),
    attackerHardToKill: booleanField({ label: 'Attacker is Hard to kill', default: false }),
    defenderStrength: intField({ label: 'Defender’s Strength (S)', min: 0, max: VALUE_MAX, default: 3, hint: 'With its weapon.' }),
    defenderArmour: intField({ label: 'Defender’s Armour', min: 0, max: VALUE_MAX, default: 0 }),
    defenderWounds: intField({ label: 'Defender’s wounds left', min: 1, max: VALUE_MAX, default: 2 }),
    defenderHardToKill: booleanField({ label: 'Defender is Hard to kill', default: false }),
    attackerBonus: intField({ label: 'Attacker’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    defenderBonus: intField({ label: 'Defender’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    attackerBaseFight: intField({ label: 'Attacker’s Fight (F)', min: 0, max: BASE_MAX, default: 3 }),
    support: intField({ label: 'Friends’ Fight in this melee', min: 0, max: BASE_MAX, default: 0, hint: 'Add the F of each friend in the melee whose base is no smaller than the target’s.' }),
    attackerHigher: booleanField({ label: 'Attacker stands 1″ or more higher', default: false, hint: `${plus(n.meleeHigherFight)}F.` }),
    chargeFromAbove: booleanField({ label: 'Charged from 3″ or more above', default: false, hint: `${plus(n.chargeFromAboveFight)}F for this Charge.` }),
    hypnoticAura: booleanField({ label: 'Attacker has Hypnotic Aura', default: false, hint: 'The defender cannot Fence.' }),
    defenderBaseFight: intField({ label: 'Defender’s Fight (F)', min: 0, max: BASE_MAX, default: 3 }),
    defenderHigher: booleanField({ label: 'Defender stands 1″ or more higher', default: false, hint: `${plus(n.meleeHigherFight)}F.` }),
    defenderToppled: booleanField({ label: 'Defender is Toppled', default: false, hint: 'Its Fight counts as 1 and it can only Fence.' }),
    reflex: intField({ label: 'Leaving model’s Reflex dice', min: 0, max: POOL_MAX, default: 2 }),
    enemyFight: intField({ label: 'Fight dice of the strongest enemy', min: 0, max: POOL_MAX, default: 3, hint: 'Only the engaged enemy with the highest F rolls.' }),
    leaverBonus: intField({ label: 'Leaving model’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    enemyBonus: intField({ label: 'Enemy’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
    magic: intField({ label: 'Magic Ability [x]', min: 0, max: POOL_MAX, default: 3, hint: 'Dice the caster rolls.' }),
    difficulty: intField({ label: 'Difficulty [x] of the Buff or Aura', min: 0, max: VALUE_MAX, default: 2 }),
    bonus: intField({ label: 'Caster’s Heroic Deed successes', min: 0, max: VALUE_MAX, default: 0 }),
  });
}

type Fields = ReturnType<typeof buildFields>;
type V = Values<Fields>;

const situation = (v: V): MeleeSituation => ({
  attackerBaseFight: v.attackerBaseFight,
  support: v.support,
  attackerHigher: v.attackerHigher,
  chargeFromAbove: v.chargeFromAbove,
  defenderBaseFight: v.defenderBaseFight,
  defenderHigher: v.defenderHigher,
  defenderToppled: v.defenderToppled,
});

function buildLinks(n: PoolNumbers): PoolLink<Fields>[] {
  const attackerExtra = (v: V) => meleePools({ ...situation(v), attackerBaseFight: 0 }, n).attackerFight;
  const defenderExtra = (v: V) => meleePools({ ...situation(v), defenderBaseFight: 0, defenderToppled: false }, n).defenderFight;
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

/** One set-up's numbers for the chosen question; `distribution`/`chance`/`expected` feed the kit's checks. */
function meleeOdds(v: V) {
  if (v.mode === 'leave') {
    const r = leaveMelee({ reflex: v.reflex, enemyFight: v.enemyFight, leaverBonus: v.leaverBonus, enemyBonus: v.enemyBonus });
    return { kind: 'leave' as const, chance: r.pEscape, distribution: r.leaverSuccesses, expected: 0, leave: r };
  }
  if (v.mode === 'cast') {
    const r = cast({ magic: v.magic, difficulty: v.difficulty, bonus: v.bonus });
    return { kind: 'cast' as const, chance: r.pSuccess, distribution: r.successes, expected: r.expectedSuccesses, cast: r };
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
  return { kind: 'fight' as const, chance: r.pDefenderKilled, distribution: r.defenderWoundsLost, expected: r.expectedDefenderWoundsLost, fight: r };
}
type MeleeOddsResult = ReturnType<typeof meleeOdds>;

function MeleeForm({ setup }: { setup: SetupState<Fields> }) {
  const mode = setup.values.mode;
  const f = (name: keyof V & string) => <Field setup={setup} name={name} />;
  return (
    <form className="tk-stack" method="get" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      {setup.which === 'a' ? f('mode') : <p className="tk-note">Same question as set-up A.</p>}
      {mode === 'fight' && (
        <>
          <FieldGroup legend="Attacker">
            {f('attackerBaseFight')}
            {f('support')}
            {f('attackerHigher')}
            {f('chargeFromAbove')}
            {f('hypnoticAura')}
            {f('attackerFight')}
            {f('attackerStrength')}
            {f('attackerArmour')}
            {f('attackerWounds')}
            {f('attackerHardToKill')}
          </FieldGroup>
          <FieldGroup legend="Defender">
            {f('reaction')}
            {f('defenderBaseFight')}
            {f('defenderHigher')}
            {f('defenderToppled')}
            {f('defenderFight')}
            {f('defenderStrength')}
            {f('defenderArmour')}
            {f('defenderWounds')}
            {f('defenderHardToKill')}
          </FieldGroup>
          <FieldGroup legend="Heroic Deeds (black cards)" note="Cards discarded after the roll add successes: a court card or an ace 2, any other card 1 (W5).">
            <HeroicDeedField setup={setup} name="attackerBonus" who="the attacker" colour="black" />
            <HeroicDeedField setup={setup} name="defenderBonus" who="the defender" colour="black" />
          </FieldGroup>
        </>
      )}
      {mode === 'leave' && (
        <>
          <FieldGroup legend="Leaving the melee">
            {f('reflex')}
            {f('enemyFight')}
          </FieldGroup>
          <FieldGroup legend="Heroic Deeds" note="Either side may add successes with Heroic Deed cards: a court card or an ace 2, any other card 1 (W5). We treat leaving as a melee roll, so the cards are black.">
            <HeroicDeedField setup={setup} name="leaverBonus" who="the leaving model" colour="black" />
            <HeroicDeedField setup={setup} name="enemyBonus" who="the enemy" colour="black" />
          </FieldGroup>
        </>
      )}
      {mode === 'cast' && (
        <FieldGroup legend="Casting">
          {f('magic')}
          {f('difficulty')}
          <HeroicDeedField setup={setup} name="bonus" who="the caster" colour="black" />
        </FieldGroup>
      )}
    </form>
  );
}

const CHANCE_LABELS = { fight: 'Chance to take the defender out', leave: 'Chance to get away', cast: 'Chance the spell works' } as const;

function MeleeResults({ setup, computed }: { setup: SetupState<Fields>; computed: Computed<MeleeOddsResult> | undefined }) {
  if (!computed?.ok) return <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  const r = computed.result;
  const v = setup.values;
  if (r.kind === 'leave') {
    return (
      <div className="tk-results">
        <Headline chance={r.chance} chanceLabel={CHANCE_LABELS.leave} extra={[{ label: 'Stays stuck, action lost', value: formatPercent(1 - r.chance) }]} />
        <DistributionChart distribution={r.leave.leaverSuccesses} quantity="Leaving model’s successes before cards" />
        <DistributionTable distribution={r.leave.leaverSuccesses} quantity="Leaving model’s successes" />
        <DistributionChart distribution={r.leave.enemySuccesses} quantity="Enemy’s successes before cards" />
        <DistributionTable distribution={r.leave.enemySuccesses} quantity="Enemy’s successes" />
      </div>
    );
  }
  if (r.kind === 'cast') {
    return (
      <OddsResults
        result={r}
        quantity="Successes"
        highlightFrom={v.difficulty}
        chanceLabel={CHANCE_LABELS.cast}
        expectedLabel="Expected successes"
        highlightMeaning="the spell works"
      />
    );
  }
  const m = r.fight;
  const fences = v.reaction === 'fence';
  const extra = [{ label: 'Attacker’s blow lands', value: formatPercent(m.pAttackerHits) }];
  if (fences) {
    extra.push({ label: 'Defender’s blow lands instead', value: formatPercent(m.pDefenderHits) });
    extra.push({ label: 'Attacker taken out', value: formatPercent(m.pAttackerKilled) });
    extra.push({ label: 'Expected wounds the attacker loses', value: formatNumber(m.expectedAttackerWoundsLost) });
  }
  extra.push({ label: 'Dice the defender rolls', value: String(m.defenderDice) });
  return (
    <div className="tk-results">
      <OddsResults result={r} quantity="Defender’s wounds lost" highlightFrom={v.defenderWounds} chanceLabel={CHANCE_LABELS.fight} expectedLabel="Expected wounds the defender loses" extra={extra} />
      {fences && (
        <>
          <DistributionChart distribution={m.attackerWoundsLost} quantity="Attacker’s wounds lost" highlightFrom={v.attackerWounds} highlightMeaning="takes the attacker out" />
          <DistributionTable distribution={m.attackerWoundsLost} quantity="Attacker’s wounds lost" highlightFrom={v.attackerWounds} />
        </>
      )}
    </div>
  );
}

export interface MeleeOddsProps {
  numbers: PoolNumbers;
  /** Parry's extra Fight dice, from reactions.yaml. */
  parryDice: number;
  links: RuleLink[];
}

export default function MeleeOdds({ numbers, parryDice, links }: MeleeOddsProps) {
  const [fields] = useState(() => buildFields(numbers, parryDice));
  const [poolLinks] = useState(() => buildLinks(numbers));
  const q = useQueryState(fields);
  const a = useLinkedSetup(q.a, poolLinks, q.ready, followUps);
  const linkedB = useLinkedSetup(q.b, poolLinks, q.ready, followUps);
  // Set-up B answers the same question as A.
  const mode = a.values.mode;
  const b = useMemo(() => ({ ...linkedB, values: { ...linkedB.values, mode } }), [linkedB, mode]);
  const setB = q.b.set;
  useEffect(() => {
    if (q.compare && q.b.values.mode !== mode) setB('mode', mode);
  }, [q.compare, q.b.values.mode, mode, setB]);
  const ra = useComputed(a, meleeOdds);
  const rb = useComputed(b, meleeOdds, q.compare);
  const panel = (setup: SetupState<Fields>, computed: Computed<MeleeOddsResult> | undefined) => (
    <SetupPanel form={<MeleeForm setup={setup} />} results={<MeleeResults setup={setup} computed={computed} />} />
  );
  return (
    <ToolShell title="Melee odds" intro="Chance that a melee attack takes the defender out (or that a Fence turns it round), that a model gets out of a melee, or that a Buff or Aura works." linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={panel(a, ra)}
        b={panel(b, rb)}
        chances={ra?.ok && rb?.ok ? { a: ra.result.chance, b: rb.result.chance } : undefined}
        chanceLabel={CHANCE_LABELS[mode].toLowerCase()}
      />
      <HowComputed links={links}>
        <p>
          Exact, with no simulation. Each die succeeds on 4, 5 or 6, so every pool’s successes follow a binomial count, and
          the tool adds up the chance of every difference between the two sides, Heroic Deed successes included.
        </p>
        <p>
          <strong>Attack:</strong> the attacker’s blow lands when it has at least as many successes as the defender; each
          success beyond the defender’s adds 1 damage to its Strength, less the defender’s Armour. A Parry adds {parryDice}{' '}
          dice to the defender and never hurts the attacker. A Fence hurts the attacker only with strictly more successes,
          with the difference as critical hits. Hard to kill keeps a model that had more than 1 wound on 1.
        </p>
        <p>
          <strong>Leaving:</strong> the leaving model’s Reflex successes against those of the engaged enemy with the highest
          Fight; a tie gets away. <strong>Buff or Aura:</strong> the caster needs at least the difficulty in successes.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
