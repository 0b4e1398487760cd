import { describe, expect, it } from 'vitest';
import { sight, type Terrain } from '../../../src/games/kuggkoping/board';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';
import { activationSituation, nextEnemies, type PlacedModel, type TurnBoard } from '../../../src/games/kuggkoping/enemy-turn';
import { InputError } from '../../../src/common/input-error';
import { createRng, randomBoard, SLOW_TEST_MS } from './helpers';

/** A board from terrain rows (board/text.ts letters) and the models placed on it. */
function board(rows: string[], models: PlacedModel[]): TurnBoard {
  return { ...terrainFromRows(rows), models };
}
const character = (id: string, x: number, y: number): PlacedModel => ({ id, side: 'character', x, y });
const enemy = (id: string, x: number, y: number): PlacedModel => ({ id, side: 'enemy', x, y });

describe('K13 worked by hand', () => {
  it('a tie: two enemies 2 steps from the Character both come next, a wall between changes nothing', () => {
    // Row 1 is a wall between the Character and e2; steps ignore terrain and height (K13).
    const b = board(['.....', 'bbb..', '.....', '...1.', '.....'], [character('c', 0, 0), enemy('e1', 2, 0), enemy('e2', 0, 2), enemy('e3', 3, 3)]);
    expect(nextEnemies(b, [])).toEqual(['e1', 'e2']);
    expect(nextEnemies(b, ['e2'])).toEqual(['e1']);
    // e3 stands on a roof 6 steps away: next once both have gone.
    expect(nextEnemies(b, ['e1', 'e2'])).toEqual(['e3']);
    expect(nextEnemies(b, ['e1', 'e2', 'e3'])).toEqual([]);
  });

  it('closest to any Character: the nearest of several Characters counts', () => {
    const b = board(['......', '......', '......', '......'], [character('a', 0, 0), character('b', 5, 3), enemy('far', 2, 2), enemy('near', 5, 1)]);
    // far: 4 steps to a, 3 to b; near: 2 steps to b.
    expect(nextEnemies(b, [])).toEqual(['near']);
  });

  it('an enemy sees only through a gap in a wall; a model standing in the gap is cover, not a blocker', () => {
    const rows = ['.....', '.....', 'bb.bb', '.....', '.....'];
    const models = [character('c', 2, 0), enemy('gap', 2, 4), enemy('side', 0, 4)];
    expect(activationSituation(board(rows, models), 'gap')).toEqual({ lineOfSight: true, adjacent: false });
    // From A5 the line to C1 crosses B3, part of the wall.
    expect(activationSituation(board(rows, models), 'side')).toEqual({ lineOfSight: false, adjacent: false });
    const blocker = enemy('in-gap', 2, 2);
    expect(activationSituation(board(rows, [...models, blocker]), 'gap')).toEqual({ lineOfSight: true, adjacent: false });
  });

  it('an enemy on a roof beside a Character on the ground sees it but is not adjacent (K6)', () => {
    const rows = ['.....', '.1...', '.....', '.....'];
    const b = board(rows, [character('c', 2, 1), enemy('roof', 1, 1), enemy('street', 2, 2)]);
    expect(activationSituation(b, 'roof')).toEqual({ lineOfSight: true, adjacent: false });
    expect(activationSituation(b, 'street')).toEqual({ lineOfSight: true, adjacent: true });
  });

  it('adjacent to one Character and seeing another counts both; sight to nobody counts neither', () => {
    // e is boxed in by walls except towards a; a stands beside e, b is behind a wall.
    const rows = ['.b...', '.b...', '.b...', '.....'];
    const b = board(rows, [character('a', 0, 1), character('b', 3, 1), enemy('e', 0, 0), enemy('lone', 4, 3)]);
    expect(activationSituation(b, 'e')).toEqual({ lineOfSight: true, adjacent: true });
    // lone sees b (clear line) but is 3 steps away.
    expect(activationSituation(b, 'lone')).toEqual({ lineOfSight: true, adjacent: false });
    const hidden = board(['...b.', '...b.', '...b.', 'bbbb.'], [character('a', 0, 0), enemy('e', 4, 3)]);
    expect(activationSituation(hidden, 'e')).toEqual({ lineOfSight: false, adjacent: false });
  });

  it('a board without Characters: nobody sees or is adjacent, and every waiting enemy ties', () => {
    const b = board(['....', '....', '....', '....'], [enemy('z', 0, 0), enemy('a', 3, 3)]);
    expect(activationSituation(b, 'z')).toEqual({ lineOfSight: false, adjacent: false });
    expect(nextEnemies(b, [])).toEqual(['a', 'z']);
    expect(nextEnemies(b, ['a'])).toEqual(['z']);
  });
});

