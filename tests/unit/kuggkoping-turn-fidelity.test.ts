import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { activationToolData } from './tools/tool-data';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { readGame, type PlayState } from '../../src/play';
import type { Roster } from '../../src/games/kuggkoping/roster-format';
import { kuggkopingPlay, TURN_SIDE_KEY } from '../../src/games/kuggkoping/play';
import { fightMove, lootMove } from '../../src/games/kuggkoping/turn-board';
import { enemyAttackInPlay, enemyTargets, attackInPlay, ADJACENT_ATTACK, ENEMY_ADJACENT_ATTACK } from '../../src/games/kuggkoping/play-odds';
import { gameTurn, turnStepText, warbandCharacters, warbandSettings, withGameTurn } from '../../src/games/kuggkoping/play-turn';
import {
  addCharacter,
  addEnemy,
  attackNote,
  BOOK_HARD_RULES,
  candidates,
  claimGizmo,
  damageEnemy,
  emptyTurn,
  enemyProfile,
  fightTargets,
  moveModel,
  nextEnemy,
  outcome,
  placeGizmo,
  readTurn,
  readTurnHash,
  rollEnemy,
  scatterFor,
  setGritLost,
  setInsignificant,
  situationOf,
  standUp,
  triggerGritChange,
  typeRoll,
  type TurnData,
  type TurnState,
} from '../../src/games/kuggkoping/turn';

// The enemy turn must read the game as the book plays it: each test names the defect of
// shared/reviews/game-day-fidelity.md and the book line (KB, shared/rulebooks/kuggkoping.txt) or ruling.

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();

const model = (damage = 0, down = false) => ({ damage, activated: false, down, out: false, counters: {}, flags: {} });
const play = (models: ReturnType<typeof model>[], own: Record<string, unknown> = {}) => ({ round: 1, models, counters: {}, flags: {}, own }) as unknown as PlayState;

const olga = (gadgets: Roster['characters'][number]['gadgets']): Roster['characters'][number] => ({ name: 'Olga', archetype: 'Crack Shot', player: 1, foreman: true, gadgets, quirks: [], upgrades: [], gritLost: 0 });
const knut: Roster['characters'][number] = { name: 'Knut', archetype: 'Knuckle Buster', player: 1, foreman: false, gadgets: [], quirks: [], upgrades: [], gritLost: 0 };
const warband = (characters: Roster['characters'], extra: Partial<Roster> = {}): Roster => ({
  game: 'kuggkoping',
  version: 2,
  name: 'The Cog Rats',
  mode: 'solo',
  alignments: [{ player: 1, faction: 'The Scribes', positive: 'Resourceful', negative: 'Inexperienced' }],
  tinkerDice: 0,
  characters,
  log: [],
  ...extra,
});

/** A board 8 by 8 with no terrain; models go where the test puts them. */
const onBoard = (s: TurnState): TurnState => ({ ...s, board: { width: 8, height: 8, terrain: [] } });

