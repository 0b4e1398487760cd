/**
 * The builders' choices that take their own button away keep the focus in the builder
 * (src/components/roster/Notices.tsx, src/components/tools/unavailable.ts): a shared roster's banner
 * (Save a copy, Close it) goes with its buttons, and the focus goes on from the builder's heading;
 * Undo last change with nothing left to undo stays focused, unavailable (aria-disabled). Before, each
 * left the focus on the page's body, where a screen reader starts again from the top.
 * Move up and Move down take the model's editor and the focus with the model (src/components/roster/ListButtons.tsx's
 * MoveButtons): before, the editor stayed at the old place, now holding the other model, and the
 * focus on that model's button, so a second press moved the first model back. Remove closes the
 * editor and focuses the card now at its place (before, the next model's editor opened there, its own
 * Remove under the focus, and a second press removed it too); an item's Remove, the same within a
 * model (RemoveEntryButton), focuses the item now at its place. Any other press whose
 * button goes with it keeps the focus near it (src/components/tools/refocus.ts): a gadget given to
 * another Character leaves it on the giver's block, and a step between games taken leaves it on the
 * step now due in the sequence's list. The Arsenal Campaign's hires within a week do the same as the
 * models: Hire … earlier keeps the hire's editor open, the focus and the button's place, and Remove
 * focuses the hire now at its place (src/components/arsenal-campaign/builder/WeekEditor.tsx).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { builderWith, freshContext, storedRosterJson, waitForIsland } from './support/builder';
import { example } from './support/examples';
import { openFold, openModel } from './support/model-fold';
import { importExampleClub, model as wolsungModel } from './support/builders/wolsung';

async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** A fresh phone-width browser on a builder opened from a link to the game's example, saved by keyboard (Save a copy). */
async function savedFromLink(browser: Browser, slug: string) {
  const fresh = await freshContext(browser, { width: 360 });
  await fresh.page.goto(`/${slug}/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(example(slug)))}`);
  await waitForIsland(fresh.page);
  await press(fresh.page, fresh.page.getByRole('region', { name: 'Opened from a link' }).getByRole('button', { name: 'Save a copy' }));
  return fresh;
}

test('Kuggköping builder: Save a copy and Close it on a shared warband, and Undo last change at its end, keep the focus in the builder (360 px)', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  const link = `/kuggkoping/builder/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`;
  await page.goto(link);
  await waitForIsland(page);
  const heading = page.getByRole('heading', { name: 'Warband builder', level: 2 });
  const banner = page.getByRole('region', { name: 'Opened from a link' });

  await press(page, banner.getByRole('button', { name: 'Save a copy' }));
  await expect(banner).toHaveCount(0);
  await expect(heading).toBeFocused();
  // Tab goes on from there into the builder, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Warbands saved on this device \(1\)$/);

  // One change, then Undo last change until there is nothing left: the button keeps the focus and says it is unavailable.
  const name = page.getByRole('textbox', { name: 'Warband name' });
  const saved = await name.inputValue();
  await name.fill('The Cog Rats II');
  await expect(name).toHaveValue('The Cog Rats II');
  const undo = page.getByRole('button', { name: 'Undo last change' });
  await press(page, undo);
  // The rename is taken back, to the name the copy was saved with.
  await expect(name).toHaveValue(saved);
  expect(saved).not.toBe('The Cog Rats II');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();

  // The same link again, closed this time.
  await page.goto('about:blank');
  await page.goto(link);
  await waitForIsland(page);
  await press(page, banner.getByRole('button', { name: 'Close it' }));
  await expect(banner).toHaveCount(0);
  await expect(heading).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});

