import { test, expect, type Page } from '@playwright/test';
import { openBuilder } from './support/builder';
import { pdfText } from './support/pdf';
import { addCharacter } from './support/builders/kuggkoping';

// A three-Character Kuggköping warband prints on one A4 page, one sheet to take to the table: its
// header and the three Character cards, each with its gear, abilities and notes box, all on page one.

const BUILDER = '/kuggkoping/builder/';

async function buildThreeCharacters(page: Page) {
  await openBuilder(page, BUILDER);
  await page.getByLabel('Warband name').fill('The Cog Rats');
  await page.getByLabel('Faction').selectOption('The Scribes');
  await page.getByLabel('Positive trait').selectOption('Resourceful');
  await page.getByLabel('Negative trait').selectOption('Inexperienced');
  for (const [name, archetype, gadget] of [
    ['Olga', 'Crack Shot', 'Handgun'],
    ['Knut', 'Knuckle Buster', 'Power Jacket'],
    ['Greta', 'Grenadier', 'Steam lance'],
  ] as const) {
    await addCharacter(page, name, archetype);
    const card = page.locator('article', { has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) }).first();
    await card.getByLabel('List').selectOption(gadget === 'Power Jacket' ? 'gadget:defence' : 'gadget:weapon');
    const which = card.getByLabel('Which');
    const option = (await which.locator('option').allTextContents()).find((o) => o.endsWith(`: ${gadget}`)) ?? (await which.locator('option').nth(1).textContent())!;
    await which.selectOption({ label: option });
    const added = option.replace(/^\d+: /, '');
    await card.getByRole('button', { name: `Add ${added} to ${name}` }).click();
    await card.getByLabel(`Equip ${added}`).check();
  }
}

test('a three-Character warband prints on one A4 page, every Character whole on it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await buildThreeCharacters(page);
  // With the 10 mm margins a browser's print dialog sets by default.
  const margin = '10mm';
  const pdf = await pdfText(await page.pdf({ format: 'A4', printBackground: false, margin: { top: margin, right: margin, bottom: margin, left: margin } }));
  expect(Math.abs(pdf.pageSizes[0]![0] - 595) + Math.abs(pdf.pageSizes[0]![1] - 842), 'an A4 page').toBeLessThanOrEqual(2);
  expect(pdf.pages, pdf.pageTexts.map((t, i) => `page ${i + 1}: ${t.slice(0, 120)}`).join('\n')).toBe(1);
  const page1 = pdf.pageTexts[0]!.toLowerCase();
  // Every Character whole: its archetype (printed in capitals), name, last ability and notes box.
  for (const text of ['The Cog Rats', 'Olga', 'Knut', 'Greta', 'Crack Shot', 'Knuckle Buster', 'Grenadier', 'Point and shout', 'Challenge', 'Pipe Bomb']) expect(page1).toContain(text.toLowerCase());
  expect(page1.match(/notes/g)).toHaveLength(3);

  // In print media nothing on the sheet is set under 7 pt, and no card's text runs out of its box.
  await page.emulateMedia({ media: 'print' });
  // The sheet is drawn when the page enters print media (the media query's change event, after this call returns).
  await expect(page.locator('.rk-print .sh-card[data-size="model"]')).toHaveCount(3);
  const cards = await page.locator('.rk-print .sh-card[data-size="model"]').evaluateAll((els) =>
    els.map((card) => ({
      overflow: card.scrollHeight - card.clientHeight,
      smallest: Math.min(...[...card.querySelectorAll('*')].filter((e) => e.textContent?.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize))),
    })),
  );
  expect(cards).toHaveLength(3);
  for (const c of cards) {
    expect(c.overflow).toBeLessThanOrEqual(1);
    expect(Math.round(c.smallest * 0.75 * 100) / 100, 'smallest text in pt').toBeGreaterThanOrEqual(7);
  }
  await context.close();
});
