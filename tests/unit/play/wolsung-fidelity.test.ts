/**
 * The Wolsung defects of the game-day read (shared/reviews/game-day-fidelity.md, W-01 to W-09), each
 * against its book line (wolsung.txt l.n) or ruling (W4, W6, W9).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { example } from './examples';
import { DEEDS, HAND, TOPPLED, wolsungPlay, woundsAfterHit } from '../../../src/games/wolsung/play';
import { HEROES_KILLED } from '../../../src/games/wolsung/play';
import { wolsungBattle } from '../../../src/games/wolsung/battle';
import { foeDamageAfterHit, wolsungOdds } from '../../../src/games/wolsung/play-odds';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { SPELL_COSTS, type Roster } from '../../../src/games/wolsung/roster-format';
import { checkRoster } from '../../../src/games/wolsung/roster';
import { spellLine } from '../../../src/games/wolsung/roster-rules';
import { changeDamage, nextRound, readGame, setFoeFlag, setFoeOut, setStatus, startState, type PlayState } from '../../../src/play';
import { shoot } from '../../../src/games/wolsung/odds';
import { poolNumbersFromData } from '../../../src/games/wolsung/pools';

const data = wolsungBookData();
const rules = wolsungPlay(data, wolsungOdds(data));
/** The File format page's club: 0 the Professor (hero, 3 W, Hard to kill, Scientist), 1 the Brass golem (4 W, Golem), 2 the Hired rifleman (1 W, Rifle). */
const roster = rules.parse(example('wolsung'));
const wLeft = (s: PlayState, i: number) => rules.stats(roster, i, s).find((l) => l.label === 'W')!.value;
const action = (s: PlayState, i: number, id: string) => rules.modelActions!(roster, i, s).find((a) => a.id === id);

describe('W-01 Hard to kill, one hit of any size', () => {
  it('W-01 W4: a 3-wound hit on a Hard to kill model at 3 wounds leaves 1', () => {
    expect(woundsAfterHit({ wounds: 3, hardToKill: true }, 3, 3)).toBe(1);
    // Through the play rules: one call of changeDamage is one hit (the lead's "hit of N" makes one call).
    const s = changeDamage(rules, roster, startState(rules, roster), 0, 3);
    expect(wLeft(s, 0)).toBe('1 of 3');
    expect(s.models[0]!.out).toBe(false);
  });

  it('W-01 W4 (l.478): a 5-wound hit at 5 W leaves 1; a hit past the wounds left leaves 1 too; from 1 W left a hit kills', () => {
    expect(woundsAfterHit({ wounds: 5, hardToKill: true }, 5, 5)).toBe(1);
    expect(woundsAfterHit({ wounds: 3, hardToKill: true }, 2, 7)).toBe(1);
    expect(woundsAfterHit({ wounds: 3, hardToKill: true }, 1, 1)).toBe(0);
    expect(woundsAfterHit({ wounds: 1, hardToKill: true }, 1, 2)).toBe(0);
    expect(woundsAfterHit({ wounds: 3, hardToKill: true }, 3, 2)).toBe(1);
    expect(woundsAfterHit({ wounds: 3, hardToKill: false }, 3, 3)).toBe(0);
    expect(woundsAfterHit({ wounds: 4, hardToKill: false }, 4, 1)).toBe(3);
    // A hit of nothing takes nothing; the wounds left stay within the model's.
    expect(woundsAfterHit({ wounds: 3, hardToKill: false }, 2, 0)).toBe(2);
    expect(woundsAfterHit({ wounds: 3, hardToKill: false }, 9, 1)).toBe(2);
  });

  it('W-01 W7: hit by hit, two hits of 2 and 1 on the Professor leave 1 then kill; a hit past his wounds leaves 1', () => {
    let s = changeDamage(rules, roster, startState(rules, roster), 0, 2);
    expect(wLeft(s, 0)).toBe('1 of 3');
    s = changeDamage(rules, roster, s, 0, 1);
    expect(wLeft(s, 0)).toBe('0 of 3');
    expect(s.models[0]!.out).toBe(true);
    const big = changeDamage(rules, roster, startState(rules, roster), 0, 9);
    expect(wLeft(big, 0)).toBe('1 of 3');
    // The rifleman (1 W, no Hard to kill) and the golem (4 W, no Hard to kill) drop to 0 and are out.
    expect(changeDamage(rules, roster, startState(rules, roster), 1, 4).models[1]).toMatchObject({ damage: 4, out: true });
  });

  it('W-01 W4: their Hard to kill Professor, hit for 3 at 3 W, has taken 2 (1 left); their rifleman and golem drop to 0', () => {
    expect(foeDamageAfterHit(roster, 0, 0, 3, data)).toBe(2);
    expect(foeDamageAfterHit(roster, 0, 2, 1, data)).toBe(3);
    expect(foeDamageAfterHit(roster, 2, 0, 3, data)).toBe(1);
    expect(foeDamageAfterHit(roster, 1, 1, 2, data)).toBe(3);
  });

  it('W-01 W4: the card has no "Take 2 wounds" of its own: a hit of any size is the play view’s one field', () => {
    expect(action(startState(rules, roster), 0, 'wound-2')).toBeUndefined();
  });
});

