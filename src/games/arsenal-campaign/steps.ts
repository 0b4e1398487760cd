/**
 * The Arsenal Campaign's steps around a week's game, one at a time, each writing into the crew's
 * log of weeks and adding an entry to its campaign log that says what changed: the week begins (its
 * event), a model hired at New Hires, the crew hired for the game within the encounter size (the
 * leftover to the pool), the game and its Aftermath Hand and Payday (C7: the leader plays; the
 * opponent's withdrawal), a Reward flip, a part of the bounty marked off, a bounty bought (phase 5), an injury flip per model
 * Finished Off. Every step works on the newest week. A step the book does not allow is refused with
 * an InputError; the week editor stays the place to correct anything afterwards.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import { sameName } from '../../roster/names';
import { gameResult } from './campaign';
import { AFTERMATH_DONE, aftermathLogged, gameEntryIndex, gameLogged, playedMark, weekBegunTitle } from './game-log';
import { addHire, addWeek, changeGame, changeWeek, freshId, newGame, type HireDraft } from './roster-edit';
import { MAX_NAME as MAX_BOUNTY_NAME, type Barter, type GameRecord, type Roster, type Week } from './roster-format';
import { barterFlipsFor, CARD_MAX, CARD_MIN, currentArsenal, numbersOf, replayCampaign, REWARD_MAX, REWARD_MIN, type ArsenalRosterData, type WeekLedger } from './roster-rules';
import { paydayWords, STATION_NAMES } from './roster-words';

/** The newest week and its index; refused before the first. */
function lastWeek(roster: Roster): {
  week: Week;
  index: number;
  number: number;
} {
  const index = roster.weeks.length - 1;
  const week = roster.weeks[index];
  if (!week) throw new InputError('Begin week 1 first.');
  return { week, index, number: index + 1 };
}

function ledgerRow(roster: Roster, data: ArsenalRosterData, index: number): WeekLedger {
  return replayCampaign(roster, data).weeks[index]!;
}

/** A new week of the campaign, with its weekly event. */
export function beginWeek(roster: Roster, event: string, date?: string): Roster {
  if (roster.weeks.length >= roster.campaignWeeks) throw new InputError(`The campaign lasts ${roster.campaignWeeks} weeks, and all are in the log.`);
  const previous = roster.weeks.at(-1)?.event ?? null;
  const name = event.trim();
  if (name !== '' && previous !== null && sameName(name, previous)) throw new InputError(`${name} was last week's event: flip again until a new event comes up.`);
  const next = addWeek(roster);
  const index = next.weeks.length - 1;
  const withEvent = changeWeek(next, index, {
    event: name === '' ? null : name,
  });
  return addLogEntry(withEvent, logEntry('step', weekBegunTitle(index + 1), [name === '' ? 'No weekly event noted' : `Weekly event: ${name}`], date));
}

/** New Hires: one model into the Arsenal, at its price in script (the week's first 5 less). */
export function hireModel(roster: Roster, data: ArsenalRosterData, draft: HireDraft, date?: string): Roster {
  const { index, number } = lastWeek(roster);
  if (roster.weeks[index]!.game) throw new InputError(`Week ${number}'s game is logged: models are hired at New Hires, before it.`);
  const next = addHire(roster, index, draft);
  const row = ledgerRow(next, data, index);
  const paid = row.hires.at(-1)!;
  const hire = next.weeks[index]!.hires.at(-1)!;
  const price = `${STATION_NAMES[hire.station]}${hire.station === 'master' ? '' : `, ${hire.cost ?? 0} SS`}: ${paid.price} script${paid.discounted && (hire.cost ?? 0) > paid.price ? ' (the week’s first hire)' : ''}`;
  return addLogEntry(next, logEntry('step', `Week ${number}: hired ${hire.name}`, [price, `Script left: ${row.scriptAtEnd}`], date));
}

/** Upgrades as a player writes them, one per line with the SS cost last ("Sharpshooter 1"). */
export function upgradeLines(text: string): { name: string; cost: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.*?)\s+(\d+)$/.exec(line);
      if (!m) throw new InputError(`“${line}”: write an upgrade as its name and SS cost, such as “Sharpshooter 1”.`);
      return { name: m[1]!, cost: Number(m[2]) };
    });
}

