/**
 * What a reference card says, as plain data: built from a game's data collections by
 * src/games/<slug>/cards.ts, laid out by src/components/cards/ (screen and print). Pure types, no
 * DOM or Astro, so the card sets are unit-tested straight from the YAML.
 */
import type { GameSlug } from '../common/catalog';

/** One line of a list: an optional bold name, an optional short value ("1 action", "+1"), the text. */
export interface CardItem {
  name?: string;
  value?: string;
  text?: string;
}

/** The building blocks of a card's body, in reading order. */
export type CardBlock =
  /** A small heading inside a card, for a second list on the same card. */
  | { kind: 'heading'; text: string }
  /** A paragraph, optionally opened by a bold lead ("Fatigue:"). */
  | { kind: 'text'; text: string; lead?: string }
  /** A profile line: short label/value pairs shown as small boxes ("Move 3", "Grit 2"). */
  | { kind: 'facts'; facts: { label: string; value: string }[] }
  /** A bulleted or numbered list. `start` numbers a continued list from where it left off. */
  | { kind: 'list'; ordered?: boolean; start?: number; items: CardItem[] }
  /** A small table; the first column names the row. */
  | { kind: 'table'; columns: string[]; rows: string[][] };

/** Where a card's content comes from: a collection and one of its entry ids (for coverage tests). */
export interface CardSource {
  collection: string;
  id: string;
}

export interface CardSpec {
  /** Stable id, unique in its deck, built from data ids (never from positions): used in links. */
  id: string;
  title: string;
  /** The short line above the title: the card's group and kind ("Weapon gadget · D6 roll 3"). */
  kicker: string;
  /** The rules section the card summarises: a site path with a real heading or row anchor. */
  href: string;
  blocks: CardBlock[];
  sources: CardSource[];
}

export interface CardGroupSpec {
  /** Stable id; shares one namespace with the card ids of its deck (both can appear in a link). */
  id: string;
  title: string;
  cards: CardSpec[];
}

export interface DeckSpec {
  game: GameSlug;
  groups: CardGroupSpec[];
}

/** Every card of a deck, in deck order. */
export const deckCards = (deck: DeckSpec): CardSpec[] => deck.groups.flatMap((g) => g.cards);