test('Wolsung SSG builder: Move up and Move down take the model’s editor, the focus and the button’s place with the model; Remove leaves the focus on the card now there (360 px)', async ({ browser }) => {
  const { context, page } = await builderWith(browser, '/wolsung/builder/', importExampleClub, { width: 360 });
  const order = async () => ((await storedRosterJson(page, 'wolsung')) as { name: string; models: { name: string }[] }[]).find((r) => r.name === 'The Brass Lantern Society')!.models.map((m) => m.name);
  const openTitles = page.locator('.rk-model-toggle[aria-expanded="true"]');
  await openModel(wolsungModel(page, 2));
  const up = page.getByRole('button', { name: 'Move Brass golem up' });
  const down = page.getByRole('button', { name: 'Move Brass golem down' });
  await up.scrollIntoViewIfNeeded();
  const top = (await up.boundingBox())!.y;

  await press(page, up);
  await expect.poll(order).toEqual(['Brass golem', 'Professor Ignatius Vane', 'Hired rifleman']);
  await expect(openTitles).toHaveCount(1);
  await expect(wolsungModel(page, 1).locator('.rk-model-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(up).toBeFocused();
  expect(Math.abs((await up.boundingBox())!.y - top)).toBeLessThan(1);
  // At the top it is unavailable and keeps the focus; another press moves nothing.
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();

  // Down twice, by keyboard: the focus stays on Move Brass golem down, where the pressed button was.
  await down.focus();
  const downTop = (await down.boundingBox())!.y;
  await page.keyboard.press('Enter');
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['Professor Ignatius Vane', 'Hired rifleman', 'Brass golem']);
  await expect(wolsungModel(page, 3).locator('.rk-model-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(openTitles).toHaveCount(1);
  await expect(down).toBeFocused();
  await expect(down).toHaveAttribute('aria-disabled', 'true');
  expect(Math.abs((await down.boundingBox())!.y - downTop)).toBeLessThan(1);

  // Remove closes the editor and leaves the focus on the card now at its place (here the one before, the last having gone).
  await press(page, page.getByRole('button', { name: 'Remove Brass golem from the club' }));
  await expect.poll(order).toEqual(['Professor Ignatius Vane', 'Hired rifleman']);
  await expect(openTitles).toHaveCount(0);
  await expect(wolsungModel(page, 2).locator('.rk-model-toggle')).toBeFocused();
  // A model in the middle: the next one's card takes its place and the focus, closed, so a second Enter opens it and removes nothing.
  await openModel(wolsungModel(page, 1));
  await press(page, page.getByRole('button', { name: 'Remove Professor Ignatius Vane from the club' }));
  await expect.poll(order).toEqual(['Hired rifleman']);
  const rifleman = wolsungModel(page, 1).locator('.rk-model-toggle');
  await expect(rifleman).toBeFocused();
  await expect(rifleman).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(rifleman).toHaveAttribute('aria-expanded', 'true');
  expect(await order()).toEqual(['Hired rifleman']);
  await context.close();
});

test('Kuggköping builder: a gadget given away and a step between games taken keep the focus near them (360 px)', async ({ browser }) => {
  const { context, page, errors } = await savedFromLink(browser, 'kuggkoping');
  const olga = page.locator('#kuggkoping-model-1');
  await openModel(olga);
  const gear = async () => ((await storedRosterJson(page, 'kuggkoping')) as { characters: { name: string; gadgets: { name: string }[] }[] }[])[0]!.characters.map((c) => [c.name, c.gadgets.map((g) => g.name)]);
  expect((await gear())[0]).toEqual(['Olga', expect.arrayContaining(['Handgun'])]);

  // Given to the Character picked (the first other one, Knut the Big): the button goes, and the focus stays on Olga's block.
  await press(page, olga.getByRole('button', { name: 'Give Handgun' }));
  await expect(olga.getByRole('button', { name: 'Give Handgun' })).toHaveCount(0);
  await expect(olga).toBeFocused();
  await expect.poll(async () => (await gear()).find(([name]) => name === 'Knut the Big')?.[1]).toContain('Handgun');

  // A step taken opens the next one due: the focus goes to it in the list of steps.
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  const steps = log.locator('.kk-steps');
  await press(page, steps.getByRole('button', { name: 'Start expedition 1 (Normal)' }));
  await expect(steps.getByRole('button', { name: 'Start expedition 1 (Normal)' })).toHaveCount(0);
  const due = steps.getByRole('navigation', { name: 'Steps between games' }).locator('[aria-current="step"]');
  await expect(due).toBeFocused();
  await expect(due).not.toContainText('Start an expedition');
  expect(errors).toEqual([]);
  await context.close();
});

test('Punkapocalyptic builder: removing an item leaves the focus on the item now in its place, not on its Remove (360 px)', async ({ browser }) => {
  const { context, page, errors } = await savedFromLink(browser, 'punkapocalyptic');
  const maggie = page.locator('#punkapocalyptic-model-1');
  await openModel(maggie);
  const items = async () => ((await storedRosterJson(page, 'punkapocalyptic')) as { models: { equipment: { name: string }[] }[] }[])[0]!.models[0]!.equipment.map((e) => e.name);
  expect(await items()).toEqual(['Automatic rifle', 'Bulletproof vest']);

  await press(page, maggie.getByRole('button', { name: 'Remove Automatic rifle from Maggie' }));
  await expect.poll(items).toEqual(['Bulletproof vest']);
  // The vest's item is now the first: its group has the focus (named by its legend), not its Remove.
  const first = maggie.getByRole('group', { name: 'Item 1: armor' });
  await expect(first).toBeFocused();
  // The rifle's group was taller than the vest's: the vest's is brought on screen, where the focus is seen.
  await expect(first).toBeInViewport();
  await expect(first.getByRole('textbox', { name: 'Item name' })).toHaveValue('Bulletproof vest');
  await page.keyboard.press('Enter');
  expect(await items()).toEqual(['Bulletproof vest']);

  // The last one: the focus goes to Maggie's block.
  await press(page, maggie.getByRole('button', { name: 'Remove Bulletproof vest from Maggie' }));
  await expect.poll(items).toEqual([]);
  await expect(maggie).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});

test('Arsenal Campaign builder: Hire … earlier keeps the hire’s editor, the focus and the button’s place; Remove leaves the focus on the hire now there (360 px)', async ({ browser }) => {
  const { context, page, errors } = await savedFromLink(browser, 'arsenal-campaign');
  const weekOne = page.locator('#arsenal-campaign-model-1');
  await openModel(weekOne);
  const hires = async () => ((await storedRosterJson(page, 'arsenal-campaign')) as { weeks: { hires: { name: string }[] }[] }[])[0]!.weeks[0]!.hires.map((h) => h.name);
  expect(await hires()).toEqual(['Nino Ortega', 'Perdita Ortega']);
  const perdita = weekOne.locator('.ac-item').filter({ hasText: 'Perdita Ortega' });
  await perdita.locator('summary', { hasText: 'Change Perdita Ortega' }).click();
  const earlier = page.getByRole('button', { name: 'Hire Perdita Ortega earlier' });
  await earlier.scrollIntoViewIfNeeded();
  const top = (await earlier.boundingBox())!.y;

  // Before, the hires were drawn per place: Perdita's editor closed as she moved, and the button went with the focus.
  await press(page, earlier);
  await expect.poll(hires).toEqual(['Perdita Ortega', 'Nino Ortega']);
  await expect(perdita.locator('details')).toHaveAttribute('open', '');
  await expect(earlier).toBeFocused();
  expect(Math.abs((await earlier.boundingBox())!.y - top)).toBeLessThan(1);
  // First now: unavailable, keeping the focus; another press moves nothing.
  await expect(earlier).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(earlier).toBeFocused();
  expect(await hires()).toEqual(['Perdita Ortega', 'Nino Ortega']);

  // Removed, the hire now in her place (Nino) takes the focus; his own Remove is not under it.
  await press(page, page.getByRole('button', { name: 'Remove Perdita Ortega' }));
  await expect.poll(hires).toEqual(['Nino Ortega']);
  await expect(weekOne.locator('.ac-item').first()).toBeFocused();
  await expect(weekOne.locator('.ac-item').first()).toContainText('Nino Ortega');
  await page.keyboard.press('Enter');
  expect(await hires()).toEqual(['Nino Ortega']);
  // The last one: the focus goes to the week's block.
  await weekOne.locator('summary', { hasText: 'Change Nino Ortega' }).click();
  await press(page, page.getByRole('button', { name: 'Remove Nino Ortega' }));
  await expect.poll(hires).toEqual([]);
  await expect(weekOne).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});
