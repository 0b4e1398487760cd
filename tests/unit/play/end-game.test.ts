import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { newGame, resetPlay, resultLine, take, undoLabel, undoLast, unreadableGames, type GameDoc, readyToEnd } from '../../../src/play';
import { finishGame } from '../../../src/play/end';

// End game, Undo and Reset as the play view binds them: every write and every sentence it says.
const rules = await readyToEnd(kuggkopingPlay(bookData()));
const roster = { ...(example('kuggkoping') as Roster), name: 'Cogwheel Crew', log: [] } as Roster;
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 12, n));
const olga = rules.models(roster)[0]!.name;

function started(): GameDoc {
  return { ...newGame(rules, roster, 'w1', at(0)), rosterId: 'w1' };
}

describe('End game (finishGame)', () => {
  it('records the result in the game and an entry in the saved warband’s campaign log', () => {
    const done = finishGame({ rules, played: roster, doc: started(), saved: roster, nameOf: (r) => r.name, outcome: 'win', note: '5 VP', now: at(5), by: 'tab1' });
    expect(done.game.result).toMatchObject({ outcome: 'win', note: '5 VP' });
    expect(done.game.steps.at(-1)!.text).toBe('Ended the game: won (5 VP)');
    expect(done.roster?.id).toBe('w1');
    expect(done.roster?.roster.log).toEqual([{ date: '2026-11-29', kind: 'game', title: 'Game (5 VP): won', changes: [] }]);
    expect(done.recorded).toBe('Recorded the result: won in the campaign log of “Cogwheel Crew”.');
    expect(done.waiting).toBe('The result (won) is not saved yet: the browser’s storage is full. It is kept in this page and written as soon as there is room.');
    expect(done.savedLater).toBe('Recorded the result: won in the campaign log of “Cogwheel Crew”. It is saved now that there is room.');
  });

  it('writes no roster when the saved one is gone from this device, and says only the result', () => {
    const done = finishGame({ rules, played: roster, doc: started(), saved: undefined, nameOf: (r) => r.name, outcome: 'loss', note: '', now: at(5) });
    expect(done.roster).toBeNull();
    expect(done.recorded).toBe('Recorded the result: lost.');
    expect(resultLine(done.game.result!)).toBe('Ended: lost.');
    expect(resultLine({ outcome: 'draw', note: '3 to 3' })).toBe('Ended: a draw (3 to 3).');
  });

  it('writes no roster for a saved roster without a campaign log (a format before version 2)', () => {
    const old = { ...roster } as Partial<Roster>;
    delete old.log;
    const done = finishGame({ rules, played: roster, doc: started(), saved: old as Roster, nameOf: (r) => r.name, outcome: 'win', note: '', now: at(5) });
    expect(done.roster).toBeNull();
    expect(done.recorded).toBe('Recorded the result: won.');
  });
});

describe('Undo and Reset', () => {
  it('undoes this tab’s last step and names it', () => {
    const doc = take(rules, roster, started(), { kind: 'damage', model: 0, by: 2 }, `${olga}: took 2 damage`, at(1), 'tab1');
    const back = undoLast(rules, roster, doc, at(2), 'tab1');
    expect(back?.said).toBe(`Undid: ${olga}: took 2 damage.`);
    expect(back?.game.state.models[0]!.damage).toBe(0);
    expect(undoLast(rules, roster, doc, at(2), 'another tab')).toBeNull();
  });

  it('resets to round 1 as a step Undo can take back', () => {
    let doc = take(rules, roster, started(), { kind: 'next-round', from: 1 }, 'Next round (round 2)', at(1), 'tab1');
    const reset = resetPlay(rules, roster, doc, at(2), 'tab1');
    expect(reset.said).toBe('The game was reset.');
    expect(reset.game.state.round).toBe(1);
    doc = undoLast(rules, roster, reset.game, at(3), 'tab1')!.game;
    expect(doc.state.round).toBe(2);
  });

  it('counts the saved games this page cannot read', () => {
    expect(unreadableGames(1)).toBe('One game on this device cannot be read by this page; each is kept as it was saved:');
    expect(unreadableGames(3)).toBe('3 games on this device cannot be read by this page; each is kept as it was saved:');
  });

  it('names the Undo button by the steps it can take back', () => {
    expect([0, 1, 2].map(undoLabel)).toEqual(['Undo', 'Undo 1 step', 'Undo 2 steps']);
  });
});
