import { test, expect, type Locator, type Page } from '@playwright/test';
import { importFile, openBuilder, waitForIsland } from './support/builder';
import { example } from './support/examples';

// Typing composites the text box and nothing more. Chromium composites a focused text box's caret,
// and whatever is painted after the caret and overlaps it goes into an extra layer ("Overlap"),
// which then takes in everything painted after it that it can. The focus ring did: without the
// `isolation: isolate` of `.tk-input` (tools.css) that layer covered the rest of the page (4,400 px
// in Wolsung's largest club) and was layerized again on every key, 20 to 27 ms of each key's frame
// with the CPU slowed 4×. Read from Chromium's own layer tree (CDP LayerTree), not timed.

interface Layer {
  layerId: string;
  width: number;
  height: number;
  drawsContent: boolean;
}

/**
 * The layer that follows the caret's while `field` has focus and a key was typed in it (layers come
 * in paint order): what the caret's overlap started, with the field's own box for comparison.
 */
async function layerAfterCaret(page: Page, field: Locator): Promise<{ after: string; area: number; fieldArea: number }> {
  const cdp = await page.context().newCDPSession(page);
  let layers: Layer[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => {
    if (e.layers) layers = e.layers;
  });
  await cdp.send('LayerTree.enable');
  await field.click();
  await page.keyboard.type('x');
  // Two frames: the key's and one after it, so the layer tree reported is the typed one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect.poll(() => layers.length).toBeGreaterThan(0);
  const reasons = async (layer: Layer) =>
    ((await cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId })) as { compositingReasonIds: string[] }).compositingReasonIds.map((r) => r.toLowerCase());
  let caret = -1;
  for (const [i, layer] of layers.entries()) if ((await reasons(layer)).includes('caret')) caret = i;
  expect(caret, 'a composited caret').toBeGreaterThanOrEqual(0);
  const next = layers[caret + 1]!;
  const after = `${next.width}x${next.height} (${(await reasons(next)).join(', ')})`;
  await cdp.detach();
  const box = (await field.boundingBox())!;
  // The field with its focus ring (a 2 px outline 2 px outside it).
  return { after, area: next.width * next.height, fieldArea: (box.width + 8) * (box.height + 8) };
}

/**
 * At most a few fields' worth: the field with its ring (a builder's name: 606 × 52 px) or a column of
 * number fields below it (a tool: 80 × 266 px); before the fix, the rest of the page (606 × 602 px in
 * a new Wolsung club, 291 × 2,814 px on the strike-odds tool).
 */
function expectOnlyTheField({ after, area, fieldArea }: { after: string; area: number; fieldArea: number }): void {
  expect(area, `the layer after the caret, ${after}, against the field's ${fieldArea} px²`).toBeLessThanOrEqual(8 * fieldArea);
}

// Every builder's text boxes are the roster kit's TextField and every tool's numbers the tools kit's
// NumberField, all `.tk-input`: two builders and a tool stand for them.
const NAME_FIELDS: [string, string][] = [
  ['heartbreaker', 'Gang name'],
  ['wolsung', 'Club name'],
];

for (const [slug, label] of NAME_FIELDS) {
  test(`${slug} builder: typing in the ${label.toLowerCase()} composites the field alone`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBuilder(page, `/${slug}/builder/`);
    expectOnlyTheField(await layerAfterCaret(page, page.getByLabel(label, { exact: true })));
  });
}

test('a tool: typing in a number field composites the field alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/heartbreaker/tools/strike-odds/');
  await waitForIsland(page);
  expectOnlyTheField(await layerAfterCaret(page, page.locator('.tk-root input.tk-input[type="number"]').first()));
});

// A keystroke in the open editor repaints its own group only: each field group of the open model is
// a paint layer of its own (model-fold.css). Without it, one letter in Punkapocalyptic's largest gang
// repainted and pre-painted the whole 2,800-element editor: 9 and 8 ms a key with the CPU slowed 4×,
// 3 and 1 to 3 with it (docs/performance.md). Chromium's layer tree shows composited layers only, so
// this reads the groups' computed style; the bench times the keys.
test('punkapocalyptic builder: each field group of the open editor is a paint layer of its own', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openBuilder(page, '/punkapocalyptic/builder/');
  await importFile(page, 'gang.json', JSON.stringify(example('punkapocalyptic')));
  await page.locator('.rk-model-toggle').first().click();
  const groups = page.locator('.rk-model[data-open] .rk-model-body .tk-group');
  await expect(groups.first()).toBeVisible();
  const isolation = await groups.evaluateAll((els) => els.map((el) => getComputedStyle(el).isolation));
  expect(isolation.length).toBeGreaterThan(1);
  expect(isolation).toEqual(isolation.map(() => 'isolate'));
});
