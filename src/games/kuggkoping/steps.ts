/**
 * The Kuggköping steps between games that only the builder's steps screen takes, apart from
 * ./campaign.ts so the play page loads none of them: Gizmo rewards (Utility, 2 Tinker dice; a quirk,
 * D12, or a gadget, D6, on a chosen list, to any warband member; +1 Tinker dice in Living Gizmos),
 * a rewarded gadget equipped at once or the player asked, the steps that ask first (a recovery that
 * kills) and the Tinker dice offered to carry over. Pure.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry, type WithLog } from '../../roster/campaign-log';
import { createRng } from '../../engine/rng';
import { advanceCampaign, carryOver, nextGame, openGameEntry, playedWords, recoveryRoll, underPressure, type RecoveryInput } from './campaign';
import { HARD_RULE_LINE } from './end-board';
import { friendsAtEnd, LIVING_GIZMOS_TINKER_DICE, readFreeUpgrades, REWARDS_COLLECTED, REWARDS_DUE, UTILITY_TINKER_DICE, type GameRewards } from './losses';

// The reward's numbers live beside End game's words for them (./losses.ts, which the play page loads).
export { LIVING_GIZMOS_TINKER_DICE, UTILITY_TINKER_DICE };
import type { Campaign, Character, Roster } from './roster-format';
import { MAX_TINKER_DICE } from './roster-format';
import { alignmentOf, bookIndex, playerOf, receiveItem, rollGadget, rollQuirk, tinkerPool, updateCharacter, withTinkerPool, type ItemKind, type KuggkopingBook } from './roster-rules';


const label = (c: Pick<Character, 'name'>, i: number) => c.name.trim() || `Character ${i + 1}`;

/**
 * A Gizmo reward. A gadget's `equip`: 'equip' puts it in use at once (in place of the gadget of its
 * kind the Character had equipped, which it keeps carrying), 'carry' keeps it unequipped; left out, it
 * is equipped when that leaves the Character within the book's rules, and carried otherwise.
 */
export type GizmoReward = { kind: 'utility' } | { kind: 'quirk'; list: ItemKind; seed: string } | { kind: 'gadget'; list: ItemKind; seed: string; equip?: 'equip' | 'carry' };


/**
 * A Gizmo reward saved for after the game, for warband member `index` (any member, KB 1264-1265):
 * Utility adds 2 Tinker dice to its player's pool; a quirk (D12) or a gadget (D6) is rolled on the
 * chosen list with the seeded roller and received. In the Living Gizmos scenario each reward also
 * adds 1 Tinker dice.
 */
export function gizmoReward(roster: Roster, index: number, reward: GizmoReward, book: KuggkopingBook, date?: string, livingGizmos = false): Roster {
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  const who = label(c, index);
  const player = playerOf(roster, c);
  const dice = (reward.kind === 'utility' ? UTILITY_TINKER_DICE : 0) + (livingGizmos ? LIVING_GIZMOS_TINKER_DICE : 0);
  const pooled = dice > 0 ? withTinkerPool(roster, player, Math.min(MAX_TINKER_DICE, tinkerPool(roster, player) + dice)) : roster;
  const living = livingGizmos ? [`Living Gizmos: ${LIVING_GIZMOS_TINKER_DICE} more Tinker dice added to the pool`] : [];
  if (reward.kind === 'utility') {
    return addLogEntry(pooled, logEntry('step', `Gizmo reward for ${who}: Utility`, [`${UTILITY_TINKER_DICE} Tinker dice added to the pool`, ...living], date));
  }
  const roll = reward.kind === 'quirk' ? rollQuirk(book, reward.list, reward.seed) : rollGadget(book, reward.list, reward.seed);
  const rolled = `${roll.die} rolled ${roll.face} (seed ${roll.seed}): ${roll.result.name}`;
  const title = `Gizmo reward for ${who}: ${reward.list} ${reward.kind}`;
  if (reward.kind === 'quirk') return addLogEntry(receiveItem(pooled, index, 'quirk', roll.result.name), logEntry('step', title, [rolled, ...living], date));
  const fit = gadgetFit(roster, index, roll.result.name, book);
  const equip = reward.equip ?? (fit.replaces === null && fit.blocked === null ? 'equip' : 'carry');
  if (equip === 'equip' && fit.blocked !== null) throw new InputError(`${roll.result.name} cannot be equipped: ${fit.blocked}`);
  const name = roll.result.name;
  const idx = bookIndex(book);
  // Equipped, it takes the place of the gadget of its kind in use (that one stays with the Character).
  const swapped = (g: Character['gadgets'][number]) => (equip === 'equip' && g.equipped && idx.gadget(g.name)?.kind === fit.kind ? { ...g, equipped: false } : g);
  const next = updateCharacter(pooled, index, (x) => ({ ...x, gadgets: [...x.gadgets.map(swapped), { name, quirk: null, equipped: equip === 'equip' }] }));
  const how =
    equip === 'equip'
      ? `${name} equipped at once (KB 1340-1341)${fit.replaces ? `; ${fit.replaces} unequipped and carried (one ${fit.kind} gadget equipped at a time, KB 1329-1330)` : ''}`
      : `${name} carried unequipped${fit.replaces ? `; ${fit.replaces} stays equipped` : fit.blocked ? ` (${fit.blocked})` : ''}`;
  return addLogEntry(next, logEntry('step', title, [rolled, how, ...living], date));
}

