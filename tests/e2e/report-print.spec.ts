/**
 * The match report prints on one page (issue 35: "printable on one page"): the largest report a game
 * can make, printed to an A4 PDF (210 × 297 mm) by Chromium, counted page by page. Heartbreaker: a
 * six-fighter gang against a six-fighter rival in Dead Drop, both sources scored for both gangs in
 * each of its 5 rounds (the Death Squad arrives in the 6th: HB scenarios.yaml), every fate on both
 * sides and the longest note End game takes. Kuggköping (a solo game: one side): four Characters (the most a warband file holds) in
 * Run to safety with Locked gate added, its five sources scored in each of its 5 turns. The print
 * view is html[data-printing='report'] (MatchReport.tsx), what Print the report sets. And a scenario
 * with no turn limit played 12 rounds: its score table stays within the paper's width. Punkapocalyptic
 * and Wolsung SSG: the most models a roster file holds on each side (30 and 20; with one fate a line
 * they took two pages, so paper groups the fates by fate). The Arsenal Campaign: a crew of 80 hires.
 */
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { heartbreakerPlay } from '../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { newCharacter } from '../../src/games/kuggkoping/roster-rules';
import { cogRats } from '../unit/support/kuggkoping-warbands';
import { freshContext, importFile, openBuilder, waitForIsland } from './support/builder';
import { example } from './support/examples';
import { pdfText } from './support/pdf';

const PHONE = { width: 360 };
/** The longest note End game takes (its field's 200 characters), ending in words looked for on the page. */
const LONG_NOTE = `${'Played at the club on the big table, with the new terrain and the rusty water tower in the middle; '.repeat(2).slice(0, 180)} THE NOTE ENDS`.slice(-200);

/** The counter of one side's source in the score fold. */
const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });

/** Types a side's total of a source (the difference goes to the round being scored). */
async function total(page: Page, label: string, value: number): Promise<void> {
  const box = counter(page, label).getByRole('spinbutton');
  await box.fill(String(value));
  await box.press('Enter');
  await expect(box).toHaveValue(String(value));
}

/**
 * The printed report as an A4 PDF: its pages, counted twice (the PDF's page objects, and pdf.js), and
 * each page's text. Only the report prints: the page says so as Print the report does.
 */
async function printReport(page: Page) {
  await page.evaluate(() => (document.documentElement.dataset.printing = 'report'));
  await page.emulateMedia({ media: 'print' });
  // How tall the sheet is at the paper's width (A4 is 794 × 1123 CSS px at 96 per inch, less its margins).
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 794, height: 1123 });
  const height = await page.locator('.pk-report-print').evaluate((el) => Math.round(el.getBoundingClientRect().height));
  await page.setViewportSize(phone);
  const pdf = await page.pdf({ width: '210mm', height: '297mm' });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => delete document.documentElement.dataset.printing);
  // Each page is one object of /Type /Page (the tree's nodes are /Type /Pages).
  const objects = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const text = await pdfText(pdf);
  return { objects, height, ...text };
}

/** Six fighters of the example gang's two, named `prefix 1` to `prefix 6`, the first the leader. */
function sixFighters(name: string, prefix: string): unknown {
  const rules = heartbreakerPlay(heartbreakerBookData());
  const two = rules.parse(example('heartbreaker'));
  return { ...two, name, fighters: [0, 1, 2, 3, 4, 5].map((i) => ({ ...two.fighters[i % 2]!, name: `${prefix} ${i + 1}`, leader: i === 0 })) };
}

/** Sets up `scenario` (its radio's name), your side first when the game asks who goes first. */
async function setUp(page: Page, region: string, noun: string, scenario: string): Promise<Locator> {
  await page.getByRole('region', { name: region }).getByRole('button', { name: 'Set up', exact: true }).click();
  const setup = page.getByRole('group', { name: `Set up the ${noun}` });
  await setup.getByRole('radio', { name: scenario, exact: true }).check();
  const first = setup.getByRole('radio', { name: /^(Your gang|Warband)$/ });
  if ((await first.count()) > 0) await first.check();
  await setup.getByRole('button', { name: `Set up the ${noun}` }).click();
  await expect(setup).toHaveCount(0);
  const score = page.locator('details.pk-score:not([aria-busy])');
  await score.locator('summary').click();
  return score;
}

