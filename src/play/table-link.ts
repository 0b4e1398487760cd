/**
 * Table Link: two phones on one game, with no server. Each phone owns its side: its own game (a
 * GameDoc, ./log.ts) as on one phone, which only it changes; the opponent's side on it is a replica
 * (their roster as played, their log's base and steps) that only their updates change. A game's link
 * is kept in the GameDoc's `link` (PLAY_VERSION 5) and read by ./table-link-format.ts.
 *
 * - An update is my side's steps since the last one the other phone confirmed (whole, with my roster
 *   and log's base, when small or when they may lack anything), the table's id, the sender, and an
 *   ack of the newest of their steps I hold.
 * - Merging an update is the union of the replica's steps (mergeGames), so the same update twice, or
 *   two in either order, give the same replica; it never touches my side, and an update from another
 *   game, table or phone is refused with a sentence that says why.
 * - Shared fields have stated rules: the round is the highest either side has reached; the scenario
 *   and who goes first are the ones set up by the phone that started the game; a score both sides
 *   claim shows both claims when they differ.
 *
 * Pure: no DOM, no React. Loaded only when a player opens "Link with my opponent" or a linked game.
 */
import { hashSeed } from '../engine/rng';
import { isRecord } from '../common/json';
import { battleOf, type BattleState, type Side } from './battle';
import { gameId, mergeGames, newGame, orderKey, PLAY_LOG_LIMIT, PLAY_VERSION, take, workOut, type GameDoc, type PlayBase, type PlayStep } from './log';
import { foeRulesOf, type FlagDef, type FoePlay, type GameResult, type ModelPlay, type Opponent, type PlayModelInfo, type PlayRules, type PlayState } from './state';
import { coopView, otherSeat, seatOf, type CoopRules, type CoopView } from './table-link-coop';

/** The table link format's version (its field `link`). */
export const LINK_VERSION = 1;
/** The most steps an update carries (the log's limit and the fold's slack). */
export const LINK_STEPS_LIMIT = PLAY_LOG_LIMIT + 100;

/** How much of the other side a phone holds: the order key of the newest of its steps, and how many (folded and in the log). */
export interface Held {
  through: string;
  count: number;
}

/** The opponent's side on my phone, as their updates made it. */
export interface SideReplica {
  /** Their phone's id. */
  owner: string;
  name: string;
  /** Their roster as played (the game's JSON). */
  roster: unknown;
  startedAt: string;
  base: PlayBase;
  steps: PlayStep[];
}

/** A game's table link, kept in its GameDoc. */
export interface TableLink {
  link: 1;
  table: string;
  /** The game's slug. */
  game: string;
  /** This phone's id: the owner of my side. */
  me: string;
  /** The phone that started the game: its set-up is the table's. */
  starter: string;
  /** Their side, once their first update is merged. */
  them: SideReplica | null;
  /** What the other phone confirmed it holds of my side (their newest ack). */
  heard: Held | null;
}

/** My side as an update carries it: whole (roster and base) or the steps since what the other phone confirmed. */
export interface SidePart {
  name: string;
  startedAt: string;
  /** Sent whole: the roster and the log's base; null in a part sent after what the other phone confirmed. */
  roster: unknown;
  base: PlayBase | null;
  steps: PlayStep[];
}

/** What travels from one phone to the other (a code, a cycle of codes, or a link). */
export interface LinkUpdate {
  link: 1;
  table: string;
  game: string;
  from: string;
  /** The phone it is for; null in the first link, which any phone may open to join the table. */
  to: string | null;
  starter: string;
  side: SidePart;
  /** The newest of the receiver's steps the sender holds; null before it holds any. */
  ack: Held | null;
}

export type Merged = { ok: true; link: TableLink; changed: boolean } | { ok: false; error: string };

/** A random id of `n` letters and digits (crypto where the platform has it). */
export function randomId(n = 10): string {
  const bytes = new Uint8Array(n);
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < n; i++) bytes[i] = Math.floor(Math.random() * 256);
  let out = '';
  for (const b of bytes) out += (b % 36).toString(36);
  return out;
}

/** A new table for my game (kept in its `link`), this phone (`phone`) the one that started it. */
export function startLink(slug: string, phone = randomId(), table = randomId()): TableLink {
  return { link: LINK_VERSION, table, game: slug, me: phone, starter: phone, them: null, heard: null };
}

