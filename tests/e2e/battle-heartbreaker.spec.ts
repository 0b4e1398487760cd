/**
 * Heartbreaker from the set-up to the Epilogue at 360 px (issue 35): the example gang saved in the
 * builder and played against a rival gang saved beside it; Dead Drop set up, Caches scored over two
 * rounds for both gangs, a rival fighter with a Bounty Taken Down, the 3rd Cache extracted (HB 1049:
 * the gang wins and the skirmish ends), End game; then the steps between games in the builder, the
 * Epilogue due first (HB 442-445) and filled from the match report (HB 1051-1055: 1 Supply per Cache,
 * 2 Reputation for the most; HB 511: Hex's Bounty), taken, and after a reload the sequence where it
 * was; the report printed, then opened from its link on the rival's phone and kept in the rival's
 * gang, whose Epilogue it fills from the rival's side. Then Headhunters won as the
 * Prey against Hunters holding 1 Supply: the Epilogue's claim of 2 takes 1 (HB 1252, H13, H9) and
 * refuses more; the draft's agendas (HB 507, defined nowhere) are said to count for nothing.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { example } from './support/examples';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, reloadBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { expectReportAfterReload } from './support/report';
import { openFold } from './support/model-fold';
import { campaignSteps } from './support/campaign-steps';

const RIVAL = 'The Gravel Kings';
const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const scoreFold = (page: Page): Locator => page.locator('details.pk-score:not([aria-busy])');
/** One step's button in the guided sequence, by the step's label. */
const stepButton = (sequence: Locator, label: string): Locator => sequence.locator('.rk-sequence-step').filter({ has: sequence.page().locator('.rk-sequence-label').getByText(label, { exact: true }) });

