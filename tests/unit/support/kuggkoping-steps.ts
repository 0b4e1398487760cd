/**
 * What the tests of Kuggköping's steps between games share: the book and battle data, the play rules
 * with the missions, a game played in the play view and ended (End game's write-back into the saved
 * warband), each step's status and why, and a step's question or warband.
 */
import { battleData, bookData } from '../../../src/games/kuggkoping/book-data';
import { kuggkopingBattle } from '../../../src/games/kuggkoping/battle';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import type { StepOrQuestion, StepQuestion } from '../../../src/games/kuggkoping/steps';
import { stepsBetweenGames } from '../../../src/games/kuggkoping/step-status';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, scoreCommand, take, type GameDoc, type PlayCommand, readyToEnd } from '../../../src/play';
import { finishGame } from '../../../src/play/end';

export const book = bookData();
export const data = battleData();
export const battle = kuggkopingBattle(data);
export const rules = await readyToEnd(kuggkopingPlay(book, undefined, battle));
export const D = '2026-11-29';
export const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
export const statuses = (r: Roster) => Object.fromEntries(stepsBetweenGames(r).map((s) => [s.value, s.status]));
export const why = (r: Roster, step: string) => stepsBetweenGames(r).find((s) => s.value === step)!.why;

/** A step that asks first: its question and answers (it fails when the step was applied at once). */
export function asked(s: StepOrQuestion): StepQuestion {
  if (s.question === undefined) throw new Error('the step did not ask');
  return s;
}

/** The warband a step gives, at once or by its first answer. */
export const given = (s: StepOrQuestion): Roster => (s.question === undefined ? s.roster : s.choices[0]!.roster);

/**
 * A mission (`scenario`, Looting unless said) played in the play view and ended with `outcome`:
 * `cmds` after the set-up, score commands counting its source `source` (the Gizmos claimed unless
 * said), and `turn` kept in the game as the enemy turn End game reads.
 */
export function endedGame(saved: Roster, cmds: PlayCommand[], opts: { scenario?: string; source?: string; turn?: unknown; outcome?: 'win' | 'loss' } = {}): Roster {
  const { scenario = 'looting', source = 'gizmos', turn, outcome = 'win' } = opts;
  const counted = battle.scenarios(saved).find((s) => s.id === scenario)!.sources.find((s) => s.id === source)!;
  const all: PlayCommand[] = [{ kind: 'setup', scenario, first: 'me' }, ...cmds.map((c) => (c.kind === 'score' ? scoreCommand(counted, 'me', c.round, c.by) : c))];
  let doc = all.reduce<GameDoc>((d, cmd, i) => take(rules, saved, d, cmd, `s${i}`, at(i + 1)), newGame(rules, saved, 'r1', at(0)));
  if (turn !== undefined) doc = { ...doc, state: { ...doc.state, own: { enemyTurn: turn } } };
  return finishGame({ rules, played: saved, doc, saved, nameOf: (r: Roster) => r.name, outcome, note: '', now: at(60) }).roster!.roster;
}
