import { readFileSync } from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/wolsung/roster';
import { jsonExample } from '../../src/roster/doc';
import { melee, shoot } from '../../src/games/wolsung/odds';
import { formatPercent } from '../../src/common/numbers';
import { headline, numberField } from './support/tools';
import {
  expectAccessibleAndFitting,
  expectExportDeleteImport,
  expectImportsRefused,
  expectSaveACopy,
  freshContext,
  importFile,
  openBuilder,
  printToPdf,
  reloadBuilder,
  showSavedList,
  shareLinkOf,
  storedRosterJson,
  storedRosters,
} from './support/builder';

// The Wolsung club builder in the built site, as a player uses it: write up the club of the page's own
// File format example by clicking (heroes, a golem and its Scientist, a rifle with its range bands),
// find it again after a reload, export / delete / import it, open its share link on another device
// and save a copy, get a clear message for a broken file with nothing saved changed, print it with
// every model on the sheet, and open the odds tools from a model. At 360 px and desktop, both themes.

const BUILDER = '/wolsung/builder/';
const page = readFileSync('content/wolsung/builder/file-format.mdx', 'utf8');
/** The club of the builder's File format page (a unit test proves it legal). */
const EXAMPLE: Roster = parseRoster(jsonExample(page)!);
const model = (p: Page, n: number) => p.locator(`#wolsung-model-${n}`);
const spin = (scope: Locator | Page, name: string) => scope.getByRole('spinbutton', { name, exact: true });
const problems = (p: Page) => p.locator('.rk-problems');
/** PDF text without spaces: the extractor splits ligatures ("ri fl eman"). */
const squeeze = (text: string) => text.replace(/\s+/g, '');

async function addModel(p: Page, name: string, kind: 'hero' | 'henchman'): Promise<Locator> {
  await p.getByLabel('New model’s name').fill(name);
  await p.getByLabel('New model is a').selectOption(kind);
  await p.getByRole('button', { name: 'Add model' }).click();
  const block = p.locator('article.ws-model').filter({ has: p.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) }) });
  await expect(block.getByText(`Edit ${name}`)).toBeVisible(); // a model just added opens its fields
  return block;
}

async function setProfile(block: Locator, values: Record<string, number>): Promise<void> {
  const names: Record<string, string> = { A: 'Actions (A)', M: 'Move (M)', F: 'Fight (F)', S: 'Strength (S)', G: 'Guns (G)', R: 'Reflex (R)', W: 'Wounds (W)' };
  for (const [key, value] of Object.entries(values)) await spin(block, names[key]!).fill(String(value));
}

/** Writes up the File format example by clicking, checking the Fund Pool and the Golem's Scientist on the way. */
async function buildExampleClub(p: Page): Promise<void> {
  await p.getByLabel('Club name').fill('The Brass Lantern Society');

  const vane = await addModel(p, 'Professor Ignatius Vane', 'hero');
  await vane.getByLabel('Suit').selectOption('Diamonds');
  await spin(vane, 'Funds').fill('3');
  await setProfile(vane, { M: 4, F: 2, S: 3, G: 3, R: 3, W: 3 });
  await vane.getByLabel('New weapon').selectOption('book:Pistol');
  await vane.getByRole('button', { name: 'Add weapon to Professor Ignatius Vane' }).click();
  await expect(vane.getByRole('group', { name: 'Weapon 1' })).toContainText('S 4 · 0–8″ +1 G · 8–16″ −1 G · 16–24″ −2 G · Quick');
  await vane.getByRole('button', { name: 'Add a gadget to Professor Ignatius Vane' }).click();
  const goggles = vane.getByRole('group', { name: 'Gadget 1' });
  await goggles.getByLabel('Name').fill('Aetheric goggles');
  await spin(goggles, 'Cost in Funds').fill('1');

  const golem = await addModel(p, 'Brass golem', 'henchman');
  await spin(golem, 'Cost from the Fund Pool').fill('2');
  await setProfile(golem, { M: 3, F: 3, S: 4, G: 0, R: 1, W: 4 });
  await spin(golem, 'Armour [x]').fill('2');
  await golem.getByRole('checkbox', { name: 'Golem', exact: true }).check();
  // No Scientist yet: the problem shows in the golem's block and in the summary.
  await expect(golem.locator('.rk-model-problems')).toContainText('Brass golem is a Golem: the club needs a friendly Scientist for it to act.');
  await expect(problems(p)).toContainText('Brass golem is a Golem');
  await golem.getByLabel('New weapon').selectOption('melee');
  await golem.getByRole('button', { name: 'Add weapon to Brass golem' }).click();
  const fists = golem.getByRole('group', { name: 'Weapon 1' });
  await fists.getByLabel('Name').fill('Steam fists');
  await spin(fists, 'Strength added to the model’s S').fill('1');

  await vane.getByRole('checkbox', { name: 'Scientist', exact: true }).check();
  await vane.getByRole('checkbox', { name: 'Hard to kill', exact: true }).check();

  const rifleman = await addModel(p, 'Hired rifleman', 'henchman');
  await setProfile(rifleman, { M: 4, F: 2, S: 3, G: 3, R: 2, W: 1 });
  await rifleman.getByLabel('New weapon').selectOption('ranged');
  await rifleman.getByRole('button', { name: 'Add weapon to Hired rifleman' }).click();
  const rifle = rifleman.getByRole('group', { name: 'Weapon 1' });
  await rifle.getByLabel('Name').fill('Rifle');
  await spin(rifle, 'Strength (S)').fill('5');
  await spin(rifle, 'Band 1: Guns dice added').fill('1');
  await rifle.getByRole('button', { name: 'Add a range band' }).click();
  await spin(rifle, 'Band 2 reaches (inches, from 12″)').fill('24');
  await spin(rifle, 'Band 2: Guns dice added').fill('0');
  await rifle.getByRole('button', { name: 'Add a range band' }).click();
  await spin(rifle, 'Band 3 reaches (inches, from 24″)').fill('36');
  await spin(rifle, 'Band 3: Guns dice added').fill('-1');
  await rifle.getByRole('checkbox', { name: 'Move Penalty [x]', exact: true }).check();
  await expect(spin(rifle, 'Move Penalty: x')).toHaveValue('1');
}

