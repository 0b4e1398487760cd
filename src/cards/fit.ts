/**
 * Fitting a card's text onto a poker-size card (63 × 88 mm) without cutting anything off or setting
 * type below 7 pt. Our decision: the text is never squeezed; a card whose content would not fit is
 * split, between sentences, list items or table rows, into continuation cards titled "(1/2)",
 * "(2/2)", sharing the text out evenly. Heights are worked out from font metrics (metrics.ts) with
 * a little slack, and the end-to-end print test measures the real thing in Chromium: no card body
 * may overflow its box.
 */
import { PRINT, longestWordEm, widthEm, wrappedLines } from './metrics';
import type { CardBlock, CardItem, CardSpec, DeckSpec } from './types';

const W = PRINT.innerWidthPt;
const BODY_LINE = PRINT.bodyPt * PRINT.lineHeight;
const SMALL_LINE = PRINT.smallPt * PRINT.lineHeight;
/** Room kept free on every card (points) for what metrics cannot foresee: kerning, rounding, a wider face. */
export const SLACK_PT = 3;

/** Lines of body text in a box `widthPt` wide, the first `boldChars` characters bold. */
const bodyLinesIn = (text: string, widthPt: number, boldChars = 0) => wrappedLines(text, widthPt / PRINT.bodyPt, boldChars);

function itemText(item: CardItem): { text: string; bold: number } {
  const name = item.name ?? '';
  const value = item.value ? (name ? ` (${item.value})` : item.value) : '';
  const lead = name + value;
  return { text: lead + (item.text ? (lead ? `: ${item.text}` : item.text) : ''), bold: name.length };
}

function tableHeightPt(block: Extract<CardBlock, { kind: 'table' }>): number {
  const pt = PRINT.smallPt;
  const pad = 0.3 * pt; // padding-inline-end of a cell
  const rows = [block.columns, ...block.rows];
  const bold = (r: number, c: number) => r === 0 || c === 0; // header cells and row headers are bold
  const cols = block.columns.map((_, c) => ({
    max: Math.max(...rows.map((row, r) => widthEm(row[c] ?? '', bold(r, c)) * pt)) + pad,
    min: Math.max(...rows.map((row, r) => longestWordEm(row[c] ?? '', bold(r, c)) * pt)) + pad,
  }));
  const sumMax = cols.reduce((a, c) => a + c.max, 0);
  const sumMin = cols.reduce((a, c) => a + c.min, 0);
  // The browser's automatic table layout: every column at its widest if that fits, otherwise each
  // at its narrowest plus a share of the remaining room in proportion to how much more it wants.
  const widths =
    sumMax <= W ? cols.map((c) => c.max) : sumMin >= W ? cols.map((c) => c.min) : cols.map((c) => c.min + ((c.max - c.min) * (W - sumMin)) / (sumMax - sumMin));
  const rowPt = (row: string[], r: number) =>
    // 3% narrower than worked out: the browser's share-out differs from ours by a point or two.
    Math.max(...row.map((cell, c) => wrappedLines(cell, ((widths[c]! - pad) * 0.97) / pt, bold(r, c) ? cell.length : 0))) * SMALL_LINE + 0.2 * pt + 0.75;
  return rows.reduce((sum, row, r) => sum + rowPt(row, r), 0);
}

function factsHeightPt(block: Extract<CardBlock, { kind: 'facts' }>): number {
  const gap = 0.3 * PRINT.bodyPt;
  const boxes = block.facts.map((f) => Math.max(widthEm(f.label) * PRINT.smallPt, widthEm(f.value, true) * PRINT.bodyPt) + 0.8 * PRINT.bodyPt + 1.5);
  let rows = 1;
  let used = 0;
  for (const w of boxes) {
    if (used > 0 && used + gap + w > W) {
      rows += 1;
      used = w;
    } else used += (used > 0 ? gap : 0) + w;
  }
  const boxPt = SMALL_LINE + BODY_LINE + 0.1 * PRINT.bodyPt + 1.5;
  return rows * boxPt + (rows - 1) * gap;
}

/** Height of one block on a printed card, in points. */
export function blockHeightPt(block: CardBlock): number {
  switch (block.kind) {
    case 'heading':
      // Uppercase with 0.04 em letter spacing.
      return wrappedLines(block.text.toUpperCase(), W / PRINT.smallPt / 1.06) * SMALL_LINE;
    case 'text':
      return bodyLinesIn(block.lead ? `${block.lead} ${block.text}` : block.text, W, block.lead?.length ?? 0) * BODY_LINE;
    case 'facts':
      return factsHeightPt(block);
    case 'list': {
      const indent = 1.1 * PRINT.bodyPt;
      const items = block.items.map((item) => {
        const { text, bold } = itemText(item);
        return bodyLinesIn(text, W - indent, bold) * BODY_LINE;
      });
      return items.reduce((a, b) => a + b, 0) + (items.length - 1) * 0.15 * PRINT.bodyPt;
    }
    case 'table':
      return tableHeightPt(block);
  }
}

/** The margin above a block that follows another (cards.css: 0.4 em, 0.6 em before a sub-heading). */
const gapBeforePt = (block: CardBlock) => (block.kind === 'heading' ? 0.6 * PRINT.smallPt : 0.4 * (block.kind === 'table' ? PRINT.smallPt : PRINT.bodyPt));

