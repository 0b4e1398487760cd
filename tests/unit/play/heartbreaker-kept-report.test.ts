/**
 * The rival's match report kept in a Heartbreaker gang (src/games/heartbreaker/kept-report.ts,
 * issue 35: nothing typed twice): besides its log entry it leaves the Epilogue's part, seen from the
 * keeping gang's side, as End game on its own phone would have. Gang A plays Dead Drop against gang
 * B (B's roster taken from its link) and loses to B's 3rd Cache; B keeps A's report. Book lines are
 * HB n of shared/rulebooks/heartbreaker.txt.
 */
import { describe, expect, it } from 'vitest';
import { heartbreakerPlayBookData } from '../../../src/games/heartbreaker/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { keepHeartbreakerReport, PENDING_FIRST } from '../../../src/games/heartbreaker/kept-report';
import type { Roster } from '../../../src/games/heartbreaker/roster-format';
import { fighterLabel } from '../../../src/games/heartbreaker/roster-rules';
import { newGame, scoreCommand, take, withOpponent, type GameDoc, type PlayCommand, type Side } from '../../../src/play';
import { fromTheOtherSide, keptReportWrite, matchReport, reportLine } from '../../../src/play/report';
import { example } from './examples';

const book = heartbreakerPlayBookData();
const rules = heartbreakerPlay(book);
const json = example('heartbreaker');
// A's sheet: a Bounty of 2 on its second fighter (declared by B in an earlier Epilogue, HB 511) and its four resources.
const plainA = rules.parse(json);
const gangA: Roster = { ...plainA, fighters: plainA.fighters.map((f, i) => (i === 1 ? { ...f, bounty: 2 } : { ...f, bounty: 0 })), resources: { reputation: 4, territory: 1, supply: 2, ammo: 3 } };
const gangB: Roster = { ...rules.parse(json), name: 'Glass Jaws' };
const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n));
const sourceOf = (id: string) => rules.battle!.scenarios(gangA).flatMap((s) => s.sources).find((x) => x.id === id) ?? { id };
const score = (side: Side, source: string, by: number, round = 1): PlayCommand => scoreCommand(sourceOf(source), side, round, by);
const keep = (saved: Roster, doc: GameDoc) => keptReportWrite(saved, fromTheOtherSide(matchReport(rules, gangA, doc, gangB)!), (s, r) => keepHeartbreakerReport(s, r, rules, book));

/** A's Dead Drop against B: B's 3rd Cache ends it (HB 1049); A Knocks out B's first fighter and marks B's third Taken Down, B Takes Down A's second. */
function deadDrop(): GameDoc {
  let doc = newGame(rules, json, 'r1', at(0));
  doc = withOpponent(rules, gangA, doc, gangB.name, gangB, at(1));
  const cmds: PlayCommand[] = [
    { kind: 'setup', scenario: 'dead-drop', first: 'me' },
    score('them', 'caches', 2),
    score('me', 'caches', 1),
    { kind: 'foe-out', foe: 0, on: true },
    { kind: 'foe-flag', foe: 2, id: 'takenDown', on: true },
    { kind: 'status', model: 1, status: 'down', on: true },
    { kind: 'next-round', from: 1 },
    score('them', 'caches', 1, 2),
    { kind: 'end', outcome: 'loss', note: '' },
  ];
  return cmds.reduce((d, cmd, i) => take(rules, gangA, d, cmd, `step ${i}`, at(2 + i)), doc);
}

