import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { example } from './support/examples';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, storedRosterJson, waitForIsland } from './support/builder';
import { openFold } from './support/model-fold';

// The game-day review's Heartbreaker proof at 360 px: the second Walk shows Speed one lower (H10),
// and a rival fighter with a Bounty, Taken Down in the play view, pays it in the Epilogue, a step
// entry after the one game entry End game wrote (HB 511, H11; S-01).

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360 };
const RIVAL = 'The Gravel Kings';

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const speed = (c: Locator) => c.locator('.pk-stats > div').filter({ has: c.page().locator('dt', { hasText: /^Speed$/ }) }).locator('dd');

/** Opens a fold that loads after the first paint (the opponent's panel) once it has arrived. */
async function openLoaded(page: Page, summary: RegExp): Promise<void> {
  const fold = page.locator('details:not([aria-busy])').filter({ has: page.locator('summary').getByText(summary) }).first();
  await fold.locator('summary').click();
  await expect(fold).toHaveAttribute('open', '');
}

/** Imports `rosters` (the last one stays open) and plays the open one from the builder. */
async function playFromBuilder(page: Page, rosters: unknown[]): Promise<void> {
  await openBuilder(page, '/heartbreaker/builder/');
  for (const [i, r] of rosters.entries()) {
    await importFile(page, `gang-${i}.json`, JSON.stringify(r));
    await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Play this gang' }).click();
  await expect(page).toHaveURL(/\/heartbreaker\/play\/$/);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
}

/** The rival gang (Hex with a Bounty of 2) and ours with `extra` fields, played against each other with the rival as opponent. */
async function playAgainstRival(browser: Browser, extra: Record<string, unknown>) {
  const base = example('heartbreaker');
  const fighters = base.fighters as Record<string, unknown>[];
  const rival = { ...base, name: RIVAL, fighters: fighters.map((f, i) => (i === 0 ? { ...f, name: 'Hex', bounty: 2 } : { ...f, name: `Kings ${i}` })) };
  const ours = { ...base, version: 3, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, log: [], ...extra };
  const opened = await freshContext(browser, PHONE);
  await playFromBuilder(opened.page, [rival, ours]);
  await openLoaded(opened.page, /^Opponent: none yet$/);
  await opened.page.getByLabel('Their gang, saved here').selectOption({ label: RIVAL });
  await opened.page.getByRole('button', { name: 'Play against it' }).click();
  return { ...opened, base };
}

test('H-01 H10: the second Walk shows Speed one lower, and Next round gives it back', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, PHONE);
  await playFromBuilder(page, [example('heartbreaker')]);
  const nan = card(page, 'Big Nan');
  await expect(speed(nan)).toHaveText('3″');
  const walks = nan.getByRole('group', { name: 'Walks', exact: true });
  await walks.getByRole('button', { name: 'Walks: one more' }).click();
  await expect(walks.getByRole('spinbutton')).toHaveValue('1');
  await expect(speed(nan)).toHaveText('3″');
  await walks.getByRole('button', { name: 'Walks: one more' }).click();
  await expect(speed(nan)).toHaveText('2″');
  await expect(nan.getByText('Sprint moves up to Speed + 2″ (now 4″)', { exact: false })).toBeVisible();
  await expectAccessibleAndFitting(page, 'heartbreaker play after two Walks');
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(speed(nan)).toHaveText('3″');
  expect(errors).toEqual([]);
  await context.close();
});