/** Height of a card body, in points. */
export const bodyHeightPt = (blocks: readonly CardBlock[]): number =>
  blocks.reduce((sum, b, i) => sum + blockHeightPt(b) + (i > 0 ? gapBeforePt(b) : 0), 0);

/** Body height a card with this title and kicker can hold, in points, slack taken off. */
export function capacityPt(title: string, kicker: string): number {
  const kickerLines = wrappedLines(kicker.toUpperCase(), W / PRINT.smallPt / 1.06);
  const titleLines = wrappedLines(title, W / PRINT.titlePt, title.length);
  return PRINT.innerHeightPt - kickerLines * SMALL_LINE - titleLines * PRINT.titlePt * PRINT.titleLineHeight - PRINT.headGapPt - SLACK_PT;
}

/** Whether a card's body fits its printed size. */
export const fits = (card: Pick<CardSpec, 'title' | 'kicker' | 'blocks'>): boolean => bodyHeightPt(card.blocks) <= capacityPt(card.title, card.kicker);

/** The smallest pieces a block can be split into, each still a block of the same kind. */
function atoms(block: CardBlock): CardBlock[] {
  switch (block.kind) {
    case 'text': {
      const sentences = block.text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/);
      return sentences.map((text, i) => ({ kind: 'text', text, lead: i === 0 ? block.lead : undefined }));
    }
    case 'list':
      return block.items.map((item, i) => ({ kind: 'list', ordered: block.ordered, start: (block.start ?? 1) + i, items: [item] }));
    case 'table':
      return block.rows.map((row) => ({ kind: 'table', columns: block.columns, rows: [row] }));
    case 'facts':
    case 'heading':
      return [block];
  }
}

/** Appends an atom to a part, merging it into the last block when it continues the same block. */
function append(part: CardBlock[], atom: CardBlock, sameBlock: boolean): CardBlock[] {
  const last = part[part.length - 1];
  if (!sameBlock || !last || last.kind !== atom.kind) return [...part, atom];
  const head = part.slice(0, -1);
  if (last.kind === 'text' && atom.kind === 'text') return [...head, { ...last, text: `${last.text} ${atom.text}` }];
  if (last.kind === 'list' && atom.kind === 'list') return [...head, { ...last, items: [...last.items, ...atom.items] }];
  if (last.kind === 'table' && atom.kind === 'table') return [...head, { ...last, rows: [...last.rows, ...atom.rows] }];
  return [...part, atom];
}

/**
 * Packs the blocks into parts at most `capacity` points tall, splitting between atoms. With
 * `breakAtHeadings`, a small heading (a second list on the card) opens a new part once the current
 * part is a quarter full, so a continuation starts at a natural break.
 */
function pack(blocks: readonly CardBlock[], capacity: number, breakAtHeadings: boolean): CardBlock[][] {
  const parts: CardBlock[][] = [[]];
  for (const block of blocks) {
    atoms(block).forEach((atom, i) => {
      const current = parts[parts.length - 1]!;
      const grown = append(current, atom, i > 0);
      const headingBreak = breakAtHeadings && atom.kind === 'heading' && bodyHeightPt(current) >= capacity / 4;
      if (current.length > 0 && (headingBreak || bodyHeightPt(grown) > capacity)) {
        // A heading never ends a card: it moves on with the first line it introduces.
        const last = current[current.length - 1]!;
        if (last.kind === 'heading' && current.length > 1) {
          parts[parts.length - 1] = current.slice(0, -1);
          parts.push([last, atom]);
        } else parts.push([atom]);
      } else parts[parts.length - 1] = grown;
    });
  }
  return parts;
}

/**
 * The card as it will print: itself when it fits, or its continuation cards. The text is shared out
 * evenly (no near-empty last card), breaking at a second list's heading when that costs no extra
 * card. Part 1 keeps the id and part k is `<id>-k`, so a link to the card still selects its start.
 */
export function fitCard(card: CardSpec): CardSpec[] {
  if (fits(card)) return [card];
  // Titles gain " (1/2)": reserve room for that suffix while packing.
  const capacity = capacityPt(`${card.title} (9/9)`, card.kicker);
  const n = pack(card.blocks, capacity, false).length;
  // Even out: the smallest capacity that still needs no more than n cards.
  let even = capacity;
  for (let c = capacity - 2; c > 0; c -= 2) {
    if (pack(card.blocks, c, false).length > n) break;
    even = c;
  }
  const atHeadings = pack(card.blocks, capacity, true);
  const breaksAtHeading = atHeadings.length === n && atHeadings.slice(1).some((part) => part[0]?.kind === 'heading');
  const parts = breaksAtHeading ? atHeadings : pack(card.blocks, even, false);
  return parts.map((blocks, k) => ({
    ...card,
    id: k === 0 ? card.id : `${card.id}-${k + 1}`,
    title: `${card.title} (${k + 1}/${parts.length})`,
    blocks,
  }));
}

/** The deck with every over-long card split into continuation cards, in place. */
export const fitDeck = (deck: DeckSpec): DeckSpec => ({
  ...deck,
  groups: deck.groups.map((g) => ({ ...g, cards: g.cards.flatMap(fitCard) })),
});
