import { test, expect, type Locator, type Page } from '@playwright/test';
import { example } from './support/examples';
import { cogRats } from '../unit/support/kuggkoping-warbands';
import { builderWith, expectAccessibleAndFitting, exportOpenRoster, importFile, printToPdf, reloadBuilder, storedRosterJson } from './support/builder';
import { openFold } from './support/model-fold';
import { hire, ortegaPosse } from './support/arsenal-crew';

// A two-game campaign per game played through the campaign log's steps on a phone (360
// px), then reloaded, exported and imported back identical, and printed with its log. The rosters
// are imported (building them by clicking is not the point here).

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360 };

/** Imports `roster` as a file and opens its campaign log. */
async function withRoster(page: Page, roster: unknown): Promise<Locator> {
  await importFile(page, 'campaign.json', JSON.stringify(roster));
  await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  return log;
}

/** Opens a step of a guided sequence of steps between games by its button (label, then its status). */
const openStep = (steps: Locator, label: string) => steps.getByRole('navigation', { name: 'Steps between games' }).getByRole('button', { name: new RegExp(`^(✓ )?${label}`) }).click();

/** The log's entries as text, oldest first. */
const entries = (log: Locator) => log.locator('.rk-log-entry');

/** The steps are accessible and fit the phone; reload keeps the roster; Export gives what is stored; importing that file adds the same roster again; the print has the log. */
async function expectKeptAndPrinted(page: Page, game: string, printed: readonly string[]): Promise<void> {
  await expectAccessibleAndFitting(page, `${game} campaign steps`);
  const [before] = await storedRosterJson(page, game);
  await reloadBuilder(page);
  expect(await storedRosterJson(page, game)).toEqual([before]);
  const file = await exportOpenRoster(page);
  expect(JSON.parse(file.text)).toEqual(before);
  await importFile(page, file.name, file.text);
  await expect.poll(() => storedRosterJson(page, game)).toEqual([before, before]);
  const pdf = await printToPdf(page);
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(text).toContain('Campaign log');
  for (const line of printed) expect(text).toContain(line);
}

test('Kuggköping: missions 1 and 2 with grit restored and a recovery roll losing the gadget picked at the table', async ({ browser }) => {
  const warband = { ...cogRats({ olga: { gritLost: 1 } }), log: [] };
  const { context, page, errors } = await builderWith(browser, '/kuggkoping/builder/', async () => undefined, PHONE);
  const log = await withRoster(page, warband);
  const steps = log.locator('.kk-steps');
  await steps.getByRole('button', { name: /^Start expedition 1 \(Normal\)$/ }).click();
  await expect(entries(log).last()).toContainText('Next: Mission 1 (Normal)');

  await openStep(steps, 'The game just played');
  await steps.getByLabel('What happened (one per line)').fill('Olga lost 1 grit');
  await steps.getByRole('button', { name: 'Victory condition achieved' }).click();
  await expect(entries(log).last()).toContainText(/Mission 1 \(Normal, .+\): won/);
  await expect(entries(log).last()).toContainText('Next: Mission 2 (Normal)');

  await openStep(steps, 'Restore grit');
  await steps.getByRole('button', { name: 'Restore every Character’s grit' }).click();
  await expect(entries(log).last()).toContainText('Grit restored');
  await expect(entries(log).last()).toContainText('Olga gets back 1 grit');

  await openStep(steps, 'The game just played');
  await steps.getByLabel('What happened (one per line)').fill('Knut knocked down');
  await steps.getByRole('button', { name: 'Failed' }).click();
  await expect(entries(log).last()).toContainText('Next: Run to safety (Normal), then mission 3');

  await openStep(steps, 'Recovery roll');
  await steps.getByLabel('Knocked-down Character').selectOption({ label: 'Knut' });
  await steps.getByRole('spinbutton', { name: 'Recovery roll (D6; empty: roll it here)' }).fill('1');
  await steps.getByLabel('Gadget lost on a failure').selectOption({ label: 'Hooks (picked at the table)' });
  await steps.getByRole('button', { name: 'Record the recovery roll' }).click();
  await expect(entries(log).last()).toContainText('Knut loses Hooks, chosen at random at the table');
  const [saved] = (await storedRosterJson(page, 'kuggkoping')) as { characters: { name: string; gadgets: { name: string }[]; gritLost: number }[] }[];
  expect(saved!.characters.map((c) => [c.name, c.gritLost, c.gadgets.map((g) => g.name)])).toEqual([
    ['Olga', 0, ['Handgun']],
    ['Knut', 0, ['Spike Armor']],
    ['Greta', 0, []],
  ]);

  await expectKeptAndPrinted(page, 'kuggkoping', ['Olga gets back 1 grit', 'Knut loses Hooks, chosen at random at the table', 'Next: Run to safety (Normal), then mission 3']);
  expect(errors).toEqual([]);
  await context.close();
});

