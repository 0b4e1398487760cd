/**
 * attack(): one Kuggköping attack roll and the defence roll against it (RULINGS K1-K4), with the
 * Tinker dice either side's player may spend on them (tinker.ts). Import from ./odds.
 */
import { expectation, pAtLeast, type Dist } from '../../engine';
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber } from '../../common/inputs';
import {
  checkAttackProfile,
  checkDefence,
  checkedDice,
  gritLostByDamage,
  gritLostFromHits,
  gritSchema,
  hitsDistribution,
  MAX_TINKER_INFLUENCE,
  MAX_TINKER_REROLLS,
  parrySchema,
  standsAndSpecialAction,
  type AttackInput,
  type AttackResult,
  type DefenceProfile,
  type HitProfile,
  type InfluenceGoal,
  type TinkerSide,
} from './combat';
import { defenceRerollsUsed, gritLostWithInfluence, hitsWithInfluence, hitsWithRerolls } from './tinker';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

interface CheckedAttack {
  hit: HitProfile;
  defenceProfile: DefenceProfile;
  grit: number;
  tinkerSide: TinkerSide;
  attackRerolls: number;
  defenceRerolls: number;
  attackInfluence: number;
  defenceInfluence: number;
  influenceCost: number;
  influenceGoal: InfluenceGoal;
  notes: string[];
}

/** The Tinker dice an attack() may spend on its two rolls (the profile and defence have their own schemas). */
export const tinkerSchema = inputObject(
  {
    grit: gritSchema("The target's grit"),
    tinkerSide: orDefault(oneOf('Whose Tinker dice', ['attacker', 'defender']), 'attacker'),
    attackRerolls: orDefault(wholeNumber('Tinker re-rolls on the attack', 0, MAX_TINKER_REROLLS), 0),
    defenceRerolls: orDefault(wholeNumber('Tinker re-rolls on the defence', 0, MAX_TINKER_REROLLS), 0),
    attackInfluence: orDefault(wholeNumber('Influence steps on the attack', 0, MAX_TINKER_INFLUENCE), 0),
    defenceInfluence: orDefault(wholeNumber('Influence steps on the defence', 0, MAX_TINKER_INFLUENCE), 0),
    influenceCost: orDefault(wholeNumber('Tinker dice per influence step', 2, 3), 2),
    influenceGoal: orDefault(oneOf('What influence is spent for', ['takeOut', 'most']), 'takeOut'),
  },
  'The attack needs its inputs.',
);

function checkAttack(input: AttackInput): CheckedAttack {
  const a = checkAttackProfile(input);
  const dice = checkedDice(a);
  const defenceProfile = checkDefence(input);
  const t = parseInput(tinkerSchema, input);
  const { grit, tinkerSide, defenceRerolls, attackInfluence, defenceInfluence, influenceCost, influenceGoal } = t;
  let attackRerolls = t.attackRerolls;
  const notes: string[] = [];
  if (attackRerolls > 0 && a.rerollMisses) {
    if (tinkerSide === 'defender') {
      refuse('Forcing Tinker re-rolls on an attack that already re-rolls its misses is not modelled: a die can be re-rolled only once.');
    }
    notes.push('Tinker re-rolls on the attack change nothing here: every missed die is already re-rolled once, and no die is re-rolled twice.');
    attackRerolls = 0;
  }
  if (defenceProfile.immune && attackRerolls + defenceRerolls + attackInfluence + defenceInfluence > 0) {
    notes.push('No Tinker dice are spent: nothing this attack rolls can hurt the target.');
    return {
      hit: { dice, hitOn: a.hitOn, critOn: a.critOn, extraHitsOnCrit: a.extraHitsOnCrit, rerollMisses: a.rerollMisses },
      defenceProfile,
      grit,
      tinkerSide,
      attackRerolls: 0,
      defenceRerolls: 0,
      attackInfluence: 0,
      defenceInfluence: 0,
      influenceCost,
      influenceGoal,
      notes,
    };
  }
  if (attackRerolls > 0 && attackInfluence > 0) {
    refuse('Tinker re-rolls and influence on the same attack roll are not modelled together: choose one for the attack roll.');
  }
  if (defenceRerolls > 0 && defenceInfluence > 0) {
    refuse('Tinker re-rolls and influence on the same defence roll are not modelled together: choose one for the defence roll.');
  }
  if (defenceRerolls > 0 && defenceProfile.bestOfTwoDefence) {
    refuse('Tinker re-rolls on a Boiler plate defence roll (two dice per point) are not modelled.');
  }
  if (defenceInfluence > 0 && defenceProfile.bestOfTwoDefence && tinkerSide === 'attacker') {
    // Lowering the kept die of a pair can make the other die the kept one: the pair would matter.
    refuse('Lowering the dice of a Boiler plate defence roll (two dice per point) is not modelled; raising your own is.');
  }
  return {
    hit: { dice, hitOn: a.hitOn, critOn: a.critOn, extraHitsOnCrit: a.extraHitsOnCrit, rerollMisses: a.rerollMisses },
    defenceProfile,
    grit,
    tinkerSide,
    attackRerolls,
    defenceRerolls,
    attackInfluence,
    defenceInfluence,
    influenceCost,
    influenceGoal,
    notes,
  };
}

