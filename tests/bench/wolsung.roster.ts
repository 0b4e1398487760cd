import { readFileSync } from 'node:fs';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { checkClub } from '../../src/games/wolsung/roster-checks';
import { parseRoster, type Roster } from '../../src/games/wolsung/roster-format';
import { modelCard, oddsLinks } from '../../src/games/wolsung/roster-rules';
import { clubGame } from '../../src/games/wolsung/roster-game';
import { docSections, jsonExample } from '../../src/roster/doc';
import { shareLinkCases, type RosterBenchCase } from './rosters';

const data = wolsungBookData();
const game = clubGame(data);

/**
 * A full club: the File format example's four models twice over (four heroes and four henchmen, two
 * golems, pistols, rifles with range bands, a caster), each with a second gadget. A starter club has
 * four to six models.
 */
const example = parseRoster(jsonExample(docSections(readFileSync('src/games/wolsung/roster.ts', 'utf8'))['File format'] ?? '')!);
const full: Roster = {
  ...example,
  name: 'The Grand Lodge',
  models: [0, 1].flatMap((n) =>
    example.models.map((m) => ({ ...m, name: `${m.name} ${n + 1}`, gadgets: [...m.gadgets, { name: 'Spare goggles', cost: 0, specialRules: [{ name: 'Quick' }] }] })),
  ),
};

export const rosterCases: RosterBenchCase[] = [
  { name: 'Wolsung: checkRoster of a full eight-model club', run: () => checkClub(full, data) },
  { name: 'Wolsung: every card and odds link of it', run: () => full.models.map((_, i) => [modelCard(full, i, data), oddsLinks(full, i, data)]) },
  ...shareLinkCases('Wolsung', full, game),
];