/** How much of a log a phone holds: its newest step's order key and the count of its steps, folded included. */
export function heldOf(log: Pick<GameDoc, 'base' | 'steps'>): Held {
  const last = log.steps[log.steps.length - 1];
  return { through: last ? orderKey(last) : log.base.through, count: log.base.folded + log.steps.length };
}

/** The newer of two acks (more steps held; then the later step): acks only grow, so this is their order. */
export function newerHeld(a: Held | null, b: Held | null): Held | null {
  if (!a) return b;
  if (!b) return a;
  if (a.count !== b.count) return a.count > b.count ? a : b;
  return a.through >= b.through ? a : b;
}

/** The ids of the counters a game keeps hidden from the opponent (Punkapocalyptic's secret bullets): never sent in an update. */
export function secretCounters<R>(rules: PlayRules<R>, roster: R): ReadonlySet<string> {
  return new Set([...rules.gameCounters(roster), ...rules.models(roster).flatMap((m) => m.counters)].filter((c) => c.secret).map((c) => c.id));
}

const withoutKeys = (r: Record<string, number>, secret: ReadonlySet<string>) => Object.fromEntries(Object.entries(r).filter(([k]) => !secret.has(k)));
const hiddenModel = (m: ModelPlay, secret: ReadonlySet<string>): ModelPlay => ({ ...m, counters: withoutKeys(m.counters, secret) });
const hiddenState = (s: PlayState, secret: ReadonlySet<string>): PlayState => ({ ...s, counters: withoutKeys(s.counters, secret), models: s.models.map((m) => hiddenModel(m, secret)) });

/** A step as the opponent may see it: a secret counter's change is sent as a change of 0 (the step stays, so both phones count the same steps). */
function hiddenStep(step: PlayStep, secret: ReadonlySet<string>): PlayStep {
  const c = step.cmd;
  if (c.kind === 'counter' && secret.has(c.id)) return { ...step, text: 'A hidden counter changed', cmd: { ...c, by: 0 } };
  if (c.kind === 'patch' && (c.patch.counters || c.patch.models)) {
    const patch = { ...c.patch };
    if (patch.counters) patch.counters = withoutKeys(patch.counters, secret);
    if (patch.models) patch.models = Object.fromEntries(Object.entries(patch.models).map(([i, m]) => [i, hiddenModel(m, secret)]));
    return { ...step, cmd: { kind: 'patch', patch } };
  }
  return step;
}

/**
 * My side's steps the other phone does not hold for sure: everything after what it confirmed, or
 * whole (with `played`, my roster as played, and my log's base) when it confirmed nothing, or when it
 * holds fewer of my steps up to its ack than I have (a step another tab added before it, a fold it
 * has not seen). Counters the game keeps secret are never sent. Only what it lacks, even early in a
 * game: the whole side carries the roster, two codes for a Heartbreaker gang (1,802 characters after
 * one hit), where the steps since its ack are one (issue 36: an update is a small code).
 */
export function sidePart(doc: GameDoc, heard: Held | null, played: unknown, secret: ReadonlySet<string> = new Set()): SidePart {
  const hide = (steps: readonly PlayStep[]) => (secret.size === 0 ? [...steps] : steps.map((s) => hiddenStep(s, secret)));
  const whole: SidePart = { name: doc.name, startedAt: doc.startedAt, roster: played, base: secret.size === 0 ? doc.base : { ...doc.base, state: hiddenState(doc.base.state, secret) }, steps: hide(doc.steps) };
  if (!heard) return whole;
  const upTo = doc.base.folded + doc.steps.filter((s) => orderKey(s) <= heard.through).length;
  if (heard.through < doc.base.through || upTo > heard.count) return whole;
  return { name: doc.name, startedAt: doc.startedAt, roster: null, base: null, steps: hide(doc.steps.filter((s) => orderKey(s) > heard.through)) };
}

