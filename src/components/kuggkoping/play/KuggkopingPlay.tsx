/**
 * The Kuggkoping play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/kuggkoping/play.ts, whose Next round also clears the enemy turn's activations), its
 * roster format and its enemy turn (EnemyTurnSlot, loaded once a game is open). The book's data and
 * the enemy turn's data come as props from Play.astro.
 */
import { lazy, Suspense, useMemo } from 'react';
import { warbandGame } from '../../../games/kuggkoping/roster-game';
import { kuggkopingPlay } from '../../../games/kuggkoping/play';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import type { TurnData } from '../../../games/kuggkoping/turn';
import { PlayView } from '../../play/PlayView';
import { useLater } from '../../play/usePlay';
import { warbandAfterGame } from '../../../games/kuggkoping/play';

// The enemy turn's code loads once a game is open (the list of games and the cards do not wait for it).
const EnemyTurnSlot = lazy(() => import('./EnemyTurnSlot'));

export default function KuggkopingPlay({ book, turn, version }: { book: KuggkopingBook; turn: TurnData; version: string }) {
  // The odds against the enemies come after the first paint (they carry the attack-odds tool's code).
  const odds = useLater(() => import('../../../games/kuggkoping/play-odds').then((m) => m.kuggkopingOdds(book, turn.enemyTypes)));
  const rules = useMemo(() => kuggkopingPlay(book), [book]);
  const rosterGame = useMemo(() => warbandGame(book), [book]);
  return (
    <PlayView
      rules={rules}
      rosterGame={rosterGame}
      version={version}
      odds={odds}
      oddsComing={odds === undefined ? 'the enemies' : undefined}
      onEnded={warbandAfterGame}
      extra={(doc, roster, run) => (
        <Suspense fallback={<p className="tk-note">Loading the enemy turn…</p>}>
          <EnemyTurnSlot doc={doc} roster={roster} data={turn} run={run} />
        </Suspense>
      )}
    />
  );
}
