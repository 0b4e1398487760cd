/**
 * The Heartbreaker play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/heartbreaker/play.ts) and its roster format. The book's data and the strike rules
 * (for the odds against the opponent) come as props from Play.astro.
 */
import { useMemo } from 'react';
import { gangGame } from '../../../games/heartbreaker/roster-game';
import { heartbreakerPlay } from '../../../games/heartbreaker/play';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { PlayView } from '../../play/PlayView';
import type { StrikeRules } from '../../../games/heartbreaker/strike-setup';

export default function HeartbreakerPlay({ book, strikeRules, version }: { book: HeartbreakerBook; strikeRules: StrikeRules; version: string }) {
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame } = useMemo(() => ({ rules: heartbreakerPlay(book, strikeRules), rosterGame: gangGame(book) }), [book, strikeRules]);
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} />;
}
