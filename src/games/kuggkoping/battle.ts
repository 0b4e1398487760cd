/**
 * Kuggköping's missions as the battle kit (src/play/battle.ts) plays them: the campaign's missions 1
 * to 3 and Run to safety (content/kuggkoping/data/missions.yaml), each with the scenario added to it
 * (scenarios.yaml; KB 1917-1921) or none (Easy drops scenario rules, KB 333-334). A solo game: only
 * the warband is scored (Gizmos claimed, patrol markers, the Big Boss killed, Characters in the enemy
 * deployment zone, enemies killed); the enemies are the enemy turn's.
 *
 * One choice is one `ScenarioRules`, its id the mission's, with mission 2's option (Campfire or
 * Patrol, picked or rolled once every model is deployed: KB 2044-2047) after a dash and the added
 * scenario after a "+": `looting`, `stay-the-night-campfire+heavy-rain`, `boss-fight+locked-gate`.
 * A scenario that replaces the victory condition (Locked gate, Corpse virus, The holy manual) brings
 * its own goal, which the endgame checks, and mission 2's two options fold into one entry with it.
 *
 * Every number and count comes from the data (win counts, turn limits, sources); the words are ours.
 * Pure: no DOM, no React.
 */
import { battleOf, changeScore, totalsOf, type BattleRules, type BattleView, type ScenarioRules, type ScoreSource, type SetupNote, type Verdict } from '../../play/battle';
import type { Outcome, PlayState } from '../../play/state';
import { isRecord } from '../../common/json';
import { sameName } from '../../roster/names';
import { advanceCampaign, nextGame, underPressure } from './campaign';
import type { Campaign, Roster } from './roster-format';
import type { District, EnemyFaction, HardRule, Mission, MissionGoal, MissionSource, Scenario } from './schema';
import { hardRuleLines, hardRulesOnTurn } from './end-board';
import { freeUpgradeWords, LIVING_GIZMOS_TINKER_DICE, UTILITY_TINKER_DICE, type GameRewards } from './losses';
import { GIZMOS_TRADED, TURN_SIDE_KEY } from './play';

/** The Gizmos the warband traded for grit this game (Resourceful, KB 720-721): each leaves no reward. */
const gizmosTraded = (state: Pick<PlayState, 'models'>): number => state.models.reduce((n, m) => n + (m.counters[GIZMOS_TRADED] ?? 0), 0);

/** A scenario as the battle reads it. */
export type ScenarioData = Omit<Scenario, 'blurb'>;

/** The data the missions read: the four missions, the scenario list, and what changes them (the Hard rules, the campaign's district and enemy faction). */
export interface KuggkopingBattleData {
  missions: readonly Mission[];
  /** Without their flavour text (`blurb`), which the play page does not carry. */
  scenarios: readonly ScenarioData[];
  hardRules: readonly HardRule[];
  districts: readonly District[];
  enemyFactions: readonly EnemyFaction[];
}

/** The separator of a mission and its option in an id ("stay-the-night-campfire"), and of the added scenario ("looting+heavy-rain"). */
export const OPTION_SEPARATOR = '-';
export const SCENARIO_SEPARATOR = '+';

const RULES_PAGE = '/kuggkoping/rules/campaign-machine/';

/** The upgrade that adds a turn for 2 Tinker dice as each turn ends (KB 2394-2396), and the score source its turns are counted in. */
const HOLY_MANUAL_UPGRADE = 'A piece of the holy manual';
const UPGRADE_TURNS: MissionSource = { id: 'turns-added', label: 'Turns added (A piece of the holy manual: 2 Tinker dice each, as a turn ends)' };

/** The mission's section on the Campaign Machine page: its heading "Mission 1: Looting" or "Run to safety" slugged (the id is the name's slug). */
export const missionHref = (m: Pick<Mission, 'number' | 'id'>): string => `${RULES_PAGE}#${m.number === null ? m.id : `mission-${m.number}-${m.id}`}`;

