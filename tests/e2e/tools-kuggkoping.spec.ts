import { expectRefused, headline, numberField as num, openTool, queryOf as query, testToolStates } from './support/tools';
import { test, expect } from './support/shared-tab';
import { formatNumber, formatPercent } from '../../src/common/numbers';
import { activation, attack, attackAction, rollActivation } from '../../src/games/kuggkoping/odds';
import { builtPages, htmlFor } from './support/site';

// The Kuggköping tools in the built site: a shared link opens its set-up, the headline shows what the
// odds functions give, changing an input like a reader updates the headline and the link, and a seed
// in the link replays the same activation roll. Rules pages ship none of this JavaScript.


test.describe('attack odds', () => {
  test('the Bell-Man link from the combat page opens its set-up; fewer dice update headline and link', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=6&hitOn=4&defence=4&grit=2');
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 6, hitOn: 4, defence: 4, grit: 2 }).pDown));
    await expect(num(page, 'Action dice')).toHaveValue('6');
    await expect(page.locator('.tk-headline-sub', { hasText: 'special action' })).toContainText(
      formatPercent(attack({ actionDice: 6, hitOn: 4, defence: 4, grit: 2 }).pStandsAndSpecialAction!),
    );

    await num(page, 'Action dice').fill('3');
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 3, hitOn: 4, defence: 4, grit: 2 }).pDown));
    await expect.poll(() => query(page).get('actionDice')).toBe('3');
    expect(query(page).get('grit')).toBe('2');
  });

  test('the issue’s example link keeps all its fields when cover changes, defaults included', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&defence=5&grit=4&cover=1');
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 4, cover: 1 }).pDown));
    await page.getByRole('button', { name: 'Cover objects in between: one less' }).click();
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 4, cover: 0 }).pDown));
    await expect.poll(() => new URL(page.url()).search).toBe('?actionDice=2&hitOn=5&cover=0&defence=5&grit=4');
  });

  test('Boiler plate and cover from the rules links, then one more cover object', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&defence=5&grit=3&bestOfTwoDefence=true');
    await expect(page.getByLabel('Boiler plate: two dice per damage, keep the higher')).toBeChecked();
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 3, bestOfTwoDefence: true }).pDown));
    await page.getByRole('button', { name: 'Cover objects in between: one more' }).click();
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 3, bestOfTwoDefence: true, cover: 1 }).pDown));
    await expect.poll(() => query(page).get('cover')).toBe('1');
  });

  test('a Tinker re-roll on the attack from a link', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&grit=2&attackRerolls=1');
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 2, attackRerolls: 1 }).pDown));
  });

  test('Tinker influence from a link: the take-out chance and Tinker dice spent; the goal and Hard cost update both', async ({ page }) => {
    const base = { actionDice: 2, hitOn: 5, defence: 6, grit: 1, attackInfluence: 1 };
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&defence=6&grit=1&attackInfluence=1');
    await expect(num(page, 'Influence steps on the attack')).toHaveValue('1');
    await expect(headline(page)).toHaveText(formatPercent(attack(base).pDown));
    const spent = page.locator('.tk-headline-sub', { hasText: 'Expected Tinker dice spent' });
    await expect(spent).toContainText(formatNumber(attack(base).expectedTinkerDice));

    await page.getByRole('radio', { name: 'For every extra hit, or every grit saved' }).check();
    await expect(headline(page)).toHaveText(formatPercent(attack({ ...base, influenceGoal: 'most' }).pDown));
    await expect.poll(() => query(page).get('influenceGoal')).toBe('most');

    await num(page, 'Tinker dice per influence step').fill('3');
    await expect(spent).toContainText(formatNumber(attack({ ...base, influenceGoal: 'most', influenceCost: 3 }).expectedTinkerDice));
    await expect.poll(() => query(page).get('influenceCost')).toBe('3');

    // A re-roll on the same roll as well is refused with a sentence.
    await num(page, 'Tinker re-rolls on the attack').fill('1');
    await expect(page.getByRole('alert')).toContainText('same attack roll');
  });

  test('whole attack action: both sides’ chances, and an enemy attacker restarting on 5+', async ({ page }) => {
    const base = { actionDice: 2, hitOn: 5, defence: 5, grit: 4, attackerGrit: 2, attackerDefence: 5, counterActionDice: 2, counterHitOn: 5, adjacent: true };
    await openTool(page, '/kuggkoping/tools/attack-odds/?wholeAction=1&attackerGrit=2');
    await expect(headline(page)).toHaveText(formatPercent(attackAction(base).pDefenderOut));
    await expect(page.getByText('Chance the attacker is taken out')).toContainText(formatPercent(attackAction(base).pAttackerOut));

    await page.getByRole('radio', { name: 'An enemy model' }).check();
    const enemy = attackAction({ ...base, attacker: 'enemy' });
    await expect(headline(page)).toHaveText(formatPercent(enemy.pDefenderOut));
    await expect.poll(() => query(page).get('attacker')).toBe('enemy');
  });

  test('picking a Knuckle Buster next to a Grunt fills Brawler’s 3+ from the data', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/');
    await page.getByLabel('Attacker model').selectOption('archetype:knuckle-buster');
    await page.getByLabel('Target model').selectOption('enemy:grunt');
    await expect(num(page, 'Hit on')).toHaveValue('3');
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 3, defence: 5, grit: 4 }).pDown));
    await expect.poll(() => query(page).get('hitOn')).toBe('3');
    // Not adjacent: Brawler no longer applies.
    await num(page, 'Spaces between them (range)').fill('2');
    await expect(num(page, 'Hit on')).toHaveValue('5');
    await expect.poll(() => query(page).get('distance')).toBe('2');
  });

  test('a Crack Shot with a Machine Carbine, aimed: 2 spaces away gets both bonuses, 1 space below gets neither (K6)', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?distance=2&elevation=above');
    await page.getByLabel('Attacker model').selectOption('archetype:crack-shot');
    const attacker = page.getByRole('group', { name: /^Attacker from/ });
    await attacker.getByLabel('Weapon gadget').selectOption('machine-carbine');
    await attacker.getByLabel('Aimed first (target 2+ spaces away)').check();
    await expect(num(page, 'Action dice')).toHaveValue('4');
    await expect(num(page, 'Hit on')).toHaveValue('3');
    await num(page, 'Spaces between them (range)').fill('1');
    await expect(num(page, 'Action dice')).toHaveValue('2');
    await expect(num(page, 'Hit on')).toHaveValue('5');
    await expect(page.getByText('Not adjacent (different levels, K6)')).toBeVisible();
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 2, hitOn: 5, elevation: 'above', defence: 5, grit: 4 }).pDown));
  });

  test('a Burly target with Strength relay: the picker fills its parry points, and the special-action chance follows', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=4&hitOn=4');
    await page.getByLabel('Target model').selectOption('archetype:streetslogger');
    const target = page.getByRole('group', { name: /^Target from/ });
    await target.getByLabel('Warband trait').selectOption('burly');
    await target.getByLabel('Defence quirk').selectOption('strength-relay');
    await expect(num(page, 'Target’s parry points at least')).toHaveValue('2');
    await expect(num(page, 'Extra parry points for a 6 on defence')).toHaveValue('1');
    await expect.poll(() => query(page).get('minParryPoints')).toBe('2');
    const v = Object.fromEntries(new URL(page.url()).searchParams);
    const a = attack({ actionDice: 4, hitOn: 4, defence: Number(v.defence ?? 5), grit: Number(v.grit ?? 4), minParryPoints: 2, extraParryOnSix: 1 });
    await expect(page.locator('.tk-headline-sub', { hasText: 'special action' })).toContainText(formatPercent(a.pStandsAndSpecialAction!));
  });

  test('an attack-odds link from before the distance field: "not adjacent" opens as 2 spaces', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/?adjacent=0&elevation=below');
    await expect(num(page, 'Spaces between them (range)')).toHaveValue('2');
    await expect.poll(() => query(page).get('distance')).toBe('2');
    expect(query(page).has('adjacent')).toBe(false);
    await expect(page.locator('.tk-link-notes')).toHaveCount(0);
  });

  test('Skrot Nikke cannot be hurt by a plain Crack Shot; Blast points on the gun can', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/attack-odds/');
    await page.getByLabel('Attacker model').selectOption('archetype:crack-shot');
    await page.getByLabel('Target model').selectOption('boss:skrot-nikke');
    const immune = page.getByLabel('This attack cannot hurt the target');
    await expect(immune).toBeChecked();
    await expect(headline(page)).toHaveText(formatPercent(0));
    const expectedLost = page.locator('.tk-headline-sub', { hasText: 'Expected grit lost' });
    await expect(expectedLost).toHaveText(`Expected grit lost: ${formatNumber(0)}`);
    await expect.poll(() => query(page).get('immune')).toBe('1');
    await expect(page.getByText(/Skrot Nikke can only be hurt by special actions/)).toBeVisible();

    await page.getByRole('group', { name: /^Attacker from/ }).getByLabel('Weapon quirk').selectOption('blast-points');
    await expect(immune).not.toBeChecked();
    // Ten grit is out of reach of one roll, but the boss now loses grit.
    await expect(expectedLost).not.toHaveText(`Expected grit lost: ${formatNumber(0)}`);
    await expect.poll(() => query(page).get('immune')).toBe('0');
  });

  test('before the island hydrates, a shared link shows a loading line, not the defaults’ numbers', async ({ page }) => {
    // Hold back the island's scripts, as a slow connection would.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/kuggkoping/tools/attack-odds/?actionDice=6&hitOn=4&defence=4&grit=2');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the calculator' })).toBeVisible();
    await expect(page.locator('.tk-headline-value')).toBeHidden();
    await expect(page.getByRole('spinbutton', { name: 'Action dice', exact: true })).toBeHidden();

    await page.unroute('**/_astro/*.js');
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=6&hitOn=4&defence=4&grit=2');
    await expect(page.getByText('Loading the calculator')).toBeHidden();
    await expect(headline(page)).toHaveText(formatPercent(attack({ actionDice: 6, hitOn: 4, defence: 4, grit: 2 }).pDown));
  });

  test('after hydration the first painted headline is already the linked set-up’s, never the defaults’', async ({ ownPage: page }) => {
    // Sample the visible headline on every animation frame (rAF runs just before each paint).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadlines: string[] }).seenHeadlines = seen;
      const sample = () => {
        const h = document.querySelector<HTMLElement>('.tk-headline-value');
        if (h && h.checkVisibility({ visibilityProperty: true }) && seen[seen.length - 1] !== h.textContent) seen.push(h.textContent ?? '');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const linked = formatPercent(attack({ actionDice: 2, hitOn: 5, defence: 6, grit: 1 }).pDown);
    await openTool(page, '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&defence=6&grit=1');
    await expect(headline(page)).toHaveText(linked);
    const seen = await page.evaluate(() => (window as unknown as { seenHeadlines: string[] }).seenHeadlines);
    expect(seen).toEqual([linked]);
  });

  test('out-of-range input is refused with a message, never a NaN', ({ page }) => expectRefused(page, '/kuggkoping/tools/attack-odds/', 'Target’s grit', '0', 'grit'));
});

