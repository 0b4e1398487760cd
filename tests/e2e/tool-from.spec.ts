import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { gameSlugs } from '../../src/common/catalog';
import { formatExampleText } from '../unit/support/format-examples';
import { readFrom } from '../../src/tools/links';
import { importFile, openBuilder } from './support/builder';

// A tool opened from a roster (or the board) names the set-up in words under its
// title and offers "Back to <roster>" that returns to the same model; a tool opened plainly shows
// neither. For every builder: its page's example roster is imported, each model's odds links carry
// where they come from, and the first one is followed there and back.

/** The builder's documented example roster (its File format page's, src/games/<slug>/roster-format-doc.ts). */
const example = (slug: string): string => formatExampleText(slug);

/** The builder's links to a tool, as written (in the open editor, and in closed folds). */
const toolLinks = (page: Page) => page.locator('.rk-screen a[href*="/tools/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

for (const slug of gameSlugs) {
  test(`${slug}: a tool opened from the builder names the model and leads back to it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await openBuilder(page, `/${slug}/builder/`);
    const roster = JSON.parse(example(slug)) as { name: string };
    await importFile(page, `${slug}.json`, example(slug));
    await expect(page.getByText(`Imported “${roster.name}”`)).toBeVisible();
    // A closed model is its card alone: open the first, as a player would before following its link.
    await page.locator('.rk-model-toggle').first().click();
    await expect(page.locator('.rk-model[data-open]')).toHaveCount(1);

    const hrefs = await toolLinks(page);
    expect(hrefs.length, 'the example roster has odds links').toBeGreaterThan(0);
    for (const href of hrefs) {
      const from = readFrom(href.slice(href.indexOf('?')));
      expect(from, href).not.toBeNull();
      expect(from!.backLabel).toBe(roster.name);
      expect(from!.back.startsWith(`/${slug}/builder/#`), from!.back).toBe(true);
    }

    const href = hrefs[0]!;
    const from = readFrom(href.slice(href.indexOf('?')))!;
    await page.goto(href);
    const note = page.locator('.tk-from');
    await expect(note.locator('.tk-from-label')).toHaveText(from.label);
    const back = note.getByRole('link', { name: `Back to ${roster.name}` });
    await expect(back).toHaveAttribute('href', from.back);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${from.back.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    const block = page.locator(`#${from.back.split('#')[1]}`);
    await expect(block).toBeInViewport();
  });
}

test('a tool opened plainly names no set-up and offers no way back', async ({ page }) => {
  await page.goto('/heartbreaker/tools/strike-odds/?punch=4');
  await expect(page.locator('.tk-answer-live').first()).toBeVisible();
  await expect(page.locator('.tk-from')).toHaveCount(0);
});

test('a crafted link cannot point "Back" off the site', async ({ page }) => {
  await page.goto(`/heartbreaker/tools/strike-odds/?punch=4&from=Evil&backTo=home&back=${encodeURIComponent('//evil.example/')}`);
  await expect(page.locator('.tk-answer-live').first()).toBeVisible();
  await expect(page.locator('.tk-from')).toHaveCount(0);
});

// The board's link, there and back: board.spec.ts (“Attack odds from here”).
