/**
 * The battle's set-up and score screens, loaded once a game is open (./BattleBar.tsx lazy-loads
 * them). Set up: the scenario picked from the game's list (the suggested one preselected) or rolled
 * with the seeded roller, who goes first, and the chosen scenario's victory, length, set-up notes
 * and rules link; one `setup` step. Score: each source of the scenario for both sides (mine only in
 * a solo game) as a counter scoring into a round (the current one, or a past one picked to correct
 * it), and each side's points round by round. Every change is one step, so Undo covers it. The words
 * are src/play/battle-words.ts's; this only renders and binds.
 */
import { memo, useDeferredValue, useId, useState } from 'react';
import { createRng, randomSeed } from '../../engine/rng';
import { scoreCommand, sourceTotal, type BattleRules, type BattleState, type ScenarioRules, type Side } from '../../play';
import {
  counterLabel,
  defaultScoreRound,
  firstChoices,
  historyCaption,
  historyCorner,
  historyRounds,
  rollAmongSiblings,
  rollScenario,
  rollWords,
  roundOption,
  roundPickerLabel,
  roundPoints,
  roundShort,
  rulesLinkWords,
  scoreRefusal,
  scoringSides,
  setupText,
  sourcesOf,
  turnLimitWords,
  type ScenarioRoll,
} from '../../play/battle-words';
import { Counter, type PlayStepper } from './PlayView';

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export interface BattleSetupProps<R> {
  rules: BattleRules<R>;
  roster: R;
  scenarios: readonly ScenarioRules[];
  battle: BattleState;
  onStep: PlayStepper;
  onClose: () => void;
}

/** What the chosen scenario asks for: its victory, length, set-up notes and rules. */
function ScenarioNotes({ scenario }: { scenario: ScenarioRules }) {
  return (
    <>
      <dl className="pk-setup-notes">
        <div>
          <dt>Victory:</dt> <dd>{scenario.victory}</dd>
        </div>
        <div>
          <dt>Length:</dt>{' '}
          <dd>
            {turnLimitWords(scenario.turnLimit)}
            {scenario.atLimit ? `. ${scenario.atLimit}` : ''}
          </dd>
        </div>
        {scenario.setup.map((n) => (
          <div key={n.label}>
            <dt>{n.label}:</dt> <dd>{n.text}</dd>
          </div>
        ))}
      </dl>
      {scenario.href && (
        <p className="pk-setup-link">
          <a href={scenario.href}>{rulesLinkWords(scenario)}</a>
        </p>
      )}
    </>
  );
}

