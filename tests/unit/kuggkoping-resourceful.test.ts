/**
 * Resourceful, a positive trait of The Scribes (KB 720-721): a Character that claims a Gizmo may
 * take back 2 grit it lost instead of collecting a Gizmo reward. In the play view one tap on its card
 * claims the Gizmo (the mission's score, or the warband's counter with no mission) and heals it; End
 * game leaves no reward for that Gizmo. KB n = /work/shared/rulebooks/kuggkoping.txt.
 */
import { describe, expect, it } from 'vitest';
import { startExpedition } from '../../src/games/kuggkoping/campaign';
import { gizmoRewardsOwed, gamePays } from '../../src/games/kuggkoping/steps';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster-format';
import { changeDamage, newGame, setStatus, startState, take, type GameDoc, type PlayCommand, type PlayState } from '../../src/play';
import { sourceTotal, battleOf } from '../../src/play/battle';
import { cogRats } from './support/kuggkoping-warbands';
import { at, book, D, endedGame, rules } from './support/kuggkoping-steps';

const scribes = (positive: string, player: 1 | 2 = 1) => (r: Roster): Roster => ({ ...r, alignments: [{ player, faction: 'The Scribes', positive, negative: 'Inexperienced' }] });
const warband = (positive = 'Resourceful'): Roster => scribes(positive)(parseRoster(cogRats()));
const LABEL = /Resourceful\)$/;
const resourceful = (r: Roster, s: PlayState, i: number) => (rules.modelActions!(r, i, s) ?? []).filter((a) => a.id === 'resourceful');
const wounded = (r: Roster, i: number, by: number) => changeDamage(rules, r, startState(rules, r), i, by);

describe('Resourceful in play (KB 720-721)', () => {
  it('KB 720-721: a standing Character with grit lost may trade a Gizmo for 2 grit back: its card says so, and the tap heals 2', () => {
    const r = warband();
    const s = wounded(r, 1, 3); // Knut: 4 grit, 3 lost
    const [action] = resourceful(r, s, 1);
    expect(action!.label).toBe('Claim a Gizmo for 2 grit (Resourceful)');
    expect(action!.log).toBe('claimed a Gizmo for 2 grit, no reward (Resourceful)');
    const after = action!.apply(s);
    expect(after.models[1]!.damage).toBe(1);
    expect(rules.stats(r, 1, after).find((l) => l.label === 'Grit')!.value).toBe('3 of 4');
  });

  it('KB 720-721: "previously lost" grit only: one grit lost comes back as one, never above the Character’s grit', () => {
    const r = warband();
    const [action] = resourceful(r, wounded(r, 1, 1), 1);
    expect(action!.label).toBe('Claim a Gizmo for 1 grit (Resourceful)');
    expect(action!.apply(wounded(r, 1, 1)).models[1]!.damage).toBe(0);
  });

  it('not offered with no grit lost, to a knocked-down or killed Character (claiming takes an action, KB 1257-1258), or without the trait', () => {
    const r = warband();
    expect(resourceful(r, startState(rules, r), 1)).toEqual([]);
    expect(resourceful(r, setStatus(wounded(r, 1, 2), 1, { down: true }), 1)).toEqual([]);
    expect(resourceful(r, setStatus(wounded(r, 1, 2), 1, { out: true }), 1)).toEqual([]);
    const tenacious = warband('Tenacious');
    expect(resourceful(tenacious, wounded(tenacious, 1, 2), 1)).toEqual([]);
  });

  it('in co-op the trait is its player’s: only that player’s Characters have it', () => {
    const coop: Roster = { ...parseRoster(cogRats()), mode: 'coop', alignments: [{ player: 1, faction: 'Ball Pointers', positive: 'Burly', negative: 'Pay the piper' }, { player: 2, faction: 'The Scribes', positive: 'Resourceful', negative: 'Inexperienced' }] };
    const r: Roster = { ...coop, characters: coop.characters.map((c, i) => ({ ...c, player: i === 2 ? 2 : 1 })) };
    expect(resourceful(r, wounded(r, 1, 2), 1)).toEqual([]);
    expect(resourceful(r, wounded(r, 2, 2), 2).map((a) => a.label)).toEqual([expect.stringMatching(LABEL)]);
  });

  it('with no mission set, the Gizmo goes on the warband’s "Gizmos claimed" counter', () => {
    const r = warband();
    const after = resourceful(r, wounded(r, 1, 2), 1)[0]!.apply(wounded(r, 1, 2));
    expect(after.counters.gizmos).toBe(1);
    expect(battleOf(after).score.me).toEqual({});
  });

  it('played as a mission, the Gizmo counts in the mission’s score this turn (Looting: 5 to win, KB 2034-2036)', () => {
    const r = warband();
    const cmds: PlayCommand[] = [
      { kind: 'setup', scenario: 'looting', first: 'me' },
      { kind: 'damage', model: 1, by: 2 },
      { kind: 'action', model: 1, id: 'resourceful' },
    ];
    const doc = cmds.reduce<GameDoc>((d, cmd, i) => take(rules, r, d, cmd, `s${i}`, at(i + 1)), newGame(rules, r, 'r1', at(0)));
    expect(sourceTotal(battleOf(doc.state), 'me', 'gizmos')).toBe(1);
    expect(doc.state.counters.gizmos ?? 0).toBe(0);
    expect(doc.state.models[1]!.damage).toBe(0);
  });
});

describe('Resourceful at End game: a Gizmo traded for grit leaves no reward (KB 720-721, 1261-1265)', () => {
  const expedition = () => startExpedition(warband(), 'Coils', 'Trolls', 1, D);
  const played: PlayCommand[] = [
    { kind: 'score', side: 'me', source: 'gizmos', round: 1, by: 1 },
    { kind: 'damage', model: 1, by: 2 },
    { kind: 'action', model: 1, id: 'resourceful' },
    { kind: 'score', side: 'me', source: 'gizmos', round: 1, by: 1 },
  ];

  it('3 Gizmos claimed, 1 traded: 2 rewards owed, and the match report says why', () => {
    const after = endedGame(expedition(), played);
    expect(after.log.at(-1)!.changes).toContain('Gizmos claimed: 2, each with a reward before the next game unless collected during it (KB 1261-1265)');
    expect(gizmoRewardsOwed(after)).toMatchObject({ gizmos: 2, taken: 0 });
    expect(gamePays(after)).toContain(
      '3 Gizmos claimed, 1 of them traded for grit (Resourceful): each other one not collected in the game gives a reward now, to any Character: 2 Tinker dice, a quirk or a gadget rolled on the list you choose.',
    );
  });

  it('every Gizmo traded: no reward owed, and the report says there is none to take', () => {
    const after = endedGame(expedition(), played.slice(1, 3));
    expect(gizmoRewardsOwed(after)).toMatchObject({ gizmos: 0 });
    expect(gamePays(after)).toContain('1 Gizmo claimed, 1 of them traded for grit (Resourceful): no reward to take.');
  });

  it('the book data has the trait with its words (content/kuggkoping/data/cartographer-factions.yaml)', () => {
    const trait = book.factions.flatMap((f) => f.traits).find((t) => t.name === 'Resourceful');
    expect(trait?.kind).toBe('positive');
  });
});
