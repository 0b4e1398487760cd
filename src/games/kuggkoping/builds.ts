/**
 * From the game's data to the attack tool's fields: a model (archetype with gadgets and quirks, enemy
 * type with faction and difficulty, or boss) and the situation give its attack profile (K1/K2 inputs)
 * and its defence profile (K3 inputs), by applying the structured `effects` of schema.ts.
 *
 * Pure: the island passes the data it got from the collections. Effects whose condition the
 * situation does not meet are skipped; effects the odds do not model are listed in `notes`.
 */
import { inRollOrder } from '../../common/roll-order';
import type { Archetype, Boss, EnemyFaction, EnemyType, Effect, Gadget, Quirk, Upgrade } from './schema';

/** The data the pickers read, trimmed to what they need (passed from the page to the island). */
export interface PickerData {
  archetypes: Pick<Archetype, 'id' | 'name' | 'actionDice' | 'hitOn' | 'defence' | 'grit' | 'abilities'>[];
  enemyTypes: Pick<EnemyType, 'id' | 'name' | 'actionDice' | 'hitOn' | 'defence' | 'grit' | 'actionDiceLostPerGritLost'>[];
  bosses: Pick<Boss, 'id' | 'name' | 'actionDice' | 'hitOn' | 'defence' | 'grit' | 'damagedOnlyBy'>[];
  /** In die order: the pickers show each with its face ("3: Ether impactor"). */
  gadgets: Pick<Gadget, 'id' | 'name' | 'kind' | 'roll' | 'effects'>[];
  quirks: Pick<Quirk, 'id' | 'name' | 'kind' | 'roll' | 'effects'>[];
  upgrades: Pick<Upgrade, 'id' | 'name' | 'effects'>[];
  factions: Pick<EnemyFaction, 'id' | 'name' | 'modifiers' | 'blackStreets'>[];
  /** Action dice and grit the Hard rule "tougher enemies" adds to every enemy. */
  hardEnemy: { actionDice: number; grit: number };
  /** Attack dice a Rage activation adds. */
  rageAttackDice: number;
  /** Trait ids whose effects change defence rolls or parry points (Inexperienced, Burly). */
  defenceTraits: { id: string; name: string; effects: Effect[] }[];
}

/** One side of the fight as the picker describes it. */
export interface Build {
  /** 'custom' leaves the fields as typed; otherwise "archetype:<id>", "enemy:<id>" or "boss:<id>". */
  model: string;
  weaponGadget?: string;
  weaponQuirk?: string;
  defenceGadget?: string;
  defenceQuirk?: string;
  /** Defence trait of the warband (e.g. inexperienced). */
  trait?: string;
  /** One-use upgrade discarded for this attack (Power pack). */
  powerPack?: boolean;
  /** The Crack Shot aimed before this attack. */
  aimed?: boolean;
  /** Enemy faction id, or '' for none. */
  faction?: string;
  blackStreets?: boolean;
  /** Hard rule "tougher enemies" in play. */
  toughEnemies?: boolean;
  /** The enemy attacks on a Rage activation. */
  rage?: boolean;
  /** Grit the model has lost before this attack. */
  gritLost?: number;
}

export interface AttackProfile {
  actionDice: number;
  hitOn: number;
  critOn: number;
  extraHitsOnCrit: number;
  rerollMisses: boolean;
  /** Action dice lost per grit lost later (Bell-Man's Fragile self-esteem). */
  diceLostPerGritLost: number;
}

export interface DefenceProfile {
  defence: number;
  grit: number;
  bestOfTwoDefence: boolean;
  sixRemovesOnlyOne: boolean;
  maxGritLostPerAttack: number;
  /** Attacks against this model hit only on this face (Skitter field). */
  attackersHitOnlyOn?: number;
  /** At least this many parry points when it defends (Burly: 2); 0 for none. */
  minParryPoints: number;
  /** Extra parry points when its defence roll shows a 6 (Strength relay: 1). */
  extraParryOnSix: number;
}

export interface Profiles {
  side: 'character' | 'enemy';
  attack: AttackProfile;
  /** The same model's profile when it counterattacks (Spike Armor adds a die). */
  counter: AttackProfile;
  defence: DefenceProfile;
  notes: string[];
}

