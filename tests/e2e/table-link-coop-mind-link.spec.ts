/**
 * Mind link at a co-op table on two phones (issue 36; Kuggköping KB 833-834: when a Character is
 * killed, a random friendly Character is knocked down at once), through links only: two browser
 * contexts at 360 px as two phones. Player 1's alignment has Mind link. Phone A (player 1) knocks
 * Bo down and kills Ada, so the pick is one of player 2's Characters (Cid or Dag, by the seeded
 * roller): A does not change it, its card says it waits for player 2's phone. B opens A's update,
 * sees the notice and applies it with one tap; the same update opened again, or a reload, asks
 * nothing more; Undo asks again. B's update on A then shows the Character knocked down there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compressToEncodedURIComponent } from '../../src/roster/lz-compress';
import { cogRats, linkedCogs } from '../unit/support/kuggkoping-warbands';
import { expectAccessibleAndFitting, freshContext, waitForIsland, writesSettled } from './support/builder';
import { card, openLink, panel, shownLink } from './support/table-link';

const rolls = (page: Page) => page.getByRole('region', { name: 'Rolls for the warband' });
/** The line over a card of the other player's Character (its fieldset's legend). */
const theirLine = (page: Page, name: string): Locator => page.locator('fieldset.pk-theirs').filter({ has: card(page, name) }).locator('legend');
const down = (page: Page, name: string) => card(page, name).getByRole('button', { name: 'Knocked down', exact: true });

async function openGame(page: Page, warband: unknown): Promise<void> {
  await page.goto(`/kuggkoping/play/#roster=${compressToEncodedURIComponent(JSON.stringify(warband))}`);
  await waitForIsland(page);
  await expect(page.locator('.pk-game')).toBeVisible();
}

test('co-op Mind link on two phones by links: the other player’s Character picked is knocked down on its own phone, once, with Undo', async ({ browser }) => {
  test.setTimeout(150_000);
  const A = await freshContext(browser, { width: 360 });
  const B = await freshContext(browser, { width: 360 });
  await openGame(A.page, linkedCogs);
  await openGame(B.page, cogRats());
  await panel(A.page).locator('summary').click();
  await A.page.getByRole('button', { name: 'Start a table link' }).click();
  await expect(panel(A.page).getByLabel('The table link')).toHaveValue(/#table=/);
  await openLink(B.page, await shownLink(A.page));
  await B.page.getByRole('button', { name: /^Join Linked Cogs( \(received\))? as Player 2$/ }).click();
  await expect(B.page.locator('.pk-title')).toHaveText(/^Linked Cogs/);
  await openLink(A.page, await shownLink(B.page));
  await expect(A.page.locator('.pk-coop-seat')).toHaveText(/^Co-op: this phone is Player 1’s/);

  // A: Bo knocked down, Ada killed; her death's Mind link picks among Cid and Dag, player 2's.
  await down(A.page, 'Bo').click();
  await card(A.page, 'Ada').getByRole('button', { name: 'Out of the game', exact: true }).click();
  await rolls(A.page).getByRole('button', { name: 'Apply for Ada' }).click();
  const said = A.page.locator('.pk-log li').filter({ hasText: 'Ada killed: Mind link:' });
  await expect(said).toHaveCount(1);
  const m = /Ada killed: Mind link: (Cid|Dag) is knocked down \(seed [^)]+\/mind-link\); on Player 2’s phone once they apply it/.exec((await said.textContent()) ?? '');
  expect(m).not.toBeNull();
  const picked = m![1]!;
  const other = picked === 'Cid' ? 'Dag' : 'Cid';
  // A does not change player 2's Character: its card says it waits for their phone.
  await expect(down(A.page, picked)).toHaveAttribute('aria-pressed', 'false');
  await expect(theirLine(A.page, picked)).toHaveText('Player 2’s, as their phone last sent it: changed only on their phone. Knocked down by Mind link (Ada was killed): on Player 2’s phone once they apply it, under Rolls for the warband.');
  await expect(theirLine(A.page, other)).toHaveText('Player 2’s, as their phone last sent it: changed only on their phone.');

  // B, before A's update: nothing to apply.
  await expect(B.page.locator('.kk-mind-link')).toHaveCount(0);
  const update = await shownLink(A.page);
  await openLink(B.page, update);
  await expect(B.page.locator('.pk-said')).toHaveText('Merged Player 1’s update.');
  const notice = rolls(B.page).locator('.kk-mind-link');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`Player 1’s Mind link: ${picked} is knocked down (Ada was killed).`);
  await expect(down(B.page, picked)).toHaveAttribute('aria-pressed', 'false');
  await expectAccessibleAndFitting(B.page, 'co-op Mind link notice on player 2’s phone');
  await notice.getByRole('button', { name: `Knock ${picked} down` }).click();
  await expect(down(B.page, picked)).toHaveAttribute('aria-pressed', 'true');
  await expect(down(B.page, other)).toHaveAttribute('aria-pressed', 'false');
  await expect(B.page.locator('.kk-mind-link')).toHaveCount(0);

  // The same update again: nothing new, nothing asked again.
  await openLink(B.page, update);
  await expect(B.page.locator('.pk-said')).toHaveText('Nothing new in that code: it was merged before.');
  await expect(B.page.locator('.kk-mind-link')).toHaveCount(0);
  // A reload: the game comes back with the knock-down applied, and nothing asked.
  await writesSettled(B.page);
  await B.page.reload();
  await waitForIsland(B.page);
  await expect(down(B.page, picked)).toHaveAttribute('aria-pressed', 'true');
  await expect(B.page.locator('.pk-coop-seat')).toHaveText(/^Co-op: this phone is Player 2’s/);
  await expect(B.page.locator('.kk-mind-link')).toHaveCount(0);
  // Undo takes it back like any step: it stands, and the notice asks again; apply it again.
  await B.page.getByRole('button', { name: /^Undo/ }).click();
  await expect(down(B.page, picked)).toHaveAttribute('aria-pressed', 'false');
  await expect(rolls(B.page).locator('.kk-mind-link')).toHaveCount(1);
  await rolls(B.page).getByRole('button', { name: `Knock ${picked} down` }).click();
  await expect(down(B.page, picked)).toHaveAttribute('aria-pressed', 'true');

  // B's update on A: the Character is down there too, and its card no longer waits.
  await panel(B.page).locator('summary').click();
  await openLink(A.page, await shownLink(B.page));
  await expect(A.page.locator('.pk-said')).toHaveText('Merged Player 2’s update.');
  await expect(down(A.page, picked)).toHaveAttribute('aria-pressed', 'true');
  await expect(theirLine(A.page, picked)).toHaveText('Player 2’s, as their phone last sent it: changed only on their phone.');
  await expect(A.page.locator('.kk-mind-link')).toHaveCount(0);

  expect(A.errors).toEqual([]);
  expect(B.errors).toEqual([]);
  await A.context.close();
  await B.context.close();
});
