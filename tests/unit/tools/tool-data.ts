/**
 * Every tool's page data, built from the YAML files exactly as the tools' Astro wrappers build it from
 * the collections (the same schema and the same data function), for the adapter tests.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { yamlList } from '../../../src/common/yaml-data';
import * as ac from '../../../src/games/arsenal-campaign/schema';
import * as hb from '../../../src/games/heartbreaker/schema';
import * as kk from '../../../src/games/kuggkoping/schema';
import * as pk from '../../../src/games/punkapocalyptic/schema';
import * as ws from '../../../src/games/wolsung/schema';
import { campaignCalculatorData } from '../../../src/games/arsenal-campaign/tools/campaign-calculator';
import { flipOddsData } from '../../../src/games/arsenal-campaign/tools/flip-odds';
import { strikeOddsData } from '../../../src/games/heartbreaker/tools/strike-odds';
import { attackOddsData } from '../../../src/games/kuggkoping/tools/attack-odds';
import { activationData } from '../../../src/games/kuggkoping/tools/enemy-activation';
import { boardToolData } from '../../../src/games/kuggkoping/tools/board';
import { combatOddsData } from '../../../src/games/punkapocalyptic/tools/combat-odds';
import { coverToolData } from '../../../src/games/punkapocalyptic/tools/cover';
import { fallJumpData } from '../../../src/games/punkapocalyptic/tools/fall-and-jump';
import { shotOddsData } from '../../../src/games/punkapocalyptic/tools/shot-odds';
import { meleeOddsData } from '../../../src/games/wolsung/tools/melee-odds';
import { shootOddsData } from '../../../src/games/wolsung/tools/shoot-odds';

function load<S extends z.ZodType>(game: string, file: string, schema: S): z.output<S>[] {
  const path = `content/${game}/data/${file}.yaml`;
  return yamlList(readFileSync(path, 'utf8'), schema, path);
}

const acNumbers = load('arsenal-campaign', 'campaign-numbers', ac.campaignNumberSchema);
export const flipData = flipOddsData({ numbers: acNumbers });
export const campaignData = campaignCalculatorData({
  numbers: acNumbers,
  costs: load('arsenal-campaign', 'encounter-costs', ac.encounterCostSchema),
  withdrawal: load('arsenal-campaign', 'strategic-withdrawal', ac.withdrawalCaseSchema),
});

export const strikeData = strikeOddsData({
  modifiers: load('heartbreaker', 'strike-modifiers', hb.strikeModifierSchema),
  gear: load('heartbreaker', 'gear', hb.quirkSchema),
  abilities: load('heartbreaker', 'abilities', hb.quirkSchema),
  keywords: load('heartbreaker', 'keywords', hb.keywordSchema),
  weapons: load('heartbreaker', 'weapons', hb.weaponSchema),
  stats: load('heartbreaker', 'starting-stats', hb.startingStatSchema),
});

const kkFactions = load('kuggkoping', 'enemy-factions', kk.enemyFactionSchema);
const kkRows = load('kuggkoping', 'activation-table', kk.activationRowSchema);
const kkCartographers = load('kuggkoping', 'cartographer-factions', kk.cartographerFactionSchema);
const kkArchetypes = load('kuggkoping', 'archetypes', kk.archetypeSchema);
const kkEnemyTypes = load('kuggkoping', 'enemy-types', kk.enemyTypeSchema);
export const attackData = attackOddsData({
  archetypes: kkArchetypes,
  enemyTypes: kkEnemyTypes,
  bosses: load('kuggkoping', 'bosses', kk.bossSchema),
  gadgets: load('kuggkoping', 'gadgets', kk.gadgetSchema),
  quirks: load('kuggkoping', 'quirks', kk.quirkSchema),
  upgrades: load('kuggkoping', 'upgrades', kk.upgradeSchema),
  factions: kkFactions,
  hardRules: load('kuggkoping', 'hard-rules', kk.hardRuleSchema),
  activationRows: kkRows,
  traits: kkCartographers.flatMap((f) => f.traits),
});
export const activationToolData = activationData({
  rows: kkRows,
  factions: kkFactions,
  cartographerFactions: kkCartographers,
  difficulties: load('kuggkoping', 'difficulty', kk.difficultySchema),
});

export const shotData = shotOddsData({
  modifiers: load('punkapocalyptic', 'precision-modifiers', pk.precisionModifierSchema),
  specialRules: load('punkapocalyptic', 'special-rules', pk.specialRuleSchema),
});
export const coverData = coverToolData({
  sizes: load('punkapocalyptic', 'cover-sizes', pk.coverSizeSchema),
  grades: load('punkapocalyptic', 'cover-grades', pk.coverGradeSchema),
  precisionModifiers: load('punkapocalyptic', 'precision-modifiers', pk.precisionModifierSchema),
});
export const combatData = combatOddsData({ fallBands: load('punkapocalyptic', 'fall-table', pk.fallBandSchema) });
export const fallData = fallJumpData({ fallBands: load('punkapocalyptic', 'fall-table', pk.fallBandSchema), jumpLimits: load('punkapocalyptic', 'jump-limits', pk.jumpLimitSchema) });

const wsModifiers = load('wolsung', 'modifiers', ws.diceModifierSchema);
const wsRules = load('wolsung', 'special-rules', ws.specialRuleSchema);
export const shootData = shootOddsData({ weapons: load('wolsung', 'weapons', ws.weaponSchema), modifiers: wsModifiers, specialRules: wsRules });
export const meleeData = meleeOddsData({ modifiers: wsModifiers, specialRules: wsRules, reactions: load('wolsung', 'reactions', ws.reactionSchema) });

export const boardData = boardToolData({ archetypes: kkArchetypes, enemyTypes: kkEnemyTypes, examples: load('kuggkoping', 'board-examples', kk.boardExampleSchema) });
