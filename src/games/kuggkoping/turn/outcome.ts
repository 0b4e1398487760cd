/**
 * An enemy's roll in our words (RULINGS K5, K11, K19): the modifiers it had, the table's result with
 * every rule that changes it here and its link, and the random direction and distance Lost in fog and
 * Wandering call for.
 */
import { createRng } from '../../../engine';
import { spaceLabel, type Space } from '../board';
import { activationFace, traitActivationModifier, type ActivationResultId } from '../activation';
import type { TurnData } from './data';
import { situationOf, sameSituation } from './order';
import { enemyProfile, factionIn, hardRulesIn } from './profile';
import { enemyOf, type Situation, type TurnState } from './state';

export interface RuleNote {
  name: string;
  text: string;
  href: string;
}

export interface Outcome {
  face: number;
  typed: boolean;
  total: number;
  result: ActivationResultId;
  name: string;
  /** "Rolled 4, +1 sees a Character, +2 adjacent: total 7". */
  sum: string;
  /** The table row, then every rule that changes it here, each with its link. */
  notes: RuleNote[];
  /** The situation now differs from the roll's: Roll again. */
  stale: boolean;
  situation: Situation;
}

const ENEMIES = '/kuggkoping/rules/enemies/';
const TABLE = `${ENEMIES}#enemy-activation-table`;