export { gameLogged, playedMark } from './game-log';

export interface CrewChoice {
  /** Ids of the Arsenal's models hired for the game. */
  participants: readonly string[];
  /** Upgrades taken into the game, with their SS cost. */
  equipped: readonly { name: string; cost: number }[];
  /** An encounter size the players agreed below the largest; the largest when left out. */
  agreedSize?: number;
  /** The opponent's Arsenal total, for the encounter size (refused when unknown). */
  opponentTotal: number | null;
  date?: string;
}

/**
 * The crew hired for the week's game (C7: with its leader) within the encounter size (C3: the lower
 * Arsenal total + 5), the leader at its campaign cost and each upgrade at its SS cost; the leftover
 * goes to the soulstone pool (up to its usual limit).
 */
export function hireCrew(roster: Roster, data: ArsenalRosterData, choice: CrewChoice): Roster {
  const { week, index, number } = lastWeek(roster);
  const before = ledgerRow(roster, data, index);
  if (choice.participants.length === 0) throw new InputError('Hire at least one model for the game.');
  if (choice.opponentTotal === null) throw new InputError("Give the opponent's Arsenal total, so the encounter size is known.");
  const leader = before.leaderAtGame;
  if (leader !== null && !choice.participants.includes(leader)) {
    const name = before.arsenal.find((m) => m.id === leader)?.name ?? leader;
    throw new InputError(`${name} leads the crew and plays every campaign game: hire them for this one.`);
  }
  const equipped = choice.equipped.map((u) => ({
    name: u.name.trim() || 'Upgrade',
    cost: u.cost,
  }));
  const game: GameRecord = {
    ...(week.game ?? newGame([])),
    participants: [...choice.participants],
    opponentTotal: choice.opponentTotal,
    equipped,
  };
  if (choice.agreedSize === undefined) delete game.agreedSize;
  else game.agreedSize = choice.agreedSize;
  const next = changeWeek(roster, index, { game });
  const row = ledgerRow(next, data, index);
  const crew = row.crew;
  if (!crew) throw new InputError(`Week ${number}: give the opponent's Arsenal total, so the encounter size is known.`);
  if (choice.agreedSize !== undefined && row.encounterSize !== null && choice.agreedSize > row.encounterSize) {
    throw new InputError(`The largest encounter these crews can play is ${row.encounterSize} SS.`);
  }
  if (crew.leftover < 0) throw new InputError(`This crew costs ${crew.total} SS, ${-crew.leftover} more than the encounter size of ${crew.size}.`);
  const changes = [
    ...crew.lines.map((l) => `${l.name}: ${l.ss} SS${l.why ? ` (${l.why})` : ''}`),
    `${crew.total} of ${crew.size} SS`,
    `${crew.leftover} SS left over: ${crew.toPool} to the soulstone pool`,
  ];
  return addLogEntry(next, logEntry('step', `Week ${number}: crew hired`, changes, choice.date));
}

/**
 * The newest week's result as played, for the game step to start from: the one End game in the play
 * view (or an earlier game step) recorded; null before the week's game is logged, so that no result
 * stands in for one nobody gave.
 */
export function resultAsPlayed(roster: Roster): GameRecord['result'] | null {
  const number = roster.weeks.length;
  const game = roster.weeks[number - 1]?.game;
  return game && gameLogged(roster, number) ? game.result : null;
}

export interface PlayedGame {
  vp: number;
  strategyVp: number;
  /** The opponent's VP as scored; null when not noted (then `result` says who won). */
  opponentVp: number | null;
  /** The result as played, read only when the opponent's VP are not noted (they decide it otherwise). */
  result?: GameRecord['result'] | null;
  opponentRating: number;
  opponentHasMaster?: boolean;
  /** The turn this crew withdrew on, or null. */
  withdrewOnTurn: number | null;
  /** The turn the opposing crew withdrew on, or null. */
  opponentWithdrewOnTurn: number | null;
  eventScript: number;
  bountyCompleted: boolean;
  /** Ids of the models Finished Off (they flip for injuries). */
  finishedOff: readonly string[];
  date?: string;
}

/**
 * The week's game and the first Aftermath phases: the result as the withdrawal rule counts it (C7:
 * when the opponent withdraws and is not behind, this crew counts 1 VP more), the Aftermath Hand's
 * size, and Payday with the weekly cap. The crew must be hired first (hireCrew).
 */
