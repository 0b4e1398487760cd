/**
 * The board tool's adapter (src/games/kuggkoping/tools/board.ts and board-scene.ts): its data from
 * the YAML, what a press, a key, undo and clear do to the state, and what the page draws and says for
 * each view, checked against the board's core functions. The words go through the kit's ResultBlocks,
 * as on the page. A seeded fuzz over random boards, selections and views: never a throw, a NaN or an
 * "undefined" in the words.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultBlocks } from '../../../src/components/tools';
import { readFrom } from '../../../src/tools/links';
import { createRng } from '../../../src/engine';
import { spaceLabel, type Space } from '../../../src/games/kuggkoping/board';
import { checkAttack } from '../../../src/games/kuggkoping/board/attack';
import { explainSight, sightVerdict } from '../../../src/games/kuggkoping/board/explain';
import { boardHash, readBoardHash } from '../../../src/games/kuggkoping/board/link';
import { reach } from '../../../src/games/kuggkoping/board/move';
import { BOARD_VIEWS, checkBoardSetup, emptyBoardState, type BoardModel, type BoardState, type BoardView } from '../../../src/games/kuggkoping/board/state';
import { terrainFromRows } from '../../../src/games/kuggkoping/board/text';
import { visibleSpaces, watchCounts, watchers } from '../../../src/games/kuggkoping/board/views';
import {
  boardKey,
  clearBoard,
  commit,
  pressSpace,
  selectAs,
  swapSelection,
  undo,
  UNDO_LIMIT,
  type BoardTool,
  type PlaceProfile,
  type PressResult,
} from '../../../src/games/kuggkoping/tools/board';
import { boardScene, modelTags } from '../../../src/games/kuggkoping/tools/board-scene';
import { randomBoard } from '../kuggkoping-board/helpers';
import { text } from './harness';
import { boardData } from './tool-data';

const profile = (id: string): PlaceProfile => boardData.profiles.find((p) => p.id === id)!;

function example(id: string, change: Partial<BoardState> = {}): BoardState {
  const e = boardData.examples.find((x) => x.id === id)!;
  const d = readBoardHash(e.hash);
  if (!d?.ok) throw new Error(`example ${id} does not load`);
  return { ...d.state, ...change };
}

function board(rows: string[], models: BoardModel[] = [], change: Partial<BoardState> = {}): BoardState {
  return { ...terrainFromRows(rows), models, selection: {}, view: 'sight', ...change };
}

const m = (x: number, y: number, side: BoardModel['side'], label?: string, range = 2, move = 3): BoardModel => ({ x, y, side, move, range, ...(label ? { label } : {}) });

/** The new state of a press that must work. */
function ok(r: PressResult): Extract<PressResult, { ok: true }> {
  if (!r.ok) throw new Error(`refused: ${r.problem}`);
  return r;
}

const press = (s: BoardState, x: number, y: number, tool: BoardTool, extra: { carrying?: number; profile?: PlaceProfile } = {}) => pressSpace(s, { x, y }, { tool, ...extra });

function scene(s: BoardState) {
  const sc = boardScene(s, checkBoardSetup(s).board);
  return { ...sc, words: text(renderToStaticMarkup(<ResultBlocks blocks={sc.blocks} />)), cell: (x: number, y: number) => sc.cells[y * s.width + x]! };
}

describe('the page data', () => {
  it('offers every archetype as a Character and every enemy type as an enemy, with Move and Range from the data', () => {
    expect(profile('archetype:crack-shot')).toEqual({ id: 'archetype:crack-shot', side: 'character', name: 'Crack Shot', move: 3, range: 6 });
    expect(profile('enemy:grunt')).toEqual({ id: 'enemy:grunt', side: 'enemy', name: 'Grunt', move: 3, range: 2 });
    expect(boardData.profiles.filter((p) => p.side === 'character')).toHaveLength(6);
    expect(boardData.profiles.filter((p) => p.side === 'enemy')).toHaveLength(3);
  });

  it('has every example as a #board= link that opens its set-up, by title', () => {
    expect(boardData.examples).toHaveLength(15);
    expect(boardData.examples.slice(0, 3).map((e) => e.title)).toEqual(['Between two corners', 'A clear street', 'Down from the edge']);
    for (const e of boardData.examples) {
      const d = readBoardHash(e.hash);
      expect(d, e.id).toMatchObject({ ok: true, warnings: [] });
      if (d?.ok) expect(boardHash(d.state)).toBe(e.hash);
    }
    expect(example('up-the-wall')).toMatchObject({ view: 'reach', selection: { attacker: 0, target: 1 } });
  });
});

