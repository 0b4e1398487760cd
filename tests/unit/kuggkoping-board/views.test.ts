import { describe, expect, it } from 'vitest';
import { attackFields, attackOddsTool, isAdjacent } from '../../../src/games/kuggkoping/tools/attack-odds';
import { parseQuery } from '../../../src/tools/query-state';
import { createBoard, sightOn, spaceLabel } from '../../../src/games/kuggkoping/board';
import { activationSituation, ATTACK_ODDS_LIMITS, checkAttack } from '../../../src/games/kuggkoping/board/attack';
import { attackOdds } from '../../../src/games/kuggkoping/tools/refs';
import { explainSight, sightVerdict } from '../../../src/games/kuggkoping/board/explain';
import { modelAt, modelName, type BoardModel, type BoardSetup } from '../../../src/games/kuggkoping/board/state';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';
import { visibleSpaces, watchCounts, watchers } from '../../../src/games/kuggkoping/board/views';
import { createRng, forRandomPairs, key, randomBoard, SLOW_TEST_MS } from './helpers';

const m = (x: number, y: number, side: BoardModel['side'], range = 1, label?: string): BoardModel => ({ x, y, side, move: 3, range, ...(label ? { label } : {}) });

function setup(rows: string[], models: BoardModel[]): BoardSetup {
  return { ...terrainFromRows(rows), models };
}

describe('why: blockers and cover spaces, and the verdict in words', () => {
  it('names the first blocking space, and counts the others', () => {
    const s = setup(['.....', '.....', '.....', '.....'], [m(0, 0, 'character', 6, 'Crack Shot'), m(4, 0, 'enemy')]);
    s.terrain.push({ x: 1, y: 0, kind: 'blocking' }, { x: 3, y: 0, kind: 'elevated', height: 2 });
    const board = createBoard(s);
    const e = explainSight(board, s.models[0]!, s.models[1]!);
    expect(e.blockers).toEqual([
      { kind: 'space', space: { x: 1, y: 0 }, terrain: 'blocking' },
      { kind: 'space', space: { x: 3, y: 0 }, terrain: 'elevated' },
    ]);
    expect(e.crossed.map(key)).toEqual(['1,0', '2,0', '3,0']);
    const v = sightVerdict(e, board, { attacker: 'Crack Shot', target: 'Enemy 1', attackerRange: 6 });
    expect(v.headline).toBe('No line of sight: the line crosses blocking terrain at B1 (and 1 more blocker further on).');
    expect(v.details).toEqual(['No cover: the line crosses no cover terrain and no other model.', 'Range 4 against Crack Shot’s Range 6: in range.', 'Not adjacent.', 'Same level: no die for height.']);
  });

  it('names the corner between two diagonal blocking spaces', () => {
    const s = setup(['.b..', 'b...', '....', '....'], [m(0, 0, 'character'), m(2, 2, 'enemy')]);
    const board = createBoard(s);
    const e = explainSight(board, s.models[0]!, s.models[1]!);
    expect(e.blockers).toEqual([{ kind: 'corner', corner: { x: 1, y: 1 }, between: [{ x: 1, y: 0 }, { x: 0, y: 1 }] }]);
    expect(sightVerdict(e, board, { attacker: 'A', target: 'T' }).headline).toBe(
      'No line of sight: the line passes exactly through the corner between B1 and A2, two blocking spaces diagonal to each other.',
    );
  });

  it('lists the cover, model names included, and the dice it costs', () => {
    const s = setup(['.c...', '.....', '3....', '.....'], [m(0, 0, 'character', 3), m(3, 0, 'enemy'), m(2, 0, 'enemy', 1, 'Bell-Man')]);
    const board = createBoard(s);
    const e = explainSight(board, s.models[0]!, s.models[1]!);
    expect(e.coverSpaces).toEqual([
      { space: { x: 1, y: 0 }, by: 'cover' },
      { space: { x: 2, y: 0 }, by: 'model' },
    ]);
    const names = { attacker: 'Character 1', target: 'Enemy 1', attackerRange: 2, modelOn: (p: { x: number; y: number }) => (p.x === 2 ? 'Bell-Man' : undefined) };
    expect(sightVerdict(e, board, names)).toEqual({
      headline: 'Character 1 can see Enemy 1.',
      details: ['2 cover objects (cover terrain at B1 and Bell-Man at C1): −2 dice.', 'Range 3 against Character 1’s Range 2: out of range.', 'Not adjacent.', 'Same level: no die for height.'],
    });
  });

  it('says why side-by-side models on two levels are not adjacent, who stands higher, and the K12 roofs', () => {
    const s = setup(['1...', '....', '....', '....'], [m(0, 0, 'character'), m(1, 0, 'enemy')]);
    const board = createBoard(s);
    expect(sightVerdict(explainSight(board, s.models[1]!, s.models[0]!), board, { attacker: 'E', target: 'C' }).details).toEqual([
      'No cover: the line crosses no cover terrain and no other model.',
      'Range 1.',
      'Side by side but on different levels, so not adjacent (K6).',
      'E stands lower: −1 die.',
    ]);
    const roofs = setup(['22.22', '.....', '.....', '.....'], [m(0, 0, 'character'), m(4, 0, 'enemy')]);
    const rb = createBoard(roofs);
    const v = sightVerdict(explainSight(rb, roofs.models[0]!, roofs.models[1]!), rb, { attacker: 'C', target: 'E' });
    expect(v.headline).toBe('C can see E.');
    expect(v.details[0]).toBe('Both stand on elevated areas of height 2, so those two areas do not block the line (K12).');
  });

  it('explainSight agrees with sightOn everywhere', () => {
    forRandomPairs('explain-agrees', 8, 0.5, 10, 200, (board, a, b) => {
      const e = explainSight(board, a, b);
      const s = sightOn(board, a, b);
      expect({ lineOfSight: e.lineOfSight, cover: e.cover, range: e.range, adjacent: e.adjacent, heightDice: e.heightDice }).toEqual(s);
      expect(e.coverSpaces).toHaveLength(e.cover);
      expect(e.blockers.length === 0).toBe(e.lineOfSight);
    });
  }, SLOW_TEST_MS);
});

