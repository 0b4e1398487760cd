import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { openTool } from './support/tools';
import { openModel } from './support/model-fold';

// Lists a player rolls on show the die face and are sorted by it, so a roll finds its entry at a
// glance: the Kuggköping gadget and quirk lists on the rules page, in the attack-odds pickers and in
// the warband builder, and Heartbreaker's D6 name tables. What each list must hold is read from the
// YAML data.

type Rolled = { id: string; kind: 'weapon' | 'defence'; roll: number; name: string };
const data = <T>(game: string, file: string) => yaml.load(readFileSync(`content/${game}/data/${file}.yaml`, 'utf8')) as T[];
const gadgets = data<Rolled>('kuggkoping', 'gadgets');
const quirks = data<Rolled>('kuggkoping', 'quirks');
const weapons = data<{ id: string; name: string; altNames: string[] }>('heartbreaker', 'weapons');

/** A list of one kind in die order, as "face: name". */
const expected = (list: Rolled[], kind: 'weapon' | 'defence') =>
  list
    .filter((e) => e.kind === kind)
    .sort((a, b) => a.roll - b.roll)
    .map((e) => `${e.roll}: ${e.name}`);

/** A table's body rows as "first cell: second cell". */
const rows = (page: Page, table: ReturnType<Page['locator']>) =>
  table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.children[0]!.textContent!.trim()}: ${tr.children[1]!.textContent!.trim()}`));

// One test per width, in the worker's shared tab: a theme changes only colours, so each table is read
// once, light, and its axe check turns the page dark in place (axeInBothThemes).
for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`rules pages: gadget, quirk and name tables by die face (${width} px, both themes)`, async ({ page }) => {
    test.setTimeout(120_000); // two pages, each checked in two themes
    await page.setViewportSize({ width, height });
    await page.goto('/kuggkoping/rules/gizmos-and-gadgets/');
    for (const [list, noun, die] of [
      [gadgets, 'gadgets', 'D6'],
      [quirks, 'quirks', 'D12'],
    ] as const) {
      for (const kind of ['weapon', 'defence'] as const) {
        const caption = `${kind === 'weapon' ? 'Weapon' : 'Defence'} ${noun} (roll 1${die})`;
        const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
        await expect(table.locator('thead th').first()).toHaveText(die);
        expect(await rows(page, table), caption).toEqual(expected(list, kind));
      }
    }
    expect(await axeInBothThemes(page, 'kuggkoping table', { include: '.kk-table' })).toEqual([]);

    await page.goto('/heartbreaker/rules/weapons/');
    for (const w of weapons) {
      const table = page.locator('table.hb-altnames', { has: page.locator('caption', { hasText: `Alternative names for a ${w.name} (roll 1D6)` }) });
      await expect(table.locator('thead th').first()).toHaveText('D6');
      expect(await rows(page, table), w.name).toEqual(w.altNames.map((n, i) => `${i + 1}: ${n}`));
    }
    expect(await axeInBothThemes(page, 'heartbreaker other names', { include: '.hb-altnames' })).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
  });
}

test('attack odds: the gadget and quirk pickers list each face first, in die order', async ({ page }) => {
  await openTool(page, '/kuggkoping/tools/attack-odds/');
  const attacker = page.getByRole('group', { name: /^Attacker from/ }).first();
  await attacker.getByLabel('Model').first().selectOption({ label: 'Crack Shot (Character)' });
  for (const [label, list, kind] of [
    ['Weapon gadget', gadgets, 'weapon'],
    ['Weapon quirk', quirks, 'weapon'],
    ['Defence gadget', gadgets, 'defence'],
    ['Defence quirk', quirks, 'defence'],
  ] as const) {
    const options = await attacker.getByLabel(label).locator('option').allTextContents();
    expect(options, label).toEqual(['None', ...expected(list, kind)]);
  }
});

test("warband builder: a Character's gadget and quirk picker lists each face first, in die order", async ({ page }) => {
  await page.goto('/kuggkoping/builder/');
  await page.getByLabel("New Character's name").fill('Olga');
  await page.getByLabel("New Character's archetype").selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add Character' }).click();
  // The new Character is a compact card: a player opens its editor to pick gear.
  const olga = await openModel(page.locator('article', { has: page.getByRole('heading', { name: /^Olga/ }) }).first());
  for (const [value, list, kind, die] of [
    ['gadget:weapon', gadgets, 'weapon', 'D6'],
    ['gadget:defence', gadgets, 'defence', 'D6'],
    ['quirk:weapon', quirks, 'weapon', 'D12'],
    ['quirk:defence', quirks, 'defence', 'D12'],
  ] as const) {
    await olga.getByLabel('List').selectOption(value);
    const options = await olga.getByLabel('Which').locator('option').allTextContents();
    expect(options, value).toEqual([`Roll on the list (${die})`, ...expected(list, kind)]);
  }
});
