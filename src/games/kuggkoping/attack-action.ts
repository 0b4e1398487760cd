/**
 * A whole Kuggköping attack action, as we read the combat rules (content/kuggkoping/rules/combat.mdx,
 * rulebook "Attack actions", steps 1-4):
 *
 * 1. Attack: the attacker rolls its attack (K1, K2); 2. Defend: the target rolls its defence (K3).
 *    At 0 grit the target is out (K4) and the action ends.
 * 3. Counterattack: a target left with grit attacks back with steps 1 and 2, if the attacker is in its
 *    range (always when adjacent). An enemy target always does; a Character target may (option
 *    `counterattack`, default yes), or instead push 1 space out of adjacency (option `pushAway`), which
 *    ends the action after this pass. A Character's counterattack hits only on 5 or 6 (its own hit value
 *    if that is worse, e.g. a Grenadier's 6) unless a Tinker dice is discarded first: `counterTinkerDice`
 *    is how many of its counterattacks you pay for, one Tinker dice each, first ones first. An enemy's
 *    counterattack uses its own hit value (K9: the 5+ limit sits in the Character's paragraph); the
 *    limit is option `enemyCounterOnFivePlus`, default no. The counterattack uses the reverse
 *    elevation and the same cover; K1 applies to it. If the attacker drops to 0 grit, the action ends.
 * 4. Restart: only while the two are adjacent (K6: never across levels). A Character attacker may
 *    restart (option `characterRestarts`: always, never, or only while it has 2+ grit); an enemy attacker
 *    restarts on a 5 or 6 on a D6 (1/3). Street pirates targets counterattack before the attacker rolls
 *    to hit (`counterFirst`), in every pass. A Character never restarts an attack that cannot hurt
 *    the target (`immune`): it could only take counterattacks.
 *
 * The state is (attacker grit, target grit, Tinker dice left for counterattacks). Grit only goes down,
 * so the chain has no cycles except a pass in which nobody loses grit and the sequence restarts: each
 * state's self-loop is folded into its exits (every exit scaled by 1 / (1 - P(back to the same state)),
 * the expected passes there), and mass flows from the starting state downwards in one pass. Exact; no
 * simulation. The steps: checkAction (the input), rollTables (each roll's grit loss by grit left),
 * flowFrom (one state's passes) and summary (the result).
 *
 * Fragile self-esteem (Bell-Man) is modelled: `attackerDiceLostPerGritLost` / `counterDiceLostPerGritLost`
 * take action dice off for grit lost during this action (set actionDice for grit lost before it).
 */
import { atLeast, expectation, type Dist } from '../../engine';
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber, yesNo } from '../../common/inputs';
import {
  attackDice,
  attackProfileSchema,
  checkAttackProfile,
  checkDefence,
  checkedDice,
  defenceSchema,
  gritLostByDamage,
  gritLostFromHits,
  gritSchema,
  hitsDistribution,
  MAX_TINKER_REROLLS,
  type AttackInput,
  type DefenceProfile,
  type Elevation,
} from './combat';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

export type Side = 'character' | 'enemy';
export type RestartPolicy = 'always' | 'never' | 'safe';