test.describe('enemy activation', () => {
  const adjacentSight = { lineOfSight: true, adjacent: true, bullyBoys: false, modifier: 0 };
  const attacks = (r: ReturnType<typeof activation>) => formatPercent(r.fight + r.rage);

  test('the enemies page link opens its situation; the Bully Boys district updates headline and link', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/enemy-activation/?lineOfSight=true&adjacent=true&bullyBoys=false&modifier=0');
    await expect(headline(page)).toHaveText(attacks(activation(adjacentSight)));
    await page.getByLabel('The Bully Boys district').check();
    await expect(page.getByRole('row', { name: /^Rage/ })).toContainText(formatPercent(activation({ ...adjacentSight, bullyBoys: true }).rage));
    await expect.poll(() => query(page).get('bullyBoys')).toBe('1');
  });

  test('a trait only counts against its factions', async ({ page }) => {
    await openTool(page, '/kuggkoping/tools/enemy-activation/?lineOfSight=false&adjacent=false&trait=easy-to-trick');
    const none = activation({ lineOfSight: false, adjacent: false });
    await expect(page.getByRole('row', { name: /^Looting/ })).toContainText(formatPercent(none.looting));
    await page.getByLabel('Enemy faction').selectOption('trolls');
    const trolls = activation({ lineOfSight: false, adjacent: false, traitModifier: 1 });
    await expect(page.getByRole('row', { name: /^Fight/ })).toContainText(formatPercent(trolls.fight));
    await expect.poll(() => query(page).get('enemyFaction')).toBe('trolls');
  });

  test('a seed in the link replays the same roll; Roll writes a new seed into the link', async ({ page }) => {
    const roll = rollActivation(adjacentSight, 'abc123');
    await openTool(page, '/kuggkoping/tools/enemy-activation/?lineOfSight=true&adjacent=true&seed=abc123');
    await expect(page.locator('.kk-roll-result')).toContainText(`Rolled ${roll.face}`);
    await expect(page.locator('.kk-roll-result')).toContainText(/Lost in fog|Wandering|Looting|Fight|Rage/);
    await expect(page.getByLabel('Seed')).toHaveValue('abc123');

    await page.getByRole('button', { name: 'Roll the activation die' }).click();
    await expect.poll(() => query(page).get('seed')).not.toBe('abc123');
    const seed = query(page).get('seed')!;
    await expect(page.getByLabel('Seed')).toHaveValue(seed);
    await expect(page.locator('.kk-roll-result')).toContainText(`Rolled ${rollActivation(adjacentSight, seed).face}`);
  });
});

