import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { changeDamage, setStatus, startState, type PlayRules } from '../../src/play';
import { formatPercent } from '../../src/common/numbers';
import type { StrikeOddsData } from '../../src/games/heartbreaker/tools/strike-odds';
import { loadToolData } from '../unit/support/collections';
import { kuggkopingPlay } from '../../src/games/kuggkoping/play';
import { ENEMY_ADJACENT_ATTACK, kuggkopingOdds, RANGED_ATTACK } from '../../src/games/kuggkoping/play-odds';
import { punkapocalypticOdds } from '../../src/games/punkapocalyptic/play-odds';
import type { TurnData } from '../../src/games/kuggkoping/turn';
import { heartbreakerPlay } from '../../src/games/heartbreaker/play';
import { heartbreakerOdds } from '../../src/games/heartbreaker/play-odds';
import { punkapocalypticPlay } from '../../src/games/punkapocalyptic/play';
import { wolsungPlay } from '../../src/games/wolsung/play';
import { wolsungOdds } from '../../src/games/wolsung/play-odds';
import { NO_ODDS_WHY } from '../../src/games/arsenal-campaign/play';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { heartbreakerBookData } from '../../src/games/heartbreaker/book-data';
import { punkapocalypticBookData } from '../../src/games/punkapocalyptic/book-data';
import { wolsungBookData } from '../../src/games/wolsung/book-data';
import { gameList } from '../../src/games/index';
import { expectAccessibleAndFitting, freshContext, importFile, openBuilder, printToPdf, waitForIsland, writesSettled } from './support/builder';
import { openReader, waitForServiceWorker } from './support/offline';
import { serveBuiltSite } from './support/static-server';
import { example as builderExample } from './support/examples';

// Every game's play page, opened from its builder and from a play link, at 360 px
// in both themes: a round played (damage, a downed model, activations), Next round, Undo twice, the
// same game after a reload, offline, and the game sheet printed with every model's name.

interface Game {
  slug: string;
  rules: () => PlayRules<unknown>;
  /** The builder's button. */
  play: string;
  /** What must happen before a model takes damage (the Arsenal hires its crew and enters Health). */
  prepare?: (page: Page, names: string[]) => Promise<void>;
}

/** What must happen before a model takes damage, in the games that need a step (the Arsenal hires its crew and enters Health). */
const PREPARE: Partial<Record<string, Game['prepare']>> = {
  'arsenal-campaign': async (page, names) => {
    for (const name of names.slice(0, 2)) {
      await page.getByRole('button', { name: `Hire ${name}` }).click();
      const c = card(page, name);
      for (let i = 0; i < 3; i++) await c.getByRole('button', { name: 'Health (from its card): one more' }).click();
    }
  },
};

/**
 * What the printed game sheet must hold beyond the names (every weapon, whole): each model's
 * weapons, gear and abilities of the example roster, as its datacard draws them.
 */
const ON_SHEET: Record<string, string[]> = {
  kuggkoping: ['Handgun', 'Bulls eye', 'Aim'],
  heartbreaker: ['Pulverizer', 'Sidearm', 'Slasher', 'Longshot', 'Boomstick', 'Medpack'],
  punkapocalyptic: ['Automatic rifle', 'Bulletproof vest', 'Heavy mace', 'Two-handed'],
  wolsung: ['Pistol', 'Steam fists', 'Rifle', 'Hard to kill'],
  'arsenal-campaign': ['Bad Knee'],
};

/** Every game of the list (src/games/index.ts), its play rules and its builder's button from its manifest. */
const GAMES: Game[] = gameList.map((m) => ({ slug: m.slug, rules: () => m.play(m.bookData()) as PlayRules<unknown>, play: `Play this ${m.noun}`, prepare: PREPARE[m.slug] }));

/** The strike rules from the game's data, as the play page gets them. */
const heartbreakerStrikeRules = () => loadToolData<StrikeOddsData>('heartbreaker', 'strike-odds').rules;

