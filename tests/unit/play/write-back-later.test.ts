import { describe, expect, it } from 'vitest';
import { heartbreakerBookData } from '../../../src/games/heartbreaker/book-data';
import { heartbreakerPlay } from '../../../src/games/heartbreaker/play';
import { battleData, bookData as kuggkopingBookData } from '../../../src/games/kuggkoping/book-data';
import { kuggkopingBattle } from '../../../src/games/kuggkoping/battle';
import { startExpedition } from '../../../src/games/kuggkoping/campaign';
import { parseRoster } from '../../../src/games/kuggkoping/roster-format';
import { cogRats } from '../support/kuggkoping-warbands';
import { kuggkopingPlay } from '../../../src/games/kuggkoping/play';
import { arsenalPlay } from '../../../src/games/arsenal-campaign/play';
import { arsenalBookData } from '../../../src/games/arsenal-campaign/book-data';
import type { Roster } from '../../../src/games/heartbreaker/roster-format';
import { newGame, readyToEnd, take, type GameDoc, type PlayCommand } from '../../../src/play';
import { rosterAfterGame } from '../../../src/play/end';
import { example } from './examples';

describe('a write-back loaded after the first paint (writeBackLater)', () => {
  const book = heartbreakerBookData();
  const json = example('heartbreaker');

  it('is not in the rules the page starts with, and readyToEnd brings it: End game then writes the Epilogue’s part', async () => {
    const rules = heartbreakerPlay(book);
    expect(rules.writeBack).toBeUndefined();
    const ready = await readyToEnd(rules);
    expect(ready.writeBack).toBeTypeOf('function');
    const gang = rules.parse(json);
    let doc = newGame(rules, json, 'r1', new Date('2026-11-29T10:00:00Z'));
    doc = take(rules, gang, doc, { kind: 'status', model: 0, status: 'down', on: true }, 'down', new Date('2026-11-29T10:01:00Z'));
    const after = rosterAfterGame(ready, gang, gang, doc, 'win', '', new Date('2026-11-29T11:00:00Z'));
    expect(after.pending?.outcome).toBe('won');
    // Without it, End game refuses rather than write no Epilogue part at all.
    expect(() => rosterAfterGame(rules, gang, gang, doc, 'win', '', new Date('2026-11-29T11:00:00Z'))).toThrow(/readyToEnd/);
  });

  it('Kuggköping’s and the Arsenal Campaign’s write-backs load after the first paint too (their write-back.ts)', async () => {
    const kugg = kuggkopingPlay(kuggkopingBookData());
    const arsenal = arsenalPlay(arsenalBookData());
    expect([kugg.writeBack, arsenal.writeBack]).toEqual([undefined, undefined]);
    expect((await readyToEnd(kugg)).writeBack).toBeTypeOf('function');
    expect((await readyToEnd(arsenal)).writeBack).toBeTypeOf('function');
  });

  it('rules that have a write-back already are ready as they are', async () => {
    const rules = { ...heartbreakerPlay(book), writeBack: (saved: Roster) => ({ roster: saved, changes: [] }) };
    expect(await readyToEnd(rules)).toBe(rules);
  });
});

describe('Kuggköping: End game’s write-back loaded with rules made before the battle came (the play page’s order)', () => {
  const kkBook = kuggkopingBookData();
  const battle = kuggkopingBattle(battleData());
  it('loads the battle itself: the mission’s Gizmo rewards still reach the warband', async () => {
    const early = kuggkopingPlay(kkBook, undefined, undefined, async () => battle);
    const later = kuggkopingPlay(kkBook, undefined, battle);
    // The page loads End game's code once, from its first rules, and ends games with the later ones.
    const ready = { ...later, writeBack: (await readyToEnd(early)).writeBack };
    const r = startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-30');
    const cmds: PlayCommand[] = [
      { kind: 'setup', scenario: 'looting', first: 'me' },
      { kind: 'score', side: 'me', source: 'gizmos', round: 1, by: 2 },
    ];
    const doc = cmds.reduce<GameDoc>((d, cmd, i) => take(later, r, d, cmd, `s${i}`, new Date(Date.UTC(2026, 10, 30, 9, i + 1))), newGame(later, r, 'r1', new Date(Date.UTC(2026, 10, 30, 9, 0))));
    const back = ready.writeBack!(r, r, doc.state, 'win');
    expect(back.changes).toContain('Gizmos claimed: 2, each with a reward before the next game unless collected during it (KB 1261-1265)');
  });
});
