/**
 * Kuggköping from the expedition to the steps between games at 360 px (issue 35): the example warband
 * saved in the builder sets out on expedition 1 into Coils against the Trolls, plays mission 1 in the
 * play view (set up as the campaign machine says, its enemies the Trolls in Coils), claims 5 Gizmos
 * over two rounds with Greta left knocked down (KB 2034-2036: the mission is won at once), End game;
 * the builder's steps are then filled from the game: the recovery roll for Greta opens first (K18),
 * the Gizmo rewards the score holds (KB 1264-1265) and the mission's pays wait their turn; a reload
 * keeps the sequence where it was; mission 2 is set up in Coils against the Trolls. The report
 * prints, and its link opens in a fresh browser. Words: src/games/kuggkoping/step-status.ts, steps.ts.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { builderWith, expectAccessibleAndFitting, freshContext, importFile, reloadBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { expectReportAfterReload, reportInFreshBrowser } from './support/report';
import { openFold } from './support/model-fold';
import { example } from './support/examples';

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The score's fold, once its code has come. */
const scoreFold = (page: Page): Locator => page.locator('details.pk-score:not([aria-busy])');
const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const gizmos = 'Warband: Gizmos claimed';

/** The campaign log's steps: the sequence's list and the open step. */
async function campaignSteps(page: Page): Promise<Locator> {
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  return log.locator('.kk-steps');
}
const sequence = (steps: Locator) => steps.getByRole('navigation', { name: 'Steps between games' });
const openStep = (steps: Locator) => sequence(steps).locator('[aria-current="step"] .rk-sequence-label');

