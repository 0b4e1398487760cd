import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { example } from './examples';
import { HAND, LUCK_USED, wolsungPlay } from '../../../src/games/wolsung/play';
import { outOfUse, ruleHref, spellHref } from '../../../src/games/wolsung/datacard';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import type { Roster } from '../../../src/games/wolsung/roster-format';
import { HERO_RULE_IDS } from '../../../src/games/wolsung/roster-rules';
import { startState, type PlayState } from '../../../src/play';
import { missingAnchor } from '../support/site-anchors';

const data = wolsungBookData();
const rules = wolsungPlay(data);
const base = example('wolsung') as Roster;
// The Professor (Scientist) with Beginner's Luck and two spells, one free; the golem needs him.
const professor = { ...base.models[0]!, magic: 2, specialRules: [...base.models[0]!.specialRules, { name: "Beginner's Luck" }], spells: [{ name: 'Spark', kind: 'projectile' as const, cost: 1, range: 12, strength: 3 }, { name: 'Ward', kind: 'other' as const, cost: 0, range: 6, strength: 2 }] };
const roster: Roster = { ...base, models: [professor, ...base.models.slice(1)] };
const fresh = () => startState(rules, roster);
const withModel = (s: PlayState, i: number, change: Partial<PlayState['models'][number]>): PlayState => ({ ...s, models: s.models.map((m, j) => (j === i ? { ...m, ...change } : m)) });

describe('Wolsung datacard: rules links', () => {
  it('every special rule of the quick start links to its heading, with or without its [x]', () => {
    for (const r of data.specialRules) expect(missingAnchor(ruleHref(r.name, data)!), r.name).toBeNull();
    expect(ruleHref('Move Penalty [1]', data)).toBe('/wolsung/rules/special-rules/#move-penalty');
    expect(ruleHref('Flying', data)).toBeUndefined();
  });

  it('spells link to how their type is cast; the hero rules to their entries', () => {
    for (const kind of ['projectile', 'attack', 'other'] as const) expect(missingAnchor(spellHref({ kind })), kind).toBeNull();
    const glossary = parse(readFileSync('content/wolsung/data/glossary.yaml', 'utf8')) as { id: string; rule: string }[];
    for (const id of HERO_RULE_IDS) expect(missingAnchor(glossary.find((g) => g.id === id)!.rule), id).toBeNull();
  });
});

describe('Wolsung datacard: out of use in play', () => {
  it('at the start of the game nothing is out of use', () => {
    const out = outOfUse(roster, 0, fresh(), data);
    expect([out.rules.size, out.weapons.filter(Boolean).length, out.spells.filter(Boolean).length]).toEqual([0, 0, 0]);
  });

  it('l.468: Beginner’s Luck works once a game', () => {
    expect(outOfUse(roster, 0, withModel(fresh(), 0, { flags: { [LUCK_USED]: true } }), data).rules).toEqual(new Map([["Beginner's Luck", 'used: once a game']]));
  });

  it('l.365-373, l.381: with no card in hand only a spell that costs no card can be cast', () => {
    const s = { ...fresh(), counters: { ...fresh().counters, [HAND]: 0 } };
    expect(outOfUse(roster, 0, s, data).spells).toEqual(['no cards in hand to pay its cost', undefined]);
  });

  it('l.482, W9: with its Scientist out of action the golem skips its activations; out of action, nothing is used', () => {
    const s = withModel(fresh(), 0, { out: true });
    expect(outOfUse(roster, 1, s, data).weapons).toEqual(['no friendly Scientist on the table: it skips its activations']);
    expect(outOfUse(roster, 1, fresh(), data).weapons).toEqual([undefined]);
    const professorOut = outOfUse(roster, 0, s, data);
    expect([professorOut.weapons, professorOut.spells, professorOut.rules.get("Beginner's Luck")]).toEqual([['out of action'], ['out of action', 'out of action'], 'out of action']);
  });
});
