/**
 * The warband's link fields: each place of an object in the roster JSON with its field names, in
 * an order frozen for links (src/roster/packed-json.ts). Append a new field at the end of its place;
 * never reorder or remove one, or older links would unpack wrong.
 */
import type { LinkFields } from '../../roster/packed-json';

export const LINK_FIELDS: LinkFields = {
  '': ['game', 'version', 'name', 'mode', 'alignments', 'tinkerDice', 'tinkerDicePlayer2', 'characters', 'campaign', 'log'],
  'alignments[]': ['player', 'faction', 'positive', 'negative'],
  'characters[]': ['name', 'archetype', 'player', 'foreman', 'gadgets', 'quirks', 'upgrades', 'gritLost', 'backstabber', 'addOnActions'],
  'characters[].gadgets[]': ['name', 'quirk', 'equipped', 'quirkChoice'],
  'campaign': ['district', 'enemyFaction', 'expedition', 'mission', 'runToSafety', 'outcome'],
  'log[]': ['date', 'kind', 'title', 'changes'],
};
