/**
 * Kuggköping at the table: each Character's grit (knocked down at 0), its equipped gadgets lost for
 * good the moment it drops to 0 grit (K14: Power Jacket, Railway Frame, with Magnetic reassemble's
 * roll), a Mortis device standing it up at once, its recovery at its next activation (K18, the rule
 * of campaign.ts's `recoveryOutcome`), a killed Character's Pay the piper and Mind link, its profile
 * with all that applied, the Tinker dice pool (Glowy parts at the start of the game, Fairy circuits
 * each turn) and the gizmos claimed. End game writes it back to the saved warband (./write-back.ts) and
 * moves the campaign machine on. The enemy turn is its own part of the play page.
 *
 * What the game keeps of its own is in each model's `flags` and `counters` under the ids below
 * (no button of the kit's shows them), so a saved game keeps its shape.
 */
import { isRecord } from '../../common/json';
import { createRng } from '../../engine/rng';
import { battleOf, type ModelAction, type ModelPlay, type PlayOddsRules, type PlayRules, type PlayState as KitState, type StatLine } from '../../play';
import { sameName } from '../../roster/names';
import { hasReassemble, recoveryOutcome, recoveryWords, REASSEMBLE_KEEPS_ON, type RecoveryOutcome } from './campaign';
import { hasTrait, TRAIT } from './losses';
import type { KuggkopingBattleRules } from './battle';
import { TURN_VERSION } from './turn/state';
import { MAX_TINKER_DICE, parseRoster, type Character, type Roster } from './roster-format';
import { bookIndex, characterView, playerOf, tinkerPool, withLastGritHeld, type KuggkopingBook } from './roster-rules';

/**
 * Kuggköping's own part of the state of play (`PlayState.own`): the enemy turn kept in the game under
 * `enemyTurn`, as its saved JSON (./play-turn.ts reads it back with the turn's own format, leniently).
 */
export interface KuggkopingOwn {
  enemyTurn?: unknown;
}

/** The state of play of a Kuggköping game, as its steps write it (its readers take any game's state: the own part is read leniently). */
export type PlayState = KitState<KuggkopingOwn>;

/** Mark: the Character's equipped gadgets lost at 0 grit are gone (K14). */
export const GADGETS_LOST = 'gadgetsLost';
/** Mark `lost:<i>`: gadget i of the warband as played was lost on a failed recovery (K18). */
export const LOST_GADGET = 'lost:';
/** Mark: its gadget lost at 0 grit waits for Magnetic reassemble's die. */
export const REASSEMBLE_DUE = 'reassembleDue';
/** Counter: Mortis devices discarded. */
export const MORTIS_USED = 'mortisUsed';
/** Counter `used:<upgrade id>`: copies of a one-use upgrade (Health gizmo, Power pack, Shatter bomb, Scrambler) discarded this game. */
export const UPGRADE_USED = 'used:';
/** Grit a Health gizmo gives back (KB 2383-2385), as does a Gizmo a Resourceful warband trades (KB 720-721). */
const GRIT_BACK = 2;
/** Mark: it has had 1 grit left this mission (Opioid smacker). */
export const ONE_GRIT = 'oneGrit';
/** Mark: its death's Pay the piper and Mind link are applied. */
export const KILL_APPLIED = 'killApplied';
/** Mark `mindLinkOn:<j>` on a killed Character: its Mind link picked Character j to knock down (KB 833-834). */
export const MIND_LINK_ON = 'mindLinkOn:';
/** Mark `mindLinkBy:<k>` on Character j: the knock-down of killed Character k's Mind link is applied on j's own phone. */
export const MIND_LINK_BY = 'mindLinkBy:';
/** Said after a knock-down that a Mortis device undid at once (KB 2372-2375). */
export const MORTIS_WORDS = '; its Mortis device is discarded and stands it back up with 1 grit';
/** Counter: grit the Character has lost that its player's Negative feedback has not rolled for yet, a D6 each (KB 829-831). */
export const FEEDBACK_DUE = 'feedbackDue';

export const label = (c: Pick<Character, 'name'>, i: number) => c.name.trim() || `Character ${i + 1}`;
const lostAtZero = (book: KuggkopingBook, name: string) => bookIndex(book).gadget(name)?.lostAtZeroGrit === true;
const mortisCopies = (c: Character) => c.upgrades.filter((u) => sameName(u, 'Mortis device')).length;

/** The indexes of Character `index`'s gadgets (in the warband as played) that this game has taken away. */
export function lostGadgets(roster: Roster, index: number, m: ModelPlay | undefined, book: KuggkopingBook): { i: number; why: 'zero' | 'recovery' }[] {
  const c = roster.characters[index];
  if (!c || !m) return [];
  return c.gadgets.flatMap((g, i): { i: number; why: 'zero' | 'recovery' }[] => (m.flags[`${LOST_GADGET}${i}`] ? [{ i, why: 'recovery' }] : m.flags[GADGETS_LOST] && g.equipped && lostAtZero(book, g.name) ? [{ i, why: 'zero' }] : []));
}