/** The update my phone shows now: my side (`played`: my roster as played) since what the other phone confirmed, and my ack of theirs. */
export function updateFor<R>(rules: PlayRules<R>, link: TableLink, doc: GameDoc, played: unknown): LinkUpdate {
  let secret: ReadonlySet<string> = new Set();
  try {
    secret = secretCounters(rules, rules.parse(doc.roster));
  } catch {
    /* a roster this site cannot read has no counters it knows to hide */
  }
  return {
    link: LINK_VERSION,
    table: link.table,
    game: link.game,
    from: link.me,
    to: link.them?.owner ?? null,
    starter: link.starter,
    side: sidePart(doc, link.heard, played, secret),
    ack: link.them ? heldOf(link.them) : null,
  };
}

/** The update has steps the other phone has not confirmed (a new code to show). */
export const hasNews = (link: TableLink, doc: GameDoc): boolean => link.them === null || link.heard === null || heldOf(doc).count > link.heard.count || heldOf(doc).through !== link.heard.through;

/** The replica as a game of the log kit, to merge with mergeGames. */
function replicaDoc(rules: PlayRules<unknown>, r: Pick<SideReplica, 'name' | 'roster' | 'startedAt' | 'base' | 'steps'>): GameDoc {
  return { game: gameId(rules.slug), version: PLAY_VERSION, name: r.name, startedAt: r.startedAt, roster: r.roster, rosterId: null, base: r.base, steps: r.steps, state: r.base.state, result: r.base.result, opponent: r.base.opponent };
}

/** Their roster read by the game, or the sentence that says why not. */
function theirRoster<R>(rules: PlayRules<R>, json: unknown): { ok: true; roster: R } | { ok: false; error: string } {
  try {
    return { ok: true, roster: rules.parse(json) };
  } catch (e) {
    return { ok: false, error: `Their ${rules.noun} in this code cannot be read here: ${e instanceof Error ? e.message : String(e)}.` };
  }
}

/** The other phone's player in the panel's words: "your opponent", or at a co-op table the other seat ("Player 2"). */
export const OPPONENT = 'your opponent';

/** The other phone's player at `link` for a game of `roster` (a co-op table's other seat, else the opponent). */
export function otherPlayer<R>(rules: PlayRules<R>, roster: R | undefined, link: Pick<TableLink, 'me' | 'starter'>): string {
  return roster !== undefined && rules.coop?.shared(roster) ? rules.coop.seatName(otherSeat(seatOf(link))) : OPPONENT;
}

const capital = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** Why an update cannot be merged into this link, in the player's words (`other`: whose phone the other is), or null. */
export function updateRefusal(link: TableLink, u: LinkUpdate, gameName: string, other = OPPONENT): string | null {
  if (u.game !== link.game) return `This code is from another game (${u.game}), not from this ${gameName} game.`;
  if (u.table !== link.table) return 'This code is from another table: it belongs to another linked game. Open that game, or link this one again.';
  if (u.from === link.me) return `This is this phone’s own code: show it to ${other}’s phone instead.`;
  if (u.starter !== link.starter) return 'This code is from another table: it was started by another phone.';
  if (u.to !== null && u.to !== link.me) return 'This code was made for another phone at this table, not for this one.';
  if (link.them && u.from !== link.them.owner) return `This code comes from another phone than ${other}’s: it is not merged.`;
  return null;
}

/**
 * Their update merged into my link: their side's steps joined to the replica's (never my side: the
 * result holds my GameDoc's steps nowhere), their ack of my side kept when newer. The same update
 * twice, or updates in any order, give the same link.
 */
