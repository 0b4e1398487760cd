/**
 * A fighter's stat line after its quirks and what its quirks do, in our words: on screen in the
 * fighter's block (the stats, and the quirks inside a details element) and on the printed card.
 */
import type { Fighter } from '../../../games/heartbreaker/roster-format';
import { fighterStats, findQuirk, knownQuirks, type BookQuirk, type HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { sameName } from '../../../roster/names';
import type { Weapon } from '../../../games/heartbreaker/schema';
import { ModelStats, TextList } from '../../roster';
import { RuleName } from '../../roster/RuleName';

/** "Nearby · PUNCH 7" and the weapon's special rule. */
export function weaponLine(w: Weapon): string {
  const special = w.special.name ? `${w.special.name}: ${w.special.summary}` : w.special.summary;
  return `${w.range.text} · PUNCH ${w.punch}. ${special}`;
}

/** The stat card as the book lays it out: Bounty, Limit, Speed, Meat, Armor. */
export function StatsTable({ fighter, book }: { fighter: Fighter; book: HeartbreakerBook }) {
  const s = fighterStats(fighter, book);
  const stats = [
    { name: 'Bounty', value: s.bounty },
    { name: 'Limit', value: s.actionLimit },
    { name: 'Speed', value: `${s.speed}"` },
    { name: 'Meat', value: s.meatLeft === s.meat ? s.meat : `${s.meatLeft}/${s.meat}` },
    { name: 'Armor', value: s.armor },
  ];
  return <ModelStats className="hb-stats" caption={`Stats after quirks${s.meatLeft === s.meat ? '' : ' (Meat: left/most)'}`} stats={stats} />;
}

/** What changes the stat line in play (Fanatic's Speed at half Meat). */
export function StatNotes({ fighter, book }: { fighter: Fighter; book: HeartbreakerBook }) {
  const s = fighterStats(fighter, book);
  const notes: string[] = [];
  if (s.halfMeatSpeed !== 0) {
    notes.push(
      s.halfMeat
        ? `At half Meat or less: Speed ${s.speed}" includes ${s.halfMeatSpeed > 0 ? '+' : ''}${s.halfMeatSpeed}" (Fanatic).`
        : `At half Meat or less (${s.halfMeatAt} or less): Speed ${s.baseSpeed + s.halfMeatSpeed}" (Fanatic).`,
    );
  }
  if (s.meatLeft === 0) notes.push('At 0 Meat: Taken Down.');
  if (notes.length === 0) return null;
  return (
    <ul className="rk-text-list">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

/**
 * The fighter's quirks with their rules: weapons first, then gear and abilities, with the actions
 * they grant. In play, `href` links each quirk to its rules entry and `outOfUse` (by quirk id) says
 * which ones the skirmish has put out of use.
 */
export function QuirkTexts({
  fighter,
  book,
  href,
  outOfUse,
}: {
  fighter: Fighter;
  book: HeartbreakerBook;
  href?: (q: BookQuirk) => string;
  outOfUse?: ReadonlyMap<string, string>;
}) {
  const known = knownQuirks(fighter, book);
  const unknown = fighter.quirks.filter((name) => !findQuirk(name, book));
  const weapons = known.flatMap((q) => (q.group === 'weapons' ? [q.entry] : []));
  const others = known.flatMap((q) => (q.group === 'weapons' ? [] : [q]));
  if (known.length === 0 && unknown.length === 0) return <p className="tk-note">No quirks yet.</p>;
  return (
    <div className="rk-texts">
      <TextList
        title="Weapons"
        items={weapons}
        item={(w) => (
          <li key={w.id}>
            <RuleName name={w.name} href={href?.({ group: 'weapons', entry: w })} why={outOfUse?.get(w.id)} />
            {fighter.akimbo !== null && sameName(fighter.akimbo, w.name) ? ' (a pair, Akimbo Holster)' : ''}: {weaponLine(w)}
          </li>
        )}
      />
      <TextList
        title="Gear and abilities"
        items={others}
        item={(q) => (
          <li key={q.entry.id}>
            <RuleName name={q.entry.name} href={href?.(q)} why={outOfUse?.get(q.entry.id)} /> ({q.group === 'gear' ? 'gear' : 'ability'}
            {q.entry.ruleName ? `; ${q.entry.ruleName}` : ''}): {q.entry.summary}
            {q.entry.grantsActions.map((a) => (
              <span key={a.name}>
                {' '}
                Action <strong>{a.name}</strong>: {a.summary}
              </span>
            ))}
          </li>
        )}
      />
      {unknown.length > 0 && <p>Not in the book: {unknown.join(', ')}.</p>}
    </div>
  );
}
