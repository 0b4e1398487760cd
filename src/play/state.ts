/**
 * Game day's state of play: the round, each model's damage, status and counters, the game's own
 * counters and marks, the opponent's models; the rules a game gives the kit (`PlayRules`), and the
 * pure changes of the state that every step is made of. The game as a log of steps is
 * ./log.ts; reading a saved game is ./format.ts.
 *
 * Pure: no DOM, no React. A game's own rules (what a model's track is, the numbers it changes, its
 * counters, what Next round clears) are a `PlayRules` in `src/games/<slug>/play.ts`; the play view
 * (src/components/play/) only renders them.
 */
import type { BattleRules, BattleState } from './battle';
import type { CoopRules } from './table-link-coop';
import type { KeepBack, ReportSheet } from './report';

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

/**
 * The state of play. `G` is the game's own part (`own`), as the game's `PlayRules<R, G>` declares it;
 * the kit never reads it.
 */
export interface PlayState<G = unknown> {
  round: number;
  models: ModelPlay[];
  /** The game's own counters (Tinker dice, cards in hand, soulstones…), by id. */
  counters: Record<string, number>;
  flags: Record<string, boolean>;
  /**
   * The game's own state beside the models' (the Arsenal Campaign's crew hired for the encounter,
   * Kuggköping's enemy turn), typed by its `PlayRules<R, G>` and opaque to the kit: a plain JSON
   * object, saved with the game and in every step that sets it (a step sets it whole). Read back
   * only when it is a plain object of at most PLAY_SIDE_LIMIT characters as JSON, so the game still
   * checks what it reads. Absent: the game has none (yet).
   */
  own?: G;
  /**
   * The opponent's models as the odds read them (by the index of `PlayOddsRules.targets`): damage
   * taken and out of the game. Absent or short: the rest are at full health. Cleared when another
   * opponent is added.
   */
  foes?: FoePlay[];
  /** The scenario played and both sides' score (./battle.ts); absent until the game is set up or scored. */
  battle?: BattleState;
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

/** The opponent's roster (its JSON, in this game's format), for the odds between two models. */
export interface Opponent {
  name: string;
  roster: unknown;
}

/** The opponent's roster a game holds, read with `parse`; undefined when it holds none or it no longer reads. */
export function opponentRoster<R>(parse: (json: unknown) => R, opponent: Opponent | null | undefined): R | undefined {
  try {
    return opponent ? parse(opponent.roster) : undefined;
  } catch {
    return undefined;
  }
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
  /** A game counter shown (on screen and on the game sheet) only while this holds in the state (Kuggköping's own Gizmos counter: with no mission set, or while it holds any); absent: always. */
  shownIn?(state: PlayState): boolean;
}

/** A game's counters shown in `state` (CounterDef.shownIn). */
export const shownCounters = (defs: readonly CounterDef[], state: PlayState): CounterDef[] => defs.filter((c) => c.shownIn?.(state) ?? true);

export interface FlagDef {
  id: string;
  label: string;
  /** Next round takes it away. */
  clearsEachRound?: boolean;
  /** Next round sets it (Heartbreaker's Ready token for standing fighters). */
  setEachRound?: boolean;
  /** An opponent's mark (`PlayOddsRules.foeFlags`) offered only in a game played as this scenario, by id (Catch and Release's Hostage). */
  scenario?: string;
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
export interface ModelAction<G = unknown> {
  id: string;
  label: string;
  /** The step's words in the log ("stood up with a Second Wind"). */
  log: string;
  /** The state after the step: any game's state read (its own part leniently), the game's written. */
  apply(state: PlayState): PlayState<G>;
}

/** The odds between one of my models' weapons and one of the opponent's models, in the current state. */
export interface PlayOdds {
  /** Chance the attack does any damage. */
  hurt: number;
  /** Chance it takes the target out (down or out of the game, as the game reads it). */
  takeOut: number;
  /** The full odds tool with the same set-up (written by toolHref, with where it comes from). */
  href: string;
  /** What the odds leave out for this weapon, said beside them ("Kraft's 2 damage a hit is not counted"). */
  note?: string;
}

/** What my models can aim at: one of the opponent's models, or (Kuggköping) an enemy from the game's data. */
export interface PlayTarget {
  name: string;
  /** The most damage it takes (its Meat, wounds, grit), or null when unknown. */
  max: number | null;
}

/**
 * The opponent's models as the opponent's panel tracks them: what my side can aim at, their marks and
 * how a hit lands. The odds (`PlayOddsRules`) build on it; a game that gives no odds between models
 * (the Arsenal Campaign) gives it alone (`PlayRules.foes`), so their models' fates still reach the report.
 */
export interface FoeRules<R> {
  /**
   * What my side can aim at, in `state`: the opponent's models, each tracked in `state.foes` by its
   * index here; or, with `fromData`, targets the game itself knows (no roster to add, no tracker).
   */
  targets(opponent: R | undefined, state: PlayState): PlayTarget[];
  /** The targets come from the game's data and state (Kuggköping's enemies), not from an opponent's roster. */
  fromData?: boolean;
  /** Marks of the game's own on the opponent's models (Toppled, Downed, Taken Down…), set from the opponent's panel (and read by the odds, where the game gives them). */
  foeFlags?: FlagDef[];
  /** Whether the opponent's model `index` has the mark `flag` to tick (a Lucky Charm's only on a fighter with one); absent: every mark on every model. */
  foeFlagFor?(opponent: R | undefined, index: number, flag: FlagDef): boolean;
  /** The damage the opponent's model `target` has after one hit of `hit` on `damage` (Hard to kill); default damage + hit. */
  foeHit?(opponent: R | undefined, target: number, damage: number, hit: number): number;
  /** The id of the foe mark that says the model is not in this game (the Arsenal's Not hired): a linked game sets it from their phone's `PlayRules.benched`. */
  benchedFlag?: string;
}

/** Whose models the opponent's panel tracks, and how: the odds' targets, else the game's `foes`; undefined for neither. */
export function foeRulesOf<R>(rules: Pick<PlayRules<R>, 'odds' | 'foes'>): FoeRules<R> | undefined {
  return rules.odds ?? rules.foes;
}

/** A game's odds between two rosters in play (optional: a game without it shows no odds on the cards). */
export interface PlayOddsRules<R> extends FoeRules<R> {
  /** Model i's weapons, by name. */
  weapons(roster: R, index: number): string[];
  /** What the toggle under the odds means ("Target in cover"). */
  toggle: string;
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

/**
 * What one game's play rules give the kit (src/games/<slug>/play.ts). `G` is the game's own part of
 * the state (`PlayState.own`: the Arsenal Campaign's hired crew, Kuggköping's enemy turn); a game
 * without one leaves it out. It is typed where the game writes it (`start`, `afterDamage`,
 * `afterNextRound`, a model action's `apply`) and read leniently everywhere else: a saved game's
 * `own` is only checked to be plain JSON, so a reader takes any game's state and checks its part.
 */
export interface PlayRules<R, G = unknown> {
  slug: string;
  gameName: string;
  /** "warband", "gang", "club", "crew". */
  noun: string;
  modelNoun: string;
  /** The damage track's name ("grit", "Meat", "wounds", "hits"). */
  track: string;
  /** The down status's name ("Knocked down", "Downed"). */
  downLabel: string;
  /** Down passes with the game (Punkapocalyptic's Prone): End game does not log it as a change. */
  downPasses?: boolean;
  outLabel: string;
  /**
   * A model's fate at the end in the game's own words where down and out say too little (the Arsenal
   * Campaign's Finished Off), or null for the kit's; the match report's fates read it (./report.ts fateOf).
   */
  fate?(model: ModelPlay): string | null;
  parse(input: unknown): R;
  rosterName(roster: R): string;
  models(roster: R): PlayModelInfo[];
  gameCounters(roster: R): CounterDef[];
  gameFlags(roster: R): FlagDef[];
  /** The numbers on model i's card with the state applied. */
  stats(roster: R, index: number, state: PlayState): StatLine[];
  /**
   * Notes on model i's card ("Power Jacket lost at 0 grit"). `printed`: for the printed game sheet,
   * which the table sees, so without what the game keeps secret (a Punkapocalyptic model's bullets).
   */
  notes?(roster: R, index: number, state: PlayState, printed?: boolean): string[];
  /** After damage changed on model i (a game that knocks down at 0 sets it here). */
  afterDamage?(roster: R, index: number, before: PlayState<G>, after: PlayState<G>): PlayState<G>;
  /** After Next round's common part (round + 1, activations and per-round counters cleared). */
  afterNextRound?(roster: R, state: PlayState<G>): PlayState<G>;
  /** The special rules of the roster for the printed glossary card: [name, short text]. */
  glossary?(roster: R): [string, string][];
  /** The most damage model i takes now, when the state decides it (a Health the player enters); default its `max`. */
  maxDamage?(roster: R, index: number, state: PlayState): number | null;
  /** Model i is not in this game (not hired for the encounter): its card shows only its own buttons. */
  benched?(state: PlayState, index: number): boolean;
  /** Buttons of the game's own on model i's card (Second Wind, Take 2 wounds), each a step. */
  modelActions?(roster: R, index: number, state: PlayState): ModelAction<G>[];
  /** Lines about the whole game under the round ("Activate 2 fighters now"). */
  gameNotes?(roster: R, state: PlayState): string[];
  /** The odds against the opponent's models (the opponent panel and each card's odds). */
  odds?: PlayOddsRules<R>;
  /** The opponent's models tracked without odds (the opponent's panel alone), for a game that gives none; ignored where `odds` is given. */
  foes?: FoeRules<R>;
  /** A game that gives no odds between models says why, in plain words, where the opponent's panel would be; `tool` is an odds tool it does have. */
  noOdds?: { why: string; tool?: { label: string; href: string } };
  /** The state a new game starts in (after the kit's own). */
  start?(roster: R, state: PlayState<G>): PlayState<G>;
  /**
   * End game: what the game writes back to the saved roster `saved` (gadgets lost for good, killed
   * models, Finished Off models into the week's Aftermath, Tinker dice), with each change in words for
   * the log entry. `played` is the roster as it was played (the game's snapshot). The kit then adds
   * the one log entry of the game. `again`: a linked game ended before (End game, Undo, End game, as
   * two phones' disagreeing results ask), whose first End game's write is in `saved` already: what
   * adds up (a loss for good) is not added again; what the result decides is put right.
   */
  writeBack?(saved: R, played: R, state: PlayState, outcome: Outcome, opponent?: Opponent | null, again?: boolean): WriteBack<R>;
  /**
   * writeBack's code, loaded after the first paint (a game whose write-back carries its campaign
   * steps): End game waits for it (`readyToEnd`), and uses it where `writeBack` is absent.
   */
  writeBackLater?(): Promise<NonNullable<PlayRules<R, G>['writeBack']>>;
  /**
   * The opponent's model `index` at the end of the game in the game's words ("Taken Down"), from
   * their roster and the state, or null when it is still in the game; absent: out or in the game by
   * the kit's foe mark. The match report's fates read it.
   */
  foeFate?(opponent: R, index: number, state: PlayState): string | null;
  /**
   * What keeping the opponent's match report writes into a roster beside its log entry (./report.ts
   * KeepBack), loaded only when a report is kept; absent: the entry alone.
   */
  keepReportLater?(): Promise<KeepBack<R>>;
  /**
   * What the match report carries of the roster's own sheet for the opponent's steps between games
   * (./report.ts ReportSheet: Heartbreaker's resources and Bounties); absent: nothing.
   */
  reportSheet?(roster: R): ReportSheet;
  /** The game's scenarios, their score and endgame (./battle.ts); absent: a game with no set-up and no score. */
  battle?: BattleRules<R>;
  /** Seats of a roster two players share on two linked phones (./table-link-coop.ts); absent: no co-op. */
  coop?: CoopRules<R>;
}

/** The rules with their write-back loaded (writeBackLater), as End game needs them. */
export async function readyToEnd<R, G>(rules: PlayRules<R, G>): Promise<PlayRules<R, G>> {
  if (rules.writeBack || !rules.writeBackLater) return rules;
  return { ...rules, writeBack: await rules.writeBackLater() };
}

/** What End game writes to the saved roster, and the changes in words ("Olga: Power Jacket lost for good"). */
export interface WriteBack<R> {
  roster: R;
  changes: string[];
  /**
   * Where the game's one log entry goes: absent, a new entry at the end of the log; `replace`, in
   * place of the entry at that index of the log, keeping its date (the same game ended again: its one
   * entry says what the game says now); `none`, no entry (the game wrote nothing back: `said` says
   * why).
   */
  entry?: { replace: number } | 'none';
  /** A sentence End game says after its own: why nothing was written, or that the game's entry was updated. */
  said?: string;
}

// ---------------------------------------------------------------------------------------------
// State

/** Each rules' model infos by roster object: a roster parsed once is read on every tap (a step's words, its damage bounds, Next round). */
const infosByRules = new WeakMap<object, WeakMap<object, readonly PlayModelInfo[]>>();

/**
 * `rules.models(roster)`, worked out once per roster object and rules: a tap's step asked for every
 * model's info (a Heartbreaker gang's six fighters' numbers worked out from the book) to read one
 * name or bound. Rosters are never changed in place (a change is a new object), so the same object
 * has the same infos. The array is shared: read it, never change it.
 */
export function modelInfos<R>(rules: { models(roster: R): PlayModelInfo[] }, roster: R): readonly PlayModelInfo[] {
  if (typeof roster !== 'object' || roster === null) return rules.models(roster);
  let byRoster = infosByRules.get(rules);
  if (!byRoster) infosByRules.set(rules, (byRoster = new WeakMap()));
  let infos = byRoster.get(roster);
  if (!infos) byRoster.set(roster, (infos = rules.models(roster)));
  return infos;
}

const initial = (defs: readonly { id: string; start?: number }[]): Record<string, number> => Object.fromEntries(defs.map((d) => [d.id, d.start ?? 0]));

/** The state a game of `roster` starts in: round 1, no damage, every counter at its start. */
export function startState<R, G>(rules: PlayRules<R, G>, roster: R): PlayState<G> {
  const models = rules.models(roster).map((m): ModelPlay => ({ damage: 0, activated: false, down: false, out: false, counters: initial(m.counters), flags: {} }));
  const state: PlayState<G> = { round: 1, models, counters: initial(rules.gameCounters(roster)), flags: {} };
  return rules.start ? rules.start(roster, state) : state;
}

const clamp = (lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x));

function withModel<G>(state: PlayState<G>, index: number, change: (m: ModelPlay) => ModelPlay): PlayState<G> {
  const m = state.models[index];
  if (!m) throw new RangeError(`no model ${index}`);
  return { ...state, models: state.models.map((x, i) => (i === index ? change(x) : x)) };
}

/** Damage on model `index` changed by `by` (negative heals), kept between 0 and the model's maximum. */
export function changeDamage<R, G>(rules: PlayRules<R, G>, roster: R, state: PlayState<G>, index: number, by: number): PlayState<G> {
  const max = (rules.maxDamage ? rules.maxDamage(roster, index, state) : modelInfos(rules, roster)[index]?.max) ?? Number.MAX_SAFE_INTEGER;
  const next = withModel(state, index, (m) => ({ ...m, damage: clamp(0, max, m.damage + by) }));
  return rules.afterDamage ? rules.afterDamage(roster, index, state, next) : next;
}

/** Damage left before a model is at 0 (grit or Meat or wounds left). */
export function left(max: number | null, m: Pick<ModelPlay, 'damage'>): number | null {
  return max === null ? null : Math.max(0, max - m.damage);
}

export function setStatus<G>(state: PlayState<G>, index: number, status: Partial<Pick<ModelPlay, 'activated' | 'down' | 'out'>>): PlayState<G> {
  return withModel(state, index, (m) => ({ ...m, ...status }));
}

/** A counter kept within its bounds. */
export function counterValue(def: CounterDef, value: number): number {
  return clamp(def.min ?? 0, def.max ?? Number.MAX_SAFE_INTEGER, Math.round(value));
}

export function changeModelCounter<G>(state: PlayState<G>, index: number, def: CounterDef, by: number): PlayState<G> {
  return withModel(state, index, (m) => ({ ...m, counters: { ...m.counters, [def.id]: counterValue(def, (m.counters[def.id] ?? def.start ?? 0) + by) } }));
}

export function setModelFlag<G>(state: PlayState<G>, index: number, id: string, on: boolean): PlayState<G> {
  return withModel(state, index, (m) => ({ ...m, flags: { ...m.flags, [id]: on } }));
}

export function changeGameCounter<G>(state: PlayState<G>, def: CounterDef, by: number): PlayState<G> {
  return { ...state, counters: { ...state.counters, [def.id]: counterValue(def, (state.counters[def.id] ?? def.start ?? 0) + by) } };
}

export function setGameFlag<G>(state: PlayState<G>, id: string, on: boolean): PlayState<G> {
  return { ...state, flags: { ...state.flags, [id]: on } };
}

const FRESH: FoePlay = { damage: 0, out: false };

/** The opponent's model `index` in play (at full health until the game says otherwise). */
export function foeOf<G>(state: PlayState<G>, index: number): FoePlay {
  return state.foes?.[index] ?? FRESH;
}

function withFoe<G>(state: PlayState<G>, index: number, change: (f: FoePlay) => FoePlay): PlayState<G> {
  if (!Number.isInteger(index) || index < 0 || index >= PLAY_FOES_LIMIT) throw new RangeError(`no opponent's model ${index}`);
  const foes = Array.from({ length: Math.max(state.foes?.length ?? 0, index + 1) }, (_, i) => foeOf(state, i));
  foes[index] = change(foes[index]!);
  return { ...state, foes };
}

/** Damage on the opponent's model `index` changed by `by` (negative heals), kept between 0 and `max`. */
export function changeFoeDamage<G>(state: PlayState<G>, index: number, by: number, max: number | null): PlayState<G> {
  return withFoe(state, index, (f) => ({ ...f, damage: clamp(0, max ?? Number.MAX_SAFE_INTEGER, f.damage + by) }));
}

export function setFoeOut<G>(state: PlayState<G>, index: number, out: boolean): PlayState<G> {
  return withFoe(state, index, (f) => ({ ...f, out }));
}

/** A mark of the game's own (`PlayOddsRules.foeFlags`) on the opponent's model `index`. */
export function setFoeFlag<G>(state: PlayState<G>, index: number, id: string, on: boolean): PlayState<G> {
  return withFoe(state, index, (f) => ({ ...f, flags: { ...f.flags, [id]: on } }));
}

/** Whether the opponent's model `index` carries the mark `id`. */
export const foeFlag = <G>(state: PlayState<G>, index: number, id: string): boolean => foeOf(state, index).flags?.[id] === true;

/**
 * Next round: the round goes up by one, every activation is cleared, and so is every counter and
 * mark the game clears each round; then the game's own step (Ready tokens, a new hand of cards).
 */
export function nextRound<R, G>(rules: PlayRules<R, G>, roster: R, state: PlayState<G>): PlayState<G> {
  const infos = modelInfos(rules, roster);
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

