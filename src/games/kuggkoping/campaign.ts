/**
 * The Kuggköping campaign machine and the steps between games, each writing into the warband and
 * its campaign log with what changed in words. Pure: rolls come from the seeded roller or are
 * entered; the book's data is passed in.
 *
 * - The machine: a district and an enemy faction; expedition 1 (Normal), 2 (Hard) or 3 (Very Hard);
 *   missions 1 to 3 in order, Run to safety after a failed mission 1 or 2 (then the next mission),
 *   the Big Boss in mission 3; winning mission 3 wins the campaign, failing mission 3 or Run to
 *   safety loses it. A won expedition may be followed by the next, from mission 1 (up to 3).
 * - Between games (K14): grit lost comes back; a knocked-down Character rolls to recover (1D6, +1
 *   per friendly model adjacent, against its archetype's defence) and on a failure loses a random
 *   equipped gadget, or is killed when it has none; a killed Character is replaced by one of an
 *   archetype the warband does not have and the killed one was not.
 * - Gizmo rewards: Utility (2 Tinker dice), a quirk (D12) or a gadget (D6) on a chosen list.
 * - What the warband carries to the next game: loot spent on an upgrade or traded for Tinker dice,
 *   and the Tinker dice left unused (saved in the pool between games), each logged.
 */
import { createRng } from '../../engine/rng';
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import type { Campaign, Character, Roster } from './roster-format';
import { MAX_TINKER_DICE } from './roster-format';
import {
  bookIndex,
  buyUpgrade,
  characterView,
  lootOf,
  newCharacter,
  playerOf,
  receiveItem,
  rollGadget,
  rollQuirk,
  tinkerPool,
  tradeForTinker,
  withTinkerPool,
  type ItemKind,
  type KuggkopingBook,
  type LootRef,
} from './roster-rules';

export const DIFFICULTY = { 1: 'Normal', 2: 'Hard', 3: 'Very Hard' } as const;
/** Tinker dice the Utility reward adds to the pool. */
export const UTILITY_TINKER_DICE = 2;

const label = (c: Pick<Character, 'name'>, i: number) => c.name.trim() || `Character ${i + 1}`;

/** The next game of the campaign, in words ("Mission 2 (Hard)", "Run to safety (Normal), then mission 2"). */
export function nextGame(c: Campaign): string {
  if (c.outcome === 'won') return `Campaign won: expedition ${c.expedition} is over`;
  if (c.outcome === 'lost') return 'Campaign lost: the warband did not make it out of the district';
  const level = DIFFICULTY[c.expedition];
  if (c.runToSafety) return `Run to safety (${level}), then mission ${c.mission}`;
  return `Mission ${c.mission} (${level})${c.mission === 3 ? ', with the Big Boss' : ''}`;
}

/** The warband setting out on expedition `expedition` into a district, against one of its enemy factions. */
export function startExpedition(roster: Roster, district: string, enemyFaction: string, expedition: 1 | 2 | 3 = 1, date?: string): Roster {
  if (district.trim() === '' || enemyFaction.trim() === '') throw new InputError('Pick a district and an enemy faction for the expedition.');
  const previous = roster.campaign;
  if (expedition > 1 && !(previous?.outcome === 'won' && previous.expedition === expedition - 1)) {
    throw new InputError(`Expedition ${expedition} follows a won expedition ${expedition - 1}.`);
  }
  const campaign: Campaign = { district, enemyFaction, expedition, mission: 1, runToSafety: false, outcome: null };
  const next = { ...roster, campaign };
  return addLogEntry(next, logEntry('step', `Expedition ${expedition} (${DIFFICULTY[expedition]}) into ${district}`, [`Enemy faction: ${enemyFaction}`, `Next: ${nextGame(campaign)}`], date));
}

/**
 * The game just played, won (its victory condition achieved) or not: the campaign moves on as the
 * book says, and the log gets a game entry saying what was played, how it went and what comes next.
 */
