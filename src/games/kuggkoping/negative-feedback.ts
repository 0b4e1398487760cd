/**
 * Negative feedback at the table (a Chart Glyphs trait, KB 829-831): for each grit a Character loses,
 * its player rolls a D6, and each 1 gives 1 damage to another random friendly Character. The grit
 * lost is counted as it happens (play.ts's `afterGritChange`, under FEEDBACK_DUE); this rolls what is
 * owed, and is loaded only when a roll is due (with Rolls for the warband).
 *
 * The damage is received as the book receives damage (KB 1607-1635, K3): the Character hit rolls a
 * defence die (two, keeping the higher, with Boiler plate), and saves it at or above its defence, or
 * loses 2 grit on a 1; at 0 grit it is knocked down, and the grit lost is owed its own D6 when that
 * Character's player has the trait too. Our reading (no ruling): the Character hit is picked among the
 * others still standing, both co-op players' alike as for Mind link (a knocked-down one has no grit
 * left to lose), and the site rolls its defence die with the same seed.
 */
import { createRng } from '../../engine/rng';
import type { PlayState as KitState } from '../../play';
import type { Rng } from '../../engine/rng';
import { defenceDieScore } from './defence-die';
import { afterGritChange, FEEDBACK_DUE, gritInPlay, mindLinkPending, rosterInPlay } from './play';
import type { Roster } from './roster-format';
import { characterView, playerOf, type KuggkopingBook } from './roster-rules';

const label = (roster: Roster, i: number) => roster.characters[i]?.name.trim() || `Character ${i + 1}`;

/** Dice rolled at the table (`ones`: how many showed a 1), or left out to be rolled here with `seed`. */
export interface FeedbackRoll {
  ones?: number;
  seed: string;
}

/**
 * 1 damage received by Character `index` (KB 1607-1635, K3): its defence die (the higher of two with
 * Boiler plate) rolled with `rng` against its defence with its gear in play; the grit lost (0, 1, or 2
 * on a 1) taken as a tap on its card takes it, held to its grit, then what grit lost does.
 */
function receiveOneDamage<S extends KitState>(roster: Roster, book: KuggkopingBook, index: number, state: S, rng: Rng): { state: S; words: string } {
  const d = characterView(rosterInPlay(roster, index, state, book), index, book).defence;
  if (!d) return { state, words: 'no defence known: nothing changes' };
  const faces = d.bestOfTwoDefence ? [rng.die(6), rng.die(6)] : [rng.die(6)];
  const kept = Math.max(...faces);
  const lost = Math.max(0, defenceDieScore(kept, d.defence, d.sixRemovesOnlyOne));
  const rolled = faces.length > 1 ? `defence dice ${faces.join(' and ')} (Boiler plate keeps ${kept})` : `defence die ${kept}`;
  if (lost === 0) return { state, words: `${rolled} against ${d.defence}+: saved` };
  const grit = gritInPlay(roster, index, state, book) ?? Number.MAX_SAFE_INTEGER;
  const was = state.models[index]!.damage;
  // Never more than the grit it has left (a 1 on its last grit loses that one).
  const taken = Math.max(0, Math.min(grit, was + lost) - was);
  const next = { ...state, models: state.models.map((m, i) => (i === index ? { ...m, damage: was + taken } : m)) };
  const after = afterGritChange(roster, book, index, state, next);
  return { state: after, words: `${rolled} against ${d.defence}+: ${taken} grit lost${after.models[index]!.down ? ', knocked down' : ''}` };
}

/**
 * Character `index`'s Negative feedback rolled: one D6 per grit it lost since the last roll (typed as
 * the count of 1s, or rolled with `seed`), and for each 1 another random friendly Character standing
 * receives 1 damage and rolls its defence die (each pick and die seeded `<seed>/feedback/<k>`). `theirs`: at a co-op table on two phones,
 * the other player's Characters, whose damage is taken on their phone (the words say so). The words
 * say each die, pick and seed.
 */
export function applyFeedback<S extends KitState>(roster: Roster, book: KuggkopingBook, index: number, state: S, roll: FeedbackRoll, theirs?: ReadonlySet<number>): { state: S; words: string[] } {
  const dice = state.models[index]?.counters[FEEDBACK_DUE] ?? 0;
  if (dice <= 0 || !roster.characters[index]) return { state, words: [] };
  const rng = createRng(roll.seed);
  const faces = roll.ones === undefined ? Array.from({ length: dice }, () => rng.die(6)) : null;
  const typed = Number.isFinite(roll.ones) ? Math.trunc(roll.ones!) : 0;
  const ones = faces ? faces.filter((f) => f === 1).length : Math.max(0, Math.min(dice, typed));
  let next: S = { ...state, models: state.models.map((m, i) => (i === index ? { ...m, counters: { ...m.counters, [FEEDBACK_DUE]: 0 } } : m)) };
  const rolled = faces ? `rolls ${faces.join(', ')} (seed ${rng.seed})` : `${ones} of ${dice} ${dice === 1 ? 'die' : 'dice'} rolled a 1`;
  const words = [`Negative feedback for ${label(roster, index)}’s ${dice} grit lost: ${rolled}`];
  if (ones === 0) words.push('no one else takes damage');
  for (let k = 0; k < ones; k++) {
    const standing = next.models.flatMap((m, i) => (i !== index && roster.characters[i] && !m.out && !m.down && !mindLinkPending(next, i) ? [i] : []));
    if (standing.length === 0) {
      words.push('no other Character is standing to take the damage');
      break;
    }
    const pick = createRng(`${roll.seed}/feedback/${k}`);
    const friend = standing[pick.int(0, standing.length - 1)]!;
    const who = label(roster, friend);
    if (theirs?.has(friend)) {
      words.push(`${who} takes 1 damage (seed ${pick.seed}): on Player ${playerOf(roster, roster.characters[friend]!)}’s phone, where its defence is rolled and the grit lost taken`);
      continue;
    }
    const received = receiveOneDamage(roster, book, friend, next, pick);
    next = received.state;
    words.push(`${who} takes 1 damage (seed ${pick.seed}): ${received.words}`);
  }
  return { state: next, words };
}
