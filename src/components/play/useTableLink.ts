/**
 * The open game as the play view shows it when it is linked to the opponent's phone (Table Link,
 * src/play/table-link.ts): their roster as the opponent and their models' damage and statuses as the
 * opponent's, for the odds on my cards. The table link's code loads only for a linked game (or once
 * the player opens "Link with my opponent"), so the play page's first load does not carry it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameDoc, PlayRules } from '../../play';
import type { CoopView } from '../../play/table-link-coop';

type LinkCode = typeof import('../../play/table-link') & typeof import('../../play/table-link-format');

/**
 * The table link's pure code (co-op's with it, through ../../play/table-link.ts's coopOf and
 * coopEnding), loaded once; with it the ended game's report view (./EndedReport), which End game shows: phones at a
 * table may have lost the network since the link was made.
 */
export const loadTableLink = (): Promise<LinkCode> =>
  Promise.all([import('../../play/table-link'), import('../../play/table-link-format'), import('./EndedReport')]).then(([a, b]) => ({ ...a, ...b }));

/**
 * The game to show (`doc` itself when not linked, or while the code loads), the link's code once
 * loaded, and, for a co-op table (a roster two players share, ../../play/table-link-coop.ts), the
 * co-op view: the game from both phones' sides, and what on this phone is the other seat's.
 */
export function useTableLink<R>(rules: PlayRules<R>, doc: GameDoc | undefined, wanted: boolean, roster?: R): { shown: GameDoc | undefined; code: LinkCode | undefined; coop: CoopView<R> | null } {
  const [code, setCode] = useState<LinkCode | undefined>(undefined);
  const need = wanted || doc?.link !== undefined;
  useEffect(() => {
    if (!need || code) return;
    let live = true;
    void loadTableLink().then((c) => {
      if (live) setCode(() => c);
    });
    return () => {
      live = false;
    };
  }, [need, code]);
  const raw = doc?.link;
  // Worked out again only when their side changed (a tap on my side keeps the same opponent objects).
  const theirs = useMemo(() => (code && raw !== undefined ? code.linkedOpponent(rules, code.linkOf({ link: raw })) : null), [code, raw, rules]);
  const mine = doc?.state;
  const coop = useMemo(() => (code && raw !== undefined && mine ? code.coopOf(rules, roster, code.linkOf({ link: raw }), mine) : null), [code, raw, rules, roster, mine]);
  const shown = useMemo(() => (doc && coop ? { ...doc, state: coop.state } : doc && theirs ? { ...doc, opponent: theirs.opponent, state: { ...doc.state, foes: theirs.foes } } : doc), [doc, theirs, coop]);
  return { shown, code, coop };
}