describe('the enemies as they play', () => {
  it('K-04 KB 1722-1723 Fragile self-esteem: a Bell-Man that lost 3 of its 6 grit rolls 3 dice, in its profile and its attack', () => {
    let s = addEnemy(addCharacter(emptyTurn('f'), data, 'crack-shot'), data, 'bell-man');
    s = setGritLost(s, data, 'e1', 3);
    const p = enemyProfile(s, data, s.enemies[0]!);
    expect(p).toMatchObject({ actionDice: 3, fullActionDice: 6, gritLeft: 3 });
    expect(attackNote(s, data, 'e1', 'c1', false).href).toContain('actionDice=3');
  });

  it('K-05 KB 343, 346-347: Hard with the rolled "+1 action dice and grit" and Very hard make a Bell-Man 7 dice and 7 grit; another Hard rule does not', () => {
    const bell = (difficulty: string, hardRule: string | null) => {
      const s = addEnemy({ ...emptyTurn('h'), difficulty, hardRule }, data, 'bell-man');
      return enemyProfile(s, data, s.enemies[0]!);
    };
    expect(bell('very-hard', null)).toMatchObject({ actionDice: 7, fullGrit: 7 });
    expect(bell('hard', 'tougher-enemies')).toMatchObject({ actionDice: 7, fullGrit: 7 });
    expect(bell('hard', 'dearer-tinker-dice')).toMatchObject({ actionDice: 6, fullGrit: 6 });
    expect(bell('normal', 'tougher-enemies')).toMatchObject({ actionDice: 6, fullGrit: 6 });
  });

  it('K-05: the built-in Hard rules table is the data file’s (KB 339-345)', () => {
    const file = yaml.load(readFileSync('content/kuggkoping/data/hard-rules.yaml', 'utf8')) as { id: string; min: number; max: number; text: string; enemyActionDice?: number; enemyGrit?: number }[];
    expect(BOOK_HARD_RULES).toEqual(file.map((r) => ({ id: r.id, min: r.min, max: r.max, text: r.text, enemyActionDice: r.enemyActionDice ?? 0, enemyGrit: r.enemyGrit ?? 0 })));
  });

  it('K-29 K19: the Big Boss keeps its own profile (no Trolls rule) but takes Hard’s +1 action dice and grit', () => {
    const hulder = (difficulty: string) => {
      const s = addEnemy({ ...emptyTurn('b'), enemyFaction: 'trolls', difficulty, hardRule: 'tougher-enemies' }, data, 'hulder');
      return enemyProfile(s, data, s.enemies[0]!);
    };
    expect(hulder('normal')).toMatchObject({ actionDice: 6, hitOn: 4, fullGrit: 10 });
    expect(hulder('hard')).toMatchObject({ actionDice: 7, hitOn: 4, fullGrit: 11 });
  });

  it('K-29 K19: a warband trait against the mission’s faction does not change the Big Boss’s activation roll', () => {
    const s = { ...emptyTurn('t'), enemyFaction: 'trolls', traits: ['easy-to-trick'] };
    const grunt = typeRoll(addEnemy(s, data, 'grunt'), 'e1', 4);
    const boss = typeRoll(addEnemy(s, data, 'hulder'), 'e1', 4);
    expect(outcome(grunt, data, 'e1')).toMatchObject({ total: 5, result: 'fight' });
    expect(outcome(boss, data, 'e1')).toMatchObject({ total: 4, result: 'looting' });
  });

  it('K-28 KB 2139-2141, 2152-2153: Death Hulter gains 2 grit for a model killed and 1 for a Character knocked down; Hulder loses 1 per Gizmo claimed', () => {
    let s = addEnemy(addEnemy(emptyTurn('g'), data, 'death-hulter'), data, 'hulder');
    s = triggerGritChange(s, data, 'e1', 'modelKilled');
    s = triggerGritChange(s, data, 'e1', 'characterKnockedDown');
    s = triggerGritChange(s, data, 'e2', 'gizmoClaimedByPlayer');
    expect(enemyProfile(s, data, s.enemies[0]!)).toMatchObject({ fullGrit: 13, gritLeft: 13 });
    expect(enemyProfile(s, data, s.enemies[1]!)).toMatchObject({ fullGrit: 9, gritLeft: 9 });
    // The grit lost may now go up to 13 (it was capped at 10).
    expect(enemyProfile(setGritLost(s, data, 'e1', 12), data, s.enemies[0]!).gritLeft).toBe(13);
    expect(() => triggerGritChange(s, data, 'e2', 'modelKilled')).toThrow(/does not change/);
  });

  it('K-11 KB 1634-1636: an enemy dropped to 0 grit is killed and leaves the turn: no longer a candidate, never "activating now"', () => {
    let s = addEnemy(addEnemy(emptyTurn('k'), data, 'grunt'), data, 'grunt');
    const hit = damageEnemy(s, data, 'e1', 4);
    expect(hit.step).toBe('Grunt 1 takes 4 damage: killed at 0 grit and removed, a Gizmo marker left in its space');
    s = hit.state;
    expect(s.enemies.map((e) => e.id)).toEqual(['e2']);
    expect(s.current).toBe('e2');
    expect(candidates(s)).toEqual([]);
  });

  it('K-11 KB 1740-1742: a Draugar at 0 grit is knocked down and rolls to stand up at its next activation (1 D6 + adjacent friends against its Defence; a 1 fails)', () => {
    let s = addEnemy(addCharacter({ ...emptyTurn('d'), enemyFaction: 'draugar' }, data, 'crack-shot'), data, 'grunt');
    const hit = damageEnemy(s, data, 'e1', 9);
    expect(hit.step).toBe('Grunt 1 takes 9 damage: knocked down at 0 grit: it rolls to stand up at its next activation');
    s = hit.state;
    expect(s.enemies[0]).toMatchObject({ down: true, gritLost: 4 });
    expect(() => rollEnemy(s, 'e1')).toThrow(/stand up first/);
    // A Grunt's Defence is 5+: a 5 stands it up with 1 grit, then it activates as usual.
    const up = standUp(s, data, 'e1', 5);
    expect(up.step).toBe('Grunt 1 rolled 5 (a real die) against 5+: stands up with 1 grit');
    expect(enemyProfile(up.state, data, up.state.enemies[0]!).gritLeft).toBe(1);
    expect(up.state.enemies[0]!.down).toBeUndefined();
    expect(outcome(typeRoll(up.state, 'e1', 5), data, 'e1')!.result).toBe('fight');
    // A 4 with no friend adjacent fails: with no gadget to lose it is killed (KB 1660-1662).
    const fail = standUp(s, data, 'e1', 4);
    expect(fail.state.enemies).toEqual([]);
    expect(fail.step).toBe('Grunt 1 rolled 4 (a real die) against 5+: does not stand up, killed');
    // 4 + 1 friend adjacent reaches 5+; a 1 never does.
    expect(standUp(s, data, 'e1', 4, 1).state.enemies).toHaveLength(1);
    expect(standUp(s, data, 'e1', 1, 8).state.enemies).toEqual([]);
    // In the Black Streets the Draugar variant replaces the knock-down: killed.
    const black = addEnemy({ ...emptyTurn('d'), enemyFaction: 'draugar', district: 'black-streets' }, data, 'grunt');
    expect(damageEnemy(black, data, 'e1', 5).state.enemies).toEqual([]);
  });

  it('K-11: a saved turn that kept an enemy at 0 grit reads with it killed (a Draugar knocked down)', () => {
    const raw = { ...emptyTurn('s'), enemies: [{ id: 'e1', type: 'grunt', name: 'Grunt 1', gritLost: 4, ticks: { lineOfSight: false, adjacent: false }, seeded: 0, activated: false }] };
    expect(readTurn(JSON.parse(JSON.stringify(raw)), data).enemies).toEqual([]);
    expect(readTurn(JSON.parse(JSON.stringify({ ...raw, enemyFaction: 'draugar' })), data).enemies[0]).toMatchObject({ id: 'e1', down: true });
  });
});

