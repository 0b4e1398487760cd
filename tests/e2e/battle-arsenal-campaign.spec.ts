/**
 * The Arsenal Campaign's week from the encounter to its Aftermath at 360 px (issue 35): the example
 * crew (week 2 begun, Guild Hound hired) saved in the tracker and played; the encounter set up; two
 * rounds scored for both crews in the battle's score fold (the only place the play view keeps VP, the
 * Strategy's VP and a withdrawal); Nino Finished Off; the opponent's Strategic Withdrawal on turn 2
 * (l.108: they score no VP); End game with the result worked out; the report printed; then the
 * tracker's steps of the week as a guided sequence, the game step filled from the game (the result
 * as played, the VP, 3 VP from the Strategy, the withdrawal's turn, Nino), taken; Barter next with
 * its 2 flips (l.148); after a reload the sequence where it was; a purchase that spends script asks
 * first; a new bounty bought (phase 5, l.164-170), asked first as it spends; the report's link on the
 * opponent's phone, kept in its own crew, whose week's game it becomes, seen from its side.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, reloadBuilder, storedRosterJson, waitForIsland, writesSettled } from './support/builder';
import { expectReportAfterReload } from './support/report';
import { campaignSteps } from './support/campaign-steps';
import { example } from './support/examples';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';

/** The opponent's crew: the example, renamed. */
const RIVALS = { ...(example('arsenal-campaign') as object), name: 'The Glass Saints' };

const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const oneMore = async (page: Page, label: string, times = 1) => {
  for (let i = 0; i < times; i++) await counter(page, label).getByRole('button', { name: `${label}: one more` }).click();
};
const OUR_STRATEGY = 'Your crew: VP from the Strategy';
const OUR_OTHER = 'Your crew: Other VP';
const THEIR_OTHER = 'Their crew: Other VP';
const THEY_WITHDREW = 'Their crew: Strategic Withdrawal (in the turn made)';
const scoreFold = (page: Page): Locator => page.locator('details.pk-score:not([aria-busy])');
const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The tracker's campaign log, opened, and the week's steps in it. */
const weekSteps = (page: Page) => campaignSteps(page, '.ac-steps', 'The week’s steps');