describe('W-02 and W-03 Golems without a Scientist (W9, l.482)', () => {
  const noScientist: Roster = { ...roster, models: roster.models.map((m, i) => (i === 0 ? { ...m, specialRules: m.specialRules.filter((r) => r.name !== 'Scientist') } : m)) };

  it('W-02 W9: a club with no Scientist is reminded on the Golem’s card and under the turn', () => {
    const s = startState(rules, noScientist);
    expect(rules.notes!(noScientist, 1, s)).toContain('The club has no Scientist: this Golem skips its activations.');
    expect(rules.gameNotes!(noScientist, s)).toContain('No friendly Scientist on the table: Brass golem skips its activations.');
    expect(checkRoster(noScientist)).toEqual([]);
  });

  it('W-02 W9 (l.482): with every Scientist out of action the Golem skips its activations; none while the Scientist stands or the Golem is out', () => {
    const s = startState(rules, roster);
    expect(rules.gameNotes!(roster, s).some((n) => n.includes('Scientist'))).toBe(false);
    expect(rules.notes!(roster, 1, s).some((n) => n.includes('Scientist'))).toBe(false);
    const professorOut = setStatus(s, 0, { out: true });
    expect(rules.gameNotes!(roster, professorOut)).toContain('No friendly Scientist on the table: Brass golem skips its activations.');
    expect(rules.gameNotes!(roster, setStatus(professorOut, 1, { out: true })).some((n) => n.includes('Scientist'))).toBe(false);
  });

  it('W-03 W9: the Scientist summary and the file format doc say a club may field a golem without one', () => {
    const scientist = data.specialRules.find((r) => r.id === 'scientist')!;
    expect(scientist.summary).not.toMatch(/needs one/);
    expect(scientist.summary).toMatch(/may field a golem without one/);
    const doc = readFileSync('src/games/wolsung/roster.ts', 'utf8');
    expect(doc).not.toMatch(/a club with a golem needs a model with Scientist/);
    expect(doc).toMatch(/A club may field a golem without a Scientist/);
  });
});

describe('W-04 a caster’s card (l.359-381, W9)', () => {
  const caster: Roster = {
    ...roster,
    models: roster.models.map((m, i) =>
      i === 0
        ? {
            ...m,
            magic: 3,
            spells: [{ name: 'Fire bolt', kind: 'projectile' as const, cost: 1, range: 12, strength: 4 }, { name: 'Veil', kind: 'other' as const, cost: 2, range: null, strength: 3 }],
            ownRules: [{ name: 'Aetheric lens', text: 'Re-roll one Magic die per turn.' }],
            notes: 'Keeps the Veil for the last turn.',
          }
        : m,
    ),
  };

  it('W-04 l.359: the card shows Magic Ability, each spell with its cost and range, own rules and notes; the printed glossary the spells and own rules', () => {
    const s = startState(rules, caster);
    expect(rules.stats(caster, 0, s).find((l) => l.label === 'Magic')).toEqual({ label: 'Magic', value: '3' });
    expect(rules.stats(roster, 0, s).find((l) => l.label === 'Magic')).toBeUndefined();
    const notes = rules.notes!(caster, 0, s);
    expect(notes).toContain('Casting: rolls 3 Magic dice; a spell’s cost is paid from the hand in the caster’s suit.');
    expect(notes).toContain('Spell: Fire bolt (Magic Projectile): cost 1 (one card of the caster’s suit), range 12″, S 4');
    expect(notes).toContain('Spell: Veil (other spell): cost 2 (a court card or an ace of the caster’s suit, or two cards of that suit), difficulty 3');
    expect(notes).toContain('Aetheric lens: Re-roll one Magic die per turn.');
    expect(notes).toContain('Notes: Keeps the Veil for the last turn.');
    // The printed sheet's glossary carries the own rule too.
    expect(rules.glossary!(caster)).toContainEqual(['Aetheric lens', 'Re-roll one Magic die per turn.']);
    expect(rules.glossary!(caster)).toContainEqual(['Fire bolt (spell)', 'Magic Projectile: cost 1 (one card of the caster’s suit), range 12″, S 4']);
  });
});

