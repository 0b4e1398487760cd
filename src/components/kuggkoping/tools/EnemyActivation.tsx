/**
 * The enemy-activation island: the kit's generic tool on the enemy-activation adapter, with a Roll
 * button that rolls the D6 with the engine's seeded RNG. The seed is shown and kept in the URL
 * (&seed=…), so a shared link replays the same roll. A roll keeps the situation it was made in: when
 * the ticks change afterwards, the die is not read again for the new situation (that result was never
 * rolled); the old result stays, marked as made in the earlier situation, and the button says "Roll
 * again". The roll's outcome also shows in the tool's answer, which stays in view.
 */
import { lazy, Suspense, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OddsTool, parseQuery, RefusalMessage, type RuleLink, type WidgetProps } from '../../tools';
import { randomSeed } from '../../../engine';
import {
  enemyActivationTool,
  rollState,
  rollSummary,
  staleRollNote,
  type ActivationData,
  type MadeRoll,
} from '../../../games/kuggkoping/tools/enemy-activation';
import type { TurnData } from '../../../games/kuggkoping/turn';
import { opensInTurnMode, rememberMode, type TurnMode as Mode } from '../turn/mode';

// The whole turn's code (the turn's rules, the board, attack odds) loads only when it is shown.
const WholeTurn = lazy(() => import('../turn/WholeTurn'));
import './kuggkoping-tools.css';

const SEED_PARAM = 'seed';

