/**
 * The Punkapocalyptic tables a gang sheet is checked against, read from
 * content/punkapocalyptic/data/*.yaml with the content collections' schemas. A builder page may pass
 * the same tables from its collections instead; unit tests and the roster contract use this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import type { GangBook } from './roster-rules';
import { attributeSchema, gameLengthSchema, gangSizeSchema, precisionModifierSchema, specialRuleSchema, type GameLength } from './schema';

const data = gameDataFiles('punkapocalyptic', () =>
  import.meta.glob<string>('/content/punkapocalyptic/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use. */
export const punkapocalypticBookData = once((): GangBook => {
  const gangSize = data.list('gang-size', gangSizeSchema)[0];
  if (!gangSize) throw new Error('content/punkapocalyptic/data/gang-size.yaml is empty');
  return {
    attributes: data.list('attributes', attributeSchema).sort((a, b) => a.order - b.order),
    specialRules: data.list('special-rules', specialRuleSchema),
    precisionModifiers: data.list('precision-modifiers', precisionModifierSchema),
    gangSize,
  };
});

/** The usual game length (game-length.yaml, l.210), parsed once on first use. */
export const punkapocalypticGameLength = once((): GameLength => {
  const length = data.list('game-length', gameLengthSchema)[0];
  if (!length) throw new Error('content/punkapocalyptic/data/game-length.yaml is empty');
  return length;
});