for (const { width, scheme } of [
  { width: 360, scheme: 'dark' as const },
  { width: 1280, scheme: 'light' as const },
]) {
  test(`write up a legal club by clicking, then find it after a reload (${width} px, ${scheme})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page: p, errors } = await freshContext(browser, { width, scheme });
    await openBuilder(p, BUILDER);
    await expect(problems(p)).toContainText('The club has no hero');
    await buildExampleClub(p);
    await expect(problems(p)).toHaveText(/No problems: this club follows every building rule we check\./);
    await expect(p.locator('.ws-pool-line')).toHaveText('3 Funds from the heroes · 3 spent · 0 left');
    await expect(p.getByRole('list', { name: 'Bought with the Fund Pool' }).getByRole('listitem')).toHaveText(['Aetheric goggles: 1 Fund', 'Brass golem: 2 Funds', 'Hired rifleman: 0 Funds']);
    await expect(model(p, 1).getByRole('heading', { level: 4 })).toHaveText('Professor Ignatius Vane · Hero · Diamonds · Funds 3');
    await expect(model(p, 2).locator('.ws-builder-profile tbody td')).toHaveText(['2', '3', '3', '4', '0', '1', '4']);
    await expectAccessibleAndFitting(p, `builder ${width}px ${scheme}`);

    const saved = await storedRosterJson(p, 'wolsung');
    expect(saved).toEqual([EXAMPLE]);
    expect(checkRoster(parseRoster(saved[0]))).toEqual([]);

    await reloadBuilder(p);
    await expect(p.getByLabel('Club name')).toHaveValue('The Brass Lantern Society');
    await expect(model(p, 3).getByRole('heading', { level: 4 })).toHaveText('Hired rifleman · Henchman · cost 0 Funds');
    await expect(model(p, 3).locator('.ws-gear-line')).toHaveText('Rifle');
    await expect(problems(p)).toContainText('No problems');
    expect(await storedRosterJson(p, 'wolsung')).toEqual(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('export, delete (with Undo), import the file: the same club comes back as a new one', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page: p, errors } = await freshContext(browser);
  await openBuilder(p, BUILDER);
  await buildExampleClub(p);
  await expectExportDeleteImport(p, 'wolsung', { fileName: 'wolsung-the-brass-lantern-society.json', name: 'The Brass Lantern Society', noun: 'club' });
  await expect(problems(p)).toContainText('No problems');
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await buildExampleClub(a.page);
  // A problem the receiver should see: the professor is no Scientist any more.
  await model(a.page, 1).getByRole('checkbox', { name: 'Scientist', exact: true }).uncheck();
  const link = await shareLinkOf(a.page);
  const sent = (await storedRosterJson(a.page, 'wolsung'))[0];
  expect(new URL(link).pathname).toBe(BUILDER);
  await a.context.close();

  const b = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(b.page, link.replace(/^https?:\/\/[^/]+/, ''));
  const banner = b.page.getByRole('region', { name: 'Opened from a link' });
  await expect(banner).toContainText('This club is not saved on this device.');
  await expect(b.page.getByLabel('Club name')).toHaveValue('The Brass Lantern Society');
  await expect(problems(b.page)).toContainText('Brass golem is a Golem: the club needs a friendly Scientist for it to act.');
  await expect(problems(b.page).locator('a')).toHaveAttribute('href', '#wolsung-model-2');
  await problems(b.page).locator('a').click();
  await expect(model(b.page, 2)).toBeFocused();
  expect(await storedRosters(b.page, 'wolsung')).toEqual({});
  await expectAccessibleAndFitting(b.page, 'shared club');

  await expectSaveACopy(b.page, 'wolsung', { name: 'The Brass Lantern Society', noun: 'club', sent });
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
  const { context, page: p, errors } = await freshContext(browser);
  await openBuilder(p, BUILDER);
  await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
  await expect(p.getByText('Imported “The Brass Lantern Society” as a new club; nothing else changed.')).toBeVisible();
  const weapon = (w: unknown) => ({ ...EXAMPLE, models: [{ ...EXAMPLE.models[0]!, weapons: [w] }] });
  await expectImportsRefused(p, 'wolsung', [
    ['broken.json', '{"game": "wolsung", "version": 1,', /Not imported: The file is not valid JSON \(/],
    ['gang.json', JSON.stringify({ ...EXAMPLE, game: 'heartbreaker' }), 'Not imported: This is a Heartbreaker roster, not a Wolsung SSG one: open it in the Heartbreaker builder. Nothing saved was changed.'],
    ['future.json', JSON.stringify({ ...EXAMPLE, version: 2 }), /Its "version" is wrong: version 2 is newer than this site reads \(1\)/],
    ['types.json', JSON.stringify({ ...EXAMPLE, models: [{ ...EXAMPLE.models[0]!, funds: 'three' }] }), 'Not imported: The field "models[0].funds" is wrong: must be a number. Nothing saved was changed.'],
    ['laser.json', JSON.stringify(weapon({ kind: 'laser', name: 'Ray' })), 'Not imported: The field "models[0].weapons[0].kind" is wrong: must be "book" or "ranged" or "melee". Nothing saved was changed.'],
    ['extra.json', JSON.stringify(weapon({ kind: 'book', name: 'Pistol', strength: 4 })), 'Not imported: The field "models[0].weapons[0]" is wrong: a book weapon takes no Strength (S). Nothing saved was changed.'],
    ['huge.json', JSON.stringify({ ...EXAMPLE, name: 'x'.repeat(300_000) }), /Not imported: The file is 3\d\d kB; a Wolsung SSG club file is a few kB, at most 200 kB\./],
    ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
  ]);
  await expect(p.getByLabel('Club name')).toHaveValue('The Brass Lantern Society');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives one sheet with a card per model, each whole on one page', async ({ browser }) => {
  const { context, page: p } = await freshContext(browser);
  await openBuilder(p, BUILDER);
  await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
  await expect(problems(p)).toContainText('No problems');
  const pdf = await printToPdf(p);
  expect(pdf.text).toContain('The Brass Lantern Society');
  expect(pdf.text).toContain('Fund Pool 3: 3 spent, 0 left');
  expect(pdf.text).not.toContain('What it checks'); // only the sheet prints, not the page around it
  for (const [name, last] of [
    ['Professor Ignatius Vane', 'Heroic Deed'], // a hero's card ends with the hero rules
    ['Brass golem', 'Resistance to Fire [3]'],
    ['Hired rifleman', 'never takes Guns below 1'],
  ]) {
    const pages = pdf.pageTexts.map(squeeze).filter((t) => t.includes(squeeze(name!)));
    expect(pages.length, name).toBeGreaterThan(0);
    expect(pages.some((t) => t.includes(squeeze(last!))), `${name}'s card is whole`).toBe(true);
  }
  await context.close();
});

