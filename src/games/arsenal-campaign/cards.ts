/**
 * Arsenal Campaign's reference cards, built only from its data collections: the quick-reference
 * lists (the week, new hires, flips, neutral models), the Fate deck, the Aftermath phases and hand and
 * the campaign's calculations; then one card per purchase (hiring), the Finished Off flip, and each
 * case of Strategic Withdrawal.
 */
import { sourcesOf, entryCards, insertAfter, quickReferenceBlocks, quickReferenceCards, sortedBy, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
import type { CardBlock, CardSpec, DeckSpec } from '../../cards/types';
import { campaignNumberParts, encounterCost, fateCardCount, flipRange, hiringPrice, hiringWhen } from './words';
import type { CampaignNumber } from './schema';

export const arsenalCampaignCardCollections = {
  ...collectionsNamed('arsenalCampaign', ['quickReference', 'fateDeck', 'aftermathPhases', 'aftermathHand', 'encounterCosts', 'hiring', 'finishedOff']),
  campaignNumbers: 'arsenalCampaignNumbers',
  withdrawal: 'arsenalCampaignStrategicWithdrawal',
} as const satisfies CardCollections;
export type ArsenalCampaignCardData = CardData<typeof arsenalCampaignCardCollections>;

const c = arsenalCampaignCardCollections;
const RULES = '/arsenal-campaign/rules';
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

export function arsenalCampaignDeck(data: ArsenalCampaignCardData): DeckSpec {
  const list = (id: string) => {
    const found = data.quickReference.find((l) => l.id === id);
    if (!found) throw new Error(`arsenal-campaign cards: no list "${id}" in quick-reference.yaml`);
    return found;
  };
  const number = <K extends CampaignNumber['id']>(id: K) => {
    const found = data.campaignNumbers.find((n) => n.id === id);
    if (!found) throw new Error(`arsenal-campaign cards: no entry "${id}" in campaign-numbers.yaml`);
    return found;
  };
  const numberSource = (n: CampaignNumber) => ({ collection: c.campaignNumbers, id: n.id });
  /** One campaign calculation as a card section: its name as a heading and its parts as a list. */
  const numberBlocks = (n: CampaignNumber, heading = true): CardBlock[] => [
    ...(heading ? [{ kind: 'heading' as const, text: n.name }] : []),
    { kind: 'list', items: campaignNumberParts(n).map((text) => ({ text })) },
  ];

  const fateDeck: CardSpec = {
    id: 'fate-deck',
    title: 'The Fate deck',
    kicker: 'Quick reference · flips',
    href: `${RULES}/during-the-game/#the-fate-deck`,
    blocks: [
      {
        kind: 'table',
        columns: ['Card', 'Value', 'Cards'],
        rows: sortedBy(data.fateDeck, (f) => f.order).map((f) => [f.name, f.minValue === f.maxValue ? `${f.minValue}` : `${f.minValue}–${f.maxValue}`, String(fateCardCount(f))]),
      },
      ...quickReferenceBlocks(list('flips')),
    ],
    sources: [...sourcesOf(c.fateDeck, data.fateDeck), { collection: c.quickReference, id: 'flips' }],
  };
  const phases = sortedBy(data.aftermathPhases, (p) => p.phase);
  const aftermath: CardSpec = {
    id: 'aftermath',
    title: 'The Aftermath',
    kicker: 'Quick reference · after every game',
    href: `${RULES}/aftermath/#phase-1-draw-aftermath-hand`,
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: phases.map((p) => ({ name: p.name, value: p.cheatable ? 'can be cheated' : undefined, text: p.summary })),
      },
      { kind: 'heading', text: 'Aftermath Hand: one card each' },
      { kind: 'list', items: sortedBy(data.aftermathHand, (h) => h.id).map((h) => ({ text: h.reason })) },
    ],
    sources: [
      ...sourcesOf(c.aftermathPhases, data.aftermathPhases),
      ...sourcesOf(c.aftermathHand, data.aftermathHand),
    ],
  };
  const setup: CardSpec = {
    id: 'setting-up',
    title: 'Setting up a game',
    kicker: 'Quick reference · encounter size and ratings',
    href: `${RULES}/setting-up-a-game/#determine-encounter-size`,
    blocks: [
      { kind: 'heading', text: number('encounter-size').name },
      { kind: 'table', columns: ['Model', 'Counts as'], rows: sortedBy(data.encounterCosts, (e) => e.id).map((e) => [e.model, encounterCost(e.cost)]) },
      ...numberBlocks(number('encounter-size'), false),
      ...numberBlocks(number('campaign-rating')),
      ...numberBlocks(number('soulstone-pool')),
    ],
    sources: [
      ...sourcesOf(c.encounterCosts, data.encounterCosts),
      numberSource(number('encounter-size')),
      numberSource(number('campaign-rating')),
      numberSource(number('soulstone-pool')),
    ],
  };
  const numbersCard = (id: string, title: string, href: string, ids: CampaignNumber['id'][]): CardSpec => ({
    id,
    title,
    kicker: 'Quick reference · campaign numbers',
    href,
    blocks: ids.flatMap((n) => numberBlocks(number(n), ids.length > 1)),
    sources: ids.map((n) => numberSource(number(n))),
  });

  let quick = quickReferenceCards(data.quickReference, {
    collection: c.quickReference,
    merge: { 'neutral-models': ['neutral-fate'] },
    elsewhere: ['flips', 'finished-off-rules', 'withdrawal'],
  });
  quick = insertAfter(quick, 'new-hires', [
    numbersCard('weekly-event', 'Weekly event', `${RULES}/the-week/#weekly-event`, ['weekly-event']),
    fateDeck,
    setup,
    aftermath,
    numbersCard('payday', 'Payday and Barter', `${RULES}/aftermath/#phase-2-payday`, ['payday', 'barter']),
    numbersCard('bounties-and-injuries', 'Bounties and injuries', `${RULES}/aftermath/#phase-5-purchase-bounties`, ['bounty', 'injury']),
  ]);

  const step = Object.keys(hiringWhen);
  const hiring = entryCards(c.hiring, sortedBy(data.hiring, (h) => `${step.indexOf(h.when)} ${h.item}`), (h) => ({
    id: `hire-${h.id}`,
    title: h.item,
    kicker: `Hiring · ${hiringWhen[h.when]}`,
    href: h.rule,
    blocks: [
      { kind: 'text', lead: 'Price:', text: `${hiringPrice(h)}.` },
      { kind: 'list', items: h.conditions.map((text) => ({ text })) },
    ],
  }));

  const finished = number('finished-off');
  const finishedOff: CardSpec = {
    id: 'finished-off-flip',
    title: 'Finished Off',
    kicker: 'When an Arsenal model is killed or sacrificed',
    href: finished.rule,
    blocks: [
      {
        kind: 'table',
        columns: ['Flip', 'Result'],
        rows: sortedBy(data.finishedOff, (o) => -o.minValue).map((o) => [flipRange(o.minValue, o.maxValue), o.result]),
      },
      ...numberBlocks(finished, false),
      ...quickReferenceBlocks(list('finished-off-rules')),
    ],
    sources: [
      ...sourcesOf(c.finishedOff, data.finishedOff),
      numberSource(finished),
      { collection: c.quickReference, id: 'finished-off-rules' },
    ],
  };

  const withdrawals: CardSpec[] = sortedBy(data.withdrawal, (w) => w.fromTurn).map((w) => ({
    id: `withdrawal-${w.id}`,
    title: `Withdrawal ${w.name.charAt(0).toLowerCase()}${w.name.slice(1)}`,
    kicker: 'Strategic Withdrawal',
    href: `${RULES}/during-the-game/#strategic-withdrawal`,
    blocks: [
      ...quickReferenceBlocks(list('withdrawal')),
      {
        kind: 'facts',
        facts: [
          { label: 'Scores VP', value: yesNo(w.withdrawerScoresVp) },
          { label: 'Keeps script', value: yesNo(w.withdrawerKeepsScript) },
          { label: 'Aftermath', value: w.withdrawerAftermath === 'full' ? 'All six phases' : 'Injury flips only' },
        ],
      },
      { kind: 'text', text: w.summary },
    ],
    sources: [{ collection: c.withdrawal, id: w.id }, { collection: c.quickReference, id: 'withdrawal' }],
  }));

  return {
    game: 'arsenal-campaign',
    groups: [
      { id: 'quick-reference', title: 'Quick reference', cards: quick },
      { id: 'hiring', title: 'Hiring', cards: hiring },
      { id: 'finished-off', title: 'Finished Off', cards: [finishedOff] },
      { id: 'withdrawal', title: 'Strategic Withdrawal', cards: withdrawals },
    ],
  };
}