test('Arsenal Campaign: the encounter scored in play, End game, and the week’s Aftermath as a guided sequence filled from the game; kept after a reload (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, '/arsenal-campaign/builder/');
  await importFile(page, 'ortega.json', JSON.stringify(example('arsenal-campaign')));
  await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  await page.getByRole('button', { name: 'Play this crew' }).click();
  await expect(page).toHaveURL(/\/arsenal-campaign\/play\/$/);
  await waitForIsland(page);
  for (const name of ['Nino Ortega', 'Perdita Ortega', 'Guild Hound']) await page.getByRole('button', { name: `Hire ${name}` }).click();
  // The opponent's crew added from its share link (issue 35: both sides' fates; 37: their cards):
  // their Perdita killed and Finished Off (their controller's flip, l.97-98), their Guild Hound not hired.
  const panel = page.locator('details.pk-opponent:not([aria-busy])');
  await panel.locator(':scope > summary').click();
  await page.getByLabel('Or their share link').fill(`https://example.org/arsenal-campaign/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(RIVALS))}`);
  await page.getByRole('button', { name: 'Add the opponent' }).click();
  const foes = page.getByRole('list', { name: 'The opponent’s models' });
  await foes.getByRole('button', { name: 'Perdita Ortega: out of the game' }).click();
  await foes.getByRole('button', { name: 'Perdita Ortega: Finished Off' }).click();
  await foes.getByRole('button', { name: 'Guild Hound: Not hired' }).click();
  // Not in this game, it takes nothing: every button of its row but that mark waits until it is taken off.
  for (const b of ['Guild Hound: take 1 damage', 'Guild Hound: out of the game', 'Guild Hound: Buried', 'Guild Hound: Finished Off']) await expect(foes.getByRole('button', { name: b })).toBeDisabled();
  await expect(foes.getByRole('button', { name: 'Guild Hound: Not hired' })).toBeEnabled();
  // Their Health is on their cards: the line counts damage up, and the buttons say so (+ takes, − heals).
  await page.getByLabel('A hit on their models is').fill('2');
  await expect(foes.getByRole('button', { name: '+2: a hit of 2 on Nino Ortega' })).toHaveText('+2');
  await foes.getByRole('button', { name: '+2: a hit of 2 on Nino Ortega' }).click();
  await expect(foes.getByRole('button', { name: 'Nino Ortega: heal 1' })).toHaveText('−1');
  await expect(foes.locator('.pk-foe-name')).toContainText(['Nino Ortega: 2 damage', 'Perdita Ortega: 0 damage · out · Finished Off', 'Guild Hound: 0 damage · Not hired']);
  const theirNino = foes.locator('li').filter({ hasText: 'Nino Ortega' });
  await theirNino.locator('.pk-datacard summary').click();
  await expect(theirNino.locator('.pk-datacard-body')).toContainText('Injuries: Bad Knee');
  await expectAccessibleAndFitting(page, 'arsenal opponent crew', { bothThemes: true });
  await panel.locator(':scope > summary').click();
  // The encounter's own panel has no Result inputs of its own: the score fold is the one place.
  await expect(page.locator('.ac-play-setup summary', { hasText: /^Result:/ })).toHaveCount(0);

  // Set up: the week's encounter, preselected; your crew first.
  const battle = page.getByRole('region', { name: 'The encounter and the score' });
  await battle.getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: 'Set up the encounter' });
  await expect(setup.getByRole('radio', { name: 'The week’s encounter' })).toBeChecked();
  await expect(setup).toContainText('The crew with more VP wins');
  await setup.getByRole('radio', { name: 'Your crew' }).check();
  await setup.getByRole('button', { name: 'Set up the encounter' }).click();
  await expect(setup).toHaveCount(0);

  // Round 1: 2 VP from the Strategy for us, 1 VP for them.
  const fold = scoreFold(page);
  await fold.locator('summary').click();
  await oneMore(page, OUR_STRATEGY, 2);
  await oneMore(page, THEIR_OTHER);
  await expect(fold.locator('summary')).toHaveText(/^Score 2–1 VP · Round 1/);
  // Round 2: 1 more from the Strategy (3: a second Barter flip, l.148), 2 other VP; 1 for them; then they withdraw.
  await page.getByRole('button', { name: 'Next round' }).click();
  await oneMore(page, OUR_STRATEGY);
  await oneMore(page, OUR_OTHER, 2);
  await oneMore(page, THEIR_OTHER);
  await oneMore(page, THEY_WITHDREW);
  await expect(fold.locator('summary')).toHaveText(/^Score 5–2 VP · Round 2/);
  // The game goes on (l.108: the crew that stayed may use the turns left): no standing yet.
  await expect(battle.locator('.pk-standing[role="status"]')).toHaveText('');

  // Nino killed (1 Health, 1 damage), flipped 3 or more: Finished Off.
  const nino = card(page, 'Nino Ortega');
  await nino.getByRole('button', { name: 'Health (from its card): one more' }).click();
  await nino.getByRole('button', { name: 'Take 1 damage' }).click();
  await nino.getByRole('button', { name: 'Finished Off', exact: true }).click();
  await expectAccessibleAndFitting(page, 'arsenal encounter scored');

  // End game: won by the score, preselected (l.108: a crew withdrawing on turn 2 scores no VP).
  await page.getByRole('button', { name: 'End game' }).click();
  const end = page.getByRole('group', { name: 'End the game' });
  await expect(end).toContainText('They withdrew on turn 2: their crew scores no VP; 5 VP to 0: your crew wins.');
  await expect(end.getByRole('radio', { name: 'Win' })).toBeChecked();
  await end.getByRole('button', { name: /^Record/ }).click();
  const report = page.getByRole('region', { name: 'Match report' });
  await expect(report.getByRole('heading', { name: 'The week’s encounter: won' })).toBeVisible();
  await expect(report).toContainText('Barter: 2 flips, 1 more for 3 VP from the Strategy (3 or more).');
  // Both crews' fates; a model not hired (the opponent's Guild Hound) has none.
  const theirFates = report.locator('.pk-report-fates').filter({ hasText: 'Their crew: how each model ended' });
  await expect(theirFates.locator('li')).toHaveText(['Nino Ortega: In the game at the end', 'Perdita Ortega: Finished Off']);
  // Printed: Print the report puts the report alone on the sheet (the browser's dialog stubbed).
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await report.getByRole('button', { name: 'Print the report' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByRole('heading', { name: 'The week’s encounter: won' })).toBeVisible();
  await expect(card(page, 'Nino Ortega')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => dispatchEvent(new Event('afterprint')));
  const link = await report.getByRole('textbox', { name: 'The report’s link' }).inputValue();
  // Reloaded, the play page shows the ended game's report as it was, its link the same.
  await expectReportAfterReload(page, 'The week’s encounter: won', link);
  expect(link).toMatch(/\/arsenal-campaign\/play\/#report=/);

  // The week in the tracker: what End game wrote.
  await writesSettled(page);
  const [saved] = (await storedRosterJson(page, 'arsenal-campaign')) as { weeks: { game: Record<string, unknown> | null }[] }[];
  expect(saved!.weeks[1]!.game).toMatchObject({ result: 'win', vp: 5, strategyVp: 3, opponentVp: 2, opponentWithdrewOnTurn: 2, finishedOff: ['nino'] });

  // The steps of the week: one due, the game step open and filled from the game.
  await openBuilder(page, '/arsenal-campaign/builder/');
  let { log, steps, sequence } = await weekSteps(page);
  await expect(sequence.getByRole('status')).toHaveText('1 step to do, next: The game, Aftermath Hand and Payday.');
  await expect(sequence.getByRole('button', { name: /^The game, Aftermath Hand and Payday/ })).toHaveAttribute('aria-current', 'step');
  await expect(sequence.getByRole('button', { name: /^Barter flips/ })).toContainText('nothing to do: after the game step');
  await expect(steps.getByRole('spinbutton', { name: 'Our VP', exact: true })).toHaveValue('5');
  await expect(steps.getByRole('spinbutton', { name: 'Our VP from the Strategy', exact: true })).toHaveValue('3');
  await expect(steps.getByRole('spinbutton', { name: "The opponent's VP", exact: true })).toHaveValue('2');
  await expect(steps.getByLabel("The opponent's Strategic Withdrawal")).toHaveValue('2');
  await expect(steps.getByLabel('Nino Ortega was Finished Off')).toBeChecked();
  await expect(steps.getByLabel('Perdita Ortega was Finished Off')).not.toBeChecked();
  await expectAccessibleAndFitting(page, 'arsenal week steps', { bothThemes: true });
  await steps.getByRole('button', { name: 'Record the game and Payday' }).click();
  await expect(log.locator('.rk-log-entry').last()).toContainText('Week 2: Aftermath Hand and Payday');

  // The sequence moves on: Barter, with the Strategy's second flip.
  await expect(sequence.getByRole('button', { name: /^Barter flips/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps).toContainText('Barter: 2 flips: 3 VP from the Strategy give 1 more.');
  await expect(sequence.getByRole('status')).toHaveText('2 steps to do, next: Barter flips.');

  // Reloaded: the sequence where it was.
  await writesSettled(page);
  await reloadBuilder(page);
  ({ log, steps, sequence } = await weekSteps(page));
  await expect(sequence.getByRole('button', { name: /^Barter flips/ })).toHaveAttribute('aria-current', 'step');
  await expect(sequence.getByRole('button', { name: /The game, Aftermath Hand and Payday/ })).toContainText('done: won, 5 VP');

  // Barter with a purchase: it spends script, so it asks first.
  await steps.getByRole('spinbutton', { name: 'Barter flip 1: the card kept' }).fill('7');
  await steps.getByRole('spinbutton', { name: 'Barter flip 2: the card kept' }).fill('12');
  await steps.getByLabel('Buy a campaign upgrade whose Barter Rating equals a flip').check();
  await steps.getByLabel('Campaign upgrade bought').fill('Lucky Coin');
  await steps.getByLabel('Its Barter Rating').selectOption('12');
  await steps.getByRole('spinbutton', { name: 'Its Campaign Cost (script)' }).fill('2');
  await steps.getByRole('button', { name: 'Record the Barter' }).click();
  const ask = steps.getByRole('group', { name: 'Spend script?' });
  await expect(ask).toContainText(/^Buying Lucky Coin spends 2 of the crew’s \d+ script, leaving \d+\. Go ahead\?/);
  await ask.getByRole('button', { name: 'Yes, spend it' }).click();
  await expect(log.locator('.rk-log-entry').last()).toContainText('Bought Lucky Coin (BR 12; joins the Arsenal) for 2 script');
  // One log (issue 35): after End game and the week's steps the game is in the crew's log once, End
  // game's entry; the steps after it are steps that do not say the result again.
  await expect(log.locator('.rk-log-kind', { hasText: 'Game played' })).toHaveCount(1);
  await expect(log.locator('.rk-log-entry').filter({ hasText: /\bwon\b/ })).toHaveCount(1);
  await expect(log.locator('.rk-log-entry strong')).toHaveText([/^The week’s encounter against The Glass Saints \(.+\): won$/, 'Week 2: Aftermath Hand and Payday', 'Week 2: Barter']);
  await writesSettled(page);
  const [kept] = (await storedRosterJson(page, 'arsenal-campaign')) as { version: number; log: { kind: string }[] }[];
  expect(kept!.version).toBe(3);
  expect(kept!.log.filter((e) => e.kind === 'game')).toHaveLength(1);
  // Next: Nino's injury flip.
  await expect(sequence.getByRole('button', { name: /^Injury flips/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByLabel('Model Finished Off')).toHaveText('Nino Ortega');
  // Phase 5, optional (l.164-170): a new bounty for 4 script, replacing the one held; it spends, so it asks first.
  const buy = sequence.getByRole('button', { name: /^Buy a bounty/ });
  await expect(buy).toContainText(/optional: 4 of \d+ script; it replaces Hunt the Beast/);
  await buy.click();
  await steps.getByLabel('Bounty bought').fill('Break the Siege');
  await steps.getByRole('button', { name: 'Buy the bounty' }).click();
  const askBounty = steps.getByRole('group', { name: 'Spend script?' });
  await expect(askBounty).toContainText(/^Buying the bounty Break the Siege discards Hunt the Beast \(no part marked off\) and spends 4 of the crew’s \d+ script/);
  await askBounty.getByRole('button', { name: 'Yes, spend it' }).click();
  await expect(log.locator('.rk-log-entry').last()).toContainText('Week 2: bounty bought');
  await expect(log.locator('.rk-log-entry').last()).toContainText('Break the Siege: 4 script');
  await expect(sequence.getByRole('button', { name: /Buy a bounty/ })).toContainText('done: bought Break the Siege');
  expect(errors).toEqual([]);
  await context.close();

  // The report's link on the opponent's phone, which holds its own crew (the example, renamed): kept
  // there, it is that crew's week's game, seen from its side (they withdrew on turn 2: no VP, l.108),
  // and its Aftermath starts from it with nothing typed.
  const other = await freshContext(browser, { width: 360 });
  await openBuilder(other.page, '/arsenal-campaign/builder/');
  await importFile(other.page, 'rivals.json', JSON.stringify(RIVALS));
  await expect(other.page.getByText(/^Imported “The Glass Saints” as a new /)).toBeVisible();
  await other.page.goto(link);
  await waitForIsland(other.page);
  const opened = other.page.getByRole('region', { name: 'Match report' });
  await expect(opened.getByRole('heading', { name: 'The week’s encounter: won' })).toBeVisible();
  await opened.getByRole('button', { name: 'Keep the report' }).click();
  await expect(opened.getByText(/^Kept in the campaign log of “The Glass Saints”, as the game against /)).toBeVisible();
  await writesSettled(other.page);
  const [theirs] = (await storedRosterJson(other.page, 'arsenal-campaign')) as { weeks: { game: Record<string, unknown> | null }[]; log: { kind: string }[] }[];
  expect(theirs!.weeks[1]!.game).toMatchObject({ result: 'loss', vp: 0, strategyVp: 0, opponentVp: 5, withdrewOnTurn: 2, finishedOff: ['perdita'] });
  // Their crew that played is the one the report names: the Guild Hound marked Not hired is not in it.
  expect(theirs!.weeks[1]!.game!.participants).toEqual(['nino', 'perdita']);
  await openBuilder(other.page, '/arsenal-campaign/builder/');
  const theirSteps = await weekSteps(other.page);
  await expect(theirSteps.sequence.getByRole('button', { name: /^The game, Aftermath Hand and Payday/ })).toHaveAttribute('aria-current', 'step');
  await expect(theirSteps.steps.getByRole('spinbutton', { name: 'Our VP', exact: true })).toHaveValue('0');
  await expect(theirSteps.steps.getByRole('spinbutton', { name: "The opponent's VP", exact: true })).toHaveValue('5');
  await expect(theirSteps.steps.getByLabel('Our Strategic Withdrawal')).toHaveValue('2');
  await expect(theirSteps.log.locator('.rk-log-kind', { hasText: 'Game played' })).toHaveCount(1);
  expect(other.errors).toEqual([]);
  await other.context.close();
});
