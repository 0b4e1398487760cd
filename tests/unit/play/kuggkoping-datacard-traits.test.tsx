/**
 * The Kuggköping play card's datacard shows the traits of its player's Cartographer faction (issue
 * 37: the play card is the datacard, faction traits included), each with its rule in our words and
 * a link to it under its faction on the characters page; a co-op warband's Characters each show their
 * own player's.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookData } from '../../../src/games/kuggkoping/book-data';
import { traitHref } from '../../../src/games/kuggkoping/datacard';
import { kuggkopingDatacard } from '../../../src/components/kuggkoping/play/datacard';
import { parseRoster } from '../../../src/games/kuggkoping/roster-format';
import { cogRats, twoCogs } from '../support/kuggkoping-warbands';
import { missingAnchor } from '../support/site-anchors';

const book = bookData();
const draw = kuggkopingDatacard(book);
const html = (json: unknown, index: number) => renderToStaticMarkup(<>{draw(parseRoster(json), index, undefined)}</>);
const trait = (id: string) => book.factions.flatMap((f) => f.traits).find((t) => t.id === id)!;

describe('Kuggköping datacard: the faction’s traits', () => {
  it('a solo warband of The Scribes: both chosen traits, their kind and rule, linked', () => {
    const card = html(cogRats(), 0);
    expect(card).toContain('Traits (The Scribes)');
    for (const id of ['resourceful', 'inexperienced']) {
      const t = trait(id);
      expect(card).toContain(`<a href="${traitHref(id)}">${t.name}</a></strong> (${t.kind}): ${t.text.replace(/'/g, '&#x27;')}`);
    }
  });

  it('co-op: each Character shows its own player’s faction', () => {
    expect(html(twoCogs, 0)).toContain('Traits (The Grid Company)');
    expect(html(twoCogs, 2)).toContain('Traits (Ball Pointers)');
    expect(html(twoCogs, 2)).not.toContain('The Grid Company');
  });

  it('every trait’s link lands on its id under its faction (the page draws each faction, which sets its traits’ ids)', () => {
    const page = readFileSync('content/kuggkoping/rules/characters-and-warbands.mdx', 'utf8');
    const drawn = book.factions.filter((f) => page.includes(`<CartographerFaction id="${f.id}" />`));
    expect(drawn.map((f) => f.id)).toEqual(book.factions.map((f) => f.id));
    const ids = { '/kuggkoping/rules/characters-and-warbands/': drawn.flatMap((f) => f.traits.map((t) => t.id)) };
    for (const f of book.factions) for (const t of f.traits) expect(missingAnchor(traitHref(t.id), ids), t.name).toBeNull();
  });
});
