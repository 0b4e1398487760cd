/**
 * The warband file format's page in words (content/kuggkoping/builder/file-format.mdx): its example,
 * what each version changed and what each field holds. The version and the fields themselves come
 * from the format (roster-format.ts), and tests/unit/roster/format-doc.test.ts fails when these
 * words fall out of step with it. Read at build time only: no builder bundle carries it.
 */
import type { RosterFormatDoc } from '../../roster/format-doc';

export const rosterFormatDoc: RosterFormatDoc = {
  /** A version-1 file, as players wrote them: the page shows it as the builder writes it today. */
  example: {
    game: 'kuggkoping',
    version: 1,
    name: 'The Cog Rats',
    mode: 'solo',
    alignments: [{ player: 1, faction: 'The Scribes', positive: 'Resourceful', negative: 'Inexperienced' }],
    tinkerDice: 0,
    characters: [
      {
        name: 'Olga',
        archetype: 'Crack Shot',
        player: 1,
        foreman: true,
        gadgets: [{ name: 'Handgun', quirk: null, equipped: true }],
        quirks: [],
        upgrades: [],
        gritLost: 0,
      },
    ],
  },
  changes: {
    1: 'the warband: its mode, alignments, Tinker dice and Characters with their gadgets, quirks, upgrades and grit lost.',
    2: 'adds the campaign log (`log`) and where the warband stands in its campaign (`campaign`); a version-1 file opens as the same warband with an empty log.',
  },
  notes: {
    name: 'the warband’s name',
    mode: 'solo, or co-op for two players',
    alignments: 'one per player',
    'alignments[].player': 'whose alignment it is; needed in co-op',
    'alignments[].faction': 'the faction’s name',
    'alignments[].positive': 'the positive trait’s name',
    'alignments[].negative': 'the negative trait’s name',
    tinkerDice: 'the Tinker dice pool (player 1’s pool in co-op)',
    tinkerDicePlayer2: 'player 2’s own pool in co-op',
    characters: 'one entry per Character',
    'characters[].name': 'the Character’s name',
    'characters[].archetype': 'its archetype’s name',
    'characters[].player': 'whose Character it is; needed in co-op',
    'characters[].foreman': 'true for the Foreman named when the warband was made (a Promotion is an upgrade, not this flag)',
    'characters[].gadgets': 'each gadget carried',
    'characters[].gadgets[].quirk': 'the quirk fitted to it, or null',
    'characters[].gadgets[].equipped': 'whether the Character has it equipped',
    'characters[].gadgets[].quirkChoice': 'what Mutating machine change raises, when that is the quirk fitted',
    'characters[].quirks': 'quirks received and not fitted to a gadget yet',
    'characters[].upgrades': 'upgrade names, one entry per copy',
    'characters[].gritLost': 'grit lost so far',
    'characters[].backstabber': 'the special rule swapped for Backstabber with the Backstabbers trait',
    'characters[].addOnActions': 'the special action each Add on upgrade copies',
    campaign: 'where the warband stands in its campaign; left out until a district is chosen',
    'campaign.district': 'the district the campaign is played in',
    'campaign.enemyFaction': 'the enemy faction faced',
    'campaign.expedition': '1 Normal, 2 Hard, 3 Very Hard',
    'campaign.mission': 'the next mission to play',
    'campaign.runToSafety': 'true when Run to safety comes first',
    'campaign.outcome': 'null until the campaign is won or lost',
  },
};
