/**
 * The profiles the enemy turn and the play view's odds read (RULINGS K1-K9, K19): an enemy's as it
 * plays (its faction's changes or the Black Streets variant, the Hard rules, its ability's grit
 * changes, Fragile self-esteem) and a Character's as its warband built it or as its bare archetype.
 * Kept apart from ../turn.ts (which re-exports all of it) so the play view's odds carry none of the
 * turn's code. Pure: no DOM.
 */
import { InputError } from '../../../common/input-error';
import type { CharacterView } from '../roster-rules';
import type { Archetype } from '../schema';

/** The turn's settings a profile depends on. */
export interface ProfileSettings {
  enemyFaction: string | null;
  district: string | null;
  difficulty: string;
  hardRule: string | null;
}

/** The data a profile reads (a part of the turn's data). */
export interface ProfileData {
  enemyTypes: TurnEnemyType[];
  archetypes: (Profile & { id: string; name: string })[];
  districts: { id: string; replacesFactionRules: boolean }[];
  factions: { id: string; name: string; usual: TurnFactionRules; blackStreets: TurnFactionRules }[];
  hardRules?: TurnHardRule[];
}

/** What of an enemy of the turn its profile reads. */
export interface ProfileEnemy {
  type: string;
  gritLost: number;
  gritChange?: number;
  down?: boolean;
}

/** What of a Character of the turn its profile reads. */
export interface ProfileCharacter {
  archetype: string;
  built?: BuiltCharacter;
}

/** The six numbers of a profile, as the archetypes and enemy types share them. */
export type Profile = Pick<Archetype, 'move' | 'range' | 'actionDice' | 'hitOn' | 'defence' | 'grit'>;

export interface TurnEnemyType extends Profile {
  id: string;
  name: string;
  boss: boolean;
  /** Action dice lost per grit lost (Bell-Man: 1). */
  actionDiceLostPerGritLost: number;
  /** A boss's ability in our words. */
  ability?: string;
  /** K8: only special actions and attacks with the gear its entry names can hurt it. */
  hurtOnlyBy?: string;
  /** K8: the gadget and quirk ids whose attacks can hurt it (with hurtOnlyBy). */
  damagedOnlyBy?: { gadgets: string[]; quirks: string[] };
  /** Grit it gains (or loses) on a trigger (Death Hulter, Hulder; KB 2139-2141, 2152-2153). */
  gritChanges?: { on: GritTrigger; grit: number }[];
  /** The type it becomes when it claims a Gizmo (Promotion: Grunt to Lurker, Lurker to Bell-Man). */
  promotesTo?: string;
}

export type GritTrigger = 'characterKnockedDown' | 'modelKilled' | 'gizmoClaimedByPlayer';

export interface TurnFactionRules {
  rule: string;
  actionDice: number;
  hitOnlyOn?: number;
  defence?: number;
  move: number;
  range: number;
  grit: number;
  rageAdjacentPlacement: boolean;
  /** Draugar: at 0 grit knocked down, not killed (KB 1740-1742). */
  knockedDownNotKilled: boolean;
}

/** A Hard rule (KB 339-345): what it does to the enemy models. */
export interface TurnHardRule {
  id: string;
  min: number;
  max: number;
  text: string;
  enemyActionDice: number;
  enemyGrit: number;
}

/**
 * The Hard rules table (KB 339-345, content/kuggkoping/data/hard-rules.yaml), used while the
 * enemy-activation page's collections do not hand it over; a unit test keeps it equal to the file.
 */
export const BOOK_HARD_RULES: readonly TurnHardRule[] = [
  { id: 'dearer-tinker-dice', min: 1, max: 2, text: 'Spending Tinker dice to influence a roll or for momentum costs 1 more Tinker dice than usual.', enemyActionDice: 0, enemyGrit: 0 },
  { id: 'tougher-enemies', min: 3, max: 4, text: 'Enemy models get +1 action dice and +1 grit.', enemyActionDice: 1, enemyGrit: 1 },
  { id: 'shorter-missions', min: 5, max: 6, text: "Every mission's turn limit drops by 1.", enemyActionDice: 0, enemyGrit: 0 },
];


