/**
 * The printed game sheet prints what each card shows (issue 37: "The game sheet prints everything the
 * card shows"): the card's notes under its numbers, its own actions as boxes to tick, and the game's
 * notes on the last card; but not what the game keeps secret from the table (a Punkapocalyptic
 * model's bullets, l.438-442), which the card on the player's own phone does show.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameSheet } from '../../../src/components/play/GameSheet';
import { newGame, take, type GameDoc, type PlayRules } from '../../../src/play';
import { wolsungPlay } from '../../../src/games/wolsung/play';
import { wolsungBookData } from '../../../src/games/wolsung/book-data';
import { punkapocalypticPlay } from '../../../src/games/punkapocalyptic/play';
import { punkapocalypticBookData } from '../../../src/games/punkapocalyptic/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { example } from './examples';

const at = new Date(Date.UTC(2026, 10, 30, 18, 0));
/** The sheet of `rules`' example roster, at the start of a game or as `doc` stands, as text. */
function sheetText<R>(rules: PlayRules<R>, json: unknown, doc: GameDoc = newGame(rules, json, null, at)): string {
  const roster = rules.parse(json);
  const html = renderToStaticMarkup(createElement(GameSheet<R>, { rules, roster, doc, version: 'test' }));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the game sheet prints the card', () => {
  it('Wolsung: the Professor’s Hard to kill note (W4) and his Heroic Deed as a box to tick', () => {
    const rules = wolsungPlay(wolsungBookData());
    const text = sheetText(rules, example('wolsung'));
    expect(text).toContain('Hard to kill: a hit that would take it from more than 1 W to 0 leaves 1 W.');
    expect(text).toContain('☐ Heroic Deed (1 card)');
  });

  it('a sheet printed mid-game carries on on paper: my model’s damage and statuses ticked as the card shows them', () => {
    const rules = wolsungPlay(wolsungBookData());
    const json = example('wolsung');
    const roster = rules.parse(json);
    const info = rules.models(roster)[0]!;
    expect(info.max).toBeGreaterThan(2);
    let doc = newGame(rules, json, null, at);
    doc = take(rules, roster, doc, { kind: 'damage', model: 0, by: 2 }, 'two', at);
    doc = take(rules, roster, doc, { kind: 'status', model: 0, status: 'activated', on: true }, 'on', at);
    const html = renderToStaticMarkup(createElement(GameSheet<typeof roster>, { rules, roster, doc, version: 'test' }));
    // The first card: two of its boxes ticked, Activated ticked, down and out not; the second card untouched.
    expect(html).toContain(`aria-label="${info.max} boxes, 2 ticked">☒☒${'☐'.repeat(info.max! - 2)}<`);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(`☒ Activated ☐ ${rules.downLabel} ☐ ${rules.outLabel}`);
    expect(text).toContain(`☐ Activated ☐ ${rules.downLabel} ☐ ${rules.outLabel}`);
  });

  it('a counter prints its number as it stands beside its empty boxes (up or down is the game’s), the game’s and a model’s', () => {
    const rules = wolsungPlay(wolsungBookData());
    const json = example('wolsung');
    const roster = rules.parse(json);
    const [cards, deeds] = rules.gameCounters(roster);
    const doc = take(rules, roster, newGame(rules, json, null, at), { kind: 'counter', model: null, id: cards!.id, by: 2 }, 'two more', at);
    const text = sheetText(rules, json, doc);
    expect(text).toContain(`${cards!.label} (now ${(cards!.start ?? 0) + 2}) ☐`);
    expect(text).toContain(`${deeds!.label} (now ${deeds!.start ?? 0}) ☐`);
    // A fighter's own counter (Heartbreaker's actions), on its card.
    const hb = heartbreakerPlay(heartbreakerBookData());
    const gang = hb.parse(example('heartbreaker'));
    const own = hb.models(gang)[0]!.counters.find((c) => !c.secret)!;
    const played = take(hb, gang, newGame(hb, example('heartbreaker'), null, at), { kind: 'counter', model: 0, id: own.id, by: 1 }, 'one', at);
    expect(sheetText(hb, example('heartbreaker'), played)).toContain(`${own.label} (now ${(own.start ?? 0) + 1}) ☐`);
  });

  it('Punkapocalyptic: the card’s notes and Contaminated action, but no bullet count (l.442), which the card itself shows', () => {
    const rules = punkapocalypticPlay(punkapocalypticBookData());
    const json = example('punkapocalyptic');
    const roster = rules.parse(json);
    // Moose on the ground: his card says what Prone means (P13).
    const game = take(rules, roster, newGame(rules, json, null, at), { kind: 'status', model: 1, status: 'down', on: true }, 'Moose: Prone', at);
    expect(rules.notes!(roster, 0, game.state).filter((n) => /^Bullets left: \d+ \(secret\)\.$/.test(n))).toHaveLength(1);
    const text = sheetText(rules, json, game);
    expect(text).toContain('☐ Contaminated: −1 T for good');
    expect(text).toContain('Prone: its next action is getting up.');
    // Every other note of every card is printed.
    for (const n of roster.models.flatMap((_, i) => rules.notes!(roster, i, game.state, true))) expect(text).toContain(n);
    expect(text).not.toMatch(/Bullets left/);
  });
});

