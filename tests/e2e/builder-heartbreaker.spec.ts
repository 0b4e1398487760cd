import { test, expect } from '@playwright/test';
import { type Roster } from '../../src/games/heartbreaker/roster';
import { findQuirk } from '../../src/games/heartbreaker/roster-rules';
import { expectAccessibleAndFitting, expectCardsWhole, builderWith, printSheet, storedRosterJson, followLink, reloadBuilder, showSavedList } from './support/builder';
import { openFold, openModel } from './support/model-fold';
import { BUILDER, FIGHTERS, NAMES, book, buildLegalGang, fighter, pickQuirks, quirkBox, rolled } from './support/builders/heartbreaker';

// The Heartbreaker gang builder in the built site, beyond what builder-kit.spec.ts tests in every
// builder: the picker's limits, a reload on a phone, printing with every fighter on the sheet, paying
// for a resource action, comparing titles across two saved gangs, and a fighter's strike-odds link.

// Building a roster by clicking takes most of a minute on a busy machine (two cores shared).
test.describe.configure({ timeout: 120_000 });

test('the picker’s limits show as problems next to the fighter: two armour quirks, Bonded on one fighter, a second leader', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, buildLegalGang, { width: 360 });
  await pickQuirks(fighter(page, 3), ['Heavy Armor']);
  await expect(fighter(page, 3)).toContainText('Hook has Light Armor and Heavy Armor; a fighter may take only one armour quirk.');
  await (await quirkBox(fighter(page, 3), 'Heavy Armor')).uncheck();
  await (await quirkBox(fighter(page, 3), 'Bonded')).uncheck();
  await expect(page.locator('.rk-problems')).toContainText('Bonded is on 1 fighter (Twitch); it goes on exactly 2 fighters of the gang, or on none.');
  // Handing the leadership over: the old leader becomes a recruit with one quirk too many.
  await openModel(fighter(page, 4));
  await fighter(page, 4).getByLabel('Leader', { exact: true }).check();
  await expect(fighter(page, 1).getByRole('heading', { level: 4 })).toHaveText('Mother Cog · Recruit');
  await openModel(fighter(page, 1));
  await expect(fighter(page, 1)).toContainText('Mother Cog has 5 quirks; a recruit takes 4, all different.');
  await expectAccessibleAndFitting(page, 'problems');
  expect(errors).toEqual([]);
  await context.close();
});

test('a reload on a phone comes back to the same place in the builder, and a link opens at the top', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, buildLegalGang, { width: 360 });
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

test('printing gives one sheet with a card per fighter, each whole on one page', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, buildLegalGang);
  const pdf = await printSheet(page, 'The Rust Saints');
  // Each card's last line is its last quirk's rule (or the action it grants), in our words.
  const lastLine = (quirk: string) => {
    const q = findQuirk(quirk, book)!;
    return q.group === 'weapons' ? `PUNCH ${q.entry.punch}` : (q.entry.grantsActions.at(-1)?.name ?? q.entry.name);
  };
  expectCardsWhole(
    pdf,
    FIGHTERS.map((f, i) => [NAMES[i]!, lastLine(f.quirks.at(-1)!)]),
  );
  expect(pdf.text).toMatch(/Supply\s*0\s*·\s*Territory\s*0/);
  await context.close();
});

