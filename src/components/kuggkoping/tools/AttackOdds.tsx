/**
 * Kuggköping attack odds: one attack roll against its defence roll, or a whole attack action with
 * counterattacks and restarts. Inputs live in the URL (field names = attack()/attackAction() names);
 * the model pickers only fill those inputs from the game's data.
 */
import { useEffect, useState } from 'react';
import {
  CompareLayout,
  DistributionChart,
  DistributionTable,
  Field,
  FieldGroup,
  formatNumber,
  formatPercent,
  HowComputed,
  OddsResults,
  RefusalMessage,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Computed,
  type RuleLink,
  type SetupState,
} from '../../tools';
import { attackCanHurt, profilesFor, type Build, type PickerData } from '../../../games/kuggkoping/builds';
import { MAX_ATTACK_DICE, MAX_GRIT } from '../../../games/kuggkoping/odds';
import { attackFields, computeAttack, groups, type AttackComputation, type AttackValues } from './attack-fields';
import { ModelPicker } from './ModelPicker';
import './kuggkoping-tools.css';

type Setup = SetupState<typeof attackFields>;

const LINKS: RuleLink[] = [
  { href: '/kuggkoping/rules/combat/#step-1-attack', label: 'Combat: step 1, attack' },
  { href: '/kuggkoping/rules/combat/#critical-hits', label: 'Combat: critical hits' },
  { href: '/kuggkoping/rules/combat/#coordination', label: 'Combat: coordination' },
  { href: '/kuggkoping/rules/moving-and-terrain/#cover', label: 'Moving and terrain: cover' },
  { href: '/kuggkoping/rules/moving-and-terrain/#attacking-up-and-down', label: 'Moving and terrain: attacking up and down' },
  { href: '/kuggkoping/rules/combat/#defence-roll', label: 'Combat: defence roll' },
  { href: '/kuggkoping/rules/combat/#step-3-counterattack', label: 'Combat: step 3, counterattack' },
  { href: '/kuggkoping/rules/combat/#step-4-end-or-restart', label: 'Combat: step 4, end or restart' },
  { href: '/kuggkoping/rules/core-rules/#tinker-dice', label: 'Core rules: Tinker dice' },
  { href: '/kuggkoping/rules/core-rules/#re-rolls', label: 'Core rules: re-rolls' },
  { href: '/rulings/#k1', label: 'Ruling K1: attack dice' },
  { href: '/rulings/#k2', label: 'Ruling K2: hits' },
  { href: '/rulings/#k3', label: 'Ruling K3: defence' },
  { href: '/rulings/#k4', label: 'Ruling K4: down' },
  { href: '/rulings/#k6', label: 'Ruling K6: adjacency' },
];

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

const usesTinker = (v: AttackValues) => v.attackRerolls + v.defenceRerolls + v.attackInfluence + v.defenceInfluence > 0;

/** Writes the picked models' profiles into the set-up's fields. */
function applyBuilds(setup: Setup, attackerBuild: Build, targetBuild: Build, data: PickerData): string[] {
  const situation = { adjacent: setup.values.adjacent };
  const att = profilesFor(attackerBuild, situation, data);
  const tgt = profilesFor(targetBuild, situation, data);
  const set = <K extends keyof AttackValues>(name: K, value: AttackValues[K]) => {
    if (setup.values[name] !== value) setup.set(name, value);
  };
  const dice = (n: number) => clamp(n, 1, MAX_ATTACK_DICE);
  const grit = (n: number) => clamp(n, 1, MAX_GRIT);
  if (att) {
    set('attacker', att.side);
    set('tinkerSide', att.side === 'character' ? 'attacker' : 'defender');
    set('actionDice', dice(att.attack.actionDice));
    set('hitOn', tgt?.defence.attackersHitOnlyOn ?? att.attack.hitOn);
    set('critOn', att.attack.critOn);
    set('extraHitsOnCrit', att.attack.extraHitsOnCrit);
    set('rerollMisses', att.attack.rerollMisses);
    set('attackerDiceLostPerGritLost', att.attack.diceLostPerGritLost);
    set('attackerDefence', att.defence.defence);
    set('attackerGrit', grit(att.defence.grit));
    set('attackerBestOfTwoDefence', att.defence.bestOfTwoDefence);
    set('attackerSixRemovesOnlyOne', att.defence.sixRemovesOnlyOne);
    set('attackerMaxGritLostPerAttack', att.defence.maxGritLostPerAttack);
  }
  if (tgt) {
    set('defence', tgt.defence.defence);
    set('grit', grit(tgt.defence.grit));
    set('bestOfTwoDefence', tgt.defence.bestOfTwoDefence);
    set('sixRemovesOnlyOne', tgt.defence.sixRemovesOnlyOne);
    set('maxGritLostPerAttack', tgt.defence.maxGritLostPerAttack);
    set('immune', attackCanHurt(attackerBuild, targetBuild, data) === false);
    set('counterActionDice', dice(tgt.counter.actionDice));
    set('counterHitOn', att?.defence.attackersHitOnlyOn ?? tgt.counter.hitOn);
    set('counterCritOn', tgt.counter.critOn);
    set('counterExtraHitsOnCrit', tgt.counter.extraHitsOnCrit);
    set('counterRerollMisses', tgt.counter.rerollMisses);
    set('counterDiceLostPerGritLost', tgt.counter.diceLostPerGritLost);
    set('counterFirst', tgt.side === 'enemy' && targetBuild.faction === 'street-pirates' && !targetBuild.blackStreets);
  }
  return [...(att?.notes ?? []), ...(tgt?.notes ?? [])];
}

