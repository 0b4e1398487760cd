import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createBoard, sightOn } from '../../../src/games/kuggkoping/board';
import { checkAttack } from '../../../src/games/kuggkoping/board/attack';
import { exampleState } from '../../../src/games/kuggkoping/board/examples';
import { decodeBoardState, encodeBoardState } from '../../../src/games/kuggkoping/board/link';
import { reach } from '../../../src/games/kuggkoping/board/move';
import { archetypeSchema, boardExampleSchema, enemyTypeSchema } from '../../../src/games/kuggkoping/schema';

const load = (name: string) => yaml.load(readFileSync(`content/kuggkoping/data/${name}.yaml`, 'utf8')) as unknown[];
const examples = load('board-examples').map((e) => boardExampleSchema.parse(e));
const profiles = { archetypes: load('archetypes').map((e) => archetypeSchema.parse(e)), enemyTypes: load('enemy-types').map((e) => enemyTypeSchema.parse(e)) };
const byId = (id: string) => examples.find((e) => e.id === id)!;

describe('board examples from the rules', () => {
  it('has unique ids, one for each situation the rules describe', () => {
    expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
    expect(examples.length).toBeGreaterThanOrEqual(12);
  });

  it.each(examples.map((e) => [e.id, e] as const))('%s: sight() gives the answer the rules give', (_id, example) => {
    const state = exampleState(example, profiles);
    const board = createBoard(state);
    expect(sightOn(board, state.models[example.attacker]!, state.models[example.target]!)).toEqual(example.expect);
    // The example opens in the tool exactly as written.
    expect(decodeBoardState(encodeBoardState(state))).toEqual({ ok: true, state, warnings: [] });
  });

  it('takes names, Move and Range from the profiles, numbering repeats', () => {
    const crowd = exampleState(byId('through-the-crowd'), profiles);
    expect(crowd.models.map((m) => [m.label, m.move, m.range])).toEqual([
      ['Crack Shot', 3, 6],
      ['Lurker', 4, 5],
      ['Knuckle Buster', 3, 1],
      ['Grunt', 3, 2],
    ]);
    const roof = exampleState(byId('same-roof'), profiles);
    expect(roof.models.map((m) => m.label)).toEqual(['Grenadier', 'Grunt 1', 'Grunt 2']);
    expect(() => exampleState({ ...byId('clear-street'), models: [{ x: 0, y: 1, side: 'enemy', profile: 'crack-shot' }, { x: 6, y: 1, side: 'enemy', profile: 'grunt' }] }, profiles)).toThrow(
      /models\[0\]\.profile: "crack-shot" is not an enemy type/,
    );
  });

  it('what the descriptions promise: in range, the jump and the climb tests', () => {
    expect(checkAttack(exampleState(byId('clear-street'), profiles), 0, 1)).toMatchObject({ inRange: true, canAttack: true });
    const jump = exampleState(byId('jump-the-alley'), profiles);
    const jumps = reach(jump, 0).options.filter((o) => o.kind === 'jump');
    expect(jumps.map((o) => o.to)).toEqual([{ x: 3, y: 0 }]);
    expect(jumps[0]!.allPass).toBeCloseTo(15 / 16, 15); // four dice: the Streetslogger's Move
    const wall = exampleState(byId('up-the-wall'), profiles);
    const climbs = reach(wall, 0).options.filter((o) => o.kind === 'climb');
    // The only free roof space around the Knuckle Buster: the Grunt holds the one beside it.
    expect(climbs.map((o) => o.to)).toEqual([{ x: 2, y: 2 }]);
    expect(climbs[0]!.allPass).toBeCloseTo(0.875, 15); // three dice: the Knuckle Buster's Move
    const corner = checkAttack(exampleState(byId('street-corner'), profiles), 0, 1);
    expect(corner.odds).toMatchObject({ cover: 1, elevation: 'above', adjacent: false });
  });

  it('the schema refuses an example whose board the tool would refuse, naming the field', () => {
    const bad = { ...(load('board-examples')[0] as Record<string, unknown>) };
    const onWall = boardExampleSchema.safeParse({ ...bad, models: [{ x: 0, y: 0, side: 'character', profile: 'crack-shot' }, { x: 6, y: 1, side: 'enemy', profile: 'grunt' }] });
    expect(onWall.success).toBe(false);
    expect(onWall.error?.issues[0]).toMatchObject({ path: ['models', 0], message: expect.stringMatching(/A1 is blocking terrain/) });
    const badRow = boardExampleSchema.safeParse({ ...bad, rows: ['bbbbbbbb', '....x...', '........', 'bbbbbbbb'] });
    expect(badRow.error?.issues[0]).toMatchObject({ path: ['rows', 1], message: expect.stringMatching(/row 2, column 5: "x" is not a terrain letter/) });
    expect(boardExampleSchema.safeParse({ ...bad, target: 0 }).error?.issues[0]?.path).toEqual(['target']);
    expect(boardExampleSchema.safeParse({ ...bad, target: 5 }).error?.issues[0]?.path).toEqual(['target']);
  });
});
