/**
 * The rolls the warband makes during a game (play view, above the enemy turn), shown only while one
 * is due: a knocked-down Character's recovery at its next activation (K18), Magnetic reassemble's die
 * for a gadget lost at 0 grit, a killed Character's Pay the piper and Mind link, and Negative
 * feedback's dice for grit lost (KB 829-831, ../../../games/kuggkoping/negative-feedback.ts). Each takes the
 * face rolled at the table, or rolls with the site's seeded roller (the seed is in the log); the
 * rules are src/games/kuggkoping/play.ts's, which call campaign.ts's `recoveryOutcome`. Each roll is
 * a step of the game through `run`, so Undo takes it back. At a co-op table on two phones, a Mind
 * link of the other player's that picked one of this phone's Characters is here too, to apply with
 * one tap (play.ts's `mindLinksDue`): only this phone changes its Characters.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { randomSeed } from '../../../engine/rng';
import type { GameDoc } from '../../../play';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { bookIndex, playerOf, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { hasReassemble } from '../../../games/kuggkoping/campaign';
import { hasTrait, TRAIT } from '../../../games/kuggkoping/losses';
import { applyKill, feedbacksDue, killEffectsDue, mindLinksDue, reassembleInPlay, recoverInPlay, recoveryDue, REASSEMBLE_DUE, type KuggkopingOwn } from '../../../games/kuggkoping/play';
import { applyFeedback } from '../../../games/kuggkoping/negative-feedback';
import { CountField, OptionalCountField } from '../../roster/controls';
import type { PlayRun } from '../../play/PlayView';

// The other phone's Mind link on this phone's Character: its code loads only when one is due.
const MindLinks = lazy(() => import('./MindLinkDue'));

const who = (roster: Roster, i: number) => roster.characters[i]!.name.trim() || `Character ${i + 1}`;

function Recovery({ doc, roster, book, index, run }: { doc: GameDoc<KuggkopingOwn>; roster: Roster; book: KuggkopingBook; index: number; run: PlayRun<KuggkopingOwn> }) {
  const [face, setFace] = useState<number | null>(null);
  const [friends, setFriends] = useState(0);
  const [reassemble, setReassemble] = useState<number | null>(null);
  const c = roster.characters[index]!;
  const defence = bookIndex(book).archetype(c.archetype)?.defence;
  const noHelp = hasTrait(roster, playerOf(roster, c), TRAIT.noHelpForTheWeak);
  const name = who(roster, index);
  if (defence === undefined) return null;
  const recover = () => {
    const roll = { face: face ?? undefined, adjacentFriends: noHelp ? 0 : friends, reassembleFace: reassemble ?? undefined, seed: randomSeed() };
    const { words } = recoverInPlay(roster, index, doc.state, book, roll);
    run(`${name}: recovery: ${words.join('; ')}`, (s) => recoverInPlay(roster, index, s, book, roll).state);
    setFace(null);
    setReassemble(null);
  };
  return (
    <li className="kk-roll">
      <p>
        <strong>{name}</strong> is knocked down: at its next activation it rolls 1D6 against {defence}+{noHelp ? ' (No help for the weak: no bonus, no re-roll)' : ', +1 per friendly model adjacent'}.
      </p>
      <div className="tk-form">
        {!noHelp && <CountField label={`Friendly models adjacent to ${name}`} value={friends} min={0} max={8} onChange={setFriends} />}
        <OptionalCountField label={`${name}’s recovery die (empty: roll it here)`} value={face} min={1} max={6} onChange={setFace} />
        {hasReassemble(c) && <OptionalCountField label={`${name}’s Magnetic reassemble die, if a gadget is lost`} value={reassemble} min={1} max={6} onChange={setReassemble} />}
      </div>
      <button type="button" className="tk-button" onClick={recover}>
        {face === null ? `Roll ${name}’s recovery` : `${name} recovers on a ${face}`}
      </button>
    </li>
  );
}

function Reassemble({ doc, roster, book, index, run }: { doc: GameDoc<KuggkopingOwn>; roster: Roster; book: KuggkopingBook; index: number; run: PlayRun<KuggkopingOwn> }) {
  const [face, setFace] = useState<number | null>(null);
  const name = who(roster, index);
  const roll = () => {
    const r = { face: face ?? undefined, seed: randomSeed() };
    const { words } = reassembleInPlay(roster, index, doc.state, book, r);
    run(words.join('; '), (s) => reassembleInPlay(roster, index, s, book, r).state);
    setFace(null);
  };
  return (
    <li className="kk-roll">
      <p>
        <strong>{name}</strong> dropped to 0 grit: Magnetic reassemble keeps its gadget on 5+.
      </p>
      <OptionalCountField label={`${name}’s Magnetic reassemble die (empty: roll it here)`} value={face} min={1} max={6} onChange={setFace} />
      <button type="button" className="tk-button" onClick={roll}>
        {face === null ? 'Roll Magnetic reassemble' : `Magnetic reassemble on a ${face}`}
      </button>
    </li>
  );
}

function Feedback({ doc, roster, book, index, dice, run, theirs }: { doc: GameDoc<KuggkopingOwn>; roster: Roster; book: KuggkopingBook; index: number; dice: number; run: PlayRun<KuggkopingOwn>; theirs: ReadonlySet<number> | undefined }) {
  const [ones, setOnes] = useState<number | null>(null);
  const name = who(roster, index);
  const roll = () => {
    const r = { ones: ones ?? undefined, seed: randomSeed() };
    const { words } = applyFeedback(roster, book, index, doc.state, r, theirs);
    run(words.join('; '), (s) => applyFeedback(roster, book, index, s, r, theirs).state);
    setOnes(null);
  };
  const d = dice === 1 ? 'D6' : `${dice} D6`;
  return (
    <li className="kk-roll">
      <p>
        <strong>{name}</strong> lost {dice} grit: Negative feedback rolls {dice === 1 ? 'a D6' : d}, and each 1 gives 1 damage to another random Character still standing.
      </p>
      <OptionalCountField label={`1s rolled on ${name}’s ${d} (empty: roll here)`} value={ones} min={0} max={dice} onChange={setOnes} />
      <button type="button" className="tk-button" onClick={roll}>
        {ones === null ? `Roll ${name}’s Negative feedback` : `Negative feedback: ${ones} of ${dice} rolled a 1`}
      </button>
    </li>
  );
}

/** `theirs`: at a co-op table, the other player's Characters, whose rolls are made on their phone. */
export default function WarbandRolls({ doc, roster, book, run, theirs }: { doc: GameDoc<KuggkopingOwn>; roster: Roster; book: KuggkopingBook; run: PlayRun<KuggkopingOwn>; theirs?: ReadonlySet<number> | undefined }) {
  const headingId = useId();
  const state = doc.state;
  const mine = (i: number) => !theirs?.has(i);
  const recoveries = roster.characters.flatMap((_, i) => (mine(i) && recoveryDue(state, i) ? [i] : []));
  const reassembles = roster.characters.flatMap((_, i) => (mine(i) && state.models[i]?.flags[REASSEMBLE_DUE] ? [i] : []));
  const kills = roster.characters.flatMap((_, i) => (mine(i) && killEffectsDue(roster, i, state) ? [i] : []));
  // The other phone's Mind link picked one of this phone's Characters (the state shown holds their killed Character's pick).
  const links = mindLinksDue(state).filter((d) => mine(d.friend));
  const feedbacks = feedbacksDue(state).filter((f) => mine(f.index) && roster.characters[f.index]);
  // The pick is made among the Characters standing in the game shown (both players'); one of the other phone's is left for it to apply.
  const table = theirs ? { shown: state, theirs } : undefined;
  if (recoveries.length + reassembles.length + kills.length + links.length + feedbacks.length === 0 || doc.result) return null;
  return (
    <section className="pk-warband-rolls" aria-labelledby={headingId}>
      <h3 id={headingId}>Rolls for the warband</h3>
      <ul className="kk-rolls">
        {links.length > 0 && (
          <Suspense fallback={null}>
            <MindLinks doc={doc} roster={roster} book={book} links={links} run={run} />
          </Suspense>
        )}
        {feedbacks.map((f) => (
          <Feedback key={`f${f.index}-${f.dice}`} doc={doc} roster={roster} book={book} index={f.index} dice={f.dice} run={run} theirs={theirs} />
        ))}
        {reassembles.map((i) => (
          <Reassemble key={`r${i}`} doc={doc} roster={roster} book={book} index={i} run={run} />
        ))}
        {recoveries.map((i) => (
          <Recovery key={`k${i}-${state.round}`} doc={doc} roster={roster} book={book} index={i} run={run} />
        ))}
        {kills.map((i) => (
          <li key={`x${i}`} className="kk-roll">
            <p>
              <strong>{who(roster, i)}</strong> is killed: its warband’s Pay the piper or Mind link applies at once.
            </p>
            <button
              type="button"
              className="tk-button"
              onClick={() => {
                const seed = randomSeed();
                const { words } = applyKill(roster, book, i, state, seed, table);
                run(`${who(roster, i)} killed: ${words.join('; ')}`, (s) => applyKill(roster, book, i, s, seed, table).state);
              }}
            >
              Apply for {who(roster, i)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
