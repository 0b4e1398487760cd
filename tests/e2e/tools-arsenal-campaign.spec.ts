import { headline, numberField as num, openTool, queryOf as query, testToolStates } from './support/tools';
import { test, expect } from './support/shared-tab';
import { formatPercent } from '../../src/common/numbers';
import { cheat, flip } from '../../src/games/arsenal-campaign/odds';

// The Arsenal Campaign tools in the built site: shared links open their set-up, the numbers shown are
// the odds functions' (or the campaign arithmetic's), and inputs update both the page and the link.


test.describe('flip odds', () => {
  test('the Finished Off link from the rules, then one positive twist', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/flip-odds/?target=3&twist=0');
    await expect(headline(page)).toHaveText(formatPercent(flip({ target: 3, twist: 0 }).pSuccess));
    await expect(headline(page)).toHaveText('83.3%'); // 45 cards of 54 (C2)
    await page.getByRole('button', { name: 'Twist: one more' }).click();
    await expect(headline(page)).toHaveText(formatPercent(flip({ target: 3, twist: 1 }).pSuccess));
    await expect.poll(() => query(page).get('twist')).toBe('1');
  });

  test('the duel link with a positive twist opens on the default target', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/flip-odds/?twist=1');
    await expect(num(page, 'Twist')).toHaveValue('1');
    await expect(headline(page)).toHaveText(formatPercent(flip({ target: 3, twist: 1 }).pSuccess));
    await num(page, 'Target value').fill('12');
    await expect(headline(page)).toHaveText(formatPercent(flip({ target: 12, twist: 1 }).pSuccess));
    await expect.poll(() => query(page).get('target')).toBe('12');
  });

  test('can I cheat this? a hand of cards and hoping low', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/flip-odds/?target=10&twist=-2');
    await num(page, 'Cards in your hand').fill('5');
    await expect(headline(page, 1)).toHaveText(formatPercent(cheat({ target: 10, twist: -2, handSize: 5, hope: 'high' }).pWithCheat));
    await page.getByLabel('Below the target').check();
    await expect(headline(page, 1)).toHaveText(formatPercent(cheat({ target: 10, twist: -2, handSize: 5, hope: 'low' }).pWithCheat));
    await expect.poll(() => query(page).get('hope')).toBe('low');
    expect(query(page).get('handSize')).toBe('5');
    await expect(page.locator('.tk-headline').nth(1)).toContainText(formatPercent(cheat({ target: 10, twist: -2, handSize: 5, hope: 'low' }).pHandHas));
  });

  test('the Finished Off button sets the flip up from the data; a bad target is refused', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/flip-odds/?target=9&twist=2&handSize=3');
    await page.getByRole('button', { name: /Set up a Finished Off flip/ }).click();
    await expect(num(page, 'Target value')).toHaveValue('3');
    await expect(headline(page, 1)).toHaveText(formatPercent(cheat({ target: 3, twist: 0, handSize: 3, hope: 'low' }).pWithCheat));
    // The link named twist, so it keeps it at its default rather than dropping it.
    await expect.poll(() => query(page).get('twist')).toBe('0');
    await num(page, 'Target value').fill('15');
    await expect(page.getByRole('alert')).toContainText('Target value');
  });
});

test.describe('campaign calculator', () => {
  test('opens on the rules examples and follows a change of VP and a withdrawal', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/campaign-calculator/');
    // The answer (encounter size, payday) and the sentences under it.
    const summary = page.locator('.tk-panel');
    await expect(summary).toContainText('Encounter size: up to 25 SS');
    await expect(summary).toContainText('Crew B has the lower rating and adds 7 soulstones');
    await expect(summary).toContainText('Payday: Crew A 5 script, Crew B 9 script');

    await num(page, 'Crew B: VP scored').fill('9');
    // B now wins 9 to 7: ceil(9 / 2) + 1 + 7 = 13; A gets ceil(7 / 2) = 4.
    await expect(summary).toContainText('Payday: Crew A 4 script, Crew B 13 script');
    await expect.poll(() => query(page).get('bVp')).toBe('9');

    await page.getByLabel('Crew B withdrew').check();
    await num(page, 'Turn of the withdrawal').fill('2');
    await expect(summary).toContainText('Payday: Crew A 5 script, Crew B 0 script');
    await expect.poll(() => query(page).get('withdrawalTurn')).toBe('2');
    expect(query(page).get('withdrawer')).toBe('b');
  });

  test('a shared link with a big week hits the cap of 16, and impossible caches are refused', async ({ page }) => {
    await openTool(page, '/arsenal-campaign/tools/campaign-calculator/?bVp=14&bInjuries=12&aEarlier=0&bEarlier=3');
    // B: VP 14 -> 7, win +1, rating gap 6 - (2 - 12) = 16: 24, cut to 16 - 3 = 13.
    await expect(page.locator('.ac-summary')).toContainText('Crew B 13 script');
    await num(page, 'Crew A: 0-cost henchmen').fill('0');
    await expect(page.getByRole('alert')).toContainText('no 0-cost henchmen');
  });
});

// Each tool in the states a reader can reach (Compare on, a hand to cheat with, a withdrawal, a
// refusal), axe-checked (WCAG 2.1 AA) in both themes at 360 px, with no console error and no sideways scroll.
const STATES = [
  '/arsenal-campaign/tools/',
  '/arsenal-campaign/tools/flip-odds/?target=3&twist=0',
  '/arsenal-campaign/tools/flip-odds/?twist=-3&handSize=6&hope=low&compare=1&b.twist=3',
  '/arsenal-campaign/tools/campaign-calculator/?withdrawer=a&withdrawalTurn=2',
  '/arsenal-campaign/tools/campaign-calculator/?aHenchmen=0',
];
testToolStates(STATES);
