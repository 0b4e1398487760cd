// @vitest-environment happy-dom
/**
 * The enemy turn's view (EnemyTurn) drawn in the states rulings K17, K20 and K21 settle: a knocked-down Draugar offers only
 * its roll to stand up, an Insignificant Gofer's tick box and a knocked-down Character's words, the
 * Gizmo markers with their buttons, a Fight's square and a tie rolled from the seed (K17, K20, K21);
 * and, in a game, a turn a newer site saved, shown as a notice only.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from '../support/react-root';
import { activationToolData } from '../tools/tool-data';
import EnemyTurn from '../../../src/components/kuggkoping/turn/EnemyTurn';
import EnemyTurnSlot from '../../../src/components/kuggkoping/play/EnemyTurnSlot';
import { example } from '../play/examples';
import { newGame } from '../../../src/play';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../../src/games/kuggkoping/play';
import { GAME_TURN_NEWER } from '../../../src/games/kuggkoping/play-turn';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import type { Roster } from '../../../src/games/kuggkoping/roster-format';
import { addCharacter, addEnemy, damageEnemy, emptyTurn, placeGizmo, setGritLost, typeRoll, withDown, type TurnData, type TurnState } from '../../../src/games/kuggkoping/turn';

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const dom = reactRoot();
const board = (s: TurnState): TurnState => ({ ...s, board: { width: 8, height: 8, terrain: [] } });

function draw(state: TurnState): string {
  act(() => dom.root.render(<EnemyTurn data={data} state={state} onChange={() => {}} />));
  return dom.host.textContent ?? '';
}

describe('the enemy turn’s view', () => {
  it('K-11: a knocked-down Draugar shows its roll to stand up and no activation roll', () => {
    let s = addEnemy(addCharacter({ ...emptyTurn('v'), enemyFaction: 'draugar' }, data, 'crack-shot'), data, 'grunt');
    s = damageEnemy(s, data, 'e1', 4).state;
    const text = draw(s);
    expect(text).toContain('Roll to stand up');
    expect([...dom.host.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Roll');
  });

  it('K-17, K-20, K-21: the Characters’ list, a tie rolled from the seed, the Fight’s square and the Gizmo markers', () => {
    let s = board(addCharacter(addCharacter(emptyTurn('tie-3'), data, 'gofer', { x: 2, y: 0 }), data, 'crack-shot', { x: 0, y: 2 }));
    s = addCharacter(s, data, 'knuckle-buster', { x: 7, y: 7 });
    s = { ...s, characters: s.characters.map((c) => (c.id === 'c3' ? withDown(setGritLost(s, data, 'c3', 3).characters[2]!, true) : c)) };
    s = placeGizmo(addEnemy(s, data, 'grunt', { x: 0, y: 0 }), { x: 5, y: 5 });
    s = typeRoll(s, 'e1', 5);
    const text = draw(s);
    expect(text).toContain('Insignificant until its next activation (K20)');
    expect(text).toContain('knocked down: no target');
    expect(text).toMatch(/Gofer and Crack Shot are equally close: the die picked (Gofer|Crack Shot)/);
    expect(text).toContain('Gizmo markers: F6');
    expect(text).toContain('The warband claims the Gizmo on F6');
    expect(dom.host.querySelector('.kk-turn-move-to')?.textContent).toMatch(/^(Moves|Stays)/);
  });
});

describe('the enemy turn in a game, kept from a newer site', () => {
  it('shows the notice in place of the turn, with no control that could change it', () => {
    const rules = kuggkopingPlay(bookData());
    const roster = example('kuggkoping') as Roster;
    const game = newGame(rules, roster, null, new Date(Date.UTC(2026, 10, 29)));
    const doc = { ...game, state: { ...game.state, own: { [TURN_SIDE_KEY]: { v: 2, seed: 'later' } } } };
    act(() => dom.root.render(<EnemyTurnSlot doc={doc} roster={roster} data={data} book={bookData()} run={() => {}} />));
    expect(dom.host.textContent).toBe(`Enemy turn${GAME_TURN_NEWER}`);
    expect(dom.host.querySelectorAll('button, input, select, summary')).toHaveLength(0);
  });
});
