/**
 * Every tool's page data, built from the YAML files exactly as the tools' Astro wrappers build it from
 * the collections: the same declaration in src/games/tool-registry.ts (collections and data function),
 * read by the plain-Node loader. Named here for the tests that use one tool's data.
 */
import type { campaignCalculatorData } from '../../../src/games/arsenal-campaign/tools/campaign-calculator';
import type { flipOddsData } from '../../../src/games/arsenal-campaign/tools/flip-odds';
import type { strikeOddsData } from '../../../src/games/heartbreaker/tools/strike-odds';
import type { attackOddsData } from '../../../src/games/kuggkoping/tools/attack-odds';
import type { boardToolData } from '../../../src/games/kuggkoping/tools/board';
import type { activationData } from '../../../src/games/kuggkoping/tools/enemy-activation';
import type { combatOddsData } from '../../../src/games/punkapocalyptic/tools/combat-odds';
import type { coverToolData } from '../../../src/games/punkapocalyptic/tools/cover';
import type { fallJumpData } from '../../../src/games/punkapocalyptic/tools/fall-and-jump';
import type { shotOddsData } from '../../../src/games/punkapocalyptic/tools/shot-odds';
import type { meleeOddsData } from '../../../src/games/wolsung/tools/melee-odds';
import type { shootOddsData } from '../../../src/games/wolsung/tools/shoot-odds';
import { loadToolData } from '../support/collections';

export const flipData = loadToolData<ReturnType<typeof flipOddsData>>('arsenal-campaign', 'flip-odds');
export const campaignData = loadToolData<ReturnType<typeof campaignCalculatorData>>('arsenal-campaign', 'campaign-calculator');
export const strikeData = loadToolData<ReturnType<typeof strikeOddsData>>('heartbreaker', 'strike-odds');
export const attackData = loadToolData<ReturnType<typeof attackOddsData>>('kuggkoping', 'attack-odds');
export const activationToolData = loadToolData<ReturnType<typeof activationData>>('kuggkoping', 'enemy-activation');
export const boardData = loadToolData<ReturnType<typeof boardToolData>>('kuggkoping', 'board');
export const shotData = loadToolData<ReturnType<typeof shotOddsData>>('punkapocalyptic', 'shot-odds');
export const coverData = loadToolData<ReturnType<typeof coverToolData>>('punkapocalyptic', 'cover');
export const combatData = loadToolData<ReturnType<typeof combatOddsData>>('punkapocalyptic', 'combat-odds');
export const fallData = loadToolData<ReturnType<typeof fallJumpData>>('punkapocalyptic', 'fall-and-jump');
export const shootData = loadToolData<ReturnType<typeof shootOddsData>>('wolsung', 'shoot-odds');
export const meleeData = loadToolData<ReturnType<typeof meleeOddsData>>('wolsung', 'melee-odds');
