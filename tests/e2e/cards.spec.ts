import { gameSlugs } from '../../src/common/catalog';
import { test, expect, type Page } from '@playwright/test';
import { axeInBothThemes } from './support/axe';
import { pdfText } from './support/pdf';

// The reference-card pages in the built site: choosing cards (by group, one at a time, all, none) keeps
// the choice in the address; the paper size is remembered; printing gives nine cards to a page of
// A4 or US Letter with every chosen title on its page, nothing cut off or under 7 pt; and the page is
// axe-clean and fits 360 px in both themes.

const GAMES = gameSlugs;
const PAPER = { a4: [595, 842], letter: [612, 792] } as const;

interface DeckOnPage {
  groups: { id: string; title: string; cards: string[] }[];
  titles: Record<string, string>;
}

/** The deck as the page lists it: groups, card ids in order and each card's title. */
async function deckOf(page: Page): Promise<DeckOnPage> {
  return page.evaluate(() => {
    const titles: Record<string, string> = {};
    const groups = [...document.querySelectorAll<HTMLElement>('[data-group]')].map((section) => ({
      id: section.dataset.group!,
      title: section.querySelector('h2')!.textContent!.trim(),
      cards: [...section.querySelectorAll<HTMLElement>('[data-card]')].map((li) => {
        titles[li.dataset.card!] = li.querySelector('.sh-card__title')!.textContent!.trim();
        return li.dataset.card!;
      }),
    }));
    return { groups, titles };
  });
}

async function openDeck(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-deck][data-ready]')).toHaveCount(1);
}

const status = (page: Page) => page.locator('[data-status]');
/**
 * The page's own address: page.url() follows history.replaceState only when Chromium's event about it
 * reaches the test, which under load can come after the key or click that made it.
 */
const cardsParam = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).get('cards'));
/** Text without spaces: pdf.js splits words at ligatures ("O ff") and joins lines with a space. */
const squeezed = (s: string) => s.replace(/\s+/g, '');

/** Prints the page as Chromium would with the page's own paper size, and checks what comes out. */
async function expectPrint(page: Page, deck: DeckOnPage, chosen: string[], paper: keyof typeof PAPER): Promise<void> {
  await page.getByRole('radio', { name: paper === 'a4' ? 'A4' : 'US Letter' }).check();
  const pdf = await pdfText(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf.pages, `${chosen.length} cards on ${paper}`).toBe(Math.ceil(chosen.length / 9));
  expect(
    pdf.pageSizes.every(([w, h]) => w === PAPER[paper][0] && h === PAPER[paper][1]),
    JSON.stringify(pdf.pageSizes),
  ).toBe(true);
  const missing: string[] = [];
  chosen.forEach((id, i) => {
    if (!squeezed(pdf.pageTexts[Math.floor(i / 9)] ?? '').includes(squeezed(deck.titles[id]!))) missing.push(`${deck.titles[id]} (page ${Math.floor(i / 9) + 1})`);
  });
  expect(missing, 'titles missing from their printed page').toEqual([]);
  // Nothing of the site's chrome or the page's controls comes out on paper.
  for (const chrome of ['Skirmish Shelf', 'Select all', 'Whole groups', 'Reference cards']) expect(pdf.text).not.toContain(chrome);
}

