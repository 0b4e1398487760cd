/**
 * The gang's link fields: each place of an object in the roster JSON with its field names, in
 * an order frozen for links (src/roster/packed-json.ts). Append a new field at the end of its place;
 * never reorder or remove one, or older links would unpack wrong.
 */
import type { LinkFields } from '../../roster/packed-json';

export const LINK_FIELDS: LinkFields = {
  '': ['game', 'version', 'name', 'faction', 'gameSize', 'secretBullets', 'models', 'ownRules', 'notes', 'log'],
  'models[]': ['name', 'type', 'cost', 'profile', 'specialRules', 'equipment', 'bullets', 'bulletsCost', 'downed', 'losses', 'ownRules', 'notes'],
  'models[].specialRules[]': ['name', 'x'],
  'models[].equipment[]': ['kind', 'name', 'cost', 'strength', 'penetration', 'range', 'specialRules', 'combat', 'armor'],
  'models[].equipment[].range': ['short', 'medium', 'long'],
  'models[].equipment[].specialRules[]': ['name', 'x'],
  'models[].ownRules[]': ['name', 'text'],
  'ownRules[]': ['name', 'text'],
  'log[]': ['date', 'kind', 'title', 'changes'],
};