describe('the Characters as the warband built them', () => {
  it('K-07 KB 1351-1355, K3: Olga with a Power Jacket (3+) is harder to take out than Olga without it', () => {
    const jacket = warband([olga([{ name: 'Power Jacket', quirk: null, equipped: true }])]);
    const bare = warband([olga([])]);
    const turn = (r: Roster) => addEnemy(gameTurn(r, play([model()]), data, 's', book), data, 'grunt');
    const withJacket = turn(jacket);
    expect(withJacket.characters[0]!.built).toMatchObject({ defence: 3, grit: 2 });
    const a = attackNote(withJacket, data, 'e1', 'c1', false).takesOut;
    const b = attackNote(turn(bare), data, 'e1', 'c1', false).takesOut;
    expect(a).toBeLessThan(b);
    expect(attackNote(withJacket, data, 'e1', 'c1', false).href).toContain('defence=3');
  });

  it('K-07 K4: Olga with +1 grit from Mutating machine change, 2 of 3 grit lost, is standing and stays the fight target', () => {
    const r = warband([olga([{ name: 'Handgun', quirk: 'Mutating machine change', equipped: true, quirkChoice: 'grit' }]), knut]);
    const chars = warbandCharacters(r, play([model(2), model()]), data, book);
    expect(chars[0]).toMatchObject({ gritLost: 2, built: { grit: 3 } });
    expect(chars[0]!.down).toBeUndefined();
    const s = addEnemy(gameTurn(r, play([model(2), model()]), data, 's', book), data, 'grunt');
    expect(fightTargets(s, data, 'e1').allowed).toEqual(['c1', 'c2']);
  });

  it('K-07 K9: the counterattack uses the Character’s own attack as built: Spike Armor’s die and a Handgun’s range', () => {
    const crack = data.archetypes.find((a) => a.id === 'crack-shot')!;
    const r = warband([olga([{ name: 'Handgun', quirk: null, equipped: true }, { name: 'Spike Armor', quirk: null, equipped: true }])]);
    const built = warbandCharacters(r, play([model()]), data, book)[0]!.built!;
    // Handgun (KB gadget table): +1 action die and +1 range; Spike Armor: Defence 4+ and +1 die on counterattacks only.
    expect(built).toMatchObject({ range: crack.range + 1, defence: 4, counterExtraDice: 1, adjacent: { actionDice: crack.actionDice + 1 } });
    expect(warbandCharacters(r, play([model()]), data)[0]!.built).toBeUndefined();
    const s = addEnemy(gameTurn(r, play([model()]), data, 's', book), data, 'grunt');
    expect(attackNote(s, data, 'e1', 'c1', false).counterHref).toContain(`actionDice=${crack.actionDice + 2}`);
  });

  it('K-06 K17: a Grunt next to knocked-down Olga only neither sees nor is adjacent to a Character, and goes after the Grunt near Knut', () => {
    const r = warband([olga([]), knut]);
    let s = onBoard(gameTurn(r, play([model(2, true), model()]), data, 's', book));
    expect(s.characters[0]!.down).toBe(true);
    s = moveModel(moveModel(s, 'c1', { x: 0, y: 0 }), 'c2', { x: 7, y: 7 });
    s = addEnemy(addEnemy(s, data, 'grunt', { x: 1, y: 0 }), data, 'grunt', { x: 7, y: 5 });
    expect(situationOf(s, 'e1')).toEqual({ lineOfSight: true, adjacent: false });
    expect(candidates({ ...s, current: null })).toEqual(['e2']);
    // Knocked down, it is no target either: the Grunt goes for Knut.
    expect(fightTargets(s, data, 'e1')).toMatchObject({ target: 'c2', allowed: ['c2'] });
  });

  it('K-06 K17: a knocked-down Character keeps its place in the alternation (to roll its recovery)', () => {
    const r = warband([olga([]), knut]);
    const s = gameTurn(r, play([model(2, true), model()]), data, 's', book);
    expect(s.characters.map((c) => c.id)).toEqual(['c1', 'c2']);
  });
});

