/**
 * Game day: a roster played at the table. A game is a snapshot of the roster (its JSON, as saved)
 * plus the state of play: the round, each model's damage, status and counters, the game's own
 * counters, and the list of steps taken (each with the state before it, so Undo goes back any number
 * of steps and exactly). Games are saved by the roster kit's library (`RosterLibrary` over a
 * `RosterGame<GameDoc>` from `playGame(slug)`), one storage key each under
 * `skirmish-shelf:roster:play-<slug>:<id>`, so revisions, two tabs, full storage and the backup file
 * apply to games in progress as they do to rosters.
 *
 * Pure: no DOM, no React. A game's own rules (what a model's track is, the numbers it changes, its
 * counters, what Next round clears) are a `PlayRules` in `src/games/<slug>/play.ts`; the play view
 * (src/components/play/) only renders them and calls the functions here.
 */
import type { RosterGame } from './game';
import { RosterFormatError } from './errors';
import { shown } from '../common/words';
import { hasLog, recordGame } from './campaign-log';

export const PLAY_VERSION = 1;
/** Undo steps kept per game (the log keeps their words; older steps can no longer be undone). */
export const PLAY_UNDO_LIMIT = 300;
/** Steps kept in the log. */
export const PLAY_LOG_LIMIT = 600;
/** The most characters a state's `side` may take as JSON (a larger one is dropped on reading). */
export const PLAY_SIDE_LIMIT = 64_000;
/** The most opponent's models tracked. */
export const PLAY_FOES_LIMIT = 80;

/** One model in play. */
export interface ModelPlay {
  /** Damage taken (grit, Meat or wounds lost); never below 0 nor above the model's maximum. */
  damage: number;
  /** Activated this round. */
  activated: boolean;
  /** Down: knocked down (Kuggköping), Downed (Heartbreaker), knocked down (Punkapocalyptic), toppled… as the game names it. */
  down: boolean;
  /** Out of the game. */
  out: boolean;
  /** The game's own per-model counters, by id. */
  counters: Record<string, number>;
  /** The game's own per-model marks, by id. */
  flags: Record<string, boolean>;
}

export interface PlayState {
  round: number;
  models: ModelPlay[];
  /** The game's own counters (Tinker dice, cards in hand, soulstones…), by id. */
  counters: Record<string, number>;
  flags: Record<string, boolean>;
  /** Arsenal Campaign: the models hired for this encounter (indexes into the roster's models); null where every model plays. */
  crew: number[] | null;
  /**
   * A game's own state beside the models', opaque to the kit (Kuggköping's enemy turn under
   * `enemyTurn`): saved with the game and in every undo snapshot; the game reads and checks its part.
   * Read back only when it is a plain object of at most PLAY_SIDE_LIMIT characters as JSON.
   */
  side?: Record<string, unknown>;
  /**
   * The opponent's models as the odds read them (by the index of `PlayOddsRules.targets`): damage
   * taken and out of the game. Absent or short: the rest are at full health. Cleared when another
   * opponent is added.
   */
  foes?: FoePlay[];
}

/** One of the opponent's models in play. */
export interface FoePlay {
  /** Damage taken; never below 0 nor above its maximum. */
  damage: number;
  out: boolean;
  /** The game's own marks on the opponent's model (`PlayOddsRules.foeFlags`: Toppled, Downed…), by id. */
  flags?: Record<string, boolean>;
}

export type Outcome = 'win' | 'loss' | 'draw';

export interface GameResult {
  outcome: Outcome;
  /** Victory points, a score, a note: the player's words. */
  note: string;
  endedAt: string;
}

export interface PlayStep {
  /** What was done, in words ("Olga: took 1 damage"). */
  text: string;
  at: string;
  /** The state before it (absent for steps too old to undo). */
  before?: PlayState;
}

/** The opponent's roster (its JSON, in this game's format), for the odds between two models. */
export interface Opponent {
  name: string;
  roster: unknown;
}

/** The game with the opponent's roster (a step, so it can be undone); the last opponent's damage goes with it. */
export function withOpponent(doc: GameDoc, name: string, rosterJson: unknown, now: Date): GameDoc {
  const { foes: _foes, ...state } = doc.state;
  void _foes;
  return { ...act(doc, `Opponent: ${shown(name) || 'unnamed roster'}`, state, now), opponent: { name: name.slice(0, 200), roster: rosterJson } };
}

