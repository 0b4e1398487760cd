/**
 * Heartbreaker's play rules with End game's write-back already there, for tests that end a game
 * synchronously: the page loads the write-back's code after its first paint (writeBackLater).
 */
import * as campaign from '../../../src/games/heartbreaker/campaign';
import { heartbreakerPlay, writeBackWith } from '../../../src/games/heartbreaker/play';

export function heartbreakerPlayNow(...args: Parameters<typeof heartbreakerPlay>): ReturnType<typeof heartbreakerPlay> {
  const rules = heartbreakerPlay(...args);
  return Object.assign(rules, { writeBack: writeBackWith(campaign, args[0], rules, args[2]) });
}
