import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { headline, openTool } from './support/tools';

// Field order: in the odds tools the fields a player changes most come first
// (attacker, weapon, target); the Heartbreaker strike tool offers whole targets from the data (a fresh
// recruit, a leader in Heavy Armor) on a phone's first screen.

const STRIKE = '/heartbreaker/tools/strike-odds/';
const stats = yaml.load(readFileSync('content/heartbreaker/data/starting-stats.yaml', 'utf8')) as { id: string; start: number }[];
const gear = yaml.load(readFileSync('content/heartbreaker/data/gear.yaml', 'utf8')) as { id: string; name: string; effects: { armorDice?: number }[] }[];
const start = (id: string) => stats.find((s) => s.id === id)!.start;
const heavy = gear.find((g) => g.id === 'heavy-armor')!;
const heavyArmor = start('armor') + heavy.effects.find((e) => e.armorDice !== undefined)!.armorDice!;

/** The page-order position of each text among the tool's labels and group names. */
const positions = (page: Page, texts: string[]) =>
  page.locator('.tk-root').first().evaluate((root, wanted) => {
    const all = [...root.querySelectorAll('legend, label, .tk-label, [role="group"]')].map((el) => el.getAttribute('aria-label') ?? el.textContent!.trim());
    return wanted.map((w) => all.findIndex((t) => t === w || t.startsWith(w)));
  }, texts);

// One test per width: a theme changes only colours, so the presets are tried once, light, and the axe
// check turns the tool dark in place (axeInBothThemes: every rule again if more than colours changed).
for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`strike odds: weapon, then the target with presets from the data (${width} px, both themes)`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ colorScheme: 'light', viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(STRIKE);
    await expect(page.locator('.tk-root[data-ready]')).toHaveCount(1, { timeout: 20_000 });
    const recruit = page.getByRole('button', { name: `A fresh recruit (Armor ${start('armor')}, Meat ${start('meat')})` });
    const leader = page.getByRole('button', { name: `A leader in ${heavy.name} (Armor ${heavyArmor}, Meat ${start('meat')})` });

    // On the first screen, as the page opens, above the answer docked at the bottom of a phone.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // A phone docks the answer at the bottom of the screen: the presets must sit above it.
    const docked = page.locator('.tk-answer[data-docked]');
    const dock = (await docked.count()) > 0 ? await docked.first().boundingBox() : null;
    const screenEnd = dock && dock.y + dock.height >= height - 1 ? dock.y : height;
    // The target's group and its first preset are on the first screen, above a phone's docked answer.
    const group = (await page.getByRole('group', { name: 'Target', exact: true }).boundingBox())!;
    expect(group.y, 'the Target group is on the first screen').toBeLessThan(screenEnd);
    const first = (await recruit.boundingBox())!;
    expect(first.y + first.height, 'the first preset is whole on the first screen').toBeLessThanOrEqual(screenEnd);
    for (const b of [recruit, leader]) {
      const box = (await b.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    expect(await positions(page, ['Weapon', 'Target', 'Strike', 'PUNCH modifiers'])).toEqual([...(await positions(page, ['Weapon', 'Target', 'Strike', 'PUNCH modifiers']))].sort((a, b) => a - b));

    // One tap sets the whole target, and the odds are those of that target typed in by hand.
    await leader.click();
    await expect(leader).toHaveAttribute('aria-pressed', 'true');
    await expect(recruit).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('spinbutton', { name: "Target's Armor (ARMOR dice)", exact: true })).toHaveValue(String(heavyArmor));
    await expect(page.getByRole('spinbutton', { name: "Target's Meat left", exact: true })).toHaveValue(String(start('meat')));
    const withPreset = await headline(page).textContent();
    expect(await axeInBothThemes(page, 'odds tool', { include: '.tk-root' })).toEqual([]);

    const typed = await context.newPage();
    await openTool(typed, `${STRIKE}?armor=${heavyArmor}&meat=${start('meat')}`);
    await expect(headline(typed)).toHaveText(withPreset!);
    await expect(typed.getByRole('button', { name: /^A leader in/ })).toHaveAttribute('aria-pressed', 'true');
    await recruit.click();
    await expect(page.getByRole('spinbutton', { name: "Target's Armor (ARMOR dice)", exact: true })).toHaveValue(String(start('armor')));
    await openTool(typed, `${STRIKE}?armor=${start('armor')}&meat=${start('meat')}`);
    await expect(headline(page)).toHaveText((await headline(typed).textContent())!);
    expect(await page.locator('.tk-root .tk-headline').first().textContent()).toBe(await typed.locator('.tk-root .tk-headline').first().textContent());
    await context.close();
  });
}

test('the other odds tools put attacker, weapon and target before the long lists of modifiers', async ({ page }) => {
  await openTool(page, '/punkapocalyptic/tools/shot-odds/');
  const shot = await positions(page, ['Precision', 'Weapon', 'Target', 'Precision modifiers']);
  expect(shot.every((p) => p >= 0)).toBe(true);
  expect(shot).toEqual([...shot].sort((a, b) => a - b));

  // Kuggköping attack odds: the attacker and the target come from the game's data (every enemy type a preset).
  await openTool(page, '/kuggkoping/tools/attack-odds/');
  const attack = await positions(page, ['Attacker model', 'Target model', 'Attack roll']);
  expect(attack.every((p) => p >= 0)).toBe(true);
  expect(attack).toEqual([...attack].sort((a, b) => a - b));
  const enemies = yaml.load(readFileSync('content/kuggkoping/data/enemy-types.yaml', 'utf8')) as { id: string; name: string }[];
  const targets = await page.getByLabel('Target model').locator('option').allTextContents();
  for (const e of enemies) expect(targets).toContain(`${e.name} (enemy)`);

  await openTool(page, '/wolsung/tools/shoot-odds/');
  const shoot = await positions(page, ['Shooter', 'Weapon', 'Target']);
  expect(shoot.every((p) => p >= 0)).toBe(true);
  expect(shoot).toEqual([...shoot].sort((a, b) => a - b));
});
