import { describe, expect, it } from 'vitest';
import { fits } from '../../../src/cards/fit';
import { deckCards, type CardBlock, type DeckSpec } from '../../../src/cards/types';
import { games, type GameSlug } from '../../../src/common/catalog';
import { cardDecks } from '../../../src/games/card-decks';
import { FATE_DECK } from '../../../src/games/arsenal-campaign/odds';
import { fateCardCount } from '../../../src/games/arsenal-campaign/words';
import type { FateCard } from '../../../src/games/arsenal-campaign/schema';
import { buildDeck, loadCardData, schemaOf } from './load';

const slugs = games.map((g) => g.slug);
const data = Object.fromEntries(slugs.map((g) => [g, loadCardData(g)])) as Record<GameSlug, Record<string, unknown[]>>;
const decks = Object.fromEntries(slugs.map((g) => [g, buildDeck(g, data[g])])) as Record<GameSlug, DeckSpec>;

/** The deck with each card's sources sorted: they record coverage, their order means nothing. */
const normalised = (deck: DeckSpec): DeckSpec => ({
  ...deck,
  groups: deck.groups.map((g) => ({ ...g, cards: g.cards.map((c) => ({ ...c, sources: [...c.sources].sort((a, b) => `${a.collection}/${a.id}`.localeCompare(`${b.collection}/${b.id}`)) })) })),
});

/** Every piece of text a block prints (names and values of list items may be left out, never empty). */
function blockTexts(b: CardBlock): unknown[] {
  switch (b.kind) {
    case 'heading':
      return [b.text];
    case 'text':
      return b.lead === undefined ? [b.text] : [b.lead, b.text];
    case 'facts':
      return b.facts.flatMap((f) => [f.label, f.value]);
    case 'list':
      return b.items.flatMap((i) => [i.name, i.value, i.text].filter((t, k) => t !== undefined || k === 2 && i.name === undefined));
    case 'table':
      return [...b.columns, ...b.rows.flat()];
  }
}

/** A copy of a data set with every collection's entries in reverse order (as if loaded sorted by id). */
const reversed = (d: Record<string, unknown[]>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, [...v].reverse()]));