test('Kuggköping: expedition, mission 1 set up and scored in play, End game, and the steps between games filled from the game, kept after a reload (360 px)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await builderWith(browser, '/kuggkoping/builder/', async (p) => importFile(p, 'warband.json', JSON.stringify(example('kuggkoping'))), { width: 360 });
  await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  let steps = await campaignSteps(page);

  // No campaign yet: the expedition is the one step due, and it is open (KB 1850-1852).
  await expect(sequence(steps).getByRole('status')).toHaveText('1 step to do, next: Start an expedition.');
  await expect(openStep(steps)).toHaveText('Start an expedition');
  await steps.getByLabel('District', { exact: true }).selectOption('Coils');
  await steps.getByLabel('Enemies in the district').selectOption('Trolls');
  await steps.getByRole('button', { name: 'Start expedition 1 (Normal)' }).click();
  await expect(sequence(steps).getByRole('status')).toHaveText('Nothing left to do before the next game.');

  // Play it: mission 1 is the one the campaign machine suggests, with Coils and the Trolls (KB 1910-1914).
  await writesSettled(page);
  await page.getByRole('button', { name: 'Play this warband' }).click();
  await waitForIsland(page);
  const battle = page.getByRole('region', { name: 'The mission and the score' });
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the mission' });
  await expect(setup.getByRole('radio', { name: 'Mission 1: Looting', exact: true })).toBeChecked();
  await expect(setup).toContainText('5 Grunts, all Trolls.');
  await expect(setup).toContainText('Coils:');
  await setup.getByRole('button', { name: 'Set up the mission' }).click();

  // Round 1: 2 Gizmos claimed; Greta knocked down at 0 grit.
  const fold = scoreFold(page);
  await fold.locator('summary').click();
  await counter(page, gizmos).getByRole('button', { name: `${gizmos}: one more` }).click();
  await counter(page, gizmos).getByRole('button', { name: `${gizmos}: one more` }).click();
  const greta = card(page, 'Greta');
  while ((await greta.locator('.pk-status').textContent()) !== 'Knocked down') await greta.getByRole('button', { name: 'Take 1 damage' }).click();
  // Round 2: 3 more, 5 in all: the mission is won at once (KB 2034-2036).
  await page.getByRole('button', { name: 'Next round' }).click();
  await counter(page, gizmos).getByRole('spinbutton').fill('5');
  await counter(page, gizmos).getByRole('spinbutton').press('Enter');
  await expect(battle.locator('.pk-standing[role="status"]')).toContainText('Gizmos claimed: 5 of 5: the mission is won, and the game ends now.');
  await page.getByRole('button', { name: 'End game' }).click();
  const end = page.getByRole('group', { name: 'End the game' });
  await expect(end.getByRole('radio', { name: 'Win' })).toBeChecked();
  await end.getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: 'Mission 1: Looting: won' })).toBeVisible();
  const link = await report.getByRole('textbox', { name: 'The report’s link' }).inputValue();
  // Reloaded, the play page shows the ended game's report as it was, its link the same.
  await expectReportAfterReload(page, 'Mission 1: Looting: won', link);
  // The report prints alone, as Print the report asks (report.css), with the score by round.
  await page.evaluate(() => (document.documentElement.dataset.printing = 'report'));
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Print sheet of the match report: Mission 1: Looting: won' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Score by round' }).locator('tbody tr').first().locator('td')).toHaveText(['2', '3', '5']);
  await expect(page.locator('.rk-print:not(.pk-report-print)').first()).toBeHidden();
  await page.emulateMedia({ media: null });
  await page.evaluate(() => delete document.documentElement.dataset.printing);
  await writesSettled(page);

  // The builder: the steps filled from the game, the recovery roll for Greta open first (K18).
  await page.goto('/kuggkoping/builder/');
  await waitForIsland(page);
  steps = await campaignSteps(page);
  await expect(sequence(steps).getByRole('status')).toHaveText('3 steps to do, next: Recovery roll.');
  await expect(openStep(steps)).toHaveText('Recovery roll');
  await expect(sequence(steps)).toContainText('Greta is still knocked down');
  await expect(sequence(steps)).toContainText('0 of 5 taken (Gizmos claimed in the game)');
  await expect(steps.getByLabel('Knocked-down Character')).toHaveValue('2');
  // K18's friends adjacent at the end: the game kept no board, so the step says the number is ours to type.
  await expect(steps).toContainText('The game kept no board with Greta’s space, so type the friendly models that were adjacent to Greta when the game ended');
  await expect(steps.getByRole('spinbutton', { name: 'Friendly models adjacent when the game ended (+1 each)' })).toHaveValue('0');
  await expectAccessibleAndFitting(page, 'kuggkoping steps after a game', { bothThemes: true });
  await steps.getByRole('spinbutton', { name: 'Recovery roll (D6; empty: roll it here)' }).fill('6');
  await steps.getByRole('button', { name: 'Record the recovery roll' }).click();
  await expect(page.locator('.rk-log-entry').last()).toContainText('Greta recovers');
  // The next step due opens by itself: the Gizmo rewards, with what the mission pays.
  await expect(openStep(steps)).toHaveText('Gizmo rewards');
  await expect(steps).toContainText('The game left 5 Gizmo rewards');
  await expect(steps.getByRole('list', { name: 'What the mission pays' })).toContainText('Next: Mission 2 (Normal)');

  // Reload: the sequence where it was.
  await reloadBuilder(page);
  steps = await campaignSteps(page);
  await expect(openStep(steps)).toHaveText('Gizmo rewards');
  await expect(sequence(steps).getByRole('status')).toHaveText('2 steps to do, next: Gizmo rewards.');
  const [saved] = (await storedRosterJson(page, 'kuggkoping')) as { campaign: unknown }[];
  expect(saved!.campaign).toMatchObject({ district: 'Coils', enemyFaction: 'Trolls', mission: 2, runToSafety: false, outcome: null });

  // Mission 2 in the play view: Coils and the Trolls still (the "no district or enemy faction").
  await page.getByRole('button', { name: 'Play this warband' }).click();
  await waitForIsland(page);
  await page.getByRole('region', { name: 'The mission and the score' }).getByRole('button', { name: 'Set up', exact: true }).click();
  const setup2 = page.getByRole('group', { name: 'Set up the mission' });
  await expect(setup2.getByRole('radio', { name: 'Mission 2: Stay the night (Campfire)', exact: true })).toBeChecked();
  await expect(setup2).toContainText('all Trolls');
  await expect(setup2).toContainText('Coils:');
  // Campfire or Patrol, picked or rolled once every model is deployed (KB 2044-2047): a die of two, seeded, said and chosen.
  await setup2.getByRole('button', { name: 'Roll: Campfire or Patrol' }).click();
  await expect(setup2.getByText(/^Rolled [12] on a die of 2 \(seed \w+\): Mission 2: Stay the night \((Campfire|Patrol)\)$/)).toBeVisible();
  const rolled = (await setup2.getByText(/^Rolled /).textContent())!.match(/\((Campfire|Patrol)\)$/)![1]!;
  await expect(setup2.getByRole('radio', { name: `Mission 2: Stay the night (${rolled})`, exact: true })).toBeChecked();
  await setup2.getByRole('button', { name: 'Set up the mission' }).click();
  await expect(page.locator('.pk-log li').first()).toContainText(`Mission: Mission 2: Stay the night (${rolled}) (rolled `);
  expect(errors).toEqual([]);
  await context.close();

  // The report's link in a fresh browser.
  await (await reportInFreshBrowser(browser, link, 'Mission 1: Looting: won')).done();
});

