import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, printToPdf } from './support/builder';
import { example } from './support/examples';

// Punkapocalyptic at the table (defects P-02/P-03/P-04 of the game-day review): a gang saved in the
// builder and played at 360 px. A bullet spent shows as one less on the card, a model on the ground
// is Prone, and the printed game sheet carries every model but never a bullet count (l.442: bullets
// are secret).

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** A count of bullets in any of the words the play view uses for them (the glossary's Firearm line may say "bullets" alone). */
const BULLET_COUNT = /bullets\s*(spent|given|received|left)|secret\s*bullets/i;

test('Punkapocalyptic: bullets counted on the card, Prone on the ground, and no bullet count on the printed game sheet (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const text = JSON.stringify(example('punkapocalyptic'));
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, '/punkapocalyptic/builder/');
  await importFile(page, 'punkapocalyptic.json', text);
  await page.getByRole('button', { name: 'Play this gang' }).click();
  await expect(page).toHaveURL(/\/punkapocalyptic\/play\/$/);
  const maggie = card(page, 'Maggie');
  const moose = card(page, 'Moose');
  await expect(maggie).toBeVisible();

  // Maggie's slip says 4 bullets: one spent, two received from a friend.
  await expect(maggie.getByText('Bullets left: 4 (secret).')).toBeVisible();
  await maggie.getByRole('button', { name: 'Bullets spent or given: one more' }).click();
  for (let i = 0; i < 2; i++) await maggie.getByRole('button', { name: 'Bullets received: one more' }).click();
  await expect(maggie.getByText('Bullets left: 5 (secret).')).toBeVisible();

  // Lying on the ground is Prone (P13), not Knocked Down.
  await moose.getByRole('button', { name: 'Prone', exact: true }).click();
  await expect(moose.locator('.pk-status')).toHaveText('Prone');
  await expect(page.getByRole('button', { name: 'Knocked Down' })).toHaveCount(0);
  await expectAccessibleAndFitting(page, 'punkapocalyptic play');

  // The printed game sheet: every model, no bullets.
  const pdf = await printToPdf(page);
  const flat = pdf.text.normalize('NFKC').replace(/\s+/g, ' ');
  expect(flat).toContain('Maggie');
  expect(flat).toContain('Moose');
  expect(flat).toMatch(/hits lost/i);
  expect(flat).not.toMatch(BULLET_COUNT);

  // The same sheet in print media, read from the page.
  await page.emulateMedia({ media: 'print' });
  // A card per model and the rules card.
  await expect(page.locator('.rk-print .sh-card[data-size="model"]')).toHaveCount(3);
  const sheet = (await page.locator('.rk-print').innerText()).replace(/\s+/g, ' ');
  expect(sheet).toContain('Maggie');
  expect(sheet).not.toMatch(BULLET_COUNT);
  expect(sheet).not.toContain('Knocked Down');
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
  await context.close();
});
