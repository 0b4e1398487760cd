/**
 * The Kuggköping campaign machine and the steps between games, each writing into the warband and
 * its campaign log with what changed in words. Pure: rolls come from the seeded roller or are
 * entered; the book's data is passed in.
 *
 * - The machine: a district and an enemy faction; expedition 1 (Normal, or Hard with Under
 *   pressure), 2 (Hard) or 3 (Very Hard), each into a district not visited yet on this campaign;
 *   missions 1 to 3 in order, Run to safety after a failed mission 1 or 2 (then the next mission),
 *   the Big Boss in mission 3; winning mission 3 wins the campaign, failing mission 3 or Run to
 *   safety loses it. A won expedition may be followed by the next, from mission 1 (up to 3). The play
 *   view's End game moves it on (one game, one log entry); "The game just played" completes that entry.
 * - Recovery (K18): `recoveryOutcome` is the rule, the same at a Character's next activation in play
 *   and, for one still down when the game ended, in the step before the next game.
 * - Between games (K14): grit lost comes back; a killed Character is replaced by one of an archetype
 *   the warband does not have and the killed one was not.
 * - Gizmo rewards, and the steps that ask first, are ./steps.ts's (the builder's only, so the play
 *   page loads none of them).
 * - What the warband carries to the next game: loot spent on an upgrade or traded for Tinker dice,
 *   and the Tinker dice left unused (saved in the pool between games), each logged.
 */
import { createRng } from '../../engine/rng';
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry, type LogEntry } from '../../roster/campaign-log';
import { sameName } from '../../roster/names';
import { hasTrait, killedWords, replacedWords, TRAIT } from './losses';
import type { Campaign, Character, Roster } from './roster-format';
import { MAX_TINKER_DICE } from './roster-format';
import {
  bookIndex,
  buyUpgrade,
  characterView,
  lootOf,
  newCharacter,
  playerOf,
  tinkerPool,
  tradeForTinker,
  withTinkerPool,
  type KuggkopingBook,
  type LootRef,
} from './roster-rules';

export const DIFFICULTY = { 1: 'Normal', 2: 'Hard', 3: 'Very Hard' } as const;

const label = (c: Pick<Character, 'name'>, i: number) => c.name.trim() || `Character ${i + 1}`;

/** The difficulty a game of campaign `c` is played at: Under pressure makes expedition 1 Hard at least (KB 860-861). */
export function difficultyOf(c: Pick<Campaign, 'expedition'>, underPressure = false): (typeof DIFFICULTY)[1 | 2 | 3] {
  return c.expedition === 1 && underPressure ? DIFFICULTY[2] : DIFFICULTY[c.expedition];
}

/** Whether the warband (either player in co-op) has Under pressure. */
export function underPressure(roster: Pick<Roster, 'mode' | 'alignments'>): boolean {
  return hasTrait(roster, 1, TRAIT.underPressure) || (roster.mode === 'coop' && hasTrait(roster, 2, TRAIT.underPressure));
}

/** The next game of the campaign, in words ("Mission 2 (Hard)", "Run to safety (Normal), then mission 2"). */
export function nextGame(c: Campaign, pressed = false): string {
  if (c.outcome === 'won') return `Campaign won: expedition ${c.expedition} is over`;
  if (c.outcome === 'lost') return 'Campaign lost: the warband did not make it out of the district';
  const level = difficultyOf(c, pressed);
  if (c.runToSafety) return `Run to safety (${level}), then mission ${c.mission}`;
  return `Mission ${c.mission} (${level})${c.mission === 3 ? ', with the Big Boss' : ''}`;
}

const EXPEDITION = /^Expedition (\d) \([^)]*\) into (.+)$/;

/** The districts this campaign's expeditions went into so far (from expedition 1's log entry on). */
export function visitedDistricts(roster: Roster): string[] {
  const starts = roster.log.flatMap((e, i) => {
    const m = EXPEDITION.exec(e.title);
    return m ? [{ i, n: Number(m[1]), district: m[2]! }] : [];
  });
  const first = starts.findLastIndex((x) => x.n === 1);
  const visited = (first < 0 ? [] : starts.slice(first)).map((x) => x.district);
  if (roster.campaign && !visited.some((d) => sameName(d, roster.campaign!.district))) visited.push(roster.campaign.district);
  return visited;
}