test('HB 511 with H11 and S-01: a rival fighter with a Bounty, Taken Down in play, pays it in the Epilogue, after the one entry End game wrote', async ({ browser }) => {
  const { context, page, errors, base } = await playAgainstRival(browser, { arcs: [{ rival: RIVAL, step: 'first-blood', results: [] }] });
  await expect(page.locator('summary').getByText(`Opponent: ${RIVAL}`)).toBeVisible();
  // Pressing the Advantage reads their gang: six ready, then five once Hex is Taken Down.
  await expect(page.locator('.hb-pressing')).toHaveText('Ready fighters: yours 6, your rival’s 6 (from their gang as marked). On your turn activate 1 now.');
  await page.getByRole('button', { name: 'Hex: Taken Down' }).click();
  await expect(page.getByRole('button', { name: 'Hex: Taken Down' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.hb-pressing')).toContainText('your rival’s 5');

  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText(/^Recorded the result: won in the campaign log of/)).toBeVisible();

  await openBuilder(page, '/heartbreaker/builder/');
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  const arc = log.locator('.hb-arc');
  await expect(arc).toContainText(`Next in the arc against ${RIVAL}: First Blood, then its Epilogue`);
  // The game held their gang: its fighters are a pick, Hex ticked from End game's report.
  await expect(arc.getByLabel(`Hex of ${RIVAL} was Taken Down: Bounty 2`)).toBeChecked();
  await arc.getByLabel('Scenario', { exact: true }).fill('Dead Drop');
  await arc.getByRole('button', { name: 'Record First Blood and its Epilogue' }).click();
  const games = log.locator('.rk-log-entry').filter({ hasText: 'against' });
  await expect(games).toHaveCount(1);
  await expect(games.first()).toContainText(`Epilogue: First Blood (Dead Drop) against ${RIVAL}: won`);
  await expect(games.first()).toContainText('Hex Taken Down: Bounty 2 paid as 2 Reputation');
  await expect(log.locator('.rk-log-entry').filter({ hasText: 'Game in round' })).toHaveCount(1);
  const saved = (await storedRosterJson(page, 'heartbreaker')) as { name: string; resources: { reputation: number }; log: { kind: string }[]; rivalBounties: unknown[] }[];
  const mine = saved.find((r) => r.name === base.name)!;
  expect(mine.resources.reputation).toBe(2);
  expect(mine.log.filter((e) => e.kind === 'game')).toHaveLength(1);
  expect(mine.rivalBounties).toEqual([{ rival: RIVAL, fighter: 'Hex', bounty: 0 }]);
  await expectAccessibleAndFitting(page, 'heartbreaker Epilogue after a game');
  expect(errors).toEqual([]);
  await context.close();
});

test('HB 442-445, 503-511: with no arc, End game leads straight to the Epilogue, the rival’s fighters picked from their gang', async ({ browser }) => {
  const { context, page, errors, base } = await playAgainstRival(browser, {});
  await page.getByRole('button', { name: 'Hex: Taken Down' }).click();
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText(/^Recorded the result: won in the campaign log of/)).toBeVisible();

  await openBuilder(page, '/heartbreaker/builder/');
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  const steps = log.locator('.hb-arc');
  // The Epilogue is the one next step: no arc to start first.
  await expect(steps.getByRole('group', { name: 'Epilogue of the game just played' })).toBeVisible();
  await expect(steps.getByRole('button', { name: /^Start an arc/ })).toHaveCount(0);
  await expect(steps.getByLabel(`Hex of ${RIVAL} was Taken Down: Bounty 2`)).toBeChecked();
  await steps.getByLabel('Declare a Bounty on (a rival fighter)').selectOption('Kings 2');
  await steps.getByLabel('Scenario', { exact: true }).fill('Dead Drop');
  await steps.getByRole('button', { name: 'Record the Epilogue' }).click();
  const games = log.locator('.rk-log-entry').filter({ hasText: 'against' });
  await expect(games.first()).toContainText(`Epilogue: Skirmish (Dead Drop) against ${RIVAL}: won`);
  await expect(games.first()).toContainText('Hex Taken Down: Bounty 2 paid as 2 Reputation');
  await expect(games.first()).toContainText('Bounty declared on Kings 2: now 1');
  await expect(steps.getByRole('button', { name: 'Start an arc against the rival' })).toBeVisible();
  const saved = (await storedRosterJson(page, 'heartbreaker')) as { name: string; resources: { reputation: number }; arcs: unknown[]; pending?: unknown }[];
  const mine = saved.find((r) => r.name === base.name)!;
  expect(mine.resources.reputation).toBe(2);
  expect(mine.arcs).toEqual([]);
  expect(mine.pending).toBeUndefined();
  expect(errors).toEqual([]);
  await context.close();
});

test('HB 1114, 1118: the Captors mark the Hostage among the rival’s fighters in Catch and Release only, and their cards have no odds against it', async ({ browser }) => {
  const { context, page, errors } = await playAgainstRival(browser, {});
  const hostage = page.getByRole('button', { name: 'Kings 1: The Hostage' });
  await expect(page.getByRole('button', { name: 'Kings 1: Taken Down' })).toBeVisible();
  await expect(hostage).toHaveCount(0);
  const battle = page.getByRole('region', { name: 'The scenario and the score' });
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the scenario' });
  await setup.getByRole('radio', { name: 'Catch and Release' }).check();
  await setup.getByRole('radio', { name: 'Your gang' }).check();
  await setup.getByRole('button', { name: 'Set up the scenario' }).click();
  await hostage.click();
  await expect(hostage).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.pk-foe-name').filter({ hasText: /^Kings 1:/ })).toContainText('· The Hostage');
  // Mother Cog's odds: none against the Hostage, as before against the others.
  const odds = card(page, 'Mother Cog').locator('details.pk-odds');
  await odds.locator('summary').click();
  await odds.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Kings 1' });
  await expect(odds.getByText('No odds for this weapon and target.')).toBeVisible();
  await odds.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Kings 2' });
  await expect(odds.locator('.pk-odds-result')).toContainText('Full odds');
  expect(errors).toEqual([]);
  await context.close();
});
