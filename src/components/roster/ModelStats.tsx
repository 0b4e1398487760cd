/**
 * A model's numbers as the books print them: one row of values under their names (.rk-stats in
 * builder-shared.css), on screen in the editor and on the printed card. Every builder's profile.
 */
import type { ReactNode } from 'react';

export interface Stat {
  /** The stat's name: the column's heading, or the abbreviation's title when it has one. */
  name: string;
  /** Shown as the heading instead of the name, which the abbr element keeps as its title. */
  abbreviation?: string;
  value: ReactNode;
}

export function ModelStats({ caption, className, stats }: { caption: ReactNode; className: string; stats: readonly Stat[] }) {
  return (
    // display: table inline: theme.css turns every page table into a scrolling block (see builder-shared.css).
    <table className={`rk-stats ${className}`} style={{ display: 'table' }}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {stats.map((s) => (
            <th key={s.name} scope="col">
              {s.abbreviation ? <abbr title={s.name}>{s.abbreviation}</abbr> : s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {stats.map((s) => (
            <td key={s.name}>{s.value}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
