/**
 * A game in progress as a log of steps. Each step is a command in plain data ("damage model 0 by 3",
 * "next round from round 2", "undo step x") with its words for the log, when it was taken and by
 * which tab or phone; the game's state is worked out from a base state and the steps, in the order
 * (time, id). So two tabs (or two phones) that took steps on the same game merge by taking the union
 * of their steps: every tap counts once, in one stated order, whatever order the copies meet in, and
 * the same copy met twice changes nothing.
 *
 * - Undo is a step that names the step it takes back: it never undoes another tab's later tap.
 * - Next round names the round it ends, so pressing it in two tabs at once moves on one round.
 * - Damage and counters are changes by an amount, so two tabs' hits add up; statuses and marks are
 *   set to a value, so the later setting wins.
 * - A game's own part of the state (`own`: Kuggköping's enemy turn) and anything else a game changes with
 *   its own function is recorded as what it set (`patch`), the later step winning.
 * - Limits (the round, a counter's bounds) are enforced when a step is taken; a stored game is never
 *   dropped for them.
 * - When the log passes PLAY_LOG_LIMIT steps, the oldest are folded into the base: their words stay
 *   in `base.words`, they can no longer be undone.
 */
import { keepEqual } from '../common/json';
import { shown } from '../common/words';
import { changeScore, emptyBattle, setBattle, type BattleState, type Side } from './battle';
import {
  changeDamage,
  changeFoeDamage,
  counterValue,
  modelInfos,
  nextRound,
  setFoeFlag,
  setFoeOut,
  startState,
  type GameResult,
  type ModelPlay,
  type Opponent,
  type Outcome,
  type PlayRules,
  type PlayState,
} from './state';

export const PLAY_VERSION = 5;
/** Steps kept in the log; older ones are folded into the base. */
export const PLAY_LOG_LIMIT = 600;
/** How many steps one fold moves into the base (so the fold is rare). */
export const PLAY_FOLD = 100;
/** Words of folded steps kept for the log. */
export const PLAY_WORDS_LIMIT = 300;
/** The highest round a game may reach. */
export const PLAY_ROUND_LIMIT = 999;

/** What one step does. */
export type PlayCommand =
  | { kind: 'damage'; model: number; by: number }
  | { kind: 'status'; model: number; status: 'activated' | 'down' | 'out'; on: boolean }
  | { kind: 'counter'; model: number | null; id: string; by: number }
  | { kind: 'flag'; model: number | null; id: string; on: boolean }
  | { kind: 'action'; model: number; id: string }
  | { kind: 'next-round'; from: number }
  | { kind: 'foe-damage'; foe: number; by: number; max: number | null }
  | { kind: 'foe-out'; foe: number; on: boolean }
  | { kind: 'foe-flag'; foe: number; id: string; on: boolean }
  | { kind: 'patch'; patch: StatePatch }
  | { kind: 'reset' }
  | { kind: 'opponent'; opponent: Opponent }
  | { kind: 'end'; outcome: Outcome; note: string }
  | { kind: 'undo'; step: string }
  | { kind: 'setup'; scenario: string | null; first: Side | null }
  /** `max`: the source's most (ScoreSource.max) when the step was taken, so replaying the log needs no scenario rules. */
  | { kind: 'score'; side: Side; source: string; round: number; by: number; max?: number };

/** What a step set, part by part (a model by its index); the rest of the state is left as it is. */
export interface StatePatch {
  round?: number;
  models?: Record<number, ModelPlay>;
  counters?: Record<string, number>;
  flags?: Record<string, boolean>;
  /** The game's own part (`PlayState.own`), set whole; null: removed. */
  own?: unknown;
  foes?: PlayState['foes'] | null;
  /** The battle's part (./battle.ts), set whole; null: removed. */
  battle?: BattleState | null;
}

export interface PlayStep {
  /** Unique on every device: the tab's id and a random part. */
  id: string;
  /** When it was taken (ISO); the log's order is (at, id). */
  at: string;
  /** The tab or phone that took it. */
  by: string;
  /** What was done, in words ("Olga: took 1 damage"). */
  text: string;
  cmd: PlayCommand;
}

/** Where the log starts: a state, and what the steps folded into it left. */
export interface PlayBase<G = unknown> {
  state: PlayState<G>;
  result: GameResult | null;
  opponent: Opponent | null;
  /** The words of steps folded into the base, oldest first. */
  words: string[];
  /** How many steps were folded into it. */
  folded: number;
  /** The order key of the last folded step ("" when none): a step at or before it is in the base. */
  through: string;
}

