import { expect, type Locator, type Page } from '@playwright/test';
import { checkRoster, parseRoster, type Roster } from '../../../../src/games/punkapocalyptic/roster';
import type { Builder } from '../builder';
import { openFold, openModel } from '../model-fold';

// The Punkapocalyptic gang sheet: The Rust Vultures, copied by clicking, and its entry for the kit's tests.

export const BUILDER = '/punkapocalyptic/builder/';
export const model = (page: Page, n: number) => page.locator(`#punkapocalyptic-model-${n}`);
export const spin = (scope: Locator | Page, name: string) => scope.getByRole('spinbutton', { name, exact: true });

/** Picks a profile value for each attribute, A to TC. */
async function setProfile(m: Locator, values: readonly number[]): Promise<void> {
  const names = ['Actions (A)', 'Combat (C)', 'Precision (P)', 'Agility (AG)', 'Strength (S)', 'Toughness (T)', 'Tech (TC)'];
  for (const [i, name] of names.entries()) await m.getByLabel(name, { exact: true }).selectOption(String(values[i]));
}

export async function addRule(scope: Locator, owner: string, rule: string): Promise<void> {
  await scope.getByLabel(`Add a special rule to ${owner}`, { exact: true }).selectOption(rule);
  await scope.getByRole('button', { name: `Add ${rule}`, exact: true }).click();
}

const ITEM_KINDS: Record<string, string> = { ranged: 'ranged weapon', melee: 'melee weapon', armor: 'armor' };

/** Adds the model's item number n of `kind`, named and priced; returns the item's editor. */
async function addItem(m: Locator, owner: string, n: number, kind: 'ranged' | 'melee' | 'armor', name: string, points: string): Promise<Locator> {
  await m.getByLabel(`New item for ${owner}`).selectOption(kind);
  await m.getByRole('button', { name: `Add ${ITEM_KINDS[kind]} to ${owner}` }).click();
  const item = m.getByRole('group', { name: `Item ${n}: ${ITEM_KINDS[kind]}` });
  await item.getByLabel('Item name').fill(name);
  await spin(item, 'Item points').fill(points);
  return item;
}

/** Adds a model by the folded "Add a model" form; the new model's editor opens. */
export async function addModel(page: Page, name: string, type: string): Promise<void> {
  await openFold(page.locator('.rk-editor'), 'Add a model');
  await page.getByLabel("New model's name").fill(name);
  await page.getByLabel("New model's type").fill(type);
  await page.getByRole('button', { name: 'Add model', exact: true }).click();
}

