/**
 * The printed game sheet: the roster kit's print sheet (only it prints, black on white) with one card
 * per model carrying tally boxes for its track (grit, Meat, wounds) and status boxes, what the game
 * has ticked already ticked (a sheet printed mid-game carries on on paper), the counters as boxes
 * to tick with their numbers as they stand, the opponent's models as their panel tracks them (when
 * one is added), and the roster's special rules as a short glossary card; the header gives the date
 * and the site's version.
 */
import { foeFlag, foeOf, opponentRoster, scenarioOf, shownCounters, turnLimitLine, type BattleRules, type FoeRules, type GameDoc, type PlayRules, type PlayState, type ScenarioRules } from '../../play';
import { sheetScore } from '../../play/battle-words';
import { foeMarksFor, foeStanding } from '../../play/foe-marks';
import type { GameSlug } from '../../common/catalog';
import { PrintSheet, type PrintModel } from '../roster/PrintSheet';
import { Card } from '../cards/Card';
import { memo, type ReactNode } from 'react';
import { usePrinting } from '../roster/useAfterPaint';
import type { Datacard } from './Datacard';

/** `n` boxes to tick (at most 30; an unknown track gets 10), the first `ticked` of them ticked already. */
export function Tally({ label, n, ticked = 0, now }: { label: string; n: number; ticked?: number; now?: number }) {
  const boxes = Math.min(30, Math.max(0, n));
  const done = Math.min(boxes, Math.max(0, ticked));
  return (
    <p className="pk-tally">
      {/* A counter's number as the game stands: its boxes stay empty, since whether it counts up or down is each game's. */}
      <span>{now === undefined ? label : `${label} (now ${now})`}</span>{' '}
      <span className="pk-boxes" aria-label={done > 0 ? `${boxes} boxes, ${done} ticked` : `${boxes} boxes`}>
        {'☒'.repeat(done)}
        {'☐'.repeat(boxes - done)}
      </span>
    </p>
  );
}

/** What a game prints on its sheet after the models from the game as it stands (Kuggköping's enemies), or nothing. */
export type SheetExtra<R> = (roster: R, doc: GameDoc) => ReactNode;

