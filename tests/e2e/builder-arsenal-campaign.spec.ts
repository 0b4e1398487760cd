import { test, expect, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
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

// The Arsenal Campaign crew tracker in the built site, as a player keeps a campaign with it: log two
// weeks by clicking (hires with the first-hire discount, a game with its numbers, Barter, a bounty,
// an injury), find the crew again after a reload, export / delete / import it, open its share link
// in a fresh browser and save a copy, see a broken file refused with nothing saved changed, and print
// it with every model on the sheet. At 360 px and desktop, in both themes, axe clean.

const BUILDER = '/arsenal-campaign/builder/';
const week = (page: Page, n: number) => page.locator(`#arsenal-campaign-model-${n}`);
const spin = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.getByRole('spinbutton', { name, exact: true });

async function hire(page: Page, n: number, name: string, station: 'other' | 'henchman' | 'master', cost: number, cache = 0): Promise<void> {
  const w = week(page, n);
  await w.getByLabel("New model's name").fill(name);
  await w.getByLabel("New model's station").selectOption(station);
  if (station !== 'master') await spin(w, "New model's printed cost (SS)").fill(String(cost));
  if (station !== 'other') await spin(w, "New model's cache").fill(String(cache));
  await w.getByRole('button', { name: `Hire ${name}` }).click();
}

/** Logs The Ortega Posse's first two weeks by clicking: every number on the way is the book's. */
async function logTwoWeeks(page: Page): Promise<void> {
  await page.getByLabel('Crew name').fill('The Ortega Posse');
  await page.getByLabel('Faction').fill('Guild');
  await spin(page, 'Starting script').fill('20');
  await page.getByRole('button', { name: 'Start week 1' }).click();
  const w1 = week(page, 1);
  await w1.getByLabel('Weekly event', { exact: true }).fill('Dust Storm');
  // Nino first: the week's first hire costs 5 less (8 → 3); Perdita, a 0-cost henchman, leads.
  await hire(page, 1, 'Nino Ortega', 'other', 8);
  await hire(page, 1, 'Perdita Ortega', 'henchman', 0, 4);
  await w1.getByText('Change Perdita Ortega').click();
  await w1.getByLabel('Perdita Ortega leads the crew').check();
  await expect(w1.getByText(/Nino Ortega · Other model · 8 SS · paid 3 script \(5 off as the week's first hire\)/)).toBeVisible();

  await w1.getByLabel('A game was played in week 1').check();
  await w1.getByLabel('Result').selectOption('win');
  await spin(w1, 'VP scored').fill('5');
  await spin(w1, 'VP from the Strategy').fill('3');
  await spin(w1, "Opponent's VP").fill('3');
  await spin(w1, "Opponent's Arsenal total (SS)").fill('18');
  await spin(w1, 'Script from the weekly event').fill('2');
  await w1.getByLabel('Nino Ortega was Finished Off').check();
  // Encounter size (C3): 8 + (13 − 4) = 17 against 18: 17 + 5. Payday (C5): ceil(5 ÷ 2) + 1.
  await expect(w1.getByText('up to 22 SS')).toBeVisible();
  await expect(w1.getByText('4 script: 3 for VP + 1 for a win + 0 for the rating gap = 4')).toBeVisible();

  await spin(w1, 'Barter flip').fill('7');
  await w1.getByRole('button', { name: 'Add a flip of 7' }).click();
  await w1.getByLabel("Campaign upgrade's name").fill('Quick Draw');
  await w1.getByLabel('Model taking the skill').selectOption({ label: 'Perdita Ortega' });
  await spin(w1, 'Barter Rating (BR)').fill('7');
  await spin(w1, 'Campaign Cost (CC), in script').fill('2');
  await w1.getByRole('button', { name: 'Buy Quick Draw at Barter' }).click();
  await w1.getByLabel('Bounty bought').fill('Hunt the Beast');
  await w1.getByLabel('Injury', { exact: true }).fill('Bad Knee');
  await w1.getByRole('button', { name: 'Add the injury' }).click();
  // 20 − 3 + 6 − 2 − 4 = 17.
  await expect(w1.locator('.ac-week-line')).toHaveText('Hired Nino Ortega, Perdita Ortega. Won with 5 VP. Started with 20 script, spent 3 at New Hires, 2 at Barter, 4 on a bounty, earned 6: 17 left.');

  await page.getByRole('button', { name: 'Start week 2' }).click();
  await hire(page, 2, 'Guild Hound', 'other', 4);
}

for (const { width, scheme } of [
  { width: 360, scheme: 'dark' as const },
  { width: 1280, scheme: 'light' as const },
]) {
  test(`log two weeks of a legal crew by clicking, then find it after a reload (${width} px, ${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width, scheme });
    await openBuilder(page, BUILDER);
    await expect(page.locator('.rk-problems')).toContainText('No problems');
    await logTwoWeeks(page);
    await expect(page.locator('.rk-problems')).toHaveText(/No problems: this crew follows every building rule we check\./);

    const now = page.locator('.ac-now');
    await expect(now.locator('dd')).toHaveText(['2 of 6', '17', '0', '21 SS', 'Perdita Ortega', 'Hunt the Beast', 'none', 'from week 4, after a completed bounty']);
    await expect(now.getByText('Injuries: Bad Knee')).toBeVisible();
    await expect(now.getByText('Skills: Quick Draw')).toBeVisible();
    await expectAccessibleAndFitting(page, `tracker ${width}px ${scheme}`);

    const saved = (await storedRosterJson(page, 'arsenal-campaign')) as Roster[];
    expect(saved).toHaveLength(1);
    const crew = parseRoster(saved[0]);
    expect(checkRoster(crew)).toEqual([]);
    expect(crew).toMatchObject({ name: 'The Ortega Posse', faction: 'Guild', startingScript: 20, campaignWeeks: 6 });
    expect(crew.weeks[0]!.hires.map((h) => [h.id, h.station, h.cost, h.cache, h.leader])).toEqual([
      ['nino-ortega', 'other', 8, null, false],
      ['perdita-ortega', 'henchman', 0, 4, true],
    ]);
    expect(crew.weeks[0]!.game).toMatchObject({ result: 'win', vp: 5, strategyVp: 3, opponentVp: 3, opponentTotal: 18, eventScript: 2, finishedOff: ['nino-ortega'] });
    expect(crew.weeks[0]!.barter).toEqual([{ id: 'quick-draw', name: 'Quick Draw', kind: 'skill', avatar: false, barterRating: 7, campaignCost: 2, model: 'perdita-ortega' }]);
    expect(crew.weeks[1]!.hires.map((h) => h.name)).toEqual(['Guild Hound']);

    await reloadBuilder(page);
    await expect(page.getByLabel('Crew name')).toHaveValue('The Ortega Posse');
    await expect(page.locator('.ac-now dd').nth(1)).toHaveText('17');
    await expect(page.locator('.rk-problems')).toContainText('No problems');
    expect(await storedRosterJson(page, 'arsenal-campaign')).toEqual(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a spend the book does not allow is a problem linked to its week, never a silent change', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await logTwoWeeks(page);
  await spin(page, 'Starting script').fill('0');
  const problems = page.locator('.rk-problems');
  await expect(problems).toContainText('Hiring Nino Ortega costs 3 script, but the crew has 0.');
  await expect(problems.getByRole('link', { name: 'Hiring Nino Ortega costs 3 script, but the crew has 0.' })).toHaveAttribute('href', '#arsenal-campaign-model-1');
  await problems.getByRole('link', { name: 'Hiring Nino Ortega costs 3 script, but the crew has 0.' }).click();
  await expect(week(page, 1)).toBeFocused();
  // The hire is still there at its price; the crew is simply in debt.
  const [crew] = (await storedRosterJson(page, 'arsenal-campaign')) as Roster[];
  expect(parseRoster(crew).weeks[0]!.hires).toHaveLength(2);
  await expect(page.locator('.ac-now dd').nth(1)).toHaveText('−3');

  // A master before the half-way week, without a completed bounty.
  await spin(page, 'Starting script').fill('20');
  await hire(page, 2, 'Lady Justice', 'master', 0, 3);
  await expect(problems).toContainText('Week 2: a master can only be hired from the New Hires of week 4, the half-way point of a 6-week campaign.');
  await expect(problems).toContainText('Week 2: a master can only be hired by a crew that has completed 1 bounty; this crew has completed 0.');
  await expectAccessibleAndFitting(page, 'problems');
  expect(errors).toEqual([]);
  await context.close();
});

test('export, delete (with Undo), import the file: the same crew comes back as a new one', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await logTwoWeeks(page);
  const file = await expectExportDeleteImport(page, 'arsenal-campaign', { fileName: 'arsenal-campaign-the-ortega-posse.json', name: 'The Ortega Posse', noun: 'crew' });
  expect(parseRoster(file.text).weeks).toHaveLength(2);
  await expect(page.locator('.rk-problems')).toContainText('No problems');
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await logTwoWeeks(a.page);
  await week(a.page, 1).getByText('Week 1 in full').click(); // older weeks fold away
  await week(a.page, 1).getByLabel('Weekly event', { exact: true }).fill('Bandit Raid');
  await week(a.page, 2).getByLabel('Weekly event', { exact: true }).fill('bandit raid'); // a repeat: a problem to see
  const link = await shareLinkOf(a.page);
  const sent = (await storedRosterJson(a.page, 'arsenal-campaign'))[0];
  expect(new URL(link).pathname).toBe(BUILDER);
  await a.context.close();

  const b = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(b.page, link.replace(/^https?:\/\/[^/]+/, ''));
  const banner = b.page.getByRole('region', { name: 'Opened from a link' });
  await expect(banner).toContainText('This crew is not saved on this device.');
  await expect(b.page.getByLabel('Crew name')).toHaveValue('The Ortega Posse');
  await expect(b.page.locator('.rk-problems a')).toHaveText("Week 2: bandit raid was also last week's event; a repeat is flipped again until a new event comes up.");
  await expect(b.page.locator('.rk-problems a')).toHaveAttribute('href', '#arsenal-campaign-model-2');
  expect(await storedRosters(b.page, 'arsenal-campaign')).toEqual({});
  await expectAccessibleAndFitting(b.page, 'shared crew');

  await expectSaveACopy(b.page, 'arsenal-campaign', { name: 'The Ortega Posse', noun: 'crew', sent });
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await logTwoWeeks(page);
  const good = JSON.parse((await exportOpenRoster(page)).text);
  await expectImportsRefused(page, 'arsenal-campaign', [
    ['broken.json', '{"game": "arsenal-campaign", "version": 1,', /Not imported: The file is not valid JSON \(/],
    ['warband.json', JSON.stringify({ ...good, game: 'kuggkoping' }), 'Not imported: This is a Kuggköping roster, not an Arsenal Campaign one: open it in the Kuggköping builder. Nothing saved was changed.'],
    ['future.json', JSON.stringify({ ...good, version: 2 }), /Its "version" is wrong: version 2 is newer than this site reads \(1\)/],
    ['types.json', JSON.stringify({ ...good, startingScript: 'twenty' }), 'Not imported: The field "startingScript" is wrong: must be a number. Nothing saved was changed.'],
    ['extra.json', JSON.stringify({ ...good, gold: 3 }), 'Not imported: The roster has a field this format does not know: "gold". Nothing saved was changed.'],
    ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
  ]);
  await expect(page.getByLabel('Crew name')).toHaveValue('The Ortega Posse');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives the campaign so far and a card per model, each whole on one page', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await logTwoWeeks(page);
  const pdf = await printToPdf(page);
  expect(pdf.text).toContain('The Ortega Posse');
  expect(pdf.text).not.toContain('What it checks');
  expect(pdf.text).toContain('Week 1 (Dust Storm)');
  for (const [name, line] of [
    ['Nino Ortega', 'Injuries: Bad Knee'],
    ['Perdita Ortega', 'Skills: Quick Draw'],
    ['Guild Hound', 'hired in week 2'],
  ]) {
    const pages = pdf.pageTexts.filter((t) => t.includes(name));
    expect(pages.length, name).toBeGreaterThan(0);
    expect(pages.some((t) => t.includes(line)), `${name}'s card is whole`).toBe(true);
  }
  await context.close();
});

test('a week’s calculator link and a model’s Finished Off link open the tools with the crew’s values', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await logTwoWeeks(page);
  // The link as the builder writes it; once the tool hydrates it may rewrite its own address.
  const flipLink = page.getByRole('link', { name: 'Finished Off flip odds for Nino Ortega (3 or more)' });
  await expect(flipLink).toHaveAttribute('href', /^\/arsenal-campaign\/tools\/flip-odds\/\?target=3&twist=0&handSize=0&hope=low$/);
  await flipLink.click();
  await expect(page).toHaveURL(/\/arsenal-campaign\/tools\/flip-odds\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ target: '3', twist: '0', handSize: '0', hope: 'low' });
  await page.goBack();
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await week(page, 1).getByText('Week 1 in full').click();
  await week(page, 1).getByRole('link', { name: "Open week 1's game in the campaign calculator" }).click();
  await expect(page).toHaveURL(/\/arsenal-campaign\/tools\/campaign-calculator\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ aPrinted: '8', aHenchmen: '1', aCaches: '4', bPrinted: '18', aVp: '5', bVp: '3', aEarlier: '2' });
  await expect(page.getByText('Encounter size: up to 22 SS')).toBeVisible();
  await expect(page.getByText('Payday: Crew A 4 script, Crew B 2 script')).toBeVisible();
  await context.close();
});