describe('views: every space a model sees, every enemy that sees a space', () => {
  it('every space this model sees, with range against its Range; blocking spaces are nobody’s', () => {
    const s = setup(['....', '.b..', '....', '....'], [m(0, 0, 'character', 2)]);
    const board = createBoard(s);
    const view = visibleSpaces(board, s.models[0]!, 2);
    expect(view).toHaveLength(16);
    expect(view[1 * 4 + 1]).toBeNull();
    expect(view[2 * 4 + 2]).toMatchObject({ lineOfSight: false, range: 4, inRange: false }); // behind the block
    expect(view[0 * 4 + 2]).toMatchObject({ lineOfSight: true, range: 2, inRange: true });
    expect(view[0]).toMatchObject({ lineOfSight: true, range: 0 });
    // Worked by hand: these lines from (0,0) cross the blocking space (1,1); (1,3) and (3,1) only touch its corner.
    const hidden = view.flatMap((v, i) => (v && !v.lineOfSight ? [`${i % 4},${Math.floor(i / 4)}`] : [])).sort();
    expect(hidden).toEqual(['1,2', '2,1', '2,2', '2,3', '3,2', '3,3']);
  });

  it('every space, for every space: the same as sightOn pair by pair', () => {
    const rng = createRng('views-agree');
    const { terrain, models } = randomBoard(rng, 9, 7, 0.45);
    const board = createBoard({ width: 9, height: 7, terrain, models });
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 9; x++) {
        if (board.kind[y * 9 + x] === 1) continue;
        const view = visibleSpaces(board, { x, y });
        view.forEach((v, i) => {
          const to = { x: i % 9, y: Math.floor(i / 9) };
          if (board.kind[i] === 1) expect(v).toBeNull();
          else expect(v).toEqual({ ...sightOn(board, { x, y }, to), inRange: true });
        });
      }
    }
  }, SLOW_TEST_MS);

  it('every enemy that can see a space, nearest first, with the moving model taken off the board', () => {
    // The Character at (0,0) thinks of moving to (2,2). The enemy at (2,0) sees it down the column past
    // the other Character at (2,1) (cover); the one at (4,2) along the row; the line from (0,3) crosses
    // the blocking space (1,3).
    const s = setup(['.....', '.....', '.....', '.b...'], [m(0, 0, 'character'), m(2, 0, 'enemy', 1), m(4, 2, 'enemy', 4), m(0, 3, 'enemy', 6), m(2, 1, 'character')]);
    const w = watchers(s, { x: 2, y: 2 }, { side: 'enemy', ignore: 0 });
    expect(w.map((x) => x.index)).toEqual([1, 2]);
    expect(w.find((x) => x.index === 1)).toMatchObject({ inRange: false, sight: { range: 2, cover: 1 } }); // the friend at (2,1) is cover
    expect(w.find((x) => x.index === 2)).toMatchObject({ inRange: true, sight: { range: 2, cover: 0 } });
  });

  it('the map of watchers counts, for every space, what watchers() lists there (random boards)', () => {
    const rng = createRng('board-watch-counts');
    for (let n = 0; n < 40; n++) {
      const width = rng.int(4, 9);
      const height = rng.int(4, 9);
      const { terrain, models: spots } = randomBoard(rng, width, height, 0.2 + rng.next() * 0.3);
      const models: BoardModel[] = spots.map((p) => m(p.x, p.y, rng.next() < 0.5 ? 'character' : 'enemy', rng.int(1, 6)));
      if (models.length === 0) continue;
      const s: BoardSetup = { width, height, terrain, models };
      const side = rng.next() < 0.5 ? 'enemy' : 'character';
      const ignore = rng.next() < 0.5 ? rng.int(0, models.length - 1) : undefined;
      const counts = watchCounts(s, { side, ignore });
      const board = createBoard(s);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const want = board.kind[y * width + x] === 1 ? null : watchers(s, { x, y }, { side, ignore }).length;
          expect(counts[y * width + x], `board ${n}, ${spaceLabel({ x, y })}`).toBe(want);
        }
      }
    }
  }, SLOW_TEST_MS);

  it('the moving model no longer gives cover from where it stood', () => {
    const s = setup(['.....', '.....', '.....', '.....'], [m(1, 0, 'character'), m(0, 0, 'enemy', 6)]);
    const kept = watchers(s, { x: 3, y: 0 }, { side: 'enemy' });
    const moved = watchers(s, { x: 3, y: 0 }, { side: 'enemy', ignore: 0 });
    expect(kept[0]!.sight.cover).toBe(1);
    expect(moved[0]!.sight.cover).toBe(0);
  });
});