/**
 * Whether Character `index` can equip the gadget `name` it receives between games (KB 1329-1330, 1340-1341):
 * its kind, the gadget of that kind it has equipped (equipping this one unequips that one), and why it
 * cannot (a weapon gadget with Safety first and no defence gadget equipped, KB 808-809), or null.
 */
export function gadgetFit(roster: Roster, index: number, name: string, book: KuggkopingBook): { kind: ItemKind; replaces: string | null; blocked: string | null } {
  const idx = bookIndex(book);
  const c = roster.characters[index];
  const gadget = idx.gadget(name);
  if (!c || !gadget) throw new InputError(`There is no Character ${index + 1} or no gadget ${name} in the book.`);
  const kindOf = (kind: ItemKind) => c.gadgets.find((g) => g.equipped && idx.gadget(g.name)?.kind === kind)?.name ?? null;
  const trait = alignmentOf(roster, c, idx).traits.find((t) => t.weaponNeedsDefence);
  const blocked = gadget.kind === 'weapon' && trait && kindOf('defence') === null ? `with ${trait.name}, a weapon gadget is equipped only together with a defence gadget` : null;
  return { kind: gadget.kind, replaces: kindOf(gadget.kind), blocked };
}

/** A step that asks first: the question and each answer with the warband it gives (Cancel is always there and changes nothing). */
export interface StepQuestion {
  question: string;
  choices: { label: string; roster: Roster }[];
}

/** A step applied at once, or a question to answer first. */
export type StepOrQuestion = { roster: Roster; question?: undefined } | (StepQuestion & { roster?: undefined });

/**
 * The Gizmo reward as the steps screen takes it: at once, unless a gadget rolled would take the place
 * of the one of its kind the Character has equipped; then the player is asked whether to equip it
 * (the other is carried) or carry it (KB 1329-1331, 1340-1341). The roll is the same either way (the seed).
 */
export function gizmoRewardStep(roster: Roster, index: number, reward: GizmoReward, book: KuggkopingBook, livingGizmos = false, date?: string): StepOrQuestion {
  if (reward.kind !== 'gadget' || reward.equip !== undefined) return { roster: gizmoReward(roster, index, reward, book, date, livingGizmos) };
  const name = rollGadget(book, reward.list, reward.seed).result.name;
  const fit = gadgetFit(roster, index, name, book);
  const who = label(roster.characters[index]!, index);
  if (fit.blocked !== null) {
    // It cannot be equipped: it arrives carried, gives nothing and is not what a failed recovery loses, so the player is told first.
    return {
      question: `${who} receives ${name}, a ${fit.kind} gadget, but cannot equip it (${fit.blocked}). Carried unequipped it gives nothing, and a failed recovery roll cannot lose it in place of the Character (KB 1334-1337, 1662-1666).`,
      choices: [{ label: `Carry ${name} unequipped`, roster: gizmoReward(roster, index, { ...reward, equip: 'carry' }, book, date, livingGizmos) }],
    };
  }
  if (fit.replaces === null) return { roster: gizmoReward(roster, index, reward, book, date, livingGizmos) };
  return {
    question: `${who} receives ${name}, a ${fit.kind} gadget, and has ${fit.replaces} equipped: a Character equips one ${fit.kind} gadget at a time (KB 1329-1330) and may swap between games (KB 1340-1341). Both are kept.`,
    choices: [
      { label: `Equip ${name} (carry ${fit.replaces})`, roster: gizmoReward(roster, index, { ...reward, equip: 'equip' }, book, date, livingGizmos) },
      { label: `Carry ${name} unequipped`, roster: gizmoReward(roster, index, { ...reward, equip: 'carry' }, book, date, livingGizmos) },
    ],
  };
}

