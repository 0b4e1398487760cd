/**
 * The gang's link fields: each place of an object in the roster JSON with its field names, in
 * an order frozen for links (src/roster/packed-json.ts). Append a new field at the end of its place;
 * never reorder or remove one, or older links would unpack wrong.
 */
import type { LinkFields } from '../../roster/packed-json';

export const LINK_FIELDS: LinkFields = {
  '': ['game', 'version', 'name', 'fighters', 'resources', 'keptTitle', 'arcs', 'rivalBounties', 'nextSkirmish', 'pending', 'log'],
  'fighters[]': ['name', 'leader', 'quirks', 'akimbo', 'bounty', 'meatLost', 'tempQuirk'],
  'resources': ['reputation', 'territory', 'supply', 'ammo'],
  'arcs[]': ['rival', 'step', 'results'],
  'rivalBounties[]': ['rival', 'fighter', 'bounty'],
  'pending': ['outcome', 'rival', 'takenDown', 'ours', 'rivalFighters', 'scenario', 'pays', 'rivalResources'],
  'pending.takenDown[]': ['fighter', 'bounty'],
  'pending.rivalFighters[]': ['fighter', 'bounty'],
  'pending.rivalResources': ['reputation', 'territory', 'supply', 'ammo'],
  'log[]': ['date', 'kind', 'title', 'changes'],
};
