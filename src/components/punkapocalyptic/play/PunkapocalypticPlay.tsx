/**
 * The Punkapocalyptic play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/punkapocalyptic/play.ts) and its roster format. The book's data comes as props from Play.astro.
 */
import { useMemo } from 'react';
import { gangGame } from '../../../games/punkapocalyptic/roster-game';
import { punkapocalypticPlay } from '../../../games/punkapocalyptic/play';
import type { GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { PlayView } from '../../play/PlayView';

export default function PunkapocalypticPlay({ book, version }: { book: GangBook; version: string }) {
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame } = useMemo(() => ({ rules: punkapocalypticPlay(book), rosterGame: gangGame(book) }), [book]);
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} />;
}