describe('targets', () => {
  const two = (seed: string) => {
    let s = onBoard(addCharacter(addCharacter(emptyTurn(seed), data, 'crack-shot', { x: 2, y: 0 }), data, 'knuckle-buster', { x: 0, y: 2 }));
    s = addEnemy(s, data, 'grunt', { x: 0, y: 0 });
    return s;
  };

  it('K-23 K21, KB 1816-1817: a tie for the nearest target is rolled with the turn’s seed (the same seed, the same pick), never the first in the list', () => {
    const picks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const pick = fightTargets(two(`tie-${i}`), data, 'e1');
      expect(pick.tied).toEqual(['c1', 'c2']);
      expect(fightTargets(two(`tie-${i}`), data, 'e1').target).toBe(pick.target);
      picks.add(pick.target!);
    }
    expect([...picks].sort()).toEqual(['c1', 'c2']);
  });

  it('K-24 K20, KB 681-687: an Insignificant Gofer 2 steps away is skipped for the Crack Shot 3 away, unless it is the only model adjacent', () => {
    let s = onBoard(addCharacter(addCharacter(emptyTurn('g'), data, 'gofer', { x: 2, y: 0 }), data, 'crack-shot', { x: 0, y: 3 }));
    s = addEnemy(s, data, 'grunt', { x: 0, y: 0 });
    expect(fightTargets(s, data, 'e1').target).toBe('c1');
    s = setInsignificant(s, 'c1', true);
    expect(fightTargets(s, data, 'e1')).toMatchObject({ target: 'c2', allowed: ['c2'] });
    s = moveModel(s, 'c1', { x: 1, y: 0 });
    expect(fightTargets(s, data, 'e1')).toMatchObject({ target: 'c1', allowed: ['c1', 'c2'] });
  });

  it('K-10 KB 1794-1796: Rage adds 1 to move, not range: a Grunt (range 2) 3 spaces away is out of range until it moves', () => {
    let s = onBoard(addCharacter(emptyTurn('r'), data, 'crack-shot', { x: 3, y: 0 }));
    s = addEnemy(s, data, 'grunt', { x: 0, y: 0 });
    expect(attackNote(s, data, 'e1', 'c1', true).problems).toEqual(['Crack Shot is out of Grunt 1’s range (2) until it moves (up to 4 spaces, Rage included).']);
  });

  it('KB 1785-1796: the square a Fight moves to is named: into range when it cannot get next to its target; Rage’s +1 move gets it next to it', () => {
    let s = onBoard(addCharacter(emptyTurn('m'), data, 'crack-shot', { x: 5, y: 0 }));
    s = addEnemy(s, data, 'grunt', { x: 0, y: 0 });
    expect(fightMove(s, data, 'e1', 'c1')).toMatchObject({ to: { x: 3, y: 0 }, steps: 3, reaches: 'range', text: 'Moves 3 spaces to D1, Crack Shot in range and in sight.' });
    expect(fightMove(s, data, 'e1', 'c1', 1)).toMatchObject({ to: { x: 4, y: 0 }, steps: 4, reaches: 'adjacent', text: 'Moves 4 spaces to E1, next to Crack Shot.' });
  });

  it('KB 1772, 1776-1777: Lost in fog’s place and Wandering’s move get a direction and distance rolled from the turn’s seed', () => {
    let s = onBoard(addCharacter(emptyTurn('w'), data, 'crack-shot', { x: 7, y: 7 }));
    s = addEnemy(s, data, 'grunt', { x: 0, y: 0 });
    expect(scatterFor(s, data, 'e1')).toBeUndefined();
    const fog = scatterFor(typeRoll(s, 'e1', 1), data, 'e1')!;
    expect(fog.distance).toBeGreaterThanOrEqual(1);
    expect(fog.distance).toBeLessThanOrEqual(6);
    expect(fog.text).toMatch(/^Place it \d spaces? from the board’s centre, (up|down|left|right)/);
    expect(scatterFor(typeRoll(s, 'e1', 1), data, 'e1')).toEqual(fog);
    // It sees the Crack Shot (+1): a scenario's −1 keeps a 2 at Wandering.
    const wander = scatterFor(typeRoll({ ...s, modifier: -1 }, 'e1', 2), data, 'e1')!;
    expect(wander).toMatchObject({ distance: 3 });
    expect(wander.to).toEqual({ x: Math.max(0, Math.min(7, 3 * wander.dx)), y: Math.max(0, Math.min(7, 3 * wander.dy)) });
    expect(scatterFor(typeRoll(s, 'e1', 4), data, 'e1')).toBeUndefined();
  });

  it('K-22 K9: a Character’s counterattack hits on 5+ or its own hit value when worse (a Grenadier 6+)', () => {
    const s = addEnemy(addCharacter(addCharacter(emptyTurn('c'), data, 'grenadier'), data, 'crack-shot'), data, 'grunt');
    const grenadier = data.archetypes.find((a) => a.id === 'grenadier')!;
    expect(attackNote(s, data, 'e1', 'c1', false).counterHitOn).toBe(Math.max(5, grenadier.hitOn));
    expect(attackNote(s, data, 'e1', 'c2', false).counterHitOn).toBe(5);
  });

  it('K-09 K8: a Character’s counterattack cannot hurt Abaia without Hooks; with Hooks it can', () => {
    const hooks = warband([olga([{ name: 'Hooks', quirk: null, equipped: true }])]);
    const bare = warband([olga([])]);
    const note = (r: Roster) => {
      const s = addEnemy(gameTurn(r, play([model()]), data, 's', book), data, 'abaia');
      return attackNote(s, data, 'e1', 'c1', false);
    };
    expect(note(bare).counterTakesOut).toBeUndefined();
    expect(note(bare).counterHref).toContain('immune=1');
    expect(note(hooks).counterTakesOut).toBeGreaterThan(0);
  });
});