describe('pressing a space', () => {
  const empty = emptyBoardState();

  it('paints terrain, says what it did, and refuses what changes nothing or breaks the board', () => {
    const r = ok(press(empty, 2, 3, 'cover'));
    expect(r).toMatchObject({ edit: true, message: 'C4: cover terrain.' });
    expect(r.state.terrain).toEqual([{ x: 2, y: 3, kind: 'cover' }]);
    expect(press(r.state, 2, 3, 'cover')).toEqual({ ok: false, problem: 'C4 is already cover terrain.' });
    const roof = ok(press(r.state, 2, 3, 'roof2')).state;
    expect(roof.terrain).toEqual([{ x: 2, y: 3, kind: 'elevated', height: 2 }]);
    expect(press(roof, 2, 3, 'roof2')).toMatchObject({ ok: false });
    expect(ok(press(roof, 2, 3, 'roof3')).state.terrain).toEqual([{ x: 2, y: 3, kind: 'elevated', height: 3 }]);
    expect(ok(press(roof, 2, 3, 'open'))).toMatchObject({ message: 'C4: open ground.', state: { terrain: [] } });
    expect(press(empty, 2, 3, 'open')).toEqual({ ok: false, problem: 'C4 is already open ground.' });
    const withModel = board(['....', '....', '....', '....'], [m(1, 1, 'enemy', 'Grunt')]);
    expect(press(withModel, 1, 1, 'blocking')).toEqual({ ok: false, problem: 'Grunt stands on B2: move it first, no model stands inside blocking terrain.' });
    expect(press(empty, 8, 0, 'cover')).toEqual({ ok: false, problem: 'That space is not on the board.' });
  });

  it('places the chosen profile, numbering a second model of the same name', () => {
    const grunt = profile('enemy:grunt');
    const one = ok(press(empty, 0, 0, 'place', { profile: grunt }));
    expect(one).toMatchObject({ edit: true, message: 'Grunt placed on A1.' });
    const two = ok(press(one.state, 1, 0, 'place', { profile: grunt }));
    expect(two.state.models).toEqual([
      { x: 0, y: 0, side: 'enemy', move: 3, range: 2, label: 'Grunt' },
      { x: 1, y: 0, side: 'enemy', move: 3, range: 2, label: 'Grunt 2' },
    ]);
    expect(press(two.state, 1, 0, 'place', { profile: grunt })).toEqual({ ok: false, problem: 'B1 already holds Grunt 2.' });
    expect(press(empty, 0, 0, 'place')).toEqual({ ok: false, problem: 'Choose the model to place first.' });
    const wall = ok(press(empty, 3, 3, 'blocking')).state;
    expect(press(wall, 3, 3, 'place', { profile: grunt })).toEqual({ ok: false, problem: 'Space D4 is blocking terrain; a model cannot stand inside it.' });
  });

  it('moves a model in two presses: pick it up, put it down on a free space', () => {
    const s = board(['....', '....', '....', '..b.'], [m(0, 0, 'character', 'Crack Shot'), m(3, 0, 'enemy', 'Grunt')]);
    const picked = ok(press(s, 0, 0, 'move'));
    expect(picked).toMatchObject({ edit: false, carrying: 0, state: s });
    expect(picked.message).toBe('Crack Shot picked up from A1: press a free space to put it down (Escape puts it back).');
    expect(press(s, 3, 0, 'move', { carrying: 0 })).toEqual({ ok: false, problem: 'D1 already holds Grunt.', carrying: 0 });
    expect(press(s, 2, 3, 'move', { carrying: 0 })).toEqual({ ok: false, problem: 'Space C4 is blocking terrain; a model cannot stand inside it.', carrying: 0 });
    const moved = ok(press(s, 1, 2, 'move', { carrying: 0 }));
    expect(moved).toMatchObject({ edit: true, message: 'Crack Shot moved to B3.' });
    expect(moved.carrying).toBeUndefined();
    expect(moved.state.models[0]).toMatchObject({ x: 1, y: 2 });
    expect(ok(press(s, 0, 0, 'move', { carrying: 0 }))).toMatchObject({ edit: false, message: 'Crack Shot stays on A1.', state: s });
    expect(press(s, 1, 1, 'move')).toEqual({ ok: false, problem: 'No model stands on B2 to pick up.' });
  });

  it('removes a model, and the selection follows the models that stay', () => {
    const s = board(['....', '....', '....', '....'], [m(0, 0, 'character', 'Crack Shot'), m(1, 0, 'enemy', 'Grunt'), m(2, 0, 'enemy', 'Lurker')], { selection: { attacker: 0, target: 2 } });
    const r = ok(press(s, 1, 0, 'remove'));
    expect(r).toMatchObject({ edit: true, message: 'Grunt removed from B1.' });
    expect(r.state.selection).toEqual({ attacker: 0, target: 1 });
    expect(r.state.models.map((x) => x.label)).toEqual(['Crack Shot', 'Lurker']);
    expect(press(s, 3, 3, 'remove')).toEqual({ ok: false, problem: 'No model stands on D4.' });
  });

  it('Select: attacker first, then the target; again lets go; an empty space is the chosen space', () => {
    const s = board(['....', '....', '....', '....'], [m(0, 0, 'character', 'Crack Shot'), m(3, 0, 'enemy', 'Grunt'), m(3, 3, 'enemy', 'Lurker')]);
    const a = ok(press(s, 0, 0, 'select'));
    expect(a).toMatchObject({ edit: false, message: 'Crack Shot is the attacker.', state: { selection: { attacker: 0 } } });
    const t = ok(press(a.state, 3, 0, 'select'));
    expect(t).toMatchObject({ message: 'Grunt is the target.', state: { selection: { attacker: 0, target: 1 } } });
    expect(ok(press(t.state, 3, 3, 'select')).state.selection).toEqual({ attacker: 0, target: 2 });
    expect(ok(press(t.state, 0, 0, 'select'))).toMatchObject({ message: 'Crack Shot is no longer selected.', state: { selection: { target: 1 } } });
    const space = ok(press(t.state, 1, 2, 'select'));
    expect(space).toMatchObject({ message: 'B3 is the chosen space.', state: { selection: { attacker: 0, target: 1, space: { x: 1, y: 2 } } } });
    expect(ok(press(space.state, 1, 2, 'select')).state.selection).toEqual({ attacker: 0, target: 1 });
    // In the other views another model becomes the selected one: whose sight, moves or watchers to show.
    const reachView = { ...t.state, view: 'reach' as BoardView };
    expect(ok(press(reachView, 3, 3, 'select')).state.selection).toEqual({ attacker: 2, target: 1 });
  });

  it('a and t pick the attacker and the target directly; picking one end as the other swaps them', () => {
    const s = board(['....', '....', '....', '....'], [m(0, 0, 'character', 'Crack Shot'), m(3, 0, 'enemy', 'Grunt')], { selection: { attacker: 0, target: 1 } });
    expect(ok(selectAs(s, { x: 3, y: 0 }, 'attacker')).state.selection).toEqual({ attacker: 1, target: 0 });
    expect(ok(selectAs({ ...s, selection: { target: 1 } }, { x: 3, y: 0 }, 'attacker')).state.selection).toEqual({ attacker: 1 });
    expect(selectAs(s, { x: 2, y: 2 }, 'target')).toEqual({ ok: false, problem: 'No model stands on C3 to make it the target.' });
    expect(swapSelection(s).selection).toEqual({ attacker: 1, target: 0 });
    expect(swapSelection({ ...s, selection: { attacker: 0, space: { x: 1, y: 1 } } }).selection).toEqual({ target: 0, space: { x: 1, y: 1 } });
  });
});

