import { test, expect, type Page } from '@playwright/test';
import { cogRats } from '../unit/support/kuggkoping-warbands';
import { builderWith, expectAccessibleAndFitting, importFile, reloadBuilder, storedRosterJson, storedRosters, writesSettled } from './support/builder';
import { openFold } from './support/model-fold';

// Issue 35: "every step can be undone from the log, also after a reload". On a phone (360 px), in
// the Kuggköping builder: a recovery roll kills Greta (K18, KB 1665-1666), the warband is renamed
// by hand, the page is reloaded (the builder's own Undo last change then has nothing left), and
// "Undo this step" in the campaign log brings Greta back as she was, the rename kept.

test.describe.configure({ timeout: 120_000 });

interface Stored {
  name: string;
  characters: { name: string; archetype: string; gadgets: unknown[] }[];
  log: { title: string }[];
}
const stored = async (page: Page) => (await storedRosterJson(page, 'kuggkoping'))[0] as Stored;
const names = async (page: Page) => (await stored(page)).characters.map((c) => c.name);
/** The stored snapshots of the steps that can be undone, by key. */
const snapshotKeys = async (page: Page) => {
  await writesSettled(page);
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skirmish-shelf:step-undo:kuggkoping:')));
};

test('Kuggköping: a recovery roll that killed Greta is undone from the log after a reload; a later rename is kept', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, '/kuggkoping/builder/', async () => undefined, { width: 360 });
  await importFile(page, 'cog-rats.json', JSON.stringify({ ...cogRats(), log: [] }));
  await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  const before = await stored(page);
  expect(before.characters.map((c) => c.name)).toEqual(['Olga', 'Knut', 'Greta']);

  // The step: Greta rolls 1 with no gadget to lose, and is killed once the player applies it.
  const steps = log.locator('.kk-steps');
  await steps.getByRole('navigation', { name: 'Steps between games' }).getByRole('button', { name: /^(✓ )?Recovery roll/ }).click();
  await steps.getByLabel('Knocked-down Character').selectOption({ label: 'Greta' });
  await steps.getByRole('spinbutton', { name: 'Recovery roll (D6; empty: roll it here)' }).fill('1');
  await steps.getByRole('button', { name: 'Record the recovery roll' }).click();
  await steps.getByRole('button', { name: 'Kill Greta' }).click();
  await expect(log.locator('.rk-log-entry').last()).toContainText('Greta is killed');
  await expect.poll(() => names(page)).toEqual(['Olga', 'Knut']);
  const undo = log.getByRole('button', { name: 'Undo this step: Greta is killed' });
  await expect(undo).toBeVisible();
  await expect.poll(() => snapshotKeys(page)).toHaveLength(1);

  // A later change that does not touch Greta, then a reload: the in-memory Undo is gone.
  await page.getByRole('textbox', { name: 'Warband name' }).fill('The Cog Rats II');
  await expect.poll(async () => (await stored(page)).name).toBe('The Cog Rats II');
  await reloadBuilder(page);
  await expect(page.getByRole('button', { name: 'Undo last change' })).toBeDisabled();
  await openFold(log, /^Campaign log:/);

  // Undo this step, by keyboard: the question says who comes back, and focus is on its answer.
  await undo.focus();
  await page.keyboard.press('Enter');
  const question = log.getByRole('group', { name: 'Undo “Greta is killed”?' });
  await expect(question).toContainText('Bring back Greta (taken out by “Greta is killed”).');
  const confirm = question.getByRole('button', { name: 'Undo the step' });
  await expect(confirm).toBeFocused();
  await expectAccessibleAndFitting(page, 'the question before a step is undone');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('status').filter({ hasText: 'Undid “Greta is killed”' })).toBeVisible();

  // The warband as before the step, Greta's archetype and gadgets included, with the later rename.
  await expect.poll(() => stored(page)).toEqual({ ...before, name: 'The Cog Rats II' });
  await expect(log.locator('.rk-log-entry')).toHaveCount(0);

  // The undo is a change like any other: Undo last change takes it back (Greta killed again), and the
  // step can be undone from the log once more.
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect.poll(() => names(page)).toEqual(['Olga', 'Knut']);
  await expect(undo).toBeVisible();

  // Removing the entry asks whether to undo what it changed too; "the words only" keeps Greta dead.
  await log.getByRole('button', { name: 'Remove log entry 1: Greta is killed' }).click();
  const remove = log.getByRole('group', { name: 'Remove “Greta is killed”?' });
  await expect(remove).toContainText('“Greta is killed” changed the warband. Remove only its words from the log, or undo what it changed too?');
  await remove.getByRole('button', { name: 'Remove the words only' }).click();
  await expect.poll(async () => (await stored(page)).log).toEqual([]);
  expect(await names(page)).toEqual(['Olga', 'Knut']);

  // Deleting the roster deletes its snapshots.
  await page.getByRole('group', { name: 'This warband' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => storedRosters(page, 'kuggkoping')).toEqual({});
  await expect.poll(() => snapshotKeys(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
