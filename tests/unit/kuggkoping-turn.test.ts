import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { activationToolData } from './tools/tool-data';
import { attackAction } from '../../src/games/kuggkoping/attack-action';
import { InputError, isInputError } from '../../src/common/input-error';
import { terrainFromRows } from '../../src/games/kuggkoping/board/text';
import { createRng } from '../../src/engine';
import {
  addCharacter,
  addEnemy,
  afterCharacter,
  attackNote,
  candidates,
  choose,
  emptyTurn,
  enemyProfile,
  fightTarget,
  moveModel,
  nextEnemy,
  outcome,
  readTurn,
  rollEnemy,
  seededFace,
  setTicks,
  situationOf,
  turnFromBoard,
  turnJson,
  typeRoll,
  type TurnData,
  type TurnState,
} from '../../src/games/kuggkoping/turn';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;

/** Three Characters and six enemies on an 8 x 8 board with a wall and a roof. */
function boardTurn(seed: string): TurnState {
  const rows = ['........', '..bb....', '..bb....', '........', '.....1..', '.....1..', '........', '........'];
  const { width, height, terrain } = terrainFromRows(rows);
  const c = (x: number, y: number, move = 3, range = 6) => ({ x, y, side: 'character' as const, move, range });
  const e = (x: number, y: number, move = 3, range = 2) => ({ x, y, side: 'enemy' as const, move, range });
  return turnFromBoard(emptyTurn(seed), data, {
    width,
    height,
    terrain,
    // Crack Shot (3/6) at A1, Knuckle Buster-like (3/1) at H8, another at A8; Grunts (3/2), a Lurker (4/5), a Bell-Man (4/2).
    models: [c(0, 0), c(7, 7, 3, 1), c(0, 7, 3, 1), e(1, 0), e(4, 1), e(5, 4), e(5, 7), e(3, 5, 4, 5), e(7, 0, 4, 2)],
  });
}

/** Plays a whole turn: roll, next, picking the first of a tie; returns what each enemy rolled and got. */
function play(state: TurnState): { log: string[]; state: TurnState } {
  const log: string[] = [];
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    if (s.current === null) {
      const next = candidates(s);
      if (next.length === 0) break;
      s = choose(s, next[0]!);
    }
    const id = s.current!;
    s = rollEnemy(s, id);
    const o = outcome(s, data, id)!;
    log.push(`${id}:${o.face}:${o.total}:${o.result}`);
    s = nextEnemy(s);
  }
  return { log, state: s };
}

