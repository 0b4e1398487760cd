/**
 * The parts of a model the club builder edits as lists: special rules (ticked from the quick start's
 * list, with their [x]), weapons (a printed profile, or one copied from the model's card with its
 * range bands) and gadgets bought from the Fund Pool.
 */
import { useState } from 'react';
import { clubLookup, MAX_RANGE_BANDS, type Gadget, type ModelWeapon, type RangedWeapon, type RuleRef } from '../../../games/wolsung/roster-format';
import { newWeapon, rulesFor, ruleIndex, shownWeapon, withRule, withRuleX } from '../../../games/wolsung/roster-rules';
import type { WolsungRosterData } from '../../../games/wolsung/book-data';
import { CheckField, ChoiceField, CountField, TextField, RemoveEntryButton } from '../../roster';
import { ListEditor } from '../../roster/Lists';
import { unavailableIf } from '../../tools/unavailable';

type Holder = 'model' | 'weapon' | 'gadget';

export interface RuleChecksProps {
  refs: readonly RuleRef[];
  holder: Holder;
  data: WolsungRosterData;
  onChange: (refs: RuleRef[]) => void;
}

/** One box per rule this entry may carry (its [x] beside it once ticked), then any other names the sheet holds. */
export function RuleChecks({ refs, holder, data, onChange }: RuleChecksProps) {
  const choices = rulesFor(holder, data);
  const l = clubLookup(data);
  const others = refs
    .map((ref, i) => ({ ref, i }))
    .filter(({ ref }) => {
      const rule = l.rule(ref.name);
      return rule === undefined || !choices.includes(rule);
    });
  return (
    <>
      <div className="tk-form">
        {choices.map((rule) => {
          const at = ruleIndex(refs, rule, data);
          return (
            <div key={rule.id} className="ws-rule">
              <CheckField
                label={rule.takesX ? `${rule.name} [x]` : rule.name}
                checked={at >= 0}
                onChange={(on) => onChange(withRule(refs, rule, on, data))}
                hint={rule.summary}
              />
              {at >= 0 && rule.takesX && (
                <CountField label={`${rule.name}: x`} value={refs[at]!.x ?? 1} min={1} max={20} onChange={(x) => onChange(withRuleX(refs, rule, x, data))} />
              )}
            </div>
          );
        })}
      </div>
      <ListEditor
        items={others}
        className="ws-other-rules"
        keyOf={({ i }) => i}
        remove={{ label: ({ ref }) => `Remove ${ref.name.trim() || 'it'}`, onRemove: (k) => onChange(refs.filter((_, j) => j !== others[k]!.i)) }}
      >
        {({ ref }) => (
          <span>
            {ref.name.trim() || 'A rule with no name'}
            {ref.x !== null && ref.x !== undefined ? ` [${ref.x}]` : ''} (not one this {holder} can take from the quick start)
          </span>
        )}
      </ListEditor>
    </>
  );
}

export interface WeaponEditorProps {
  weapon: ModelWeapon;
  data: WolsungRosterData;
  onChange: (weapon: ModelWeapon, group?: string) => void;
  onRemove: () => void;
  /** Groups keystrokes of one text box into one Undo step. */
  group: string;
  legend: string;
}

const bandFrom = (w: RangedWeapon, n: number) => (n === 0 ? 0 : w.rangeBands[n - 1]!.upTo);

