/**
 * A killed Character's replacement as the steps screen offers it (KB 1668-1672, K14, K16, K11): who
 * is replaced (End game's or the recovery's words in the log, with its player in co-op), the
 * archetypes the new Character may take, how it starts and what it does not inherit, pre-filled for
 * the player to confirm; and a Character killed in a game recorded without End game, taken off the
 * warband only after asking. The builder's only (the play page loads none of it). Pure.
 */
import { InputError } from '../../common/input-error';
import { addLogEntry, logEntry } from '../../roster/campaign-log';
import { killCharacter, replaceKilled, replacementArchetypes } from './campaign';
import { hasTrait, replacementsOwed, type KilledCharacter } from './losses';
import type { Roster } from './roster-format';
import { playerOf, characterView, type KuggkopingBook } from './roster-rules';
import type { StepOrQuestion } from './steps';

/** The positive trait whose swap is made only when the warband is first created (KB 774-777). */
const BACKSTABBERS = 'Backstabbers';

/** Co-op: each player has two Characters (KB 455-465, K11). */
const PER_PLAYER = 2;

export interface ReplacementOffer {
  /** Who is replaced and by whom, in words: "Knut (Knuckle Buster) was killed: a new Character takes its place before the next game." */
  title: string;
  killed: KilledCharacter;
  /** Whose new Character it is: the killed one's player (1 in solo); null when the log does not say and the warband does not show it. */
  player: 1 | 2 | null;
  /** The archetypes the new Character may take (K14). */
  archetypes: string[];
  /** How the new Character is made and what it starts with, in our words with the book's lines. */
  notes: string[];
}

const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/**
 * The player of a killed co-op Character: the log's words, or (a log written before they named it)
 * the one player with fewer than their two Characters left; null when that does not settle it.
 */
function playerFor(roster: Roster, killed: KilledCharacter): 1 | 2 | null {
  if (roster.mode === 'solo') return 1;
  if (killed.player !== null) return killed.player;
  const short = ([1, 2] as const).filter((p) => roster.characters.filter((c) => playerOf(roster, c) === p).length < PER_PLAYER);
  return short.length === 1 ? short[0]! : null;
}

/** The offer for `killed` (a killed Character no longer in the warband), for `player` (null: not known yet). */
function offerFor(roster: Roster, killed: KilledCharacter, player: 1 | 2 | null, book: KuggkopingBook): ReplacementOffer {
  const archetypes = replacementArchetypes(roster, killed.archetype, book);
  const whose = roster.mode === 'coop' ? (player === null ? 'its player’s' : `player ${player}’s`) : 'the warband’s';
  const notes = [
    archetypes.length > 0
      ? `The new Character takes an archetype other than the killed ${killed.archetype} and than every other Character’s in the warband (KB 1668-1672, our reading K14): ${list(archetypes)}.`
      : `No archetype is left that the killed ${killed.archetype} did not have and no other Character has (KB 1668-1672, K14).`,
    `It starts as its archetype’s profile with full grit and no gadget, quirk or upgrade: what ${killed.name} held left the game with it (KB 1636, 1666), and ${whose} Tinker dice stay as they are.`,
    ...(roster.mode === 'coop' ? [`It is ${player === null ? 'the killed Character’s player’s' : `player ${player}’s`}, with that player’s faction and traits (each player makes their own Characters, KB 455-465, K11).`] : []),
    ...(killed.foreman ? [`${killed.name} was the Foreman: the new Character is not; the warband has no Foreman until a Character takes the Promotion upgrade (K16).`] : []),
    ...(player !== null && hasTrait(roster, player, BACKSTABBERS) ? [`Backstabbers swaps a special rule only when the warband is first made (KB 774-777): the new Character keeps its own.`] : []),
  ];
  const maker = roster.mode === 'coop' && player !== null ? `player ${player} makes a new Character to take its place` : 'a new Character takes its place';
  return { title: `${killed.name} (${killed.archetype}) was killed: ${maker} before the next game (KB 1668-1672).`, killed, player, archetypes, notes };
}

/** The first killed Character the log says is still to replace, as the step offers it; null when none is. */
export function replacementOffer(roster: Roster, book: KuggkopingBook): ReplacementOffer | null {
  const killed = replacementsOwed(roster)[0];
  return killed ? offerFor(roster, killed, playerFor(roster, killed), book) : null;
}

/**
 * The offer for Character `index`, killed in a game recorded without End game (still in the warband):
 * the same words, for the warband without it, its own player.
 */
export function replacementOfferFor(roster: Roster, index: number, book: KuggkopingBook): ReplacementOffer {
  const c = roster.characters[index];
  if (!c) throw new InputError(`There is no Character ${index + 1}.`);
  const view = characterView(roster, index, book);
  const rest = { ...roster, characters: roster.characters.filter((_, i) => i !== index) };
  const killed: KilledCharacter = { name: c.name.trim() || `Character ${index + 1}`, archetype: view.archetype?.name ?? c.archetype, player: roster.mode === 'coop' ? playerOf(roster, c) : null, foreman: view.foreman };
  return offerFor(rest, killed, playerOf(roster, c), book);
}

export interface ReplacementInput {
  /** The Character killed: the log's first still to replace, or one still in the warband (a game recorded here). */
  killed: 'logged' | { index: number };
  name: string;
  archetype: string;
  /** Whose new Character it is in co-op, when the offer did not know (ignored when it did). */
  player: 1 | 2;
  /** Rolls Mind link's Character when the killed one is taken off here. */
  seed: string;
}

/**
 * The replacement as the steps screen takes it: at once for a killed Character the log names (it
 * spends and removes nothing). A Character still in the warband is taken off first (KB 1666, with
 * Pay the piper and Mind link, KB 781-782, 833-834), so the step says what leaves with it and asks.
 */
export function replacementStep(roster: Roster, input: ReplacementInput, book: KuggkopingBook, date?: string): StepOrQuestion {
  if (input.killed === 'logged') {
    const offer = replacementOffer(roster, book);
    if (!offer) throw new InputError('No killed Character is waiting for a replacement: pick the one killed in the game.');
    return { roster: replaceKilled(roster, offer.killed.archetype, input.name, input.archetype, offer.player ?? input.player, book, date) };
  }
  const { index } = input.killed;
  const offer = replacementOfferFor(roster, index, book);
  const c = roster.characters[index]!;
  const dead = killCharacter(roster, index, book, input.seed);
  const removed = addLogEntry(dead.roster, logEntry('step', `${offer.killed.name} was killed in the game`, [`Killed in the game just played (KB 1666)`, ...dead.changes], date));
  const next = replaceKilled(removed, offer.killed.archetype, input.name, input.archetype, offer.player ?? input.player, book, date);
  const held = [...c.gadgets.map((g) => (g.quirk ? `${g.name} with ${g.quirk}` : g.name)), ...c.quirks, ...c.upgrades];
  const effects = dead.changes.slice(1).filter((l) => !l.includes('Foreman'));
  const joined = next.characters.at(-1)!;
  return {
    question: `${offer.killed.name} leaves the warband${held.length > 0 ? ` with ${list(held)}` : ''} (KB 1666)${effects.length > 0 ? `; ${effects.join('; ')}` : ''}, and ${joined.name} (${joined.archetype}) joins in its place.`,
    choices: [{ label: `Remove ${offer.killed.name} and add ${joined.name}`, roster: next }],
  };
}

