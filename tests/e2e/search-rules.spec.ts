import { test } from './support/shared-tab';
import { expectFilteredResults, expectSearchLands } from './support/search';

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
  // The books' own words find the rules that use them: a player searches with the book's terms.
  ['Armor', '/punkapocalyptic/rules/hits-and-armour/', 'armor'],
  ['Premeasuring', '/wolsung/rules/basic-terms/', 'measuring-distances-and-premeasuring'],
];

// Three tests of five searches each, one tab apiece: from the second search on, the tab has Pagefind's
// code and index in its cache, as a reader who searches twice does. Each search starts again from the
// home page, and a failure names its query.
for (let from = 0; from < cases.length; from += 5) {
  const some = cases.slice(from, from + 5);
  test(`searching ${some.map(([q]) => `"${q}"`).join(', ')} lands on each one's rule`, async ({ page }) => {
    for (const [query, path, anchor] of some) await expectSearchLands(page, query, path, anchor);
  });
}

// Punkapocalyptic's book spells the stat Armor (Heartbreaker's ARMOR dice share the word): with the
// game filter on, the book's word finds the Armor heading and the cover rules that add to it.
test('searching "Armor" in Punkapocalyptic finds its Armor rule and the cover bonuses', async ({ page }) => {
  await expectFilteredResults(
    page,
    'Armor',
    'Punkapocalyptic',
    (hrefs) =>
      hrefs.every((h) => h.startsWith('/punkapocalyptic/')) &&
      hrefs[0]!.startsWith('/punkapocalyptic/rules/hits-and-armour/') &&
      hrefs.includes('/punkapocalyptic/rules/hits-and-armour/#armor') &&
      hrefs.some((h) => h.startsWith('/punkapocalyptic/rules/cover/#')),
    'Punkapocalyptic results for Armor: the Armor rule first, the cover rules among them',
  );
});
