/**
 * Heartbreaker's strike odds, exact: one strike (PUNCH dice against ARMOR dice), the whole Fight
 * exchange (strike first or together, strike back) and the Second Wind roll. Every function follows
 * the readings H1–H5 of ../shared/RULINGS.md and builds on the shared engine.
 */
import { convolveWeights, expectation, fromWeights, mixture, pAtLeast, pool, rerollOneFailure, scoredDie, toDist, type Dist } from '../../engine';
import { inputObject, oneOf, orDefault, parseInput, refuse, wholeNumber, yesNo } from '../../common/inputs';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

/** Which roll of a strike gets the one re-roll (H3): the striker's PUNCH, the target's ARMOR, or none. */
export type Reroll = 'none' | 'punch' | 'armor';
export const REROLLS: readonly Reroll[] = ['none', 'punch', 'armor'];

const SIDES = 6;
/** Hard limits that keep every input a real game situation and every computation instant. */
export const LIMITS = {
  dice: 40,
  modifier: 10,
  meat: 100,
  speed: 20,
  attacks: 2,
} as const;

// ---------------------------------------------------------------------------------------------
// Input schemas: one per odds function (the strike-odds form reads its ranges from these)

const dice = (label: string, min = 0) => wholeNumber(label, min, LIMITS.dice);
const modifier = (label: string) => orDefault(wholeNumber(label, -LIMITS.modifier, LIMITS.modifier), 0);
const flag = (label: string) => orDefault(yesNo(label), false);
const reroll = (label: string) => orDefault(oneOf(label, ['none', 'punch', 'armor']), 'none');

/** strike(): the fields in the order they are checked. */
export const strikeSchema = inputObject(
  {
    punch: dice('PUNCH dice', 1),
    modifier: modifier('PUNCH modifier'),
    armor: dice("target's ARMOR dice"),
    armorModifier: modifier('ARMOR modifier'),
    deflect: orDefault(dice('Deflect PUNCH'), 0),
    meat: wholeNumber("target's Meat", 1, LIMITS.meat),
    attacks: orDefault(wholeNumber('number of shots', 1, LIMITS.attacks), 1),
    crush: flag('Crush'),
    doubleFives: flag('Headshot (double fives)'),
    reroll: reroll('Re-roll'),
  },
  'A strike needs its PUNCH, ARMOR and Meat.',
);

/** One fighter of fight(), named in its messages ("The attacker's PUNCH"). */
function fighterSchema(who: 'attacker' | 'defender') {
  return inputObject(
    {
      punch: dice(`The ${who}'s PUNCH`, 1),
      modifier: modifier(`The ${who}'s PUNCH modifier`),
      crush: flag(`The ${who}'s Crush`),
      doubleFives: flag(`The ${who}'s Headshot`),
      armor: dice(`The ${who}'s Armor`),
      armorModifier: modifier(`The ${who}'s ARMOR modifier`),
      meat: wholeNumber(`The ${who}'s Meat`, 1, LIMITS.meat),
      speed: wholeNumber(`The ${who}'s Speed`, 0, LIMITS.speed),
      reroll: reroll(`The ${who}'s re-roll`),
      strikesBackAtZero: flag(`The ${who}'s Fanatic strike back`),
    },
    `The ${who} needs PUNCH, Armor, Meat and Speed.`,
  );
}

/** fight(): both fighters, the sprint and Deflect. */
export const fightSchema = inputObject(
  {
    attacker: fighterSchema('attacker'),
    defender: fighterSchema('defender'),
    sprinted: flag('Sprinted into the Fight'),
    deflect: orDefault(dice('Deflect PUNCH'), 0),
  },
  'A Fight needs an attacker and a defender.',
);

