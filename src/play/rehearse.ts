/**
 * A round's first taps rehearsed on a copy of the game, thrown away: Take 1 damage and Activated on
 * the first model in play, Next round and Undo, each worded, taken and read as its card reads it.
 *
 * Why: a page's first tap of a kind runs its step's code for the first time, and V8 compiles and
 * learns it inside that tap. A trace of Kuggköping's play page (CPU slowed 4x): the first Take 1
 * damage's click 17 to 20 ms of script, the same tap later 7 to 9, its style, layout and paint the
 * same both times. The play view runs this once a game is painted, while the page is idle
 * (usePlay.ts), so the player's first taps find the code ready. Everything here is pure: nothing is
 * saved, said or drawn.
 */
import type { GameDoc, PlayCommand } from './log';
import { refusal, take, undoLast } from './log';
import type { PlayRules, PlayState } from './state';
import { stepText } from './words';

/** Who takes the rehearsed steps (never saved: the steps are thrown away with their copy). */
export const REHEARSAL = 'rehearsal';

/** The model whose taps are rehearsed on `doc` (the first in play), and the steps, in order; null when no model is in play. */
export function rehearsal<R, G>(rules: PlayRules<R, G>, doc: GameDoc<G>): { model: number; steps: PlayCommand[] } | null {
  const model = doc.state.models.findIndex((m, i) => !m.out && !(rules.benched?.(doc.state, i) ?? false));
  if (model < 0) return null;
  return {
    model,
    steps: [
      { kind: 'damage', model, by: 1 },
      { kind: 'status', model, status: 'activated', on: true },
      { kind: 'next-round', from: doc.state.round },
    ],
  };
}

/** Rehearses the round's first taps on `doc` (see above); returns the game as the rehearsal left it, Undo's included. */
export function rehearse<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, now: Date): GameDoc<G> {
  const planned = rehearsal(rules, doc);
  if (!planned) return doc;
  let game = doc;
  for (const cmd of planned.steps) {
    if (refusal(game, cmd) !== null) continue;
    game = take(rules, roster, game, cmd, stepText(rules, roster, game.state, cmd), now, REHEARSAL);
    readAsCard(rules, roster, planned.model, game.state);
  }
  const back = undoLast(rules, roster, game, now, REHEARSAL);
  if (back) readAsCard(rules, roster, planned.model, back.game.state);
  return back ? back.game : game;
}

/** What a model's card reads of the state (PlayView's ModelCard). */
function readAsCard<R, G>(rules: PlayRules<R, G>, roster: R, index: number, state: PlayState): void {
  rules.stats(roster, index, state);
  rules.notes?.(roster, index, state);
  rules.modelActions?.(roster, index, state);
  rules.maxDamage?.(roster, index, state);
}
