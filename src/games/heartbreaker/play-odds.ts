/**
 * Heartbreaker's odds between two gangs in play (issue 23), apart from ./play.ts so the play page's
 * first load carries none of the strike-odds code: the play island loads it after its first paint and
 * hands it to heartbreakerPlay. Both ways: one of my fighters striking one of theirs, and one of theirs
 * striking one of mine, each in the state of play (Meat left on both sides, my fighter's actions of
 * this activation for fatigue), worked out by the strike-odds tool's own function.
 */
import { foeOf, type PlayOdds, type PlayOddsRules, type PlayState } from '../../roster/play';
import type { Fighter, Roster } from './roster-format';
import { fighterLabel, fighterStats, fighterWeapons, strikeLinkFields, type HeartbreakerBook } from './roster-rules';
import { strikeOdds, type StrikeRules, type StrikeSetup } from './strike-setup';
import { strikeOdds as strikeOddsTool } from './tools/refs';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { FIGHT, SHOOT } from './play';

/**
 * The strike of fighter `a` of `attackers` (with `attackerDamage` Meat lost, and `before` Fight and
 * Shoot actions taken already this activation, for fatigue) with `weapon` at `target` (with
 * `targetDamage` Meat lost; `cover` for a Shoot at a target in cover), as the strike-odds tool works it
 * out; the rest of the set-up is the plain case (level, no Focus, no Gang Up, no Backstab).
 */
export function strikeSetup(
  attackers: Roster,
  a: number,
  attackerDamage: number,
  before: { fights: number; shoots: number },
  weapon: string,
  target: Fighter,
  targetDamage: number,
  cover: boolean,
  book: HeartbreakerBook,
): StrikeSetup | null {
  if (!attackers.fighters[a]) return null;
  const inPlay = { ...attackers, fighters: attackers.fighters.map((f, k) => (k === a ? { ...f, meatLost: attackerDamage } : f)) };
  const fields = strikeLinkFields(inPlay, a, weapon, {}, book);
  if (!fields || fields.punch === undefined || fields.action === undefined) return null;
  const them = fighterStats({ ...target, meatLost: targetDamage }, book);
  const fight = fields.action === 'fight';
  // This action is counted with the ones taken already (H8).
  const fights = before.fights + (fight ? 1 : 0);
  const shoots = before.shoots + (fight ? 0 : 1);
  return {
    action: fields.action,
    punch: fields.punch,
    dualWield: false,
    modifier: fields.modifier ?? 0,
    backstab: false,
    gangUp: 0,
    vantage: 'level',
    cover: !fight && cover,
    focus: 0,
    fights,
    shoots,
    reliable: fields.reliable ?? false,
    stalker: false,
    fanatic: false,
    doubleFives: fields.doubleFives ?? false,
    crush: fields.crush ?? false,
    bothBarrels: fields.bothBarrels ?? false,
    reroll: fields.reroll ?? 'none',
    armor: them.armor,
    armorModifier: 0,
    deflect: 0,
    meat: Math.max(1, them.meatLeft),
    exchange: false,
    speed: fields.speed ?? them.speed,
    sprinted: false,
    targetSpeed: them.speed,
    targetPunch: 1,
    targetModifier: 0,
    targetCrush: false,
    strikeBackReroll: 'none',
    attackerArmor: fields.attackerArmor ?? 0,
    attackerArmorModifier: 0,
    attackerMeat: fields.attackerMeat ?? 1,
    strikesBackAtZero: fields.strikesBackAtZero ?? false,
    targetStrikesBackAtZero: false,
    allyNearby: false,
    medpack: false,
    bloodthirsty: fields.bloodthirsty ?? false,
  };
}


/** My fighter i (in `state`: its Meat left and its actions of this activation) with `weapon` at their fighter j (its Meat left from `state.foes`). */
export function strikeInPlay(mine: Roster, i: number, state: PlayState, weapon: string, theirs: Roster, j: number, cover: boolean, book: HeartbreakerBook): StrikeSetup | null {
  const m = state.models[i];
  const target = theirs.fighters[j];
  if (!m || !target) return null;
  return strikeSetup(mine, i, m.damage, { fights: m.counters[FIGHT] ?? 0, shoots: m.counters[SHOOT] ?? 0 }, weapon, target, foeOf(state, j).damage, cover, book);
}

/**
 * The other way round: their fighter j (its Meat left from `state.foes`, its first action of an
 * activation: their actions are not tracked) with `weapon` at my fighter i with its Meat left in `state`.
 */
export function strikeAgainstMine(mine: Roster, i: number, state: PlayState, theirs: Roster, j: number, weapon: string, cover: boolean, book: HeartbreakerBook): StrikeSetup | null {
  const m = state.models[i];
  const target = mine.fighters[i];
  if (!m || !target) return null;
  return strikeSetup(theirs, j, foeOf(state, j).damage, { fights: 0, shoots: 0 }, weapon, target, m.damage, cover, book);
}

/** The fighter's weapons, each once by name. */
export const strikeWeapons = (roster: Roster, index: number, book: HeartbreakerBook): string[] => {
  const f = roster.fighters[index];
  return f ? [...new Set(fighterWeapons(f, book).map((w) => w.name))] : [];
};

/** The odds shown on a card: hurt (any Meat lost), Taken Down, and the strike-odds tool with the same set-up. */
function shownOdds(setup: StrikeSetup | null, rules: StrikeRules, label: string, mine: Roster): PlayOdds | null {
  if (!setup) return null;
  const odds = strikeOdds(setup, rules);
  return {
    hurt: 1 - (odds.damage[0] ?? 0),
    takeOut: odds.pDown,
    href: toolHref(strikeOddsTool, setup, { from: { label, back: '/heartbreaker/play/', backLabel: shown(mine.name) || 'your game' } }),
  };
}

/** The odds rules of the play view: each weapon of my fighter against each fighter of the opponent's gang, and theirs against mine. */
export function heartbreakerOdds(book: HeartbreakerBook, strikeRules: StrikeRules): PlayOddsRules<Roster> {
  return {
    weapons: (roster, index) => strikeWeapons(roster, index, book),
    targets: (opponent) => (opponent?.fighters ?? []).map((f, i) => ({ name: fighterLabel(f, i), max: fighterStats({ ...f, meatLost: 0 }, book).meat })),
    toggle: 'Target in cover (Shoot)',
    odds: (roster, index, state, weapon, opponent, target, cover) =>
      opponent?.fighters[target] && roster.fighters[index]
        ? shownOdds(strikeInPlay(roster, index, state, weapon, opponent, target, cover, book), strikeRules, `${fighterLabel(roster.fighters[index], index)} with ${weapon} at ${fighterLabel(opponent.fighters[target], target)}`, roster)
        : null,
    incoming: {
      weapons: (opponent, target) => (opponent ? strikeWeapons(opponent, target, book) : []),
      odds: (roster, index, state, opponent, target, weapon, cover) =>
        opponent?.fighters[target] && roster.fighters[index]
          ? shownOdds(strikeAgainstMine(roster, index, state, opponent, target, weapon, cover, book), strikeRules, `${fighterLabel(opponent.fighters[target], target)} (theirs) with ${weapon} at ${fighterLabel(roster.fighters[index], index)}`, roster)
          : null,
    },
  };
}
