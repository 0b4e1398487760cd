/**
 * Kuggköping enemy activation (RULINGS K5): the chance of each result on the activation table, and one
 * seeded roll that can be replayed from its seed. Import from ./odds.
 */
import { createRng, type Rng } from '../../engine';
import { inputObject, orDefault, parseInput, wholeNumber, yesNo } from '../../common/inputs';
import { fieldNames, refuseUnknownFields } from '../../common/input-error';

const FACES = [1, 2, 3, 4, 5, 6];

export type ActivationResultId = 'lostInFog' | 'wandering' | 'looting' | 'fight' | 'rage';
export const ACTIVATION_RESULTS: readonly ActivationResultId[] = ['lostInFog', 'wandering', 'looting', 'fight', 'rage'];

export interface ActivationInput {
  /** The enemy can see a Character: +1 (+2 in the Bully Boys district). */
  lineOfSight: boolean;
  /** The enemy is adjacent to a Character: +2. */
  adjacent: boolean;
  /** The campaign is in the Bully Boys district. */
  bullyBoys?: boolean;
  /** Any other modifier: scenario, difficulty, house rule. */
  modifier?: number;
  /** Warband-trait modifiers that apply against this enemy's faction (see traitActivationModifier). */
  traitModifier?: number;
}

export interface ActivationOdds {
  lostInFog: number;
  wandering: number;
  looting: number;
  fight: number;
  rage: number;
  /** Sum of every modifier applied to faces 2-6. */
  totalModifier: number;
  /** What each face of the D6 gives. */
  faces: { face: number; total: number; result: ActivationResultId }[];
}

/** K5 table: total 1 or less Lost in fog, 2 Wandering, 3-4 Looting, 5-6 Fight, 7 or more Rage. */
export function activationResultForTotal(total: number): ActivationResultId {
  if (total <= 1) return 'lostInFog';
  if (total === 2) return 'wandering';
  if (total <= 4) return 'looting';
  if (total <= 6) return 'fight';
  return 'rage';
}

/**
 * A warband trait's activation modifier counts when the enemies belong to one of its factions, and
 * not at Easy difficulty (Easy plays without the warband's Cartographer faction, so without its traits).
 */
export function traitActivationModifier(
  traits: readonly { value: number; enemyFactions: readonly string[] }[],
  enemyFaction: string | undefined,
  difficulty: string | undefined,
): number {
  if (difficulty === 'easy' || enemyFaction === undefined) return 0;
  return traits.reduce((sum, t) => sum + (t.enemyFactions.includes(enemyFaction) ? t.value : 0), 0);
}

/** activation(): the situation of the activating enemy. */
export const activationSchema = inputObject(
  {
    lineOfSight: yesNo('Line of sight'),
    adjacent: yesNo('Adjacent'),
    bullyBoys: orDefault(yesNo('Bully Boys district'), false),
    modifier: orDefault(wholeNumber('The other modifier', -10, 10), 0),
    traitModifier: orDefault(wholeNumber('The trait modifier', -10, 10), 0),
  },
  'The activation needs its inputs.',
);
const faceSchema = wholeNumber('The die face', 1, 6);

function checkActivation(input: ActivationInput): { total: number } {
  const v = parseInput(activationSchema, input);
  return { total: (v.lineOfSight ? (v.bullyBoys ? 2 : 1) : 0) + (v.adjacent ? 2 : 0) + v.traitModifier + v.modifier };
}

/** K5: the result of one face. A face of 1 is always Lost in fog: no modifier applies to it. */
export function activationFace(face: number, input: ActivationInput): { face: number; total: number; result: ActivationResultId } {
  parseInput(faceSchema, face);
  const { total } = checkActivation(input);
  if (face === 1) return { face, total: 1, result: 'lostInFog' };
  return { face, total: face + total, result: activationResultForTotal(face + total) };
}

/** Every field activation() takes: any other is refused by name. */
const ACTIVATION_FIELDS = fieldNames<ActivationInput>()(['lineOfSight', 'adjacent', 'bullyBoys', 'modifier', 'traitModifier']);
/** Every field rollActivation() takes: any other is refused by name. */
const ROLL_ACTIVATION_FIELDS = fieldNames<ActivationInput>()(['lineOfSight', 'adjacent', 'bullyBoys', 'modifier', 'traitModifier']);

/** K5: the chance of each activation result. */
export function activation(input: ActivationInput): ActivationOdds {
  refuseUnknownFields('activation', input, ACTIVATION_FIELDS);
  const { total } = checkActivation(input);
  const odds: Record<ActivationResultId, number> = { lostInFog: 0, wandering: 0, looting: 0, fight: 0, rage: 0 };
  const faces = FACES.map((face) => activationFace(face, input));
  for (const f of faces) odds[f.result] += 1 / 6;
  return { ...odds, totalModifier: total, faces };
}

/** One seeded activation roll: the face, its total and result (replay it with the same seed). */
export function rollActivation(input: ActivationInput, seed: string | Rng): { seed: string; face: number; total: number; result: ActivationResultId } {
  refuseUnknownFields('rollActivation', input, ROLL_ACTIVATION_FIELDS);
  const rng = typeof seed === 'string' ? createRng(seed) : seed;
  const face = rng.die(6);
  return { seed: rng.seed, ...activationFace(face, input) };
}
