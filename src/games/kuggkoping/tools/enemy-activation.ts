/**
 * The enemy-activation tool (K5): the chance of each activation result for the chosen situation, and
 * a seeded roll that a shared link replays (&seed=…). Its fields' options come from the data.
 */
import { booleanField, defineFields, enumField, intField, type Values } from '../../../tools/query-state';
import { defineTool } from '../../../tools/adapter';
import { formatPercent } from '../../../common/numbers';
import { rangeOf, refuse } from '../../../common/inputs';
import { isInputError } from '../../../common/input-error';
// From the module itself, not the ../odds barrel, which would ship the attack modules with this tool.
import { activation, ACTIVATION_RESULTS, activationSchema, rollActivation, traitActivationModifier, type ActivationOdds, type ActivationResultId } from '../activation';
import type { ActivationRow, CartographerFaction, Difficulty, EnemyFaction } from '../schema';

export interface ActivationData {
  /** Activation table rows (K5 totals, names and what the enemy does, in our words). */
  rows: { result: ActivationResultId; min: number | null; max: number | null; name: string; text: string; followUp?: { name: string; text: string } }[];
  factions: { id: string; name: string; rule: string; rageAdjacentPlacement: boolean }[];
  /** Warband traits that change activation rolls against some factions. */
  traits: { id: string; name: string; house: string; value: number; enemyFactions: string[] }[];
  difficulties: { id: string; name: string }[];
}

/** The tool's data from the collections, in table, roll and difficulty order. */
export function activationData(collections: {
  rows: readonly ActivationRow[];
  factions: readonly EnemyFaction[];
  cartographerFactions: readonly CartographerFaction[];
  difficulties: readonly Difficulty[];
}): ActivationData {
  return {
    rows: [...collections.rows]
      .sort((a, b) => (a.min ?? -99) - (b.min ?? -99))
      .map(({ result, min, max, name, text, followUp }) => ({ result, min, max, name, text, followUp })),
    factions: [...collections.factions]
      .sort((a, b) => a.roll - b.roll)
      .map(({ id, name, rule, modifiers }) => ({ id, name, rule, rageAdjacentPlacement: modifiers.rageAdjacentPlacement ?? false })),
    traits: collections.cartographerFactions.flatMap((f) => f.traits.flatMap((t) => (t.activationModifier ? [{ id: t.id, name: t.name, house: f.name, ...t.activationModifier }] : []))),
    difficulties: [...collections.difficulties].sort((a, b) => a.order - b.order).map(({ id, name }) => ({ id, name })),
  };
}

export function activationFields(data: ActivationData) {
  return defineFields({
    lineOfSight: booleanField({ label: 'The enemy can see a Character', default: true, hint: '+1 (+2 in the Bully Boys district).' }),
    adjacent: booleanField({ label: 'The enemy is adjacent to a Character', default: false, hint: '+2.' }),
    bullyBoys: booleanField({ label: 'The Bully Boys district', default: false }),
    blackStreets: booleanField({ label: 'The Black Streets district', default: false, hint: 'Faction rules become their variants.' }),
    enemyFaction: enumField({
      label: 'Enemy faction',
      options: [{ value: 'none', label: 'None' }, ...data.factions.map((f) => ({ value: f.id, label: f.name }))],
      default: 'none',
      control: 'select',
    }),
    trait: enumField({
      label: 'Warband trait',
      options: [{ value: 'none', label: 'None of these' }, ...data.traits.map((t) => ({ value: t.id, label: `${t.name} (${t.house})` }))],
      default: 'none',
      control: 'select',
      hint: 'Only traits that change activation rolls.',
    }),
    difficulty: enumField({
      label: 'Difficulty',
      options: data.difficulties.map((d) => ({ value: d.id, label: d.name })),
      default: data.difficulties.some((d) => d.id === 'normal') ? 'normal' : (data.difficulties[0]?.id ?? 'normal'),
      control: 'select',
      hint: 'Easy plays without warband traits or faction rules.',
    }),
    modifier: intField({ label: 'Other modifier', ...rangeOf(activationSchema.shape.modifier), default: 0, hint: 'Scenario, house rule, anything else.' }),
  });
}

export type ActivationValues = Values<ReturnType<typeof activationFields>>;

export interface ActivationComputation extends ActivationOdds {
  chance: number;
  traitModifier: number;
  /** Rage places the model next to its target (Gnoblins, with faction rules on). */
  rageAdjacent: boolean;
  faction?: ActivationData['factions'][number];
}

export function computeActivation(v: ActivationValues, data: ActivationData): ActivationComputation {
  if (v.bullyBoys && v.blackStreets) refuse('A campaign plays in one district: choose the Bully Boys or the Black Streets, not both.');
  const faction = data.factions.find((f) => f.id === v.enemyFaction);
  const traits = data.traits.filter((t) => t.id === v.trait);
  const traitModifier = traitActivationModifier(traits, faction?.id, v.difficulty);
  const odds = activation({ lineOfSight: v.lineOfSight, adjacent: v.adjacent, bullyBoys: v.bullyBoys, modifier: v.modifier, traitModifier });
  const factionRules = v.difficulty !== 'easy' && !v.blackStreets;
  return { ...odds, chance: odds.fight + odds.rage, traitModifier, rageAdjacent: !!faction?.rageAdjacentPlacement && factionRules, faction };
}