/** In print media, every card of the sheets is poker size, nothing overflows and no type is under 7 pt. */
async function expectPrintLayout(page: Page, expectedCards: number): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  // The sheets are laid out when the page goes to print (print media, or beforeprint).
  await expect(page.locator('.sh-sheet')).toHaveCount(Math.ceil(expectedCards / 9));
  const report = await page.evaluate(() => {
    const mm = 96 / 25.4;
    const cards = [...document.querySelectorAll<HTMLElement>('.sh-sheet .sh-card')];
    const problems: string[] = [];
    let smallest = Infinity;
    for (const card of cards) {
      const title = card.querySelector('.sh-card__title')!.textContent!;
      const body = card.querySelector<HTMLElement>('.sh-card__body')!;
      const box = card.getBoundingClientRect();
      if (Math.abs(box.width - 63 * mm) > 1 || Math.abs(box.height - 88 * mm) > 1) problems.push(`${title}: ${box.width}×${box.height}px`);
      if (body.scrollHeight > body.clientHeight || card.scrollHeight > card.clientHeight) problems.push(`${title}: text runs ${body.scrollHeight - body.clientHeight}px past the card`);
      if (card.scrollWidth > card.clientWidth || body.scrollWidth > body.clientWidth) problems.push(`${title}: text runs past the card's side`);
      for (const el of [card, ...card.querySelectorAll<HTMLElement>('*')]) {
        if (!el.textContent?.trim()) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        smallest = Math.min(smallest, size);
        if (size < (7 * 96) / 72 - 0.01) problems.push(`${title}: ${el.tagName} at ${((size * 72) / 96).toFixed(2)}pt`);
      }
    }
    return { count: cards.length, sheets: document.querySelectorAll('.sh-sheet').length, problems, smallestPt: (smallest * 72) / 96 };
  });
  await page.emulateMedia({ media: null });
  await expect(page.locator('.sh-sheet')).toHaveCount(0);
  expect(report.problems).toEqual([]);
  expect(report.count).toBe(expectedCards);
  expect(report.sheets).toBe(Math.ceil(expectedCards / 9));
  expect(report.smallestPt).toBeGreaterThanOrEqual(7 - 0.01);
}