function Results({ setup, computed }: { setup: Setup; computed: Computed<AttackComputation> | undefined }) {
  if (!computed?.ok) return <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  const r = computed.result;
  if (r.mode === 'single') {
    return (
      <>
        <OddsResults
          result={r}
          quantity="Grit lost"
          highlightFrom={setup.values.grit}
          expectedLabel="Expected grit lost"
          extra={[
            { label: 'Attack dice rolled', value: String(r.single.dice) },
            { label: 'Expected hits', value: formatNumber(r.single.expectedHits) },
            ...(usesTinker(setup.values) ? [{ label: 'Expected Tinker dice spent', value: formatNumber(r.single.expectedTinkerDice) }] : []),
            ...(r.single.pStandsAndSpecialAction !== undefined
              ? [{ label: 'Target stands and a special action on its parry points works', value: formatPercent(r.single.pStandsAndSpecialAction) }]
              : []),
          ]}
        />
        {r.single.notes.map((n) => (
          <p key={n} className="tk-note">
            {n}
          </p>
        ))}
      </>
    );
  }
  const a = r.action;
  return (
    <>
      <OddsResults
        result={r}
        quantity="Target’s grit lost"
        highlightFrom={setup.values.grit}
        chanceLabel="Chance the target is taken out by the end of the action"
        expectedLabel="Expected grit the target loses"
        extra={[
          { label: 'Chance the attacker is taken out', value: formatPercent(a.pAttackerOut) },
          { label: 'Chance both are still standing', value: formatPercent(a.pNeither) },
          { label: 'Expected passes through steps 1 to 4', value: formatNumber(a.expectedExchanges) },
          { label: 'Attack dice / counterattack dice', value: `${a.dice} / ${a.counterDice}` },
        ]}
      />
      <DistributionChart distribution={a.attackerGritLost} quantity="Attacker’s grit lost" highlightFrom={setup.values.attackerGrit} highlightMeaning="takes the attacker out" />
      <DistributionTable distribution={a.attackerGritLost} quantity="Attacker’s grit lost" highlightFrom={setup.values.attackerGrit} />
      {r.tinkerSetAside && <p className="tk-note">The Tinker re-rolls and influence set for a single roll are not used in whole-action mode.</p>}
    </>
  );
}

