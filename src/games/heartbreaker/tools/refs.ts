/**
 * Heartbreaker's tools by reference: each one's page and (as types only) its fields, for links written
 * with toolHref (src/tools/links.ts). No tool code comes with an import of this module.
 */
import { toolRef } from '../../../tools/links';
import type { StrikeFieldValues } from './strike-odds';

export const strikeOdds = toolRef<StrikeFieldValues>('heartbreaker', 'strike-odds');
