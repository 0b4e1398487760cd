/**
 * Kuggköping's reference cards, built only from its data collections: the quick-reference lists
 * (turn, actions, tests, attack, defence, Tinker dice, enemy activation with its table) and one card
 * per archetype, enemy type, enemy faction, Big Boss, gadget, quirk, upgrade and difficulty level.
 */
import { quickReferenceCards, sortedBy, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
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
        sources: data.activationTable.map((r) => ({ collection: c.activationTable, id: r.id })),
      },
    },
  });

  const archetypes: CardSpec[] = sortedBy(data.archetypes, (a) => a.name).map((a) => ({
    id: `archetype-${a.id}`,
    title: a.name,
    kicker: 'Archetype',
    href: `${RULES}/characters-and-warbands/#${a.id}`,
    blocks: [profile(a), { kind: 'text', text: a.summary }, ...abilities(a.abilities)],
    sources: [{ collection: c.archetypes, id: a.id }],
  }));
  // Titles (the Foreman) sit beside the archetypes: a Character holds one on top of its archetype.
  const titles: CardSpec[] = sortedBy(data.titles, (t) => t.name).map((t) => ({
    id: `title-${t.id}`,
    title: t.name,
    kicker: 'Title',
    href: `${RULES}/characters-and-warbands/#${t.id}`,
    blocks: abilities(t.abilities),
    sources: [{ collection: c.titles, id: t.id }],
  }));

  const enemyTypes: CardSpec[] = sortedBy(data.enemyTypes, (e) => e.actionDice * 10 + e.grit).map((e) => ({
    id: `enemy-${e.id}`,
    title: e.name,
    kicker: 'Enemy type',
    href: `${RULES}/enemies/#${e.id}`,
    blocks: [profile(e), ...abilities(e.abilities)],
    sources: [{ collection: c.enemyTypes, id: e.id }],
  }));

  const factions: CardSpec[] = sortedBy(data.enemyFactions, (f) => f.roll).map((f) => ({
    id: `faction-${f.id}`,
    title: f.name,
    kicker: `Enemy faction · D6: ${f.roll}`,
    href: `${RULES}/enemies/#enemy-factions`,
    blocks: [
      { kind: 'text', text: f.rule },
      { kind: 'text', lead: 'Black Streets:', text: f.blackStreets.rule },
    ],
    sources: [{ collection: c.enemyFactions, id: f.id }],
  }));

  const bosses: CardSpec[] = sortedBy(data.bosses, (b) => b.name).map((b) => ({
    id: `boss-${b.id}`,
    title: b.name,
    kicker: 'Big Boss',
    href: `${RULES}/campaign-machine/#${b.id}`,
    blocks: [profile(b), { kind: 'text', text: b.ability }],
    sources: [{ collection: c.bosses, id: b.id }],
  }));

  const kindName = { weapon: 'Weapon', defence: 'Defence' } as const;
  const byKindAndRoll = (e: { kind: 'weapon' | 'defence'; roll: number }) => (e.kind === 'weapon' ? 0 : 100) + e.roll;
  const gadgets: CardSpec[] = sortedBy(data.gadgets, byKindAndRoll).map((g) => ({
    id: `gadget-${g.id}`,
    title: g.name,
    kicker: `${kindName[g.kind]} gadget · D6: ${g.roll}`,
    href: `${RULES}/gizmos-and-gadgets/#${g.id}`,
    blocks: [{ kind: 'text', text: g.text }],
    sources: [{ collection: c.gadgets, id: g.id }],
  }));
  const quirks: CardSpec[] = sortedBy(data.quirks, byKindAndRoll).map((q) => ({
    id: `quirk-${q.id}`,
    title: q.name,
    kicker: `${kindName[q.kind]} quirk · D12: ${q.roll}`,
    href: `${RULES}/gizmos-and-gadgets/#${q.id}`,
    blocks: [{ kind: 'text', text: q.text }],
    sources: [{ collection: c.quirks, id: q.id }],
  }));

  const upgrades: CardSpec[] = sortedBy(data.upgrades, (u) => u.name).map((u) => ({
    id: `upgrade-${u.id}`,
    title: u.name,
    kicker: `Upgrade · costs ${u.cost}${u.oneUse ? ' · one use' : ''}`,
    href: `${RULES}/upgrades/#upgrade-${u.id}`,
    blocks: [{ kind: 'text', text: u.text }],
    sources: [{ collection: c.upgrades, id: u.id }],
  }));

  const difficulty: CardSpec[] = [
    ...sortedBy(data.difficulty, (d) => d.order).map(
      (d): CardSpec => ({
        id: `difficulty-${d.id}`,
        title: `${d.name}: ${d.nickname}`,
        kicker: 'Difficulty',
        href: `${RULES}/playing-the-game/#difficulty-${d.id}`,
        blocks: [{ kind: 'text', text: d.text }],
        sources: [{ collection: c.difficulty, id: d.id }],
      }),
    ),
    {
      id: 'hard-rules',
      title: 'Hard rules',
      kicker: 'Difficulty · roll 1D6',
      href: `${RULES}/playing-the-game/#adjust-difficulty`,
      blocks: [{ kind: 'table', columns: ['D6', 'Rule'], rows: sortedBy(data.hardRules, (r) => r.min).map((r) => [rollRange(r.min, r.max), r.text]) }],
      sources: data.hardRules.map((r) => ({ collection: c.hardRules, id: r.id })),
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