describe('the play cards’ odds against the enemies', () => {
  const trolls = (more: Partial<TurnState> = {}) => {
    const s = addEnemy({ ...emptyTurn('o'), enemyFaction: 'trolls', ...more }, data, 'grunt');
    return play([model()], { [TURN_SIDE_KEY]: JSON.parse(JSON.stringify(s)) });
  };

  it('K-08 KB 1743-1744: a Troll Grunt of the turn attacks a card with 5 dice hitting on 6, as the turn shows it', () => {
    const r = warband([olga([])]);
    const t = enemyTargets(trolls(), data)[0]!;
    expect(t.profile).toMatchObject({ actionDice: 5, hitOn: 6 });
    expect(enemyAttackInPlay(r, 0, trolls(), t, ENEMY_ADJACENT_ATTACK, false, book)!.href).toMatch(/actionDice=5&hitOn=6/);
  });

  it('K-08 KB 2015-2020, 343: Black Streets Slab bots defend on 3+; Hard’s +1 grit shows in the target’s grit', () => {
    const slab = play([model()], { [TURN_SIDE_KEY]: JSON.parse(JSON.stringify(addEnemy({ ...emptyTurn('o'), enemyFaction: 'slab-bots', district: 'black-streets', difficulty: 'hard', hardRule: 'tougher-enemies' }, data, 'grunt'))) });
    const t = enemyTargets(slab, data)[0]!;
    expect(t.profile).toMatchObject({ defence: 3, fullGrit: 5 });
    expect(t.name).toBe('Grunt 1 (Grunt, 5 of 5 grit)');
    expect(attackInPlay(warband([olga([])]), 0, slab, ADJACENT_ATTACK, t, false, book)!.href).toContain('defence=3');
  });

  it('K-09 K8: Olga without Hooks has no chance to hurt Abaia; with Hooks she has one', () => {
    const s = play([model()]);
    const abaia = enemyTargets(s, data).find((t) => t.type.id === 'abaia')!;
    const without = attackInPlay(warband([olga([])]), 0, s, ADJACENT_ATTACK, abaia, false, book)!;
    expect(without).toMatchObject({ hurt: 0, takeOut: 0 });
    const withHooks = attackInPlay(warband([olga([{ name: 'Hooks', quirk: null, equipped: true }])]), 0, s, ADJACENT_ATTACK, abaia, false, book)!;
    expect(withHooks.hurt).toBeGreaterThan(0);
  });

  it('KB 1416-1420, 1453-1459: the card’s odds say what they leave out of Kraft and Blast points, and nothing for a plain weapon', () => {
    const s = play([model()]);
    const grunt = enemyTargets(s, data)[0]!;
    const withQuirk = (quirk: string | null) => attackInPlay(warband([olga([{ name: 'Handgun', quirk, equipped: true }])]), 0, s, ADJACENT_ATTACK, grunt, false, book)!;
    expect(withQuirk('Kraft').note).toBe('Not counted: Kraft’s 2 damage for each hit (these odds give each hit 1, on this one target).');
    expect(withQuirk('Blast points').note).toBe('Not counted: Blast points’ defence dice that save are rolled again (its 1 fewer action die is).');
    expect(withQuirk(null).note).toBeUndefined();
  });
});

