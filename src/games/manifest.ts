/**
 * One game, declared once (src/games/<slug>/game.ts): who it is, its data files with their schemas,
 * its tools, builder, reference cards, roster format and play rules, and its pages' script budgets.
 * src/games/index.ts lists the manifests; the content collections (src/collections/games.ts), the
 * tool, builder and card registries, the bundle budgets and the tests' game lists are derived from
 * that list, so a game is added by its catalog entry, its manifest and its own folders.
 */
import type { z } from 'zod';
import type { CardData, CardCollections } from '../cards/build';
import type { DeckSpec } from '../cards/types';
import { byBookOrder } from '../common/order';
import type { RosterFormat } from '../roster/format';
import type { RosterFormatDoc } from '../roster/format-doc';
import type { RosterGame } from '../roster/game';
import type { PlayRules } from '../play';
import type { IslandSource, ToolSource } from '../tools/registry';

/** A data file's entry: its schema, or its schema and the collection's own name where it is not the file's. */
export type DataFile = z.ZodType | { schema: z.ZodType; collection: string };
/** content/<slug>/data/<file>.yaml → its Zod schema (glossary.yaml is the shared `glossary` collection). */
export type GameData = Readonly<Record<string, DataFile>>;

/** A game's reference-card set: the collections it draws from and the pure function that builds its deck. */
export interface CardDeckSource<C extends CardCollections = CardCollections> {
  collections: C;
  build: (data: CardData<C>) => DeckSpec;
}

/** A card set's declaration, its build function checked against its collections. */
export const cardDeck = <C extends CardCollections>(collections: C, build: (data: CardData<C>) => DeckSpec): CardDeckSource => ({
  collections,
  build: build as CardDeckSource['build'],
});

/** The catalog entry a manifest refers to (src/common/catalog.ts): how the site introduces the game. */
export interface GameIntro {
  slug: string;
  name: string;
}

/**
 * A game's manifest. `B` is the book its builder island receives, `K` the book its checks and play
 * rules read from the YAML (book-data.ts), `R` its roster.
 */
export interface GameManifest<S extends string = string, D extends GameData = GameData, B = unknown, K = unknown, R = unknown> {
  slug: S;
  /** Its catalog entry (the name the site gives it). */
  info: GameIntro;
  /** What the game calls a roster and one model, lower case as messages use them ("club", "model"). */
  noun: string;
  modelNoun: string;
  /** Its data files: one content collection each, named camel(slug) + Pascal(file). */
  data: D;
  /** Its tools, one page each under /<slug>/tools/<id>/. */
  tools: readonly ToolSource[];
  /** Its builder island's data (/<slug>/builder/). */
  builder: IslandSource<B>;
  /** Its reference cards (/<slug>/cards/). */
  cards: CardDeckSource;
  /** The book its roster checks and play rules read, from the YAML itself (unit tests, play links). */
  bookData: () => K;
  /**
   * Its roster file format, the roster kit's view of it (made from the builder's book) and the words
   * of its file-format page (/<slug>/builder/file-format/).
   */
  roster: { format: RosterFormat<R>; game: (book: B) => RosterGame<R>; doc: RosterFormatDoc };
  /** Its play rules (/<slug>/play/), without the odds its page loads after the first paint. */
  play: (book: K) => PlayRules<R>;
  /** The most JavaScript each of its pages may load, kB gzipped (scripts/check-bundles.mjs). */
  budgets: { builder: number; play: number; tools: Readonly<Record<string, number>> };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds every game's book and roster types
export type AnyGameManifest = GameManifest<string, GameData, any, any, any>;

/** Every field a manifest must have, in the order a reader meets them. */
export const MANIFEST_FIELDS = ['slug', 'info', 'noun', 'modelNoun', 'data', 'tools', 'builder', 'cards', 'bookData', 'roster', 'play', 'budgets'] as const satisfies readonly (keyof GameManifest)[];

const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());
/** "arsenal-campaign" → "arsenalCampaign". */
export const camel = (s: string): string => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type NameOf<F extends string, V> = V extends { collection: infer C extends string } ? C : F;
type SchemaOf<V> = V extends { schema: infer Z extends z.ZodType; collection: string } ? Z : V;
/** A game's collections by name, each with its schema: { wolsungProfile: typeof characteristicSchema, … }. */
export type CollectionSchemas<M extends { slug: string; data: GameData }> = {
  [F in keyof M['data'] & string as `${Camel<M['slug']>}${Capitalize<Camel<NameOf<F, M['data'][F]>>>}`]: SchemaOf<M['data'][F]>;
};

