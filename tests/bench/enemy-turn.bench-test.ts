import { expect, test } from 'vitest';
import { createRng } from '../../src/engine';
import { activationSituation, nextEnemies, type PlacedModel, type TurnBoard } from '../../src/games/kuggkoping/enemy-turn';
import { busyBoard, frameCheck, time } from './frame';

// The enemy turn recomputes every enemy's situation and the order whenever a model moves.
// For 12 enemies and 4 Characters on a busy 12 x 12 board, each must fit in one frame (16 ms), here
// through the contract itself, which checks the whole board again on every call.

test('enemy turn: situations and order for 12 enemies and 4 Characters within one frame', () => {
  const { rows, failures, check } = frameCheck();
  const rng = createRng('enemy-turn-bench');
  const setup = busyBoard(rng, 12, 12, 16, 4);
  const models: PlacedModel[] = setup.models.map((m, i) => ({ x: m.x, y: m.y, side: m.side, id: m.side === 'character' ? `c${i + 1}` : `e${i - 3}` }));
  const board: TurnBoard = { width: 12, height: 12, terrain: setup.terrain, models };
  const enemies = models.filter((m) => m.side === 'enemy').map((m) => m.id);
  expect(enemies).toHaveLength(12);

  check('every enemy’s situation (12 activationSituation calls)', time(() => enemies.map((id) => activationSituation(board, id)), 101));
  // The whole turn's order: 13 calls, from none activated to all, each activating the first of the closest.
  const wholeOrder = () => {
    const activated: string[] = [];
    for (let next = nextEnemies(board, activated); next.length > 0; next = nextEnemies(board, activated)) activated.push(next[0]!);
    return activated;
  };
  expect(wholeOrder()).toHaveLength(12);
  check('the whole turn’s order (13 nextEnemies calls)', time(wholeOrder, 101));
  check('both at once, as a move on the board recomputes them', time(() => [enemies.map((id) => activationSituation(board, id)), nextEnemies(board, enemies.slice(0, 6))], 101));

  console.log(`\n${rows.join('\n')}\n`);
  expect(failures, failures.join('\n')).toEqual([]);
});
