import { test, expect } from './support/shared-tab';
import { type Page } from '@playwright/test';
import { formatPercent } from '../../src/common/numbers';
import { parseQuery } from '../../src/tools/query-state';
import { combatFields } from '../../src/games/punkapocalyptic/tools/combat-odds';
import { coverFields, coverInput } from '../../src/games/punkapocalyptic/tools/cover';
import { fallJumpFields } from '../../src/games/punkapocalyptic/tools/fall-and-jump';
import { shotFields } from '../../src/games/punkapocalyptic/tools/shot-odds';
import { combatSummary, fallJumpSummary, shotSummary } from '../../src/games/punkapocalyptic/summaries';
import { checkCover } from '../../src/games/punkapocalyptic/cover';
import {
  coverGradeSchema,
  coverSizeSchema,
  fallBandSchema,
  jumpLimitSchema,
  precisionModifierSchema,
  specialRuleSchema,
} from '../../src/games/punkapocalyptic/schema';
import { gameData } from '../unit/support/game-data';

// Each Punkapocalyptic tool opened from a shared link shows what its odds function gives for that
// link, and a change made like a reader makes it updates both the numbers and the link.

const { load } = gameData('punkapocalyptic');
const shotData = { modifiers: load('precision-modifiers', precisionModifierSchema), specialRules: load('special-rules', specialRuleSchema) };
const coverData = { sizes: load('cover-sizes', coverSizeSchema), grades: load('cover-grades', coverGradeSchema) };
const fallJumpData = { fallBands: load('fall-table', fallBandSchema), jumpLimits: load('jump-limits', jumpLimitSchema) };

const TOOLS = '/punkapocalyptic/tools';

