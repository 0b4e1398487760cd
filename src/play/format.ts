/**
 * A game in progress as saved: the versioned format (src/roster/versioned.ts) with its migrations, the
 * field-by-field reader, and the binding to the roster kit's library (`playGame`), one storage key a
 * game under `skirmish-shelf:roster:play-<slug>:<id>`, whose two-tab merge is the union of the logs
 * (./log.ts). End game's write to the saved roster is `rosterAfterGame` (./end.ts).
 */
import type { RosterGame } from '../roster/game';
import { RosterFormatError } from '../roster/errors';
import { shown } from '../common/words';
import { defineFormat, isRecord, nestsWithin, type Format, type JsonObject } from '../roster/versioned';
import { gameId, mergeGames, outcomeWord, PLAY_LOG_LIMIT, PLAY_ROUND_LIMIT, PLAY_VERSION, PLAY_WORDS_LIMIT, worked, type GameDoc, type PlayBase, type PlayCommand, type PlayStep, type StatePatch } from './log';
import { SCORE_MOST, SCORE_ROUNDS, type BattleState, type Side } from './battle';
import { PLAY_FOES_LIMIT, type FoePlay, type GameResult, type ModelPlay, type Opponent, type Outcome, type PlayRules, type PlayState } from './state';

/** The most characters a state's `own` part may take as JSON (a larger one is dropped on reading). */
export const PLAY_SIDE_LIMIT = 64_000;
/** The most characters a game's table link (the opponent's side, ./table-link.ts) may take as JSON (a larger one is dropped on reading). */
export const PLAY_LINK_LIMIT = 400_000;
/** How deep a roster kept in a game (the opponent's) may nest: a reader must never run out of stack. */
const DEPTH_LIMIT = 40;

