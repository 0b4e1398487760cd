import { test, expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../src/games/heartbreaker/roster';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { findQuirk, suggestNameFromSeed } from '../../src/games/heartbreaker/roster-rules';
import {
  expectAccessibleAndFitting,
  expectImportsRefused,
  expectSaveACopy,
  expectExportDeleteImport,
  exportOpenRoster,
  freshContext,
  openBuilder,
  printToPdf,
  reloadBuilder,
  showSavedList,
  shareLinkOf,
  storedRosterJson,
  storedRosters,
} from './support/builder';
import { openFold, openModel } from './support/model-fold';

// The Heartbreaker gang builder in the built site, as a player uses it: recruit a legal gang by
// clicking (quirks from the three groups, a name rolled with a seed), find it again after a reload,
// export / delete / import it, open its share link on another device and save a copy, get a clear
// message for a broken file with nothing saved changed, print it with every fighter on the sheet,
// pay for a resource action, compare titles across two saved gangs, and follow a fighter's strike-odds
// link. At 360 px and desktop, in both themes, axe clean.

const BUILDER = '/heartbreaker/builder/';

const book = heartbreakerBookData();

const fighter = (page: Page, n: number) => page.locator(`#heartbreaker-model-${n}`);

const GROUP_LABEL = { weapons: 'Weapons', gear: 'Gear', abilities: 'Abilities' } as const;

/** Ticks quirks in a fighter's picker, opening the fighter and each group as a player would. */
async function pickQuirks(block: Locator, quirks: readonly string[]): Promise<void> {
  await openModel(block);
  for (const name of quirks) {
    const group = GROUP_LABEL[findQuirk(name, book)!.group];
    const details = block.locator('details.hb-group').filter({ has: block.page().locator('summary', { hasText: new RegExp(`^${group}:`) }) });
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    await details.getByLabel(name, { exact: true }).check();
  }
}

/** The gang of the File format section in roster.ts; fighter 5 gets its name from a seeded roll. */
const FIGHTERS: { name: string | null; quirks: string[] }[] = [
  { name: 'Mother Cog', quirks: ['Pulverizer', 'Heavy Armor', 'Iconic', 'Medpack', 'Stalker'] },
  { name: 'Twitch', quirks: ['Sidearm', 'Akimbo Holster', 'Lightweight', 'Bonded'] },
  { name: 'Hook', quirks: ['Slasher', 'Light Armor', 'Bonded', 'Jacked'] },
  { name: 'Sister Static', quirks: ['Longshot', 'Commlink', 'Lucky Charm', 'Telekinetic'] },
  { name: null, quirks: ['Boomstick', 'Heavy Armor', 'Fanatic', 'Bloodthirsty'] },
  { name: 'Wick', quirks: ["'Nades", 'Grapplewire', 'Tripwire Mines', 'Hot as Hell'] },
];
const rolled = suggestNameFromSeed({ quirks: FIGHTERS[4]!.quirks }, 'saints', book);
const NAMES = FIGHTERS.map((f) => f.name ?? rolled.name);

/** Recruits The Rust Saints by clicking. */
async function buildLegalGang(page: Page): Promise<void> {
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

for (const { width, scheme } of [
  { width: 360, scheme: 'dark' as const },
  { width: 1280, scheme: 'light' as const },
]) {
  test(`recruit a legal gang by clicking, then find it after a reload (${width} px, ${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width, scheme });
    await openBuilder(page, BUILDER);
    // A new gang: six fighters without names or quirks.
    await expect(page.getByRole('status').filter({ hasText: 'problems' })).toContainText('12 problems');
    await expect(page.getByRole('heading', { name: 'Fighters (6 of 6)' })).toBeVisible();
    await buildLegalGang(page);
    await expect(page.locator('.rk-problems')).toHaveText(/No problems: this gang follows every building rule we check\./);

    // Stats after quirks: Heavy Armor gives Mother Cog Armor 5 and Speed 3"; Twitch's holster holds its Sidearm.
    await expect(fighter(page, 1).locator('.hb-stats tbody td')).toHaveText(['0', '3', '3"', '10', '5']);
    await expect(fighter(page, 1).getByRole('heading', { level: 4 })).toHaveText('Mother Cog · Leader');
    await expect(fighter(page, 2).locator('.hb-stats tbody td')).toHaveText(['0', '3', '5"', '10', '1']);
    await expect(fighter(page, 2).getByLabel('Akimbo Holster: weapon held in pairs')).toHaveValue('Sidearm');
    // Fanatic's extra Speed waits for half Meat: 5 of 10 or less.
    await expect(fighter(page, 5)).toContainText('At half Meat or less (5 or less): Speed 4" (Fanatic).');
    await expectAccessibleAndFitting(page, `builder ${width}px ${scheme}`);

    const saved = (await storedRosterJson(page, 'heartbreaker')) as Roster[];
    expect(saved).toHaveLength(1);
    const roster = parseRoster(saved[0]);
    expect(checkRoster(roster)).toEqual([]);
    expect(roster.fighters.map((f) => [f.name, f.leader, f.quirks, f.akimbo])).toEqual(
      FIGHTERS.map((f, i) => [NAMES[i], i === 0, f.quirks, i === 1 ? 'Sidearm' : null]),
    );

    await reloadBuilder(page);
    await expect(page.getByLabel('Gang name')).toHaveValue('The Rust Saints');
    await expect(fighter(page, 5).getByRole('heading', { level: 4 })).toHaveText(`${rolled.name} · Recruit`);
    await expect(page.locator('.rk-problems')).toContainText('No problems');
    expect(await storedRosterJson(page, 'heartbreaker')).toEqual(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the picker’s limits show as problems next to the fighter: two armour quirks, Bonded on one fighter, a second leader', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await pickQuirks(fighter(page, 3), ['Heavy Armor']);
  await expect(fighter(page, 3)).toContainText('Hook has Light Armor and Heavy Armor; a fighter may take only one armour quirk.');
  await fighter(page, 3).getByLabel('Heavy Armor', { exact: true }).uncheck();
  await fighter(page, 3).getByLabel('Bonded', { exact: true }).uncheck();
  await expect(page.locator('.rk-problems')).toContainText('Bonded is on 1 fighter (Twitch); it goes on exactly 2 fighters of the gang, or on none.');
  // Handing the leadership over: the old leader becomes a recruit with one quirk too many.
  await openModel(fighter(page, 4));
  await fighter(page, 4).getByLabel('Leader', { exact: true }).check();
  await expect(fighter(page, 1).getByRole('heading', { level: 4 })).toHaveText('Mother Cog · Recruit');
  await expect(fighter(page, 1)).toContainText('Mother Cog has 5 quirks; a recruit takes 4, all different.');
  await expectAccessibleAndFitting(page, 'problems');
  expect(errors).toEqual([]);
  await context.close();
});

test('export, delete (with Undo), import the file: the same gang comes back as a new one', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  // Importing it twice never overwrites: two gangs.
  await expectExportDeleteImport(page, 'heartbreaker', { fileName: 'heartbreaker-the-rust-saints.json', name: 'The Rust Saints', noun: 'gang' });
  expect(errors).toEqual([]);
  await context.close();
});

test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
  const a = await freshContext(browser);
  await openBuilder(a.page, BUILDER);
  await buildLegalGang(a.page);
  await openModel(fighter(a.page, 3));
  await fighter(a.page, 3).getByRole('button', { name: 'Bounty: one more' }).click(); // a rival declared a Bounty on Hook
  await pickQuirks(fighter(a.page, 2), ['Light Armor']); // a problem for the receiver to see
  const link = await shareLinkOf(a.page);
  const sent = (await storedRosterJson(a.page, 'heartbreaker'))[0] as Roster;
  expect(sent.fighters[2]!.bounty).toBe(1);
  await a.context.close();

  const b = await freshContext(browser, { width: 360, scheme: 'dark' });
  await openBuilder(b.page, link.replace(/^https?:\/\/[^/]+/, ''));
  const banner = b.page.getByRole('region', { name: 'Opened from a link' });
  await expect(banner).toContainText('This gang is not saved on this device.');
  await expect(b.page.getByLabel('Gang name')).toHaveValue('The Rust Saints');
  await expect(b.page.locator('.rk-problems')).toContainText('Twitch is Lightweight, so it cannot have armour: drop Light Armor or Lightweight.');
  await expect(b.page.locator('.rk-problems a').first()).toHaveAttribute('href', '#heartbreaker-model-2');
  await openFold(b.page.locator('.rk-editor'), 'Titles across your gangs');
  await expect(b.page.getByText('This gang is not saved on this device, so it is not in the comparison')).toBeVisible();
  expect(await storedRosters(b.page, 'heartbreaker')).toEqual({});
  await expectAccessibleAndFitting(b.page, 'shared gang');

  await expectSaveACopy(b.page, 'heartbreaker', { name: 'The Rust Saints', noun: 'gang', sent });
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('a reload on a phone comes back to the same place in the builder, and a link opens at the top', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const heading = fighter(page, 5).getByRole('heading', { level: 4 });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport();
  // The builder hydrates when visible: the browser's own restored position used to leave the player in
  // the prose below it, with the builder never drawn.
  await page.reload();
  await expect(page.locator('.rk-screen')).toBeVisible();
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveText(`${rolled.name} · Recruit`);
  await page.goto(BUILDER);
  await expect(page.locator('.rk-screen')).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const good = JSON.parse((await exportOpenRoster(page)).text);
  await expectImportsRefused(page, 'heartbreaker', [
    ['broken.json', '{"game": "heartbreaker", "version": 1,', /Not imported: The file is not valid JSON \(/],
    ['warband.json', JSON.stringify({ ...good, game: 'kuggkoping' }), 'Not imported: This is a Kuggköping roster, not a Heartbreaker one: open it in the Kuggköping builder. Nothing saved was changed.'],
    ['future.json', JSON.stringify({ ...good, version: 2 }), /Its "version" is wrong: version 2 is newer than this site reads \(1\)/],
    ['types.json', JSON.stringify({ ...good, fighters: [{ ...good.fighters[0], bounty: 'two' }] }), 'Not imported: The field "fighters[0].bounty" is wrong: must be a number. Nothing saved was changed.'],
    ['missing.json', JSON.stringify({ ...good, resources: undefined }), 'Not imported: The field "resources" is wrong: is missing (it must be an object). Nothing saved was changed.'],
    ['extra.json', JSON.stringify({ ...good, scrap: 3 }), 'Not imported: The roster has a field this format does not know: "scrap". Nothing saved was changed.'],
    ['huge.json', JSON.stringify({ ...good, name: 'x'.repeat(300_000) }), /Not imported: The file is 3\d\d kB; a Heartbreaker gang file is a few kB, at most 200 kB\./],
    ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
  ]);
  await expect(page.getByLabel('Gang name')).toHaveValue('The Rust Saints');
  expect(errors).toEqual([]);
  await context.close();
});

test('printing gives one sheet with a card per fighter, each whole on one page', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  const pdf = await printToPdf(page);
  expect(pdf.text).toContain('The Rust Saints');
  expect(pdf.text).not.toContain('What it checks'); // only the sheet prints, not the page around it
  // Each card's last line is its last quirk's rule (or the action it grants), in our words.
  const lastLine = (quirk: string) => {
    const q = findQuirk(quirk, book)!;
    return q.group === 'weapons' ? `PUNCH ${q.entry.punch}` : (q.entry.grantsActions.at(-1)?.name ?? q.entry.name);
  };
  for (const [i, f] of FIGHTERS.entries()) {
    const pages = pdf.pageTexts.filter((t) => t.includes(NAMES[i]!));
    expect(pages.length, NAMES[i]).toBeGreaterThan(0);
    expect(
      pages.some((t) => t.includes(lastLine(f.quirks.at(-1)!))),
      `${NAMES[i]}'s card is whole`,
    ).toBe(true);
  }
  expect(pdf.text).toMatch(/Supply\s*0\s*·\s*Territory\s*0/);
  await context.close();
});

