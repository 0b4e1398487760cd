/**
 * The Arsenal play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/arsenal-campaign/play.ts), its roster format, and the encounter's own numbers
 * under the round (ArsenalSetUp). The book's data and the words on why
 * there are no odds between models (with the flip-odds tool's link) come as props from Play.astro.
 */
import { useMemo } from 'react';
import { crewGame } from '../../../games/arsenal-campaign/roster-game';
import { arsenalPlay, type ArsenalOwn } from '../../../games/arsenal-campaign/play';
import type { ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import { PlayView } from '../../play/PlayView';
import { ArsenalSetUp } from './ArsenalSetUp';
import { useDatacard } from '../../play/Datacard';
import { useLater } from '../../play/usePlay';
import type { PlayRules } from '../../../play';
import type { Roster } from '../../../games/arsenal-campaign/roster-format';

export default function ArsenalPlay({ data, version, noOdds }: { data: ArsenalRosterData; version: string; noOdds?: PlayRules<Roster, ArsenalOwn>['noOdds'] }) {
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame } = useMemo(() => ({ rules: arsenalPlay(data, noOdds), rosterGame: crewGame(data) }), [data, noOdds]);
  // The datacards' drawing (the builder's card parts) comes after the first paint, under their label.
  const datacard = useDatacard('Skills and injuries', useLater(() => import('./datacard').then((m) => m.arsenalDatacard(data))));
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} datacard={datacard} extra={(doc, roster, run) => <ArsenalSetUp doc={doc} roster={roster} run={run} data={data} rosterGame={rosterGame} />} />;
}