/** secondWind(): the downed fighter's situation. */
export const secondWindSchema = orDefault(
  inputObject(
    {
      allyNearby: flag('Ally nearby'),
      medpack: flag('Medpack'),
      bloodthirsty: flag('Bloodthirsty'),
      rounds: orDefault(wholeNumber('Rounds', 1, 20), 1),
    },
    'Second Wind needs its situation.',
  ),
  { allyNearby: false, medpack: false, bloodthirsty: false, rounds: 1 },
);

// ---------------------------------------------------------------------------------------------
// One die and one roll (H1, H3)

/**
 * Successes one PUNCH or ARMOR die scores (ruling H1): a face of 1 scores 0 and a 6 scores 2 whatever
 * the modifier; any other face scores 1 when face + modifier >= 4. With Headshot (doubleFives) a 5
 * that succeeds after modifiers scores 2.
 */
export function dieSuccesses(face: number, modifier = 0, doubleFives = false): number {
  if (face === 1) return 0;
  if (face === 6) return 2;
  if (face + modifier < 4) return 0;
  return doubleFives && face === 5 ? 2 : 1;
}

/** Plain arrays of weights that need not sum to 1. */
type Weights = number[];

interface RollSpec {
  dice: number;
  modifier: number;
  doubleFives: boolean;
}

/** The distribution of a roll's successes, with one zero-scoring die re-rolled when `reroll` (H3). */
export function rollSuccesses(dice: number, modifier = 0, doubleFives = false, reroll = false): Dist {
  const score = (face: number) => dieSuccesses(face, modifier, doubleFives);
  if (dice === 0) return [1];
  // Every zero-scoring face scores the same, so which of them is re-rolled does not matter.
  if (reroll) return toDist(rerollOneFailure(dice, SIDES, score, (face) => score(face) === 0));
  return toDist(pool(dice, scoredDie(SIDES, score)));
}

/** max(0, PUNCH - ARMOR) for weighted PUNCH and ARMOR successes (H2). */
function damageWeights(punch: readonly number[], armor: readonly number[]): Weights {
  const out: Weights = new Array<number>(punch.length).fill(0);
  for (let p = 0; p < punch.length; p++) {
    if (punch[p] === 0) continue;
    for (let a = 0; a < armor.length; a++) out[Math.max(0, p - a)]! += punch[p]! * armor[a]!;
  }
  return out;
}

/**
 * Total damage of `attacks` strikes (Both Barrels: 2). The shots are separate rolls, each with its own
 * re-roll where one applies (H6), so the total is the one shot's damage added up `attacks` times.
 */
function damageOfAttacks(punch: RollSpec, armor: RollSpec, punchReroll: boolean, armorReroll: boolean, attacks: number): Dist {
  const one = damageWeights(rollSuccesses(punch.dice, punch.modifier, punch.doubleFives, punchReroll), rollSuccesses(armor.dice, armor.modifier, armor.doubleFives, armorReroll));
  let total: Weights = [1];
  for (let shot = 0; shot < attacks; shot++) total = convolveWeights(total, one);
  return fromWeights(total, 'damage');
}

// ---------------------------------------------------------------------------------------------
// One strike (H1–H4)

export interface StrikeInput {
  /** PUNCH dice the striker rolls. */
  punch: number;
  /** The total modifier on each PUNCH die. */
  modifier?: number;
  /** The target's ARMOR dice (its Armor stat; 0 for none). */
  armor: number;
  /** The modifier on each ARMOR die (Focus tokens spent on ARMOR). */
  armorModifier?: number;
  /** Crush: the target rolls no ARMOR dice at all, Deflect's included (H2). */
  crush?: boolean;
  /** Headshot: a natural 5 that succeeds after modifiers scores 2 (H1). */
  doubleFives?: boolean;
  /** One re-roll of a zero-scoring die (H3): Longshot or Lucky Charm on PUNCH, Lucky Charm on ARMOR. */
  reroll?: Reroll;
  /** The target's remaining Meat. */
  meat: number;
  /** Deflect: the PUNCH of the target's Deflect weapon, added to its ARMOR dice (H2). Default 0. */
  deflect?: number;
  /** Separate strikes made by the action: 2 for Both Barrels. Default 1. */
  attacks?: number;
}

