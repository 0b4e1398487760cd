import type { CoverEffect, FallBand, SpecialRuleEffects } from './schema';

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
