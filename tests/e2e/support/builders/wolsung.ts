import { expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../../../src/games/wolsung/roster';
import { fileFormatExample } from '../examples';
import { importFile, type Builder } from '../builder';
import { openFold, openModel } from '../model-fold';

// The Wolsung club builder: the club of the page's own File format example, written up by clicking,
// and its entry for the kit's tests.

export const BUILDER = '/wolsung/builder/';
/** The club of the builder's File format page (a unit test proves it legal). */
export const EXAMPLE: Roster = parseRoster(JSON.parse(fileFormatExample('wolsung')));
export const model = (p: Page, n: number) => p.locator(`#wolsung-model-${n}`);
export const spin = (scope: Locator | Page, name: string) => scope.getByRole('spinbutton', { name, exact: true });
export const problems = (p: Page) => p.locator('.rk-problems');

async function addModel(p: Page, name: string, kind: 'hero' | 'henchman'): Promise<Locator> {
  await openFold(p.locator('.rk-editor'), 'Add a model');
  await p.getByLabel('New model’s name').fill(name);
  await p.getByLabel('New model is a').selectOption(kind);
  await p.getByRole('button', { name: 'Add model' }).click();
  const block = p.locator('article.ws-model').filter({ has: p.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) }) });
  await expect(block.getByText(`Edit ${name}`)).toBeVisible(); // a model just added opens its fields
  return block;
}

async function setProfile(block: Locator, values: Record<string, number>): Promise<void> {
  const names: Record<string, string> = { A: 'Actions (A)', M: 'Move (M)', F: 'Fight (F)', S: 'Strength (S)', G: 'Guns (G)', R: 'Reflex (R)', W: 'Wounds (W)' };
  for (const [key, value] of Object.entries(values)) await spin(block, names[key]!).fill(String(value));
}

/** Writes up the File format example by clicking, checking the Fund Pool and the Golem's Scientist reminder on the way. */
export async function buildExampleClub(p: Page): Promise<void> {
  await p.getByLabel('Club name').fill('The Brass Lantern Society');

  const vane = await addModel(p, 'Professor Ignatius Vane', 'hero');
  await vane.getByLabel('Suit').selectOption('Diamonds');
  await spin(vane, 'Funds').fill('3');
  await setProfile(vane, { M: 4, F: 2, S: 3, G: 3, R: 3, W: 3 });
  await vane.getByLabel('New weapon').selectOption('book:Pistol');
  await vane.getByRole('button', { name: 'Add weapon to Professor Ignatius Vane' }).click();
  await expect(vane.getByRole('group', { name: 'Weapon 1' })).toContainText('S 4 · 0–8″ +1 G · 8–16″ −1 G · 16–24″ −2 G · Quick');
  await vane.getByRole('button', { name: 'Add a gadget to Professor Ignatius Vane' }).click();
  const goggles = vane.getByRole('group', { name: 'Gadget 1' });
  await goggles.getByLabel('Name').fill('Aetheric goggles');
  await spin(goggles, 'Cost in Funds').fill('1');

  const golem = await addModel(p, 'Brass golem', 'henchman');
  await spin(golem, 'Cost from the Fund Pool').fill('2');
  await setProfile(golem, { M: 3, F: 3, S: 4, G: 0, R: 1, W: 4 });
  await spin(golem, 'Armour [x]').fill('2');
  await golem.getByRole('checkbox', { name: 'Golem', exact: true }).check();
  // No Scientist yet: a reminder in the golem's block (W9), never a problem.
  await expect(golem.locator('.rk-reminders')).toContainText('Brass golem is a Golem and the club has no Scientist: while no friendly Scientist is on the table, it skips its activations.');
  await expect(problems(p)).not.toContainText('Golem');
  await golem.getByLabel('New weapon').selectOption('melee');
  await golem.getByRole('button', { name: 'Add weapon to Brass golem' }).click();
  const fists = golem.getByRole('group', { name: 'Weapon 1' });
  await fists.getByLabel('Name').fill('Steam fists');
  await spin(fists, 'Strength added to the model’s S').fill('1');

  await openModel(vane);
  await vane.getByRole('checkbox', { name: 'Scientist', exact: true }).check();
  await vane.getByRole('checkbox', { name: 'Hard to kill', exact: true }).check();

  const rifleman = await addModel(p, 'Hired rifleman', 'henchman');
  await setProfile(rifleman, { M: 4, F: 2, S: 3, G: 3, R: 2, W: 1 });
  await rifleman.getByLabel('New weapon').selectOption('ranged');
  await rifleman.getByRole('button', { name: 'Add weapon to Hired rifleman' }).click();
  const rifle = rifleman.getByRole('group', { name: 'Weapon 1' });
  await rifle.getByLabel('Name').fill('Rifle');
  await spin(rifle, 'Strength (S)').fill('5');
  await spin(rifle, 'Band 1: Guns dice added').fill('1');
  await rifle.getByRole('button', { name: 'Add a range band' }).click();
  await spin(rifle, 'Band 2 reaches (inches, from 12″)').fill('24');
  await spin(rifle, 'Band 2: Guns dice added').fill('0');
  await rifle.getByRole('button', { name: 'Add a range band' }).click();
  await spin(rifle, 'Band 3 reaches (inches, from 24″)').fill('36');
  await spin(rifle, 'Band 3: Guns dice added').fill('-1');
  await rifle.getByRole('checkbox', { name: 'Move Penalty [x]', exact: true }).check();
  await expect(spin(rifle, 'Move Penalty: x')).toHaveValue('1');
}