export function playGame(roster: Roster, data: ArsenalRosterData, played: PlayedGame): Roster {
  const { week, index, number } = lastWeek(roster);
  if (!week.game || week.game.participants.length === 0) throw new InputError(`Hire week ${number}'s crew first.`);
  if (played.withdrewOnTurn !== null && played.opponentWithdrewOnTurn !== null) throw new InputError('Only one crew makes a Strategic Withdrawal.');
  const n = numbersOf(data);
  const withdrawer = played.withdrewOnTurn !== null ? 'a' : played.opponentWithdrewOnTurn !== null ? 'b' : 'none';
  const opponentVp = played.opponentVp;
  // Without the opponent's VP the count only tells our own VP (none after our early withdrawal, l.108).
  const outcome = gameResult(
    {
      vpA: played.vp,
      vpB: opponentVp ?? 0,
      withdrawer,
      withdrawalTurn: played.withdrewOnTurn ?? played.opponentWithdrewOnTurn ?? 1,
    },
    n.rules,
  );
  for (const id of played.finishedOff) {
    if (!week.game.participants.includes(id)) throw new InputError('Only a model that took part can be Finished Off.');
  }
  if (opponentVp === null && !played.result) throw new InputError("Give the opponent's VP, or the result as played.");
  const result = opponentVp === null ? played.result! : outcome.winner === 'a' ? 'win' : outcome.winner === 'b' ? 'loss' : 'draw';
  const counted = opponentVp === null ? null : outcome.vpA;
  const game: GameRecord = {
    ...week.game,
    result,
    // VP as scored (the payday counts the opponent's withdrawal again); none after our early withdrawal.
    vp: withdrawer === 'a' ? outcome.vpA : played.vp,
    strategyVp: withdrawer === 'a' ? Math.min(played.strategyVp, outcome.vpA) : played.strategyVp,
    opponentRating: played.opponentRating,
    withdrewOnTurn: played.withdrewOnTurn,
    eventScript: played.eventScript,
    bountyCompleted: played.bountyCompleted,
    finishedOff: [...played.finishedOff],
  };
  if (opponentVp === null) delete game.opponentVp;
  else game.opponentVp = opponentVp;
  if (played.opponentWithdrewOnTurn === null) delete game.opponentWithdrewOnTurn;
  else game.opponentWithdrewOnTurn = played.opponentWithdrewOnTurn;
  if (played.opponentHasMaster) game.opponentHasMaster = true;
  else delete game.opponentHasMaster;
  const next = changeWeek(roster, index, { game });
  const row = ledgerRow(next, data, index);
  const nameOf = (id: string) => row.arsenal.find((m) => m.id === id)?.name ?? id;
  // One log per roster: End game's entry already says the result, the VP, a withdrawal and who was
  // Finished Off, so this step's entry says them again only where the player corrected them, with
  // what the game said.
  const before = roster.log[gameEntryIndex(roster, number)]?.changes.includes(playedMark(number)) ? week.game : null;
  const changes = before ? corrections(before, game, nameOf) : [];
  if (played.withdrewOnTurn !== null && played.withdrewOnTurn !== before?.withdrewOnTurn) {
    changes.push(`We withdrew on turn ${played.withdrewOnTurn}${row.paid ? '' : ': no VP, no script from the game, only injury flips'}${before ? ` (the game said ${withdrawalWords(before.withdrewOnTurn)})` : ''}`);
  }
  if (played.opponentWithdrewOnTurn !== null) {
    if (counted !== null && counted !== played.vp) changes.push(`The opponent withdrew on turn ${played.opponentWithdrewOnTurn}: we count ${counted} VP, 1 more than their ${opponentVp}`);
    else if (played.opponentWithdrewOnTurn !== before?.opponentWithdrewOnTurn) changes.push(`The opponent withdrew on turn ${played.opponentWithdrewOnTurn}${before ? ` (the game said ${withdrawalWords(before.opponentWithdrewOnTurn)})` : ''}`);
  }
  if (row.hand) changes.push(`Aftermath Hand: ${row.hand.size} ${row.hand.size === 1 ? 'card' : 'cards'}${row.hand.reasons.length ? ` (${row.hand.reasons.join(' ')})` : ''}`);
  if (row.payday) changes.push(`Payday: ${paydayWords(row.payday, row.paid)}${row.eventScript ? `, and ${row.eventScript} from the weekly event` : ''}`);
  changes.push(`Script: ${row.scriptAtEnd}`);
  if (!before && played.finishedOff.length > 0) changes.push(`Finished Off (one injury flip each): ${played.finishedOff.map(nameOf).join(', ')}`);
  if (played.bountyCompleted) changes.push('Bounty completed: a Reward flip follows');
  const words = result === 'win' ? 'won' : result === 'loss' ? 'lost' : 'draw';
  const title = `Week ${number}: ${words}, ${game.vp} VP${opponentVp === null ? '' : ` to ${opponentVp}`}${counted !== null && counted !== game.vp ? ` (counted ${counted})` : ''}`;
  const asPlayed = before !== null && before.result === game.result && before.vp === game.vp && before.opponentVp === game.opponentVp;
  // One game is one "game" entry: once End game (or this step) logged it, the Aftermath is a step.
  const logged = gameLogged(roster, number);
  const stepTitle = asPlayed ? `Week ${number}: ${AFTERMATH_DONE}` : `${title}: ${AFTERMATH_DONE}`;
  return addLogEntry(next, logEntry(logged ? 'step' : 'game', logged ? stepTitle : title, changes, played.date));
}


