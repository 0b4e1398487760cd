/**
 * Kuggköping's enemy turn in the play view, under the round and the warband's counters and
 * above the Characters' cards. The turn is EnemyTurn (src/components/kuggkoping/turn/) with the set-up
 * pieces the enemy-activation page's whole-turn mode uses (settings, enemies with the type picker);
 * its Characters are the warband's, with their grit lost from the game. Its board (TurnBoard) is drawn
 * in place or read from a board-tool link; with every model on it, situations and the next enemy come
 * from it (K13). The turn's state is kept in
 * the game (its own part of the state, src/games/kuggkoping/play-turn.ts) and every change is a step of the game
 * written through `run`, so the log says it, Undo takes it back and a reload finds it.
 *
 * The turn is a fold under its heading, closed when the page loads (its line says how many enemies
 * have activated) and open once the player opens it, from game to game on this page: its code comes
 * after the cards are drawn, and a closed fold of the same shape holds its place until then
 * (KuggkopingPlay), so no card moves under a thumb when it arrives.
 */
import { useId, useMemo, useState } from 'react';
import { randomSeed } from '../../../engine';
import type { GameDoc } from '../../../play';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import type { KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { newRound, turnJson, type TurnData, type TurnState } from '../../../games/kuggkoping/turn';
import { campfireArrivals, campfireDue, campfireNotice, GAME_TURN_NEWER, gameTurn, hasNewerTurn, sheetEnemies, turnStepText, withCampfireArrivals, withTurnStep } from '../../../games/kuggkoping/play-turn';
import { turnLine, type KuggkopingOwn } from '../../../games/kuggkoping/play';
import type { PlayRun } from '../../play/PlayView';
import EnemyTurn, { useGuard } from '../turn/EnemyTurn';
import { EnemiesSetup, TurnSettingsFields } from '../turn/TurnSetup';
import TurnBoard from '../turn/TurnBoard';
import { Card } from '../../cards/Card';
import { Tally, type SheetExtra } from '../../play/GameSheet';

/** The player opened the turn on this page: it stays open when another game is opened. */
let opened = false;

/**
 * `shownFrom`: at a co-op table, on the phone that did not start the game, the line that says whose
 * phone runs the enemy turn (src/play/table-link-coop.ts): the turn is the starter's as last
 * received, drawn to read only (every control disabled, no set-up and no new turn). Null: this phone
 * runs it.
 */
type SlotProps = { doc: GameDoc<KuggkopingOwn>; roster: Roster; data: TurnData; book: KuggkopingBook; run: PlayRun<KuggkopingOwn>; shownFrom?: string | null };

export default function EnemyTurnSlot(props: SlotProps) {
  // A turn a newer site saved is never drawn here, so no step of this page can overwrite it.
  if (hasNewerTurn(props.doc.state)) {
    return (
      <section className="pk-enemy-turn" aria-label="Enemy turn">
        <h3>Enemy turn</h3>
        <p className="kk-turn-error" role="status">
          {GAME_TURN_NEWER}
        </p>
      </section>
    );
  }
  return <GameEnemyTurn {...props} />;
}

function GameEnemyTurn({ doc, roster, data, book, run, shownFrom = null }: SlotProps) {
  const headingId = useId();
  // The seed of a game's first turn, until its first step saves it.
  const [seed] = useState(randomSeed);
  // The warband's Characters as built (gear, defence, grit, counter dice), from the book.
  const turn = useMemo(() => gameTurn(roster, doc.state, data, seed, book), [roster, doc.state, data, seed, book]);
  const change = (next: TurnState, step?: string) => {
    if (turnJson(next) === turnJson(turn)) return;
    // A kill or a Gizmo claimed on the turn is counted into the score in the same step (withTurnStep).
    const { counted } = withTurnStep(doc.state, turn, next);
    run(`${step ?? turnStepText(turn, next, data)}${counted}`, (s) => withTurnStep(s, turn, next).state);
  };
  const [error, act] = useGuard(change);
  const [shown, setShown] = useState(opened);
  const [open, setOpen] = useState(turn.enemies.length === 0);
  // Once the turn's first enemy has activated, the set-up folds away so that the roll and its result
  // sit under the round at the table, not under the list of enemies (the player can open it again).
  const started = turn.order.length > 0;
  const [wasStarted, setWasStarted] = useState(started);
  if (started !== wasStarted) {
    setWasStarted(started);
    if (started) setOpen(false);
  }
  // The Campfire's Grunts, due at the start of a turn after a kill (KB 2052-2054): said above the fold, open or not.
  const campfire = shownFrom === null && !doc.result ? campfireDue(doc.state) : null;
  const round = doc.state.round;
  return (
    <section className="pk-enemy-turn" aria-labelledby={headingId}>
      <h3 id={headingId}>Enemy turn</h3>
      {campfire && (
        <div className="kk-campfire" role="group" aria-labelledby={`${headingId}-campfire`}>
          <p id={`${headingId}-campfire`}>
            <strong>Campfire:</strong> {campfireNotice(campfire)}
          </p>
          <button
            type="button"
            className="tk-button"
            onClick={() => {
              const { turn: next, words } = campfireArrivals(turn, data, campfire.killed, round);
              run(words, (s) => withCampfireArrivals(s, next));
            }}
          >
            Roll the edges: add {campfire.killed === 1 ? 'the Grunt' : `${campfire.killed} Grunts`}
          </button>
        </div>
      )}
      <details
        className="pk-turn-fold"
        open={shown}
        onToggle={(e) => {
          opened = e.currentTarget.open;
          setShown(opened);
        }}
      >
        <summary>{turnLine(doc.state)}</summary>
        {shown && shownFrom !== null && (
          <>
            <p className="tk-note kk-turn-owner">{shownFrom}</p>
            <fieldset className="kk-turn-shown" disabled>
              <EnemyTurn data={data} state={turn} onChange={() => undefined} headingLevel={4} />
            </fieldset>
          </>
        )}
        {shown && shownFrom === null && (
          <>
            <details className="kk-turn-setup" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
              <summary>
                <strong>Set up the enemy turn</strong>: {turn.characters.length} Characters, {turn.enemies.length} enemies
              </summary>
              <TurnSettingsFields data={data} state={turn} act={act} />
              <EnemiesSetup data={data} state={turn} act={act} Heading="h4" />
            </details>
            {error && (
              <p className="kk-turn-error" role="alert">
                {error}
              </p>
            )}
            <EnemyTurn data={data} state={turn} onChange={change} headingLevel={4} boardView={<TurnBoard data={data} turn={turn} onChange={change} />} />
            <div className="kk-turn-buttons">
              <button type="button" className="kk-button kk-button-secondary" disabled={turn.enemies.length === 0} onClick={() => act(() => newRound(turn, randomSeed()))}>
                New enemy turn
              </button>
            </div>
          </>
        )}
      </details>
    </section>
  );
}

/**
 * The enemies on the printed game sheet, loaded with this module (KuggkopingPlay): the enemy turn's
 * settings and each enemy with its profile as the turn plays it and its grit to tick (what is lost
 * already ticked), so a table whose phone dies plays on from paper.
 */
export function enemySheet(data: TurnData, book: KuggkopingBook): SheetExtra<Roster> {
  return (roster, doc) => {
    const sheet = sheetEnemies(roster, doc.state, data, book);
    if (!sheet) return null;
    return (
      <Card game="kuggkoping" size="model" title="Enemies" kicker="Enemy turn">
        <ul className="pk-notes">
          {sheet.settings.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        {sheet.enemies.map((e, i) => (
          <div key={i} className="pk-sheet-enemy">
            <p>
              <strong>{e.name}</strong>
              {e.down ? ' (knocked down)' : ''}: {e.line}
            </p>
            <p>{e.now}</p>
            {e.ability && <p>{e.ability}</p>}
            <Tally label="Grit lost" n={e.fullGrit} ticked={e.gritLost} />
          </div>
        ))}
      </Card>
    );
  };
}
