/**
 * Punkapocalyptic's reference cards, built only from its data collections: the quick-reference lists
 * (turn, actions, dice, shooting with Kaboom!, close combat, hits) with the Precision and Combat
 * modifiers, the cover grades and the fall and jump limits; then one card per special rule and per
 * terrain type.
 */
import { sourcesOf, entryCards, insertAfter, quickReferenceCards, sortedBy, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
import type { CardSpec, DeckSpec } from '../../cards/types';
import { appliesToLabel, combatModifierValue, fallRows, jumpRows, moveFractionLabel, signed } from './words';

export const punkapocalypticCardCollections = collectionsNamed('punkapocalyptic', ['quickReference', 'precisionModifiers', 'combatModifiers', 'coverGrades', 'fallTable', 'jumpLimits', 'specialRules', 'terrainTypes']) satisfies CardCollections;
export type PunkapocalypticCardData = CardData<typeof punkapocalypticCardCollections>;

const c = punkapocalypticCardCollections;
const RULES = '/punkapocalyptic/rules';

export function punkapocalypticDeck(data: PunkapocalypticCardData): DeckSpec {
  // The Precision and Combat modifier cards differ only in their table and how a modifier reads.
  const modifierCard = <M extends { id: string; order: number; name: string; when: string }>(name: 'Precision' | 'Combat', topic: string, anchor: string, collection: string, list: readonly M[], value: (m: M) => string): CardSpec => ({
    id: `${name.toLowerCase()}-modifiers`,
    title: `${name} modifiers`,
    kicker: `Quick reference · ${topic}`,
    href: `${RULES}/${anchor}`,
    blocks: [{ kind: 'list', items: sortedBy(list, (m) => m.order).map((m) => ({ name: m.name, value: value(m), text: m.when })) }],
    sources: sourcesOf(collection, list),
  });
  const precision = modifierCard('Precision', 'shooting', 'shooting/#precision-modifiers', c.precisionModifiers, data.precisionModifiers, (m) => signed(m.value));
  const combat = modifierCard('Combat', 'close combat', 'combat/#combat-modifiers', c.combatModifiers, data.combatModifiers, combatModifierValue);
  const cover: CardSpec = {
    id: 'cover-grades',
    title: 'Cover grades',
    kicker: 'Quick reference · cover',
    href: `${RULES}/cover/#protection-grades`,
    blocks: [
      {
        kind: 'table',
        columns: ['Grade', 'Armor', 'Typical scenery'],
        rows: sortedBy(data.coverGrades, (g) => g.armorBonus).map((g) => [`${g.name} (${g.initial})`, signed(g.armorBonus), g.examples]),
      },
    ],
    sources: sourcesOf(c.coverGrades, data.coverGrades),
  };
  const jumps = jumpRows(data.jumpLimits);
  const fallAndJump: CardSpec = {
    id: 'fall-and-jump',
    title: 'Falls and jumps',
    kicker: 'Quick reference · by base size',
    href: `${RULES}/special-movement/#falling`,
    blocks: [
      { kind: 'table', columns: ['Fall', 'Strength'], rows: fallRows(data.fallTable).map((r) => [r.height, r.strength]) },
      { kind: 'table', columns: ['Jump', 'Roll'], rows: jumps.rows.map((r) => [r.gap, r.roll]) },
      ...(jumps.landing ? [{ kind: 'text' as const, text: jumps.landing }] : []),
    ],
    sources: [...sourcesOf(c.fallTable, data.fallTable), ...sourcesOf(c.jumpLimits, data.jumpLimits)],
  };

  let quick = quickReferenceCards(data.quickReference, {
    collection: c.quickReference,
    merge: { turn: ['order-of-action'], 'spending-actions': ['actions'] },
  });
  quick = insertAfter(quick, 'shooting', [precision]);
  quick = insertAfter(quick, 'combat', [combat]);
  quick = [...quick, cover, fallAndJump];

  const specialRules = entryCards(c.specialRules, sortedBy(data.specialRules, (r) => r.name.toLowerCase()), (r) => ({
    id: `rule-${r.id}`,
    title: r.parameter ? `${r.name} (${r.parameter})` : r.name,
    kicker: `Special rule · ${appliesToLabel[r.appliesTo]}`,
    href: `${RULES}/special-rules/#${r.id}`,
    blocks: [{ kind: 'text', text: r.summary }],
  }));

  const terrain = entryCards(c.terrainTypes, sortedBy(data.terrainTypes, (t) => t.order), (t) => ({
    id: `terrain-${t.id}`,
    title: t.name,
    kicker: `Terrain type · move: ${moveFractionLabel(t.moveFraction).toLowerCase()}`,
    href: t.rule,
    blocks: [
      { kind: 'text', text: t.summary },
      { kind: 'text', lead: 'For example:', text: t.examples },
    ],
  }));

  return {
    game: 'punkapocalyptic',
    groups: [
      { id: 'quick-reference', title: 'Quick reference', cards: quick },
      { id: 'special-rules', title: 'Special rules', cards: specialRules },
      { id: 'terrain', title: 'Terrain types', cards: terrain },
    ],
  };
}
