import { expect, test } from 'vitest';
import { createRng } from '../../src/engine';
import { createBoard, sight, type Space } from '../../src/games/kuggkoping/board';
import { checkAttack } from '../../src/games/kuggkoping/board/attack';
import { explainSight, sightVerdict } from '../../src/games/kuggkoping/board/explain';
import { decodeBoardState, encodeBoardState } from '../../src/games/kuggkoping/board/link';
import { reach } from '../../src/games/kuggkoping/board/move';
import { visibleSpaces } from '../../src/games/kuggkoping/board/views';
import { busyBoard, frameCheck, time } from './frame';

// The board tool recomputes its views on every change: each must fit in one animation frame (16 ms)
// with room to spare. Each case runs many times after a warm-up; it passes when its lower quartile is
// under a frame. The median is printed too, but on a machine shared with other busy processes it
// swings by a factor of five between runs while the quartile and the fastest run stay put.

test('board: every view within one frame', () => {
  const rng = createRng('board-bench');
  const { rows, failures, check } = frameCheck();

  const small = busyBoard(rng, 12, 12, 12);
  const board12 = createBoard(small);
  const standing: Space[] = [];
  for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) if (board12.kind[y * 12 + x] !== 1) standing.push({ x, y });
  check(`sight for every pair of spaces, busy 12 x 12 (${standing.length}² lines)`, time(() => standing.map((s) => visibleSpaces(board12, s)), 21));
  const open12 = createBoard({ width: 12, height: 12, terrain: [], models: [] });
  const all: Space[] = [];
  for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) all.push({ x, y });
  check('sight for every pair of spaces, open 12 x 12 (144² lines)', time(() => all.map((s) => visibleSpaces(open12, s)), 21));

  const big = busyBoard(rng, 24, 24, 64);
  const board24 = createBoard(big);
  check('every space one model sees, 24 x 24, 64 models', time(() => visibleSpaces(board24, big.models[0]!), 51));
  check('reach with Move 12 on 24 x 24, 64 models (moves, climbs, jumps)', time(() => reach(big, 0, {}, board24), 51));
  check('reach with Move 12 on an open 24 x 24 board', time(() => reach({ width: 24, height: 24, terrain: [], models: [{ x: 12, y: 12, side: 'character', move: 12, range: 1 }] }, 0), 51));
  check('one attack, explained in words, with coordination from 64 models', time(() => {
    const a = checkAttack(big, 0, 1, board24);
    return sightVerdict(a.sight, board24, { attacker: 'A', target: 'T', attackerRange: 6 });
  }, 51));
  check('createBoard (checks and flattens) 24 x 24, 64 models', time(() => createBoard(big), 51));
  const pair = { ...big, models: big.models.slice(2), from: big.models[0]!, to: big.models[1]! };
  check('sight() as the contract: one line, board checked from scratch, 24 x 24', time(() => sight(pair), 101));
  check('explainSight, 24 x 24 corner to corner', time(() => explainSight(board24, big.models[0]!, big.models[1]!), 101));
  const text = encodeBoardState({ ...big, selection: {}, view: 'sight' });
  check(`share link: encode + decode a 24 x 24 board with 64 models (${text.length} characters)`, time(() => decodeBoardState(encodeBoardState({ ...big, selection: {}, view: 'sight' })), 21));

  console.log(`\n${rows.join('\n')}\n`);
  expect(failures, failures.join('\n')).toEqual([]);
});