test('Kuggköping: an enemy killed in the enemy turn counts in the score by itself, and the Campfire’s Grunt joins at the start of the next turn, its edge rolled; once, kept through a reload, undone with Undo (360 px, KB 2052-2054)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`);
  await waitForIsland(page);
  await page.getByRole('region', { name: 'The mission and the score' }).getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the mission' });
  await setup.getByRole('radio', { name: 'Mission 2: Stay the night (Campfire)', exact: true }).check();
  await setup.getByRole('button', { name: 'Set up the mission' }).click();
  // Turn 1: a Bell-Man added to the enemy turn and killed there with one hit of its grit: the score's
  // Enemies killed counts it by itself (nothing entered twice), said in the log.
  const turn = page.getByRole('region', { name: 'Enemy turn' });
  const fold = turn.locator('details.pk-turn-fold:not([aria-busy])');
  await expect(fold).toBeAttached();
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator(':scope > summary').click();
  await turn.getByRole('button', { name: 'Add enemy' }).click();
  await turn.getByLabel('Damage to Bell-Man 1 (grit)').fill('9');
  await turn.getByRole('button', { name: 'Take a hit of 9' }).click();
  await expect(page.locator('.pk-log li').first()).toContainText(/^Bell-Man 1 takes 9 damage: killed at 0 grit and removed.* \(counted in the score: Enemies killed \+1\)/);
  const kills = 'Warband: Enemies killed';
  await scoreFold(page).locator('summary').click();
  await expect(counter(page, kills).getByRole('spinbutton')).toHaveValue('1');
  // In a mission the warband's own Gizmos counter (for a game with none) is not shown: the score counts them.
  await expect(counter(page, 'Gizmos claimed (no mission set)')).toHaveCount(0);
  await expect(counter(page, 'Tinker dice')).toBeVisible();
  const campfire = turn.getByRole('group', { name: /^Campfire:/ });
  await expect(campfire).toHaveCount(0); // not in the turn of the kill
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await expect(campfire).toHaveText(/^Campfire: 1 enemy was killed in turn 1 \(the score’s Enemies killed\), so a Grunt joins now in the centre of a random board edge\./);
  await expectAccessibleAndFitting(page, 'kuggkoping campfire grunt due', { bothThemes: true });
  await campfire.getByRole('button', { name: 'Roll the edges: add the Grunt' }).click();
  await expect(page.locator('.pk-log li').first()).toContainText(/Campfire: 1 enemy killed in turn 1, so Grunt 1 at the (north|east|south|west) edge joins \(rolled on a D4, seed /);
  await expect(campfire).toHaveCount(0);
  await expect(turn.locator('.pk-turn-fold > summary')).toHaveText('Enemies this turn: 0 of 1 activated');
  // Kept through a reload: the Grunt stays, and it is not due again this turn.
  await writesSettled(page);
  await page.reload();
  await waitForIsland(page);
  await expect(page.getByRole('region', { name: 'Enemy turn' }).locator('.pk-turn-fold > summary')).toHaveText('Enemies this turn: 0 of 1 activated');
  await expect(page.getByRole('region', { name: 'Enemy turn' }).getByRole('group', { name: /^Campfire:/ })).toHaveCount(0);
  // Undo takes the Grunt back, and the Campfire asks again.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByRole('region', { name: 'Enemy turn' }).getByRole('group', { name: /^Campfire:/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Enemy turn' }).locator('.pk-turn-fold > summary')).toHaveText('Enemies this turn: none yet');
  expect(errors).toEqual([]);
  await context.close();
});