test('Kuggköping rules pages ship no JavaScript of ours: only the tool pages, the builder and the play view hydrate islands', () => {
  const rules = builtPages().filter((p) => p.startsWith('/kuggkoping/') && !p.startsWith('/kuggkoping/tools/') && p !== '/kuggkoping/builder/' && p !== '/kuggkoping/play/');
  expect(rules.length).toBeGreaterThan(5);
  for (const path of rules) {
    const html = htmlFor(path)!;
    expect(html, path).not.toContain('<astro-island');
    expect(html, path).not.toMatch(/AttackOdds|EnemyActivation|client\.[\w-]+\.js/);
  }
  for (const path of ['/kuggkoping/tools/attack-odds/', '/kuggkoping/tools/enemy-activation/']) {
    expect(htmlFor(path), path).toContain('<astro-island');
  }
});

// The crawl sees each tool in its opening state; these check the states it cannot reach (whole-action
// mode, Compare on, pickers open, a roll on screen) for axe (WCAG 2.1 AA) in both themes and 360 px.
const STATES = [
  '/kuggkoping/tools/attack-odds/',
  '/kuggkoping/tools/enemy-activation/',
  '/kuggkoping/tools/attack-odds/?wholeAction=1&compare=1&b.attacker=enemy',
  '/kuggkoping/tools/attack-odds/?actionDice=2&hitOn=5&grit=0',
  '/kuggkoping/tools/enemy-activation/?compare=1&b.bullyBoys=1&seed=abc123',
];
testToolStates(STATES, async (page, url) => {
  if (url.includes('attack-odds/?whole')) await page.getByLabel('Attacker model').first().selectOption('archetype:grenadier');
});
