/**
 * The strike-odds island: the kit's generic tool on the strike-odds adapter, with controls of its own:
 * a weapon picker that fills PUNCH and the weapon's quirks, whole-target presets from the data, and
 * buttons that set the target's Armor from its armour quirk.
 */
import { useId, useState, type ReactNode } from 'react';
import { OddsTool, SelectField, type RuleLink, type WidgetProps } from '../../tools';
import { weaponFill, weaponMatches, type StrikeSetup } from '../../../games/heartbreaker/strike-setup';
import { strikeOddsTool, type StrikeOddsData } from '../../../games/heartbreaker/tools/strike-odds';
import './strike-odds.css';

type Props = WidgetProps<ReturnType<typeof strikeOddsTool.fields>, StrikeOddsData>;

function WeaponPicker({ setup, data }: Props) {
  const [chosen, setChosen] = useState('');
  const current = data.weapons.find((w) => w.id === chosen);
  const value = current && weaponMatches(current, setup.values) ? chosen : '';
  const pick = (id: string) => {
    setChosen(id);
    const w = data.weapons.find((x) => x.id === id);
    if (!w) return;
    for (const [name, v] of Object.entries(weaponFill(w, setup.values))) setup.set(name as keyof StrikeSetup, v as never);
  };
  return (
    <SelectField
      label="Weapon"
      value={value}
      options={[{ value: '', label: 'As set below' }, ...data.weapons.map((w) => ({ value: w.id, label: `${w.name} (PUNCH ${w.punch})` }))]}
      onChange={pick}
    />
  );
}

function ArmorButtons({ setup, data }: Props) {
  const id = useId();
  return (
    <div className="hb-choices" role="group" aria-labelledby={id}>
      <p id={id} className="tk-label">
        Set the target&rsquo;s Armor from its armour quirk
      </p>
      <div className="hb-choice-row">
        {data.armorChoices.map((c) => (
          <button key={c.label} type="button" className="tk-button" aria-pressed={setup.values.armor === c.armor} onClick={() => setup.set('armor', c.armor)}>
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Whole targets in one tap (from the data: a fresh recruit, a leader in Heavy Armor); pressed while the form matches. */
function TargetPresets({ setup, data }: Props) {
  const v = setup.values;
  return (
    <div className="hb-choices" role="group" aria-label="Whole targets">
      <div className="hb-choice-row">
        {data.targetPresets.map((p) => (
          <button
            key={p.id}
            type="button"
            className="tk-button hb-preset"
            aria-pressed={Object.entries(p.values).every(([k, x]) => v[k as keyof typeof p.values] === x)}
            onClick={() => {
              for (const [k, x] of Object.entries(p.values)) setup.set(k as keyof typeof p.values, x);
            }}
          >
            <span>{p.name}</span> <span className="hb-preset-numbers">({p.numbers})</span>
          </button>
        ))}
      </div>
    </div>
  );
}

export default function StrikeOdds({ data, links, children }: { data: StrikeOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={strikeOddsTool} data={data} links={links} widgets={{ weaponPicker: (p) => <WeaponPicker {...p} />, targetPresets: (p) => <TargetPresets {...p} />, armorButtons: (p) => <ArmorButtons {...p} /> }}>
      {children}
    </OddsTool>
  );
}