test('Heartbreaker: First Blood with a Bounty declared, then Score to Settle paying it as Reputation', async ({ browser }) => {
  const gang = { ...example('heartbreaker'), version: 2, resources: { reputation: 0, territory: 0, supply: 0, ammo: 0 }, log: [] };
  const { context, page, errors } = await builderWith(browser, '/heartbreaker/builder/', async () => undefined, PHONE);
  const log = await withRoster(page, gang);
  const arc = log.locator('.hb-arc');
  await arc.getByLabel('Rival gang').fill('The Gravel Kings');
  await arc.getByRole('button', { name: 'Start an arc against The Gravel Kings' }).click();

  await arc.getByLabel('Scenario', { exact: true }).fill('Dead Drop');
  await arc.getByRole('spinbutton', { name: 'From the scenario: Reputation (a loss below 0)' }).fill('2');
  await arc.getByLabel('Declare a Bounty on (a rival fighter)').fill('Hex');
  await arc.getByRole('button', { name: 'Record First Blood and its Epilogue' }).click();
  await expect(entries(log).nth(1)).toContainText('First Blood (Dead Drop) against The Gravel Kings: won');
  await expect(entries(log).nth(1)).toContainText('Bounty declared on Hex: now 1');
  // The titles are a step of their own in the sequence; after them it goes back to the arc.
  await arc.getByRole('navigation', { name: 'Steps between games' }).locator('.rk-sequence-step').filter({ hasText: 'Titles' }).click();
  await arc.getByRole('button', { name: 'Work out the titles again' }).click();
  await expect(entries(log).nth(2)).toContainText('Titles worked out again');
  await expect(entries(log).nth(2)).toContainText('Legend (most Reputation): Mother Cog of The Rust Saints (this gang), 2');

  await arc.getByLabel('How the game went').selectOption('lost');
  await arc.getByLabel('Scenario', { exact: true }).fill('Catch and Release');
  await arc.getByLabel('Rival fighters we Took Down (comma between names)').fill('Hex');
  await arc.getByRole('button', { name: 'Record Score to Settle and its Epilogue' }).click();
  await expect(entries(log).nth(3)).toContainText('Score to Settle (Catch and Release) against The Gravel Kings: lost');
  await expect(entries(log).nth(3)).toContainText('Hex Taken Down: Bounty 1 paid as 1 Reputation');
  await expect(entries(log).nth(3)).toContainText('Reputation +1 (now 3)');
  const [saved] = (await storedRosterJson(page, 'heartbreaker')) as { resources: { reputation: number }; arcs: unknown; rivalBounties: unknown }[];
  expect(saved!.resources.reputation).toBe(3);
  // One win each: the arc goes on to Heartbreaker (H11); the Bounty on Hex stays with Hex, paid and reset.
  expect(saved!.arcs).toEqual([{ rival: 'The Gravel Kings', step: 'heartbreaker', results: ['won', 'lost'] }]);
  expect(saved!.rivalBounties).toEqual([{ rival: 'The Gravel Kings', fighter: 'Hex', bounty: 0 }]);

  await expectKeptAndPrinted(page, 'heartbreaker', ['First Blood (Dead Drop) against The Gravel Kings: won', 'Hex Taken Down: Bounty 1 paid as 1 Reputation']);
  expect(errors).toEqual([]);
  await context.close();
});