export interface AttackActionInput extends AttackInput {
  /** Who attacks; the other side defends and counterattacks. Default 'character'. */
  attacker?: Side;
  /** The attacker's current grit, defence and defence effects (it defends against the counterattack). */
  attackerGrit: number;
  attackerDefence: number;
  attackerBestOfTwoDefence?: boolean;
  attackerSixRemovesOnlyOne?: boolean;
  attackerMaxGritLostPerAttack?: number;
  /** The target's attack profile for its counterattack. */
  counterActionDice: number;
  counterHitOn: number;
  counterCritOn?: number;
  counterExtraHitsOnCrit?: number;
  counterRerollMisses?: boolean;
  /** The target's friends with range and line of sight to the attacker (K1). */
  counterCoordination?: number;
  /** The two models stand in adjacent spaces (K6): the sequence may restart. */
  adjacent: boolean;
  /** The attacker is within the target's range (always true when adjacent). Default true. */
  counterInRange?: boolean;
  /** A Character target counterattacks (instead of pushing or a special action). Default true. */
  counterattack?: boolean;
  /**
   * A Character target that does not counterattack pushes 1 space away, out of adjacency, so the
   * action ends after the first pass. Default false (it stays put). No effect while it counterattacks.
   */
  pushAway?: boolean;
  /** Tinker dice a Character target spends, one per counterattack, to hit with its own hit value. */
  counterTinkerDice?: number;
  /** A Character attacker restarts while adjacent: 'always', 'never', or 'safe' (only with 2+ grit). */
  characterRestarts?: RestartPolicy;
  /** The target counterattacks before each attack roll (Street pirates). */
  counterFirst?: boolean;
  /** An enemy target's counterattack also hits only on 5+ (the reading the text leaves open). */
  enemyCounterOnFivePlus?: boolean;
  /** Action dice the attacker loses per grit lost in this action (Bell-Man: 1). */
  attackerDiceLostPerGritLost?: number;
  /** Action dice the target loses per grit lost in this action (Bell-Man: 1). */
  counterDiceLostPerGritLost?: number;
}

export interface AttackActionResult {
  /** P(the target is taken out by the end of the action). */
  pDefenderOut: number;
  /** P(the attacker is taken out by a counterattack). */
  pAttackerOut: number;
  /** P(the action ends with both still up). */
  pNeither: number;
  /** defenderGritLost[k] = P(the target has lost k grit when the action ends), k = 0..grit. */
  defenderGritLost: number[];
  /** attackerGritLost[k] = P(the attacker has lost k grit when the action ends), k = 0..attackerGrit. */
  attackerGritLost: number[];
  expectedDefenderGritLost: number;
  expectedAttackerGritLost: number;
  /** Expected passes through steps 1-4. */
  expectedExchanges: number;
  /** Attack dice of the first attack roll and of the first counterattack (after K1). */
  dice: number;
  counterDice: number;
}

// ---------------------------------------------------------------------------------------------
// Step 1: the input

const flag = (label: string, fallback: boolean) => orDefault(yesNo(label), fallback);

/** The fields attackAction() adds to attack()'s (the attack profile and defence have their own schemas). */
export const attackActionSchema = inputObject(
  {
    grit: gritSchema("The target's grit"),
    attackerGrit: gritSchema("The attacker's grit"),
    attacker: orDefault(oneOf('Attacker', ['character', 'enemy']), 'character'),
    adjacent: yesNo('Adjacent', (got) => (got === undefined ? 'Say whether the two models are adjacent (true or false).' : `Adjacent must be true or false; got ${String(got)}.`)),
    counterInRange: flag('Attacker in the target’s range', true),
    counterattack: flag('Counterattack', true),
    pushAway: flag('Push away instead of counterattacking', false),
    characterRestarts: orDefault(oneOf('Restart', ['always', 'never', 'safe']), 'always'),
    counterFirst: flag('Counterattack first (Street pirates)', false),
    enemyCounterOnFivePlus: flag('Enemy counterattacks hit only on 5+', false),
    attackerDiceLostPerGritLost: orDefault(wholeNumber('Action dice the attacker loses per grit', 0, 1), 0),
    counterDiceLostPerGritLost: orDefault(wholeNumber('Action dice the target loses per grit', 0, 1), 0),
    counterTinkerDice: orDefault(wholeNumber('Tinker dice for counterattacks', 0, MAX_TINKER_REROLLS), 0),
  },
  'The attack action needs its inputs.',
);

const counterProfile = attackProfileSchema('The target');
const attackerDefenceSchema = defenceSchema('The attacker');

