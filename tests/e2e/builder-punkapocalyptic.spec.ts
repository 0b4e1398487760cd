import { test, expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/punkapocalyptic/roster';
import {
  expectAccessibleAndFitting,
  expectExportDeleteImport,
  expectImportsRefused,
  expectSaveACopy,
  exportOpenRoster,
  freshContext,
  openBuilder,
  printToPdf,
  reloadBuilder,
  shareLinkOf,
  storedRosterJson,
  storedRosters,
} from './support/builder';

// The Punkapocalyptic gang sheet in the built site, as a player uses it: copy a gang from a faction
// list by clicking, find it again after a reload, export / delete / import it, open its share link
// on another device and save a copy, get a clear message for a broken file with nothing saved
// changed, track a game (Downed, losses, stand up), open the odds tools from a model, and print it
// with every model on a card and the secret bullets on their own slip. At 360 px and desktop, in both
// themes, axe clean.

const BUILDER = '/punkapocalyptic/builder/';
const model = (page: Page, n: number) => page.locator(`#punkapocalyptic-model-${n}`);
const spin = (scope: Locator | Page, name: string) => scope.getByRole('spinbutton', { name, exact: true });

/** Picks a profile value for each attribute, A to TC. */
async function setProfile(m: Locator, values: readonly number[]): Promise<void> {
  const names = ['Actions (A)', 'Combat (C)', 'Precision (P)', 'Agility (AG)', 'Strength (S)', 'Toughness (T)', 'Tech (TC)'];
  for (const [i, name] of names.entries()) await m.getByLabel(name, { exact: true }).selectOption(String(values[i]));
}

async function addRule(scope: Locator, owner: string, rule: string): Promise<void> {
  await scope.getByLabel(`Add a special rule to ${owner}`, { exact: true }).selectOption(rule);
  await scope.getByRole('button', { name: `Add ${rule}`, exact: true }).click();
}

async function addModel(page: Page, name: string, type: string): Promise<void> {
  await page.getByLabel("New model's name").fill(name);
  await page.getByLabel("New model's type").fill(type);
  await page.getByRole('button', { name: 'Add model', exact: true }).click();
}

/** The Rust Vultures, copied from a (made-up) Gangers list: 117 of 200 points, 2 models. */
async function buildLegalGang(page: Page): Promise<void> {
  await page.getByLabel('Gang name').fill('The Rust Vultures');
  await page.getByLabel('Faction', { exact: true }).fill('Gangers');

  await addModel(page, 'Maggie', 'Ganger Chief');
  const maggie = model(page, 1);
  await spin(maggie, 'Model points').fill('45');
  await setProfile(maggie, [3, 6, 5, 6, 4, 4, 3]);
  await addRule(maggie, 'Maggie', 'Delay');
  await expect(maggie.getByText('may put off its activation').first()).toBeVisible(); // the rule's effect, in our words
  await spin(maggie, 'Maggie: Delay X').fill('3');
  await maggie.getByRole('button', { name: 'Add ranged weapon to Maggie' }).click();
  const rifle = maggie.getByRole('group', { name: 'Item 1: ranged weapon' });
  await rifle.getByLabel('Item name').fill('Automatic rifle');
  await spin(rifle, 'Item points').fill('20');
  await rifle.getByLabel('Impact strength').selectOption('4');
  await spin(rifle, 'Penetration').fill('1');
  await addRule(rifle, "Maggie's Automatic rifle", 'Automatic');
  await addRule(rifle, "Maggie's Automatic rifle", 'Firearm');
  await maggie.getByLabel('New item for Maggie').selectOption('armor');
  await maggie.getByRole('button', { name: 'Add armor to Maggie' }).click();
  const vest = maggie.getByRole('group', { name: 'Item 2: armor' });
  await vest.getByLabel('Item name').fill('Bulletproof vest');
  await spin(vest, 'Item points').fill('10');
  await spin(vest, 'Armor value').fill('3');

  // Bullets are secret: hidden until shown.
  await expect(spin(maggie, 'Bullets Maggie carries')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show bullets' }).click();
  await spin(maggie, 'Bullets Maggie carries').fill('4');
  await spin(maggie, "Points paid for Maggie's bullets").fill('4');
  await page.getByRole('button', { name: 'Hide bullets' }).click();

  await addModel(page, 'Moose', 'Brute');
  const moose = model(page, 2);
  await spin(moose, 'Model points').fill('30');
  await setProfile(moose, [2, 5, 3, 3, 5, 5, 1]);
  await moose.getByLabel('New item for Moose').selectOption('melee');
  await moose.getByRole('button', { name: 'Add melee weapon to Moose' }).click();
  const mace = moose.getByRole('group', { name: 'Item 1: melee weapon' });
  await mace.getByLabel('Item name').fill('Heavy mace');
  await spin(mace, 'Item points').fill('8');
  await mace.getByLabel('Impact strength').selectOption('+2');
  await spin(mace, 'Penetration').fill('1');
  await addRule(mace, "Moose's Heavy mace", 'Two-handed');
}

/** The gang built above, as the builder saves it. */
const EXPECTED_MODELS = [
  {
    name: 'Maggie',
    type: 'Ganger Chief',
    cost: 45,
    profile: { A: 3, C: 6, P: 5, AG: 6, S: 4, T: 4, TC: 3 },
    specialRules: [{ name: 'Delay', x: 3 }],
    equipment: [
      { kind: 'ranged', name: 'Automatic rifle', cost: 20, strength: 4, penetration: 1, specialRules: [{ name: 'Automatic' }, { name: 'Firearm' }] },
      { kind: 'armor', name: 'Bulletproof vest', cost: 10, armor: 3, specialRules: [] },
    ],
    bullets: 4,
    bulletsCost: 4,
    downed: false,
    losses: {},
  },
  {
    name: 'Moose',
    type: 'Brute',
    cost: 30,
    profile: { A: 2, C: 5, P: 3, AG: 3, S: 5, T: 5, TC: 1 },
    specialRules: [],
    equipment: [{ kind: 'melee', name: 'Heavy mace', cost: 8, strength: '+2', penetration: 1, combat: 0, specialRules: [{ name: 'Two-handed' }] }],
    bullets: 0,
    bulletsCost: 0,
    downed: false,
    losses: {},
  },
];

for (const { width, scheme } of [
  { width: 360, scheme: 'dark' as const },
  { width: 1280, scheme: 'light' as const },
]) {
  test(`copy a legal gang by clicking, then find it after a reload (${width} px, ${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width, scheme });
    await openBuilder(page, BUILDER);
    await expect(page.locator('.rk-problems')).toContainText('No problems'); // an empty gang breaks nothing
    await buildLegalGang(page);
    await expect(page.locator('.rk-problems')).toHaveText(/No problems: this gang follows every building rule we check\./);
    await expect(page.locator('.pk-totals')).toHaveText('117 of 200 points · 2 of 6 models allowed at 117 points (3 for every started 100)');

    const maggie = model(page, 1);
    await expect(maggie.getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points');
    await expect(maggie.locator('.pk-profile tbody td')).toHaveText(['3', '6', '5', '6', '4', '4', '3', '3']);
    await expect(maggie.locator('.pk-odds-links a')).toHaveText(['Shot odds: Maggie with Automatic rifle', 'Combat odds: Maggie bare-handed']);
    await expectAccessibleAndFitting(page, `builder ${width}px ${scheme}`);

    const saved = (await storedRosterJson(page, 'punkapocalyptic')) as Roster[];
    expect(saved).toHaveLength(1);
    const roster = parseRoster(saved[0]);
    expect(roster).toMatchObject({ name: 'The Rust Vultures', faction: 'Gangers', gameSize: 200, secretBullets: true });
    expect(roster.models).toEqual(EXPECTED_MODELS);
    expect(checkRoster(roster)).toEqual([]);

    await reloadBuilder(page);
    await expect(page.getByLabel('Gang name')).toHaveValue('The Rust Vultures');
    await expect(model(page, 2).getByRole('heading', { level: 4 })).toHaveText('Moose · Brute · 38 points');
    await expect(page.locator('.rk-problems')).toContainText('No problems');
    expect(await storedRosterJson(page, 'punkapocalyptic')).toEqual(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the checks: points over the game size, more models than the points allow, a profile with "-"', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await spin(page, 'Agreed game size (points)').fill('100');
  await expect(page.locator('.rk-problems')).toContainText('The gang costs 117 points, 17 over the agreed 100.');
  await spin(page, 'Agreed game size (points)').fill('200');
  // 117 points allow 6 models (3 per started 100): Moose and four copies make 6, one more is too many.
  for (let n = 0; n < 4; n++) await model(page, 2).getByRole('button', { name: 'Duplicate Moose' }).click();
  await expect(model(page, 3).getByRole('heading', { level: 4 })).toHaveText('Moose (copy) · Brute · 38 points');
  await expect(page.locator('.rk-problems')).toContainText('The gang costs 269 points, 69 over the agreed 200.');
  await spin(page, 'Agreed game size (points)').fill('300');
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  await addModel(page, 'Rat', 'Scavenger');
  await expect(page.locator('.pk-totals')).toContainText('7 of 9 models allowed at 269 points');
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  for (let n = 3; n <= 6; n++) {
    // A finished model's editing part is folded: open it first.
    await model(page, n).getByText('Edit Moose (copy): profile, rules and equipment').click();
    await spin(model(page, n), 'Model points').fill('0');
  }
  await expect(page.locator('.rk-problems')).toContainText('The gang has 7 models; at 149 points it may field 6 (3 for every started 100 points).');
  // A "-" is a value the model cannot use, not a problem.
  await model(page, 7).getByRole('button', { name: 'Remove Rat from the gang' }).click();
  await model(page, 2).getByLabel('Tech (TC)', { exact: true }).selectOption('-');
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  await expect(model(page, 2).locator('.pk-profile tbody td').nth(6)).toHaveText('-');
  await expectAccessibleAndFitting(page, 'checks');
  expect(errors).toEqual([]);
  await context.close();
});

test('during a game: Downed, permanent losses knock a model down, and everyone stands up after', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const maggie = model(page, 1);
  const moose = model(page, 2);
  await maggie.getByLabel('Maggie is Downed').check();
  await expect(maggie.getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points · Downed');
  await spin(moose, 'T lost').fill('5');
  await expect(moose.getByRole('heading', { level: 4 })).toHaveText('Moose · Brute · 38 points · Knocked Down');
  await expect(moose.locator('.pk-state')).toContainText('Knocked Down');
  await expect(moose.locator('.pk-profile tbody td').nth(5)).toHaveText('0 (5)');
  await expectAccessibleAndFitting(page, 'in game');
  await page.getByRole('button', { name: 'Game over: stand the Downed model up' }).click();
  await expect(maggie.getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points');
  await spin(moose, 'T lost').fill('1');
  const [saved] = (await storedRosterJson(page, 'punkapocalyptic')) as Roster[];
  expect(checkRoster(parseRoster(saved))).toEqual([]);
  expect(saved!.models.map((m) => [m.downed, m.losses])).toEqual([
    [false, {}],
    [false, { T: 1 }],
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

test('export, delete (with Undo), import the file: the same gang comes back as a new one', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await expectExportDeleteImport(page, 'punkapocalyptic', { fileName: 'punkapocalyptic-the-rust-vultures.json', name: 'The Rust Vultures', noun: 'gang' });
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  await expect(model(page, 1).getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points');
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await buildLegalGang(a.page);
  // Give it a problem the receiver must see: Moose now costs 200 points.
  await addRule(model(a.page, 2), 'Moose', 'Elusive');
  await spin(model(a.page, 2), 'Model points').fill('200');
  const link = await shareLinkOf(a.page);
  const sent = (await storedRosterJson(a.page, 'punkapocalyptic'))[0];
  expect(new URL(link).pathname).toBe(BUILDER);
  await a.context.close();

  const b = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(b.page, link.replace(/^https?:\/\/[^/]+/, ''));
  const banner = b.page.getByRole('region', { name: 'Opened from a link' });
  await expect(banner).toContainText('This gang is not saved on this device.');
  await expect(b.page.getByLabel('Gang name')).toHaveValue('The Rust Vultures');
  await expect(b.page.locator('.rk-problems')).toContainText('The gang costs 287 points, 87 over the agreed 200.');
  await expect(model(b.page, 2).locator('.pk-picked strong')).toHaveText(['Elusive', 'Two-handed']);
  expect(await storedRosters(b.page, 'punkapocalyptic')).toEqual({});
  await expectAccessibleAndFitting(b.page, 'shared gang');

  await expectSaveACopy(b.page, 'punkapocalyptic', { name: 'The Rust Vultures', noun: 'gang', sent });
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const good = JSON.parse((await exportOpenRoster(page)).text) as Roster;
  const badItem = { ...good, models: [{ ...good.models[0]!, equipment: [{ kind: 'laser', name: 'Zap' }] }] };
  await expectImportsRefused(page, 'punkapocalyptic', [
    ['broken.json', '{"game": "punkapocalyptic", "version": 1,', /Not imported: The file is not valid JSON \(/],
    ['warband.json', JSON.stringify({ ...good, game: 'kuggkoping' }), 'Not imported: This is a Kuggköping roster, not a Punkapocalyptic one: open it in the Kuggköping builder. Nothing saved was changed.'],
    ['future.json', JSON.stringify({ ...good, version: 2 }), /Its "version" is wrong: version 2 is newer than this site reads \(1\)/],
    ['types.json', JSON.stringify({ ...good, gameSize: 'two hundred' }), 'Not imported: The field "gameSize" is wrong: must be a number. Nothing saved was changed.'],
    ['item.json', JSON.stringify(badItem), 'Not imported: The field "models[0].equipment[0].kind" is wrong: must have "kind" "ranged", "melee", "armor" or "equipment". Nothing saved was changed.'],
    ['typo.json', JSON.stringify({ ...good, models: [{ ...good.models[0]!, bulets: 3 }] }), 'Not imported: The field "models[0]" is wrong: has a field this format does not know: "bulets". Nothing saved was changed.'],
    ['huge.json', JSON.stringify({ ...good, name: 'x'.repeat(300_000) }), /Not imported: The file is 3\d\d kB; a Punkapocalyptic gang file is a few kB, at most 200 kB\./],
    ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
  ]);
  await expect(page.getByLabel('Gang name')).toHaveValue('The Rust Vultures');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives a card per model, each whole on one page, and the secret bullets on a slip of their own', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const pdf = await printToPdf(page);
  expect(pdf.text).toContain('The Rust Vultures');
  expect(pdf.text).toContain('Gangers · 117 of 200 points · 2 of 6 models allowed');
  expect(pdf.text).toContain('Points: 79 (45 for the model, 30 for gear, 4 for bullets)');
  expect(pdf.text).not.toContain('What it checks'); // only the sheet prints, not the page around it
  for (const [name, last] of [
    ['Maggie', 'Bullets: secret (on the bullets slip)'],
    ['Moose', 'Two-handed'],
  ]) {
    const pages = pdf.pageTexts.filter((t) => t.includes(`${name} `));
    expect(pages.length, name).toBeGreaterThan(0);
    expect(pages.some((t) => t.includes(last)), `${name}'s card is whole`).toBe(true);
  }
  // The slip is the last page, alone: the gang sheet can lie on the table without it.
  const slip = pdf.pageTexts[pdf.pages - 1]!;
  expect(slip).toContain('Bullets: The Rust Vultures');
  expect(slip).toMatch(/Maggie 4 .*In all 4/);
  expect(slip).not.toContain('Ganger Chief');
  expect(pdf.pageTexts.slice(0, -1).join(' ')).not.toContain('Bullets at the start');

  // With bullets open, they print on the cards and there is no slip.
  await page.getByLabel('Keep bullets secret').uncheck();
  const open = await printToPdf(page);
  expect(open.text).toContain('Bullets: 4');
  expect(open.text).not.toContain('Bullets at the start');
  await context.close();
});

test('a model’s odds links open the shot and combat tools with its values', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await model(page, 1).getByRole('link', { name: 'Shot odds: Maggie with Automatic rifle' }).click();
  await expect(page).toHaveURL(/\/punkapocalyptic\/tools\/shot-odds\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    precision: '5',
    modifier: '0',
    hardToUse: '0',
    pellets: '0',
    kaboom: '0',
    automatic: '1',
    strength: '4',
    penetration: '1',
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(spin(page, 'Precision')).toHaveValue('5');
  await expect(page.getByLabel('Automatic mode (three shots)')).toBeChecked();

  await openBuilder(page, BUILDER); // the saved gang, opened again
  await model(page, 2).getByRole('link', { name: 'Combat odds: Moose with Heavy mace' }).click();
  await expect(page).toHaveURL(/\/punkapocalyptic\/tools\/combat-odds\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    mode: 'combat',
    combat: '5',
    bonus: '0',
    strength: '7',
    penetration: '1',
    toughness: '5',
    armor: '0',
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(spin(page, 'Impact strength')).toHaveValue('7');
  await context.close();
});
