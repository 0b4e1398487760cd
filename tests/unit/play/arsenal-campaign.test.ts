import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { arsenalNoOdds, arsenalPlay, crewCost, FINISHED_OFF, giveNumber, HEALTH, OPPONENT_TOTAL, SOULSTONES } from '../../../src/games/arsenal-campaign/play';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import type { Roster } from '../../../src/games/arsenal-campaign/roster-format';
import { currentArsenal } from '../../../src/games/arsenal-campaign/roster-rules';
import { toolHref } from '../../../src/tools/links';
import { flipOdds } from '../../../src/games/arsenal-campaign/tools/refs';
import { changeDamage, changeGameCounter, changeModelCounter, nextRound, setModelFlag, startState } from '../../../src/play';

const data = arsenalBookData();
const rules = arsenalPlay(data);
const roster = example('arsenal-campaign') as Roster;

describe('Arsenal Campaign play', () => {
  it('lists every model of the Arsenal, none hired yet', () => {
    expect(rules.models(roster).map((m) => m.name)).toEqual(['Nino Ortega', 'Perdita Ortega']);
    const s = startState(rules, roster);
    expect(s.own).toEqual({ crew: [] });
    expect(rules.benched!(s, 0)).toBe(true);
  });

  // Updated for A-10: the opponent's total is unset until given (it used to start at this crew's own).
  it('hires within the encounter size (C3): Arsenal 8 + (13 − 4) = 17, so 17 + 5 = 22 against an equal crew', () => {
    let s = startState(rules, roster);
    expect(s.counters[OPPONENT_TOTAL]).toBeUndefined();
    s = giveNumber(s, OPPONENT_TOTAL, 17);
    s = rules.modelActions!(roster, 1, s)[0]!.apply(s);
    s = rules.modelActions!(roster, 0, s)[0]!.apply(s);
    expect(s.own).toEqual({ crew: [0, 1] });
    expect(crewCost(roster, s, data)).toMatchObject({ cost: 17, size: 22, fits: true });
    // Against a crew of 10 the encounter is 15: this crew no longer fits.
    s = giveNumber(s, OPPONENT_TOTAL, 10);
    expect(crewCost(roster, s, data)).toMatchObject({ cost: 17, size: 15, fits: false });
    expect(rules.gameNotes!(roster, s)[1]).toBe('The crew costs more than the encounter size (our readings C3 and C8): take a model or an upgrade out.');
    s = rules.modelActions!(roster, 0, s)[0]!.apply(s);
    expect(s.own).toEqual({ crew: [1] });
  });

  it('damage stops at the Health entered from the card; without one it is only counted', () => {
    const health = rules.models(roster)[0]!.counters.find((c) => c.id === HEALTH)!;
    let s = startState(rules, roster);
    s = changeDamage(rules, roster, s, 0, 2);
    expect(rules.stats(roster, 0, s)[0]!.value).toBe('not set (2 damage)');
    for (let i = 0; i < 3; i++) s = changeModelCounter(s, 0, health, 1);
    s = changeDamage(rules, roster, s, 0, 5);
    expect(s.models[0]!.damage).toBe(3);
    expect(rules.stats(roster, 0, s)[0]!.value).toBe('0 of 3');
  });

  it('Finished Off and soulstones are kept through Next round', () => {
    let s = setModelFlag(startState(rules, roster), 0, FINISHED_OFF, true);
    s = changeGameCounter(s, rules.gameCounters(roster).find((c) => c.id === SOULSTONES)!, 1);
    s = nextRound(rules, roster, s);
    expect(s.models[0]!.flags[FINISHED_OFF]).toBe(true);
    expect(s.counters[SOULSTONES]).toBe(1);
  });
  it('gives no odds between models and says why: a roster holds no attacks, defence or Health (the rules print no stat cards)', () => {
    expect(rules.odds).toBeUndefined();
    const href = toolHref(flipOdds, {});
    expect(href).toMatch(/^\/arsenal-campaign\/tools\/flip-odds\//);
    const noOdds = arsenalNoOdds(href);
    expect(noOdds.why).toMatch(/^No odds between models are given for the Arsenal Campaign/);
    expect(noOdds.why).toContain('no stat cards');
    expect(noOdds.tool).toEqual({ label: 'Flip odds', href });
    expect(arsenalPlay(data, noOdds).noOdds).toBe(noOdds);
    // What a roster's model carries: nothing a duel could be worked out from.
    const keys = currentArsenal(roster, data).models.flatMap((m) => Object.keys(m));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => /^(health|attacks?|defen[cs]e|weapons?|stats?|wounds?|armou?r)$/i.test(k))).toEqual([]);
  });
});
