import { test, expect, type Locator, type Page } from '@playwright/test';
import { changeDamage, startState } from '../../src/roster/play';
import { wolsungPlay } from '../../src/games/wolsung/play';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, waitForIsland, writesSettled } from './support/builder';
import { example as builderExample } from './support/examples';

// Issue 34's proof for Wolsung SSG at 360 px: a 3-wound hit on a Hard to kill hero, entered as ONE
// hit, leaves him 1 wound (W4, wolsung.txt l.478); a Heroic Deed takes its card from the hand (l.462);
// the turn line counts the 3 turns (l.25).

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true }).locator('output');

test('Wolsung SSG: a 3-wound hit on the Hard to kill Professor leaves 1 wound; a Heroic Deed takes a card; the 3 turns (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const rules = wolsungPlay(wolsungBookData());
  const text = JSON.stringify(builderExample('wolsung'));
  const roster = rules.parse(JSON.parse(text));
  const [professor] = rules.models(roster).map((m) => m.name);
  // The same hit through the play rules: what the card must show.
  const expected = rules.stats(roster, 0, changeDamage(rules, roster, startState(rules, roster), 0, 3)).find((l) => l.label === 'W')!.value;
  expect(expected).toBe('1 of 3');
  const { context, page, errors } = await freshContext(browser, { width: 360 });

  // Save the club in the builder, then play it.
  await openBuilder(page, '/wolsung/builder/');
  await importFile(page, 'wolsung.json', text);
  await page.getByRole('button', { name: 'Play this club' }).click();
  await expect(page).toHaveURL(/\/wolsung\/play\/$/);
  const vane = card(page, professor!);
  await expect(vane).toBeVisible();
  await expect(page.getByText('Turn 1 of 3: the game ends with turn 3', { exact: false })).toBeVisible();

  // One hit of 3 wounds, in one step.
  await vane.getByLabel('Hit of', { exact: true }).fill('3');
  await vane.getByRole('button', { name: `${professor}: take a hit of 3 wounds` }).click();
  await expect(vane.locator('.pk-stats > div').filter({ hasText: /^W/ }).locator('dd')).toHaveText(expected);
  await expect(vane.locator('.pk-status')).toHaveText('Ready');
  await expect(vane.getByText('Hard to kill: a hit that would take it from more than 1 W to 0 leaves 1 W.')).toBeVisible();

  // A Heroic Deed: counted, and its card leaves the hand (3 + 1 Hero = 4 cards).
  await expect(counter(page, 'Cards in hand')).toHaveText('4');
  await vane.getByRole('button', { name: 'Heroic Deed (1 card)' }).click();
  await expect(counter(page, 'Cards in hand')).toHaveText('3');
  await expect(counter(page, 'Heroic Deeds spent')).toHaveText('1');

  // Saved as played: after a reload the Professor still has 1 wound and is in the game.
  await writesSettled(page);
  await page.reload();
  await waitForIsland(page);
  await expect(vane.locator('.pk-stats > div').filter({ hasText: /^W/ }).locator('dd')).toHaveText(expected);
  await expect(vane.locator('.pk-status')).toHaveText('Ready');
  await expect(counter(page, 'Cards in hand')).toHaveText('3');

  await expectAccessibleAndFitting(page, 'wolsung play after a hit of 3');
  expect(errors).toEqual([]);
  await context.close();
});