describe('Kuggköping’s sheet prints the enemy turn’s enemies after the Characters', () => {
  it('each enemy’s profile as played, its grit lost ticked and the rest to tick', async () => {
    const { enemySheet } = await import('../../../src/components/kuggkoping/play/EnemyTurnSlot');
    const { kuggkopingPlay } = await import('../../../src/games/kuggkoping/play');
    const { bookData } = await import('../../../src/games/kuggkoping/book-data');
    const { addEnemy } = await import('../../../src/games/kuggkoping/turn');
    const { gameTurn, withGameTurn } = await import('../../../src/games/kuggkoping/play-turn');
    const { activationToolData } = await import('../tools/tool-data');
    const data = (activationToolData as unknown as { turn: Parameters<typeof enemySheet>[0] }).turn;
    const book = bookData();
    const rules = kuggkopingPlay(book);
    const json = example('kuggkoping');
    const roster = rules.parse(json);
    const doc = newGame(rules, json, null, at);
    let turn = addEnemy(gameTurn(roster, doc.state, data, 'seed', book), data, 'bell-man');
    turn = { ...turn, enemies: turn.enemies.map((e) => ({ ...e, gritLost: 2 })) };
    const played = { ...doc, state: withGameTurn(doc.state, turn) };
    const html = renderToStaticMarkup(createElement(GameSheet<typeof roster>, { rules, roster, doc: played, version: 'test', extra: enemySheet(data, book) }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Bell-Man 1 : Bell-Man: Move 4, Range 2, 4 (4+), Defence 4+, grit 4 of 6 (Fragile self-esteem: 2 fewer dice for grit lost)');
    expect(html).toContain('aria-label="6 boxes, 2 ticked">☒☒☐☐☐☐<');
  });
});

describe('the game sheet prints the opponent’s models as their panel shows them (issue 37)', () => {
  it('the Arsenal: their crew after mine, each one’s damage counted up (no Health known), its marks ticked and its datacard whole', async () => {
    const { arsenalPlay, BURIED } = await import('../../../src/games/arsenal-campaign/play');
    const { data, ortegaWeekOne, PERDITA, NINO } = await import('../support/arsenal-campaign');
    const rules = arsenalPlay(data);
    const mine = ortegaWeekOne(30, '2026-12-01', [PERDITA]);
    const theirs = { ...ortegaWeekOne(30, '2026-12-01', [PERDITA, NINO]), name: 'The Glass Saints' };
    const steps = [
      { kind: 'opponent', opponent: { name: 'The Glass Saints', roster: theirs } },
      { kind: 'foe-damage', foe: 1, by: 3, max: null },
      { kind: 'foe-flag', foe: 1, id: BURIED, on: true },
    ] as const;
    const doc = steps.reduce<GameDoc>((d, cmd, i) => take(rules, mine, d, cmd, `step ${i}`, at), newGame(rules, mine, null, at));
    const datacard = { label: 'Skills and injuries', draw: (r: typeof mine, i: number) => createElement('p', null, `Datacard of ${r.name} model ${i}`) };
    const html = renderToStaticMarkup(createElement(GameSheet<typeof mine>, { rules, roster: mine, doc, version: 'test', datacard, foes: rules.foes! }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const names = rules.foes!.targets(rules.parse(theirs), doc.state).map((t) => t.name);
    expect(names).toHaveLength(rules.models(rules.parse(theirs)).length);
    // Each of theirs on a card of its own, named as their panel names it, after every one of mine.
    for (const name of names) expect(text).toContain(`Their crew · The Glass Saints ${name}`);
    expect(text.indexOf('Their crew')).toBeGreaterThan(text.lastIndexOf(`Datacard of ${mine.name}`));
    // The one hit: 3 damage counted up, Buried ticked, Out not.
    expect(text).toContain(`${names[1]} 3 damage · Buried`);
    expect(html).toContain('aria-label="10 boxes, 3 ticked">☒☒☒☐☐☐☐☐☐☐<');
    expect(text).toContain('☒ Buried');
    expect(text).toContain('☐ Out of the game');
    // The first is untouched: nothing ticked.
    expect(text).toContain(`${names[0]} 0 damage Damage taken ☐☐☐☐☐☐☐☐☐☐ ☐`);
    // Their datacards, drawn from their roster.
    for (const i of names.keys()) expect(text).toContain(`Datacard of The Glass Saints model ${i}`);
  });

  it('no opponent added: no card of theirs', () => {
    const rules = wolsungPlay(wolsungBookData());
    expect(sheetText(rules, example('wolsung'))).not.toContain('Their club');
  });
});

describe('the opponent’s roster a game holds (opponentRoster: the play view, the sheet and the Arsenal’s encounter read it alike)', () => {
  it('reads it, gives nothing when there is none, and nothing (never a throw) when it no longer reads', async () => {
    const { opponentRoster } = await import('../../../src/play');
    const rules = wolsungPlay(wolsungBookData());
    const json = example('wolsung');
    expect(rules.rosterName(opponentRoster(rules.parse, { name: 'Them', roster: json })!)).toBe(rules.rosterName(rules.parse(json)));
    expect(rules.rosterName(rules.parse(json))).not.toBe('');
    expect(opponentRoster(rules.parse, null)).toBeUndefined();
    expect(opponentRoster(rules.parse, undefined)).toBeUndefined();
    expect(opponentRoster(rules.parse, { name: 'Broken', roster: { game: 'wolsung', version: 999 } })).toBeUndefined();
  });
});
