import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { fitDeck } from '../../../src/cards/fit';
import type { DeckSpec } from '../../../src/cards/types';
import type { GameSlug } from '../../../src/common/catalog';
import { cardDecks } from '../../../src/games/card-decks';
import type { YamlFileLoader } from '../../../src/collections/yaml-file';
import { kuggkopingCollections } from '../../../src/collections/kuggkoping';
import { heartbreakerCollections } from '../../../src/collections/heartbreaker';
import { punkapocalypticCollections } from '../../../src/collections/punkapocalyptic';
import { wolsungCollections } from '../../../src/collections/wolsung';
import { arsenalCampaignCollections } from '../../../src/collections/arsenal-campaign';

/** Every data collection of the site, as src/collections defines it: its YAML file and its schema. */
const collections = { ...kuggkopingCollections, ...heartbreakerCollections, ...punkapocalypticCollections, ...wolsungCollections, ...arsenalCampaignCollections } as unknown as Record<
  string,
  { loader: YamlFileLoader; schema: z.ZodType }
>;

/** A collection's Zod schema, by its name. */
export function schemaOf(collection: string): z.ZodType {
  const found = collections[collection];
  if (!found) throw new Error(`no collection ${collection} in src/collections/`);
  return found.schema;
}

/** A collection's entries, read from its YAML file and parsed with its schema, in file order. */
export function readCollection(collection: string): unknown[] {
  const raw = yaml.load(readFileSync(collections[collection]!.loader.path, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${collections[collection]!.loader.path} is not a list`);
  return raw.map((entry) => schemaOf(collection).parse(entry));
}

/** Every collection a game's cards draw from, keyed as in its card set. */
export function loadCardData(game: GameSlug): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(cardDecks[game].collections).map(([key, collection]) => [key, readCollection(collection)]));
}

/** A game's deck as its cards page builds it (fitted to poker size unless `fitted` is false). */
export function buildDeck(game: GameSlug, data?: Record<string, unknown[]>, fitted = true): DeckSpec {
  const source = cardDecks[game];
  const deck = source.build((data ?? loadCardData(game)) as Parameters<typeof source.build>[0]);
  return fitted ? fitDeck(deck) : deck;
}