describe('keys, undo and clear', () => {
  it('maps the board’s keys; arrows, Tab and the browser’s shortcuts are not ours', () => {
    expect(boardKey({ key: 'b' })).toEqual({ tool: 'blocking' });
    expect(boardKey({ key: 'B' })).toEqual({ tool: 'blocking' });
    expect(boardKey({ key: '2' })).toEqual({ tool: 'roof2' });
    expect(boardKey({ key: '0' })).toEqual({ tool: 'open' });
    expect(boardKey({ key: '.' })).toEqual({ tool: 'open' });
    expect(boardKey({ key: 'p' })).toEqual({ tool: 'place' });
    expect(boardKey({ key: 'Delete' })).toEqual({ tool: 'remove' });
    expect(boardKey({ key: 'a' })).toEqual({ select: 'attacker' });
    expect(boardKey({ key: 't' })).toEqual({ select: 'target' });
    expect(boardKey({ key: 'z', ctrlKey: true })).toEqual({ undo: true });
    expect(boardKey({ key: 'z', metaKey: true })).toEqual({ undo: true });
    expect(boardKey({ key: 'Escape' })).toEqual({ cancel: true });
    for (const key of ['ArrowUp', 'Tab', 'Enter', ' ', 'q', '/']) expect(boardKey({ key }), key).toBeNull();
    expect(boardKey({ key: 'c', ctrlKey: true })).toBeNull();
    expect(boardKey({ key: 'b', altKey: true })).toBeNull();
  });

  it('undo goes back edit by edit; selections are not edits; it remembers the last 100', () => {
    const s0 = emptyBoardState();
    let h = { past: [] as BoardState[], present: s0 };
    const s1 = ok(press(s0, 0, 0, 'cover')).state;
    h = commit(h, s1, true);
    const s2 = ok(press(s1, 1, 0, 'place', { profile: profile('enemy:grunt') })).state;
    h = commit(h, s2, true);
    const s3 = ok(press(s2, 1, 0, 'select')).state;
    h = commit(h, s3, false);
    expect(h.past).toEqual([s0, s1]);
    expect(undo(h)).toEqual({ past: [s0], present: s1 });
    expect(undo(undo(undo(h)))).toEqual({ past: [], present: s0 });
    let long = { past: [] as BoardState[], present: s0 };
    for (let i = 0; i < UNDO_LIMIT + 20; i++) long = commit(long, { ...s0, width: 4 + (i % 20) }, true);
    expect(long.past).toHaveLength(UNDO_LIMIT);
  });

  it('clear empties the board and keeps its size and view', () => {
    const s = example('street-corner', { view: 'reach' });
    expect(clearBoard(s)).toEqual({ width: 8, height: 12, terrain: [], models: [], selection: {}, view: 'reach' });
  });
});

