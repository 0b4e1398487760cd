/**
 * The data a turn reads, made from the game's collections: the activation table, enemy types and
 * bosses with their profiles, archetypes, districts, factions (as usual and in the Black Streets),
 * difficulty texts and the Hard rules table.
 */
import { activationData, type ActivationData } from '../tools/enemy-activation';
import type { Archetype, Boss, Difficulty, District, EnemyFaction, EnemyType, HardRule } from '../schema';
import { BOOK_HARD_RULES, type Profile, type TurnEnemyType, type TurnFactionRules, type TurnHardRule } from './profile';

export interface TurnData {
  activation: ActivationData;
  enemyTypes: TurnEnemyType[];
  archetypes: (Profile & { id: string; name: string; /** Has the Insignificant special action (K20). */ insignificant?: boolean })[];
  districts: { id: string; name: string; rule: string; lineOfSightBonus: number; replacesFactionRules: boolean }[];
  /** What each difficulty level changes, in our words. */
  difficultyTexts: Record<string, string>;
  /** Each faction's rule and profile changes, as usual and in the Black Streets. */
  factions: { id: string; name: string; usual: TurnFactionRules; blackStreets: TurnFactionRules }[];
  /** The Hard rules table: one rolled at Hard, all of them at Very hard (KB 339-347). */
  hardRules?: TurnHardRule[];
}

function factionRules(rule: string, m: EnemyFaction['modifiers']): TurnFactionRules {
  return {
    rule,
    actionDice: m.actionDice ?? 0,
    hitOnlyOn: m.hitOnlyOn,
    defence: m.defence,
    move: m.move ?? 0,
    range: m.range ?? 0,
    grit: m.grit ?? 0,
    rageAdjacentPlacement: m.rageAdjacentPlacement ?? false,
    knockedDownNotKilled: m.knockedDownNotKilled ?? false,
  };
}

const profileOf = (p: Profile): Profile => ({ move: p.move, range: p.range, actionDice: p.actionDice, hitOn: p.hitOn, defence: p.defence, grit: p.grit });

/** A turn's data from the collections (the enemy-activation page loads them beside its own). */
export function turnData(
  activation: ActivationData,
  c: {
    enemyTypes: readonly EnemyType[];
    bosses: readonly Boss[];
    archetypes: readonly Archetype[];
    districts: readonly District[];
    factions: readonly EnemyFaction[];
    difficulties: readonly Difficulty[];
    hardRules?: readonly HardRule[];
  },
): TurnData {
  return {
    activation,
    difficultyTexts: Object.fromEntries(c.difficulties.map((d) => [d.id, d.text])),
    enemyTypes: [
      ...c.enemyTypes.map((t) => ({ id: t.id, name: t.name, ...profileOf(t), boss: false, actionDiceLostPerGritLost: t.actionDiceLostPerGritLost, ...(t.promotesTo ? { promotesTo: t.promotesTo } : {}) })),
      // The Grey Gubbe never moves and has unlimited range ("x"): 0 and the largest board's span.
      ...c.bosses.map((b) => ({
        id: b.id,
        name: b.name,
        ...profileOf({ ...b, move: b.move ?? 0, range: b.range ?? 48 }),
        boss: true,
        actionDiceLostPerGritLost: 0,
        ability: b.ability,
        ...(b.damagedOnlyBy ? { hurtOnlyBy: b.reading?.note ?? b.ability, damagedOnlyBy: { gadgets: [...b.damagedOnlyBy.gadgets], quirks: [...b.damagedOnlyBy.quirks] } } : {}),
        ...(b.gritChanges.length > 0 ? { gritChanges: b.gritChanges.map((g) => ({ on: g.on, grit: g.grit })) } : {}),
      })),
    ],
    archetypes: c.archetypes.map((a) => ({ id: a.id, name: a.name, ...profileOf(a), ...(a.abilities.some((x) => x.name === 'Insignificant') ? { insignificant: true } : {}) })),
    hardRules: (c.hardRules ?? BOOK_HARD_RULES).map(({ id, min, max, text, enemyActionDice, enemyGrit }) => ({ id, min, max, text, enemyActionDice, enemyGrit })),
    districts: c.districts.map((d) => ({ id: d.id, name: d.name, rule: d.rule, lineOfSightBonus: d.lineOfSightActivationBonus, replacesFactionRules: d.replacesFactionRules })),
    factions: [...c.factions]
      .sort((a, b) => a.roll - b.roll)
      .map((f) => ({ id: f.id, name: f.name, usual: factionRules(f.rule, f.modifiers), blackStreets: factionRules(f.blackStreets.rule, f.blackStreets.modifiers) })),
  };
}

/** The enemy-activation page's data: the single roller's, and beside it the whole turn's (`turn`). */
export function activationPageData(c: Parameters<typeof activationData>[0] & { enemyTypes: readonly EnemyType[]; bosses: readonly Boss[]; archetypes: readonly Archetype[]; districts: readonly District[] }): ActivationData & { turn: TurnData } {
  const activation = activationData(c);
  return { ...activation, turn: turnData(activation, c) };
}