describe('the campaign without asking again', () => {
  it('K-27 K5, K11: a warband in a campaign starts its turn with the district, enemy faction, expedition difficulty and every co-op player’s traits', () => {
    const r = warband([olga([])], {
      mode: 'coop',
      alignments: [
        { player: 1, faction: 'The Scribes', positive: 'Resourceful', negative: 'Easy to trick' },
        { player: 2, faction: 'The Silverspoons', positive: 'Flattering', negative: 'To posh to live' },
      ],
      campaign: { district: 'Coils', enemyFaction: 'Gnoblins', expedition: 2, mission: 1, runToSafety: false, outcome: null },
    });
    const houses = new Map(data.activation.traits.map((t) => [t.id, t.house]));
    // The test's alignments must name the traits' own houses for them to count.
    r.alignments[0]!.faction = houses.get('easy-to-trick')!;
    r.alignments[1]!.faction = houses.get('to-posh-to-live')!;
    expect(warbandSettings(r, data)).toEqual({ enemyFaction: 'gnoblins', district: 'coils', difficulty: 'hard', traits: ['easy-to-trick', 'to-posh-to-live'] });
    const s = addEnemy(gameTurn(r, play([model()]), data, 's', book), data, 'grunt');
    expect(s).toMatchObject({ enemyFaction: 'gnoblins', district: 'coils', difficulty: 'hard' });
    expect(warbandSettings({ ...r, campaign: { ...r.campaign!, expedition: 3 } }, data).difficulty).toBe('very-hard');
    // Both traits count against the Gnoblins: 3 + 1 + 1 = 5, a Fight.
    expect(outcome(typeRoll(s, 'e1', 3), data, 'e1')).toMatchObject({ total: 5, result: 'fight' });
  });
});