export interface Situation {
  /** Orthogonal neighbours on the same level (K6). */
  adjacent: boolean;
  /** Spaces between them, counted as range is (K6: orthogonal steps, horizontal only). */
  distance: number;
}

/** Something that changes a model's rolls: an ability, gadget, quirk, upgrade or trait. */
export type Source = { name: string; effects: readonly Effect[] };

/** The situation an effect's condition is checked against (`distance` in spaces, as range counts them). */
export type EffectFlags = { adjacent: boolean; distance: number; counterattack: boolean; aimed: boolean; powerPack: boolean; lastGrit: boolean };

/** "2 or more spaces away" (Machine Carbine, Aim) is a distance, not "not adjacent": 1 space across levels is neither (K6). */
export const TWO_OR_MORE_SPACES = 2;

function applies(e: Effect, s: EffectFlags): boolean {
  switch (e.condition) {
    case 'always':
      return true;
    case 'adjacent':
      return s.adjacent;
    case 'notAdjacent':
      return !s.adjacent;
    case 'twoOrMoreSpaces':
      return s.distance >= TWO_OR_MORE_SPACES;
    case 'counterattack':
      return s.counterattack;
    case 'afterAim':
      return s.aimed && s.distance >= TWO_OR_MORE_SPACES;
    case 'lastGrit':
      return s.lastGrit;
    case 'discarded':
      return s.powerPack;
  }
}

/** The attack profile of `base` with every effect of `sources` that applies in the situation `flags`. */
export function attackFrom(base: { actionDice: number; hitOn: number }, sources: readonly Source[], flags: EffectFlags): AttackProfile {
  let extra = 0;
  let hitOn = base.hitOn;
  let hitOnlyOn: number | undefined;
  let critOn = 6;
  let extraHitsOnCrit = 1;
  let rerollMisses = false;
  let multiplier = 1;
  for (const s of sources) {
    for (const e of s.effects) {
      if (!applies(e, flags)) continue;
      extra += e.extraDice ?? 0;
      if (e.hitOn !== undefined) hitOn = Math.min(hitOn, e.hitOn); // the best of several "hits on X+"
      if (e.hitOnlyOn !== undefined) hitOnlyOn = e.hitOnlyOn;
      if (e.critOn !== undefined) critOn = Math.min(critOn, e.critOn);
      if (e.extraHitsOnCrit !== undefined) extraHitsOnCrit = Math.max(extraHitsOnCrit, e.extraHitsOnCrit);
      if (e.rerollMisses) rerollMisses = true;
      if (e.actionDiceMultiplier !== undefined) multiplier *= e.actionDiceMultiplier;
    }
  }
  return {
    actionDice: Math.max(1, (base.actionDice + extra) * multiplier),
    hitOn: hitOnlyOn ?? hitOn, // "only on 6" beats any better hit value (K2)
    critOn,
    extraHitsOnCrit,
    rerollMisses,
    diceLostPerGritLost: 0,
  };
}

