// @vitest-environment happy-dom
/**
 * The enemy turn's view (EnemyTurn) drawn with the issue-34 states: a knocked-down Draugar offers only
 * its roll to stand up, an Insignificant Gofer's tick box and a knocked-down Character's words, the
 * Gizmo markers with their buttons, a Fight's square and a tie rolled from the seed (K17, K20, K21).
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from '../support/react-root';
import { activationToolData } from '../tools/tool-data';
import EnemyTurn from '../../../src/components/kuggkoping/turn/EnemyTurn';
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
