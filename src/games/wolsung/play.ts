/**
 * Wolsung SSG at the table: wounds (with Hard to kill: a model with more than 1 W left that would
 * drop to 0 keeps 1), Toppled (until it activates), the cards in hand (3 + the Heroes fielded, drawn
 * up to at the start of each turn), Beginner's Luck (once per game) and the Heroic Deeds spent.
 */
import type { PlayOddsRules, PlayRules, StatLine } from '../../roster/play';
import { characteristicOf, knownRules, parseRoster, type Roster } from './roster-format';
import { modelCard } from './roster-rules';
import type { WolsungRosterData } from './book-data';
import { who } from '../../common/words';

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
 * Wounds after `hits` more damage on a model with `max` W that has taken `damage`: at most `max`; a
 * model with Hard to kill that had more than 1 W left when the damage came keeps 1 W.
 */
export function woundsAfter(max: number, damage: number, hits: number, hardToKill: boolean): number {
  const next = Math.min(max, Math.max(0, damage + hits));
  if (hits > 0 && hardToKill && max - damage > 1 && next >= max) return max - 1;
  return next;
}

/** Wolsung's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each card has the shooting odds against the opponent and theirs against it. */
export function wolsungPlay(data: WolsungRosterData, odds?: PlayOddsRules<Roster>): PlayRules<Roster> {
  const maxOf = (roster: Roster, i: number) => characteristicOf(roster.models[i]!, 'wounds', data) ?? null;
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
    gameCounters: (roster) => [
      { id: HAND, label: 'Cards in hand', start: handSize(roster), max: 20 },
      { id: DEEDS, label: 'Heroic Deeds spent', max: 99 },
    ],
    gameFlags: () => [],
    stats: (roster, index, state): StatLine[] => {
      const card = modelCard(roster, index, data);
      const m = state.models[index]!;
      const max = maxOf(roster, index);
      const lines: StatLine[] = card.profile.filter((p) => p.c.id !== 'wounds' && p.value !== undefined).map((p) => ({ label: p.c.abbreviation ?? p.c.name, value: String(p.value) }));
      // Toppled: Fight 1, +2 R against shooting.
      if (m.down) {
        for (const l of lines) {
          const c = card.profile.find((p) => (p.c.abbreviation ?? p.c.name) === l.label)?.c;
          if (c?.id === 'fight') Object.assign(l, { value: '1', changed: true });
          if (c?.id === 'reflex') Object.assign(l, { value: `${l.value} (+2 v shots)`, changed: true });
        }
      }
      return [{ label: 'W', value: max === null ? '?' : `${Math.max(0, max - m.damage)} of ${max}`, changed: m.damage > 0 }, ...lines, { label: 'Armour', value: String(card.armour) }];
    },
    notes: (roster, index) => (hasRule(roster, index, 'hard-to-kill', data) ? ['Hard to kill: a blow that would take it from more than 1 W to 0 leaves 1 W.'] : []),
    afterDamage: (roster, index, before, after) => {
      const max = maxOf(roster, index);
      if (max === null) return after;
      const was = before.models[index]!.damage;
      const hits = after.models[index]!.damage - was;
      const damage = woundsAfter(max, was, hits, hasRule(roster, index, 'hard-to-kill', data));
      return { ...after, models: after.models.map((x, i) => (i === index ? { ...x, damage, out: damage >= max ? true : x.out } : x)) };
    },
    afterNextRound: (roster, state) => ({ ...state, counters: { ...state.counters, [HAND]: handSize(roster) } }),
    modelActions: (roster, index, state) => {
      const m = state.models[index]!;
      if (m.out) return [];
      return [
        {
          id: 'wound-2',
          label: 'Take 2 wounds',
          log: 'took 2 wounds',
          apply: (s) => rules.afterDamage!(roster, index, s, { ...s, models: s.models.map((x, i) => (i === index ? { ...x, damage: Math.min(maxOf(roster, index) ?? 99, x.damage + 2) } : x)) }),
        },
      ];
    },
    odds,
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const m of roster.models) for (const k of knownRules([...m.specialRules, ...m.gadgets.flatMap((g) => g.specialRules)], data)) seen.set(k.rule.name, k.rule.summary.replace(/\[x\]/g, k.x === null ? '[x]' : String(k.x)));
      return [...seen];
    },
  };
  return rules;
}

