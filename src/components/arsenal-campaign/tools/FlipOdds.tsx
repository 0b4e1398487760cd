/**
 * Arsenal Campaign flip odds: the value of one Fate deck flip with twists (C1), the chance to reach a
 * target (C2's Finished Off flip is target 3), and "can I cheat this?" from a hand dealt from the
 * same deck. State lives in the URL under the odds functions' field names.
 */
import {
  CompareLayout,
  defineFields,
  enumField,
  Field,
  FieldGroup,
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
import { cheat, flip } from '../../../games/arsenal-campaign/odds';
import './tool-groups.css';

const fields = defineFields({
  target: intField({ label: 'Target value', min: 1, max: 14, default: 3, hint: 'Success on this value or higher. Black Joker 0, Red Joker 14.' }),
  twist: intField({ label: 'Twist', min: -3, max: 3, default: 0, hint: 'Positive: draw more, keep the highest. Negative: keep the lowest.' }),
  handSize: intField({ label: 'Cards in your hand', min: 0, max: 13, default: 0, hint: 'Cards you could cheat in.' }),
  hope: enumField({
    label: 'You are hoping for',
    options: [
      { value: 'high', label: 'The target or higher' },
      { value: 'low', label: 'Below the target' },
    ],
    default: 'high',
  }),
});
type V = Values<typeof fields>;

function flipOdds(v: V) {
  const f = flip({ target: v.target, twist: v.twist });
  const c = cheat({ target: v.target, twist: v.twist, handSize: v.handSize, hope: v.hope });
  return { distribution: f.values, chance: f.pSuccess, expected: f.expectedValue, cheat: c };
}
type FlipOddsResult = ReturnType<typeof flipOdds>;

function FlipForm({ setup, finishedOffTarget }: { setup: SetupState<typeof fields>; finishedOffTarget: number }) {
  const finishedOff = () => {
    setup.set('target', finishedOffTarget);
    setup.set('twist', 0);
    setup.set('hope', 'low');
  };
  return (
    <form className="tk-stack" method="get" aria-label={setup.which === 'a' ? 'Inputs' : 'Inputs, set-up B'} onSubmit={(e) => e.preventDefault()}>
      <FieldGroup legend="The flip">
        <Field setup={setup} name="target" />
        <Field setup={setup} name="twist" />
      </FieldGroup>
      <FieldGroup legend="Can I cheat this?">
        <Field setup={setup} name="handSize" />
        <Field setup={setup} name="hope" />
      </FieldGroup>
      <p>
        <button type="button" className="tk-button" onClick={finishedOff}>
          Set up a Finished Off flip ({finishedOffTarget} or more, the model’s controller hoping low)
        </button>
      </p>
    </form>
  );
}

function FlipResults({ setup, computed }: { setup: SetupState<typeof fields>; computed: Computed<FlipOddsResult> | undefined }) {
  if (!computed?.ok) return <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />;
  const r = computed.result;
  const { target, handSize, hope } = setup.values;
  const wanted = hope === 'high' ? `${target} or more` : `below ${target}`;
  return (
    <div className="tk-results">
      <OddsResults
        result={r}
        quantity="Card value"
        highlightFrom={target}
        chanceLabel={`Chance of ${target} or more`}
        expectedLabel="Expected card value"
        highlightMeaning="succeeds"
        extra={[{ label: `Chance of below ${target}`, value: formatPercent(1 - r.chance) }]}
      />
      {handSize > 0 ? (
        <Headline
          chance={r.cheat.pWithCheat}
          chanceLabel={`Chance to end ${wanted}, cheating if the flip misses`}
          extra={[
            { label: `Your ${handSize}-card hand holds a card ${wanted}`, value: formatPercent(r.cheat.pHandHas) },
            { label: `The flip alone gives ${wanted}`, value: formatPercent(r.cheat.pFlip) },
          ]}
        />
      ) : (
        <p className="tk-note">Add the cards in your hand to see the chance of cheating the result you want.</p>
      )}
    </div>
  );
}

export interface FlipOddsProps {
  /** The Finished Off flip's target, from campaign-numbers.yaml. */
  finishedOffTarget: number;
  links: RuleLink[];
}

export default function FlipOdds({ finishedOffTarget, links }: FlipOddsProps) {
  const q = useQueryState(fields);
  const a = useComputed(q.a, flipOdds);
  const b = useComputed(q.b, flipOdds, q.compare);
  const panel = (setup: SetupState<typeof fields>, computed: Computed<FlipOddsResult> | undefined) => (
    <SetupPanel form={<FlipForm setup={setup} finishedOffTarget={finishedOffTarget} />} results={<FlipResults setup={setup} computed={computed} />} />
  );
  return (
    <ToolShell title="Flip odds" intro="Chance that a Fate deck flip reaches a value, with twists, and whether your hand can cheat it." linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout
        compare={q.compare}
        onCompareChange={q.setCompare}
        a={panel(q.a, a)}
        b={panel(q.b, b)}
        chances={a?.ok && b?.ok ? { a: a.result.chance, b: b.result.chance } : undefined}
        chanceLabel="chance to reach the target"
      />
      <HowComputed links={links}>
        <p>
          Exact, from the 54-card Fate deck: the Black Joker (0), four cards of each value from 1 to 13, and the Red Joker
          (14). A twist draws one extra card per + or − without putting any back; + keeps the highest card, − the lowest. The
          chance of each kept value comes from counting the ways the drawn cards can fall.
        </p>
        <p>
          Cheating: we read the hand as dealt from the same deck before the flip, so a card in your hand cannot turn up in
          the flip. You end on the result you want if the flip gives it, or if it does not and your hand holds a card that
          does. Whether your game lets you cheat a particular flip (for example with a negative twist) is for your core
          rules; this tool only counts the cards.
        </p>
      </HowComputed>
    </ToolShell>
  );
}
