import { describe, expect, it } from 'vitest';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { cacheToPool, rulesFromData } from '../../src/games/arsenal-campaign/campaign';
import { crewView } from '../../src/games/arsenal-campaign/roster-rules';
import {
  addBarter,
  addHire,
  addUpgrade,
  addWeek,
  calculatorHref,
  changeGame,
  finishedOffHref,
  freshId,
  makeLeader,
  moveHireUp,
  newGame,
  removeLastWeek,
  toggled,
} from '../../src/games/arsenal-campaign/roster-edit';
import { paydayWords, poolWords, scriptWords } from '../../src/games/arsenal-campaign/roster-words';
import { crewGame } from '../../src/games/arsenal-campaign/roster-game';
import { campaignLedger, checkRoster, newRoster, newWeek, parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { compactRoster } from '../../src/games/arsenal-campaign/roster-format';
import { campaignCalculatorTool } from '../../src/games/arsenal-campaign/tools/campaign-calculator';
import { flipOddsData, flipOddsTool } from '../../src/games/arsenal-campaign/tools/flip-odds';
import { parseQuery } from '../../src/tools/query-state';
import { formatExampleText } from './support/format-examples';
import { readShareFragment, shareFragment } from '../../src/roster/share';
import { readRosterText, rosterFileText } from '../../src/roster/files';
import { expectFuzzSafe, expectRoundTrip, formatError, messagesAt } from './roster/contract';

const data = arsenalBookData();
const rules = rulesFromData(data.numbers, data.encounterCosts, data.withdrawal);
const game = crewGame(data);

/** The example of the builder's File format page (its version-1 file, src/games/arsenal-campaign/roster-format-doc.ts). */
const pageExample = formatExampleText('arsenal-campaign');
const PAGE: Roster = parseRoster(pageExample);

const problemsAt = (roster: Roster, where: string) => messagesAt(checkRoster(roster), where);
const withGame = (r: Roster, change: Parameters<typeof changeGame>[2], i = 0) => changeGame(r, i, change);

/** A crew with a master from week 4: the example continued with quiet weeks, a bounty done in week 2. */
function withMaster(cache = 3): Roster {
  let r: Roster = { ...PAGE, startingScript: 60 };
  r = addWeek(r);
  r = addHire(r, 1, { name: 'Hound', station: 'other', cost: 4, cache: null });
  r = changeGame(r, 1, {}); // no game in week 2 (stays null)
  r = { ...r, weeks: r.weeks.map((w, i) => (i === 1 ? { ...w, game: { ...newGame(['nino', 'perdita', 'hound']), result: 'win' as const, vp: 2, opponentVp: 1, bountyCompleted: true } } : w)) };
  r = addWeek(r);
  r = addHire(r, 2, { name: 'Guard', station: 'other', cost: 5, cache: null });
  r = addWeek(r);
  r = addHire(r, 3, { name: 'Lady Justice', station: 'master', cost: null, cache });
  return r;
}

describe('the builder page’s File format example', () => {
  it('starts with game and version, round-trips, and is a legal week', () => {
    expect(pageExample).toMatch(/^\{\n {2}"game": "arsenal-campaign",\n {2}"version": 1,/);
    expectRoundTrip(parseRoster, pageExample);
    expect(checkRoster(PAGE)).toEqual([]);
    const [w1] = campaignLedger(PAGE);
    // 20 − (8 − 5) − 0 − 2 (Sharpshooter) = 15; + 4 payday + 2 event = 21; − 2 Barter − 4 bounty = 15.
    expect(w1).toMatchObject({ spentAtNewHires: 5, arsenalTotal: 17, encounterSize: 22, earned: 6, spentAtBarter: 2, spentOnBounty: 4, scriptAtEnd: 15 });
  });
  it('survives 1,000 seeded mutations with the optional fields in', () => {
    expect(expectFuzzSafe(PAGE, parseRoster, (r) => checkRoster(r), 'arsenal-page')).toBeGreaterThan(30);
  });
  it('goes through an exported file and a share link unchanged', () => {
    const read = readRosterText(rosterFileText(PAGE, game), game);
    expect(read).toEqual({ ok: true, roster: PAGE });
    expect(readShareFragment(shareFragment(PAGE, game), game)).toEqual({ ok: true, roster: PAGE });
  });
  it('parseRoster reads JSON text too, and names a field the format does not know', () => {
    expect(parseRoster(JSON.stringify(PAGE))).toEqual(PAGE);
    expect(formatError(parseRoster, '{"game": "arsenal-campaign",').message).toBe('the text is not valid JSON, so it is not a roster file');
    expect(formatError(parseRoster, { ...PAGE, coins: 3 }).message).toBe('has a field this format does not know: "coins"');
    expect(formatError(parseRoster, { ...PAGE, faction: 7 }).message).toBe('faction: must be text');
    expect(formatError(parseRoster, withGame(PAGE, { opponentHasMaster: 'yes' as unknown as boolean })).field).toBe('weeks[0].game.opponentHasMaster');
  });
});

describe('rules the kit port added', () => {
  it('Declare Faction: a crew with a week logged names its faction', () => {
    expect(problemsAt({ ...PAGE, faction: '  ' }, 'faction')).toEqual(['Declare the faction the crew plays for the whole campaign.']);
    expect(checkRoster({ ...newRoster('Empty'), faction: '' })).toEqual([]); // nothing logged yet
  });
  it('the result agrees with both crews’ VP (the calculator’s gameResult)', () => {
    expect(problemsAt(withGame(PAGE, { opponentVp: 7 }), 'weeks[0].game.result')).toEqual(['Week 1: 5 VP to 7 is a loss, but the log says win.']);
    expect(problemsAt(withGame(PAGE, { opponentVp: 5 }), 'weeks[0].game.result')).toEqual(['Week 1: 5 VP to 5 is a draw, but the log says win.']);
    expect(checkRoster(withGame(PAGE, { opponentVp: 5, result: 'draw' }))).toEqual([]);
    // Withdrawing on turn 3 while ahead: the opponent counts as 1 VP more, so the withdrawn crew loses.
    const late = withGame(PAGE, { withdrewOnTurn: 3, opponentVp: 3 });
    expect(problemsAt(late, 'weeks[0].game.result')).toEqual(['Week 1: 5 VP to 3 (the opponent counts as 6 after the withdrawal) is a loss, but the log says win.']);
    expect(problemsAt(withGame(late, { result: 'loss' }), 'weeks[0].game.result')).toEqual([]);
    expect(problemsAt(withGame(PAGE, { opponentVp: -2 }), 'weeks[0].game.opponentVp')).toEqual(['Week 1: the opponent scored -2 VP; VP are 0 or more.']);
  });
  it('Soulstone Pool: a henchman never adds its cache; a master that took part adds its own only against a master', () => {
    // Perdita (a henchman with cache 4) took part: no cache in the pool, and no line for it.
    expect(campaignLedger(PAGE)[0]!.poolCache).toBeNull();
    const r = withMaster(3);
    expect(checkRoster(r)).toEqual([]);
    const played = (opponentHasMaster: boolean) =>
      campaignLedger({ ...r, weeks: r.weeks.map((w, i) => (i === 3 ? { ...w, game: { ...newGame(['lady-justice', 'nino']), opponentHasMaster } } : w)) })[3]!;
    expect(played(true).poolCache).toBe(3);
    expect(played(false).poolCache).toBe(0);
    expect(poolWords(played(true))).toBe("equal ratings, nothing extra; adds 3 from its master's cache");
    // The master sitting out adds nothing, even against a master.
    expect(campaignLedger({ ...r, weeks: r.weeks.map((w, i) => (i === 3 ? { ...w, game: { ...newGame(['nino']), opponentHasMaster: true } } : w)) })[3]!.poolCache).toBeNull();
    expect(cacheToPool({ masterCaches: 5, hasMaster: true, opponentHasMaster: true, henchmanCaches: 4 }, rules)).toBe(5);
  });
});

describe('the tracker computes with the calculator’s own functions', () => {
  it('a week’s calculator link opens the same game: same encounter size, ratings, pool and payday', () => {
    const r = withGame(PAGE, { opponentRating: 3 });
    const [w1] = campaignLedger(r);
    const href = calculatorHref(w1!.calculator!);
    expect(href.startsWith('/arsenal-campaign/tools/campaign-calculator/?')).toBe(true);
    const parsed = parseQuery(href.split('?')[1]!, campaignCalculatorTool.fields(rules));
    expect(parsed.problems).toEqual([]);
    expect(parsed.values).toEqual(w1!.calculator);
    const calc = campaignCalculatorTool.compute(parsed.values, rules);
    expect(calc.encounter.size).toBe(w1!.encounterSize);
    expect(calc.encounter.totalA).toBe(w1!.arsenalTotal);
    expect(calc.ratingA).toBe(w1!.rating);
    expect(calc.ratingB).toBe(3);
    expect(calc.gap).toEqual({ lower: 'a', difference: 3 });
    expect(w1!.poolDifference).toEqual({ lower: 'crew', difference: 3 });
    expect(calc.paydayA).toEqual(w1!.payday);
    // 3 for VP + 1 for the win + 3 for the rating gap, with 2 from the event already in: 7 of the 16.
    expect(w1!.payday).toMatchObject({ fromVp: 3, fromWin: 1, fromRating: 3, script: 7 });
    expect(paydayWords(w1!.payday!, true)).toBe('3 for VP + 1 for a win + 3 for the rating gap = 7');
  });
  it('no link until the opponent’s total and VP are noted', () => {
    expect(campaignLedger(withGame(PAGE, { opponentTotal: null }))[0]!.calculator).toBeNull();
    const { opponentVp: _, ...game } = PAGE.weeks[0]!.game!;
    expect(campaignLedger({ ...PAGE, weeks: [{ ...PAGE.weeks[0]!, game }] })[0]!.calculator).toBeNull();
  });
  it('a model’s Finished Off link opens the flip-odds tool on the Finished Off flip', () => {
    const target = flipOddsData({ numbers: data.numbers }).finishedOffTarget;
    const href = finishedOffHref(target);
    expect(href).toBe('/arsenal-campaign/tools/flip-odds/?target=3&twist=0&handSize=0&hope=low');
    const parsed = parseQuery(href.split('?')[1]!, flipOddsTool.fields(undefined as never));
    expect(parsed.problems).toEqual([]);
    expect(parsed.values).toEqual({ target: 3, twist: 0, handSize: 0, hope: 'low' });
  });
});

describe('the editor’s edits', () => {
  it('ids come from names and are never reused', () => {
    expect(freshId(PAGE, 'Nino')).toBe('nino-2');
    expect(freshId(PAGE, 'Señor Ñandú!')).toBe('senor-nandu');
    expect(freshId(PAGE, '***', 'model')).toBe('model');
  });
  it('hiring: the first hire of week 1 leads, a master keeps no printed cost, another hire can be made leader', () => {
    let r = addWeek({ ...newRoster('New'), faction: 'Guild', startingScript: 30 });
    r = addHire(r, 0, { name: 'Sonnia', station: 'henchman', cost: 12, cache: 2 });
    r = addHire(r, 0, { name: 'Witchling', station: 'other', cost: 5, cache: 9 });
    expect(r.weeks[0]!.hires).toEqual([
      { id: 'sonnia', name: 'Sonnia', station: 'henchman', cost: 12, cache: 2, leader: true },
      { id: 'witchling', name: 'Witchling', station: 'other', cost: 5, cache: null, leader: false },
    ]);
    expect(checkRoster(r)).toEqual([]);
    expect(makeLeader(r, 1).weeks[0]!.hires.map((h) => h.leader)).toEqual([false, true]);
    expect(addHire(r, 0, { name: 'Lucius', station: 'master', cost: 7, cache: 4 }).weeks[0]!.hires[2]).toMatchObject({ cost: null, cache: 4, leader: false });
    // The order matters: moving the 5 SS hire first spends 12 + 0 instead of 7 + 5.
    expect(crewView(r, data).weeks[0]!.spentAtNewHires).toBe(12);
    expect(crewView(moveHireUp(r, 0, 1), data).weeks[0]!.spentAtNewHires).toBe(12);
    expect(moveHireUp(r, 0, 1).weeks[0]!.hires.map((h) => h.id)).toEqual(['witchling', 'sonnia']);
    expect(moveHireUp(r, 0, 0)).toBe(r);
  });
  it('a spend the book does not allow is kept and reported, never corrected', () => {
    let r = addWeek({ ...newRoster('Broke'), faction: 'Guild', startingScript: 3 });
    r = addHire(r, 0, { name: 'Big', station: 'other', cost: 10, cache: null });
    r = addUpgrade(r, 0, 'Lantern', 0);
    expect(r.weeks[0]!.hires[0]!.cost).toBe(10);
    expect(checkRoster(r).map((p) => p.message)).toEqual(['Hiring Big costs 5 script, but the crew has 3.', 'Lantern (0 SS, bought at New Hires) costs 2 script, but the crew has -2.']);
  });
  it('games, Barter and weeks', () => {
    expect(newGame(['a', 'b'])).toMatchObject({ result: 'loss', vp: 0, participants: ['a', 'b'], finishedOff: [], opponentTotal: null });
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggled(['b'], 'a', true)).toEqual(['b', 'a']);
    const gear = addBarter(PAGE, 0, { name: 'Duster', kind: 'equipment', avatar: false, barterRating: 12, campaignCost: 2, model: 'nino' });
    expect(gear.weeks[0]!.barter[1]).toEqual({ id: 'duster', name: 'Duster', kind: 'equipment', avatar: false, barterRating: 12, campaignCost: 2, model: null });
    expect(checkRoster(gear)).toEqual([]);
    expect(addWeek(PAGE).weeks[1]).toMatchObject({ week: 2, hires: [], game: null });
    expect(removeLastWeek(addWeek(PAGE))).toEqual(PAGE);
  });
  it('the words the week shows', () => {
    const [w1] = campaignLedger(PAGE);
    expect(scriptWords(w1!)).toBe('Started with 20 script, spent 5 at New Hires, 2 at Barter, 4 on a bounty, earned 6: 15 left.');
    expect(paydayWords({ fromVp: 8, fromWin: 1, fromRating: 9, uncapped: 18, script: 16, capped: true }, true)).toBe('8 for VP + 1 for a win + 9 for the rating gap = 18, cut to 16 by the weekly cap');
    expect(paydayWords({ fromVp: 0, fromWin: 0, fromRating: 0, uncapped: 0, script: 0, capped: false }, false)).toBe('no payday (withdrew on turn 1 or 2)');
  });
  it('the saved list’s line and model count', () => {
    expect(game.summary!(PAGE)).toBe('Guild · week 1 of 6 · 15 script');
    expect(game.modelNames(PAGE)).toEqual(['Nino Ortega', 'Perdita Ortega']);
    expect(game.modelsField).toBe('weeks');
  });
});

describe('the compact file the tracker writes', () => {
  it('leaves out fields at their default and reads back to the same crew', () => {
    const compact = compactRoster(PAGE) as { weeks: Record<string, unknown>[] };
    expect(compact.weeks[0]).not.toHaveProperty('annihilated');
    expect(compact.weeks[0]).not.toHaveProperty('newLeader');
    expect((compact.weeks[0]!.hires as object[])[0]).toEqual({ id: 'nino', name: 'Nino Ortega', station: 'other', cost: 8 });
    expect(parseRoster(compact)).toEqual(PAGE);
    // Zeros and falses that are not the default stay: a cache of 0, an opponent's total of 0.
    const zeros = withGame(addHire(PAGE, 0, { name: 'Zero', station: 'henchman', cost: 0, cache: 0 }), { opponentTotal: 0, eventScript: 0 });
    expect(parseRoster(JSON.parse(JSON.stringify(compactRoster(zeros))))).toEqual(zeros);
    expect(parseRoster(compactRoster(withMaster()))).toEqual(withMaster());
  });
  it('a hand-written week may leave out everything but its number and hires', () => {
    const r = parseRoster({ ...PAGE, weeks: [{ week: 1, hires: [{ id: 'a', name: 'A', station: 'henchman', cost: 0, leader: true }] }] });
    expect(r.weeks[0]).toEqual({ ...newWeek(r), week: 1, hires: [{ id: 'a', name: 'A', station: 'henchman', cost: 0, cache: null, leader: true }] });
  });
});