export function BattleSetup<R>({ rules, roster, scenarios, battle, onStep, onClose }: BattleSetupProps<R>) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(() => battle.scenario ?? rules.suggested?.(roster) ?? (scenarios.length === 1 ? scenarios[0]!.id : null));
  const [first, setFirst] = useState<Side | null>(battle.first);
  const [roll, setRoll] = useState<ScenarioRoll | null>(null);
  const chosen = scenarios.find((s) => s.id === picked);
  const noun = capital(rules.noun);
  const set = () => {
    if (!chosen) return;
    if (chosen.id !== battle.scenario || first !== battle.first) onStep({ kind: 'setup', scenario: chosen.id, first }, setupText(rules, chosen, first, roll));
    onClose();
  };
  return (
    <div className="pk-confirm pk-setup" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="pk-setup-title">
        Set up the {rules.noun}
      </h4>
      <fieldset className="tk-group">
        <legend>{noun}</legend>
        {scenarios.map((s) => (
          <label key={s.id} className="pk-choice">
            <input type="radio" name={`${id}-scenario`} checked={picked === s.id} onChange={() => setPicked(s.id)} /> {s.name}
          </label>
        ))}
        {rules.rollable && scenarios.length > 1 && (
          <div className="pk-start">
            <button
              type="button"
              className="tk-button"
              onClick={() => {
                const r = rollScenario(scenarios, createRng(randomSeed()));
                setRoll(r);
                if (r) setPicked(r.scenario.id);
              }}
            >
              Roll the {rules.noun}
            </button>
          </div>
        )}
        {chosen?.rolledAmong && (
          <div className="pk-start">
            <button
              type="button"
              className="tk-button"
              onClick={() => {
                const r = rollAmongSiblings(scenarios, chosen, createRng(randomSeed()));
                setRoll(r);
                if (r) setPicked(r.scenario.id);
              }}
            >
              Roll: {chosen.rolledAmong.words}
            </button>
          </div>
        )}
        {(rules.rollable || chosen?.rolledAmong) && <span aria-live="polite">{roll ? rollWords(roll) : ''}</span>}
      </fieldset>
      {chosen && <ScenarioNotes scenario={chosen} />}
      <fieldset className="tk-group">
        <legend>Who goes first</legend>
        {firstChoices(rules).map(([side, label]) => (
          <label key={side ?? 'none'} className="pk-choice">
            <input type="radio" name={`${id}-first`} checked={first === side} onChange={() => setFirst(side)} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="pk-bar">
        <button type="button" className="tk-button rk-primary" disabled={!chosen} onClick={set}>
          Set up the {rules.noun}
        </button>
        <button type="button" className="tk-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export interface BattleScoreProps<R> {
  rules: BattleRules<R>;
  scenario: ScenarioRules;
  battle: BattleState;
  round: number;
  /** The fold's summary ("Score 2–1 · Round 2 of 3"), the same as the place held while this loads. */
  summary: string;
  onStep: PlayStepper;
  say: (said: string | null) => void;
}

/**
 * One side's points round by round (a source a row), scrolling sideways on its own (and by keyboard)
 * when the rounds pass the width. Its own small table: the tools kit's OutcomeTable would pull the
 * tools' shared chunk apart and weigh on every tool page.
 */
const History = memo(function History({ caption, scenario, battle, side, rounds }: { caption: string; scenario: ScenarioRules; battle: BattleState; side: Side; rounds: number }) {
  const sources = sourcesOf(scenario, side);
  const numbers = Array.from({ length: rounds }, (_, i) => i + 1);
  const cells = (source: string) => [...numbers.map((r) => roundPoints(battle, side, source, r)), sourceTotal(battle, side, source)];
  return (
    <div className="pk-history" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>{[historyCorner, ...numbers.map(roundShort), 'Total'].map((head) => <th key={head} scope="col">{head}</th>)}</tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.label}</th>
              {cells(s.id).map((n, i) => <td key={i}>{n}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

function BattleScoreOf<R>({ rules, scenario, battle, round, summary, onStep, say }: BattleScoreProps<R>) {
  const id = useId();
  // A past round picked to correct it holds until the round changes; then points go to the round being played.
  const [picked, setPicked] = useState<{ round: number; at: number } | null>(null);
  const into = picked !== null && picked.at === round ? picked.round : defaultScoreRound(round, scenario.turnLimit);
  const sides = scoringSides(rules);
  const rounds = historyRounds(battle, round, scenario.turnLimit);
  // The round-by-round tables follow a tap in the frame after its own: the counter tapped paints first.
  const shown = useDeferredValue(battle);
  const score = (side: Side, source: ScenarioRules['sources'][number], by: number) => {
    const why = scoreRefusal(battle, side, source, into, by);
    if (why !== null) say(why);
    else onStep(scoreCommand(source, side, into, by));
  };
  return (
    <details className="pk-score">
      <summary>{summary}</summary>
      <div className="pk-score-body">
        <p className="pk-start">
          <label className="tk-label" htmlFor={`${id}-round`}>
            {roundPickerLabel}
          </label>
          <select id={`${id}-round`} className="tk-input" value={into} onChange={(e) => setPicked({ round: Number(e.currentTarget.value), at: round })}>
            {Array.from({ length: round }, (_, i) => i + 1).map((r) => (
              <option key={r} value={r}>
                {roundOption(r, round)}
              </option>
            ))}
          </select>
        </p>
        {sides.map((side) => (
          <div key={side} className="pk-score-side">
            <div className="pk-own">
              {sourcesOf(scenario, side).map((s) => (
                <Counter
                  key={s.id}
                  def={{ id: s.id, label: s.label, max: s.max }}
                  label={counterLabel(rules, side, s)}
                  value={sourceTotal(battle, side, s.id)}
                  onChange={(by) => score(side, s, by)}
                />
              ))}
            </div>
            <History caption={historyCaption(rules, side)} scenario={scenario} battle={shown} side={side} rounds={rounds} />
          </div>
        ))}
      </div>
    </details>
  );
}

/** Drawn again only when the score, the round or the scenario changes: a tap on a card leaves it as it is. */
export const BattleScore = memo(BattleScoreOf) as typeof BattleScoreOf;
