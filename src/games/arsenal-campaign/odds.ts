/**
 * Arsenal Campaign flip odds on the Fate deck (ruling C1), the Finished Off flip (C2) and the
 * chance to cheat a flip from a hand. Exact hypergeometric sums from the engine's deck functions.
 *
 * Our reading for cheating: the hand is dealt from the same 54-card deck the flip comes from, so the
 * flip is drawn from the cards left after the hand (a card in your hand cannot also be flipped).
 */
import { drawKeep, expectation, hypergeometric, pAtLeast, pHandHas, type DeckCounts } from '../../engine';
import { inputObject, oneOf, orDefault, parseInput, wholeNumber } from '../../common/inputs';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

/** C1: the Black Joker (0), four of each value 1-13, the Red Joker (14). */
export const FATE_DECK: DeckCounts = [1, ...new Array<number>(13).fill(4), 1];
export const DECK_SIZE = 54;
export const HIGHEST_VALUE = 14;
/** Largest twist (either way) the function accepts; the tool offers up to 3. */
export const MAX_TWIST = 10;

const flipFields = {
  target: wholeNumber('Target', 0, HIGHEST_VALUE + 1),
  twist: orDefault(wholeNumber('Twist', -MAX_TWIST, MAX_TWIST), 0),
};
/** flip(): the value to reach and the twist. */
export const flipSchema = inputObject(flipFields, 'A flip needs a target value.');

function checkFlip(input: { target: number; twist?: number }): { target: number; twist: number } {
  return parseInput(flipSchema, input);
}

/** Cards drawn for a flip with this twist: one, plus one per + or −. */
export const cardsFlipped = (twist: number) => 1 + Math.abs(twist);

export interface FlipResult {
  /** values[v] = P(the card kept has value v), v = 0..14. */
  values: number[];
  /** P(value >= target). */
  pSuccess: number;
  expectedValue: number;
}

/** C1: one flip, twist > 0 keeps the highest of 1 + twist cards, twist < 0 the lowest (no replacement). */
export function flip(input: { target: number; twist?: number }): FlipResult {
  refuseUnknownFields('flip', input, FLIP_FIELDS);
  const { target, twist } = checkFlip(input);
  const kept = drawKeep(FATE_DECK, cardsFlipped(twist), twist >= 0 ? 'highest' : 'lowest');
  const values = Array.from({ length: HIGHEST_VALUE + 1 }, (_, v) => kept[v] ?? 0);
  return { values, pSuccess: pAtLeast(values, target), expectedValue: expectation(values) };
}

/** Which result the flipping player hopes for: at least the target, or below it (e.g. to save a model from Finished Off). */
export type Hope = 'high' | 'low';

/** cheat(): the flip, and the hand (at most the cards the flip leaves in the deck; checked in cheat()). */
export const cheatSchema = inputObject(
  {
    ...flipFields,
    hope: orDefault(oneOf('Hope', ['high', 'low'], (got) => `Hope must be 'high' or 'low'; got ${String(got)}.`), 'high'),
  },
  'A flip needs a target value.',
);

export interface CheatInput {
  target: number;
  twist?: number;
  /** Cards in the hand that may replace the flip. */
  handSize: number;
  hope?: Hope;
}

export interface CheatResult {
  /** P(the flip alone gives the hoped-for result). */
  pFlip: number;
  /** P(the hand holds at least one card with the hoped-for result): pHandHas. */
  pHandHas: number;
  /** P(the flip gives it or, failing that, the hand can cheat it in), hand and flip from one deck. */
  pWithCheat: number;
}

/** P(all `draws` cards come from `group` of `size`). */
function allFrom(size: number, group: number, draws: number): number {
  if (draws === 0) return 1;
  return hypergeometric(size, group, draws)[draws] ?? 0;
}

/** P(the card kept from `draws` cards is a hoped-for one), given a deck of `size` holding `good` such cards. */
function pKeptGood(size: number, good: number, draws: number, keepHighest: boolean, hope: Hope): number {
  // Hoping high with the highest card kept (or low with the lowest): one good card among the draws is enough.
  const oneIsEnough = keepHighest === (hope === 'high');
  return oneIsEnough ? 1 - allFrom(size, size - good, draws) : allFrom(size, good, draws);
}

/** Every field flip() takes: any other is refused by name. */
const FLIP_FIELDS = fieldNames<{ target: number; twist?: number }>()(['target', 'twist']);
/** Every field cheat() takes: any other is refused by name. */
const CHEAT_FIELDS = fieldNames<CheatInput>()(['target', 'twist', 'handSize', 'hope']);

/** "Can I cheat this?": the flip and a hand of `handSize` cards, both from one Fate deck (C1). */
export function cheat(input: CheatInput): CheatResult {
  refuseUnknownFields('cheat', input, CHEAT_FIELDS);
  const { target, twist, hope } = parseInput(cheatSchema, input);
  const draws = cardsFlipped(twist);
  const handSize = parseInput(wholeNumber('Cards in hand', 0, DECK_SIZE - draws), input.handSize);
  const isGood = (v: number) => (hope === 'high' ? v >= target : v < target);
  const good = FATE_DECK.reduce((n, c, v) => n + (isGood(v) ? c : 0), 0);
  const keepHighest = twist >= 0;
  const pFlip = pKeptGood(DECK_SIZE, good, draws, keepHighest, hope);
  const pHand = pHandHas(FATE_DECK, handSize, isGood);
  // Only a hand without a good card leaves the flip to decide; then the deck has lost handSize bad cards.
  const pNoGoodInHand = allFrom(DECK_SIZE, DECK_SIZE - good, handSize);
  const pFlipAfterBadHand = pNoGoodInHand > 0 ? pKeptGood(DECK_SIZE - handSize, good, draws, keepHighest, hope) : 0;
  const pWithCheat = 1 - pNoGoodInHand * (1 - pFlipAfterBadHand);
  return { pFlip: Math.min(1, Math.max(0, pFlip)), pHandHas: pHand, pWithCheat: Math.min(1, Math.max(0, pWithCheat)) };
}