export function recordMission(roster: Roster, won: boolean, changes: readonly string[] = [], date?: string): Roster {
  const c = roster.campaign;
  if (!c) throw new InputError('Start an expedition first: pick a district and an enemy faction.');
  if (c.outcome !== null) throw new InputError('This campaign is over; start the next expedition to play on.');
  const played = c.runToSafety ? 'Run to safety' : `Mission ${c.mission}`;
  let next: Campaign;
  if (c.runToSafety) next = won ? { ...c, runToSafety: false } : { ...c, outcome: 'lost' };
  else if (c.mission === 3) next = { ...c, outcome: won ? 'won' : 'lost' };
  else next = won ? { ...c, mission: (c.mission + 1) as 2 | 3 } : { ...c, mission: (c.mission + 1) as 2 | 3, runToSafety: true };
  const title = `${played} (${DIFFICULTY[c.expedition]}, ${c.district}): ${won ? 'won' : 'failed'}`;
  return addLogEntry({ ...roster, campaign: next }, logEntry('game', title, [...changes, `Next: ${nextGame(next)}`], date));
}

/** K14: every Character back to its full grit after the game. */
export function restoreGrit(roster: Roster, date?: string): Roster {
  const changes = roster.characters.flatMap((c, i) => (c.gritLost > 0 ? [`${label(c, i)} gets back ${c.gritLost} grit`] : []));
  const characters = roster.characters.map((c) => (c.gritLost > 0 ? { ...c, gritLost: 0 } : c));
  return addLogEntry({ ...roster, characters }, logEntry('step', 'Grit restored', changes.length > 0 ? changes : ['No grit was lost'], date));
}

export interface RecoveryInput {
  /** The D6 rolled (1-6). */
  roll: number;
  /** Friendly models in adjacent spaces (+1 each). */
  adjacentFriends: number;
  /** Which equipped gadget is lost on a failure: its index among the equipped ones, or a seed to roll it. */
  lose: { pick: number } | { seed: string };
}

export interface RecoveryResult {
  roster: Roster;
  success: boolean;
  /** The gadget lost on a failure, or null. */
  lost: string | null;
  killed: boolean;
  /** The Character's archetype when it was killed (its replacement takes another). */
  killedArchetype: string | null;
}

/**
 * A knocked-down Character's recovery roll: 1D6 + 1 per adjacent friend against its archetype's
 * defence. Success: it stands with 1 grit. Failure: it loses one of its equipped gadgets at random
 * and stands with 1 grit, or, with no gadget equipped, it is killed and leaves the warband.
 */
export function recoveryRoll(roster: Roster, index: number, input: RecoveryInput, book: KuggkopingBook, date?: string): RecoveryResult {
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  if (!Number.isInteger(input.roll) || input.roll < 1 || input.roll > 6) throw new InputError(`A D6 shows 1 to 6, not ${input.roll}.`);
  if (!Number.isInteger(input.adjacentFriends) || input.adjacentFriends < 0 || input.adjacentFriends > 8) throw new InputError('Adjacent friendly models: a whole number from 0 to 8.');
  const archetype = bookIndex(book).archetype(c.archetype);
  if (!archetype) throw new InputError(`${label(c, index)} has no archetype of the book, so its defence is unknown.`);
  const who = label(c, index);
  const total = input.roll + input.adjacentFriends;
  const success = total >= archetype.defence;
  const rolled = `${who} rolls ${input.roll}${input.adjacentFriends > 0 ? ` + ${input.adjacentFriends}` : ''} against ${archetype.defence}+`;
  if (success) {
    const next = addLogEntry(roster, logEntry('step', `${who} recovers`, [rolled, `${who} stands up`], date));
    return { roster: next, success, lost: null, killed: false, killedArchetype: null };
  }
  const equipped = c.gadgets.map((g, i) => ({ g, i })).filter(({ g }) => g.equipped);
  if (equipped.length === 0) {
    const next = addLogEntry({ ...roster, characters: roster.characters.filter((_, i) => i !== index) }, logEntry('step', `${who} is killed`, [rolled, `${who} had no equipped gadget to lose and is killed`], date));
    return { roster: next, success, lost: null, killed: true, killedArchetype: archetype.name };
  }
  let pick: number;
  let how: string;
  if ('pick' in input.lose) {
    pick = input.lose.pick;
    if (!Number.isInteger(pick) || pick < 0 || pick >= equipped.length) throw new InputError(`Pick one of the ${equipped.length} equipped gadgets.`);
    how = 'chosen at random at the table';
  } else {
    const rng = createRng(input.lose.seed);
    pick = rng.int(0, equipped.length - 1);
    how = `rolled with seed ${rng.seed}`;
  }
  const lost = equipped[pick]!;
  const characters = roster.characters.map((x, i) => (i === index ? { ...x, gadgets: x.gadgets.filter((_, j) => j !== lost.i) } : x));
  const name = lost.g.quirk ? `${lost.g.name} (with ${lost.g.quirk})` : lost.g.name;
  const next = addLogEntry({ ...roster, characters }, logEntry('step', `${who} loses ${lost.g.name}`, [rolled, `${who} loses ${name}, ${how}`, `${who} stands up`], date));
  return { roster: next, success, lost: lost.g.name, killed: false, killedArchetype: null };
}