export interface StrikeResult {
  /** Successes of one PUNCH roll (the first shot's, with its re-roll when it has one). */
  punchSuccesses: number[];
  /** Successes of one ARMOR roll ([1] when the target rolls none). */
  armorSuccesses: number[];
  /** Damage dealt by the whole action (every shot of Both Barrels added up). */
  damage: number[];
  /** P(damage >= meat): the target is Taken Down (H4). */
  pDown: number;
  /** The same as damage, pDown and E[damage], under the names the tools kit reads. */
  distribution: number[];
  chance: number;
  expected: number;
  /** ARMOR dice the target actually rolls (Armor + Deflect, or 0 against Crush). */
  armorDice: number;
}

interface CheckedStrike {
  punch: RollSpec;
  armor: RollSpec;
  punchReroll: boolean;
  armorReroll: boolean;
  meat: number;
  attacks: number;
}

function checkStrike(input: StrikeInput): CheckedStrike {
  const { punch, modifier, armor, armorModifier, deflect, meat, attacks, crush, doubleFives, reroll } = parseInput(strikeSchema, input);
  if (armor + deflect > LIMITS.dice) refuse(`ARMOR dice plus Deflect must be at most ${LIMITS.dice}; got ${armor + deflect}.`);
  const armorDice = crush ? 0 : armor + deflect;
  return {
    punch: { dice: punch, modifier, doubleFives },
    // Headshot doubles the striker's fives only; ARMOR dice follow H1 without it.
    armor: { dice: armorDice, modifier: armorModifier, doubleFives: false },
    punchReroll: reroll === 'punch',
    armorReroll: reroll === 'armor' && armorDice > 0,
    meat,
    attacks,
  };
}

function resolve(s: CheckedStrike): StrikeResult {
  const damage = [...damageOfAttacks(s.punch, s.armor, s.punchReroll, s.armorReroll, s.attacks)];
  const pDown = pAtLeast(damage, s.meat);
  return {
    punchSuccesses: [...rollSuccesses(s.punch.dice, s.punch.modifier, s.punch.doubleFives, s.punchReroll)],
    armorSuccesses: [...rollSuccesses(s.armor.dice, s.armor.modifier, false, s.armorReroll)],
    damage,
    pDown,
    distribution: damage,
    chance: pDown,
    expected: expectation(damage),
    armorDice: s.armor.dice,
  };
}

/** Every field strike() takes: any other is refused by name. */
const STRIKE_FIELDS = fieldNames<StrikeInput>()(['punch', 'modifier', 'armor', 'armorModifier', 'crush', 'doubleFives', 'reroll', 'meat', 'deflect', 'attacks']);
/** Every field fight() takes: any other is refused by name. */
const FIGHT_FIELDS = fieldNames<FightInput>()(['attacker', 'defender', 'sprinted', 'deflect']);
/** Every field secondWind() takes: any other is refused by name. */
const SECOND_WIND_FIELDS = fieldNames<SecondWindInput>()(['allyNearby', 'medpack', 'bloodthirsty', 'rounds']);

/** One strike: PUNCH against ARMOR, damage = max(0, difference), the chance to take the target down. */
export function strike(input: StrikeInput): StrikeResult {
  refuseUnknownFields('strike', input, STRIKE_FIELDS);
  return resolve(checkStrike(input));
}

// ---------------------------------------------------------------------------------------------
// The whole Fight exchange (H5)