const RESULT_WORDS: Record<GameRecord['result'], string> = { win: 'won', loss: 'lost', draw: 'a draw' };
const withdrawalWords = (turn: number | null | undefined) => (turn == null ? 'no withdrawal' : `turn ${turn}`);

/**
 * What the player corrected in the game step against what End game wrote from the game (l.116-128:
 * the result, each crew's VP, the Strategy's, a withdrawal, the models Finished Off), each with what
 * the game said; the withdrawals' lines are the caller's, as they also say what the withdrawal costs.
 */
export function corrections(before: GameRecord, after: GameRecord, nameOf: (id: string) => string): string[] {
  const lines: string[] = [];
  const said = (label: string, now: string, then: string) => {
    if (now !== then) lines.push(`${label}: ${now} (the game said ${then})`);
  };
  said('Result', RESULT_WORDS[after.result], RESULT_WORDS[before.result]);
  said('Our VP', String(after.vp), String(before.vp));
  said('VP from the Strategy', String(after.strategyVp), String(before.strategyVp));
  said("The opponent's VP", after.opponentVp === undefined ? 'not noted' : String(after.opponentVp), before.opponentVp === undefined ? 'not noted' : String(before.opponentVp));
  if (before.withdrewOnTurn !== null && after.withdrewOnTurn === null) lines.push(`No withdrawal of ours (the game said turn ${before.withdrewOnTurn})`);
  if (before.opponentWithdrewOnTurn !== undefined && after.opponentWithdrewOnTurn === undefined) lines.push(`No withdrawal of theirs (the game said turn ${before.opponentWithdrewOnTurn})`);
  const names = (ids: readonly string[]) => (ids.length === 0 ? 'none' : ids.map(nameOf).join(', '));
  if ([...after.finishedOff].sort().join() !== [...before.finishedOff].sort().join()) said('Finished Off (one injury flip each)', names(after.finishedOff), names(before.finishedOff));
  return lines;
}

export interface BarterChoice {
  /** The cards kept, one per Barter flip the crew makes (l.148), 0 to 14. */
  flips: readonly number[];
  /** The campaign upgrade bought with one of them, if any (l.149: its BR equals a flip, paid with its Campaign Cost in script). */
  bought?: { name: string; kind: 'skill' | 'equipment'; barterRating: number; campaignCost: number; model?: string | null } | null;
  date?: string;
}

/** Phase 3's flips for the newest week (l.148): how many, and why, once its game and Aftermath are in; null before. */
export function barterDue(roster: Roster, data: ArsenalRosterData): { flips: number; why: string } | null {
  const index = roster.weeks.length - 1;
  const game = roster.weeks[index]?.game;
  if (!game) return null;
  const row = ledgerRow(roster, data, index);
  if (!row.fullAftermath) return { flips: 0, why: `withdrew on turn ${game.withdrewOnTurn}: no Barter flip` };
  const n = numbersOf(data);
  const flips = barterFlipsFor(game.strategyVp, n);
  return {
    flips,
    why:
      flips > n.barter.baseFlips
        ? `${flips} flips: ${game.strategyVp} VP from the Strategy give ${n.barter.extraFlips} more`
        : `${flips} ${flips === 1 ? 'flip' : 'flips'}: ${n.barter.extraFlipAtStrategyVp} VP or more from the Strategy would give ${n.barter.extraFlips} more`,
  };
}

