/**
 * Punkapocalyptic at the table: a hit that wins the Strength roll Downs a model (out of the game);
 * Knocked Down; the secret bullets each model spends; Kaboom! jams (a jammed weapon stays jammed for
 * the rest of the game); the uses of Disposable weapons and bombs; the charges of Fuel (X) equipment.
 */
import type { CounterDef, PlayOddsRules, PlayRules, StatLine } from '../../roster/play';
import { parseRoster, type Item, type Model, type Roster } from './roster-format';
import { modelLabel, modelProfile, rulesOf, type GangBook } from './roster-rules';

const BULLETS = 'bullets';
const JAMS = 'jams';
const USES = 'uses';
const fuelId = (item: number) => `fuel-${item}`;

function itemRules(item: Item, book: GangBook): string[] {
  return rulesOf(item.specialRules, book).map((r) => r.id);
}

/** The model's counters: secret bullets, Kaboom! jams, Disposable / bomb uses, each Fuel (X) item's charges. */
export function modelCounters(roster: Roster, model: Model, book: GangBook): CounterDef[] {
  const out: CounterDef[] = [];
  if (roster.secretBullets && model.bullets > 0) out.push({ id: BULLETS, label: 'Secret bullets spent', max: model.bullets });
  const kaboom = model.equipment.filter((i) => itemRules(i, book).includes('kaboom')).length;
  if (kaboom) out.push({ id: JAMS, label: 'Kaboom! weapons jammed', max: kaboom });
  const once = model.equipment.filter((i) => itemRules(i, book).some((r) => r === 'disposable' || r === 'bomb')).length;
  if (once) out.push({ id: USES, label: 'Disposable / bombs used', max: once });
  model.equipment.forEach((item, i) => {
    const fuel = item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'fuel');
    if (fuel) out.push({ id: fuelId(i), label: `${item.name || 'Fuel'}: charges used`, max: Math.max(0, fuel.x ?? 0) });
  });
  return out;
}

/** Punkapocalyptic's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each card has the odds against the opponent. */
export function punkapocalypticPlay(book: GangBook, odds?: PlayOddsRules<Roster>): PlayRules<Roster> {
  const rules: PlayRules<Roster> = {
    slug: 'punkapocalyptic',
    gameName: 'Punkapocalyptic',
    noun: 'gang',
    modelNoun: 'model',
    track: 'hits',
    downLabel: 'Knocked Down',
    outLabel: 'Downed',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.models.map((m, i) => ({
        name: modelLabel(m, i),
        kicker: [m.type, `${m.cost} pts`].filter(Boolean).join(' · '),
        // A hit that beats Toughness Downs the model: one hit is the whole track.
        max: 1,
        counters: modelCounters(roster, m, book),
        flags: [],
      })),
    gameCounters: () => [],
    gameFlags: () => [],
    start: (roster, state) => ({ ...state, models: state.models.map((m, i) => ({ ...m, out: roster.models[i]!.downed, down: modelProfile(roster.models[i]!, book).knockedDown })) }),
    stats: (roster, index, state): StatLine[] => {
      const p = modelProfile(roster.models[index]!, book);
      const m = state.models[index]!;
      const lines: StatLine[] = [{ label: 'Hits', value: `${m.damage} of 1`, changed: m.damage > 0 }];
      lines.push(...p.attributes.map((a) => ({ label: a.attribute.abbreviation, value: a.value === null ? '–' : String(a.value) })));
      lines.push({ label: 'Armor', value: String(p.armor) });
      const jams = m.counters[JAMS] ?? 0;
      if (jams) lines.push({ label: 'Jammed', value: String(jams), changed: true });
      return lines;
    },
    notes: (roster, index, state) => {
      const m = state.models[index]!;
      const model = roster.models[index]!;
      const out: string[] = [];
      if (roster.secretBullets && model.bullets > 0) out.push(`Secret bullets left: ${Math.max(0, model.bullets - (m.counters[BULLETS] ?? 0))}.`);
      model.equipment.forEach((item, i) => {
        const c = m.counters[fuelId(i)];
        const fuel = item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'fuel');
        if (fuel && c !== undefined && c >= (fuel.x ?? 0)) out.push(`${item.name || 'Fuel equipment'}: out of fuel.`);
      });
      return out;
    },
    afterDamage: (_roster, index, _before, after) => {
      const m = after.models[index]!;
      return m.damage >= 1 ? { ...after, models: after.models.map((x, i) => (i === index ? { ...x, out: true } : x)) } : after;
    },
    odds,
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const m of roster.models) for (const r of rulesOf([...m.specialRules, ...m.equipment.flatMap((i) => i.specialRules)], book)) seen.set(r.name, r.summary ?? '');
      return [...seen];
    },
  };
  return rules;
}

export const PUNK_COUNTERS = { BULLETS, JAMS, USES, fuelId } as const;