export interface Fighter {
  /** PUNCH of the weapon it fights with. */
  punch: number;
  /** Total modifier on its PUNCH dice when it strikes. */
  modifier?: number;
  /** Its weapon has Crush. */
  crush?: boolean;
  /** Its weapon scores a successful natural 5 as two (Headshot); no melee weapon has it, kept so a strike and a Fight take the same fields. */
  doubleFives?: boolean;
  /** Its Armor stat (ARMOR dice when struck). */
  armor: number;
  /** Modifier on its ARMOR dice (Focus spent on ARMOR). */
  armorModifier?: number;
  /** Remaining Meat. */
  meat: number;
  /** Speed in inches. */
  speed: number;
  /** Its one re-roll this exchange (Lucky Charm, once a round): on its own PUNCH roll or its own ARMOR roll. */
  reroll?: Reroll;
  /** Fanatic gang: brought to zero Meat, it still strikes back before going down. */
  strikesBackAtZero?: boolean;
}

export interface FightInput {
  /** The active fighter, which chose the Fight action. */
  attacker: Fighter;
  /** Its target. */
  defender: Fighter;
  /** The attacker sprinted straight into this Fight and was not already nearby the target: +1 Speed (H5). */
  sprinted?: boolean;
  /** The defender declared Deflect with a weapon of this PUNCH: it adds that many ARMOR dice and does not strike. */
  deflect?: number;
}

export type FightOrder = 'attacker-first' | 'defender-first' | 'together' | 'deflect';

export interface FightResult {
  order: FightOrder;
  /** Speeds compared (the attacker's with its sprint bonus). */
  attackerSpeed: number;
  defenderSpeed: number;
  /** The attacker's strike on its own, against the defender. */
  attackerStrike: StrikeResult;
  /** The defender's strike (back) on its own, against the attacker; absent after Deflect. */
  defenderStrike?: StrikeResult;
  /** Damage the defender takes by the end of the exchange (index = damage). */
  damageToDefender: number[];
  /** Damage the attacker takes by the end of the exchange (0 when it is not struck). */
  damageToAttacker: number[];
  /** Chance the defender is down (taken to zero Meat) by the end of the exchange. */
  pDefenderDown: number;
  /** Chance the attacker is down by the end of the exchange. */
  pAttackerDown: number;
  pBothDown: number;
  pNeitherDown: number;
  /** Chance the fighter that strikes second gets to strike at all (1 when together, 0 after Deflect). */
  pSecondStrikes: number;
}

/** One fighter striking another: each side's re-roll goes to the roll it chose. */
function strikeBetween(striker: Required<Fighter>, target: Required<Fighter>, deflect = 0): StrikeResult {
  // checkStrike applies strike()'s own limits (ARMOR dice plus Deflect) to the pair.
  const base = checkStrike({
    punch: striker.punch,
    modifier: striker.modifier,
    crush: striker.crush,
    doubleFives: striker.doubleFives,
    armor: target.armor,
    armorModifier: target.armorModifier,
    deflect,
    meat: target.meat,
  });
  return resolve({ ...base, punchReroll: striker.reroll === 'punch', armorReroll: target.reroll === 'armor' && base.armor.dice > 0 });
}

/** Damage the second striker deals: 0 when it does not get to strike (taken down first, not Fanatic). */
function strikeBackDamage(back: StrikeResult, pStrikes: number): number[] {
  return [...mixture([[pStrikes, back.damage], [1 - pStrikes, [1]]])];
}

/**
 * The whole Fight exchange (H5): the faster fighter strikes first and the other strikes back only if
 * still standing (or Fanatic); equal speeds strike together; a Deflecting defender only defends.
 */
