import type { CombatModifier, CoverEffect, FallBand, JumpLimit, SpecialRuleEffects } from './schema';

/** A modifier as the book prints it: +3, -1, 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "x 2 base" style label for a fall band's upper limit; the open-ended band reads "more than x 8". */
export function fallHeightLabel(band: FallBand, previousMax: number | null): string {
  if (band.maxBaseMultiple === null) return `More than ${previousMax ?? 0} × base size`;
  return `Up to ${band.maxBaseMultiple} × base size`;
}

export const coverEffectLabel: Record<CoverEffect, string> = {
  hidden: 'Hidden',
  bonus: 'Bonus',
  none: 'None',
};

/** Short human labels for the machine-readable special-rule effects, in a stable order. */
export function describeEffects(effects: SpecialRuleEffects, nameOf: (id: string) => string = (id) => id): string[] {
  const out: string[] = [];
  const e = effects;
  if (e.precisionModifier !== undefined) out.push(`Precision ${signed(e.precisionModifier)} on every shot`);
  if (e.avoidCoverExtraPenalty !== undefined) out.push(`Precision ${signed(e.avoidCoverExtraPenalty)} more for shooters avoiding cover`);
  if (e.extraShots !== undefined) out.push(`${e.extraShots} extra free shots in automatic mode`);
  if (e.retargetWithinCm !== undefined) out.push(`follow-up targets within ${e.retargetWithinCm} cm of the last`);
  if (e.kaboomFaces) out.push(`explodes on a Precision die of ${e.kaboomFaces.join(' or ')}`);
  if (e.jamsForGame) out.push('jammed for the rest of the game');
  if (e.autoHit) out.push('hits without a Precision roll');
  if (e.ignoresCover) out.push('ignores cover bonuses');
  if (e.canAim === false) out.push('no Aim');
  if (e.canAvoidCover === false) out.push('cannot avoid cover');
  if (e.canDefensiveFire === false) out.push('no Defensive Fire');
  if (e.noShootingIntoCombatPenalty) out.push('no penalty for shooting into combat');
  if (e.hitsWholeCombat) out.push('a hit in a combat hits every model in it');
  if (e.hitStrengthFromParameter) out.push('hit Strength X');
  if (e.penetrationFromParameter) out.push('Penetration X');
  if (e.explosionPenetration !== undefined) out.push(`if it explodes: a hit at Strength equal to the charges left, Penetration ${e.explosionPenetration}, on the carrier and every model touching it`);
  if (e.strengthPerAssaultBonus) out.push('+X Strength per Assault bonus from moving');
  if (e.penetrationPerAssaultBonus) out.push('+X Penetration per Assault bonus from moving');
  if (e.reloadActionsFromParameter) out.push('X actions to reload');
  if (e.usesPerGame !== undefined) out.push(`${e.usesPerGame} use per game`);
  if (e.maxPerGang !== undefined) out.push(`at most ${e.maxPerGang} per gang`);
  if (e.maxPerModel !== undefined) out.push(`up to ${e.maxPerModel} per model`);
  if (e.countsAsOneWeapon) out.push('all of them on one model count as one weapon');
  if (e.agilityModifier !== undefined) out.push(`Agility ${signed(e.agilityModifier)}`);
  if (e.moveCm !== undefined) out.push(`${e.moveCm} cm per Move action`);
  if (e.terrainStepsEasier !== undefined) out.push('terrain counts one type easier');
  if (e.climbAsCoolTerrain) out.push('climbs as on Cool terrain');
  if (e.canClimb === false) out.push('cannot climb');
  if (e.canLoot === false) out.push('cannot loot');
  if (e.canUseObjectives === false) out.push('cannot control or use objectives');
  if (e.canUseDevices === false) out.push('cannot work devices');
  if (e.autoDisengage) out.push('always disengages');
  if (e.canDisengage === false) out.push('cannot Disengage');
  if (e.shockPenalty !== undefined) out.push(`${signed(e.shockPenalty)} Combat, Precision and Agility on a failed Toughness roll`);
  if (e.delayedToughnessRoll) out.push('opposed Toughness roll against X next activation');
  if (e.delayRoundsFromParameter) out.push('may act up to X Agility rounds later');
  if (e.minRangeCm !== undefined) out.push(`minimum range ${e.minRangeCm} cm`);
  if (e.scatterCmPerFraction !== undefined) out.push(`scatters ${e.scatterCmPerFraction} cm per started 2 points missed`);
  if (e.onePerModel) out.push('only one per model');
  if (e.noOtherWeapons) out.push('no other weapon');
  if (e.grants) out.push(`also has ${e.grants.map(nameOf).join(' and ')}`);
  return out;
}

/** What a special rule is found on, as a plural noun ("weapons and ammunition"). */
export const appliesToLabel = {
  weapon: 'weapons',
  'weapon-or-ammo': 'weapons and ammunition',
  model: 'models',
  'model-or-weapon': 'models and weapons',
  equipment: 'equipment',
  armor: 'armor',
} as const;

/** Share of a Move action a terrain type allows without a roll: "Full", "Half", "None". */
export const moveFractionLabel = (fraction: number): string =>
  fraction === 1 ? 'Full' : fraction === 0 ? 'None' : fraction === 0.5 ? 'Half' : `${fraction * 100}%`;

/** The jump table (P6) as rows of gap and roll, ending with the impossible jump, plus the landing limit. */
export function jumpRows(limits: readonly JumpLimit[]): { rows: { gap: string; roll: string }[]; landing: string | null } {
  const gaps = limits.flatMap((l) => (l.kind === 'gap' ? [l] : [])).sort((a, b) => a.maxBaseMultiple - b.maxBaseMultiple);
  const landing = limits.find((l) => l.kind === 'landing');
  const rows = gaps.map((g, i) => ({
    gap: i === 0 ? `Up to ${g.maxBaseMultiple} × base size` : `Over ${gaps[i - 1]!.maxBaseMultiple} × up to ${g.maxBaseMultiple} × base size`,
    roll: g.agilityRoll ? (g.agilityModifier === 0 ? 'Agility roll' : `Agility roll at ${signed(g.agilityModifier)}`) : 'None',
  }));
  rows.push({ gap: `Over ${gaps.at(-1)?.maxBaseMultiple} × base size`, roll: 'Impossible (unless a special rule allows it)' });
  return {
    rows,
    landing:
      landing?.kind === 'landing' ? `Landing spot: level with the take-off or lower by at most ${landing.maxDropBaseMultiple} × base size; never higher.` : null,
  };
}

/** The fall table (P5) in height order, each band with its height label and strength. */
export function fallRows(bands: readonly FallBand[]): { height: string; strength: string }[] {
  const sorted = [...bands].sort((a, b) => (a.maxBaseMultiple ?? Infinity) - (b.maxBaseMultiple ?? Infinity));
  return sorted.map((b, i) => ({
    height: fallHeightLabel(b, i > 0 ? (sorted[i - 1]?.maxBaseMultiple ?? null) : null),
    strength: b.strength === null ? 'No damage, no roll' : String(b.strength),
  }));
}

const combatPer: Record<CombatModifier['per'], string> = {
  once: '',
  'qualifying-move': ' per qualifying Move action',
  'supporting-friend': ' per supporting friend',
  'fraction-5cm': ' per started 5 cm of drop',
};

/** A close-combat modifier's value in words: "Combat +1 per supporting friend". */
export const combatModifierValue = (m: CombatModifier): string =>
  `${m.attribute === 'combat' ? 'Combat' : 'Strength'} ${signed(m.value)}${combatPer[m.per]}`;
