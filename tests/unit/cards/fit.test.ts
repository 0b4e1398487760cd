import { describe, expect, it } from 'vitest';
import { bodyHeightPt, capacityPt, fitCard, fits } from '../../../src/cards/fit';
import { PRINT, widthEm, wrappedLines } from '../../../src/cards/metrics';
import type { CardBlock, CardSpec } from '../../../src/cards/types';

const card = (blocks: CardBlock[], title = 'A rule'): CardSpec => ({
  id: 'a-rule',
  title,
  kicker: 'Test',
  href: '/kuggkoping/rules/combat/#defence-roll',
  blocks,
  sources: [{ collection: 'test', id: 'a-rule' }],
});
const sentence = (i: number) => `Rule number ${i} says that the model rolls one more die when it stands on higher ground.`;

describe('font metrics (DejaVu Sans, measured in Chromium)', () => {
  it('gives the widths Chromium measures for the alphabet and a sentence, in em', () => {
    // Measured with a 100 px span in the e2e machine's Chromium: 14.646, 17.472 and 35.295 em.
    expect(widthEm('abcdefghijklmnopqrstuvwxyz')).toBeCloseTo(14.646, 2);
    expect(widthEm('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBeCloseTo(17.472, 1);
    expect(widthEm('for each friendly model that also has the target within range and sight')).toBeCloseTo(35.295, 1);
  });

  it('breaks lines between words and after hyphens, never inside a word', () => {
    expect(wrappedLines('one two three', 100)).toBe(1);
    expect(wrappedLines('one two three', widthEm('one two') + 0.01)).toBe(2);
    expect(wrappedLines('well-known rule', widthEm('well-') + 0.01)).toBe(3);
  });

  it('knows the printed card: 63 × 88 mm less padding and border', () => {
    expect(PRINT.innerWidthPt).toBeCloseTo(158.2, 1);
    expect(PRINT.innerHeightPt).toBeCloseTo(231.9, 1);
  });
});

describe('fitting a card to poker size', () => {
  it('keeps a card that fits as it is', () => {
    const short = card([{ kind: 'text', text: sentence(1) }]);
    expect(fits(short)).toBe(true);
    expect(fitCard(short)).toEqual([short]);
  });

  it('gives a two-line title less room for the body', () => {
    expect(capacityPt('A title long enough to need two lines on the card', 'Test')).toBeLessThan(capacityPt('Short', 'Test') - 11);
  });

  it('splits a long list into even continuation cards, numbered and with every item kept in order', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ name: `Step ${i + 1}`, text: sentence(i + 1) }));
    const parts = fitCard(card([{ kind: 'list', ordered: true, items }]));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.title)).toEqual(parts.map((_, k) => `A rule (${k + 1}/${parts.length})`));
    expect(parts.map((p) => p.id)).toEqual(parts.map((_, k) => (k === 0 ? 'a-rule' : `a-rule-${k + 1}`)));
    for (const p of parts) expect(fits(p)).toBe(true);
    const lists = parts.map((p) => p.blocks[0] as Extract<CardBlock, { kind: 'list' }>);
    expect(lists.flatMap((l) => l.items)).toEqual(items);
    // A continued numbered list carries on counting where the last card stopped.
    expect(lists[1]!.start).toBe(lists[0]!.items.length + 1);
    // Shared out evenly: no card holds more than twice the items of another.
    const sizes = lists.map((l) => l.items.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * Math.min(...sizes));
  });

  it('splits a long paragraph between sentences and a table between rows, repeating the header', () => {
    const text = Array.from({ length: 25 }, (_, i) => sentence(i)).join(' ');
    const parts = fitCard(card([{ kind: 'text', lead: 'Note:', text }]));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => (p.blocks[0] as { text: string }).text).join(' ')).toBe(text);
    expect((parts[0]!.blocks[0] as { lead?: string }).lead).toBe('Note:');
    expect((parts[1]!.blocks[0] as { lead?: string }).lead).toBeUndefined();

    const rows = Array.from({ length: 40 }, (_, i) => [`Row ${i}`, sentence(i)]);
    const tables = fitCard(card([{ kind: 'table', columns: ['Name', 'Rule'], rows }]));
    expect(tables.length).toBeGreaterThan(1);
    for (const t of tables) expect((t.blocks[0] as { columns: string[] }).columns).toEqual(['Name', 'Rule']);
    expect(tables.flatMap((t) => (t.blocks[0] as { rows: string[][] }).rows)).toEqual(rows);
  });

  it('never leaves a heading at the foot of a card, away from what it introduces', () => {
    const list = (n: number): CardBlock => ({ kind: 'list', items: Array.from({ length: n }, (_, i) => ({ text: sentence(i) })) });
    for (let before = 1; before <= 12; before++) {
      const parts = fitCard(card([list(before), { kind: 'heading', text: 'Second list' }, list(6)]));
      for (const p of parts) expect(p.blocks.at(-1)!.kind).not.toBe('heading');
    }
  });

  it('measures blocks the way the print stylesheet lays them out', () => {
    // One line of 7.5 pt text at line height 1.2.
    expect(bodyHeightPt([{ kind: 'text', text: 'Short.' }])).toBeCloseTo(7.5 * 1.2, 5);
    // Two blocks: the second follows a 0.4 em gap.
    expect(bodyHeightPt([{ kind: 'text', text: 'Short.' }, { kind: 'text', text: 'Short.' }])).toBeCloseTo(2 * 9 + 3, 5);
  });
});