/** A game in progress (or ended) as saved. `state`, `result` and `opponent` are worked out from `base` and `steps`. */
export interface GameDoc<G = unknown> {
  game: string;
  version: number;
  /** The roster's name when the game started. */
  name: string;
  startedAt: string;
  /** The roster as its builder saves it (the game's JSON format). */
  roster: unknown;
  /** The saved roster it was started from, when there is one on this device. */
  rosterId: string | null;
  base: PlayBase<G>;
  steps: PlayStep[];
  /** Its `own` part is the game's (`G`, its `PlayRules<R, G>`), kept by the kit as the game wrote it. */
  state: PlayState<G>;
  result: GameResult | null;
  opponent: Opponent | null;
  /**
   * The table link (./table-link.ts): the opponent's phone's side as a replica, kept as plain JSON
   * and read by the table link's own reader when its code loads. Absent: a game on one phone.
   */
  link?: unknown;
}

/** The order of the log. */
export const orderKey = (s: Pick<PlayStep, 'at' | 'id'>): string => `${s.at} ${s.id}`;
const byOrder = (a: PlayStep, b: PlayStep) => (orderKey(a) < orderKey(b) ? -1 : orderKey(a) > orderKey(b) ? 1 : 0);

/** A new game of a roster (its JSON as saved), at `now`. */
export function newGame<R, G>(rules: PlayRules<R, G>, rosterJson: unknown, rosterId: string | null, now: Date): GameDoc<G> {
  const roster = rules.parse(rosterJson);
  const state = startState(rules, roster);
  return {
    game: gameId(rules.slug),
    version: PLAY_VERSION,
    name: rules.rosterName(roster),
    startedAt: now.toISOString(),
    roster: rosterJson,
    rosterId,
    base: { state, result: null, opponent: null, words: [], folded: 0, through: '' },
    steps: [],
    state,
    result: null,
    opponent: null,
  };
}

/** The storage name of a game's games in progress: "play-kuggkoping". */
export function gameId(slug: string): string {
  return `play-${slug}`;
}

// ---------------------------------------------------------------------------------------------
// Working out the state

interface Worked<G = unknown> {
  state: PlayState<G>;
  result: GameResult | null;
  opponent: Opponent | null;
}

const withModelAt = <G>(state: PlayState<G>, index: number, change: (m: ModelPlay) => ModelPlay): PlayState<G> => {
  const m = state.models[index];
  return m ? { ...state, models: state.models.map((x, i) => (i === index ? change(x) : x)) } : state;
};

/** One step applied; a step that no longer fits the state (a model that is not there) changes nothing. */
function apply<R, G>(rules: PlayRules<R, G>, roster: R, w: Worked<G>, cmd: PlayCommand, at: string): Worked<G> {
  const s = w.state;
  const next = (state: PlayState<G>): Worked<G> => ({ ...w, state });
  switch (cmd.kind) {
    case 'damage':
      return s.models[cmd.model] ? next(changeDamage(rules, roster, s, cmd.model, cmd.by)) : w;
    case 'status':
      return next(withModelAt(s, cmd.model, (m) => ({ ...m, [cmd.status]: cmd.on })));
    case 'counter': {
      const defs = cmd.model === null ? rules.gameCounters(roster) : (modelInfos(rules, roster)[cmd.model]?.counters ?? []);
      // A game counter the game no longer declares (Wolsung's enemy Heroes killed, now the battle's
      // score) keeps the steps of games saved with it: their number is not lost when read again.
      const def = defs.find((d) => d.id === cmd.id) ?? (cmd.model === null ? { id: cmd.id, label: cmd.id } : undefined);
      if (!def) return w;
      if (cmd.model === null) return next({ ...s, counters: { ...s.counters, [def.id]: counterValue(def, (s.counters[def.id] ?? def.start ?? 0) + cmd.by) } });
      return next(withModelAt(s, cmd.model, (m) => ({ ...m, counters: { ...m.counters, [def.id]: counterValue(def, (m.counters[def.id] ?? def.start ?? 0) + cmd.by) } })));
    }
    case 'flag':
      if (cmd.model === null) return next({ ...s, flags: { ...s.flags, [cmd.id]: cmd.on } });
      return next(withModelAt(s, cmd.model, (m) => ({ ...m, flags: { ...m.flags, [cmd.id]: cmd.on } })));
    case 'action': {
      const action = s.models[cmd.model] ? rules.modelActions?.(roster, cmd.model, s).find((a) => a.id === cmd.id) : undefined;
      return action ? next(action.apply(s)) : w;
    }
    case 'next-round':
      // Pressed in two tabs at once, both name the same round: the second changes nothing.
      return s.round === cmd.from && s.round < PLAY_ROUND_LIMIT ? next(nextRound(rules, roster, s)) : w;
    case 'foe-damage':
      return next(changeFoeDamage(s, cmd.foe, cmd.by, cmd.max));
    case 'foe-out':
      return next(setFoeOut(s, cmd.foe, cmd.on));
    case 'foe-flag':
      return next(setFoeFlag(s, cmd.foe, cmd.id, cmd.on));
    case 'patch':
      return next(patched(s, cmd.patch));
    case 'reset': {
      // From round 1 again, played as the same scenario: the set-up stays, the score goes.
      const fresh = startState(rules, roster);
      const b = s.battle;
      return { state: b ? { ...fresh, battle: { ...emptyBattle(), scenario: b.scenario, first: b.first } } : fresh, result: null, opponent: w.opponent };
    }
    case 'setup':
      return next(setBattle(s, { scenario: cmd.scenario, first: cmd.first }) as PlayState<G>);
    case 'score':
      return next(changeScore(s, cmd.side, cmd.source, cmd.round, cmd.by, cmd.max) as PlayState<G>);
    case 'opponent': {
      const { foes: _foes, ...rest } = s;
      void _foes;
      return { ...w, state: rest, opponent: cmd.opponent };
    }
    case 'end':
      return { ...w, result: { outcome: cmd.outcome, note: cmd.note, endedAt: at } };
    case 'undo':
      return w;
  }
}