/** The one-use upgrades a Character can discard by a tap in play (a Mortis device discards itself when its Character is knocked down). */
export function oneUseUpgrades(book: KuggkopingBook): { id: string; name: string }[] {
  return book.upgrades.filter((u) => u.oneUse && u.id !== 'mortis-device').map((u) => ({ id: u.id, name: u.name }));
}

/** How many copies of upgrade `name` (id `id`) the game has used up: Mortis devices by their own counter, the others by UPGRADE_USED. */
export const usedCopies = (m: ModelPlay, id: string): number => (id === 'mortis-device' ? (m.counters[MORTIS_USED] ?? 0) : (m.counters[`${UPGRADE_USED}${id}`] ?? 0));

/** A Character's upgrades with the copies this game used up taken off (the first ones of each name). */
export function upgradesLeft(upgrades: readonly string[], m: ModelPlay, book: KuggkopingBook): string[] {
  const drop = new Map<string, number>();
  return upgrades.filter((name) => {
    const u = book.upgrades.find((x) => x.oneUse && sameName(x.name, name));
    if (!u) return true;
    const left = drop.get(u.id) ?? usedCopies(m, u.id);
    drop.set(u.id, left - 1);
    return left <= 0;
  });
}

/**
 * The buttons that discard a one-use upgrade Character `index` still holds (KB 2382-2447): one per
 * upgrade, while it stands. A Health gizmo gives back 2 grit as it goes, never above its grit; the
 * others' effects are the player's at the table (a Power pack's attack, a Shatter bomb's damage, a
 * Scrambler's swaps), and the button keeps count, so the card, the sheet and End game know it is gone.
 */
export function upgradeActions(roster: Roster, index: number, state: KitState, book: KuggkopingBook): ModelAction<KuggkopingOwn>[] {
  const c = roster.characters[index];
  const m = state.models[index];
  if (!c || !m || m.out || m.down) return [];
  return oneUseUpgrades(book).flatMap((u) => {
    const held = c.upgrades.filter((x) => sameName(x, u.name)).length;
    if (held - usedCopies(m, u.id) <= 0) return [];
    const heal = u.id === 'health-gizmo';
    const key = `${UPGRADE_USED}${u.id}`;
    return [
      {
        id: `use-${u.id}`,
        label: heal ? `${u.name}: 2 grit back (discard it)` : `${u.name}: used (discard it)`,
        log: heal ? `discarded a ${u.name}: ${GRIT_BACK} grit back` : `discarded a ${u.name}`,
        // The game's own part is carried as it is (this changes a model only).
        apply: (s: KitState) => withModel(s as PlayState, index, (x) => ({ ...x, damage: heal ? Math.max(0, x.damage - GRIT_BACK) : x.damage, counters: { ...x.counters, [key]: (x.counters[key] ?? 0) + 1 } })),
      },
    ];
  });
}

/**
 * A game played as a mission pays a reward for each Gizmo in the mission's score (KB 1261-1265,
 * ./battle.ts's gameRewards); the warband's own "Gizmos claimed" counter is for a game without one.
 * Ticked during a mission, it would count for nothing at End game: the note says so.
 */
export const gizmosOffScore = (n: number): string =>
  `Gizmos claimed: ${n} on the warband’s own counter (“Gizmos claimed (no mission set)”), which End game does not pay in a mission: count ${n === 1 ? 'it' : 'them'} in the mission’s score (its “Gizmos claimed”) and take ${n === 1 ? 'it' : 'them'} off the counter.`;

/** The warband's own counter of Gizmos claimed, for a game with no mission set (a mission counts them in its score). */
export const GIZMOS_COUNTER = 'gizmos';

/** Counter: Gizmos the Character claimed and traded for grit instead of a reward (Resourceful; ./battle.ts's gizmosTraded). */
export const GIZMOS_TRADED = 'gizmosTraded';

/**
 * Resourceful (KB 720-721): a standing Character with grit lost that claims a Gizmo may take 2 grit
 * back (never above its grit) instead of the Gizmo's reward. One tap claims it (`claim`: the mission's
 * score, or the warband's counter with no mission) and heals; the count kept on the Character takes
 * it off the rewards End game leaves (./battle.ts's gameRewards).
 */