/** The warband setting out on expedition `expedition` into a district, against one of its enemy factions; a second or third expedition goes into a district not visited yet (KB 1880-1881). */
export function startExpedition(roster: Roster, district: string, enemyFaction: string, expedition: 1 | 2 | 3 = 1, date?: string): Roster {
  if (district.trim() === '' || enemyFaction.trim() === '') throw new InputError('Pick a district and an enemy faction for the expedition.');
  const previous = roster.campaign;
  if (expedition > 1 && !(previous?.outcome === 'won' && previous.expedition === expedition - 1)) {
    throw new InputError(`Expedition ${expedition} follows a won expedition ${expedition - 1}.`);
  }
  if (expedition > 1 && visitedDistricts(roster).some((d) => sameName(d, district))) {
    throw new InputError(`Expedition ${expedition} goes into another district: the warband has been to ${district} on this campaign.`);
  }
  const campaign: Campaign = { district, enemyFaction, expedition, mission: 1, runToSafety: false, outcome: null };
  const next = { ...roster, campaign };
  const pressed = underPressure(roster);
  return addLogEntry(next, logEntry('step', `Expedition ${expedition} (${difficultyOf(campaign, pressed)}) into ${district}`, [`Enemy faction: ${enemyFaction}`, `Next: ${nextGame(campaign, pressed)}`], date));
}

/** The campaign after the game just played, won (its victory condition achieved) or not, as the book moves it on. */
export function advanceCampaign(c: Campaign, won: boolean): Campaign {
  if (c.runToSafety) return won ? { ...c, runToSafety: false } : { ...c, outcome: 'lost' };
  if (c.mission === 3) return { ...c, outcome: won ? 'won' : 'lost' };
  return won ? { ...c, mission: (c.mission + 1) as 2 | 3 } : { ...c, mission: (c.mission + 1) as 2 | 3, runToSafety: true };
}

/** The game played in campaign `c` and how it went, in words: "Mission 2 (Hard, Coils): won". */
export function playedWords(c: Campaign, won: boolean, pressed = false): string {
  return `${c.runToSafety ? 'Run to safety' : `Mission ${c.mission}`} (${difficultyOf(c, pressed)}, ${c.district}): ${won ? 'won' : 'failed'}`;
}

/**
 * The campaign machine moved on by a game the play view ended: the campaign and the words End game
 * adds to its log entry (the game played, then "Next: …"). A warband with no campaign in progress
 * is left as it was.
 */
export function campaignAfterGame(roster: Roster, won: boolean): { roster: Roster; changes: string[] } {
  const c = roster.campaign;
  if (!c || c.outcome !== null) return { roster, changes: [] };
  const pressed = underPressure(roster);
  const next = advanceCampaign(c, won);
  return { roster: { ...roster, campaign: next }, changes: [playedWords(c, won, pressed), `Next: ${nextGame(next, pressed)}`] };
}

