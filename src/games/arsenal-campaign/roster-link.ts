/**
 * The crew's link fields: each place of an object in the roster JSON with its field names, in
 * an order frozen for links (src/roster/packed-json.ts). Append a new field at the end of its place;
 * never reorder or remove one, or older links would unpack wrong.
 */
import type { LinkFields } from '../../roster/packed-json';

export const LINK_FIELDS: LinkFields = {
  '': ['game', 'version', 'name', 'faction', 'campaignWeeks', 'startingScript', 'weeks', 'log'],
  'weeks[]': ['week', 'event', 'hires', 'upgrades', 'game', 'barterFlips', 'barter', 'bountyBought', 'injuries', 'annihilated', 'newLeader', 'rewards', 'bountyParts', 'notes'],
  'weeks[].hires[]': ['id', 'name', 'station', 'cost', 'cache', 'leader'],
  'weeks[].upgrades[]': ['id', 'name', 'cost', 'campaign'],
  'weeks[].game': ['result', 'vp', 'strategyVp', 'opponentRating', 'opponentTotal', 'withdrewOnTurn', 'eventScript', 'bountyCompleted', 'participants', 'finishedOff', 'opponentVp', 'opponentHasMaster', 'opponentWithdrewOnTurn', 'agreedSize', 'equipped'],
  'weeks[].game.equipped[]': ['name', 'cost'],
  'weeks[].barter[]': ['id', 'name', 'kind', 'avatar', 'barterRating', 'campaignCost', 'model'],
  'weeks[].injuries[]': ['model', 'name'],
  'weeks[].rewards[]': ['flip', 'name'],
  'weeks[].bountyParts[]': ['part', 'done'],
  'log[]': ['date', 'kind', 'title', 'changes'],
};
