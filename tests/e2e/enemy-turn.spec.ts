import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { encodeBoardState } from '../../src/games/kuggkoping/board/link';
import { terrainFromRows } from '../../src/games/kuggkoping/board/text';
import { seededFace } from '../../src/games/kuggkoping/turn';
import { openTool } from './support/tools';
import { tapper } from './support/taps';

// The whole enemy turn on the enemy-activation page, at 360 px in both themes. Three
// Characters and six enemies, with a board (situations and order from it) and without one (ticked
// and picked), a typed real die, and a reload mid-turn that comes back to the same enemy. The
// enemies as the book plays them (a hit as one button, Fragile self-esteem, a Draugar's roll to stand up).

const TOOL = '/kuggkoping/tools/enemy-activation/';
/** The unit tests' board: a wall, a roof, three Characters (Crack Shot, two Knuckle Busters) and six enemies. */
function boardLink(): string {
  const { width, height, terrain } = terrainFromRows(['........', '..bb....', '..bb....', '........', '.....1..', '.....1..', '........', '........']);
  const c = (x: number, y: number, move: number, range: number) => ({ x, y, side: 'character' as const, move, range });
  const e = (x: number, y: number, move: number, range: number) => ({ x, y, side: 'enemy' as const, move, range });
  const models = [c(0, 0, 3, 6), c(7, 7, 3, 1), c(0, 7, 3, 1), e(1, 0, 3, 2), e(4, 1, 3, 2), e(5, 4, 3, 2), e(5, 7, 3, 2), e(3, 5, 4, 5), e(7, 0, 4, 2)];
  return `${TOOL}#board=${encodeBoardState({ width, height, terrain, models, selection: {}, view: 'sight' })}`;
}

