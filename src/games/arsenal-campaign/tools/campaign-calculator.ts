/**
 * The campaign calculator (C3, C4, C5): encounter size, campaign ratings and the soulstone pool
 * difference, VP after a Strategic Withdrawal, and payday with the weekly cap, for two crews. Not an
 * odds tool (one set-up, no Compare), but the same URL state, refusals and layout.
 */
import { booleanField, choiceField, defineFields, intField, type Values } from '../../../tools/query-state';
import { defineTool } from '../../../tools/adapter';
import { rangeOf } from '../../../common/inputs';
import {
  arsenalCountSchema,
  campaignCalculator,
  gameSchema,
  MAX_TURN,
  ratingSchema,
  rulesFromData,
  type CampaignResult,
  type CampaignRules,
  type PaydayResult,
} from '../campaign';
import type { CampaignNumber, EncounterCost, WithdrawalCase } from '../schema';

/** The tool's data: every number of the campaign rules, from the collections. */
export type CampaignCalculatorData = CampaignRules;

export function campaignCalculatorData(collections: { numbers: readonly CampaignNumber[]; costs: readonly EncounterCost[]; withdrawal: readonly WithdrawalCase[] }): CampaignCalculatorData {
  return rulesFromData(collections.numbers, collections.costs, collections.withdrawal);
}

const crew = arsenalCountSchema('Crew').shape;
const rating = ratingSchema('Crew').shape;
const game = gameSchema.shape;

// Defaults are the worked examples of the rules pages (encounter 25, ratings 6 and −1, payday 5 and 9).
function buildFields(rules: CampaignCalculatorData) {
  const printed = (who: 'A' | 'B', def: number) =>
    intField({ label: `Crew ${who}: printed cost of its other models`, ...rangeOf(crew.printedCost), default: def, hint: 'Every model that is neither a master nor a 0-cost henchman, without upgrades.' });
  const upgrades = (who: 'A' | 'B', def: number) => intField({ label: `Crew ${who}: non-injury campaign upgrades`, ...rangeOf(rating.nonInjuryUpgrades), default: def, hint: 'Count an Avatar here too.' });
  return defineFields({
    aPrinted: printed('A', 11),
    aMasters: intField({ label: 'Crew A: masters', ...rangeOf(crew.masters), default: 0 }),
    aHenchmen: intField({ label: 'Crew A: 0-cost henchmen', ...rangeOf(crew.zeroCostHenchmen), default: 1 }),
    aCaches: intField({ label: 'Crew A: their caches, added up', ...rangeOf(crew.henchmanCaches), default: 4 }),
    bPrinted: printed('B', 8),
    bMasters: intField({ label: 'Crew B: masters', ...rangeOf(crew.masters), default: 1 }),
    bHenchmen: intField({ label: 'Crew B: 0-cost henchmen', ...rangeOf(crew.zeroCostHenchmen), default: 0 }),
    bCaches: intField({ label: 'Crew B: their caches, added up', ...rangeOf(crew.henchmanCaches), default: 0 }),
    aUpgrades: upgrades('A', 4),
    aInjuries: intField({ label: 'Crew A: injury upgrades', ...rangeOf(rating.injuryUpgrades), default: 1 }),
    aAvatar: booleanField({ label: 'Crew A has an Avatar upgrade', default: true }),
    bUpgrades: upgrades('B', 2),
    bInjuries: intField({ label: 'Crew B: injury upgrades', ...rangeOf(rating.injuryUpgrades), default: 3 }),
    bAvatar: booleanField({ label: 'Crew B has an Avatar upgrade', default: false }),
    aVp: intField({ label: 'Crew A: VP scored', ...rangeOf(game.vpA), default: 7 }),
    bVp: intField({ label: 'Crew B: VP scored', ...rangeOf(game.vpB), default: 4 }),
    withdrawer: choiceField('Strategic Withdrawal', { none: 'None', a: 'Crew A withdrew', b: 'Crew B withdrew' }),
    withdrawalTurn: intField({ label: 'Turn of the withdrawal', min: 1, max: MAX_TURN, default: 3 }),
    // Script earlier this week can be at most the weekly cap (payday refuses more).
    aEarlier: intField({ label: 'Crew A: script already earned this week', min: 0, max: rules.weeklyCap, default: 0 }),
    bEarlier: intField({ label: 'Crew B: script already earned this week', min: 0, max: rules.weeklyCap, default: 0 }),
  });
}
type V = Values<ReturnType<typeof buildFields>>;
/** The campaign calculator's values, named as in its link. */
export type CampaignValues = V;

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));
const crewName = (c: 'a' | 'b') => (c === 'a' ? 'Crew A' : 'Crew B');

