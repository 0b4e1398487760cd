import { expect, test } from '@playwright/test';
import { htmlFor } from './support/site';

// Rules fidelity: what the rules pages now say where the data files cannot hold it. Each check
// reads the built page's main text, so a page that slips back to the old wording fails here.

/** Readable text from built HTML: tags dropped, entities and spaces tidied. */
const readable = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\u2018\u2019]/g, "'") // the pages' typographic quotes, so checks can use plain ones
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');

/** The readable text of a built page's main content. */
function textOf(path: string): string {
  const html = htmlFor(path);
  expect(html, `${path} is built`).toBeDefined();
  return readable(/<main[\s\S]*?<\/main>/.exec(html!)?.[0] ?? html!);
}

/** The readable text of one section: from the heading with `id` to the next heading of its level or higher. */
function sectionOf(path: string, id: string): string {
  const html = htmlFor(path);
  expect(html, `${path} is built`).toBeDefined();
  const start = html!.search(new RegExp(`<h[2-4][^>]*\\sid="${id}"`));
  expect(start, `${path} has a heading #${id}`).toBeGreaterThanOrEqual(0);
  const level = Number(html![start + 2]);
  const rest = html!.slice(start + 3);
  const end = rest.search(new RegExp(`<h[2-${level}][\\s>]`));
  return readable(end < 0 ? rest : rest.slice(0, end));
}

test.describe('Punkapocalyptic', () => {
  test("uses the book's spelling, Armor, on every rules page and the glossary", () => {
    const pages = ['attributes', 'basics', 'combat', 'cover', 'downed-models', 'hits-and-armour', 'shooting', 'special-movement', 'special-rules'];
    for (const p of pages) expect(textOf(`/punkapocalyptic/rules/${p}/`), p).not.toMatch(/armour/i);
    expect(textOf('/punkapocalyptic/glossary/')).not.toMatch(/armour/i);
    expect(htmlFor('/punkapocalyptic/glossary/')).toContain('id="armor"');
    expect(htmlFor('/punkapocalyptic/rules/hits-and-armour/')).toMatch(/<h2[^>]*id="armor"[^>]*>Armor<\/h2>/);
  });

  test('Armor never goes below 0 (not "down to 0 at most")', () => {
    const penetration = sectionOf('/punkapocalyptic/rules/hits-and-armour/', 'penetration');
    expect(penetration).toContain('the Armor never goes below 0');
    expect(penetration).not.toContain('at most');
  });

  test("Rider's effect line bars objectives and climbing, not devices; Fuel's Penetration is the explosion's", () => {
    const rider = sectionOf('/punkapocalyptic/rules/special-rules/', 'rider');
    expect(rider).toContain('cannot climb; cannot control or use objectives; also has Hard to use');
    expect(rider).not.toMatch(/devices/);
    expect(sectionOf('/punkapocalyptic/rules/special-rules/', 'beast')).toContain('cannot work devices');
    expect(sectionOf('/punkapocalyptic/rules/special-rules/', 'fuel')).toContain('if it explodes: a hit at Strength equal to the charges left, Penetration 3');
  });

  test('assaulting from above: the Downed-for-Prone reading is a P8 note', () => {
    const above = sectionOf('/punkapocalyptic/rules/combat/', 'assaulting-from-above');
    expect(above).toMatch(/Our reading \(P8 "Downed" for Prone\)/);
    expect(above).not.toContain('(The book');
  });

  test('a stray shot into a Mass combat can hit an enemy; avoiding cover follows P10', () => {
    const shooting = textOf('/punkapocalyptic/rules/shooting/');
    expect(shooting).toContain('friend or foe (never the intended target)');
    expect(shooting).toContain('a random other model in the fight, which may be an enemy');
    expect(sectionOf('/punkapocalyptic/rules/shooting/', 'avoiding-cover')).toMatch(/Our reading \(P10 Avoiding cover\).*total cover that gives it a bonus, models in the way, or a shield/);
  });
});

test.describe('Wolsung', () => {
  test('the fenced riposte adds up: two successes against one, one critical hit, 5 damage', () => {
    const example = sectionOf('/wolsung/rules/melee/', 'applying-damage');
    expect(example).toContain('the thug rolls 2, one on each of its two dice');
    expect(example).toContain('2 − 1 = 1 critical hit: the duellist takes 4 + 1 = 5 damage');
  });

  test('W6 on magic, W7 on Fast shot, W8 on leaving melee; Premeasuring by name', () => {
    expect(textOf('/wolsung/rules/magic/')).toMatch(/Our reading \(W6 Magic\) The target of a Magic Projectile or Magic Attack rolls its plain Reflex/);
    expect(sectionOf('/wolsung/rules/special-rules/', 'fast-shot')).toMatch(/Our reading \(W7 Heroic Deeds in a volley\).*the one shot it is played on/);
    expect(sectionOf('/wolsung/rules/melee/', 'leaving-melee')).toMatch(/Our reading \(W8 Leaving a melee\).*black cards/);
    expect(sectionOf('/wolsung/rules/basic-terms/', 'measuring-distances-and-premeasuring')).toContain('Premeasuring is allowed');
  });

  test('Hold Nerves keeps the cover and elevation bonuses', () => {
    expect(textOf('/wolsung/rules/shooting/')).toContain('still gets the usual cover and elevation bonuses');
  });
});