/** Opens a tool link, scrolls the island into view and waits until React has hydrated it. */
async function openTool(page: Page, url: string) {
  await page.goto(url);
  const island = page.locator('astro-island:has(.tk-root)');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

const headline = (page: Page) => page.locator('.tk-headline-value').first();
const search = (page: Page) => new URL(page.url()).search;

const expectedShot = (query: string) => formatPercent(shotSummary(parseQuery(query, shotFields, { aliases: { armour: 'armor' } }).values, shotData).chance);

test.describe('shot odds', () => {
  for (const query of ['?precision=5&modifier=0', '?armor=3&penetration=2', '?armour=3&penetration=2', '?cover=8', '?kaboom=true', '?modifier=-1', '?modifier=1', '?automatic=1&targets=3&precision=7']) {
    test(`the rules page link ${query} opens that set-up`, async ({ page }) => {
      await openTool(page, `${TOOLS}/shot-odds/${query}`);
      await expect(headline(page)).toHaveText(expectedShot(query));
    });
  }

  test('a link from before "Armor" reads its armour, and the address uses the book’s word', async ({ page }) => {
    await openTool(page, `${TOOLS}/shot-odds/?armour=3&penetration=2`);
    await expect(page.getByRole('spinbutton', { name: 'Target Armor' })).toHaveValue('3');
    await expect.poll(() => search(page)).toBe('?penetration=2&armor=3');
    await expect(page.locator('.tk-link-notes')).toHaveCount(0);
  });

  test('Defensive Fire link: the box is ticked and the target wins impact ties', async ({ page }) => {
    const query = '?modifier=-2&shooterActive=false';
    await openTool(page, `${TOOLS}/shot-odds/${query}`);
    await expect(page.getByRole('checkbox', { name: /^Defensive Fire/ })).toBeChecked();
    await expect(headline(page)).toHaveText(expectedShot(query));
    expect(expectedShot(query)).not.toBe(expectedShot('?modifier=-2'));
  });

  test('Kaboom! shows its jam chance', async ({ page }) => {
    await openTool(page, `${TOOLS}/shot-odds/?kaboom=true&precision=9&modifier=3`);
    await expect(page.getByText('Chance the weapon explodes and jams:')).toContainText('20.0%');
    await expect(page.getByText('Chance to hit:')).toContainText('80.0%');
  });

  test('ticking Aim adds +3 to the total modifier, the numbers and the link', async ({ page }) => {
    await openTool(page, `${TOOLS}/shot-odds/?precision=5&modifier=-1`);
    await page.getByRole('checkbox', { name: /^Aimed at this target/ }).check();
    await expect(page.getByRole('spinbutton', { name: 'Total Precision modifier' })).toHaveValue('2');
    await expect.poll(() => search(page)).toContain('modifier=2');
    expect(search(page)).toContain('aim=1');
    await expect(headline(page)).toHaveText(expectedShot('?precision=5&modifier=2&aim=1'));
  });

  test('typing a new Precision updates the numbers and the link', async ({ page }) => {
    await openTool(page, `${TOOLS}/shot-odds/`);
    await page.getByRole('spinbutton', { name: 'Precision', exact: true }).fill('8');
    await expect.poll(() => search(page)).toContain('precision=8');
    await expect(headline(page)).toHaveText(expectedShot('?precision=8'));
  });
});

test.describe('cover checker', () => {
  const verdictFor = (query: string) => checkCover(coverInput(parseQuery(query, coverFields).values), coverData);

  test('the stacked-covers example gives +8, and +9 from the other side', async ({ page }) => {
    const query = '?covers=3&touches1=1&grade3=heavy';
    expect(verdictFor(query).bonus).toBe(8);
    await openTool(page, `${TOOLS}/cover/${query}`);
    await expect(headline(page)).toHaveText('+8 Armor from cover');
    await expect(page.getByRole('link', { name: 'Work out a shot against +8 cover' })).toHaveAttribute('href', `${TOOLS}/shot-odds/?cover=8`);

    await page.getByRole('checkbox', { name: 'Cover 1: the shooter touches it' }).uncheck();
    await page.getByRole('spinbutton', { name: 'Target base (mm)' }).fill('40');
    await expect(headline(page)).toHaveText('+9 Armor from cover');
    await expect.poll(() => search(page)).toContain('baseMm=40');
    expect(search(page)).toContain('touches1=0'); // named by the link: kept, now off
    expect(verdictFor(search(page)).bonus).toBe(9);
  });

  test('a partial wall and a shield: the compare link sets avoiding the wall against shooting through it (P10)', async ({ page }) => {
    await openTool(page, `${TOOLS}/cover/?size1=2&grade1=medium&gearBonus=2`);
    await expect(headline(page)).toHaveText('+6 Armor from cover');
    await expect(page.getByText('Avoiding the cover takes away only the partial cover from scenery (P10)')).toContainText('+2 is left');
    await page.getByRole('link', { name: 'Compare it with avoiding the partial cover (+2 left)' }).click();
    await expect(page).toHaveURL(/\/shot-odds\//);
    const island = page.locator('astro-island:has(.tk-root)');
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    const b = page.locator('.tk-compare-column').nth(1);
    await expect(b.getByRole('checkbox', { name: /^Avoiding the cover/ })).toBeChecked();
    await expect(b.getByRole('spinbutton', { name: 'Cover bonus left when avoiding' })).toHaveValue('2');
    const query = '?precision=5&cover=6&avoidCover=1&coverKept=2&modifier=-3';
    await expect(b.locator('.tk-headline-value')).toHaveText(expectedShot(query));
    await expect(b.getByText('Cover bonus:')).toContainText('+2 left after avoiding the partial cover');
    await expect(headline(page)).toHaveText(expectedShot('?cover=6'));
  });

  test('total size 2 cover hides a 25 mm base', async ({ page }) => {
    await openTool(page, `${TOOLS}/cover/?size1=2&total1=1`);
    await expect(headline(page)).toHaveText('Hidden: it cannot be shot');
  });
});

test.describe('combat odds', () => {
  const summary = (query: string) => combatSummary(parseQuery(query, combatFields).values, { fallBands: fallJumpData.fallBands });
  const expected = (query: string) => formatPercent(summary(query).chance);

  test('the Mass combat example starts at 9 against 7', async ({ page }) => {
    const query = '?combat=7&supportLow=2&enemyCombat=6&enemySupportLow=1';
    await openTool(page, `${TOOLS}/combat-odds/${query}`);
    await expect(headline(page)).toHaveText(expected(query));
    await expect(page.getByText('Totals before the d10:')).toContainText('9 against 7');

    await page.getByRole('spinbutton', { name: 'Friends with Combat 6 or more', exact: true }).fill('1');
    await expect.poll(() => search(page)).toContain('supportHigh=1');
    await expect(page.getByText('Totals before the d10:')).toContainText('11 against 7');
    await expect(headline(page)).toHaveText(expected(`${query}&supportHigh=1`));
  });

  test('assaulting from above, the attacker falls the drop too (P8)', async ({ page }) => {
    await openTool(page, `${TOOLS}/combat-odds/?combat=6`);
    await page.getByRole('spinbutton', { name: 'Assault from above: drop (cm)' }).fill('12');
    await expect(page.getByRole('spinbutton', { name: 'Your model’s base (mm)' })).toHaveValue('25');
    const query = '?combat=6&dropCm=12';
    const s = summary(query);
    await expect(headline(page)).toHaveText(expected(query));
    await expect(page.getByText('Then your model falls the drop:')).toContainText(`strength 4 against its Toughness 4: Downed ${formatPercent(s.attackerFall!.pDowned)}, else Prone`);
    await expect(page.getByText('Chance your model is Downed (hit or fall):')).toContainText(formatPercent(s.combat!.pAttackerDowned));
    await page.getByRole('spinbutton', { name: 'Your model’s base (mm)' }).fill('60');
    await expect(page.getByText('Then your model falls the drop:')).toContainText('no roll: it ends Prone');
    await expect.poll(() => search(page)).toContain('baseMm=60');
  });

  test('Disengage against three enemies', async ({ page }) => {
    const query = '?mode=disengage&agility=6&enemies=3&enemyAgility1=3&enemyAgility2=3&enemyAgility3=3';
    await openTool(page, `${TOOLS}/combat-odds/${query}`);
    await expect(headline(page)).toHaveText(expected(query));
    await page.getByRole('spinbutton', { name: 'Enemies in contact' }).fill('2');
    await expect.poll(() => search(page)).toContain('enemies=2');
    await expect(page.getByRole('spinbutton', { name: 'Enemy 3: Agility' })).toHaveCount(0);
    await expect(headline(page)).toHaveText(expected(query.replace('enemies=3', 'enemies=2')));
  });
});

test.describe('falling and jumping', () => {
  const expected = (query: string) => formatPercent(fallJumpSummary(parseQuery(query, fallJumpFields).values, fallJumpData).chance);

  test('a 62 mm fall on a 25 mm base has strength 2; switching to the 60 mm jump needs an Agility roll', async ({ page }) => {
    await openTool(page, `${TOOLS}/fall-and-jump/?heightMm=62`);
    await expect(headline(page)).toHaveText(expected('?heightMm=62'));
    await expect(page.getByText('Fall:')).toContainText('strength 2');

    await page.getByRole('radio', { name: 'A jump' }).check();
    await page.getByRole('spinbutton', { name: 'Landing lower by (mm)' }).fill('30');
    await expect(page.getByRole('spinbutton', { name: 'Landing lower by (mm)' })).toHaveValue('30');
    await expect.poll(() => search(page)).toContain('dropMm=30');
    expect(search(page)).toContain('mode=jump');
    await expect(page.getByText('Verdict:')).toContainText('Agility roll, needs 4 or less');
    await expect(headline(page)).toHaveText(expected('?mode=jump&heightMm=62&dropMm=30'));
    expect(expected('?mode=jump&dropMm=30')).toBe('40.0%');
  });
});
