import { test, expect, type Page } from '@playwright/test';
import {
  Noun,
  expectAccessibleAndFitting,
  expectExportDeleteImport,
  expectImportsRefused,
  expectSaveACopy,
  exportOpenRoster,
  freshContext,
  importFile,
  openBuilder,
  reloadBuilder,
  shareLinkOf,
  showSavedList,
  storedRosterJson,
  storedRosters,
  type Builder,
} from './support/builder';
import { example } from './support/examples';
import { gameList } from '../../src/games/index';
import { camel } from '../../src/games/manifest';

// What the roster kit (src/components/roster/) gives every builder, tested in each as a player uses
// it: a legal roster built by clicking on a phone and found again after a reload, exported, deleted
// (with Undo) and imported back identical, opened from its share link in a fresh browser and saved as
// a copy, a damaged link and broken files refused with storage unchanged, and the kit's states
// axe-clean at 360 px in both themes and at 1280 px. Only the first test builds by clicking (most of
// a minute on a busy machine); the others import the same roster from the builder's example file.
// The game's own checks come from its entry (support/builders/<slug>.ts); each game's spec
// (builder-<slug>.spec.ts) tests what only that builder does.

/** Every game of the list (src/games/index.ts): its entry, exported by support/builders/<slug>.ts under its camel-case slug. */
const BUILDERS: Builder[] = await Promise.all(
  gameList.map(async ({ slug }) => {
    const entry = ((await import(`./support/builders/${slug}.ts`)) as Record<string, Builder | undefined>)[camel(slug)];
    if (!entry) throw new Error(`tests/e2e/support/builders/${slug}.ts exports no ${camel(slug)}: each game's builder has its entry for the kit's tests`);
    return entry;
  }),
);

/** "a Kuggköping", "an Arsenal Campaign": the game as messages name it. */
const aGame = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

