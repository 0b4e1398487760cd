import { test, expect, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { loadToolData } from '../unit/support/collections';
import type { TurnData } from '../../src/games/kuggkoping/turn';
import { expectAccessibleAndFitting, freshContext } from './support/builder';
import { example } from './support/examples';

// Issue 24: Kuggköping's enemy turn in the play view, at 360 px: two enemies added, a situation
// ticked, a roll, Next enemy; a reload finds the same turn (it is kept in the game) and Undo takes
// back the last turn step.

const data = loadToolData<{ turn: TurnData }>('kuggkoping', 'enemy-activation').turn;
const grunt = data.enemyTypes.find((t) => !t.boss)!;
const link = `/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`;

const turn = (page: Page) => page.locator('.pk-enemy-turn');
const title = (page: Page) => turn(page).locator('.kk-turn-title');
const row = (page: Page, name: string) => turn(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function openGame(page: Page, url: string) {
  await page.goto(url);
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.pk-game')).toBeVisible();
}

test('the Kuggköping play view runs the enemy turn, kept in the game through a reload and Undo (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openGame(page, link);
  await expect(turn(page).getByRole('heading', { name: 'Enemy turn' })).toBeVisible();
  await expect(turn(page).getByText('Add the enemies on the table to start.')).toBeVisible();

  const add = turn(page).getByRole('button', { name: 'Add enemy' });
  await turn(page).getByLabel('New enemy’s type').selectOption(grunt.id);
  await add.click();
  await add.click();
  const [one, two] = [`${grunt.name} 1`, `${grunt.name} 2`];
  await expect(row(page, one)).toContainText('Waiting');
  await expect(row(page, two)).toContainText('Waiting');

  // Without a board the players pick who goes first, tick its situation and roll.
  await turn(page).getByRole('button', { name: `Next: ${one}` }).click();
  await expect(title(page)).toHaveText(`${one} activates`);
  await turn(page).getByLabel('Sees a Character').check();
  await expect(row(page, one)).toContainText('+sight');
  const roll = turn(page).getByRole('button', { name: 'Roll', exact: true });
  expect((await roll.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await roll.click();
  const result = turn(page).getByTestId('turn-result');
  await expect(result).toBeVisible();
  const face = (await result.locator('.kk-die').textContent())!.trim();
  const outcomeName = (await result.locator('.kk-roll-result').textContent())!.trim();
  expect(Number(face)).toBeGreaterThanOrEqual(1);
  expect(Number(face)).toBeLessThanOrEqual(6);
  await turn(page).getByRole('button', { name: `Next: ${two}` }).click();
  await expect(title(page)).toHaveText(`${two} activates`);
  await expect(row(page, one)).toContainText('Activated (1)');

  // Each step is in the game's log.
  const log = page.locator('.pk-log');
  await log.locator('summary').click();
  await expect(log.getByRole('listitem').first()).toHaveText(`${one} activated; next: ${two}`);
  await expect(log.getByRole('listitem').nth(1)).toHaveText(`${one} rolled ${face}: ${outcomeName}`);
  await expect(log.getByRole('listitem').nth(2)).toHaveText(`${one}: sees a Character, not adjacent`);
  const seed = (await turn(page).locator('.kk-seed').textContent())!.trim();

  // A reload finds the same turn: the same seed, the same enemy activating, the same roll.
  await page.reload();
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(title(page)).toHaveText(`${two} activates`);
  await expect(turn(page).locator('.kk-seed')).toHaveText(seed);
  await expect(row(page, one)).toContainText('Activated (1)');
  await expect(row(page, one)).toContainText(`${face}: ${outcomeName}`);

  await expectAccessibleAndFitting(page, 'Kuggköping play with the enemy turn, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessibleAndFitting(page, 'Kuggköping play with the enemy turn, dark');

  // Undo takes back the last turn step only: the first enemy is activating again, its roll kept.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.locator('.pk-said')).toHaveText(`Undid: ${one} activated; next: ${two}.`);
  await expect(title(page)).toHaveText(`${one} activates`);
  await expect(row(page, one)).toContainText('Activating now');
  await expect(row(page, one)).toContainText(`${face}: ${outcomeName}`);
  await expect(row(page, two)).toContainText('Waiting');

  // Next round keeps the enemies and clears the turn's activations and rolls.
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await expect(row(page, one)).toContainText('Waiting');
  await expect(row(page, one)).toContainText('—');
  await expect(turn(page).locator('.kk-seed')).toHaveText(`${seed}/r2`);
  expect(errors).toEqual([]);
  await context.close();
});
