import { test, expect, type Locator, type Page } from '@playwright/test';
import { changeDamage, setFoeFlag, startState } from '../../src/play';
import { TOPPLED, wolsungPlay } from '../../src/games/wolsung/play';
import { wolsungOdds } from '../../src/games/wolsung/play-odds';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { formatPercent } from '../../src/common/numbers';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, waitForIsland, writesSettled } from './support/builder';
import { example as builderExample } from './support/examples';

// Wolsung SSG played as the book plays it, at 360 px: a 3-wound hit on a Hard to kill hero, entered
// as ONE hit, leaves him 1 wound (W4, wolsung.txt l.478); a Heroic Deed takes its card from the hand
// (l.462); the 3 turns are the battle's (l.25, tests/e2e/battle-wolsung.spec.ts); my shot at their Toppled model counts its +2 R
// (l.233), and a model of mine out of action has no odds (l.89).

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton');

test('Wolsung SSG: a 3-wound hit on the Hard to kill Professor leaves 1 wound; a Heroic Deed takes a card (360 px)', async ({ browser }) => {
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
  // The 3 turns and the Heroes killed are the battle's set-up and score (tests/e2e/battle-wolsung.spec.ts).
  await expect(page.getByRole('region', { name: 'The scenario and the score' })).toContainText('No scenario set:');

  // One hit of 3 wounds, in one step.
  await vane.getByLabel('Hit of', { exact: true }).fill('3');
  await vane.getByRole('button', { name: `Take the hit: ${professor}, 3 wounds` }).click();
  await expect(vane.locator('.pk-stats > div').filter({ hasText: /^W/ }).locator('dd')).toHaveText(expected);
  await expect(vane.locator('.pk-status')).toHaveText('Ready');
  await expect(vane.getByText('Hard to kill: a hit that would take it from more than 1 W to 0 leaves 1 W.')).toBeVisible();

  // A Heroic Deed: counted, and its card leaves the hand (3 + 1 Hero = 4 cards).
  await expect(counter(page, 'Cards in hand')).toHaveValue('4');
  await vane.getByRole('button', { name: 'Heroic Deed (1 card)' }).click();
  await expect(counter(page, 'Cards in hand')).toHaveValue('3');
  await expect(counter(page, 'Heroic Deeds spent')).toHaveValue('1');

  // Saved as played: after a reload the Professor still has 1 wound and is in the game.
  await writesSettled(page);
  await page.reload();
  await waitForIsland(page);
  await expect(vane.locator('.pk-stats > div').filter({ hasText: /^W/ }).locator('dd')).toHaveText(expected);
  await expect(vane.locator('.pk-status')).toHaveText('Ready');
  await expect(counter(page, 'Cards in hand')).toHaveValue('3');

  await expectAccessibleAndFitting(page, 'wolsung play after a hit of 3');
  expect(errors).toEqual([]);
  await context.close();
});

/** Opens a fold that loads after the first paint once it has arrived (until then a summary that does not open holds its place). */
async function openLoaded(scope: Page | Locator, summary: string | RegExp): Promise<void> {
  const page = 'mainFrame' in scope ? scope : scope.page();
  const fold = scope.locator('details:not([aria-busy])').filter({ has: page.locator('summary').getByText(summary) }).first();
  await fold.locator('summary').click();
  await expect(fold).toHaveAttribute('open', '');
}

test('Wolsung SSG: their Professor marked Toppled takes my rifle shot with +2 R; my rifleman out of action has no odds (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const data = wolsungBookData();
  const rules = wolsungPlay(data, wolsungOdds(data));
  const text = JSON.stringify(builderExample('wolsung'));
  const roster = rules.parse(JSON.parse(text));
  const [professor, , rifleman] = rules.models(roster).map((m) => m.name);
  const toppled = rules.odds!.odds(roster, 2, setFoeFlag(startState(rules, roster), 0, TOPPLED, true), 'Rifle', roster, 0, false)!;
  const standing = rules.odds!.odds(roster, 2, startState(rules, roster), 'Rifle', roster, 0, false)!;
  expect(toppled.hurt).toBeLessThan(standing.hurt);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const packed = compressToEncodedURIComponent(text);
  await page.goto(`/wolsung/play/#roster=${packed}`);
  await waitForIsland(page);
  await openLoaded(page, /^Opponent: none yet$/);
  await page.getByLabel('Or their share link').fill(`https://example.org/wolsung/builder/#roster=${packed}`);
  await page.getByRole('button', { name: 'Add the opponent' }).click();

  const mine = card(page, rifleman!);
  await openLoaded(mine, 'Odds against the opponent');
  await mine.getByLabel('Target', { exact: true }).selectOption({ label: professor! });
  await expect(mine.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(standing.hurt)} · takes out: ${formatPercent(standing.takeOut)}`);
  await page.getByRole('button', { name: `${professor}: Toppled` }).click();
  await expect(mine.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(toppled.hurt)} · takes out: ${formatPercent(toppled.takeOut)}`);

  await mine.getByRole('button', { name: 'Out of action', exact: true }).click();
  await expect(mine.getByText('No odds for this weapon and target.')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
