/**
 * A test scenario played on the Heartbreaker example gang, standing in for a game's own scenarios in
 * the battle kit's and the match report's tests (each game's scenarios have tests of their own).
 */
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { newGame, scoreCommand, take, type BattleRules, type GameDoc, type PlayCommand, type PlayRules, type ScenarioRules } from '../../../src/play';
import { example } from './examples';
import { heartbreakerPlayNow } from '../support/heartbreaker-play';

export type Roster = ReturnType<ReturnType<typeof heartbreakerPlayNow>['parse']>;

export const caches: ScenarioRules = {
  id: 'drop',
  name: 'Test Drop',
  victory: 'First to 3 Caches wins.',
  turnLimit: 5,
  atLimit: 'Both gangs Run For It.',
  setup: [{ label: 'Deployment', text: 'Opposite corners.' }],
  sources: [
    { id: 'caches', label: 'Caches extracted', max: 5 },
    { id: 'vp', label: 'VP', vp: 1 },
  ],
  endgame: ({ totals }) =>
    totals.me.caches! >= 3 ? { outcome: 'win', text: '3 Caches: you win.', ends: true } : totals.them.caches! >= 3 ? { outcome: 'loss', text: '3 Caches: they win.', ends: true } : null,
  result: ({ totals }) => (totals.me.vp! > totals.them.vp! ? { outcome: 'win', text: 'More VP.', ends: false } : null),
};
export const battle: BattleRules<Roster> = { noun: 'scenario', scenarios: () => [caches, { ...caches, id: 'other', name: 'Other', sources: [] }], rollable: true, sideNames: { me: 'Your gang', them: 'Their gang' } };
export const rules: PlayRules<Roster> = { ...heartbreakerPlayNow(heartbreakerBookData()), battle };
export const json = example('heartbreaker');
export const roster = rules.parse(json);
export const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));

export function play(cmds: PlayCommand[], by = 'A', from = newGame(rules, json, 'r1', at(0)), t0 = 1): GameDoc {
  return cmds.reduce((d, cmd, i) => take(rules, roster, d, cmd, `step ${i}`, at(t0 + i), by), from);
}
export const setup: PlayCommand = { kind: 'setup', scenario: 'drop', first: 'them' };
/** A score step as the score screen takes it (with the source's most, from the scenario). */
export const score = (side: 'me' | 'them', by: number, round = 1, source = 'caches'): PlayCommand => scoreCommand(caches.sources.find((s) => s.id === source)!, side, round, by);

