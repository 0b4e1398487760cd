/**
 * Kuggköping's enemy turn as pure state (RULINGS K5, K8, K9, K13): the Characters and enemies on the
 * table, each enemy's situation, roll, result and whether it has activated, and which enemy goes next.
 * No DOM: the whole-turn mode of the enemy-activation page and the play view render it
 * (src/components/kuggkoping/turn/EnemyTurn.tsx).
 *
 * This file is the stable contract; the turn lives in the modules beside it:
 *
 *   turn/data.ts     the data a turn reads, made from the collections
 *   turn/profile.ts  enemies' and Characters' profiles as they play (the play view's odds read it alone)
 *   turn/state.ts    the state's types, limits and a new turn
 *   turn/edit.ts     setting up: models added, renamed, changed, removed; settings; a board-tool set-up
 *   turn/damage.ts   grit lost, killed or knocked down, standing up, grit changes, Gizmo markers
 *   turn/board.ts    the turn's board as enemy-turn.ts reads it, and moves on it
 *   turn/order.ts    situations, who goes next (K13), rolls from the seed, Next enemy, a new round
 *   turn/outcome.ts  a roll's result in our words, Lost in fog's and Wandering's scatter
 *   turn/attack.ts   a fighting enemy's target, its attack action and the counterattacks (K8, K9)
 *   turn/saved.ts    the versioned format, the reader that never trusts it, the JSON
 *   turn/link.ts     the turn in a link (#turn=…) and in the session
 *
 * - Rolls come from the turn's seed with the engine's seeded random numbers, so the same seed replays
 *   the same turn whatever order the enemies go in; a face a player typed from a real die is read
 *   exactly as a rolled one.
 * - With a board, each enemy's situation and the next enemy come from it (enemy-turn.ts, K13);
 *   without one, the player ticks the situation and picks who goes next.
 * - The state is plain JSON (versioned): kept in the session for a reload, and sent as a link.
 */
export * from './turn/profile';
export * from './turn/data';
export { DEFAULT_SETTINGS, emptyTurn, MAX_GIZMOS, MAX_NAME_LENGTH, MAX_TURN_MODELS, TURN_VERSION, withDown, type Situation, type TurnCharacter, type TurnEnemy, type TurnRoll, type TurnSettings, type TurnState, type TurnStep } from './turn/state';
export * from './turn/edit';
export * from './turn/damage';
export * from './turn/board';
export { afterCharacter, candidates, choose, newRound, nextEnemy, rollEnemy, sameSituation, seededFace, setTicks, settleCurrent, situationOf, situations, typeRoll } from './turn/order';
export * from './turn/outcome';
export * from './turn/attack';
export * from './turn/saved';
export * from './turn/link';
