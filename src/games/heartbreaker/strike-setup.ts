/**
 * The strike-odds tool's set-up as plain values (the URL's fields) and how it turns into the odds
 * functions' inputs: every named Fight/Shoot modifier and quirk with its value read from the game's
 * data (strike-modifiers.yaml, gear.yaml, abilities.yaml, keywords.yaml), never retyped here.
 * Pure: no DOM, no React, no Astro.
 */
import { refuse } from '../../common/inputs';
import { fight, secondWind, strike, type FightResult, type Reroll, type SecondWindResult, type StrikeResult } from './odds';
import type { Keyword, Quirk, StartingStat, StrikeAction, StrikeModifier, Weapon } from './schema';
import { weaponFill } from './weapon-fill';

export { weaponFill };

export type Vantage = 'level' | 'above' | 'below';

/** Every input of the tool; the names are the URL's query parameters. */
export interface StrikeSetup {
  action: StrikeAction;
  punch: number;
  /** Akimbo Holster's Dual Wield: the weapon's PUNCH doubled, at a penalty. */
  dualWield: boolean;
  /** Any PUNCH modifier not named below (a weapon's own, e.g. Headshot -1). */
  modifier: number;
  backstab: boolean;
  /** Other friendly fighters nearby the target that can see it (Fight). */
  gangUp: number;
  vantage: Vantage;
  cover: boolean;
  /** Focus tokens spent on the PUNCH roll. */
  focus: number;
  /** Fight actions the striker has taken this activation, this one included if it is a Fight (H8). */
  fights: number;
  /** Shoot actions the striker has taken this activation, this one included if it is a Shoot (H8). */
  shoots: number;
  /** The weapon is Reliable: fatigue does not touch its PUNCH dice. */
  reliable: boolean;
  /** Stalker against a target at half its Meat or less. */
  stalker: boolean;
  /** Fanatic at half Meat or less, fighting straight after a Sprint. */
  fanatic: boolean;
  doubleFives: boolean;
  crush: boolean;
  bothBarrels: boolean;
  reroll: Reroll;
  armor: number;
  /** Total modifier on the target's ARMOR dice (Focus tokens spent on ARMOR). */
  armorModifier: number;
  /** The target's Deflect weapon's PUNCH (0: no Deflect). Fight only. */
  deflect: number;
  meat: number;
  /** Work out the whole Fight exchange, strike back included. Fight only. */
  exchange: boolean;
  speed: number;
  sprinted: boolean;
  targetSpeed: number;
  targetPunch: number;
  targetModifier: number;
  targetCrush: boolean;
  /** The strike back's re-roll: the target's PUNCH, or the attacker's ARMOR. */
  strikeBackReroll: Reroll;
  attackerArmor: number;
  attackerArmorModifier: number;
  attackerMeat: number;
  /** The attacker's gang has Fanatic: brought to zero Meat, it still strikes back. */
  strikesBackAtZero: boolean;
  /** The target's gang has Fanatic. */
  targetStrikesBackAtZero: boolean;
  /** Second Wind: a friendly fighter is nearby the downed target. */
  allyNearby: boolean;
  /** Second Wind: that friend carries a Medpack. */
  medpack: boolean;
  /** The striker is Bloodthirsty: a target it takes down gets no Second Wind. */
  bloodthirsty: boolean;
}

/** The numbers the rules give each named modifier and quirk, read from the game's data. */
export interface StrikeRules {
  backstab: Record<StrikeAction, number>;
  gangUp: number;
  vantageAbove: number;
  vantageBelow: number;
  cover: number;
  focus: number;
  fatigue: number;
  stalker: number;
  fanatic: number;
  dualWieldModifier: number;
  dualWieldMultiplier: number;
  bothBarrelsAttacks: number;
}

export interface StrikeData {
  modifiers: readonly StrikeModifier[];
  gear: readonly Quirk[];
  abilities: readonly Quirk[];
  keywords: readonly Keyword[];
}

function find<T extends { id: string }>(list: readonly T[], id: string, file: string): T {
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`The strike-odds tool needs "${id}" in ${file}.`);
  return found;
}