/** A game in progress (or ended) as saved. */
export interface GameDoc {
  game: string;
  version: number;
  /** The roster's name when the game started. */
  name: string;
  startedAt: string;
  /** The roster as its builder saves it (the game's JSON format). */
  roster: unknown;
  /** The saved roster it was started from, when there is one on this device. */
  rosterId: string | null;
  opponent: Opponent | null;
  state: PlayState;
  steps: PlayStep[];
  result: GameResult | null;
}

/** A per-model or per-game counter. */
export interface CounterDef {
  id: string;
  label: string;
  /** Default 0. */
  min?: number;
  /** Default none. */
  max?: number;
  /** Next round sets it back to `start` (default 0). */
  clearsEachRound?: boolean;
  start?: number;
  /** Hidden from the opponent (Punkapocalyptic's secret bullets): never printed on the game sheet nor sent in a link. */
  secret?: boolean;
}

export interface FlagDef {
  id: string;
  label: string;
  /** Next round takes it away. */
  clearsEachRound?: boolean;
  /** Next round sets it (Heartbreaker's Ready token for standing fighters). */
  setEachRound?: boolean;
}

/** One model as the play view shows it. */
export interface PlayModelInfo {
  name: string;
  /** "Crack Shot · Foreman". */
  kicker: string;
  /** The most damage it can take (its grit, Meat or wounds), or null when the roster does not say. */
  max: number | null;
  counters: CounterDef[];
  flags: FlagDef[];
}

/** A number on a model's card, with what damage did to it. */
export interface StatLine {
  label: string;
  value: string;
  /** True when the state of play changed it from the roster's number. */
  changed?: boolean;
}

/** A button of a game's own on a model's card. */
export interface ModelAction {
  id: string;
  label: string;
  /** The step's words in the log ("stood up with a Second Wind"). */
  log: string;
  apply(state: PlayState): PlayState;
}

/** The odds between one of my models' weapons and one of the opponent's models, in the current state. */
export interface PlayOdds {
  /** Chance the attack does any damage. */
  hurt: number;
  /** Chance it takes the target out (down or out of the game, as the game reads it). */
  takeOut: number;
  /** The full odds tool with the same set-up (written by toolHref, with where it comes from). */
  href: string;
}

/** What my models can aim at: one of the opponent's models, or (Kuggköping) an enemy from the game's data. */
export interface PlayTarget {
  name: string;
  /** The most damage it takes (its Meat, wounds, grit), or null when unknown. */
  max: number | null;
}

/** A game's odds between two rosters in play (optional: a game without it shows no odds on the cards). */
export interface PlayOddsRules<R> {
  /** Model i's weapons, by name. */
  weapons(roster: R, index: number): string[];
  /**
   * What the odds can aim at, in `state`: the opponent's models, each tracked in `state.foes` by its
   * index here; or, with `fromData`, targets the game itself knows (no roster to add, no tracker).
   */
  targets(opponent: R | undefined, state: PlayState): PlayTarget[];
  /** The targets come from the game's data and state (Kuggköping's enemies), not from an opponent's roster. */
  fromData?: boolean;
  /** What the toggle under the odds means ("Target in cover"). */
  toggle: string;
  /** Marks of the game's own on the opponent's models (Toppled, Downed, Taken Down…), set from the opponent's panel and read by `odds`. */
  foeFlags?: FlagDef[];
  /** What "hurt" means in this game ("Hits" where a hit that does not Down does nothing); default "Hurts". */
  hurtLabel?: string;
  /**
   * The odds for model i of `roster` (in `state`) with `weapon` against target `target` (of
   * `opponent`, in `state.foes`), or null when they cannot be worked out.
   */
  odds(roster: R, index: number, state: PlayState, weapon: string, opponent: R | undefined, target: number, toggle: boolean): PlayOdds | null;
  /**
   * The other way round: one of the targets attacking my model i (in `state`: its damage taken, its
   * statuses). Absent: the game gives no odds that way. The toggle means the same for my model.
   */
  incoming?: IncomingOddsRules<R>;
}

