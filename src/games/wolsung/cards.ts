/**
 * Wolsung SSG's reference cards, built only from its data collections: the quick-reference lists
 * (turn, actions, initiative cards, shooting and melee with their modifiers, damage, heroic actions,
 * casting) and the card values; then one card per weapon, special rule, spell type and reaction.
 */
import { sourcesOf, entryCards, insertAfter, quickReferenceCards, sortedBy, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
import type { CardBlock, CardSpec, DeckSpec } from '../../cards/types';
import { modifierDice, modifierSide, rangeBandLabel, reactionBonus, signedDice, spellCostCards, spellSucceeds, spellTargets } from './words';
import { spellTypeSchema, type DiceModifier } from './schema';

export const wolsungCardCollections = collectionsNamed('wolsung', ['quickReference', 'modifiers', 'cardValues', 'cardSuits', 'weapons', 'specialRules', 'spellTypes', 'spellCosts', 'reactions']) satisfies CardCollections;
export type WolsungCardData = CardData<typeof wolsungCardCollections>;

const c = wolsungCardCollections;
const RULES = '/wolsung/rules';

export function wolsungDeck(data: WolsungCardData): DeckSpec {
  const modifiersFor = (attack: DiceModifier['attack']) => {
    const mods = sortedBy(
      data.modifiers.filter((m) => m.attack === attack),
      (m) => m.id,
    );
    return {
      blocks: [
        { kind: 'heading', text: 'Modifiers' },
        { kind: 'table', columns: ['Modifier', 'Dice', 'When'], rows: mods.map((m) => [m.name, `${modifierSide[m.side]} ${modifierDice(m)}`, m.when]) },
      ] satisfies CardBlock[],
      sources: sourcesOf(c.modifiers, mods),
    };
  };
  const suits = sortedBy(data.cardSuits, (s) => s.tieBreakRank);
  const cardValues: CardSpec = {
    id: 'card-values',
    title: 'Card values',
    kicker: 'Quick reference · cards',
    href: `${RULES}/cards/#card-values`,
    blocks: [
      {
        kind: 'table',
        columns: ['Card', 'Value', 'Heroic Deed'],
        rows: sortedBy(data.cardValues, (v) => v.value).map((v) => [v.label, String(v.value), `+${v.heroicDeedSuccesses}`]),
      },
      { kind: 'text', lead: 'Ties:', text: `${suits.map((s) => `${s.name} (${s.colour})`).join(' beat ')}.` },
    ],
    sources: [
      ...sourcesOf(c.cardValues, data.cardValues),
      ...sourcesOf(c.cardSuits, data.cardSuits),
    ],
  };

  let quick = quickReferenceCards(data.quickReference, {
    collection: c.quickReference,
    merge: { turn: ['activation'] },
    extra: { shooting: modifiersFor('shooting'), melee: modifiersFor('melee'), 'cast-attack': modifiersFor('magic') },
  });
  quick = insertAfter(quick, 'hero-rules', [cardValues]);

  const ruleName = new Map(data.specialRules.map((r) => [r.id, r]));
  const weapons = entryCards(c.weapons, sortedBy(data.weapons, (w) => w.name), (w) => ({
    id: `weapon-${w.id}`,
    title: w.name,
    kicker: 'Ranged weapon',
    href: `${RULES}/shooting/#ranged-weapon-profile`,
    blocks: [
      { kind: 'facts', facts: [{ label: 'S', value: String(w.strength) }, ...w.rangeBands.map((b) => ({ label: rangeBandLabel(b), value: `${signedDice(b.gunsModifier)}G` }))] },
      { kind: 'text', text: `Beyond ${w.rangeBands.at(-1)!.maxInches}" the shot misses.` },
      ...w.specialRules.map((id): CardBlock => {
        const rule = ruleName.get(id);
        return { kind: 'text', lead: `${rule?.name ?? id}:`, text: rule?.summary ?? '' };
      }),
    ],
  }));

  const specialRules = entryCards(c.specialRules, sortedBy(data.specialRules, (r) => r.name.toLowerCase()), (r) => ({
    id: `rule-${r.id}`,
    title: r.takesX ? `${r.name} [x]` : r.name,
    kicker: `Special rule · ${r.appliesTo}`,
    href: `${RULES}/special-rules/#${r.id}`,
    blocks: [
      { kind: 'text', lead: 'When:', text: r.when },
      { kind: 'text', text: r.summary },
    ],
  }));

  const spells: CardSpec[] = [
    ...entryCards(c.spellTypes, sortedBy(data.spellTypes, (t) => spellTypeSchema.shape.id.options.indexOf(t.id)), (t) => ({
      id: `spell-${t.id}`,
      title: t.name,
      kicker: 'Spell type',
      href: `${RULES}/magic/#spell-types`,
      blocks: [
        {
          kind: 'list',
          items: [
            { name: 'Targets', text: spellTargets(t) },
            { name: 'Succeeds', text: spellSucceeds(t) },
            { name: 'Heroic Deed', text: `${t.heroicDeedColour} cards` },
          ],
        },
        { kind: 'text', text: t.summary },
      ],
    })),
    {
      id: 'spell-costs',
      title: 'Spell costs',
      kicker: 'Spells · paid in cards of the hero’s suit',
      href: `${RULES}/magic/#spell-cost`,
      blocks: [
        {
          kind: 'table',
          columns: ['Cost', 'Discard', 'Cards'],
          rows: sortedBy(data.spellCosts, (s) => s.cost).map((s) => [String(s.cost), s.discard, spellCostCards(s)]),
        },
      ],
      sources: sourcesOf(c.spellCosts, data.spellCosts),
    },
  ];

  const reactions = entryCards(c.reactions, sortedBy(data.reactions, (r) => `${r.attack === 'shooting' ? 0 : 1} ${r.name}`), (r) => ({
    id: `reaction-${r.id}`,
    title: r.name,
    kicker: `Reaction · ${r.attack === 'shooting' ? 'to being shot' : 'in melee'}`,
    href: r.rule,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: 'Extra dice', value: reactionBonus(r) },
          { label: 'Can hurt attacker', value: r.canDamageAttacker ? 'Yes' : 'No' },
          { label: 'Topples', value: r.topples ? 'Yes' : 'No' },
        ],
      },
      { kind: 'text', text: r.summary },
    ],
  }));

  return {
    game: 'wolsung',
    groups: [
      { id: 'quick-reference', title: 'Quick reference', cards: quick },
      { id: 'reactions', title: 'Reactions', cards: reactions },
      { id: 'weapons', title: 'Weapons', cards: weapons },
      { id: 'special-rules', title: 'Special rules', cards: specialRules },
      { id: 'spells', title: 'Spells', cards: spells },
    ],
  };
}