/** Whether a game entry is End game's: the play view's "Game …" title, or a mission's match report (report.ts's "Match report …" line). */
const byEndGame = (e: LogEntry) => e.kind === 'game' && (/^Game[ (]/.test(e.title) || e.changes.some((c) => c.startsWith('Match report ')));

/** The title of the step that closes the steps after a game (`carryOver`). */
export const CARRIED_OVER = 'Carried over to the next game';

/**
 * The End game entry still open for "The game just played": the newest game entry, when End game
 * wrote it (a plain game's "Game …" or a mission's report) and no carry-over has closed the steps
 * after it since.
 */
export function openGameEntry(roster: Roster): { index: number; entry: LogEntry; moved: boolean } | null {
  const index = roster.log.findLastIndex((e) => e.kind === 'game');
  const entry = roster.log[index];
  if (!entry || !byEndGame(entry) || roster.log.slice(index + 1).some((e) => e.title === CARRIED_OVER || EXPEDITION.test(e.title))) return null;
  return { index, entry, moved: entry.changes.some((c) => c.startsWith('Next: ')) };
}

/**
 * The game just played, won (its victory condition achieved) or not. One game is one log entry: when
 * the play view's End game wrote the newest entry, that entry is completed (with the notes and, when
 * End game did not already, the campaign moved on); otherwise a game entry is added saying what was
 * played, how it went and what comes next. `hardRule`: the Hard rule rolled for the game, in words.
 */
export function recordMission(roster: Roster, won: boolean, changes: readonly string[] = [], date?: string, hardRule?: string): Roster {
  const c = roster.campaign;
  const open = openGameEntry(roster);
  const notes = [...(hardRule ? [`Hard rule: ${hardRule}`] : []), ...changes.map((x) => x.trim()).filter(Boolean)];
  if (open?.moved) {
    const entry = logEntry('game', open.entry.title, [...open.entry.changes, ...notes.filter((n) => !open.entry.changes.includes(n))], open.entry.date);
    return { ...roster, log: roster.log.map((e, i) => (i === open.index ? entry : e)) };
  }
  if (!c) throw new InputError('Start an expedition first: pick a district and an enemy faction.');
  if (c.outcome !== null) throw new InputError('This campaign is over; start the next expedition to play on.');
  const pressed = underPressure(roster);
  const next = advanceCampaign(c, won);
  const played = playedWords(c, won, pressed);
  if (open) {
    const entry = logEntry('game', played, [...open.entry.changes, ...notes, `Next: ${nextGame(next, pressed)}`], open.entry.date);
    return { ...roster, campaign: next, log: roster.log.map((e, i) => (i === open.index ? entry : e)) };
  }
  return addLogEntry({ ...roster, campaign: next }, logEntry('game', played, [...notes, `Next: ${nextGame(next, pressed)}`], date));
}

/** K14: every Character back to its full grit after the game. */
export function restoreGrit(roster: Roster, date?: string): Roster {
  const changes = roster.characters.flatMap((c, i) => (c.gritLost > 0 ? [`${label(c, i)} gets back ${c.gritLost} grit`] : []));
  const characters = roster.characters.map((c) => (c.gritLost > 0 ? { ...c, gritLost: 0 } : c));
  return addLogEntry({ ...roster, characters }, logEntry('step', 'Grit restored', changes.length > 0 ? changes : ['No grit was lost'], date));
}

export type RecoveryOutcome = 'stands' | 'keeps-gadget' | 'loses-gadget' | 'killed';

/** Magnetic reassemble keeps a gadget about to be lost on this face or more (KB 2449-2452). */
export const REASSEMBLE_KEEPS_ON = 5;

/**
 * K18, the recovery of a knocked-down Character: 1D6 against its archetype's default defence value,
 * +1 per friendly model adjacent (none with No help for the weak); face + bonus reaching the defence
 * value succeeds, a face of 1 always fails. On a failure it loses a random equipped gadget, which
 * Magnetic reassemble's die keeps on 5+ (`reassembleFace` is null without that upgrade), or, with no
 * gadget equipped, it is killed. Both a kept and a lost gadget leave it standing with 1 grit.
 */
export function recoveryOutcome(input: { face: number; defence: number; adjacentFriends: number; noHelpForTheWeak: boolean; equippedGadgets: number; reassembleFace: number | null }): RecoveryOutcome {
  const { face, defence, adjacentFriends, noHelpForTheWeak, equippedGadgets, reassembleFace } = input;
  const die = (v: number, what: string) => {
    if (!Number.isInteger(v) || v < 1 || v > 6) throw new InputError(`${what}: a D6 shows 1 to 6, not ${v}.`);
  };
  die(face, 'Recovery roll');
  if (reassembleFace !== null) die(reassembleFace, 'Magnetic reassemble');
  if (!Number.isInteger(adjacentFriends) || adjacentFriends < 0) throw new InputError('Adjacent friendly models: a whole number from 0.');
  if (!Number.isInteger(equippedGadgets) || equippedGadgets < 0) throw new InputError('Equipped gadgets: a whole number from 0.');
  const bonus = noHelpForTheWeak ? 0 : adjacentFriends;
  if (face !== 1 && face + bonus >= defence) return 'stands';
  if (equippedGadgets === 0) return 'killed';
  return reassembleFace !== null && reassembleFace >= REASSEMBLE_KEEPS_ON ? 'keeps-gadget' : 'loses-gadget';
}

/** Whether a Character has Magnetic reassemble (its die is rolled when a gadget is about to be lost). */
export function hasReassemble(c: Pick<Character, 'upgrades'>): boolean {
  return c.upgrades.some((u) => sameName(u, 'Magnetic reassemble'));
}

/** A recovery's roll in words: "Knut rolls 4 + 1 against 5+" (or "… (No help for the weak: no bonus)"). */
export function recoveryWords(who: string, face: number, friends: number, defence: number, noHelp: boolean): string {
  const bonus = noHelp ? (friends > 0 ? ' (No help for the weak: no bonus)' : '') : friends > 0 ? ` + ${friends}` : '';
  return `${who} rolls ${face}${bonus} against ${defence}+${face === 1 ? ' (a 1 always fails)' : ''}`;
}

export interface RecoveryInput {
  /** The D6 rolled (1-6). */
  roll: number;
  /** Friendly models that were in adjacent spaces when the game ended (+1 each, K18). */
  adjacentFriends: number;
  /** Which equipped gadget is lost on a failure: its index among the equipped ones, or a seed to roll it. */
  lose: { pick: number } | { seed: string };
  /** Magnetic reassemble's D6 as rolled at the table; rolled with the `lose` seed when left out. */
  reassemble?: number;
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
 * The words and the warband after Character `index` is killed (KB 1666, 1668-1672): it leaves the
 * warband (K16's words when it was the Foreman); Pay the piper discards its player's Tinker dice and
 * Mind link knocks a random other Character down (`seed` rolls which), KB 781-782 and 833-834,
 * unless `effects` is false (the play view applied them when it happened).
 */
export function killCharacter(roster: Roster, index: number, book: KuggkopingBook, seed: string, effects = true): { roster: Roster; changes: string[] } {
  const c = roster.characters[index]!;
  const who = label(c, index);
  const player = playerOf(roster, c);
  const view = characterView(roster, index, book);
  let next: Roster = { ...roster, characters: roster.characters.filter((_, i) => i !== index) };
  const changes = killedWords(who, view.archetype?.name ?? c.archetype, view.foreman, roster.mode === 'coop' ? player : null);
  if (effects && hasTrait(roster, player, TRAIT.payThePiper) && tinkerPool(next, player) > 0) {
    changes.push(`Pay the piper: ${roster.mode === 'coop' ? `player ${player}'s` : 'the warband’s'} ${tinkerPool(next, player)} Tinker dice are discarded`);
    next = withTinkerPool(next, player, 0);
  }
  if (effects && hasTrait(roster, player, TRAIT.mindLink) && next.characters.length > 0) {
    const rng = createRng(`${seed}/mind-link`);
    const friend = rng.int(0, next.characters.length - 1);
    changes.push(`Mind link: ${label(next.characters[friend]!, friend)} is knocked down (rolled with seed ${rng.seed}); it rolls its recovery before the next game`);
  }
  return { roster: next, changes };
}

/**
 * The recovery roll of a Character still knocked down when the game ended (K18), with the rule of
 * `recoveryOutcome`: it stands up, keeps its gadget by Magnetic reassemble, loses one of its equipped
 * gadgets at random, or is killed and leaves the warband.
 */
export function recoveryRoll(roster: Roster, index: number, input: RecoveryInput, book: KuggkopingBook, date?: string): RecoveryResult {
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  if (!Number.isInteger(input.adjacentFriends) || input.adjacentFriends < 0 || input.adjacentFriends > 8) throw new InputError('Adjacent friendly models: a whole number from 0 to 8.');
  const archetype = bookIndex(book).archetype(c.archetype);
  if (!archetype) throw new InputError(`${label(c, index)} has no archetype of the book, so its defence is unknown.`);
  const who = label(c, index);
  const noHelp = hasTrait(roster, playerOf(roster, c), TRAIT.noHelpForTheWeak);
  const equipped = c.gadgets.map((g, i) => ({ g, i })).filter(({ g }) => g.equipped);
  const seed = 'seed' in input.lose ? input.lose.seed : null;
  let reassembleFace: number | null = null;
  let reassembleHow = '';
  if (hasReassemble(c) && equipped.length > 0) {
    if (input.reassemble !== undefined) reassembleFace = input.reassemble;
    else if (seed !== null) {
      const rng = createRng(`${seed}/reassemble`);
      reassembleFace = rng.die(6);
      reassembleHow = `, rolled with seed ${rng.seed}`;
    } else throw new InputError(`${who} has Magnetic reassemble: enter its D6 too, or let the builder roll.`);
  }
  const outcome = recoveryOutcome({ face: input.roll, defence: archetype.defence, adjacentFriends: input.adjacentFriends, noHelpForTheWeak: noHelp, equippedGadgets: equipped.length, reassembleFace });
  const rolled = recoveryWords(who, input.roll, input.adjacentFriends, archetype.defence, noHelp);
  if (outcome === 'stands') {
    const next = addLogEntry(roster, logEntry('step', `${who} recovers`, [rolled, `${who} stands up`], date));
    return { roster: next, success: true, lost: null, killed: false, killedArchetype: null };
  }
  if (outcome === 'killed') {
    const dead = killCharacter(roster, index, book, seed ?? `${who}/${input.roll}`);
    const next = addLogEntry(dead.roster, logEntry('step', `${who} is killed`, [rolled, `${who} had no equipped gadget to lose`, ...dead.changes], date));
    return { roster: next, success: false, lost: null, killed: true, killedArchetype: archetype.name };
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
  const name = lost.g.quirk ? `${lost.g.name} (with ${lost.g.quirk})` : lost.g.name;
  if (outcome === 'keeps-gadget') {
    const next = addLogEntry(roster, logEntry('step', `${who} keeps ${lost.g.name}`, [rolled, `${who} would lose ${name}, ${how}`, `Magnetic reassemble rolls ${reassembleFace}${reassembleHow}: the gadget is kept`, `${who} stands up`], date));
    return { roster: next, success: false, lost: null, killed: false, killedArchetype: null };
  }
  const characters = roster.characters.map((x, i) => (i === index ? { ...x, gadgets: x.gadgets.filter((_, j) => j !== lost.i) } : x));
  const kept = reassembleFace === null ? [] : [`Magnetic reassemble rolls ${reassembleFace}${reassembleHow}: not enough`];
  const next = addLogEntry({ ...roster, characters }, logEntry('step', `${who} loses ${lost.g.name}`, [rolled, `${who} loses ${name}, ${how}`, ...kept, `${who} stands up`], date));
  return { roster: next, success: false, lost: lost.g.name, killed: false, killedArchetype: null };
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
  return addLogEntry(next, logEntry('step', `${c.name} joins the warband`, [replacedWords(found, killedArchetype)], date));
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
 * After a game: the Tinker dice the warband has left (those used are gone; those gained during the
 * game, by Bulls eye, Catalyst, the Bully Boys district or Glowy parts, are kept: KB 965-967) are
 * the pool, and the log keeps what the warband carries to the next game: each Character's gadgets,
 * quirks and upgrades, and the Tinker dice. After the play view's End game the pool is already
 * written back, and the same number is kept.
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
    if (!Number.isInteger(dice) || dice < 0 || dice > MAX_TINKER_DICE) throw new InputError(`Tinker dice left: a whole number from 0 to ${MAX_TINKER_DICE}, not ${dice}.`);
    const before = tinkerPool(roster, player);
    next = withTinkerPool(next, player, dice);
    const whose = roster.mode === 'coop' ? `Player ${player}'s Tinker dice` : 'Tinker dice';
    changes.push(`${whose}: ${dice} kept${before > dice ? ` (${before - dice} used; the pool held ${before})` : before < dice ? ` (${dice - before} gained; the pool held ${before})` : ''}`);
  }
  next.characters.forEach((c, i) => {
    const gadgets = c.gadgets.map((g) => `${g.name}${g.quirk ? ` with ${g.quirk}` : ''}${g.equipped ? ' (equipped)' : ''}`);
    const parts = [gadgets.length ? `gadgets ${gadgets.join(', ')}` : 'no gadget', c.quirks.length ? `quirks ${c.quirks.join(', ')}` : '', c.upgrades.length ? `upgrades ${c.upgrades.join(', ')}` : ''];
    changes.push(`${label(c, i)}: ${parts.filter(Boolean).join('; ')}`);
  });
  return addLogEntry(next, logEntry('step', CARRIED_OVER, changes, date));
}