describe('W-05 a spell’s cost is a code (l.365-373, W6)', () => {
  it('W-05 W6: costs 0, 1 and 2 with what each discards, as the data page has them; a cost of 3 is a problem', () => {
    const yaml = parse(readFileSync('content/wolsung/data/spell-costs.yaml', 'utf8')) as { cost: number; minimumCards: number; maximumCards: number }[];
    expect(SPELL_COSTS.map((c) => c.cost)).toEqual(yaml.map((c) => c.cost));
    expect(SPELL_COSTS.map((c) => c.discard)).toEqual(['no card', 'one card of the caster’s suit', 'a court card or an ace of the caster’s suit, or two cards of that suit']);
    expect(spellLine({ name: 'Veil', kind: 'other', cost: 2, range: 6, strength: 3 })).toBe('Veil (other spell): cost 2 (a court card or an ace of the caster’s suit, or two cards of that suit), range 6″, difficulty 3');
    const three: Roster = { ...roster, models: roster.models.map((m, i) => (i === 0 ? { ...m, magic: 2, spells: [{ name: 'Storm', kind: 'attack' as const, cost: 3, range: 12, strength: null }] } : m)) };
    const problems = checkRoster(three);
    expect(problems.map((p) => p.where)).toEqual(['models[0].spells[0].cost']);
    expect(problems[0]!.message).toMatch(/Storm has cost 3; a spell's cost is 0 \(no card\), 1 \(one card of the caster’s suit\) or 2/);
  });
});

describe('W-06 a Heroic Deed is a card from the hand (l.462)', () => {
  it('W-06 l.462: one step counts the Heroic Deed and takes one card from the hand; only heroes have it', () => {
    const s = startState(rules, roster);
    expect(s.counters[HAND]).toBe(4);
    const deed = action(s, 0, 'heroic-deed')!;
    expect(deed.label).toBe('Heroic Deed (1 card)');
    const after = deed.apply(s);
    expect(after.counters).toMatchObject({ [HAND]: 3, [DEEDS]: 1 });
    expect(action(s, 1, 'heroic-deed')).toBeUndefined();
    // Never below 0 cards.
    let empty = s;
    for (let k = 0; k < 6; k++) empty = deed.apply(empty);
    expect(empty.counters).toMatchObject({ [HAND]: 0, [DEEDS]: 6 });
    // Next turn draws back up to 3 + Heroes; the deeds stay counted.
    expect(nextRound(rules, roster, after).counters).toMatchObject({ [HAND]: 4, [DEEDS]: 1 });
  });
});

describe('W-07 the odds with Toppled and out of action (l.233, l.202, l.89)', () => {
  const numbers = poolNumbersFromData(data.modifiers, data.specialRules);
  const atProfessor = (reflex: number) => shoot({ guns: 4, reflex, strength: 5, armour: 0, wounds: 3, armourPiercing: 0, smallCalibre: false, hardToKill: true });

  it('W-07 l.233: the opponent’s models can be marked Toppled, and my shot at a Toppled model uses its +2 R', () => {
    expect(rules.odds!.foeFlags).toEqual([{ id: TOPPLED, label: 'Toppled' }]);
    expect(numbers.toppledReflex).toBe(2);
    const s = setFoeFlag(startState(rules, roster), 0, TOPPLED, true);
    const got = rules.odds!.odds(roster, 2, s, 'Rifle', roster, 0, false)!;
    expect(got.hurt).toBeCloseTo(1 - atProfessor(3 + 2).damage[0]!, 12);
    expect(got.takeOut).toBeCloseTo(atProfessor(3 + 2).pKill, 12);
    expect(got.href).toContain('toppled=1');
    const standing = rules.odds!.odds(roster, 2, startState(rules, roster), 'Rifle', roster, 0, false)!;
    expect(got.hurt).toBeLessThan(standing.hurt);
  });

  it('W-07 l.89: my model out of action shows no odds either way; their model marked out gives none and takes none', () => {
    const s = startState(rules, roster);
    const mineOut = setStatus(s, 2, { out: true });
    expect(rules.odds!.odds(roster, 2, mineOut, 'Rifle', roster, 0, false)).toBeNull();
    expect(rules.odds!.incoming!.odds(roster, 2, mineOut, roster, 2, 'Rifle', false)).toBeNull();
    const theirsOut = setFoeOut(s, 2, true);
    expect(rules.odds!.incoming!.odds(roster, 0, theirsOut, roster, 2, 'Rifle', false)).toBeNull();
    expect(rules.odds!.odds(roster, 2, theirsOut, 'Rifle', roster, 2, false)).toBeNull();
    // A Toppled shooter of mine keeps its odds: its first Action stands it up, so it shoots standing.
    expect(rules.odds!.odds(roster, 2, setStatus(s, 2, { down: true }), 'Rifle', roster, 0, false)).not.toBeNull();
  });

  it('W-07: a game saved before the marks (foes without flags) reads and means the same', () => {
    const doc = { game: 'play-wolsung', version: 1, name: 'x', startedAt: '2026-11-27T10:00:00.000Z', roster: example('wolsung'), rosterId: null, opponent: { name: 'them', roster: example('wolsung') }, state: { round: 2, models: startState(rules, roster).models, counters: { hand: 3, deeds: 1 }, flags: {}, crew: null, foes: [{ damage: 1, out: false }] }, steps: [], result: null };
    const read = readGame(rules, JSON.parse(JSON.stringify(doc)));
    const got = rules.odds!.odds(roster, 2, read.state, 'Rifle', roster, 0, false)!;
    expect(got.href).not.toContain('toppled=1');
    expect(got.href).toContain('wounds=2');
    // No count of enemy Heroes killed in so old a game.
    expect(read.state.counters[HEROES_KILLED] ?? 0).toBe(0);
  });
});

describe('W-08 the 3-turn game won by enemy Heroes killed (l.25)', () => {
  it('W-08 l.25: the game is the battle\'s starting game, 3 turns, its score both clubs\' enemy Heroes killed (tests/unit/play/wolsung-battle.test.ts)', () => {
    const s = startState(rules, roster);
    // The battle comes to the rules once its code has loaded (after the page's first paint).
    expect(rules.battle).toBeUndefined();
    const game = wolsungBattle(wolsungBookData().scenarios).scenarios(roster)[0]!;
    expect(game.turnLimit).toBe(3);
    expect(game.sources.map((x) => x.id)).toEqual(['heroes']);
    // No counter of the game's own any more, and no turn line under the round: the battle's bar has the turn.
    expect(rules.gameCounters(roster).map((c) => c.id)).not.toContain(HEROES_KILLED);
    expect(rules.gameNotes!(roster, s)).toEqual([]);
  });
});

describe('W-09 Toppled (l.233, l.452)', () => {
  it('W-09 l.233: a Toppled card says Fence only and that its first Action stands it up; A, F and R show it', () => {
    const s = setStatus(startState(rules, roster), 1, { down: true });
    const stats = rules.stats(roster, 1, s);
    expect(stats.find((l) => l.label === 'F')).toEqual({ label: 'F', value: '1', changed: true });
    expect(stats.find((l) => l.label === 'A')).toEqual({ label: 'A', value: '2 (1st: stand up)', changed: true });
    expect(rules.notes!(roster, 1, s)[0]).toBe('Toppled: it can only Fence in melee. Its next activation’s first Action stands it up and does nothing else.');
    // Standing up is one step: no longer Toppled, and the model has activated.
    const up = action(s, 1, 'stand-up')!.apply(s);
    expect(up.models[1]).toMatchObject({ down: false, activated: true });
    expect(rules.stats(roster, 1, up).find((l) => l.label === 'F')).toEqual({ label: 'F', value: '3' });
    expect(action(up, 1, 'stand-up')).toBeUndefined();
  });

  it('W-09 l.452: a Toppled hero may stand with Heroic Recovery instead, a card from the hand', () => {
    const s = setStatus(startState(rules, roster), 0, { down: true });
    expect(rules.notes!(roster, 0, s)[0]).toMatch(/unless a card of its suit is discarded instead \(Heroic Recovery\)/);
    const up = action(s, 0, 'heroic-recovery')!.apply(s);
    expect(up.models[0]).toMatchObject({ down: false, activated: true });
    expect(up.counters[HAND]).toBe(3);
    expect(action(s, 1, 'heroic-recovery')).toBeUndefined();
    // Next turn it is still Toppled until it activates (l.233).
    expect(nextRound(rules, roster, s).models[0]!.down).toBe(true);
  });
});

describe('cards from the hand for a Heroic Move and a spell (l.365-373, l.454; W6)', () => {
  it('a standing Hero discards a card for a Heroic Move, and a caster its spell’s cost: 1 card, or for cost 2 a court card or ace, or 2 cards', () => {
    const hero = roster.models.findIndex((m) => m.kind === 'hero');
    const caster: typeof roster = {
      ...roster,
      models: roster.models.map((m, i) =>
        i === hero
          ? { ...m, spells: [{ name: 'Spark', kind: 'projectile', cost: 1, range: 12, strength: 4 }, { name: 'Ward', kind: 'other', cost: 2, range: null, strength: 5 }, { name: 'Glow', kind: 'other', cost: 0, range: null, strength: 3 }] }
          : m,
      ),
    };
    let s = startState(rules, caster);
    const hand = () => s.counters[HAND];
    expect(hand()).toBe(4);
    const actions = () => rules.modelActions!(caster, hero, s);
    expect(actions().map((a) => [a.id, a.label])).toEqual([
      ['heroic-deed', 'Heroic Deed (1 card)'],
      ['heroic-move', 'Heroic Move (1 card)'],
      ['cast-0-1', 'Cast Spark (1 card)'],
      ['cast-1-1', 'Cast Ward (a court card or ace)'],
      ['cast-1-2', 'Cast Ward (2 cards)'],
    ]);
    s = actions().find((a) => a.id === 'heroic-move')!.apply(s);
    expect(hand()).toBe(3);
    s = actions().find((a) => a.id === 'cast-1-2')!.apply(s);
    expect(hand()).toBe(1);
    s = actions().find((a) => a.id === 'cast-0-1')!.apply(s);
    s = actions().find((a) => a.id === 'cast-1-1')!.apply(s);
    // Never below an empty hand.
    expect(hand()).toBe(0);
    // Toppled: only standing up, Heroic Recovery and a Heroic Deed.
    expect(rules.modelActions!(caster, hero, setStatus(s, hero, { down: true })).map((a) => a.id)).toEqual(['stand-up', 'heroic-recovery', 'heroic-deed']);
  });
});

describe('a Wolsung game saved before these fixes (tests/unit/fixtures/saved-games/v1-wolsung.json)', () => {
  it('W-01 to W-09: opens meaning the same and plays on by the new rules', () => {
    const doc = readGame(rules, JSON.parse(readFileSync('tests/unit/fixtures/saved-games/v1-wolsung.json', 'utf8')));
    const played = rules.parse(doc.roster);
    let s = doc.state;
    expect(rules.stats(played, 0, s).find((l) => l.label === 'W')!.value).toBe('2 of 3');
    expect(rules.stats(played, 1, s).find((l) => l.label === 'F')).toEqual({ label: 'F', value: '1', changed: true });
    expect(rules.modelActions!(played, 1, s).map((a) => a.id)).toEqual(['stand-up']);
    expect(s.round).toBe(2);
    expect(rules.odds!.odds(played, 2, s, 'Rifle', played, 0, false)!.href).toContain('wounds=2');
    // A hit of 3 at 2 W left: Hard to kill keeps the Professor on 1 (W4); a Heroic Deed takes a card.
    s = changeDamage(rules, played, s, 0, 3);
    expect(rules.stats(played, 0, s).find((l) => l.label === 'W')!.value).toBe('1 of 3');
    s = rules.modelActions!(played, 0, s).find((a) => a.id === 'heroic-deed')!.apply(s);
    expect(s.counters).toMatchObject({ [HAND]: 3, [DEEDS]: 1 });
  });
});
