/**
 * The Wolsung SSG tables a club sheet is checked against, read from content/wolsung/data/*.yaml with
 * the content collections' schemas. A builder page may pass the same tables from its collections
 * instead; unit tests and the roster contract use this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import {
  cardSuitSchema,
  characteristicSchema,
  diceModifierSchema,
  scenarioSchema,
  specialRuleSchema,
  weaponSchema,
  type CardSuit,
  type Characteristic,
  type DiceModifier,
  type Scenario,
  type SpecialRule,
  type Weapon,
} from './schema';

/** Everything the club sheet rules read. */
export interface WolsungRosterData {
  /** The profile in the quick start's order (A, M, F, S, G, R, W, then the hero-only Suit and Funds). */
  profile: readonly Characteristic[];
  suits: readonly CardSuit[];
  specialRules: readonly SpecialRule[];
  weapons: readonly Weapon[];
  /** For the odds links' dice pools. */
  modifiers: readonly DiceModifier[];
  /** The games the quick start plays (the starting game), for the play view's set-up and score. */
  scenarios: readonly Scenario[];
}

const data = gameDataFiles('wolsung', () =>
  import.meta.glob<string>('/content/wolsung/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use. */
export const wolsungBookData = once(
  (): WolsungRosterData => ({
    profile: data.list('profile', characteristicSchema).sort((a, b) => a.order - b.order),
    suits: data.list('card-suits', cardSuitSchema).sort((a, b) => a.tieBreakRank - b.tieBreakRank),
    specialRules: data.list('special-rules', specialRuleSchema),
    weapons: data.list('weapons', weaponSchema),
    modifiers: data.list('modifiers', diceModifierSchema),
    scenarios: data.list('scenarios', scenarioSchema),
  }),
);