describe('bad input is refused with an InputError', () => {
  const good = board(['....', '....', '....', '....'], [character('c', 0, 0), enemy('e', 3, 3)]);
  const refuses = (f: () => unknown, message: RegExp) => {
    expect(f).toThrow(InputError);
    expect(f).toThrow(message);
  };
  it('an unknown enemy id, a Character id, an unknown or Character id among the activated', () => {
    refuses(() => activationSituation(good, 'ghost'), /there is no model "ghost"/);
    refuses(() => activationSituation(good, 'c'), /"c" is a Character, not an enemy/);
    refuses(() => nextEnemies(good, ['ghost']), /activated\[0\]: there is no model "ghost"/);
    refuses(() => nextEnemies(good, ['e', 'c']), /activated\[1\]: "c" is a Character/);
    refuses(() => nextEnemies(good, 'e' as unknown as string[]), /activated: must be a list/);
  });
  it('models without ids, with one id twice, a bad side, off the board, sharing a space or in a wall', () => {
    const withModels = (models: unknown[], rows = ['b...', '....', '....', '....']) => board(rows, models as PlacedModel[]);
    refuses(() => nextEnemies(withModels([{ side: 'enemy', x: 1, y: 1 }]), []), /models\[0\]\.id: must be text/);
    refuses(() => nextEnemies(withModels([enemy('a', 1, 1), enemy('a', 2, 2)]), []), /models\[1\]\.id: "a" is already models\[0\]/);
    refuses(() => nextEnemies(withModels([{ id: 'x', side: 'boss', x: 1, y: 1 }]), []), /models\[0\]\.side: must be character or enemy/);
    refuses(() => nextEnemies(withModels([enemy('a', 4, 1)]), []), /models\[0\]\.x/);
    refuses(() => nextEnemies(withModels([enemy('a', 1, 1), character('b', 1, 1)]), []), /two models never share a space/);
    refuses(() => nextEnemies(withModels([enemy('a', 0, 0)]), []), /blocking terrain/);
    refuses(() => activationSituation(null as unknown as TurnBoard, 'a'), /a board must be an object/);
    refuses(() => nextEnemies({ width: 3, height: 4, terrain: [], models: [] }, []), /width/);
  });
});

// ---------------------------------------------------------------------------------------------
// Against a brute-force reference: every pair through the public sight() contract, steps counted
// over every Character, on seeded random boards.

function referenceSituation(b: TurnBoard, id: string) {
  const me = b.models.find((m) => m.id === id)!;
  const level = (s: { x: number; y: number }) => {
    const t = b.terrain.find((x: Terrain) => x.x === s.x && x.y === s.y && x.kind === 'elevated');
    return t ? (t.height ?? 1) : 0;
  };
  let lineOfSight = false;
  let adjacent = false;
  for (const c of b.models.filter((m) => m.side === 'character')) {
    const others = b.models.filter((m) => m !== me && m !== c).map(({ x, y }) => ({ x, y }));
    lineOfSight ||= sight({ width: b.width, height: b.height, terrain: b.terrain, models: others, from: me, to: c }).lineOfSight;
    adjacent ||= Math.abs(me.x - c.x) + Math.abs(me.y - c.y) === 1 && level(me) === level(c);
  }
  return { lineOfSight, adjacent };
}

function referenceNext(b: TurnBoard, activated: readonly string[]): string[] {
  const waiting = b.models.filter((m) => m.side === 'enemy' && !activated.includes(m.id));
  const steps = (e: PlacedModel) => Math.min(Infinity, ...b.models.filter((m) => m.side === 'character').map((c) => Math.abs(e.x - c.x) + Math.abs(e.y - c.y)));
  const best = Math.min(...waiting.map(steps));
  return waiting
    .filter((e) => steps(e) === best)
    .map((e) => e.id)
    .sort();
}

describe('both functions agree with a brute-force reference on random boards', () => {
  it(
    'every enemy on 150 seeded boards, and the order of a whole turn',
    () => {
      const rng = createRng('enemy-turn-reference');
      let seen = 0;
      let adjacentSeen = 0;
      let ties = 0;
      for (let n = 0; n < 150; n++) {
        const width = rng.int(4, 12);
        const height = rng.int(4, 12);
        const { terrain, models: spots } = randomBoard(rng, width, height, rng.next() * 0.5);
        const models = rng.shuffle(spots).map((s, i): PlacedModel => ({ ...s, id: `m${rng.int(0, 999)}-${i}`, side: rng.next() < 0.35 ? 'character' : 'enemy' }));
        const b: TurnBoard = { width, height, terrain, models };
        for (const e of models.filter((m) => m.side === 'enemy')) {
          const got = activationSituation(b, e.id);
          expect(got, `${e.id} on board ${n}`).toEqual(referenceSituation(b, e.id));
          if (got.lineOfSight) seen++;
          if (got.adjacent) adjacentSeen++;
        }
        // A whole turn: activate the first of each tie until none is left, checking every step.
        const activated: string[] = [];
        for (;;) {
          const next = nextEnemies(b, activated);
          expect(next).toEqual(referenceNext(b, activated));
          if (next.length === 0) break;
          if (next.length > 1) ties++;
          activated.push(next[rng.int(0, next.length - 1)]!);
        }
        expect(activated.length).toBe(models.filter((m) => m.side === 'enemy').length);
      }
      // The boards exercise every case, not only the easy ones.
      expect(seen).toBeGreaterThan(50);
      expect(adjacentSeen).toBeGreaterThan(5);
      expect(ties).toBeGreaterThan(5);
    },
    SLOW_TEST_MS,
  );
});