export function mergeUpdate<R>(rules: PlayRules<R>, link: TableLink, u: LinkUpdate, other = OPPONENT): Merged {
  const why = updateRefusal(link, u, rules.gameName, other);
  if (why) return { ok: false, error: why };
  const heard = newerHeld(link.heard, u.ack);
  const anyRules = rules as PlayRules<unknown>;
  let them: SideReplica;
  if (!link.them) {
    if (u.side.base === null) return { ok: false, error: `This update needs ${other}’s first link: open the link or code of their side first.` };
    const read = theirRoster(rules, u.side.roster);
    if (!read.ok) return read;
    if (u.side.base.state.models.length !== rules.models(read.roster).length) return { ok: false, error: `This code’s state does not fit its ${rules.noun}: it is damaged.` };
    const sent = replicaDoc(anyRules, { ...u.side, base: u.side.base });
    const doc = mergeGames(anyRules, read.roster, sent, sent);
    them = { owner: u.from, name: u.side.name, roster: u.side.roster, startedAt: u.side.startedAt, base: doc.base, steps: doc.steps };
  } else {
    const read = theirRoster(rules, link.them.roster);
    if (!read.ok) return read;
    if (u.side.base !== null && u.side.base.state.models.length !== link.them.base.state.models.length) return { ok: false, error: `This code’s state does not fit their ${rules.noun}: it is damaged.` };
    const mine = replicaDoc(anyRules, link.them);
    const theirs = replicaDoc(anyRules, { ...link.them, base: u.side.base ?? link.them.base, steps: u.side.steps });
    const doc = mergeGames(anyRules, read.roster, mine, theirs);
    them = { ...link.them, base: doc.base, steps: doc.steps };
  }
  const next: TableLink = { ...link, them, heard };
  const changed = JSON.stringify(next.them) !== JSON.stringify(link.them) || JSON.stringify(heard) !== JSON.stringify(link.heard);
  return { ok: true, link: changed ? next : link, changed };
}

/** The first link's table, for a phone that joins it: this phone's new link (its own id), their side merged. */
export function joinLink<R>(rules: PlayRules<R>, invite: LinkUpdate, phone = randomId()): Merged {
  if (invite.game !== rules.slug) return { ok: false, error: `This code is from another game (${invite.game}), not from ${rules.gameName}.` };
  if (invite.side.base === null) return { ok: false, error: 'This is an update of a linked game, not a first link: open the first link of the phone that started the table to join it.' };
  const fresh: TableLink = { link: LINK_VERSION, table: invite.table, game: invite.game, me: phone === invite.from ? `${phone}x` : phone, starter: invite.starter, them: null, heard: null };
  return mergeUpdate(rules, fresh, invite);
}

/**
 * A new game of my roster at their table: the set-up (scenario and who goes first) as the phone that
 * started it set it, as a step of my side, so that my scenario's score counts the same sources.
 */
export function joinGame<R>(rules: PlayRules<R>, link: TableLink, rosterJson: unknown, rosterId: string | null, now: Date, by = ''): GameDoc {
  return joinWith(rules, link, newGame(rules, rosterJson, rosterId, now) as GameDoc, now, by);
}

/**
 * A game already under way on this phone, at their table: its steps kept as my side's (they go to
 * the other phone with my first link back), and the set-up as the phone that started the table set
 * it, as joinGame's. Throws when its roster cannot be read.
 */
export function joinWith<R>(rules: PlayRules<R>, link: TableLink, game: GameDoc, now: Date, by = ''): GameDoc {
  const roster = rules.parse(game.roster);
  const doc: GameDoc = { ...game, link };
  const shared = link.them ? starterSetup(rules, link) : null;
  if (!shared || (shared.scenario === null && shared.first === null)) return doc;
  return take(rules, roster, doc, { kind: 'setup', scenario: shared.scenario, first: shared.first }, 'Set up as the phone that started the game set it', now, by);
}

/** The other side's word for a side: their "me" is my "them". */
const flip = (s: Side | null): Side | null => (s === 'me' ? 'them' : s === 'them' ? 'me' : null);

/** Their side worked out: their roster, models and state (null when there is none, or it cannot be read). */
export interface TheirSide<R> {
  name: string;
  roster: R;
  infos: PlayModelInfo[];
  state: PlayState;
  ended: boolean;
  /** The result their End game recorded (null before it): at a co-op table, the result both players share. */
  result: GameResult | null;
}

export function theirSide<R>(rules: PlayRules<R>, link: TableLink): TheirSide<R> | null {
  if (!link.them) return null;
  const read = theirRoster(rules, link.them.roster);
  if (!read.ok) return null;
  const w = workOut(rules, read.roster, link.them.base, link.them.steps);
  return { name: link.them.name, roster: read.roster, infos: rules.models(read.roster), state: w.state, ended: w.result !== null, result: w.result };
}

/** The set-up the phone that started the game made, in my words ("me": my side). */
function starterSetup<R>(rules: PlayRules<R>, link: TableLink, mine?: PlayState): { scenario: string | null; first: Side | null } | null {
  if (link.starter === link.me) {
    const b = mine ? battleOf(mine) : null;
    return b ? { scenario: b.scenario, first: b.first } : null;
  }
  const them = theirSide(rules, link);
  if (!them) return null;
  const b = battleOf(them.state);
  return { scenario: b.scenario, first: flip(b.first) };
}

