import { expect, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../../../src/games/kuggkoping/roster';
import { bookData } from '../../../../src/games/kuggkoping/book-data';
import { rollGadget, rollQuirk } from '../../../../src/games/kuggkoping/roster-rules';
import type { Builder } from '../builder';
import { openModel } from '../model-fold';

// The Kuggköping warband builder: The Cog Rats, built by clicking, and its entry for the kit's tests.

export const BUILDER = '/kuggkoping/builder/';
export const book = bookData();
export const character = (page: Page, n: number) => page.locator(`#kuggkoping-model-${n}`);

/** Adds a Character through the builder's new-Character fields (for a co-op warband, its `player`). */
export async function addCharacter(page: Page, name: string, archetype: string, player?: string): Promise<void> {
  await page.getByLabel("New Character's name").fill(name);
  await page.getByLabel("New Character's archetype").selectOption(archetype);
  if (player !== undefined) await page.getByLabel("New Character's player").selectOption(player);
  await page.getByRole('button', { name: 'Add Character' }).click();
}

/** Builds The Cog Rats by clicking: The Scribes, three archetypes, a Handgun, a rolled defence gadget, a rolled quirk. */
export async function buildLegalWarband(page: Page): Promise<void> {
  await page.getByLabel('Warband name').fill('The Cog Rats');
  await page.getByLabel('Faction').selectOption('The Scribes');
  await page.getByLabel('Positive trait').selectOption('Resourceful');
  await expect(page.getByText('win back 2 grit it lost earlier').first()).toBeVisible(); // the trait's text
  await page.getByLabel('Negative trait').selectOption('Inexperienced');
  for (const [name, archetype] of [
    ['Olga', 'Crack Shot'],
    ['Knut', 'Knuckle Buster'],
    ['Greta', 'Grenadier'],
  ] as const) {
    await addCharacter(page, name, archetype);
  }
  const olga = await openModel(character(page, 1));
  await olga.getByLabel('Which').selectOption('Handgun');
  await olga.getByRole('button', { name: 'Add Handgun to Olga' }).click();
  await olga.getByLabel('Equip Handgun').check();

  // A Gizmo reward rolled with a seed: the builder shows the die, the face and the seed.
  const knut = await openModel(character(page, 2));
  const rolled = rollGadget(book, 'defence', 'cogs');
  await knut.getByLabel('List').selectOption('gadget:defence');
  await knut.getByLabel('Seed (optional)').fill('cogs');
  await knut.getByRole('button', { name: 'Roll and add to Knut' }).click();
  await expect(knut.getByRole('status').filter({ hasText: 'seed cogs' })).toHaveText(
    `D6 rolled ${rolled.face} (seed cogs): ${rolled.result.name}, added to Knut. Roll with the same seed to get it again.`,
  );
  await knut.getByLabel(`Equip ${rolled.result.name}`).check();

  const greta = await openModel(character(page, 3));
  await greta.getByLabel('List').selectOption('quirk:weapon');
  await greta.getByLabel('Seed (optional)').fill('rats');
  await greta.getByRole('button', { name: 'Roll and add to Greta' }).click();
  await expect(greta.getByText(`D12 rolled ${rollQuirk(book, 'weapon', 'rats').face} (seed rats)`)).toBeVisible();
}

export const kuggkoping: Builder = {
  slug: 'kuggkoping',
  gameName: 'Kuggköping',
  noun: 'warband',
  name: 'The Cog Rats',
  build: buildLegalWarband,
  fresh: (page) => expect(page.getByRole('status').filter({ hasText: 'problems' })).toContainText('2 problems'),
  async built(page) {
    // The Crack Shot's card: Handgun applied (3 dice, range 7), and the Foreman's action.
    const olga = await openModel(character(page, 1)); // a closed Character is its card alone
    await expect(olga.locator('.kk-builder-profile tbody td')).toHaveText(['3', '7', '3 (5+)', '5+', '2']);
    await expect(olga.getByRole('heading', { level: 4 })).toHaveText('Olga · Crack Shot · Foreman');
  },
  saved(saved) {
    const roster = parseRoster(saved);
    expect(checkRoster(roster)).toEqual([]);
    expect(roster.characters.map((c) => [c.name, c.archetype, c.foreman])).toEqual([
      ['Olga', 'Crack Shot', true],
      ['Knut', 'Knuckle Buster', false],
      ['Greta', 'Grenadier', false],
    ]);
    expect(roster.characters[2]!.quirks).toEqual([rollQuirk(book, 'weapon', 'rats').result.name]);
  },
  reloaded: (page) => expect(character(page, 3).getByRole('heading', { level: 4 })).toHaveText('Greta · Grenadier'),
  async spoil(page) {
    await openModel(character(page, 3));
    await character(page, 3).getByLabel('Archetype').selectOption('Crack Shot'); // a second Crack Shot
  },
  async seesProblem(page) {
    await expect(page.locator('.rk-problems')).toContainText('Greta: the warband already has a Crack Shot (Olga)');
    await expect(page.locator('.rk-problems a')).toHaveAttribute('href', '#kuggkoping-model-3');
    // The problem's link takes focus to Greta's block and leaves the shared warband (and its link) open.
    await page.locator('.rk-problems a').click();
    await expect(character(page, 3)).toBeFocused();
    await expect(page.getByRole('region', { name: 'Opened from a link' })).toBeVisible();
  },
  wrongGame: 'Heartbreaker',
  brokenFiles: (good) => [
    ['types.json', JSON.stringify({ ...(good as Roster), tinkerDice: 'three' }), 'Not imported: The field "tinkerDice" is wrong: must be a number. Nothing saved was changed.'],
    ['huge.json', JSON.stringify({ ...(good as Roster), name: 'x'.repeat(500_000) }), /Not imported: The file is 5\d\d kB; a Kuggköping warband file is a few kB, at most 400 kB\./],
  ],
  async states(page) {
    await openModel(character(page, 1));
    await character(page, 1).getByText('Gear, upgrades and abilities in full').click();
    // One editor at a time: opening Greta closes Olga's.
    await openModel(character(page, 3));
    await character(page, 3).getByLabel('Archetype').selectOption('Crack Shot'); // a problem, shown twice
  },
};
