/**
 * The enemy turn and the board link as versioned formats (src/roster/versioned.ts), and the links the
 * site wrote before they moved to the kit and the hash-link helper: tests/unit/fixtures/links-v1.json
 * was written by the site at main 53fd7b4 (a turn kept in the session, a #turn= link, a #board= link
 * and a #roster= link). Each must read to the same state, and the site must still write the same text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activationToolData } from './tools/tool-data';
import { boardHash, BOARD_LINK_FORMAT, decodeBoardState, readBoardHash } from '../../src/games/kuggkoping/board/link';
import type { BoardState } from '../../src/games/kuggkoping/board/state';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { warbandGame } from '../../src/games/kuggkoping/roster-game';
import {
  outcome,
  readStoredTurn,
  readTurn,
  readTurnHash,
  readTurnResult,
  STORED_TURN_NEWER,
  TURN_FORMAT,
  turnFormat,
  turnHash,
  turnJson,
  TURN_STORAGE_KEY,
  type TurnData,
  type TurnState,
} from '../../src/games/kuggkoping/turn';
import { hashLink } from '../../src/roster/hash-link';
import { readShareFragment, shareFragment } from '../../src/roster/share';
import { defineFormat, type FormatSpec } from '../../src/roster/versioned';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const fixture = JSON.parse(readFileSync('tests/unit/fixtures/links-v1.json', 'utf8')) as {
  storedTurn: { key: string; value: string };
  turnLink: string;
  board: { state: BoardState; json: string; link: string };
  roster: { json: unknown; link: string };
};
const saved = JSON.parse(fixture.storedTurn.value) as TurnState;
const v2 = { ...saved, v: 2, somethingNew: { kept: true } };

describe('a turn kept in the session by the site before (version 1)', () => {
  it('reads to the turn it was: settings, models, rolls, order, the enemy now and the Gizmo marker', () => {
    expect(fixture.storedTurn.key).toBe(TURN_STORAGE_KEY);
    const read = readStoredTurn(fixture.storedTurn.value, data);
    expect(read).toEqual({ ok: true, state: saved });
    if (!read?.ok) return;
    const s = read.state;
    expect(s).toMatchObject({ v: 1, seed: 'fixture-v1', enemyFaction: 'draugar', difficulty: 'hard', traits: ['easy-to-trick'], modifier: 1, current: 'e2', order: ['e1'], gizmos: [{ x: 6, y: 2 }] });
    expect(s.characters.map((c) => [c.id, c.name, c.archetype, c.gritLost, c.at])).toEqual([
      ['c1', 'Olga', 'crack-shot', 0, { x: 0, y: 0 }],
      ['c2', 'Knuckle Buster', 'knuckle-buster', 1, { x: 7, y: 7 }],
    ]);
    expect(s.enemies.map((e) => [e.id, e.type, e.gritLost, e.activated, e.roll?.face, e.roll?.typed])).toEqual([
      ['e1', 'grunt', 0, true, 5, false],
      ['e2', 'grunt', 0, false, 4, true],
      ['e3', 'grunt', 1, false, undefined, undefined],
      ['e4', 'lurker', 0, false, undefined, undefined],
    ]);
    expect(s.board).toMatchObject({ width: 8, height: 8 });
    expect(s.board!.terrain).toHaveLength(8);
    expect(outcome(s, data, 'e2')).toMatchObject({ face: 4, typed: true, stale: false, total: 5, result: 'fight', sum: 'Rolled 4, +1 other modifier: total 5' });
    // Saved again and read back, it is the same turn.
    expect(readTurn(JSON.parse(turnJson(s)), data)).toEqual(saved);
  });

  it('the #turn= link the site wrote for it opens the same turn, and the site writes the same link', () => {
    expect(readTurnHash(fixture.turnLink, data, 'unused')).toEqual({ ok: true, state: saved });
    expect(turnHash(saved)).toBe(fixture.turnLink);
    expect(hashLink('turn', fixture.storedTurn.value)).toBe(fixture.turnLink);
  });
});

describe('a turn saved by a newer site (version 2)', () => {
  it('is reported as newer, never as damaged, and its text is not changed by reading it', () => {
    const raw = JSON.stringify(v2);
    const read = readStoredTurn(raw, data);
    expect(read).toEqual({ ok: false, newer: true, error: STORED_TURN_NEWER });
    expect(STORED_TURN_NEWER).toMatch(/^The turn kept in this tab was saved by a newer version of this site/);
    expect(readTurnResult(JSON.parse(raw), data)).toEqual({
      ok: false,
      newer: true,
      error: 'This turn was saved by a newer version of this site (version 2); this page reads version 1. Reload the page to get the newest version.',
    });
    expect(() => readTurn(v2, data)).toThrow(/^This turn was saved by a newer version of this site \(version 2\)/);
    expect(turnFormat.read(v2)).toMatchObject({ ok: false, newer: true });
  });

  it('a newer #turn= link says it was made by a newer version of this site', () => {
    expect(readTurnHash(hashLink('turn', JSON.stringify(v2)), data, 'x')).toEqual({
      ok: false,
      newer: true,
      error: 'This turn link was made by a newer version of this site (version 2); this page reads version 1. Reload the page to get the newest version.',
    });
  });

  it('damaged turns keep their sentences', () => {
    const refused = (raw: unknown) => {
      const read = readTurnResult(raw, data);
      return read.ok ? 'read' : read.error;
    };
    expect(refused(null)).toBe('This is not a saved turn.');
    expect(refused([saved])).toBe('This is not a saved turn.');
    expect(refused({ ...saved, v: '1' })).toBe('This saved turn has no version this page reads.');
    expect(refused({ ...saved, v: 0 })).toBe('This saved turn has no version this page reads.');
    expect(refused({ ...saved, v: undefined })).toBe('This saved turn has no version this page reads.');
    expect(refused({ ...saved, seed: '' })).toBe('This saved turn has no seed.');
    expect(readStoredTurn('{"v":1,', data)).toEqual({ ok: false, error: 'The turn kept in this tab is damaged: it is not a turn.' });
    expect(readStoredTurn(null, data)).toBeNull();
    expect(readTurnHash(hashLink('turn', JSON.stringify({ v: 1 })), data, 'x')).toEqual({ ok: false, error: 'The turn in this link cannot be used: This saved turn has no seed.' });
    expect(readTurnHash(hashLink('turn', '{"v":1,'), data, 'x')).toEqual({ ok: false, error: 'The turn link is damaged: it holds no turn.' });
    expect(readTurnHash('#turn=!!!', data, 'x')).toEqual({ ok: false, error: 'The turn link is damaged: it does not unpack. Was it cut short when it was copied?' });
    expect(readTurnHash(`#turn=${'A'.repeat(12_001)}`, data, 'x')).toEqual({ ok: false, error: 'The turn link is too long to be a turn.' });
  });
});

describe('a board link made by the site before (version 1)', () => {
  it('opens to the same board, models, selection and view, and the site writes the same link', () => {
    const value = fixture.board.link.slice('#board='.length);
    expect(decodeBoardState(value)).toEqual({ ok: true, state: fixture.board.state, warnings: [] });
    expect(readBoardHash(fixture.board.link)).toEqual({ ok: true, state: fixture.board.state, warnings: [] });
    expect(fixture.board.state).toMatchObject({ width: 8, height: 8, view: 'reach', selection: { attacker: 1, target: 0, space: { x: 5, y: 6 } } });
    expect(fixture.board.state.models.map((m) => m.label ?? null)).toEqual(['Crack Shot', 'Lurker', null]);
    expect(boardHash(fixture.board.state)).toBe(fixture.board.link);
    expect(hashLink('board', fixture.board.json)).toBe(fixture.board.link);
  });

  it('a turn opened from it stands its models where the board has them', () => {
    const read = readTurnHash(fixture.board.link, data, 'from-board');
    expect(read?.ok).toBe(true);
    if (read?.ok) {
      expect(read.state.seed).toBe('from-board');
      expect([...read.state.characters, ...read.state.enemies].map((m) => [m.id, m.name, m.at])).toEqual([
        ['c1', 'Crack Shot', { x: 0, y: 0 }],
        ['e1', 'Lurker', { x: 7, y: 7 }],
        ['e2', 'Grunt 1', { x: 4, y: 4 }],
      ]);
    }
  });

  it('a version-2 board link is refused as made by a newer version of this site, whatever it holds', () => {
    const newer = 'This board link was made by a newer version of this site (version 2); this page reads version 1. Reload the page to get the newest version.';
    expect(readBoardHash(hashLink('board', JSON.stringify({ ...JSON.parse(fixture.board.json), v: 2 })))).toEqual({ ok: false, error: newer });
    expect(readBoardHash(hashLink('board', JSON.stringify({ v: 2, t: 'not rows' })))).toEqual({ ok: false, error: newer });
    expect(readBoardHash(hashLink('board', JSON.stringify({ v: 1, t: 'not rows' })))).toMatchObject({ ok: false, error: expect.stringMatching(/^The board in this link cannot be used/) });
  });
});

describe('a share link made by the site before', () => {
  it('opens to the same warband, and the site writes the same link', () => {
    const game = warbandGame(bookData());
    const roster = game.parse(fixture.roster.json);
    expect(shareFragment(roster, game)).toBe(fixture.roster.link);
    const read = readShareFragment(fixture.roster.link, game);
    expect(read?.ok).toBe(true);
    if (read?.ok) {
      expect(game.toJson(read.roster)).toEqual(fixture.roster.json);
      expect(read.roster.name).toBe((fixture.roster.json as { name: string }).name);
    }
  });
});

describe('each format declares a migration for every older version', () => {
  it.each([
    ['enemy turn', TURN_FORMAT as FormatSpec<unknown>],
    ['board link', BOARD_LINK_FORMAT as FormatSpec<unknown>],
  ] as const)('the %s', (_name, spec) => {
    expect(spec).toMatchObject({ version: 1, versionField: 'v' });
    for (let v = 1; v < spec.version; v++) expect(typeof spec.migrations?.[v]).toBe('function');
    // Its next version without a migration from this one is refused when the format is declared.
    expect(() => defineFormat({ ...spec, version: spec.version + 1 })).toThrow(`${spec.noun} format: version ${spec.version + 1} needs a migration from version ${spec.version}`);
    expect(() => defineFormat({ ...spec, version: spec.version + 1, migrations: { ...spec.migrations, [spec.version]: (old) => ({ ...old, v: spec.version + 1 }) } })).not.toThrow();
  });
});
