/**
 * The Arsenal Campaign's End game: the week's game written into the crew tracker. Its own module,
 * loaded after the play page's first paint (./play.ts's `writeBackLater`) and by a kept report
 * (./kept-report.ts): End game waits for it.
 */
import type { Outcome, PlayState as KitState, WriteBack } from '../../play';
import { andList } from '../../common/words';
import { newGame, type GameRecord, type Roster } from './roster-format';
import { campaignLedger, currentArsenal, type ArsenalModel, type ArsenalRosterData } from './roster-rules';
import { aftermathLogged, gameEntryIndex, playedMark } from './game-log';
import { arsenalScore, given, OPPONENT_RATING, withdrawalOn } from './battle';
import { AGREED_SIZE, crewOf, FINISHED_OFF, NOT_FINISHED_OFF, OPPONENT_MASTER, OPPONENT_TOTAL, upgradesTaken } from './play';

/**
 * End game: the week's game written into the crew tracker's newest week (the crew hired, the models
 * Finished Off, the result as played, the VP and the Strategy's, a withdrawal and the encounter's numbers the play view
 * holds), so that its Aftermath steps start from it; the words go into the game's one log entry.
 *
 * A week has one game, so End game for a week whose game is logged never adds a second entry. Before
 * the week's Aftermath (the game step) the game was only ended, and ending it again is how a player
 * puts right what the first End game said (Undo in the play view, fix the score, End game): the week's
 * game is written again and End game's entry is updated in place, with a line saying what changed
 * from the first time. Once the Aftermath is logged (its Payday and flips were worked out from the
 * result), or the game was typed into the tracker rather than ended here, nothing is written and End
 * game says to correct the week in the week editor, where the correction is logged and undoable.
 */