function Panel({ setup, data, computed }: { setup: Setup; data: PickerData; computed: Computed<AttackComputation> | undefined }) {
  const [attackerBuild, setAttackerBuild] = useState<Build>({ model: 'custom' });
  const [targetBuild, setTargetBuild] = useState<Build>({ model: 'custom' });
  const [notes, setNotes] = useState<string[]>([]);
  const whole = setup.values.wholeAction;
  const adjacent = setup.values.adjacent;

  // Re-apply the picked models when their choices or the adjacency (conditional effects) change.
  useEffect(() => {
    if (attackerBuild.model === 'custom' && targetBuild.model === 'custom') return setNotes([]);
    setNotes(applyBuilds(setup, attackerBuild, targetBuild, data));
    // setup changes with every value; only the picks and adjacency should trigger a re-fill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attackerBuild, targetBuild, adjacent, data]);

  const form = (
    <form className="tk-stack" method="get" aria-label={setup.which === 'a' ? 'Attack set-up' : 'Attack set-up B'} onSubmit={(e) => e.preventDefault()}>
      <ModelPicker role="attacker" build={attackerBuild} data={data} onChange={setAttackerBuild} />
      <ModelPicker role="target" build={targetBuild} data={data} onChange={setTargetBuild} />
      {notes.map((n) => (
        <p key={n} className="tk-note">
          {n}
        </p>
      ))}
      <div className="kk-mode">
        <Field setup={setup} name="wholeAction" />
      </div>
      {groups
        .filter((g) => g.mode === 'both' || (g.mode === 'whole') === whole)
        .map((g) => (
          <FieldGroup key={g.legend} legend={g.legend}>
            {g.fields.map((name) => (
              <Field key={name} setup={setup} name={name} />
            ))}
          </FieldGroup>
        ))}
    </form>
  );
  return <SetupPanel form={form} results={<Results setup={setup} computed={computed} />} />;
}

export default function AttackOdds({ data }: { data: PickerData }) {
  const q = useQueryState(attackFields);
  const a = useComputed(q.a, computeAttack);
  const b = useComputed(q.b, computeAttack, q.compare);
  return (
    <ToolShell
      title="Kuggköping attack odds"
      intro="Set up an attack, or pick the models from the game, and see how likely the target is to go down."
      linkProblems={q.linkProblems}
      ready={q.ready}
    >
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={<Panel setup={q.a} data={data} computed={a} />}
        b={<Panel setup={q.b} data={data} computed={b} />}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
      />
      <HowComputed links={LINKS}>
        <p>
          Exact, with no simulation. The attack rolls action dice plus one per coordinating friend, plus one from above or minus one from below, minus one per cover object, never
          fewer than one. Each die at or above the critical value scores 1 plus its extra hits, even when the hit value is higher; any other die at or above the hit value scores 1.
          Dice that miss may be re-rolled once with Chain blades. Every hit is a point of damage.
        </p>
        <p>
          The target rolls one die per point (with Boiler plate, the higher of two). A 1 adds a point and never saves; a die at or above the defence value takes a point off; a 6
          takes two off (one with Inexperienced). Points added by 1s are not rolled again. Whatever is left, never below zero, is the grit lost; the chance to take the target out
          is the chance that this reaches its grit. Each die that saves is a parry point: a Character still standing may roll them instead of counterattacking to try a special
          action, which works on any 5 or 6, so the tool also gives the chance the target stands and such a special action works (not shown when Tinker dice change the defence roll).
        </p>
        <p>
          Tinker dice: each re-roll costs one and no die is re-rolled twice. Your own re-rolls go to your worst dice (misses when attacking; 1s, then failures when defending); re-rolls
          you force on an enemy go to its best dice (criticals, then hits; 6s, then other saves), and each is used while such a die is left.
        </p>
        <p>
          Influence: after seeing the roll you may buy up to the number of steps set; each moves one die one face up or down, for 2 Tinker dice (3 on Hard), and a die may take
          several. An influenced die counts as its new face in every way, so a 5 raised to 6 is a critical hit and a 2 lowered to 1 adds damage; no die goes past 1 or 6. Every roll
          is searched for the best use: by default the steps that make the take-out likeliest (or, defending, least likely), and none when no step changes it; with the other
          choice, every step that adds a hit or saves a grit. Ties go to fewer Tinker dice. More hits are not always better: a 6 on the defence roll removes 2, so against 6+ a
          grit-1 target goes down 5 times in 6 after one hit but 3 times in 4 after two, and the best play can be to lower your own die. The expected Tinker dice spent counts the
          re-rolls used and the steps bought. Re-rolls and influence on the same roll are not combined.
        </p>
        <p>
          Whole action: the target, if it still has grit, counterattacks when the attacker is in its range (an enemy always does; your Character does if you say so). Your
          Character’s counterattack hits only on 5 or 6 (or its own value, if worse) unless a Tinker dice is spent before it; we apply that limit to enemies only if you tick the
          option, since the rule sits in the paragraph about Characters. The counterattack rolls with the elevation reversed and the same cover. While the two are adjacent, your
          Character restarts as you choose, and an enemy restarts on a 5 or 6 (one chance in three). Street pirates counterattack before each attack roll. The chance is worked out
          over every combination of both sides’ remaining grit, following each pass until someone is out or the action ends; a pass in which nobody loses grit and the sequence
          restarts is folded in exactly. A Character that pushes away instead of counterattacking ends the action after the first attack, and your Character does not restart an
          attack that cannot hurt its target.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
