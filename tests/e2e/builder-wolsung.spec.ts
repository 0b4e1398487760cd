import { test, expect } from '@playwright/test';
import { type Roster } from '../../src/games/wolsung/roster';
import { melee, shoot } from '../../src/games/wolsung/odds';
import { formatPercent } from '../../src/common/numbers';
import { headline, numberField } from './support/tools';
import { expectCardsWhole, builderWith, printSheet, storedRosterJson, waitForIsland } from './support/builder';
import { openModel } from './support/model-fold';
import { BUILDER, EXAMPLE, importExampleClub, model, problems } from './support/builders/wolsung';

// The Wolsung club builder in the built site, beyond what builder-kit.spec.ts tests in every builder:
// printing with every model on the sheet, a model's odds links, Undo last change and Copy.

// Building a roster by clicking takes most of a minute on a busy machine (two cores shared).
test.describe.configure({ timeout: 120_000 });

/** PDF text without spaces: the extractor splits ligatures ("ri fl eman"). */
const squeeze = (text: string) => text.replace(/\s+/g, '');

test('printing gives one sheet with a card per model, each whole on one page', async ({ browser }) => {
  const { context, page: p } = await builderWith(browser, BUILDER, importExampleClub);
  await expect(problems(p)).toContainText('No problems');
  const pdf = await printSheet(p, 'The Brass Lantern Society');
  expect(pdf.text).toContain('Fund Pool 3: 3 spent, 0 left');
  expectCardsWhole(
    pdf,
    [
      ['Professor Ignatius Vane', 'Heroic Deed'], // a hero's card ends with the hero rules
      ['Brass golem', 'Resistance to Fire [3]'],
      ['Hired rifleman', 'never takes Guns below 1'],
    ],
    squeeze,
  );
  await context.close();
});

test('a model’s odds links open the shooting and melee tools with its numbers', async ({ browser }) => {
  const { context, page: p } = await builderWith(browser, BUILDER, importExampleClub, { width: 360 });
  // The link as the builder writes it; once the tool hydrates it may rewrite its own address.
  await openModel(model(p, 1));
  const shotLink = model(p, 1).getByRole('link', { name: 'Shoots with Pistol' });
  await expect(shotLink).toHaveAttribute('href', /^\/wolsung\/tools\/shoot-odds\/\?kind=shot&weapon=pistol&rangeBand=1&baseGuns=3&guns=4&strength=4/);
  await shotLink.click();
  await expect(p).toHaveURL(/\/wolsung\/tools\/shoot-odds\/\?/);
  await p.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(p.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(numberField(p, 'Guns dice rolled')).toHaveValue('4');
  await expect(numberField(p, 'Shooter’s Guns (G)')).toHaveValue('3');
  // The target stays at the tool's defaults (Reflex 2, 2 wounds).
  await expect(headline(p)).toHaveText(formatPercent(shoot({ guns: 4, reflex: 2, strength: 4, wounds: 2 }).pKill));

  await p.goBack();
  await waitForIsland(p);
  await openModel(model(p, 2));
  const meleeLink = model(p, 2).getByRole('link', { name: 'Attacks in melee with Steam fists (S 5)' });
  await expect(meleeLink).toHaveAttribute('href', /^\/wolsung\/tools\/melee-odds\/\?mode=fight&attackerBaseFight=3&attackerFight=3&attackerStrength=5&attackerArmour=2&attackerWounds=4/);
  await meleeLink.click();
  await expect(p).toHaveURL(/\/wolsung\/tools\/melee-odds\/\?/);
  await p.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(p.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(headline(p)).toHaveText(
    formatPercent(melee({ attackerFight: 3, defenderFight: 3, reaction: 'fence', attackerStrength: 5, defenderStrength: 3, attackerArmour: 2, attackerWounds: 4, defenderWounds: 2 }).pDefenderKilled),
  );
  await context.close();
});

test('Undo last change brings back a removed model; Copy numbers henchmen', async ({ browser }) => {
  const { context, page: p } = await builderWith(browser, BUILDER, importExampleClub);
  const rifleman = model(p, 3);
  await openModel(rifleman);
  await rifleman.getByRole('button', { name: 'Copy Hired rifleman' }).click();
  await expect(model(p, 4).getByRole('heading', { level: 4 })).toHaveText('Hired rifleman 2 · Henchman · cost 0 Funds');
  await rifleman.getByRole('button', { name: 'Remove Hired rifleman from the club' }).click();
  await expect(p.getByRole('heading', { level: 4, name: /^Hired rifleman ·/ })).toHaveCount(0);
  await p.getByRole('button', { name: 'Undo last change' }).click();
  await expect(model(p, 3).getByRole('heading', { level: 4 })).toHaveText('Hired rifleman · Henchman · cost 0 Funds');
  const saved = (await storedRosterJson(p, 'wolsung')) as Roster[];
  expect(saved.find((r) => r.name === EXAMPLE.name)!.models.map((m) => m.name)).toEqual(['Professor Ignatius Vane', 'Brass golem', 'Hired rifleman', 'Hired rifleman 2']);
  await context.close();
});
