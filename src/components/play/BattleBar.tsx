/**
 * The battle above the cards, for a game whose rules have one (`PlayRules.battle`): folded so that
 * the first card stays on a phone's first screen. Until it is set up, one line "No scenario set" with
 * Set up; then one line that sums the set-up up and reopens it, and the score's fold (the set-up and
 * the score: ./BattlePanel.tsx). The standing at the endgame is said here, in a polite live region,
 * fold open or not; End game's question with the result the scenario's rule works out is
 * `BattleEndConfirm`. All of it (and its words, src/play/battle-words.ts) loads once a game is open,
 * like the opponent's panel: PlayView lazy-loads this module, so the page's first load carries none
 * of it. Every choice is a step of the game (`setup`, `score`), so Undo covers it.
 */
import { memo, useMemo, useRef, useState } from 'react';
import { battleOf, battleResult, battleStanding, scenarioOf, type BattleRules, type Outcome, type PlayState } from '../../play';
import { endProposal, notSetLine, scoreNote, scoreSummary, scoringSides, setupSummary, standingLine } from '../../play/battle-words';
import type { PlayStepper } from './PlayView';
import { useLiveState, type LiveGame } from './usePlay';
import { BattleScore, BattleSetup } from './BattlePanel';
import { EndConfirm } from './Confirm';

export interface BattleBarProps<R> {
  battle: BattleRules<R>;
  roster: R;
  state: PlayState;
  /** The game to follow itself (useLiveState), where the view shows this phone's own game: the score's step is drawn here in its tap. */
  live?: LiveGame | null;
  onStep: PlayStepper;
  /** Says why a score change is not taken (the page's status line). */
  say: (said: string | null) => void;
}

/** What the score's line reads of the game before the view follows it (the rest, the endgame's reading of the models, comes with the view). */
const sameScore = (a: PlayState, b: PlayState) => a.battle === b.battle && a.round === b.round;

function BattleBarOf<R>({ battle: rules, roster, state: given, live = null, onStep, say }: BattleBarProps<R>) {
  const state = useLiveState(live, given, sameScore);
  const scenarios = useMemo(() => rules.scenarios(roster), [rules, roster]);
  const [setupOpen, setSetupOpen] = useState(false);
  const battle = battleOf(state);
  const scenario = battle.scenario === null ? undefined : scenarios.find((s) => s.id === battle.scenario);
  const sides = scoringSides(rules);
  const standing = scenario ? standingLine(battleStanding(scenario, state)) : null;
  const summary = scenario ? scoreSummary(scenario, battle, state.round, sides) : '';
  const toggle = () => setSetupOpen(!setupOpen);
  const line = useRef<HTMLParagraphElement>(null);
  // Closed (set or cancelled): focus goes back to the line's button, the one that now sums it up.
  const close = () => {
    setSetupOpen(false);
    requestAnimationFrame(() => line.current?.querySelector('button')?.focus());
  };
  return (
    <section className="pk-battle" aria-label={`The ${rules.noun} and the score`}>
      <p className="pk-battle-line" ref={line}>
        {scenario ? (
          <button type="button" className="tk-button pk-battle-summary" aria-expanded={setupOpen} onClick={toggle} aria-label={`Set-up: ${setupSummary(rules, scenario, battle.first)}. Change it`}>
            {setupSummary(rules, scenario, battle.first)}
          </button>
        ) : (
          <>
            <span>{notSetLine(rules.noun)}:</span>{' '}
            <button type="button" className="tk-button" aria-expanded={setupOpen} onClick={toggle}>
              Set up
            </button>
          </>
        )}
      </p>
      {setupOpen && <BattleSetup rules={rules} roster={roster} scenarios={scenarios} battle={battle} onStep={onStep} onClose={close} />}
      {scenario && <BattleScore rules={rules} scenario={scenario} battle={battle} round={state.round} summary={summary} onStep={onStep} say={say} />}
      <p className="pk-standing" role="status">
        {standing ?? ''}
      </p>
    </section>
  );
}

/** Drawn again only when the battle, the round or what the endgame reads changes (the state). */
export const BattleBar = memo(BattleBarOf) as typeof BattleBarOf;

/**
 * End game for a game set up as a scenario: the result the scenario's rule works out preselected (or
 * left to the players), the score as the note. The rest is End game's question as every game asks it.
 */
export function BattleEndConfirm<R>({ battle: rules, roster, state, onRecord, onCancel }: { battle: BattleRules<R>; roster: R; state: PlayState; onRecord: (outcome: Outcome, note: string) => void; onCancel: () => void }) {
  const scenario = scenarioOf(rules, roster, state);
  if (!scenario) return <EndConfirm onRecord={onRecord} onCancel={onCancel} />;
  const proposal = endProposal(battleResult(scenario, state));
  return <EndConfirm key={proposal?.text ?? ''} proposal={proposal} note={scoreNote(scenario, state, scoringSides(rules))} onRecord={onRecord} onCancel={onCancel} />;
}
