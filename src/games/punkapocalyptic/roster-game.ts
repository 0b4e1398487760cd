/**
 * The Punkapocalyptic gang sheet as the roster kit sees it (src/roster/game.ts): parse, check with the
 * book's tables, names, and the one-line summary in the list of saved gangs.
 */
import { namedRosterGame, type RosterGame } from '../../roster/game';
import { gangPoints, newRoster, type GangBook } from './roster-rules';
import { checkGang } from './roster-checks';
import { parseRoster, type Roster } from './roster-format';
import { LINK_FIELDS } from './roster-link';

export function gangGame(book: GangBook): RosterGame<Roster> & { game: 'punkapocalyptic' } {
  return namedRosterGame({
    game: 'punkapocalyptic',
    gameName: 'Punkapocalyptic',
    noun: 'gang',
    modelNoun: 'model',
    parse: parseRoster,
    check: (roster) => checkGang(roster, book),
    create: (name) => newRoster(name),
    modelsField: 'models',
    linkFields: LINK_FIELDS,
    modelNames: (roster) => roster.models.map((m) => m.name || m.type),
    // Which models carry bullets, and how many, is secret until the game ends (l.442): the
    // opponent's copy carries none, nor their cost, which would tell the count.
    forOpponent: (roster) => (roster.secretBullets ? { ...roster, models: roster.models.map((m) => ({ ...m, bullets: 0, bulletsCost: 0 })) } : roster),
    summary: (roster) => {
      const { points } = gangPoints(roster, book);
      const size = `${points} of ${roster.gameSize} points`;
      return roster.faction.trim() ? `${roster.faction.trim()} · ${size}` : size;
    },
  });
}