export function resourcefulActions(roster: Roster, index: number, state: KitState, claim: (s: KitState) => KitState): ModelAction<KuggkopingOwn>[] {
  const c = roster.characters[index];
  const m = state.models[index];
  if (!c || !m || m.out || m.down || m.damage <= 0 || !hasTrait(roster, playerOf(roster, c), TRAIT.resourceful)) return [];
  const grit = Math.min(GRIT_BACK, m.damage);
  return [
    {
      id: 'resourceful',
      label: `Claim a Gizmo for ${grit} grit (Resourceful)`,
      log: `claimed a Gizmo for ${grit} grit, no reward (Resourceful)`,
      apply: (s: KitState) => withModel(claim(s) as PlayState, index, (x) => ({ ...x, damage: Math.max(0, x.damage - GRIT_BACK), counters: { ...x.counters, [GIZMOS_TRADED]: (x.counters[GIZMOS_TRADED] ?? 0) + 1 } })),
    },
  ];
}

/** The warband as it plays: grit lost as `damage`, the gadgets the game took and the one-use upgrades used taken off. */
export function rosterInPlay(roster: Roster, index: number, state: KitState, book: KuggkopingBook): Roster {
  const m = state.models[index];
  if (!m) return roster;
  const gone = new Set(lostGadgets(roster, index, m, book).map((l) => l.i));
  return {
    ...roster,
    characters: roster.characters.map((c, i) => {
      if (i !== index) return c;
      const played: Character = {
        ...c,
        gritLost: m.damage,
        gadgets: c.gadgets.filter((_, j) => !gone.has(j)),
        upgrades: upgradesLeft(c.upgrades, m, book),
      };
      return m.flags[ONE_GRIT] ? withLastGritHeld(played) : played;
    }),
  };
}

/** Character `index`'s grit in play (its lost gadgets' grit gone). */
export function gritInPlay(roster: Roster, index: number, state: KitState, book: KuggkopingBook): number | null {
  const r = rosterInPlay(roster, index, { ...state, models: state.models.map((m, i) => (i === index ? { ...m, damage: 0 } : m)) }, book);
  return characterView(r, index, book).profile?.grit ?? null;
}

/** The equipped gadgets a Character carries that are lost the moment it drops to 0 grit (K14: only equipped ones). */
export function gadgetsLostAtZero(roster: Roster, index: number, book: KuggkopingBook): string[] {
  return (roster.characters[index]?.gadgets ?? []).filter((g) => g.equipped && lostAtZero(book, g.name)).map((g) => g.name);
}

/** The key of the enemy turn in the game's own state (`KuggkopingOwn`); src/games/kuggkoping/play-turn.ts reads and writes it. */
export const TURN_SIDE_KEY = 'enemyTurn';

/** The enemy turn saved in any game's state (its own part read leniently: the kit checks only that it is plain JSON), or undefined. */
export const savedTurn = (state: KitState): unknown => (isRecord(state.own) ? state.own[TURN_SIDE_KEY] : undefined);

/**
 * The enemy turn's fold line in the play view, read leniently from the turn saved in the game (so the
 * words are the same in the place held while the turn's code loads and in the turn itself):
 * "Enemies this turn: 1 of 2 activated".
 */
export function turnLine(state: KitState): string {
  const raw = savedTurn(state);
  const enemies = isRecord(raw) && Array.isArray(raw.enemies) ? raw.enemies.length : 0;
  const done = isRecord(raw) && Array.isArray(raw.order) ? Math.min(enemies, raw.order.length) : 0;
  return enemies === 0 ? 'Enemies this turn: none yet' : `Enemies this turn: ${done} of ${enemies} activated`;
}

/**
 * Next round for the enemy turn kept in the game: the enemies stay with their situations, every
 * activation and roll is cleared, and the new turn's seed is the old one with `/r<round>` (so an
 * undone and redone Next round rolls the same). It works on the saved JSON as it is (readTurn checks
 * it when the turn is shown), so the page's Next round needs none of the turn's code.
 */
export function nextRoundTurn(state: PlayState): PlayState {
  const raw = savedTurn(state);
  // A turn of another version (one a newer site saved) is not this code's to change: it is kept as it is.
  if (!isRecord(raw) || raw.v !== TURN_VERSION || !Array.isArray(raw.enemies) || typeof raw.seed !== 'string') return state;
  const enemies = raw.enemies.map((e: unknown) => {
    if (!isRecord(e)) return e;
    const { roll: _roll, ...rest } = e;
    return { ...rest, activated: false, seeded: 0 };
  });
  const seed = `${raw.seed.replace(/\/r\d+$/, '').slice(0, 56)}/r${state.round}`;
  return { ...state, own: { ...state.own, [TURN_SIDE_KEY]: { ...raw, seed, enemies, current: null, order: [] } } };
}

export const tinkerCounter = (player: 1 | 2) => (player === 1 ? 'tinker' : 'tinker2');