/** The odds of one of the opponent's models (a target of `PlayOddsRules.targets`) attacking one of mine. */
export interface IncomingOddsRules<R> {
  /** Target j's weapons (or attacks), by name, in `state`. */
  weapons(opponent: R | undefined, target: number, state: PlayState): string[];
  /** Target j (of `opponent`, in `state.foes`) with `weapon` against model i of `roster` in `state`, or null when they cannot be worked out. */
  odds(roster: R, index: number, state: PlayState, opponent: R | undefined, target: number, weapon: string, toggle: boolean): PlayOdds | null;
}

/** What one game's play rules give the kit (src/games/<slug>/play.ts). */
export interface PlayRules<R> {
  slug: string;
  gameName: string;
  /** "warband", "gang", "club", "crew". */
  noun: string;
  modelNoun: string;
  /** The damage track's name ("grit", "Meat", "wounds", "hits"). */
  track: string;
  /** The down status's name ("Knocked down", "Downed"). */
  downLabel: string;
  outLabel: string;
  parse(input: unknown): R;
  rosterName(roster: R): string;
  models(roster: R): PlayModelInfo[];
  gameCounters(roster: R): CounterDef[];
  gameFlags(roster: R): FlagDef[];
  /** The numbers on model i's card with the state applied. */
  stats(roster: R, index: number, state: PlayState): StatLine[];
  /** Notes on model i's card ("Power Jacket lost at 0 grit"). */
  notes?(roster: R, index: number, state: PlayState): string[];
  /** After damage changed on model i (a game that knocks down at 0 sets it here). */
  afterDamage?(roster: R, index: number, before: PlayState, after: PlayState): PlayState;
  /** After Next round's common part (round + 1, activations and per-round counters cleared). */
  afterNextRound?(roster: R, state: PlayState): PlayState;
  /** The special rules of the roster for the printed glossary card: [name, short text]. */
  glossary?(roster: R): [string, string][];
  /** The most damage model i takes now, when the state decides it (a Health the player enters); default its `max`. */
  maxDamage?(roster: R, index: number, state: PlayState): number | null;
  /** Model i is not in this game (not hired for the encounter): its card shows only its own buttons. */
  benched?(state: PlayState, index: number): boolean;
  /** Buttons of the game's own on model i's card (Second Wind, Take 2 wounds), each a step. */
  modelActions?(roster: R, index: number, state: PlayState): ModelAction[];
  /** Lines about the whole game under the round ("Activate 2 fighters now"). */
  gameNotes?(roster: R, state: PlayState): string[];
  /** The odds against the opponent's models (the opponent panel and each card's odds). */
  odds?: PlayOddsRules<R>;
  /** A game that gives no odds between models says why, in plain words, where the opponent's panel would be; `tool` is an odds tool it does have. */
  noOdds?: { why: string; tool?: { label: string; href: string } };
  /** The state a new game starts in (after the kit's own). */
  start?(roster: R, state: PlayState): PlayState;
  /**
   * End game: what the game writes back to the saved roster `saved` (gadgets lost for good, killed
   * models, Finished Off models into the week's Aftermath, Tinker dice), with each change in words for
   * the log entry. `played` is the roster as it was played (the game's snapshot). The kit then adds
   * the one log entry of the game.
   */
  writeBack?(saved: R, played: R, state: PlayState, outcome: Outcome): WriteBack<R>;
}

/** What End game writes to the saved roster, and the changes in words ("Olga: Power Jacket lost for good"). */
export interface WriteBack<R> {
  roster: R;
  changes: string[];
}

// ---------------------------------------------------------------------------------------------
// State

const initial = (defs: readonly { id: string; start?: number }[]): Record<string, number> => Object.fromEntries(defs.map((d) => [d.id, d.start ?? 0]));

/** The state a game of `roster` starts in: round 1, no damage, every counter at its start. */
export function startState<R>(rules: PlayRules<R>, roster: R): PlayState {
  const models = rules.models(roster).map((m): ModelPlay => ({ damage: 0, activated: false, down: false, out: false, counters: initial(m.counters), flags: {} }));
  const state: PlayState = { round: 1, models, counters: initial(rules.gameCounters(roster)), flags: {}, crew: null };
  return rules.start ? rules.start(roster, state) : state;
}

const clamp = (lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x));

