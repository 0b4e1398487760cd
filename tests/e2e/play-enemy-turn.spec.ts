import { test, expect, type Browser, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { loadToolData } from '../unit/support/collections';
import type { TurnData } from '../../src/games/kuggkoping/turn';
import { encodeBoardState } from '../../src/games/kuggkoping/board/link';
import { terrainFromRows } from '../../src/games/kuggkoping/board/text';
import { seededFace } from '../../src/games/kuggkoping/turn';
import { modelTags } from '../../src/games/kuggkoping/tools/board-scene';
import { expectAccessibleAndFitting, freshContext, printToPdf } from './support/builder';
import { example } from './support/examples';
import { tapper } from './support/taps';

// Kuggköping's enemy turn in the play view, at 360 px: two enemies added, a situation
// ticked, a roll, Next enemy; a reload finds the same turn (it is kept in the game) and Undo takes
// back the last turn step.

const data = loadToolData<{ turn: TurnData }>('kuggkoping', 'enemy-activation').turn;
const grunt = data.enemyTypes.find((t) => !t.boss)!;
const link = `/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(example('kuggkoping')))}`;

const turn = (page: Page) => page.locator('.pk-enemy-turn');
const title = (page: Page) => turn(page).locator('.kk-turn-title');
const row = (page: Page, name: string) => turn(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** A fresh 360 px page with the example warband's game open at its enemy turn; after `body`, no console error, and the page closes. */
async function inGame(browser: Browser, body: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await page.goto(link);
  await page.locator('astro-island').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.pk-game')).toBeVisible();
  await showTurn(page);
  await body(page);
  expect(errors).toEqual([]);
  await context.close();
}

/** Opens the enemy turn's fold (closed when the page loads, so that nothing moves when its code arrives) once its code is there. */
async function showTurn(page: Page) {
  const fold = turn(page).locator('details.pk-turn-fold:not([aria-busy])');
  await expect(fold).toBeAttached();
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator(':scope > summary').click();
  await expect(fold).toHaveAttribute('open', '');
}

test('the Kuggköping play view runs the enemy turn, kept in the game through a reload and Undo (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  await inGame(browser, async (page) => {
    await expect(turn(page).getByRole('heading', { name: 'Enemy turn' })).toBeVisible();
    await expect(turn(page).getByText('Add the enemies on the table to start.')).toBeVisible();

    const add = turn(page).getByRole('button', { name: 'Add enemy' });
    await turn(page).getByLabel('New enemy’s type').selectOption(grunt.id);
    await add.click();
    await add.click();
    const [one, two] = [`${grunt.name} 1`, `${grunt.name} 2`];
    await expect(row(page, one)).toContainText('Activating now');
    await expect(row(page, two)).toContainText('Waiting');

    // Without a board the first waiting enemy is offered (no tap to pick it); the players tick its situation and roll.
    await expect(title(page)).toHaveText(`${one} activates`);
    await turn(page).getByLabel('Sees a Character').check();
    await expect(row(page, one)).toContainText('+sight');
    const roll = turn(page).getByRole('button', { name: 'Roll', exact: true });
    expect((await roll.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await roll.click();
    const result = turn(page).getByTestId('turn-result');
    await expect(result).toBeVisible();
    const face = (await result.locator('.kk-die').textContent())!.trim();
    const outcomeName = (await result.locator('.kk-roll-result').textContent())!.trim();
    expect(Number(face)).toBeGreaterThanOrEqual(1);
    expect(Number(face)).toBeLessThanOrEqual(6);
    const setup = turn(page).locator('.kk-turn-setup');
    expect(await setup.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await turn(page).getByRole('button', { name: `Next: ${two}` }).click();
    await expect(title(page)).toHaveText(`${two} activates`);
    await expect(row(page, one)).toContainText('Activated (1)');
    // With the first enemy done the set-up folds away: the roll sits under the round, not under the list.
    await expect.poll(() => setup.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);

    // Each step is in the game's log.
    const log = page.locator('.pk-log');
    await log.locator('summary').click();
    await expect(log.getByRole('listitem').first()).toHaveText(`${one} activated; next: ${two}`);
    await expect(log.getByRole('listitem').nth(1)).toHaveText(`${one} rolled ${face}: ${outcomeName}`);
    await expect(log.getByRole('listitem').nth(2)).toHaveText(`${one}: sees a Character, not adjacent`);
    const seed = (await turn(page).locator('.kk-seed').textContent())!.trim();

    // A reload finds the same turn: the same seed, the same enemy activating, the same roll.
    await page.reload();
    await page.locator('astro-island').first().scrollIntoViewIfNeeded();
    await showTurn(page);
    await expect(title(page)).toHaveText(`${two} activates`);
    await expect(turn(page).locator('.kk-seed')).toHaveText(seed);
    await expect(row(page, one)).toContainText('Activated (1)');
    await expect(row(page, one)).toContainText(`${face}: ${outcomeName}`);

    await expectAccessibleAndFitting(page, 'Kuggköping play with the enemy turn, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessibleAndFitting(page, 'Kuggköping play with the enemy turn, dark');

    // Undo takes back the last turn step only: the first enemy is activating again, its roll kept.
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.locator('.pk-said')).toHaveText(`Undid: ${one} activated; next: ${two}.`);
    await expect(title(page)).toHaveText(`${one} activates`);
    await expect(row(page, one)).toContainText('Activating now');
    await expect(row(page, one)).toContainText(`${face}: ${outcomeName}`);
    await expect(row(page, two)).toContainText('Waiting');

    // Next round keeps the enemies and clears the turn's activations and rolls.
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
    await expect(row(page, one)).toContainText('Activating now');
    await expect(row(page, one)).not.toContainText(outcomeName);
    await expect(row(page, two)).toContainText('Waiting');
    await expect(turn(page).locator('.kk-seed')).toHaveText(`${seed}/r2`);

    // The printed game sheet carries the enemies: the turn's settings, each enemy's profile as the turn plays it, its activation this turn (none yet in round 2), its grit to tick.
    const pdf = await printToPdf(page);
    const flat = (t: string) => t.normalize('NFKC').replace(/\s+/g, '');
    for (const text of ['Enemies', 'Enemy faction: none', one, two, `${grunt.name}: Move ${grunt.move}, Range ${grunt.range}, ${grunt.actionDice} (${grunt.hitOn}+), Defence ${grunt.defence}+, grit ${grunt.grit} of ${grunt.grit}`, 'Not activated yet this turn.', 'Grit lost']) {
      expect(flat(pdf.text), text).toContain(flat(text));
    }
  });
});

// The turn with a board in the play view, and the same turn without one: three Characters, six
// enemies, two taps an enemy (Roll, then Next), every button tapped at least 44 px tall.

const warband = example('kuggkoping') as { characters: { name: string }[] };
const [olga, knut, greta] = warband.characters.map((c) => c.name) as [string, string, string];
const [olgaTag, knutTag] = modelTags([olga, knut, greta]) as [string, string];

/** enemy-turn.spec.ts's board (a wall, a roof, three Characters, six enemies), its Characters named as the warband's. */
function boardLink(): string {
  const { width, height, terrain } = terrainFromRows(['........', '..bb....', '..bb....', '........', '.....1..', '.....1..', '........', '........']);
  const c = (x: number, y: number, move: number, range: number, label: string) => ({ x, y, side: 'character' as const, move, range, label });
  const e = (x: number, y: number, move: number, range: number) => ({ x, y, side: 'enemy' as const, move, range });
  const models = [c(0, 0, 3, 6, olga), c(7, 7, 3, 1, knut), c(0, 7, 3, 1, greta), e(1, 0, 3, 2), e(4, 1, 3, 2), e(5, 4, 3, 2), e(5, 7, 3, 2), e(3, 5, 4, 5), e(7, 0, 4, 2)];
  return `http://localhost/kuggkoping/tools/board/#board=${encodeBoardState({ width, height, terrain, models, selection: {}, view: 'sight' })}`;
}

const badges = (page: Page, mark: string) => turn(page).locator('.kb-badge', { hasText: mark });
const die = (page: Page) => turn(page).locator('[data-testid="turn-result"] .kk-die');
/** The space a model's tag stands on ("Gr1"), as the board names it. */
const space = (page: Page, x: number, y: number) => turn(page).locator(`button.kb-space[data-x="${x}"][data-y="${y}"]`);

test('with a board in the play view: six enemies in two taps each, order and situations from the board, a reload mid-turn (360 px, both themes)', async ({ browser }) => {
  test.setTimeout(180_000);
  await inGame(browser, async (page) => {
    await turn(page).getByLabel('Board link').fill(boardLink());
    await turn(page).getByRole('button', { name: 'Use this board' }).click();
    // The link's Characters are the warband's, by name: Grunt 1 beside Olga on A1 goes first (K13).
    await expect(title(page)).toHaveText('Grunt 1 (B1) activates');
    await expect(turn(page).locator('.kk-turn-situation')).toHaveText('From the board: sees a Character, adjacent.');
    await expect(space(page, 0, 0).locator('.kb-token')).toHaveText(olgaTag);
    await expect(space(page, 1, 0).locator('.kb-badge')).toHaveText('▶');
    await expect(space(page, 1, 0)).toContainText('activating now');
    // Every space of the board is a 44 px thumb target; the board scrolls in its own box, never the page.
    const cell = (await space(page, 3, 3).boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(44);
    expect(cell.height).toBeGreaterThanOrEqual(44);
    await expectAccessibleAndFitting(page, 'play view with a board, light');

    const seed = (await turn(page).locator('.kk-seed').textContent())!.trim();
    const { tap, count } = tapper(turn(page));
    const seen: string[] = [];
    for (let k = 0; k < 6; k++) {
      const heading = (await title(page).textContent())!;
      seen.push(heading);
      await tap(/^Roll$/);
      await expect(die(page)).toBeVisible();
      if (k === 0) await expect(die(page)).toHaveText(String(seededFace(seed, 'e1', 0)));
      if (k === 2) {
        // A reload mid-turn comes back to the same enemy, roll and board.
        const face = await die(page).textContent();
        await page.reload();
        await page.locator('astro-island').first().scrollIntoViewIfNeeded();
        await showTurn(page);
        await expect(title(page)).toHaveText(heading);
        await expect(die(page)).toHaveText(face!);
        await expect(badges(page, '✓')).toHaveCount(2);
        await expect(badges(page, '▶')).toHaveCount(1);
        await expect(space(page, 0, 0).locator('.kb-token')).toHaveText(olgaTag);
        await expect(turn(page).locator('.kb-cell.kb-t-blocking')).toHaveCount(4);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectAccessibleAndFitting(page, 'play view with a board mid-turn, dark');
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await tap(k < 5 ? /^Next/ : /^Done/);
      await expect(badges(page, '✓')).toHaveCount(k + 1);
    }
    expect(count()).toBe(12);
    expect(new Set(seen).size).toBe(6);
    await expect(turn(page)).toContainText('Every enemy has activated this turn.');
    await expect(turn(page).locator('tbody tr td:last-child')).toHaveText(['Activated (1)', ...Array<RegExp>(5).fill(/^Activated \([2-6]\)$/)]);
  });
});

test('the board drawn in place: the warband placed by name with taps, and a move updates the situation and the next enemy (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  await inGame(browser, async (page) => {
    await turn(page).getByLabel('New enemy’s type').selectOption(grunt.id);
    await turn(page).getByRole('button', { name: 'Add enemy' }).click();
    await turn(page).getByRole('button', { name: 'Add enemy' }).click();
    await turn(page).getByRole('button', { name: 'Draw the board' }).click();
    // Place offers the models not on the board yet, the warband's Characters first, by name.
    const pick = turn(page).getByLabel('Model to place');
    await expect(pick.locator('option:checked')).toHaveText(`${olga} (not on the board)`);
    for (const [x, y] of [[0, 0], [7, 11], [0, 11], [0, 3], [7, 10]] as const) await space(page, x, y).click();
    await expect(turn(page).locator('.kk-turn-unplaced')).toHaveCount(0);
    // Grunt 2 beside Knut (H12) is the closest: it activates first, seeing and adjacent.
    await expect(title(page)).toHaveText(`${grunt.name} 2 (H11) activates`);
    await expect(turn(page).locator('.kk-turn-situation')).toHaveText('From the board: sees a Character, adjacent.');
    // Knut walks away from H12 to D12 (Move: the model, then its space): Grunt 1 beside Olga is closest now.
    await turn(page).getByText('Move', { exact: true }).click();
    await space(page, 7, 11).click();
    await space(page, 3, 11).click();
    await expect(turn(page).locator('.kb-status')).toHaveText(`${knut} moved to D12.`);
    await expect(title(page)).toHaveText(`${grunt.name} 1 (A4) activates`);
    await expect(turn(page).locator('.kk-turn-situation')).toHaveText('From the board: sees a Character, not adjacent.');
    // The step is the game's: a reload finds the board as it was, and Undo takes the move back.
    await page.reload();
    await page.locator('astro-island').first().scrollIntoViewIfNeeded();
    await showTurn(page);
    await expect(space(page, 3, 11).locator('.kb-token')).toHaveText(knutTag);
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.locator('.pk-said')).toHaveText(`Undid: Board: ${knut} moved to D12.`);
    await expect(title(page)).toHaveText(`${grunt.name} 2 (H11) activates`);
    await expectAccessibleAndFitting(page, 'play view, board drawn in place, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessibleAndFitting(page, 'play view, board drawn in place, dark');
  });
});

test('without a board in the play view: the same six enemies ticked and rolled in two taps each (360 px, both themes)', async ({ browser }) => {
  test.setTimeout(180_000);
  await inGame(browser, async (page) => {
    const types = ['grunt', 'grunt', 'grunt', 'lurker', 'lurker', 'bell-man'].map((id) => data.enemyTypes.find((t) => t.id === id)!);
    for (const t of types) {
      await turn(page).getByLabel('New enemy’s type').selectOption(t.id);
      await turn(page).getByRole('button', { name: 'Add enemy' }).click();
    }
    await expect(turn(page).locator('.kk-turn-setup summary')).toContainText('3 Characters, 6 enemies');
    // The first enemy is offered at once: no tap to pick it.
    await expect(title(page)).toHaveText(`${types[0]!.name} 1 activates`);
    await expectAccessibleAndFitting(page, 'play view without a board, light');
    const { tap, count } = tapper(turn(page));
    for (let k = 0; k < 6; k++) {
      await tap(/^Roll$/);
      await expect(die(page)).toBeVisible();
      if (k === 3) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectAccessibleAndFitting(page, 'play view without a board, dark');
      }
      await tap(k < 5 ? /^Next/ : /^Done/);
      await expect(turn(page).locator('tbody tr td:last-child', { hasText: /^Activated/ })).toHaveCount(k + 1);
    }
    expect(count()).toBe(12);
    await expect(turn(page)).toContainText('Every enemy has activated this turn.');
  });
});
