import { test, expect } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { attack } from '../../src/games/kuggkoping/odds';
import { formatPercent } from '../../src/common/numbers';
import { headline } from './support/tools';
import { expectAccessibleAndFitting, expectCardsWhole, builderWith, freshContext, openBuilder, printSheet, showSavedList, storedRosterJson, storedRosters, followLink } from './support/builder';
import { openModel } from './support/model-fold';
import { addCharacter, BUILDER, buildLegalWarband, character } from './support/builders/kuggkoping';

// The Kuggköping warband builder in the built site, beyond what builder-kit.spec.ts tests in every
// builder: a co-op warband, storage switched off, a saved entry it cannot read, printing with every
// Character on the sheet, a Character's Attack odds link and Undo last change.

// Building a roster by clicking takes most of a minute on a busy machine (two cores shared).
test.describe.configure({ timeout: 120_000 });

test('a co-op warband: each player their own faction, two Characters, Foreman and Tinker dice pool', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await page.getByLabel('Warband name').fill('Two Cogs');
  await page.getByLabel('Game mode').selectOption('coop');
  const factions = page.getByRole('group', { name: /Cartographer faction/ });
  await expect(factions).toHaveCount(2);
  for (const [n, faction, positive, negative] of [
    [0, 'The Grid Company', 'Server stack', 'Distracted'],
    [1, 'Ball Pointers', 'Burly', 'Under pressure'],
  ] as const) {
    await factions.nth(n).getByLabel('Faction').selectOption(faction);
    await factions.nth(n).getByLabel('Positive trait').selectOption(positive);
    await factions.nth(n).getByLabel('Negative trait').selectOption(negative);
  }
  await expect(page.getByText('Under pressure: play every game at Hard difficulty or harder.')).toBeVisible();
  await page.getByRole('spinbutton', { name: "Player 2's Tinker dice", exact: true }).fill('5');
  for (const [name, archetype, player] of [
    ['Ada', 'Streetslogger', '1'],
    ['Bo', 'Gofer', '1'],
    ['Cid', 'Data Mage', '2'],
    ['Dag', 'Crack Shot', '2'],
  ] as const) {
    await addCharacter(page, name, archetype, player);
  }
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  await expect(character(page, 3).getByRole('heading', { level: 4 })).toHaveText('Cid · Data Mage · Foreman · player 2');
  const [roster] = (await storedRosterJson(page, 'kuggkoping')) as Roster[];
  expect(checkRoster(parseRoster(roster))).toEqual([]);
  expect([roster!.mode, roster!.tinkerDice, roster!.tinkerDicePlayer2]).toEqual(['coop', 3, 5]);
  expect(roster!.characters.map((c) => [c.name, c.player, c.foreman])).toEqual([
    ['Ada', 1, true],
    ['Bo', 1, false],
    ['Cid', 2, true],
    ['Dag', 2, false],
  ]);
  await expectAccessibleAndFitting(page, 'co-op');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives one sheet with a card per Character, each whole on one page', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, buildLegalWarband);
  const pdf = await printSheet(page, 'The Cog Rats');
  // The card is not cut: its last ability and its notes box are on the page that has its name.
  expectCardsWhole(pdf, [
    ['Olga', 'Point and shout'],
    ['Knut', 'Challenge'],
    ['Greta', 'Pipe Bomb'],
  ]);
  expect(pdf.text).toContain('Resourceful');
  // The sheet's cards are the shared Card of the reference cards (size "model"), one per Character,
  // shown in print and never set under 7 pt.
  await page.emulateMedia({ media: 'print' });
  // The sheet is drawn when the page enters print media (the media query's change event, after this call returns).
  await expect(page.locator('.rk-print .sh-card[data-size="model"]')).toHaveCount(3);
  const cards = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rk-print .sh-card[data-size="model"]')].map((card) => ({
      title: card.querySelector('.sh-card__title')?.textContent,
      shown: card.getBoundingClientRect().height > 0,
      smallestPt: Math.min(
        ...[...card.querySelectorAll<HTMLElement>('*')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
          .map((el) => Math.round((parseFloat(getComputedStyle(el).fontSize) * 72 * 100) / 96) / 100),
      ),
    })),
  );
  expect(cards.map((c) => c.title).sort()).toEqual(['Greta', 'Knut', 'Olga']);
  for (const card of cards) {
    expect(card.shown, card.title!).toBe(true);
    expect(card.smallestPt, card.title!).toBeGreaterThanOrEqual(7);
  }
  await context.close();
});