const TYPE_NAMES = { grunt: ['Grunt', 'Grunts'], lurker: ['Lurker', 'Lurkers'], 'bell-man': ['Bell-Man', 'Bell-Men'] } as const;
const count = (n: number, type: keyof typeof TYPE_NAMES) => `${n} ${TYPE_NAMES[type][n === 1 ? 0 : 1]}`;

/** The deployment types in our words (core rules, KB 1066-1081). */
const ENEMY_DEPLOYMENT = {
  'on-the-board': 'On the board: put the enemies at random across the board, each at least 1 space from any other enemy.',
  'on-the-edge': 'On the edge: roll for a board edge and line the enemies up along its first row of spaces, as near the middle as they fit.',
} as const;
const PLAYER_DEPLOYMENT = {
  'on-the-edge': 'On the edge: roll for a board edge; its first row of spaces is your deployment zone, and your Characters go anywhere in it.',
  'on-the-opposite-side': 'On the opposite side: your Characters go anywhere on the first row of spaces along the edge opposite the enemies.',
} as const;

/** The goal of a choice, with what it counts and the turn limit. */
interface Goal extends MissionGoal {
  turnLimit: number;
}

const total = (view: BattleView, id: string) => view.totals.me[id] ?? 0;

/** The turns taken off by the Hard rules played (Hard's rolled rule, or every one at Very hard: KB 339-347), read from the enemy turn kept in the game. */
function turnsOff(view: BattleView, hardRules: readonly HardRule[]): number {
  const own = view.state.own;
  const played = hardRulesOnTurn(isRecord(own) ? own[TURN_SIDE_KEY] : undefined, hardRules)?.rules ?? [];
  return played.reduce((n, h) => n + Math.min(0, h.turnLimitModifier), 0);
}

/** The last turn of this game: the mission's, less the Hard rules' turns, plus the turns added (The holy manual); never below 1. */
function lastTurn(goal: Goal, view: BattleView, hardRules: readonly HardRule[]): number {
  const added = goal.addsTurns ? Math.max(0, total(view, goal.addsTurns)) : 0;
  return Math.max(1, goal.turnLimit + turnsOff(view, hardRules) + added);
}

const reached = (view: BattleView, r: { source: string; atLeast: number } | undefined) => r !== undefined && total(view, r.source) >= r.atLeast;

/**
 * The choice's verdict as the game stands, or null while it goes on. `ending`: End game was pressed
 * (the turn being played counts as over when it is the last). Won at once when the win is reached
 * (KB 2034-2036, 2055-2057, 2067-2069, 2082-2085), lost at once when the loss is (the Campfire, KB
 * 2050-2052); once the last turn is over (or at End game before it), the goal's `otherwise`.
 */
function verdict(goal: Goal, sources: readonly MissionSource[], view: BattleView, hardRules: readonly HardRule[], ending: boolean): Verdict | null {
  const label = (id: string) => sources.find((s) => s.id === id)?.label ?? id;
  const of = (r: { source: string; atLeast: number }) => `${label(r.source)}: ${total(view, r.source)} of ${r.atLeast}`;
  const last = lastTurn(goal, view, hardRules);
  // The kit says "Turn 5 is over." at the mission's own limit; a limit the Hard rules or added turns moved is said here.
  const moved = last !== goal.turnLimit || goal.addsTurns !== undefined;
  const at = `Turn ${last} is over.`;
  if (goal.lose && reached(view, goal.lose)) return { outcome: 'loss', text: `${label(goal.lose.source)}: the mission is lost, and the game ends now.`, ends: true };
  if (goal.win && goal.win.at === 'once' && reached(view, goal.win)) return { outcome: 'win', text: `${of(goal.win)}: the mission is won, and the game ends now.`, ends: true };
  const over = view.round > last || (ending && view.round >= last);
  if (goal.win?.at === 'limit' && over) {
    const won = reached(view, goal.win);
    return { outcome: won ? 'win' : 'loss', text: `${at} ${label(goal.win.source)}: ${won ? 'yes' : 'no'}, so the mission is ${won ? 'won' : 'lost'}.`, ends: true };
  }
  const atTheLimit = (prefix: boolean): Verdict => {
    const words = goal.otherwise === 'won' ? 'The warband held out: the mission is won.' : `${goal.win ? `${of(goal.win)}: t` : 'T'}he mission is lost.`;
    return { outcome: goal.otherwise === 'won' ? 'win' : 'loss', text: prefix ? `${at} ${words}` : words, ends: true };
  };
  if (view.round > last && moved) return atTheLimit(true);
  if (!ending) return null;
  if (over) return atTheLimit(moved);
  // End game before the last turn is over, with nothing reached: the condition was not met in time.
  return { outcome: 'loss', text: `Ended in turn ${view.round} of ${last}${goal.win ? ` (${of(goal.win)})` : ''}: the mission is lost.`, ends: false };
}

