import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../src/games/kuggkoping/board';
import { boardHash, decodeBoardState, encodeBoardState, MAX_LINK_LENGTH, readBoardHash, type DecodedBoard } from '../../../src/games/kuggkoping/board/link';
import { BOARD_VIEWS, emptyBoardState, type BoardModel, type BoardState } from '../../../src/games/kuggkoping/board/state';
import { mutations } from '../roster/mutate';
import { createRng, randomBoard, SLOW_TEST_MS } from './helpers';
import type { Rng } from '../../../src/engine';

function randomState(rng: Rng): BoardState {
  const width = rng.int(4, 24);
  const height = rng.int(4, 24);
  const { terrain, models: spots } = randomBoard(rng, width, height, rng.next() * 0.6);
  const models: BoardModel[] = spots.slice(0, 64).map((p, i) => {
    const m: BoardModel = { ...p, side: rng.next() < 0.4 ? 'character' : 'enemy', move: rng.int(1, 12), range: rng.int(1, 48) };
    if (rng.next() < 0.3) m.label = ['Crack Shot', 'Bell-Man', 'Gnoblin “Spud”', 'Ä', 'x'.repeat(24)][i % 5]!;
    return m;
  });
  const state: BoardState = { width, height, terrain, models, selection: {}, view: BOARD_VIEWS[rng.int(0, 3)]! };
  if (models.length > 1 && rng.next() < 0.7) state.selection = { attacker: 0, target: rng.int(1, models.length - 1) };
  if (rng.next() < 0.5) state.selection.space = { x: rng.int(0, width - 1), y: rng.int(0, height - 1) };
  return state;
}

describe('board links: round trips', () => {
  it('the empty 8 x 12 board', () => {
    const state = emptyBoardState();
    expect(decodeBoardState(encodeBoardState(state))).toEqual({ ok: true, state, warnings: [] });
    expect(readBoardHash(boardHash(state))).toEqual({ ok: true, state, warnings: [] });
  });

  it('500 random states come back exactly, and stay short', () => {
    const rng = createRng('board-link-round-trip');
    let longest = 0;
    for (let i = 0; i < 500; i++) {
      const state = randomState(rng);
      createBoard(state); // the generator makes valid boards
      const text = encodeBoardState(state);
      longest = Math.max(longest, text.length);
      expect(text).toMatch(/^[A-Za-z0-9+$-]+$/);
      expect(decodeBoardState(text), `state ${i}`).toEqual({ ok: true, state, warnings: [] });
    }
    expect(longest).toBeLessThan(MAX_LINK_LENGTH / 2);
  }, SLOW_TEST_MS);

  it('a full 24 x 24 board with 64 labelled models fits well under the cap', () => {
    const rng = createRng('big');
    const terrain = randomBoard(rng, 24, 24, 0.6).terrain;
    const blocked = new Set(terrain.filter((t) => t.kind === 'blocking').map((t) => `${t.x},${t.y}`));
    const models: BoardModel[] = [];
    for (let y = 0; y < 24 && models.length < 64; y++) {
      for (let x = 0; x < 24 && models.length < 64; x++) {
        if (!blocked.has(`${x},${y}`) && rng.next() < 0.3) models.push({ x, y, side: 'enemy', move: 12, range: 48, label: `Model ${rng.int(0, 1e9)} ${rng.int(0, 1e9)}`.slice(0, 24) });
      }
    }
    const state: BoardState = { width: 24, height: 24, terrain, models, selection: { attacker: 3, target: 40, space: { x: 23, y: 23 } }, view: 'watchers' };
    const text = encodeBoardState(state);
    expect(text.length).toBeLessThan(MAX_LINK_LENGTH);
    expect(decodeBoardState(text)).toEqual({ ok: true, state, warnings: [] });
  });

  it('reads the board among other keys of the fragment, and says nothing when there is none', () => {
    const text = encodeBoardState(emptyBoardState());
    expect(readBoardHash(`#x=1&board=${text}&y=2`)).toMatchObject({ ok: true });
    expect(readBoardHash('')).toBeNull();
    expect(readBoardHash('#top')).toBeNull();
    // A "+" turned into a space by a form or a URL parser still reads.
    const plus = [...Array(40)].map((_, i) => encodeBoardState({ ...emptyBoardState(), models: [{ x: i % 8, y: 0, side: 'enemy', move: 3, range: i + 1 }] })).find((t) => t.includes('+'));
    if (plus) expect(decodeBoardState(plus.replace(/\+/g, ' '))).toMatchObject({ ok: true });
  });
});

