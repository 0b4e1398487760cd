/**
 * The four titles worked out across every gang saved on this device (the open gang as it is now),
 * who holds each and why, and the open gang's choice when it has the most of several resources.
 */
import type { Roster } from '../../../games/heartbreaker/roster-format';
import { findTitle, keepTitle, leaderOf, titlesOnDevice, type HeartbreakerBook, type TitleAward } from '../../../games/heartbreaker/roster-rules';
import type { SavedRoster } from '../../../roster';
import { ChoiceField } from '../../roster';

/** The open gang with the gangs saved on this device (what the titles are worked out across). */
export interface GangsOnDeviceProps {
  roster: Roster;
  onChange: (next: Roster) => void;
  saved: readonly SavedRoster<Roster>[];
  openId: string | null;
  book: HeartbreakerBook;
}

const gangName = (g: Roster) => g.name.trim() || 'Unnamed gang';

export function TitlesPanel({ roster, onChange, saved, openId, book }: GangsOnDeviceProps) {
  const result = titlesOnDevice(saved, roster, openId, book);
  const { gangs, open } = result;
  const resourceName = (id: string) => book.resources.find((r) => r.id === id)?.name ?? id;
  const ownLead = open === null ? undefined : result.leads.find((l) => l.gang === open);
  const waiting = result.choices.filter((c) => c.gang !== open);

  const holderText = (a: TitleAward) => {
    const res = resourceName(a.title.resource);
    if (a.holder === null) {
      if (a.reason === 'tie') return `Nobody: gangs tie for the most ${res}`;
      return gangs.some((g) => g.resources[a.title.resource] > 0) ? `Nobody: every gang with ${res} holds another title` : `Nobody: no gang has any ${res}`;
    }
    const g = gangs[a.holder]!;
    const leader = leaderOf(g)?.name.trim();
    const amount = g.resources[a.title.resource];
    const why = a.reason === 'most' ? `the most, ${amount}` : `${amount}, next in line`;
    return `${leader ? `${leader} of ` : 'The leader of '}${gangName(g)}${a.holder === open ? ' (this gang)' : ''} (${why})`;
  };

  return (
    <section className="tk-group hb-titles" aria-labelledby="hb-titles-heading">
      <h4 id="hb-titles-heading" className="hb-sub-title">
        Titles across your gangs
      </h4>
      <p className="tk-note">
        Compared across the {gangs.length === 1 ? 'one gang' : `${gangs.length} gangs`} saved on this device. Save your rivals' gangs here too (import their files or open
        their links and save a copy) to compare the whole group.
      </p>
      {open === null && <p className="tk-note">This gang is not saved on this device, so it is not in the comparison: save a copy to count it.</p>}
      <table className="hb-titles-table" style={{ display: 'table' }}>
        <caption className="rk-sr-only">Who holds each title</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Held by</th>
          </tr>
        </thead>
        <tbody>
          {result.awards.map((a) => (
            <tr key={a.title.id}>
              <th scope="row">
                {a.title.name}
                <span className="hb-title-resource"> (most {resourceName(a.title.resource)})</span>
              </th>
              <td>{holderText(a)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ownLead && (
        <ChoiceField
          label="Title this gang keeps"
          value={ownLead.titles.find((t) => roster.keptTitle !== undefined && findTitle(roster.keptTitle, book)?.id === t.id)?.name ?? ''}
          empty="Not chosen yet"
          options={ownLead.titles.map((t) => ({ value: t.name, label: `${t.name} (most ${resourceName(t.resource)})` }))}
          onChange={(name) => onChange(keepTitle(roster, name))}
          hint={`This gang has the most of more than one resource: it keeps one title and the others go to the next gang in line. Until it chooses, it keeps ${ownLead.titles[0]!.name}, the first in the draft's order.`}
        />
      )}
      {waiting.map((c) => (
        <p key={c.gang} className="tk-note">
          {gangName(gangs[c.gang]!)} has the most {c.titles.map((t) => resourceName(t.resource)).join(' and ')} and has not chosen which title it keeps; until it does (open it to choose), it keeps{' '}
          {c.titles[0]!.name}.
        </p>
      ))}
    </section>
  );
}