/** Ends the game with the longest note and waits for its report. */
async function endWithLongNote(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'End game' }).click();
  const end = page.getByRole('group', { name: 'End the game' });
  await expect(end.getByLabel('Score or note (optional)')).toBeVisible();
  const otherwise = end.getByRole('checkbox', { name: 'Record another result, agreed between the players' });
  if ((await otherwise.count()) > 0) await otherwise.check();
  await end.getByRole('radio', { name: 'Draw' }).check();
  await end.getByLabel('Score or note (optional)').fill(LONG_NOTE);
  await end.getByRole('button', { name: /^Record/ }).click();
  await expect(page.getByRole('region', { name: 'Match report' }).getByRole('heading', { name: title })).toBeVisible();
}

/**
 * A phone's play page with `mine` in play against `theirs`, both imported into the builder first (the
 * last imported is the one played) and the opponent picked from the rosters saved here.
 */
async function twoSavedInPlay(browser: Browser, slug: string, noun: string, theirs: { name: string }, mine: { name: string }) {
  const opened = await freshContext(browser, PHONE);
  const { page } = opened;
  await openBuilder(page, `/${slug}/builder/`);
  for (const [i, r] of [theirs, mine].entries()) {
    await importFile(page, `${noun}-${i}.json`, JSON.stringify(r));
    await expect(page.getByText(/^Imported “.+” as a new /)).toBeVisible();
  }
  await page.getByRole('button', { name: `Play this ${noun}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/play/$`));
  await waitForIsland(page);
  const fold = page.locator('details.pk-opponent:not([aria-busy])');
  await fold.locator('summary').click();
  await page.getByLabel(`Their ${noun}, saved here`).selectOption({ label: theirs.name });
  await page.getByRole('button', { name: 'Play against it' }).click();
  await expect(page.locator('summary').getByText(`Opponent: ${theirs.name}`)).toBeVisible();
  return opened;
}

/** `n` models of a roster's `models` list, taken in turn from the example's, named `prefix 1` to `prefix n`. */
function manyModels(slug: string, name: string, prefix: string, n: number): { name: string } {
  const roster = example(slug) as { models: Record<string, unknown>[] };
  return { ...roster, name, models: Array.from({ length: n }, (_, i) => ({ ...roster.models[i % roster.models.length]!, name: `${prefix} ${i + 1}` })) } as { name: string };
}

/** Prints the report and checks it is one A4 page holding every text of `texts`. */
async function expectOnePage(page: Page, game: string, texts: readonly string[]): Promise<void> {
  const pdf = await printReport(page);
  console.log(`${game} report: ${pdf.height} px tall, ${pdf.pages} page(s) by pdf.js, ${pdf.objects} /Type /Page object(s); page 1 ends: …${pdf.pageTexts[0]?.slice(-120)}`);
  expect(pdf.objects).toBe(1);
  expect(pdf.pages).toBe(1);
  const flat = pdf.pageTexts[0]!.normalize('NFKC');
  for (const text of texts) expect(flat).toContain(text);
}

async function heartbreakerLargest(browser: Browser) {
  const opened = await twoSavedInPlay(browser, 'heartbreaker', 'gang', sixFighters('The Gravel Kings of the Lower Rust Quarter', 'Kings fighter') as { name: string }, sixFighters('The Rust Saints of the Old Water Tower', 'Saints fighter') as { name: string });
  const { page } = opened;

  // Dead Drop: 5 rounds, then the Death Squad.
  const score = await setUp(page, 'The scenario and the score', 'scenario', 'Dead Drop');
  // Caches in every round for both gangs, kept under the 3 that win at once; each gang Ran For It in the last.
  const caches = { me: [1, 0, 1, 0, 0], them: [0, 1, 0, 1, 0] };
  const sum = { me: 0, them: 0 };
  for (let round = 1; round <= 5; round++) {
    for (const side of ['me', 'them'] as const) {
      sum[side] += caches[side][round - 1]!;
      await total(page, `${side === 'me' ? 'Your gang' : 'Rival gang'}: Caches extracted`, sum[side]);
    }
    if (round === 5) for (const who of ['Your gang', 'Rival gang']) await total(page, `${who}: Ran For It`, 1);
    await page.getByRole('button', { name: 'Next round' }).click();
  }
  await expect(score.locator('summary')).toContainText('Round 5 of 5 is over');

  // Every fate on both sides: three of mine down or out, three of theirs out.
  for (let i = 1; i <= 3; i++) await page.getByRole('button', { name: `Kings fighter ${i}: out of the game` }).click();
  for (let i = 1; i <= 3; i++) await page.locator('article.pk-card').filter({ hasText: `Saints fighter ${i}` }).first().getByRole('button', { name: 'Taken Down', exact: true }).click();

  await endWithLongNote(page, 'Dead Drop: a draw');
  return opened;
}

