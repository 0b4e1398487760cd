/**
 * What every builder's end-to-end test does with the roster kit: open the builder once it has read
 * its storage, read the saved rosters straight from localStorage, export / import files, make a share
 * link, print to PDF, and check axe and the 360 px width. See src/components/roster/README.md.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeInBothThemes, axeViolations } from './axe';
import { pdfText, type PdfText } from './pdf';
import { pooledContext, type PoolOptions } from './context-pool';

/**
 * One builder as the kit's shared tests (builder-kit.spec.ts) drive it: what it is called, how to
 * get a small legal roster into it, and the few checks that are the game's own. Each game's entry
 * lives in support/builders/<slug>.ts beside its helpers, which its own spec uses too.
 */
export interface Builder {
  slug: string;
  /** The game as the site names it in messages ("Wolsung SSG"). */
  gameName: string;
  /** What a roster is called ("warband") and the name the legal roster gets. */
  noun: string;
  name: string;
  /** Builds the small legal roster by clicking, as a player would. */
  build(page: Page): Promise<void>;
  /** What a new, empty roster shows before anything is built. */
  fresh(page: Page): Promise<void>;
  /** The built roster on screen, and as stored (the game's JSON), checked with the game's own rules. */
  built(page: Page): Promise<void>;
  saved(roster: unknown): void;
  /** After a reload: the game's own sign that the whole roster came back. */
  reloaded(page: Page): Promise<void>;
  /** Checks of the page after the export / delete / import round trip, and of the exported file. */
  imported?(page: Page, file: { name: string; text: string }): Promise<void>;
  /** Share link: give the legal roster a problem (stored `sent` is checked), then see it on the receiver's page. */
  spoil(page: Page): Promise<void>;
  sent?(roster: unknown): void;
  seesProblem(page: Page): Promise<void>;
  /** The game's broken files (beyond the kit's: not JSON, another game's, a newer version, empty), made from a good file. */
  brokenFiles(good: unknown): [string, string, string | RegExp][];
  /** The game whose roster file is offered to this builder by mistake. */
  wrongGame: 'Kuggköping' | 'Heartbreaker';
  /** Opens the game's foldable parts and gives the roster a problem, for the axe check of those states. */
  states?(page: Page): Promise<void>;
}

/** Capitalised noun, as in the roster's name field ("Warband name"). */
export const Noun = (b: { noun: string }) => `${b.noun.charAt(0).toUpperCase()}${b.noun.slice(1)}`;

/** Each model's card is on the PDF and whole: a page that has its name also has its last line. */
export function expectCardsWhole(pdf: PdfText, cards: readonly (readonly [string, string])[], normalise = (text: string) => text): void {
  for (const [name, last] of cards) {
    const pages = pdf.pageTexts.map(normalise).filter((t) => t.includes(normalise(name)));
    expect(pages.length, name).toBeGreaterThan(0);
    expect(pages.some((t) => t.includes(normalise(last))), `${name}'s card is whole`).toBe(true);
  }
}


/**
 * Clicks a link and waits for the page it opens. A click that does not navigate fails saying where
 * the link was before and after and what had focus: a click lost between press and release (the page
 * moving under it) looks different from a press that never reached the link.
 */
