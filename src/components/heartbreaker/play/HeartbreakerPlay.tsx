/**
 * The Heartbreaker play page's island: the shared play view (src/components/play/) with this game's play
 * rules (src/games/heartbreaker/play.ts) and its roster format. The book's data and the strike rules
 * (for the odds between the two gangs, src/games/heartbreaker/play-odds.ts, loaded after the first
 * paint) come as props from Play.astro. Under the round: Pressing the Advantage from both gangs'
 * ready fighters, the rival's read from their gang and its marks when it is added.
 */
import { useEffect, useMemo } from 'react';
import { gangGame } from '../../../games/heartbreaker/roster-game';
import { heartbreakerPlay, pressingLine, readyFighters, rivalReady, type HeartbreakerPlayBook } from '../../../games/heartbreaker/play';
import { parseRoster, type Roster } from '../../../games/heartbreaker/roster-format';
import type { HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import type { GameDoc, Opponent } from '../../../play';
import { PlayView } from '../../play/PlayView';
import { useLater } from '../../play/usePlay';
import { useDatacard } from '../../play/Datacard';
import type { StrikeRules } from '../../../games/heartbreaker/strike-setup';

const rivalOf = (doc: GameDoc): Roster | undefined => {
  if (!doc.opponent) return undefined;
  try {
    return parseRoster(doc.opponent.roster);
  } catch {
    return undefined;
  }
};

/** Where End game's write-back finds the open game's rival: set after each render that shows the game. */
function rivalSlot(): { get: () => Opponent | null; set: (o: Opponent | null) => void } {
  let rival: Opponent | null = null;
  return {
    get: () => rival,
    set: (o) => {
      rival = o;
    },
  };
}

function Pressing({ doc, book, remember }: { doc: GameDoc; book: HeartbreakerBook; remember: (o: Opponent | null) => void }) {
  const rival = rivalOf(doc);
  // End game's write-back reads the open game's rival from here (the kit does not hand it over).
  useEffect(() => remember(doc.opponent), [remember, doc.opponent]);
  return <p className="pk-notes hb-pressing">{pressingLine(readyFighters(doc.state), rivalReady(rival, doc.state, book), rival !== undefined)}</p>;
}

export default function HeartbreakerPlay({ book, strikeRules, version }: { book: HeartbreakerPlayBook; strikeRules: StrikeRules; version: string }) {
  // The odds between the gangs come after the first paint (they carry the strike-odds code).
  const odds = useLater(() => import('../../../games/heartbreaker/play-odds').then((m) => m.heartbreakerOdds(book, strikeRules)));
  // The open game's rival, for End game's write-back (their fighters Taken Down and their Bounties).
  // One memo: the rules and the roster format change only with the book.
  const { rules, rosterGame, slot } = useMemo(() => {
    const slot = rivalSlot();
    return { rules: heartbreakerPlay(book, undefined, { opponent: slot.get }), rosterGame: gangGame(book), slot };
  }, [book]);
  // The datacards' drawing (the builder's card parts) comes after the first paint, under their label.
  const datacard = useDatacard('Weapons, gear and abilities', useLater(() => import('./datacard').then((m) => m.heartbreakerDatacard(book))));
  const extra = (doc: GameDoc) => <Pressing doc={doc} book={book} remember={slot.set} />;
  return <PlayView rules={rules} rosterGame={rosterGame} version={version} datacard={datacard} odds={odds} oddsComing={odds === undefined ? 'the opponent' : undefined} extra={extra} />;
}
