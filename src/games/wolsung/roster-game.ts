/**
 * The Wolsung SSG club sheet as the roster kit sees it (src/roster/game.ts): parse, check with the
 * quick start's tables, names, and the one-line summary in the list of saved clubs.
 */
import { namedRosterGame, type RosterGame } from '../../roster/game';
import { count } from '../../common/words';
import { checkClub } from './roster-checks';
import { fundPool, parseRoster, type Roster, type WolsungRosterData } from './roster-format';
import { newRoster } from './roster-rules';
import { LINK_FIELDS } from './roster-link';

/** "2 heroes, 3 henchmen · Fund Pool 5, 1 left". */
export function clubSummary(roster: Roster): string {
  const heroes = roster.models.filter((m) => m.kind === 'hero').length;
  const funds = fundPool(roster);
  return `${count(heroes, 'hero', 'heroes')}, ${count(roster.models.length - heroes, 'henchman', 'henchmen')} · Fund Pool ${funds.pool}, ${funds.left} left`;
}

export function clubGame(data: WolsungRosterData): RosterGame<Roster> & { game: 'wolsung' } {
  return namedRosterGame({
    game: 'wolsung',
    gameName: 'Wolsung SSG',
    noun: 'club',
    modelNoun: 'model',
    parse: parseRoster,
    check: (roster) => checkClub(roster, data),
    create: newRoster,
    modelsField: 'models',
    linkFields: LINK_FIELDS,
    modelNames: (roster) => roster.models.map((m) => m.name),
    summary: clubSummary,
  });
}