for (const game of GAMES) {
  test(`${game}: choose a subset, share it, print it on A4 and Letter; then the whole deck`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openDeck(page, `/${game}/cards/`);
    const deck = await deckOf(page);
    const all = deck.groups.flatMap((g) => g.cards);
    await expect(status(page)).toHaveText(`${all.length} of ${all.length} cards chosen, ${Math.ceil(all.length / 9)} pages of US Letter to print (9 to a page)`);
    expect(await cardsParam(page)).toBeNull();

    // Nothing, then a whole group and two single quick-reference cards.
    await page.getByRole('button', { name: 'Select none' }).click();
    await expect(status(page)).toContainText(`0 of ${all.length} cards chosen, 0 pages`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(await cardsParam(page)).toBe('none');
    const [quick, second] = deck.groups;
    await page.getByRole('checkbox', { name: new RegExp(`^${second!.title} \\(`) }).check();
    for (const id of quick!.cards.slice(0, 2)) await page.getByRole('checkbox', { name: `Print ${deck.titles[id]}`, exact: true }).check();
    const chosen = [...quick!.cards.slice(0, 2), ...second!.cards];
    await expect(status(page)).toContainText(`${chosen.length} of ${all.length} cards chosen, ${Math.ceil(chosen.length / 9)} page`);
    expect(await cardsParam(page)).toBe([...quick!.cards.slice(0, 2), second!.id].join(','));
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${quick!.title} \\(`) })).toHaveJSProperty('indeterminate', true);

    // The address opens the same choice.
    await openDeck(page, page.url());
    await expect(status(page)).toContainText(`${chosen.length} of ${all.length} cards chosen`);
    for (const id of all) await expect(page.locator(`[data-card-box="${id}"]`)).toBeChecked({ checked: chosen.includes(id) });

    await expectPrint(page, deck, chosen, 'a4');
    await expectPrint(page, deck, chosen, 'letter');
    await expectPrintLayout(page, chosen.length);

    await page.getByRole('button', { name: 'Select all' }).click();
    expect(await cardsParam(page)).toBeNull();
    await expectPrint(page, deck, all, 'a4');
    await expectPrint(page, deck, all, 'letter');
    await expectPrintLayout(page, all.length);
    expect(errors).toEqual([]);
  });
}

test('the paper size is remembered, and the page works when storage is blocked', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await openDeck(page, '/wolsung/cards/');
  // A reader in Britain starts on A4; US Letter, once chosen, is still chosen on the next visit.
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  await page.getByRole('radio', { name: 'US Letter' }).check();
  await expect(status(page)).toContainText('of US Letter');
  await openDeck(page, '/kuggkoping/cards/');
  await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('skirmish-shelf:card-paper'))).toBe('letter');
  await context.close();

  const blocked = await browser.newContext({ locale: 'en-GB' });
  // Our key is refused (as by a privacy setting or a full quota); Starlight's own keys still work.
  await blocked.addInitScript(() => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = function (key: string) {
      if (key.startsWith('skirmish-shelf:')) throw new DOMException('storage is off', 'SecurityError');
      return getItem.call(this, key);
    };
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('skirmish-shelf:')) throw new DOMException('storage is full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const strict = await blocked.newPage();
  const errors: string[] = [];
  strict.on('pageerror', (e) => errors.push(e.message));
  await openDeck(strict, '/heartbreaker/cards/');
  await strict.getByRole('radio', { name: 'US Letter' }).check();
  await expect(status(strict)).toContainText('of US Letter');
  const pdf = await pdfText(await strict.pdf({ preferCSSPageSize: true }));
  expect(pdf.pageSizes[0]).toEqual([612, 792]);
  expect(errors).toEqual([]);
  await blocked.close();
});

test('keyboard: groups, disclosures, cards and buttons answer Space and Enter, with a visible focus ring', async ({ page }) => {
  await openDeck(page, '/punkapocalyptic/cards/?cards=none');
  const group = page.getByRole('checkbox', { name: /^Terrain types \(/ });
  await group.focus();
  await page.keyboard.press('Space');
  await expect(group).toBeChecked();
  expect(await cardsParam(page)).toBe('terrain');
  const ring = await group.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(ring).not.toBe('none');
  await page.getByRole('button', { name: 'Select all' }).focus();
  await page.keyboard.press('Enter');
  expect(await cardsParam(page)).toBeNull();
  // The special rules open from their summary, like any disclosure.
  const rules = page.locator('[data-group="special-rules"] summary');
  await expect(page.getByRole('checkbox', { name: 'Print Kaboom!', exact: true })).toBeHidden();
  await rules.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('checkbox', { name: 'Print Kaboom!', exact: true });
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).not.toBeChecked();
  await expect(page.locator('[data-card="rule-kaboom"]')).toHaveAttribute('data-selected', 'false');
});

// Each deck is loaded once, light, and turned dark in place for axe's contrast checks.
test('a partly chosen deck with a stale link is axe-clean in both themes and fits 360 px', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  for (const game of GAMES) {
    // The second group whole, one quick-reference card, and a card this deck does not have.
    await openDeck(page, `/${game}/cards/?cards=gone-card`);
    const deck = await deckOf(page);
    await openDeck(page, `/${game}/cards/?cards=${deck.groups[0]!.cards[0]},${deck.groups[1]!.id},gone-card`);
    await expect(page.locator('[data-problems]')).toHaveText(/1 card named in this link is not in this deck \(gone-card\)/);
    await expect(page.locator('[data-selected="false"]').first()).toBeVisible();
    // The crawl checks every cards page whole in its opening state; here the states it cannot reach:
    // the controls, the warning, and chosen and left-out cards side by side.
    const include = ['.sh-deck__bar', '[data-problems]', '.sh-deck__options', `[data-group="${deck.groups[0]!.id}"]`];
    expect(await axeInBothThemes(page, game, { include })).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${game} scrolls sideways`).toBeLessThanOrEqual(0);
    const columns = await page.evaluate(() => getComputedStyle(document.querySelector('.sh-deck__grid')!).gridTemplateColumns.split(' ').length);
    expect(columns, 'one column of cards at 360 px').toBe(1);
  }
  await context.close();
});
