/**
 * The builders' documented example rosters as their File format pages print them (Heartbreaker's from
 * its module's doc comment): the rosters the play unit tests start from (tests/e2e/support/examples.ts).
 */
import { example as builderExample, fileFormatExample } from '../../e2e/support/examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { wolsungPlay } from '../../../src/games/wolsung/play';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { arsenalPlay } from '../../../src/games/arsenal-campaign/play';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import type { PlayRules } from '../../../src/play';

export function example(slug: string): unknown {
  return slug === 'heartbreaker' ? builderExample(slug) : (JSON.parse(fileFormatExample(slug)) as unknown);
}

/** Every game's play rules from its book's data, by slug, for the tests that run the kit on all five. */
export const everyGamesRules = (): [string, PlayRules<unknown>][] => [
  ['kuggkoping', kuggkopingPlay(bookData()) as PlayRules<unknown>],
  ['heartbreaker', heartbreakerPlay(heartbreakerBookData()) as PlayRules<unknown>],
  ['punkapocalyptic', punkapocalypticPlay(punkapocalypticBookData()) as PlayRules<unknown>],
  ['wolsung', wolsungPlay(wolsungBookData()) as PlayRules<unknown>],
  ['arsenal-campaign', arsenalPlay(arsenalBookData()) as PlayRules<unknown>],
];
