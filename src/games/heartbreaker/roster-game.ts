/**
 * The Heartbreaker gang as the roster kit sees it (src/roster/game.ts): parse, check with the book's
 * tables, names, and the one-line summary in the list of saved gangs.
 */
import { namedRosterGame, type RosterGame } from '../../roster/game';
import { checkGang } from './roster-checks';
import { parseRoster, type Roster } from './roster-format';
import { leaderOf, newGang, type HeartbreakerBook } from './roster-rules';
import { LINK_FIELDS } from './roster-link';

export function gangGame(book: HeartbreakerBook): RosterGame<Roster> & { game: 'heartbreaker' } {
  return namedRosterGame({
    game: 'heartbreaker',
    gameName: 'Heartbreaker',
    noun: 'gang',
    modelNoun: 'fighter',
    parse: parseRoster,
    check: (roster) => checkGang(roster, book),
    create: (name) => newGang(name, book),
    modelsField: 'fighters',
    linkFields: LINK_FIELDS,
    modelNames: (roster) => roster.fighters.map((f) => f.name),
    summary: (roster) => {
      const leader = leaderOf(roster)?.name.trim();
      const r = roster.resources;
      return [leader ? `Led by ${leader}` : '', `Supply ${r.supply}, Territory ${r.territory}, Ammo ${r.ammo}, Reputation ${r.reputation}`].filter(Boolean).join(' · ');
    },
  });
}