/** A data file's collection: its name and schema. */
export function collectionOf(slug: string, file: string, entry: DataFile): { name: string; schema: z.ZodType; path: string } {
  const own = typeof entry === 'object' && 'collection' in entry && typeof entry.collection === 'string' ? entry : undefined;
  return { name: `${camel(slug)}${pascal(own?.collection ?? file)}`, schema: own ? own.schema : (entry as z.ZodType), path: `content/${slug}/data/${file}.yaml` };
}

/** Every collection name a game's manifest declares. */
export const collectionNames = (m: Pick<GameManifest, 'slug' | 'data'>): string[] => Object.entries(m.data).map(([file, entry]) => collectionOf(m.slug, file, entry).name);

/** A list sorted into the book's order (its entries' `order`). */
export const inBookOrder = <T extends { order: number }>(list: readonly T[]): T[] => [...list].sort(byBookOrder);

/** The first thing wrong with a manifest, in words naming the field; undefined when it is whole. */
export function manifestProblem(m: Partial<Record<keyof GameManifest, unknown>>): string | undefined {
  const slug = typeof m.slug === 'string' ? m.slug : '(no slug)';
  const missing = MANIFEST_FIELDS.find((field) => m[field] === undefined || m[field] === null);
  if (missing) return `The game manifest of ${slug} has no "${missing}" (src/games/${slug}/game.ts).`;
  const g = m as GameManifest;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(g.slug)) return `The game manifest's "slug" ${JSON.stringify(g.slug)} is not a lower-case slug.`;
  if (g.info.slug !== g.slug) return `The game manifest of ${slug}: "info" is the catalog entry of ${g.info.slug}.`;
  if (g.roster.format.game !== g.slug) return `The game manifest of ${slug}: "roster" writes files of ${g.roster.format.game}.`;
  if (Object.keys(g.data).length === 0) return `The game manifest of ${slug}: "data" names no data file.`;
  const names = new Set([...collectionNames(g), 'glossary']);
  const unknownIn = (what: string, collections: Readonly<Record<string, string>>) => {
    const bad = Object.values(collections).find((c) => !names.has(c));
    return bad === undefined ? undefined : `The game manifest of ${slug}: "${what}" reads ${bad}, which is none of its "data" collections.`;
  };
  for (const tool of g.tools) {
    if (tool.ref.game !== g.slug) return `The game manifest of ${slug}: "tools" has ${tool.ref.id} of ${tool.ref.game}.`;
    const bad = unknownIn(`tools: ${tool.ref.id}`, tool.collections);
    if (bad) return bad;
  }
  const bad = unknownIn('builder', g.builder.collections) ?? unknownIn('cards', g.cards.collections);
  if (bad) return bad;
  const ids = g.tools.map((t) => t.ref.id).sort();
  const budgeted = Object.keys(g.budgets.tools).sort();
  const unbudgeted = ids.find((id) => !budgeted.includes(id));
  if (unbudgeted) return `The game manifest of ${slug}: "budgets" has no budget for the tool ${unbudgeted}.`;
  const extra = budgeted.find((id) => !ids.includes(id));
  if (extra) return `The game manifest of ${slug}: "budgets" has a budget for ${extra}, which is none of its "tools".`;
  return undefined;
}

/** A game's manifest, checked whole: a missing or inconsistent field fails at once, naming it. */
export function defineGame<M extends AnyGameManifest>(manifest: M): M {
  const problem = manifestProblem(manifest);
  if (problem) throw new Error(problem);
  return manifest;
}

/** The script budget of each of the games' pages, by path (scripts/bundle-budgets.json has React's). */
export function pageBudgets(manifests: readonly AnyGameManifest[]): Record<string, number> {
  const pages: Record<string, number> = {};
  for (const { slug, budgets } of manifests) {
    pages[`/${slug}/builder/`] = budgets.builder;
    pages[`/${slug}/play/`] = budgets.play;
    for (const [tool, kB] of Object.entries(budgets.tools)) pages[`/${slug}/tools/${tool}/`] = kB;
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
