/**
 * The Punkapocalyptic play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/punkapocalyptic/play.ts, with its battle: src/games/punkapocalyptic/battle.ts) and its roster format. The book's data
 * and the usual game length come as props from Play.astro.
 */
import { useMemo } from 'react';
import { gangGame } from '../../../games/punkapocalyptic/roster-game';
import { punkapocalypticPlay } from '../../../games/punkapocalyptic/play';
import type { GangBook } from '../../../games/punkapocalyptic/roster-rules';
import type { GameLength } from '../../../games/punkapocalyptic/schema';
import { PlayView } from '../../play/PlayView';
import { useLater } from '../../play/usePlay';
import { useDatacard } from '../../play/Datacard';

export default function PunkapocalypticPlay({ book, version, length }: { book: GangBook; version: string; length?: GameLength }) {
  // The odds against the opponent come after the first paint (they carry the odds tools' code).
  const odds = useLater(() => import('../../../games/punkapocalyptic/play-odds').then((m) => m.punkapocalypticOdds(book)));
  const rosterGame = useMemo(() => gangGame(book), [book]);
  const rules = useMemo(() => punkapocalypticPlay(book, undefined, length), [book, length]);
  // The datacards' drawing (the builder's card parts) comes after the first paint, under their label.
  const datacard = useDatacard('Gear and special rules', useLater(() => import('./datacard').then((m) => m.punkapocalypticDatacard(book))));
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} datacard={datacard} odds={odds} oddsComing={odds === undefined ? 'the opponent' : undefined} />;
}