function withModel(state: PlayState, index: number, change: (m: ModelPlay) => ModelPlay): PlayState {
  const m = state.models[index];
  if (!m) throw new RangeError(`no model ${index}`);
  return { ...state, models: state.models.map((x, i) => (i === index ? change(x) : x)) };
}

/** Damage on model `index` changed by `by` (negative heals), kept between 0 and the model's maximum. */
export function changeDamage<R>(rules: PlayRules<R>, roster: R, state: PlayState, index: number, by: number): PlayState {
  const max = (rules.maxDamage ? rules.maxDamage(roster, index, state) : rules.models(roster)[index]?.max) ?? Number.MAX_SAFE_INTEGER;
  const next = withModel(state, index, (m) => ({ ...m, damage: clamp(0, max, m.damage + by) }));
  return rules.afterDamage ? rules.afterDamage(roster, index, state, next) : next;
}

/** Damage left before a model is at 0 (grit or Meat or wounds left). */
export function left(max: number | null, m: Pick<ModelPlay, 'damage'>): number | null {
  return max === null ? null : Math.max(0, max - m.damage);
}

export function setStatus(state: PlayState, index: number, status: Partial<Pick<ModelPlay, 'activated' | 'down' | 'out'>>): PlayState {
  return withModel(state, index, (m) => ({ ...m, ...status }));
}

/** A counter kept within its bounds. */
export function counterValue(def: CounterDef, value: number): number {
  return clamp(def.min ?? 0, def.max ?? Number.MAX_SAFE_INTEGER, Math.round(value));
}

export function changeModelCounter(state: PlayState, index: number, def: CounterDef, by: number): PlayState {
  return withModel(state, index, (m) => ({ ...m, counters: { ...m.counters, [def.id]: counterValue(def, (m.counters[def.id] ?? def.start ?? 0) + by) } }));
}

export function setModelFlag(state: PlayState, index: number, id: string, on: boolean): PlayState {
  return withModel(state, index, (m) => ({ ...m, flags: { ...m.flags, [id]: on } }));
}

export function changeGameCounter(state: PlayState, def: CounterDef, by: number): PlayState {
  return { ...state, counters: { ...state.counters, [def.id]: counterValue(def, (state.counters[def.id] ?? def.start ?? 0) + by) } };
}

export function setGameFlag(state: PlayState, id: string, on: boolean): PlayState {
  return { ...state, flags: { ...state.flags, [id]: on } };
}

const FRESH: FoePlay = { damage: 0, out: false };

/** The opponent's model `index` in play (at full health until the game says otherwise). */
export function foeOf(state: PlayState, index: number): FoePlay {
  return state.foes?.[index] ?? FRESH;
}

function withFoe(state: PlayState, index: number, change: (f: FoePlay) => FoePlay): PlayState {
  if (!Number.isInteger(index) || index < 0 || index >= PLAY_FOES_LIMIT) throw new RangeError(`no opponent's model ${index}`);
  const foes = Array.from({ length: Math.max(state.foes?.length ?? 0, index + 1) }, (_, i) => foeOf(state, i));
  foes[index] = change(foes[index]!);
  return { ...state, foes };
}

/** Damage on the opponent's model `index` changed by `by` (negative heals), kept between 0 and `max`. */
export function changeFoeDamage(state: PlayState, index: number, by: number, max: number | null): PlayState {
  return withFoe(state, index, (f) => ({ ...f, damage: clamp(0, max ?? Number.MAX_SAFE_INTEGER, f.damage + by) }));
}

export function setFoeOut(state: PlayState, index: number, out: boolean): PlayState {
  return withFoe(state, index, (f) => ({ ...f, out }));
}

/** A mark of the game's own (`PlayOddsRules.foeFlags`) on the opponent's model `index`. */
export function setFoeFlag(state: PlayState, index: number, id: string, on: boolean): PlayState {
  return withFoe(state, index, (f) => ({ ...f, flags: { ...f.flags, [id]: on } }));
}

/** Whether the opponent's model `index` carries the mark `id`. */
export const foeFlag = (state: PlayState, index: number, id: string): boolean => foeOf(state, index).flags?.[id] === true;

/**
 * Next round: the round goes up by one, every activation is cleared, and so is every counter and
 * mark the game clears each round; then the game's own step (Ready tokens, a new hand of cards).
 */