/** A score both sides keep for one side and one source: my phone's claim and theirs, equal or not. */
export interface Claim {
  /** Whose points: "me" my side's, "them" theirs. */
  side: Side;
  source: string;
  mine: number;
  theirs: number;
}

/** The fields both phones show, by their rules. */
export interface SharedFields {
  /** The highest round either side has reached. */
  round: number;
  /** The scenario and who goes first, as the phone that started the game set them up. */
  scenario: string | null;
  first: Side | null;
  /** Every score either phone claims, with both claims; `disputed` those that differ. */
  claims: Claim[];
  disputed: Claim[];
}

const sum = (xs: readonly number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);

/** Both phones' claims: my side's points as I keep them (score.me) and as they keep them (their score.them), and the same for theirs. */
export function claimsOf(mine: BattleState, theirs: BattleState): Claim[] {
  const out: Claim[] = [];
  for (const side of ['me', 'them'] as const) {
    const other = side === 'me' ? 'them' : 'me';
    const sources = [...new Set([...Object.keys(mine.score[side]), ...Object.keys(theirs.score[other])])].sort();
    for (const source of sources) out.push({ side, source, mine: sum(mine.score[side][source]), theirs: sum(theirs.score[other][source]) });
  }
  return out;
}

export function sharedFields<R>(rules: PlayRules<R>, link: TableLink, mine: PlayState): SharedFields {
  const them = theirSide(rules, link);
  const setup = starterSetup(rules, link, mine) ?? { scenario: null, first: null };
  const claims = claimsOf(battleOf(mine), them ? battleOf(them.state) : battleOf({}));
  return { round: Math.max(mine.round, them?.state.round ?? 1), scenario: setup.scenario, first: setup.first, claims, disputed: claims.filter((c) => c.mine !== c.theirs) };
}

/**
 * Their models as the odds read the opponent's (FoePlay, by the index of their roster's models):
 * damage and out as their phone keeps them; the game's foe marks from their model's own marks of
 * the same id (Heartbreaker's Second Wind token), the mark named as the game's down status (Taken
 * Down, Prone, Toppled) from their model's down status, an `activated` mark from its activation, and
 * `benched`'s mark on a model their phone has not in this game.
 */
export function foesFrom(models: readonly ModelPlay[], foeFlags: readonly FlagDef[], downLabel: string, benched?: { flag: string; of(index: number): boolean }): FoePlay[] {
  return models.map((m, i) => {
    const flags: Record<string, boolean> = {};
    for (const f of foeFlags) {
      const on = m.flags[f.id] === true || (f.label === downLabel && m.down) || (f.id === 'activated' && m.activated) || (f.id === benched?.flag && benched.of(i));
      if (on) flags[f.id] = true;
    }
    return Object.keys(flags).length > 0 ? { damage: m.damage, out: m.out, flags } : { damage: m.damage, out: m.out };
  });
}

/**
 * My game as the play view shows it when linked: the opponent is their roster as played, and their
 * models' damage and statuses are the ones their phone sent (so the odds on my cards use them).
 * My game as saved is not changed; null when there is no side of theirs yet.
 */
export function linkedGame<R>(rules: PlayRules<R>, doc: GameDoc, link: TableLink): { doc: GameDoc; them: TheirSide<R> } | null {
  const o = linkedOpponent(rules, link);
  return o ? { doc: { ...doc, opponent: o.opponent, state: { ...doc.state, foes: o.foes } }, them: o.them } : null;
}

// ---------------------------------------------------------------------------------------------
// Words

/** One of their models in words: "Olga: 3 of 5 Meat left · Taken Down". */
export function theirModelLine<R>(rules: PlayRules<R>, info: PlayModelInfo, m: ModelPlay): string {
  const left = info.max === null ? `${m.damage} damage` : `${Math.max(0, info.max - m.damage)} of ${info.max} ${rules.track} left`;
  const status = m.out ? rules.outLabel : m.down ? rules.downLabel : m.activated ? 'Activated' : '';
  return `${info.name || 'Unnamed'}: ${left}${status ? ` · ${status}` : ''}`;
}