test('the largest Heartbreaker match report (six fighters a side, 5 rounds, every source, the longest note) prints on one A4 page', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await heartbreakerLargest(browser);
  const report = page.locator('.pk-report-print');
  await expect(report).toHaveCount(1);
  const pdf = await printReport(page);
  console.log(`Heartbreaker report: ${pdf.height} px tall, ${pdf.pages} page(s) by pdf.js, ${pdf.objects} /Type /Page object(s); page 1 ends: …${pdf.pageTexts[0]?.slice(-120)}`);
  expect(pdf.objects).toBe(1);
  expect(pdf.pages).toBe(1);
  // All of it on that page: the title, both gangs, the score's last row, every fate and the note's end.
  const flat = pdf.pageTexts[0]!.normalize('NFKC');
  for (const text of ['Dead Drop: a draw', 'The Rust Saints of the Old Water Tower', 'The Gravel Kings of the Lower Rust Quarter', 'Ran For It', 'Kings fighter 6', 'Saints fighter 6', 'THE NOTE ENDS']) expect(flat).toContain(text);
  expect(errors).toEqual([]);
  await context.close();
});

/** The Cog Rats and one more Character: four, the most a warband file holds. */
function largestWarband(): string {
  const r = cogRats();
  const more = [newCharacter('Astrid', 'Grenadier', 1)];
  return JSON.stringify({ ...r, name: 'The Cog Rats of the Lower Harbour Quarter', characters: [...r.characters, ...more] });
}

test('the largest Kuggköping match report (four Characters, Run to safety with Locked gate, five sources in each of 5 turns, the longest note) prints on one A4 page', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await freshContext(browser, PHONE);
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(largestWarband())}`);
  await waitForIsland(page);
  await expect(page.locator('article.pk-card')).toHaveCount(4);
  const score = await setUp(page, 'The mission and the score', 'mission', 'Run to safety + Locked gate');
  // Every source in every turn, short of what wins or ends the mission before its last turn.
  const perRound: Record<string, number[]> = {
    'Gizmos claimed': [1, 1, 1, 1, 1],
    'Enemies killed': [2, 3, 2, 3, 2],
    'Searches for the key (each adds 1 to the next roll)': [1, 1, 1, 1, 0],
    'Key found': [0, 0, 0, 0, 1],
    'Characters in the enemy deployment zone': [0, 0, 0, 0, 1],
  };
  const sum: Record<string, number> = {};
  for (let round = 1; round <= 5; round++) {
    for (const [source, points] of Object.entries(perRound)) {
      if (!points[round - 1]) continue;
      sum[source] = (sum[source] ?? 0) + points[round - 1]!;
      await total(page, `Warband: ${source}`, sum[source]!);
    }
    if (round < 5) await page.getByRole('button', { name: 'Next round' }).click();
  }
  await expect(score.locator('summary')).toContainText('5');
  await endWithLongNote(page, 'Run to safety + Locked gate: a draw');
  const pdf = await printReport(page);
  console.log(`Kuggköping report: ${pdf.height} px tall, ${pdf.pages} page(s) by pdf.js, ${pdf.objects} /Type /Page object(s); page 1 ends: …${pdf.pageTexts[0]?.slice(-120)}`);
  expect(pdf.objects).toBe(1);
  expect(pdf.pages).toBe(1);
  const flat = pdf.pageTexts[0]!.normalize('NFKC');
  for (const text of ['Run to safety + Locked gate: a draw', 'The Cog Rats of the Lower Harbour Quarter', 'Characters in the enemy deployment zone', 'Astrid', 'THE NOTE ENDS']) expect(flat).toContain(text);
  expect(errors).toEqual([]);
  await context.close();
});

test('a Heartbreaker report of a scenario with no turn limit, 12 rounds long, keeps its score table within the paper’s width', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page, errors } = await freshContext(browser, PHONE);
  await page.goto(`/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(sixFighters('The Rust Saints of the Old Water Tower', 'Saints fighter')))}`);
  await waitForIsland(page);
  // Seize Production has no Death Squad: the rounds go on until a gang has 10 Control Points.
  await setUp(page, 'The scenario and the score', 'scenario', 'Seize Production');
  for (let round = 1; round <= 12; round++) {
    if (round <= 9) for (const who of ['Your gang', 'Rival gang']) await total(page, `${who}: Control Points`, round);
    if (round < 12) await page.getByRole('button', { name: 'Next round' }).click();
  }
  await endWithLongNote(page, 'Seize Production: a draw');
  const phone = page.viewportSize()!;
  await page.evaluate(() => (document.documentElement.dataset.printing = 'report'));
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  const widths = await page.locator('.pk-report-print .pk-report-scroll').evaluate((el) => ({ box: el.clientWidth, table: el.scrollWidth }));
  await page.setViewportSize(phone);
  const pdf = await printReport(page);
  console.log(`12-round report: table ${widths.table} px in ${widths.box} px, ${pdf.height} px tall, ${pdf.pages} page(s)`);
  expect(widths.table).toBeLessThanOrEqual(widths.box);
  expect(pdf.pages).toBe(1);
  expect(pdf.pageTexts[0]).toContain('R12');
  expect(errors).toEqual([]);
  await context.close();
});

test('a report opened from its link prints itself, not the report of the game ended on this phone', async ({ browser }) => {
  test.setTimeout(150_000);
  const kuggPlay = (warband: string) => `/kuggkoping/play/#roster=${compressToEncodedURIComponent(warband)}`;
  // Phone A ends a game of the four-Character warband and sends its report's link.
  const a = await freshContext(browser, PHONE);
  await a.page.goto(kuggPlay(largestWarband()));
  await waitForIsland(a.page);
  await setUp(a.page, 'The mission and the score', 'mission', 'Run to safety + Locked gate');
  await endWithLongNote(a.page, 'Run to safety + Locked gate: a draw');
  const link = await a.page.getByRole('textbox', { name: 'The report’s link', exact: true }).inputValue();
  expect(link).toContain('#report=');
  // Phone B has ended a game of its own (another warband) and opens A's link.
  const b = await freshContext(browser, PHONE);
  const own = { ...cogRats(), name: 'The Brass Owls of the Upper Mill' };
  await b.page.goto(kuggPlay(JSON.stringify(own)));
  await waitForIsland(b.page);
  await setUp(b.page, 'The mission and the score', 'mission', 'Run to safety + Locked gate');
  await endWithLongNote(b.page, 'Run to safety + Locked gate: a draw');
  await b.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(b.page.getByRole('region', { name: 'Match report' }).filter({ hasText: 'The Cog Rats of the Lower Harbour Quarter' })).toBeVisible();
  await expect(b.page.locator('.pk-report-print')).toHaveCount(1);
  const pdf = await printReport(b.page);
  const flat = pdf.pageTexts[0]!.normalize('NFKC');
  expect(flat).toContain('The Cog Rats of the Lower Harbour Quarter');
  expect(flat).not.toContain('The Brass Owls of the Upper Mill');
  expect(pdf.pages).toBe(1);
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});

