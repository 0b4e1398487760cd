import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { formatPercent } from '../../src/common/numbers';
import { fight, secondWind, strike } from '../../src/games/heartbreaker/odds';

// The Heartbreaker strike-odds tool in the built site: shared links from the rules pages open their
// set-up, the headline shows what the odds functions give, and changing an input like a reader updates
// both the numbers and the link.

const TOOL = '/heartbreaker/tools/strike-odds/';

/** Opens the tool and waits until its island has hydrated and read the link. */
async function openTool(page: Page, query: string): Promise<void> {
  await page.goto(`${TOOL}${query}`);
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const headline = (page: Page) => page.locator('.tk-headline-value').first();
const query = (page: Page) => new URL(page.url()).searchParams;
const num = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });
const outcome = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

test('Jack’s strike from the fighting rules opens with its dice, and a Backstab updates headline and link', async ({ page }) => {
  await openTool(page, '?punch=7&modifier=2&armor=1&meat=10');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 7, modifier: 2, armor: 1, meat: 10 }).pDown));
  await expect(num(page, 'PUNCH dice')).toHaveValue('7');
  await expect(num(page, 'Other PUNCH modifier')).toHaveValue('2');

  await page.getByLabel('Backstab: striker in the target’s rear arc').check();
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 7, modifier: 3, armor: 1, meat: 10 }).pDown));
  await expect.poll(() => query(page).get('backstab')).toBe('1');
  expect(query(page).get('punch')).toBe('7');
  await expect(page.locator('.tk-headline-sub', { hasText: 'PUNCH roll' })).toContainText('7 dice at +3');
});

test('a Headshot link and a Lucky Charm link open the set-up they name', async ({ page }) => {
  await openTool(page, '?punch=6&modifier=-1&doubleFives=true');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 6, modifier: -1, doubleFives: true, armor: 1, meat: 10 }).pDown));
  await expect(page.getByLabel('Headshot: successful natural 5s count twice')).toBeChecked();

  await openTool(page, '?punch=5&armor=1&reroll=armor&meat=10');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 5, armor: 1, reroll: 'armor', meat: 10 }).pDown));
  await expect(page.getByRole('radio', { name: 'One ARMOR die' })).toBeChecked();
});

test('picking a weapon and an armour quirk fills the fields from the data', async ({ page }) => {
  await openTool(page, '');
  await page.getByLabel('Weapon', { exact: true }).selectOption('headshot');
  await expect(num(page, 'PUNCH dice')).toHaveValue('6');
  await expect(page.getByRole('radio', { name: 'Shoot' })).toBeChecked();
  await page.getByRole('button', { name: 'Heavy Armor (5)' }).click();
  await expect(num(page, 'Target\'s Armor (ARMOR dice)')).toHaveValue('5');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 6, modifier: -1, doubleFives: true, armor: 5, meat: 10 }).pDown));
  await expect.poll(() => query(page).get('armor')).toBe('5');
  expect(query(page).get('action')).toBe('shoot');
  expect(query(page).get('doubleFives')).toBe('1');
  expect(query(page).get('modifier')).toBe('-1');

  // In a Shoot, cover counts; Gang Up is not offered.
  await page.getByLabel('Target in cover (Shoot)').check();
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 6, modifier: -2, doubleFives: true, armor: 5, meat: 10 }).pDown));
  await expect(num(page, 'Gang Up: other friends nearby the target')).toHaveCount(0);
});

test('fatigue (H8): Fight then Shoot is free, Fight, Fight, Shoot shoots at −1', async ({ page }) => {
  await openTool(page, '?punch=5&armor=1&meat=4&fights=2');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 5, modifier: -1, armor: 1, meat: 4 }).pDown));
  // Switching to Shoot moves this action into the Shoots: one Fight before it, no repeat.
  await page.getByRole('radio', { name: 'Shoot' }).check();
  await expect(num(page, 'Fights this activation, this one included')).toHaveValue('1');
  await expect(num(page, 'Shoots this activation, this one included')).toHaveValue('1');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 5, armor: 1, meat: 4 }).pDown));
  await num(page, 'Fights this activation, this one included').fill('2');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 5, modifier: -1, armor: 1, meat: 4 }).pDown));
  await expect(page.locator('.tk-headline-sub', { hasText: 'PUNCH roll' })).toContainText('Fatigue (1 repeat) −1');
  await expect.poll(() => query(page).get('fights')).toBe('2');
  expect(query(page).get('shoots')).toBe('1');
  expect(query(page).get('action')).toBe('shoot');
});

