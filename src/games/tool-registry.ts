/**
 * Every game's tools, declared once: reference (page and fields), data collections, data function
 * and adapter (src/tools/registry.ts). The tools' Astro wrappers load their island's data through it
 * (src/components/PLACEHOLDER.ts), the unit tests read the same collections from YAML, and
 * the fuzz tests, the layout spec and tests/unit/registries.test.ts iterate it: a tool added here is
 * tested everywhere, and a game of the catalog missing here fails that test.
 */
import type { GameSlug } from '../common/catalog';
import { toolMap, toolSource, type ToolSource } from '../tools/registry';
import { campaignCalculatorData, campaignCalculatorTool } from './arsenal-campaign/tools/campaign-calculator';
import { flipOddsData, flipOddsTool } from './arsenal-campaign/tools/flip-odds';
import * as arsenal from './arsenal-campaign/tools/refs';
import { strikeOddsData, strikeOddsTool } from './heartbreaker/tools/strike-odds';
import * as heartbreaker from './heartbreaker/tools/refs';
import { attackOddsData, attackOddsTool } from './kuggkoping/tools/attack-odds';
import { boardToolData } from './kuggkoping/tools/board';
import { enemyActivationTool } from './kuggkoping/tools/enemy-activation';
import { activationPageData } from './kuggkoping/turn';
import * as kuggkoping from './kuggkoping/tools/refs';
import { combatOddsData, combatOddsTool } from './punkapocalyptic/tools/combat-odds';
import { coverTool, coverToolData } from './punkapocalyptic/tools/cover';
import { fallJumpData, fallJumpTool } from './punkapocalyptic/tools/fall-and-jump';
import * as punkapocalyptic from './punkapocalyptic/tools/refs';
import { shotOddsData, shotOddsTool } from './punkapocalyptic/tools/shot-odds';
import { meleeOddsData, meleeOddsTool } from './wolsung/tools/melee-odds';
import * as wolsung from './wolsung/tools/refs';
import { shootOddsData, shootOddsTool } from './wolsung/tools/shoot-odds';

export const toolRegistry: Record<GameSlug, Readonly<Record<string, ToolSource>>> = {
  kuggkoping: toolMap(
    toolSource(
      kuggkoping.attackOdds,
      {
        archetypes: 'kuggkopingArchetypes',
        enemyTypes: 'kuggkopingEnemyTypes',
        bosses: 'kuggkopingBosses',
        gadgets: 'kuggkopingGadgets',
        quirks: 'kuggkopingQuirks',
        upgrades: 'kuggkopingUpgrades',
        factions: 'kuggkopingEnemyFactions',
        hardRules: 'kuggkopingHardRules',
        activationRows: 'kuggkopingActivationTable',
        cartographerFactions: 'kuggkopingCartographerFactions',
      },
      attackOddsData,
      attackOddsTool,
    ),
    toolSource(
      kuggkoping.enemyActivation,
      {
        rows: 'kuggkopingActivationTable',
        factions: 'kuggkopingEnemyFactions',
        cartographerFactions: 'kuggkopingCartographerFactions',
        difficulties: 'kuggkopingDifficulty',
        // The whole turn's (issue 24): profiles, bosses and districts.
        enemyTypes: 'kuggkopingEnemyTypes',
        bosses: 'kuggkopingBosses',
        archetypes: 'kuggkopingArchetypes',
        districts: 'kuggkopingDistricts',
      },
      activationPageData,
      enemyActivationTool,
    ),
    toolSource(kuggkoping.board, { archetypes: 'kuggkopingArchetypes', enemyTypes: 'kuggkopingEnemyTypes', examples: 'kuggkopingBoardExamples' }, boardToolData),
  ),
  heartbreaker: toolMap(
    toolSource(
      heartbreaker.strikeOdds,
      {
        modifiers: 'heartbreakerStrikeModifiers',
        gear: 'heartbreakerGear',
        abilities: 'heartbreakerAbilities',
        keywords: 'heartbreakerKeywords',
        weapons: 'heartbreakerWeapons',
        stats: 'heartbreakerStartingStats',
      },
      strikeOddsData,
      strikeOddsTool,
    ),
  ),
  punkapocalyptic: toolMap(
    toolSource(punkapocalyptic.shotOdds, { modifiers: 'punkapocalypticPrecisionModifiers', specialRules: 'punkapocalypticSpecialRules' }, shotOddsData, shotOddsTool),
    toolSource(punkapocalyptic.combatOdds, { fallBands: 'punkapocalypticFallTable' }, combatOddsData, combatOddsTool),
    toolSource(
      punkapocalyptic.cover,
      { sizes: 'punkapocalypticCoverSizes', grades: 'punkapocalypticCoverGrades', precisionModifiers: 'punkapocalypticPrecisionModifiers' },
      coverToolData,
      coverTool,
    ),
    toolSource(punkapocalyptic.fallAndJump, { fallBands: 'punkapocalypticFallTable', jumpLimits: 'punkapocalypticJumpLimits' }, fallJumpData, fallJumpTool),
  ),
  wolsung: toolMap(
    toolSource(wolsung.shootOdds, { weapons: 'wolsungWeapons', modifiers: 'wolsungModifiers', specialRules: 'wolsungSpecialRules' }, shootOddsData, shootOddsTool),
    toolSource(wolsung.meleeOdds, { modifiers: 'wolsungModifiers', specialRules: 'wolsungSpecialRules', reactions: 'wolsungReactions' }, meleeOddsData, meleeOddsTool),
  ),
  'arsenal-campaign': toolMap(
    toolSource(arsenal.flipOdds, { numbers: 'arsenalCampaignNumbers' }, flipOddsData, flipOddsTool),
    toolSource(
      arsenal.campaignCalculator,
      { numbers: 'arsenalCampaignNumbers', costs: 'arsenalCampaignEncounterCosts', withdrawal: 'arsenalCampaignStrategicWithdrawal' },
      campaignCalculatorData,
      campaignCalculatorTool,
    ),
  ),
};

/** Every tool of every game, in catalog order. */
export const allTools = (): ToolSource[] => Object.values(toolRegistry).flatMap((m) => Object.values(m));