test('resources pay for resource actions, and titles are compared across the gangs saved here', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await openFold(page.locator('.rk-editor'), /^Resources/);
  const resources = page.getByRole('group', { name: 'Resources', exact: true });
  await resources.getByRole('spinbutton', { name: 'Supply' }).fill('7');
  await resources.getByRole('spinbutton', { name: 'Ammo' }).fill('4');
  await expect(resources.getByRole('button', { name: 'Prepare for War: needs 6 Ammo' })).toBeDisabled();
  await resources.getByRole('button', { name: 'Pay 3 Supply for Falsify Scarcity' }).click();
  await expect(resources.getByRole('status')).toContainText('Paid 3 Supply for Falsify Scarcity; 4 Supply left.');
  await expect(resources.getByRole('spinbutton', { name: 'Supply' })).toHaveValue('4');

  // Alone on the device, the Saints have the most Supply and the most Ammo: they keep one title, the
  // first in the draft's order until they choose.
  await openFold(page.locator('.rk-editor'), 'Titles across your gangs');
  const titles = page.locator('.hb-titles');
  await expect(titles.getByRole('row', { name: /Quartermaster/ })).toContainText('Mother Cog of The Rust Saints (this gang) (the most, 4)');
  await expect(titles.getByRole('row', { name: /Warlord/ })).toContainText('Nobody: every gang with Ammo holds another title');
  await titles.getByLabel('Title this gang keeps').selectOption('Warlord');
  await expect(titles.getByRole('row', { name: /Warlord/ })).toContainText('Mother Cog of The Rust Saints (this gang) (the most, 4)');
  await expect(titles.getByRole('row', { name: /Quartermaster/ })).toContainText('Nobody: every gang with Supply holds another title');
  await expect(titles.getByRole('row', { name: /Legend/ })).toContainText('Nobody: no gang has any Reputation');

  // A rival gang with some Supply: it becomes Quartermaster as the next in line.
  await page.getByRole('button', { name: 'New gang' }).click();
  await page.getByLabel('Gang name').fill('Rat Kings');
  await openModel(fighter(page, 1));
  await fighter(page, 1).getByLabel('Name', { exact: true }).fill('Queen Gnaw');
  await openFold(page.locator('.rk-editor'), /^Resources/);
  await page.getByRole('group', { name: 'Resources', exact: true }).getByRole('spinbutton', { name: 'Supply' }).fill('2');
  await openFold(page.locator('.rk-editor'), 'Titles across your gangs');
  await expect(titles).toContainText('Compared across the 2 gangs saved on this device.');
  await expect(titles.getByRole('row', { name: /Quartermaster/ })).toContainText('Queen Gnaw of Rat Kings (this gang) (2, next in line)');
  await expect(titles.getByRole('row', { name: /Warlord/ })).toContainText('Mother Cog of The Rust Saints (the most, 4)');
  const saints = ((await storedRosterJson(page, 'heartbreaker')) as Roster[]).find((g) => g.name === 'The Rust Saints')!;
  expect([saints.keptTitle, saints.resources]).toEqual(['Warlord', { reputation: 0, territory: 0, supply: 4, ammo: 4 }]);
  await expectAccessibleAndFitting(page, 'resources and titles');
  expect(errors).toEqual([]);
  await context.close();
});

