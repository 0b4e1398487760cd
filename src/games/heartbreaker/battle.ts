/**
 * Heartbreaker's scenarios as the battle kit (src/play/battle.ts) plays them, read from
 * content/heartbreaker/data/scenarios.yaml (`battle` of each finished scenario). Pure.
 *
 * - The list is the draft's finished scenarios in the book's order; the two unfinished templates
 *   (no endgame, no Epilogue) are left out. The players agree on one or roll (HB 451); an arc
 *   under way suggests its next step's first scenario (ruling H11 picks the step).
 * - Each gang counts the scenario's sources; reaching a source's `wins` wins at once and ends the
 *   skirmish, reaching its `ends` ends it with no winner named by the draft (Winner Takes All).
 * - Run For It (HB 493-497) is a source of every scenario: the gang that Ran For It loses, its rival
 *   wins, the skirmish ends. Dead Drop's Death Squad (HB 1049) arrives as its 6th turn begins: both
 *   gangs Run For It. Each is then "the loser" and neither can be "the winner", so we record a draw.
 * - Asymmetric scenarios give the losers of the last skirmish one role (Captors, Hunters) and the
 *   winners the other (HB 1108, 1233, 1271): read from the gang's arc when it says, else from the
 *   score (the side that scored a role's source has that role), else the Epilogue gives both roles.
 * - The Epilogue pays one gang, in our words; resources never go below 0 (H9), taking moves them (H13).
 */
import type { BattleRules, BattleView, Outcome, ScenarioRules, ScoreSource, SetupNote, Side, Verdict } from '../../play';
import { ordinal } from '../../common/ordinal';
import { arcsUnderWay } from './arcs';
import type { Roster } from './roster-format';
import type { Scenario, ScenarioBattle } from './schema';

/** The source every scenario has: the gang Ran For It (HB 493-497). */
export const RAN = 'ran';
const ranSource: ScoreSource = { id: RAN, label: 'Ran For It', max: 1 };

export const SIDE_NAMES: Record<Side, string> = { me: 'Your gang', them: 'Rival gang' };
const WHO: Record<Side, string> = { me: 'Your gang', them: 'The rival gang' };
const other = (s: Side): Side => (s === 'me' ? 'them' : 'me');
const outcomeFor = (winner: Side): Outcome => (winner === 'me' ? 'win' : 'loss');

type RoleKey = 'loser' | 'winner';
type Playable = Scenario & { battle: ScenarioBattle };

/** The scenarios a game can be played as: the finished ones, in the book's order. */
export const playableScenarios = (scenarios: readonly Scenario[]): Playable[] =>
  scenarios.filter((s): s is Playable => !s.unfinished && s.battle !== undefined).sort((a, b) => a.order - b.order);

/** The site page and anchor of a scenario's rules (content/heartbreaker/rules/scenarios.mdx, one heading per scenario). */
export const scenarioHref = (s: Pick<Scenario, 'name'>): string =>
  `/heartbreaker/rules/scenarios/#${s.name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-')}`;

/**
 * Whether this gang plays an asymmetric scenario as the losers or the winners of the last skirmish:
 * its arcs under way at the scenario's step, when all of them agree on the last result (win or loss).
 */
export function roleFromArcs(roster: Roster, step: Scenario['arcStep']): { role: RoleKey; rival: string } | null {
  const arcs = arcsUnderWay(roster).filter((a) => a.step === step);
  const roles = arcs.map((a) => ({ role: a.results.at(-1) === 'lost' ? 'loser' : a.results.at(-1) === 'won' ? 'winner' : null, rival: a.rival }));
  const first = roles[0];
  if (!first?.role || roles.some((r) => r.role !== first.role)) return null;
  return { role: first.role as RoleKey, rival: roles.length === 1 ? first.rival : '' };
}

