/**
 * Arsenal Campaign's data in words: the campaign calculations, prices and flip ranges, shared by the
 * rules pages' components and the reference cards, so a sentence built from the numbers is written
 * once.
 */
import type { CampaignNumber, EncounterCost, FateCard, HiringRule } from './schema';

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);

/** One campaign calculation from campaign-numbers.yaml as its short parts, in order. */
export function campaignNumberParts(n: CampaignNumber): string[] {
  const parts = ((): string[] => {
    switch (n.id) {
      case 'encounter-size':
        return [
          "Add up each crew's Arsenal (see the table above).",
          `Take the lower of the two totals and add ${n.margin}: that is the largest encounter allowed.`,
          n.mayAgreeLower ? 'Both players may agree to play a smaller game.' : '',
        ];
      case 'campaign-rating':
        return [
          `${signed(n.perNonInjuryUpgrade)} for each campaign upgrade that is not an injury${n.avatarCountsAsUpgrade ? ' (an Avatar upgrade counts here too)' : ''}.`,
          `${signed(n.perInjuryUpgrade)} for each injury upgrade.`,
          `${signed(n.avatarBonus)} more if the crew has an Avatar upgrade.`,
          n.mayBeNegative ? 'The total can be below 0.' : '',
        ];
      case 'soulstone-pool':
        return [
          'Soulstones left over from hiring go into the pool as usual.',
          n.henchmanCacheAdds ? 'Henchmen add their cache.' : 'A henchman leader does not add its cache.',
          n.masterCacheAdds === 'only-if-both-crews-have-a-master' ? 'A master adds its cache only when both crews have a master.' : '',
          n.lowerRatingAddsDifference
            ? `The lower-rated crew puts the gap between the two ratings into its pool${n.differenceMayExceedLimit ? `, even beyond the usual limit of ${n.usualLimit}` : ''}.`
            : '',
        ];
      case 'payday':
        return [
          `1 script for every ${n.vpPerScript} VP scored, rounded ${n.rounding}.`,
          `${n.winBonus} script for winning.`,
          n.lowerRatingEarnsDifference ? 'The lower-rated crew is paid the gap between the two ratings as script.' : '',
          `No crew earns more than ${n.weeklyCap} script in a week.`,
        ];
      case 'finished-off':
        return [`Flip one card (it may be cheated): ${n.target} or more and the model is Finished Off.`, `At most ${n.flipsPerModelPerGame} flip per model per game.`];
      case 'barter':
        return [`${n.baseFlips} Barter flip for every crew.`, `${n.extraFlips} more if the crew scored ${n.extraFlipAtStrategyVp} or more VP from the Strategy.`];
      case 'bounty':
        return [
          `Costs ${n.price} script.`,
          `A crew holds at most ${n.maxHeld} at a time.`,
          `A crew completes a given bounty at most ${n.timesPerCampaign === 1 ? 'once' : `${n.timesPerCampaign} times`} per campaign.`,
        ];
      case 'weekly-event':
        return [
          n.reflipRepeatOfLastWeek ? "Flip again if the event is the same as last week's." : '',
          `A crew earns at most ${n.maxScriptPerGame} script from the event in one game.`,
        ];
      case 'injury':
        return [
          `${n.flipsPerFinishedOffModel} flip for each model Finished Off${n.cheatable ? ', which may be cheated from the Aftermath Hand' : ''}.`,
          n.duplicateApplies ? '' : 'An injury the model already has is not applied twice.',
          n.countsAgainstUpgradeLimit ? '' : "Injuries do not use up the model's upgrade slots.",
          n.annihilatedOverStationMaximum ? 'More injuries than its station allows and the model is Annihilated.' : '',
        ];
    }
  })();
  return parts.filter(Boolean);
}

/** The step of the week in which something can be bought. */
export const hiringWhen: Record<HiringRule['when'], string> = {
  'new-hires': 'New Hires',
  barter: 'Aftermath, Barter',
  'purchase-bounties': 'Aftermath, Purchase Bounties',
  never: 'Never',
};

/** What something costs in script, in words. */
export function hiringPrice(r: HiringRule): string {
  const p = r.price;
  if (!p) return '—';
  switch (p.kind) {
    case 'ss-cost':
      return `Its soulstone cost in script${r.firstHireDiscount ? ` (first model hired: ${r.firstHireDiscount} less, never below 0)` : ''}`;
    case 'multiple-of-cost':
      return `${p.multiplier} × its cost; ${p.zeroCostPrice} script if it costs 0`;
    case 'flat':
      return `${p.script} script${r.discountable ? '' : ', never reduced'}`;
    case 'campaign-cost':
      return 'Its Campaign Cost (CC) in script';
  }
}

/** A range of Fate deck values: "3 or more", "2 or less", "1-13", "0". */
export const flipRange = (lo: number, hi: number): string =>
  lo === hi ? `${lo}` : hi === 14 ? `${lo} or more` : lo === 0 ? `${hi} or less` : `${lo}–${hi}`;

/** How many cards a row of the Fate deck holds in all. */
export const fateCardCount = (c: FateCard): number => (c.maxValue - c.minValue + 1) * c.cardsPerValue;

/** How a model counts towards encounter size: "15 SS", "13 SS minus its cache", "Its printed SS cost". */
export const encounterCost = (c: EncounterCost['cost']): string =>
  c.kind === 'fixed' ? `${c.ss} SS` : c.kind === 'base-minus-cache' ? `${c.base} SS minus its cache` : 'Its printed SS cost';