describe('a turn on a board', () => {
  it('reads types from Move and Range, situations from the board, and goes closest first (K13)', () => {
    const s = boardTurn('seed-a');
    expect(s.characters.map((c) => c.archetype)).toEqual(['crack-shot', 'knuckle-buster', 'knuckle-buster']);
    expect(s.enemies.map((e) => e.type)).toEqual(['grunt', 'grunt', 'grunt', 'grunt', 'lurker', 'bell-man']);
    // e1 at B1 stands next to the Crack Shot at A1: it goes first, seeing and adjacent.
    expect(s.current).toBe('e1');
    expect(situationOf(s, 'e1')).toEqual({ lineOfSight: true, adjacent: true });
    // e2 at E2 sees nobody: the wall at C2:D3 hides A1 and A8, the roof at F5 hides H8.
    expect(situationOf(s, 'e2')).toEqual({ lineOfSight: false, adjacent: false });
    // e4 at F8 sees the Knuckle Buster at H8 along the row, 2 spaces off.
    expect(situationOf(s, 'e4')).toEqual({ lineOfSight: true, adjacent: false });
  });

  it('a whole turn activates every enemy once, alternating after each Character while they last', () => {
    const { log, state } = play(boardTurn('seed-a'));
    expect(log).toHaveLength(6);
    expect(new Set(log.map((l) => l.split(':')[0]))).toEqual(new Set(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']));
    expect(state.order).toHaveLength(6);
    expect(state.enemies.every((e) => e.activated)).toBe(true);
    expect(afterCharacter({ ...state, order: ['e1', 'e2'] })).toBe(true);
    expect(afterCharacter({ ...state, order: ['e1', 'e2', 'e3'] })).toBe(false);
  });

  it('the same seed replays the same turn; the faces are the seeded RNG’s', () => {
    const a = play(boardTurn('replay-me')).log;
    expect(play(boardTurn('replay-me')).log).toEqual(a);
    for (const line of a) {
      const [id, face] = line.split(':');
      expect(Number(face)).toBe(createRng(`replay-me/${id}/0`).die(6));
    }
    // Another seed gives another turn (for these seeds, at least one face differs).
    expect(play(boardTurn('another-seed')).log).not.toEqual(a);
  });

  it('a typed die gives exactly the rolled result', () => {
    for (const seed of ['t1', 't2', 't3', 't4', 't5']) {
      const s = boardTurn(seed);
      for (const e of s.enemies) {
        const rolled = outcome(rollEnemy(s, e.id), data, e.id)!;
        const typed = outcome(typeRoll(s, e.id, rolled.face), data, e.id)!;
        expect({ ...typed, typed: true }).toEqual({ ...rolled, typed: true });
        expect(typed.typed).toBe(true);
        expect(rolled.typed).toBe(false);
      }
    }
  });

  it('a roll keeps its situation: moving a model afterwards makes it stale, Roll again reads the new one', () => {
    let s = boardTurn('stale');
    s = typeRoll(s, 'e1', 4);
    const before = outcome(s, data, 'e1')!;
    expect(before).toMatchObject({ face: 4, total: 7, result: 'rage', stale: false });
    // The Crack Shot steps away from B1 to A3: e1 no longer adjacent (still sees it).
    s = moveModel(s, 'c1', { x: 0, y: 2 });
    const after = outcome(s, data, 'e1')!;
    expect(after).toMatchObject({ face: 4, total: 7, result: 'rage', stale: true });
    s = typeRoll(s, 'e1', 4);
    expect(outcome(s, data, 'e1')).toMatchObject({ total: 5, result: 'fight', stale: false });
    // Roll again from the seed takes the enemy's next seeded die.
    const again = rollEnemy(rollEnemy(boardTurn('stale'), 'e1'), 'e1');
    expect(again.enemies[0]!.roll!.face).toBe(seededFace('stale', 'e1', 1));
  });

  it('a tie waits for the players’ pick; a pick outside the tie is refused', () => {
    const { width, height, terrain } = terrainFromRows(['.....', '.....', '.....', '.....']);
    let s = turnFromBoard(emptyTurn('tie'), data, {
      width,
      height,
      terrain,
      models: [
        { x: 2, y: 0, side: 'character', move: 3, range: 6 },
        { x: 0, y: 0, side: 'enemy', move: 3, range: 2 },
        { x: 4, y: 0, side: 'enemy', move: 3, range: 2 },
        { x: 2, y: 3, side: 'enemy', move: 3, range: 2 },
      ],
    });
    expect(s.current).toBeNull();
    expect(candidates(s)).toEqual(['e1', 'e2']);
    expect(() => nextEnemy(s, 'e3')).toThrow(InputError);
    s = nextEnemy(s, 'e2');
    expect(s.current).toBe('e2');
    s = nextEnemy(rollEnemy(s, 'e2'));
    expect(s.current).toBe('e1');
    s = nextEnemy(rollEnemy(s, 'e1'));
    expect(s.current).toBe('e3');
    expect(nextEnemy(s).current).toBeNull();
    expect(candidates(nextEnemy(s))).toEqual([]);
  });
});

describe('a turn without a board', () => {
  it('ticks give the situation; the first waiting enemy is offered and any waiting enemy may be picked', () => {
    let s = emptyTurn('no-board');
    s = addCharacter(s, data, 'crack-shot');
    s = addEnemy(addEnemy(s, data, 'grunt'), data, 'lurker');
    // The first enemy needs no tap of its own: Roll, then Next: two taps per enemy, few enough to
    // keep up with the table.
    expect(s.current).toBe('e1');
    expect(candidates(s)).toEqual(['e2']);
    s = choose(s, 'e2');
    s = setTicks(s, 'e2', { lineOfSight: true });
    s = typeRoll(s, 'e2', 3);
    expect(outcome(s, data, 'e2')).toMatchObject({ total: 4, result: 'looting', sum: 'Rolled 3, +1 sees a Character: total 4' });
    s = setTicks(s, 'e2', { adjacent: true });
    expect(outcome(s, data, 'e2')).toMatchObject({ total: 4, stale: true });
    s = nextEnemy(s);
    expect(s.current).toBe('e1');
    expect(candidates(s)).toEqual([]);
    expect(() => typeRoll(s, 'e2', 5)).toThrow(/already activated/);
    expect(() => typeRoll(s, 'e1', 7)).toThrow(InputError);
    expect(() => rollEnemy(s, 'nobody')).toThrow(InputError);
  });
});

describe('results in our words', () => {
  const one = (settings: Partial<TurnState>, type = 'grunt') => addEnemy(addCharacter({ ...emptyTurn('w'), ...settings }, data, 'crack-shot'), data, type);
  const notes = (s: TurnState) => outcome(s, data, 'e1')!.notes.map((n) => n.name);

  it('a 1 is Lost in fog whatever the modifiers, with Smacked in the head', () => {
    const s = typeRoll(setTicks(one({ modifier: 3 }), 'e1', { lineOfSight: true, adjacent: true }), 'e1', 1);
    expect(outcome(s, data, 'e1')).toMatchObject({ total: 1, result: 'lostInFog', sum: 'Rolled 1: a 1 ignores every modifier' });
    expect(notes(s)).toEqual(['Lost in fog', 'Smacked in the head']);
  });

  it('Gnoblins on Rage are placed adjacent; Rage adds a die; Bully Boys make sight +2', () => {
    const s = typeRoll(setTicks(one({ enemyFaction: 'gnoblins', district: 'the-bully-boys' }), 'e1', { lineOfSight: true }), 'e1', 5);
    const o = outcome(s, data, 'e1')!;
    expect(o).toMatchObject({ total: 7, result: 'rage', sum: 'Rolled 5, +2 sees a Character (The Bully Boys): total 7' });
    expect(o.notes.map((n) => n.name)).toEqual(['Rage', 'Gnoblins', 'The Bully Boys']);
    expect(o.notes[1]!.href).toBe('/kuggkoping/rules/enemies/#enemy-factions');
  });

  it('Easy drops faction rules and traits; the Black Streets swap in the variant', () => {
    // Every co-op player's traits count (K-27, K11), so the turn keeps a list of them.
    const trick = { enemyFaction: 'trolls', traits: ['easy-to-trick'] };
    expect(outcome(typeRoll(one(trick), 'e1', 4), data, 'e1')).toMatchObject({ total: 5, result: 'fight' });
    expect(outcome(typeRoll(one({ ...trick, difficulty: 'easy' }), 'e1', 4), data, 'e1')).toMatchObject({ total: 4, result: 'looting' });
    expect(notes(typeRoll(one({ ...trick, difficulty: 'easy' }), 'e1', 4))).toEqual(['Looting', 'Easy difficulty']);
    const black = typeRoll(one({ enemyFaction: 'trolls', district: 'black-streets' }), 'e1', 5);
    expect(outcome(black, data, 'e1')!.notes.map((n) => n.name)).toEqual(['Fight', 'Trolls (Black Streets)', 'Black Streets']);
    expect(enemyProfile(black, data, black.enemies[0]!)).toMatchObject({ actionDice: 3, hitOn: 5 });
    const usual = one({ enemyFaction: 'trolls' });
    expect(enemyProfile(usual, data, usual.enemies[0]!)).toMatchObject({ actionDice: 5, hitOn: 6 });
  });

  it('a boss shows its own rule (the Grey Gubbe on a 1)', () => {
    const s = typeRoll(one({}, 'the-grey-gubbe'), 'e1', 1);
    expect(notes(s)).toContain('The Grey Gubbe');
  });
});

describe('attacks both ways', () => {
  it('the enemy’s attack action and the Character’s counterattack, as attackAction works them out', () => {
    const s = boardTurn('attacks');
    expect(fightTarget(s, data, 'e1')).toBe('c1');
    const fight = attackNote(s, data, 'e1', 'c1', false);
    const rage = attackNote(s, data, 'e1', 'c1', true);
    // Grunt 2 (5+), defence 5, grit 4 against the Crack Shot 2 (5+), defence 5, grit 2, adjacent.
    const base = { attacker: 'enemy', hitOn: 5, defence: 5, grit: 2, counterActionDice: 2, counterHitOn: 5, adjacent: true, attackerDefence: 5, attackerGrit: 4 } as const;
    expect(fight.takesOut).toBeCloseTo(attackAction({ ...base, actionDice: 2 }).pDefenderOut, 12);
    expect(fight.counterTakesOut).toBeCloseTo(attackAction({ ...base, actionDice: 2 }).pAttackerOut, 12);
    expect(rage.takesOut).toBeCloseTo(attackAction({ ...base, actionDice: 3 }).pDefenderOut, 12);
    expect(rage.takesOut).toBeGreaterThan(fight.takesOut);
    expect(fight.href).toContain('/kuggkoping/tools/attack-odds/?');
    expect(new URLSearchParams(rage.href.split('?')[1]).get('actionDice')).toBe('3');
    expect(new URLSearchParams(fight.counterHref.split('?')[1]).get('hitOn')).toBe('5');
    expect(fight.problems).toEqual([]);
  });

  it('a boss only some gear can hurt has no counterattack chance (K8)', () => {
    const s = addEnemy(addCharacter(emptyTurn('boss'), data, 'crack-shot'), data, 'skrot-nikke');
    const note = attackNote(s, data, 'e1', 'c1', false);
    expect(note.counterTakesOut).toBeUndefined();
    expect(new URLSearchParams(note.counterHref.split('?')[1]).get('immune')).toBe('1');
  });
});

describe('saved and linked turns', () => {
  it('a played turn comes back identical from its JSON', () => {
    const { state } = play(boardTurn('json'));
    const half = play({ ...boardTurn('json') }).state;
    expect(readTurn(JSON.parse(turnJson(state)), data)).toEqual(state);
    const mid = rollEnemy(boardTurn('json'), 'e1');
    expect(readTurn(JSON.parse(turnJson(mid)), data)).toEqual(mid);
    expect(half.order).toHaveLength(6);
  });

  it('damaged turns are refused with a sentence or mended, never a crash', () => {
    expect(() => readTurn(null, data)).toThrow(/not a saved turn/);
    expect(() => readTurn({ v: 2, seed: 'x' }, data)).toThrow(/newer version/);
    expect(() => readTurn({ v: 1 }, data)).toThrow(/no seed/);
    const base = JSON.parse(turnJson(rollEnemy(boardTurn('fuzz'), 'e1'))) as Record<string, unknown>;
    const rng = createRng('turn-fuzz');
    const junk = [null, 1, -1, 'x', [], {}, true, 1e9, { x: 99, y: 99 }];
    for (let n = 0; n < 1000; n++) {
      const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
      // Damage one field at some depth.
      const keys = Object.keys(copy);
      const k = keys[rng.int(0, keys.length - 1)]!;
      const v = copy[k];
      if (Array.isArray(v) && v.length > 0 && rng.next() < 0.6) {
        const item = v[rng.int(0, v.length - 1)] as Record<string, unknown>;
        const ik = Object.keys(item);
        item[ik[rng.int(0, ik.length - 1)]!] = junk[rng.int(0, junk.length - 1)];
      } else copy[k] = junk[rng.int(0, junk.length - 1)];
      try {
        const s = readTurn(copy, data);
        // Whatever is read back is a usable turn.
        candidates(s);
        for (const e of s.enemies) outcome(s, data, e.id);
      } catch (error) {
        expect(isInputError(error), String(error)).toBe(true);
      }
    }
  });
});

describe('every rule a result links to has its heading', () => {
  /** The anchors of a rules page: its headings, slugged as the site slugs them (lower case, words joined by hyphens). */
  const anchors = (page: string) =>
    new Set(
      [...readFileSync(`content/kuggkoping/rules/${page}.mdx`, 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .trim()
          .replace(/ +/g, '-'),
      ),
    );
  it('the table, the factions, each district, each boss and the difficulty levels', () => {
    const hrefs = new Set<string>();
    const boss = data.enemyTypes.filter((t) => t.boss).map((t) => t.id);
    for (const type of ['grunt', ...boss]) {
      for (const district of data.districts.map((d) => d.id)) {
        for (const difficulty of ['easy', 'normal']) {
          const s = { ...emptyTurn('links'), enemyFaction: 'gnoblins', district, difficulty, traits: ['easy-to-trick'] };
          for (const face of [1, 6]) {
            const t = typeRoll(setTicks(addEnemy(addCharacter(s, data, 'crack-shot'), data, type), 'e1', { lineOfSight: true, adjacent: true }), 'e1', face);
            for (const n of outcome(t, data, 'e1')!.notes) hrefs.add(n.href);
          }
        }
      }
    }
    // The table, the factions, the two districts that change a result, five bosses, the difficulty levels.
    expect(hrefs.size).toBe(10);
    for (const href of hrefs) {
      const [, page, anchor] = /^\/kuggkoping\/rules\/([a-z-]+)\/#([a-z0-9-]+)$/.exec(href) ?? [];
      expect(page && anchor, href).toBeTruthy();
      expect(anchors(page!).has(anchor!), href).toBe(true);
    }
  });
});