/**
 * The recovery roll as the steps screen takes it (K18): at once, unless it kills the Character; then
 * it says so, with the roll and what follows from the death, and asks to apply it (the builder's Undo
 * takes it back afterwards).
 */
export function recoveryStep(roster: Roster, index: number, input: Omit<RecoveryInput, 'roll'> & { roll: number | null; seed?: string }, book: KuggkopingBook, date?: string): StepOrQuestion {
  // An empty roll is rolled here with the seeded roller, and the log says so with the seed.
  const rng = input.roll === null ? createRng(`${input.seed ?? 'recovery'}/recovery`) : null;
  const roll = input.roll ?? rng!.die(6);
  const rolled = recoveryRoll(roster, index, { ...input, roll }, book, date);
  const result = rng ? { ...rolled, roster: withFirstChange(rolled.roster, (line) => `${line} (rolled here, seed ${rng.seed})`) } : rolled;
  if (!result.killed) return { roster: result.roster };
  const c = roster.characters[index]!;
  const who = label(c, index);
  const words = result.roster.log.at(-1)!.changes;
  const carried = c.gadgets.filter((g) => !g.equipped).map((g) => g.name);
  const note = carried.length > 0 ? ` ${who} carries ${carried.join(', ')} unequipped: only an equipped gadget is lost in its place (KB 1662-1666).` : '';
  return { question: `${who} will be killed: ${words.join('; ')}.${note}`, choices: [{ label: `Kill ${who}`, roster: result.roster }] };
}

/** The newest log entry with its first change reworded. */
function withFirstChange(roster: Roster, change: (line: string) => string): Roster {
  const last = roster.log.at(-1)!;
  return { ...roster, log: [...roster.log.slice(0, -1), { ...last, changes: last.changes.map((l, i) => (i === 0 ? change(l) : l)) }] };
}

/**
 * The carry-over as the steps screen takes it (KB 964-967): the Tinker dice kept, the pool as it is
 * now unless the player says fewer are left. Fewer discards dice from the pool, so it asks first,
 * saying how many go; the log says what the pool held.
 */
export function carryOverStep(roster: Roster, left: { player1: number; player2?: number }, date?: string): StepOrQuestion {
  const next = carryOver(roster, left, date);
  const lost = [
    [1, left.player1],
    [2, roster.mode === 'coop' ? left.player2 : undefined],
  ].flatMap(([p, n]) => {
    const pool = tinkerPool(roster, p as 1 | 2);
    return n !== undefined && n < pool ? [`${roster.mode === 'coop' ? `player ${p}: ` : ''}${pool - n} of the ${pool} Tinker dice in the pool`] : [];
  });
  if (lost.length === 0) return { roster: next };
  return {
    question: `Carrying over fewer dice than the pool holds discards ${lost.join(' and ')}, as used in the game (KB 964-967). End game already took off the dice spent in play.`,
    choices: [{ label: 'Discard them and carry over', roster: next }],
  };
}

/**
 * The Gizmos claimed in the game that were collected during it (KB 1261-1265: a reward at once, to
 * the claiming Character): no more rewards are due after it. Logged with what the game said.
 */
export function rewardsCollected(roster: Roster, date?: string): Roster {
  const owed = gizmoRewardsOwed(roster);
  if (owed.closed || owed.gizmos <= owed.taken) throw new InputError('Every Gizmo reward the game left is taken.');
  const rest = owed.gizmos - owed.taken;
  return addLogEntry(roster, logEntry('step', REWARDS_COLLECTED, [`${rest} Gizmo${rest === 1 ? ' was' : 's were'} collected during the game (the game said ${owed.gizmos} claimed, ${owed.taken} rewarded after it)`], date));
}

/** A number of Tinker dice the player entered in the carry-over step, with the pool it was entered against. */
export interface TypedTinker {
  pool: number;
  value: number;
}

/**
 * The Tinker dice the carry-over step offers as left unused: the pool as it is now (KB 964-967: the
 * dice not used are saved in the pool between games), so after a reward or a trade since. A number
 * the player entered counts only while the pool is still the one it was entered against.
 */
export function tinkerLeftOffer(pool: number, typed: TypedTinker | null): number {
  return typed !== null && typed.pool === pool ? typed.value : pool;
}

/**
 * The result End game recorded, corrected (the player says the other): it moves the campaign machine
 * from where the game was played, so it asks first, saying what comes next instead.
 */
