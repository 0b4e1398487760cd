/**
 * Heartbreaker's reference cards, built only from its data collections: the quick-reference lists
 * (round, dice, Fight, Shoot, damage) with the actions and their fatigue, the Fight and Shoot
 * modifiers, the starting stats and the quirk keywords; then one card per weapon, gear and ability.
 */
import { facesOf } from '../../common/roll-order';
import { sourcesOf, insertAfter, quickReferenceCards, sortedBy, collectionsNamed, type CardCollections, type CardData } from '../../cards/build';
import type { CardBlock, CardSpec, DeckSpec } from '../../cards/types';
import { actionNames, perName, rollName, signedValue } from './words';
import type { Quirk } from './schema';

export const heartbreakerCardCollections = collectionsNamed('heartbreaker', ['quickReference', 'actions', 'strikeModifiers', 'startingStats', 'keywords', 'weapons', 'gear', 'abilities']) satisfies CardCollections;
export type HeartbreakerCardData = CardData<typeof heartbreakerCardCollections>;

const c = heartbreakerCardCollections;
const RULES = '/heartbreaker/rules';
const byOrder = <T extends { order: number }>(list: readonly T[]) => sortedBy(list, (e) => e.order);

function tableCards(data: HeartbreakerCardData): Record<'actions' | 'modifiers' | 'stats' | 'keywords', CardSpec> {
  const actions = byOrder(data.actions);
  const keywords = byOrder(data.keywords.filter((k) => k.kind === 'keyword'));
  return {
    actions: {
      id: 'actions',
      title: 'Actions and fatigue',
      kicker: 'Quick reference',
      href: `${RULES}/actions-and-fatigue/#fatigue`,
      blocks: [
        {
          kind: 'list',
          items: actions.map((a) => ({
            name: a.name,
            value: a.rollsOn ? `${a.rollsOn}+` : undefined,
            text: a.fatigue ? `${a.summary} Fatigue: ${a.fatigue}` : a.summary,
          })),
        },
      ],
      sources: sourcesOf(c.actions, actions),
    },
    modifiers: {
      id: 'strike-modifiers',
      title: 'Fight and Shoot modifiers',
      kicker: 'Quick reference · added to every die',
      href: `${RULES}/fighting-and-shooting/#all-fight-and-shoot-modifiers`,
      blocks: [
        {
          kind: 'list',
          items: byOrder(data.strikeModifiers).map((m) => ({
            name: `${m.name}, ${actionNames(m.appliesTo)}`,
            value: `${signedValue(m.value)} ${rollName[m.roll]}${m.per ? perName[m.per] : ''}`,
            text: m.when,
          })),
        },
      ],
      sources: sourcesOf(c.strikeModifiers, data.strikeModifiers),
    },
    stats: {
      id: 'starting-stats',
      title: 'Fighter stats',
      kicker: 'Quick reference · starting values',
      href: `${RULES}/fighters/#starting-stats`,
      blocks: [
        {
          kind: 'list',
          items: byOrder(data.startingStats).map((s) => ({
            name: s.name,
            value: `${s.start}${s.unit === 'inches' ? '"' : ''}${s.max !== undefined ? `, at most ${s.max}` : ''}`,
            text: s.summary,
          })),
        },
      ],
      sources: sourcesOf(c.startingStats, data.startingStats),
    },
    keywords: {
      id: 'quirk-keywords',
      title: 'Quirk keywords',
      kicker: 'Quick reference · weapons',
      href: `${RULES}/weapons/#quirk-keywords`,
      blocks: [{ kind: 'list', items: keywords.map((k) => ({ name: k.name, text: k.summary })) }],
      sources: sourcesOf(c.keywords, keywords),
    },
  };
}

function quirkCard(q: Quirk, group: 'gear' | 'ability', collection: string): CardSpec {
  const blocks: CardBlock[] = [{ kind: 'text', lead: q.ruleName ? `${q.ruleName}:` : undefined, text: q.summary }];
  if (q.grantsActions.length > 0) {
    blocks.push({ kind: 'list', items: q.grantsActions.map((a) => ({ name: a.name, value: 'action', text: a.summary })) });
  }
  return {
    id: `${group}-${q.id}`,
    title: q.name,
    kicker: group === 'gear' ? (q.limitOnePerFighter ? 'Gear · armour, one per fighter' : 'Gear') : 'Ability',
    href: `${RULES}/${group === 'gear' ? 'gear' : 'abilities'}/#${q.id}`,
    blocks,
    sources: [{ collection, id: q.id }],
  };
}

export function heartbreakerDeck(data: HeartbreakerCardData): DeckSpec {
  const table = tableCards(data);
  let quick = quickReferenceCards(data.quickReference, { collection: c.quickReference });
  quick = insertAfter(quick, 'round', [table.actions, table.stats]);
  quick = insertAfter(quick, 'shoot', [table.modifiers]);
  quick = [...quick, table.keywords];

  const weapons: CardSpec[] = byOrder(data.weapons).map((w) => {
    const facts = [
      { label: 'Range', value: w.range.text },
      { label: 'PUNCH', value: String(w.punch) },
      ...(w.knockback ? [{ label: 'Knockback', value: `${w.knockback}"` }] : []),
      ...(w.blast ? [{ label: 'Blast', value: `${w.blast}"` }] : []),
      ...(w.scatter ? [{ label: 'Scatter', value: w.scatter }] : []),
    ];
    // Knockback, Blast and Scatter show as facts; the Quirk keywords card explains them.
    const blocks: CardBlock[] = [
      { kind: 'facts', facts },
      { kind: 'text', lead: w.special.name ? `${w.special.name}:` : undefined, text: w.special.summary },
      { kind: 'text', lead: 'Also called (D6):', text: `${facesOf(w.altNames).map((n) => `${n.roll} ${n.name}`).join(', ')}.` },
    ];
    return {
      id: `weapon-${w.id}`,
      title: w.name,
      kicker: w.kind === 'melee' ? 'Melee weapon' : 'Ranged weapon',
      href: `${RULES}/weapons/#${w.id}`,
      blocks,
      sources: [{ collection: c.weapons, id: w.id }, ...w.quirks.map((q) => ({ collection: c.keywords, id: q }))],
    };
  });

  return {
    game: 'heartbreaker',
    groups: [
      { id: 'quick-reference', title: 'Quick reference', cards: quick },
      { id: 'weapons', title: 'Weapons', cards: weapons },
      { id: 'gear', title: 'Gear', cards: byOrder(data.gear).map((q) => quirkCard(q, 'gear', c.gear)) },
      { id: 'abilities', title: 'Abilities', cards: byOrder(data.abilities).map((q) => quirkCard(q, 'ability', c.abilities)) },
    ],
  };
}