test('Arsenal Campaign: two weeks, the crew within the encounter size, a rival’s withdrawal and its payday', async ({ browser }) => {
  const crew = ortegaPosse(20, [hire('perdita', 'Perdita Ortega', 'henchman', 0, 4, true), hire('nino', 'Nino Ortega', 'other', 8, null), hire('santiago', 'Santiago Ortega', 'other', 9, null)]);
  const { context, page, errors } = await builderWith(browser, '/arsenal-campaign/builder/', async () => undefined, PHONE);
  const log = await withRoster(page, crew);
  const steps = log.locator('.ac-steps');
  // The week's steps are a guided sequence: a step is opened from its line in the list.
  const LABELS: Record<string, string> = { week: 'Begin a week', hire: 'New Hires: hire a model', crew: 'Hire the crew for the game', game: 'The game, Aftermath Hand and Payday', injury: 'Injury flips' };
  const step = (name: string) => steps.getByRole('navigation', { name: 'The week’s steps' }).getByRole('button', { name: new RegExp(LABELS[name]!) }).click();
  const spin = (name: string) => steps.getByRole('spinbutton', { name, exact: true });

  // Week 1: Perdita leads (13 − cache 4 = 9), Nino 8, a 1 SS upgrade: 18 of 23 (the opponent's 18 + 5).
  await step('crew');
  await steps.getByLabel('Santiago Ortega', { exact: true }).uncheck();
  await steps.getByLabel('Upgrades taken, one per line with the SS cost').fill('Sharpshooter 1');
  await spin("Opponent's Arsenal total (SS)").fill('18');
  await steps.getByRole('button', { name: 'Hire this crew' }).click();
  await expect(entries(log).last()).toContainText('Perdita Ortega: 9 SS (leader, 13 − cache 4)');
  await expect(entries(log).last()).toContainText('5 SS left over: 5 to the soulstone pool');

  await step('game');
  await spin('Our VP').fill('5');
  await spin('Our VP from the Strategy').fill('3');
  await spin("The opponent's VP").fill('3');
  await steps.getByLabel('Nino Ortega was Finished Off').check();
  await steps.getByRole('button', { name: 'Record the game and Payday' }).click();
  await expect(entries(log).last()).toContainText('Week 1: won, 5 VP to 3');
  await expect(entries(log).last()).toContainText('Aftermath Hand: 2 cards');
  await expect(entries(log).last()).toContainText('Payday: 3 for VP + 1 for a win + 0 for the rating gap = 4');
  await expect(entries(log).last()).toContainText('Script: 7');

  await step('injury');
  // AC l.181: past the station's maximum, the model is Annihilated (the book prints no maximum).
  await expect(steps.getByText('Nino Ortega’s injuries: none yet. More injuries than its station allows and the model is Annihilated;')).toBeVisible();
  await steps.getByLabel('Injury flipped').fill('Bad Knee');
  await steps.getByRole('button', { name: 'Record the injury' }).click();
  await expect(entries(log).last()).toContainText('Nino Ortega: Bad Knee');
  // The sequence moves on; the injury's line says it is done.
  await expect(steps.getByRole('navigation', { name: 'The week’s steps' }).getByRole('button', { name: /Injury flips/ })).toContainText('done: Nino Ortega flipped');

  // Week 2: the Guild Hound as the week's first hire costs 4 − 5, so 0.
  await step('week');
  await steps.getByLabel('Weekly event').fill('Bandit Raid');
  await steps.getByRole('button', { name: 'Begin week 2' }).click();
  await step('hire');
  await steps.getByLabel('Model hired').fill('Guild Hound');
  await spin('Its printed cost (SS)').fill('4');
  await steps.getByRole('button', { name: 'Hire Guild Hound' }).click();
  await expect(entries(log).last()).toContainText('Other model, 4 SS: 0 script (the week’s first hire)');
  await step('crew');
  await steps.getByLabel('Upgrades taken, one per line with the SS cost').fill('');
  await spin("Opponent's Arsenal total (SS)").fill('25');
  await steps.getByRole('button', { name: 'Hire this crew' }).click();
  await expect(entries(log).last()).toContainText('30 of 30 SS');

  // The rival withdraws on turn 4 while ahead 4 to 2: we count 5, win, and the payday is whole. Our
  // rating is −1 after Nino's injury, theirs 2: 3 more script for the gap.
  await step('game');
  await spin('Our VP').fill('2');
  await spin('Our VP from the Strategy').fill('1');
  await spin("The opponent's VP").fill('4');
  await spin("The opponent's campaign rating").fill('2');
  await steps.getByLabel("The opponent's Strategic Withdrawal").selectOption('4');
  await steps.getByRole('button', { name: 'Record the game and Payday' }).click();
  const week2 = entries(log).last();
  await expect(week2).toContainText('Week 2: won, 2 VP to 4 (counted 5)');
  await expect(week2).toContainText('The opponent withdrew on turn 4: we count 5 VP, 1 more than their 4');
  await expect(week2).toContainText('Payday: 3 for VP + 1 for a win + 3 for the rating gap = 7');
  await expect(week2).toContainText('Script: 14');
  const [saved] = (await storedRosterJson(page, 'arsenal-campaign')) as { weeks: { game: unknown; injuries: unknown }[] }[];
  expect(saved!.weeks[0]!.injuries).toEqual([{ model: 'nino', name: 'Bad Knee' }]);
  expect(saved!.weeks[1]!.game).toMatchObject({ result: 'win', vp: 2, opponentVp: 4, opponentWithdrewOnTurn: 4, participants: ['perdita', 'nino', 'santiago', 'guild-hound'] });
  await expect(page.locator('.rk-problems')).toContainText('No problems: this crew follows every building rule we check.');

  await expectKeptAndPrinted(page, 'arsenal-campaign', ['Week 2: won, 2 VP to 4 (counted 5)', 'Payday: 3 for VP + 1 for a win + 3 for the rating gap = 7', 'Nino Ortega: Bad Knee']);
  expect(errors).toEqual([]);
  await context.close();
});

