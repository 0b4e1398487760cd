/**
 * The answer of a result view: what a tool keeps in view while its inputs change (docked at the bottom
 * of a phone's screen, at the top of the sticky results column on a wide one). It is the view's first
 * block when that block is a headline, a verdict or a group, cut down to what fits a dock: a headline
 * keeps its chance and one summary line (the expected value if it has one, else its first line); its
 * other lines go on at the top of the full results. Pure: the layout only draws what this returns.
 */
import type { Line, ResultBlock } from './adapter';
import { formatNumber } from '../common/numbers';

/** A block that can be a tool's answer. */
export type AnswerBlock = Extract<ResultBlock, { kind: 'headline' | 'verdict' | 'group' }>;

export interface SplitView {
  /** The answer, cut down for the dock; undefined when the view does not start with an answer block. */
  answer?: AnswerBlock;
  /** The answer's lines that did not fit the dock: drawn first in the full results. */
  more: readonly Line[];
  /** Every other block, in order. */
  rest: readonly ResultBlock[];
}

export const isAnswerBlock = (block: ResultBlock | undefined): block is AnswerBlock =>
  block !== undefined && (block.kind === 'headline' || block.kind === 'verdict' || block.kind === 'group');

/** A headline's lines under the chance, in the order Headline draws them: the expected value first. */
export function headlineLines(block: Extract<ResultBlock, { kind: 'headline' }>): Line[] {
  const expected = block.expected !== undefined ? [{ label: block.expectedLabel ?? 'Expected damage', value: formatNumber(block.expected) }] : [];
  return [...expected, ...(block.lines ?? [])];
}

/** Splits a view's blocks into the answer (with the lines the dock leaves out) and the rest. */
export function splitAnswer(blocks: readonly ResultBlock[]): SplitView {
  const [first, ...rest] = blocks;
  if (!isAnswerBlock(first)) return { more: [], rest: blocks };
  if (first.kind !== 'headline') return { answer: first, more: [], rest };
  const [summary, ...more] = headlineLines(first);
  return {
    answer: { kind: 'headline', chance: first.chance, chanceLabel: first.chanceLabel, lines: summary ? [summary] : [] },
    more,
    rest,
  };
}
