import { describe, expect, it } from 'vitest';
import { arsenalBookData } from '../../src/games/arsenal-campaign/book-data';
import { checkRoster, parseRoster, replayCampaign, type Roster } from '../../src/games/arsenal-campaign/roster';
import { addLogEntry, logEntry } from '../../src/roster/campaign-log';
import { changedAt, moduleDoc } from './roster/contract';

// The replay is made once per log (roster-rules.ts, `replays`): the builder's crew, week steps,
// Barter, bounty and check all ask for it in one draw, and at the format's bounds each replay took
// 13 ms with the CPU not slowed. A change it does not read finds it made; a change it reads makes it again.

const data = arsenalBookData();
/** The two-week log of the File format section: legal, 6 script at the end of week 1, 9 after week 2. */
const CREW: Roster = parseRoster(moduleDoc('src/games/arsenal-campaign/roster.ts').example);
const scriptAtEnd = (r: Roster) => replayCampaign(r, data).weeks.map((w) => w.scriptAtEnd);

describe('arsenal campaign: one replay per log', () => {
  it('a change the replay does not read (the name, the faction reworded, the campaign log) reuses it', () => {
    const first = replayCampaign(CREW, data);
    expect(scriptAtEnd(CREW)).toEqual([6, 9]);
    expect(replayCampaign({ ...CREW, name: 'The Ortega Posse, renamed' }, data)).toBe(first);
    expect(replayCampaign({ ...CREW, faction: `${CREW.faction} (declared)` }, data)).toBe(first);
    expect(replayCampaign(addLogEntry(CREW, logEntry('note', 'Met at the club on Thursdays')), data)).toBe(first);
  });

  it('a change it reads replays again, with the changed answer', () => {
    const first = replayCampaign(CREW, data);
    // No faction declared: a problem of the campaign (roster-checks.ts).
    expect(checkRoster({ ...CREW, faction: ' ' }).map((p) => p.where)).toEqual(['faction']);
    // The starting script carries through every week: 10 more at the start, 10 more at each end.
    const richer = { ...CREW, startingScript: CREW.startingScript + 10 };
    expect(replayCampaign(richer, data)).not.toBe(first);
    expect(scriptAtEnd(richer)).toEqual([16, 19]);
    // A week edited is a new list of weeks, counted again: the Guild Hound at 9 SS instead of 4 costs
    // 4 script after the week's first-hire discount of 5, where at 4 SS it cost nothing.
    const hound = CREW.weeks[1]!.hires[0]!;
    expect(hound).toMatchObject({ name: 'Guild Hound', cost: 4 });
    const dearer = changedAt(CREW, 'weeks', 1, { hires: [{ ...hound, cost: 9 }] });
    expect(scriptAtEnd(dearer)).toEqual([6, 5]);
    // A campaign of one week: the log's second week is one too many.
    expect(checkRoster({ ...CREW, campaignWeeks: 1 }).map((p) => p.where)).toContain('weeks');
    // The log as it was answers as it did (made again: only the last replay of a list of weeks is kept).
    expect(replayCampaign(CREW, data)).toEqual(first);
    expect(checkRoster(CREW)).toEqual([]);
  });
});
