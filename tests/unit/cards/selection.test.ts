import { describe, expect, it } from 'vitest';
import { decodeSelection, encodeSelection, selectedInOrder, sheetsFor, withSelection, type DeckShape } from '../../../src/cards/selection';

const deck: DeckShape = {
  groups: [
    { id: 'quick-reference', cards: ['turn', 'actions', 'attack'] },
    { id: 'gadgets', cards: ['gadget-hooks', 'gadget-blade'] },
    { id: 'quirks', cards: ['quirk-kraft'] },
  ],
};
const set = (...ids: string[]) => new Set(ids);

describe('the selection in the page address', () => {
  it('leaves the address bare for the whole deck', () => {
    expect(encodeSelection(deck, set('turn', 'actions', 'attack', 'gadget-hooks', 'gadget-blade', 'quirk-kraft'))).toBeNull();
    expect([...decodeSelection(deck, null).selected]).toEqual(['turn', 'actions', 'attack', 'gadget-hooks', 'gadget-blade', 'quirk-kraft']);
  });

  it('writes "none" for an empty choice, and reads it back as nothing', () => {
    expect(encodeSelection(deck, set())).toBe('none');
    expect(decodeSelection(deck, 'none').selected.size).toBe(0);
    expect(decodeSelection(deck, '').selected.size).toBe(0);
  });

  it('names a whole group by its id and single cards of a partial group, in deck order', () => {
    expect(encodeSelection(deck, set('gadget-blade', 'turn', 'gadget-hooks'))).toBe('turn,gadgets');
    expect(encodeSelection(deck, set('quirk-kraft', 'attack', 'actions', 'turn'))).toBe('quick-reference,quirks');
  });

  it('round-trips every subset of the deck', () => {
    const all = deck.groups.flatMap((g) => g.cards);
    for (let mask = 0; mask < 1 << all.length; mask++) {
      const chosen = new Set(all.filter((_, i) => mask & (1 << i)));
      expect(decodeSelection(deck, encodeSelection(deck, chosen)).selected).toEqual(chosen);
    }
  });

  it('keeps what it knows from an old or mistyped link and reports the rest', () => {
    const decoded = decodeSelection(deck, 'gadgets, quirk-gone ,turn,,turn');
    expect(selectedInOrder(deck, decoded.selected)).toEqual(['turn', 'gadget-hooks', 'gadget-blade']);
    expect(decoded.unknown).toEqual(['quirk-gone']);
  });

  it('rewrites only its own parameter and keeps the others', () => {
    expect(withSelection('?utm=x&cards=turn', deck, set('turn', 'actions'))).toBe('?utm=x&cards=turn,actions');
    expect(withSelection('?cards=turn', deck, new Set(deck.groups.flatMap((g) => g.cards)))).toBe('');
    expect(withSelection('', deck, set())).toBe('?cards=none');
  });

  it('counts nine cards to a printed page', () => {
    expect([0, 1, 8, 9, 10, 18, 19, 91].map(sheetsFor)).toEqual([0, 1, 1, 1, 2, 2, 3, 11]);
  });
});