test('Kuggköping: a recovery roll that kills says so and asks first (K18, KB 1665-1666); Cancel changes nothing, Undo last change brings the Character back', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, '/kuggkoping/builder/', async () => undefined, PHONE);
  const log = await withRoster(page, { ...cogRats(), log: [] });
  const steps = log.locator('.kk-steps');
  const names = async () => ((await storedRosterJson(page, 'kuggkoping')) as { characters: { name: string }[] }[])[0]!.characters.map((c) => c.name);
  await openStep(steps, 'Recovery roll');
  await steps.getByLabel('Knocked-down Character').selectOption({ label: 'Greta' });
  await steps.getByRole('spinbutton', { name: 'Recovery roll (D6; empty: roll it here)' }).fill('1');
  await steps.getByRole('button', { name: 'Record the recovery roll' }).click();
  await expect(steps.locator('.kk-ask [role="alert"]')).toContainText('Greta will be killed: Greta rolls 1 against');
  await steps.getByRole('button', { name: 'Cancel' }).click();
  await expect(steps.locator('.kk-ask')).toHaveCount(0);
  expect(await names()).toEqual(['Olga', 'Knut', 'Greta']);

  await steps.getByRole('button', { name: 'Record the recovery roll' }).click();
  await steps.getByRole('button', { name: 'Kill Greta' }).click();
  await expect(entries(log).last()).toContainText('Greta is killed');
  await expect.poll(names).toEqual(['Olga', 'Knut']);
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect.poll(names).toEqual(['Olga', 'Knut', 'Greta']);
  expect(errors).toEqual([]);
  await context.close();
});