/** One finished scenario as the battle kit plays it, for this gang (`known`: its role, when its arc says). */
export function scenarioRules(s: Playable, known: RoleKey | null = null, rival = ''): ScenarioRules {
  const b = s.battle;
  const roleName = (key: RoleKey) => b.roles?.[key].name ?? '';
  const keyOfRole = (id: string): RoleKey | null => (b.roles?.loser.id === id ? 'loser' : b.roles?.winner.id === id ? 'winner' : null);
  const sideOf = (key: RoleKey): Side | undefined => (known ? (key === known ? 'me' : 'them') : undefined);
  const sources: ScoreSource[] = [
    ...b.sources.map((src) => {
      const key = src.role ? keyOfRole(src.role) : null;
      const side = key ? sideOf(key) : undefined;
      return { id: src.id, label: src.label, ...(side ? { side } : {}), ...(src.max ? { max: src.max } : {}) };
    }),
    ranSource,
  ];
  const turnLimit = b.deathSquad ? b.deathSquad - 1 : null;
  const count = (view: BattleView, side: Side, id: string) => {
    const n = view.totals[side][id];
    return typeof n === 'number' && Number.isFinite(n) ? n : 0;
  };

  /** My gang's role: from the arc, else from who scored a role's source, else null. */
  const myRole = (view: BattleView): RoleKey | null => {
    if (known || !b.roles) return known;
    for (const src of b.sources) {
      const key = src.role ? keyOfRole(src.role) : null;
      if (!key) continue;
      if (count(view, 'me', src.id) > 0) return key;
      if (count(view, 'them', src.id) > 0) return key === 'loser' ? 'winner' : 'loser';
    }
    return null;
  };

  /** The objective reached: `wins` (a winner) or `ends` (the skirmish over, no winner named). */
  const objective = (view: BattleView): Verdict | null => {
    const reached = (side: Side) => b.sources.filter((src) => (src.wins ?? src.ends ?? Infinity) <= count(view, side, src.id));
    const mine = reached('me');
    const theirs = reached('them');
    if (mine.length && theirs.length) {
      return { outcome: null, text: 'Both gangs are marked as reaching the scenario’s goal: only one can have, so correct the score.', ends: true };
    }
    const side: Side | null = mine.length ? 'me' : theirs.length ? 'them' : null;
    if (!side) return null;
    const src = (side === 'me' ? mine : theirs)[0]!;
    const n = count(view, side, src.id);
    const what = (src.wins ?? src.ends) === 1 ? `${WHO[side]}: ${src.label}.` : `${WHO[side]}: ${src.label} ${n}, with ${src.wins ?? src.ends} needed.`;
    if (src.wins) return { outcome: outcomeFor(side), text: `${what} ${WHO[side]} wins and the skirmish ends now.`, ends: true };
    return { outcome: null, text: `${what} The skirmish ends now. The draft does not say who wins: agree on the result and enter it.`, ends: true };
  };

  const ranNow = (view: BattleView): Verdict | null => {
    const me = count(view, 'me', RAN) > 0;
    const them = count(view, 'them', RAN) > 0;
    if (me && them) return bothRan('Both gangs Ran For It');
    if (!me && !them) return null;
    const runner: Side = me ? 'me' : 'them';
    return { outcome: outcomeFor(other(runner)), text: `${WHO[runner]} Ran For It: ${WHO[other(runner)].toLowerCase()} wins and the skirmish ends now.`, ends: true };
  };
  const bothRan = (why: string): Verdict => ({ outcome: 'draw', text: `${why}: each is the loser and neither the winner, so the game is recorded as a draw.`, ends: true });

  const deathSquad = (view: BattleView) => turnLimit !== null && view.round > turnLimit;

  return {
    id: s.id,
    name: s.name,
    victory: s.endgame.join(' '),
    turnLimit,
    ...(b.deathSquad ? { atLimit: `The ${ordinal(b.deathSquad)} turn begins: the Authority Death Squad arrives, both gangs Run For It and the skirmish ends.` } : {}),
    setup: setupNotes(s, known, rival),
    href: scenarioHref(s),
    sources,
    endgame: (view) => objective(view) ?? ranNow(view),
    result: (view) => (deathSquad(view) ? bothRan('Both gangs Ran For It from the Death Squad') : null),
    pays: (view, outcome) => {
      const role = myRole(view);
      const ranMe = count(view, 'me', RAN) > 0 || (deathSquad(view) && objective(view) === null);
      const out: string[] = [];
      for (const p of b.pays) {
        if (p.when === 'each') {
          const n = count(view, 'me', p.source);
          const label = b.sources.find((x) => x.id === p.source)?.label ?? p.source;
          if (n > 0) out.push(`${n * p.amount} ${p.resource} (${label}: ${n}, ${p.amount} each)`);
        } else if (p.when === 'most') {
          const mine = count(view, 'me', p.source);
          const theirs = count(view, 'them', p.source);
          if (mine > theirs) out.push(`${p.text} (${mine} to ${theirs})`);
        } else if (p.when === 'ran') {
          if (ranMe) out.push(`Ran For It: ${p.text}`);
        } else if (p.when === outcome) {
          const key = p.role ? keyOfRole(p.role) : null;
          if (!key) out.push(p.text);
          else if (role === key) out.push(p.text);
          else if (role === null) out.push(`If your gang were the ${roleName(key)}: ${p.text}`);
        }
      }
      return out;
    },
  };
}

