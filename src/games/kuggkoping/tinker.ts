/**
 * Tinker dice spent on one Kuggköping roll (core rules, "Tinker dice"):
 *
 * - Re-roll: 1 Tinker dice re-rolls one die; no die is re-rolled twice. Spent in a fixed order: your
 *   own worst dice (misses; 1s, then failed saves), an enemy's best (criticals, then hits; 6s, then
 *   other saves). Every re-roll allowed is used while such dice are left.
 * - Influence: 2 Tinker dice (3 under the Hard rule) move one rolled die one face up or down, again
 *   and again if you like. Spent after seeing the roll, only where it pays (InfluenceGoal), fewest
 *   Tinker dice first. An influenced die shows its new face for every purpose (a 5 raised to 6 is a
 *   critical hit, a 2 lowered to 1 adds damage); no die goes below 1 or above 6.
 *
 * Exact, on the engine's priorityRerollPools and faceShiftPools.
 */
import { addAt, expectation, faceShiftPool, faceShiftPools, priorityRerollPools, successes, toDist, trimZeros, type Dist, type ScoredFaces } from '../../engine';
import { D6, defenceDieScore, FACES, hitsForFace, keptFace, type DefenceProfile, type HitProfile, type InfluenceGoal, type TinkerSide } from './combat';

/** One attack die: its final face (after Chain blades re-roll a miss once) and what each face scores. */
function attackDie(h: HitProfile): ScoredFaces {
  const score = [0, ...FACES.map((f) => hitsForFace(f, h.hitOn, h.critOn, h.extraHitsOnCrit))];
  if (!h.rerollMisses) return { p: D6, score };
  const pMiss = FACES.filter((f) => score[f] === 0).length / 6;
  return { p: [0, ...FACES.map((f) => (score[f]! > 0 ? 1 / 6 : 0) + pMiss / 6)], score };
}

/** One defence die (the kept die with Boiler plate) and what each face adds to the grit lost. */
function defenceDie(d: DefenceProfile): ScoredFaces {
  return { p: keptFace(d.bestOfTwoDefence), score: [0, ...FACES.map((f) => defenceDieScore(f, d.defence, d.sixRemovesOnlyOne))] };
}

/** E[min(k, X)] for X ~ Binomial(n, p): the re-rolls a side gets to use when each die qualifies with chance p. */
function expectedUsed(n: number, p: number, k: number): number {
  const counts = successes(n, p);
  let sum = 0;
  for (let m = 0; m < counts.length; m++) sum += counts[m]! * Math.min(k, m);
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Re-rolls

/** Hits with Tinker re-rolls: own (misses) or forced on the attacker (criticals, then plain hits). */
export function hitsWithRerolls(h: HitProfile, rerolls: number, paidBy: TinkerSide): { hits: Dist; rerollsUsed: number } {
  const die = attackDie({ ...h, rerollMisses: false });
  const crits = FACES.filter((f) => f >= h.critOn);
  const plain = FACES.filter((f) => f < h.critOn && f >= h.hitOn);
  const misses = FACES.filter((f) => die.score[f] === 0);
  const groups = paidBy === 'attacker' ? [misses] : [crits, plain];
  const { pools, minScore } = priorityRerollPools(die, h.dice, groups.filter((g) => g.length > 0), rerolls);
  // Hits never score below 0: minScore is 0 unless every face hits.
  const shifted = pools[h.dice]!;
  const hits = trimZeros([...new Array<number>(h.dice * minScore).fill(0), ...shifted]);
  const qualifies = (paidBy === 'attacker' ? misses : [...crits, ...plain]).length / 6;
  return { hits, rerollsUsed: expectedUsed(h.dice, qualifies, rerolls) };
}

/** E[defence re-rolls used | h damage] for h = 0..maxDamage (each die that qualifies is re-rolled, up to k). */
export function defenceRerollsUsed(d: DefenceProfile, maxDamage: number, rerolls: number, paidBy: TinkerSide): number[] {
  const die = defenceDie(d);
  // Own: 1s and failed saves. Forced by the attacker: 6s and other saves.
  const qualifies = FACES.filter((f) => (paidBy === 'defender' ? die.score[f]! > 0 : f !== 1 && die.score[f]! <= 0)).reduce((sum, f) => sum + die.p[f]!, 0);
  return Array.from({ length: maxDamage + 1 }, (_, h) => (rerolls > 0 ? expectedUsed(h, qualifies, rerolls) : 0));
}

// ---------------------------------------------------------------------------------------------
// Influence

/**
 * Hits after influence on the attack roll. The attacker raises or lowers its dice to make
 * pDownGivenHits[hits] as high as it can ('takeOut': more hits are not always better, since a 6 on
 * the defence roll removes 2) or to score the most hits ('most'); the defender does the opposite.
 */
export function hitsWithInfluence(
  h: HitProfile,
  steps: number,
  paidBy: TinkerSide,
  goal: InfluenceGoal,
  pDownGivenHits: readonly number[],
): { hits: Dist; expectedSteps: number } {
  const attacker = paidBy === 'attacker';
  const sign = attacker ? 1 : -1;
  const byChance = (total: number) => sign * (pDownGivenHits[total] ?? 0);
  const { total, stepsSpent } = faceShiftPool(attackDie(h), h.dice, {
    steps,
    better: attacker ? 'higher' : 'lower',
    // With 'most' the worth only grows with the hits, and hits only grow with the face: one way suffices.
    ...(goal === 'takeOut' ? { worth: byChance, directions: 'both' as const } : { directions: attacker ? ('up' as const) : ('down' as const) }),
  });
  return { hits: toDist(total), expectedSteps: expectation(stepsSpent) };
}

/**
 * gritLost[h] after influence on the defence roll, for h = 0..maxDamage, and the expected steps for
 * each h. The defender raises its dice (its score only falls as a face rises), the attacker lowers
 * them: to keep the grit lost below `grit` or push it there ('takeOut'), or for every point ('most').
 */
export function gritLostWithInfluence(
  d: DefenceProfile,
  maxDamage: number,
  steps: number,
  paidBy: TinkerSide,
  goal: InfluenceGoal,
  grit: number,
): { byDamage: Dist[]; expectedSteps: number[] } {
  const cap = d.maxGritLostPerAttack > 0 ? d.maxGritLostPerAttack : Infinity;
  const lost = (total: number) => Math.min(cap, Math.max(0, total));
  const defender = paidBy === 'defender';
  const value = goal === 'takeOut' ? (total: number) => (lost(total) >= grit ? 1 : 0) : lost;
  const { totals, stepsSpent } = faceShiftPools(defenceDie(d), maxDamage, {
    steps,
    directions: defender ? 'up' : 'down',
    better: defender ? 'lower' : 'higher',
    worth: defender ? (t) => -value(t) : value,
  });
  const byDamage = totals.map(({ min, p }) => {
    const out: number[] = [0];
    p.forEach((q, i) => addAt(out, lost(min + i), q));
    return trimZeros(out);
  });
  return { byDamage, expectedSteps: stepsSpent.map((spent) => expectation(spent)) };
}
