/**
 * The printed game sheet carries the scenario being played (issue 37: "the mission or scenario with
 * its victory condition and turn limit"), whole, as its first card; a game with none prints no such card.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameSheet } from '../../../src/components/play/GameSheet';
import { turnLimitLine } from '../../../src/play';
import { sheetScore } from '../../../src/play/battle-words';
import { battle, caches, play, roster, rules, score, setup, type Roster } from './battle-support';

const sheet = (cmds = [setup]) => renderToStaticMarkup(createElement(GameSheet<Roster>, { rules, roster, doc: play(cmds), version: 'test' }));

describe('the game sheet’s scenario card', () => {
  it('prints the scenario’s name, victory condition, turn limit and set-up', () => {
    const html = sheet();
    for (const text of ['Test Drop', 'The scenario', 'Victory', 'First to 3 Caches wins.', 'Turn limit', '5 rounds; then: Both gangs Run For It.', 'Deployment', 'Opposite corners.']) expect(html).toContain(text);
    // First among the cards, before the first model's.
    expect(html.indexOf('Test Drop')).toBeLessThan(html.indexOf(rules.models(roster)[0]!.name));
  });

  it('prints the score as it stands: each source with the sides in order, and the round', () => {
    const html = sheet([setup, score('me', 2), score('them', 1), score('me', 3, 1, 'vp'), { kind: 'next-round', from: 1 }]);
    expect(html).toContain('<dt>Score when printed</dt><dd>Caches extracted 2–1, VP 3–0 (Your gang, then Their gang), round 2</dd>');
    // A solo game's one side, and a scenario with nothing to score.
    const state = play([setup, score('me', 2)]).state;
    expect(sheetScore({ ...battle, solo: true }, caches, state)).toBe('Caches extracted 2, VP 0 (Your gang), round 1');
    expect(sheetScore(battle, { sources: [] }, state)).toBe('Nothing scored by the book, round 1');
  });

  it('prints none while no scenario is set', () => {
    expect(sheet([])).not.toContain('Turn limit');
  });

  it('words a scenario without a turn limit', () => {
    expect(turnLimitLine({ ...caches, turnLimit: null })).toBe('None set by the book: the game ends by its victory condition or when the players agree.');
    expect(turnLimitLine({ turnLimit: 1 })).toBe('1 round.');
  });
});