describe('saved games and links from before this change', () => {
  const fixture = JSON.parse(readFileSync('tests/unit/kuggkoping-board/fixtures/turn-v1.json', 'utf8')) as { game: { roster: Roster; state: PlayState }; turn: unknown; link: string };

  it('a turn saved by the site before (one `trait`, no marks) reads meaning the same: seed, settings, enemies, rolls and order', () => {
    const old = fixture.turn as TurnState & { trait: string | null };
    const read = readTurn(JSON.parse(JSON.stringify(old)), data);
    expect(read).toMatchObject({ seed: old.seed, enemyFaction: 'trolls', difficulty: 'hard', hardRule: null, traits: [], order: old.order, current: old.current });
    expect(read.enemies.map((e) => [e.id, e.type, e.gritLost, e.roll?.face, e.activated])).toEqual(old.enemies.map((e) => [e.id, e.type, e.gritLost, e.roll?.face, e.activated]));
    expect(readTurn({ ...old, trait: 'easy-to-trick' }, data).traits).toEqual(['easy-to-trick']);
  });

  it('a game saved before, with its enemy turn, opens and plays on; the link made by the site before still opens', () => {
    const { roster } = fixture.game;
    // Opened as the site opens it: the saved game's migrations move the turn to where the game now keeps it.
    const { state } = readGame(kuggkopingPlay(book), fixture.game);
    const turn = gameTurn(roster, state, data, 'new', book);
    expect(turn.seed).toBe('fixture-seed');
    expect(turn.enemies.map((e) => e.name)).toEqual(['Grunt 1', 'Bell-Man 1']);
    expect(turn.characters[0]!.built).toBeDefined();
    const next = nextEnemy(rollEnemy(turn, turn.current!));
    expect(turnStepText(turn, next, data)).toMatch(/activated/);
    expect(withGameTurn(state, next).own?.[TURN_SIDE_KEY]).toBeDefined();
    const linked = readTurnHash(fixture.link, data, 'x');
    expect(linked).toMatchObject({ ok: true });
    if (linked?.ok) expect(linked.state.enemies.map((e) => e.id)).toEqual(['e1', 'e2']);
  });
});