/** The shared fields in words, for the panel: the round, the set-up, any disputed score. */
export function sharedLines(shared: SharedFields, names: { scenario: (id: string) => string; source: (id: string) => string; me: string; them: string }): string[] {
  const lines = [`Round ${shared.round} at the table (the highest either phone has reached).`];
  if (shared.scenario !== null) lines.push(`Scenario: ${names.scenario(shared.scenario)}, as the phone that started the game set it up.`);
  if (shared.first !== null) lines.push(`${shared.first === 'me' ? names.me : names.them} went first.`);
  for (const c of shared.disputed) lines.push(`${names.source(c.source)} for ${c.side === 'me' ? names.me : names.them}: this phone says ${c.mine}, theirs says ${c.theirs}.`);
  return lines;
}

/** What the panel says of the link now (`coop`: the co-op seats when the game is a shared roster's). */
export function linkStatus<R>(link: TableLink, doc: GameDoc, coop: CoopRules<R> | null = null): string {
  const other = coop ? coop.seatName(otherSeat(seatOf(link))) : OPPONENT;
  if (!link.them) return coop ? `Show your link to ${coop.seatName(2)}: their phone opens it, joins with this roster and shows you its link back.` : 'Show your link to your opponent: their phone opens it, picks their roster and shows you its link back.';
  return hasNews(link, doc) ? `You have changes ${other}’s phone has not confirmed: show them your update.` : `${capital(other)}’s phone holds all your steps.`;
}

/** What the panel says before a table is linked (`coop`: the co-op seats when the game is a shared roster's). */
export const linkIntro = <R>(noun: string, coop: CoopRules<R> | null = null): string =>
  coop
    ? `Both phones on one game, with no network: this phone shows a code (and a link) of this ${noun}; your partner’s phone opens it, joins as ${coop.seatName(2)} and shows you its code back. Each phone keeps its own player’s part; the other player’s changes only by the updates you exchange.`
    : `Both phones on one game, with no network: this phone shows a code (and a link) of your ${noun}; your opponent’s phone opens it, picks their ${noun} and shows you its code back. Each phone keeps its own side; the other side changes only by the updates you exchange.`;

/** The panel's name ("Link with my opponent"; at a co-op table, with the partner). */
export const linkSummary = (coop: boolean): string => (coop ? 'Link with my partner' : 'Link with my opponent');

/** A game open on this phone that may join a table as it is: not linked and not ended. */
export const joinsAsItIs = (doc: Pick<GameDoc, 'link' | 'result'> | undefined): boolean => doc !== undefined && doc.link === undefined && doc.result === null;

/** The offer to join a table with the game open on this phone ("Join with the game open here: Glass Jaws, round 2"). */
export const joinOpenLabel = (name: string, noun: string, round: number): string => `Join with the game open here: ${name.trim() || `an unnamed ${noun}`}, round ${round}`;

/** What the page says after joining a table. */
export const joinedLine = (name: string, noun: string, coop = false): string => `Joined the table of ${name.trim() || `an unnamed ${noun}`}: show them your link back (${linkSummary(coop)}).`;

/** What merging said, for the status line (`other`: at a co-op table, the other seat, named instead of the roster both phones share). */
export const mergedLine = (m: Merged & { ok: true }, name: string, other: string | null = null): string =>
  m.changed ? `Merged ${other ? `${other}’s` : name ? `${name}’s` : 'your opponent’s'} update.` : 'Nothing new in that code: it was merged before.';

// ---------------------------------------------------------------------------------------------
// Codes: a payload too large for one QR code as a short cycle of codes

/** The most characters of the payload in one code (a code of about version 25 at low error correction, easy to scan on a screen). */
export const PART_CHARS = 1200;
/** The most codes in a cycle. */
export const PARTS_LIMIT = 40;
/** The key of a part of a cycle in a page address: `#tablepart=i.n.checksum.data`. */
export const PART_KEY = 'tablepart';
/** The parts an older site drew: "SSTL i/n checksum data" (a phone still on it may show them). */
const OLD_PART_PREFIX = 'SSTL';

/** The checksum of a payload: FNV-1a of its text, in base 36. */
export const checksum = (text: string): string => hashSeed(text).toString(36);