test('a model’s odds links open the shooting and melee tools with its numbers', async ({ browser }) => {
  const { context, page: p } = await freshContext(browser, { width: 360 });
  await openBuilder(p, BUILDER);
  await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
  // The link as the builder writes it; once the tool hydrates it may rewrite its own address.
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
  await p.locator('astro-island').first().scrollIntoViewIfNeeded();
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
  const { context, page: p } = await freshContext(browser);
  await openBuilder(p, BUILDER);
  await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
  const rifleman = model(p, 3);
  await rifleman.getByText('Edit Hired rifleman').click();
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

for (const scheme of ['light', 'dark'] as const) {
  test(`the builder's other states are axe-clean and fit 360 px (${scheme})`, async ({ browser }) => {
    const { context, page: p, errors } = await freshContext(browser, { width: 360, scheme });
    await openBuilder(p, BUILDER);
    await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
    await p.getByRole('button', { name: 'Share link' }).click();
    await showSavedList(p);
    for (const n of [1, 2, 3]) {
      await model(p, n).locator('summary', { hasText: /^Edit / }).click();
      await model(p, n).locator('summary', { hasText: / in full$/ }).click();
    }
    await model(p, 1).getByRole('checkbox', { name: 'Scientist', exact: true }).uncheck(); // a problem, shown twice
    await spin(model(p, 3), 'Cost from the Fund Pool').fill('5'); // overspent
    await expect(p.locator('.ws-pool-line')).toHaveText('3 Funds from the heroes · 8 spent · 5 overspent');
    await expectAccessibleAndFitting(p, `states ${scheme}`);
    await p.getByRole('button', { name: 'Delete', exact: true }).click(); // the Undo line and empty state
    await expectAccessibleAndFitting(p, `states after delete ${scheme}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
