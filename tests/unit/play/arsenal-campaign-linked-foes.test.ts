/**
 * The opponent's crew of a linked Arsenal game (src/play/table-link.ts linkedOpponent, issue 35):
 * their models come as their phone sent them, a model their phone did not hire carries the panel's
 * Not hired mark (FoeRules.benchedFlag), one buried there is Buried here (AC l.97-101), and the report
 * on this phone leaves out the one not hired; the printed game sheet carries their crew as shown.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameSheet } from '../../../src/components/play/GameSheet';
import { arsenalPlay, BURIED, NOT_HIRED } from '../../../src/games/arsenal-campaign/play';
import { newGame, take, type GameDoc, type PlayCommand } from '../../../src/play';
import { joinGame, joinLink, linkedGame, mergeUpdate, startLink, updateFor, type TableLink } from '../../../src/play/table-link';
import { tableFromText, tableHash } from '../../../src/play/table-link-format';
import { matchReport } from '../../../src/play/report';
import { linkedEnd } from '../../../src/play/table-link-report';
import type { Roster } from '../../../src/games/arsenal-campaign/roster';
import { data, NINO, ortegaWeekOne, PERDITA } from '../support/arsenal-campaign';

const rules = arsenalPlay(data);
const FRANCISCO = { name: 'Francisco Ortega', station: 'henchman' as const, cost: 0, cache: 3 };
const crewA: Roster = ortegaWeekOne(30, '2026-12-01', [PERDITA, NINO, FRANCISCO]);
const crewB: Roster = { ...crewA, name: 'The Glass Saints' };
const at = (s: number) => new Date(Date.UTC(2026, 11, 1, 20, 0, s));

const code = (link: TableLink, doc: GameDoc) => {
  const read = tableFromText(`https://example.org/arsenal-campaign/play/${tableHash(updateFor(rules, link, doc, doc.roster))}`);
  if (!read?.ok) throw new Error('no update');
  return read.update;
};

describe('a linked Arsenal game’s opponent crew', () => {
  it('B hires Perdita and Nino and buries Nino: A’s phone shows Francisco Not hired, Nino Buried, and its report names B’s two', () => {
    let aLink = startLink('arsenal-campaign', 'phonea', 'tbl9');
    let aDoc: GameDoc = { ...newGame(rules, crewA, 'crew-a', at(0)), link: aLink };
    const joined = joinLink(rules, code(aLink, aDoc), 'phoneb');
    if (!joined.ok) throw new Error(joined.error);
    let bDoc = joinGame(rules, joined.link, crewB, 'crew-b', at(1), 'phoneb');
    const steps: PlayCommand[] = [{ kind: 'action', model: 0, id: 'hire' }, { kind: 'action', model: 1, id: 'hire' }, { kind: 'status', model: 1, status: 'down', on: true }];
    bDoc = steps.reduce((d, cmd, i) => take(rules, crewB, d, cmd, `B ${i}`, at(2 + i), 'phoneb'), bDoc);
    const m = mergeUpdate(rules, aLink, code(joined.link, bDoc));
    if (!m.ok) throw new Error(m.error);
    aLink = m.link;
    aDoc = { ...aDoc, link: aLink };
    const shown = linkedGame(rules, aDoc, aLink)!.doc;
    expect(shown.state.foes).toEqual([
      { damage: 0, out: false },
      { damage: 0, out: false, flags: { [BURIED]: true } },
      { damage: 0, out: false, flags: { [NOT_HIRED]: true } },
    ]);
    const ended = take(rules, crewA, shown, { kind: 'end', outcome: 'win', note: '' }, 'end', at(9), 'phonea');
    const theirFates = [
      { side: 'them', name: 'Perdita Ortega', fate: 'In the game at the end' },
      { side: 'them', name: 'Nino Ortega', fate: 'Buried' },
    ];
    expect(matchReport(rules, crewA, ended, crewB)!.fates.filter((f) => f.side === 'them')).toEqual(theirFates);
    // The linked end's report (Table Link panel) leaves the models not hired out the same way, on both sides (A hired none).
    const linked = linkedEnd(rules, aLink, { ...aDoc, result: ended.result }, crewA, crewA)!;
    expect(linked.report.fates).toEqual(theirFates);
    // The printed game sheet reads the game as shown: their crew as B's phone sent it, marks ticked.
    const html = renderToStaticMarkup(createElement(GameSheet<Roster>, { rules, roster: crewA, doc: shown, version: 'test', foes: rules.foes! }));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Their crew · The Glass Saints Nino Ortega 0 damage · Buried');
    expect(text).toContain('Their crew · The Glass Saints Francisco Ortega 0 damage · Not hired');
    expect(text).toMatch(/Francisco Ortega 0 damage · Not hired Damage taken ☐+ ☐ Out of the game ☐ Buried ☐ Finished Off ☒ Not hired/);
  });
});