/** The payday sum in words: "4 for VP + 1 for a win + 0 for the rating gap = 5", with the cap when it bites. */
export function paydayText(p: PaydayResult, paid: boolean): string {
  if (!paid) return 'no payday (withdrew on turn 1 or 2)';
  const parts = `${p.fromVp} for VP + ${p.fromWin} for a win + ${p.fromRating} for the rating gap = ${p.uncapped}`;
  return p.capped ? `${parts}, cut to ${p.script} by the weekly cap` : parts;
}

export const campaignCalculatorTool = defineTool({
  title: 'Campaign calculator',
  intro: 'Encounter size, campaign ratings, the soulstone pool difference and payday for two crews.',
  fields: buildFields,
  compute: (v: V, rules: CampaignCalculatorData): CampaignResult => campaignCalculator(v, rules),
  view: (r, v, rules) => {
    const { game, gap } = r;
    const withdrew = v.withdrawer !== 'none' ? v.withdrawer : null;
    const notes = [
      `Crew A: ${paydayText(r.paydayA, withdrew !== 'a' || game.withdrawerPaid)}.`,
      `Crew B: ${paydayText(r.paydayB, withdrew !== 'b' || game.withdrawerPaid)}.`,
    ];
    if (game.withdrawal && withdrew) {
      notes.push(`${crewName(withdrew)} withdrew on turn ${v.withdrawalTurn} (${game.withdrawal.name.toLowerCase()}): ${game.withdrawal.summary}`);
    }
    const row = (label: string, a: number | string, b: number | string) => ({ label, cells: [String(a), String(b)] });
    return {
      blocks: [
        // The answer, kept in view while the crews change: the two numbers a game is set up and paid with.
        {
          kind: 'group',
          className: 'ac-summary',
          blocks: [
            {
              kind: 'paragraphs',
              paragraphs: [
                { className: 'ac-big', parts: [`Encounter size: up to ${r.encounter.size} SS`] },
                { className: 'ac-big', parts: [`Payday: Crew A ${r.paydayA.script} script, Crew B ${r.paydayB.script} script`] },
              ],
            },
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            {
              parts: [
                gap.lower
                  ? `${crewName(gap.lower)} has the lower rating and adds ${gap.difference} soulstones to its pool (it may pass the usual limit of ${rules.usualPoolLimit}).`
                  : 'Equal ratings: neither crew gets extra soulstones.',
              ],
            },
            {
              parts: [
                game.winner
                  ? `${crewName(game.winner)} wins, ${Math.max(game.vpA, game.vpB)} VP to ${Math.min(game.vpA, game.vpB)}.`
                  : `A draw on ${game.vpA} VP each: no win bonus.`,
              ],
            },
          ],
        },
        {
          kind: 'outcomes',
          caption: 'Both crews, step by step',
          columns: ['Step', 'Crew A', 'Crew B'],
          className: 'ac-table',
          rows: [
            row('Arsenal total (SS)', r.encounter.totalA, r.encounter.totalB),
            row('Campaign rating', signed(r.ratingA), signed(r.ratingB)),
            row('Extra soulstones in the pool', gap.lower === 'a' ? gap.difference : 0, gap.lower === 'b' ? gap.difference : 0),
            row('VP counted', game.vpA, game.vpB),
            row('Script from VP', r.paydayA.fromVp, r.paydayB.fromVp),
            row('Script for a win', r.paydayA.fromWin, r.paydayB.fromWin),
            row('Script for the rating gap', r.paydayA.fromRating, r.paydayB.fromRating),
            row(`Payday (after the cap of ${rules.weeklyCap} a week)`, r.paydayA.script, r.paydayB.script),
          ],
        },
        { kind: 'notes', list: true, notes },
      ],
    };
  },
  form: (v) => [
    { group: 'Arsenals (encounter size)', items: (['aPrinted', 'aMasters', 'aHenchmen', 'aCaches', 'bPrinted', 'bMasters', 'bHenchmen', 'bCaches'] as const).map((field) => ({ field })) },
    { group: 'Campaign upgrades (ratings)', items: (['aUpgrades', 'aInjuries', 'aAvatar', 'bUpgrades', 'bInjuries', 'bAvatar'] as const).map((field) => ({ field })) },
    { group: 'The game', items: [{ field: 'aVp' }, { field: 'bVp' }, { field: 'withdrawer' }, ...(v.withdrawer !== 'none' ? [{ field: 'withdrawalTurn' as const }] : [])] },
    { group: 'Earlier this week', items: [{ field: 'aEarlier' }, { field: 'bEarlier' }] },
  ],
  compare: false,
});
