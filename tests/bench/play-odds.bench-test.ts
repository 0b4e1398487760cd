import { expect, test } from 'vitest';
import { example } from '../unit/play/examples';
import { loadToolData } from '../unit/support/collections';
import { startState, type PlayOddsRules, type PlayRules } from '../../src/play';
import { heartbreakerPlay } from '../../src/games/heartbreaker/play';
import { heartbreakerOdds } from '../../src/games/heartbreaker/play-odds';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import type { StrikeOddsData } from '../../src/games/heartbreaker/tools/strike-odds';
import { punkapocalypticPlay } from '../../src/games/punkapocalyptic/play';
import { punkapocalypticOdds } from '../../src/games/punkapocalyptic/play-odds';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { wolsungPlay } from '../../src/games/wolsung/play';
import { wolsungOdds } from '../../src/games/wolsung/play-odds';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { kuggkopingPlay } from '../../src/games/kuggkoping/play';
import { kuggkopingOdds } from '../../src/games/kuggkoping/play-odds';
import { bookData as kuggkopingBookData } from '../../src/games/kuggkoping/book-data';
import type { TurnData } from '../../src/games/kuggkoping/turn';
import { activationToolData } from '../unit/tools/tool-data';
import { gameSlugs, type GameSlug } from '../../src/common/catalog';
import { frameCheck, time } from './frame';

// The odds on a play card (one of my models' weapons against one of the opponent's models,
// or the other way round) are worked out again whenever the player picks another weapon, target or
// toggle, and must fit in one frame. Every such pick of the example rosters, played against
// themselves, in both directions and with the toggle off and on, is timed; each must have its lower
// quartile under a frame (tests/bench/frame.ts). Kuggköping's cards aim at the enemies of its data
// (each enemy type at full grit in a fresh game) instead of an opponent's roster.

interface Game {
  slug: string;
  rules: PlayRules<unknown>;
}

const book = heartbreakerBookData();
const punkBook = punkapocalypticBookData();
const wolsungData = wolsungBookData();
const kkBook = kuggkopingBookData();
const enemyTypes = (activationToolData as typeof activationToolData & { turn: TurnData }).turn.enemyTypes;
/** Each game's play rules with the odds on its cards, or null for a game whose cards give none (Arsenal Campaign). */
const WITH_ODDS: Record<GameSlug, (() => PlayRules<unknown>) | null> = {
  kuggkoping: () => kuggkopingPlay(kkBook, kuggkopingOdds(kkBook, enemyTypes)) as PlayRules<unknown>,
  heartbreaker: () => heartbreakerPlay(book, heartbreakerOdds(book, loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules)) as PlayRules<unknown>,
  punkapocalyptic: () => punkapocalypticPlay(punkBook, punkapocalypticOdds(punkBook)) as PlayRules<unknown>,
  wolsung: () => wolsungPlay(wolsungData, wolsungOdds(wolsungData)) as PlayRules<unknown>,
  'arsenal-campaign': null,
};
const GAMES: Game[] = gameSlugs.flatMap((slug) => {
  const rules = WITH_ODDS[slug];
  return rules ? [{ slug, rules: rules() }] : [];
});

test('play cards: every pick of weapon, target and toggle works its odds out within one frame', () => {
  const { failures, check: checkFrame } = frameCheck();
  const timed: { name: string; quartile: number; median: number }[] = [];
  const check = (name: string, t: ReturnType<typeof time>) => {
    timed.push({ name, quartile: t.quartile, median: t.median });
    checkFrame(name, t);
  };
  for (const { slug, rules } of GAMES) {
    const odds = rules.odds as PlayOddsRules<unknown>;
    const roster = rules.parse(example(slug));
    const state = startState(rules, roster);
    const opponent = odds.fromData ? undefined : roster;
    const targets = odds.targets(opponent, state);
    let picks = 0;
    for (let i = 0; i < rules.models(roster).length; i++) {
      for (let t = 0; t < targets.length; t++) {
        for (const toggle of [false, true]) {
          for (const weapon of odds.weapons(roster, i)) {
            picks += 1;
            check(`${slug}: model ${i + 1}, ${weapon}, against ${targets[t]!.name}${toggle ? `, ${odds.toggle}` : ''}`, time(() => odds.odds(roster, i, state, weapon, opponent, t, toggle), 21));
          }
          for (const weapon of odds.incoming?.weapons(opponent, t, state) ?? []) {
            picks += 1;
            check(`${slug}: ${targets[t]!.name}'s ${weapon} against model ${i + 1}${toggle ? `, ${odds.toggle}` : ''}`, time(() => odds.incoming!.odds(roster, i, state, opponent, t, weapon, toggle), 21));
          }
        }
      }
    }
    expect(picks, slug).toBeGreaterThan(0);
  }
  const slowest = timed.sort((a, b) => b.quartile - a.quartile).slice(0, 5);
  console.log(`\nPlay cards' odds, ${timed.length} picks; the slowest (lower quartile, median):\n${slowest.map((t) => `${t.name.padEnd(72)} ${t.quartile.toFixed(3)} ms, ${t.median.toFixed(3)} ms`).join('\n')}\n`);
  expect(failures).toEqual([]);
});