/** Every field attack() takes: any other is refused by name. */
const ATTACK_FIELDS = fieldNames<AttackInput>()(['actionDice', 'hitOn', 'coordination', 'cover', 'elevation', 'critOn', 'extraHitsOnCrit', 'rerollMisses', 'defence', 'grit', 'bestOfTwoDefence', 'sixRemovesOnlyOne', 'maxGritLostPerAttack', 'immune', 'tinkerSide', 'attackRerolls', 'defenceRerolls', 'attackInfluence', 'defenceInfluence', 'influenceCost', 'influenceGoal', 'minParryPoints', 'extraParryOnSix']);

/** One attack roll and the defence roll against it (K1-K4), with Tinker dice on either roll. */
export function attack(input: AttackInput): AttackResult {
  refuseUnknownFields('attack', input, ATTACK_FIELDS);
  const c = checkAttack(input);
  const maxHits = c.hit.dice * (1 + c.hit.extraHitsOnCrit); // every face can show, so every die can crit
  // The defence roll first: the attack's influence is spent knowing what each number of hits leads to.
  // Defence Tinker dice are the defender's own when the player defends, else forced on the enemy.
  const defenceSpender: TinkerSide = c.tinkerSide === 'defender' ? 'defender' : 'attacker';
  let byDamage: Dist[];
  let defenceTinker: number[];
  if (c.defenceInfluence > 0) {
    const r = gritLostWithInfluence(c.defenceProfile, maxHits, c.defenceInfluence, defenceSpender, c.influenceGoal, c.grit);
    byDamage = r.byDamage;
    defenceTinker = r.expectedSteps.map((s) => s * c.influenceCost);
  } else {
    byDamage = gritLostByDamage(c.defenceProfile, maxHits, c.defenceRerolls, defenceSpender);
    defenceTinker = defenceRerollsUsed(c.defenceProfile, maxHits, c.defenceRerolls, defenceSpender);
  }

  let hits: Dist;
  let attackTinker = 0;
  if (c.attackInfluence > 0) {
    const pDownGivenHits = byDamage.map((g) => pAtLeast(g, c.grit));
    const r = hitsWithInfluence(c.hit, c.attackInfluence, c.tinkerSide, c.influenceGoal, pDownGivenHits);
    hits = r.hits;
    attackTinker = r.expectedSteps * c.influenceCost;
  } else if (c.attackRerolls > 0) {
    const r = hitsWithRerolls(c.hit, c.attackRerolls, c.tinkerSide);
    hits = r.hits;
    attackTinker = r.rerollsUsed;
  } else {
    hits = hitsDistribution(c.hit);
  }

  const gritLost = gritLostFromHits(hits, byDamage);
  // Parry points count the saving dice as rolled; Tinker dice on the defence roll would change them.
  const plainDefence = c.defenceRerolls === 0 && c.defenceInfluence === 0;
  const special = plainDefence ? standsAndSpecialAction(c.defenceProfile, maxHits, c.grit, parseInput(parrySchema, input)) : undefined;
  const expectedTinkerDice = attackTinker + hits.reduce((sum, p, h) => sum + p * defenceTinker[h]!, 0);
  return {
    dice: c.hit.dice,
    hits: [...hits],
    gritLost: [...gritLost],
    pDown: pAtLeast(gritLost, c.grit),
    expectedGritLost: expectation(gritLost),
    expectedHits: expectation(hits),
    expectedTinkerDice,
    ...(special ? { pStandsAndSpecialAction: Math.min(1, hits.reduce((sum, p, h) => sum + p * special[h]!, 0)) } : {}),
    notes: c.notes,
  };
}
