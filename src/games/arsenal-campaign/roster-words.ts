/** The crew tracker's numbers in words, for the builder's screen and its print sheet. */
import type { PaydayResult } from './campaign';
import type { ArsenalModel, WeekLedger } from './roster-rules';
import type { GameRecord, Station } from './roster-format';

export const STATION_NAMES: Record<Station, string> = { master: 'Master', henchman: 'Henchman', other: 'Other model' };

/** A game's result as the tracker's fields name it. */
export const RESULT_NAMES: Record<GameRecord['result'], string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };
/** The results as a choice field's options (one array, so the field keeps its elements). */
export const RESULT_OPTIONS = (['win', 'loss', 'draw'] as const).map((r) => ({ value: r, label: RESULT_NAMES[r] }));

/** −3, 0, 4: a rating with a real minus sign. */
export const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** "3 for VP + 1 for a win + 2 for the rating gap = 6", with the weekly cap when it cuts it. */
export function paydayWords(p: PaydayResult, paid: boolean): string {
  if (!paid) return 'no payday (withdrew on turn 1 or 2)';
  const sum = `${p.fromVp} for VP + ${p.fromWin} for a win + ${p.fromRating} for the rating gap = ${p.uncapped}`;
  return p.capped ? `${sum}, cut to ${p.script} by the weekly cap` : sum;
}

/** The pool line: who adds the rating difference, and the caches of ours that count. */
export function poolWords(row: WeekLedger): string {
  const parts: string[] = [];
  const d = row.poolDifference;
  if (d) parts.push(d.lower === 'crew' ? `adds ${d.difference} for the lower rating` : d.lower === 'opponent' ? `the opponent adds ${d.difference} for its lower rating` : 'equal ratings, nothing extra');
  if (row.poolCache !== null) parts.push(row.poolCache > 0 ? `adds ${row.poolCache} from its master's cache` : 'no cache: a master adds its cache only when both crews field one');
  return parts.join('; ');
}

/** "Henchman · 0 SS, cache 4 · hired in week 1". */
export function modelLine(m: Pick<ArsenalModel, 'station' | 'cost' | 'cache' | 'hiredInWeek'>, masterCost: number): string {
  const cost = m.station === 'master' ? `counts as ${masterCost} SS` : `${m.cost ?? 0} SS`;
  const cache = m.cache !== null && m.station !== 'other' ? `, cache ${m.cache}` : '';
  return `${STATION_NAMES[m.station]} · ${cost}${cache} · hired in week ${m.hiredInWeek}`;
}

/** The script across the week: start, spent, earned, end. */
export function scriptWords(row: WeekLedger): string {
  const spent = [
    row.spentAtNewHires ? `${row.spentAtNewHires} at New Hires` : '',
    row.spentAtBarter ? `${row.spentAtBarter} at Barter` : '',
    row.spentOnBounty ? `${row.spentOnBounty} on a bounty` : '',
  ].filter(Boolean);
  return `Started with ${signed(row.scriptAtStart)} script${spent.length ? `, spent ${spent.join(', ')}` : ''}${row.earned ? `, earned ${row.earned}` : ''}: ${signed(row.scriptAtEnd)} left.`;
}