/**
 * A link too long for one code as a cycle of links, each to the same page with one part of the
 * link's fragment (`…/play/#tablepart=i.n.checksum.data`): a phone's own camera app opens any of
 * them on the play page, which keeps the parts read until the last one comes (keptParts), and the
 * play view's camera reads them in any order. The whole link again: `#` and the parts joined.
 */
export function partsOf(url: string, size = PART_CHARS): string[] {
  const at = url.indexOf('#');
  const page = at >= 0 ? url.slice(0, at) : '';
  const payload = at >= 0 ? url.slice(at + 1) : url;
  const n = Math.max(1, Math.ceil(payload.length / size));
  const ck = checksum(payload);
  return Array.from({ length: n }, (_, i) => `${page}#${PART_KEY}=${i + 1}.${n}.${ck}.${payload.slice(i * size, (i + 1) * size)}`);
}

/** Parts collected so far of one payload (its checksum and count). */
export interface Assembly {
  ck: string;
  n: number;
  parts: Record<number, string>;
}

export type Assembled =
  | { kind: 'whole'; payload: string; asm: null }
  | { kind: 'part'; asm: Assembly; have: number; n: number; text: string }
  | { kind: 'error'; asm: Assembly | null; text: string };

/** Whether a text (a scanned code, a page address) is a part of a cycle rather than a whole link. */
export const isPart = (text: string): boolean => /[#&]tablepart=/.test(text) || text.startsWith(`${OLD_PART_PREFIX} `);

/**
 * Reads one scanned text or opened address: a part of a cycle (kept in `asm`, in any order, twice
 * over), or a text that is whole by itself. A cycle's whole payload is the link's fragment
 * ("#table=…"), or for an older site's parts the whole link.
 */
export function addPart(asm: Assembly | null, text: string): Assembled {
  if (!isPart(text)) return { kind: 'whole', payload: text, asm: null };
  const old = text.startsWith(`${OLD_PART_PREFIX} `);
  const m = old ? /^SSTL (\d{1,3})\/(\d{1,3}) ([0-9a-z]{1,8}) (.*)$/s.exec(text) : /[#&]tablepart=(\d{1,3})\.(\d{1,3})\.([0-9a-z]{1,8})\.(.*)$/s.exec(text);
  const i = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || n > PARTS_LIMIT || i < 1 || i > n || m[4]!.length > PART_CHARS) return { kind: 'error', asm, text: 'That code is not a part of a table link.' };
  const ck = m[3]!;
  // A part of another cycle (a newer update) starts again from it.
  const base: Assembly = asm && asm.ck === ck && asm.n === n ? asm : { ck, n, parts: {} };
  const next: Assembly = base.parts[i] === m[4] ? base : { ...base, parts: { ...base.parts, [i]: m[4]! } };
  const have = Object.keys(next.parts).length;
  if (have < n) return { kind: 'part', asm: next, have, n, text: `Code ${i} of ${n} read: ${have} of ${n} so far. Keep the camera on the cycle.` };
  const payload = Array.from({ length: n }, (_, k) => next.parts[k + 1]!).join('');
  if (checksum(payload) !== ck) return { kind: 'error', asm: null, text: 'The codes of that cycle do not add up (a checksum differs): scan the cycle again.' };
  return { kind: 'whole', payload: old ? payload : `#${payload}`, asm: null };
}

/** How long the parts a play page was opened with are kept for the rest of their cycle. */
export const PARTS_KEPT_MS = 15 * 60_000;

/**
 * The parts of a cycle kept between page loads (a phone's camera app opens each code of a cycle as
 * a page of its own), as stored: what is read back is checked like a scanned part, and parts older
 * than PARTS_KEPT_MS, or anything unreadable, count as none. Never throws.
 */
export function keptParts(stored: string | null, now: number): Assembly | null {
  if (!stored || stored.length > PARTS_LIMIT * (PART_CHARS + 20)) return null;
  try {
    const v: unknown = JSON.parse(stored);
    if (!isRecord(v) || typeof v.at !== 'number' || !(now - v.at >= 0 && now - v.at < PARTS_KEPT_MS) || typeof v.ck !== 'string' || typeof v.n !== 'number' || !isRecord(v.parts)) return null;
    let asm: Assembly | null = null;
    for (const [i, data] of Object.entries(v.parts)) {
      const r: Assembled | null = typeof data === 'string' ? addPart(asm, `#${PART_KEY}=${i}.${v.n}.${v.ck}.${data}`) : null;
      if (r?.kind !== 'part') return null;
      asm = r.asm;
    }
    return asm;
  } catch {
    return null;
  }
}

/** What a play page opened with a part of a cycle says (`kept`: the parts are kept for the next page the phone's camera app opens). */
export const partsOpenedLine = (have: number, n: number, kept: boolean): string =>
  `This table link comes in ${n} codes, which the other phone shows one after another: ${have} of ${n} read. ${kept ? 'Read the others with the camera here, or with your phone’s camera as before.' : 'This phone did not let the site keep it for the next page: read the others with the camera here.'}`;

/** The parts to keep (keptParts reads them back), stamped `now`. */
export const partsToKeep = (asm: Assembly, now: number): string => JSON.stringify({ ...asm, at: now });

// ---------------------------------------------------------------------------------------------
// Opening a code or link on a phone

/** What an opened update does on this phone: merge into the linked game it belongs to, offer to join its table, or say why not. */
export type Opening = { kind: 'merge'; id: string; doc: GameDoc; said: string } | { kind: 'join'; update: LinkUpdate; said: string } | { kind: 'error'; said: string };

/**
 * An update opened on this phone (`games`: its games, with their links read): merged into the game
 * of its table, or, for a first link no game here belongs to, the offer to join with a roster.
 */
export function openUpdate<R>(rules: PlayRules<R>, games: readonly { id: string; doc: GameDoc; link: TableLink | null }[], u: LinkUpdate): Opening {
  if (u.game !== rules.slug) return { kind: 'error', said: `This code is from another game (${u.game}), not from ${rules.gameName}: open it on that game’s play page.` };
  const at = games.find((g) => g.link?.table === u.table);
  if (at) {
    let roster: R | undefined;
    try {
      roster = rules.parse(at.doc.roster);
    } catch {
      roster = undefined;
    }
    const other = otherPlayer(rules, roster, at.link!);
    const m = mergeUpdate(rules, at.link!, u, other);
    if (!m.ok) return { kind: 'error', said: m.error };
    return { kind: 'merge', id: at.id, doc: m.changed ? { ...at.doc, link: m.link } : at.doc, said: mergedLine(m, u.side.name, other === OPPONENT ? null : other) };
  }
  if (u.to !== null || u.side.base === null) return { kind: 'error', said: 'This update belongs to a linked game that is not on this phone: open the first link of the phone that started the table to join it.' };
  const name = u.side.name.trim() || `unnamed ${rules.noun}`;
  return { kind: 'join', update: u, said: `${name} invites you to their table: pick your ${rules.noun} to join.` };
}

/** The opponent as the play view shows it when linked: their roster and their models as the odds read them; null before their side arrives. */
export function linkedOpponent<R>(rules: PlayRules<R>, link: TableLink | null): { opponent: Opponent; foes: FoePlay[]; them: TheirSide<R> } | null {
  const them = link ? theirSide(rules, link) : null;
  if (!link || !them) return null;
  const foeRules = foeRulesOf(rules);
  // A model their phone has not in this game (the Arsenal's crew not hired) carries the game's benched mark.
  const benched = foeRules?.benchedFlag && rules.benched ? { flag: foeRules.benchedFlag, of: (i: number) => rules.benched!(them.state, i) } : undefined;
  return { opponent: { name: them.name, roster: link.them!.roster }, foes: foesFrom(them.state.models, foeRules?.foeFlags ?? [], rules.downLabel, benched), them };
}

/**
 * A co-op table's view of my game (./table-link-coop.ts: a roster two players share, each phone its
 * seat's models and counters, the table's part the starter's), or null when the game is not one.
 * Here so that it loads with the link's code and the play view's first load carries none of it.
 */
export function coopOf<R>(rules: PlayRules<R>, roster: R | undefined, link: TableLink | null, mine: PlayState): CoopView<R> | null {
  return link && roster !== undefined && rules.coop?.shared(roster) ? coopView(rules, roster, link, mine, theirSide(rules, link)) : null;
}