// Punkapocalyptic and Wolsung SSG: the most models a roster file holds on each side (30 and 20), each
// side's fates listed, every turn scored for both sides.

/** Two rosters of `n` models each (mine, theirs: a name and the models' prefix) in play, the scenario set up. */
async function largestInPlay(browser: Browser, game: { slug: string; noun: string; region: string; scenarioNoun: string; scenario: string }, n: number, mine: [string, string], theirs: [string, string]) {
  const opened = await twoSavedInPlay(browser, game.slug, game.noun, manyModels(game.slug, ...theirs, n), manyModels(game.slug, ...mine, n));
  await setUp(opened.page, game.region, game.scenarioNoun, game.scenario);
  return opened;
}

test('the largest Punkapocalyptic match report (30 models a side, 6 turns of VP for both gangs, the longest note) prints on one A4 page', async ({ browser }) => {
  test.setTimeout(180_000);
  const game = { slug: 'punkapocalyptic', noun: 'gang', region: 'The game and the score', scenarioNoun: 'game', scenario: 'A game of 6 turns' };
  const { context, page, errors } = await largestInPlay(browser, game, 30, ['The Rust Vultures of the Dry Canal Junkyard', 'Vulture'], ['The Glass Jaws of the Burning Motorway', 'Jaw']);
  const vp = { me: [1, 2, 0, 3, 1, 2], them: [2, 0, 1, 1, 3, 0] };
  const sum = { me: 0, them: 0 };
  for (let round = 1; round <= 6; round++) {
    for (const side of ['me', 'them'] as const) {
      sum[side] += vp[side][round - 1]!;
      await total(page, `${side === 'me' ? 'Your gang' : 'Their gang'}: VP`, sum[side]);
    }
    if (round < 6) await page.getByRole('button', { name: 'Next round' }).click();
  }
  for (let i = 1; i <= 5; i++) await page.locator('article.pk-card').filter({ hasText: `Vulture ${i}` }).first().getByRole('button', { name: 'Downed', exact: true }).click();
  await endWithLongNote(page, 'A game of 6 turns: a draw');
  await expectOnePage(page, 'Punkapocalyptic', ['A game of 6 turns: a draw', 'The Rust Vultures of the Dry Canal Junkyard', 'The Glass Jaws of the Burning Motorway', 'Vulture 30', 'Jaw 30', 'THE NOTE ENDS']);
  expect(errors).toEqual([]);
  await context.close();
});

