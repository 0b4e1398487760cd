import { expectRefused, headline, numberField as num, openTool, queryOf as query, testToolStates } from './support/tools';
import { test, expect } from './support/shared-tab';
import { formatPercent } from '../../src/common/numbers';
import { cast, fastShot, leaveMelee, melee, shoot } from '../../src/games/wolsung/odds';

// The Wolsung tools in the built site: a shared link opens its set-up, the headline shows what the odds
// functions give, and changing an input like a reader updates both the headline and the link.

/** Opens a tool page and waits until its island has hydrated and read the link. */

test.describe('shooting odds', () => {
  test('the pistol shot from the shooting rules opens with its dice, and cover updates headline and link', async ({ page }) => {
    await openTool(page, '/wolsung/tools/shoot-odds/?guns=4&reflex=3&strength=4&armour=1&wounds=3');
    await expect(headline(page)).toHaveText(formatPercent(shoot({ guns: 4, reflex: 3, strength: 4, armour: 1, wounds: 3 }).pKill));
    await expect(num(page, 'Guns dice rolled')).toHaveValue('4');
    await expect(num(page, 'Reflex dice rolled')).toHaveValue('3');
    // The characteristics are worked back from the pools, so the situation adds up.
    await expect(num(page, 'Shooter’s Guns (G)')).toHaveValue('4');

    await page.getByLabel('Cover', { exact: true }).selectOption('heavy');
    await expect(num(page, 'Reflex dice rolled')).toHaveValue('5');
    await expect(headline(page)).toHaveText(formatPercent(shoot({ guns: 4, reflex: 5, strength: 4, armour: 1, wounds: 3 }).pKill));
    await expect.poll(() => query(page).get('reflex')).toBe('5');
    expect(query(page).get('cover')).toBe('heavy');
    expect(query(page).get('guns')).toBe('4');
  });

  test('a Hard to kill target from the special rules page, then without it', async ({ page }) => {
    await openTool(page, '/wolsung/tools/shoot-odds/?guns=4&reflex=2&strength=4&armour=0&wounds=3&hardToKill=true');
    await expect(headline(page)).toHaveText('0.0%');
    await expect(page.getByLabel('Target is Hard to kill')).toBeChecked();
    await page.getByLabel('Target is Hard to kill').uncheck();
    await expect(headline(page)).toHaveText(formatPercent(shoot({ guns: 4, reflex: 2, strength: 4, armour: 0, wounds: 3 }).pKill));
    await expect.poll(() => query(page).get('hardToKill')).toBe('0'); // named by the link: kept, now off
  });

  test('Small Calibre link, a Heroic Deed card and a typed Fast shot volley', async ({ page }) => {
    const base = { guns: 3, reflex: 2, strength: 3, armour: 1, wounds: 3, smallCalibre: true };
    await openTool(page, '/wolsung/tools/shoot-odds/?guns=3&reflex=2&strength=3&armour=1&wounds=3&smallCalibre=true');
    await expect(headline(page)).toHaveText(formatPercent(shoot(base).pKill));

    await page.getByRole('button', { name: /^\+2 court card or ace: the shooter/ }).click();
    await expect(headline(page)).toHaveText(formatPercent(shoot({ ...base, attackerBonus: 2 }).pKill));
    await expect.poll(() => query(page).get('attackerBonus1')).toBe('2');

    // W7: in a volley the card stays on the shot it was played on, and each shot has its own cards.
    await num(page, 'Shots at this target (Fast shot)').fill('3');
    await expect(headline(page)).toHaveText(formatPercent(fastShot({ ...base, attackerBonuses: [2, 0, 0], shots: 3 }).pKill));
    await expect.poll(() => query(page).get('shots')).toBe('3');
    await expect(num(page, 'Shooter’s Heroic Deed successes on shot 1')).toHaveValue('2');
    await page.getByRole('button', { name: '+1 other card: the shooter, shot 3 discards any other red card' }).click();
    const volley = fastShot({ ...base, attackerBonuses: [2, 0, 1], shots: 3 });
    await expect(headline(page)).toHaveText(formatPercent(volley.pKill));
    await expect(page.locator('.tk-headline-sub', { hasText: 'Shot 3 (1 dice, +1 for the shooter) hits' })).toContainText(formatPercent(volley.shots[2]!.pHit));
    await expect.poll(() => query(page).get('attackerBonus3')).toBe('1');
  });

  test('a volley link from before W7 keeps its odds, puts the bonus on every shot and says so', async ({ page }) => {
    const base = { guns: 3, reflex: 2, strength: 3, armour: 1, wounds: 3, smallCalibre: true };
    await openTool(page, '/wolsung/tools/shoot-odds/?guns=3&reflex=2&strength=3&armour=1&wounds=3&smallCalibre=true&shots=3&attackerBonus=2');
    await expect(page.locator('.tk-link-notes')).toContainText('Since ruling W7 a card helps only the shot it is played on');
    await expect(headline(page)).toHaveText(formatPercent(fastShot({ ...base, attackerBonuses: [2, 2, 2], shots: 3 }).pKill));
    for (const n of [1, 2, 3]) await expect(num(page, `Shooter’s Heroic Deed successes on shot ${n}`)).toHaveValue('2');
    await expect.poll(() => query(page).get('attackerBonus3')).toBe('2');
    expect(query(page).has('attackerBonus')).toBe(false);
  });

  test('shooting into a melee from the rules link: the enemy’s chance, your model’s, and a second friend', async ({ page }) => {
    const base = { guns: 4, reflex: 3, strength: 4, wounds: 2 };
    await openTool(page, '/wolsung/tools/shoot-odds/?guns=4&reflex=3&strength=4&wounds=2&friends=1&friendReflex1=2');
    const one = shoot({ ...base, friendsReflex: [2] });
    await expect(headline(page)).toHaveText(formatPercent(one.pKill));
    await expect(page.locator('.tk-headline-sub', { hasText: 'The shot goes to one of your models' })).toContainText(formatPercent(one.pFriendTargeted));
    await expect(page.locator('.tk-headline-sub', { hasText: 'One of your models is hit' })).toContainText(formatPercent(one.pFriendHit));

    await num(page, 'Your models in base contact with the target').fill('2');
    await num(page, 'Reflex dice of your second model').fill('1');
    const two = shoot({ ...base, friendsReflex: [2, 1] });
    await expect(headline(page)).toHaveText(formatPercent(two.pKill));
    await expect.poll(() => query(page).get('friendReflex2')).toBe('1');

    // A Fast shot volley into a melee is refused with a sentence.
    await num(page, 'Shots at this target (Fast shot)').fill('2');
    await expect(page.getByRole('alert')).toContainText('one shot at a time');
  });

    test('choosing the pistol and a range band fills Strength and Guns from the data', async ({ page }) => {
    await openTool(page, '/wolsung/tools/shoot-odds/');
    await page.getByLabel('Weapon').selectOption('pistol');
    await page.getByLabel('Range band').selectOption('2');
    await expect(num(page, 'Strength (S)')).toHaveValue('4');
    await expect(num(page, 'Guns dice rolled')).toHaveValue('2'); // G 3, 8–16″ −1
    await expect(headline(page)).toHaveText(formatPercent(shoot({ guns: 2, reflex: 2, strength: 4, wounds: 2 }).pKill));
    await expect.poll(() => query(page).get('guns')).toBe('2');
  });

  test('out-of-range input is refused with a message, never a NaN', ({ page }) => expectRefused(page, '/wolsung/tools/shoot-odds/', 'Target’s wounds left', '0', 'wounds left'));
});