describe('keeping the rival’s report in a Heartbreaker gang', () => {
  it('the report names the rival’s fighters as the book does (HB 414-416, 491): Knocked out, Taken Down by the mark, or in the game', () => {
    const them = matchReport(rules, gangA, deadDrop(), gangB)!.fates.filter((f) => f.side === 'them');
    expect(them.map((f) => f.fate)).toEqual(['Knocked out', 'In the game at the end', 'Taken Down', ...gangB.fighters.slice(3).map(() => 'In the game at the end')]);
  });

  it('leaves B’s Epilogue from B’s side: won, Dead Drop paying B’s 3 Caches and 2 Reputation (HB 1053-1054), who was Taken Down on each side', () => {
    const doc = deadDrop();
    const kept = keep(gangB, doc);
    const pending = kept.roster!.pending!;
    expect(pending).toMatchObject({ outcome: 'won', rival: gangA.name, scenario: 'Dead Drop' });
    // What the scenario pays B, from B's side of the score: not A's report's "1 Supply".
    expect(pending.pays).toEqual(['3 Supply (Caches extracted: 3, 1 each)', '2 Reputation for extracting more Caches than the rival (3 to 1)']);
    // A's second fighter, Taken Down by B, with the Bounty of 2 A's sheet carries (H11: B collects it); B's first, Knocked out by A.
    expect(pending.takenDown).toEqual([{ fighter: fighterLabel(gangA.fighters[1]!, 1), bounty: 2 }]);
    expect(pending.ours).toEqual([fighterLabel(gangB.fighters[0]!, 0), fighterLabel(gangB.fighters[2]!, 2)]);
    expect(pending.rivalFighters).toEqual(gangA.fighters.map((f, i) => ({ fighter: fighterLabel(f, i), bounty: i === 1 ? 2 : 0 })));
    // What A holds, from the sheet its report carries: a claim on A (HB 1252) takes only what is there (H9, H13).
    expect(pending.rivalResources).toEqual({ reputation: 4, territory: 1, supply: 2, ammo: 3 });
    expect(kept.roster!.log.at(-1)!.changes).toContain(`${fighterLabel(gangA.fighters[1]!, 1)} (${gangA.name}) Taken Down: Bounty 2 to collect in the Epilogue`);
    const entry = kept.roster!.log.at(-1)!;
    expect(entry.title).toMatch(/^Dead Drop against .+: won$/);
    expect(entry.changes).toEqual(expect.arrayContaining([reportLine(matchReport(rules, gangA, doc, gangB)!), 'Epilogue: still to record in the campaign log']));
  });

  it('the report carries A’s sheet: its four resources and each fighter with a Bounty, by the name the fates use', () => {
    const sheet = matchReport(rules, gangA, deadDrop(), gangB)!.sides.me.sheet;
    expect(sheet).toEqual({ holds: [{ id: 'reputation', count: 4 }, { id: 'territory', count: 1 }, { id: 'supply', count: 2 }, { id: 'ammo', count: 3 }], bounties: [{ name: fighterLabel(gangA.fighters[1]!, 1), bounty: 2 }] });
  });

  it('a report made before it carried a sheet leaves the Bounties to B’s record and A’s resources to the Epilogue', () => {
    const report = fromTheOtherSide(matchReport(rules, gangA, deadDrop(), gangB)!);
    const { sheet: _sheet, ...oldSide } = report.sides.them!;
    const older = { ...report, sides: { ...report.sides, them: oldSide } };
    // B recorded a Bounty of 1 on A's second fighter: the larger of sheet and record is collected, and with no sheet the record stands.
    const recorded: Roster = { ...gangB, rivalBounties: [{ rival: gangA.name, fighter: fighterLabel(gangA.fighters[1]!, 1), bounty: 1 }] };
    const pending = keptReportWrite(recorded, older, (s, r) => keepHeartbreakerReport(s, r, rules, book)).roster!.pending!;
    expect(pending.takenDown).toEqual([{ fighter: fighterLabel(gangA.fighters[1]!, 1), bounty: 1 }]);
    expect(pending.rivalResources).toBeUndefined();
    // With the sheet, the larger Bounty (A's 2) is collected.
    expect(keptReportWrite(recorded, report, (s, r) => keepHeartbreakerReport(s, r, rules, book)).roster!.pending!.takenDown).toEqual([{ fighter: fighterLabel(gangA.fighters[1]!, 1), bounty: 2 }]);
  });

  it('keeps nothing while B still has an Epilogue to record: it would be lost under this game’s', () => {
    const waiting = keep(gangB, deadDrop()).roster!;
    const other = deadDrop();
    const again = keptReportWrite(waiting, { ...fromTheOtherSide(matchReport(rules, gangA, other, gangB)!), id: 'another.game' }, (s, r) => keepHeartbreakerReport(s, r, rules, book));
    expect(again).toEqual({ roster: null, said: PENDING_FIRST });
  });
});