export function nextRound<R>(rules: PlayRules<R>, roster: R, state: PlayState): PlayState {
  const infos = rules.models(roster);
  const models = state.models.map((m, i) => {
    const info = infos[i];
    const counters = { ...m.counters };
    const flags = { ...m.flags };
    for (const d of info?.counters ?? []) if (d.clearsEachRound) counters[d.id] = d.start ?? 0;
    for (const f of info?.flags ?? []) {
      if (f.clearsEachRound) flags[f.id] = false;
      if (f.setEachRound) flags[f.id] = !m.down && !m.out;
    }
    return { ...m, activated: false, counters, flags };
  });
  const counters = { ...state.counters };
  for (const d of rules.gameCounters(roster)) if (d.clearsEachRound) counters[d.id] = d.start ?? 0;
  const flags = { ...state.flags };
  for (const f of rules.gameFlags(roster)) if (f.clearsEachRound) flags[f.id] = false;
  const next = { ...state, round: state.round + 1, models, counters, flags };
  return rules.afterNextRound ? rules.afterNextRound(roster, next) : next;
}

// ---------------------------------------------------------------------------------------------
// The game document: steps, Undo, reset, end

/** A new game of a roster (its JSON as saved), at `now`. */
export function newGame<R>(rules: PlayRules<R>, rosterJson: unknown, rosterId: string | null, now: Date): GameDoc {
  const roster = rules.parse(rosterJson);
  return {
    game: gameId(rules.slug),
    version: PLAY_VERSION,
    name: rules.rosterName(roster),
    startedAt: now.toISOString(),
    roster: rosterJson,
    rosterId,
    opponent: null,
    state: startState(rules, roster),
    steps: [],
    result: null,
  };
}

/** The storage name of a game's games in progress: "play-kuggkoping". */
export function gameId(slug: string): string {
  return `play-${slug}`;
}

/** The game after a step: `next` becomes the state and the step can be undone. */
export function act(doc: GameDoc, text: string, next: PlayState, now: Date): GameDoc {
  const all = [...doc.steps, { text, at: now.toISOString(), before: doc.state }].slice(-PLAY_LOG_LIMIT);
  // Keep the words of old steps; drop their states beyond the undo limit.
  const cut = all.length - PLAY_UNDO_LIMIT;
  const kept = all.map((s, i) => (i < cut && s.before ? { text: s.text, at: s.at } : s));
  return { ...doc, state: next, steps: kept };
}

/** How many steps Undo can take back. */
export function undoableSteps(doc: GameDoc): number {
  let n = 0;
  for (let i = doc.steps.length - 1; i >= 0 && doc.steps[i]!.before; i--) n++;
  return n;
}

/** The game with its last step undone (exactly the state before it), or null when there is none. */
export function undoStep(doc: GameDoc): { doc: GameDoc; undone: string } | null {
  const last = doc.steps[doc.steps.length - 1];
  if (!last?.before) return null;
  return { doc: { ...doc, state: last.before, steps: doc.steps.slice(0, -1) }, undone: last.text };
}

/** Reset: back to the start (a step of its own, so it can be undone too). */
export function resetGame<R>(rules: PlayRules<R>, doc: GameDoc, now: Date): GameDoc {
  return act({ ...doc, result: null }, 'Reset the game', startState(rules, rules.parse(doc.roster)), now);
}

/**
 * Records the result of a game. THE HOOK for campaign logs: once rosters keep a campaign log
 * (the campaigns issue), this is the one function that writes the result there too; until then the
 * result is kept on the game, which the list of games shows.
 */
export function recordGameResult(doc: GameDoc, outcome: Outcome, note: string, now: Date): GameDoc {
  return { ...act(doc, `Ended the game: ${outcomeWord(outcome)}${note.trim() ? ` (${shown(note, 80)})` : ''}`, doc.state, now), result: { outcome, note: note.slice(0, 200), endedAt: now.toISOString() } };
}

/**
 * The saved roster after End game: the game's result as an entry of its campaign log, with the models
 * the game left down or out as what changed ("Olga: knocked down"). A roster without a log (a format
 * before version 2) comes back as it was.
 */