export function writeGameBack(saved: Roster, played: Roster, state: KitState, outcome: Outcome, data: ArsenalRosterData): WriteBack<Roster> {
  const number = saved.weeks.length;
  const index = number - 1;
  const week = saved.weeks[index];
  if (!week) return { roster: saved, changes: ['No week is begun in the crew tracker: begin it there and record this game in its steps'] };
  const logged = gameEntryIndex(saved, number);
  if (logged >= 0 && (!saved.log[logged]!.changes.includes(playedMark(number)) || aftermathLogged(saved, number))) {
    return { roster: saved, changes: [], entry: 'none', said: `Week ${number}’s game is already in the crew’s log with its Aftermath: this result was not written to the crew. Correct the week in the crew tracker’s week editor, where the change is logged.` };
  }
  const arsenal = currentArsenal(played, data);
  const inWeek = new Set((campaignLedger(saved, data)[index]?.arsenal ?? []).map((m) => m.id));
  const crew = (crewOf(state) ?? arsenal.models.map((_, i) => i)).map((i) => arsenal.models[i]).filter((m): m is ArsenalModel => m !== undefined && inWeek.has(m.id));
  const index0 = (m: ArsenalModel) => arsenal.models.indexOf(m);
  const finished = crew.filter((m) => state.models[index0(m)]?.flags[FINISHED_OFF] === true);
  // The battle's score, or an old game's counters (arsenalScore reads both).
  const score = arsenalScore(state);
  const ourTurn = score.weWithdrew;
  const theirTurn = ourTurn === null ? score.theyWithdrew : null;
  const early = ourTurn !== null && withdrawalOn(ourTurn, data)?.withdrawerScoresVp === false;
  const game: GameRecord = {
    ...(week.game ?? newGame([])),
    result: outcome,
    participants: crew.map((m) => m.id),
    finishedOff: finished.map((m) => m.id),
    withdrewOnTurn: ourTurn,
    equipped: upgradesTaken(arsenal, state),
  };
  const vp = score.vp;
  if (vp !== null || early) game.vp = early ? 0 : vp!;
  // The Strategy's VP are part of the VP scored (none after our early withdrawal, l.108).
  game.strategyVp = Math.max(0, Math.min(score.strategyVp ?? game.strategyVp, game.vp));
  const opponentVp = score.opponentVp;
  if (opponentVp !== null) game.opponentVp = opponentVp;
  if (theirTurn === null) delete game.opponentWithdrewOnTurn;
  else game.opponentWithdrewOnTurn = theirTurn;
  const total = given(state, OPPONENT_TOTAL);
  if (total !== null) game.opponentTotal = total;
  const rating = given(state, OPPONENT_RATING);
  if (rating !== null) game.opponentRating = rating;
  const agreed = given(state, AGREED_SIZE);
  if (agreed !== null) game.agreedSize = agreed;
  if (state.flags[OPPONENT_MASTER] === true) game.opponentHasMaster = true;
  const names = (list: readonly ArsenalModel[]) => andList(list.map((m) => m.name.trim() || m.id));
  const changes = [playedMark(number), `Crew: ${crew.length > 0 ? names(crew) : 'none hired'}`];
  if (vp !== null || opponentVp !== null) changes.push(`VP: ${game.vp} to ${opponentVp ?? '?'}`);
  if (score.strategyVp !== null) changes.push(`VP from the Strategy: ${game.strategyVp}`);
  if (ourTurn !== null) changes.push(`We withdrew on turn ${ourTurn}${early ? ': no VP, and only the injury flips of the Aftermath' : ''}`);
  if (theirTurn !== null) changes.push(`The opponent withdrew on turn ${theirTurn}`);
  if (finished.length > 0) changes.push(`Finished Off (one injury flip each in the Aftermath): ${names(finished)}`);
  const unflipped = crew.filter((m) => {
    const p = state.models[index0(m)];
    return p !== undefined && (p.out || p.down) && !p.flags[FINISHED_OFF] && !p.flags[NOT_FINISHED_OFF];
  });
  if (unflipped.length > 0) changes.push(`No Finished Off flip marked for ${names(unflipped)}`);
  if (logged >= 0) {
    // Ended again: what changed from the first time (a game taken out of the week by hand since comes back whole).
    const was = week.game ? endedAgain(week.game, game, (id) => arsenal.models.find((m) => m.id === id)?.name.trim() || id) : ['the game, back in the week'];
    if (was.length === 0) return { roster: saved, changes: [], entry: 'none', said: `Week ${number}’s game is already in the crew’s log as this game ended: nothing changed.` };
    changes.push(`Ended again, which changed ${andList(was)}`);
  }
  const roster = { ...saved, weeks: saved.weeks.map((w, i) => (i === index ? { ...w, game } : w)) };
  if (logged < 0) return { roster, changes };
  return { roster, changes, entry: { replace: logged }, said: `Week ${number}’s game was already in the crew’s log: its one entry now says this result.` };
}

/** What ending a week's game again changed in it, each with what the first End game said ("VP 5 (was 3)"). */
function endedAgain(before: GameRecord, after: GameRecord, nameOf: (id: string) => string): string[] {
  const words: Record<string, string> = { win: 'won', loss: 'lost', draw: 'a draw' };
  const text = (v: unknown) => (v == null ? 'none' : Array.isArray(v) ? (v.length ? v.map(nameOf).join(', ') : 'none') : (words[String(v)] ?? String(v)));
  const fields: [string, keyof GameRecord][] = [
    ['the result', 'result'],
    ['VP', 'vp'],
    ['VP from the Strategy', 'strategyVp'],
    ["the opponent's VP", 'opponentVp'],
    ['our withdrawal', 'withdrewOnTurn'],
    ["the opponent's withdrawal", 'opponentWithdrewOnTurn'],
    ['the crew', 'participants'],
    ['Finished Off', 'finishedOff'],
  ];
  const of = (g: GameRecord, key: keyof GameRecord) => (key.endsWith('WithdrewOnTurn') || key === 'withdrewOnTurn') && g[key] != null ? `turn ${String(g[key])}` : text(g[key]);
  return fields.flatMap(([label, key]) => (of(after, key) === of(before, key) ? [] : [`${label} to ${of(after, key)} (was ${of(before, key)})`]));
}
