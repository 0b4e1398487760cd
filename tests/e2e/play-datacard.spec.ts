/**
 * The play card is the model's datacard, so nothing sends the player back to the builder: under each
 * card's numbers, one tap opens what the model can do as its builder prints it (weapons with their
 * numbers, abilities with their text, skills and injuries), and the opponent's models the same, from
 * their roster. At 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { freshContext, waitForIsland } from './support/builder';
import { example } from './support/examples';
import { htmlFor } from './support/site';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { SPECIAL_RULES_PAGE } from '../../src/games/punkapocalyptic/roster-rules';

const packed = (slug: string) => compressToEncodedURIComponent(JSON.stringify(example(slug)));

async function openPlay(page: Page, slug: string): Promise<void> {
  await page.goto(`/${slug}/play/#roster=${packed(slug)}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-root .rk-screen')).toBeVisible();
}

/** Opens model `index`'s datacard and returns its text. */
async function datacardOf(page: Page, index: number, label: string): Promise<string> {
  const fold = page.locator(`#pk-model-${index} .pk-datacard`);
  await expect(fold.locator('summary')).toHaveText(new RegExp(`^${label}`));
  await expect(fold.locator('.pk-datacard-body'), 'drawn only once opened').toHaveCount(0);
  await fold.locator('summary').click();
  await expect(fold).toHaveAttribute('open', '');
  // The datacards' code comes after the first paint: a fold opened before it says "Loading…" until it
  // has come (CI read that once, on a page whose other late parts were loading at the same time).
  await expect(fold.locator('.pk-datacard-body')).not.toHaveText('Loading…');
  return (await fold.locator('.pk-datacard-body').innerText()).replace(/\s+/g, ' ');
}

// What each example roster's first model carries, from the game's data (content/<slug>/data/).
const CASES = [
  {
    slug: 'kuggkoping',
    label: 'Attacks, gear and abilities',
    // Olga, a Crack Shot with an equipped Handgun (gadgets.yaml) and the archetype's Aim (archetypes.yaml).
    shows: ['Handgun (weapon): The Character gets 1 more action die and 1 more range.', 'Aim (special action', 'that attack hits on 3+', 'Bulls eye'],
  },
  {
    slug: 'heartbreaker',
    label: 'Weapons, gear and abilities',
    // Mother Cog's Pulverizer (weapons.yaml: Nearby, PUNCH 7, Crush) and Medpack (gear.yaml).
    shows: ['Pulverizer: Nearby · PUNCH 7. Crush: The target gets no ARMOR roll at all', 'Medpack (gear', 'add 3 to their Second Wind roll'],
  },
  {
    slug: 'punkapocalyptic',
    label: 'Gear and special rules',
    // Maggie's Automatic rifle with its numbers and its rule's text, Delay (3) with its text (special-rules.yaml), and bullets kept secret (the gang's choice).
    shows: ['Automatic rifle (ranged, S 4, Pen 1, range 20/40/60 cm', 'Automatic: Choose single or automatic mode before firing', 'Delay (3): Once per turn the model may put off its activation', 'Bullets: secret (on the bullets slip)'],
  },
  {
    slug: 'wolsung',
    label: 'Weapons, rules and spells',
    // Professor Vane's Pistol with its numbers (weapons.yaml: strength 4, three range bands) and Quick's text, and Hard to kill (special-rules.yaml).
    shows: ['Pistol (Ranged (quick start profile), S 4): 0–8″ +1 G · 8–16″ −1 G · 16–24″ −2 G', 'Quick: The model may make a Move', 'Hard to kill', 'it stays on 1 wound instead'],
  },
  {
    slug: 'arsenal-campaign',
    label: 'Skills and injuries',
    // Nino Ortega, hired in week 1, came home with a Bad Knee (the example's log).
    shows: ['Injuries: Bad Knee'],
  },
];