function patched<G>(s: PlayState<G>, p: StatePatch): PlayState<G> {
  const out: PlayState<G> = { ...s };
  if (p.round !== undefined) out.round = p.round;
  if (p.models) out.models = s.models.map((m, i) => p.models![i] ?? m);
  if (p.counters) out.counters = p.counters;
  if (p.flags) out.flags = p.flags;
  if (p.own === null) delete out.own;
  else if (p.own !== undefined) out.own = p.own as G; // the game's own part, as its own step set it
  if (p.foes === null) delete out.foes;
  else if (p.foes !== undefined) out.foes = p.foes;
  if (p.battle === null) delete out.battle;
  else if (p.battle !== undefined) out.battle = p.battle;
  return out;
}

/** The steps an Undo took back. */
const undoneIds = (steps: readonly PlayStep[]) => new Set(steps.flatMap((s) => (s.cmd.kind === 'undo' ? [s.cmd.step] : [])));

/** The state, result and opponent that `base` and `steps` give. */
export function workOut<R, G>(rules: PlayRules<R, G>, roster: R, base: PlayBase<G>, steps: readonly PlayStep[]): Worked<G> {
  const undone = undoneIds(steps);
  let w: Worked<G> = { state: base.state, result: base.result, opponent: base.opponent };
  for (const s of steps) if (!undone.has(s.id)) w = apply(rules, roster, w, s.cmd, s.at);
  return w;
}

/** The game with its derived parts worked out again from its base and steps. */
export function worked<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>): GameDoc<G> {
  return { ...doc, ...workOut(rules, roster, doc.base, doc.steps) };
}

// ---------------------------------------------------------------------------------------------
// Taking steps

/** A step's id: the tab's id and a random part. */
export function stepId(by: string): string {
  let r = '';
  const bytes = new Uint8Array(5);
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  for (const b of bytes) r += (b % 36).toString(36);
  return `${by || 'here'}.${r}`;
}

/** Why a command cannot be taken now, in the player's words, or null. */
export function refusal(doc: GameDoc, cmd: PlayCommand): string | null {
  if (cmd.kind === 'next-round' && doc.state.round >= PLAY_ROUND_LIMIT) return `Round ${PLAY_ROUND_LIMIT} is the last round a game can reach here.`;
  if ((cmd.kind === 'damage' || cmd.kind === 'foe-damage' || cmd.kind === 'counter' || cmd.kind === 'score') && (!Number.isInteger(cmd.by) || Math.abs(cmd.by) > 1000)) return 'A change of more than 1000 at once is not taken.';
  if (cmd.kind === 'score' && (!Number.isInteger(cmd.round) || cmd.round < 1 || cmd.round > doc.state.round)) return `Points can be scored in rounds 1 to ${doc.state.round}.`;
  return null;
}