/** Both gangs saved in the builder (ours stays open), ours opened in the play view against theirs, `scenario` set up with our gang first. */
async function playAgainst(page: Page, rival: object, ours: object, scenario: string): Promise<Locator> {
  await openBuilder(page, '/heartbreaker/builder/');
  for (const [i, r] of [rival, ours].entries()) {
    await importFile(page, `gang-${i}.json`, JSON.stringify(r));
    await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Play this gang' }).click();
  await expect(page).toHaveURL(/\/heartbreaker\/play\/$/);
  await waitForIsland(page);
  const opponent = page.locator('details:not([aria-busy])').filter({ has: page.locator('summary').getByText(/^Opponent: none yet$/) });
  await opponent.locator('summary').click();
  await page.getByLabel('Their gang, saved here').selectOption({ label: RIVAL });
  await page.getByRole('button', { name: 'Play against it' }).click();
  const battle = page.getByRole('region', { name: 'The scenario and the score' });
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the scenario' });
  await setup.getByRole('radio', { name: scenario }).check();
  await setup.getByRole('radio', { name: 'Your gang' }).check();
  await setup.getByRole('button', { name: 'Set up the scenario' }).click();
  await expect(battle.getByRole('button', { name: `Set-up: ${scenario} · your gang first. Change it` })).toBeVisible();
  return battle;
}

/** The builder's steps between games after End game: the campaign log opened, its steps and their sequence. */
async function stepsBetweenGames(page: Page): Promise<{ log: Locator; steps: Locator; sequence: Locator }> {
  await openBuilder(page, '/heartbreaker/builder/');
  return campaignSteps(page, '.hb-arc', 'Steps between games');
}

test('Heartbreaker: Dead Drop set up and scored, won at the 3rd Cache, End game, and the Epilogue filled from the report (360 px)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const base = example('heartbreaker');
  const fighters = base.fighters as Record<string, unknown>[];
  const rival = { ...base, name: RIVAL, fighters: fighters.map((f, i) => (i === 0 ? { ...f, name: 'Hex', bounty: 2 } : { ...f, name: `Kings ${i}` })) };
  const ours = { ...base, version: 3, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, log: [] };

  // Both gangs saved in the builder (ours stays open), ours played against theirs; Dead Drop, our gang first.
  const battle = await playAgainst(page, rival, ours, 'Dead Drop');

  // Round 1: a Cache each. Round 2: one more for them, and Hex Taken Down.
  const mine = 'Your gang: Caches extracted';
  const theirs = 'Rival gang: Caches extracted';
  await scoreFold(page).locator('summary').click();
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one more` }).click();
  await expect(scoreFold(page).locator('summary')).toHaveText('Score Caches extracted 1–1, Ran For It 0–0 · Round 1 of 5');
  await page.getByRole('button', { name: 'Next round' }).click();
  await counter(page, theirs).getByRole('button', { name: `${theirs}: one more` }).click();
  await page.getByRole('button', { name: 'Hex: Taken Down' }).click();
  // Our Hook (a Bounty of 1 on our sheet) Taken Down by them.
  const hook = page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name: 'Hook', exact: true }) });
  await hook.getByRole('button', { name: 'Taken Down' }).click();
  await expect(hook.getByRole('button', { name: 'Taken Down' })).toHaveAttribute('aria-pressed', 'true');
  // Our 2nd and 3rd Caches: HB 1049, three extracted wins at once.
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await counter(page, mine).getByRole('button', { name: `${mine}: one more` }).click();
  await expect(scoreFold(page).locator('summary')).toHaveText('Score Caches extracted 3–2, Ran For It 0–0 · Round 2 of 5');
  await expect(battle.locator('.pk-standing[role="status"]')).toContainText('Your gang wins and the skirmish ends now.');

  // End game, as the scenario's rule worked it out; the report says what Dead Drop pays.
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('group', { name: 'End the game' }).getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: /^Dead Drop/ })).toBeVisible();
  await expect(report).toContainText('3 Supply (Caches extracted: 3, 1 each)');
  await expect(report).toContainText('2 Reputation for extracting more Caches than the rival (3 to 2)');
  const link = await report.getByRole('textbox', { name: 'The report’s link' }).inputValue();
  // Reloaded, the play page shows the ended game's report as it was, its link the same.
  await expectReportAfterReload(page, /^Dead Drop/, link);
  // Printed as Print the report asks for it: the report's sheet, what Dead Drop pays on it.
  await page.evaluate(() => (document.documentElement.dataset.printing = 'report'));
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: /^Print sheet of the match report: Dead Drop/ });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('3 Supply (Caches extracted: 3, 1 each)');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => delete document.documentElement.dataset.printing);
  await writesSettled(page);

  // The steps between games: the Epilogue due first, filled from the report.
  const { log, steps, sequence } = await stepsBetweenGames(page);
  await expect(sequence.locator('.rk-sequence-line')).toHaveText('1 step to do, next: Epilogue.');
  await expect(stepButton(sequence, 'Epilogue')).toHaveAttribute('aria-current', 'step');
  const epilogue = steps.getByRole('group', { name: 'Epilogue of the game just played' });
  await expect(epilogue.getByLabel('Scenario', { exact: true })).toHaveValue('Dead Drop');
  await expect(epilogue.getByLabel('How the game went')).toHaveValue('won');
  await expect(epilogue.getByRole('spinbutton', { name: 'From the scenario: Supply (a loss below 0)' })).toHaveValue('3');
  await expect(epilogue.getByRole('spinbutton', { name: 'From the scenario: Reputation (a loss below 0)' })).toHaveValue('2');
  // The rival's fighters from the gang the game held, Hex ticked by End game.
  await expect(epilogue.getByLabel(`Hex of ${RIVAL} was Taken Down: Bounty 2`)).toBeChecked();
  await expect(epilogue).toContainText('Bounties collected (HB 511): Hex 2 (+2 Reputation).');
  await expect(epilogue).toContainText('Resources after: Reputation 4, Territory 0, Supply 3, Ammo 0.');
  // HB 507 names agendas, the draft defines none: the rewards come from the scenario, and it says so.
  await expect(epilogue).toContainText('From the scenario (HB 507): Reputation +2, Supply +3.');
  await expect(epilogue).toContainText('no agenda is defined anywhere in it, so none are counted here.');
  await epilogue.getByLabel('Declare a Bounty on (a rival fighter)').selectOption('Kings 2');
  await expectAccessibleAndFitting(page, 'heartbreaker Epilogue from the report', { bothThemes: true });
  await epilogue.getByRole('button', { name: 'Record the Epilogue' }).click();
  // Hook's Bounty leaves our sheet (it is the rival's to collect): said first, asked.
  await expect(epilogue).toContainText(`Hook’s Bounty of 1 goes to ${RIVAL} and back to 0.`);
  await epilogue.getByRole('button', { name: 'Record it' }).click();

  // One step entry, and the sequence moved on to the arcs.
  await expect(sequence.locator('.rk-sequence-line')).toHaveText('Nothing left to do before the next game.');
  await expect(stepButton(sequence, 'Epilogue')).toContainText('done');
  await expect(stepButton(sequence, 'Arcs')).toHaveAttribute('aria-current', 'step');
  const entry = log.locator('.rk-log-entry').filter({ hasText: 'Epilogue: Skirmish (Dead Drop)' });
  await expect(entry).toContainText('Hex Taken Down: Bounty 2 paid as 2 Reputation');
  await expect(entry).toContainText('Bounty declared on Kings 2: now 1');

  // Reload: the sequence where it was.
  await writesSettled(page);
  await reloadBuilder(page);
  await openFold(log, /^Campaign log:/);
  await expect(stepButton(sequence, 'Epilogue')).toContainText('done');
  await expect(stepButton(sequence, 'Arcs')).toHaveAttribute('aria-current', 'step');
  const saved = (await storedRosterJson(page, 'heartbreaker')) as { name: string; resources: unknown; pending?: unknown; log: { kind: string }[] }[];
  const gang = saved.find((r) => r.name === base.name)!;
  expect(gang.resources).toEqual({ reputation: 4, territory: 0, supply: 3, ammo: 0 });
  expect(gang.pending).toBeUndefined();
  expect(gang.log.map((e) => e.kind)).toEqual(['game', 'step']);
  await expectAccessibleAndFitting(page, 'heartbreaker steps after the Epilogue');
  expect(errors).toEqual([]);
  await context.close();

  // The report's link on the rival's phone, which holds the rival's gang: kept there, it leaves the
  // rival's Epilogue from its side (lost; its 2 Caches pay 2 Supply, HB 1053; Hex Taken Down, its
  // Bounty going to our gang, HB 511), nothing typed.
  const other = await freshContext(browser, { width: 360 });
  await openBuilder(other.page, '/heartbreaker/builder/');
  await importFile(other.page, 'rival.json', JSON.stringify({ ...rival, version: 3, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, log: [] }));
  await expect(other.page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  await other.page.goto(link);
  await waitForIsland(other.page);
  const opened = other.page.getByRole('region', { name: 'Match report' });
  await expect(opened.getByRole('heading', { name: /^Dead Drop/ })).toBeVisible();
  await opened.getByRole('button', { name: 'Keep the report' }).click();
  await expect(opened.getByText(new RegExp(`^Kept in the campaign log of “${RIVAL}”`))).toBeVisible();
  await writesSettled(other.page);
  const rivalSteps = await stepsBetweenGames(other.page);
  await expect(stepButton(rivalSteps.sequence, 'Epilogue')).toHaveAttribute('aria-current', 'step');
  const theirEpilogue = rivalSteps.steps.getByRole('group', { name: 'Epilogue of the game just played' });
  await expect(theirEpilogue.getByLabel('Scenario', { exact: true })).toHaveValue('Dead Drop');
  await expect(theirEpilogue.getByLabel('How the game went')).toHaveValue('lost');
  await expect(theirEpilogue.getByRole('spinbutton', { name: 'From the scenario: Supply (a loss below 0)' })).toHaveValue('2');
  await expect(theirEpilogue.getByRole('spinbutton', { name: 'From the scenario: Reputation (a loss below 0)' })).toHaveValue('0');
  await expect(rivalSteps.log.locator('.rk-log-entry').last()).toContainText('Hex Taken Down with a Bounty of 2: it goes to the rival in the Epilogue');
  // Our sheet came with the report: Hook's Bounty of 1 is theirs to collect, and what our gang holds
  // (our sheet's resources before this game's Epilogue: none) is known for a claim, nothing typed.
  await expect(theirEpilogue.getByLabel(`Hook of ${base.name} was Taken Down: Bounty 1`)).toBeChecked();
  await expect(theirEpilogue).toContainText('Bounties collected (HB 511): Hook 1 (+1 Reputation).');
  const theirs2 = (await storedRosterJson(other.page, 'heartbreaker')) as { name: string; pending?: { rivalResources?: unknown } }[];
  expect(theirs2.find((r) => r.name === RIVAL)!.pending!.rivalResources).toEqual({ reputation: 0, territory: 0, supply: 0, ammo: 0 });
  expect(other.errors).toEqual([]);
  await other.context.close();
});

test('Heartbreaker: Headhunters won as the Prey, the claim on the Hunters takes only what they hold (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const base = example('heartbreaker');
  const fighters = base.fighters as Record<string, unknown>[];
  // The Hunters hold 1 Supply, 0 Territory and 5 Ammo on their own sheet.
  const rival = { ...base, name: RIVAL, resources: { reputation: 3, territory: 0, supply: 1, ammo: 5 }, fighters: fighters.map((f, i) => ({ ...f, name: `Kings ${i + 1}` })) };
  const ours = { ...base, version: 3, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, log: [] };
  const battle = await playAgainst(page, rival, ours, 'Headhunters');

  // HB 1247: the Hunters down to two standing fighters at a Reset, the Prey (our gang) win.
  const prey = 'Your gang: Hunters down to two standing fighters at a Reset (Prey)';
  await scoreFold(page).locator('summary').click();
  await counter(page, prey).getByRole('button', { name: `${prey}: one more` }).click();
  await expect(battle.locator('.pk-standing[role="status"]')).toContainText('Your gang wins');
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('group', { name: 'End the game' }).getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report).toContainText('You may claim 2 of one resource from the Hunters');
  await writesSettled(page);

  const { log, steps } = await stepsBetweenGames(page);
  const epilogue = steps.getByRole('group', { name: 'Epilogue of the game just played' });
  await expect(epilogue.getByLabel('Scenario', { exact: true })).toHaveValue('Headhunters');
  // 2 Supply claimed, the Hunters hold 1: the counter starts at 1.
  const supply = epilogue.getByRole('spinbutton', { name: 'From the scenario: Supply (a loss below 0)' });
  await expect(supply).toHaveValue('1');
  await expect(epilogue).toContainText(`Claim: 2 Supply from ${RIVAL}, which holds 1: takes 1.`);
  // Ammo, which they have 5 of: the whole 2.
  const choice = epilogue.getByLabel('Your choice: 2 Supply or 2 Ammo or 2 Territory');
  await choice.selectOption({ label: '2 Ammo' });
  await expect(epilogue.getByRole('spinbutton', { name: 'From the scenario: Ammo (a loss below 0)' })).toHaveValue('2');
  await choice.selectOption({ label: '2 Supply' });
  // More than they hold: a clear message, and Record refuses.
  await supply.fill('2');
  const problem = `${RIVAL} holds 1 Supply, so the claim of 2 Supply takes 1 (H13: a gang loses only what it has): the Supply reward can be at most 1, not 2.`;
  await expect(epilogue.getByRole('alert').filter({ hasText: problem }).first()).toBeVisible();
  await expectAccessibleAndFitting(page, 'heartbreaker Epilogue with a claim above what the rival holds');
  await epilogue.getByRole('button', { name: 'Record the Epilogue' }).click();
  await expect(epilogue).toBeVisible();
  await supply.fill('1');
  await expect(epilogue.getByRole('alert').filter({ hasText: problem })).toHaveCount(0);
  await epilogue.getByRole('button', { name: 'Record the Epilogue' }).click();
  // H13: the Hunters' gang is saved on this device, so the claim takes the Supply off their sheet too: said first, asked.
  const ask = epilogue.getByRole('group', { name: 'This Epilogue takes away' });
  await expect(ask).toContainText(`“${RIVAL}” on this device: Lost 1 Supply to ${base.name} (now 0; H13)`);
  await ask.getByRole('button', { name: 'Record it' }).click();
  const entry = log.locator('.rk-log-entry').filter({ hasText: 'Epilogue: Skirmish (Headhunters)' });
  await expect(entry).toContainText(`Claim: 2 Supply from ${RIVAL}, which holds 1: takes 1; ${RIVAL} loses it on its own sheet`);
  await expect(steps).toContainText(`“${RIVAL}” on this device lost it too: its log has the step, to undo there if needed.`);
  await writesSettled(page);
  const saved = (await storedRosterJson(page, 'heartbreaker')) as { name: string; resources: unknown; log: { title: string; changes: string[] }[] }[];
  expect(saved.find((r) => r.name === base.name)!.resources).toEqual({ reputation: 0, territory: 0, supply: 1, ammo: 0 });
  const hunters = saved.find((r) => r.name === RIVAL)!;
  expect(hunters.resources).toEqual({ reputation: 3, territory: 0, supply: 0, ammo: 5 });
  expect(hunters.log.at(-1)).toMatchObject({ title: `Taken by ${base.name}: a claim in the Epilogue of Headhunters (HB 1252)`, changes: [`Lost 1 Supply to ${base.name} (now 0; H13)`] });
  expect(errors).toEqual([]);
  await context.close();
});