/** What the campaign machine does after this mission, in words (KB 1866-1907), from the warband's campaign when it has one. */
function campaignWords(mission: Mission, campaign: Campaign | undefined, pressed: boolean, won: boolean): string[] {
  const runToSafety = mission.number === null;
  if (campaign && campaign.outcome === null) {
    const played: Campaign = runToSafety ? { ...campaign, runToSafety: true } : { ...campaign, mission: mission.number as 1 | 2 | 3, runToSafety: false };
    const next = advanceCampaign(played, won);
    return [`${next.outcome === null ? 'Next: ' : ''}${nextGame(next, pressed)} (KB 1893-1907).`];
  }
  if (runToSafety) return [won ? 'Next: the mission after the one failed (KB 1896-1897).' : 'The campaign is lost: the warband does not make it out of the district (KB 1904-1907).'];
  if (mission.number === 3) return [won ? 'The campaign is won (KB 1874-1876); a next expedition, into another district, is played at Hard (KB 1878-1887).' : 'The campaign is lost: the warband does not make it out of the district (KB 1904-1907).'];
  return [won ? `Next: mission ${mission.number! + 1} (KB 1872).` : `Next: Run to safety, then mission ${mission.number! + 1} (KB 1893-1897).`];
}

/** The rewards of the game, in words: Gizmo rewards for the Gizmos claimed (KB 1261-1265, 1288-1310), and the added scenario's. */
function rewardWords(view: BattleView, scenario: ScenarioData | null, won: boolean): string[] {
  const out: string[] = [];
  const gizmos = total(view, 'gizmos');
  const traded = Math.min(gizmos, gizmosTraded(view.state));
  const living = scenario?.id === 'living-gizmos' ? ` and ${LIVING_GIZMOS_TINKER_DICE} Tinker dice more (Living Gizmos)` : '';
  const claimed = `${gizmos} Gizmo${gizmos === 1 ? '' : 's'} claimed${traded ? `, ${traded} of them traded for grit (Resourceful)` : ''}`;
  if (gizmos > traded) out.push(`${claimed}: each ${traded ? 'other ' : ''}one not collected in the game gives a reward now, to any Character: ${UTILITY_TINKER_DICE} Tinker dice, a quirk or a gadget rolled on the list you choose${living}.`);
  else if (gizmos > 0) out.push(`${claimed}: no reward to take.`);
  const bonus = scenario?.bonusGizmos;
  if (bonus && reached(view, bonus)) out.push(`${scenario!.name}: ${bonus.gizmos} Gizmos more as the game ends, each with its reward.`);
  if (won && scenario?.freeUpgradesOnWin) out.push(freeUpgradeWords(scenario.name, scenario.freeUpgradesOnWin));
  return out;
}

/** Grunts a co-op game adds to every mission's enemy list (KB 466). */
export const COOP_GRUNTS = 1;

/**
 * The enemy list in words: the mission's, as the scenario changes it, of the campaign's faction (Black
 * Streets Gnoblins add a Grunt, KB 2015-2020), with co-op's Grunt (KB 466). A scenario that turns every
 * enemy model into one type (Corpse virus) turns co-op's Grunt too, since it is one of the game's models.
 */