/**
 * The game after one more step (its words `text`), taken by `by` at `now`; the state worked out
 * from it. A step the limits refuse leaves the game as it was (`refusal` says why).
 */
export function take<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, cmd: PlayCommand, text: string, now: Date, by = ''): GameDoc<G> {
  if (refusal(doc, cmd) !== null) return doc;
  const { doc: next, step } = appended(doc, cmd, text, now, by);
  const w = cmd.kind === 'undo' ? workOut(rules, roster, next.base, next.steps) : apply(rules, roster, { state: doc.state, result: doc.result, opponent: doc.opponent }, cmd, step.at);
  // What the step left as it was keeps its objects (Undo works the state out anew; Next round copies
  // every model's counters and marks): the play view then draws again only what changed.
  return folded(rules, roster, { ...next, ...w, state: keepEqual(doc.state, w.state) });
}

/** The log with one more step, the newest: its time is never before the last step's, so it applies to the state as it is. */
function appended<G>(doc: GameDoc<G>, cmd: PlayCommand, text: string, now: Date, by: string): { doc: GameDoc<G>; step: PlayStep } {
  const last = doc.steps[doc.steps.length - 1];
  const nowAt = now.toISOString();
  // Never at or before the last step's time (the same millisecond, a clock set back): one millisecond after it.
  const lastTime = last ? Date.parse(last.at) : NaN;
  const at = last && last.at >= nowAt && !Number.isNaN(lastTime) ? new Date(lastTime + 1).toISOString() : nowAt;
  const step: PlayStep = { id: stepId(by), at, by, text, cmd };
  return { doc: { ...doc, steps: [...doc.steps, step] }, step };
}

/**
 * The game after a change a game makes with its own function (`next`, from the state as it is): a
 * step that sets what changed. Needs no rules (the log is folded at the next `take`).
 */
export function act<G>(doc: GameDoc<G>, text: string, next: PlayState<G>, now: Date, by = ''): GameDoc<G> {
  const { doc: out } = appended(doc, { kind: 'patch', patch: patchOf(doc.state, next) }, text, now, by);
  return { ...out, state: next };
}

/**
 * The steps Undo can take back, newest first (not undone, not an Undo). With `by`, only that tab's
 * (or phone's) own steps and those migrated from version 1: Undo in one tab never takes back a tap
 * made in another.
 */
export function undoable(doc: Pick<GameDoc, 'steps'>, by = ''): PlayStep[] {
  const undone = undoneIds(doc.steps);
  return doc.steps.filter((s) => s.cmd.kind !== 'undo' && !undone.has(s.id) && (by === '' || s.by === by || s.by === 'v1')).reverse();
}

/** How many steps Undo can take back (in tab `by`). */
export function undoableSteps(doc: Pick<GameDoc, 'steps'>, by = ''): number {
  return undoable(doc, by).length;
}

/** The game with its newest step that can be undone (in tab `by`) taken back, by an Undo step naming it, or null when there is none. */
export function undoStep<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, now: Date, by = ''): { doc: GameDoc<G>; undone: string } | null {
  const target = undoable(doc, by)[0];
  if (!target) return null;
  return { doc: take(rules, roster, doc, { kind: 'undo', step: target.id }, `Undid: ${target.text}`, now, by), undone: target.text };
}

/** Folds the oldest steps into the base once the log passes its limit. */
function folded<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>): GameDoc<G> {
  if (doc.steps.length <= PLAY_LOG_LIMIT) return doc;
  const cut = doc.steps.length - PLAY_LOG_LIMIT + PLAY_FOLD;
  const old = doc.steps.slice(0, cut);
  // An Undo kept in the log may name a folded step: the fold takes the undone steps into account.
  const undone = undoneIds(doc.steps);
  let w: Worked<G> = { state: doc.base.state, result: doc.base.result, opponent: doc.base.opponent };
  for (const s of old) if (!undone.has(s.id)) w = apply(rules, roster, w, s.cmd, s.at);
  const base: PlayBase<G> = {
    ...w,
    words: [...doc.base.words, ...old.map((s) => s.text)].slice(-PLAY_WORDS_LIMIT),
    folded: doc.base.folded + old.length,
    through: orderKey(old[old.length - 1]!),
  };
  return { ...doc, base, steps: doc.steps.slice(cut) };
}

/**
 * Two copies of one game (two tabs, two phones) as one: the base that folded more, and the union of
 * both logs after it, by step id; the state worked out again. The same copy merged twice, or the two
 * merged in either order, give the same game.
 */