/** The example club imported from its file: the same club as buildExampleClub, without a minute of clicking. */
export async function importExampleClub(p: Page): Promise<void> {
  await importFile(p, 'club.json', JSON.stringify(EXAMPLE));
  await expect(p.getByText('Imported “The Brass Lantern Society” as a new club; nothing else changed.')).toBeVisible();
}

export const wolsung: Builder = {
  slug: 'wolsung',
  gameName: 'Wolsung SSG',
  noun: 'club',
  name: 'The Brass Lantern Society',
  build: buildExampleClub,
  fresh: (p) => expect(problems(p)).toContainText('The club has no hero'),
  async built(p) {
    await expect(p.locator('.ws-pool-line')).toHaveText('3 Funds from the heroes · 3 spent · 0 left');
    await expect(p.getByRole('list', { name: 'Bought with the Fund Pool' }).getByRole('listitem')).toHaveText(['Aetheric goggles: 1 Fund', 'Brass golem: 2 Funds', 'Hired rifleman: 0 Funds']);
    await expect(model(p, 1).getByRole('heading', { level: 4 })).toHaveText('Professor Ignatius Vane · Hero · Diamonds · Funds 3');
    await openModel(model(p, 2)); // a closed model is its card alone
    await expect(model(p, 2).locator('.ws-builder-profile tbody td')).toHaveText(['2', '3', '3', '4', '0', '1', '4']);
  },
  saved(saved) {
    // Saved as version 2: the page's version-1 example plus an empty campaign log.
    expect(saved).toEqual({ ...EXAMPLE, version: 2, log: [] });
    expect(checkRoster(parseRoster(saved))).toEqual([]);
  },
  async reloaded(p) {
    await expect(model(p, 3).getByRole('heading', { level: 4 })).toHaveText('Hired rifleman · Henchman · cost 0 Funds');
    await openModel(model(p, 3));
    await expect(model(p, 3).locator('.ws-gear-line')).toHaveText('Rifle');
  },
  // The golem has no Wounds left.
  async spoil(p) {
    await openModel(model(p, 2));
    await setProfile(model(p, 2), { W: 0 });
  },
  async seesProblem(p) {
    await expect(problems(p)).toContainText("Brass golem's Wounds is 0; it is at least 1.");
    await expect(problems(p).locator('a')).toHaveAttribute('href', '#wolsung-model-2');
    await problems(p).locator('a').click();
    await expect(model(p, 2)).toBeFocused();
  },
  wrongGame: 'Heartbreaker',
  brokenFiles(good) {
    const g = good as Roster;
    const weapon = (w: unknown) => ({ ...g, models: [{ ...g.models[0]!, weapons: [w] }] });
    return [
      ['types.json', JSON.stringify({ ...g, models: [{ ...g.models[0]!, funds: 'three' }] }), 'Not imported: The field "models[0].funds" is wrong: must be a number. Nothing saved was changed.'],
      ['laser.json', JSON.stringify(weapon({ kind: 'laser', name: 'Ray' })), 'Not imported: The field "models[0].weapons[0].kind" is wrong: must be "book" or "ranged" or "melee". Nothing saved was changed.'],
      ['extra.json', JSON.stringify(weapon({ kind: 'book', name: 'Pistol', strength: 4 })), 'Not imported: The field "models[0].weapons[0]" is wrong: a book weapon takes no Strength (S). Nothing saved was changed.'],
      ['huge.json', JSON.stringify({ ...g, name: 'x'.repeat(500_000) }), /Not imported: The file is 5\d\d kB; a Wolsung SSG club file is a few kB, at most 400 kB\./],
    ];
  },
  async states(p) {
    await openModel(model(p, 2));
    await setProfile(model(p, 2), { W: 0 }); // a problem, shown twice
    await openModel(model(p, 1));
    await model(p, 1).locator('summary', { hasText: / in full$/ }).click();
    await model(p, 1).getByRole('checkbox', { name: 'Scientist', exact: true }).uncheck(); // a reminder on the golem (W9), not a problem
    // One editor at a time: opening the rifleman closes the professor's.
    await openModel(model(p, 3));
    await model(p, 3).locator('summary', { hasText: / in full$/ }).click();
    await spin(model(p, 3), 'Cost from the Fund Pool').fill('5'); // overspent
    await expect(p.locator('.ws-pool-line')).toHaveText('3 Funds from the heroes · 8 spent · 5 overspent');
  },
};