test.describe('melee odds', () => {
  const fight = {
    attackerFight: 3,
    defenderFight: 3,
    reaction: 'fence' as const,
    attackerStrength: 3,
    defenderStrength: 3,
    attackerWounds: 2,
    defenderWounds: 2,
  };

  test('the link from the melee rules opens the default attack; Parry and a friend change it', async ({ page }) => {
    await openTool(page, '/wolsung/tools/melee-odds/');
    await expect(headline(page)).toHaveText(formatPercent(melee(fight).pDefenderKilled));
    await page.getByLabel(/^Parry/).check();
    await expect(headline(page)).toHaveText(formatPercent(melee({ ...fight, reaction: 'parry' }).pDefenderKilled));
    await expect.poll(() => query(page).get('reaction')).toBe('parry');

    await num(page, 'Friends’ Fight in this melee').fill('2');
    await expect(num(page, 'Attacker’s Fight dice rolled')).toHaveValue('5');
    await expect(headline(page)).toHaveText(formatPercent(melee({ ...fight, reaction: 'parry', attackerFight: 5 }).pDefenderKilled));
    await expect.poll(() => query(page).get('attackerFight')).toBe('5');
    expect(query(page).get('support')).toBe('2');
  });

  test('a shared Fence link shows both sides, and a Toppled defender falls to 1 die', async ({ page }) => {
    await openTool(page, '/wolsung/tools/melee-odds/?attackerFight=2&defenderFight=4&defenderStrength=4&attackerWounds=3&defenderBonus=1');
    const shared = { ...fight, attackerFight: 2, defenderFight: 4, defenderStrength: 4, attackerWounds: 3, defenderBonus: 1 };
    await expect(headline(page)).toHaveText(formatPercent(melee(shared).pDefenderKilled));
    await expect(page.locator('.tk-headline-sub', { hasText: 'Attacker taken out' })).toHaveText(`Attacker taken out: ${formatPercent(melee(shared).pAttackerKilled)}`);

    await page.getByLabel('Defender is Toppled').check();
    await expect(num(page, 'Defender’s Fight dice rolled')).toHaveValue('1');
    await expect(headline(page)).toHaveText(formatPercent(melee({ ...shared, defenderFight: 1, defenderToppled: true }).pDefenderKilled));
    await expect.poll(() => query(page).get('defenderFight')).toBe('1');
  });

  test('leaving a melee and casting an Aura', async ({ page }) => {
    await openTool(page, '/wolsung/tools/melee-odds/?mode=leave&reflex=2&enemyFight=3');
    await expect(headline(page)).toHaveText(formatPercent(leaveMelee({ reflex: 2, enemyFight: 3 }).pEscape));
    // Each side's successes also come as an exactly / at least table: the enemy's "at least 1" row.
    const enemy = leaveMelee({ reflex: 2, enemyFight: 3 }).enemySuccesses;
    const enemyTable = page.getByRole('table', { name: /^Enemy’s successes/ });
    await expect(enemyTable.getByRole('row').nth(2)).toContainText(formatPercent(1 - enemy[0]!));
    await page.getByRole('button', { name: /^\+1 other card: the leaving model/ }).click();
    await expect(headline(page)).toHaveText(formatPercent(leaveMelee({ reflex: 2, enemyFight: 3, leaverBonus: 1 }).pEscape));
    await expect.poll(() => query(page).get('leaverBonus')).toBe('1');

    await page.getByLabel('Cast a Buff or Aura').check();
    await expect(headline(page)).toHaveText(formatPercent(cast({ magic: 3, difficulty: 2 }).pSuccess));
    await num(page, 'Difficulty [x] of the Buff or Aura').fill('3');
    await expect(headline(page)).toHaveText(formatPercent(cast({ magic: 3, difficulty: 3 }).pSuccess));
    await expect.poll(() => query(page).get('mode')).toBe('cast');
    expect(query(page).get('difficulty')).toBe('3');
  });

  test('Parry against a Toppled defender is refused with a sentence', async ({ page }) => {
    await openTool(page, '/wolsung/tools/melee-odds/?defenderToppled=1&defenderFight=1&reaction=parry');
    await expect(page.getByRole('alert')).toContainText('only Fence');
  });
});

// Each tool in the states a reader can reach (both tools, shooting into a melee, every melee question,
// Compare on, a refusal),
// axe-checked (WCAG 2.1 AA) in both themes at 360 px, with no console error and no sideways scroll.
const STATES = [
  '/wolsung/tools/',
  '/wolsung/tools/shoot-odds/?guns=4&reflex=3&strength=4&armour=1&wounds=3&weapon=pistol&shots=3',
  '/wolsung/tools/shoot-odds/?compare=1&b.kind=projectile&b.spellResistance=1',
  '/wolsung/tools/shoot-odds/?friends=3&friendReflex2=1&compare=1&b.friends=1',
  '/wolsung/tools/melee-odds/?compare=1&b.reaction=parry',
  '/wolsung/tools/melee-odds/?mode=leave',
  '/wolsung/tools/melee-odds/?mode=cast&magic=4&difficulty=3',
  '/wolsung/tools/melee-odds/?defenderToppled=1&defenderFight=1&reaction=parry',
];
testToolStates(STATES);