export async function followLink(page: Page, link: Locator, url: RegExp): Promise<void> {
  const before = await link.boundingBox();
  await link.click();
  try {
    await expect(page).toHaveURL(url);
  } catch (error) {
    const after = await link.boundingBox().catch(() => null);
    const state = await page.evaluate(() => ({ scrollY, focus: document.activeElement?.outerHTML.slice(0, 160) ?? null }));
    throw new Error(`${(error as Error).message}\nThe link's click did not navigate: the link was at ${JSON.stringify(before)}, now ${JSON.stringify(after)}; ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Opens a builder page and waits until its island has hydrated and opened its storage. */
export async function openBuilder(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForBuilder(page);
}

/**
 * Scrolls to a page's first island (it hydrates when visible) and waits until it has hydrated: a builder's
 * markup is drawn on the server, so a click before Astro drops the island's `ssr` attribute would be lost.
 */
export async function waitForIsland(page: Page): Promise<void> {
  const island = page.locator('astro-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
}

async function waitForBuilder(page: Page): Promise<void> {
  await waitForIsland(page);
  await expect(page.locator('.rk-screen')).toBeVisible();
}

/** Reloads a builder page and waits for it again (scrolled to the island, which hydrates when visible). */
export async function reloadBuilder(page: Page): Promise<void> {
  await page.reload();
  await waitForBuilder(page);
}

/** Opens the list of saved rosters (a details element) if it is closed. */
export async function showSavedList(page: Page): Promise<void> {
  const list = page.locator('details.rk-saved');
  if ((await list.getAttribute('open')) === null) await list.locator('summary').click();
  await expect(list).toHaveAttribute('open', '');
}

/**
 * A fresh browser context (no storage), optionally of a given width and colour scheme, that fails the
 * test on console errors. It comes from the worker's pool (support/context-pool.ts): closing it
 * empties it for the next test.
 */
export async function freshContext(browser: Browser, options: PoolOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await pooledContext(browser, options);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A fresh context (as freshContext) on a builder page with a roster put in by `fill` (clicks or an import). */
export async function builderWith(browser: Browser, url: string, fill: (page: Page) => Promise<void>, options: PoolOptions = {}) {
  const fresh = await freshContext(browser, options);
  await openBuilder(fresh.page, url);
  await fill(fresh.page);
  return fresh;
}

/**
 * Waits until an edit just made is written: the roster kit writes an edit after the next paint, and
 * at the latest 250 ms after it (afterPaint in useRosterLibrary.ts).
 */
export async function writesSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 300))));
}

/** Every saved roster of a game on this page's origin: storage key → stored text. */
export async function storedRosters(page: Page, game: string): Promise<Record<string, string>> {
  await writesSettled(page);
  return page.evaluate((prefix) => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith(prefix)) out[key] = localStorage.getItem(key)!;
    }
    return out;
  }, `skirmish-shelf:roster:${game}:`);
}

/** The rosters (the game's JSON, parsed) saved for a game, in no particular order. */
export async function storedRosterJson(page: Page, game: string): Promise<unknown[]> {
  return Object.values(await storedRosters(page, game)).map((text) => (JSON.parse(text) as { roster: unknown }).roster);
}

/** Clicks Export file and returns the downloaded file's name and text. */
export async function exportOpenRoster(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export file' }).click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** Imports a file as the player would (the Import button's file input). */
export async function importFile(page: Page, name: string, text: string | Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8') });
}

/**
 * Clicks Share link and returns the link shown: the whole roster (notes, campaign log and secrets
 * included, what these tests send and read back), or with `played` the default, the list as played.
 */
export async function shareLinkOf(page: Page, carries: 'whole' | 'played' = 'whole'): Promise<string> {
  await page.getByRole('button', { name: 'Share link' }).click();
  const field = page.getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(/#roster=/);
  const choice = page.getByRole('radio', { name: carries === 'whole' ? /^The whole / : /^For your opponent/ });
  // The field shows the chosen link in the same draw as the choice.
  if (carries === 'whole') await choice.check();
  await expect(choice).toBeChecked();
  return field.inputValue();
}

/** Prints the page to PDF (A4) and returns its text per page. */
export async function printToPdf(page: Page): Promise<PdfText> {
  // The print sheet is not on the page until the browser prints (a draw of every model's card in full
  // after each pause in typing would delay the next key); printing draws it from the roster as it is.
  await expect(page.locator('.rk-print')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));
  return pdfText(await page.pdf({ format: 'A4', printBackground: false }));
}

/** Prints the builder: the sheet has the roster's name, and only the sheet prints, not the page around it. */
export async function printSheet(page: Page, name: string): Promise<PdfText> {
  const pdf = await printToPdf(page);
  expect(pdf.text).toContain(name);
  expect(pdf.text).not.toContain('What it checks');
  return pdf;
}

/**
 * axe (WCAG 2.1 AA) finds nothing and nothing scrolls sideways; with `bothThemes`, axe looks in the
 * light theme and then the dark one, turned in place (the page is left light).
 */
export async function expectAccessibleAndFitting(page: Page, what: string, options: { bothThemes?: boolean } = {}): Promise<void> {
  const scope = { exclude: '#starlight__sidebar' };
  expect(await (options.bothThemes ? axeInBothThemes(page, what, scope) : axeViolations(page, what, scope))).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * The round trip every builder owes its players: Export file (the file is what is stored), Delete
 * (Undo brings it back), Delete again and import the file: the same roster comes back as a new one,
 * and a second import adds a second (never overwrites). `noun` and `name` are the builder's
 * ("warband", "The Cog Rats"). Returns the exported file.
 */
export async function expectExportDeleteImport(page: Page, game: string, expected: { name: string; noun: string; fileName?: string }): Promise<{ name: string; text: string }> {
  const before = (await storedRosterJson(page, game))[0];
  const file = await exportOpenRoster(page);
  if (expected.fileName) expect(file.name).toBe(expected.fileName);
  expect(JSON.parse(file.text)).toEqual(before);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeFocused();
  expect(await storedRosters(page, game)).toEqual({});
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await storedRosterJson(page, game)).toEqual([before]);
  await expect(page.getByLabel(`${Noun(expected)} name`)).toHaveValue(expected.name);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  expect(await storedRosters(page, game)).toEqual({});
  await importFile(page, file.name, file.text);
  await expect(page.getByText(`Imported “${expected.name}” as a new ${expected.noun}; nothing else changed.`)).toBeVisible();
  expect(await storedRosterJson(page, game)).toEqual([before]);
  await importFile(page, file.name, file.text);
  // The second import is saved when its message shows: wait for storage rather than race it.
  await expect.poll(() => storedRosterJson(page, game)).toEqual([before, before]);
  return file;
}

/** Each broken file (name, text, the alert expected) is refused with its message, and storage stays as it was. */
export async function expectImportsRefused(page: Page, game: string, cases: readonly (readonly [string, string, string | RegExp])[]): Promise<void> {
  const before = await storedRosters(page, game);
  for (const [name, text, message] of cases) {
    await importFile(page, name, text);
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(await storedRosters(page, game), name).toEqual(before);
  }
}

/**
 * The end of every share-link test, on the device that opened the link: "Save a copy" stores exactly
 * the roster sent (nothing else), leaves the link's fragment behind, and the copy is there after a reload.
 */
export async function expectSaveACopy(page: Page, game: string, expected: { name: string; noun: string; sent: unknown }): Promise<void> {
  await page.getByRole('region', { name: 'Opened from a link' }).getByRole('button', { name: 'Save a copy' }).click();
  await expect(page.getByText(`Saved a copy: “${expected.name}” is now in your saved ${expected.noun}s.`)).toBeVisible();
  expect(await storedRosterJson(page, game)).toEqual([expected.sent]);
  expect(new URL(page.url()).hash).toBe('');
  await reloadBuilder(page);
  await expect(page.getByLabel(`${Noun(expected)} name`)).toHaveValue(expected.name);
}
