/**
 * The crew file format's page in words (content/arsenal-campaign/builder/file-format.mdx): its
 * example, what each version changed and what each field holds. The version and the fields
 * themselves come from the format (roster-format.ts), and tests/unit/roster/format-doc.test.ts fails
 * when these words fall out of step with it. Read at build time only: no builder bundle carries it.
 */
import type { RosterFormatDoc } from '../../roster/format-doc';

export const rosterFormatDoc: RosterFormatDoc = {
  /** A version-1 file, as players wrote them: the page shows it as the tracker writes it today. */
  example: {
    game: 'arsenal-campaign',
    version: 1,
    name: 'The Ortega Posse',
    faction: 'Guild',
    campaignWeeks: 6,
    startingScript: 20,
    weeks: [
      {
        week: 1,
        event: 'Dust Storm',
        hires: [
          { id: 'nino', name: 'Nino Ortega', station: 'other', cost: 8, cache: null, leader: false },
          { id: 'perdita', name: 'Perdita Ortega', station: 'henchman', cost: 0, cache: 4, leader: true },
        ],
        upgrades: [{ id: 'sharpshooter', name: 'Sharpshooter', cost: 1, campaign: false }],
        game: {
          result: 'win',
          vp: 5,
          strategyVp: 3,
          opponentRating: 0,
          opponentTotal: 18,
          withdrewOnTurn: null,
          eventScript: 2,
          bountyCompleted: false,
          participants: ['nino', 'perdita'],
          finishedOff: ['nino'],
          opponentVp: 3,
          opponentHasMaster: false,
        },
        barterFlips: [7, 12],
        barter: [{ id: 'quick-draw', name: 'Quick Draw', kind: 'skill', avatar: false, barterRating: 7, campaignCost: 2, model: 'perdita' }],
        bountyBought: 'Hunt the Beast',
        injuries: [{ model: 'nino', name: 'Bad Knee' }],
        annihilated: [],
        newLeader: null,
        notes: 'Nino limps home.',
      },
    ],
  },
  changes: {
    1: 'the crew: its faction, campaign length, starting script and the log of weeks (hires, upgrades, the game, Barter, bounty, injuries, losses, notes).',
    2: 'adds the campaign log, the opposing crew’s Strategic Withdrawal, an agreed encounter size and the upgrades taken into a game, Reward flips and bounty parts; a version-1 file opens with an empty log.',
  },
  notes: {
    name: 'the crew’s name',
    faction: 'the faction it declared for the campaign',
    campaignWeeks: 'how long the campaign lasts',
    startingScript: 'the script the crew started with',
    weeks: 'one entry per week, in order',
    'weeks[].week': 'its number, 1, 2, 3 and so on',
    'weeks[].event': 'the weekly event',
    'weeks[].hires': 'the models hired at New Hires, in the order hired',
    'weeks[].hires[].id': 'any short text, unique in the file, used to refer to the model below',
    'weeks[].hires[].cost': 'its printed cost; null for a master',
    'weeks[].hires[].cache': 'a master’s or henchman’s cache; null otherwise',
    'weeks[].hires[].leader': 'true for the leader named in week 1',
    'weeks[].upgrades': 'ordinary upgrades bought at New Hires',
    'weeks[].upgrades[].campaign': 'always false here: campaign upgrades come from Barter',
    'weeks[].game': 'the week’s game',
    'weeks[].game.opponentRating': 'the opponent’s campaign rating',
    'weeks[].game.opponentTotal': 'the opponent’s Arsenal total, null if unknown',
    'weeks[].game.withdrewOnTurn': 'the turn this crew made a Strategic Withdrawal, null without one',
    'weeks[].game.eventScript': 'script from the weekly event',
    'weeks[].game.participants': 'the ids of the models that took part',
    'weeks[].game.finishedOff': 'the ids of the models Finished Off',
    'weeks[].game.opponentVp': 'written only when known',
    'weeks[].game.opponentHasMaster': 'written only when known',
    'weeks[].game.opponentWithdrewOnTurn': 'the turn the opposing crew made a Strategic Withdrawal (C7), written only when it did',
    'weeks[].game.agreedSize': 'an encounter size the players agreed below the largest',
    'weeks[].game.equipped': 'the upgrades taken into the game with their SS cost; with participants, checked against the encounter size',
    'weeks[].barterFlips': 'each Barter flip’s value after cheating, 0 to 14',
    'weeks[].barter': 'campaign upgrades bought at Barter',
    'weeks[].barter[].model': 'the id of the model taking a skill, null for equipment',
    'weeks[].bountyBought': 'the bounty bought',
    'weeks[].injuries[].model': 'the injured model’s id',
    'weeks[].annihilated': 'ids of models and upgrades lost for good this week',
    'weeks[].newLeader': 'the id of the model taking over from an Annihilated leader',
    'weeks[].rewards': 'Reward flips, with no Campaign Cost',
    'weeks[].bountyParts': 'the parts of the bounty held marked off in that week’s game; they count for that bounty in the weeks after too',
    'weeks[].notes': 'anything else worth remembering',
  },
};