export function fight(input: FightInput): FightResult {
  refuseUnknownFields('fight', input, FIGHT_FIELDS);
  const { attacker, defender, sprinted, deflect } = parseInput(fightSchema, input);
  const attackerSpeed = attacker.speed + (sprinted ? 1 : 0);
  const defenderSpeed = defender.speed;
  const aStrike = strikeBetween(attacker, defender, deflect);
  const pD = aStrike.pDown;

  if (deflect > 0) {
    return {
      order: 'deflect',
      attackerSpeed,
      defenderSpeed,
      attackerStrike: aStrike,
      damageToDefender: aStrike.damage,
      damageToAttacker: [1],
      pDefenderDown: pD,
      pAttackerDown: 0,
      pBothDown: 0,
      pNeitherDown: 1 - pD,
      pSecondStrikes: 0,
    };
  }

  const dStrike = strikeBetween(defender, attacker);
  const pA = dStrike.pDown;
  const common = { attackerSpeed, defenderSpeed, attackerStrike: aStrike, defenderStrike: dStrike };
  if (attackerSpeed === defenderSpeed) {
    return {
      order: 'together',
      ...common,
      damageToDefender: aStrike.damage,
      damageToAttacker: dStrike.damage,
      pDefenderDown: pD,
      pAttackerDown: pA,
      pBothDown: pD * pA,
      pNeitherDown: (1 - pD) * (1 - pA),
      pSecondStrikes: 1,
    };
  }
  if (attackerSpeed > defenderSpeed) {
    // The defender answers if it is still up, or regardless when Fanatic.
    const pBack = defender.strikesBackAtZero ? 1 : 1 - pD;
    const pBoth = defender.strikesBackAtZero ? pD * pA : 0;
    return {
      order: 'attacker-first',
      ...common,
      damageToDefender: aStrike.damage,
      damageToAttacker: strikeBackDamage(dStrike, pBack),
      pDefenderDown: pD,
      pAttackerDown: pBack * pA,
      pBothDown: pBoth,
      pNeitherDown: (1 - pD) * (1 - pA),
      pSecondStrikes: pBack,
    };
  }
  const pBack = attacker.strikesBackAtZero ? 1 : 1 - pA;
  const pBoth = attacker.strikesBackAtZero ? pD * pA : 0;
  return {
    order: 'defender-first',
    ...common,
    damageToDefender: strikeBackDamage(aStrike, pBack),
    damageToAttacker: dStrike.damage,
    pDefenderDown: pBack * pD,
    pAttackerDown: pA,
    pBothDown: pBoth,
    pNeitherDown: (1 - pD) * (1 - pA),
    pSecondStrikes: pBack,
  };
}

// ---------------------------------------------------------------------------------------------
// Second Wind

export interface SecondWindInput {
  /** A friendly fighter is nearby the downed one: +1. */
  allyNearby?: boolean;
  /** The nearby friend carries a Medpack: +3 instead of +1 (it is itself a nearby ally). */
  medpack?: boolean;
  /** The fighter was brought down by a Bloodthirsty rival: removed, no roll. */
  bloodthirsty?: boolean;
  /** Reset steps it rolls in, with the same help each time (default 1). */
  rounds?: number;
}

export interface SecondWindResult {
  /** What is added to the D6. */
  bonus: number;
  /** Chance that one roll reaches 6+. */
  perRoll: number;
  /** Chance of getting up within `rounds` rolls. */
  chance: number;
  /** [stays down, gets up] within `rounds` rolls. */
  distribution: number[];
  expected: number;
}

/**
 * The Second Wind roll at the end of a round: one D6, +1 with a friendly fighter nearby (+3 instead
 * when that friend has a Medpack), standing back up with 1 Meat on 6 or more.
 */
export function secondWind(input: SecondWindInput = {}): SecondWindResult {
  refuseUnknownFields('secondWind', input, SECOND_WIND_FIELDS);
  const { allyNearby, medpack, bloodthirsty, rounds } = parseInput(secondWindSchema, input);
  const bonus = medpack ? 3 : allyNearby ? 1 : 0;
  let faces = 0;
  for (let face = 1; face <= SIDES; face++) if (face + bonus >= 6) faces++;
  const perRoll = bloodthirsty ? 0 : faces / SIDES;
  const chance = 1 - (1 - perRoll) ** rounds;
  return { bonus, perRoll, chance, distribution: [...fromWeights([1 - chance, chance], 'Second Wind')], expected: chance };
}