/** Player `player`'s Characters with an equipped gadget carrying Glowy parts: +1 Tinker dice each at the start of a game (KB 1427-1429, 1523-1525). */
export function glowyParts(roster: Roster, player: 1 | 2, book: KuggkopingBook): number {
  return roster.characters.reduce((n, c, i) => {
    if (playerOf(roster, c) !== player) return n;
    const { weapon, defence } = characterView(roster, i, book).equipped;
    return n + [weapon, defence].filter((h) => h?.quirk?.id.startsWith('glowy-parts')).length;
  }, 0);
}

/** Player `player`'s Characters with Fairy circuits still in the game: +1 Tinker dice each at the start of each turn (KB 2430-2433). */
export function fairyCircuits(roster: Roster, player: 1 | 2, state?: KitState): number {
  return roster.characters.filter((c, i) => playerOf(roster, c) === player && c.upgrades.some((u) => sameName(u, 'Fairy circuits')) && !state?.models[i]?.out && !state?.models[i]?.down).length;
}

/** Whether Character `index` rolls its recovery now: knocked down, still in the game, and its activation this round not taken yet (K18). */
export const recoveryDue = (state: KitState, index: number): boolean => {
  const m = state.models[index];
  return !!m && m.down && !m.out && !m.activated;
};

/** Whether a killed (out) Character's Pay the piper or Mind link is still to apply. */
export function killEffectsDue(roster: Roster, index: number, state: KitState): boolean {
  const m = state.models[index];
  const c = roster.characters[index];
  if (!m?.out || !c || m.flags[KILL_APPLIED]) return false;
  const p = playerOf(roster, c);
  return hasTrait(roster, p, TRAIT.payThePiper) || hasTrait(roster, p, TRAIT.mindLink);
}

/** A roll in play: typed at the table, or left out to be rolled with `seed` by the seeded roller. */
export interface RollInPlay {
  face?: number;
  adjacentFriends: number;
  /** Magnetic reassemble's die when typed; rolled with `seed` when left out and the Character has the upgrade. */
  reassembleFace?: number;
  seed: string;
}

const withModel = <S extends KitState>(state: S, index: number, change: (m: ModelPlay) => ModelPlay): S => ({ ...state, models: state.models.map((m, i) => (i === index ? change(m) : m)) });

/**
 * A Mind link's knock-down (KB 833-834) that one phone picked and the Character's own phone has not
 * applied yet: `killed`'s mark names `friend`, and `friend` carries no mark of having applied it.
 */
export interface MindLinkDue {
  killed: number;
  friend: number;
}

/**
 * The Mind link knock-downs `state` carries that are not applied yet, in the order of the killed
 * Characters. At a co-op table on two phones (issue 36) the state is the game both phones show, the
 * killed Character from its own phone and the friend from its: a pick of the other player's
 * Character is due there until that player's phone applies it. Worked out from the state alone, so
 * the same update merged twice, a reload or an Undo give the answer the state gives.
 */
export function mindLinksDue(state: KitState): MindLinkDue[] {
  return state.models.flatMap((m, killed) =>
    m.out
      ? Object.keys(m.flags).flatMap((key) => {
          // A mark that names no Character of the game (NaN, out of range) is not one.
          const friend = key.startsWith(MIND_LINK_ON) && m.flags[key] ? Number(key.slice(MIND_LINK_ON.length)) : -1;
          return friend !== killed && state.models[friend] && !state.models[friend].flags[MIND_LINK_BY + killed] ? [{ killed, friend }] : [];
        })
      : [],
  );
}

/** Whether Character `index` has a Mind link knock-down picked for it and not applied yet. */
export const mindLinkPending = (state: KitState, index: number): boolean => mindLinksDue(state).some((d) => d.friend === index);

/**
 * Whether the warband has a roll to make on this phone now (what the play view's Rolls for the
 * warband draws): a recovery (K18), a Magnetic reassemble, a death's traits, Negative feedback's dice
 * for grit lost, or the other phone's Mind link on one of this phone's Characters. `theirs`: at a
 * co-op table, the other player's Characters, whose rolls are made on their phone.
 */
export function warbandRollDue(roster: Roster, state: KitState, theirs?: ReadonlySet<number>): boolean {
  const mine = (i: number) => !theirs?.has(i);
  return roster.characters.some((_, i) => mine(i) && (recoveryDue(state, i) || !!state.models[i]?.flags[REASSEMBLE_DUE] || killEffectsDue(roster, i, state) || (state.models[i]?.counters[FEEDBACK_DUE] ?? 0) > 0)) || mindLinksDue(state).some((d) => mine(d.friend));
}

