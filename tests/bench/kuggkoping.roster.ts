import { bookData } from '../../src/games/kuggkoping/book-data';
import { checkWarband, parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { warbandGame } from '../../src/games/kuggkoping/roster-game';
import { characterView } from '../../src/games/kuggkoping/roster-rules';
import { coopWarband } from '../unit/support/kuggkoping-warbands';
import { shareLinkCases, type RosterBenchCase } from './rosters';

const book = bookData();
const game = warbandGame(book);

/**
 * A co-op warband deep into a long campaign (two or three expeditions): four Characters, each
 * carrying five gadgets with quirks (two equipped), three quirks not fitted yet and six upgrades.
 */
const full: Roster = parseRoster(
  coopWarband(
    'The Long Campaign',
    [
      ['Ball Pointers', 'Anything can be a weapon', 'Under pressure'],
      ['Feather Pens', 'Flattering', 'Safety first'],
    ],
    [12, 9],
    ['Crack Shot', 'Knuckle Buster', 'Grenadier', 'Data Mage'].map((archetype, i) => ({
      name: `Veteran ${i + 1}`,
      archetype,
      player: i < 2 ? 1 : 2,
      foreman: i % 2 === 0,
      gadgets: book.gadgets.slice(i, i + 5).map((g, j) => ({ name: g.name, quirk: book.quirks[(i * 5 + j) % book.quirks.length]!.name, equipped: j < 2 })),
      quirks: book.quirks.slice(12, 15).map((q) => q.name),
      upgrades: ['Skill enhancement', 'Skill enhancement', 'Promotion', 'Add on', 'Fairy circuits', 'Power pack'],
      addOnActions: ['Slog it'],
      gritLost: 1,
    })),
  ),
);

export const rosterCases: RosterBenchCase[] = [
  { name: 'Kuggköping: checkRoster of a full co-op warband', run: () => checkWarband(full, book) },
  { name: 'Kuggköping: every Character card of it', run: () => full.characters.map((_, i) => characterView(full, i, book)) },
  ...shareLinkCases('Kuggköping', full, game),
];