test('a fighter’s weapon opens the strike-odds tool with that fighter as the striker', async ({ browser }) => {
  const { context, page } = await freshContext(browser);
  await openBuilder(page, BUILDER);
  await buildLegalGang(page);
  await openModel(fighter(page, 2));
  await expect(fighter(page, 2).getByRole('link', { name: 'Strike odds: Twitch with a pair of Sidearms (Dual Wield)' })).toBeVisible();
  await openModel(fighter(page, 1));
  await fighter(page, 1).getByRole('link', { name: 'Strike odds: Mother Cog with the Pulverizer' }).click();
  await expect(page).toHaveURL(/\/heartbreaker\/tools\/strike-odds\/\?/);
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toEqual({
    action: 'fight',
    punch: '7',
    dualWield: '0',
    modifier: '0',
    doubleFives: '0',
    crush: '1',
    bothBarrels: '0',
    reliable: '0',
    reroll: 'none',
    speed: '3',
    attackerArmor: '5',
    attackerMeat: '10',
    strikesBackAtZero: '1', // the gang's Fanatic strikes back at zero Meat
    bloodthirsty: '0',
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'PUNCH dice' })).toHaveValue('7');
  await expect(page.getByLabel('Crush: the target rolls no ARMOR')).toBeChecked();
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the builder's other states are axe-clean and fit 360 px (${scheme})`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360, scheme });
    await openBuilder(page, BUILDER);
    await buildLegalGang(page);
    await page.getByRole('button', { name: 'Share link' }).click();
    await showSavedList(page);
    await openModel(fighter(page, 1));
    await fighter(page, 1).getByText("What Mother Cog's quirks do").click();
    // One editor at a time: opening fighter 6 closes Mother Cog's.
    await openModel(fighter(page, 6));
    for (const group of ['Weapons', 'Gear', 'Abilities']) {
      const summary = fighter(page, 6).locator('details.hb-group > summary', { hasText: new RegExp(`^${group}:`) });
      if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
    }
    await pickQuirks(fighter(page, 2), ['Heavy Armor']); // a problem, shown twice
    await page.getByRole('button', { name: 'Delete', exact: true }).click(); // the Undo line and empty state
    await expectAccessibleAndFitting(page, `states ${scheme}`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectAccessibleAndFitting(page, `states after undo ${scheme}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