describe('model tags on the tokens', () => {
  it('initials, two letters, a third letter where two names would meet, and the number', () => {
    expect(modelTags(['Crack Shot', 'Grunt', 'Grenadier', 'Grunt 2', 'Character 1', 'Knuckle Buster', 'Lurker'])).toEqual(['CS', 'Gru', 'Gre', 'Gru2', 'Ch1', 'KB', 'Lu']);
    expect(modelTags(['Grunt 1', 'Grunt 2'])).toEqual(['Gr1', 'Gr2']);
  });
});

describe('what the page draws and says', () => {
  it('line of sight: the verdict, the cover space and the attack-odds link, as the board core says', () => {
    const s = example('street-corner');
    const sc = scene(s);
    const { board } = checkBoardSetup(s);
    const check = checkAttack(s, 0, 1, board);
    const verdict = sightVerdict(explainSight(board, s.models[0]!, s.models[1]!), board, { attacker: 'Crack Shot', target: 'Grunt', attackerRange: 6, modelOn: () => 'Lurker' });
    expect(sc.headline).toBe('Crack Shot can see Grunt.');
    expect(sc.headline).toBe(verdict.headline);
    for (const d of verdict.details) expect(sc.words).toContain(d);
    expect(sc.words).toContain('Crack Shot’s action dice: +1 for height and −1 for cover, 0 in all, never fewer than 1 die (K1).');
    expect(sc.words).toContain('Grunt cannot counterattack: Crack Shot is 5 spaces away, beyond its Range 2.');
    const html = renderToStaticMarkup(<ResultBlocks blocks={sc.blocks} />);
    // The link is the board's attack-odds link, plus where it comes from: the two models, and the way back to this board.
    const href = /href="([^"]*attack-odds[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(href.startsWith(`${check.oddsHref}&from=`)).toBe(true);
    expect(readFrom(href.slice(href.indexOf('?')))).toEqual({ label: 'Crack Shot attacks Grunt', back: `/kuggkoping/tools/board/${boardHash(s)}`, backLabel: 'the board' });
    expect(check.oddsHref).toContain('cover=1&elevation=above&distance=5&adjacent=0');
    expect(sc.lines).toEqual([{ from: { x: 1, y: 4 }, to: { x: 4, y: 6 }, kind: 'sight' }]);
    expect(sc.cell(2, 5)).toMatchObject({ mark: 'cover', badge: '−1', model: { side: 'enemy', tag: 'Lu' } });
    expect(sc.cell(2, 5).label).toBe('C6, open, Lurker (enemy): on the line, cover on the line');
    expect(sc.cell(1, 4).label).toBe('B5, elevated area height 1, Crack Shot (Character) on top, the attacker');
    expect(sc.cell(4, 6)).toMatchObject({ role: 'target', label: 'E7, open, Grunt (enemy), the target' });
  });

  it('a corner between two diagonal blockers is drawn and named; no attack odds without sight', () => {
    const sc = scene(example('between-two-corners'));
    expect(sc.headline).toBe('No line of sight: the line passes exactly through the corner between C2 and B1, two blocking spaces diagonal to each other.');
    expect(sc.corners).toEqual([{ x: 2, y: 1 }]);
    expect(sc.lines[0]!.kind).toBe('no-sight');
    expect(sc.words).toContain('No attack odds: Crack Shot has no line of sight to Grunt.');
    expect(sc.words).not.toContain('Attack odds from here');
  });

  it('an enemy attacker links to its activation roll', () => {
    const sc = scene(example('up-from-the-street'));
    const html = renderToStaticMarkup(<ResultBlocks blocks={sc.blocks} />);
    expect(sc.words).toContain('When Lurker activates: it sees Crack Shot (+1), and stands next to none (K5).');
    expect(html).toContain('href="/kuggkoping/tools/enemy-activation/?lineOfSight=1&amp;adjacent=0"');
  });

  it('guides the reader while nothing is selected', () => {
    const s = example('clear-street', { selection: {} });
    expect(scene(s).headline).toBe('Select the attacker to see its line of sight.');
    expect(scene({ ...s, selection: { attacker: 0 } }).headline).toBe('Crack Shot is the attacker: now select its target.');
    expect(scene({ ...s, view: 'visible' }).headline).toBe('Select a model to see every space it sees.');
    expect(scene({ ...s, view: 'reach' }).headline).toBe('Select a model to see where it can go this action.');
  });

  it('what it sees: every space marked as visibleSpaces() says, with the count in words', () => {
    const s = example('street-corner', { view: 'visible' });
    const sc = scene(s);
    const { board } = checkBoardSetup(s);
    const sights = visibleSpaces(board, s.models[0]!, 6);
    let seen = 0;
    let inRange = 0;
    let total = 0;
    sights.forEach((v, at) => {
      const cell = sc.cells[at]!;
      if (!v || (cell.x === 1 && cell.y === 4)) return expect(cell.mark).toBeUndefined();
      total++;
      if (v.lineOfSight) {
        seen++;
        if (v.inRange) inRange++;
      }
      expect(cell.mark, spaceLabel(cell)).toBe(!v.lineOfSight ? 'unseen' : v.inRange ? 'seen' : 'seen-far');
    });
    expect(sc.headline).toBe(`Crack Shot sees ${seen} of ${total} spaces; ${inRange} of them within its Range 6.`);
    expect(sc.words).toContain('Grunt (E7): in sight, range 5, 1 cover object, in range.');
  });

  it('who sees each space: the counts of watchCounts(), and the watchers of the chosen space', () => {
    const s = example('street-corner', { view: 'watchers', selection: { attacker: 0, space: { x: 2, y: 2 } } });
    const sc = scene(s);
    const counts = watchCounts(s, { side: 'enemy', ignore: 0 });
    counts.forEach((n, at) => expect(sc.cells[at]!.badge).toBe(n === null ? '' : String(n)));
    const ws = watchers(s, { x: 2, y: 2 }, { side: 'enemy', ignore: 0 });
    expect(ws.map((w) => w.index)).toEqual([2, 1]);
    expect(sc.headline).toBe('2 enemy models see C3: Lurker and Grunt.');
    expect(sc.words).toContain('Grunt (E7): range 6, beyond its Range 2, no cover.');
    expect(sc.lines).toEqual(ws.map((w) => ({ from: s.models[w.index], to: { x: 2, y: 2 }, kind: 'watch' })));
    const safe = counts.filter((n) => n === 0).length;
    expect(scene({ ...s, selection: { attacker: 0 } }).headline).toBe(`${safe} of ${counts.filter((n) => n !== null).length} spaces are out of sight of every enemy model.`);
  });

  it('where it can go: every option of reach() marked, the chosen climb with its route and chance', () => {
    const s = example('up-the-wall', { selection: { attacker: 0, space: { x: 2, y: 2 } } });
    const sc = scene(s);
    const r = reach(s, 0);
    for (const o of r.options) expect(sc.cell(o.to.x, o.to.y).mark).toBe(o.kind === 'move' ? (o.tests.length || o.leavingDamage ? 'reach-risky' : 'reach') : o.kind);
    expect(sc.cell(2, 2)).toMatchObject({ mark: 'climb', badge: '↑', chosen: true });
    expect(sc.headline).toBe('Knuckle Buster reaches C3 by a climb up to height 1, 1 move test (the climb), 87.5% to pass it.');
    expect(sc.route).toEqual([{ x: 1, y: 1 }, { x: 2, y: 2 }]);
    expect(sc.words).toContain('Grit lost to failed tests: 0.13 on average.');
    expect(sc.words).toContain('Climbs, jumps and moves with a test or damage Space How Every test passes Damage after C3 Climb up 87.5% 0');
    // A move next to the Grunt on the roof? It stands one level up: not adjacent, so no damage for leaving.
    expect(sc.cell(0, 1)).toMatchObject({ mark: 'reach', badge: '1' });
    expect(scene({ ...s, selection: { attacker: 0, space: { x: 7, y: 3 } } }).headline).toBe('Knuckle Buster cannot reach H4 this action.');
  });

  it('a Character stepping away from an enemy: the ! mark and the 2 damage in words', () => {
    const s = board(['.....', '.....', '.....', '.....'], [m(1, 1, 'character', 'Crack Shot'), m(2, 1, 'enemy', 'Grunt')], { view: 'reach', selection: { attacker: 0, space: { x: 0, y: 1 } } });
    const sc = scene(s);
    expect(sc.cell(0, 1)).toMatchObject({ mark: 'reach-risky', badge: '1!' });
    expect(sc.headline).toBe('Crack Shot reaches A2 by a move of 1 step, no move test, then 2 damage for stepping away from an enemy model.');
    expect(sc.route).toEqual([{ x: 1, y: 1 }, { x: 0, y: 1 }]);
  });
});

