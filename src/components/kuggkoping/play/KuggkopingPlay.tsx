/**
 * The Kuggkoping play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/kuggkoping/play.ts, whose Next round also clears the enemy turn's activations and
 * whose End game writes the game back to the saved warband), its roster format, the warband's rolls
 * (WarbandRolls: recovery, Magnetic reassemble, a death's traits) and its enemy turn (EnemyTurnSlot,
 * loaded once a game is open). The book's data, the enemy turn's data and the missions' data (the
 * battle's set-up and score) come as props from Play.astro.
 */
import { lazy, Suspense, useMemo } from 'react';
import { warbandGame } from '../../../games/kuggkoping/roster-game';
import { kuggkopingPlay } from '../../../games/kuggkoping/play';
import type { KuggkopingBattleData } from '../../../games/kuggkoping/battle';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import type { TurnData } from '../../../games/kuggkoping/turn';
import { HeldPlace, PlayView } from '../../play/PlayView';
import { useGameShown, useLater } from '../../play/usePlay';
import { turnLine, warbandRollDue, type PlayState } from '../../../games/kuggkoping/play';
import { useDatacard } from '../../play/Datacard';

// The warband's rolls (recovery, Magnetic reassemble, a death's traits) are drawn only while one is due:
// their code is fetched after the first paint and drawn from then on, so no page's first load carries it.
const loadRolls = () => import('./WarbandRolls');
const WarbandRolls = lazy(loadRolls);

// The enemy turn's code loads once a game is painted (the list of games and the cards do not wait for it).
const EnemyTurnSlot = lazy(() => import('./EnemyTurnSlot'));

/** The enemy turn's place while its code loads: its heading and its closed fold, drawn as EnemyTurnSlot draws them when the page loads, so the cards below do not move. */
function HeldTurn({ state }: { state: PlayState }) {
  return (
    <section className="pk-enemy-turn" aria-busy="true" aria-label="Enemy turn">
      <h3>Enemy turn</h3>
      <HeldPlace className="pk-turn-fold">{turnLine(state)}</HeldPlace>
    </section>
  );
}

export default function KuggkopingPlay({ book, turn, missions, version }: { book: KuggkopingBook; turn: TurnData; missions: KuggkopingBattleData; version: string }) {
  // The odds against the enemies come after the first paint (they carry the attack-odds tool's code).
  const odds = useLater(() => import('../../../games/kuggkoping/play-odds').then((m) => m.kuggkopingOdds(book, turn)));
  // The missions as the battle kit sets them up and scores them (src/games/kuggkoping/battle.ts): their
  // data is in the page, their code comes after the first paint, and the rules take them then.
  const loadBattle = () => import('../../../games/kuggkoping/battle').then((m) => m.kuggkopingBattle(missions));
  const battle = useLater(loadBattle);
  // Its co-op seats (src/games/kuggkoping/coop-link.ts: two linked phones share a co-op warband, each its player's part) come after the first paint.
  const coop = useLater(() => import('../../../games/kuggkoping/coop-link').then((m) => m.kuggkopingCoop));
  // End game's write-back is loaded with the first of these rules, made before the battle came: it loads the battle itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- loadBattle reads the page's missions, which never change
  const rules = useMemo(() => ({ ...kuggkopingPlay(book, undefined, battle, loadBattle), coop }), [book, battle, coop]);
  const rosterGame = useMemo(() => warbandGame(book), [book]);
  useLater(loadRolls);
  // The datacards' drawing (the builder's card parts) comes after the first paint, under their label.
  const datacard = useDatacard('Attacks, gear and abilities', useLater(() => import('./datacard').then((m) => m.kuggkopingDatacard(book))));
  // The enemies on the printed game sheet (their profiles from the turn's data) come with the enemy
  // turn's code: a chunk of their own re-split the board tool's shared code (0.7 kB more on that
  // page), and one re-exported from here grew every page's runtime. PlayView loads them with the sheet.
  const partsShown = useGameShown();
  const enemies = useMemo(() => () => import('./EnemyTurnSlot').then((m) => m.enemySheet(turn, book)), [turn, book]);
  return (
    <PlayView
      rules={rules}
      rosterGame={rosterGame}
      version={version}
      datacard={datacard}
      sheetExtra={enemies}
      odds={odds}
      oddsComing={odds === undefined ? 'the enemies' : undefined}
      battleComing={battle === undefined}
      extra={(doc, roster, run, coop) => (
        <>
          {coop && <p className="tk-note pk-coop-seat">{coop.seatLine}</p>}
          {!doc.result && warbandRollDue(roster, doc.state, coop?.theirModels) && (
            <Suspense fallback={null}>
              <WarbandRolls doc={doc} roster={roster} book={book} run={run} theirs={coop?.theirModels} />
            </Suspense>
          )}
          {/* Its code is asked for once the game is painted (useGameShown): until then its place is held. */}
          {partsShown ? (
            <Suspense fallback={<HeldTurn state={doc.state} />}>
              <EnemyTurnSlot doc={doc} roster={roster} data={turn} book={book} run={run} shownFrom={coop?.tableLine ?? null} />
            </Suspense>
          ) : (
            <HeldTurn state={doc.state} />
          )}
        </>
      )}
    />
  );
}
