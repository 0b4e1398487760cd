/**
 * Heartbreaker at the table, the round as the book runs it: Ready tokens for every standing fighter,
 * the roll-off for the first activation, alternating activations with Pressing the Advantage worked
 * out from both gangs' ready fighters, the actions of this activation with their fatigue penalty
 * (ruling H8), Meat lost with the Speed it changes at half Meat, Taken Down at 0 Meat, and at Reset
 * the Second Wind for each downed fighter and Run For It when no fighter stands.
 */
import type { PlayOddsRules, PlayRules, PlayState, StatLine } from '../../roster/play';
import { parseRoster, type Roster } from './roster-format';
import { fighterLabel, fighterStats, knownQuirks, type HeartbreakerBook } from './roster-rules';

export const READY = 'ready';
export const SECOND_WIND = 'secondWind';
export const FIGHT = 'fight';
export const SHOOT = 'shoot';
export const OTHER = 'other';
/** Game counter: the rival's ready fighters; game flag: this gang won the roll-off for the first activation. */
export const RIVAL_READY = 'rivalReady';
export const FIRST = 'first';

/** The fatigue penalty on PUNCH dice after F Fight and S Shoot actions this activation (H8). */
export function fatiguePenalty(fights: number, shoots: number): number {
  return Math.max(0, fights - 1) + Math.max(0, shoots - 1);
}

/**
 * How many ready fighters a gang activates one after the other when its turn comes (Pressing the
 * Advantage): one, or k when it has at least k times the rival's ready fighters; all of them when
 * the rival has none left; 0 when it has none.
 */
export function activationsNow(mine: number, theirs: number): number {
  if (mine <= 0) return 0;
  if (theirs <= 0) return mine;
  return Math.max(1, Math.min(mine, Math.floor(mine / theirs)));
}

/** Fighters standing and holding a Ready token. */
export function readyFighters(state: PlayState): number {
  return state.models.filter((m) => m.flags[READY] === true && !m.down && !m.out && !m.activated).length;
}

/** Heartbreaker's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each card has the strike odds against the opponent and theirs against it. */
export function heartbreakerPlay(book: HeartbreakerBook, odds?: PlayOddsRules<Roster>): PlayRules<Roster> {
  const statsOf = (roster: Roster, index: number, damage: number) => fighterStats({ ...roster.fighters[index]!, meatLost: damage }, book);
  const rules: PlayRules<Roster> = {
    slug: 'heartbreaker',
    gameName: 'Heartbreaker',
    noun: 'gang',
    modelNoun: 'fighter',
    track: 'Meat',
    downLabel: 'Taken Down',
    outLabel: 'Knocked out',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.fighters.map((f, i) => ({
        name: fighterLabel(f, i),
        kicker: f.leader ? 'Leader' : 'Fighter',
        max: statsOf(roster, i, 0).meat,
        counters: [
          { id: FIGHT, label: 'Fight actions', clearsEachRound: true, max: 9 },
          { id: SHOOT, label: 'Shoot actions', clearsEachRound: true, max: 9 },
          { id: OTHER, label: 'Other actions', clearsEachRound: true, max: 9 },
        ],
        flags: [
          { id: READY, label: 'Ready token', setEachRound: true },
          { id: SECOND_WIND, label: 'Second Wind token' },
        ],
      })),
    gameCounters: () => [{ id: RIVAL_READY, label: 'Rival’s ready fighters', max: 30 }],
    gameFlags: () => [{ id: FIRST, label: 'We activate first this round (won the roll-off)', clearsEachRound: true }],
    start: (_roster, state) => ({ ...state, models: state.models.map((m) => ({ ...m, flags: { ...m.flags, [READY]: true } })) }),
    stats: (roster, index, state): StatLine[] => {
      const m = state.models[index]!;
      const s = statsOf(roster, index, m.damage);
      const f = m.counters[FIGHT] ?? 0;
      const sh = m.counters[SHOOT] ?? 0;
      const actions = f + sh + (m.counters[OTHER] ?? 0);
      const penalty = fatiguePenalty(f, sh);
      return [
        { label: 'Meat', value: `${s.meatLeft} of ${s.meat}`, changed: s.meatLeft !== s.meat },
        { label: 'Speed', value: `${s.speed}″`, changed: s.speed !== s.baseSpeed },
        { label: 'Armor', value: String(s.armor) },
        { label: 'Actions', value: `${actions} of ${s.actionLimit}`, changed: actions > 0 },
        { label: 'Fatigue', value: penalty ? `−${penalty} PUNCH` : 'none', changed: penalty > 0 },
      ];
    },
    notes: (roster, index, state) => {
      const s = statsOf(roster, index, state.models[index]!.damage);
      return s.halfMeat && s.halfMeatSpeed ? [`At half Meat or less: Speed +${s.halfMeatSpeed}″.`] : [];
    },
    afterDamage: (roster, index, before, after) => {
      const m = after.models[index]!;
      const max = statsOf(roster, index, 0).meat;
      if (m.damage < max || before.models[index]!.damage >= max) return after;
      // 0 Meat: Taken Down (Ready token and focus gone); with a Second Wind token, out for the skirmish.
      const out = m.flags[SECOND_WIND] === true;
      return { ...after, models: after.models.map((x, i) => (i === index ? { ...x, down: true, out: out || x.out, flags: { ...x.flags, [READY]: false } } : x)) };
    },
    modelActions: (roster, index, state) => {
      const m = state.models[index]!;
      if (!m.down || m.out || m.flags[SECOND_WIND]) return [];
      const max = statsOf(roster, index, 0).meat;
      return [
        {
          id: 'second-wind',
          label: 'Second Wind (rolled 6+)',
          log: 'stood up with a Second Wind (1 Meat)',
          apply: (s) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, down: false, damage: max - 1, flags: { ...x.flags, [SECOND_WIND]: true } } : x)) }),
        },
      ];
    },
    gameNotes: (_roster, state) => {
      const mine = readyFighters(state);
      const theirs = state.counters[RIVAL_READY] ?? 0;
      const notes = [`Ready fighters: yours ${mine}, your rival’s ${theirs}. On your turn activate ${activationsNow(mine, theirs)} now${activationsNow(mine, theirs) > 1 ? ' (Pressing the Advantage)' : ''}.`];
      const downed = state.models.filter((m) => m.down && !m.out && !m.flags[SECOND_WIND]).length;
      if (downed) notes.push(`At Reset: ${downed} downed ${downed === 1 ? 'fighter rolls' : 'fighters roll'} for a Second Wind (6+, +1 with an ally nearby).`);
      if (state.models.every((m) => m.down || m.out)) notes.push('No fighter stands: at Reset your gang Runs For It and loses.');
      return notes;
    },
    odds,
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const f of roster.fighters) for (const q of knownQuirks(f, book)) if (!seen.has(q.entry.name)) seen.set(q.entry.name, 'text' in q.entry ? String((q.entry as { text?: string }).text ?? '') : '');
      return [...seen].filter(([, t]) => t);
    },
  };
  return rules;
}
