/**
 * Wolsung SSG at the table: wounds (with Hard to kill: a model with more than 1 W left that would
 * drop to 0 keeps 1), Toppled (until it activates), the cards in hand (3 + the Heroes fielded, drawn
 * up to at the start of each turn), Beginner's Luck (once per game) and the Heroic Deeds spent.
 */
import { foeOf, type PlayOdds, type PlayRules, type StatLine } from '../../roster/play';
import { characteristicOf, knownRules, parseRoster, type Roster } from './roster-format';
import { modelCard, shootLinkFields, shownWeapon, targetLinkFields } from './roster-rules';
import { poolNumbersFromData, shotPools } from './pools';
import { shoot } from './odds';
import { shootOdds } from './tools/refs';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
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

/** Model i's ranged weapons (what the shooting odds can work out), as [weapon index, name]. */
export function rangedWeapons(roster: Roster, index: number, data: WolsungRosterData): [number, string][] {
  return (roster.models[index]?.weapons ?? []).flatMap((w, k): [number, string][] => (shootLinkFields(roster, index, k, data) ? [[k, shownWeapon(w, data).name]] : []));
}

/**
 * One shot of model i's weapon (its first range band, as the builder's link) at model j of the
 * opponent with `damage` taken already, in the open or partly hidden (`cover`), as the shooting-odds
 * tool works it out: the chance of any damage and of taking the target out of action (W4's Hard to
 * kill included, on the wounds it has left).
 */
export function shotInPlay(roster: Roster, index: number, weapon: string, opponent: Roster, target: number, cover: boolean, data: WolsungRosterData, damage = 0): PlayOdds | null {
  const k = rangedWeapons(roster, index, data).find(([, name]) => name === weapon)?.[0];
  const shot = k === undefined ? null : shootLinkFields(roster, index, k, data);
  const full = targetLinkFields(opponent, target, data);
  if (!shot || !full) return null;
  const them = { ...full, wounds: Math.max(1, full.wounds - damage) };
  const situation = { kind: 'shot', baseGuns: shot.guns, baseReflex: them.baseReflex, rangeModifier: 0, elevation: 'level', cover: cover ? 'partial' : 'none', toppled: false, quick: false, smallerBaseInMelee: false, spellResistance: false } as const;
  const { reflex } = shotPools(situation, poolNumbersFromData(data.modifiers, data.specialRules));
  const result = shoot({ guns: shot.guns, reflex, strength: shot.strength, armour: them.armour, wounds: them.wounds, armourPiercing: shot.armourPiercing, smallCalibre: shot.smallCalibre, hardToKill: them.hardToKill });
  const me = modelName(roster, index);
  const label = `${me} shooting ${weapon} at ${shown(opponent.models[target]!.name) || `model ${target + 1}`}${cover ? ', partly hidden' : ''}`;
  const { shots: _shots, ...single } = shot;
  void _shots;
  return {
    hurt: 1 - (result.damage[0] ?? 0),
    takeOut: result.pKill,
    href: toolHref(shootOdds, { ...single, ...them, reflex, cover: cover ? 'partial' : 'none' }, { from: { label, back: '/wolsung/play/', backLabel: shown(roster.name) || 'your game' } }),
  };
}

const modelName = (roster: Roster, index: number) => shown(roster.models[index]!.name) || `model ${index + 1}`;

export function wolsungPlay(data: WolsungRosterData): PlayRules<Roster> {
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
    odds: {
      weapons: (roster, index) => rangedWeapons(roster, index, data).map(([, name]) => name),
      targets: (opponent) => (opponent?.models ?? []).map((m, i) => ({ name: who(m.name, m.kind, i), max: maxOf(opponent!, i) })),
      toggle: 'Target partly hidden',
      odds: (roster, index, state, weapon, opponent, target, cover) => (opponent ? shotInPlay(roster, index, weapon, opponent, target, cover, data, foeOf(state, target).damage) : null),
    },
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const m of roster.models) for (const k of knownRules([...m.specialRules, ...m.gadgets.flatMap((g) => g.specialRules)], data)) seen.set(k.rule.name, k.rule.summary.replace(/\[x\]/g, k.x === null ? '[x]' : String(k.x)));
      return [...seen];
    },
  };
  return rules;
}

