/**
 * A Punkapocalyptic game as the battle kit plays it (src/games/punkapocalyptic/battle.ts) against the
 * book (shared/rulebooks/punkapocalyptic.txt, "PA l.n") and rulings P11 and P13: the game's length
 * from game-length.yaml (l.210: the scenario's, usually 6), each gang's VP, the turn limit, and the
 * result left to the players (the core book names no winner). Games are played as steps of the log.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData, punkapocalypticGameLength } from '../../../src/games/punkapocalyptic/book-data';
import { OTHER_LENGTH, USUAL_GAME, VP } from '../../../src/games/punkapocalyptic/battle';
import { punkapocalypticGame } from '../../../src/games/punkapocalyptic/game';
import { battleResult, battleStanding, newGame, take, type GameDoc, type PlayCommand, type ScenarioRules } from '../../../src/play';
import type { Roster } from '../../../src/games/punkapocalyptic/roster-format';

const book = punkapocalypticBookData();
const length = punkapocalypticGameLength();
const rules = punkapocalypticPlay(book, undefined, length);
const battle = rules.battle!;
const json = example('punkapocalyptic');
const roster = rules.parse(json) as Roster;
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const scenario = (id: string): ScenarioRules => battle.scenarios(roster).find((s) => s.id === id)!;

function play(cmds: PlayCommand[], from = newGame(rules, json, 'r1', at(0))): GameDoc {
  return cmds.reduce((d, cmd, i) => take(rules, roster, d, cmd, `step ${i}`, at(i + 1), 'A'), from);
}
const setup = (id = USUAL_GAME): PlayCommand => ({ kind: 'setup', scenario: id, first: null });
const vp = (side: 'me' | 'them', by: number, round = 1): PlayCommand => ({ kind: 'score', side, source: VP, round, by });
const rounds = (from: number, to: number): PlayCommand[] => Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'next-round', from: from + i }));

describe('the game’s length (PA l.210)', () => {
  it('the usual game lasts 6 turns, read once from game-length.yaml, which the rules page shows too', () => {
    expect(length.turns).toBe(6);
    expect(scenario(USUAL_GAME)).toMatchObject({ name: 'A game of 6 turns', turnLimit: 6, atLimit: 'Turn 6 was the last: the game is over.' });
    // The rules page reads the number from the data (no 6 typed there).
    const page = readFileSync('content/punkapocalyptic/rules/turn-sequence.mdx', 'utf8');
    expect(page).toContain('usually it is **<GameTurns />**');
    expect(page).not.toMatch(/usually it is \*\*\d/);
  });

  it('PA l.210 (the scenario sets the turns): a scenario of another length has no turn limit: the players end the game', () => {
    expect(battle.scenarios(roster).map((s) => s.id)).toEqual([USUAL_GAME, OTHER_LENGTH]);
    expect(scenario(OTHER_LENGTH).turnLimit).toBeNull();
    expect(battle.suggested!(roster)).toBe(USUAL_GAME);
    expect(battle).toMatchObject({ noun: 'game', sideNames: { me: 'Your gang', them: 'Their gang' } });
    expect(battle.rollable).toBeFalsy();
  });

  it('the game manifest’s play rules carry the same battle', () => {
    expect(punkapocalypticGame.play!(book).battle!.scenarios(roster)[0]!.turnLimit).toBe(6);
  });

  it('without the length (an older caller) the rules have no battle', () => {
    expect(punkapocalypticPlay(book).battle).toBeUndefined();
  });
});

describe('set-up notes', () => {
  it('P11, PA l.141: up to 3 models per started 100 points; P13: Knocked Down for good starts out; PA l.230, l.268: no side goes first for the game', () => {
    const notes = scenario(USUAL_GAME).setup;
    expect(notes.map((n) => n.label)).toEqual(['Game length', 'Gang size', 'Models in play', 'Who acts first']);
    expect(notes[0]!.text).toBe('6 game turns, the usual length when the scenario names no other.');
    expect(notes[1]!.text).toBe('Each gang fields up to 3 models for every 100 points it costs or part of them (our reading P11).');
    expect(notes[2]!.text).toContain('(our reading P13)');
    expect(notes[3]!.text).toContain('roll a d10 each (again on a tie)');
    expect(scenario(OTHER_LENGTH).setup[0]!.text).toBe('As many game turns as your scenario sets: end the game when it says.');
  });
});

describe('VP and the result', () => {
  it('PA l.131 (scenario objectives; the core book scores none): each gang scores its own VP (vp: 1), per round', () => {
    expect(scenario(USUAL_GAME).sources).toEqual([{ id: VP, label: 'VP', vp: 1 }]);
  });

  it('PA l.210: after turn 6 the game is over; the standing by VP is given, the result left to the players (the book names no winner)', () => {
    let d = play([setup(), vp('me', 2), ...rounds(1, 3), vp('them', 1, 4), vp('me', 3, 4), ...rounds(4, 5)]);
    expect(d.state.round).toBe(6);
    expect(battleStanding(scenario(USUAL_GAME), d.state)).toBeNull();
    d = play(rounds(6, 6), d);
    expect(battleStanding(scenario(USUAL_GAME), d.state)).toEqual({
      outcome: null,
      text: 'Turn 6 was the last: the game is over. Your gang leads 5 VP to 1. The core rules name no winner: your scenario decides, so enter the result.',
      ends: true,
    });
    expect(battleResult(scenario(USUAL_GAME), d.state)!.outcome).toBeNull();
  });

  it('PA l.210: the standing reads either way and level', () => {
    expect(battleResult(scenario(OTHER_LENGTH), play([setup(OTHER_LENGTH), vp('them', 4), vp('me', 1)]).state)!.text).toBe(
      'Their gang leads 4 VP to 1. The core rules name no winner: your scenario decides, so enter the result.',
    );
    expect(battleResult(scenario(USUAL_GAME), play([setup()]).state)!.text).toMatch(/^Both gangs have 0 VP\./);
    // A scenario of its own length never ends by itself.
    expect(battleStanding(scenario(OTHER_LENGTH), play([setup(OTHER_LENGTH), ...rounds(1, 9)]).state)).toBeNull();
  });
});
