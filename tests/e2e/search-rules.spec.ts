import { expect, test } from '@playwright/test';
import { expectSearchLands, search } from './support/search';

// The rules issues' "Done when": each term, typed into search, offers the page and heading that
// explain it.
const cases: [query: string, path: string, anchor: string][] = [
  ['Tinker dice', '/kuggkoping/rules/core-rules/', 'tinker-dice'],
  ['Bell-Man', '/kuggkoping/rules/enemies/', 'bell-man'],
  ['Skrot Nikke', '/kuggkoping/rules/campaign-machine/', 'skrot-nikke'],
  ['Pressing the Advantage', '/heartbreaker/rules/skirmish-structure/', 'pressing-the-advantage'],
  ['Second Wind', '/heartbreaker/rules/skirmish-structure/', 'second-wind'],
  ['Decapitator', '/heartbreaker/rules/weapons/', 'decapitator'],
  ['Kaboom', '/punkapocalyptic/rules/special-rules/', 'kaboom'],
  ['Fucked up terrain', '/punkapocalyptic/rules/movement/', 'fucked-up-terrain'],
  ['Mass combat', '/punkapocalyptic/rules/combat/', 'mass-combat'],
  ['Heroic Deed', '/wolsung/rules/heroes/', 'heroic-deed'],
  ['Fence', '/wolsung/rules/melee/', 'fence-and-parry'],
  ['Finished Off', '/arsenal-campaign/rules/during-the-game/', 'finished-off'],
  ['Strategic Withdrawal', '/arsenal-campaign/rules/during-the-game/', 'strategic-withdrawal'],
  // Issue 12: the books' own words find the rules that use them.
  ['Armor', '/punkapocalyptic/rules/hits-and-armour/', 'armor'],
  ['Premeasuring', '/wolsung/rules/basic-terms/', 'measuring-distances-and-premeasuring'],
];

for (const [query, path, anchor] of cases) {
  test(`searching "${query}" lands on ${path}#${anchor}`, async ({ page }) => {
    await expectSearchLands(page, query, path, anchor);
  });
}

// Punkapocalyptic's book spells the stat Armor (Heartbreaker's ARMOR dice share the word): with the
// game filter on, the book's word finds the Armor heading and the cover rules that add to it.
test('searching "Armor" in Punkapocalyptic finds its Armor rule and the cover bonuses', async ({ page }) => {
  await page.goto('/');
  await search(page, 'Armor');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 15_000 });
  const filter = page.locator('.pagefind-ui__filter-panel');
  await filter.locator('label', { hasText: 'Punkapocalyptic' }).click();
  await expect(filter.getByLabel(/Punkapocalyptic/)).toBeChecked();
  const links = page.locator('.pagefind-ui__result-link');
  await expect
    .poll(async () => {
      const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      return hrefs.length > 0 && hrefs.every((h) => h.startsWith('/punkapocalyptic/')) && hrefs[0]!.startsWith('/punkapocalyptic/rules/hits-and-armour/') && hrefs.includes('/punkapocalyptic/rules/hits-and-armour/#armor') && hrefs.some((h) => h.startsWith('/punkapocalyptic/rules/cover/#'));
    }, { timeout: 15_000, message: 'Punkapocalyptic results for Armor: the Armor rule first, the cover rules among them' })
    .toBe(true);
});