test('a Character’s Attack odds link opens the tool with it as the attacker', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, buildLegalWarband);
  await openModel(character(page, 1));
  await followLink(page, character(page, 1).getByRole('link', { name: 'Attack odds for Olga: enemy 2 or more spaces away' }), /\/kuggkoping\/tools\/attack-odds\/\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ actionDice: '3', hitOn: '5', critOn: '6', distance: '2', attackerGrit: '2', attackerDefence: '5', attackerSixRemovesOnlyOne: '1' });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 3, hitOn: 5, defence: 5, grit: 4 }).pDown));
  await context.close();
});

test('with storage switched off the builder says so and keeps working in memory', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  // The browser refuses every write of ours (Starlight's own theme setting still works).
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('skirmish-shelf:')) throw new DOMException('blocked', 'SecurityError');
      return setItem.call(this, key, value);
    };
  });
  await openBuilder(page, BUILDER);
  await expect(page.getByRole('note').filter({ hasText: 'does not let the site save anything' })).toBeVisible();
  await buildLegalWarband(page);
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  await expectAccessibleAndFitting(page, 'storage off');
  expect(errors).toEqual([]);
  await context.close();
});

test('a saved entry the site cannot read is listed and kept, never overwritten', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  const broken = '{"envelope":1,"game":"kuggkoping","id":"old","roster":{"game":"kuggkoping","version":1,"name":"Old rats","mode":"trio"}}';
  await context.addInitScript((text) => {
    if (!localStorage.getItem('skirmish-shelf:roster:kuggkoping:old')) localStorage.setItem('skirmish-shelf:roster:kuggkoping:old', text);
  }, broken);
  await openBuilder(page, BUILDER);
  await showSavedList(page);
  await expect(page.getByText('Saved entries this site cannot open (kept as they are)')).toBeVisible();
  await expect(page.getByText('The field "mode" is wrong: must be "solo" or "coop".')).toBeVisible();
  await page.getByRole('button', { name: 'New warband' }).click();
  await page.getByLabel('Warband name').fill('New rats');
  expect((await storedRosters(page, 'kuggkoping'))['skirmish-shelf:roster:kuggkoping:old']).toBe(broken);
  await showSavedList(page); // it folds away once a warband is open
  await expect(page.getByText('The field "mode" is wrong: must be "solo" or "coop".')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Old rats as saved' }).click();
  expect((await download).suggestedFilename()).toBe('kuggkoping-unreadable-old.json');
  expect(errors).toEqual([]);
  await context.close();
});

test('Undo last change brings back a removed Character, then the name typed before it', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, buildLegalWarband);
  await openModel(character(page, 2));
  await character(page, 2).getByLabel('Name').fill('Knut the Large');
  await character(page, 2).getByLabel('Name').fill('Knut the Big');
  await character(page, 2).getByRole('button', { name: 'Remove Knut the Big from the warband' }).click();
  await expect(page.getByRole('heading', { name: /^Knut/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect(character(page, 2).getByRole('heading', { level: 4 })).toHaveText('Knut the Big · Knuckle Buster');
  expect(((await storedRosterJson(page, 'kuggkoping'))[0] as Roster).characters).toHaveLength(3);
  // Typing into one box is one change: the next Undo restores the name before both edits. (Remove
  // closed the editor: it is opened again to read the box.)
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await openModel(character(page, 2));
  await expect(character(page, 2).getByLabel('Name')).toHaveValue('Knut');
  await expect(character(page, 3).getByRole('heading', { level: 4 })).toHaveText('Greta · Grenadier');
  await context.close();
});