/** One attack of a Character (its counterattacks use it, K9): the card's attack line. */
export type TurnAttack = Omit<CharacterView['attacks'][number], 'adjacent'>;

/**
 * A Character as its warband built it (gear, upgrades, traits; the roster rules' characterView), for
 * the odds both ways. Without it a Character is its bare archetype (the enemy-activation page).
 */
export interface BuiltCharacter {
  move: number;
  range: number;
  defence: number;
  /** Its full grit as built (K4: knocked down at 0 of this). */
  grit: number;
  /** Against an adjacent enemy, and from 2 or more spaces when its range reaches. */
  adjacent: TurnAttack;
  ranged?: TurnAttack;
  bestOfTwoDefence: boolean;
  sixRemovesOnlyOne: boolean;
  maxGritLostPerAttack: number;
  /** Attackers hit it only on this or more (a defence gadget). */
  attackersHitOnlyOn?: number;
  /** Ids of its equipped gadgets and their quirks (K8: what can hurt Skrot Nikke or Abaia). */
  gear: string[];
  /** Extra action dice on its counterattacks only (Spike Armor). */
  counterExtraDice?: number;
}


export interface EnemyProfile extends Profile {
  fullGrit: number;
  gritLeft: number;
  /** Its action dice before Fragile self-esteem (KB 1722-1723) takes any off. */
  fullActionDice: number;
  type: TurnEnemyType;
}

/** Do faction rules apply: not at Easy (no faction rules), and the Black Streets swap in their variants. */
export function factionIn(state: ProfileSettings, data: ProfileData): { id: string; name: string; rules: TurnFactionRules; variant: boolean } | undefined {
  const f = data.factions.find((x) => x.id === state.enemyFaction);
  if (!f || state.difficulty === 'easy') return undefined;
  const district = data.districts.find((d) => d.id === state.district);
  const variant = !!district?.replacesFactionRules;
  return { id: f.id, name: f.name, rules: variant ? f.blackStreets : f.usual, variant };
}

/** The Hard rules in force: the one rolled at Hard, all of them at Very hard (KB 339-347), none otherwise. */
export function hardRulesIn(state: ProfileSettings, data: ProfileData): TurnHardRule[] {
  const rules = data.hardRules ?? [...BOOK_HARD_RULES];
  if (state.difficulty === 'very-hard') return rules;
  if (state.difficulty === 'hard') return rules.filter((r) => r.id === state.hardRule);
  return [];
}

/**
 * An enemy's profile as it plays: its type's, with its faction's changes (the Black Streets variant in
 * that district; none at Easy, none for a Big Boss, K19), the Hard rules' "+1 action dice and grit"
 * (KB 343; the Big Boss too, K19), the grit its own ability gained or lost (Death Hulter, Hulder), and
 * Fragile self-esteem's die lost per grit lost (KB 1722-1723; never fewer than 1 die, K1).
 */
export function enemyProfile(state: ProfileSettings, data: ProfileData, e: ProfileEnemy): EnemyProfile {
  const type = data.enemyTypes.find((t) => t.id === e.type);
  if (!type) throw new InputError(`There is no enemy type "${e.type}".`);
  const f = type.boss ? undefined : factionIn(state, data)?.rules;
  const hard = hardRulesIn(state, data);
  const fullGrit = Math.max(1, type.grit + (f?.grit ?? 0) + hard.reduce((n, r) => n + r.enemyGrit, 0) + (e.gritChange ?? 0));
  const fullActionDice = type.actionDice + (f?.actionDice ?? 0) + hard.reduce((n, r) => n + r.enemyActionDice, 0);
  const gritLost = Math.min(fullGrit, e.gritLost);
  return {
    type,
    move: type.move + (f?.move ?? 0),
    range: type.range + (f?.range ?? 0),
    actionDice: Math.max(1, fullActionDice - type.actionDiceLostPerGritLost * gritLost),
    fullActionDice,
    hitOn: f?.hitOnlyOn ?? type.hitOn,
    defence: f?.defence ?? type.defence,
    grit: fullGrit,
    fullGrit,
    gritLeft: e.down ? 0 : fullGrit - gritLost,
  };
}