function enemyWords(mission: Mission, scenario: ScenarioData | null, ctx: Ctx): string {
  const { faction, district } = ctx;
  const coop = ctx.coop ? COOP_GRUNTS : 0;
  const coopWords = coop ? `${coop} Grunt more: a co-op game` : '';
  const replaced = scenario?.enemies;
  if (replaced) {
    const n = mission.enemies.reduce((a, e) => a + e.count, 0) + coop + replaced.add;
    const as = ctx.data.enemyFactions.find((f) => f.id === replaced.faction)?.name ?? replaced.faction;
    return `${count(n, replaced.type)}, all ${as}: every enemy model${coop ? ' (co-op’s Grunt too)' : ''} becomes one, and ${replaced.add} more joins (${scenario!.name}).`;
  }
  const rules = faction ? (district?.replacesFactionRules ? faction.blackStreets.modifiers : faction.modifiers) : undefined;
  const extra = rules?.extraGrunts ?? 0;
  const grunts = extra + coop;
  const types = mission.enemies.some((e) => e.type === 'grunt') || grunts === 0 ? mission.enemies : [{ type: 'grunt' as const, count: 0 }, ...mission.enemies];
  const list = types.map((e) => count(e.count + (e.type === 'grunt' ? grunts : 0), e.type)).join(', ');
  const why = [extra ? `${extra} Grunt more: ${faction!.name} in ${district!.name}` : '', coopWords].filter(Boolean).join('; ');
  return `${list}${faction ? `, all ${faction.name}` : ''}${why ? ` (${why})` : ''}.`;
}

/** Whose campaign a list was built for (the words and the enemy list depend on it). */
/** Whether a Character of the warband has A piece of the holy manual: it may add turns as any mission does with the scenario of that name (KB 2394-2396). */
const hasHolyManual = (roster: Roster | undefined): boolean => roster?.characters.some((c) => c.upgrades.some((u) => sameName(u, HOLY_MANUAL_UPGRADE))) === true;

const campaignKey = (roster: Roster | undefined) => JSON.stringify([roster?.campaign ?? null, roster ? underPressure(roster) : false, roster?.mode === 'coop', hasHolyManual(roster)]);

/** Kuggköping's battle rules, with what a game played as a mission leaves to reward after it (End game writes it into the log for the steps). */
export type KuggkopingBattleRules = BattleRules<Roster> & {
  rewards(state: PlayState): GameRewards | null;
  hardRules(state: PlayState): string[];
  /** The state with a Gizmo more in the mission's score this turn; null when the game is not played as a mission that counts them. */
  claimGizmo(state: PlayState): PlayState | null;
};

/** The score sources of the mission a state is played as (its option's and added scenario's too), and the added scenario; null with none set. */
function missionOf(data: Pick<KuggkopingBattleData, 'missions' | 'scenarios'>, state: PlayState): { sources: MissionSource[]; scenario: ScenarioData | undefined } | null {
  const id = battleOf(state).scenario;
  if (id === null) return null;
  const [missionPart, added] = id.split(SCENARIO_SEPARATOR);
  const mission = data.missions.find((m) => missionPart === m.id || missionPart!.startsWith(`${m.id}${OPTION_SEPARATOR}`));
  const scenario = added ? data.scenarios.find((s) => s.id === added) : undefined;
  const option = mission?.options.find((o) => missionPart === `${mission.id}${OPTION_SEPARATOR}${o.id}`);
  return { sources: [...(mission?.sources ?? []), ...(option?.sources ?? []), ...(scenario?.sources ?? [])], scenario };
}

/**
 * The Gizmo rewards a game played as a mission leaves (KB 1261-1265): one for each Gizmo the warband
 * claimed (the score's "Gizmos claimed"; those collected during the game are the player's to say, and
 * those a Resourceful warband traded for grit are not counted),
 * the added scenario's bonus Gizmos when it was reached (Tall buildings and narrow streets), and
 * whether Living Gizmos adds Tinker dice with each (KB 2224-2225). Null for a game not set up.
 */
export function gameRewards(data: Pick<KuggkopingBattleData, 'missions' | 'scenarios'>, state: PlayState): GameRewards | null {
  const played = missionOf(data, state);
  if (!played) return null;
  const { sources, scenario } = played;
  const totals = totalsOf(battleOf(state), sources).me;
  const bonus = scenario?.bonusGizmos;
  const more = bonus && (totals[bonus.source] ?? 0) >= bonus.atLeast ? bonus.gizmos : 0;
  // A Gizmo a Resourceful warband traded for grit leaves no reward (KB 720-721).
  return { gizmos: Math.max(0, (totals.gizmos ?? 0) - gizmosTraded(state)) + more, living: scenario?.id === 'living-gizmos' };
}

