/**
 * The Arsenal play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/arsenal-campaign/play.ts) and its roster format. The book's data comes as props from Play.astro.
 */
import { useMemo } from 'react';
import { crewGame } from '../../../games/arsenal-campaign/roster-game';
import { arsenalPlay } from '../../../games/arsenal-campaign/play';
import type { ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import { PlayView } from '../../play/PlayView';

export default function ArsenalPlay({ data, version }: { data: ArsenalRosterData; version: string }) {
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame } = useMemo(() => ({ rules: arsenalPlay(data), rosterGame: crewGame(data) }), [data]);
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} />;
}
