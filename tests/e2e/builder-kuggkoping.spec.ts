import { test, expect, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { rollGadget, rollQuirk } from '../../src/games/kuggkoping/roster-rules';
import { attack } from '../../src/games/kuggkoping/odds';
import { formatPercent } from '../../src/common/numbers';
import { headline } from './support/tools';
import {
  expectAccessibleAndFitting,
  expectImportsRefused,
  expectSaveACopy,
  expectExportDeleteImport,
  exportOpenRoster,
  freshContext,
  openBuilder,
  printToPdf,
  reloadBuilder,
  showSavedList,
  shareLinkOf,
  storedRosterJson,
  storedRosters,
} from './support/builder';
import { openModel } from './support/model-fold';

// The Kuggköping warband builder in the built site, as a player uses it: build a legal warband by
// clicking, find it again after a reload, export / delete / import it, open its share link on another
// device and save a copy, get a clear message for a broken file with nothing saved changed, and print
// it with every Character on the sheet. At 360 px and desktop, in both themes, axe clean.

const BUILDER = '/kuggkoping/builder/';
const book = bookData();
const character = (page: Page, n: number) => page.locator(`#kuggkoping-model-${n}`);

/** Builds The Cog Rats by clicking: The Scribes, three archetypes, a Handgun, a rolled defence gadget, a rolled quirk. */
async function buildLegalWarband(page: Page): Promise<void> {
  await page.getByLabel('Warband name').fill('The Cog Rats');
  await page.getByLabel('Faction').selectOption('The Scribes');
  await page.getByLabel('Positive trait').selectOption('Resourceful');
  await expect(page.getByText('win back 2 grit it lost earlier').first()).toBeVisible(); // the trait's text
  await page.getByLabel('Negative trait').selectOption('Inexperienced');
  for (const [name, archetype] of [
    ['Olga', 'Crack Shot'],
    ['Knut', 'Knuckle Buster'],
    ['Greta', 'Grenadier'],
  ] as const) {
    await page.getByLabel("New Character's name").fill(name);
    await page.getByLabel("New Character's archetype").selectOption(archetype);
    await page.getByRole('button', { name: 'Add Character' }).click();
  }
  const olga = await openModel(character(page, 1));
  await olga.getByLabel('Which').selectOption('Handgun');
  await olga.getByRole('button', { name: 'Add Handgun to Olga' }).click();
  await olga.getByLabel('Equip Handgun').check();

  // A Gizmo reward rolled with a seed: the builder shows the die, the face and the seed.
  const knut = await openModel(character(page, 2));
  const rolled = rollGadget(book, 'defence', 'cogs');
  await knut.getByLabel('List').selectOption('gadget:defence');
  await knut.getByLabel('Seed (optional)').fill('cogs');
  await knut.getByRole('button', { name: 'Roll and add to Knut' }).click();
  await expect(knut.getByRole('status').filter({ hasText: 'seed cogs' })).toHaveText(
    `D6 rolled ${rolled.face} (seed cogs): ${rolled.result.name}, added to Knut. Roll with the same seed to get it again.`,
  );
  await knut.getByLabel(`Equip ${rolled.result.name}`).check();

  const greta = await openModel(character(page, 3));
  await greta.getByLabel('List').selectOption('quirk:weapon');
  await greta.getByLabel('Seed (optional)').fill('rats');
  await greta.getByRole('button', { name: 'Roll and add to Greta' }).click();
  await expect(greta.getByText(`D12 rolled ${rollQuirk(book, 'weapon', 'rats').face} (seed rats)`)).toBeVisible();
}

for (const { width, scheme } of [
  { width: 360, scheme: 'dark' as const },
  { width: 1280, scheme: 'light' as const },
]) {
  test(`build a legal warband by clicking, then find it after a reload (${width} px, ${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width, scheme });
    await openBuilder(page, BUILDER);
    await expect(page.getByRole('status').filter({ hasText: 'problems' })).toContainText('2 problems');
    await buildLegalWarband(page);
    await expect(page.locator('.rk-problems')).toHaveText(/No problems: this warband follows every building rule we check\./);

    // The Crack Shot's card: Handgun applied (3 dice, range 7), and the Foreman's action.
    const olga = character(page, 1);
    await expect(olga.locator('.kk-builder-profile tbody td')).toHaveText(['3', '7', '3 (5+)', '5+', '2']);
    await expect(olga.getByRole('heading', { level: 4 })).toHaveText('Olga · Crack Shot · Foreman');
    await expectAccessibleAndFitting(page, `builder ${width}px ${scheme}`);

    const saved = (await storedRosterJson(page, 'kuggkoping')) as Roster[];
    expect(saved).toHaveLength(1);
    const roster = parseRoster(saved[0]);
    expect(checkRoster(roster)).toEqual([]);
    expect(roster.characters.map((c) => [c.name, c.archetype, c.foreman])).toEqual([
      ['Olga', 'Crack Shot', true],
      ['Knut', 'Knuckle Buster', false],
      ['Greta', 'Grenadier', false],
    ]);
    expect(roster.characters[2]!.quirks).toEqual([rollQuirk(book, 'weapon', 'rats').result.name]);

    await reloadBuilder(page);
    await expect(page.getByLabel('Warband name')).toHaveValue('The Cog Rats');
    await expect(character(page, 3).getByRole('heading', { level: 4 })).toHaveText('Greta · Grenadier');
    await expect(page.locator('.rk-problems')).toContainText('No problems');
    expect(await storedRosterJson(page, 'kuggkoping')).toEqual(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
}

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
    await page.getByLabel("New Character's name").fill(name);
    await page.getByLabel("New Character's archetype").selectOption(archetype);
    await page.getByLabel("New Character's player").selectOption(player);
    await page.getByRole('button', { name: 'Add Character' }).click();
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

test('export, delete (with Undo), import the file: the same warband comes back as a new one', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalWarband(page);
  // Importing it twice never overwrites: two warbands.
  await expectExportDeleteImport(page, 'kuggkoping', { fileName: 'kuggkoping-the-cog-rats.json', name: 'The Cog Rats', noun: 'warband' });
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await buildLegalWarband(a.page);
  // Give it a problem too, so the receiver sees it: a second Crack Shot.
  await character(a.page, 3).getByLabel('Archetype').selectOption('Crack Shot');
  const link = await shareLinkOf(a.page);
  const sent = (await storedRosterJson(a.page, 'kuggkoping'))[0];
  expect(new URL(link).pathname).toBe(BUILDER);
  await a.context.close();

  const b = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(b.page, link.replace(/^https?:\/\/[^/]+/, ''));
  const banner = b.page.getByRole('region', { name: 'Opened from a link' });
  await expect(banner).toContainText('This warband is not saved on this device.');
  await expect(b.page.getByLabel('Warband name')).toHaveValue('The Cog Rats');
  await expect(b.page.locator('.rk-problems')).toContainText('Greta: the warband already has a Crack Shot (Olga)');
  await expect(b.page.locator('.rk-problems a')).toHaveAttribute('href', '#kuggkoping-model-3');
  // The problem's link takes focus to Greta's block and leaves the shared warband (and its link) open.
  await b.page.locator('.rk-problems a').click();
  await expect(character(b.page, 3)).toBeFocused();
  await expect(banner).toBeVisible();
  expect(b.page.url()).toBe(link);
  expect(await storedRosters(b.page, 'kuggkoping')).toEqual({});
  await expectAccessibleAndFitting(b.page, 'shared warband');

  await expectSaveACopy(b.page, 'kuggkoping', { name: 'The Cog Rats', noun: 'warband', sent });
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('a damaged share link says so and opens the saved warband instead', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, `${BUILDER}#roster=N4Igdg9g`);
  await expect(page.getByRole('alert')).toContainText('The warband in this link could not be opened.');
  await expect(page.getByLabel('Warband name')).toHaveValue('My warband');
  await context.close();
});

test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalWarband(page);
  const good = JSON.parse((await exportOpenRoster(page)).text);
  await expectImportsRefused(page, 'kuggkoping', [
    ['broken.json', '{"game": "kuggkoping", "version": 1,', /Not imported: The file is not valid JSON \(/],
    ['gang.json', JSON.stringify({ ...good, game: 'heartbreaker' }), 'Not imported: This is a Heartbreaker roster, not a Kuggköping one: open it in the Heartbreaker builder. Nothing saved was changed.'],
    ['future.json', JSON.stringify({ ...good, version: 2 }), /Its "version" is wrong: version 2 is newer than this site reads \(1\)/],
    ['types.json', JSON.stringify({ ...good, tinkerDice: 'three' }), 'Not imported: The field "tinkerDice" is wrong: must be a number. Nothing saved was changed.'],
    ['huge.json', JSON.stringify({ ...good, name: 'x'.repeat(300_000) }), /Not imported: The file is 3\d\d kB; a Kuggköping warband file is a few kB, at most 200 kB\./],
    ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
  ]);
  await expect(page.getByLabel('Warband name')).toHaveValue('The Cog Rats');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives one sheet with a card per Character, each whole on one page', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalWarband(page);
  const pdf = await printToPdf(page);
  expect(pdf.text).toContain('The Cog Rats');
  expect(pdf.text).not.toContain('What it checks'); // only the sheet prints, not the page around it
  for (const [name, lastAbility] of [
    ['Olga', 'Point and shout'],
    ['Knut', 'Challenge'],
    ['Greta', 'Pipe Bomb'],
  ]) {
    const pages = pdf.pageTexts.filter((t) => t.includes(name));
    expect(pages.length, name).toBeGreaterThan(0);
    // The card is not cut: its last ability and its notes box are on the page that has its name.
    expect(pages.some((t) => t.includes(lastAbility)), `${name}'s card is whole`).toBe(true);
  }
  expect(pdf.text).toContain('Resourceful');
  // The sheet's cards are the shared Card of the reference cards (size "model"), one per Character,
  // shown in print and never set under 7 pt.
  await page.emulateMedia({ media: 'print' });
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
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalWarband(page);
  await openModel(character(page, 1));
  await character(page, 1).getByRole('link', { name: 'Attack odds for Olga: enemy 2 or more spaces away' }).click();
  await expect(page).toHaveURL(/\/kuggkoping\/tools\/attack-odds\/\?/);
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
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalWarband(page);
  await openModel(character(page, 2));
  await character(page, 2).getByLabel('Name').fill('Knut the Large');
  await character(page, 2).getByLabel('Name').fill('Knut the Big');
  await character(page, 2).getByRole('button', { name: 'Remove Knut the Big from the warband' }).click();
  await expect(page.getByRole('heading', { name: /^Knut/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect(character(page, 2).getByRole('heading', { level: 4 })).toHaveText('Knut the Big · Knuckle Buster');
  expect(((await storedRosterJson(page, 'kuggkoping'))[0] as Roster).characters).toHaveLength(3);
  // Typing into one box is one change: the next Undo restores the name before both edits.
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect(character(page, 2).getByLabel('Name')).toHaveValue('Knut');
  await expect(character(page, 3).getByRole('heading', { level: 4 })).toHaveText('Greta · Grenadier');
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the builder's other states are axe-clean and fit 360 px (${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360, scheme });
    await openBuilder(page, BUILDER);
    await buildLegalWarband(page);
    await page.getByRole('button', { name: 'Share link' }).click();
    await showSavedList(page);
    await openModel(character(page, 1));
    await character(page, 1).getByText('Gear, upgrades and abilities in full').click();
    // One editor at a time: opening Greta closes Olga's.
    await openModel(character(page, 3));
    await character(page, 3).getByLabel('Archetype').selectOption('Crack Shot'); // a problem, shown twice
    await page.getByRole('button', { name: 'Delete', exact: true }).click(); // the Undo line and empty state
    await expectAccessibleAndFitting(page, `states ${scheme}`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectAccessibleAndFitting(page, `states after undo ${scheme}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
