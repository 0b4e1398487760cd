/**
 * The printed game sheet carries the scenario being played (issue 37: "the mission or scenario with
 * its victory condition and turn limit"), whole, as its first card; a game with none prints no such card.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameSheet } from '../../../src/components/play/GameSheet';
import { turnLimitLine } from '../../../src/play';
import { caches, play, roster, rules, setup, type Roster } from './battle-support';

const sheet = (cmds = [setup]) => renderToStaticMarkup(createElement(GameSheet<Roster>, { rules, roster, doc: play(cmds), version: 'test' }));

describe('the game sheet’s scenario card', () => {
  it('prints the scenario’s name, victory condition, turn limit and set-up', () => {
    const html = sheet();
    for (const text of ['Test Drop', 'The scenario', 'Victory', 'First to 3 Caches wins.', 'Turn limit', '5 rounds; then: Both gangs Run For It.', 'Deployment', 'Opposite corners.']) expect(html).toContain(text);
    // First among the cards, before the first model's.
    expect(html.indexOf('Test Drop')).toBeLessThan(html.indexOf(rules.models(roster)[0]!.name));
  });

  it('prints none while no scenario is set', () => {
    expect(sheet([])).not.toContain('Turn limit');
  });

  it('words a scenario without a turn limit', () => {
    expect(turnLimitLine({ ...caches, turnLimit: null })).toBe('None set by the book: the game ends by its victory condition or when the players agree.');
    expect(turnLimitLine({ turnLimit: 1 })).toBe('1 round.');
  });
});