/** The Rust Vultures, copied from a (made-up) Gangers list: 117 of 200 points, 2 models. */
export async function buildLegalGang(page: Page): Promise<void> {
  await page.getByLabel('Gang name').fill('The Rust Vultures');
  await page.getByLabel('Faction', { exact: true }).fill('Gangers');

  await addModel(page, 'Maggie', 'Ganger Chief');
  const maggie = model(page, 1);
  await spin(maggie, 'Model points').fill('45');
  await setProfile(maggie, [3, 6, 5, 6, 4, 4, 3]);
  await addRule(maggie, 'Maggie', 'Delay');
  await expect(maggie.getByText('may put off its activation').first()).toBeVisible(); // the rule's effect, in our words
  await spin(maggie, 'Maggie: Delay X').fill('3');
  const rifle = await addItem(maggie, 'Maggie', 1, 'ranged', 'Automatic rifle', '20');
  await rifle.getByLabel('Impact strength').selectOption('4');
  await spin(rifle, 'Penetration').fill('1');
  await addRule(rifle, "Maggie's Automatic rifle", 'Automatic');
  await addRule(rifle, "Maggie's Automatic rifle", 'Firearm');
  const vest = await addItem(maggie, 'Maggie', 2, 'armor', 'Bulletproof vest', '10');
  await spin(vest, 'Armor value').fill('3');

  // Bullets are secret: hidden until shown.
  await expect(spin(maggie, 'Bullets Maggie carries')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show bullets' }).click();
  await openModel(maggie);
  await spin(maggie, 'Bullets Maggie carries').fill('4');
  await spin(maggie, "Points paid for Maggie's bullets").fill('4');
  await page.getByRole('button', { name: 'Hide bullets' }).click();

  await addModel(page, 'Moose', 'Brute');
  const moose = model(page, 2);
  await spin(moose, 'Model points').fill('30');
  await setProfile(moose, [2, 5, 3, 3, 5, 5, 1]);
  const mace = await addItem(moose, 'Moose', 1, 'melee', 'Heavy mace', '8');
  await mace.getByLabel('Impact strength').selectOption('+2');
  await spin(mace, 'Penetration').fill('1');
  await addRule(mace, "Moose's Heavy mace", 'Two-handed');
}

/** The gang built above, as the builder saves it. */
const EXPECTED_MODELS = [
  {
    name: 'Maggie',
    type: 'Ganger Chief',
    cost: 45,
    profile: { A: 3, C: 6, P: 5, AG: 6, S: 4, T: 4, TC: 3 },
    specialRules: [{ name: 'Delay', x: 3 }],
    equipment: [
      { kind: 'ranged', name: 'Automatic rifle', cost: 20, strength: 4, penetration: 1, specialRules: [{ name: 'Automatic' }, { name: 'Firearm' }] },
      { kind: 'armor', name: 'Bulletproof vest', cost: 10, armor: 3, specialRules: [] },
    ],
    bullets: 4,
    bulletsCost: 4,
    downed: false,
    losses: {},
  },
  {
    name: 'Moose',
    type: 'Brute',
    cost: 30,
    profile: { A: 2, C: 5, P: 3, AG: 3, S: 5, T: 5, TC: 1 },
    specialRules: [],
    equipment: [{ kind: 'melee', name: 'Heavy mace', cost: 8, strength: '+2', penetration: 1, combat: 0, specialRules: [{ name: 'Two-handed' }] }],
    bullets: 0,
    bulletsCost: 0,
    downed: false,
    losses: {},
  },
];

export const punkapocalyptic: Builder = {
  slug: 'punkapocalyptic',
  gameName: 'Punkapocalyptic',
  noun: 'gang',
  name: 'The Rust Vultures',
  build: buildLegalGang,
  fresh: (page) => expect(page.locator('.rk-problems')).toContainText('No problems'), // an empty gang breaks nothing
  async built(page) {
    await expect(page.locator('.pk-totals')).toHaveText('117 of 200 points · 2 of 6 models allowed at 117 points (3 for every started 100)');
    const maggie = await openModel(model(page, 1)); // a closed model is its card alone
    await expect(maggie.getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points');
    await expect(maggie.locator('.pk-profile tbody td')).toHaveText(['3', '6', '5', '6', '4', '4', '3', '3']);
    await expect(maggie.locator('.pk-odds-links a')).toHaveText(['Shot odds: Maggie with Automatic rifle', 'Combat odds: Maggie bare-handed']);
  },
  saved(saved) {
    const roster = parseRoster(saved);
    expect(roster).toMatchObject({ name: 'The Rust Vultures', faction: 'Gangers', gameSize: 200, secretBullets: true });
    expect(roster.models).toEqual(EXPECTED_MODELS);
    expect(checkRoster(roster)).toEqual([]);
  },
  reloaded: (page) => expect(model(page, 2).getByRole('heading', { level: 4 })).toHaveText('Moose · Brute · 38 points'),
  imported: (page) => expect(model(page, 1).getByRole('heading', { level: 4 })).toHaveText('Maggie · Ganger Chief · 79 points'),
  async spoil(page) {
    // Moose now costs 200 points.
    await openModel(model(page, 2));
    await addRule(model(page, 2), 'Moose', 'Elusive');
    await spin(model(page, 2), 'Model points').fill('200');
  },
  async seesProblem(page) {
    await expect(page.locator('.rk-problems')).toContainText('The gang costs 287 points, 87 over the agreed 200.');
    await openModel(model(page, 2));
    await expect(model(page, 2).locator('.pk-picked strong')).toHaveText(['Elusive', 'Two-handed']);
  },
  wrongGame: 'Kuggköping',
  brokenFiles(good) {
    const g = good as Roster;
    const badItem = { ...g, models: [{ ...g.models[0]!, equipment: [{ kind: 'laser', name: 'Zap' }] }] };
    return [
      ['types.json', JSON.stringify({ ...g, gameSize: 'two hundred' }), 'Not imported: The field "gameSize" is wrong: must be a number. Nothing saved was changed.'],
      ['item.json', JSON.stringify(badItem), 'Not imported: The field "models[0].equipment[0].kind" is wrong: must have "kind" "ranged", "melee", "armor" or "equipment". Nothing saved was changed.'],
      ['typo.json', JSON.stringify({ ...g, models: [{ ...g.models[0]!, bulets: 3 }] }), 'Not imported: The field "models[0]" is wrong: has a field this format does not know: "bulets". Nothing saved was changed.'],
      ['huge.json', JSON.stringify({ ...g, name: 'x'.repeat(500_000) }), /Not imported: The file is 5\d\d kB; a Punkapocalyptic gang file is a few kB, at most 400 kB\./],
    ];
  },
};