/** An enemy's profile as the turn plays it, in words (the enemy turn and the printed game sheet say it alike). */
export function enemyProfileLine(p: EnemyProfile): string {
  const fewer = p.fullActionDice - p.actionDice;
  return `${p.type.name}: Move ${p.move}, Range ${p.range}, ${p.actionDice} (${p.hitOn}+), Defence ${p.defence}+, grit ${p.gritLeft} of ${p.fullGrit}${fewer > 0 ? ` (Fragile self-esteem: ${fewer} fewer dice for grit lost)` : ''}`;
}

function archetypeOf(data: ProfileData, c: ProfileCharacter) {
  const a = data.archetypes.find((x) => x.id === c.archetype);
  if (!a) throw new InputError(`There is no archetype "${c.archetype}".`);
  return a;
}

/** A Character's profile for the odds: as the warband built it, or its bare archetype's. */
export function characterProfile(data: ProfileData, c: ProfileCharacter): BuiltCharacter {
  if (c.built) return c.built;
  const a = archetypeOf(data, c);
  const attack: TurnAttack = { actionDice: a.actionDice, hitOn: a.hitOn, critOn: 6, extraHitsOnCrit: 1, rerollMisses: false, range: a.range };
  return { move: a.move, range: a.range, defence: a.defence, grit: a.grit, adjacent: attack, ...(a.range >= 2 ? { ranged: attack } : {}), bestOfTwoDefence: false, sixRemovesOnlyOne: false, maxGritLostPerAttack: 0, gear: [] };
}

/** K8: can this Character's attacks hurt this enemy (a boss only some gear can hurt)? */
export function gearCanHurt(profile: Pick<BuiltCharacter, 'gear'>, type: TurnEnemyType): boolean {
  if (!type.hurtOnlyBy) return true;
  const limit = type.damagedOnlyBy;
  return !!limit && profile.gear.some((g) => limit.gadgets.includes(g) || limit.quirks.includes(g));
}

/** A Character's build as the turn's odds read it: its card's own profile, attacks and defence (roster-rules' characterView). */
export function builtFromView(view: CharacterView): BuiltCharacter | undefined {
  const p = view.profile;
  const d = view.defence;
  const adjacent = view.attacks.find((a) => a.adjacent);
  if (!p || !d || !adjacent) return undefined;
  const ranged = view.attacks.find((a) => !a.adjacent);
  const attack = (a: typeof adjacent): TurnAttack => ({ actionDice: a.actionDice, hitOn: a.hitOn, critOn: a.critOn, extraHitsOnCrit: a.extraHitsOnCrit, rerollMisses: a.rerollMisses, range: a.range });
  const lost = new Set(view.lostAtZeroGrit);
  const held = [view.equipped.weapon, view.equipped.defence].filter((h) => h?.gadget && !lost.has(h.gadget.name));
  const gear = held.flatMap((h) => [h!.gadget!.id, ...(h!.quirk ? [h!.quirk.id] : [])]);
  // The card's attack lines leave out what applies to counterattacks only (Spike Armor's die).
  const sources = [
    ...held.flatMap((h) => [h!.gadget!, ...(h!.quirk ? [h!.quirk] : [])]),
    ...view.upgrades.flatMap((u) => (u.upgrade ? Array.from({ length: u.count }, () => u.upgrade!) : [])),
    ...view.traits,
    ...(view.archetype?.abilities ?? []),
  ];
  const counterExtraDice = sources.reduce((n, src) => n + src.effects.reduce((m, e) => m + (e.condition === 'counterattack' ? (e.extraDice ?? 0) : 0), 0), 0);
  return {
    move: p.move,
    range: p.range,
    defence: d.defence,
    grit: p.grit,
    adjacent: attack(adjacent),
    ...(ranged ? { ranged: attack(ranged) } : {}),
    bestOfTwoDefence: d.bestOfTwoDefence,
    sixRemovesOnlyOne: d.sixRemovesOnlyOne,
    maxGritLostPerAttack: d.maxGritLostPerAttack,
    ...(d.attackersHitOnlyOn !== undefined ? { attackersHitOnlyOn: d.attackersHitOnlyOn } : {}),
    gear,
    ...(counterExtraDice ? { counterExtraDice } : {}),
  };
}