for (const b of BUILDERS) {
  const BUILDER = `/${b.slug}/builder/`;
  const nameField = (page: Page) => page.getByLabel(`${Noun(b)} name`);
  /**
   * Where the test is not about building, the roster is the builder's example (the roster the clicks
   * build, support/examples.ts), imported in a second rather than built in a minute.
   */
  async function load(page: Page): Promise<void> {
    await importFile(page, `${b.slug}.json`, JSON.stringify(example(b.slug)));
    await expect(page.getByText(`Imported “${b.name}” as a new ${b.noun}; nothing else changed.`)).toBeVisible();
  }

  test.describe(`${b.slug} builder`, () => {
    // Building a roster by clicking takes most of a minute on a busy machine (the Wolsung club more).
    test.describe.configure({ timeout: 120_000 });

    test(`build a legal ${b.noun} by clicking on a phone, then find it after a reload (360 px, dark)`, async ({ browser }) => {
      const { context, page, errors } = await freshContext(browser, {
        width: 360,
        scheme: 'dark',
      });
      await openBuilder(page, BUILDER);
      await b.fresh(page);
      // Opening a builder saves nothing until the player changes something, so a look leaves no empty
      // roster behind.
      expect(await storedRosters(page, b.slug)).toEqual({});
      await b.build(page);
      await expect(page.locator('.rk-problems')).toHaveText(new RegExp(`No problems: this ${b.noun} follows every building rule we check\\.`));
      await b.built(page);
      await expectAccessibleAndFitting(page, 'builder 360px dark');

      const saved = await storedRosterJson(page, b.slug);
      expect(saved).toHaveLength(1);
      b.saved(saved[0]);

      await reloadBuilder(page);
      await expect(nameField(page)).toHaveValue(b.name);
      await b.reloaded(page);
      await expect(page.locator('.rk-problems')).toContainText('No problems');
      expect(await storedRosterJson(page, b.slug)).toEqual(saved);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`export, delete (with Undo), import the file: the same ${b.noun} comes back as a new one (1280 px, light)`, async ({ browser }) => {
      const { context, page, errors } = await freshContext(browser);
      await openBuilder(page, BUILDER);
      await load(page);
      await expectAccessibleAndFitting(page, 'builder 1280px light');
      // Importing it twice never overwrites: two rosters.
      const file = await expectExportDeleteImport(page, b.slug, {
        fileName: `${b.slug}-${b.name.toLowerCase().replace(/ /g, '-')}.json`,
        name: b.name,
        noun: b.noun,
      });
      await expect(page.locator('.rk-problems')).toContainText('No problems');
      await b.imported?.(page, file);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a share link opens in a fresh browser with its problems, saves nothing until Save a copy', async ({ browser }) => {
      const a = await freshContext(browser);
      await openBuilder(a.page, BUILDER);
      await load(a.page);
      await b.spoil(a.page); // a problem the receiver must see
      const link = await shareLinkOf(a.page);
      const sent = (await storedRosterJson(a.page, b.slug))[0];
      b.sent?.(sent);
      expect(new URL(link).pathname).toBe(BUILDER);
      await a.context.close();

      const r = await freshContext(browser, { width: 360, scheme: 'dark' });
      await openBuilder(r.page, link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(r.page.getByRole('region', { name: 'Opened from a link' })).toContainText(`This ${b.noun} is not saved on this device.`);
      await expect(nameField(r.page)).toHaveValue(b.name);
      await b.seesProblem(r.page);
      expect(r.page.url()).toBe(link); // the shared roster, and its link, stay open
      expect(await storedRosters(r.page, b.slug)).toEqual({});
      await expectAccessibleAndFitting(r.page, `shared ${b.noun}`);

      await expectSaveACopy(r.page, b.slug, {
        name: b.name,
        noun: b.noun,
        sent,
      });
      expect(r.errors).toEqual([]);
      await r.context.close();
    });

    test(`a damaged share link says so and opens the saved ${b.noun} instead`, async ({ browser }) => {
      const { context, page } = await freshContext(browser);
      await openBuilder(page, `${BUILDER}#roster=N4Igdg9g`);
      await expect(page.getByRole('alert')).toContainText(`The ${b.noun} in this link could not be opened.`);
      await expect(nameField(page)).toHaveValue(`My ${b.noun}`);
      await context.close();
    });

    test('broken files get a message naming the problem, and nothing saved changes', async ({ browser }) => {
      const { context, page, errors } = await freshContext(browser);
      await openBuilder(page, BUILDER);
      await load(page);
      const good = JSON.parse((await exportOpenRoster(page)).text) as { version: number };
      const newest = good.version;
      const other = b.wrongGame === 'Kuggköping' ? 'kuggkoping' : 'heartbreaker';
      await expectImportsRefused(page, b.slug, [
        ['broken.json', `{"game": "${b.slug}", "version": 1,`, /Not imported: The file is not valid JSON \(/],
        [
          `${other}.json`,
          JSON.stringify({ ...good, game: other }),
          `Not imported: This is ${aGame(b.wrongGame)} roster, not ${aGame(b.gameName)} one: open it in the ${b.wrongGame} builder. Nothing saved was changed.`,
        ],
        // One version past the game's newest (Heartbreaker's is 3, the others' 2).
        ['future.json', JSON.stringify({ ...good, version: newest + 1 }), new RegExp(`Its "version" is wrong: version ${newest + 1} is newer than this site reads \\(${newest}\\)`)],
        ...b.brokenFiles(good),
        ['empty.json', '', 'Not imported: The file is empty. Nothing saved was changed.'],
      ]);
      await expect(nameField(page)).toHaveValue(b.name);
      expect(errors).toEqual([]);
      await context.close();
    });

    // Each state is checked in the light theme and then turned dark in place (one load, one set-up).
    test(`the builder's other states are axe-clean in both themes and fit 360 px`, async ({ browser }) => {
      const { context, page, errors } = await freshContext(browser, { width: 360 });
      await openBuilder(page, BUILDER);
      await load(page);
      await page.getByRole('button', { name: 'Share link' }).click();
      await showSavedList(page);
      await b.states?.(page);
      await expectAccessibleAndFitting(page, 'states', { bothThemes: true });
      await page.getByRole('button', { name: 'Delete', exact: true }).click(); // the Undo line and empty state
      await expectAccessibleAndFitting(page, 'states after delete', { bothThemes: true });
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expectAccessibleAndFitting(page, 'states after undo', { bothThemes: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
