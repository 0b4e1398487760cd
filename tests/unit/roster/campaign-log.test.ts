import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addLogEntry, gamesPlayed, logEntry, logLine, recordGame, removeLogEntry, today, MAX_LOG_ENTRIES } from '../../../src/roster/campaign-log';
import { jsonExample, leadingDoc } from '../../../src/roster/doc';
import { formatExample } from '../support/format-examples';
import { parseRoster as kugg } from '../../../src/games/kuggkoping/roster-format';
import { parseRoster as hb } from '../../../src/games/heartbreaker/roster-format';
import { parseRoster as punk } from '../../../src/games/punkapocalyptic/roster-format';
import { parseRoster as wolsung } from '../../../src/games/wolsung/roster-format';
import { parseRoster as arsenal } from '../../../src/games/arsenal-campaign/roster-format';
import { RosterFormatError } from '../../../src/roster/errors';

// Version 2 of every roster format: the campaign log. Every version-1 file made before it (each
// builder page's File format example, each roster.ts doc example) reads as the same roster plus an
// empty log, and a log written into a roster survives the file.

const parsers = { kuggkoping: kugg, heartbreaker: hb, punkapocalyptic: punk, wolsung, 'arsenal-campaign': arsenal } as const;
type Slug = keyof typeof parsers;
const slugs = Object.keys(parsers) as Slug[];

/** The builder's File format page example (a version-1 file, as players copied it from the page). */
const pageExample = (slug: Slug) => formatExample(slug);
const docExample = (slug: Slug) => JSON.parse(jsonExample(leadingDoc(readFileSync(`src/games/${slug}/roster.ts`, 'utf8')))!) as Record<string, unknown>;

describe('version 1 to version 2: the same roster plus an empty log', () => {
  for (const slug of slugs) {
    it(`${slug}: the builder page's and the module's version-1 examples`, () => {
      for (const v1 of [pageExample(slug), docExample(slug)]) {
        expect(v1.version).toBe(1);
        const parse = parsers[slug] as (x: unknown) => Record<string, unknown>;
        const read = parse(v1);
        // Every field version 1 held reads back as it was written; version 2 adds only the empty log
        // (Heartbreaker's version 3 then adds its empty lists of arcs, rivals' Bounties and resource actions;
        // the Arsenal crew's version 3 keeps one log, which changes nothing in an empty one).
        const later = slug === 'heartbreaker' ? { version: 3, arcs: [], rivalBounties: [], nextSkirmish: [] } : slug === 'arsenal-campaign' ? { version: 3 } : { version: 2 };
        expect(read).toEqual({ ...v1, log: [], ...later });
        expect(parse(JSON.parse(JSON.stringify(read)))).toEqual(read);
        // The same file as its text, as an import or a share link reads it.
        expect(parse(JSON.stringify(v1))).toEqual(read);
      }
    });
  }

  it('a log written into a roster survives the file, and a bad entry names its field', () => {
    const base = kugg(pageExample('kuggkoping'));
    const played = recordGame(base, { title: 'Mission 1', outcome: 'won', changes: ['Olga knocked down'], date: '2026-11-26' });
    expect(kugg(JSON.parse(JSON.stringify(played)))).toEqual(played);
    try {
      hb({ ...pageExample('heartbreaker'), version: 2, log: [{ date: 'yesterday', kind: 'game', title: 'x', changes: [] }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RosterFormatError);
      expect((e as RosterFormatError).field).toBe('log[0].date');
    }
  });
});

describe('the campaign log', () => {
  const roster = { name: 'x', log: [] as ReturnType<typeof logEntry>[] };

  it('recordGame adds a dated game entry with what changed, and nothing else', () => {
    const r = recordGame(roster, { title: 'Mission 2', outcome: 'failed', changes: ['Knut killed', '  '], date: '2026-11-26' });
    expect(r.log).toEqual([{ date: '2026-11-26', kind: 'game', title: 'Mission 2: failed', changes: ['Knut killed'] }]);
    expect(r.name).toBe('x');
    expect(roster.log).toEqual([]);
    expect(gamesPlayed(r)).toBe(1);
    expect(logLine(r.log[0]!)).toBe('2026-11-26 · Mission 2: failed — Knut killed');
  });

  it('dates an entry today when no date is given', () => {
    expect(today(new Date('2026-03-04T23:59:00Z'))).toBe('2026-03-04');
    expect(logEntry('step', 'Grit restored').date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds and removes entries; the oldest go past the limit', () => {
    let r = roster;
    for (let i = 0; i < MAX_LOG_ENTRIES + 2; i++) r = addLogEntry(r, logEntry('note', `n${i}`, [], '2026-01-01'));
    expect(r.log).toHaveLength(MAX_LOG_ENTRIES);
    expect(r.log[0]!.title).toBe('n2');
    expect(removeLogEntry(r, 0).log[0]!.title).toBe('n3');
  });
});