const reverse = (e: Elevation): Elevation => (e === 'above' ? 'below' : e === 'below' ? 'above' : 'level');

type Profile = ReturnType<typeof checkAttackProfile>;

/** Everything the chain needs, checked, with the rules' consequences worked out once. */
interface CheckedAction {
  atk: Profile;
  ctr: Profile;
  targetDefence: DefenceProfile;
  attackerDefence: DefenceProfile;
  /** Starting grit of the target (gD) and of the attacker (gA). */
  gD: number;
  gA: number;
  attacker: Side;
  adjacent: boolean;
  counterHappens: boolean;
  counterFirst: boolean;
  /** Tinker dice the counterattacks can usefully spend. */
  tinker: number;
  /** Action dice lost per grit lost, by the attacker and by the target. */
  lossA: number;
  lossC: number;
  dice: number;
  counterDice: number;
  /** The counterattack's hit value without and with a Tinker dice paid. */
  counterHitOn: [number, number];
  /** restart[a] = P(the sequence restarts after a pass that leaves the attacker with grit a). */
  restart: Float64Array;
}

function checkAction(input: AttackActionInput): CheckedAction {
  const atk = checkAttackProfile(input);
  const ctr = checkAttackProfile(
    {
      actionDice: input.counterActionDice,
      hitOn: input.counterHitOn,
      coordination: input.counterCoordination,
      cover: input.cover,
      elevation: reverse(atk.elevation),
      critOn: input.counterCritOn,
      extraHitsOnCrit: input.counterExtraHitsOnCrit,
      rerollMisses: input.counterRerollMisses,
    },
    counterProfile,
  );
  const targetDefence = checkDefence(input);
  const attackerDefence = checkDefence(
    {
      defence: input.attackerDefence,
      bestOfTwoDefence: input.attackerBestOfTwoDefence,
      sixRemovesOnlyOne: input.attackerSixRemovesOnlyOne,
      maxGritLostPerAttack: input.attackerMaxGritLostPerAttack,
    },
    attackerDefenceSchema,
  );
  const v = parseInput(attackActionSchema, input);
  if (v.adjacent && atk.elevation !== 'level') {
    refuse('Models on different levels are never adjacent (K6): choose level ground, or not adjacent.');
  }
  if (v.counterFirst && v.attacker === 'enemy') {
    refuse('Counterattacking first is a Street pirates rule for enemy targets; here the target is a Character.');
  }
  if ((input.attackRerolls ?? 0) !== 0 || (input.defenceRerolls ?? 0) !== 0) {
    refuse('Tinker re-rolls on single rolls are not part of the whole-action odds; set them to 0.');
  }
  const dice = checkedDice(atk, 'The attack');
  const counterDice = checkedDice(ctr, 'The counterattack');

  const inRange = v.adjacent || v.counterInRange;
  const counterHappens = inRange && (v.attacker === 'character' || v.counterattack);
  // The 5+ limit: on a Character's counterattack unless a Tinker dice is paid; optionally on an enemy's.
  const counterIsCharacter = v.attacker === 'enemy';
  const capped = Math.max(ctr.hitOn, 5);
  const counterHitOn: [number, number] = counterIsCharacter ? [capped, ctr.hitOn] : v.enemyCounterOnFivePlus ? [capped, capped] : [ctr.hitOn, ctr.hitOn];
  // Tinker dice change nothing when there is no Character counterattack to pay for, or it hits on 5+ anyway.
  const tinker = !counterHappens || !counterIsCharacter || ctr.hitOn >= 5 ? 0 : v.counterTinkerDice;
  const restart = restartChances(v, targetDefence.immune === true);
  return {
    atk,
    ctr,
    targetDefence,
    attackerDefence,
    gD: v.grit,
    gA: v.attackerGrit,
    attacker: v.attacker,
    adjacent: v.adjacent,
    counterHappens,
    // Street pirates counterattack first only when they can counterattack at all (the attacker in range).
    counterFirst: v.counterFirst && counterHappens,
    tinker,
    lossA: v.attackerDiceLostPerGritLost,
    lossC: v.counterDiceLostPerGritLost,
    dice,
    counterDice,
    counterHitOn,
    restart,
  };
}