/** Notes as the play view shows them, a list; nothing when there are none. */
function Notes({ notes }: { notes: readonly string[] }) {
  return notes.length > 0 ? (
    <ul className="pk-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  ) : null;
}

/** The status boxes under a card's numbers, those that hold now ticked. */
function StatusBoxes({ boxes }: { boxes: readonly { label: string; on?: boolean }[] }) {
  return (
    <p className="pk-tally">
      {boxes.map((b, k) => (
        <span key={k} className="pk-statusbox">
          {b.on ? '☒' : '☐'} {b.label}
        </span>
      ))}
    </p>
  );
}

/**
 * The opponent's models as their panel shows them (issue 37: "the opponent's models the same"): each
 * one's damage and marks as the game stands, ticked, with its datacard whole, read from their roster.
 * Out is the panel's own "out of the game", not my cards' word for it (a Punkapocalyptic model's
 * Downed is one of their marks too).
 */
function TheirModels<R>({ rules, foes, opponent, doc, datacard }: { rules: PlayRules<R>; foes: FoeRules<R>; opponent: R; doc: GameDoc; datacard?: Datacard<R> }) {
  const track = `${rules.track.charAt(0).toUpperCase()}${rules.track.slice(1)}`;
  const kicker = `Their ${rules.noun}${doc.opponent?.name ? ` · ${doc.opponent.name}` : ''}`;
  return (
    // In two columns, as my cards are.
    <div className="rk-print-cards">
      {foes.targets(opponent, doc.state).map((t, j) => {
        const f = foeOf(doc.state, j);
        const marks = foeMarksFor(foes, doc.state, opponent, j);
        return (
          <Card key={j} game={rules.slug as GameSlug} size="model" title={t.name} kicker={kicker}>
            <p>{foeStanding(t, doc.state, j, rules.track, marks)}</p>
            <Tally label={t.max === null ? 'Damage taken' : `${track} lost`} n={t.max ?? 10} ticked={f.damage} />
            <StatusBoxes boxes={[{ label: 'Out of the game', on: f.out }, ...marks.map((m) => ({ label: m.label, on: foeFlag(doc.state, j, m.id) }))]} />
            {datacard?.draw && <div className="pk-datacard-body">{datacard.draw(opponent, j)}</div>}
          </Card>
        );
      })}
    </div>
  );
}

/** The scenario played, whole: its victory condition, turn limit and set-up, on the sheet's first card. */
function ScenarioCard({ game, battle, scenario, state }: { game: GameSlug; battle: BattleRules<unknown>; scenario: ScenarioRules; state: PlayState }) {
  return (
    <Card game={game} size="model" title={scenario.name} kicker={`The ${battle.noun}`}>
      <dl className="pk-glossary">
        {/* Where the game stands, so a sheet printed mid-game carries the score on too. */}
        <div>
          <dt>Score when printed</dt>
          <dd>{sheetScore(battle, scenario, state)}</dd>
        </div>
        <div>
          <dt>Victory</dt>
          <dd>{scenario.victory}</dd>
        </div>
        <div>
          <dt>Turn limit</dt>
          <dd>{turnLimitLine(scenario)}</dd>
        </div>
        {scenario.setup.map((n, i) => (
          <div key={i}>
            <dt>{n.label}</dt>
            <dd>{n.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

interface GameSheetProps<R> {
  rules: PlayRules<R>;
  roster: R;
  doc: GameDoc;
  version: string;
  /** Each model's datacard, printed whole under its numbers. */
  datacard?: Datacard<R>;
  /** The game's own part of the sheet, after the models (Kuggköping's enemies). */
  extra?: SheetExtra<R> | null;
  /** How the opponent's panel tracks their models: the opponent added to the game printed after mine (not when the odds' targets come from the game's data). */
  foes?: FoeRules<R>;
}


export function GameSheet<R>({ rules, roster, doc, version, datacard, extra, foes }: GameSheetProps<R>) {
  const opponent = foes && !foes.fromData ? opponentRoster(rules.parse, doc.opponent) : undefined;
  const infos = rules.models(roster);
  const models: PrintModel[] = infos.map((info, i) => {
    const notes = rules.notes?.(roster, i, doc.state, true) ?? [];
    const actions = rules.modelActions?.(roster, i, doc.state) ?? [];
    // As the card stands: the damage taken and the statuses on ticked, the rest left to tick on paper.
    const now = doc.state.models[i];
    return {
      title: info.name,
      kicker: info.kicker,
      body: (
        <>
          <dl className="pk-stats pk-print-stats">
            {rules.stats(roster, i, doc.state).map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <Tally label={`${rules.track.charAt(0).toUpperCase()}${rules.track.slice(1)} lost`} n={info.max ?? 10} ticked={now?.damage ?? 0} />
          {/* What the card says under its numbers, as the game stands. */}
          <Notes notes={notes} />
          {/* The card's statuses and marks, and its own actions (a Heroic Deed, Contaminated terrain), as boxes to tick. */}
          <StatusBoxes
            boxes={[
              { label: 'Activated', on: now?.activated },
              { label: rules.downLabel, on: now?.down },
              { label: rules.outLabel, on: now?.out },
              ...info.flags.map((f) => ({ label: f.label, on: now?.flags[f.id] === true })),
              ...actions.map((a) => ({ label: a.label })),
            ]}
          />
          {info.counters.filter((c) => !c.secret).map((c) => (
            <Tally key={c.id} label={c.label} n={c.max ?? 6} now={now?.counters[c.id] ?? c.start ?? 0} />
          ))}
          {datacard?.draw && <div className="pk-datacard-body">{datacard.draw(roster, i, doc.state)}</div>}
        </>
      ),
    };
  });
  const glossary = rules.glossary?.(roster) ?? [];
  const scenario = scenarioOf(rules.battle, roster, doc.state);
  const counters = shownCounters(rules.gameCounters(roster), doc.state).filter((c) => !c.secret);
  // The game's own notes the play view shows above the cards (own rules, the roster's notes, the mission's turn).
  const gameNotes = rules.gameNotes?.(roster, doc.state) ?? [];
  return (
    <PrintSheet
      game={rules.slug as GameSlug}
      gameName={rules.gameName}
      noun={`${rules.noun} · game sheet`}
      name={doc.name || `Unnamed ${rules.noun}`}
      header={
        <p>
          Printed {new Date().toISOString().slice(0, 10)} · game started {doc.startedAt.slice(0, 10)} · Round {doc.state.round} · Skirmish Shelf {version}
        </p>
      }
      models={models}
      problems={[]}
      before={scenario ? <ScenarioCard game={rules.slug as GameSlug} battle={rules.battle!} scenario={scenario} state={doc.state} /> : null}
      after={
        <>
          {extra?.(roster, doc)}
          {/* Not the enemies a game's data gives (Kuggköping's): its own part prints those. */}
          {foes && opponent !== undefined && <TheirModels rules={rules} foes={foes} opponent={opponent} doc={doc} datacard={datacard} />}
          {(glossary.length > 0 || counters.length > 0 || gameNotes.length > 0) && (
          <Card game={rules.slug as GameSlug} size="model" title="Rules and counters" kicker="Glossary">
            {counters.map((c) => (
              <Tally key={c.id} label={c.label} n={Math.min(c.max ?? 10, 20)} now={doc.state.counters[c.id] ?? c.start ?? 0} />
            ))}
            <Notes notes={gameNotes} />
            <dl className="pk-glossary">
              {glossary.map(([term, text]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </Card>
          )}
        </>
      }
    />
  );
}

/**
 * The game sheet, on the page only while the browser prints, drawn then from the game as it is: no
 * draw of it follows the taps, which stay quick.
 */
export const GameSheetWhilePrinting = memo(function GameSheetWhilePrinting<R>(props: GameSheetProps<R>) {
  return usePrinting() ? <GameSheet {...props} /> : null;
}) as <R>(props: GameSheetProps<R>) => ReturnType<typeof GameSheet> | null;
