/**
 * At a co-op table on two phones (issue 36), the other player's Mind link that picked one of this
 * phone's Characters (KB 833-834; src/games/kuggkoping/play.ts's `mindLinksDue`): a notice with one
 * tap that applies it as a step of this phone's game (`run`), so only this phone changes its
 * Characters and Undo takes it back. Drawn in WarbandRolls' list, loaded only when one is due.
 */
import type { GameDoc } from '../../../play';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import type { KuggkopingOwn, MindLinkDue as Due } from '../../../games/kuggkoping/play';
import { applyMindLink } from '../../../games/kuggkoping/mind-link';
import type { PlayRun } from '../../play/PlayView';

export default function MindLinkDue({ doc, roster, book, links, run }: { doc: GameDoc<KuggkopingOwn>; roster: Roster; book: KuggkopingBook; links: readonly Due[]; run: PlayRun<KuggkopingOwn> }) {
  return links.map((d) => {
    const { words } = applyMindLink(roster, book, doc.state, d);
    const f = doc.state.models[d.friend]!;
    const name = roster.characters[d.friend]!.name.trim() || `Character ${d.friend + 1}`;
    const nothing = f.down || f.out;
    return (
      <li key={`m${d.killed}-${d.friend}`} className="kk-roll kk-mind-link">
        <p>
          <strong>{words}.</strong> {nothing ? 'Mark it seen here (a step of this game, so Undo asks again).' : 'Apply it here: a step of this game, so Undo takes it back.'}
        </p>
        <button type="button" className="tk-button" onClick={() => run(words, (s) => applyMindLink(roster, book, s, d).state)}>
          {nothing ? `Seen: nothing changes for ${name}` : `Knock ${name} down`}
        </button>
      </li>
    );
  });
}