/**
 * restart[a]: still adjacent unless a Character target pushed away; an enemy attacker restarts on a 5
 * or 6; a Character by its policy, and never against a target it cannot hurt.
 */
function restartChances(v: ReturnType<typeof parseInput<typeof attackActionSchema>>, immune: boolean): Float64Array {
  const staysAdjacent = v.adjacent && !(v.attacker === 'enemy' && !v.counterattack && v.pushAway);
  const restart = new Float64Array(v.attackerGrit + 1);
  for (let a = 1; a <= v.attackerGrit; a++) {
    if (!staysAdjacent) restart[a] = 0;
    else if (v.attacker === 'enemy') restart[a] = 2 / 6;
    else if (immune || v.characterRestarts === 'never') restart[a] = 0;
    else if (v.characterRestarts === 'always') restart[a] = 1;
    else restart[a] = a >= 2 ? 1 : 0;
  }
  return restart;
}

// ---------------------------------------------------------------------------------------------
// Step 2: one roll's grit loss by the grit its roller has left

/** One roll's grit loss and its tail sums (tail[k] = P(loss >= k); 0 beyond the table). */
interface Loss {
  p: Dist;
  tail: readonly number[];
}

const tailAt = (l: Loss, k: number): number => (k < l.tail.length ? l.tail[k]! : 0);

interface RollTables {
  /** attackAt[a]: the attack roll while the attacker has grit a. */
  attackAt: Loss[];
  /** counterAt[paid][d]: the counterattack while the target has grit d, without (0) or with (1) a Tinker dice paid. */
  counterAt: [Loss[], Loss[]];
}

function rollTables(c: CheckedAction): RollTables {
  // The most damage each roll can do: every die a critical hit (fewer dice later never need more).
  const targetByDamage = gritLostByDamage(c.targetDefence, c.dice * (1 + c.atk.extraHitsOnCrit));
  const attackerByDamage = c.counterHappens ? gritLostByDamage(c.attackerDefence, c.counterDice * (1 + c.ctr.extraHitsOnCrit)) : [];
  // Rolls with the same dice and hit value are the same: computed once.
  const cache = new Map<string, Loss>();
  const loss = (p: Profile, byDamage: readonly Dist[], dice: number, hitOn: number): Loss => {
    const key = `${p === c.atk ? 'attack' : 'counter'}:${dice}:${hitOn}`;
    let l = cache.get(key);
    if (!l) {
      const hits = hitsDistribution({ dice, hitOn, critOn: p.critOn, extraHitsOnCrit: p.extraHitsOnCrit, rerollMisses: p.rerollMisses });
      const d = gritLostFromHits(hits, byDamage);
      l = { p: d, tail: atLeast(d) };
      cache.set(key, l);
    }
    return l;
  };
  const diceAfterLoss = (p: Profile, lossPerGrit: number, gritLost: number) =>
    attackDice(Math.max(0, p.actionDice - lossPerGrit * gritLost), p.coordination, p.cover, p.elevation);

  const attackAt: Loss[] = [];
  for (let a = 1; a <= c.gA; a++) attackAt[a] = loss(c.atk, targetByDamage, diceAfterLoss(c.atk, c.lossA, c.gA - a), c.atk.hitOn);
  const counterAt: [Loss[], Loss[]] = [[], []];
  if (c.counterHappens) {
    for (let d = 1; d <= c.gD; d++) {
      const dice = diceAfterLoss(c.ctr, c.lossC, c.gD - d);
      counterAt[0][d] = loss(c.ctr, attackerByDamage, dice, c.counterHitOn[0]);
      counterAt[1][d] = loss(c.ctr, attackerByDamage, dice, c.counterHitOn[1]);
    }
  }
  return { attackAt, counterAt };
}

