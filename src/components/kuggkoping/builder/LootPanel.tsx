/**
 * Between games: buy an upgrade by discarding loot at the book's cost, or trade loot for Tinker dice,
 * each written into the campaign log.
 * The payment rules are buyUpgrade / tradeForTinker's; this only collects the choice.
 */
import { useState } from 'react';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { lootOf, playerOf, type KuggkopingBook, type LootRef } from '../../../games/kuggkoping/roster-rules';
import { buyUpgradeLogged, tradeForTinkerLogged } from '../../../games/kuggkoping/campaign';
import { isInputError } from '../../../common/input-error';
import { CheckField, ChoiceField } from '../../roster';
import { PlayerField, type Player } from './PlayerField';
import { unavailableIf } from '../../tools/unavailable';

const key = (ref: LootRef) => ('gadget' in ref ? `${ref.character}:g${ref.gadget}` : `${ref.character}:q${ref.quirk}`);

export function LootPanel({ roster, book, onChange }: { roster: Roster; book: KuggkopingBook; onChange: (next: Roster) => void }) {
  const [player, setPlayer] = useState<Player>(1);
  const [upgrade, setUpgrade] = useState(book.upgrades[0]?.name ?? '');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const who = roster.mode === 'coop' ? player : 1;
  const loot = lootOf(roster, who);
  const own = roster.characters.map((c, i) => ({ c, i })).filter(({ c }) => playerOf(roster, c) === who);
  const pay = loot.filter((l) => chosen.has(key(l.ref))).map((l) => l.ref);
  const total = loot.filter((l) => chosen.has(key(l.ref))).reduce((s, l) => s + l.value, 0);
  const cost = book.upgrades.find((u) => u.name === upgrade)?.cost ?? 0;
  const target = to === '' ? own[0]?.i : Number(to);

  const run = (change: () => Roster, done: string) => {
    try {
      onChange(change());
      setChosen(new Set());
      setMessage(done);
    } catch (error) {
      // A choice the rules refuse says why; anything else is a bug and is not dressed up as one.
      if (!isInputError(error)) throw error;
      setMessage(error.message);
    }
  };

  return (
    <fieldset className="tk-group">
      <legend>Between games: upgrades and Tinker dice</legend>
      <p className="tk-note">
        Pay with loot: every gadget or quirk discarded counts 1, a gadget with its quirk counts 2. The items leave the Characters carrying them.
      </p>
      <div className="tk-form">
        <PlayerField
          mode={roster.mode}
          label="Player paying"
          value={player}
          onChange={(p) => {
            setPlayer(p);
            setChosen(new Set());
            setTo('');
          }}
        />
        <ChoiceField label="Upgrade" value={upgrade} options={book.upgrades.map((u) => ({ value: u.name, label: `${u.name} (cost ${u.cost})` }))} onChange={setUpgrade} />
        <ChoiceField
          label="For"
          value={target === undefined ? '' : String(target)}
          empty={own.length === 0 ? 'No Character yet' : undefined}
          options={own.map(({ c, i }) => ({ value: String(i), label: c.name.trim() || `Character ${i + 1}` }))}
          onChange={setTo}
        />
      </div>
      {loot.length === 0 ? (
        <p className="tk-note">No loot to discard: gadgets and quirks come from Gizmo rewards.</p>
      ) : (
        <fieldset className="tk-group">
          <legend>Loot to discard</legend>
          {loot.map((l) => (
            <CheckField
              key={key(l.ref)}
              label={`${l.label} (counts ${l.value})`}
              checked={chosen.has(key(l.ref))}
              onChange={(on) => {
                const next = new Set(chosen);
                if (on) next.add(key(l.ref));
                else next.delete(key(l.ref));
                setChosen(next);
              }}
            />
          ))}
        </fieldset>
      )}
      <p role="status">
        Chosen: {total}. {upgrade} costs {cost}.
      </p>
      <div className="rk-row">
        <button
          type="button"
          className="tk-button"
          {...unavailableIf(total !== cost || target === undefined, () => run(() => buyUpgradeLogged(roster, book, upgrade, target!, pay), `Bought ${upgrade}; it is in the campaign log.`))}
        >
          Buy {upgrade}
        </button>
        <button type="button" className="tk-button" {...unavailableIf(total === 0, () => run(() => tradeForTinkerLogged(roster, pay), `Traded for ${total} Tinker dice; it is in the campaign log.`))}>
          Trade for {total} Tinker dice
        </button>
      </div>
      {message && (
        <p className="tk-note" role="status">
          {message}
        </p>
      )}
    </fieldset>
  );
}