/** Where a Character's death is applied: `shown` the game as the table shows it (the pick is made among its standing Characters); `theirs` the Characters another phone owns (co-op on two phones), whose knock-down is left for their phone. */
export interface KillTable {
  shown: KitState;
  theirs: ReadonlySet<number>;
}

/**
 * A killed Character's Pay the piper (its player's Tinker dice discarded) and Mind link (a random
 * other friendly Character still standing is knocked down, picked with `seed`), at once (KB 781-782,
 * 833-834). The pick is marked on the killed Character. At a co-op table on two phones (`table`) the
 * pick is among every Character standing in the game shown, both players' (one warband: KB 455-468,
 * "win or lose together"); a pick of the other phone's Character is not written into it here (only
 * its own phone changes it): it waits there as `mindLinksDue`. A Character picked earlier and not
 * applied yet counts as knocked down.
 */
export function applyKill<S extends KitState>(roster: Roster, book: KuggkopingBook, index: number, state: S, seed: string, table?: KillTable): { state: S; words: string[] } {
  const c = roster.characters[index]!;
  const p = playerOf(roster, c);
  const words: string[] = [];
  let next = withModel(state, index, (m) => ({ ...m, flags: { ...m.flags, [KILL_APPLIED]: true } }));
  if (hasTrait(roster, p, TRAIT.payThePiper)) {
    words.push(`Pay the piper: ${next.counters[tinkerCounter(p)] ?? 0} Tinker dice discarded`);
    next = { ...next, counters: { ...next.counters, [tinkerCounter(p)]: 0 } };
  }
  if (hasTrait(roster, p, TRAIT.mindLink)) {
    const from = table?.shown ?? next;
    const standing = from.models.flatMap((m, i) => (i !== index && !m.out && !m.down && !mindLinkPending(from, i) ? [i] : []));
    if (standing.length > 0) {
      const rng = createRng(`${seed}/mind-link`);
      const friend = standing[rng.int(0, standing.length - 1)]!;
      const elsewhere = table?.theirs.has(friend) === true;
      next = withModel(next, index, (m) => ({ ...m, flags: { ...m.flags, [`${MIND_LINK_ON}${friend}`]: true } }));
      let mortis = false;
      if (!elsewhere) {
        const marked = withModel(next, friend, (m) => ({ ...m, flags: { ...m.flags, [`${MIND_LINK_BY}${index}`]: true } }));
        ({ state: next, mortis } = knockDown(roster, book, friend, marked));
      }
      const f = roster.characters[friend]!;
      words.push(`Mind link: ${label(f, friend)} is knocked down (seed ${rng.seed})${elsewhere ? `; on Player ${playerOf(roster, f)}’s phone once they apply it` : mortis ? MORTIS_WORDS : ''}`);
    } else words.push('Mind link: no other Character is standing');
  }
  return { state: next, words };
}

/**
 * Character `index`'s recovery at its next activation (K18, by `recoveryOutcome`): the face typed or
 * rolled, +1 per adjacent friend (none with No help for the weak), against its archetype's default
 * defence. It stands up with 1 grit, keeps or loses a random equipped gadget (Magnetic reassemble's
 * die), or is killed (then Pay the piper and Mind link). The words say each roll and its seed.
 */
export function recoverInPlay<S extends KitState>(roster: Roster, index: number, state: S, book: KuggkopingBook, roll: RollInPlay): { state: S; outcome: RecoveryOutcome; words: string[] } {
  const c = roster.characters[index]!;
  const m = state.models[index]!;
  const who = label(c, index);
  const defence = bookIndex(book).archetype(c.archetype)?.defence;
  if (defence === undefined) throw new Error(`${who} has no archetype of the book, so its defence is unknown`);
  const rng = createRng(roll.seed);
  const face = roll.face ?? rng.die(6);
  const gone = new Set(lostGadgets(roster, index, m, book).map((l) => l.i));
  const equipped = c.gadgets.flatMap((g, i) => (g.equipped && !gone.has(i) ? [i] : []));
  const reassembleFace = hasReassemble(c) && equipped.length > 0 ? (roll.reassembleFace ?? rng.die(6)) : null;
  const noHelp = hasTrait(roster, playerOf(roster, c), TRAIT.noHelpForTheWeak);
  const outcome = recoveryOutcome({ face, defence, adjacentFriends: roll.adjacentFriends, noHelpForTheWeak: noHelp, equippedGadgets: equipped.length, reassembleFace });
  const words = [`${recoveryWords(who, face, roll.adjacentFriends, defence, noHelp)}${roll.face === undefined ? ` (seed ${rng.seed})` : ''}`];
  if (outcome === 'killed') {
    words.push(`no equipped gadget to lose: ${who} is killed`);
    const dead = applyKill(roster, book, index, withModel(state, index, (x) => ({ ...x, down: false, out: true })), roll.seed);
    return { state: dead.state, outcome, words: [...words, ...dead.words] };
  }
  let next = state;
  if (outcome !== 'stands') {
    const pick = equipped[createRng(`${roll.seed}/gadget`).int(0, equipped.length - 1)]!;
    const name = c.gadgets[pick]!.name;
    if (reassembleFace !== null) words.push(`Magnetic reassemble rolls ${reassembleFace}${outcome === 'keeps-gadget' ? `: ${name} is kept` : ''}`);
    if (outcome === 'loses-gadget') {
      words.push(`${who} loses ${name}`);
      next = withModel(next, index, (x) => ({ ...x, flags: { ...x.flags, [`${LOST_GADGET}${pick}`]: true } }));
    }
  }
  const grit = gritInPlay(roster, index, next, book) ?? 1;
  next = withModel(next, index, (x) => ({ ...x, down: false, damage: Math.max(0, grit - 1), flags: { ...x.flags, [ONE_GRIT]: true } }));
  words.push(`${who} stands up with 1 grit`);
  return { state: next, outcome, words };
}

