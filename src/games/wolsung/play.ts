/**
 * Wolsung SSG at the table: wounds, hit by hit (Hard to kill: a model with more than 1 W left that
 * one hit would take to 0 keeps 1), Toppled (Fence only, stands up with its first Action or a card),
 * the cards in hand (3 + the Heroes fielded, drawn up to at the start of each turn) that Heroic Deeds
 * and Heroic Recovery are paid from, Beginner's Luck (once per game), a caster's Magic Ability and
 * spells, Golems without a Scientist (W9), and the starting game (3 turns, won by enemy Heroes
 * killed) as the battle's set-up and score (./battle.ts, given once it has loaded).
 */
import { battleOf, changeGameCounter, changeScore, setBattle, setStatus, type BattleRules, type CounterDef, type ModelAction, type PlayOddsRules, type PlayRules, type PlayState, type StatLine } from '../../play';
import { characteristicOf, friendsLacking, knownRules, parseRoster, type Roster } from './roster-format';
import { modelCard, spellEntry } from './roster-rules';
import type { WolsungRosterData } from './book-data';
import { shown, who } from '../../common/words';

/** The mark on an opponent's model (the odds' foeFlags): Toppled, +2 R against shots. */
export const TOPPLED = 'toppled';
export const LUCK_USED = 'luckUsed';
export const HAND = 'hand';
export const DEEDS = 'deeds';
const hasRule = (roster: Roster, index: number, id: string, data: WolsungRosterData) => knownRules(roster.models[index]!.specialRules, data).some((k) => k.rule.id === id);

/** Cards a player holds after drawing: 3 + the Heroes fielded. */
export function handSize(roster: Roster): number {
  return 3 + roster.models.filter((m) => m.kind === 'hero').length;
}

/**
 * The wounds left after ONE hit of `hit` wounds on a model with `model.wounds` W that has `woundsLeft`
 * (W4, l.478): never below 0; with Hard to kill, a model that had more than 1 W when the hit came and
 * that the hit would take to 0 keeps 1. A hit of 0 or less takes nothing.
 */
export function woundsAfterHit(model: { wounds: number; hardToKill: boolean }, woundsLeft: number, hit: number): number {
  const before = Math.min(model.wounds, Math.max(0, woundsLeft));
  if (!(hit > 0)) return before;
  const after = Math.max(0, before - hit);
  return after === 0 && model.hardToKill && before > 1 ? 1 : after;
}

// ---------------------------------------------------------------------------------------------
// Enemy Heroes killed (l.25): the battle's one score source (its rules, loaded after the page's first
// paint, are ./battle.ts), and the game counter that games saved before the battle kept the score used
// instead. New games have no such counter; an old game shows its count under the round (`legacyNote`)
// until the player moves it into the score (`foldLegacyHeroes`, one step: Undo takes it back).

/** The one score source: enemy Heroes killed, by each club (l.25). */
export const HEROES = 'heroes';
/** The most a club's count of enemy Heroes killed goes to. */
export const HEROES_MOST = 99;
/** The starting game's id in scenarios.yaml. */
export const STARTING_GAME = 'starting-game';
/** The game counter of enemy Heroes killed that games saved before the battle's score kept (read only). */
export const HEROES_KILLED = 'heroesKilled';

/** "1 enemy Hero", "2 enemy Heroes". */
export const heroes = (n: number): string => `${n} enemy ${n === 1 ? 'Hero' : 'Heroes'}`;