test('the largest Wolsung SSG match report (20 models a side, Heroes killed in each of 3 turns for both clubs, the longest note) prints on one A4 page', async ({ browser }) => {
  test.setTimeout(180_000);
  const game = { slug: 'wolsung', noun: 'club', region: 'The scenario and the score', scenarioNoun: 'scenario', scenario: 'Starting game' };
  const { context, page, errors } = await largestInPlay(browser, game, 20, ['The Brass Lantern Society of the Lower Docks', 'Lantern'], ['The Copper Kettle Club of the Upper Town', 'Kettle']);
  for (let round = 1; round <= 3; round++) {
    for (const side of ['Your club', 'Their club']) await total(page, `${side}: Enemy Heroes killed`, round);
    if (round < 3) await page.getByRole('button', { name: 'Next round' }).click();
  }
  await endWithLongNote(page, 'Starting game: a draw');
  await expectOnePage(page, 'Wolsung SSG', ['Starting game: a draw', 'The Brass Lantern Society of the Lower Docks', 'The Copper Kettle Club of the Upper Town', 'Lantern 20', 'Kettle 20', 'THE NOTE ENDS']);
  expect(errors).toEqual([]);
  await context.close();
});

/** An Arsenal crew of 80 hires (four weeks of 20, the most a week hires; 80 is the most a report's side lists), named `prefix 1` to `prefix 80`. */
function arsenalCrew(name: string, prefix: string): { name: string } {
  const roster = example('arsenal-campaign') as { weeks: Record<string, unknown>[] };
  const hire = (i: number) => ({ id: `${prefix.toLowerCase()}-${i}`, name: `${prefix} ${i}`, station: i === 1 ? 'henchman' : 'other', cost: 4, cache: null, leader: i === 1 });
  const week = (n: number) => ({ week: n, event: 'Dust Storm', hires: Array.from({ length: 20 }, (_, i) => hire((n - 1) * 20 + i + 1)) });
  return { ...roster, name, weeks: [week(1), week(2), week(3), week(4)] } as { name: string };
}

// Both crews' fates: every one of 80 hires in the encounter on each side (a model not hired has no fate).
test('the largest Arsenal Campaign match report (80 hires a side, all in the encounter, every source in 8 turns for both crews, the longest note) prints on one A4 page', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, errors } = await twoSavedInPlay(browser, 'arsenal-campaign', 'crew', arsenalCrew('The Glass Saints of the Copper Gulch', 'Saint'), arsenalCrew('The Ortega Posse of the Silver Creek Mine', 'Posse'));
  await expect(page.locator('article.pk-card')).toHaveCount(80);
  for (let i = 1; i <= 80; i++) await page.getByRole('button', { name: `Hire Posse ${i}`, exact: true }).click();
  await expect(page.getByRole('button', { name: /^Hire Posse/ })).toHaveCount(0);
  await setUp(page, 'The encounter and the score', 'encounter', 'The week’s encounter');
  for (let round = 1; round <= 8; round++) {
    for (const side of ['Your crew', 'Their crew']) {
      await total(page, `${side}: VP from the Strategy`, round);
      await total(page, `${side}: Other VP`, round * 2);
    }
    if (round < 8) await page.getByRole('button', { name: 'Next round' }).click();
  }
  await total(page, 'Their crew: Strategic Withdrawal (in the turn made)', 1);
  await endWithLongNote(page, 'The week’s encounter: a draw');
  await expectOnePage(page, 'Arsenal Campaign', ['The week’s encounter: a draw', 'The Ortega Posse of the Silver Creek Mine', 'The Glass Saints of the Copper Gulch', 'Posse 1', 'Posse 80', 'Saint 80', 'THE NOTE ENDS']);
  expect(errors).toEqual([]);
  await context.close();
});