export function rosterAfterGame<R>(rules: PlayRules<R>, saved: R, played: R, doc: Pick<GameDoc, 'state' | 'name'>, outcome: Outcome, note: string, now: Date): R {
  const back = rules.writeBack ? rules.writeBack(saved, played, doc.state, outcome) : { roster: saved, changes: [] };
  const roster = back.roster;
  if (!hasLog(roster)) return roster;
  const names = rules.models(played).map((m) => m.name);
  const changes = [
    ...doc.state.models.flatMap((m, i) => (m.out ? [`${names[i] ?? `Model ${i + 1}`}: ${rules.outLabel.toLowerCase()}`] : m.down ? [`${names[i] ?? `Model ${i + 1}`}: ${rules.downLabel.toLowerCase()}`] : [])),
    ...back.changes,
  ];
  const title = note.trim() ? `Game (${note.trim()})` : `Game in round ${doc.state.round}`;
  return recordGame(roster, { title, outcome: outcomeWord(outcome), changes, date: now.toISOString().slice(0, 10) }) as R;
}

export function outcomeWord(outcome: Outcome): string {
  return outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'a draw';
}

/** One line of the list of games: date, roster and round (and the result once ended). */
export function gameLine(doc: Pick<GameDoc, 'name' | 'startedAt' | 'state' | 'result'>): string {
  const date = doc.startedAt.slice(0, 10);
  const name = shown(doc.name) || 'Unnamed roster';
  return `${date} · ${name} · Round ${doc.state.round}${doc.result ? ` · ${outcomeWord(doc.result.outcome)}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Reading a saved game (the library's parse)

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (v: unknown, field: string, lo = 0, hi = 1_000_000): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) throw new RosterFormatError(field, `must be a whole number from ${lo} to ${hi}`);
  return v;
};
const text = (v: unknown, field: string, max = 400): string => {
  if (typeof v !== 'string' || v.length > max) throw new RosterFormatError(field, `must be text of at most ${max} characters`);
  return v;
};
function numbers(v: unknown, field: string): Record<string, number> {
  if (!isObject(v)) throw new RosterFormatError(field, 'must be an object');
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v).slice(0, 60)) out[text(k, field, 40)] = whole(n, `${field}.${k}`, -1_000_000);
  return out;
}
function marks(v: unknown, field: string): Record<string, boolean> {
  if (!isObject(v)) throw new RosterFormatError(field, 'must be an object');
  const out: Record<string, boolean> = {};
  for (const [k, b] of Object.entries(v).slice(0, 60)) {
    if (typeof b !== 'boolean') throw new RosterFormatError(`${field}.${k}`, 'must be true or false');
    out[text(k, field, 40)] = b;
  }
  return out;
}
const bool = (v: unknown, field: string): boolean => {
  if (typeof v !== 'boolean') throw new RosterFormatError(field, 'must be true or false');
  return v;
};

function readState(v: unknown, field: string): PlayState {
  if (!isObject(v) || !Array.isArray(v.models) || v.models.length > 80) throw new RosterFormatError(field, 'must be the state of a game');
  const models = v.models.map((m: unknown, i): ModelPlay => {
    const f = `${field}.models[${i}]`;
    if (!isObject(m)) throw new RosterFormatError(f, 'must be a model in play');
    return { damage: whole(m.damage, `${f}.damage`), activated: bool(m.activated, `${f}.activated`), down: bool(m.down, `${f}.down`), out: bool(m.out, `${f}.out`), counters: numbers(m.counters, `${f}.counters`), flags: marks(m.flags, `${f}.flags`) };
  });
  let crew: number[] | null = null;
  if (v.crew !== null && v.crew !== undefined) {
    if (!Array.isArray(v.crew) || v.crew.length > 80) throw new RosterFormatError(`${field}.crew`, 'must be a list of models');
    crew = v.crew.map((n, i) => whole(n, `${field}.crew[${i}]`, 0, 200));
  }
  const state: PlayState = { round: whole(v.round, `${field}.round`, 1, 999), models, counters: numbers(v.counters, `${field}.counters`), flags: marks(v.flags, `${field}.flags`), crew };
  const side = readSide(v.side);
  if (side) state.side = side;
  if (v.foes !== undefined) {
    if (!Array.isArray(v.foes) || v.foes.length > PLAY_FOES_LIMIT) throw new RosterFormatError(`${field}.foes`, `must be a list of at most ${PLAY_FOES_LIMIT} opponent's models`);
    state.foes = v.foes.map((f: unknown, i): FoePlay => {
      const ff = `${field}.foes[${i}]`;
      if (!isObject(f)) throw new RosterFormatError(ff, 'must be an opponent’s model in play');
      const foe: FoePlay = { damage: whole(f.damage, `${ff}.damage`), out: bool(f.out, `${ff}.out`) };
      if (f.flags !== undefined) foe.flags = marks(f.flags, `${ff}.flags`);
      return foe;
    });
  }
  return state;
}

