/**
 * The Arsenal Campaign crew tracker as the roster kit sees it (src/roster/game.ts): parse, check with
 * the book's tables, names, and the one-line summary in the list of saved crews. Problems are linked
 * to the week of the log they are about ("weeks[2]…"); the models counted are the Arsenal's now.
 */
import { namedRosterGame, type RosterGame } from '../../roster/game';
import { checkCrew, crewView, type ArsenalRosterData } from './roster-rules';
import { compactRoster, newRoster, parseRoster, type Roster } from './roster-format';
import { LINK_FIELDS } from './roster-link';

export function crewGame(data: ArsenalRosterData): RosterGame<Roster> & { game: 'arsenal-campaign' } {
  return namedRosterGame({
    game: 'arsenal-campaign',
    gameName: 'Arsenal Campaign',
    noun: 'crew',
    modelNoun: 'model',
    parse: parseRoster,
    toJson: compactRoster,
    check: (roster) => checkCrew(roster, data),
    create: (name) => newRoster(name),
    modelsField: 'weeks',
    linkFields: LINK_FIELDS,
    modelNames: (roster) => crewView(roster, data).now.models.map((m) => m.name),
    summary: (roster) => {
      const { now } = crewView(roster, data);
      return [roster.faction.trim(), `week ${roster.weeks.length} of ${roster.campaignWeeks}`, `${now.script} script`].filter(Boolean).join(' · ');
    },
  });
}