test.describe('Arsenal Campaign', () => {
  test('payday script can be spent in the same Aftermath (C6)', () => {
    const payday = sectionOf('/arsenal-campaign/rules/aftermath/', 'phase-2-payday');
    expect(payday).toContain('Script can be spent straight away, in the later phases of this same Aftermath');
    expect(payday).toMatch(/Our reading \(C6 Readings of the short rules\)/);
  });

  test('the first-hire discount stops at 0, and the weekly loop names the Weekly Event', () => {
    const week = textOf('/arsenal-campaign/rules/the-week/');
    expect(week).toContain("cannot take a model's cost below 0");
    expect(week).toContain('(first model hired: 5 less, never below 0)');
    expect(textOf('/arsenal-campaign/')).toContain('new hires, a flip for the Weekly Event');
  });
});

test.describe('Kuggköping', () => {
  test("an enemy's counterattack uses its own hit value (K9)", () => {
    const counter = sectionOf('/kuggkoping/rules/combat/', 'step-3-counterattack');
    expect(counter).toContain("Its counterattack hits on the enemy's own hit value");
    expect(counter).toMatch(/Our reading \(K9 Counterattacks\)/);
  });

  test('the faction table says what a 6 gives, and the scenarios page gives a die for thirteen', () => {
    const enemies = htmlFor('/kuggkoping/rules/enemies/')!;
    expect(enemies.match(/<td>6<\/td>\s*<td colspan="2">Roll again: the book lists only five factions\.<\/td>/g)).toHaveLength(2);
    const rolling = sectionOf('/kuggkoping/rules/scenarios/', 'rolling-for-a-scenario');
    expect(rolling).toContain('5-6: scenario 13');
    expect(rolling).toContain('With a D20, roll it and roll again on anything above 13');
    expect(sectionOf('/kuggkoping/rules/scenarios/', '3-locked-gate')).toContain('We count only the searches made before it');
  });

  test('Industri 7+, the five-turn exceptions and the K8 notes on the Campaign Machine page', () => {
    const machine = textOf('/kuggkoping/rules/campaign-machine/');
    expect(machine).toContain('instead of the normal claim');
    expect(machine).toContain('win before the end of turn 4');
    expect(machine).toContain('discard 2 Tinker dice as any turn ends to add 1 turn');
    expect(machine).toContain('Corpse virus is not won early');
    expect(sectionOf('/kuggkoping/rules/campaign-machine/', 'skrot-nikke')).toMatch(/Our reading \(K8 Bosses only some gear can hurt\)/);
    expect(sectionOf('/kuggkoping/rules/campaign-machine/', 'abaia')).toMatch(/Our reading \(K8 Bosses only some gear can hurt\).*Hooks/);
  });

  test('Gizmos keep at least 1 space from enemies; the credits say only what the book says', () => {
    const gizmos = textOf('/kuggkoping/rules/gizmos-and-gadgets/');
    expect(gizmos).toContain('at least 1 space between each Gizmo and any enemy model');
    expect(gizmos).not.toContain('empty space between');
    for (const p of ['/kuggkoping/', '/kuggkoping/rules/playing-the-game/']) expect(textOf(p), p).not.toMatch(/illustrat|publishes/);
  });
});

test.describe('Heartbreaker', () => {
  test('fatigue triggers on a repeat (H8), and the modifier table counts repeats', () => {
    const fatigue = sectionOf('/heartbreaker/rules/actions-and-fatigue/', 'fatigue');
    expect(fatigue).toMatch(/Our reading \(H8 Fatigue\)/);
    expect(fatigue).toContain('Fight then Shoot, 0; Fight, Fight, Shoot, −1 on the Shoot');
    expect(fatigue).not.toContain('counts every earlier Fight or Shoot');
    expect(textOf('/heartbreaker/rules/fighting-and-shooting/')).toContain('−1 per repeated Fight or Shoot');
  });

  test('sprints run straight and the +1 Speed needs the target not already nearby', () => {
    expect(textOf('/heartbreaker/rules/fighting-and-shooting/')).toContain('sprints straight down an alley');
    expect(textOf('/heartbreaker/rules/fighting-and-shooting/')).not.toContain('round a corner');
    expect(sectionOf('/heartbreaker/rules/actions-and-fatigue/', 'sprint')).toContain('and was not already nearby its target before the sprint');
  });

  test('an arc ends in Desperation or Heartbreaker, on an even playing field at first', () => {
    const arcs = textOf('/heartbreaker/rules/arcs/');
    expect(arcs).toContain('One of these, depending on how the feud stands');
    expect(arcs).toContain('an even playing field');
    expect(arcs).not.toContain('level ground');
  });

  test('the three-up sentence, Telekinetic and Scatter read clearly', () => {
    expect(textOf('/heartbreaker/rules/equipment-and-dice/')).toContain('turns four dice needing 5+ into four dice needing 3+');
    expect(sectionOf('/heartbreaker/rules/abilities/', 'telekinetic')).toContain('lands on the telekinetic fighter, not on the target');
    expect(sectionOf('/heartbreaker/rules/weapons/', 'scatter-x')).toContain("we read the second as the weapon's Blast value");
  });
});