// ---------------------------------------------------------------------------------------------
// Step 3: the chain, mass flowing from (gA, gD, tinker) to lower states

/** The chain's arrays: mass[state] still to pass, final[a * W + d] = P(the action ends with grit a and d left). */
interface Chain {
  mass: Float64Array;
  final: Float64Array;
  /** Width of a row of `final` (target grit 0..gD). */
  W: number;
  /** Tinker dice states per (a, d): 0..tinker. */
  T1: number;
}

const stateIndex = (ch: Chain, a: number, d: number, t: number) => (a * ch.W + d) * ch.T1 + t;

/** Where one pass lands: the grit left, the Tinker dice left, and whether it is the state it started from. */
interface PassEnd {
  a: number;
  d: number;
  tinkerLeft: number;
  /** Nobody lost grit and no Tinker dice was spent: a restart would return to the same state (already folded in). */
  same: boolean;
}

/** After a pass: the sequence restarts (unless that is the folded self-loop) or the action ends. */
function passTo(c: CheckedAction, ch: Chain, end: PassEnd, w: number): void {
  if (w === 0) return;
  const r = c.restart[end.a]!;
  if (r > 0 && !end.same) ch.mass[stateIndex(ch, end.a, end.d, end.tinkerLeft)]! += w * r;
  if (r < 1) ch.final[end.a * ch.W + end.d]! += w * (1 - r);
}

/**
 * Every pass out of the state (a, d, t) holding mass m, its self-loop folded in. Returns the expected
 * passes spent in it.
 */
function flowFrom(c: CheckedAction, rolls: RollTables, ch: Chain, a: number, d: number, t: number, m: number): number {
  const paid = t > 0 ? 1 : 0;
  const tinkerLeft = t - paid;
  const counters = rolls.counterAt[paid];
  const attack = rolls.attackAt[a]!;
  // Back to the same state: nobody lost grit, no Tinker dice spent, and the sequence restarts.
  const pSame = paid ? 0 : attack.p[0]! * (c.counterHappens ? counters[d]!.p[0]! : 1) * c.restart[a]!;
  // Every exit is scaled by 1 / (1 - pSame): the expected passes through this state.
  const scale = pSame === 0 ? m : m * (1 / (1 - pSame));
  const same = (k: number, j: number) => paid === 0 && k === 0 && j === 0;
  if (!c.counterFirst) {
    ch.final[a * ch.W]! += scale * tailAt(attack, d);
    for (let k = 0; k < Math.min(d, attack.p.length); k++) {
      const wk = scale * attack.p[k]!;
      if (wk === 0) continue;
      const d1 = d - k;
      if (!c.counterHappens) {
        passTo(c, ch, { a, d: d1, tinkerLeft, same: same(k, 0) }, wk);
        continue;
      }
      const counter = counters[d1]!;
      ch.final[d1]! += wk * tailAt(counter, a);
      for (let j = 0; j < Math.min(a, counter.p.length); j++) passTo(c, ch, { a: a - j, d: d1, tinkerLeft, same: same(k, j) }, wk * counter.p[j]!);
    }
  } else {
    const counter = counters[d]!;
    ch.final[d]! += scale * tailAt(counter, a);
    for (let j = 0; j < Math.min(a, counter.p.length); j++) {
      const wj = scale * counter.p[j]!;
      if (wj === 0) continue;
      const a1 = a - j;
      const next = rolls.attackAt[a1]!;
      ch.final[a1 * ch.W]! += wj * tailAt(next, d);
      for (let k = 0; k < Math.min(d, next.p.length); k++) passTo(c, ch, { a: a1, d: d - k, tinkerLeft, same: same(k, j) }, wj * next.p[k]!);
    }
  }
  return scale;
}