/** Kuggköping's play rules with the odds against the enemies, the builder's example warband and the first enemy type that is not a boss (index j). */
function kuggkopingWithOdds() {
  const turn = loadToolData<{ turn: TurnData }>('kuggkoping', 'enemy-activation').turn;
  const rules = kuggkopingPlay(bookData(), kuggkopingOdds(bookData(), turn.enemyTypes));
  const text = example('kuggkoping');
  const grunt = turn.enemyTypes.find((t) => !t.boss)!;
  return { rules, text, roster: rules.parse(JSON.parse(text)), grunt, j: turn.enemyTypes.indexOf(grunt) };
}

/** Follows a card's *Full odds* link: the odds tool opens with the set-up named (`from`) under its title. */
async function followFullOdds(scope: Locator, tool: RegExp, from: string): Promise<void> {
  await scope.getByRole('link', { name: 'Full odds' }).click();
  await expect(scope.page()).toHaveURL(tool);
  await expect(scope.page().getByText(from)).toBeVisible();
}

/** The builder's documented example (support/examples.ts), as the file a player imports. */
const example = (slug: string): string => JSON.stringify(builderExample(slug));

const card = (page: Page, name: string): Locator => page.locator('article.pk-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens a fold that loads after the first paint (the opponent's panel, a card's odds) once it has arrived: until then its place is held by a summary that does not open. */
async function openLoaded(scope: Page | Locator, summary: string | RegExp): Promise<void> {
  const page = 'mainFrame' in scope ? scope : scope.page();
  const fold = scope.locator('details:not([aria-busy])').filter({ has: page.locator('summary').getByText(summary) }).first();
  await fold.locator('summary').click();
  await expect(fold).toHaveAttribute('open', '');
}

async function openPlay(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIsland(page);
  await expect(page.locator('.pk-root .rk-screen')).toBeVisible();
}

/** Opens a play link of `text` (a roster's JSON) and adds the same roster as the opponent from its builder share link. */
async function playAgainstItself(page: Page, slug: string, text: string): Promise<void> {
  const packed = compressToEncodedURIComponent(text);
  await openPlay(page, `/${slug}/play/#roster=${packed}`);
  await openLoaded(page, /^Opponent: none yet$/);
  await page.getByLabel('Or their share link').fill(`https://example.org/${slug}/builder/#roster=${packed}`);
  await page.getByRole('button', { name: 'Add the opponent' }).click();
}

/** A phone-sized page playing `slug`'s example against itself, and that example as `rules` read it. */
async function exampleAgainstItself<R>(browser: Browser, slug: string, rules: { parse: (input: unknown) => R }) {
  const text = example(slug);
  const roster = rules.parse(JSON.parse(text));
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await playAgainstItself(page, slug, text);
  return { context, page, errors, roster };
}

async function storedGames(page: Page, slug: string): Promise<{ state: { round: number } }[]> {
  await writesSettled(page);
  return page.evaluate((prefix) => {
    const out: { state: { round: number } }[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith(prefix)) out.push((JSON.parse(localStorage.getItem(key)!) as { roster: { state: { round: number } } }).roster);
    }
    return out;
  }, `skirmish-shelf:roster:play-${slug}:`);
}

