/**
 * The Wolsung play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/wolsung/play.ts) and its roster format. The book's data comes as props from
 * Play.astro; the shooting odds between the clubs (src/games/wolsung/play-odds.ts) after the first paint.
 */
import { useMemo } from 'react';
import { clubGame } from '../../../games/wolsung/roster-game';
import { wolsungPlay } from '../../../games/wolsung/play';
import type { WolsungClubBook } from '../../../games/wolsung/roster-rules';
import { PlayView } from '../../play/PlayView';
import { useLater } from '../../play/usePlay';
import { useDatacard } from '../../play/Datacard';
import { foldLegacyHeroes, legacyFoldText, legacyHeroes } from '../../../games/wolsung/play';
import type { GameDoc, PlayState } from '../../../play';
import type { Roster } from '../../../games/wolsung/roster-format';
import type { PlayRun } from '../../play/PlayView';

/**
 * A game saved before the score was kept counted the enemy Heroes killed in a counter: its count is
 * said under the round, and this moves it into the score in one step (Undo takes it back).
 */
function legacyFold(doc: GameDoc, _roster: Roster, run: PlayRun) {
  const n = legacyHeroes(doc.state);
  if (n === 0) return null;
  return (
    <p className="pk-start">
      <button type="button" className="tk-button" onClick={() => run(legacyFoldText(n), (s: PlayState) => foldLegacyHeroes(s))}>
        Move them into the score
      </button>
    </p>
  );
}

export default function WolsungPlay({ book, version }: { book: WolsungClubBook; version: string }) {
  // The odds between the clubs come after the first paint (they carry the shooting-odds code).
  const odds = useLater(() => import('../../../games/wolsung/play-odds').then((m) => m.wolsungOdds(book)));
  // The starting game's set-up and score (src/games/wolsung/battle.ts): its data is in the page, its code comes after the first paint.
  const battle = useLater(() => import('../../../games/wolsung/battle').then((m) => m.wolsungBattle(book.scenarios)));
  const rules = useMemo(() => wolsungPlay(book, undefined, battle), [book, battle]);
  const rosterGame = useMemo(() => clubGame(book), [book]);
  // The datacards' drawing (the builder's card parts) comes after the first paint, under their label.
  const datacard = useDatacard('Weapons, rules and spells', useLater(() => import('./datacard').then((m) => m.wolsungDatacard(book))));
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} datacard={datacard} odds={odds} oddsComing={odds === undefined ? 'the opponent' : undefined} battleComing={battle === undefined} extra={legacyFold} />;
}