/**
 * Phase 3, Barter (l.148-158): the week's flips, as many as the crew makes (one, one more for 3 or
 * more VP from the Strategy; none after its withdrawal on turn 1 or 2, l.108), and the campaign
 * upgrade bought with one of them: its Barter Rating equals a flip and it costs its Campaign Cost in
 * script (C6: refused when the crew has less); a skill goes on a model that took part (l.153).
 */
export function recordBarter(roster: Roster, data: ArsenalRosterData, choice: BarterChoice): Roster {
  const { week, index, number } = lastWeek(roster);
  const due = barterDue(roster, data);
  if (!due || !week.game) throw new InputError(`Barter follows the game: record week ${number}'s game first.`);
  if (due.flips === 0) throw new InputError(`After withdrawing on turn ${week.game.withdrewOnTurn}, the crew makes no Barter flip: it flips only for injuries.`);
  if (week.barterFlips.length > 0) throw new InputError(`Week ${number}'s Barter flips are already recorded: correct them in the week's editor.`);
  if (choice.flips.length !== due.flips) throw new InputError(`The crew makes ${due.flips === 1 ? 'one Barter flip' : `${due.flips} Barter flips`} this week (${due.why}): record each card kept.`);
  for (const f of choice.flips) {
    if (!Number.isInteger(f) || f < CARD_MIN || f > CARD_MAX) throw new InputError(`A Fate card is worth ${CARD_MIN} to ${CARD_MAX}: record the card each flip kept.`);
  }
  const flipWords = `Barter ${choice.flips.length === 1 ? 'flip' : 'flips'}: ${choice.flips.join(' and ')} (${due.why})`;
  const b = choice.bought ?? null;
  if (b === null) {
    return addLogEntry(changeWeek(roster, index, { barterFlips: [...choice.flips] }), logEntry('step', `Week ${number}: Barter`, [flipWords, 'Nothing bought'], choice.date));
  }
  const name = b.name.trim();
  if (name === '') throw new InputError('Name the campaign upgrade bought.');
  if (!choice.flips.includes(b.barterRating)) throw new InputError(`${name} has Barter Rating ${b.barterRating}: only an upgrade whose rating equals a flip (${choice.flips.join(' or ')}) can be bought.`);
  if (!Number.isInteger(b.campaignCost) || b.campaignCost < 0) throw new InputError(`${name}: a Campaign Cost is a whole number of script, 0 or more.`);
  const model = b.kind === 'skill' ? (b.model ?? null) : null;
  if (b.kind === 'skill') {
    if (model === null) throw new InputError(`${name} is a skill: name the model that takes it.`);
    if (!week.game.participants.includes(model)) throw new InputError(`Only a model that took part in week ${number}'s game can take ${name}.`);
  }
  const script = ledgerRow(roster, data, index).scriptAtEnd;
  if (b.campaignCost > script) throw new InputError(`${name} costs ${b.campaignCost} script and the crew has ${script}.`);
  const upgrade: Barter = { id: freshId(roster, name, 'barter'), name, kind: b.kind, avatar: false, barterRating: b.barterRating, campaignCost: b.campaignCost, model };
  const next = changeWeek(roster, index, { barterFlips: [...choice.flips], barter: [...week.barter, upgrade] });
  const row = ledgerRow(next, data, index);
  const who = model === null ? 'joins the Arsenal' : `a skill of ${row.arsenal.find((m) => m.id === model)?.name ?? model}`;
  return addLogEntry(next, logEntry('step', `Week ${number}: Barter`, [flipWords, `Bought ${name} (BR ${b.barterRating}; ${who}) for ${b.campaignCost} script`, `Script left: ${row.scriptAtEnd}`], choice.date));
}