/** Enemy Heroes killed as counted by a game saved before the battle kept its score (0 when none). */
export function legacyHeroes(state: Pick<PlayState, 'counters'>): number {
  const n = state.counters[HEROES_KILLED];
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The line under the round for such a game, or null when there is nothing to move. */
export function legacyNote(state: Pick<PlayState, 'counters'>): string | null {
  const n = legacyHeroes(state);
  return n === 0 ? null : `Counted before this site kept a score: ${heroes(n)} killed by your club. Move them into the score to count them.`;
}

/** The log's words of the move. */
export const legacyFoldText = (n: number): string => `Moved ${heroes(n)} killed (counted before the score) into your club’s score`;

/**
 * An old game's count moved into the score: the counter gone, the same number of enemy Heroes killed
 * by my club in the current round (when they were killed is not known), played as the starting
 * game when nothing was set up. Nothing to move: the state as it is.
 */
export function foldLegacyHeroes(state: PlayState, scenario = STARTING_GAME): PlayState {
  const n = legacyHeroes(state);
  if (n === 0) return state;
  const { [HEROES_KILLED]: _gone, ...counters } = state.counters;
  void _gone;
  const battle = battleOf(state);
  const set = battle.scenario === null ? setBattle(state, { scenario, first: battle.first }) : state;
  return changeScore({ ...set, counters }, 'me', HEROES, state.round, n, HEROES_MOST);
}

/**
 * Wolsung's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each card has
 * the shooting odds against the opponent and theirs against it; with `battle` (./battle.ts's
 * `wolsungBattle`, loaded after the first paint too) the starting game's set-up and score.
 */
export function wolsungPlay(data: WolsungRosterData, odds?: PlayOddsRules<Roster>, battle?: BattleRules<Roster>): PlayRules<Roster> {
  const maxOf = (roster: Roster, i: number) => characteristicOf(roster.models[i]!, 'wounds', data) ?? null;
  const handDef = (roster: Roster): CounterDef => ({ id: HAND, label: 'Cards in hand', start: handSize(roster), max: 20 });
  const deedsDef: CounterDef = { id: DEEDS, label: 'Heroic Deeds spent', max: 99 };
  /** One card from the hand (never below 0: the player may have kept the count loosely). */
  const discard = (roster: Roster, s: PlayState) => changeGameCounter(s, handDef(roster), -1);
  const rules: PlayRules<Roster> = {
    slug: 'wolsung',
    gameName: 'Wolsung SSG',
    noun: 'club',
    modelNoun: 'model',
    track: 'wounds',
    downLabel: 'Toppled',
    outLabel: 'Out of action',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.models.map((m, i) => ({
        name: who(m.name, m.kind, i),
        kicker: modelCard(roster, i, data).kicker,
        max: maxOf(roster, i),
        counters: [],
        flags: hasRule(roster, i, 'beginners-luck', data) ? [{ id: LUCK_USED, label: 'Beginner’s Luck used' }] : [],
      })),
    // Enemy Heroes killed are the battle's score (./battle.ts), no longer a counter of the game.
    gameCounters: (roster) => [handDef(roster), deedsDef],
    gameFlags: () => [],
    stats: (roster, index, state): StatLine[] => {
      const card = modelCard(roster, index, data);
      const m = state.models[index]!;
      const max = maxOf(roster, index);
      const lines: StatLine[] = card.profile
        .filter((p) => p.c.id !== 'wounds' && p.value !== undefined)
        .map((p) => {
          const line: StatLine = { label: p.c.abbreviation ?? p.c.name, value: String(p.value) };
          // Toppled (l.233): Fight 1, +2 R against shooting, and its first Action goes to standing up.
          if (m.down && !m.out) {
            if (p.c.id === 'fight') return { ...line, value: '1', changed: true };
            if (p.c.id === 'reflex') return { ...line, value: `${line.value} (+2 v shots)`, changed: true };
            if (p.c.id === 'actions') return { ...line, value: `${line.value} (1st: stand up)`, changed: true };
          }
          return line;
        });
      const magic = card.magic === null ? [] : [{ label: 'Magic', value: String(card.magic) }];
      return [{ label: 'W', value: max === null ? '?' : `${Math.max(0, max - m.damage)} of ${max}`, changed: m.damage > 0 }, ...lines, { label: 'Armour', value: String(card.armour) }, ...magic];
    },
    notes: (roster, index, state) => {
      const card = modelCard(roster, index, data);
      const m = state.models[index]!;
      const notes: string[] = [];
      if (m.down && !m.out)
        notes.push(
          `Toppled: it can only Fence in melee. Its next activation’s first Action stands it up and does nothing else${roster.models[index]!.kind === 'hero' ? ', unless a card of its suit is discarded instead (Heroic Recovery)' : ''}.`,
        );
      if (hasRule(roster, index, 'hard-to-kill', data)) notes.push('Hard to kill: a hit that would take it from more than 1 W to 0 leaves 1 W.');
      for (const lack of friendsLacking(roster, data).filter((x) => x.index === index)) notes.push(`The club has no ${lack.needs}: this ${lack.rule.name} skips its activations.`);
      if (card.magic !== null) notes.push(`Casting: rolls ${card.magic} Magic dice; a spell’s cost is paid from the hand in the caster’s suit.`);
      for (const spell of card.spells) notes.push(`Spell: ${spell}`);
      for (const own of card.ownRules) notes.push(`${shown(own.name) || 'Own rule'}: ${shown(own.text, 300)}`);
      if (card.notes.trim()) notes.push(`Notes: ${shown(card.notes, 300)}`);
      return notes;
    },
    afterDamage: (roster, index, before, after) => {
      const max = maxOf(roster, index);
      if (max === null) return after;
      const was = before.models[index]!.damage;
      const hit = after.models[index]!.damage - was;
      if (hit <= 0) return after;
      // One change of damage is one hit, of any size (W4, W7 "shot by shot").
      const left = woundsAfterHit({ wounds: max, hardToKill: hasRule(roster, index, 'hard-to-kill', data) }, max - was, hit);
      return { ...after, models: after.models.map((x, i) => (i === index ? { ...x, damage: max - left, out: left === 0 ? true : x.out } : x)) };
    },
    afterNextRound: (roster, state) => ({ ...state, counters: { ...state.counters, [HAND]: handSize(roster) } }),
    modelActions: (roster, index, state) => {
      const m = state.models[index]!;
      if (m.out) return [];
      const hero = roster.models[index]!.kind === 'hero';
      // A hit of any size is the play view's "Hit of" field (one call of changeDamage, one hit).
      const actions: ModelAction[] = [];
      if (m.down) {
        actions.push({ id: 'stand-up', label: 'Stand up (1st Action)', log: 'stood up with its first Action', apply: (s) => setStatus(s, index, { down: false, activated: true }) });
        if (hero) actions.push({ id: 'heroic-recovery', label: 'Heroic Recovery (1 card)', log: 'stood up with Heroic Recovery, a card of its suit discarded', apply: (s) => setStatus(discard(roster, s), index, { down: false, activated: true }) });
      }
      // A Heroic Deed is a card from the hand (l.462): one step counts it and takes the card.
      if (hero) actions.push({ id: 'heroic-deed', label: 'Heroic Deed (1 card)', log: 'a Heroic Deed, one card discarded', apply: (s) => changeGameCounter(discard(roster, s), deedsDef, 1) });
      if (m.down) return actions;
      // A Heroic Move is a card of the hero's suit at the start of its activation (l.454).
      if (hero) actions.push({ id: 'heroic-move', label: 'Heroic Move (1 card)', log: 'a Heroic Move: one card of its suit discarded, so it may Climb and Jump this activation', apply: (s) => discard(roster, s) });
      // A spell's cost is taken from the hand as it is cast (l.365-373, W6): cost 2 is one court card or ace, or two cards.
      for (const [k, spell] of (roster.models[index]!.spells ?? []).entries()) {
        const name = spell.name.trim() || `Spell ${k + 1}`;
        const cast = (cards: number, how: string): ModelAction => ({
          id: `cast-${k}-${cards}`,
          label: `Cast ${name} (${how})`,
          log: `cast ${name}: ${how} discarded`,
          apply: (s) => (cards === 2 ? discard(roster, discard(roster, s)) : discard(roster, s)),
        });
        if (spell.cost === 1) actions.push(cast(1, '1 card'));
        if (spell.cost === 2) actions.push(cast(1, 'a court card or ace'), cast(2, '2 cards'));
      }
      return actions;
    },
    gameNotes: (roster, state) => {
      // The turns and the Heroes killed are the battle's (the set-up and score above the cards); a game
      // saved before it counted them here says so until they are moved into the score.
      const legacy = legacyNote(state);
      const notes = legacy ? [legacy] : [];
      // W9: with no friendly Scientist on the table (none in the club, or every one out of action), Golems skip their activations.
      const idle = friendsLacking(roster, data, (i) => state.models[i]?.out !== true).filter((x) => state.models[x.index]?.out !== true);
      const names = rules.models(roster).map((m) => m.name);
      for (const needs of new Set(idle.map((x) => x.needs))) {
        const golems = idle.filter((x) => x.needs === needs);
        notes.push(`No friendly ${needs} on the table: ${golems.map((x) => names[x.index]).join(', ')} ${golems.length === 1 ? 'skips its' : 'skip their'} activations.`);
      }
      return notes;
    },
    odds,
    battle,
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const m of roster.models) for (const k of knownRules([...m.specialRules, ...m.gadgets.flatMap((g) => g.specialRules)], data)) seen.set(k.rule.name, k.rule.summary.replace(/\[x\]/g, k.x === null ? '[x]' : String(k.x)));
      // Abilities from the models' own cards and the club's (W9): the player's own words.
      for (const own of [...(roster.ownRules ?? []), ...roster.models.flatMap((m) => m.ownRules ?? [])]) if (own.name.trim()) seen.set(shown(own.name), shown(own.text, 300));
      // The casters' spells, so the printed sheet carries them too.
      for (const [name, text] of roster.models.flatMap((m) => (m.spells ?? []).map(spellEntry))) seen.set(name, text);
      return [...seen];
    },
  };
  return rules;
}
