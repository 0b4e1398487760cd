/**
 * The gang file format's page in words (content/heartbreaker/builder/file-format.mdx): its example,
 * what each version changed and what each field holds. The version and the fields themselves come
 * from the format (roster-format.ts), and tests/unit/roster/format-doc.test.ts fails when these
 * words fall out of step with it. Read at build time only: no builder bundle carries it.
 */
import type { RosterFormatDoc } from '../../roster/format-doc';

export const rosterFormatDoc: RosterFormatDoc = {
  /** A version-1 file, as players wrote them: the page shows it as the builder writes it today. */
  example: {
    game: 'heartbreaker',
    version: 1,
    name: 'The Rust Saints',
    fighters: [
      { name: 'Mother Cog', leader: true, quirks: ['Pulverizer', 'Heavy Armor', 'Iconic', 'Medpack', 'Stalker'], akimbo: null, bounty: 0, meatLost: 0 },
      { name: 'Twitch', leader: false, quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Bonded'], akimbo: 'Sidearm', bounty: 0, meatLost: 0 },
    ],
    resources: { reputation: 2, territory: 0, supply: 3, ammo: 1 },
  },
  changes: {
    1: 'the gang: its fighters with their quirks, Bounty and Meat lost, its resources and the title it keeps.',
    2: 'adds the campaign log, one arc against a rival gang with the Bounties on its fighters, and Prepare for War’s quirk for the next skirmish; a version-1 file opens with an empty log.',
    3: 'keeps several arcs, one per rival (`arcs`, with how each game went); the Bounties on rival fighters move to the gang (`rivalBounties`); adds the resource actions paid for the next skirmish (`nextSkirmish`) and the game whose Epilogue is still to record (`pending`).',
  },
  notes: {
    name: 'the gang’s name',
    fighters: 'one entry per fighter, in your order (a full gang has six)',
    'fighters[].leader': 'true for the one leader, false for the recruits',
    'fighters[].quirks': 'the names of its weapons, gear and abilities',
    'fighters[].akimbo': 'the weapon its Akimbo Holster holds in pairs, or null without one',
    'fighters[].bounty': 'its Bounty, 0 to 5',
    'fighters[].meatLost': 'Meat lost so far (0 when unhurt)',
    'fighters[].tempQuirk': 'the quirk Prepare for War lends it for the next skirmish only',
    resources: 'the gang’s four resources',
    keptTitle: 'written once chosen: the title kept when the gang has the most of more than one resource, such as "Warlord"',
    arcs: 'every arc, one per rival gang; an ended arc stays until a new one against the same rival',
    'arcs[].rival': 'the rival gang’s name',
    'arcs[].step': 'the arc’s next game; "epilogue" once it is over',
    'arcs[].results': 'how each game of the arc went for this gang, in order',
    rivalBounties: 'Bounties on rival fighters: a Bounty stays with its fighter after the arc ends',
    nextSkirmish: 'the resource actions paid for the next skirmish, by id ("eat-your-fill", "set-the-stage", "prepare-for-war")',
    pending: 'what End game in the play view left for the Epilogue',
    'pending.rival': 'the rival gang’s name, empty when none was added',
    'pending.takenDown': 'the rival fighters this gang Took Down, with the Bounty each carried',
    'pending.ours': 'this gang’s fighters Taken Down, by name',
    'pending.rivalFighters': 'every fighter of the rival’s gang with its Bounty, when the game held that gang; absent otherwise',
    'pending.scenario': 'the scenario played, by name, when the game was set up as one; absent otherwise',
    'pending.pays': 'what the scenario pays this gang, in the match report’s words; absent for a game with no scenario',
    'pending.rivalResources': 'the rival gang’s four resources when the game held its sheet, so a claim on the rival takes only what it has; absent otherwise',
  },
};
