/**
 * Kuggköping's reference cards, built only from its data collections: the quick-reference lists
 * (turn, actions, tests, attack, defence, Tinker dice, enemy activation with its table) and one card
 * per archetype, enemy type, enemy faction, Big Boss, gadget, quirk, upgrade and difficulty level.
 */
import { entryCards, quickReferenceCards, sortedBy, sourcesOf, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
import type { CardBlock, CardSpec, DeckSpec } from '../../cards/types';
import { profileValue, rollRange } from './words';
import type { ActivationRow, Ability } from './schema';

export const kuggkopingCardCollections = collectionsNamed('kuggkoping', ['quickReference', 'activationTable', 'archetypes', 'titles', 'enemyTypes', 'enemyFactions', 'bosses', 'gadgets', 'quirks', 'upgrades', 'difficulty', 'hardRules']) satisfies CardCollections;
export type KuggkopingCardData = CardData<typeof kuggkopingCardCollections>;

const c = kuggkopingCardCollections;
const RULES = '/kuggkoping/rules';


/** The profile line shared by archetypes, enemies and bosses ("x": never moves, unlimited range). */
function profile(p: { move: number | null; range: number | null; actionDice: number; hitOn: number; defence: number; grit: number }): CardBlock {
  return {
    kind: 'facts',
    facts: [
      { label: 'Move', value: profileValue(p.move) },
      { label: 'Range', value: profileValue(p.range) },
      { label: 'Dice', value: `${p.actionDice} (${p.hitOn}+)` },
      { label: 'Defence', value: `${p.defence}+` },
      { label: 'Grit', value: String(p.grit) },
    ],
  };
}

const abilities = (list: readonly Ability[]): CardBlock[] =>
  list.length === 0
    ? []
    : [{ kind: 'list', items: list.map((a) => ({ name: a.name, value: a.kind === 'action' ? 'special action' : undefined, text: a.text })) }];

function activationTableBlocks(rows: readonly ActivationRow[]): CardBlock[] {
  return [
    { kind: 'heading', text: 'Activation table' },
    {
      kind: 'list',
      items: sortedBy(rows, (r) => r.min ?? -99).map((r) => ({
        name: `${rollRange(r.min, r.max)}: ${r.name}`,
        text: r.followUp ? `${r.text} ${r.followUp.name}: ${r.followUp.text}` : r.text,
      })),
    },
  ];
}

export function kuggkopingDeck(data: KuggkopingCardData): DeckSpec {
  const quick = quickReferenceCards(data.quickReference, {
    collection: c.quickReference,
    merge: { turn: ['activation-order'], 'knocked-down': ['recovery'] },
    extra: {
      'activation-modifiers': {
        blocks: activationTableBlocks(data.activationTable),
        sources: sourcesOf(c.activationTable, data.activationTable),
      },
    },
  });

  const archetypes = entryCards(c.archetypes, sortedBy(data.archetypes, (a) => a.name), (a) => ({
    id: `archetype-${a.id}`,
    title: a.name,
    kicker: 'Archetype',
    href: `${RULES}/characters-and-warbands/#${a.id}`,
    blocks: [profile(a), { kind: 'text', text: a.summary }, ...abilities(a.abilities)],
  }));
  // Titles (the Foreman) sit beside the archetypes: a Character holds one on top of its archetype.
  const titles = entryCards(c.titles, sortedBy(data.titles, (t) => t.name), (t) => ({
    id: `title-${t.id}`,
    title: t.name,
    kicker: 'Title',
    href: `${RULES}/characters-and-warbands/#${t.id}`,
    blocks: abilities(t.abilities),
  }));

  const enemyTypes = entryCards(c.enemyTypes, sortedBy(data.enemyTypes, (e) => e.actionDice * 10 + e.grit), (e) => ({
    id: `enemy-${e.id}`,
    title: e.name,
    kicker: 'Enemy type',
    href: `${RULES}/enemies/#${e.id}`,
    blocks: [profile(e), ...abilities(e.abilities)],
  }));

  const factions = entryCards(c.enemyFactions, sortedBy(data.enemyFactions, (f) => f.roll), (f) => ({
    id: `faction-${f.id}`,
    title: f.name,
    kicker: `Enemy faction · D6: ${f.roll}`,
    href: `${RULES}/enemies/#enemy-factions`,
    blocks: [
      { kind: 'text', text: f.rule },
      { kind: 'text', lead: 'Black Streets:', text: f.blackStreets.rule },
    ],
  }));

  const bosses = entryCards(c.bosses, sortedBy(data.bosses, (b) => b.name), (b) => ({
    id: `boss-${b.id}`,
    title: b.name,
    kicker: 'Big Boss',
    href: `${RULES}/campaign-machine/#${b.id}`,
    blocks: [profile(b), { kind: 'text', text: b.ability }],
  }));

  const kindName = { weapon: 'Weapon', defence: 'Defence' } as const;
  const byKindAndRoll = (e: { kind: 'weapon' | 'defence'; roll: number }) => (e.kind === 'weapon' ? 0 : 100) + e.roll;
  // Gadgets (D6) and quirks (D12) print alike: weapon ones first, then defence ones, by their roll.
  const gizmoCards = <E extends { id: string; name: string; kind: 'weapon' | 'defence'; roll: number; text: string }>(noun: 'gadget' | 'quirk', die: string, collection: string, list: readonly E[]) =>
    entryCards(collection, sortedBy(list, byKindAndRoll), (g) => ({
      id: `${noun}-${g.id}`,
      title: g.name,
      kicker: `${kindName[g.kind]} ${noun} · ${die}: ${g.roll}`,
      href: `${RULES}/gizmos-and-gadgets/#${g.id}`,
      blocks: [{ kind: 'text', text: g.text }],
    }));
  const gadgets = gizmoCards('gadget', 'D6', c.gadgets, data.gadgets);
  const quirks = gizmoCards('quirk', 'D12', c.quirks, data.quirks);

  const upgrades = entryCards(c.upgrades, sortedBy(data.upgrades, (u) => u.name), (u) => ({
    id: `upgrade-${u.id}`,
    title: u.name,
    kicker: `Upgrade · costs ${u.cost}${u.oneUse ? ' · one use' : ''}`,
    href: `${RULES}/upgrades/#upgrade-${u.id}`,
    blocks: [{ kind: 'text', text: u.text }],
  }));

  const difficulty: CardSpec[] = [
    ...entryCards(c.difficulty, sortedBy(data.difficulty, (d) => d.order), (d) => ({
      id: `difficulty-${d.id}`,
      title: `${d.name}: ${d.nickname}`,
      kicker: 'Difficulty',
      href: `${RULES}/playing-the-game/#difficulty-${d.id}`,
      blocks: [{ kind: 'text', text: d.text }],
    })),
    {
      id: 'hard-rules',
      title: 'Hard rules',
      kicker: 'Difficulty · roll 1D6',
      href: `${RULES}/playing-the-game/#adjust-difficulty`,
      blocks: [{ kind: 'table', columns: ['D6', 'Rule'], rows: sortedBy(data.hardRules, (r) => r.min).map((r) => [rollRange(r.min, r.max), r.text]) }],
      sources: sourcesOf(c.hardRules, data.hardRules),
    },
  ];

  return {
    game: 'kuggkoping',
    groups: [
      { id: 'quick-reference', title: 'Quick reference', cards: quick },
      { id: 'archetypes', title: 'Archetypes and titles', cards: [...archetypes, ...titles] },
      { id: 'enemy-types', title: 'Enemy types', cards: enemyTypes },
      { id: 'enemy-factions', title: 'Enemy factions', cards: factions },
      { id: 'bosses', title: 'Big Bosses', cards: bosses },
      { id: 'gadgets', title: 'Gadgets', cards: gadgets },
      { id: 'quirks', title: 'Quirks', cards: quirks },
      { id: 'upgrades', title: 'Upgrades', cards: upgrades },
      { id: 'difficulty', title: 'Difficulty', cards: difficulty },
    ],
  };
}