const whole = (v: unknown, field: string, lo = 0, hi = 1_000_000): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) throw new RosterFormatError(field, `must be a whole number from ${lo} to ${hi}`);
  return v;
};
const text = (v: unknown, field: string, max = 400): string => {
  if (typeof v !== 'string' || v.length > max) throw new RosterFormatError(field, `must be text of at most ${max} characters`);
  return v;
};
function numbers(v: unknown, field: string): Record<string, number> {
  if (!isRecord(v)) throw new RosterFormatError(field, 'must be an object');
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v).slice(0, 60)) out[text(k, field, 40)] = whole(n, `${field}.${k}`, -1_000_000);
  return out;
}
function marks(v: unknown, field: string): Record<string, boolean> {
  if (!isRecord(v)) throw new RosterFormatError(field, 'must be an object');
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

function readModel(m: unknown, f: string): ModelPlay {
  if (!isRecord(m)) throw new RosterFormatError(f, 'must be a model in play');
  return { damage: whole(m.damage, `${f}.damage`), activated: bool(m.activated, `${f}.activated`), down: bool(m.down, `${f}.down`), out: bool(m.out, `${f}.out`), counters: numbers(m.counters, `${f}.counters`), flags: marks(m.flags, `${f}.flags`) };
}

function readFoes(v: unknown, field: string): FoePlay[] {
  if (!Array.isArray(v) || v.length > PLAY_FOES_LIMIT) throw new RosterFormatError(field, `must be a list of at most ${PLAY_FOES_LIMIT} opponent's models`);
  return v.map((f: unknown, i): FoePlay => {
    const ff = `${field}[${i}]`;
    if (!isRecord(f)) throw new RosterFormatError(ff, 'must be an opponent’s model in play');
    const foe: FoePlay = { damage: whole(f.damage, `${ff}.damage`), out: bool(f.out, `${ff}.out`) };
    if (f.flags !== undefined) foe.flags = marks(f.flags, `${ff}.flags`);
    return foe;
  });
}

/** Version 2's `crew` (the Arsenal Campaign's hired models), read as version 2 read it: for the migration to version 3. */
function readCrew(v: unknown, field: string): number[] | null {
  if (v === null || v === undefined) return null;
  if (!Array.isArray(v) || v.length > 80) throw new RosterFormatError(field, 'must be a list of models');
  return v.map((n, i) => whole(n, `${field}[${i}]`, 0, 200));
}

export function readState(v: unknown, field: string): PlayState {
  if (!isRecord(v) || !Array.isArray(v.models) || v.models.length > 80) throw new RosterFormatError(field, 'must be the state of a game');
  const models = v.models.map((m: unknown, i) => readModel(m, `${field}.models[${i}]`));
  const state: PlayState = { round: whole(v.round, `${field}.round`, 1, PLAY_ROUND_LIMIT), models, counters: numbers(v.counters, `${field}.counters`), flags: marks(v.flags, `${field}.flags`) };
  const own = readOwn(v.own);
  if (own) state.own = own;
  if (v.foes !== undefined) state.foes = readFoes(v.foes, `${field}.foes`);
  if (v.battle !== undefined) state.battle = readBattle(v.battle, `${field}.battle`);
  return state;
}

const readSide = (v: unknown, f: string): Side => {
  if (v !== 'me' && v !== 'them') throw new RosterFormatError(f, 'must be "me" or "them"');
  return v;
};

/** The battle's part of a state: the scenario, who goes first, each side's points per source and round. */
function readBattle(v: unknown, f: string): BattleState {
  if (!isRecord(v) || !isRecord(v.score)) throw new RosterFormatError(f, 'must be the scenario and the score');
  const side = (s: unknown, ff: string): Record<string, number[]> => {
    if (!isRecord(s)) throw new RosterFormatError(ff, 'must be an object');
    const out: Record<string, number[]> = {};
    for (const [k, rounds] of Object.entries(s).slice(0, 30)) {
      if (!Array.isArray(rounds) || rounds.length > SCORE_ROUNDS) throw new RosterFormatError(`${ff}.${k}`, `must be a list of at most ${SCORE_ROUNDS} rounds' points`);
      out[text(k, ff, 40)] = rounds.map((n, i) => whole(n, `${ff}.${k}[${i}]`, -SCORE_MOST, SCORE_MOST));
    }
    return out;
  };
  return {
    scenario: v.scenario === null ? null : text(v.scenario, `${f}.scenario`, 80),
    first: v.first === null ? null : readSide(v.first, `${f}.first`),
    score: { me: side(v.score.me, `${f}.score.me`), them: side(v.score.them, `${f}.score.them`) },
  };
}

/** A state's `own` part (version 2's `side`) when it is a plain object within PLAY_SIDE_LIMIT as JSON; anything else is dropped (never an error). */
function readOwn(v: unknown, limit = PLAY_SIDE_LIMIT): Record<string, unknown> | undefined {
  if (!isRecord(v) || Object.getPrototypeOf(v) !== Object.prototype || !nestsWithin(v, DEPTH_LIMIT)) return undefined;
  const json = JSON.stringify(v);
  return json.length <= limit ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

function readPatch(v: unknown, f: string): StatePatch {
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be what a step set');
  const p: StatePatch = {};
  if (v.round !== undefined) p.round = whole(v.round, `${f}.round`, 1, PLAY_ROUND_LIMIT);
  if (v.models !== undefined) {
    if (!isRecord(v.models)) throw new RosterFormatError(`${f}.models`, 'must be an object');
    p.models = {};
    for (const [k, m] of Object.entries(v.models).slice(0, 80)) p.models[whole(Number(k), `${f}.models`, 0, 79)] = readModel(m, `${f}.models.${k}`);
  }
  if (v.counters !== undefined) p.counters = numbers(v.counters, `${f}.counters`);
  if (v.flags !== undefined) p.flags = marks(v.flags, `${f}.flags`);
  if (v.own === null) p.own = null;
  else if (v.own !== undefined) p.own = readOwn(v.own) ?? null;
  if (v.foes === null) p.foes = null;
  else if (v.foes !== undefined) p.foes = readFoes(v.foes, `${f}.foes`);
  if (v.battle === null) p.battle = null;
  else if (v.battle !== undefined) p.battle = readBattle(v.battle, `${f}.battle`);
  return p;
}

function readOpponent(v: unknown, f: string): Opponent {
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be the opponent');
  if (!nestsWithin(v.roster, DEPTH_LIMIT)) throw new RosterFormatError(`${f}.roster`, `nests deeper than ${DEPTH_LIMIT} levels, which no roster does`);
  return { name: text(v.name, `${f}.name`), roster: v.roster };
}

function readOutcome(v: unknown, f: string): Outcome {
  if (v !== 'win' && v !== 'loss' && v !== 'draw') throw new RosterFormatError(f, 'must be "win", "loss" or "draw"');
  return v;
}

function readResult(v: unknown, f: string): GameResult | null {
  if (v === null || v === undefined) return null;
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be the result or null');
  return { outcome: readOutcome(v.outcome, `${f}.outcome`), note: text(v.note, `${f}.note`), endedAt: text(v.endedAt, `${f}.endedAt`, 40) };
}

const nullableIndex = (v: unknown, f: string) => (v === null ? null : whole(v, f, 0, 79));

function readCommand(v: unknown, f: string): PlayCommand {
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be a command');
  const by = (x: unknown) => whole(x, `${f}.by`, -1000, 1000);
  switch (v.kind) {
    case 'damage':
      return { kind: 'damage', model: whole(v.model, `${f}.model`, 0, 79), by: by(v.by) };
    case 'status':
      if (v.status !== 'activated' && v.status !== 'down' && v.status !== 'out') throw new RosterFormatError(`${f}.status`, 'must be "activated", "down" or "out"');
      return { kind: 'status', model: whole(v.model, `${f}.model`, 0, 79), status: v.status, on: bool(v.on, `${f}.on`) };
    case 'counter':
      return { kind: 'counter', model: nullableIndex(v.model, `${f}.model`), id: text(v.id, `${f}.id`, 40), by: by(v.by) };
    case 'flag':
      return { kind: 'flag', model: nullableIndex(v.model, `${f}.model`), id: text(v.id, `${f}.id`, 40), on: bool(v.on, `${f}.on`) };
    case 'action':
      return { kind: 'action', model: whole(v.model, `${f}.model`, 0, 79), id: text(v.id, `${f}.id`, 40) };
    case 'next-round':
      return { kind: 'next-round', from: whole(v.from, `${f}.from`, 1, PLAY_ROUND_LIMIT) };
    case 'foe-damage':
      return { kind: 'foe-damage', foe: whole(v.foe, `${f}.foe`, 0, PLAY_FOES_LIMIT - 1), by: by(v.by), max: v.max === null ? null : whole(v.max, `${f}.max`, 0, 1000) };
    case 'foe-out':
      return { kind: 'foe-out', foe: whole(v.foe, `${f}.foe`, 0, PLAY_FOES_LIMIT - 1), on: bool(v.on, `${f}.on`) };
    case 'foe-flag':
      return { kind: 'foe-flag', foe: whole(v.foe, `${f}.foe`, 0, PLAY_FOES_LIMIT - 1), id: text(v.id, `${f}.id`, 40), on: bool(v.on, `${f}.on`) };
    case 'patch':
      return { kind: 'patch', patch: readPatch(v.patch, `${f}.patch`) };
    case 'reset':
      return { kind: 'reset' };
    case 'opponent':
      return { kind: 'opponent', opponent: readOpponent(v.opponent, `${f}.opponent`) };
    case 'end':
      return { kind: 'end', outcome: readOutcome(v.outcome, `${f}.outcome`), note: text(v.note, `${f}.note`) };
    case 'undo':
      return { kind: 'undo', step: text(v.step, `${f}.step`, 100) };
    case 'setup':
      return { kind: 'setup', scenario: v.scenario === null ? null : text(v.scenario, `${f}.scenario`, 80), first: v.first === null ? null : readSide(v.first, `${f}.first`) };
    case 'score':
      return {
        kind: 'score',
        side: readSide(v.side, `${f}.side`),
        source: text(v.source, `${f}.source`, 40),
        round: whole(v.round, `${f}.round`, 1, PLAY_ROUND_LIMIT),
        by: by(v.by),
        ...(v.max === undefined ? {} : { max: whole(v.max, `${f}.max`, 0, SCORE_MOST * SCORE_ROUNDS) }),
      };
    default:
      throw new RosterFormatError(`${f}.kind`, 'is not a step this site knows');
  }
}

export function readStep(v: unknown, f: string): PlayStep {
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be a step');
  return { id: text(v.id, `${f}.id`, 100), at: text(v.at, `${f}.at`, 40), by: text(v.by, `${f}.by`, 100), text: text(v.text, `${f}.text`), cmd: readCommand(v.cmd, `${f}.cmd`) };
}

export function readBase(v: unknown, f: string): PlayBase {
  if (!isRecord(v)) throw new RosterFormatError(f, 'must be where the log starts');
  if (!Array.isArray(v.words) || v.words.length > PLAY_WORDS_LIMIT) throw new RosterFormatError(`${f}.words`, `must be a list of at most ${PLAY_WORDS_LIMIT} steps' words`);
  return {
    state: readState(v.state, `${f}.state`),
    result: readResult(v.result, `${f}.result`),
    opponent: v.opponent === null || v.opponent === undefined ? null : readOpponent(v.opponent, `${f}.opponent`),
    words: v.words.map((w, i) => text(w, `${f}.words[${i}]`)),
    folded: whole(v.folded, `${f}.folded`),
    through: text(v.through, `${f}.through`, 200),
  };
}

// ---------------------------------------------------------------------------------------------
// Version 1: the state and each step's state before it

/**
 * Version 1 kept the state and, for the newest steps, the state before each. Version 2 starts the
 * log at the oldest state kept; each of those steps becomes a step that sets the state it led to, so
 * Undo takes back exactly what it took back before. Older steps keep their words.
 */
function fromVersion1(v1: JsonObject): JsonObject {
  const steps = Array.isArray(v1.steps) ? v1.steps.filter(isRecord) : [];
  const first = steps.findIndex((s) => isRecord(s.before));
  const kept = first < 0 ? [] : steps.slice(first);
  const old = first < 0 ? steps : steps.slice(0, first);
  const after = (k: number) => (k + 1 < kept.length ? kept[k + 1]!.before : v1.state);
  const whole = (state: unknown) => (isRecord(state) ? { round: state.round, models: Object.fromEntries((Array.isArray(state.models) ? state.models : []).map((m, i) => [i, m])), counters: state.counters, flags: state.flags, crew: state.crew ?? null, side: state.side ?? null, foes: state.foes ?? null } : {});
  return {
    game: v1.game,
    version: 2,
    name: v1.name,
    startedAt: v1.startedAt,
    roster: v1.roster,
    rosterId: v1.rosterId ?? null,
    base: { state: first < 0 ? v1.state : kept[0]!.before, result: v1.result ?? null, opponent: v1.opponent ?? null, words: old.map((s) => s.text).slice(-PLAY_WORDS_LIMIT), folded: old.length, through: '' },
    steps: kept.map((s, k) => ({ id: `v1.${String(k).padStart(4, '0')}`, at: s.at, by: 'v1', text: s.text, cmd: { kind: 'patch', patch: whole(after(k)) } })),
  };
}

// ---------------------------------------------------------------------------------------------
// Version 2: the Arsenal Campaign's crew and a game's side as two fields of every game's state

/**
 * Version 2's two parts of a game's own, `crew` (the Arsenal Campaign's hired models; null: every
 * model plays) and `side` (Kuggköping's enemy turn under `enemyTurn`), as version 3's one `own`: the
 * side as it was, with the crew beside it under `crew` when there is one. Absent when neither is.
 */
function ownOf(crew: number[] | null, side: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return crew === null ? side : { ...side, crew };
}

/** A version-2 state as version 3's: `crew` and `side` read as version 2 read them (a bad crew is damage, a bad side dropped), into `own`. */
function stateTo3(state: unknown, f: string): unknown {
  if (!isRecord(state)) return state;
  const { crew, side, ...rest } = state;
  const own = ownOf(readCrew(crew, `${f}.crew`), readOwn(side));
  return own === undefined ? rest : { ...rest, own };
}

/**
 * A version-2 step's patch as version 3's. A patch set the crew and the side each whole, so one that
 * set both sets `own` whole (version 1's migrated steps). One that set only the crew, or only the
 * side, sets `own` to it alone: the same state in every game this site has made, since only the
 * Arsenal Campaign hires a crew and it never keeps a side, and no other game's crew is ever anything
 * but null.
 */
function patchTo3(patch: unknown, f: string): unknown {
  if (!isRecord(patch) || (patch.crew === undefined && patch.side === undefined)) return patch;
  const { crew, side, ...rest } = patch;
  const c = crew === undefined ? undefined : readCrew(crew, `${f}.crew`);
  const s = side === undefined ? undefined : side === null ? null : (readOwn(side) ?? null);
  const own = c !== undefined && s !== undefined ? (ownOf(c, s ?? undefined) ?? null) : c !== undefined ? (c === null ? null : { crew: c }) : s;
  return { ...rest, own };
}

/**
 * Version 3 keeps a game's own part of the state in one field, `own`, typed by the game's play
 * rules, where version 2 kept the Arsenal Campaign's `crew` and a game's `side` in every game's
 * state: the base state and each patch step move them into `own` (the state saved beside the log is
 * worked out again on reading). Step ids, times and words stay, so a tab still on version 2's log
 * merges with one on version 3's.
 */
function fromVersion2(v2: JsonObject): JsonObject {
  const base = isRecord(v2.base) ? { ...v2.base, state: stateTo3(v2.base.state, 'base.state') } : v2.base;
  const steps = Array.isArray(v2.steps)
    ? v2.steps.map((step: unknown, i) =>
        isRecord(step) && isRecord(step.cmd) && step.cmd.kind === 'patch' ? { ...step, cmd: { ...step.cmd, patch: patchTo3(step.cmd.patch, `steps[${i}].cmd.patch`) } } : step,
      )
    : v2.steps;
  return { ...v2, version: 3, base, steps };
}

/**
 * Version 4 adds the battle (the scenario set up and both sides' score, `state.battle`) and its two
 * steps, `setup` and `score`: a version-3 game has neither, so it reads as it was. The version goes
 * up so that a site that knows only version 3 keeps a game with those steps as newer, never as damaged.
 */
const fromVersion3 = (v3: JsonObject): JsonObject => ({ ...v3, version: 4 });

/**
 * Version 5 adds the table link (`link`: the opponent's phone's side, ./table-link.ts): a version-4
 * game has none and reads as it was; the version goes up so that a site that knows only version 4
 * keeps a linked game as newer instead of writing it back without its link.
 */
const fromVersion4 = (v4: JsonObject): JsonObject => ({ ...v4, version: 5 });

/** The saved-game format of one game: version 5, read field by field, migrated from versions 1 to 4. */
export function gameFormat<R, G>(rules: PlayRules<R, G>): Format<GameDoc<G>> {
  return defineFormat<GameDoc<G>>({
    noun: `${rules.gameName} game in progress`,
    version: PLAY_VERSION,
    migrations: { 1: fromVersion1, 2: fromVersion2, 3: fromVersion3, 4: fromVersion4 },
    read: (input) => {
      const roster = rules.parse(input.roster); // the roster must still be readable (its own migrations run)
      if (!Array.isArray(input.steps) || input.steps.length > PLAY_LOG_LIMIT + 100) throw new RosterFormatError('steps', `must be a list of at most ${PLAY_LOG_LIMIT} steps`);
      // The state's own part is kept as saved: the game reads its part leniently (the kit checks only that it is plain JSON within PLAY_SIDE_LIMIT).
      const doc = {
        game: gameId(rules.slug),
        version: PLAY_VERSION,
        name: text(input.name, 'name'),
        startedAt: text(input.startedAt, 'startedAt', 40),
        roster: input.roster,
        rosterId: input.rosterId === null || input.rosterId === undefined ? null : text(input.rosterId, 'rosterId', 100),
        base: readBase(input.base, 'base'),
        steps: input.steps.map((s, i) => readStep(s, `steps[${i}]`)),
        state: undefined as never,
        result: null,
        opponent: null,
      } as GameDoc<G>;
      // The link is kept as plain JSON within its limit; the table link's reader checks it field by field.
      const link = readOwn(input.link, PLAY_LINK_LIMIT);
      if (link) doc.link = link;
      if (doc.base.state.models.length !== rules.models(roster).length) throw new RosterFormatError('base.state.models', `must be one per model of the roster (${rules.models(roster).length})`);
      return worked(rules, roster, doc);
    },
  });
}

/** A saved game read back, checked field by field (a RosterFormatError names a bad field). */
export function readGame<R, G>(rules: PlayRules<R, G>, input: unknown): GameDoc<G> {
  if (!isRecord(input)) throw new RosterFormatError('', 'is not a saved game');
  if (input.game !== gameId(rules.slug)) throw new RosterFormatError('game', `is not a ${rules.gameName} game in progress`);
  return gameFormat(rules).parse(input);
}

/** What is stored: the base and the log, and the derived parts for a reader that only lists games. */
const toJson = (doc: GameDoc): GameDoc => doc;

/** Games in progress as the roster kit's library stores them; two tabs' copies merge by their logs. */
export function playGame<R>(rules: PlayRules<R>): RosterGame<GameDoc> {
  const rosterOf = (doc: GameDoc): R => rules.parse(doc.roster);
  return {
    game: gameId(rules.slug),
    gameName: `${rules.gameName} game`,
    noun: 'game',
    modelNoun: rules.modelNoun,
    parse: (input) => readGame(rules, input),
    toJson,
    check: () => [],
    create: () => {
      throw new Error('a game starts from a roster (newGame)');
    },
    name: (doc) => doc.name,
    rename: (doc, name) => ({ ...doc, name }),
    modelsField: 'state.models',
    modelNames: (doc) => {
      try {
        return rules.models(rosterOf(doc)).map((m) => m.name);
      } catch {
        return [];
      }
    },
    summary: (doc) => gameLine(doc),
    merge: (_base, mine, theirs) => ({ ...mergeGames(rules, rosterOf(mine), theirs, mine), name: mine.name }),
  };
}

/** One line of the list of games: date, roster and round (and the result once ended). */
export function gameLine(doc: Pick<GameDoc, 'name' | 'startedAt' | 'state' | 'result'>): string {
  const date = doc.startedAt.slice(0, 10);
  const name = shown(doc.name) || 'Unnamed roster';
  return `${date} · ${name} · Round ${doc.state.round}${doc.result ? ` · ${outcomeWord(doc.result.outcome)}` : ''}`;
}

/** The opponent panel's summary line ("Opponent: none yet"), the same in the panel and in its place while it loads. */
export const opponentLine = (doc: GameDoc, noun: string): string => `Opponent: ${doc.opponent ? doc.opponent.name || `unnamed ${noun}` : 'none yet'}`;