async function axeClean(page: Page, where: string) {
  expect(await axeInBothThemes(page, where, { include: '.kk-turn-root' })).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

const turn = (page: Page) => page.getByTestId('enemy-turn');
const title = (page: Page) => turn(page).locator('.kk-turn-title');
const seedOf = async (page: Page) => (await turn(page).locator('.kk-turn-meta .kk-seed').textContent())!.trim();
/** The id of the enemy activating now: its board tag "▶3" is enemy e3. */
const currentId = async (page: Page) => `e${(await turn(page).locator('.kk-tb-now').textContent())!.replace('▶', '')}`;

// Each turn is played once, light: a theme changes only colours, and each axe check (axeClean) turns
// the turn dark in place (axeInBothThemes: every rule again in the dark theme if more than colours changed).
test.describe('whole turn (360 px, both themes)', () => {
  test.use({ colorScheme: 'light', viewport: { width: 360, height: 800 } });
  // Each axe check runs in both themes.
  test.describe.configure({ timeout: 120_000 });

  test('with a board: six enemies in two taps each, order and situations from the board, a reload mid-turn', async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openTool(page, boardLink());
    // A board link opens the whole turn, and the address drops it (a reload reads the session).
    await expect(page.getByRole('button', { name: 'Whole turn' })).toHaveAttribute('aria-pressed', 'true');
    await expect(title(page)).toHaveText('Grunt 1 (B1) activates');
    await expect(turn(page).locator('.kk-turn-situation')).toHaveText('From the board: sees a Character, adjacent.');
    await expect(turn(page).locator('.kk-tb-now')).toHaveText('▶1');
    const seed = await seedOf(page);
    const { tap, count } = tapper(turn(page));
    const seen: string[] = [];
    for (let k = 0; k < 6; k++) {
      const id = await currentId(page);
      seen.push(id);
      await tap(/^Roll/);
      await expect(turn(page).locator('[data-testid="turn-result"] .kk-die')).toHaveText(String(seededFace(seed, id, 0)));
      if (k === 0) {
        // Grunt 1 sees and is adjacent: +3 on faces 2-6; a Fight or Rage shows both attacks.
        const face = seededFace(seed, id, 0);
        if (face > 1) await expect(turn(page).getByTestId('turn-result')).toContainText(`total ${face + 3}`);
        await axeClean(page, 'first roll');
      }
      if (k === 2) {
        // A reload mid-turn comes back to the same enemy with the same roll.
        const heading = await title(page).textContent();
        const die = await turn(page).locator('[data-testid="turn-result"] .kk-die').textContent();
        await page.reload();
        await openTool(page, page.url());
        await expect(title(page)).toHaveText(heading!);
        await expect(turn(page).locator('[data-testid="turn-result"] .kk-die')).toHaveText(die!);
        await expect(turn(page).locator('.kk-tb-done')).toHaveCount(2);
      }
      await tap(k < 5 ? /^Next/ : /^Done/);
      await expect(turn(page).locator('.kk-tb-done')).toHaveCount(k + 1);
    }
    expect(count()).toBe(12);
    expect(new Set(seen).size).toBe(6);
    // Closest first (K13): Grunt 1 beside A1 went first.
    expect(seen[0]).toBe('e1');
    await expect(turn(page)).toContainText('Every enemy has activated this turn.');
    await expect(turn(page).locator('tbody tr td:last-child')).toHaveText(['Activated (1)', ...Array<RegExp>(5).fill(/^Activated \([2-6]\)$/)]);
    await axeClean(page, 'turn done');
    expect(errors).toEqual([]);
  });

  test('a typed real die reads as the rolled one would', async ({ page }) => {
    await openTool(page, boardLink());
    await expect(title(page)).toHaveText('Grunt 1 (B1) activates');
    await turn(page).getByLabel('Or a real die’s face').fill('4');
    await turn(page).getByRole('button', { name: 'Use this face' }).click();
    // 4, +1 sight, +2 adjacent: 7, Rage.
    await expect(turn(page).getByTestId('turn-result')).toContainText('Rolled 4, +1 sees a Character, +2 adjacent: total 7 (a real die).');
    await expect(turn(page).locator('.kk-turn-result .kk-roll-result')).toHaveText('Rage');
    await expect(turn(page).getByRole('link', { name: 'Attack odds for this attack' })).toHaveAttribute('href', /actionDice=3/);
    await axeClean(page, 'typed die');
    // Moving the Crack Shot from A1 to A3 on the board: Grunt 1 still sees it but is no longer adjacent,
    // and the roll stays the earlier situation's.
    await turn(page).getByText('Move a model').click();
    await turn(page).getByLabel('Model', { exact: true }).selectOption({ label: 'Crack Shot (A1)' });
    await turn(page).getByLabel('Column', { exact: true }).selectOption('A');
    await turn(page).getByLabel('Row', { exact: true }).selectOption('3');
    await turn(page).getByRole('button', { name: 'Move it there' }).click();
    await expect(turn(page).locator('.kk-turn-situation')).toHaveText('From the board: sees a Character, not adjacent.');
    await expect(turn(page).locator('.kk-turn-result .kk-roll-result')).toHaveText('Earlier situation: Rage');
    await expect(turn(page).getByRole('button', { name: 'Roll again' })).toBeVisible();
    await axeClean(page, 'moved');
  });

  test('the rules pages’ #whole-turn link opens the whole turn; One enemy goes back to the single roller', async ({ page }) => {
    await openTool(page, `${TOOL}#whole-turn`);
    await expect(page.getByRole('button', { name: 'Whole turn' })).toHaveAttribute('aria-pressed', 'true');
    await expect(turn(page)).toContainText('Add the enemies on the table to start.');
    await page.getByRole('button', { name: 'One enemy' }).click();
    await expect(page.getByRole('button', { name: 'Roll the activation die' })).toBeVisible();
    await expect(turn(page)).toHaveCount(0);
  });

  test('the enemies as they play: a hit as one button, Fragile self-esteem, a Draugar knocked down rolls to stand up (K-04, K-11)', async ({ page }) => {
    await openTool(page, TOOL);
    await page.getByRole('button', { name: 'Whole turn' }).click();
    const root = page.locator('.kk-turn-root');
    await root.getByLabel('New Character’s archetype').selectOption({ label: 'Crack Shot' });
    await root.getByRole('button', { name: 'Add Character' }).click();
    for (const type of ['Bell-Man', 'Grunt']) {
      await root.getByLabel('New enemy’s type').selectOption({ label: type });
      await root.getByRole('button', { name: 'Add enemy' }).click();
    }
    await root.getByLabel('Enemy faction').selectOption({ label: 'Draugar' });
    // One hit of 3 on the Bell-Man (KB 1722-1723: a die fewer per grit lost).
    await root.getByLabel('Damage to Bell-Man 1 (grit)').fill('3');
    await root.getByRole('button', { name: 'Take a hit of 3' }).click();
    await expect(root.locator('.kk-turn-damage').first()).toContainText('Bell-Man 1: 3 of 6 grit');
    // A Draugar Grunt at 0 grit is knocked down, not killed (KB 1740-1742).
    await root.getByLabel('Damage to Grunt 1 (grit)').fill('4');
    await root.getByRole('button', { name: 'Take a hit of 4' }).click();
    await expect(root.locator('.kk-turn-damage').nth(1)).toContainText('knocked down');
    await axeClean(page, 'enemies hit');
    await root.locator('.kk-turn-setup summary').click();
    await expect(title(page)).toHaveText('Bell-Man 1 activates');
    await expect(turn(page).locator('.kk-turn-profile')).toContainText('3 (4+)');
    await expect(turn(page).locator('.kk-turn-profile')).toContainText('Fragile self-esteem');
    await turn(page).getByRole('button', { name: 'Roll', exact: true }).click();
    await turn(page).getByRole('button', { name: 'Next: Grunt 1' }).click();
    await expect(title(page)).toHaveText('Grunt 1 activates');
    const standUp = turn(page).locator('.kk-turn-standup');
    await expect(standUp.getByRole('button', { name: 'Roll to stand up' })).toBeVisible();
    await expect(turn(page).getByRole('button', { name: 'Roll', exact: true })).toBeHidden();
    await axeClean(page, 'a Draugar knocked down');
    await standUp.getByLabel('Or a real die’s face').fill('6');
    await standUp.getByRole('button', { name: 'Use this face' }).click();
    await expect(turn(page).locator('.kk-turn-standup')).toHaveCount(0);
    await expect(turn(page).getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
    await expect(turn(page).locator('.kk-turn-profile')).toContainText('grit 1 of 4');
  });

  test('without a board: three Characters and six enemies, ticked and picked in two taps each', async ({ page }) => {
    test.setTimeout(120_000);
    await openTool(page, TOOL);
    await page.getByRole('button', { name: 'Whole turn' }).click();
    const root = page.locator('.kk-turn-root');
    for (const archetype of ['Crack Shot', 'Knuckle Buster', 'Crack Shot']) {
      await root.getByLabel('New Character’s archetype').selectOption({ label: archetype });
      await root.getByRole('button', { name: 'Add Character' }).click();
    }
    for (const type of ['Grunt', 'Grunt', 'Grunt', 'Lurker', 'Lurker', 'Bell-Man']) {
      await root.getByLabel('New enemy’s type').selectOption({ label: type });
      await root.getByRole('button', { name: 'Add enemy' }).click();
    }
    await expect(root.locator('.kk-turn-setup summary')).toContainText('3 Characters, 6 enemies, no board');
    await axeClean(page, 'set up');
    await root.locator('.kk-turn-setup summary').click();
    const { tap, count } = tapper(turn(page));
    // The first enemy on the list is offered at once (no tap to pick it); the players pick each next one.
    for (const [i, name] of ['Grunt 1', 'Lurker 2', 'Bell-Man 1', 'Grunt 3', 'Lurker 1', 'Grunt 2'].entries()) {
      if (i > 0) await tap(`Next: ${name}`);
      await expect(title(page)).toHaveText(`${name} activates`);
      if (name === 'Bell-Man 1') {
        // Ticks are the situation without a board; they are not taps on the turn's buttons.
        await turn(page).getByRole('checkbox', { name: 'Sees a Character' }).check();
      }
      await tap(/^Roll/);
      await expect(turn(page).getByTestId('turn-result')).toBeVisible();
      if (name === 'Bell-Man 1') {
        const sum = await turn(page).getByTestId('turn-result').textContent();
        if (!sum!.includes('Rolled 1')) expect(sum).toContain('+1 sees a Character');
        // Unticking afterwards keeps the roll, as the earlier situation's.
        await turn(page).getByRole('checkbox', { name: 'Sees a Character' }).uncheck();
        await expect(turn(page).getByTestId('turn-result')).toContainText('Earlier situation:');
        await expect(turn(page).getByRole('button', { name: 'Roll again' })).toBeVisible();
        await turn(page).getByRole('checkbox', { name: 'Sees a Character' }).check();
        await axeClean(page, 'no board, mid-turn');
      }
    }
    await tap(/^Done/);
    expect(count()).toBe(12);
    await expect(turn(page)).toContainText('Every enemy has activated this turn.');
    await axeClean(page, 'no board, done');
  });
});
