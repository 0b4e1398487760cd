import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { activationToolData } from '../tools/tool-data';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame } from '../../../src/play';
import { addEnemy, choose, moveModel, nextEnemy, setSettings, typeRoll, type TurnData } from '../../../src/games/kuggkoping/turn';
import { gameTurn, sheetEnemies, withGameTurn } from '../../../src/games/kuggkoping/play-turn';

// The enemies on the printed game sheet (issue 37: the sheet prints the enemies too): the turn's
// settings in words and each enemy's profile as the turn plays it, its grit lost ticked.

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();
const rules = kuggkopingPlay(book);
const roster = example('kuggkoping') as Roster;
const started = () => newGame(rules, roster, null, new Date(Date.UTC(2026, 10, 30))).state;

describe('the enemies on Kuggköping’s game sheet', () => {
  it('a game without enemies prints none', () => {
    expect(sheetEnemies(roster, started(), data, book)).toBeNull();
  });

  it('each enemy with its profile as played (faction, Fragile self-esteem) and its grit lost; the settings in words', () => {
    let t = gameTurn(roster, started(), data, 'seed-1', book);
    t = setSettings(t, { enemyFaction: 'street-pirates', difficulty: 'normal' });
    t = addEnemy(addEnemy(t, data, 'grunt'), data, 'bell-man');
    // The Bell-Man has lost 2 of its 6 grit: it rolls 2 dice fewer (Fragile self-esteem, one die a grit lost: KB 1722-1723).
    t = { ...t, enemies: t.enemies.map((e) => (e.id === 'e2' ? { ...e, gritLost: 2 } : e)) };
    const sheet = sheetEnemies(roster, withGameTurn(started(), t), data, book)!;
    expect(sheet.settings).toEqual(['Enemy faction: Street pirates. When one of these models is attacked, it makes its counterattack before the attacker rolls to hit.', 'Difficulty: Normal']);
    expect(sheet.enemies).toEqual([
      { name: 'Grunt 1', line: 'Grunt: Move 3, Range 2, 2 (5+), Defence 5+, grit 4 of 4', fullGrit: 4, gritLost: 0, down: false, now: 'Not activated yet this turn.' },
      { name: 'Bell-Man 1', line: 'Bell-Man: Move 4, Range 2, 4 (4+), Defence 4+, grit 4 of 6 (Fragile self-esteem: 2 fewer dice for grit lost)', fullGrit: 6, gritLost: 2, down: false, now: 'Not activated yet this turn.' },
    ]);
  });

  it('with a board: where each model stands, and each enemy’s activation this turn with its roll as the turn shows it', () => {
    let t = gameTurn(roster, started(), data, 'seed-1', book);
    t = { ...t, board: { width: 8, height: 8, terrain: [] } };
    t = moveModel(t, 'c1', { x: 0, y: 0 });
    t = addEnemy(addEnemy(addEnemy(t, data, 'grunt', { x: 1, y: 0 }), data, 'grunt', { x: 7, y: 7 }), data, 'grunt');
    t = nextEnemy(typeRoll(choose(t, 'e1'), 'e1', 4)); // Grunt 1 activated first, on a real die's 4
    t = typeRoll(choose(t, 'e2'), 'e2', 1); // Grunt 2 rolled, not moved yet
    const sheet = sheetEnemies(roster, withGameTurn(started(), t), data, book)!;
    expect(sheet.settings.at(-1)).toBe('Characters on the board: Olga at A1');
    // 4, +1 line of sight, +2 adjacent: 7, Rage (KB 1760-1765, the table's 7+); a 1 takes no modifier: Lost in fog (KB 1767, 1771).
    expect(sheet.enemies.map((e) => e.now)).toEqual([
      'At B1. Activated 1st this turn: Rage (Rolled 4, +1 sees a Character, +2 adjacent: total 7).',
      'At H8. Rolled, not activated yet: Lost in fog (Rolled 1: a 1 ignores every modifier).',
      'Not on the board. Not activated yet this turn.',
    ]);
  });

  it('a boss prints its own rule; a turn a newer site saved prints nothing', () => {
    const boss = data.enemyTypes.find((x) => x.boss && x.ability)!;
    const t = addEnemy(gameTurn(roster, started(), data, 'seed-1', book), data, boss.id);
    const sheet = sheetEnemies(roster, withGameTurn(started(), t), data, book)!;
    expect(sheet.enemies[0]!.ability).toBe(boss.ability);
    expect(sheet.enemies[0]!.line.startsWith(`${boss.name}: Move ${boss.move}, `)).toBe(true);
    const s = started();
    expect(sheetEnemies(roster, { ...s, own: { [TURN_SIDE_KEY]: { ...JSON.parse(JSON.stringify(t)), v: 99 } } }, data, book)).toBeNull();
  });
});
