/**
 * The Heartbreaker play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/heartbreaker/play.ts) and its roster format. The book's data and the strike rules
 * (for the odds between the two gangs, src/games/heartbreaker/play-odds.ts, loaded after the first
 * paint) come as props from Play.astro.
 */
import { useMemo } from 'react';
import { gangGame } from '../../../games/heartbreaker/roster-game';
import { heartbreakerPlay } from '../../../games/heartbreaker/play';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import { PlayView } from '../../play/PlayView';
import { useLater } from '../../play/usePlay';
import type { StrikeRules } from '../../../games/heartbreaker/strike-setup';

export default function HeartbreakerPlay({ book, strikeRules, version }: { book: HeartbreakerBook; strikeRules: StrikeRules; version: string }) {
  // The odds between the gangs come after the first paint (they carry the strike-odds code).
  const odds = useLater(() => import('../../../games/heartbreaker/play-odds').then((m) => m.heartbreakerOdds(book, strikeRules)));
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame } = useMemo(() => ({ rules: heartbreakerPlay(book), rosterGame: gangGame(book) }), [book]);
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} odds={odds} oddsComing={odds === undefined ? 'the opponent' : undefined} />;
}