test('a link from before H8 keeps its fatigue penalty, says how it was read, and is rewritten', async ({ page }) => {
  await openTool(page, '?punch=5&armor=1&meat=4&fatigue=2');
  await expect(page.locator('.tk-link-notes')).toContainText('read as 2 earlier Fights (the same −2)');
  await expect(num(page, 'Fights this activation, this one included')).toHaveValue('3');
  await expect(headline(page)).toHaveText(formatPercent(strike({ punch: 5, modifier: -2, armor: 1, meat: 4 }).pDown));
  await expect.poll(() => query(page).get('fights')).toBe('3');
  expect(query(page).has('fatigue')).toBe(false);
});

test('the whole Fight exchange: a sprint strikes first, a faster target strikes first', async ({ page }) => {
  await openTool(page, '?punch=7&armor=1&meat=10&exchange=1&sprinted=1&attackerMeat=5');
  const attacker = { punch: 7, armor: 1, meat: 5, speed: 4 };
  const defender = { punch: 5, armor: 1, meat: 10, speed: 4 };
  let f = fight({ attacker, defender, sprinted: true });
  await expect(page.locator('.hb-exchange')).toContainText('the attacker strikes first');
  await expect(outcome(page, 'Target down')).toHaveText(formatPercent(f.pDefenderDown));
  await expect(outcome(page, 'Attacker down')).toHaveText(formatPercent(f.pAttackerDown));

  await num(page, "Target's Speed").fill('6');
  f = fight({ attacker, defender: { ...defender, speed: 6 }, sprinted: true });
  await expect(page.locator('.hb-exchange')).toContainText('the target strikes first');
  await expect(outcome(page, 'Attacker down')).toHaveText(formatPercent(f.pAttackerDown));
  await expect(outcome(page, 'Target down')).toHaveText(formatPercent(f.pDefenderDown));
  await expect.poll(() => query(page).get('targetSpeed')).toBe('6');
});

test('Second Wind with a Medpack friend nearby', async ({ page }) => {
  await openTool(page, '?punch=7&armor=1&meat=4');
  await page.getByLabel('That friend carries a Medpack').check();
  const wind = secondWind({ medpack: true });
  await expect(page.locator('.hb-second-wind')).toContainText(formatPercent(wind.perRoll));
  const down = strike({ punch: 7, armor: 1, meat: 4 }).pDown;
  await expect(page.locator('.hb-second-wind')).toContainText(formatPercent(down * (1 - wind.perRoll)));
  await expect.poll(() => query(page).get('medpack')).toBe('1');
});

test('Compare shows set-up B beside A', async ({ page }) => {
  await openTool(page, '?punch=5&armor=1&meat=10');
  await page.getByLabel('Compare two set-ups').check();
  const b = page.locator('.tk-compare-column').nth(1);
  await b.getByRole('spinbutton', { name: 'PUNCH dice', exact: true }).fill('9');
  await expect(b.locator('.tk-headline-value')).toHaveText(formatPercent(strike({ punch: 9, armor: 1, meat: 10 }).pDown));
  await expect.poll(() => query(page).get('b.punch')).toBe('9');
  expect(query(page).get('compare')).toBe('1');
});

test('out-of-range input is refused with a message, never a NaN', async ({ page }) => {
  await openTool(page, '');
  await num(page, "Target's Meat left").fill('0');
  await expect(page.getByRole('alert')).toContainText('Meat left');
  await expect(page.locator('.tk-headline-value')).toHaveCount(0);
});

// The crawl checks the page as it opens; this checks it with every part of the form showing
// (exchange, Compare) and after hydration, in both themes at phone width: loaded once, light, and
// turned dark in place (axeInBothThemes: every rule again in the dark theme if more than colours changed).
test('fully opened tool is axe-clean and fits 360 px (both themes)', async ({ browser }) => {
  test.setTimeout(120_000); // two whole-page axe passes
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await openTool(page, '?punch=7&armor=1&meat=10&exchange=1&compare=1&b.action=shoot&b.bothBarrels=1');
  await expect(page.locator('.hb-exchange')).toHaveCount(1);
  expect(await axeInBothThemes(page, 'strike tool')).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
