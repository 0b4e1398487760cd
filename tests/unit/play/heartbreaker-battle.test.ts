/**
 * Heartbreaker's scenarios as the battle kit plays them (src/games/heartbreaker/battle.ts, read from
 * content/heartbreaker/data/scenarios.yaml): a worked game per finished scenario, its score taken as
 * steps of the log, then the standing, the result and the Epilogue for our gang, each against the
 * book's lines (HB n = /work/shared/rulebooks/heartbreaker.txt).
 */
import { describe, expect, it } from 'vitest';
import { heartbreakerPlayBookData } from '../../../src/games/heartbreaker/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { nextArcStep, playableScenarios, roleFromArcs } from '../../../src/games/heartbreaker/battle';
import { ordinal } from '../../../src/common/ordinal';
import { scenarioSchema } from '../../../src/games/heartbreaker/schema';
import type { Roster } from '../../../src/games/heartbreaker/roster-format';
import {
  battleResult,
  battleStanding,
  battleView,
  newGame,
  rolledScenario,
  take,
  type GameDoc,
  type Outcome,
  type PlayCommand,
  type ScenarioRules,
  type Side,
  scoreCommand,
} from '../../../src/play';
import { missingAnchor } from '../support/site-anchors';
import { example } from './examples';

const book = heartbreakerPlayBookData();
const rules = heartbreakerPlay(book);
const battle = rules.battle!;
const json = example('heartbreaker');
const gang = rules.parse(json);
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const RAN_LINE = 'Ran For It: Lose 1 Reputation, and gain 1 Supply or 1 Ammo, your choice';

/** Our gang in an arc against the Gravel Kings, next at `step`, with `results` so far. */
const inArc = (step: Roster['arcs'][number]['step'], results: Roster['arcs'][number]['results']): Roster => ({ ...gang, arcs: [{ rival: 'The Gravel Kings', step, results }] });