export function correctResultStep(roster: Roster, won: boolean, date?: string): StepQuestion {
  const next = correctResult(roster, won, date);
  const was = playedResult(roster)!;
  return {
    question: `End game recorded this game as ${was.won ? 'won' : 'failed'}. Recorded as ${won ? 'won' : 'failed'} instead, the campaign goes on to: ${nextGame(next.campaign!, underPressure(roster))}.`,
    choices: [{ label: `Record it as ${won ? 'won' : 'failed'}`, roster: next }],
  };
}

/** What the newest game pays, as its match report said it (End game's "Pays: " lines, ./battle.ts's `pays`). */
export function gamePays(roster: Pick<Roster, 'log'>): string[] {
  const last = roster.log.findLast((e) => e.kind === 'game');
  return last ? last.changes.flatMap((c) => (c.startsWith('Pays: ') ? [c.slice('Pays: '.length)] : [])) : [];
}

/** The Gizmo rewards the game left, in words: "The game left 3 Gizmo rewards (one per Gizmo claimed): 1 taken, 2 to take." */
export function rewardsLine(owed: ReturnType<typeof gizmoRewardsOwed>): string {
  if (owed.gizmos === 0) return 'The game’s score has no Gizmo claimed: a Gizmo saved for after a game played without the score is rewarded here (KB 1264-1265), to any warband member.';
  const left = owed.closed ? 0 : Math.max(0, owed.gizmos - owed.taken);
  const n = (k: number) => `${k} Gizmo reward${k === 1 ? '' : 's'}`;
  return `The game left ${n(owed.gizmos)} (one per Gizmo claimed and saved for after it, KB 1264-1265, to any warband member): ${owed.taken} taken, ${left} to take${owed.living ? '; Living Gizmos adds 1 Tinker dice with each' : ''}.`;
}

const PLAYED = /^(?:Mission (\d)|Run to safety) \((?:Normal|Hard|Very Hard), .+\): (won|failed)$/;
const CORRECTED = 'Result corrected: ';

/**
 * The game just played as the log has it now: whether it was won, and the campaign it was played in
 * (read back from End game's words, "Mission 1 (Normal, Coils): won", and any correction since);
 * null when the newest game is not End game's or did not move the campaign.
 */
export function playedResult(roster: Roster): { won: boolean; before: Campaign } | null {
  const open = openGameEntry(roster);
  const c = roster.campaign;
  if (!open || !c) return null;
  const lines = [...open.entry.changes, ...roster.log.slice(open.index + 1).flatMap((e) => (e.title.startsWith(CORRECTED) ? [e.title.slice(CORRECTED.length)] : []))];
  const m = lines.map((l) => PLAYED.exec(l)).findLast((x) => x !== null);
  if (!m) return null;
  const before: Campaign = m[1] ? { ...c, mission: Number(m[1]) as 1 | 2 | 3, runToSafety: false, outcome: null } : { ...c, runToSafety: true, outcome: null };
  return { won: m[2] === 'won', before };
}

/**
 * The result of the game just played corrected (End game recorded the other one): the campaign moved
 * on again from where that game was played, and a step entry saying so, with what the game said.
 */
export function correctResult(roster: Roster, won: boolean, date?: string): Roster {
  const played = playedResult(roster);
  if (!played) throw new InputError('There is no game recorded by End game to correct: record the game just played instead.');
  if (played.won === won) throw new InputError(`The game is already recorded as ${won ? 'won' : 'failed'}.`);
  const pressed = underPressure(roster);
  const next = advanceCampaign(played.before, won);
  return addLogEntry(
    { ...roster, campaign: next },
    logEntry('step', `${CORRECTED}${playedWords(played.before, won, pressed)}`, [`The game said ${played.won ? 'won' : 'failed'}`, `Next: ${nextGame(next, pressed)}`], date),
  );
}

/**
 * The Gizmo rewards the newest game left (End game's words) and how many of them the log has taken
 * since (a reward each, or the step saying the others were collected in the game, which closes them).
 */
export function gizmoRewardsOwed(roster: WithLog): GameRewards & { taken: number; closed: boolean } {
  const last = roster.log.findLastIndex((e) => e.kind === 'game');
  const none = { gizmos: 0, living: false, taken: 0, closed: false };
  if (last < 0) return none;
  const m = roster.log[last]!.changes.map((c) => REWARDS_DUE.exec(c)).find((x) => x !== null);
  const later = roster.log.slice(last + 1);
  const taken = later.filter((e) => e.title.startsWith('Gizmo reward for ')).length;
  const closed = later.some((e) => e.title === REWARDS_COLLECTED);
  return { gizmos: m ? Number(m[1]) : 0, living: m?.[2] !== undefined, taken, closed };
}

