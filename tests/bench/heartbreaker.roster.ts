import { readFileSync } from 'node:fs';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { checkGang } from '../../src/games/heartbreaker/roster-checks';
import { parseRoster, type Roster } from '../../src/games/heartbreaker/roster-format';
import { fighterStats, strikeLinks, titlesOnDevice } from '../../src/games/heartbreaker/roster-rules';
import { gangGame } from '../../src/games/heartbreaker/roster-game';
import { docSections, jsonExample } from '../../src/roster/doc';
import { shareLinkCases, type RosterBenchCase } from './rosters';

const book = heartbreakerBookData();
const game = gangGame(book);

/** The legal six-fighter gang of roster.ts's File format section, deep in a campaign (Bounties, Meat lost, a kept title). */
const example = parseRoster(jsonExample(docSections(readFileSync('src/games/heartbreaker/roster.ts', 'utf8'))['File format'] ?? '') ?? '');
const full: Roster = {
  ...example,
  name: 'The Rust Saints of the Long Campaign',
  fighters: example.fighters.map((f, i) => ({ ...f, name: `${f.name} the ${['Elder', 'Quick', 'Sly', 'Loud', 'Grim', 'Last'][i]}`, bounty: i % 6, meatLost: i })),
  resources: { reputation: 14, territory: 9, supply: 11, ammo: 12 },
  keptTitle: 'Warlord',
};
/** A group's worth of gangs on one device. */
const saved = Array.from({ length: 12 }, (_, i) => ({ id: `g${i}`, roster: { ...full, resources: { reputation: i, territory: (i * 7) % 12, supply: (i * 5) % 12, ammo: 12 - i } } }));

export const rosterCases: RosterBenchCase[] = [
  { name: 'Heartbreaker: checkRoster of a full gang', run: () => checkGang(full, book) },
  { name: 'Heartbreaker: every fighter’s stats and strike links', run: () => full.fighters.map((f, i) => [fighterStats(f, book), strikeLinks(full, i, book)]) },
  { name: 'Heartbreaker: titles across 12 saved gangs', run: () => titlesOnDevice(saved, full, 'g3', book) },
  ...shareLinkCases('Heartbreaker', full, game),
];