/** The modifiers on faces 2-6 for an enemy in a situation, each named. */
export function modifiers(state: TurnState, data: TurnData, s: Situation, boss = false): { label: string; value: number }[] {
  const district = data.districts.find((d) => d.id === state.district);
  const bonus = district?.lineOfSightBonus ?? 1;
  const out: { label: string; value: number }[] = [];
  if (s.lineOfSight) out.push({ label: bonus > 1 ? `sees a Character (${district!.name})` : 'sees a Character', value: bonus });
  if (s.adjacent) out.push({ label: 'adjacent', value: 2 });
  // Every player's trait counts (K11); a Big Boss is of no faction (K19), so traits against one do not apply to it.
  if (!boss) {
    for (const t of data.activation.traits.filter((x) => state.traits.includes(x.id))) {
      const value = traitActivationModifier([t], state.enemyFaction ?? undefined, state.difficulty);
      if (value) out.push({ label: t.name, value });
    }
  }
  if (state.modifier) out.push({ label: 'other modifier', value: state.modifier });
  return out;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** What enemy `id`'s roll gives, in our words, or undefined before it rolls. */
export function outcome(state: TurnState, data: TurnData, id: string): Outcome | undefined {
  const e = enemyOf(state, id);
  if (!e.roll) return undefined;
  const { face, typed, situation } = e.roll;
  const boss = data.enemyTypes.find((t) => t.id === e.type)?.boss === true;
  const mods = modifiers(state, data, situation, boss);
  const extra = mods.reduce((s, m) => s + m.value, 0);
  const district = data.districts.find((d) => d.id === state.district);
  // activationFace applies K5 (a 1 ignores every modifier); the district's bonus is in `extra` already.
  const r = activationFace(face, { lineOfSight: false, adjacent: false, modifier: Math.max(-10, Math.min(10, extra)) });
  const row = data.activation.rows.find((x) => x.result === r.result);
  const name = row?.name ?? r.result;
  const sum = face === 1 ? 'Rolled 1: a 1 ignores every modifier' : `Rolled ${face}${mods.map((m) => `, ${signed(m.value)} ${m.label}`).join('')}: total ${r.total}`;
  const notes: RuleNote[] = [];
  if (row) notes.push({ name: row.name, text: row.text, href: TABLE });
  if (row?.followUp) notes.push({ name: row.followUp.name, text: row.followUp.text, href: TABLE });
  const profile = enemyProfile(state, data, e);
  const faction = profile.type.boss ? undefined : factionIn(state, data);
  if (r.result === 'rage' && faction?.rules.rageAdjacentPlacement) notes.push({ name: faction.name, text: faction.rules.rule, href: `${ENEMIES}#enemy-factions` });
  if (faction && (r.result === 'fight' || r.result === 'rage')) {
    if (!faction.rules.rageAdjacentPlacement) notes.push({ name: faction.variant ? `${faction.name} (Black Streets)` : faction.name, text: faction.rules.rule, href: `${ENEMIES}#enemy-factions` });
  }
  if (r.result === 'fight' || r.result === 'rage') {
    for (const h of hardRulesIn(state, data)) if (h.enemyActionDice || h.enemyGrit) notes.push({ name: 'Hard rule', text: h.text, href: '/kuggkoping/rules/playing-the-game/#adjust-difficulty' });
  }
  if (profile.type.boss && profile.type.ability) notes.push({ name: profile.type.name, text: profile.type.ability, href: `/kuggkoping/rules/campaign-machine/#${profile.type.id}` });
  if (district && (district.lineOfSightBonus > 1 || district.replacesFactionRules) && r.result !== 'lostInFog') {
    notes.push({ name: district.name, text: district.rule, href: `/kuggkoping/rules/campaign-machine/#${district.id}` });
  }
  if (state.difficulty === 'easy' && (state.enemyFaction || state.traits.length > 0)) {
    const level = data.activation.difficulties.find((d) => d.id === 'easy');
    notes.push({ name: `${level?.name ?? 'Easy'} difficulty`, text: data.difficultyTexts.easy ?? '', href: '/kuggkoping/rules/playing-the-game/#adjust-difficulty' });
  }
  const now = situationOf(state, id);
  return { face, typed, total: r.total, result: r.result, name, sum, notes, stale: !sameSituation(now, situation), situation };
}

/** A random direction and distance a result calls for: Lost in fog's place and Wandering's move. */
export interface Scatter {
  /** "up and right": on the board as drawn (row 1 at the top). */
  direction: string;
  dx: -1 | 0 | 1;
  dy: -1 | 0 | 1;
  distance: number;
  /** With a board: the space it points to, kept on the board. */
  to?: Space;
  text: string;
}

const DIRECTIONS = [
  { direction: 'up', dx: 0, dy: -1 },
  { direction: 'up and right', dx: 1, dy: -1 },
  { direction: 'right', dx: 1, dy: 0 },
  { direction: 'down and right', dx: 1, dy: 1 },
  { direction: 'down', dx: 0, dy: 1 },
  { direction: 'down and left', dx: -1, dy: 1 },
  { direction: 'left', dx: -1, dy: 0 },
  { direction: 'up and left', dx: -1, dy: -1 },
] as const;

/**
 * The random direction (one of eight, as a scatter die points) and the distance enemy `id`'s result
 * needs, rolled from the turn's seed for this roll: Lost in fog places it 1D6 spaces from the board's
 * centre (the deployment rule's "place", KB 1772), Wandering moves it its Move (KB 1776-1777).
 * Undefined for any other result, before it rolls, or for a stale roll.
 */
export function scatterFor(state: TurnState, data: TurnData, id: string): Scatter | undefined {
  const e = enemyOf(state, id);
  const o = outcome(state, data, id);
  if (!o || o.stale || (o.result !== 'lostInFog' && o.result !== 'wandering')) return undefined;
  const rng = createRng(`${state.seed}/${id}/scatter/${e.seeded}`);
  const d = DIRECTIONS[rng.int(0, DIRECTIONS.length - 1)]!;
  const fog = o.result === 'lostInFog';
  const distance = fog ? rng.die(6) : enemyProfile(state, data, e).move;
  const b = state.board;
  const from = fog ? (b ? { x: Math.floor((b.width - 1) / 2), y: Math.floor((b.height - 1) / 2) } : undefined) : e.at;
  const to = b && from ? { x: Math.max(0, Math.min(b.width - 1, from.x + d.dx * distance)), y: Math.max(0, Math.min(b.height - 1, from.y + d.dy * distance)) } : undefined;
  const where = to ? ` (towards ${spaceLabel(to)}${fog ? `, from the centre ${spaceLabel(from!)}` : ''}; the nearest free space if it is taken)` : '';
  const text = fog ? `Place it ${distance} space${distance === 1 ? '' : 's'} from the board’s centre, ${d.direction}${where}.` : `It wanders ${d.direction}, up to ${distance} spaces${where}.`;
  return { direction: d.direction, dx: d.dx, dy: d.dy, distance, ...(to ? { to } : {}), text };
}
