/**
 * Wolsung SSG's tools by reference: each one's page and (as types only) its fields, for links written
 * with toolHref (src/tools/links.ts). No tool code comes with an import of this module.
 */
import { toolRef } from '../../../tools/links';
import type { MeleeValues } from './melee-odds';
import type { ShootValues } from './shoot-odds';

export const shootOdds = toolRef<ShootValues>('wolsung', 'shoot-odds');
export const meleeOdds = toolRef<MeleeValues>('wolsung', 'melee-odds');
