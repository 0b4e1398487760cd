/**
 * Which cards the reader chose, as it travels in the page address (`?cards=`), so a chosen deck can
 * be bookmarked or shared. Pure functions over the deck's shape (group ids and card ids), used by
 * the page script and unit-tested directly.
 *
 * The encoding is short and readable: no parameter means the whole deck; `none` means nothing;
 * otherwise a comma-separated list in deck order, naming a whole group by its id and single cards
 * of a partly chosen group by theirs (`?cards=quick-reference,gadget-hooks`).
 */

/** The shape of a deck the selection needs: groups in order, each with its cards' ids in order. */
export interface DeckShape {
  groups: { id: string; cards: string[] }[];
}

export const SELECTION_PARAM = 'cards';
export const NOTHING = 'none';
export const CARDS_PER_SHEET = 9;

/** Printed sheets (pages) needed for this many cards, nine to a page. */
export const sheetsFor = (cards: number): number => Math.ceil(Math.max(0, cards) / CARDS_PER_SHEET);

const allCards = (deck: DeckShape) => deck.groups.flatMap((g) => g.cards);

/** The `cards` parameter for a selection, or null when the whole deck is chosen (no parameter). */
export function encodeSelection(deck: DeckShape, selected: ReadonlySet<string>): string | null {
  const tokens: string[] = [];
  let everything = true;
  for (const group of deck.groups) {
    const chosen = group.cards.filter((id) => selected.has(id));
    if (chosen.length === group.cards.length && chosen.length > 0) tokens.push(group.id);
    else {
      everything = false;
      tokens.push(...chosen);
    }
  }
  if (everything) return null;
  return tokens.length === 0 ? NOTHING : tokens.join(',');
}

export interface DecodedSelection {
  selected: Set<string>;
  /** Tokens of the link that name no group or card of this deck (a card since removed, a typo). */
  unknown: string[];
}

/** The selection a `cards` parameter names (null or absent: the whole deck). */
export function decodeSelection(deck: DeckShape, param: string | null): DecodedSelection {
  if (param === null) return { selected: new Set(allCards(deck)), unknown: [] };
  const groups = new Map(deck.groups.map((g) => [g.id, g.cards]));
  const cards = new Set(allCards(deck));
  const selected = new Set<string>();
  const unknown: string[] = [];
  for (const raw of param.split(',')) {
    const token = raw.trim();
    if (token === '' || token === NOTHING) continue;
    const group = groups.get(token);
    if (group) group.forEach((id) => selected.add(id));
    else if (cards.has(token)) selected.add(token);
    else unknown.push(token);
  }
  return { selected, unknown };
}

/** The chosen cards in deck order (the order they print in). */
export const selectedInOrder = (deck: DeckShape, selected: ReadonlySet<string>): string[] =>
  allCards(deck).filter((id) => selected.has(id));

/** A search string with the selection written in (or removed, for the whole deck); other parameters kept. */
export function withSelection(search: string, deck: DeckShape, selected: ReadonlySet<string>): string {
  const params = new URLSearchParams(search);
  const value = encodeSelection(deck, selected);
  if (value === null) params.delete(SELECTION_PARAM);
  else params.set(SELECTION_PARAM, value);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