/** The attack, counterattack and defence profiles of one side, or null for a custom profile. */
export function profilesFor(build: Build, situation: Situation, data: PickerData): Profiles | null {
  const [kind, id] = build.model.split(':');
  const notes: string[] = [];
  const gritLost = Math.max(0, build.gritLost ?? 0);
  const byId = <T extends { id: string }>(list: readonly T[], want: string | undefined) => (want ? list.find((x) => x.id === want) : undefined);

  if (kind === 'archetype') {
    const a = byId(data.archetypes, id);
    if (!a) return null;
    const items: Source[] = [];
    for (const g of [byId(data.gadgets, build.weaponGadget), byId(data.gadgets, build.defenceGadget)]) if (g) items.push(g);
    for (const q of [byId(data.quirks, build.weaponQuirk), byId(data.quirks, build.defenceQuirk)]) if (q) items.push(q);
    const trait = byId(data.defenceTraits, build.trait);
    if (trait) items.push(trait);
    const abilities: Source[] = a.abilities.map((ab) => ({ name: ab.name, effects: ab.effects }));
    const powerPack = data.upgrades.find((u) => u.id === 'power-pack');
    const sources = [...abilities, ...items, ...(build.powerPack && powerPack ? [powerPack] : [])];
    const grit = Math.max(1, a.grit + sumEffect(sources, 'gritModifier') - gritLost);
    const flags = { adjacent: situation.adjacent, distance: situation.distance, counterattack: false, aimed: !!build.aimed, powerPack: !!build.powerPack, lastGrit: grit === 1 };
    const attack = attackFrom(a, sources, flags);
    const counter = attackFrom(a, sources, { ...flags, counterattack: true, powerPack: false, aimed: false });
    const defence = defenceFrom(a, grit, sources);
    if (byId(data.quirks, build.weaponQuirk)?.id === 'blast-points') notes.push('Blast points (saving defence dice must be rolled again) is not part of the odds.');
    return { side: 'character', attack, counter, defence, notes };
  }

  if (kind === 'enemy' || kind === 'boss') {
    const e = kind === 'enemy' ? byId(data.enemyTypes, id) : byId(data.bosses, id);
    if (!e) return null;
    const faction = byId(data.factions, build.faction);
    const mods = faction ? (build.blackStreets ? faction.blackStreets.modifiers : faction.modifiers) : {};
    const tough = build.toughEnemies ? data.hardEnemy : { actionDice: 0, grit: 0 };
    const lostPerGrit = 'actionDiceLostPerGritLost' in e ? e.actionDiceLostPerGritLost : 0;
    const baseDice = e.actionDice + (mods.actionDice ?? 0) + tough.actionDice - lostPerGrit * gritLost;
    const attack: AttackProfile = {
      actionDice: Math.max(1, baseDice + (build.rage ? data.rageAttackDice : 0)),
      hitOn: mods.hitOnlyOn ?? e.hitOn,
      critOn: 6,
      extraHitsOnCrit: 1,
      rerollMisses: false,
      diceLostPerGritLost: lostPerGrit,
    };
    const counter = { ...attack, actionDice: Math.max(1, baseDice) };
    const grit = Math.max(1, e.grit + (mods.grit ?? 0) + tough.grit - gritLost);
    const defence: DefenceProfile = { defence: mods.defence ?? e.defence, grit, bestOfTwoDefence: false, sixRemovesOnlyOne: false, maxGritLostPerAttack: 0, minParryPoints: 0, extraParryOnSix: 0 };
    if ('damagedOnlyBy' in e && e.damagedOnlyBy) {
      const needs = [...e.damagedOnlyBy.gadgets.map((g) => byId(data.gadgets, g)?.name ?? g), ...e.damagedOnlyBy.quirks.map((q) => byId(data.quirks, q)?.name ?? q)];
      notes.push(`${e.name} can only be hurt by special actions, or by an attacker with ${needs.length > 1 ? `one of ${needs.join(', ')}` : needs[0]} equipped.`);
    }
    return { side: 'enemy', attack, counter, defence, notes };
  }
  return null;
}

/**
 * Whether a picked Character's attack can hurt a picked boss that only special actions, or attacks
 * with the gadgets or quirks its entry names, can damage: true when the attacker has one of them
 * equipped (a gadget in either slot, or a quirk on either gadget). Undefined when the question does
 * not arise (no such boss, or an attacker that is not a picked Character).
 */
export function attackCanHurt(attacker: Build, target: Build, data: PickerData): boolean | undefined {
  const [targetKind, targetId] = target.model.split(':');
  if (targetKind !== 'boss') return undefined;
  const limit = data.bosses.find((b) => b.id === targetId)?.damagedOnlyBy;
  if (!limit || !attacker.model.startsWith('archetype:')) return undefined;
  const gadgets = [attacker.weaponGadget, attacker.defenceGadget];
  const quirks = [attacker.weaponQuirk, attacker.defenceQuirk];
  return gadgets.some((g) => g !== undefined && limit.gadgets.includes(g)) || quirks.some((q) => q !== undefined && limit.quirks.includes(q));
}

