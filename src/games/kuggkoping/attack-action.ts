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
 *    is how many of its counterattacks you pay for, one Tinker dice each, first ones first. Whether the
 *    5+ limit also binds an enemy's counterattack is left open by the text (it sits in the Character's
 *    paragraph): option `enemyCounterOnFivePlus`, default no. The counterattack uses the reverse
 *    elevation and the same cover; K1 applies to it. If the attacker drops to 0 grit, the action ends.
 * 4. Restart: only while the two are adjacent (K6: never across levels). A Character attacker may
 *    restart (option `characterRestarts`: always, never, or only while it has 2+ grit); an enemy attacker
 *    restarts on a 5 or 6 on a D6 (1/3). Street pirates targets counterattack before the attacker rolls
 *    to hit (`counterFirst`), in every pass. A Character never restarts an attack that cannot hurt
 *    the target (`immune`): it could only take counterattacks.
 *
 * The state is (attacker grit, target grit, Tinker dice left for counterattacks). Grit only goes down,
 * so the chain has no cycles except a pass in which nobody loses grit and the sequence restarts: each
 * state is solved with the engine's repeatUntilAbsorbed (its self-loop folded into its exits), and mass
 * flows from the starting state downwards in one pass. Exact; no simulation.
 *
 * Fragile self-esteem (Bell-Man) is modelled: `attackerDiceLostPerGritLost` / `counterDiceLostPerGritLost`
 * take action dice off for grit lost during this action (set actionDice for grit lost before it).
 */
import { repeatUntilAbsorbed, type Dist } from '../../engine';
import {
  attackDice,
  checkAttackProfile,
  checkDefence,
  checkedDice,
  gritLostByDamage,
  gritLostFromHits,
  hitsDistribution,
  MAX_GRIT,
  MAX_TINKER_REROLLS,
  type AttackInput,
  type Elevation,
} from './combat';

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