describe('attacks: range, problems, coordination and the attack-odds link', () => {
  it('fills the attack-odds fields by their URL names, which the tool reads without a complaint', () => {
    // Character on a roof at (0,0) shoots down at an enemy at (3,0) through a cover space; a friend at
    // (0,3) has it in range and sight, and so has the enemy's friend at (3,3) the attacker.
    const s = setup(['1.c.', '....', '....', '....'], [m(0, 0, 'character', 4, 'Crack Shot'), m(3, 0, 'enemy', 1), m(0, 3, 'character', 6), m(3, 3, 'enemy', 6)]);
    const a = checkAttack(s, 0, 1);
    expect(a).toMatchObject({ inRange: true, canAttack: true, problems: [], coordinators: [2], counterInRange: false, counterCoordinators: [3] });
    expect(a.odds).toEqual({ attacker: 'character', coordination: 1, cover: 1, elevation: 'above', distance: 3, adjacent: false, counterInRange: false, counterCoordination: 1 });
    expect(a.oddsHref).toBe(`${attackOdds.path}?attacker=character&coordination=1&cover=1&elevation=above&distance=3&adjacent=0&counterInRange=0&counterCoordination=1`);
    // Read as the tool reads it: the distance is the tool's field, adjacency it works out (K6).
    const parsed = parseQuery(a.oddsHref.split('?')[1]!, attackFields, attackOddsTool.link);
    expect(parsed.problems).toEqual([]);
    expect(parsed.notes).toEqual([]);
    const { adjacent, ...fields } = a.odds;
    expect(parsed.values).toMatchObject(fields);
    expect(isAdjacent(parsed.values)).toBe(adjacent);
  });

  it('one space apart on different levels: 1 space away, not adjacent (K6), and the link says both', () => {
    // The Character on a roof at (0,0), the enemy on the ground beside it at (1,0).
    const s = setup(['1...', '....', '....', '....'], [m(0, 0, 'character', 4), m(1, 0, 'enemy', 1)]);
    const a = checkAttack(s, 0, 1);
    expect(a.odds).toMatchObject({ elevation: 'above', distance: 1, adjacent: false });
    const parsed = parseQuery(a.oddsHref.split('?')[1]!, attackFields, attackOddsTool.link);
    expect(parsed.values).toMatchObject({ distance: 1, elevation: 'above' });
    expect(isAdjacent(parsed.values)).toBe(false);
  });

  it('an adjacent enemy attacking a Character: adjacent, level, in range both ways', () => {
    const s = setup(['....', '....', '....', '....'], [m(1, 1, 'character', 1), m(2, 1, 'enemy', 1)]);
    const a = checkAttack(s, 1, 0);
    expect(a.odds).toEqual({ attacker: 'enemy', coordination: 0, cover: 0, elevation: 'level', distance: 1, adjacent: true, counterInRange: true, counterCoordination: 0 });
    const values = parseQuery(a.oddsHref.split('?')[1]!, attackFields, attackOddsTool.link).values;
    expect(values).toMatchObject({ distance: 1, elevation: 'level', attacker: 'enemy' });
    expect(isAdjacent(values)).toBe(true);
  });

  it('says why an attack cannot be made', () => {
    const s = setup(['.b..', '....', '....', '....'], [m(0, 0, 'character', 1), m(3, 0, 'enemy'), m(0, 1, 'character')]);
    expect(checkAttack(s, 0, 1).problems).toEqual(['Character 1 has no line of sight to Enemy 1.', 'Enemy 1 is out of range: range 3, Character 1’s Range is 1.']);
    expect(checkAttack(s, 0, 2).problems).toEqual(['Character 1 and Character 2 are on the same side.']);
    expect(() => checkAttack(s, 0, 0)).toThrow(/cannot attack itself/);
    expect(() => checkAttack(s, 0, 7)).toThrow(/no model 7/);
  });

  it('caps cover and coordination at what the tool takes, and says what to do with the rest', () => {
    expect(ATTACK_ODDS_LIMITS).toEqual({
      cover: attackFields.cover.max,
      coordination: attackFields.coordination.max,
      counterCoordination: attackFields.counterCoordination.max,
      distance: attackFields.distance.max,
    });
    const line = ['.......', '.......', '.......', '.......'];
    const models = [m(0, 0, 'character', 24), m(7 - 1, 0, 'enemy')];
    for (let x = 1; x <= 5; x++) models.push(m(x, 0, 'enemy'));
    const s = setup(line, models);
    s.terrain.push({ x: 1, y: 1, kind: 'cover' });
    const a = checkAttack(s, 0, 1);
    expect(a.sight.cover).toBe(5);
    expect(a.oddsNotes).toEqual([]);
    const wide = setup(['........', '........', '........', '........'], [m(0, 0, 'character', 24), m(7, 0, 'enemy'), ...[1, 2, 3, 4, 5, 6].map((x) => m(x, 0, 'enemy'))]);
    const b = checkAttack(wide, 0, 1);
    expect(b.sight.cover).toBe(6);
    expect(b.odds.cover).toBe(5);
    expect(b.oddsNotes).toEqual(['The line crosses 6 cover objects but the attack-odds tool takes 5: take 1 more off the action dice there.']);
    expect(parseQuery(b.oddsHref.split('?')[1]!, attackFields).problems).toEqual([]);
  });

  it('fills the enemy-activation fields: sees a Character, adjacent to one', () => {
    const s = setup(['....', '.b..', '....', '....'], [m(0, 0, 'enemy'), m(2, 2, 'character'), m(1, 0, 'character'), m(3, 3, 'enemy')]);
    expect(activationSituation(s, 0)).toEqual({ sees: [2], adjacentTo: [2], href: '/kuggkoping/tools/enemy-activation/?lineOfSight=1&adjacent=1' });
    expect(activationSituation(s, 3)).toEqual({ sees: [1], adjacentTo: [], href: '/kuggkoping/tools/enemy-activation/?lineOfSight=1&adjacent=0' });
  });

  it('names models by label, or by side and number', () => {
    const models = [m(0, 0, 'character'), m(1, 0, 'enemy'), m(2, 0, 'character', 1, 'Bell-Man'), m(3, 0, 'enemy')];
    expect(models.map((_, i) => modelName(models, i))).toEqual(['Character 1', 'Enemy 1', 'Bell-Man', 'Enemy 2']);
    expect(modelAt(models, 3)).toBe(`Enemy 2 (${spaceLabel({ x: 3, y: 0 })})`);
  });
});