for (const { slug, label, shows } of CASES) {
  test(`${slug} at 360 px: the first card's datacard opens with a tap and shows what the model carries`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    await openPlay(page, slug);
    const text = await datacardOf(page, 0, label);
    for (const s of shows) expect(text).toContain(s);
    // The opened card still fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('Punkapocalyptic: the opponent’s models have their datacards too, read from their roster, with their bullets still secret', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, 'punkapocalyptic');
  const panel = page.locator('details.pk-opponent:not([aria-busy])');
  await panel.locator('summary').click();
  await page.getByLabel('Or their share link').fill(`https://example.org/punkapocalyptic/builder/#roster=${packed('punkapocalyptic')}`);
  await page.getByRole('button', { name: 'Add the opponent' }).click();
  const moose = page.locator('.pk-foes li').filter({ hasText: 'Moose' });
  await moose.locator('.pk-datacard summary').click();
  await expect(moose.locator('.pk-datacard-body')).not.toHaveText('Loading…');
  const text = (await moose.locator('.pk-datacard-body').innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('Heavy mace (melee, S +2, Pen 1, Combat 0');
  expect(text).toContain('Two-handed');
  expect(text).toContain('Permanent losses: T -1');
  expect(text).toContain('Bullets: secret');
  expect(errors).toEqual([]);
  await context.close();
});

test('Punkapocalyptic: a weapon the game jams is struck through on the datacard, with why', async ({ browser }) => {
  const base = example('punkapocalyptic') as { models: { equipment: unknown[] }[] };
  const pistol = { kind: 'ranged', name: 'Junk pistol', cost: 3, strength: 3, penetration: 0, specialRules: [{ name: 'Kaboom!' }] };
  const gang = { ...base, models: [base.models[0], { ...base.models[1], equipment: [...base.models[1]!.equipment, pistol] }] };
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/punkapocalyptic/play/#roster=${compressToEncodedURIComponent(JSON.stringify(gang))}`);
  await waitForIsland(page);
  const moose = page.locator('#pk-model-1');
  await moose.locator('.pk-datacard summary').click();
  const body = moose.locator('.pk-datacard-body');
  await expect(body).toContainText('Junk pistol (ranged, S 3, Pen 0');
  await expect(body.locator('s')).toHaveCount(0);
  await moose.getByRole('button', { name: 'Junk pistol: jammed (Kaboom!): one more' }).click();
  await expect(body.locator('s')).toHaveText('Junk pistol');
  await expect(body).toContainText('Junk pistol (jammed)');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(body.locator('s')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('Wolsung SSG: a caster’s spells are on its datacard with their cost, range and S, each linked to how it is cast (issue 37: spells with cost and range)', async ({ browser }) => {
  const base = example('wolsung') as { models: Record<string, unknown>[] };
  const spells = [
    { name: 'Fire bolt', kind: 'projectile', cost: 1, range: 12, strength: 4 },
    { name: 'Veil of smoke', kind: 'other', cost: 0, range: null, strength: 5 },
  ];
  const club = { ...base, models: [{ ...base.models[0], spells }, ...base.models.slice(1)] };
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(`/wolsung/play/#roster=${compressToEncodedURIComponent(JSON.stringify(club))}`);
  await waitForIsland(page);
  const text = await datacardOf(page, 0, 'Weapons, rules and spells');
  expect(text).toContain('Fire bolt (Magic Projectile): cost 1 (one card of the caster’s suit), range 12″, S 4');
  expect(text).toContain('Veil of smoke (other spell): cost 0 (');
  expect(text).toContain('difficulty 5');
  const body = page.locator('#pk-model-0 .pk-datacard-body');
  await expect(body.getByRole('link', { name: /^Fire bolt/ })).toHaveAttribute('href', /\/wolsung\/rules\/magic\/#casting-magic-projectiles-and-magic-attacks$/);
  await expect(body.getByRole('link', { name: /^Veil of smoke/ })).toHaveAttribute('href', /\/wolsung\/rules\/magic\/#casting-magic-buffs-and-magic-auras$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('Punkapocalyptic: a special rule on the datacard links to its explanation, and every rule of the book has its anchor there', async ({ browser }) => {
  const page = htmlFor(SPECIAL_RULES_PAGE)!;
  const missing = punkapocalypticBookData().specialRules.filter((r) => !page.includes(`id="${r.id}"`)).map((r) => r.id);
  expect(missing).toEqual([]);
  const { context, page: tab, errors } = await freshContext(browser, { width: 360 });
  await openPlay(tab, 'punkapocalyptic');
  await datacardOf(tab, 0, 'Gear and special rules');
  const delay = tab.locator('#pk-model-0 .pk-datacard-body').getByRole('link', { name: 'Delay (3)' });
  await expect(delay).toHaveAttribute('href', `${SPECIAL_RULES_PAGE}#delay`);
  await delay.click();
  await expect(tab).toHaveURL(new RegExp(`${SPECIAL_RULES_PAGE}#delay$`));
  await expect(tab.locator('#delay')).toBeInViewport();
  expect(errors).toEqual([]);
  await context.close();
});

for (const { slug, label, links } of [
  { slug: 'heartbreaker', label: 'Weapons, gear and abilities', links: ['Pulverizer', 'Medpack'] },
  { slug: 'kuggkoping', label: 'Attacks, gear and abilities', links: ['Handgun', 'Aim'] },
  { slug: 'wolsung', label: 'Weapons, rules and spells', links: ['Hard to kill', 'Scientist'] },
]) {
  test(`${slug}: each ability, gadget or rule named on the datacard links to its entry, and the built page has that anchor`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    await openPlay(page, slug);
    await datacardOf(page, 0, label);
    const body = page.locator('#pk-model-0 .pk-datacard-body');
    for (const name of links) await expect(body.getByRole('link', { name, exact: true })).toBeVisible();
    const hrefs = await body.locator('a[href*="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(links.length);
    for (const href of hrefs) {
      const [path, anchor] = href.split('#');
      expect(htmlFor(path!), href).toContain(`id="${anchor}"`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