const scenario = (id: string, roster: Roster = gang): ScenarioRules => {
  const s = battle.scenarios(roster).find((x) => x.id === id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};

/** A game set up as `id`, then `cmds` taken one by one as steps of its log. */
function play(id: string, cmds: PlayCommand[], roster: Roster = gang): GameDoc {
  const start = take(rules, roster, newGame(rules, json, 'r1', at(0)), { kind: 'setup', scenario: id, first: 'me' }, 'set up', at(1));
  return cmds.reduce((d, cmd, i) => take(rules, roster, d, cmd, `step ${i}`, at(2 + i)), start);
}
/** A score step as the score screen takes it: with the source's most (the same in every scenario that counts it). */
const sourceOf = (id: string) => battle.scenarios(gang).flatMap((s) => s.sources).find((x) => x.id === id) ?? { id };
const score = (side: Side, source: string, by: number, round = 1): PlayCommand => scoreCommand(sourceOf(source), side, round, by);
const next = (from: number): PlayCommand => ({ kind: 'next-round', from });
/** `first`, then on from round 1 to round `round`. */
const onTo = (round: number, first: PlayCommand[] = []): PlayCommand[] => [...first, ...Array.from({ length: round - 1 }, (_, i) => next(i + 1))];
const pays = (s: ScenarioRules, d: GameDoc, outcome: Outcome) => s.pays!(battleView(s, d.state), outcome);

describe('Heartbreaker’s scenario list', () => {
  it('lists the six finished scenarios in the book’s order; the two unfinished templates are not playable and left out (HB 1136-1156, 1195-1215)', () => {
    expect(battle.scenarios(gang).map((s) => s.name)).toEqual(['Dead Drop', 'Seize Production', 'Catch and Release', 'Winner Takes All', 'Headhunters', 'Cornered Animals']);
    expect(book.scenarios.filter((s) => s.unfinished).map((s) => s.id)).toEqual(['unnamed-score-to-settle-scenario', 'unnamed-heartbreaker-scenario']);
    expect(battle.noun).toBe('scenario');
    expect(battle.sideNames).toEqual({ me: 'Your gang', them: 'Rival gang' });
  });

  it('links each to its section of the rules pages', () => {
    const hrefs = battle.scenarios(gang).map((s) => s.href!);
    expect(hrefs[0]).toBe('/heartbreaker/rules/scenarios/#dead-drop');
    expect(hrefs.map((h) => missingAnchor(h)).filter(Boolean)).toEqual([]);
  });

  it('may be chosen or rolled (HB 451): a seeded roll picks one of the six', () => {
    expect(battle.rollable).toBe(true);
    const list = battle.scenarios(gang);
    expect([0, 1, 5, 6].map((n) => rolledScenario(list, n)?.id)).toEqual(['dead-drop', 'seize-production', 'cornered-animals', 'dead-drop']);
  });

  it('suggests the first scenario of the arc’s next step (H11), none with no arc or arcs at different steps', () => {
    expect(battle.suggested!(gang)).toBeNull();
    expect(battle.suggested!(inArc('first-blood', []))).toBe('dead-drop');
    expect(battle.suggested!(inArc('score-to-settle', ['won']))).toBe('catch-and-release');
    expect(battle.suggested!(inArc('heartbreaker', ['won', 'lost']))).toBe('winner-takes-all');
    expect(battle.suggested!(inArc('desperation', ['lost', 'lost']))).toBe('headhunters');
    expect(battle.suggested!(inArc('epilogue', ['won', 'won']))).toBeNull();
    const two: Roster = { ...gang, arcs: [...inArc('first-blood', []).arcs, { rival: 'Rust Saints', step: 'desperation', results: ['lost', 'lost'] }] };
    expect(nextArcStep(two)).toBeNull();
    expect(battle.suggested!(two)).toBeNull();
  });

  it('words the set-up from the YAML: zone, deployment, special rules, granted actions and the roll table', () => {
    expect(scenario('seize-production').setup.map((n) => n.label)).toEqual(['The Zone', 'Deployment', 'LOCKOUT', 'Action: Seize Control', 'Roll']);
    expect(scenario('seize-production').setup.at(-1)!.text).toBe('1-3: 1 Control Point; 4-5: 2 Control Points; 6+: 3 Control Points');
    expect(scenario('winner-takes-all').setup.map((n) => n.label)).toEqual(['The Zone', 'Deployment', 'Loot tokens', 'Action: Swipe', 'Action: Scoop', 'Loot at the start']);
  });

  it('every finished scenario counts Run For It for both gangs (HB 495); only Dead Drop has a turn limit (HB 1049)', () => {
    for (const s of battle.scenarios(gang)) expect(s.sources.find((x) => x.id === 'ran')).toEqual({ id: 'ran', label: 'Ran For It', max: 1 });
    expect(battle.scenarios(gang).map((s) => s.turnLimit)).toEqual([5, null, null, null, null, null]);
  });

  it('says ordinals as words go', () => {
    expect([1, 2, 3, 4, 6, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '6th', '11th', '12th', '13th', '21st', '22nd']);
  });
});

describe('Dead Drop (HB 1021-1055)', () => {
  const s = scenario('dead-drop');

  it('counts Caches extracted, at most the 5 on the board (HB 1033)', () => {
    expect(s.sources[0]).toEqual({ id: 'caches', label: 'Caches extracted', max: 5 });
  });

  it('our 3rd Cache wins at once (HB 1049); the Epilogue pays 1 Supply a Cache and 2 Reputation for extracting more (HB 1053-1054)', () => {
    const d = play('dead-drop', [score('me', 'caches', 1), next(1), score('them', 'caches', 1, 2), next(2), score('me', 'caches', 1, 3)]);
    expect(battleStanding(s, d.state)).toBeNull();
    const won = take(rules, gang, d, score('me', 'caches', 1, 3), 'third', at(50));
    expect(battleStanding(s, won.state)).toEqual({ outcome: 'win', text: 'Your gang: Caches extracted 3, with 3 needed. Your gang wins and the skirmish ends now.', ends: true });
    expect(battleResult(s, won.state)?.outcome).toBe('win');
    expect(pays(s, won, 'win')).toEqual(['3 Supply (Caches extracted: 3, 1 each)', '2 Reputation for extracting more Caches than the rival (3 to 1)']);
  });

  it('the rival’s 3rd Cache ends it as our loss; our 1 Cache still pays 1 Supply', () => {
    const d = play('dead-drop', [score('them', 'caches', 2), score('me', 'caches', 1), next(1), score('them', 'caches', 1, 2)]);
    expect(battleStanding(s, d.state)).toEqual({ outcome: 'loss', text: 'The rival gang: Caches extracted 3, with 3 needed. The rival gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, d, 'loss')).toEqual(['1 Supply (Caches extracted: 1, 1 each)']);
  });

  it('the Death Squad arrives as the 6th turn begins: both gangs Run For It, a draw, and each gets Run For It’s line (HB 1049, 1055)', () => {
    const five = play('dead-drop', onTo(5, [score('me', 'caches', 2), score('them', 'caches', 2)]));
    expect(five.state.round).toBe(5);
    expect(battleStanding(s, five.state)).toBeNull();
    expect(battleResult(s, five.state)).toBeNull();
    const six = take(rules, gang, five, next(5), 'next', at(60));
    expect(battleStanding(s, six.state)).toEqual({
      outcome: 'draw',
      text: 'The 6th turn begins: the Authority Death Squad arrives, both gangs Run For It and the skirmish ends. Both gangs Ran For It from the Death Squad: each is the loser and neither the winner, so the game is recorded as a draw.',
      ends: true,
    });
    // 2 Caches each: nobody extracted more, so no 2 Reputation (HB 1054).
    expect(pays(s, six, 'draw')).toEqual(['2 Supply (Caches extracted: 2, 1 each)', RAN_LINE]);
  });

  it('a game won on Caches in round 5 and played on past it is still a win, with no Run For It', () => {
    const d = play('dead-drop', [...onTo(5), score('me', 'caches', 3, 5), next(5)]);
    expect(battleStanding(s, d.state)?.outcome).toBe('win');
    expect(pays(s, d, 'win')).not.toContain(RAN_LINE);
  });
});

describe('Seize Production (HB 1057-1096)', () => {
  const s = scenario('seize-production');

  it('the first gang to 10 Control Points wins at once (HB 1088); the winner’s and the loser’s rewards (HB 1094-1095)', () => {
    // Seize Control rolls (HB 1080-1082): 3, 2, 3 and 2 Control Points for us; 2 and 1 for the rival.
    const d = play('seize-production', [score('me', 'control-points', 3), score('them', 'control-points', 2), next(1), score('me', 'control-points', 2, 2), score('them', 'control-points', 1, 2), next(2), score('me', 'control-points', 3, 3)]);
    expect(battleStanding(s, d.state)).toBeNull();
    const won = take(rules, gang, d, score('me', 'control-points', 2, 3), 'ten', at(40));
    expect(battleStanding(s, won.state)).toEqual({ outcome: 'win', text: 'Your gang: Control Points 10, with 10 needed. Your gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, won, 'win')).toEqual(['1 Reputation, plus 2 Territory or 2 Supply, your choice']);
    expect(pays(s, won, 'loss')).toEqual(['1 Territory or 1 Supply, your choice']);
  });

  it('has no turn limit: round 12 with 9 points each goes on', () => {
    const d = play('seize-production', onTo(12, [score('me', 'control-points', 9), score('them', 'control-points', 9)]));
    expect(d.state.round).toBe(12);
    expect(battleStanding(s, d.state)).toBeNull();
  });

  it('the gang that Runs For It loses (HB 495) and gets the loser’s reward and Run For It’s line (HB 1095-1096)', () => {
    const d = play('seize-production', [score('me', 'control-points', 4), score('me', 'ran', 1)]);
    expect(battleStanding(s, d.state)).toEqual({ outcome: 'loss', text: 'Your gang Ran For It: the rival gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, d, 'loss')).toEqual(['1 Territory or 1 Supply, your choice', RAN_LINE]);
  });
});

describe('Catch and Release (HB 1098-1134)', () => {
  it('our gang lost the last skirmish of the arc, so it is the Captors (HB 1108): only the Captors count the haul', () => {
    const roster = inArc('score-to-settle', ['lost']);
    expect(roleFromArcs(roster, 'score-to-settle')).toEqual({ role: 'loser', rival: 'The Gravel Kings' });
    const s = scenario('catch-and-release', roster);
    expect(s.setup[0]).toEqual({ label: 'Your gang', text: 'The Captors: your gang lost the last skirmish of its arc against The Gravel Kings, so the rival gang are the Rescuers.' });
    expect(s.sources.map((x) => [x.id, x.side, x.max])).toEqual([
      ['hostage-hauled', 'me', 1],
      ['hostage-freed', 'them', 1],
      ['ran', undefined, 1],
    ]);
    // Round 2: the Captors drag the Hostage within 3" of an edge (HB 1126).
    const d = play('catch-and-release', [next(1), score('me', 'hostage-hauled', 1, 2)], roster);
    expect(battleStanding(s, d.state)).toEqual({ outcome: 'win', text: 'Your gang: Hostage hauled to a Zone edge (Captors). Your gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, d, 'win')).toEqual(['2 Reputation and 1 Territory']);
  });

  it('the rival Rescuers free the Hostage: our loss, and losing Captors are paid nothing (HB 1128, 1132-1133)', () => {
    const s = scenario('catch-and-release');
    const d = play('catch-and-release', [score('them', 'hostage-freed', 1)]);
    expect(battleStanding(s, d.state)?.outcome).toBe('loss');
    expect(pays(s, d, 'loss')).toEqual([]);
  });

  it('with no arc to say and no haul scored, the Epilogue gives both roles’ winnings', () => {
    const s = scenario('catch-and-release');
    const d = play('catch-and-release', [score('them', 'ran', 1)]);
    expect(battleStanding(s, d.state)).toEqual({ outcome: 'win', text: 'The rival gang Ran For It: your gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, d, 'win')).toEqual(['If your gang were the Captors: 2 Reputation and 1 Territory', 'If your gang were the Rescuers: 2 Reputation and 1 Supply']);
  });
});

describe('the scenarios kept per roster (a score tap read them for its words)', () => {
  it('gives the same roster the same list, and a changed roster its own roles (HB 1108: the Captors are the gang that lost)', () => {
    expect(battle.scenarios(gang)).toBe(battle.scenarios(gang));
    // The gang's list was made first and kept: an arc added to a new roster object still makes it the Captors.
    const before = battle.scenarios(gang).find((x) => x.id === 'catch-and-release')!;
    expect(before.sources.map((x) => x.side)).toEqual([undefined, undefined, undefined]);
    const lost = inArc('score-to-settle', ['lost']);
    const after = battle.scenarios(lost).find((x) => x.id === 'catch-and-release')!;
    expect(after.sources.map((x) => [x.id, x.side])).toEqual([
      ['hostage-hauled', 'me'],
      ['hostage-freed', 'them'],
      ['ran', undefined],
    ]);
    expect(battle.scenarios(gang).find((x) => x.id === 'catch-and-release')).toBe(before);
  });
});

describe('Winner Takes All (HB 1158-1193)', () => {
  const s = scenario('winner-takes-all');

  it('ends at once when a gang holds 9 Loot tokens (HB 1188); the draft names no winner, so the players enter it, and the winner gets 3 Ammo or 3 Supply (HB 1192)', () => {
    // Each gang starts holding one token per fighter (HB 1178): 6 each. Round 2: we Swipe 2, then Scoop 1.
    const d = play('winner-takes-all', [score('me', 'loot', 6), score('them', 'loot', 6), next(1), score('me', 'loot', 2, 2), score('them', 'loot', -2, 2)]);
    expect(battleStanding(s, d.state)).toBeNull();
    const ends = take(rules, gang, d, score('me', 'loot', 1, 2), 'scoop', at(40));
    expect(battleStanding(s, ends.state)).toEqual({
      outcome: null,
      text: 'Your gang: Loot tokens held 9, with 9 needed. The skirmish ends now. The draft does not say who wins: agree on the result and enter it.',
      ends: true,
    });
    expect(battleResult(s, ends.state)?.outcome).toBeNull();
    expect(pays(s, ends, 'win')).toEqual(['3 Ammo or 3 Supply, your choice']);
    expect(pays(s, ends, 'loss')).toEqual([]);
  });
});

describe('Headhunters (HB 1217-1253)', () => {
  const hunters = inArc('desperation', ['lost', 'lost']);

  it('we lost twice, so we are the Hunters (HB 1233): a Trophy carried to an edge wins; 4 Reputation (HB 1245, 1251)', () => {
    const s = scenario('headhunters', hunters);
    expect(s.sources.map((x) => [x.id, x.side])).toEqual([
      ['trophy-carried', 'me'],
      ['hunters-broken', 'them'],
      ['ran', undefined],
    ]);
    const d = play('headhunters', [next(1), next(2), score('me', 'trophy-carried', 1, 3)], hunters);
    expect(battleStanding(s, d.state)?.text).toBe('Your gang: Trophy carried to a Zone edge (Hunters). Your gang wins and the skirmish ends now.');
    expect(pays(s, d, 'win')).toEqual(['4 Reputation']);
  });

  it('an endgame for the rival: the Prey win when the Hunters are down to two standing at a Reset, and may take 2 of one resource from us (HB 1247, 1252)', () => {
    const s = scenario('headhunters', hunters);
    const d = play('headhunters', [next(1), score('them', 'hunters-broken', 1, 2)], hunters);
    expect(battleStanding(s, d.state)).toEqual({ outcome: 'loss', text: 'The rival gang: Hunters down to two standing fighters at a Reset (Prey). The rival gang wins and the skirmish ends now.', ends: true });
    expect(pays(s, d, 'loss')).toEqual(['The Prey may claim 2 of one resource from your gang: Supply, Ammo or Territory, their choice']);
  });

  it('as the Prey: the Hunters’ win costs us 2 Reputation (HB 1251); ours lets us take 2 of one resource (HB 1252)', () => {
    const prey = inArc('desperation', ['won', 'won']);
    const s = scenario('headhunters', prey);
    const lost = play('headhunters', [score('them', 'trophy-carried', 1)], prey);
    expect(battleStanding(s, lost.state)?.outcome).toBe('loss');
    expect(pays(s, lost, 'loss')).toEqual(['Lose 2 Reputation']);
    const won = play('headhunters', [score('me', 'hunters-broken', 1)], prey);
    expect(pays(s, won, 'win')).toEqual(['You may claim 2 of one resource from the Hunters: Supply, Ammo or Territory, your choice']);
  });
});

describe('Cornered Animals (HB 1255-1289)', () => {
  const prey = inArc('desperation', ['won', 'won']);

  it('two first-wave Prey escaped win at once (HB 1281), at most 2 counted; 2 Reputation (HB 1288)', () => {
    const s = scenario('cornered-animals', prey);
    expect(s.sources[0]).toEqual({ id: 'first-wave-escaped', label: 'First-wave fighters escaped (Prey)', side: 'me', max: 2 });
    const d = play('cornered-animals', [next(1), score('me', 'first-wave-escaped', 1, 2), next(2)], prey);
    expect(battleStanding(s, d.state)).toBeNull();
    const won = take(rules, prey, d, score('me', 'first-wave-escaped', 3, 3), 'out', at(40));
    expect(won.state.battle!.score.me['first-wave-escaped']).toEqual([0, 1, 1]);
    expect(battleStanding(s, won.state)?.outcome).toBe('win');
    expect(pays(s, won, 'win')).toEqual(['2 Reputation']);
  });

  it('the Prey Run For It before escaping: the Hunters win (HB 1283); the Prey get Run For It’s line only', () => {
    const s = scenario('cornered-animals', prey);
    const d = play('cornered-animals', [score('me', 'ran', 1)], prey);
    expect(battleStanding(s, d.state)?.outcome).toBe('loss');
    expect(pays(s, d, 'loss')).toEqual([RAN_LINE]);
  });

  it('as the Hunters the Prey’s escape costs us 1 Reputation (HB 1288), and their Run For It wins us 2 Reputation and 1 Territory (HB 1287)', () => {
    const hunters = inArc('desperation', ['lost', 'lost']);
    const s = scenario('cornered-animals', hunters);
    const lost = play('cornered-animals', [score('them', 'first-wave-escaped', 2)], hunters);
    expect(pays(s, lost, 'loss')).toEqual(['Lose 1 Reputation']);
    const won = play('cornered-animals', [score('them', 'ran', 1)], hunters);
    expect(battleStanding(s, won.state)?.outcome).toBe('win');
    expect(pays(s, won, 'win')).toEqual(['2 Reputation and 1 Territory']);
  });
});

describe('odd input', () => {
  it('nothing is NaN, Infinity or undefined with empty scores, for every scenario and outcome', () => {
    for (const s of battle.scenarios(gang)) {
      const d = play(s.id, []);
      expect(battleStanding(s, d.state)).toBeNull();
      expect(battleResult(s, d.state)).toBeNull();
      const view = battleView(s, d.state);
      // A view with totals missing or damaged reads them as 0.
      const broken = { ...view, totals: { me: { [s.sources[0]!.id]: Number.NaN }, them: {} } };
      for (const o of ['win', 'loss', 'draw'] as const) {
        for (const line of [...s.pays!(view, o), ...s.pays!(broken, o)]) expect(line).not.toMatch(/NaN|Infinity|undefined/);
      }
      expect(s.endgame!(broken)).toBeNull();
    }
  });

  it('both gangs marked as reaching the goal ends with no result and asks to correct the score', () => {
    const s = scenario('dead-drop');
    const d = play('dead-drop', [score('me', 'caches', 3), score('them', 'caches', 3)]);
    expect(battleStanding(s, d.state)).toEqual({ outcome: null, text: 'Both gangs are marked as reaching the scenario’s goal: only one can have, so correct the score.', ends: true });
  });

  it('a role not settled by the arc (a draw last, or arcs that disagree) is left open', () => {
    expect(roleFromArcs(inArc('score-to-settle', ['draw']), 'score-to-settle')).toBeNull();
    expect(roleFromArcs(gang, 'score-to-settle')).toBeNull();
    const two: Roster = { ...gang, arcs: [...inArc('desperation', ['lost', 'lost']).arcs, { rival: 'Rust Saints', step: 'desperation', results: ['won', 'won'] }] };
    expect(roleFromArcs(two, 'desperation')).toBeNull();
  });
});

describe('the YAML’s battle numbers', () => {
  const byId = (id: string) => book.scenarios.find((s) => s.id === id)!.battle!;

  it('carry the book’s thresholds and turn', () => {
    expect(byId('dead-drop').sources[0]).toMatchObject({ wins: 3, max: 5 }); // HB 1049, 1033
    expect(byId('dead-drop').deathSquad).toBe(6); // HB 1049
    expect(byId('seize-production').sources[0]!.wins).toBe(10); // HB 1088
    expect(byId('winner-takes-all').sources[0]!.ends).toBe(9); // HB 1188
    expect(byId('cornered-animals').sources[0]!.wins).toBe(2); // HB 1281
    expect(playableScenarios(book.scenarios).filter((s) => s.battle.deathSquad).map((s) => s.id)).toEqual(['dead-drop']);
  });

  it('a finished scenario must have a battle and a template none; a source cannot both win and end', () => {
    const dd = book.scenarios.find((s) => s.id === 'dead-drop')!;
    const { battle: _b, ...bare } = dd;
    void _b;
    expect(scenarioSchema.safeParse(bare).success).toBe(false);
    expect(scenarioSchema.safeParse({ ...dd, unfinished: true }).success).toBe(false);
    expect(scenarioSchema.safeParse({ ...dd, battle: { ...dd.battle, sources: [{ id: 'x', label: 'X', wins: 1, ends: 1 }] } }).success).toBe(false);
    expect(scenarioSchema.safeParse(dd).success).toBe(true);
  });
});
