/**
 * Helpers the games' card builders share (src/games/<slug>/cards.ts): where a card set's data comes
 * from, and the quick-reference cards every game prints from its quick-reference.yaml.
 */
import type { CollectionEntry, CollectionKey } from 'astro:content';
import type { QuickReferenceItem, QuickReferenceList } from '../common/quick-reference';
import type { CardBlock, CardItem, CardSource, CardSpec } from './types';

/**
 * The data collections a card set draws from, by the names src/collections/<slug>.ts gives them
 * (one place says which YAML file and schema each one is).
 */
export type CardCollections = Record<string, CollectionKey>;
/**
 * A card set's collections where each key names its collection after the game's prefix
 * (`collectionsNamed('wolsung', ['modifiers'])` is `{ modifiers: 'wolsungModifiers' }`), so a set lists
 * what it draws from in one line; a key that names no collection is a type error.
 */
export function collectionsNamed<const P extends string, const K extends readonly string[]>(
  prefix: P,
  keys: K,
): { [Key in K[number]]: `${P}${Capitalize<Key>}` } {
  return Object.fromEntries(keys.map((k) => [k, `${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`])) as { [Key in K[number]]: `${P}${Capitalize<Key>}` };
}
/** The entries of every collection a card set draws from, keyed as in its CardCollections. */
export type CardData<C extends CardCollections> = { [K in keyof C]: CollectionEntry<C[K]>['data'][] };

/**
 * Sorts a copy by a key, ties broken by id, so a deck never depends on the order its entries arrive
 * in (collections come sorted by id, the YAML files in book order).
 */
export function sortedBy<T>(list: readonly T[], key: (t: T) => number | string): T[] {
  const idOf = (t: T) => (typeof t === 'object' && t !== null && 'id' in t ? String(t.id) : '');
  return [...list].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    return idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0;
  });
}

/** Each entry of a collection as a card's source, in the entries' order. */
export const sourcesOf = (collection: string, entries: readonly { id: string }[]): CardSource[] => entries.map((e) => ({ collection, id: e.id }));

/** One card per entry, in the order given, each drawn from its own entry (its only source). */
export const entryCards = <E extends { id: string }>(collection: string, entries: readonly E[], card: (entry: E) => Omit<CardSpec, 'sources'>): CardSpec[] =>
  entries.map((e) => ({ ...card(e), sources: [{ collection, id: e.id }] }));

const toItem = (i: QuickReferenceItem): CardItem => ({ name: i.name, value: i.value, text: i.text });

/** A quick-reference list as card blocks: its intro, then its items as steps, bullets or a table. */
export function quickReferenceBlocks(list: QuickReferenceList): CardBlock[] {
  const blocks: CardBlock[] = list.intro ? [{ kind: 'text', text: list.intro }] : [];
  if (list.style === 'table') {
    const columns = list.columns!;
    const row = (i: QuickReferenceItem) =>
      columns.length === 1 ? [i.name!] : columns.length === 2 ? [i.name!, i.value ?? i.text ?? ''] : [i.name!, i.value ?? '', i.text ?? ''];
    blocks.push({ kind: 'table', columns, rows: list.items.map(row) });
  } else {
    blocks.push({ kind: 'list', ordered: list.style === 'steps', items: list.items.map(toItem) });
  }
  return blocks;
}

export interface QuickReferenceCardOptions {
  /** The collection the lists come from (for the cards' sources). */
  collection: string;
  kicker?: string;
  /** Lists printed on another list's card, under their own small heading: { turn: ['activation-order'] }. */
  merge?: Record<string, string[]>;
  /** Lists the game prints on cards of another group (its builder must use them; the coverage test checks). */
  elsewhere?: string[];
  /** Blocks from the game's other tables, added after a list's own (with where they come from). */
  extra?: Record<string, { blocks: CardBlock[]; sources: CardSource[] }>;
}

/**
 * One card per quick-reference list, in the lists' order, so a list added to quick-reference.yaml
 * adds a card. A list merged into another's card is not printed again on its own.
 */
export function quickReferenceCards(lists: readonly QuickReferenceList[], options: QuickReferenceCardOptions): CardSpec[] {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const merged = new Set([...Object.values(options.merge ?? {}).flat(), ...(options.elsewhere ?? [])]);
  for (const id of [...merged, ...Object.keys(options.merge ?? {}), ...Object.keys(options.extra ?? {})]) {
    if (!byId.has(id)) throw new Error(`quick-reference cards: no list "${id}" in ${options.collection}`);
  }
  return sortedBy(lists, (l) => l.order)
    .filter((l) => !merged.has(l.id))
    .map((list) => {
      const others = (options.merge?.[list.id] ?? []).map((id) => byId.get(id)!);
      const extra = options.extra?.[list.id];
      return {
        id: list.id,
        title: list.title,
        kicker: options.kicker ?? 'Quick reference',
        href: list.rule,
        blocks: [
          ...quickReferenceBlocks(list),
          ...others.flatMap((o): CardBlock[] => [{ kind: 'heading', text: o.title }, ...quickReferenceBlocks(o)]),
          ...(extra?.blocks ?? []),
        ],
        sources: [list, ...others].map((l) => ({ collection: options.collection, id: l.id })).concat(extra?.sources ?? []),
      };
    });
}

/** The cards with `more` placed right after the card `afterId` (at the end if it is missing). */
export function insertAfter(cards: readonly CardSpec[], afterId: string, more: readonly CardSpec[]): CardSpec[] {
  const at = cards.findIndex((c) => c.id === afterId);
  return at < 0 ? [...cards, ...more] : [...cards.slice(0, at + 1), ...more, ...cards.slice(at + 1)];
}