function setupNotes(s: Playable, known: RoleKey | null, rival: string): SetupNote[] {
  const b = s.battle;
  const notes: SetupNote[] = [];
  if (b.roles && known) {
    const lost = known === 'loser';
    notes.push({ label: 'Your gang', text: `The ${b.roles[known].name}: your gang ${lost ? 'lost' : 'won'} the last skirmish of its arc${rival ? ` against ${rival}` : ''}, so the rival gang are the ${b.roles[lost ? 'winner' : 'loser'].name}.` });
  }
  notes.push({ label: 'The Zone', text: s.zone }, { label: 'Deployment', text: s.deployment });
  for (const r of s.specialRules) notes.push({ label: r.name ?? 'Special rule', text: r.summary });
  for (const a of s.grantsActions) notes.push({ label: `Action: ${a.name}`, text: a.summary });
  if (s.rollTable?.length) notes.push({ label: 'Roll', text: s.rollTable.map((r) => `${r.roll}: ${r.result}`).join('; ') });
  for (const n of b.setupNotes ?? []) notes.push(n);
  return notes;
}

/**
 * The arc step this gang plays next: the one step all its arcs under way are at (H11 sets it after
 * each game), or null when it has none or several differ.
 */
export function nextArcStep(roster: Roster): Scenario['arcStep'] | null {
  const steps = [...new Set(arcsUnderWay(roster).map((a) => a.step))];
  const step = steps.length === 1 ? steps[0] : undefined;
  return step && step !== 'epilogue' ? step : null;
}

/** Heartbreaker's scenarios for the battle kit, from scenarios.yaml's entries. */
export function heartbreakerBattle(scenarios: readonly Scenario[]): BattleRules<Roster> {
  const list = playableScenarios(scenarios);
  // Made once per roster object, as the Arsenal Campaign's and Kuggköping's are: the score's tap read
  // them for its words and the scenario's checks, remaking every scenario (0.5 ms a tap, CPU not slowed).
  const made = new WeakMap<Roster, ScenarioRules[]>();
  return {
    noun: 'scenario',
    scenarios: (roster) => {
      let rules = made.get(roster);
      if (!rules) {
        rules = list.map((s) => {
          const known = s.battle.roles ? roleFromArcs(roster, s.arcStep) : null;
          return scenarioRules(s, known?.role ?? null, known?.rival ?? '');
        });
        made.set(roster, rules);
      }
      return rules;
    },
    suggested: (roster) => {
      const step = nextArcStep(roster);
      return (step && list.find((s) => s.arcStep === step)?.id) ?? null;
    },
    rollable: true,
    sideNames: SIDE_NAMES,
  };
}