describe.each(slugs)('%s reference cards', (game) => {
  const deck = decks[game];
  const cards = deckCards(deck);

  it('cover every entry of every collection they draw from', () => {
    const covered = new Set(cards.flatMap((c) => c.sources.map((s) => `${s.collection}/${s.id}`)));
    const missing: string[] = [];
    for (const [key, collection] of Object.entries(cardDecks[game].collections)) {
      for (const entry of data[game][key] as { id: string }[]) {
        if (!covered.has(`${collection}/${entry.id}`)) missing.push(`${collection}/${entry.id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have unique, link-safe ids for every card and group (they share the address)', () => {
    const ids = [...deck.groups.map((g) => g.id), ...cards.map((c) => c.id)];
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).not.toContain('none');
  });

  it('come out the same whatever order the data arrives in', () => {
    expect(normalised(buildDeck(game, reversed(data[game])))).toEqual(normalised(deck));
  });

  it('fit a poker card each, and link to a rules section of their own game', () => {
    for (const c of cards) {
      expect(fits(c), c.title).toBe(true);
      expect(c.title.trim()).not.toBe('');
      expect(c.kicker.trim()).not.toBe('');
      expect(c.blocks.length, c.title).toBeGreaterThan(0);
      expect(c.href, c.title).toMatch(new RegExp(`^/${game}/[a-z0-9-/]+/#[a-z0-9-]+$`));
    }
  });

  it('say nothing a missing data field would leave behind (undefined, NaN, null, an empty line)', () => {
    // A renamed data field (armourBonus → armorBonus) must fail here, not print "undefined" on a card.
    const bad: string[] = [];
    for (const c of cards) {
      const texts = [c.title, c.kicker, ...c.blocks.flatMap(blockTexts)];
      for (const t of texts) if (typeof t !== 'string' || t.trim() === '' || /\b(undefined|NaN|null|Infinity)\b|\[object /.test(t)) bad.push(`${c.id}: ${String(t)}`);
    }
    expect(bad).toEqual([]);
  });

  it('print the quick reference first', () => {
    expect(deck.groups[0]!.id).toBe('quick-reference');
    expect(deck.groups[0]!.cards.length).toBeGreaterThan(5);
    for (const g of deck.groups) expect(g.cards.length, g.id).toBeGreaterThan(0);
  });
});

/** Adds one entry to a collection and returns the deck built from it. */
function deckWith(game: GameSlug, key: string, entry: Record<string, unknown>): DeckSpec {
  const schema = schemaOf(cardDecks[game].collections[key]!);
  return buildDeck(game, { ...data[game], [key]: [...data[game][key]!, schema.parse(entry)] });
}

describe('a new entry in the data is a new card', () => {
  const cases: [GameSlug, string, Record<string, unknown>, string, string][] = [
    ['kuggkoping', 'gadgets', { id: 'steam-lance', kind: 'weapon', roll: 6, name: 'Steam lance', text: 'Attacks hit on 4+.' }, 'gadget-steam-lance', 'Weapon gadget · D6: 6'],
    ['kuggkoping', 'upgrades', { id: 'brass-lungs', name: 'Brass lungs', cost: 1, oneUse: false, text: 'Move tests roll 1 more die.' }, 'upgrade-brass-lungs', 'Upgrade · costs 1'],
    ['heartbreaker', 'gear', { id: 'smoke-bomb', order: 10, name: 'Smoke Bomb', summary: 'Once per skirmish, hide.', effects: [], grantsActions: [] }, 'gear-smoke-bomb', 'Gear'],
    ['punkapocalyptic', 'specialRules', { id: 'loud', name: 'Loud', parameter: null, appliesTo: 'weapon', summary: 'Everyone hears it.', effects: {} }, 'rule-loud', 'Special rule · weapons'],
    ['wolsung', 'specialRules', { id: 'steady', name: 'Steady', takesX: false, appliesTo: 'model', when: 'Always.', summary: 'Never Toppled.', effect: {} }, 'rule-steady', 'Special rule · model'],
    ['arsenal-campaign', 'hiring', { id: 'totem', item: 'A totem', when: 'new-hires', price: { kind: 'ss-cost' }, firstHireDiscount: 0, discountable: true, conditions: ['Only with a master.'], rule: '/arsenal-campaign/rules/the-week/#new-hires' }, 'hire-totem', 'Hiring · New Hires'],
  ];
  it.each(cases)('%s: %s', (game, key, entry, id, kicker) => {
    const before = deckCards(decks[game]).length;
    const after = deckCards(deckWith(game, key, entry));
    expect(after).toHaveLength(before + 1);
    const card = after.find((c) => c.id === id)!;
    expect(card.kicker).toBe(kicker);
    expect(JSON.stringify(card.blocks)).toContain(String(entry.text ?? entry.summary ?? entry.conditions));
  });

  it('a new quick-reference list is a new quick-reference card', () => {
    const list = { id: 'house-rules', order: 99, title: 'House rules', style: 'list', items: [{ text: 'Re-roll ties.' }], rule: '/kuggkoping/rules/core-rules/#dice' };
    const deck = deckWith('kuggkoping', 'quickReference', list);
    expect(deck.groups[0]!.cards.at(-1)).toMatchObject({ id: 'house-rules', title: 'House rules', href: '/kuggkoping/rules/core-rules/#dice' });
  });
});

describe('card ids stay put (shared links name them)', () => {
  it.each([
    ['kuggkoping', ['turn', 'actions', 'tinker-dice', 'activation-modifiers', 'archetype-crack-shot', 'enemy-bell-man', 'boss-skrot-nikke', 'gadget-hooks', 'quirk-glowy-parts-defence', 'upgrade-power-pack', 'difficulty-hard', 'hard-rules']],
    ['heartbreaker', ['round', 'fight', 'strike-modifiers', 'weapon-slasher', 'weapon-nades', 'gear-medpack', 'ability-stalker']],
    ['punkapocalyptic', ['turn', 'shooting', 'precision-modifiers', 'cover-grades', 'fall-and-jump', 'rule-kaboom', 'terrain-fucked-up-terrain']],
    ['wolsung', ['turn', 'card-values', 'reaction-fence', 'weapon-pistol', 'rule-hard-to-kill', 'spell-projectile', 'spell-costs']],
    ['arsenal-campaign', ['week', 'fate-deck', 'aftermath', 'hire-master', 'finished-off-flip', 'withdrawal-early', 'withdrawal-late']],
  ] as [GameSlug, string[]][])('%s', (game, ids) => {
    const all = new Set(deckCards(decks[game]).map((c) => c.id));
    for (const id of ids) expect(all.has(id), id).toBe(true);
  });
});

describe('values come from the data', () => {
  it('the Punkapocalyptic cover card gives each grade its Armor bonus', () => {
    const card = deckCards(decks.punkapocalyptic).find((c) => c.id === 'cover-grades')!;
    const table = card.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((r) => [r[0], r[1]])).toEqual([
      ['Light (L)', '+3'],
      ['Medium (M)', '+5'],
      ['Heavy (H)', '+7'],
    ]);
  });
});

describe('the Fate deck card reads the same deck the flip odds use', () => {
  it('has 54 cards with the counts of FATE_DECK (ruling C1)', () => {
    const counts = new Array<number>(15).fill(0);
    for (const row of data['arsenal-campaign'].fateDeck as FateCard[]) {
      for (let v = row.minValue; v <= row.maxValue; v++) counts[v]! += row.cardsPerValue;
    }
    expect(counts).toEqual([...FATE_DECK]);
    expect((data['arsenal-campaign'].fateDeck as FateCard[]).reduce((n, r) => n + fateCardCount(r), 0)).toBe(54);
  });
});