describe('Gizmo markers on the turn’s board', () => {
  it('KB 1674-1676: a model killed on the board leaves a Gizmo marker in its space; the reader keeps it, an old turn has none', () => {
    let s = onBoard(addCharacter(emptyTurn('z'), data, 'crack-shot', { x: 7, y: 7 }));
    s = addEnemy(s, data, 'grunt', { x: 2, y: 3 });
    const hit = damageEnemy(s, data, 'e1', 4);
    expect(hit.state.gizmos).toEqual([{ x: 2, y: 3 }]);
    expect(hit.step).toBe('Grunt 1 takes 4 damage: killed at 0 grit and removed, a Gizmo marker left in its space (C4)');
    expect(readTurn(JSON.parse(JSON.stringify(hit.state)), data).gizmos).toEqual([{ x: 2, y: 3 }]);
    expect(readTurn(JSON.parse(JSON.stringify(s)), data).gizmos).toBeUndefined();
  });

  it('KB 1778-1779, 1700-1712, 1819-1821: a Looting Grunt goes for the closest Gizmo, claims it when its move reaches and becomes a Lurker with full grit', () => {
    let s = onBoard(addCharacter(emptyTurn('l'), data, 'crack-shot', { x: 7, y: 7 }));
    s = setGritLost(addEnemy(s, data, 'grunt', { x: 0, y: 0 }), data, 'e1', 2);
    s = placeGizmo(placeGizmo(s, { x: 0, y: 6 }), { x: 2, y: 0 });
    const move = lootMove(s, data, 'e1')!;
    expect(move).toMatchObject({ gizmo: { x: 2, y: 0 }, claims: true, steps: 2, text: 'Moves 2 spaces to the Gizmo on C1 and claims it.' });
    const claimed = claimGizmo(s, data, move.gizmo, 'e1');
    expect(claimed.step).toBe('Grunt 1 claims the Gizmo on C1 and is promoted to a Lurker with full grit');
    expect(claimed.state.enemies[0]).toMatchObject({ type: 'lurker', gritLost: 0 });
    expect(claimed.state.gizmos).toEqual([{ x: 0, y: 6 }]);
    // Too far: it moves its 3 spaces towards it.
    expect(lootMove({ ...s, gizmos: [{ x: 0, y: 6 }] }, data, 'e1')).toMatchObject({ claims: false, to: { x: 0, y: 3 } });
    expect(() => placeGizmo({ ...s, board: null }, { x: 1, y: 1 })).toThrow(/Draw the board/);
  });

  it('KB 2152-2153: the warband claiming a Gizmo costs Hulder 1 grit', () => {
    let s = onBoard(addEnemy(emptyTurn('h'), data, 'hulder', { x: 5, y: 5 }));
    s = placeGizmo(s, { x: 1, y: 1 });
    const claimed = claimGizmo(s, data, { x: 1, y: 1 }, 'warband');
    expect(claimed.state.gizmos).toEqual([]);
    expect(enemyProfile(claimed.state, data, claimed.state.enemies[0]!).fullGrit).toBe(9);
  });
});