/** The archetypes a killed Character's replacement may take (K14): not the killed one's, none the warband has. */
export function replacementArchetypes(roster: Roster, killedArchetype: string, book: KuggkopingBook): string[] {
  const idx = bookIndex(book);
  const taken = new Set(roster.characters.map((c) => idx.archetype(c.archetype)?.id));
  const killed = idx.archetype(killedArchetype)?.id;
  return book.archetypes.filter((a) => a.id !== killed && !taken.has(a.id)).map((a) => a.name);
}

/** A new Character replacing a killed one (K14), for the killed one's player. */
export function replaceKilled(roster: Roster, killedArchetype: string, name: string, archetype: string, player: 1 | 2, book: KuggkopingBook, date?: string): Roster {
  const allowed = replacementArchetypes(roster, killedArchetype, book);
  const found = allowed.find((a) => bookIndex(book).same(a, archetype));
  if (!found) throw new InputError(`The replacement takes an archetype the killed Character did not have and no other Character has: ${allowed.join(', ') || 'none is left'}.`);
  const c = newCharacter(name.trim() || `New ${found}`, found, roster.mode === 'solo' ? 1 : player);
  const next = { ...roster, characters: [...roster.characters, c] };
  return addLogEntry(next, logEntry('step', `${c.name} joins the warband`, [`A ${found} replaces the killed ${killedArchetype}`], date));
}

export type GizmoReward = { kind: 'utility' } | { kind: 'quirk' | 'gadget'; list: ItemKind; seed: string };

/**
 * A Gizmo reward for Character `index`: Utility adds 2 Tinker dice to its player's pool; a quirk
 * (D12) or a gadget (D6) is rolled on the chosen list with the seeded roller and received.
 */
export function gizmoReward(roster: Roster, index: number, reward: GizmoReward, book: KuggkopingBook, date?: string): Roster {
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  const who = label(c, index);
  if (reward.kind === 'utility') {
    const second = roster.mode === 'coop' && playerOf(roster, c) === 2;
    const next = second ? { ...roster, tinkerDicePlayer2: (roster.tinkerDicePlayer2 ?? 0) + UTILITY_TINKER_DICE } : { ...roster, tinkerDice: roster.tinkerDice + UTILITY_TINKER_DICE };
    return addLogEntry(next, logEntry('step', `Gizmo reward for ${who}: Utility`, [`${UTILITY_TINKER_DICE} Tinker dice added to the pool`], date));
  }
  const roll = reward.kind === 'quirk' ? rollQuirk(book, reward.list, reward.seed) : rollGadget(book, reward.list, reward.seed);
  const next = receiveItem(roster, index, reward.kind, roll.result.name);
  return addLogEntry(next, logEntry('step', `Gizmo reward for ${who}: ${reward.list} ${reward.kind}`, [`${roll.die} rolled ${roll.face} (seed ${roll.seed}): ${roll.result.name}`], date));
}

/** Each Character's grit as the card shows it, for the steps screen ("Olga 1 of 2"). */
export function gritLine(roster: Roster, book: KuggkopingBook): string[] {
  return roster.characters.map((c, i) => {
    const p = characterView(roster, i, book).profile;
    return p ? `${label(c, i)}: ${p.gritLeft} of ${p.grit} grit` : `${label(c, i)}: no archetype`;
  });
}