describe('fuzz: random boards, selections and views', () => {
  it('draws and words every state without a throw, NaN or undefined', () => {
    const rng = createRng('board-tool-fuzz');
    for (let n = 0; n < 120; n++) {
      const width = rng.int(4, 12);
      const height = rng.int(4, 12);
      const { terrain, models: spots } = randomBoard(rng, width, height, rng.next() * 0.6);
      const models: BoardModel[] = spots.map((p, i) => ({ ...p, side: rng.next() < 0.5 ? 'character' : 'enemy', move: rng.int(1, 12), range: rng.int(1, 48), ...(rng.next() < 0.5 ? { label: `Model ${i}` } : {}) }));
      const pick = () => (models.length > 0 && rng.next() < 0.8 ? rng.int(0, models.length - 1) : undefined);
      const attacker = pick();
      let target = pick();
      if (target === attacker) target = undefined;
      const space: Space | undefined = rng.next() < 0.6 ? { x: rng.int(0, width - 1), y: rng.int(0, height - 1) } : undefined;
      const view = BOARD_VIEWS[rng.int(0, BOARD_VIEWS.length - 1)]!;
      const s: BoardState = { width, height, terrain, models, view, selection: { ...(attacker !== undefined ? { attacker } : {}), ...(target !== undefined ? { target } : {}), ...(space ? { space } : {}) } };
      const sc = scene(s);
      const all = `${sc.words} ${sc.cells.map((c) => `${c.label} ${c.badge}`).join(' ')} ${sc.legend.join(' ')}`;
      expect(all, `board ${n}, view ${view}`).not.toMatch(/NaN|Infinity|undefined|null/);
      expect(sc.cells).toHaveLength(width * height);
      expect(sc.headline.length).toBeGreaterThan(10);
    }
  });
});
