/**
 * The Kuggkoping play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/kuggkoping/play.ts) and its roster format. The book's data comes as props from Play.astro.
 */
import { useMemo } from 'react';
import { warbandGame } from '../../../games/kuggkoping/roster-game';
import { kuggkopingPlay } from '../../../games/kuggkoping/play';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { PlayView } from '../../play/PlayView';
import { warbandAfterGame } from '../../../games/kuggkoping/play';
import { EnemyTurnSlot } from './EnemyTurnSlot';

export default function KuggkopingPlay({ book, version }: { book: KuggkopingBook; version: string }) {
  const rules = useMemo(() => kuggkopingPlay(book), [book]);
  const rosterGame = useMemo(() => warbandGame(book), [book]);
  return (
    <PlayView
      rules={rules}
      rosterGame={rosterGame}
      version={version}
      onEnded={warbandAfterGame}
      extra={(doc) => <EnemyTurnSlot doc={doc} />}
    />
  );
}