/**
 * Kuggköping's battle rules from its data: every mission with each option and each added scenario
 * (or none), in the book's order; the mission the campaign machine says is next as the suggestion.
 */
export function kuggkopingBattle(data: KuggkopingBattleData): KuggkopingBattleRules {
  let cached: { key: string; list: ScenarioRules[] } | null = null;
  const scenarios = (roster: Roster): ScenarioRules[] => {
    const key = campaignKey(roster);
    if (cached?.key !== key) cached = { key, list: buildAll(data, roster) };
    return cached.list;
  };
  return {
    noun: 'mission',
    scenarios,
    suggested: (roster) => suggestedMission(data, roster),
    rollable: false,
    solo: true,
    sideNames: { me: 'Warband', them: 'Enemies' },
    rewards: (state) => gameRewards(data, state),
    hardRules: (state) => hardRuleLines(isRecord(state.own) ? state.own[TURN_SIDE_KEY] : undefined, data.hardRules),
    claimGizmo: (state) => {
      const gizmos = missionOf(data, state)?.sources.find((s) => s.id === 'gizmos');
      return gizmos ? changeScore(state, 'me', gizmos.id, state.round, 1, gizmos.max) : null;
    },
  };
}

/**
 * The mission the campaign machine says is next for this warband (KB 1856, 1893-1897): Run to safety
 * after a failed mission 1 or 2, else the campaign's mission (mission 2 with its first option, the
 * Campfire: the option is picked or rolled after deployment, and the set-up can be changed then);
 * with no scenario added, as the player picks one. Null with no campaign, or one that is over.
 */
export function suggestedMission(data: Pick<KuggkopingBattleData, 'missions'>, roster: Pick<Roster, 'campaign'>): string | null {
  const c = roster.campaign;
  if (!c || c.outcome !== null) return null;
  const m = data.missions.find((x) => (c.runToSafety ? x.number === null : x.number === c.mission));
  if (!m) return null;
  return m.options.length > 0 ? `${m.id}${OPTION_SEPARATOR}${m.options[0]!.id}` : m.id;
}

function buildAll(data: KuggkopingBattleData, roster: Roster | undefined): ScenarioRules[] {
  const campaign = roster?.campaign;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const faction = campaign ? data.enemyFactions.find((f) => same(f.name, campaign.enemyFaction) || same(f.id, campaign.enemyFaction)) : undefined;
  const district = campaign ? data.districts.find((d) => same(d.name, campaign.district) || same(d.id, campaign.district)) : undefined;
  const pressed = roster ? underPressure(roster) : false;
  const ctx = { data, campaign, faction, district, pressed, coop: roster?.mode === 'coop', holyManual: hasHolyManual(roster) };
  return data.missions.flatMap((m) => [null, ...data.scenarios].flatMap((s) => (m.options.length > 0 && !s?.replacesVictory ? m.options.map((o) => choice(ctx, m, o, s)) : [choice(ctx, m, null, s)])));
}

type Ctx = { data: KuggkopingBattleData; campaign: Campaign | undefined; faction: EnemyFaction | undefined; district: District | undefined; pressed: boolean; coop: boolean; holyManual: boolean };


/** A choice's id: the mission's, then its option's after a dash and the scenario added after a "+" ("stay-the-night-campfire+heavy-rain"). */
const choiceId = (m: Pick<Mission, 'id'>, option: { id: string } | null, s: { id: string } | null): string => `${m.id}${option ? `${OPTION_SEPARATOR}${option.id}` : ''}${s ? `${SCENARIO_SEPARATOR}${s.id}` : ''}`;