/** The title of a free upgrade's step entry, read back by `freeUpgradesOwed`. */
const FREE_UPGRADE_TITLE = 'Free upgrade for ';

/**
 * The free upgrades the newest game paid (End game's "Pays: " line for a won scenario that gives
 * them: The holy manual, KB 2338-2340) and how many the log has given since.
 */
export function freeUpgradesOwed(roster: Pick<Roster, 'log'>): { scenario: string | null; count: number; taken: number } {
  const last = roster.log.findLastIndex((e) => e.kind === 'game');
  if (last < 0) return { scenario: null, count: 0, taken: 0 };
  const paid = gamePays(roster).map(readFreeUpgrades).find((x) => x !== null) ?? null;
  const taken = roster.log.slice(last + 1).filter((e) => e.title.startsWith(FREE_UPGRADE_TITLE)).length;
  return { scenario: paid?.scenario ?? null, count: paid?.count ?? 0, taken };
}

/**
 * The free upgrade the won scenario gives (KB 2338-2340: one Character receives one upgrade, with no
 * loot discarded; the book names none, so the player picks from the upgrade list), to Character
 * `index`. It asks first, saying what it gives and that it uses the game's free upgrade.
 */
export function freeUpgradeStep(roster: Roster, index: number, upgradeName: string, book: KuggkopingBook, date?: string): StepQuestion {
  const owed = freeUpgradesOwed(roster);
  if (owed.count <= owed.taken) throw new InputError(owed.count === 0 ? 'The game just played gave no free upgrade.' : 'The free upgrade the game gave is taken.');
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  const upgrade = bookIndex(book).upgrade(upgradeName);
  if (!upgrade) throw new InputError(upgradeName.trim() === '' ? 'Choose the free upgrade.' : `Choose an upgrade of the book’s list, not “${upgradeName}”.`);
  const who = label(c, index);
  const held = c.upgrades.filter((u) => bookIndex(book).same(u, upgrade.name)).length;
  if (upgrade.maxPerCharacter !== undefined && held >= upgrade.maxPerCharacter) throw new InputError(`${who} already has ${upgrade.name}; a Character holds at most ${upgrade.maxPerCharacter}.`);
  const next = updateCharacter(roster, index, (x) => ({ ...x, upgrades: [...x.upgrades, upgrade.name] }));
  const entry = logEntry('step', `${FREE_UPGRADE_TITLE}${who}: ${upgrade.name}`, [`${owed.scenario} won: one Character takes one upgrade for free, no gadget or quirk discarded (KB 2338-2340)`, `Upgrades now: ${next.characters[index]!.upgrades.join(', ')}`], date);
  return {
    question: `${who} takes ${upgrade.name} (${upgrade.text}) for free: ${owed.scenario} pays one upgrade to one Character (KB 2338-2340), and no gadget or quirk is discarded. It is the game’s only free upgrade.`,
    choices: [{ label: `Give ${who} ${upgrade.name}`, roster: addLogEntry(next, entry) }],
  };
}

/** The line over the free upgrade's fields: what the game paid and what is left to give. */
export function freeUpgradeLine(owed: ReturnType<typeof freeUpgradesOwed>): string {
  const left = Math.max(0, owed.count - owed.taken);
  return `${owed.scenario} was won: one Character takes ${owed.count === 1 ? 'one upgrade' : `${owed.count} upgrades`} of your choice from the upgrade list for free, with no gadget or quirk discarded (KB 2338-2340); ${left === 0 ? 'given' : `${left} to give`}.`;
}

/** The Hard rules End game wrote into the game's entry from the enemy turn (or the step recorded), so the step does not ask for them again. */
export function gameHardRules(roster: Roster): string[] {
  const open = openGameEntry(roster);
  return open ? open.entry.changes.filter((l) => HARD_RULE_LINE.test(l)) : [];
}

/**
 * What the recovery step says about K18's adjacent friends for Character `name`: the number End game
 * counted on the enemy turn's board, or, when the game kept no board with its space, that the number
 * is the players' to type.
 */
export function friendsNote(roster: Roster, name: string): { friends: number | null; note: string } {
  const friends = friendsAtEnd(roster, name);
  return friends === null
    ? { friends, note: `The game kept no board with ${name}’s space, so type the friendly models that were adjacent to ${name} when the game ended (+1 each, K18; 0 if none).` }
    : { friends, note: `End game counted ${friends} friendly model${friends === 1 ? '' : 's'} adjacent to ${name} on the enemy turn’s board as the game ended (+1 each, K18); change it if the table says otherwise.` };
}
