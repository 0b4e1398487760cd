import { expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../../../src/games/heartbreaker/roster';
import { heartbreakerBookData } from '../../../../src/games/heartbreaker/book-data';
import { findQuirk, suggestNameFromSeed } from '../../../../src/games/heartbreaker/roster-rules';
import type { Builder } from '../builder';
import { openFold, openModel } from '../model-fold';
import { example } from '../examples';

// The Heartbreaker gang builder: The Rust Saints, recruited by clicking, and its entry for the kit's tests.

export const BUILDER = '/heartbreaker/builder/';
export const book = heartbreakerBookData();
export const fighter = (page: Page, n: number) => page.locator(`#heartbreaker-model-${n}`);

const GROUP_LABEL = { weapons: 'Weapons', gear: 'Gear', abilities: 'Abilities' } as const;

/** A quirk's box in a fighter's picker, with the fighter and the quirk's group opened as a player would. */
export async function quirkBox(block: Locator, name: string): Promise<Locator> {
  await openModel(block);
  const group = GROUP_LABEL[findQuirk(name, book)!.group];
  const details = block.locator('details.hb-group').filter({ has: block.page().locator('summary', { hasText: new RegExp(`^${group}:`) }) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details.getByLabel(name, { exact: true });
}

/** Ticks quirks in a fighter's picker. */
export async function pickQuirks(block: Locator, quirks: readonly string[]): Promise<void> {
  for (const name of quirks) await (await quirkBox(block, name)).check();
}

/** The gang of the File format section in roster.ts; fighter 5 gets its name from a seeded roll. */
export const FIGHTERS: { name: string | null; quirks: string[] }[] = [
  { name: 'Mother Cog', quirks: ['Pulverizer', 'Heavy Armor', 'Iconic', 'Medpack', 'Stalker'] },
  { name: 'Twitch', quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Bonded'] },
  { name: 'Hook', quirks: ['Slasher', 'Light Armor', 'Bonded', 'Jacked'] },
  { name: 'Sister Static', quirks: ['Longshot', 'Commlink', 'Lucky Charm', 'Telekinetic'] },
  { name: null, quirks: ['Boomstick', 'Heavy Armor', 'Fanatic', 'Bloodthirsty'] },
  { name: 'Wick', quirks: ["'Nades", 'Grapplewire', 'Tripwire Mines', 'Hot as Hell'] },
];
export const rolled = suggestNameFromSeed({ quirks: FIGHTERS[4]!.quirks }, 'saints', book);
export const NAMES = FIGHTERS.map((f) => f.name ?? rolled.name);

/** Recruits The Rust Saints by clicking. */
export async function buildLegalGang(page: Page): Promise<void> {
  await page.getByLabel('Gang name').fill('The Rust Saints');
  for (const [i, f] of FIGHTERS.entries()) {
    const block = await openModel(fighter(page, i + 1));
    await pickQuirks(block, f.quirks);
    if (f.name) {
      await block.getByLabel('Name', { exact: true }).fill(f.name);
    } else {
      // A name rolled on the fighter's weapon table: the die, the table and the seed are shown.
      await block.getByLabel('Seed for a name (optional)').fill('saints');
      await block.getByRole('button', { name: `Roll a name for Fighter ${i + 1}` }).click();
      await expect(block.getByRole('status')).toContainText(`D6 rolled ${rolled.roll} on the ${rolled.weapon.name} names (seed saints): ${rolled.name}.`);
      await block.getByRole('button', { name: `Name it ${rolled.name}` }).click();
      await expect(block.getByLabel('Name', { exact: true })).toHaveValue(rolled.name);
    }
  }
}

export const heartbreaker: Builder = {
  slug: 'heartbreaker',
  gameName: 'Heartbreaker',
  noun: 'gang',
  name: 'The Rust Saints',
  build: buildLegalGang,
  async fresh(page) {
    // A new gang: six fighters without names or quirks.
    await expect(page.getByRole('status').filter({ hasText: 'problems' })).toContainText('12 problems');
    await expect(page.getByRole('heading', { name: 'Fighters (6 of 6)' })).toBeVisible();
  },
  async built(page) {
    // Stats after quirks: Heavy Armor gives Mother Cog Armor 5 and Speed 3"; Twitch's holster holds its Sidearm.
    // A closed fighter is its card alone: open each to read its editor.
    await openModel(fighter(page, 1));
    await expect(fighter(page, 1).locator('.hb-stats tbody td')).toHaveText(['0', '3', '3"', '10', '5']);
    await expect(fighter(page, 1).getByRole('heading', { level: 4 })).toHaveText('Mother Cog · Leader');
    await openModel(fighter(page, 2));
    await expect(fighter(page, 2).locator('.hb-stats tbody td')).toHaveText(['0', '3', '5"', '10', '1']);
    await expect(fighter(page, 2).getByLabel('Akimbo Holster: weapon held in pairs')).toHaveValue('Sidearm');
    // Fanatic's extra Speed waits for half Meat: 5 of 10 or less.
    await openModel(fighter(page, 5));
    await expect(fighter(page, 5)).toContainText('At half Meat or less (5 or less): Speed 4" (Fanatic).');
  },
  saved(saved) {
    const roster = parseRoster(saved);
    expect(checkRoster(roster)).toEqual([]);
    expect(roster.fighters.map((f) => [f.name, f.leader, f.quirks, f.akimbo])).toEqual(FIGHTERS.map((f, i) => [NAMES[i], i === 0, f.quirks, i === 1 ? 'Sidearm' : null]));
  },
  reloaded: (page) => expect(fighter(page, 5).getByRole('heading', { level: 4 })).toHaveText(`${rolled.name} · Recruit`),
  async spoil(page) {
    await openModel(fighter(page, 3));
    await fighter(page, 3).getByRole('button', { name: 'Bounty: one more' }).click(); // a rival declared a Bounty on Hook
    await pickQuirks(fighter(page, 2), ['Light Armor']); // a problem for the receiver to see
  },
  // Hook's Bounty, one more than in the gang that was sent.
  sent: (roster) => expect((roster as Roster).fighters[2]!.bounty).toBe((example('heartbreaker') as unknown as Roster).fighters[2]!.bounty + 1),
  async seesProblem(page) {
    await expect(page.locator('.rk-problems')).toContainText('Twitch is Lightweight, so it cannot have armour: drop Light Armor or Lightweight.');
    await expect(page.locator('.rk-problems a').first()).toHaveAttribute('href', '#heartbreaker-model-2');
    await openFold(page.locator('.rk-editor'), 'Titles across your gangs');
    await expect(page.getByText('This gang is not saved on this device, so it is not in the comparison')).toBeVisible();
  },
  wrongGame: 'Kuggköping',
  brokenFiles(good) {
    const g = good as Roster;
    return [
      ['types.json', JSON.stringify({ ...g, fighters: [{ ...g.fighters[0], bounty: 'two' }] }), 'Not imported: The field "fighters[0].bounty" is wrong: must be a number. Nothing saved was changed.'],
      ['missing.json', JSON.stringify({ ...g, resources: undefined }), 'Not imported: The field "resources" is wrong: is missing (it must be an object). Nothing saved was changed.'],
      ['extra.json', JSON.stringify({ ...g, scrap: 3 }), 'Not imported: The roster has a field this format does not know: "scrap". Nothing saved was changed.'],
      ['huge.json', JSON.stringify({ ...g, name: 'x'.repeat(500_000) }), /Not imported: The file is 5\d\d kB; a Heartbreaker gang file is a few kB, at most 400 kB\./],
    ];
  },
  async states(page) {
    await openModel(fighter(page, 1));
    await fighter(page, 1).getByText("What Mother Cog's quirks do").click();
    // One editor at a time: opening fighter 6 closes Mother Cog's.
    await openModel(fighter(page, 6));
    for (const group of ['Weapons', 'Gear', 'Abilities']) {
      const summary = fighter(page, 6).locator('details.hb-group > summary', { hasText: new RegExp(`^${group}:`) });
      if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
    }
    await pickQuirks(fighter(page, 2), ['Heavy Armor']); // a problem, shown twice
  },
};