test('resources pay for resource actions, and titles are compared across the gangs saved here', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, buildLegalGang, { width: 360 });
  await openFold(page.locator('.rk-editor'), /^Resources/);
  const resources = page.getByRole('group', { name: 'Resources', exact: true });
  await resources.getByRole('spinbutton', { name: 'Supply' }).fill('7');
  await resources.getByRole('spinbutton', { name: 'Ammo' }).fill('4');
  await expect(resources.getByRole('button', { name: 'Prepare for War: needs 6 Ammo' })).toBeDisabled();
  await resources.getByRole('button', { name: 'Pay 3 Supply for Falsify Scarcity' }).click();
  // Paying spends: the price is said first and paid only when confirmed.
  const ask = resources.getByRole('group', { name: 'Pay for Falsify Scarcity?' });
  await expect(ask).toContainText('Spends 3 Supply (7 now, 4 after) for Falsify Scarcity.');
  await expect(resources.getByRole('spinbutton', { name: 'Supply' })).toHaveValue('7');
  await ask.getByRole('button', { name: 'Pay it' }).click();
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
  expect([saints.keptTitle, saints.resources]).toEqual(['Warlord', { reputation: 0, territory: 1, supply: 4, ammo: 4 }]);
  await expectAccessibleAndFitting(page, 'resources and titles');

  // H13: the Rat Kings demand tribute from the Saints, saved here: the Territory moves, the Saints'
  // holding read from their sheet (not typed), said before it is paid, and the Saints' own log has it.
  const kingsResources = page.getByRole('group', { name: 'Resources', exact: true });
  await kingsResources.getByRole('spinbutton', { name: 'Ammo' }).fill('3');
  await kingsResources.getByRole('textbox', { name: 'Demand Tribute: from the gang' }).fill('The Rust Saints');
  await expect(kingsResources.getByRole('checkbox', { name: 'Take it from that gang’s sheet on this device too (it has 4)' })).toBeChecked();
  await kingsResources.getByLabel('Demand Tribute: take').selectOption('Territory');
  await expect(kingsResources.getByRole('checkbox', { name: 'Take it from that gang’s sheet on this device too (it has 1)' })).toBeChecked();
  await expect(kingsResources.getByRole('spinbutton', { name: 'Demand Tribute: what that gang has of it' })).toHaveCount(0);
  await kingsResources.getByRole('button', { name: 'Pay 3 Ammo for Demand Tribute' }).click();
  const tribute = kingsResources.getByRole('group', { name: 'Pay for Demand Tribute?' });
  await expect(tribute).toContainText('“The Rust Saints” on this device loses 1 Territory (1 now, 0 after).');
  await tribute.getByRole('button', { name: 'Pay it' }).click();
  await expect(kingsResources.getByRole('status')).toContainText('“The Rust Saints” on this device lost it too: its log has the step, to undo there if needed.');
  const gangs = async () => (await storedRosterJson(page, 'heartbreaker')) as Roster[];
  await expect.poll(async () => (await gangs()).map((g) => [g.name, g.resources.territory])).toEqual(
    expect.arrayContaining([
      ['Rat Kings', 1],
      ['The Rust Saints', 0],
    ]),
  );
  const saintsLog = (await gangs()).find((g) => g.name === 'The Rust Saints')!.log.at(-1)!;
  expect(saintsLog).toMatchObject({ kind: 'step', title: 'Taken by Rat Kings: Resource action: Demand Tribute', changes: ['Lost 1 Territory to Rat Kings (now 0; H13)'] });
  // The Saints' step is undone from their own log, also after a reload.
  await reloadBuilder(page);
  await showSavedList(page);
  await page.locator('details.rk-saved').getByRole('button', { name: /^The Rust Saints/ }).click();
  const log = page.locator('.rk-campaign');
  await openFold(log, /^Campaign log:/);
  await log.getByRole('button', { name: 'Undo this step: Taken by Rat Kings: Resource action: Demand Tribute' }).click();
  await log.getByRole('group', { name: 'Undo “Taken by Rat Kings: Resource action: Demand Tribute”?' }).getByRole('button', { name: 'Undo the step' }).click();
  await expect.poll(async () => (await gangs()).find((g) => g.name === 'The Rust Saints')!.resources.territory).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a fighter’s weapon opens the strike-odds tool with that fighter as the striker', async ({ browser }) => {
  const { context, page } = await builderWith(browser, BUILDER, buildLegalGang);
  await openModel(fighter(page, 2));
  await expect(fighter(page, 2).getByRole('link', { name: 'Strike odds: Twitch with a pair of Sidearms (Dual Wield)' })).toBeVisible();
  await openModel(fighter(page, 1));
  await followLink(page, fighter(page, 1).getByRole('link', { name: 'Strike odds: Mother Cog with the Pulverizer' }), /\/heartbreaker\/tools\/strike-odds\/\?/);
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
    // Where the link comes from: the tool names the fighter and weapon and leads back to the fighter.
    from: 'Mother Cog with Pulverizer',
    back: '/heartbreaker/builder/#heartbreaker-model-1',
    backTo: 'The Rust Saints',
  });
  await expect(page.locator('.tk-from-label')).toHaveText('Mother Cog with Pulverizer');
  await expect(page.getByRole('link', { name: 'Back to The Rust Saints' })).toHaveAttribute('href', '/heartbreaker/builder/#heartbreaker-model-1');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'PUNCH dice' })).toHaveValue('7');
  await expect(page.getByLabel('Crush: the target rolls no ARMOR')).toBeChecked();
  await context.close();
});

// A new gang is saved with its first change, under a new id: the fighter being typed in stays open,
// and a quirk ticked right after the last key keeps the name as typed (on screen and saved).
test('typing a name into a new gang’s first fighter keeps its editor open, and a quirk ticked at once keeps both', async ({ browser }) => {
  const { context, page, errors } = await builderWith(browser, BUILDER, async () => {});
  const heavy = await quirkBox(fighter(page, 1), 'Heavy Armor');
  await fighter(page, 1).getByLabel('Name', { exact: true }).pressSequentially('Mother Cog');
  await heavy.check();
  await expect(fighter(page, 1).getByLabel('Name', { exact: true })).toHaveValue('Mother Cog');
  await expect(heavy).toBeChecked();
  const [gang] = (await storedRosterJson(page, 'heartbreaker')) as Roster[];
  expect(gang!.fighters[0]).toMatchObject({ name: 'Mother Cog', quirks: ['Heavy Armor'] });
  expect(errors).toEqual([]);
  await context.close();
});