function sumEffect(sources: readonly Source[], key: 'gritModifier'): number {
  return sources.reduce((s, src) => s + src.effects.reduce((t, e) => t + (e.condition === 'always' ? (e[key] ?? 0) : 0), 0), 0);
}

/** The defence profile of `base` with every always-on effect of `sources`. */
export function defenceFrom(base: { defence: number }, grit: number, sources: readonly Source[]): DefenceProfile {
  const out: DefenceProfile = { defence: base.defence, grit, bestOfTwoDefence: false, sixRemovesOnlyOne: false, maxGritLostPerAttack: 0, minParryPoints: 0, extraParryOnSix: 0 };
  for (const s of sources) {
    for (const e of s.effects) {
      if (e.condition !== 'always') continue;
      if (e.defence !== undefined) out.defence = e.defence;
      if (e.defenceModifier !== undefined) out.defence = Math.min(6, Math.max(2, out.defence + e.defenceModifier));
      if (e.bestOfTwoDefence) out.bestOfTwoDefence = true;
      if (e.sixRemovesOnlyOne) out.sixRemovesOnlyOne = true;
      if (e.maxGritLostPerAttack !== undefined) out.maxGritLostPerAttack = e.maxGritLostPerAttack;
      if (e.attackersHitOnlyOn !== undefined) out.attackersHitOnlyOn = e.attackersHitOnlyOn;
      if (e.minParryPoints !== undefined) out.minParryPoints = Math.max(out.minParryPoints, e.minParryPoints);
      if (e.extraParryOnSix !== undefined) out.extraParryOnSix += e.extraParryOnSix;
    }
  }
  return out;
}

/** Everything the pickers need, trimmed from the full collections (keeps the island's props small). */
export function toPickerData(all: {
  archetypes: readonly Archetype[];
  enemyTypes: readonly EnemyType[];
  bosses: readonly Boss[];
  gadgets: readonly Gadget[];
  quirks: readonly Quirk[];
  upgrades: readonly Upgrade[];
  factions: readonly EnemyFaction[];
  hardRules: readonly { enemyActionDice: number; enemyGrit: number }[];
  activationRows: readonly { extraAttackDice: number }[];
  traits: readonly { id: string; name: string; effects: Effect[] }[];
}): PickerData {
  const tough = all.hardRules.find((r) => r.enemyActionDice > 0 || r.enemyGrit > 0);
  return {
    archetypes: all.archetypes.map(({ id, name, actionDice, hitOn, defence, grit, abilities }) => ({
      id,
      name,
      actionDice,
      hitOn,
      defence,
      grit,
      abilities: abilities.map((a) => ({ ...a, text: '' })),
    })),
    enemyTypes: all.enemyTypes.map(({ id, name, actionDice, hitOn, defence, grit, actionDiceLostPerGritLost }) => ({ id, name, actionDice, hitOn, defence, grit, actionDiceLostPerGritLost })),
    bosses: all.bosses.map(({ id, name, actionDice, hitOn, defence, grit, damagedOnlyBy }) => ({ id, name, actionDice, hitOn, defence, grit, damagedOnlyBy })),
    gadgets: inRollOrder(all.gadgets).map(({ id, name, kind, roll, effects }) => ({ id, name, kind, roll, effects })),
    quirks: inRollOrder(all.quirks).map(({ id, name, kind, roll, effects }) => ({ id, name, kind, roll, effects })),
    upgrades: all.upgrades.filter((u) => u.effects.length > 0).map(({ id, name, effects }) => ({ id, name, effects })),
    factions: all.factions.map(({ id, name, modifiers, blackStreets }) => ({ id, name, modifiers, blackStreets: { ...blackStreets, rule: '' } })),
    hardEnemy: { actionDice: tough?.enemyActionDice ?? 0, grit: tough?.enemyGrit ?? 0 },
    rageAttackDice: Math.max(0, ...all.activationRows.map((r) => r.extraAttackDice)),
    defenceTraits: all.traits.filter((t) => t.effects.some((e) => e.sixRemovesOnlyOne || e.minParryPoints !== undefined)).map(({ id, name, effects }) => ({ id, name, effects })),
  };
}