/** The question a step that spends script asks first: what it spends and what is left, from the roster before and after it; null when it spends none. */
export function spendQuestion(before: Roster, after: Roster, data: ArsenalRosterData, what: string): string | null {
  const index = before.weeks.length - 1;
  if (index < 0 || after.weeks.length !== before.weeks.length) return null;
  const had = ledgerRow(before, data, index).scriptAtEnd;
  const left = ledgerRow(after, data, index).scriptAtEnd;
  if (left >= had) return null;
  return `${what} spends ${had - left} of the crew’s ${had} script, leaving ${left}. Go ahead?`;
}

export interface RewardChoice {
  /** The card kept (Jokers are flipped again: 1 to 13). */
  flip: number;
  /** What the chart gave. */
  name: string;
  /** C9: a skill sits on a model that took part; equipment joins the Arsenal. */
  kind: 'skill' | 'equipment';
  /** The model taking a skill. */
  model?: string | null;
  date?: string;
}

/**
 * Phase 4: the Reward flip after completing a bounty in the game (one a week; none after this crew's
 * withdrawal on turn 1 or 2, C7; Jokers flipped again). C9: what it gives is a campaign upgrade of
 * the Arsenal, free of script and counted in the campaign rating: it is written as the week's
 * Reward and as a campaign upgrade at Campaign Cost 0.
 */
export function rewardFlip(roster: Roster, data: ArsenalRosterData, choice: RewardChoice): Roster {
  const { week, index, number } = lastWeek(roster);
  if (!week.game?.bountyCompleted) throw new InputError(`A Reward flip follows a bounty completed in the game; week ${number} completes none.`);
  const row = ledgerRow(roster, data, index);
  if (!row.fullAftermath) throw new InputError(`After withdrawing on turn ${week.game.withdrewOnTurn}, the crew makes no Reward flip: it flips only for injuries.`);
  if ((week.rewards ?? []).length > 0) throw new InputError(`Week ${number} already has its Reward flip: one flip on the chart chosen.`);
  if (!Number.isInteger(choice.flip) || choice.flip < REWARD_MIN || choice.flip > REWARD_MAX) {
    throw new InputError(`A Joker is flipped again on the Reward chart: record the card kept, ${REWARD_MIN} to ${REWARD_MAX}.`);
  }
  const name = choice.name.trim();
  if (name === '') throw new InputError('Name what the Reward flip gave.');
  const model = choice.kind === 'skill' ? (choice.model ?? null) : null;
  if (choice.kind === 'skill') {
    if (model === null) throw new InputError(`${name} is a skill: name the model that takes it.`);
    if (!week.game.participants.includes(model)) throw new InputError(`Only a model that took part in week ${number}'s game can take ${name}.`);
  }
  const upgrade: Barter = { id: freshId(roster, name, 'reward'), name, kind: choice.kind, avatar: false, barterRating: choice.flip, campaignCost: 0, model };
  const next = changeWeek(roster, index, { rewards: [...(week.rewards ?? []), { flip: choice.flip, name }], barter: [...week.barter, upgrade] });
  const who = model === null ? 'joins the Arsenal' : `a skill of ${row.arsenal.find((m) => m.id === model)?.name ?? model}`;
  return addLogEntry(next, logEntry('step', `Week ${number}: Reward flip`, [`Flip ${choice.flip}: ${name} (${who}; a campaign upgrade, no Campaign Cost, counted in the campaign rating)`], choice.date));
}

/**
 * Marks a part of the bounty held off (C9: the parts stay with the bounty from week to week); with
 * `last`, it was the last part and the bounty is complete (a Reward flip follows).
 */
export function markBountyPart(roster: Roster, data: ArsenalRosterData, part: string, last = false, date?: string): Roster {
  const { week, index, number } = lastWeek(roster);
  const name = part.trim();
  if (name === '') throw new InputError('Name the part of the bounty.');
  if (!week.game) throw new InputError(`A part of a bounty is done in a game: record week ${number}'s crew or game first.`);
  const bounty = ledgerRow(roster, data, index).bountyAtGame;
  if (bounty === null) throw new InputError(`The crew holds no bounty in week ${number}'s game: a bounty is bought in an earlier week's Aftermath.`);
  const done = bounty.parts.find((p) => sameName(p, name));
  if (done) throw new InputError(`${done} of ${bounty.name} is already marked off.`);
  const parts = week.bountyParts ?? [];
  const known = parts.some((p) => sameName(p.part, name));
  let next = changeWeek(roster, index, {
    bountyParts: known ? parts.map((p) => (sameName(p.part, name) ? { ...p, done: true } : p)) : [...parts, { part: name, done: true }],
  });
  if (last) next = changeGame(next, index, { bountyCompleted: true });
  const words = [`${bounty.name}: ${[...bounty.parts, name].join(', ')} marked off`];
  if (last) words.push(`${bounty.name} is complete: a Reward flip follows`);
  return addLogEntry(next, logEntry('step', `Week ${number}: bounty part marked off`, words, date));
}

