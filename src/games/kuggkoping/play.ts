/**
 * Kuggköping at the table: each Character's grit (knocked down at 0), the gadgets lost for good the
 * moment a Character drops to 0 grit (ruling K14: Power Jacket, Railway Frame), its profile with
 * that applied, the Tinker dice pool spent and gained (written back to the warband at End game) and
 * the gizmos claimed. The enemy turn is its own part of the play page (issue 24).
 */
import type { PlayOddsRules, PlayRules, PlayState, StatLine } from '../../roster/play';
import { parseRoster, type Roster } from './roster-format';
import { bookIndex, characterView, tinkerPool, withTinkerPool, type KuggkopingBook } from './roster-rules';

/** Marks on a Character: its lost-at-0-grit gadgets are gone (K14). */
export const GADGETS_LOST = 'gadgetsLost';

/** The warband as it plays: grit lost as `damage`, and gadgets lost at 0 grit taken off. */
export function rosterInPlay(roster: Roster, index: number, state: PlayState, book: KuggkopingBook): Roster {
  const m = state.models[index];
  if (!m) return roster;
  const lost = m.flags[GADGETS_LOST] === true;
  return {
    ...roster,
    characters: roster.characters.map((c, i) =>
      i !== index
        ? c
        : {
            ...c,
            gritLost: m.damage,
            gadgets: lost ? c.gadgets.map((g) => (bookIndex(book).gadget(g.name)?.lostAtZeroGrit ? { ...g, equipped: false } : g)) : c.gadgets,
          },
    ),
  };
}

/** The gadgets a Character holds that are lost the moment it drops to 0 grit. */
export function gadgetsLostAtZero(roster: Roster, index: number, book: KuggkopingBook): string[] {
  return (roster.characters[index]?.gadgets ?? []).filter((g) => bookIndex(book).gadget(g.name)?.lostAtZeroGrit).map((g) => g.name);
}

/** The key of the enemy turn (issue 24) in PlayState.side; src/games/kuggkoping/play-turn.ts reads and writes it. */
export const TURN_SIDE_KEY = 'enemyTurn';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The enemy turn's fold line in the play view, read leniently from the turn saved in the game (so the
 * words are the same in the place held while the turn's code loads and in the turn itself):
 * "Enemies this turn: 1 of 2 activated".
 */
export function turnLine(state: PlayState): string {
  const raw = state.side?.[TURN_SIDE_KEY];
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
  const raw = state.side?.[TURN_SIDE_KEY];
  if (!isRecord(raw) || !Array.isArray(raw.enemies) || typeof raw.seed !== 'string') return state;
  const enemies = raw.enemies.map((e: unknown) => {
    if (!isRecord(e)) return e;
    const { roll: _roll, ...rest } = e;
    return { ...rest, activated: false, seeded: 0 };
  });
  const seed = `${raw.seed.replace(/\/r\d+$/, '').slice(0, 56)}/r${state.round}`;
  return { ...state, side: { ...state.side, [TURN_SIDE_KEY]: { ...raw, seed, enemies, current: null, order: [] } } };
}

export const tinkerCounter = (player: 1 | 2) => (player === 1 ? 'tinker' : 'tinker2');

/** Kuggköping's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each Character's card has the odds of its attacks against the enemies. */
export function kuggkopingPlay(book: KuggkopingBook, odds?: PlayOddsRules<Roster>): PlayRules<Roster> {
  const rules: PlayRules<Roster> = {
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
        const view = characterView({ ...roster, characters: roster.characters.map((x, j) => (j === i ? { ...x, gritLost: 0 } : x)) }, i, book);
        return {
          name: c.name.trim() || `Character ${i + 1}`,
          kicker: [view.archetype?.name ?? c.archetype, view.foreman ? 'Foreman' : '', roster.mode === 'coop' ? `Player ${view.player}` : ''].filter(Boolean).join(' · '),
          max: view.profile?.grit ?? null,
          counters: [],
          flags: [],
        };
      }),
    gameCounters: (roster) => [
      { id: tinkerCounter(1), label: roster.mode === 'coop' ? 'Tinker dice, player 1' : 'Tinker dice', start: tinkerPool(roster, 1), max: 999 },
      ...(roster.mode === 'coop' ? [{ id: tinkerCounter(2), label: 'Tinker dice, player 2', start: tinkerPool(roster, 2), max: 999 }] : []),
      { id: 'gizmos', label: 'Gizmos claimed', max: 99 },
    ],
    gameFlags: () => [],
    stats: (roster, index, state): StatLine[] => {
      const view = characterView(rosterInPlay(roster, index, state, book), index, book);
      const p = view.profile;
      if (!p) return [{ label: 'Grit', value: 'unknown archetype' }];
      const full = characterView({ ...roster, characters: roster.characters.map((x, j) => (j === index ? { ...x, gritLost: 0 } : x)) }, index, book).profile!;
      return [
        { label: 'Grit', value: `${p.gritLeft} of ${p.grit}`, changed: p.gritLeft !== p.grit },
        { label: 'Move', value: String(p.move), changed: p.move !== full.move },
        { label: 'Action dice', value: String(p.actionDice), changed: p.actionDice !== full.actionDice },
        { label: 'Hit on', value: `${p.hitOn}+`, changed: p.hitOn !== full.hitOn },
        { label: 'Defence', value: `${p.defence}+`, changed: p.defence !== full.defence },
      ];
    },
    notes: (roster, index, state) => {
      const m = state.models[index];
      const lost = gadgetsLostAtZero(roster, index, book);
      const out: string[] = [];
      if (m?.flags[GADGETS_LOST] && lost.length) out.push(`Lost for good at 0 grit: ${lost.join(', ')} (our reading K14).`);
      else if (lost.length) out.push(`At 0 grit loses ${lost.join(', ')} for good.`);
      return out;
    },
    afterDamage: (roster, index, _before, after) => {
      const m = after.models[index]!;
      const max = rules.models(roster)[index]?.max;
      if (max === null || max === undefined || m.damage < max) return after;
      // 0 grit: knocked down, and the gadgets lost at 0 grit are gone for good (K14).
      return { ...after, models: after.models.map((x, i) => (i === index ? { ...x, down: true, flags: { ...x.flags, [GADGETS_LOST]: gadgetsLostAtZero(roster, index, book).length > 0 || x.flags[GADGETS_LOST] === true } } : x)) };
    },
    glossary: (roster) => {
      const seen = new Map<string, string>();
      roster.characters.forEach((_, i) => {
        for (const a of characterView(roster, i, book).abilities) if (!seen.has(a.name)) seen.set(a.name, a.text);
      });
      return [...seen];
    },
    afterNextRound: (_roster, state) => nextRoundTurn(state),
    odds,
  };
  return rules;
}

/** The warband after the game: its Tinker dice pools as they ended (End game writes this back). */
export function warbandAfterGame(roster: Roster, state: PlayState): Roster {
  let next = withTinkerPool(roster, 1, state.counters[tinkerCounter(1)] ?? tinkerPool(roster, 1));
  if (roster.mode === 'coop') next = withTinkerPool(next, 2, state.counters[tinkerCounter(2)] ?? tinkerPool(roster, 2));
  return next;
}
