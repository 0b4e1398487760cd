import { test, expect } from '@playwright/test';
import { parseRoster, type Roster } from '../../src/games/arsenal-campaign/roster';
import { expectAccessibleAndFitting, expectCardsWhole, builderWith, printSheet, storedRosterJson, openBuilder, followLink, reloadBuilder, writesSettled } from './support/builder';
import { openFold, openModel } from './support/model-fold';
import { BUILDER, hire, logTwoWeeks, spin, week } from './support/builders/arsenal-campaign';

// The Arsenal Campaign crew tracker in the built site, beyond what builder-kit.spec.ts tests in every
// builder: a spend the book does not allow, printing the campaign so far with every model on the
// sheet, and the links from a week and a model to the tools.

// Building a roster by clicking takes most of a minute on a busy machine (two cores shared).
test.describe.configure({ timeout: 120_000 });

test('a spend the book does not allow is a problem linked to its week, never a silent change', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, logTwoWeeks, { width: 360 });
  await openFold(page.locator('.rk-editor'), /^Campaign:/);
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

test('printing gives the campaign so far and a card per model, each whole on one page', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, logTwoWeeks);
  const pdf = await printSheet(page, 'The Ortega Posse');
  expect(pdf.text).toContain('Week 1 (Dust Storm)');
  expectCardsWhole(pdf, [
    ['Nino Ortega', 'Injuries: Bad Knee'],
    ['Perdita Ortega', 'Skills: Quick Draw'],
    ['Guild Hound', 'hired in week 2'],
  ]);
  await context.close();
});

test('a week’s calculator link and a model’s Finished Off link open the tools with the crew’s values', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, logTwoWeeks);
  // The link as the builder writes it; once the tool hydrates it may rewrite its own address.
  await openFold(page.locator('.ac-now'), /^Models \(/);
  const flipLink = page.getByRole('link', { name: 'Finished Off flip odds for Nino Ortega (3 or more)' });
  await expect(flipLink).toHaveAttribute('href', /^\/arsenal-campaign\/tools\/flip-odds\/\?target=3&twist=0&handSize=0&hope=low&from=Nino\+Ortega%27s\+Finished\+Off\+flip\+%283\+or\+more%29&back=%2Farsenal-campaign%2Fbuilder%2F%23ac-now-title&backTo=/);
  await flipLink.click();
  await expect(page).toHaveURL(/\/arsenal-campaign\/tools\/flip-odds\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ target: '3', twist: '0', handSize: '0', hope: 'low' });
  await expect(page.locator('.tk-from-label')).toHaveText("Nino Ortega's Finished Off flip (3 or more)");
  // Opened again by its address, not by Back: Back restores the reader's place by scrolling once the
  // roster is drawn, which can move the page under a test's next tap.
  await openBuilder(page, BUILDER);
  await openModel(week(page, 1));
  await followLink(page, week(page, 1).getByRole('link', { name: "Open week 1's game in the campaign calculator" }), /\/arsenal-campaign\/tools\/campaign-calculator\/\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ aPrinted: '8', aHenchmen: '1', aCaches: '4', bPrinted: '18', aVp: '5', bVp: '3', aEarlier: '2' });
  await expect(page.getByText('Encounter size: up to 22 SS')).toBeVisible();
  await expect(page.getByText('Payday: Crew A 4 script, Crew B 2 script')).toBeVisible();
  await context.close();
});

// One log (issue 35): what is changed by hand in a week is written into the campaign log, one entry
// per week edited, and undone from the log like a step.
test('a hand edit in a week is one log entry, undone from the log like a step', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, logTwoWeeks, { width: 360 });
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  // Logging the two weeks by hand: each week begun (Start week), then one entry for all of its fields,
  // each with its value before, however far the editor was drawn behind the typing.
  await expect(log.locator('.rk-log-entry strong')).toHaveText(['Week 1 begins', 'Week 1: edited by hand', 'Week 2 begins', 'Week 2: edited by hand']);
  const weekOne = log.locator('.rk-log-entry').nth(1);
  await expect(weekOne).toContainText('Weekly event: Dust Storm (was none)');
  await expect(weekOne).toContainText('Game: won, 5 VP (was none)');
  await expect(log.locator('.rk-log-entry').last()).toContainText('New Hires: Guild Hound (4 SS) (was none)');
  const entries = 4;

  // Week 1's VP corrected from 5 to 4: a new entry (week 2's is the newest), with the value before.
  const w1 = await openModel(week(page, 1));
  await spin(w1, 'VP scored').fill('4');
  const entry = log.locator('.rk-log-entry').last();
  await expect(entry).toContainText('Week 1: edited by hand');
  await expect(entry).toContainText('VP scored: 4 (was 5)');
  await expect.poll(async () => parseRoster(((await storedRosterJson(page, 'arsenal-campaign')) as Roster[])[0]).weeks[0]!.game!.vp).toBe(4);

  // Undone from the log: the VP back to 5 and the entry out of the log.
  await log.getByRole('button', { name: 'Undo this step: Week 1: edited by hand' }).last().click();
  await log.getByRole('group', { name: 'Undo “Week 1: edited by hand”?' }).getByRole('button', { name: 'Undo the step' }).click();
  await expect(log.getByRole('status').filter({ hasText: 'Undid “Week 1: edited by hand”' })).toBeVisible();
  await expect.poll(async () => parseRoster(((await storedRosterJson(page, 'arsenal-campaign')) as Roster[])[0]).weeks[0]!.game!.vp).toBe(5);
  await expect(log.locator('.rk-log-entry')).toHaveCount(entries);
  expect(errors).toEqual([]);
  await context.close();
});