export function mergeGames<R, G>(rules: PlayRules<R, G>, roster: R, a: GameDoc<G>, b: GameDoc<G>): GameDoc<G> {
  const [first, second] = a.base.folded > b.base.folded || (a.base.folded === b.base.folded && a.base.through >= b.base.through) ? [a, b] : [b, a];
  const seen = new Map<string, PlayStep>();
  for (const s of [...first.steps, ...second.steps]) if (orderKey(s) > first.base.through && !seen.has(s.id)) seen.set(s.id, s);
  const steps = [...seen.values()].sort(byOrder);
  const out = folded(rules, roster, worked(rules, roster, { ...first, steps }));
  // Two tabs of one phone on a linked game: the link that holds more of the opponent's steps (the
  // opponent's next update brings back anything the other tab had merged).
  const link = linkHeld(a.link) >= linkHeld(b.link) ? a.link : b.link;
  if (link === undefined) delete out.link;
  else out.link = link;
  return out;
}

/** How much of the opponent's side a table link holds (-1: none). */
function linkHeld(link: unknown): number {
  const them = (link as { them?: { base?: { folded?: unknown }; steps?: unknown } } | undefined)?.them;
  return them ? Number(them.base?.folded) + (Array.isArray(them.steps) ? them.steps.length : 0) || 0 : -1;
}

// ---------------------------------------------------------------------------------------------
// Steps of the kit's own

/**
 * The step that makes `next` the state, for a change a game makes with its own function (the enemy
 * turn, a counter a game sets): what it changed, part by part.
 */
export function patchOf<G>(before: PlayState<G>, next: PlayState<G>): StatePatch {
  const p: StatePatch = {};
  if (next.round !== before.round) p.round = next.round;
  const models: Record<number, ModelPlay> = {};
  next.models.forEach((m, i) => {
    if (m !== before.models[i]) models[i] = m;
  });
  if (Object.keys(models).length > 0) p.models = models;
  if (next.counters !== before.counters) p.counters = next.counters;
  if (next.flags !== before.flags) p.flags = next.flags;
  if (next.own !== before.own) p.own = next.own ?? null;
  if (next.foes !== before.foes) p.foes = next.foes ?? null;
  if (next.battle !== before.battle) p.battle = next.battle ?? null;
  return p;
}

/** Reset: back to the start (a step of its own, so it can be undone too). */
export function resetGame<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, now: Date, by = ''): GameDoc<G> {
  return take(rules, roster, doc, { kind: 'reset' }, 'Reset the game', now, by);
}

/** Reset: the game from round 1 again (a step: Undo brings it back), with what the page says. */
export function resetPlay<R>(rules: PlayRules<R>, played: R, doc: GameDoc, now: Date, by = ''): { game: GameDoc; said: string } {
  return { game: resetGame(rules, played, doc, now, by), said: 'The game was reset.' };
}

/** Undo of this tab's last step, with what the page says; null when there is nothing to undo. */
export function undoLast<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, now: Date, by = ''): { game: GameDoc<G>; said: string } | null {
  const back = undoStep(rules, roster, doc, now, by);
  return back ? { game: back.doc, said: `Undid: ${back.undone}.` } : null;
}

/** The game with the opponent's roster (a step, so it can be undone); the last opponent's damage goes with it. */
export function withOpponent<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, name: string, rosterJson: unknown, now: Date, by = ''): GameDoc<G> {
  return take(rules, roster, doc, { kind: 'opponent', opponent: { name: name.slice(0, 200), roster: rosterJson } }, `Opponent: ${shown(name) || 'unnamed roster'}`, now, by);
}

/** Records the result of a game (a step: Undo takes it back). */
export function recordGameResult<R, G>(rules: PlayRules<R, G>, roster: R, doc: GameDoc<G>, outcome: Outcome, note: string, now: Date, by = ''): GameDoc<G> {
  return take(rules, roster, doc, { kind: 'end', outcome, note: note.slice(0, 200) }, `Ended the game: ${outcomeWord(outcome)}${note.trim() ? ` (${shown(note, 80)})` : ''}`, now, by);
}

export function outcomeWord(outcome: Outcome): string {
  return outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'a draw';
}

/** The log's words, oldest first: folded steps, then every step (an undone one marked so). */
export function logWords(doc: Pick<GameDoc, 'base' | 'steps'>): string[] {
  const undone = undoneIds(doc.steps);
  return [...doc.base.words, ...doc.steps.map((s) => (undone.has(s.id) ? `${s.text} (undone)` : s.text))];
}