/** Magnetic reassemble's die for a gadget lost at 0 grit (KB 2449-2452): on 5+ it is not lost. */
export function reassembleInPlay<S extends KitState>(roster: Roster, index: number, state: S, book: KuggkopingBook, roll: { face?: number; seed: string }): { state: S; words: string[] } {
  const c = roster.characters[index]!;
  const rng = createRng(roll.seed);
  const face = roll.face ?? rng.die(6);
  const kept = face >= REASSEMBLE_KEEPS_ON;
  const names = gadgetsLostAtZero(roster, index, book).join(', ');
  const next = withModel(state, index, (m) => ({ ...m, flags: { ...m.flags, [REASSEMBLE_DUE]: false, [GADGETS_LOST]: !kept } }));
  return { state: next, words: [`${label(c, index)}: Magnetic reassemble rolls ${face}${roll.face === undefined ? ` (seed ${rng.seed})` : ''}: ${names} ${kept ? 'kept' : 'lost for good'}`] };
}

/**
 * Character `index` knocked down, however it happens (0 grit, a Mind link): a Mortis device it still
 * holds is discarded and stands it back up at once with 1 grit left (KB 2372-2375). `mortis` says
 * whether one did.
 */
export function knockDown<S extends KitState>(roster: Roster, book: KuggkopingBook, index: number, state: S): { state: S; mortis: boolean } {
  const c = roster.characters[index];
  const m = state.models[index];
  if (!c || !m) return { state, mortis: false };
  const down = withModel(state, index, (x) => ({ ...x, down: true }));
  if (mortisCopies(c) <= (m.counters[MORTIS_USED] ?? 0)) return { state: down, mortis: false };
  const used = withModel(down, index, (x) => ({ ...x, counters: { ...x.counters, [MORTIS_USED]: (x.counters[MORTIS_USED] ?? 0) + 1 } }));
  const left = gritInPlay(roster, index, used, book) ?? 1;
  return { state: withModel(used, index, (x) => ({ ...x, down: false, damage: Math.max(0, left - 1), flags: { ...x.flags, [ONE_GRIT]: true } })), mortis: true };
}

/**
 * After Character `index`'s damage changed (the rules' `afterDamage`, and Negative feedback's damage):
 * grit lost is owed a D6 each when its player has Negative feedback (KB 829-831: `feedbacksDue`); at
 * 1 grit left it is marked for the Opioid smacker; dropping to 0 grit knocks it down and loses its
 * equipped Power Jacket or Railway Frame for good (K14), unless Magnetic reassemble's die keeps it,
 * and a Mortis device then stands it up at once (`knockDown`).
 */
export function afterGritChange<S extends KitState>(roster: Roster, book: KuggkopingBook, index: number, before: S, after: S): S {
  const m = after.models[index]!;
  const was = before.models[index]!;
  const c = roster.characters[index];
  let next = after;
  const lost = m.damage - was.damage;
  if (lost > 0 && c && hasTrait(roster, playerOf(roster, c), TRAIT.negativeFeedback)) next = withModel(next, index, (x) => ({ ...x, counters: { ...x.counters, [FEEDBACK_DUE]: (x.counters[FEEDBACK_DUE] ?? 0) + lost } }));
  const grit = gritInPlay(roster, index, after, book);
  if (grit === null || !c) return next;
  if (grit - m.damage === 1 && !m.flags[ONE_GRIT]) next = withModel(next, index, (x) => ({ ...x, flags: { ...x.flags, [ONE_GRIT]: true } }));
  if (m.damage < grit || was.damage >= (gritInPlay(roster, index, before, book) ?? grit)) return next;
  // Just dropped to 0 grit: knocked down, and its equipped Power Jacket or Railway Frame is gone for good (K14), unless Magnetic reassemble's die keeps it.
  const losing = !m.flags[GADGETS_LOST] && gadgetsLostAtZero(roster, index, book).length > 0;
  if (losing) next = withModel(next, index, (x) => ({ ...x, flags: { ...x.flags, [GADGETS_LOST]: true, [REASSEMBLE_DUE]: hasReassemble(c) } }));
  return knockDown(roster, book, index, next).state;
}

