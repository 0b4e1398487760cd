import { readFileSync } from 'node:fs';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { checkGang } from '../../src/games/punkapocalyptic/roster-checks';
import { parseRoster, type Roster } from '../../src/games/punkapocalyptic/roster-format';
import { modelOddsLinks, modelProfile } from '../../src/games/punkapocalyptic/roster-rules';
import { gangGame } from '../../src/games/punkapocalyptic/roster-game';
import { docSections, jsonExample } from '../../src/roster/doc';
import { shareLinkCases, type RosterBenchCase } from './rosters';

const book = punkapocalypticBookData();
const game = gangGame(book);

/**
 * A big game's gang: nine models, 415 points, for a 500-point game (the File format example's four
 * models twice and its chief once more), with rifles, bows, maces, bombs and armor, everything the
 * check looks at. (Twelve such models, a 5 kB link, encode and decode in about 0.9 ms here.)
 */
const example = parseRoster(jsonExample(docSections(readFileSync('src/games/punkapocalyptic/roster.ts', 'utf8'))['File format'] ?? ''));
const full: Roster = {
  ...example,
  name: 'The Big Convoy',
  gameSize: 500,
  models: [...example.models, ...example.models, example.models[0]!].map((m, i) => ({ ...m, name: `${m.name} ${i + 1}` })),
};

export const rosterCases: RosterBenchCase[] = [
  { name: 'Punkapocalyptic: checkRoster of a 9-model, 415-point gang', run: () => checkGang(full, book) },
  { name: 'Punkapocalyptic: every model’s profile and odds links of it', run: () => full.models.map((m, i) => [modelProfile(m, book), modelOddsLinks(full, i, book)]) },
  ...shareLinkCases('Punkapocalyptic', full, game),
];