function effectNumber(entry: { id: string; effects: readonly Record<string, unknown>[] }, key: string, file: string, action?: StrikeAction): number {
  const effect = entry.effects.find((e) => typeof e[key] === 'number' && (action === undefined || e.action === action));
  if (!effect) throw new Error(`The strike-odds tool needs a ${key} effect on "${entry.id}" in ${file}.`);
  return effect[key] as number;
}

/** Collects the values the tool computes with from the game's data tables. */
export function strikeRulesFromData(data: StrikeData): StrikeRules {
  const mod = (id: string) => find(data.modifiers, id, 'strike-modifiers.yaml').value;
  const akimbo = find(data.gear, 'akimbo-holster', 'gear.yaml');
  return {
    backstab: { fight: mod('backstab-fight'), shoot: mod('backstab-shoot') },
    gangUp: mod('gang-up'),
    vantageAbove: mod('vantage-above'),
    vantageBelow: mod('vantage-below'),
    cover: mod('cover'),
    focus: mod('focus'),
    fatigue: mod('fatigue'),
    stalker: effectNumber(find(data.abilities, 'stalker', 'abilities.yaml'), 'punchModifier', 'abilities.yaml'),
    fanatic: effectNumber(find(data.abilities, 'fanatic', 'abilities.yaml'), 'punchModifier', 'abilities.yaml', 'fight'),
    dualWieldModifier: effectNumber(akimbo, 'punchModifier', 'gear.yaml'),
    dualWieldMultiplier: effectNumber(akimbo, 'punchMultiplier', 'gear.yaml'),
    bothBarrelsAttacks: effectNumber(find(data.keywords, 'bothBarrels', 'keywords.yaml'), 'attacks', 'keywords.yaml'),
  };
}

/** One named part of the PUNCH modifier, for the "how it adds up" line. */
export interface ModifierPart {
  label: string;
  value: number;
}

/**
 * H8: fatigue triggers on a repeat (the first Fight and the first Shoot are free) and a triggered
 * penalty stays on every later PUNCH die of the activation, so an action's PUNCH dice take one step
 * per repeat so far: max(0, fights - 1) + max(0, shoots - 1), this action counted in its own column.
 */
export function fatigueSteps(fights: number, shoots: number): number {
  return Math.max(0, fights - 1) + Math.max(0, shoots - 1);
}

/** H8 counts this action: a Fight needs at least one Fight so far, a Shoot one Shoot. Refuses otherwise. */
export function checkActionCounts(s: Pick<StrikeSetup, 'action' | 'fights' | 'shoots'>): void {
  if (s.action === 'fight' && s.fights < 1) refuse('This Fight is one of the Fights so far: count it (Fights this activation at least 1).');
  if (s.action === 'shoot' && s.shoots < 1) refuse('This Shoot is one of the Shoots so far: count it (Shoots this activation at least 1).');
}

/** The PUNCH modifier's parts that apply to this action (the others are ignored, not refused). */
export function punchModifierParts(s: StrikeSetup, rules: StrikeRules): ModifierPart[] {
  const parts: ModifierPart[] = [];
  const add = (label: string, value: number) => value !== 0 && parts.push({ label, value });
  const fightAction = s.action === 'fight';
  add('Other modifier', s.modifier);
  if (s.backstab) add('Backstab', rules.backstab[s.action]);
  if (fightAction) add(`Gang Up (${s.gangUp})`, s.gangUp * rules.gangUp);
  if (!fightAction && s.vantage === 'above') add('Vantage (above)', rules.vantageAbove);
  if (!fightAction && s.vantage === 'below') add('Vantage (below)', rules.vantageBelow);
  if (!fightAction && s.cover) add('Cover', rules.cover);
  add(`Focus (${s.focus})`, s.focus * rules.focus);
  const repeats = fatigueSteps(s.fights, s.shoots);
  if (!s.reliable) add(`Fatigue (${repeats} ${repeats === 1 ? 'repeat' : 'repeats'})`, repeats * rules.fatigue);
  if (s.stalker) add('Stalker', rules.stalker);
  if (fightAction && s.fanatic) add('Fanatic', rules.fanatic);
  if (s.dualWield) add('Dual Wield', rules.dualWieldModifier);
  return parts;
}