function whole(label: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${label} must be a whole number from ${min} to ${max}; got ${String(value)}.`);
  }
  return value;
}

function flag(label: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new RangeError(`${label} must be true or false; got ${String(value)}.`);
  return value;
}

function choice<T extends string>(label: string, value: unknown, options: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw new RangeError(`${label} must be one of ${options.map((o) => `'${o}'`).join(', ')}; got ${String(value)}.`);
  }
  return value as T;
}

const reverse = (e: Elevation): Elevation => (e === 'above' ? 'below' : e === 'below' ? 'above' : 'level');

/** A whole attack action: the chance each side is taken out, and both sides' grit lost. */
export function attackAction(input: AttackActionInput): AttackActionResult {
  // ----- validation
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
    'The target',
  );
  const targetDefence = checkDefence(input);
  const attackerDefence = checkDefence(
    {
      defence: input.attackerDefence,
      bestOfTwoDefence: input.attackerBestOfTwoDefence,
      sixRemovesOnlyOne: input.attackerSixRemovesOnlyOne,
      maxGritLostPerAttack: input.attackerMaxGritLostPerAttack,
    },
    'The attacker',
  );
  const gD = whole("The target's grit", input.grit, 1, MAX_GRIT);
  const gA = whole("The attacker's grit", input.attackerGrit, 1, MAX_GRIT);
  const attacker = choice('Attacker', input.attacker, ['character', 'enemy'] as const, 'character');
  const adjacent = flag('Adjacent', input.adjacent, false);
  if (typeof input.adjacent !== 'boolean') throw new RangeError('Say whether the two models are adjacent (true or false).');
  if (adjacent && atk.elevation !== 'level') {
    throw new RangeError('Models on different levels are never adjacent (K6): choose level ground, or not adjacent.');
  }
  const inRange = adjacent || flag('Attacker in the target’s range', input.counterInRange, true);
  const characterCounters = flag('Counterattack', input.counterattack, true);
  const pushAway = flag('Push away instead of counterattacking', input.pushAway, false);
  const restarts = choice('Restart', input.characterRestarts, ['always', 'never', 'safe'] as const, 'always');
  const counterFirst = flag('Counterattack first (Street pirates)', input.counterFirst, false);
  if (counterFirst && attacker === 'enemy') {
    throw new RangeError('Counterattacking first is a Street pirates rule for enemy targets; here the target is a Character.');
  }
  const enemyFive = flag('Enemy counterattacks hit only on 5+', input.enemyCounterOnFivePlus, false);
  const lossA = whole('Action dice the attacker loses per grit', input.attackerDiceLostPerGritLost ?? 0, 0, 1);
  const lossC = whole('Action dice the target loses per grit', input.counterDiceLostPerGritLost ?? 0, 0, 1);
  let tinker = whole('Tinker dice for counterattacks', input.counterTinkerDice ?? 0, 0, MAX_TINKER_REROLLS);
  if ((input.attackRerolls ?? 0) !== 0 || (input.defenceRerolls ?? 0) !== 0) {
    throw new RangeError('Tinker re-rolls on single rolls are not part of the whole-action odds; set them to 0.');
  }
  const dice = checkedDice(atk, 'The attack');
  const counterDice = checkedDice(ctr, 'The counterattack');

  const counterHappens = inRange && (attacker === 'character' || characterCounters);
  // The 5+ limit: on a Character's counterattack unless a Tinker dice is paid; optionally on an enemy's.
  const capped = (hitOn: number) => Math.max(hitOn, 5);
  const counterIsCharacter = attacker === 'enemy';
  if (!counterHappens || !counterIsCharacter || ctr.hitOn >= 5) tinker = 0; // Tinker dice would change nothing
  const counterHit = (tinkerPaid: boolean) =>
    counterIsCharacter ? (tinkerPaid ? ctr.hitOn : capped(ctr.hitOn)) : enemyFive ? capped(ctr.hitOn) : ctr.hitOn;

  // ----- one roll's grit loss, cached by dice and hit value, with its tail sums (tail[k] = P(loss >= k))
  // The most damage each roll can do: every die a critical hit (fewer dice later never need more).
  const targetByDamage = gritLostByDamage(targetDefence, dice * (1 + atk.extraHitsOnCrit));
  const attackerByDamage = counterHappens ? gritLostByDamage(attackerDefence, counterDice * (1 + ctr.extraHitsOnCrit)) : [];
  const cache = new Map<number, Loss>();
  const loss = (who: 'attack' | 'counter', diceNow: number, hitOn: number): Loss => {
    const key = (who === 'attack' ? 0 : 1) + 2 * (hitOn + 8 * diceNow);
    let l = cache.get(key);
    if (!l) {
      const p = who === 'attack' ? atk : ctr;
      const hits = hitsDistribution({ dice: diceNow, hitOn, critOn: p.critOn, extraHitsOnCrit: p.extraHitsOnCrit, rerollMisses: p.rerollMisses });
      const d = gritLostFromHits(hits, who === 'attack' ? targetByDamage : attackerByDamage);
      const tail = new Float64Array(d.length + 1);
      for (let k = d.length - 1; k >= 0; k--) tail[k] = tail[k + 1]! + d[k]!;
      l = { p: d, tail };
      cache.set(key, l);
    }
    return l;
  };
  const attackDiceAt = (a: number) => attackDice(Math.max(0, atk.actionDice - lossA * (gA - a)), atk.coordination, atk.cover, atk.elevation);
  const counterDiceAt = (d: number) => attackDice(Math.max(0, ctr.actionDice - lossC * (gD - d)), ctr.coordination, ctr.cover, ctr.elevation);

  // Looked up by grit left: the attack roll at attacker grit a; the counterattack at target grit d,
  // without [0] and with [1] a Tinker dice paid.
  const attackAt: Loss[] = [];
  for (let a = 1; a <= gA; a++) attackAt[a] = loss('attack', attackDiceAt(a), atk.hitOn);
  const counterAt: Loss[][] = [[], []];
  if (counterHappens) {
    for (let d = 1; d <= gD; d++) {
      counterAt[0]![d] = loss('counter', counterDiceAt(d), counterHit(false));
      counterAt[1]![d] = loss('counter', counterDiceAt(d), counterHit(true));
    }
  }
  // restart[a] = P(the sequence restarts after a pass that leaves the attacker with grit a). Still
  // adjacent unless a Character target pushed away; a Character never restarts against an immune target.
  const staysAdjacent = adjacent && !(attacker === 'enemy' && !characterCounters && pushAway);
  const restart = new Float64Array(gA + 1);
  for (let a = 1; a <= gA; a++) {
    restart[a] = !staysAdjacent
      ? 0
      : attacker === 'enemy'
        ? 2 / 6
        : targetDefence.immune || restarts === 'never'
          ? 0
          : restarts === 'always'
            ? 1
            : a >= 2
              ? 1
              : 0;
  }
  const tailAt = (l: Loss, k: number) => (k < l.tail.length ? Math.min(1, l.tail[k]!) : 0);

  // ----- the chain: states (a, d, t), mass flowing from (gA, gD, tinker) to lower states
  const T = tinker;
  const W = gD + 1;
  const mass = new Float64Array((gA + 1) * W * (T + 1));
  mass[(gA * W + gD) * (T + 1) + T] = 1;
  // final[a * W + d] = P(the action ends with grit a and d left; 0 = taken out)
  const final = new Float64Array((gA + 1) * W);
  let exchanges = 0;
  // Tinker dice left after the current pass, and whether the current pass can return to its own state.
  let t1 = 0;
  let selfLoop = false;
  /** After a pass that leaves grit a1 and d1: restart (unless it is the folded self-loop) or end. */
  const passTo = (a1: number, d1: number, w: number, noLoss: boolean): void => {
    if (w === 0) return;
    const r = restart[a1]!;
    if (r > 0 && !(noLoss && selfLoop)) mass[(a1 * W + d1) * (T + 1) + t1]! += w * r;
    if (r < 1) final[a1 * W + d1]! += w * (1 - r);
  };

  for (let a = gA; a >= 1; a--) {
    for (let d = gD; d >= 1; d--) {
      for (let t = T; t >= 0; t--) {
        const m = mass[(a * W + d) * (T + 1) + t]!;
        if (m === 0) continue;
        const paid = t > 0 ? 1 : 0;
        t1 = t - paid;
        selfLoop = paid === 0;
        const counters = counterAt[paid]!;
        // Back to the same state: nobody lost grit, no Tinker dice spent, and the sequence restarts.
        const pSame = paid ? 0 : attackAt[a]!.p[0]! * (counterHappens ? counters[d]!.p[0]! : 1) * restart[a]!;
        // Fold the repeats into the exits: every exit is scaled by 1 / (1 - pSame), the expected passes.
        const scale = pSame === 0 ? m : m * repeatUntilAbsorbed({ again: pSame, leave: 1 - pSame }, 'again').expectedSteps;
        exchanges += scale;
        if (!counterFirst) {
          const ld = attackAt[a]!;
          final[a * W]! += scale * tailAt(ld, d);
          const kMax = Math.min(d, ld.p.length);
          for (let k = 0; k < kMax; k++) {
            const wk = scale * ld.p[k]!;
            if (wk === 0) continue;
            const d1 = d - k;
            if (!counterHappens) {
              passTo(a, d1, wk, k === 0);
              continue;
            }
            const la = counters[d1]!;
            final[d1]! += wk * tailAt(la, a);
            const jMax = Math.min(a, la.p.length);
            for (let j = 0; j < jMax; j++) passTo(a - j, d1, wk * la.p[j]!, k === 0 && j === 0);
          }
        } else {
          const la = counters[d]!;
          final[d]! += scale * tailAt(la, a);
          const jMax = Math.min(a, la.p.length);
          for (let j = 0; j < jMax; j++) {
            const wj = scale * la.p[j]!;
            if (wj === 0) continue;
            const a1 = a - j;
            const ld = attackAt[a1]!;
            final[a1 * W]! += wj * tailAt(ld, d);
            const kMax = Math.min(d, ld.p.length);
            for (let k = 0; k < kMax; k++) passTo(a1, d - k, wj * ld.p[k]!, k === 0 && j === 0);
          }
        }
      }
    }
  }

  const defLost = new Array<number>(gD + 1).fill(0);
  const attLost = new Array<number>(gA + 1).fill(0);
  let pDefOut = 0;
  let pAttOut = 0;
  let pNeither = 0;
  for (let a = 0; a <= gA; a++) {
    for (let d = 0; d <= gD; d++) {
      const w = final[a * (gD + 1) + d]!;
      if (w === 0) continue;
      if (d === 0) pDefOut += w;
      else if (a === 0) pAttOut += w;
      else pNeither += w;
      defLost[gD - d]! += w;
      attLost[gA - a]! += w;
    }
  }

  return {
    pDefenderOut: Math.min(1, pDefOut),
    pAttackerOut: Math.min(1, pAttOut),
    pNeither: Math.min(1, pNeither),
    defenderGritLost: defLost,
    attackerGritLost: attLost,
    expectedDefenderGritLost: defLost.reduce((s, p, k) => s + k * p, 0),
    expectedAttackerGritLost: attLost.reduce((s, p, k) => s + k * p, 0),
    expectedExchanges: exchanges,
    dice,
    counterDice: counterHappens ? counterDice : 0,
  };
}

/** One roll's grit loss and its tail sums. */
interface Loss {
  p: Dist;
  tail: Float64Array;
}
