/**
 * The Kuggköping warband as the roster kit sees it (src/roster/game.ts): parse, check with the
 * book's data, names, and the one-line summary in the list of saved warbands.
 */
import { namedRosterGame, type RosterGame } from '../../roster/game';
import { checkWarband } from './roster-checks';
import { parseRoster, type Roster } from './roster-format';
import { newRoster, type KuggkopingBook } from './roster-rules';
import { LINK_FIELDS } from './roster-link';

export function warbandGame(book: KuggkopingBook): RosterGame<Roster> & { game: 'kuggkoping' } {
  return namedRosterGame({
    game: 'kuggkoping',
    gameName: 'Kuggköping',
    noun: 'warband',
    modelNoun: 'Character',
    parse: parseRoster,
    check: (roster) => checkWarband(roster, book),
    create: newRoster,
    modelsField: 'characters',
    linkFields: LINK_FIELDS,
    modelNames: (roster) => roster.characters.map((c) => c.name),
    summary: (roster) => [roster.mode === 'solo' ? 'Solo' : 'Co-op', ...roster.alignments.map((a) => a.faction).filter(Boolean)].join(' · '),
  });
}