export interface StrikeOdds extends StrikeResult {
  /** PUNCH dice rolled (doubled by Dual Wield). */
  punchDice: number;
  /** The total PUNCH modifier and what it is made of. */
  totalModifier: number;
  parts: ModifierPart[];
  /** The whole Fight exchange, when asked for (Fight only). */
  fight?: FightResult;
  secondWind: SecondWindResult;
  /** Chance the strike takes the target down and its Second Wind roll at the end of the round fails. */
  pStaysDown: number;
}

/** Everything the tool shows for one set-up. Throws an InputError (a refusal) for an impossible set-up. */
export function strikeOdds(s: StrikeSetup, rules: StrikeRules): StrikeOdds {
  checkActionCounts(s);
  const fightAction = s.action === 'fight';
  const parts = punchModifierParts(s, rules);
  const totalModifier = parts.reduce((sum, p) => sum + p.value, 0);
  const punchDice = s.dualWield ? s.punch * rules.dualWieldMultiplier : s.punch;
  const attacks = !fightAction && s.bothBarrels ? rules.bothBarrelsAttacks : 1;
  const deflect = fightAction ? s.deflect : 0;
  const one = strike({
    punch: punchDice,
    modifier: totalModifier,
    armor: s.armor,
    armorModifier: s.armorModifier,
    crush: s.crush,
    doubleFives: s.doubleFives,
    reroll: s.reroll,
    meat: s.meat,
    deflect,
    attacks,
  });

  let exchange: FightResult | undefined;
  if (fightAction && s.exchange) {
    // Each fighter has one re-roll in the exchange (Lucky Charm, once a round).
    if (s.reroll === 'punch' && s.strikeBackReroll === 'armor') {
      refuse('The attacker has one re-roll in a Fight: use it on its PUNCH or on its ARMOR, not both.');
    }
    if (s.reroll === 'armor' && s.strikeBackReroll === 'punch') {
      refuse('The target has one re-roll in a Fight: use it on its ARMOR or on its strike back, not both.');
    }
    exchange = fight({
      attacker: {
        punch: punchDice,
        modifier: totalModifier,
        crush: s.crush,
        doubleFives: s.doubleFives,
        armor: s.attackerArmor,
        armorModifier: s.attackerArmorModifier,
        meat: s.attackerMeat,
        speed: s.speed,
        reroll: s.reroll === 'punch' ? 'punch' : s.strikeBackReroll === 'armor' ? 'armor' : 'none',
        strikesBackAtZero: s.strikesBackAtZero,
      },
      defender: {
        punch: s.targetPunch,
        modifier: s.targetModifier,
        crush: s.targetCrush,
        armor: s.armor,
        armorModifier: s.armorModifier,
        meat: s.meat,
        speed: s.targetSpeed,
        reroll: s.reroll === 'armor' ? 'armor' : s.strikeBackReroll === 'punch' ? 'punch' : 'none',
        strikesBackAtZero: s.targetStrikesBackAtZero,
      },
      sprinted: s.sprinted,
      deflect,
    });
  }

  const wind = secondWind({ allyNearby: s.allyNearby, medpack: s.medpack, bloodthirsty: s.bloodthirsty });
  return { ...one, punchDice, totalModifier, parts, fight: exchange, secondWind: wind, pStaysDown: one.pDown * (1 - wind.perRoll) };
}

/** A weapon matches the set-up when every field it fills has the value it would fill. */
export function weaponMatches(w: Weapon, s: StrikeSetup): boolean {
  const fill = weaponFill(w, s);
  return (Object.keys(fill) as (keyof StrikeSetup)[]).every((k) => fill[k] === s[k]);
}

/** The Armor stat a fighter has with each armour quirk (or none), from the starting stats and gear. */
export function armorChoices(stats: readonly StartingStat[], gear: readonly Quirk[]): { label: string; armor: number }[] {
  const start = find(stats, 'armor', 'starting-stats.yaml').start;
  return [
    { label: `No armour quirk (${start})`, armor: start },
    ...gear
      .filter((g) => g.limitOnePerFighter === 'armor')
      .map((g) => {
        const armor = start + effectNumber(g, 'armorDice', 'gear.yaml');
        return { label: `${g.name} (${armor})`, armor };
      }),
  ];
}