/** The bounties the crew completed in the campaign so far, by name, with the week of each (l.169: each once a campaign). */
function bountiesCompleted(roster: Roster, data: ArsenalRosterData): { name: string; week: number }[] {
  const rows = replayCampaign(roster, data).weeks;
  return roster.weeks.flatMap((w, i) => {
    const held = rows[i]?.bountyAtGame;
    return w.game?.bountyCompleted && held ? [{ name: held.name, week: i + 1 }] : [];
  });
}

/** The bounty the crew holds once the newest week's game is over (a bounty completed in it is held no more), or null. */
export function bountyHeldNow(roster: Roster, data: ArsenalRosterData): { name: string; parts: string[] } | null {
  const index = roster.weeks.length - 1;
  const week = roster.weeks[index];
  if (!week) return null;
  if (week.bountyBought !== null) return { name: week.bountyBought, parts: [] };
  const held = ledgerRow(roster, data, index).bountyAtGame;
  return held && !week.game?.bountyCompleted ? held : null;
}

/**
 * Phase 5 for the newest week (l.164-170), before it is taken: the price (l.167: 4 script), the
 * script the crew has, and the bounty a new one would discard (l.168); `why` says why it cannot be
 * bought now, or null when it can.
 */
export function bountyOffer(roster: Roster, data: ArsenalRosterData): { price: number; script: number; held: { name: string; parts: string[] } | null; bought: string | null; why: string | null } {
  const n = numbersOf(data);
  const index = roster.weeks.length - 1;
  const week = roster.weeks[index];
  if (!week) return { price: n.bountyPrice, script: roster.startingScript, held: null, bought: null, why: 'begin a week first' };
  const row = ledgerRow(roster, data, index);
  const base = { price: n.bountyPrice, script: row.scriptAtEnd + (week.bountyBought !== null ? row.spentOnBounty : 0), held: bountyHeldNow(roster, data), bought: week.bountyBought };
  if (week.bountyBought !== null) return { ...base, why: `${week.bountyBought} bought this week: one bounty a week` };
  if (!week.game || !aftermathLogged(roster, index + 1)) return { ...base, why: 'a bounty is bought in the Aftermath, after the game step' };
  if (!row.fullAftermath) return { ...base, why: `withdrew on turn ${week.game.withdrewOnTurn}: no Aftermath but the injury flips, so no bounty` };
  if (row.scriptAtEnd < n.bountyPrice) return { ...base, why: `a bounty costs ${n.bountyPrice} script and the crew has ${row.scriptAtEnd}` };
  return { ...base, why: null };
}

/** Phase 5 in words, above its field (l.164-170): the price and the script, what a new bounty replaces, or why none can be bought now. */
export function bountyNote(roster: Roster, data: ArsenalRosterData): string {
  const o = bountyOffer(roster, data);
  if (o.why !== null && o.bought === null) return `No bounty now: ${o.why}.`;
  if (o.bought !== null) return `${o.bought} was bought this week; its parts are marked off in the games to come.`;
  const held = o.held ? ` The crew holds ${o.held.name}${o.held.parts.length ? ` (${o.held.parts.join(', ')} marked off)` : ''}: a new bounty discards it.` : ' The crew holds no bounty.';
  return `A bounty costs ${o.price} script; the crew has ${o.script}.${held} Each part is marked off in the game it is done in; with all of them done, the crew makes a Reward flip.`;
}

