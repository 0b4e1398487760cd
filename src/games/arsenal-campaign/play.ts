/**
 * An Arsenal Campaign encounter at the table: the crew hired from the Arsenal within the encounter
 * size (ruling C3: the lower of the two crews' Arsenal totals + 5, the hired crew counted the same
 * way), the soulstone pool, each model's damage against the Health the player reads from its card
 * (the campaign rules print no stat cards), and which models were Finished Off, which the week's
 * Aftermath then reads.
 */
import type { PlayRules, PlayState, StatLine } from '../../roster/play';
import { isInputError } from '../../common/input-error';
import { arsenalTotal } from './campaign';
import { parseRoster, type Roster } from './roster-format';
import { arsenalCount, currentArsenal, numbersOf, type ArsenalModel, type ArsenalRosterData } from './roster-rules';

export const HEALTH = 'health';
export const FINISHED_OFF = 'finishedOff';
export const SOULSTONES = 'soulstones';
export const OPPONENT_TOTAL = 'opponentTotal';

/** A crew's count the C3 way, or null when the Arsenal's numbers do not add up. */
export function crewTotal(models: readonly Pick<ArsenalModel, 'station' | 'cost' | 'cache'>[], data: ArsenalRosterData): number | null {
  try {
    return arsenalTotal(arsenalCount(models), numbersOf(data).rules);
  } catch (error) {
    if (isInputError(error)) return null;
    throw error;
  }
}

/** The encounter size (C3): the lower of the two Arsenal totals + 5. */
export function encounterSizeOf(mine: number, theirs: number, data: ArsenalRosterData): number {
  return Math.min(mine, theirs) + numbersOf(data).rules.encounterMargin;
}

/** The hired crew's cost and whether it fits the encounter size. */
export function crewCost(roster: Roster, state: PlayState, data: ArsenalRosterData): { cost: number | null; size: number | null; fits: boolean } {
  const models = currentArsenal(roster, data).models;
  const mine = crewTotal(models, data);
  const cost = crewTotal((state.crew ?? []).map((i) => models[i]!).filter(Boolean), data);
  const size = mine === null ? null : encounterSizeOf(mine, state.counters[OPPONENT_TOTAL] ?? mine, data);
  return { cost, size, fits: cost !== null && size !== null && cost <= size };
}

/** The plain words the play view shows where the other games have the odds between models (why there are none: see the README's play view). */
export const NO_ODDS_WHY =
  'No odds between models are given for the Arsenal Campaign: it is a campaign for a card-flip game, and its rules print no stat cards, so a crew here carries no attacks, defence or Health to work a duel out from (Health is typed in from each model’s own card). The odds of a single flip are in the flip-odds tool.';

/** What the play page hands the island about odds (`flipOddsHref` written by toolHref), so that neither the words nor the link code are in the island's script. */
export function arsenalNoOdds(flipOddsHref: string): NonNullable<PlayRules<Roster>['noOdds']> {
  return { why: NO_ODDS_WHY, tool: { label: 'Flip odds', href: flipOddsHref } };
}

/** The Arsenal's play rules; `noOdds` (from arsenalNoOdds, on the page) says why there are no odds between models. */
export function arsenalPlay(data: ArsenalRosterData, noOdds?: PlayRules<Roster>['noOdds']): PlayRules<Roster> {
  const modelsOf = (roster: Roster) => currentArsenal(roster, data).models;
  const rules: PlayRules<Roster> = {
    slug: 'arsenal-campaign',
    gameName: 'Arsenal Campaign',
    noun: 'crew',
    modelNoun: 'model',
    track: 'damage',
    downLabel: 'Killed',
    outLabel: 'Out of the encounter',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      modelsOf(roster).map((m, i) => ({
        name: m.name.trim() || `Model ${i + 1}`,
        kicker: [m.station === 'master' ? 'Master' : m.station === 'henchman' ? 'Henchman' : 'Model', m.cost === null ? '' : `cost ${m.cost}`].filter(Boolean).join(' · '),
        max: null,
        counters: [{ id: HEALTH, label: 'Health (from its card)', max: 30 }],
        flags: [{ id: FINISHED_OFF, label: 'Finished Off' }],
      })),
    maxDamage: (_roster, index, state) => {
      const health = state.models[index]?.counters[HEALTH] ?? 0;
      return health > 0 ? health : null;
    },
    benched: (state, index) => state.crew !== null && !state.crew.includes(index),
    gameCounters: (roster) => [
      { id: SOULSTONES, label: 'Soulstones', max: 99 },
      { id: OPPONENT_TOTAL, label: 'Opponent’s Arsenal total', start: crewTotal(modelsOf(roster), data) ?? 0, max: 999 },
    ],
    gameFlags: () => [],
    noOdds,
    start: (_roster, state) => ({ ...state, crew: [] }),
    stats: (_roster, index, state): StatLine[] => {
      const m = state.models[index]!;
      const health = m.counters[HEALTH] ?? 0;
      return [{ label: 'Health', value: health > 0 ? `${Math.max(0, health - m.damage)} of ${health}` : `not set (${m.damage} damage)`, changed: m.damage > 0 }];
    },
    notes: (roster, index) => {
      const m = modelsOf(roster)[index];
      return m && m.injuries.length ? [`Injuries: ${m.injuries.join(', ')}.`] : [];
    },
    modelActions: (roster, index, state) => {
      const hired = state.crew?.includes(index) ?? true;
      const name = rules.models(roster)[index]?.name ?? '';
      return [
        hired
          ? { id: 'release', label: 'Take out of the crew', log: `left the crew for this encounter`, apply: (s: PlayState) => ({ ...s, crew: (s.crew ?? []).filter((i) => i !== index) }) }
          : { id: 'hire', label: `Hire ${name}`, log: 'hired for this encounter', apply: (s: PlayState) => ({ ...s, crew: [...(s.crew ?? []), index].sort((a, b) => a - b) }) },
      ];
    },
    gameNotes: (roster, state) => {
      const { cost, size, fits } = crewCost(roster, state, data);
      const hired = state.crew?.length ?? 0;
      const notes = [`Crew hired: ${hired} ${hired === 1 ? 'model' : 'models'}, ${cost ?? '?'} soulstones of an encounter size of ${size ?? '?'}.`];
      if (!fits && hired > 0) notes.push('The crew costs more than the encounter size (our reading C3): take a model out.');
      const finished = state.models.filter((m) => m.flags[FINISHED_OFF]).length;
      if (finished) notes.push(`Finished Off: ${finished}; each flips for an injury in the Aftermath.`);
      return notes;
    },
  };
  return rules;
}
