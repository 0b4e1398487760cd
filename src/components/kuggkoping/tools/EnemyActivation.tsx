/**
 * The enemy-activation island: the kit's generic tool on the enemy-activation adapter, with a Roll
 * button that rolls the D6 with the engine's seeded RNG. The seed is shown and kept in the URL
 * (&seed=…), so a shared link replays the same roll. The roll's outcome also shows in the tool's
 * answer, which stays in view while the situation changes (and the roll's total with it).
 */
import { useCallback, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OddsTool, RefusalMessage, type RuleLink, type WidgetProps } from '../../tools';
import { randomSeed } from '../../../engine';
import { activationRoll, enemyActivationTool, rollSummary, type ActivationData } from '../../../games/kuggkoping/tools/enemy-activation';
import { isInputError } from '../../../common/input-error';
import './kuggkoping-tools.css';

const SEED_PARAM = 'seed';

/** Writes (or removes) the seed parameter, keeping every other parameter as it is. */
function writeSeed(seed: string | null): void {
  const url = new URL(window.location.href);
  if (seed === null) url.searchParams.delete(SEED_PARAM);
  else url.searchParams.set(SEED_PARAM, seed);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The seed a shared link names (null without one, and on the server: the server renders no roll). */
function linkSeed(): string | null {
  const shared = new URLSearchParams(window.location.search).get(SEED_PARAM)?.trim();
  return shared && shared.length <= 64 ? shared : null;
}
const noSubscription = () => () => {};

type Props = WidgetProps<ReturnType<typeof enemyActivationTool.fields>, ActivationData>;

/** The set-up's roll with this seed, or a refusal's sentence (an InputError); anything else is a bug and surfaces. */
function rollOrRefusal(setup: Props['setup'], data: ActivationData, seed: string): ReturnType<typeof activationRoll> | string {
  try {
    return activationRoll(setup.values, data, seed);
  } catch (err) {
    if (!isInputError(err)) throw err;
    return err.message;
  }
}

function Roller({ setup, data, seed, onRoll }: Props & { seed: string | null; onRoll: (seed: string) => void }) {
  const [typedText, setTyped] = useState<string | null>(null);
  const typed = typedText ?? seed ?? '';
  const seedId = useId();
  const rollWith = (s: string) => {
    setTyped(s);
    onRoll(s);
  };

  let shown: ReactNode = null;
  if (seed !== null) {
    const roll = rollOrRefusal(setup, data, seed);
    shown =
      typeof roll === 'string' ? (
        <RefusalMessage problems={[roll]} />
      ) : (
        <div className="kk-roll">
          <span className="kk-die" aria-hidden="true">
            {roll.face}
          </span>
          <div>
            <p className="kk-roll-result">{rollSummary(roll)}</p>
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
          </div>
        </div>
      );
  }

  return (
    <section className="kk-roller" aria-label="Roll an activation">
      <div className="kk-roller-controls">
        <button type="button" className="kk-button" onClick={() => rollWith(randomSeed())}>
          Roll the activation die
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
        {seed !== null && (
          <p className="tk-note">
            Seed <span className="kk-seed">{seed}</span>: share the page address to replay this roll.
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The roll's outcome in the tool's answer, so it stays in view while the situation changes. Hidden
 * from screen readers: the roller's own live region already reads the roll out, in full.
 */
function LastRoll({ setup, data, seed }: Props & { seed: string | null }) {
  if (seed === null) return null;
  const roll = rollOrRefusal(setup, data, seed);
  if (typeof roll === 'string') return null;
  return (
    <p className="kk-last-roll" aria-hidden="true">
      {rollSummary(roll)}
    </p>
  );
}

export default function EnemyActivation({ data, links, children }: { data: ActivationData; links: RuleLink[]; children?: ReactNode }) {
  // Read after hydration: the first render matches the server's (no roll), then the link's seed shows.
  const shared = useSyncExternalStore(noSubscription, linkSeed, () => null);
  const [rolled, setRolled] = useState<string | null>(null);
  const seed = rolled ?? shared;
  const roll = useCallback((s: string) => {
    setRolled(s);
    writeSeed(s);
  }, []);
  return (
    <OddsTool
      tool={enemyActivationTool}
      data={data}
      links={links}
      widgets={{ roller: (p) => <Roller {...p} seed={seed} onRoll={roll} />, lastRoll: (p) => <LastRoll {...p} seed={seed} /> }}
    >
      {children}
    </OddsTool>
  );
}
