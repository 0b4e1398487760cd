import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { FIGHT, heartbreakerPlay, SHOOT, WALK } from '../../../src/games/heartbreaker/play';
import { quirkHref, quirksOutOfUse } from '../../../src/games/heartbreaker/datacard';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { parseRoster } from '../../../src/games/heartbreaker/roster-format';
import { knownQuirks } from '../../../src/games/heartbreaker/roster-rules';
import { startState, type PlayState } from '../../../src/play';
import { missingAnchor } from '../support/site-anchors';

const book = heartbreakerBookData();
const rules = heartbreakerPlay(book);
const roster = parseRoster(example('heartbreaker'));
const fresh = () => startState(rules, roster);
const withModel = (s: PlayState, i: number, change: Partial<PlayState['models'][number]>): PlayState => ({ ...s, models: s.models.map((m, j) => (j === i ? { ...m, ...change } : m)) });
const counters = (s: PlayState, i: number, c: Record<string, number>) => withModel(s, i, { counters: { ...s.models[i]!.counters, ...c } });

describe('Heartbreaker datacard: rules links', () => {
  it('every quirk of the book links to its heading on the weapons, gear or abilities page', () => {
    const all = [...book.weapons.map((entry) => ({ group: 'weapons' as const, entry })), ...book.gear.map((entry) => ({ group: 'gear' as const, entry })), ...book.abilities.map((entry) => ({ group: 'abilities' as const, entry }))];
    expect(all.length).toBeGreaterThan(20);
    for (const q of all) expect(missingAnchor(quirkHref(q)), q.entry.name).toBeNull();
    expect(quirkHref({ group: 'gear', entry: { id: 'medpack' } })).toBe('/heartbreaker/rules/gear/#medpack');
  });
});

describe('Heartbreaker datacard: out of use in play', () => {
  it('a fighter fresh in the skirmish has nothing out of use', () => {
    for (let i = 0; i < roster.fighters.length; i++) expect(quirksOutOfUse(roster, i, fresh(), book).size).toBe(0);
  });

  it('HB l.414: Taken Down, its weapons and granted actions are out of use; its armour is not', () => {
    const out = quirksOutOfUse(roster, 0, withModel(fresh(), 0, { down: true }), book);
    // Mother Cog: Pulverizer, Heavy Armor, Iconic (Inspire), Medpack (Stop the Bleeding), Stalker.
    expect([...out.keys()].sort()).toEqual(['iconic', 'medpack', 'pulverizer']);
    expect(out.get('pulverizer')).toMatch(/Taken Down/);
  });

  it('HB l.416: knocked out for the skirmish, the same, with that reason', () => {
    const out = quirksOutOfUse(roster, 0, withModel(fresh(), 0, { down: true, out: true }), book);
    expect(out.get('medpack')).toMatch(/knocked out/);
  });

  it('HB l.167, l.269: at its Action Limit no granted action is left; its weapon still strikes back (HB l.368)', () => {
    const s = counters(fresh(), 0, { [FIGHT]: 2, [SHOOT]: 1 });
    const out = quirksOutOfUse(roster, 0, s, book);
    expect([...out.keys()].sort()).toEqual(['iconic', 'medpack']);
    expect(out.get('iconic')).toBe('Action Limit reached this activation (3 of 3)');
    expect(quirksOutOfUse(roster, 0, counters(fresh(), 0, { [FIGHT]: 2 }), book).size).toBe(0);
  });

  it('HB l.789: no Zip in an activation with a Walk or Sprint (Wick’s Grapplewire)', () => {
    const wick = roster.fighters.findIndex((f) => f.name === 'Wick');
    expect(knownQuirks(roster.fighters[wick]!, book).some((q) => q.entry.id === 'grapplewire')).toBe(true);
    const out = quirksOutOfUse(roster, wick, counters(fresh(), wick, { [WALK]: 1 }), book);
    expect([...out.keys()]).toEqual(['grapplewire']);
    expect(out.get('grapplewire')).toMatch(/Walk or Sprint/);
  });
});