/** One mission, with its option (mission 2) and the scenario added, as the kit plays it. */
function choice(ctx: Ctx, m: Mission, option: Mission['options'][number] | null, s: ScenarioData | null): ScenarioRules {
  const replaced = s?.replacesVictory === true;
  const own = { ...(replaced ? s.goal! : (option?.goal ?? m.goal!)), turnLimit: m.turnLimit };
  // The upgrade counts its turns where the mission has no turns added of its own (The holy manual scenario counts them already).
  const upgradeTurns = ctx.holyManual && !own.addsTurns;
  const goal: Goal = upgradeTurns ? { ...own, addsTurns: UPGRADE_TURNS.id } : own;
  // What it counts: the goal's first, then the mission's and the scenario's others, each once; all the warband's.
  const all = [...(replaced ? s.sources : []), ...(option && !replaced ? option.sources : []), ...m.sources, ...(!replaced && s ? s.sources : []), ...(upgradeTurns ? [UPGRADE_TURNS] : [])];
  const sources: ScoreSource[] = all.filter((x, i) => all.findIndex((y) => y.id === x.id) === i).map((x) => ({ ...x, side: 'me' as const }));
  const id = choiceId(m, option, s);
  const title = m.number === null ? m.name : `Mission ${m.number}: ${m.name}`;
  const name = `${title}${option ? ` (${option.name})` : ''}${s ? ` + ${s.name}` : ''}`;
  const victory = replaced ? s.victory! : option ? `${option.name}: ${option.text}` : m.victory;
  const limitWords = goal.addsTurns ? null : goal.turnLimit;
  const setup: SetupNote[] = [
    { label: 'Enemies', text: enemyWords(m, s, ctx) },
    { label: 'Enemy deployment', text: ENEMY_DEPLOYMENT[s?.deployment?.enemies ?? m.enemyDeployment] },
    {
      label: 'Your deployment',
      text: s?.deployment ? PLAYER_DEPLOYMENT[s.deployment.players] : m.playerDeployment ? PLAYER_DEPLOYMENT[m.playerDeployment] : 'The book’s text breaks off here: agree where the Characters deploy before the game.',
    },
    ...m.specialRules.map((r) =>
      r.name === 'Big Boss'
        ? { label: r.name, text: `${r.text} It keeps its own profile and special ability, without the enemy faction’s rule; Hard and Very hard apply to it as to every enemy (our reading K19).` }
        : { label: r.name, text: r.text },
    ),
    ...(m.options.length > 0 && !replaced ? [{ label: 'Campfire or Patrol', text: `Once every model is deployed, pick the victory condition or roll for it: ${m.options.map((o) => o.name).join(' or ')}. Change the set-up here if the other one comes up.` }] : []),
    ...(s ? [{ label: s.name, text: s.rules }] : []),
    ...(ctx.district ? [{ label: ctx.district.name, text: ctx.district.rule }] : []),
    ...(ctx.faction ? [{ label: ctx.faction.name, text: ctx.district?.replacesFactionRules ? ctx.faction.blackStreets.rule : ctx.faction.rule }] : []),
    {
      label: 'Turn limit',
      text: `${goal.addsTurns ? `Turn ${goal.turnLimit}, 1 later for each turn added with Tinker dice` : `Turn ${goal.turnLimit}`}; Hard’s shorter missions (and Very hard) take 1 turn off (KB 339-347: set the Hard rule in the enemy turn).`,
    },
  ];
  const hardRules = ctx.data.hardRules;
  return {
    id,
    name,
    victory,
    turnLimit: limitWords,
    atLimit: `Turn ${goal.turnLimit} is over.`,
    setup,
    href: missionHref(m),
    sources,
    // Mission 2's option is picked or rolled once every model is deployed (KB 2044-2047): a die between its options.
    ...(option && m.options.length > 1 ? { rolledAmong: { words: m.options.map((o) => o.name).join(' or '), ids: m.options.map((o) => choiceId(m, o, s)) } } : {}),
    endgame: (view) => verdict(goal, sources, view, hardRules, false),
    result: (view) => verdict(goal, sources, view, hardRules, true),
    pays: (view, outcome: Outcome) => [...campaignWords(m, ctx.campaign, ctx.pressed, outcome === 'win'), ...rewardWords(view, s, outcome === 'win')],
  };
}