// A hand edit typed letter by letter, spaces included, is one step whose Undo snapshot is worked out after each key's
// paint (useStepSnapshots' queue): typed as fast as the keyboard goes, then a reload, one Undo takes
// the notes back to before the first letter.
test('notes typed fast into a week are one step, undone whole from the log after a reload', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, logTwoWeeks, { width: 360 });
  const log = page.locator('.rk-campaign');
  const stored = async () => parseRoster(((await storedRosterJson(page, 'arsenal-campaign')) as Roster[])[0]);
  const before = (await stored()).weeks[0]!.notes;
  const w1 = await openModel(week(page, 1));
  const notes = w1.getByLabel('Notes for week 1');
  await notes.click();
  await notes.press('End');
  await notes.pressSequentially(' Wet and cold.');
  await openFold(log, /^Campaign log:/);
  const entry = log.locator('.rk-log-entry').last();
  await expect(entry.locator('strong')).toHaveText('Week 1: edited by hand');
  await expect(entry).toContainText(`Notes: “${before} Wet and cold.”`);
  await expect(log.locator('.rk-log-entry')).toHaveCount(5);
  await expect.poll(async () => (await stored()).weeks[0]!.notes).toBe(`${before} Wet and cold.`);

  await writesSettled(page);
  await reloadBuilder(page);
  await openFold(log, /^Campaign log:/);
  await log.getByRole('button', { name: 'Undo this step: Week 1: edited by hand' }).last().click();
  await log.getByRole('group', { name: 'Undo “Week 1: edited by hand”?' }).getByRole('button', { name: 'Undo the step' }).click();
  await expect(log.getByRole('status').filter({ hasText: 'Undid “Week 1: edited by hand”' })).toBeVisible();
  await expect.poll(async () => (await stored()).weeks[0]!.notes).toBe(before);
  await expect(log.locator('.rk-log-entry')).toHaveCount(4);
  expect(errors).toEqual([]);
  await context.close();
});

// Start week and Remove week are steps of the log too (issue 35), undone from it after a reload.
test('Remove week and Start week are entries of the log, each undone from it after a reload', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, logTwoWeeks, { width: 360 });
  const log = page.locator('.rk-campaign');
  const stored = async () => parseRoster(((await storedRosterJson(page, 'arsenal-campaign')) as Roster[])[0]);
  await page.getByRole('button', { name: 'Remove week 2' }).click();
  await openFold(log, /^Campaign log:/);
  const last = log.locator('.rk-log-entry').last();
  await expect(last.locator('strong')).toHaveText('Week 2 taken out');
  await expect(last).toContainText('New Hires: Guild Hound (4 SS)');
  await expect.poll(async () => (await stored()).weeks.length).toBe(1);

  await writesSettled(page);
  await reloadBuilder(page);
  await openFold(log, /^Campaign log:/);
  await log.getByRole('button', { name: 'Undo this step: Week 2 taken out' }).click();
  await log.getByRole('group', { name: 'Undo “Week 2 taken out”?' }).getByRole('button', { name: 'Undo the step' }).click();
  await expect(log.getByRole('status').filter({ hasText: 'Undid “Week 2 taken out”' })).toBeVisible();
  await expect.poll(async () => (await stored()).weeks.map((w) => w.hires.map((h) => h.name))).toEqual([['Nino Ortega', 'Perdita Ortega'], ['Guild Hound']]);
  await expect(log.locator('.rk-log-entry strong')).toHaveText(['Week 1 begins', 'Week 1: edited by hand', 'Week 2 begins', 'Week 2: edited by hand']);

  await page.getByRole('button', { name: 'Start week 3' }).click();
  await expect(log.locator('.rk-log-entry strong').last()).toHaveText('Week 3 begins');
  await writesSettled(page);
  await reloadBuilder(page);
  await openFold(log, /^Campaign log:/);
  await log.getByRole('button', { name: 'Undo this step: Week 3 begins' }).click();
  await log.getByRole('group', { name: 'Undo “Week 3 begins”?' }).getByRole('button', { name: 'Undo the step' }).click();
  await expect.poll(async () => (await stored()).weeks.length).toBe(2);
  await expect(log.locator('.rk-log-entry')).toHaveCount(4);
  expect(errors).toEqual([]);
  await context.close();
});
