/**
 * The club's link fields: each place of an object in the roster JSON with its field names, in
 * an order frozen for links (src/roster/packed-json.ts). Append a new field at the end of its place;
 * never reorder or remove one, or older links would unpack wrong.
 */
import type { LinkFields } from '../../roster/packed-json';

export const LINK_FIELDS: LinkFields = {
  '': ['game', 'version', 'name', 'models', 'ownRules', 'notes', 'log'],
  'models[]': ['name', 'kind', 'suit', 'funds', 'profile', 'armour', 'magic', 'specialRules', 'weapons', 'gadgets', 'cost', 'ownRules', 'notes', 'spells'],
  'models[].specialRules[]': ['name', 'x'],
  'models[].weapons[]': ['kind', 'name', 'strength', 'rangeBands', 'specialRules'],
  'models[].weapons[].rangeBands[]': ['upTo', 'guns'],
  'models[].weapons[].specialRules[]': ['name', 'x'],
  'models[].gadgets[]': ['name', 'cost', 'specialRules'],
  'models[].gadgets[].specialRules[]': ['name', 'x'],
  'models[].ownRules[]': ['name', 'text'],
  'models[].spells[]': ['name', 'kind', 'cost', 'range', 'strength'],
  'ownRules[]': ['name', 'text'],
  'log[]': ['date', 'kind', 'title', 'changes'],
};