/** The Negative feedback rolls owed (KB 829-831): each Character with grit lost not rolled for yet, and how many D6. */
export function feedbacksDue(state: KitState): { index: number; dice: number }[] {
  return state.models.flatMap((m, index) => ((m.counters[FEEDBACK_DUE] ?? 0) > 0 ? [{ index, dice: m.counters[FEEDBACK_DUE]! }] : []));
}

/**
 * Kuggköping's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each
 * Character's card has the odds of its attacks against the enemies, and with `battle` (./battle.ts's
 * kuggkopingBattle, from the missions' data) the game is set up as a mission and scored. `battleLater`
 * loads the battle for End game's write-back when these rules were made before it came: the play
 * page loads End game's code once, with its first rules, made while the battle's code was still on
 * its way (a mission's Gizmo rewards and Hard rule would be left out of the warband otherwise).
 */
export function kuggkopingPlay(book: KuggkopingBook, odds?: PlayOddsRules<Roster>, battle?: KuggkopingBattleRules, battleLater?: () => Promise<KuggkopingBattleRules>): PlayRules<Roster, KuggkopingOwn> {
  const full = (roster: Roster, i: number) => characterView({ ...roster, characters: roster.characters.map((x, j) => (j === i ? { ...x, gritLost: 0 } : x)) }, i, book);
  const players = (roster: Roster): (1 | 2)[] => (roster.mode === 'coop' ? [1, 2] : [1]);
  const rules: PlayRules<Roster, KuggkopingOwn> = {
    slug: 'kuggkoping',
    gameName: 'Kuggköping',
    noun: 'warband',
    modelNoun: 'Character',
    track: 'grit',
    downLabel: 'Knocked down',
    outLabel: 'Out of the game',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.characters.map((c, i) => {
        const view = full(roster, i);
        return {
          name: c.name.trim() || `Character ${i + 1}`,
          kicker: [view.archetype?.name ?? c.archetype, view.foreman ? 'Foreman' : '', roster.mode === 'coop' ? `Player ${view.player}` : ''].filter(Boolean).join(' · '),
          max: view.profile?.grit ?? null,
          counters: [],
          flags: [],
        };
      }),
    // The pool as saved, +1 per equipped Glowy parts (start of the game) and per Fairy circuits (start of turn 1).
    gameCounters: (roster) => [
      ...players(roster).map((p) => ({
        id: tinkerCounter(p),
        label: roster.mode === 'coop' ? `Tinker dice, player ${p}` : 'Tinker dice',
        start: tinkerPool(roster, p) + glowyParts(roster, p, book) + fairyCircuits(roster, p),
        max: MAX_TINKER_DICE,
      })),
      // Named apart from the mission's own "Gizmos claimed" (the score's): End game pays this one only with no mission set.
      // Shown with no mission set, or while it holds any (the note then says to move them to the mission's score).
      { id: GIZMOS_COUNTER, label: 'Gizmos claimed (no mission set)', max: 99, shownIn: (s: KitState) => battleOf(s).scenario === null || (s.counters[GIZMOS_COUNTER] ?? 0) > 0 },
    ],
    gameFlags: () => [],
    maxDamage: (roster, index, state) => gritInPlay(roster, index, state, book),
    stats: (roster, index, state): StatLine[] => {
      const view = characterView(rosterInPlay(roster, index, state, book), index, book);
      const p = view.profile;
      if (!p) return [{ label: 'Grit', value: 'unknown archetype' }];
      const all = full(roster, index).profile!;
      return [
        { label: 'Grit', value: `${p.gritLeft} of ${p.grit}`, changed: p.gritLeft !== all.grit },
        { label: 'Move', value: String(p.move), changed: p.move !== all.move },
        // In spaces, with the gadgets in use (a Crack Shot's 6, 7 with a Handgun).
        { label: 'Range', value: String(p.range), changed: p.range !== all.range },
        { label: 'Action dice', value: String(p.actionDice), changed: p.actionDice !== all.actionDice },
        { label: 'Hit on', value: `${p.hitOn}+`, changed: p.hitOn !== all.hitOn },
        { label: 'Defence', value: `${p.defence}+`, changed: p.defence !== all.defence },
      ];
    },
    notes: (roster, index, state) => {
      const m = state.models[index];
      const c = roster.characters[index];
      if (!m || !c) return [];
      const out: string[] = [];
      const lost = lostGadgets(roster, index, m, book);
      const atZero = lost.filter((l) => l.why === 'zero').map((l) => c.gadgets[l.i]!.name);
      const onRecovery = lost.filter((l) => l.why === 'recovery').map((l) => c.gadgets[l.i]!.name);
      if (m.flags[REASSEMBLE_DUE]) out.push(`Magnetic reassemble: roll for ${atZero.join(', ')} under Rolls for the warband (5+ keeps it).`);
      else if (atZero.length) out.push(`Lost for good at 0 grit: ${atZero.join(', ')} (our reading K14).`);
      else if (!m.flags[GADGETS_LOST] && gadgetsLostAtZero(roster, index, book).length) out.push(`At 0 grit loses ${gadgetsLostAtZero(roster, index, book).join(', ')} for good.`);
      if (onRecovery.length) out.push(`Lost on a failed recovery: ${onRecovery.join(', ')}.`);
      const mortis = mortisCopies(c) - (m.counters[MORTIS_USED] ?? 0);
      if (m.counters[MORTIS_USED]) out.push('Mortis device used: discarded, it stood up with 1 grit.');
      else if (mortis > 0) out.push('Mortis device: at 0 grit it stands up at once with 1 grit (then discarded).');
      if (recoveryDue(state, index)) out.push('Knocked down: at its next activation it rolls its recovery, under Rolls for the warband (our reading K18).');
      // KB 725-727: the enemies' grit is kept by the enemy turn's own steps, not by the cards: the card says what to take off there.
      if (m.down && !m.out && hasTrait(roster, playerOf(roster, c), TRAIT.tenacious)) out.push('Tenacious: when it was knocked down, each enemy in a space next to it took 2 damage: take it off their grit in the enemy turn.');
      if (killEffectsDue(roster, index, state)) out.push('Killed: apply Pay the piper or Mind link under Rolls for the warband.');
      const feedback = m.counters[FEEDBACK_DUE] ?? 0;
      if (feedback > 0) out.push(`Negative feedback: roll ${feedback} D6 for the grit it lost, under Rolls for the warband (on a 1 another Character takes 1 damage).`);
      return out;
    },
    afterDamage: (roster, index, before, after) => afterGritChange(roster, book, index, before, after),
    modelActions: (roster, index, state) => [...upgradeActions(roster, index, state, book), ...resourcefulActions(roster, index, state, (s) => battle?.claimGizmo(s) ?? claimOnCounter(s))],
    gameNotes: (roster, state) => {
      const notes: string[] = [];
      for (const p of players(roster)) {
        const glowy = glowyParts(roster, p, book);
        const fairy = fairyCircuits(roster, p);
        const whose = roster.mode === 'coop' ? ` (player ${p})` : '';
        if (glowy) notes.push(`Tinker dice${whose}: ${glowy} added by Glowy parts at the start of the game.`);
        if (fairy) notes.push(`Tinker dice${whose}: Fairy circuits add ${fairy} at the start of each turn (Next round adds them).`);
      }
      const counted = state.counters[GIZMOS_COUNTER] ?? 0;
      if (counted > 0 && battleOf(state).scenario !== null) notes.push(gizmosOffScore(counted));
      return notes;
    },
    glossary: (roster) => {
      const seen = new Map<string, string>();
      roster.characters.forEach((_, i) => {
        for (const a of characterView(roster, i, book).abilities) if (!seen.has(a.name)) seen.set(a.name, a.text);
      });
      return [...seen];
    },
    afterNextRound: (roster, state) => {
      let next = nextRoundTurn(state);
      for (const p of players(roster)) {
        const fairy = fairyCircuits(roster, p, next);
        if (fairy) next = { ...next, counters: { ...next.counters, [tinkerCounter(p)]: Math.min(MAX_TINKER_DICE, (next.counters[tinkerCounter(p)] ?? 0) + fairy) } };
      }
      return next;
    },
    // End game's code (./write-back.ts) comes after the first paint: End game waits for it (readyToEnd).
    writeBackLater: () =>
      Promise.all([import('./write-back'), battle ?? battleLater?.()]).then(([m, b]) => (saved, played, state, outcome) => m.writeBack(saved, played, state, outcome, book, b?.rewards(state) ?? null, b?.hardRules(state) ?? [])),
    odds,
    ...(battle ? { battle } : {}),
  };
  return rules;
}

/** A Gizmo claimed on the warband's own counter (a game not played as a mission). */
const claimOnCounter = (s: KitState): KitState => ({ ...s, counters: { ...s.counters, [GIZMOS_COUNTER]: Math.min(99, (s.counters[GIZMOS_COUNTER] ?? 0) + 1) } });