/** What buying `name` does, for the question asked before it spends (spendQuestion's `what`): the bounty it discards, if any (l.168). */
export function bountyWhat(roster: Roster, data: ArsenalRosterData, name: string): string {
  const held = bountyHeldNow(roster, data);
  const bought = `Buying the bounty ${name.trim() || 'named'}`;
  if (!held) return bought;
  const parts = held.parts.length === 0 ? 'no part marked off' : `${held.parts.length === 1 ? 'its part' : 'its parts'} ${held.parts.join(', ')} marked off`;
  return `${bought} discards ${held.name} (${parts}) and`;
}

/**
 * Phase 5, Purchase Bounties (l.164-170): one bounty for 4 script (l.167), after the game and its
 * Payday, not after this crew's withdrawal on turn 1 or 2 (C7: it skips the Aftermath but the
 * injury flips); the bounty held is discarded with its parts (l.168); one the crew completed earlier
 * in the campaign is refused (l.169: accomplished once a campaign). Its parts are marked off in
 * later games (l.170, C9).
 */
export function buyBounty(roster: Roster, data: ArsenalRosterData, bounty: string, date?: string): Roster {
  const { index, number } = lastWeek(roster);
  const name = bounty.trim();
  if (name === '') throw new InputError('Name the bounty bought.');
  if (name.length > MAX_BOUNTY_NAME) throw new InputError(`A bounty's name is at most ${MAX_BOUNTY_NAME} characters.`);
  const offer = bountyOffer(roster, data);
  if (offer.why !== null) throw new InputError(`Week ${number}: ${offer.why}.`);
  const done = bountiesCompleted(roster, data).find((b) => sameName(b.name, name));
  if (done) throw new InputError(`${done.name} was completed in week ${done.week}: a crew accomplishes a given bounty only once a campaign.`);
  if (offer.held && sameName(offer.held.name, name)) throw new InputError(`${offer.held.name} is the bounty the crew holds already.`);
  const next = changeWeek(roster, index, { bountyBought: name });
  const row = ledgerRow(next, data, index);
  const words = [`${name}: ${offer.price} script`];
  if (offer.held) words.push(`${offer.held.name} discarded${offer.held.parts.length ? `, with ${offer.held.parts.join(', ')} marked off` : ''}`);
  words.push(`Script left: ${row.scriptAtEnd}`, 'Its parts are marked off in the games to come; all of them done, a Reward flip follows');
  return addLogEntry(next, logEntry('step', `Week ${number}: bounty bought`, words, date));
}

/**
 * What the injury step says of the model about to flip (Phase 6, the book's last line of it): its
 * injuries now, and that injuries past its station's maximum Annihilate it. The book prints
 * no maximum per station, so the players apply it (C6: no injury table), with the week's Annihilated
 * step; empty when the data drops that rule.
 */
export function injuryNote(roster: Roster, data: ArsenalRosterData, model: string): string {
  const m = currentArsenal(roster, data).models.find((x) => x.id === model);
  if (!m || !data.numbers.some((n) => n.id === 'injury' && n.annihilatedOverStationMaximum)) return '';
  return `${m.name}’s injuries: ${m.injuries.join(', ') || 'none yet'}. More injuries than its station allows and the model is Annihilated; the book gives no number, so use your group’s, and Annihilate it under “Annihilated”.`;
}

/** Phase 6: the injury a Finished Off model flipped (C7: one flip per model Finished Off). */
export function injuryFlip(roster: Roster, data: ArsenalRosterData, model: string, injury: string, date?: string): Roster {
  const { week, index, number } = lastWeek(roster);
  const name = injury.trim();
  const row = ledgerRow(roster, data, index);
  const who = row.arsenal.find((m) => m.id === model)?.name ?? model;
  if (!week.game?.finishedOff.includes(model)) throw new InputError(`${who} was not Finished Off in week ${number}'s game, so it does not flip for an injury.`);
  if (week.injuries.some((x) => x.model === model)) throw new InputError(`${who} already flipped for an injury this week: one flip per model Finished Off.`);
  if (name === '') throw new InputError('Name the injury flipped.');
  const next = changeWeek(roster, index, {
    injuries: [...week.injuries, { model, name }],
  });
  // C7: an injury the model already has is not applied again.
  const again = currentArsenal(roster, data).models.find((m) => m.id === model)?.injuries.some((x) => sameName(x, name));
  return addLogEntry(next, logEntry('step', `Week ${number}: injury flip`, [`${who}: ${name}${again ? ' (it already has it: not applied again)' : ''}`], date));
}
