/**
 * Kuggköping's enemy turn inside a game in progress: the turn's state is kept in the play
 * state's own part (`KuggkopingOwn`, ./play.ts) under `enemyTurn`, so it is saved with the game, in every undo snapshot and
 * across a reload. Its Characters are always the warband's (by archetype, grit lost from the play
 * state's damage, those out of the game left off, each keeping its space on the turn's board); its
 * enemies, board and settings are the players'. Next
 * round's part is nextRoundTurn in ./play.ts (kept apart so the play page's first load has none of the
 * turn's code). Each
 * change of the turn is one step of the game, in words ("Grunt 1 rolled 4: Fight"). With the book the
 * Characters are as built; in a campaign the turn starts with its district, enemy faction, difficulty
 * and every player's traits.
 *
 * Pure: no DOM, no React.
 */
import { spaceLabel } from './board';
import { difficultyOf, underPressure } from './campaign';
import type { PlayState as KitState } from '../../play';
import { changeScore } from '../../play/battle';
import { isRecord } from '../../common/json';
import { GIZMOS_COUNTER, mindLinkPending, rosterInPlay, savedTurn, TURN_SIDE_KEY, type PlayState } from './play';
import type { Roster } from './roster-format';
import { characterView, type KuggkopingBook } from './roster-rules';
import { InputError } from '../../common/input-error';
import { andList, count } from '../../common/words';
import { ordinal } from '../../common/ordinal';
import { createRng } from '../../engine/rng';
import { addEnemy, MAX_NAME_LENGTH, MAX_TURN_MODELS, DEFAULT_SETTINGS, turnFormat, emptyTurn, enemyProfile, enemyProfileLine, factionIn, hardRulesIn, outcome, readTurn, settleCurrent, withDown, builtFromView, type TurnCharacter, type TurnData, type TurnSettings, type TurnState } from './turn';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The warband's Characters as the turn's: ids c1, c2… by the roster's order, out of the game left off.
 * With the book each is as built (gear, upgrades, traits, gadgets the game took; K3, K9, K14) with its
 * grit lost from the game; a knocked-down one (the play state's mark, or 0 grit) keeps its place (K17).
 * A Mind link's knock-down still to be applied on its owner's phone (co-op on two phones) is down
 * already: the book knocks it down at once (KB 833-834); only the phones have not caught up.
 */
export function warbandCharacters(roster: Roster, state: KitState, data: TurnData, book?: KuggkopingBook): TurnCharacter[] {
  return roster.characters.flatMap((c, i): TurnCharacter[] => {
    const m = state.models[i];
    const a = data.archetypes.find((x) => same(x.id, c.archetype) || same(x.name, c.archetype));
    if (!a || m?.out || i >= MAX_TURN_MODELS) return [];
    const built = book ? builtFromView(characterView(rosterInPlay(roster, i, state, book), i, book)) : undefined;
    const grit = built?.grit ?? a.grit;
    const gritLost = Math.min(grit, m?.damage ?? 0);
    const character: TurnCharacter = { id: `c${i + 1}`, name: (c.name.trim() || `Character ${i + 1}`).slice(0, MAX_NAME_LENGTH), archetype: a.id, gritLost, ...(built ? { built } : {}) };
    return [withDown(character, m?.down === true || mindLinkPending(state, i) || gritLost >= grit)];
  });
}

/**
 * The settings a warband in a campaign plays its enemy turn with (K5, K11): the campaign's district
 * and enemy faction, the expedition's difficulty (campaign.ts's difficultyOf: 1 Normal, 2 Hard, 3 Very
 * hard, at least Hard for a warband Under pressure), and every player's
 * traits that change activation rolls. Names are matched to the data's ids; what does not match is left.
 */
export function warbandSettings(roster: Roster, data: TurnData): Partial<TurnSettings> {
  const out: Partial<TurnSettings> = {};
  const c = roster.campaign;
  if (c) {
    const faction = data.factions.find((f) => same(f.id, c.enemyFaction) || same(f.name, c.enemyFaction));
    const district = data.districts.find((d) => same(d.id, c.district) || same(d.name, c.district));
    if (faction) out.enemyFaction = faction.id;
    if (district) out.district = district.id;
    // The campaign's own reading of the expedition's level (Under pressure makes it at least Hard, KB 860-861).
    const level = data.activation.difficulties.find((d) => same(d.name, difficultyOf(c, underPressure(roster))));
    if (level) out.difficulty = level.id;
  }
  // Each player's own faction and traits (K11): a trait counts when its player's faction is its house.
  const traits = data.activation.traits.filter((t) => roster.alignments.some((al) => same(al.faction, t.house) && (same(al.positive, t.name) || same(al.negative, t.name))));
  if (traits.length > 0) out.traits = traits.map((t) => t.id);
  return out;
}

/** Said in place of the enemy turn when the game holds one a newer site saved: it is shown and changed nowhere, so kept as it is. */
export const GAME_TURN_NEWER =
  'The enemy turn kept in this game was saved by a newer version of this site, so this page cannot show it; it is left as it was, and Next round leaves it too. Reload the page to get the newest version and that turn back.';

/** True when the game keeps an enemy turn that a newer site saved (a version this page does not read). */
export function hasNewerTurn(state: KitState): boolean {
  const raw = savedTurn(state);
  if (raw === undefined) return false;
  const read = turnFormat.read(raw);
  return !read.ok && read.newer;
}

/** A saved turn whose settings were never touched: the warband's campaign fills them. */
const untouched = (t: TurnState) => t.enemyFaction === null && t.district === null && t.difficulty === DEFAULT_SETTINGS.difficulty && t.hardRule === null && t.traits.length === 0 && t.modifier === 0;

/**
 * The game's turn now: the saved one read back against the data (a damaged or missing one is a new
 * turn with `seed`), with the warband's Characters as they stand (as built when the book is given),
 * and, while its settings are untouched, the warband's campaign and traits (K-27: never asked twice).
 */
export function gameTurn(roster: Roster, state: KitState, data: TurnData, seed: string, book?: KuggkopingBook): TurnState {
  const raw = savedTurn(state);
  let turn: TurnState;
  try {
    turn = raw === undefined ? emptyTurn(seed) : readTurn(raw, data);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    turn = emptyTurn(seed);
  }
  if (untouched(turn)) turn = { ...turn, ...warbandSettings(roster, data) };
  // Each Character keeps its space on the turn's board and its Insignificant mark (by id: c1, c2… are the roster's order).
  const saved = new Map(turn.characters.map((c) => [c.id, c] as const));
  const characters = warbandCharacters(roster, state, data, book).map((c) => {
    const was = saved.get(c.id);
    return { ...c, ...(was?.at ? { at: was.at } : {}), ...(was?.insignificant && !c.down ? { insignificant: true } : {}) };
  });
  const room = MAX_TURN_MODELS - characters.length;
  return settleCurrent({ ...turn, characters, enemies: turn.enemies.slice(0, room) });
}

/** The play state with `turn` kept in it (as plain JSON: undefined fields left out). */
export function withGameTurn(state: KitState, turn: TurnState): PlayState {
  const own = isRecord(state.own) ? state.own : {};
  return { ...state, own: { ...own, [TURN_SIDE_KEY]: JSON.parse(JSON.stringify(turn)) as unknown } };
}

/** The Boss Fight's choice id, before any scenario added after a "+" (its "Big Boss killed" source; spelled here as CAMPFIRE_CHOICE is). */
const BOSS_FIGHT_CHOICE = 'boss-fight';

/** What a turn change gained of the turn's tallies: enemies killed, Big Bosses killed, Gizmos the warband claimed. */
export function turnTallied(before: TurnState, after: TurnState): { kills: number; bosses: number; gizmos: number } {
  const gained = (k: 'killed' | 'bossesKilled' | 'claimed') => Math.max(0, (after[k] ?? 0) - (before[k] ?? 0));
  return { kills: gained('killed'), bosses: gained('bossesKilled'), gizmos: gained('claimed') };
}

/**
 * The play state with a turn change kept (withGameTurn), and what it counted for the warband (issue
 * 35: nothing entered twice): in a mission, each enemy killed on the turn into its score's "Enemies
 * killed" this round, a Big Boss also into the Boss Fight's "Big Boss killed", and each Gizmo the
 * warband claimed on the board into "Gizmos claimed"; with no mission set, those Gizmos into the
 * warband's own counter. `counted` says so for the log ("" when nothing was counted). One step: Undo
 * takes the change and its count back together.
 */
export function withTurnStep(state: KitState, before: TurnState, after: TurnState): { state: PlayState; counted: string } {
  let next: KitState = withGameTurn(state, after);
  const { kills, bosses, gizmos } = turnTallied(before, after);
  const scenario = state.battle?.scenario ?? null;
  const words: string[] = [];
  // Said only when the score moved (the Big Boss already marked by hand stays at its most, 1).
  const score = (source: string, by: number, said: string, max?: number) => {
    const was = next;
    if (by > 0) next = changeScore(next, 'me', source, state.round, by, max);
    if (next !== was) words.push(said);
  };
  if (scenario !== null) {
    score('kills', kills, `Enemies killed +${kills}`);
    if (scenario.split('+')[0] === BOSS_FIGHT_CHOICE) score('boss-killed', bosses, 'Big Boss killed', 1);
    score('gizmos', gizmos, `Gizmos claimed +${gizmos}`);
  } else if (gizmos > 0) {
    next = { ...next, counters: { ...next.counters, [GIZMOS_COUNTER]: Math.min(99, (next.counters[GIZMOS_COUNTER] ?? 0) + gizmos) } };
    words.push(`Gizmos claimed (no mission set) +${gizmos}`);
  }
  return { state: next as PlayState, counted: words.length ? ` (counted in the score: ${words.join(', ')})` : '' };
}

/** "3 of 5 grit" for an enemy of the turn, or null when it is not in it. */
function gritOf(turn: TurnState, data: TurnData, id: string): string | null {
  const e = turn.enemies.find((x) => x.id === id);
  if (!e) return null;
  const p = enemyProfile(turn, data, e);
  return `${p.gritLeft} of ${p.fullGrit} grit`;
}

const situationWords = (s: { lineOfSight: boolean; adjacent: boolean }) => `${s.lineOfSight ? 'sees a Character' : 'sees no Character'}, ${s.adjacent ? 'adjacent' : 'not adjacent'}`;

/** One turn change in words, for the game's log: "Grunt 1 rolled 4: Fight". */
export function turnStepText(before: TurnState, after: TurnState, data: TurnData): string {
  const was = new Map(before.enemies.map((e) => [e.id, e]));
  const added = after.enemies.filter((e) => !was.has(e.id));
  if (added.length) return `Enemy turn: added ${added.map((e) => e.name).join(', ')}`;
  const kept = new Set(after.enemies.map((e) => e.id));
  const removed = before.enemies.filter((e) => !kept.has(e.id));
  // Taken off at 0 grit (the grit typed in) is a kill; taken off by hand is not.
  if (removed.length) return turnTallied(before, after).kills > 0 ? `${removed.map((e) => e.name).join(', ')} killed at 0 grit and removed` : `Enemy turn: removed ${removed.map((e) => e.name).join(', ')}`;
  if (after.seed !== before.seed && after.order.length === 0) return `New enemy turn (seed ${after.seed})`;
  const next = after.current ? after.enemies.find((e) => e.id === after.current)?.name : undefined;
  if (after.order.length > before.order.length) {
    const done = after.enemies.find((e) => e.id === after.order.at(-1))!;
    return `${done.name} activated${next ? `; next: ${next}` : after.order.length === after.enemies.length ? '; every enemy has activated' : ''}`;
  }
  for (const e of after.enemies) {
    const b = was.get(e.id)!;
    if (e.roll && (e.roll.face !== b.roll?.face || e.seeded !== b.seeded || e.roll.typed !== b.roll?.typed || e.roll.situation !== b.roll?.situation)) {
      const o = outcome(after, data, e.id);
      return `${e.name} rolled ${e.roll.face}${e.roll.typed ? ' (a real die)' : ''}: ${o?.name ?? 'no result'}`;
    }
    if (e.ticks.lineOfSight !== b.ticks.lineOfSight || e.ticks.adjacent !== b.ticks.adjacent) return `${e.name}: ${situationWords(e.ticks)}`;
    if (e.down && !b.down) return `${e.name} knocked down at 0 grit: rolls to stand up at its next activation`;
    if (e.gritLost !== b.gritLost || e.gritChange !== b.gritChange) return `${e.name}: ${gritOf(after, data, e.id)}`;
    if (e.name !== b.name || e.type !== b.type) return `Enemy turn: ${e.name} changed`;
    if (e.at?.x !== b.at?.x || e.at?.y !== b.at?.y) return `Enemy turn: ${e.name} moved`;
  }
  const wasInsignificant = new Map(before.characters.map((c) => [c.id, c.insignificant === true]));
  for (const c of after.characters) {
    if ((c.insignificant === true) !== wasInsignificant.get(c.id)) return c.insignificant ? `${c.name} is Insignificant until its next activation` : `${c.name} is no longer Insignificant`;
  }
  const wasAt = new Map(before.characters.map((c) => [c.id, c.at]));
  for (const c of after.characters) if (c.at?.x !== wasAt.get(c.id)?.x || c.at?.y !== wasAt.get(c.id)?.y) return `Enemy turn: ${c.name} moved`;
  const placed = (after.gizmos ?? []).filter((g) => !(before.gizmos ?? []).some((b) => b.x === g.x && b.y === g.y));
  if (placed.length) return `Gizmo placed on ${placed.map(spaceLabel).join(', ')}`;
  if (JSON.stringify(after.board) !== JSON.stringify(before.board)) return after.board ? (before.board ? 'Enemy turn: the board changed' : 'Enemy turn: a board drawn') : 'Enemy turn: the board put away';
  if (after.current !== before.current && next) return `Next enemy: ${next}`;
  return 'Enemy turn: set-up changed';
}

/** The enemy turn as the printed game sheet gives it: what it is played with, and each enemy with its grit to tick. */
export interface SheetEnemies {
  /** The turn's settings in words: enemy faction and its rule, district and its rule, difficulty, Hard rules. */
  settings: string[];
  enemies: {
    name: string;
    line: string;
    /** A boss's own rule. */
    ability?: string;
    fullGrit: number;
    gritLost: number;
    down: boolean;
    /** Where it stands (with a board) and its activation this turn: "At C4. Activated 1st this turn: Fight (Rolled 4: total 4)". */
    now: string;
  }[];
}

/**
 * The game's enemies for its printed sheet (the paper a table plays from when a phone dies): the turn
 * as the play page shows it (gameTurn: the warband's campaign while its settings are untouched), each
 * enemy's profile as the turn plays it and its grit. Null when the game has no enemies yet, or keeps a
 * turn a newer site saved (never read here).
 */
export function sheetEnemies(roster: Roster, state: KitState, data: TurnData, book?: KuggkopingBook): SheetEnemies | null {
  if (hasNewerTurn(state)) return null;
  const turn = gameTurn(roster, state, data, 'sheet', book);
  if (turn.enemies.length === 0) return null;
  const faction = factionIn(turn, data);
  const district = data.districts.find((d) => d.id === turn.district);
  const difficulty = data.activation.difficulties.find((d) => d.id === turn.difficulty);
  const settings = [
    faction ? `Enemy faction: ${faction.name}${faction.variant ? ' (in the Black Streets)' : ''}. ${faction.rules.rule}` : 'Enemy faction: none',
    ...(district ? [`District: ${district.name}. ${district.rule}`] : []),
    ...(difficulty ? [`Difficulty: ${difficulty.name}`] : []),
    ...hardRulesIn(turn, data).map((r) => `Hard rule: ${r.text}`),
  ];
  const placed = turn.characters.filter((c) => c.at);
  if (turn.board && placed.length > 0) settings.push(`Characters on the board: ${placed.map((c) => `${c.name} at ${spaceLabel(c.at!)}`).join(', ')}`);
  const enemies = turn.enemies.map((e) => {
    const p = enemyProfile(turn, data, e);
    return { name: e.name, line: enemyProfileLine(p), ...(p.type.ability ? { ability: p.type.ability } : {}), fullGrit: p.fullGrit, gritLost: p.fullGrit - p.gritLeft, down: e.down === true, now: enemyNow(turn, data, e.id) };
  });
  return { settings, enemies };
}

/** An enemy's place and its activation this turn, for the paper: the board's space, and the roll the turn shows for it. */
function enemyNow(turn: TurnState, data: TurnData, id: string): string {
  const e = turn.enemies.find((x) => x.id === id)!;
  const o = outcome(turn, data, id);
  const rolled = o ? `: ${o.name} (${o.sum})` : '';
  const at = turn.board ? `${e.at ? `At ${spaceLabel(e.at)}` : 'Not on the board'}. ` : '';
  const order = turn.order.indexOf(id);
  if (e.activated) return `${at}Activated ${order >= 0 ? `${ordinal(order + 1)} ` : ''}this turn${rolled}.`;
  return `${at}${o ? `Rolled, not activated yet${rolled}` : 'Not activated yet this turn'}.`;
}

/** The game's counter that says the round whose Campfire Grunts have come (none before the first). */
export const CAMPFIRE_ARRIVED = 'campfireArrived';
/** The Campfire's choice id, before any scenario added after a "+" (./battle.ts's choiceId: not imported, so the enemy turn's code does not pull the battle's in). */
const CAMPFIRE_CHOICE = 'stay-the-night-campfire';
const EDGES = ['north', 'east', 'south', 'west'] as const;

/**
 * The Campfire's reinforcements due now (KB 2052-2054): one Grunt for each enemy killed in the turn
 * before, joining at the start of this one; the kills are the score's "Enemies killed" for that turn.
 * None once they have come this round, in another mission, or in turn 1.
 */
export function campfireDue(state: KitState): { killed: number; turn: number } | null {
  const battle = state.battle;
  if (!battle || battle.scenario?.split('+')[0] !== CAMPFIRE_CHOICE || state.round < 2 || (state.counters[CAMPFIRE_ARRIVED] ?? 0) >= state.round) return null;
  const killed = battle.score.me.kills?.[state.round - 2] ?? 0;
  return killed > 0 ? { killed, turn: state.round - 1 } : null;
}

/** What the Campfire's notice says while its Grunts are due. */
export function campfireNotice(due: { killed: number; turn: number }): string {
  const one = due.killed === 1;
  return `${one ? '1 enemy was' : `${due.killed} enemies were`} killed in turn ${due.turn} (the score’s Enemies killed), so ${one ? 'a Grunt joins now in the centre of a random board edge' : `${due.killed} Grunts join now, each in the centre of a random board edge`}.`;
}

/** The game with the Campfire's Grunts in its enemy turn (`turn`, from campfireArrivals) and marked as come this round. */
export function withCampfireArrivals(state: KitState, turn: TurnState): PlayState {
  return { ...withGameTurn(state, turn), counters: { ...state.counters, [CAMPFIRE_ARRIVED]: state.round } };
}

/**
 * The Campfire's Grunts added to the turn, each edge rolled on a D4 from the turn's seed (north, east,
 * south, west), and the words for the log. Each is left for the players to put down in the centre of
 * its edge: on a board of even width that centre is two spaces, and the book does not pick one.
 * As many as the turn has room for (MAX_TURN_MODELS); `killed` says how many the book asks for.
 */
export function campfireArrivals(turn: TurnState, data: TurnData, killed: number, round: number): { turn: TurnState; words: string } {
  const rng = createRng(`${turn.seed}/campfire/r${round}`);
  let next = turn;
  const came: string[] = [];
  for (let i = 0; i < killed && next.characters.length + next.enemies.length < MAX_TURN_MODELS; i++) {
    const edge = EDGES[rng.die(4) - 1]!;
    next = addEnemy(next, data, 'grunt');
    came.push(`${next.enemies.at(-1)!.name} at the ${edge} edge`);
  }
  const short = killed - came.length;
  const killedWords = `Campfire: ${count(killed, 'enemy', 'enemies')} killed in turn ${round - 1}`;
  const words =
    came.length === 0
      ? `${killedWords}, but the turn holds its ${MAX_TURN_MODELS} models already: no Grunt joins`
      : `${killedWords}, so ${andList(came)} ${came.length === 1 ? 'joins' : 'join'} (rolled on a D4, seed ${turn.seed}); put each in the centre of its edge${short > 0 ? `. ${count(short, 'Grunt')} more would pass the turn’s ${MAX_TURN_MODELS} models` : ''}`;
  return { turn: next, words };
}