/** Runs the chain from the starting state; returns where it ends and the expected passes. */
function runChain(c: CheckedAction, rolls: RollTables): { final: Float64Array; exchanges: number } {
  const W = c.gD + 1;
  const T1 = c.tinker + 1;
  const ch: Chain = { mass: new Float64Array((c.gA + 1) * W * T1), final: new Float64Array((c.gA + 1) * W), W, T1 };
  ch.mass[stateIndex(ch, c.gA, c.gD, c.tinker)] = 1;
  let exchanges = 0;
  // Grit and Tinker dice only go down, so visiting states from the top down sees all their mass.
  for (let a = c.gA; a >= 1; a--) {
    for (let d = c.gD; d >= 1; d--) {
      for (let t = c.tinker; t >= 0; t--) {
        const m = ch.mass[stateIndex(ch, a, d, t)]!;
        if (m !== 0) exchanges += flowFrom(c, rolls, ch, a, d, t, m);
      }
    }
  }
  return { final: ch.final, exchanges };
}

// ---------------------------------------------------------------------------------------------
// Step 4: the result

function summary(c: CheckedAction, final: Float64Array, exchanges: number): AttackActionResult {
  const defLost = new Array<number>(c.gD + 1).fill(0);
  const attLost = new Array<number>(c.gA + 1).fill(0);
  let pDefOut = 0;
  let pAttOut = 0;
  let pNeither = 0;
  for (let a = 0; a <= c.gA; a++) {
    for (let d = 0; d <= c.gD; d++) {
      const w = final[a * (c.gD + 1) + d]!;
      if (w === 0) continue;
      if (d === 0) pDefOut += w;
      else if (a === 0) pAttOut += w;
      else pNeither += w;
      defLost[c.gD - d]! += w;
      attLost[c.gA - a]! += w;
    }
  }
  return {
    pDefenderOut: Math.min(1, pDefOut),
    pAttackerOut: Math.min(1, pAttOut),
    pNeither: Math.min(1, pNeither),
    defenderGritLost: defLost,
    attackerGritLost: attLost,
    expectedDefenderGritLost: expectation(defLost),
    expectedAttackerGritLost: expectation(attLost),
    expectedExchanges: exchanges,
    dice: c.dice,
    counterDice: c.counterHappens ? c.counterDice : 0,
  };
}

/** Every field attackAction() takes: any other is refused by name. */
const ATTACK_ACTION_FIELDS = fieldNames<AttackActionInput>()(['actionDice', 'hitOn', 'coordination', 'cover', 'elevation', 'critOn', 'extraHitsOnCrit', 'rerollMisses', 'defence', 'grit', 'bestOfTwoDefence', 'sixRemovesOnlyOne', 'maxGritLostPerAttack', 'immune', 'tinkerSide', 'attackRerolls', 'defenceRerolls', 'attackInfluence', 'defenceInfluence', 'influenceCost', 'influenceGoal', 'minParryPoints', 'extraParryOnSix', 'attacker', 'attackerGrit', 'attackerDefence', 'attackerBestOfTwoDefence', 'attackerSixRemovesOnlyOne', 'attackerMaxGritLostPerAttack', 'counterActionDice', 'counterHitOn', 'counterCritOn', 'counterExtraHitsOnCrit', 'counterRerollMisses', 'counterCoordination', 'adjacent', 'counterInRange', 'counterattack', 'pushAway', 'counterTinkerDice', 'characterRestarts', 'counterFirst', 'enemyCounterOnFivePlus', 'attackerDiceLostPerGritLost', 'counterDiceLostPerGritLost']);

/** A whole attack action: the chance each side is taken out, and both sides' grit lost. */
export function attackAction(input: AttackActionInput): AttackActionResult {
  refuseUnknownFields('attackAction', input, ATTACK_ACTION_FIELDS);
  const c = checkAction(input);
  const { final, exchanges } = runChain(c, rollTables(c));
  return summary(c, final, exchanges);
}
