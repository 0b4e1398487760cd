/**
 * The flip-odds tool (C1, C2): one Fate deck flip with twists, the chance to reach a target, and
 * "can I cheat this?" from a hand dealt from the same deck. URL values are flip()'s and cheat()'s fields.
 */
import { choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool, type ResultBlock } from '../../../tools/adapter';
import { formatPercent } from '../../../common/numbers';
import { cheat, flip, type CheatResult } from '../odds';
import type { CampaignNumber } from '../schema';

export interface FlipOddsData {
  /** The Finished Off flip's target, from campaign-numbers.yaml. */
  finishedOffTarget: number;
}

/** The tool's data from the collections (its Astro wrapper passes them in). */
export function flipOddsData(collections: { numbers: readonly CampaignNumber[] }): FlipOddsData {
  const finishedOff = collections.numbers.find((n) => n.id === 'finished-off');
  if (!finishedOff || finishedOff.id !== 'finished-off') throw new Error('campaign-numbers.yaml has no finished-off entry');
  return { finishedOffTarget: finishedOff.target };
}

/** The tool offers targets 1 to 14 (0 always succeeds, 15 never), twists up to 3 each way and a hand of up to 13 cards. */
const fields = defineFields({
  target: intField({ label: 'Target value', min: 1, max: 14, default: 3, hint: 'Success on this value or higher. Black Joker 0, Red Joker 14.' }),
  twist: intField({ label: 'Twist', min: -3, max: 3, default: 0, hint: 'Positive: draw more, keep the highest. Negative: keep the lowest.' }),
  handSize: intField({ label: 'Cards in your hand', min: 0, max: 13, default: 0, hint: 'Cards you could cheat in.' }),
  hope: choiceField('You are hoping for', { high: 'The target or higher', low: 'Below the target' }),
});
/** The flip-odds tool's values, named as in its link. */
export type FlipValues = Values<typeof fields>;
type V = Values<typeof fields>;

export interface FlipOddsResult {
  values: number[];
  chance: number;
  expected: number;
  cheat: CheatResult;
}

/** The values a Finished Off flip sets: its target, no twist, the model's controller hoping low. */
export const finishedOffValues = (data: FlipOddsData): Partial<V> => ({ target: data.finishedOffTarget, twist: 0, hope: 'low' });

export const flipOddsTool = defineTool({
  title: 'Flip odds',
  intro: 'Chance that a Fate deck flip reaches a value, with twists, and whether your hand can cheat it.',
  fields: () => fields,
  compute: (v: V): FlipOddsResult => {
    const f = flip({ target: v.target, twist: v.twist });
    return { values: f.values, chance: f.pSuccess, expected: f.expectedValue, cheat: cheat({ target: v.target, twist: v.twist, handSize: v.handSize, hope: v.hope }) };
  },
  view: (r, v) => {
    const wanted = v.hope === 'high' ? `${v.target} or more` : `below ${v.target}`;
    const cheating: ResultBlock =
      v.handSize > 0
        ? {
            kind: 'headline',
            chance: r.cheat.pWithCheat,
            chanceLabel: `Chance to end ${wanted}, cheating if the flip misses`,
            lines: [
              { label: `Your ${v.handSize}-card hand holds a card ${wanted}`, value: formatPercent(r.cheat.pHandHas) },
              { label: `The flip alone gives ${wanted}`, value: formatPercent(r.cheat.pFlip) },
            ],
          }
        : { kind: 'notes', notes: ['Add the cards in your hand to see the chance of cheating the result you want.'] };
    return {
      chance: r.chance,
      blocks: [
        {
          kind: 'headline',
          chance: r.chance,
          chanceLabel: `Chance of ${v.target} or more`,
          expected: r.expected,
          expectedLabel: 'Expected card value',
          lines: [{ label: `Chance of below ${v.target}`, value: formatPercent(1 - r.chance) }],
        },
        { kind: 'distribution', distribution: r.values, quantity: 'Card value', highlightFrom: v.target, highlightMeaning: 'succeeds' },
        cheating,
      ],
    };
  },
  form: () => [
    { group: 'The flip', items: [{ field: 'target' }, { field: 'twist' }] },
    { group: 'Can I cheat this?', items: [{ field: 'handSize' }, { field: 'hope' }] },
    { widget: 'finishedOff' },
  ],
  compare: { chanceLabel: () => 'chance to reach the target' },
});