describe('board links: bad links get a sentence, never a crash', () => {
  const pack = (data: unknown) => compressToEncodedURIComponent(JSON.stringify(data));
  const refused = (text: string, message: RegExp) => {
    const r = decodeBoardState(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  };

  it('names what is wrong', () => {
    refused('', /empty/);
    refused('x'.repeat(MAX_LINK_LENGTH + 1), /too long/);
    refused('!!!!', /does not unpack/);
    refused(encodeBoardState(emptyBoardState()).slice(0, 10), /cut short/);
    refused(compressToEncodedURIComponent('{"v":1,"t":['), /not a board/);
    refused(pack([1, 2]), /holds no board/);
    refused(pack({ t: ['....', '....', '....', '....'] }), /no version this page knows/);
    refused(pack({ v: 2, t: [] }), /^This board link was made by a newer version of this site \(version 2\); this page reads version 1\./);
    refused(pack({ v: 1, t: ['...', '...', '...', '...'] }), /width: the board width must be a whole number from 4 to 24; got 3/);
    refused(pack({ v: 1, t: ['....', '....', '..x.', '....'] }), /row 3, column 3: "x" is not a terrain letter/);
    refused(pack({ v: 1, t: ['....', '.....', '....', '....'] }), /row 2 has 5 spaces/);
    refused(pack({ v: 1, t: ['....', '.b..', '....', '....'], m: [['c', 1, 1, 3, 1]] }), /models\[0\]: space B2 is blocking terrain/);
    refused(pack({ v: 1, t: ['....', '....', '....', '....'], m: [['c', 0, 0, 3, 1], ['e', 0, 0, 3, 1]] }), /two models never share a space/);
    refused(pack({ v: 1, t: ['....', '....', '....', '....'], m: [['x', 0, 0, 3, 1]] }), /side: must be character or enemy/);
    refused(pack({ v: 1, t: ['....', '....', '....', '....'], m: [['c', 0, 0, 30, 1]] }), /Move must be a whole number from 1 to 12; got 30/);
    refused(pack({ v: 1, t: ['....', '....', '....', '....'], m: [['c', 0, 9, 3, 1]] }), /row must be a whole number from 0 to 3; got 9/);
    refused(pack({ v: 1, t: ['....', '....', '....', '....'], m: 'all' }), /models: is not a list/);
  });

  it('keeps the board and drops a selection or view that does not fit, saying so', () => {
    const r = decodeBoardState(pack({ v: 1, t: ['....', '....', '....', '....'], m: [['c', 0, 0, 3, 1]], s: { a: 0, t: 4 }, w: 'x-ray' }));
    expect(r).toEqual({
      ok: true,
      state: { width: 4, height: 4, terrain: [], models: [{ x: 0, y: 0, side: 'character', move: 3, range: 1 }], selection: {}, view: 'sight' },
      warnings: [
        'The selection in the link was dropped: selection.target: a model number must be a whole number from 0 to 0; got 4.',
        'The view in the link was dropped, showing the line of sight instead: view: must be one of sight, visible, watchers, reach, got "x-ray".',
      ],
    });
  });

  it('1,000 fuzzed links (fields dropped, retyped, huge, random bytes) never throw', () => {
    const rng = createRng('board-link-fuzz-source');
    const valid = JSON.parse(decompressFromEncodedURIComponent(encodeBoardState(randomState(rng)))!) as unknown;
    let refusedCount = 0;
    for (const { index, input } of mutations(valid, 'board-link-fuzz', 1000)) {
      // Packing a 100,000-letter string is slow and only hits the length cap: pass such JSON unpacked.
      const json = JSON.stringify(input) ?? '';
      const text = typeof input === 'string' && index % 2 === 0 ? input : json.length > 20_000 ? json : compressToEncodedURIComponent(json);
      let result: DecodedBoard = { ok: false, error: 'not run' };
      expect(() => (result = decodeBoardState(text)), `mutation ${index}`).not.toThrow();
      const r = result as DecodedBoard;
      if (!r.ok) {
        refusedCount++;
        expect(r.error).toMatch(/^(The board|This board)/);
        expect(r.error.length).toBeLessThan(400);
      } else {
        // Whatever is accepted is a valid board.
        expect(() => createBoard(r.state)).not.toThrow();
      }
    }
    expect(refusedCount).toBeGreaterThan(100);
  }, SLOW_TEST_MS);

  it('random damage to the packed text: a changed, dropped or added letter never throws', () => {
    const rng = createRng('board-link-bytes');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$ %#=&';
    for (let i = 0; i < 1000; i++) {
      const text = encodeBoardState(randomState(rng));
      const at = rng.int(0, text.length - 1);
      const ch = alphabet[rng.int(0, alphabet.length - 1)]!;
      const damaged = [text.slice(0, at) + ch + text.slice(at + 1), text.slice(0, at) + text.slice(at + 1), text.slice(0, at) + ch + text.slice(at)][i % 3]!;
      const r = decodeBoardState(damaged);
      if (r.ok) expect(() => createBoard(r.state)).not.toThrow();
      else expect(r.error).toMatch(/^(The board|This board)/);
    }
  }, SLOW_TEST_MS);
});
