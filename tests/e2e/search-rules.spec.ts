import { test } from '@playwright/test';
import { expectSearchLands } from './support/search';

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
];

for (const [query, path, anchor] of cases) {
  test(`searching "${query}" lands on ${path}#${anchor}`, async ({ page }) => {
    await expectSearchLands(page, query, path, anchor);
  });
}
