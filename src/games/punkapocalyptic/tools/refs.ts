/**
 * Punkapocalyptic's tools by reference: each one's page and (as types only) its fields, for links
 * written with toolHref (src/tools/links.ts). No tool code comes with an import of this module.
 */
import { toolRef } from '../../../tools/links';
import type { CombatValues } from './combat-odds';
import type { CoverValues } from './cover';
import type { FallJumpValues } from './fall-and-jump';
import type { ShotValues } from './shot-odds';

export const shotOdds = toolRef<ShotValues>('punkapocalyptic', 'shot-odds');
export const combatOdds = toolRef<CombatValues>('punkapocalyptic', 'combat-odds');
export const cover = toolRef<CoverValues>('punkapocalyptic', 'cover');
export const fallAndJump = toolRef<FallJumpValues>('punkapocalyptic', 'fall-and-jump');
