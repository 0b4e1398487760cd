import { describe, expect, it } from 'vitest';
import { decodeBoardState, encodeBoardState, readBoardHash } from '../../../src/games/kuggkoping/board/link';
import { emptyBoardState } from '../../../src/games/kuggkoping/board/state';
import { readPastedShare, readShareFragment, shareFragment, TOO_LARGE_LINK } from '../../../src/roster/share';
import { createRng } from '../../../src/engine/rng';
import { linkBomb } from './link-bomb';
import { testGame, v2Example } from './synthetic-game';

const percentEncoded = (fragment: string) => fragment.replace(/\+/g, '%2B').replace(/\$/g, '%24').replace('=', '%3D');

describe('hostile and mangled links', () => {
  it('a roster link a messenger percent-encoded opens as sent', () => {
    const rng = createRng('percent-links');
    const teams = Array.from({ length: 500 }, () => ({ ...v2Example, name: Array.from({ length: 12 }, () => String.fromCharCode(rng.int(32, 0x3ff))).join('') }));
    // The first of these teams whose link has a + (lz-string writes 64 of its 65 letters: never the $).
    for (const letter of ['+']) {
      const roster = teams.find((r) => shareFragment(r, testGame).includes(letter))!;
      expect(roster).toBeDefined();
      const fragment = shareFragment(roster, testGame);
      expect(readShareFragment(percentEncoded(fragment), testGame)).toEqual({ ok: true, roster });
      expect(readShareFragment(`#${encodeURIComponent(fragment.slice(1))}`, testGame)).toEqual({ ok: true, roster });
      expect(readShareFragment(fragment.replace(/\+/g, ' '), testGame)).toEqual({ ok: true, roster });
    }
  });

  it('a crafted roster link that unpacks to millions of characters is refused, fast', () => {
    const started = performance.now();
    expect(readShareFragment(`#roster=${linkBomb(12_000)}`, testGame)).toEqual({ ok: false, message: TOO_LARGE_LINK });
    expect(TOO_LARGE_LINK).toBe('This link is too large to be a roster.');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('the board reads percent-encoded links and refuses a bomb by the same budgeted loop', () => {
    const state = emptyBoardState();
    state.models = [{ side: 'character', x: 1, y: 1, move: 4, range: 12, label: 'Crack+Shot$' }];
    const packed = encodeBoardState(state);
    expect(decodeBoardState(percentEncoded(packed))).toEqual({ ok: true, state, warnings: [] });
    expect(readBoardHash(`#board=${percentEncoded(packed)}`)).toEqual({ ok: true, state, warnings: [] });
    expect(readBoardHash(`#board%3D${percentEncoded(packed)}`)).toEqual({ ok: true, state, warnings: [] });
    // 1,000 codes fit in the board's 6,000-letter cap and unpack to 500,000 characters.
    const bomb = linkBomb(1000);
    expect(bomb.length).toBeLessThan(6000);
    expect(decodeBoardState(bomb)).toEqual({ ok: false, error: 'The board link unpacks to far more than a board holds.' });
  });
});

describe('a share link pasted into a field (the opponent’s panel, the Arsenal’s crew numbers)', () => {
  it('reads a whole link or its payload alone, and says plainly what is not a share link', () => {
    const roster = v2Example;
    const fragment = shareFragment(roster, testGame);
    const payload = fragment.slice(fragment.indexOf('=') + 1);
    expect(readPastedShare(`https://example.org/game/builder/${fragment}`, testGame)).toEqual({ ok: true, roster });
    expect(readPastedShare(`  ${payload}  `, testGame)).toEqual({ ok: true, roster });
    expect(readPastedShare('https://example.org/nothing#table=abc', testGame)).toEqual({ ok: false, message: `That is not a ${testGame.noun}’s share link.` });
    expect(readPastedShare('#roster=!!!', testGame)).toEqual({ ok: false, message: 'The link is damaged or cut short: ask for it again, or for the exported file.' });
  });
});