export function WeaponEditor({ weapon: w, data, onChange, onRemove, group, legend }: WeaponEditorProps) {
  const shown = shownWeapon(w, data);
  return (
    <fieldset className="tk-group ws-item" data-entry="">
      <legend>{legend}</legend>
      {w.kind === 'book' ? (
        <>
          <ChoiceField
            label="Weapon from the quick start"
            value={clubLookup(data).weapon(w.name)?.name ?? w.name}
            options={data.weapons.map((b) => ({ value: b.name, label: b.name }))}
            onChange={(name) => onChange({ ...w, name })}
          />
          <p className="tk-note">
            {shown.strength ? `${shown.strength} · ${shown.bands.join(' · ')}` : 'Not a weapon the quick start prints.'}
            {shown.rules.length > 0 && ` · ${shown.rules.map((r) => r.label).join(', ')}`}
          </p>
        </>
      ) : (
        <>
          <div className="tk-form">
            <TextField label="Name" value={w.name} onChange={(name) => onChange({ ...w, name }, `${group}-name`)} />
            <CountField
              label={w.kind === 'ranged' ? 'Strength (S)' : 'Strength added to the model’s S'}
              value={w.strength}
              min={w.kind === 'ranged' ? 0 : -5}
              max={20}
              onChange={(strength) => onChange({ ...w, strength })}
            />
          </div>
          {w.kind === 'ranged' && (
            <fieldset className="tk-group">
              <legend>Range bands</legend>
              {w.rangeBands.map((b, n) => (
                <div key={n} className="ws-band">
                  <div className="tk-form">
                    <CountField
                      label={`Band ${n + 1} reaches (inches, from ${bandFrom(w, n)}″)`}
                      value={b.upTo}
                      min={1}
                      max={120}
                      onChange={(upTo) => onChange({ ...w, rangeBands: w.rangeBands.map((x, j) => (j === n ? { ...x, upTo } : x)) })}
                    />
                    <CountField
                      label={`Band ${n + 1}: Guns dice added`}
                      value={b.guns}
                      min={-10}
                      max={10}
                      onChange={(guns) => onChange({ ...w, rangeBands: w.rangeBands.map((x, j) => (j === n ? { ...x, guns } : x)) })}
                    />
                  </div>
                  {w.rangeBands.length > 1 && (
                    <button type="button" className="tk-button" onClick={() => onChange({ ...w, rangeBands: w.rangeBands.filter((_, j) => j !== n) })}>
                      Remove band {n + 1}
                    </button>
                  )}
                </div>
              ))}
              {w.rangeBands.length < MAX_RANGE_BANDS && (
                <button
                  type="button"
                  className="tk-button"
                  onClick={() => {
                    const last = w.rangeBands[w.rangeBands.length - 1];
                    onChange({ ...w, rangeBands: [...w.rangeBands, { upTo: (last?.upTo ?? 0) + 8, guns: (last?.guns ?? 1) - 1 }] });
                  }}
                >
                  Add a range band
                </button>
              )}
            </fieldset>
          )}
          <fieldset className="tk-group">
            <legend>Weapon rules</legend>
            <RuleChecks refs={w.specialRules} holder="weapon" data={data} onChange={(specialRules) => onChange({ ...w, specialRules })} />
          </fieldset>
        </>
      )}
      <RemoveEntryButton onRemove={onRemove}>Remove {shown.name}</RemoveEntryButton>
    </fieldset>
  );
}

const ADD_RANGED = 'ranged';
const ADD_MELEE = 'melee';

/** The choice of a new weapon and its button. */
export function AddWeapon({ data, owner, full = false, onAdd }: { data: WolsungRosterData; owner: string; full?: boolean; onAdd: (weapon: ModelWeapon) => void }) {
  const [choice, setChoice] = useState(data.weapons[0] ? `book:${data.weapons[0].name}` : ADD_RANGED);
  const add = () => {
    if (choice === ADD_RANGED || choice === ADD_MELEE) onAdd(newWeapon(choice, data));
    else onAdd({ kind: 'book', name: choice.slice('book:'.length) });
  };
  return (
    <div className="rk-row rk-align-end">
      <ChoiceField
        label="New weapon"
        value={choice}
        options={[
          ...data.weapons.map((b) => ({ value: `book:${b.name}`, label: `${b.name} (the quick start’s profile)` })),
          { value: ADD_RANGED, label: 'Another ranged weapon (profile from its card)' },
          { value: ADD_MELEE, label: 'A melee weapon (profile from its card)' },
        ]}
        onChange={setChoice}
      />
      <button type="button" className="tk-button" {...unavailableIf(full, add)}>
        Add weapon to {owner}
      </button>
    </div>
  );
}

export interface GadgetEditorProps {
  gadget: Gadget;
  data: WolsungRosterData;
  onChange: (gadget: Gadget, group?: string) => void;
  onRemove: () => void;
  group: string;
  legend: string;
}

export function GadgetEditor({ gadget: g, data, onChange, onRemove, group, legend }: GadgetEditorProps) {
  return (
    <fieldset className="tk-group ws-item" data-entry="">
      <legend>{legend}</legend>
      <div className="tk-form">
        <TextField label="Name" value={g.name} onChange={(name) => onChange({ ...g, name }, `${group}-name`)} />
        <CountField label="Cost in Funds" value={g.cost} min={0} max={99} onChange={(cost) => onChange({ ...g, cost })} />
      </div>
      <RuleChecks refs={g.specialRules} holder="gadget" data={data} onChange={(specialRules) => onChange({ ...g, specialRules })} />
      <RemoveEntryButton onRemove={onRemove}>Remove {g.name.trim() || 'this gadget'}</RemoveEntryButton>
    </fieldset>
  );
}
