import { z } from 'zod';
import { gameSlugs } from './catalog';

/**
 * The one pattern for ids in the game data (profiles, equipment, tables, glossary entries): lower-case
 * letters a–z and digits 0–9, in words joined by single hyphens, e.g. "bell-man", "k2", "very-hard".
 * Ids become page anchors, link values and collection keys, so nothing else is allowed: no capitals,
 * accents, spaces or underscores, no hyphen at either end and never two in a row.
 * (A ruling's id is a rulebook code such as "K3", not a data id: see rulings.ts.)
 */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const idSchema = z
  .string()
  .regex(ID_PATTERN, 'an id is lower-case letters a–z and digits 0–9 in words joined by single hyphens, e.g. "bell-man"');

/** A game's slug (src/common/catalog.ts), as data names it, e.g. the game of a glossary entry or ruling. */
export const gameSlugSchema = z.enum(gameSlugs);