/** One seeded roll for the set-up: the face, its total, the table row and the faction's Rage rule when it applies. */
export function activationRoll(v: ActivationValues, data: ActivationData, seed: string) {
  const r = computeActivation(v, data);
  const roll = rollActivation({ lineOfSight: v.lineOfSight, adjacent: v.adjacent, bullyBoys: v.bullyBoys, modifier: v.modifier, traitModifier: r.traitModifier }, seed);
  const row = data.rows.find((x) => x.result === roll.result);
  const rage = roll.result === 'rage' && r.rageAdjacent && r.faction ? { name: r.faction.name, rule: r.faction.rule } : undefined;
  return { ...roll, row, rage };
}

/** A roll in one line, as the roller and the tool's answer show it: "Rolled 4, total 5: Fight". */
export function rollSummary(roll: ReturnType<typeof activationRoll>): string {
  return `Rolled ${roll.face}${roll.face === 1 ? ' (a 1 ignores every modifier)' : `, total ${roll.total}`}: ${roll.row?.name ?? roll.result}`;
}

/** A roll as it was made: its seed and the situation (every field of the tool) it was rolled in. */
export interface MadeRoll {
  seed: string;
  values: ActivationValues;
}

/**
 * What the roller shows for a roll now: the roll read in the situation it was made in (never in the
 * current one, which would turn "Rolled 3, total 4: Looting" into a Fight that was never rolled),
 * whether the situation has changed since (`stale`: the tool then offers "Roll again") and the labels
 * of the fields that changed. `refusal` is the sentence when the roll's own situation was refused.
 */
export type RollState = { stale: boolean; changed: string[] } & (
  | { roll: ReturnType<typeof activationRoll>; refusal?: undefined }
  | { roll?: undefined; refusal: string }
);

export function rollState(made: MadeRoll, now: ActivationValues, data: ActivationData): RollState {
  const fields = activationFields(data);
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => made.values[k] !== now[k]).map((k) => fields[k].label);
  const stale = changed.length > 0;
  try {
    return { stale, changed, roll: activationRoll(made.values, data, made.seed) };
  } catch (err) {
    if (!isInputError(err)) throw err;
    return { stale, changed, refusal: err.message };
  }
}

/** The note under a roll made in an earlier situation: what has changed since, and what to do. */
export function staleRollNote(state: RollState): string {
  return `Rolled for the earlier situation; since then changed: ${state.changed.join('; ')}. Roll again for this one.`;
}

export const enemyActivationTool = defineTool({
  title: 'Kuggköping enemy activation',
  intro: 'The chance of each activation result, and a roll you can share.',
  fields: activationFields,
  compute: computeActivation,
  view: (r, _v, data) => {
    const names = Object.fromEntries(data.rows.map((row) => [row.result, row.name])) as Record<ActivationResultId, string>;
    const rows = ACTIVATION_RESULTS.map((id) => ({ id, name: names[id] ?? id, p: r[id], faces: r.faces.filter((f) => f.result === id).map((f) => f.face) }));
    return {
      chance: r.chance,
      blocks: [
        {
          kind: 'headline',
          chance: r.chance,
          chanceLabel: 'Chance the enemy attacks (Fight or Rage)',
          lines: [
            { label: 'Modifier on faces 2 to 6', value: `${r.totalModifier >= 0 ? '+' : '−'}${Math.abs(r.totalModifier)}` },
            { label: 'Chance of Rage', value: formatPercent(r.rage) },
          ],
        },
        {
          kind: 'bars',
          caption: 'Activation result: chance of each',
          ariaLabel: `Activation results: ${rows.map((x) => `${x.name} ${formatPercent(x.p)}`).join(', ')}.`,
          rows: rows.map((x) => ({ label: x.name, p: x.p, highlight: x.id === 'fight' || x.id === 'rage' })),
        },
        {
          kind: 'outcomes',
          caption: 'Which die faces give each result',
          columns: ['Result', 'Die faces', 'Chance'],
          rows: rows.map((x) => ({ label: x.name, cells: [x.faces.length ? x.faces.join(', ') : 'none', formatPercent(x.p)] })),
        },
      ],
    };
  },
  form: () => [
    { field: 'lineOfSight' },
    { field: 'adjacent' },
    { field: 'bullyBoys' },
    { field: 'blackStreets' },
    { field: 'enemyFaction' },
    { field: 'trait' },
    { field: 'difficulty' },
    { field: 'modifier' },
  ],
  layout: 'grid',
  formLabel: 'Situation',
  top: ['roller'],
  answerWidgets: ['lastRoll'],
  compare: { chanceLabel: () => 'chance the enemy attacks' },
});