/** A state's `side` when it is a plain object within PLAY_SIDE_LIMIT as JSON; anything else is dropped (never an error). */
function readSide(v: unknown): Record<string, unknown> | undefined {
  if (!isObject(v) || Object.getPrototypeOf(v) !== Object.prototype) return undefined;
  let json: string;
  try {
    json = JSON.stringify(v);
  } catch {
    return undefined;
  }
  return json.length <= PLAY_SIDE_LIMIT ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

/** A saved game read back, checked field by field (a RosterFormatError names a bad field). */
export function readGame<R>(rules: PlayRules<R>, input: unknown): GameDoc {
  if (!isObject(input)) throw new RosterFormatError('', 'is not a saved game');
  if (input.game !== gameId(rules.slug)) throw new RosterFormatError('game', `is not a ${rules.gameName} game in progress`);
  if (input.version !== PLAY_VERSION) throw new RosterFormatError('version', `version ${String(input.version)} is not one this site reads`);
  rules.parse(input.roster); // the roster must still be readable (its own migrations run)
  const steps = Array.isArray(input.steps) ? input.steps.slice(-PLAY_LOG_LIMIT) : [];
  let result: GameResult | null = null;
  if (isObject(input.result)) {
    const o = input.result.outcome;
    if (o !== 'win' && o !== 'loss' && o !== 'draw') throw new RosterFormatError('result.outcome', 'must be "win", "loss" or "draw"');
    result = { outcome: o, note: text(input.result.note, 'result.note'), endedAt: text(input.result.endedAt, 'result.endedAt', 40) };
  }
  let opponent: Opponent | null = null;
  if (isObject(input.opponent)) opponent = { name: text(input.opponent.name, 'opponent.name'), roster: input.opponent.roster };
  return {
    game: input.game,
    version: PLAY_VERSION,
    name: text(input.name, 'name'),
    startedAt: text(input.startedAt, 'startedAt', 40),
    roster: input.roster,
    rosterId: input.rosterId === null || input.rosterId === undefined ? null : text(input.rosterId, 'rosterId', 100),
    opponent,
    state: readState(input.state, 'state'),
    steps: steps.map((s: unknown, i): PlayStep => {
      if (!isObject(s)) throw new RosterFormatError(`steps[${i}]`, 'must be a step');
      const step: PlayStep = { text: text(s.text, `steps[${i}].text`), at: text(s.at, `steps[${i}].at`, 40) };
      if (s.before !== undefined) step.before = readState(s.before, `steps[${i}].before`);
      return step;
    }),
    result,
  };
}

/** Games in progress as the roster kit's library stores them. */
export function playGame<R>(rules: PlayRules<R>): RosterGame<GameDoc> {
  return {
    game: gameId(rules.slug),
    gameName: `${rules.gameName} game`,
    noun: 'game',
    modelNoun: rules.modelNoun,
    parse: (input) => readGame(rules, input),
    toJson: (doc) => doc,
    check: () => [],
    create: () => {
      throw new Error('a game starts from a roster (newGame)');
    },
    name: (doc) => doc.name,
    rename: (doc, name) => ({ ...doc, name }),
    modelsField: 'state.models',
    modelNames: (doc) => {
      try {
        return rules.models(rules.parse(doc.roster)).map((m) => m.name);
      } catch {
        return [];
      }
    },
    summary: (doc) => gameLine(doc),
  };
}

/** The opponent panel's summary line ("Opponent: none yet"), the same in the panel and in its place while it loads. */
export const opponentLine = (doc: GameDoc, noun: string): string => `Opponent: ${doc.opponent ? doc.opponent.name || `unnamed ${noun}` : 'none yet'}`;
