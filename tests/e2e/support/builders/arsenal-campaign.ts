import { expect, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../../../src/games/arsenal-campaign/roster';
import type { Builder } from '../builder';
import { openFold, openModel } from '../model-fold';

// The Arsenal Campaign crew tracker: The Ortega Posse's first two weeks, logged by clicking, and its
// entry for the kit's tests.

export const BUILDER = '/arsenal-campaign/builder/';
export const week = (page: Page, n: number) => page.locator(`#arsenal-campaign-model-${n}`);
export const spin = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.getByRole('spinbutton', { name, exact: true });

export async function hire(page: Page, n: number, name: string, station: 'other' | 'henchman' | 'master', cost: number, cache = 0): Promise<void> {
  const w = await openModel(week(page, n));
  await w.getByLabel("New model's name").fill(name);
  await w.getByLabel("New model's station").selectOption(station);
  if (station !== 'master') await spin(w, "New model's printed cost (SS)").fill(String(cost));
  if (station !== 'other') await spin(w, "New model's cache").fill(String(cache));
  await w.getByRole('button', { name: `Hire ${name}` }).click();
}

/** Logs The Ortega Posse's first two weeks by clicking: every number on the way is the book's. */
export async function logTwoWeeks(page: Page): Promise<void> {
  await page.getByLabel('Crew name').fill('The Ortega Posse');
  await openFold(page.locator('.rk-editor'), /^Campaign:/);
  await page.getByLabel('Faction').fill('Guild');
  await spin(page, 'Starting script').fill('20');
  await page.getByRole('button', { name: 'Start week 1' }).click();
  const w1 = week(page, 1);
  await w1.getByLabel('Weekly event', { exact: true }).fill('Dust Storm');
  // Nino first: the week's first hire costs 5 less (8 → 3); Perdita, a 0-cost henchman, leads.
  await hire(page, 1, 'Nino Ortega', 'other', 8);
  await hire(page, 1, 'Perdita Ortega', 'henchman', 0, 4);
  await w1.getByText('Change Perdita Ortega').click();
  await w1.getByLabel('Perdita Ortega leads the crew').check();
  await expect(w1.getByText(/Nino Ortega · Other model · 8 SS · paid 3 script \(5 off as the week's first hire\)/)).toBeVisible();

  await w1.getByLabel('A game was played in week 1').check();
  await w1.getByLabel('Result').selectOption('win');
  await spin(w1, 'VP scored').fill('5');
  await spin(w1, 'VP from the Strategy').fill('3');
  await spin(w1, "Opponent's VP").fill('3');
  await spin(w1, "Opponent's Arsenal total (SS)").fill('18');
  await spin(w1, 'Script from the weekly event').fill('2');
  await w1.getByLabel('Nino Ortega was Finished Off').check();
  // Encounter size (C3): 8 + (13 − 4) = 17 against 18: 17 + 5. Payday (C5): ceil(5 ÷ 2) + 1.
  await expect(w1.getByText('up to 22 SS')).toBeVisible();
  await expect(w1.getByText('4 script: 3 for VP + 1 for a win + 0 for the rating gap = 4')).toBeVisible();

  await spin(w1, 'Barter flip').fill('7');
  await w1.getByRole('button', { name: 'Add a flip of 7' }).click();
  await w1.getByLabel("Campaign upgrade's name").fill('Quick Draw');
  await w1.getByLabel('Model taking the skill').selectOption({ label: 'Perdita Ortega' });
  await spin(w1, 'Barter Rating (BR)').fill('7');
  await spin(w1, 'Campaign Cost (CC), in script').fill('2');
  await w1.getByRole('button', { name: 'Buy Quick Draw at Barter' }).click();
  await w1.getByLabel('Bounty bought').fill('Hunt the Beast');
  await w1.getByLabel('Injury', { exact: true }).fill('Bad Knee');
  await w1.getByRole('button', { name: 'Add the injury' }).click();
  // 20 − 3 + 6 − 2 − 4 = 17.
  await expect(w1.locator('.ac-week-line')).toHaveText('Hired Nino Ortega, Perdita Ortega. Won with 5 VP. Started with 20 script, spent 3 at New Hires, 2 at Barter, 4 on a bounty, earned 6: 17 left.');

  await page.getByRole('button', { name: 'Start week 2' }).click();
  await hire(page, 2, 'Guild Hound', 'other', 4);
}

export const arsenalCampaign: Builder = {
  slug: 'arsenal-campaign',
  gameName: 'Arsenal Campaign',
  noun: 'crew',
  name: 'The Ortega Posse',
  build: logTwoWeeks,
  fresh: (page) => expect(page.locator('.rk-problems')).toContainText('No problems'),
  async built(page) {
    const now = page.locator('.ac-now');
    await expect(now.locator('dd')).toHaveText(['2 of 6', '17', '0', '21 SS', 'Perdita Ortega', 'Hunt the Beast', 'none', 'from week 4, after a completed bounty']);
    await openFold(now, /^Models \(/);
    await expect(now.getByText('Injuries: Bad Knee')).toBeVisible();
    await expect(now.getByText('Skills: Quick Draw')).toBeVisible();
  },
  saved(saved) {
    const crew = parseRoster(saved);
    expect(checkRoster(crew)).toEqual([]);
    expect(crew).toMatchObject({ name: 'The Ortega Posse', faction: 'Guild', startingScript: 20, campaignWeeks: 6 });
    expect(crew.weeks[0]!.hires.map((h) => [h.id, h.station, h.cost, h.cache, h.leader])).toEqual([
      ['nino-ortega', 'other', 8, null, false],
      ['perdita-ortega', 'henchman', 0, 4, true],
    ]);
    expect(crew.weeks[0]!.game).toMatchObject({ result: 'win', vp: 5, strategyVp: 3, opponentVp: 3, opponentTotal: 18, eventScript: 2, finishedOff: ['nino-ortega'] });
    expect(crew.weeks[0]!.barter).toEqual([{ id: 'quick-draw', name: 'Quick Draw', kind: 'skill', avatar: false, barterRating: 7, campaignCost: 2, model: 'perdita-ortega' }]);
    expect(crew.weeks[1]!.hires.map((h) => h.name)).toEqual(['Guild Hound']);
  },
  reloaded: (page) => expect(page.locator('.ac-now dd').nth(1)).toHaveText('17'),
  imported: async (_page, file) => expect(parseRoster(file.text).weeks).toHaveLength(2),
  async spoil(page) {
    await openModel(week(page, 1)); // one week open at a time
    await week(page, 1).getByLabel('Weekly event', { exact: true }).fill('Bandit Raid');
    await openModel(week(page, 2));
    await week(page, 2).getByLabel('Weekly event', { exact: true }).fill('bandit raid'); // a repeat: a problem to see
  },
  async seesProblem(page) {
    await expect(page.locator('.rk-problems a')).toHaveText("Week 2: bandit raid was also last week's event; a repeat is flipped again until a new event comes up.");
    await expect(page.locator('.rk-problems a')).toHaveAttribute('href', '#arsenal-campaign-model-2');
  },
  wrongGame: 'Kuggköping',
  brokenFiles: (good) => [
    ['types.json', JSON.stringify({ ...(good as Roster), startingScript: 'twenty' }), 'Not imported: The field "startingScript" is wrong: must be a number. Nothing saved was changed.'],
    ['extra.json', JSON.stringify({ ...(good as Roster), gold: 3 }), 'Not imported: The roster has a field this format does not know: "gold". Nothing saved was changed.'],
  ],
};