/** The loot chosen, in words ("Olga: Zap gun with Glowy parts"). */
function lootWords(roster: Roster, pay: readonly LootRef[]): string[] {
  const all = [...lootOf(roster, 1), ...(roster.mode === 'coop' ? lootOf(roster, 2) : [])];
  const same = (a: LootRef, b: LootRef) => a.character === b.character && ('gadget' in a ? 'gadget' in b && a.gadget === b.gadget : 'quirk' in b && a.quirk === b.quirk);
  return pay.map((ref) => all.find((l) => same(l.ref, ref))?.label ?? 'an item');
}

/** An upgrade bought with loot (buyUpgrade's rules), logged with what was discarded. */
export function buyUpgradeLogged(roster: Roster, book: KuggkopingBook, upgradeName: string, to: number, pay: readonly LootRef[], date?: string): Roster {
  const next = buyUpgrade(roster, book, upgradeName, to, pay);
  const bought = next.characters[to]!;
  const upgrade = bookIndex(book).upgrade(upgradeName)!;
  const who = roster.characters[to]!;
  return addLogEntry(
    next,
    logEntry('step', `${label(who, to)} takes the upgrade ${upgrade.name}`, [`Loot discarded: ${lootWords(roster, pay).join(', ')}`, `Upgrades now: ${bought.upgrades.join(', ')}`], date),
  );
}

/** Loot traded for Tinker dice (tradeForTinker's rules), logged with the pool after. */
export function tradeForTinkerLogged(roster: Roster, pay: readonly LootRef[], date?: string): Roster {
  const owner = playerOf(roster, roster.characters[pay[0]?.character ?? -1] ?? {});
  const next = tradeForTinker(roster, pay);
  const gained = tinkerPool(next, owner) - tinkerPool(roster, owner);
  const pool = roster.mode === 'coop' ? `Player ${owner}'s Tinker dice` : 'Tinker dice';
  return addLogEntry(next, logEntry('step', `Loot traded for ${gained} Tinker dice`, [`Loot discarded: ${lootWords(roster, pay).join(', ')}`, `${pool}: ${tinkerPool(next, owner)}`], date));
}

/**
 * After a game: the Tinker dice left unused are saved in the pool (those used are gone), and the
 * log keeps what the warband carries to the next game: each Character's gadgets, quirks and
 * upgrades, and the Tinker dice.
 */
export function carryOver(roster: Roster, left: { player1: number; player2?: number }, date?: string): Roster {
  const pools: [1 | 2, number | undefined][] = [
    [1, left.player1],
    [2, roster.mode === 'coop' ? left.player2 : undefined],
  ];
  let next = roster;
  const changes: string[] = [];
  for (const [player, dice] of pools) {
    if (dice === undefined) continue;
    if (!Number.isInteger(dice) || dice < 0 || dice > MAX_TINKER_DICE) throw new InputError(`Tinker dice left: a whole number from 0, not ${dice}.`);
    const before = tinkerPool(roster, player);
    if (dice > before) throw new InputError(`${roster.mode === 'coop' ? `Player ${player}` : 'The warband'} had ${before} Tinker dice; ${dice} cannot be left after the game.`);
    next = withTinkerPool(next, player, dice);
    const whose = roster.mode === 'coop' ? `Player ${player}'s Tinker dice` : 'Tinker dice';
    changes.push(`${whose}: ${dice} kept${before > dice ? ` (${before - dice} used)` : ''}`);
  }
  next.characters.forEach((c, i) => {
    const gadgets = c.gadgets.map((g) => `${g.name}${g.quirk ? ` with ${g.quirk}` : ''}${g.equipped ? ' (equipped)' : ''}`);
    const parts = [gadgets.length ? `gadgets ${gadgets.join(', ')}` : 'no gadget', c.quirks.length ? `quirks ${c.quirks.join(', ')}` : '', c.upgrades.length ? `upgrades ${c.upgrades.join(', ')}` : ''];
    changes.push(`${label(c, i)}: ${parts.filter(Boolean).join('; ')}`);
  });
  return addLogEntry(next, logEntry('step', 'Carried over to the next game', changes, date));
}
