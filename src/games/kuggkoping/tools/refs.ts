/**
 * Kuggköping's tools by reference: each one's page and (as types only) its fields, for links written
 * with toolHref (src/tools/links.ts). No tool code comes with an import of this module.
 */
import { toolRef } from '../../../tools/links';
import type { AttackValues } from './attack-odds';
import type { ActivationValues } from './enemy-activation';

export const attackOdds = toolRef<AttackValues>('kuggkoping', 'attack-odds');
export const enemyActivation = toolRef<ActivationValues>('kuggkoping', 'enemy-activation');
/** The board keeps its state in the fragment (#board=…, ../board/link.ts), not in fields. */
export const board = toolRef<Record<never, never>>('kuggkoping', 'board');
