/**
 * The Punkapocalyptic tables a gang sheet is checked against, read from
 * content/punkapocalyptic/data/*.yaml with the content collections' schemas. A builder page may pass
 * the same tables from its collections instead; unit tests and the roster contract use this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import {
  attributeSchema,
  gangSizeSchema,
  precisionModifierSchema,
  specialRuleSchema,
  type Attribute,
  type GangSize,
  type PrecisionModifier,
  type SpecialRule,
} from './schema';

/** Everything the gang sheet rules read. */
export interface PunkapocalypticRosterData {
  /** In the order the book prints a profile (A, C, P, AG, S, T, TC). */
  attributes: readonly Attribute[];
  specialRules: readonly SpecialRule[];
  /** For the shot-odds link's Precision modifier. */
  precisionModifiers: readonly PrecisionModifier[];
  gangSize: GangSize;
}

const data = gameDataFiles('punkapocalyptic', () =>
  import.meta.glob<string>('/content/punkapocalyptic/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use. */
export const punkapocalypticBookData = once((): PunkapocalypticRosterData => {
  const gangSize = data.list('gang-size', gangSizeSchema)[0];
  if (!gangSize) throw new Error('content/punkapocalyptic/data/gang-size.yaml is empty');
  return {
    attributes: data.list('attributes', attributeSchema).sort((a, b) => a.order - b.order),
    specialRules: data.list('special-rules', specialRuleSchema),
    precisionModifiers: data.list('precision-modifiers', precisionModifierSchema),
    gangSize,
  };
});