for (const g of GAMES) {
  test(`${g.slug}: from the builder, a round at the table, Undo twice, reload, print`, async ({ browser }) => {
    test.setTimeout(120_000);
    const rules = g.rules();
    const text = example(g.slug);
    const roster = rules.parse(JSON.parse(text));
    const names = rules.models(roster).map((m) => m.name);
    const { context, page, errors } = await freshContext(browser, { width: 360 });

    await openBuilder(page, `/${g.slug}/builder/`);
    await importFile(page, `${g.slug}.json`, text);
    await page.getByRole('button', { name: g.play }).click();
    await expect(page).toHaveURL(new RegExp(`/${g.slug}/play/$`));
    await expect(page.locator('.pk-game')).toBeVisible();
    for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
    await g.prepare?.(page, names);

    const [first, second] = [names[0]!, names[1]!];
    const a = card(page, first);
    const b = card(page, second);
    await a.getByRole('button', { name: 'Activated' }).click();
    await expect(a.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'true');
    await a.getByRole('button', { name: 'Take 1 damage' }).click();
    await expect(a.locator('.pk-changed').first()).toBeVisible();
    await b.getByRole('button', { name: rules.downLabel, exact: true }).click();
    await expect(b.getByRole('button', { name: rules.downLabel, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(b.locator('.pk-status')).toHaveText(rules.downLabel);

    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(b.getByRole('button', { name: rules.downLabel, exact: true })).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await waitForIsland(page);
    await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Activated' })).toHaveAttribute('aria-pressed', 'true');
    await expect(a.locator('.pk-changed').first()).toBeVisible();
    const games = await storedGames(page, g.slug);
    expect(games.map((x) => x.state.round)).toEqual([1]);

    await expectAccessibleAndFitting(page, `${g.slug} play`, { bothThemes: true });

    const pdf = await printToPdf(page);
    // PDF text splits ligatures ("ri fl eman"): compare without spaces.
    const flat = (t: string) => t.normalize('NFKC').replace(/\s+/g, '');
    for (const name of names) expect(flat(pdf.text)).toContain(flat(name));
    for (const what of ON_SHEET[g.slug] ?? []) expect(flat(pdf.text), what).toContain(flat(what));
    // Nothing cut short (the glossary once ended its entries at 140 letters with "…").
    expect(pdf.text).not.toContain('…');
    expect(pdf.text).toMatch(new RegExp(`${rules.track} lost`, 'i'));
    expect(pdf.text).not.toContain('How to use it');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a play link opens straight into a new game for every game; the roster is kept as received, once', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, errors } = await freshContext(browser, { width: 360, scheme: 'dark' });
  for (const g of GAMES) {
    const rules = g.rules();
    const text = example(g.slug);
    const names = rules.models(rules.parse(JSON.parse(text))).map((m) => m.name);
    const link = `/${g.slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(JSON.parse(text)))}`;
    await openPlay(page, link);
    await expect(page.locator('.pk-game')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next round' })).toBeVisible();
    // The same link again: a second game, but the roster is not saved twice.
    await openPlay(page, link);
    await expect(page.locator('.pk-game')).toBeVisible();
    const keys = await page.evaluate((slug) => Object.keys(localStorage).filter((k) => k.startsWith(`skirmish-shelf:roster:${slug}:`) || k.startsWith(`skirmish-shelf:roster:play-${slug}:`)), g.slug);
    expect(keys.filter((k) => k.includes(':play-')).length, g.slug).toBe(2);
    const kept = await page.evaluate((slug) => Object.keys(localStorage).filter((k) => k.startsWith(`skirmish-shelf:roster:${slug}:`)).map((k) => `${k} ${localStorage.getItem(k)!.slice(0, 400)}`), g.slug);
    expect(kept.length, `${g.slug}: ${kept.join(' || ')}`).toBe(1);
    const saved = await page.evaluate((slug) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith(`skirmish-shelf:roster:${slug}:`))!;
      return (JSON.parse(localStorage.getItem(key)!) as { roster: { name: string } }).roster.name;
    }, g.slug);
    expect(saved).toMatch(/\(received\)$/);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('after one visit the play page keeps playing with the network off', async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await serveBuiltSite();
  const { context, page, errors } = await openReader(browser, site, { viewport: { width: 360, height: 800 } });
  await page.goto('/');
  await waitForServiceWorker(page);
  const text = example('heartbreaker');
  await openPlay(page, `/heartbreaker/play/#roster=${compressToEncodedURIComponent(JSON.stringify(JSON.parse(text)))}`);
  await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
  await site.close();
  await context.setOffline(true);
  await page.reload();
  await waitForIsland(page);
  await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await page.reload();
  await waitForIsland(page);
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

// The opponent's panel and the cards' odds (and Kuggköping's enemy turn) load after the first paint.
// Until they come, closed summaries of the same shape hold their places: nothing under a player's thumb
// moves when they arrive.
for (const [slug, roster] of [
  ['heartbreaker', () => example('heartbreaker')],
  ['punkapocalyptic', () => example('punkapocalyptic')],
  ['kuggkoping', () => example('kuggkoping')],
  ['wolsung', () => example('wolsung')],
] as const) {
  test(`${slug}: the cards stay where they are when the odds and the opponent's panel arrive (360 px)`, async ({ browser }) => {
    const { context, page, errors } = await freshContext(browser, { width: 360 });
    // Hold back the lazy chunks (the opponent's panel and card odds, the game's odds, Kuggköping's enemy turn, the battle's lines and a game's battle rules) until the cards are measured.
    const held: (() => void)[] = [];
    const heldUrls: string[] = [];
    let holding = true;
    await page.route(/\/_astro\/(Opponent|play-odds|EnemyTurnSlot|BattleBar|battle)\.[\w-]+\.js$/, (route) => {
      if (!holding) return void route.continue();
      heldUrls.push(route.request().url());
      held.push(() => void route.continue());
    });
    await openPlay(page, `/${slug}/play/#roster=${compressToEncodedURIComponent(JSON.stringify(JSON.parse(roster())))}`);
    const first = page.locator('article.pk-card').first().getByRole('button', { name: 'Take 1 damage' });
    await expect(first).toBeVisible();
    // Kuggköping's enemy turn (above the cards) comes in a chunk of its own, held back too.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    if (slug === 'kuggkoping') await expect.poll(() => heldUrls.some((u) => u.includes('/EnemyTurnSlot.'))).toBe(true);
    const tops = () => page.locator('article.pk-card').getByRole('button', { name: 'Take 1 damage' }).evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top + scrollY));
    const before = await tops();
    expect(before.length).toBeGreaterThan(1);
    holding = false;
    for (const go of held.splice(0)) go();
    // Arrived: the opponent's panel (or, in Kuggköping, the cards' odds) is drawn for real.
    await expect(page.locator(slug === 'kuggkoping' ? '.pk-card .pk-odds:not([aria-busy])' : '.pk-opponent:not([aria-busy])').first()).toBeAttached();
    if (slug === 'kuggkoping') await expect(page.locator('.pk-enemy-turn:not([aria-busy])')).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await tops(), 'the cards moved when the lazy parts arrived').toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('Heartbreaker: the opponent from a roster saved here, the odds inline on a card and the full tool one tap away', async ({ browser }) => {
  const strikeRules = heartbreakerStrikeRules();
  const rules = heartbreakerPlay(heartbreakerBookData(), heartbreakerOdds(heartbreakerBookData(), strikeRules));
  const text = example('heartbreaker');
  const roster = rules.parse(JSON.parse(text));
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/heartbreaker/play/#roster=${compressToEncodedURIComponent(text)}`);
  await openLoaded(page, /^Opponent: none yet$/);
  await page.getByLabel('Their gang, saved here').selectOption({ label: `${roster.name} (received)` });
  await page.getByRole('button', { name: 'Play against it' }).click();
  await expect(page.locator('summary').getByText(`Opponent: ${roster.name} (received)`)).toBeVisible();
  const cog = card(page, 'Mother Cog');
  await openLoaded(cog, 'Odds against the opponent');
  await cog.getByLabel('Weapon').selectOption('Pulverizer');
  await cog.getByLabel('Target', { exact: true }).selectOption({ label: 'Twitch' });
  const odds = rules.odds!.odds(roster, 0, startState(rules, roster), 'Pulverizer', roster, 1, false)!;
  await expect(cog.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(odds.hurt)} · takes out: ${formatPercent(odds.takeOut)}`);
  await expectAccessibleAndFitting(page, 'heartbreaker play with odds');
  await followFullOdds(cog, /\/heartbreaker\/tools\/strike-odds\/\?/, 'Mother Cog with Pulverizer at Twitch');
  expect(errors).toEqual([]);
  await context.close();
});

test('Kuggköping: Reset asks first; End game asks for the result, lists it and writes the Tinker dice back to the warband', async ({ browser }) => {
  const text = example('kuggkoping');
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/kuggkoping/play/#roster=${compressToEncodedURIComponent(text)}`);
  const tinker = page.getByRole('group', { name: 'Tinker dice', exact: true });
  const start = Number(await tinker.getByRole('spinbutton').inputValue());
  await tinker.getByRole('button', { name: 'Tinker dice: one more' }).click();
  await expect(tinker.getByRole('spinbutton')).toHaveValue(String(start + 1));
  await page.getByRole('button', { name: 'Next round' }).click();
  await page.getByRole('button', { name: 'Reset game' }).click();
  // Nothing is reset until it is confirmed.
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End game' }).click();
  await page.getByRole('radio', { name: 'Loss' }).check();
  await page.getByRole('textbox', { name: 'Score or note (optional)' }).fill('2 VP to 4');
  await page.getByRole('button', { name: 'Record the result' }).click();
  await expect(page.getByText('Ended: lost (2 VP to 4).')).toBeVisible();
  await page.locator('summary').filter({ hasText: /^Games on this device/ }).click();
  await expect(page.getByRole('button', { name: /· Round 2 · lost$/ })).toBeVisible();
  await writesSettled(page);
  const written = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('skirmish-shelf:roster:kuggkoping:'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { roster: { tinkerDice: number; log: { kind: string; title: string }[] } }).roster;
  });
  expect(written.tinkerDice).toBe(start + 1);
  // The result is an entry of the warband's campaign log.
  expect(written.log.map((e) => [e.kind, e.title])).toEqual([['game', 'Game (2 VP to 4): lost']]);
  expect(errors).toEqual([]);
  await context.close();
});

test('Punkapocalyptic: the opponent from a share link, their model’s damage in the odds, Undo, and the full tool one tap away', async ({ browser }) => {
  const book = punkapocalypticBookData();
  const rules = punkapocalypticPlay(book, punkapocalypticOdds(book));
  const { context, page, errors, roster } = await exampleAgainstItself(browser, 'punkapocalyptic', rules);
  await expect(page.locator('summary').getByText(`Opponent: ${roster.name}`)).toBeVisible();
  const moose = card(page, 'Moose');
  await openLoaded(moose, 'Odds against the opponent');
  await moose.getByLabel('Weapon').selectOption('Heavy mace');
  await moose.getByLabel('Target', { exact: true }).selectOption({ label: 'Maggie' });
  const s = startState(rules, roster);
  const odds = rules.odds!.odds(roster, 1, s, 'Heavy mace', roster, 0, false)!;
  expect(odds.takeOut).toBeGreaterThan(0);
  const line = `Hits: ${formatPercent(odds.hurt)} · takes out: ${formatPercent(odds.takeOut)}`;
  await expect(moose.locator('.pk-odds-result')).toContainText(line);
  // Maggie Downed by another model: the mace can no longer hurt her; Undo brings her back.
  await page.getByRole('button', { name: 'Maggie: take 1 damage' }).click();
  await expect(page.getByText('Maggie: 0 of 1 hits')).toBeVisible();
  await expect(moose.locator('.pk-odds-result')).toContainText(`Hits: ${formatPercent(0)} · takes out: ${formatPercent(0)}`);
  // The printed game sheet carries their gang as the panel shows it (issue 37), after mine: Maggie's one hit ticked, her weapons whole.
  const flat = (t: string) => t.normalize('NFKC').replace(/\s+/g, '');
  const sheet = flat((await printToPdf(page)).text);
  // The kicker prints in capitals.
  expect(sheet).toContain(flat(`THEIR GANG · ${roster.name.toUpperCase()}`));
  expect(sheet).toContain(flat('Maggie 0 of 1 hits Hits lost ☒ ☐ Out of the game ☐ Prone ☐ Downed'));
  expect(sheet.split(flat('Heavy mace')).length - 1, 'the mace on my card and on theirs').toBe(2);
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(moose.locator('.pk-odds-result')).toContainText(line);
  await expectAccessibleAndFitting(page, 'punkapocalyptic play with odds');
  await followFullOdds(moose, /\/punkapocalyptic\/tools\/combat-odds\/\?/, 'Moose fighting with Heavy mace against Maggie');
  await expect(page.getByText(formatPercent(odds.takeOut), { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('Kuggköping: a Character’s attack against an enemy type from the data, with cover, and the full tool one tap away', async ({ browser }) => {
  const { rules, text, roster, grunt, j } = kuggkopingWithOdds();
  const s = startState(rules, roster);
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/kuggkoping/play/#roster=${compressToEncodedURIComponent(text)}`);
  const olga = card(page, 'Olga');
  await openLoaded(olga, 'Odds against the enemies');
  await olga.getByLabel('Weapon').selectOption(RANGED_ATTACK);
  await olga.getByLabel('Target', { exact: true }).selectOption({ label: `${grunt.name} (full grit)` });
  const open = rules.odds!.odds(roster, 0, s, RANGED_ATTACK, undefined, j, false)!;
  await expect(olga.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(open.hurt)} · takes out: ${formatPercent(open.takeOut)}`);
  await olga.getByLabel('One cover object in between (−1 die)').check();
  const covered = rules.odds!.odds(roster, 0, s, RANGED_ATTACK, undefined, j, true)!;
  expect(covered.takeOut).toBeLessThan(open.takeOut);
  await expect(olga.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(covered.hurt)} · takes out: ${formatPercent(covered.takeOut)}`);
  await expectAccessibleAndFitting(page, 'kuggkoping play with odds');
  await followFullOdds(olga, /\/kuggkoping\/tools\/attack-odds\/\?/, `Olga attacking ${grunt.name} (full grit), 2 or more spaces away, one cover object between`);
  await expect(page.getByText(formatPercent(covered.takeOut), { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

// The other way round: one of their models attacking one of mine, as mine stands now.

test('Heartbreaker: their fighter striking mine with the Meat mine has lost, inline, and the full tool one tap away (both themes)', async ({ browser }) => {
  const book = heartbreakerBookData();
  const rules = heartbreakerPlay(book, heartbreakerOdds(book, heartbreakerStrikeRules()));
  const text = example('heartbreaker');
  const roster = rules.parse(JSON.parse(text));
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/heartbreaker/play/#roster=${compressToEncodedURIComponent(text)}`);
  await openLoaded(page, /^Opponent: none yet$/);
  await page.getByLabel('Their gang, saved here').selectOption({ label: `${roster.name} (received)` });
  await page.getByRole('button', { name: 'Play against it' }).click();
  const twitch = card(page, 'Twitch');
  for (let k = 0; k < 3; k++) await twitch.getByRole('button', { name: 'Take 1 damage' }).click();
  await openLoaded(twitch, 'Odds against the opponent');
  await twitch.getByRole('radio', { name: 'One of theirs' }).check();
  await twitch.getByLabel('Attacker').selectOption({ label: 'Mother Cog' });
  await expect(twitch.getByLabel('Their weapon')).toHaveValue('0');
  await expect(twitch.getByLabel('Their weapon').locator('option:checked')).toHaveText('Pulverizer');
  const s = changeDamage(rules, roster, startState(rules, roster), 1, 3);
  const odds = rules.odds!.incoming!.odds(roster, 1, s, roster, 0, 'Pulverizer', false)!;
  const fresh = rules.odds!.incoming!.odds(roster, 1, startState(rules, roster), roster, 0, 'Pulverizer', false)!;
  expect(odds.takeOut).toBeGreaterThan(fresh.takeOut);
  await expect(twitch.locator('.pk-odds-result')).toContainText(`Hurts this model: ${formatPercent(odds.hurt)} · takes it out: ${formatPercent(odds.takeOut)}`);
  // Healed back to full Meat, the odds follow at once.
  for (let k = 0; k < 3; k++) await twitch.getByRole('button', { name: 'Heal 1' }).click();
  await expect(twitch.locator('.pk-odds-result')).toContainText(`takes it out: ${formatPercent(fresh.takeOut)}`);
  await expectAccessibleAndFitting(page, 'heartbreaker odds the other way', { bothThemes: true });
  await followFullOdds(twitch, /\/heartbreaker\/tools\/strike-odds\/\?/, 'Mother Cog (theirs) with Pulverizer at Twitch');
  expect(errors).toEqual([]);
  await context.close();
});

test('Wolsung SSG: their rifleman shooting my Toppled model, both ways on one card, and the shoot-odds tool one tap away (both themes)', async ({ browser }) => {
  const data = wolsungBookData();
  const rules = wolsungPlay(data, wolsungOdds(data));
  const { context, page, errors, roster } = await exampleAgainstItself(browser, 'wolsung', rules);
  const names = rules.models(roster).map((m) => m.name);
  const professor = card(page, names[0]!);
  await professor.getByRole('button', { name: 'Toppled', exact: true }).click();
  await openLoaded(professor, 'Odds against the opponent');
  await professor.getByRole('radio', { name: 'One of theirs' }).check();
  await professor.getByLabel('Attacker').selectOption({ label: names[2]! });
  const s = setStatus(startState(rules, roster), 0, { down: true });
  const rifle = rules.odds!.incoming!.weapons(roster, 2, s)[0]!;
  expect(rifle).toBe('Rifle');
  const toppled = rules.odds!.incoming!.odds(roster, 0, s, roster, 2, rifle, false)!;
  const standing = rules.odds!.incoming!.odds(roster, 0, startState(rules, roster), roster, 2, rifle, false)!;
  // Toppled: +R against shots, so the rifle hurts less often.
  expect(toppled.hurt).toBeLessThan(standing.hurt);
  await expect(professor.locator('.pk-odds-result')).toContainText(`Hurts this model: ${formatPercent(toppled.hurt)} · takes it out: ${formatPercent(toppled.takeOut)}`);
  // This model attacking: the Professor's own shot at their rifleman.
  const mine = rules.odds!.weapons(roster, 0)[0]!;
  await professor.getByRole('radio', { name: 'This model' }).check();
  await professor.getByLabel('Target', { exact: true }).selectOption({ label: names[2]! });
  const out = rules.odds!.odds(roster, 0, s, mine, roster, 2, false)!;
  await expect(professor.locator('.pk-odds-result')).toContainText(`Hurts: ${formatPercent(out.hurt)} · takes out: ${formatPercent(out.takeOut)}`);
  // A model with no ranged weapon still has the odds the other way round.
  const golem = card(page, names[1]!);
  await openLoaded(golem, 'Odds against the opponent');
  await expect(golem.getByRole('radio', { name: 'This model' })).toBeDisabled();
  await expect(golem.getByRole('radio', { name: 'One of theirs' })).toBeChecked();
  await expectAccessibleAndFitting(page, 'wolsung odds both ways', { bothThemes: true });
  await professor.getByRole('radio', { name: 'One of theirs' }).check();
  await followFullOdds(professor, /\/wolsung\/tools\/shoot-odds\/\?.*toppled=1/, `${roster.models[2]!.name} shooting Rifle at ${roster.models[0]!.name}, Toppled`);
  await expect(page.getByText(formatPercent(toppled.takeOut), { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('Kuggköping: an enemy type attacking a Character with the grit she has left, inline, and the attack-odds tool one tap away', async ({ browser }) => {
  const { rules, text, roster, grunt, j } = kuggkopingWithOdds();
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/kuggkoping/play/#roster=${compressToEncodedURIComponent(text)}`);
  const olga = card(page, 'Olga');
  await olga.getByRole('button', { name: 'Take 1 damage' }).click();
  await openLoaded(olga, 'Odds against the enemies');
  await olga.getByRole('radio', { name: 'An enemy' }).check();
  await olga.getByLabel('Attacker').selectOption({ label: `${grunt.name} (full grit)` });
  await olga.getByLabel('Their weapon').selectOption(ENEMY_ADJACENT_ATTACK);
  const s = changeDamage(rules, roster, startState(rules, roster), 0, 1);
  const odds = rules.odds!.incoming!.odds(roster, 0, s, undefined, j, ENEMY_ADJACENT_ATTACK, false)!;
  expect(odds.takeOut).toBeGreaterThan(0);
  await expect(olga.locator('.pk-odds-result')).toContainText(`Hurts this model: ${formatPercent(odds.hurt)} · takes it out: ${formatPercent(odds.takeOut)}`);
  await expectAccessibleAndFitting(page, 'kuggkoping odds the other way');
  await followFullOdds(olga, /\/kuggkoping\/tools\/attack-odds\/\?/, `${grunt.name} (full grit) attacking Olga, adjacent`);
  expect(errors).toEqual([]);
  await context.close();
});

test('Arsenal Campaign: the play view says plainly that it gives no odds between models, and why, and still tracks the opponent’s crew (both themes)', async ({ browser }) => {
  const text = example('arsenal-campaign');
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/arsenal-campaign/play/#roster=${compressToEncodedURIComponent(JSON.stringify(JSON.parse(text)))}`);
  const note = page.locator('.pk-no-odds');
  await expect(note).toHaveText(`${NO_ODDS_WHY} Flip odds`);
  await expect(note.getByRole('link', { name: 'Flip odds' })).toHaveAttribute('href', '/arsenal-campaign/tools/flip-odds/');
  // The opponent's panel is there to track their crew (without odds); no card has odds.
  await expect(page.locator('.pk-opponent > summary')).toHaveText('Opponent: none yet');
  await expect(page.locator('.pk-odds')).toHaveCount(0);
  await expectAccessibleAndFitting(page, 'arsenal play, no odds', { bothThemes: true });
  expect(errors).toEqual([]);
  await context.close();
});

test('a play link that cannot be opened names what it carries: the gang, not a game', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, '/heartbreaker/play/#roster=not-a-roster');
  await expect(page.getByRole('alert').filter({ hasText: 'in this link could not be opened' })).toHaveText(/^The gang in this link could not be opened\. /);
  expect(errors).toEqual([]);
  await context.close();
});

test('a counter takes a number typed: written as one step when left or on Enter, held to its bounds, Escape puts it back', async ({ browser }) => {
  const { context, page, errors } = await freshContext(browser, { width: 360 });
  await openPlay(page, `/kuggkoping/play/#roster=${compressToEncodedURIComponent(example('kuggkoping'))}`);
  const tinker = page.getByRole('group', { name: 'Tinker dice', exact: true }).getByRole('spinbutton', { name: 'Tinker dice' });
  await tinker.fill('5');
  await tinker.press('Enter');
  await expect(tinker).toHaveValue('5');
  await tinker.fill('-3');
  await tinker.blur();
  await expect(tinker).toHaveValue('0'); // held to its least
  await tinker.fill('7');
  await tinker.press('Escape');
  await expect(tinker).toHaveValue('0');
  // Each typed change is one step, undone as one.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(tinker).toHaveValue('5');
  expect(errors).toEqual([]);
  await context.close();
});