/** Writes (or removes) the seed parameter, keeping every other parameter as it is. */
function writeSeed(seed: string | null): void {
  const url = new URL(window.location.href);
  if (seed === null) url.searchParams.delete(SEED_PARAM);
  else url.searchParams.set(SEED_PARAM, seed);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The page address as it was opened (read once: the tool rewrites it as the reader changes things). */
let openingSearch: string | null = null;
const readOpeningSearch = () => (openingSearch ??= window.location.search);
const noSubscription = () => () => {};

/** The roll a shared link names: its seed, in the situation the same link describes (null without a seed). */
function linkRoll(search: string | null, data: ActivationData): MadeRoll | null {
  if (search === null) return null;
  const seed = new URLSearchParams(search).get(SEED_PARAM)?.trim();
  if (!seed || seed.length > 64) return null;
  return { seed, values: parseQuery(search, enemyActivationTool.fields(data)).values };
}

type Props = WidgetProps<ReturnType<typeof enemyActivationTool.fields>, ActivationData>;

function Roller({ setup, data, made, onRoll }: Props & { made: MadeRoll | null; onRoll: (roll: MadeRoll) => void }) {
  const [typedText, setTyped] = useState<string | null>(null);
  const typed = typedText ?? made?.seed ?? '';
  const seedId = useId();
  const rollWith = (seed: string) => {
    setTyped(seed);
    onRoll({ seed, values: setup.values });
  };
  const state = made && rollState(made, setup.values, data);

  // The address replays the roll only while it is the current situation's: a link with the new ticks
  // and the old seed would show a result that was never rolled.
  const linkSeed = state && !state.stale ? made.seed : null;
  useLayoutEffect(() => {
    if (made) writeSeed(linkSeed);
  }, [made, linkSeed]);

  let shown: ReactNode = null;
  if (state?.refusal !== undefined) shown = <RefusalMessage problems={[state.refusal]} />;
  else if (state?.roll) {
    const { roll } = state;
    shown = (
      <div className={state.stale ? 'kk-roll kk-roll-stale' : 'kk-roll'}>
        <span className="kk-die" aria-hidden="true">
          {roll.face}
        </span>
        <div>
          <p className="kk-roll-result">
            {state.stale && <span className="kk-roll-earlier">Earlier roll: </span>}
            {rollSummary(roll)}
          </p>
          {state.stale ? (
            <p className="kk-roll-stale-note">{staleRollNote(state)}</p>
          ) : (
            <>
              {roll.row && <p>{roll.row.text}</p>}
              {roll.row?.followUp && (
                <p>
                  <strong>{roll.row.followUp.name}:</strong> {roll.row.followUp.text}
                </p>
              )}
              {roll.rage && (
                <p>
                  <strong>{roll.rage.name}:</strong> {roll.rage.rule}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="kk-roller" aria-label="Roll an activation">
      <div className="kk-roller-controls">
        <button type="button" className="kk-button" onClick={() => rollWith(randomSeed())}>
          {state?.stale ? 'Roll again' : 'Roll the activation die'}
        </button>
        <div className="tk-field">
          <label className="tk-label" htmlFor={seedId}>
            Seed
          </label>
          <input id={seedId} className="tk-input kk-seed" type="text" value={typed} maxLength={64} autoComplete="off" spellCheck={false} onChange={(e) => setTyped(e.currentTarget.value)} />
        </div>
        <button type="button" className="kk-button kk-button-secondary" disabled={typed.trim() === ''} onClick={() => rollWith(typed.trim())}>
          Roll with this seed
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {shown ?? <p className="tk-note">Roll to see what the enemy does. The seed goes into the page address, so the link replays the same roll.</p>}
        {made && !state?.stale && (
          <p className="tk-note">
            Seed <span className="kk-seed">{made.seed}</span>: share the page address to replay this roll.
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The roll's outcome in the tool's answer, so it stays in view while the situation changes, marked
 * when it was made in an earlier situation. Hidden from screen readers: the roller's own live region
 * already reads the roll out, in full.
 */
function LastRoll({ setup, data, made }: Props & { made: MadeRoll | null }) {
  if (made === null) return null;
  const state = rollState(made, setup.values, data);
  if (!state.roll) return null;
  return (
    <p className={state.stale ? 'kk-last-roll kk-roll-stale' : 'kk-last-roll'} aria-hidden="true">
      {state.stale ? `Earlier situation: ${rollSummary(state.roll)}. Roll again.` : rollSummary(state.roll)}
    </p>
  );
}

let openingMode: Mode | null = null;
const readOpeningMode = (): Mode => (openingMode ??= opensInTurnMode() ? 'turn' : 'single');

/**
 * The page's two modes: one enemy at a time (the odds and a roll), or the whole enemy turn for
 * players without a saved warband. A turn or board link, or a turn in progress in this
 * session, opens the whole turn.
 */
export default function EnemyActivation({ data, links, children }: { data: ActivationData & { turn?: TurnData }; links: RuleLink[]; children?: ReactNode }) {
  const opened = useSyncExternalStore(noSubscription, readOpeningMode, () => 'single' as Mode);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode = data.turn ? (chosen ?? opened) : 'single';
  const choose = (m: Mode) => {
    setChosen(m);
    rememberMode(m);
  };
  return (
    <>
      {data.turn && (
        <div className="kk-turn-mode not-content" role="group" aria-label="What to roll">
          <button type="button" className="kk-button kk-button-secondary" aria-pressed={mode === 'single'} onClick={() => choose('single')}>
            One enemy
          </button>
          <button type="button" className="kk-button kk-button-secondary" aria-pressed={mode === 'turn'} onClick={() => choose('turn')}>
            Whole turn
          </button>
        </div>
      )}
      {mode === 'turn' && data.turn ? (
        <>
          <Suspense fallback={<p className="tk-note">Loading the whole turn…</p>}>
            <WholeTurn data={data.turn} />
          </Suspense>
          {children}
        </>
      ) : (
        <SingleEnemy data={data} links={links}>
          {children}
        </SingleEnemy>
      )}
    </>
  );
}

function SingleEnemy({ data, links, children }: { data: ActivationData; links: RuleLink[]; children?: ReactNode }) {
  // Read after hydration: the first render matches the server's (no roll), then the link's roll shows.
  const opening = useSyncExternalStore(noSubscription, readOpeningSearch, () => null);
  const shared = useMemo(() => linkRoll(opening, data), [opening, data]);
  const [rolled, setMade] = useState<MadeRoll | null>(null);
  const made = rolled ?? shared;
  const widgets = useMemo(
    () => ({
      roller: (p: Props) => <Roller {...p} made={made} onRoll={setMade} />,
      lastRoll: (p: Props) => <LastRoll {...p} made={made} />,
    }),
    [made],
  );
  return (
    <OddsTool tool={enemyActivationTool} data={data} links={links} widgets={widgets}>
      {children}
    </OddsTool>
  );
}

