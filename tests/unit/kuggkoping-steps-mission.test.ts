import { describe, expect, it } from 'vitest';
import { activationToolData } from './tools/tool-data';
import { bookData } from '../../src/games/kuggkoping/book-data';
import { newGame, resetPlay, readyToEnd } from '../../src/play';
import { finishGame } from '../../src/play/end';
import { kuggkopingPlay } from '../../src/games/kuggkoping/play';
import { gameTurn, withGameTurn } from '../../src/games/kuggkoping/play-turn';
import { recordMission, startExpedition } from '../../src/games/kuggkoping/campaign';
import { addEnemy, type TurnData } from '../../src/games/kuggkoping/turn';
import { parseRoster, type Roster } from '../../src/games/kuggkoping/roster';
import { cogRats } from './support/kuggkoping-warbands';
import { packJson, unpackJson } from '../../src/roster/packed-json';
import { LINK_FIELDS } from '../../src/games/kuggkoping/roster-link';
import type { JsonObject } from '../../src/common/json';

// Districts and Enemy Faction (KB 1910-1914): the district and the enemy faction picked for the
// expedition apply to all its missions, 1 to 3 and Run to safety.

const data = (activationToolData as typeof activationToolData & { turn: TurnData }).turn;
const book = bookData();
const rules = await readyToEnd(kuggkopingPlay(book));
const now = new Date('2026-11-29T07:00:00Z');

describe('mission 2 plays in the expedition’s district against its enemy faction', () => {
  it('KB 1910-1914: after mission 1 ended in the play view, a new game and a reset game both start with Coils and the Trolls', () => {
    const saved = startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-29');
    const doc = newGame(rules, saved, 'r1', now);
    const first = gameTurn(saved, doc.state, data, 's1', book);
    expect(first).toMatchObject({ district: 'coils', enemyFaction: 'trolls' });
    const played = { ...doc, state: withGameTurn(doc.state, addEnemy(first, data, 'grunt')) };
    const ended = finishGame({ rules, played: saved, doc: played, saved, nameOf: (r: Roster) => r.name, outcome: 'win', note: '', now });
    const after = ended.roster!.roster;
    expect(after.campaign).toMatchObject({ district: 'Coils', enemyFaction: 'Trolls', mission: 2 });
    const second = newGame(rules, after, 'r1', now);
    expect(gameTurn(after, second.state, data, 's2', book)).toMatchObject({ district: 'coils', enemyFaction: 'trolls' });
    const reset = resetPlay(rules, saved, ended.game, now).game;
    expect(gameTurn(saved, reset.state, data, 's3', book)).toMatchObject({ district: 'coils', enemyFaction: 'trolls' });
    // The steps screen's "The game just played" keeps them too.
    expect(recordMission(after, true, ['Greta claimed a Gizmo']).campaign).toMatchObject({ district: 'Coils', enemyFaction: 'Trolls', mission: 2 });
  });
});

describe('a warband at mission 2 sent by link to the play page', () => {
  it('KB 1910-1914: the packed warband keeps the expedition’s district and enemy faction', () => {
    const r = recordMission(startExpedition(parseRoster(cogRats()), 'Coils', 'Trolls', 1, '2026-11-29'), true, [], '2026-11-29');
    const packed = packJson(JSON.parse(JSON.stringify(r)) as JsonObject, LINK_FIELDS);
    const back = parseRoster(unpackJson(packed, LINK_FIELDS));
    expect(back.campaign).toEqual(r.campaign);
    expect(gameTurn(back, newGame(rules, back, null, now).state, data, 's4', book)).toMatchObject({ district: 'coils', enemyFaction: 'trolls' });
  });
});
