/**
 * End game, Undo, End game again (issue 35: "none can hurt by surprise"). The play view's Undo takes
 * back the game's End step, not what End game wrote into the saved roster, so ending again wrote the
 * game a second time onto the roster the first End game had written: a Kuggköping warband's campaign
 * moved on twice (mission 1 won, then mission 2 "won" too, KB's campaign machine) and the log held two
 * entries for one game. Now a game ended before writes nothing again and says where to correct it; the
 * Arsenal Campaign's week (its write-back puts its one entry right in place) and a linked game (one
 * entry by its table's report id) keep their own ways, tested with them.
 */
import { describe, expect, it } from 'vitest';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { startExpedition } from '../../../src/games/kuggkoping/campaign';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { parseRoster, type Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, readyToEnd, take, undoLast, type GameDoc } from '../../../src/play';
import { endedBefore, finishGame } from '../../../src/play/end';
import { cogRats } from '../support/kuggkoping-warbands';

const rules = await readyToEnd(kuggkopingPlay(bookData()));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 18, minute));
const start: Roster = startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-30');
const end = (doc: GameDoc, saved: Roster, outcome: 'win' | 'loss', minute: number) =>
  finishGame({ rules, played: start, doc, saved, nameOf: (r) => r.name, outcome, note: '', now: at(minute) });

describe('End game, Undo, End game again', () => {
  it('the first End game writes the warband once: its campaign moves on to mission 2 and its log gets one entry', () => {
    const doc = take(rules, start, newGame(rules, start, 'w1', at(0)), { kind: 'damage', model: 0, by: 1 }, 'hit', at(1));
    expect(endedBefore(doc)).toBe(false);
    const first = end(doc, start, 'win', 2);
    expect(first.roster!.roster.campaign!.mission).toBe(2);
    expect(first.roster!.roster.log).toHaveLength(start.log.length + 1);
  });

  it('ended again after Undo, it writes nothing more (the campaign stays at mission 2, one entry) and says so', () => {
    const doc = take(rules, start, newGame(rules, start, 'w1', at(0)), { kind: 'damage', model: 0, by: 1 }, 'hit', at(1));
    const first = end(doc, start, 'win', 2);
    const written = first.roster!.roster;
    const undone = undoLast(rules, start, first.game, at(3))!.game;
    expect(undone.result).toBeNull();
    expect(endedBefore(undone)).toBe(true);
    const again = end(undone, written, 'loss', 4);
    expect(again.roster).toBeNull();
    expect(again.game.result!.outcome).toBe('loss');
    expect(again.recorded).toBe(
      `Recorded the result: lost. This game was ended before (End game, then Undo), and that first End game is already in the campaign log of “${written.name}”: nothing was written to it again, so it is not counted twice. To change what it wrote (the result, who was lost), correct the game’s entry and steps in the builder.`,
    );
  });
});
