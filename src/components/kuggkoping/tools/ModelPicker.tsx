/**
 * Picks one side of a Kuggköping fight from the game's data: an archetype with its gadgets, quirks and
 * warband trait, or an enemy type / boss with its faction and difficulty. It only collects the choice;
 * builds.ts turns it into profile fields, which the tool writes into its (URL) inputs.
 */
import { CheckboxField, FieldGroup, SelectField, type EnumOption } from '../../tools';
import type { Build, PickerData } from '../../../games/kuggkoping/builds';
import { withFace } from '../../../common/roll-order';

export interface ModelPickerProps {
  role: 'attacker' | 'target';
  build: Build;
  data: PickerData;
  onChange: (build: Build) => void;
}

const none = (label = 'None'): EnumOption => ({ value: '', label });

export function ModelPicker({ role, build, data, onChange }: ModelPickerProps) {
  const [kind, id] = build.model.split(':');
  const set = (patch: Partial<Build>) => onChange({ ...build, ...patch });
  const models: EnumOption[] = [
    { value: 'custom', label: 'Type the profile yourself' },
    ...data.archetypes.map((a) => ({ value: `archetype:${a.id}`, label: `${a.name} (Character)` })),
    ...data.enemyTypes.map((e) => ({ value: `enemy:${e.id}`, label: `${e.name} (enemy)` })),
    ...data.bosses.map((b) => ({ value: `boss:${b.id}`, label: `${b.name} (boss)` })),
  ];
  // Gadgets and quirks in die order, each with its face, as on the lists a player rolls on.
  const list = (items: { id: string; name: string; kind: string; roll: number }[], want: 'weapon' | 'defence'): EnumOption[] => [
    none(),
    ...items.filter((i) => i.kind === want).map((i) => ({ value: i.id, label: withFace(i) })),
  ];
  const maxGrit = kind === 'archetype' ? data.archetypes.find((a) => a.id === id)?.grit : kind === 'enemy' ? data.enemyTypes.find((e) => e.id === id)?.grit : data.bosses.find((b) => b.id === id)?.grit;
  const gritLostOptions: EnumOption[] = Array.from({ length: Math.max(1, (maxGrit ?? 1) + 1) }, (_, k) => ({ value: String(k), label: String(k) }));
  const aims = kind === 'archetype' && data.archetypes.find((a) => a.id === id)?.abilities.some((ab) => ab.effects.some((e) => e.condition === 'afterAim'));
  const title = role === 'attacker' ? 'Attacker' : 'Target';

  return (
    <FieldGroup legend={`${title} from the game’s data`} className="kk-picker">
        <SelectField label={`${title} model`} value={build.model} options={models} onChange={(model) => onChange({ model, gritLost: 0 })} hint="Fills the fields below; you can still change them." />
        {kind === 'archetype' && (
          <>
            <SelectField label="Weapon gadget" value={build.weaponGadget ?? ''} options={list(data.gadgets, 'weapon')} onChange={(v) => set({ weaponGadget: v || undefined })} />
            <SelectField label="Weapon quirk" value={build.weaponQuirk ?? ''} options={list(data.quirks, 'weapon')} onChange={(v) => set({ weaponQuirk: v || undefined })} />
            <SelectField label="Defence gadget" value={build.defenceGadget ?? ''} options={list(data.gadgets, 'defence')} onChange={(v) => set({ defenceGadget: v || undefined })} />
            <SelectField label="Defence quirk" value={build.defenceQuirk ?? ''} options={list(data.quirks, 'defence')} onChange={(v) => set({ defenceQuirk: v || undefined })} />
            <SelectField
              label="Warband trait"
              value={build.trait ?? ''}
              options={[none(), ...data.defenceTraits.map((t) => ({ value: t.id, label: t.name }))]}
              onChange={(v) => set({ trait: v || undefined })}
            />
            {role === 'attacker' && <CheckboxField label="Discards a Power pack" checked={!!build.powerPack} onChange={(powerPack) => set({ powerPack })} />}
            {role === 'attacker' && aims && <CheckboxField label="Aimed first (target 2+ spaces away)" checked={!!build.aimed} onChange={(aimed) => set({ aimed })} />}
          </>
        )}
        {(kind === 'enemy' || kind === 'boss') && (
          <>
            <SelectField
              label="Enemy faction"
              value={build.faction ?? ''}
              options={[none('None (Easy difficulty)'), ...data.factions.map((f) => ({ value: f.id, label: f.name }))]}
              onChange={(v) => set({ faction: v || undefined })}
            />
            <CheckboxField label="Black Streets district" checked={!!build.blackStreets} onChange={(blackStreets) => set({ blackStreets })} hint="Faction rules become their Black Streets variants." />
            <CheckboxField label="Hard rule: tougher enemies" checked={!!build.toughEnemies} onChange={(toughEnemies) => set({ toughEnemies })} />
            {role === 'attacker' && <CheckboxField label="Attacking on a Rage result" checked={!!build.rage} onChange={(rage) => set({ rage })} />}
          </>
        )}
        {kind !== 'custom' && <SelectField label="Grit lost before this attack" value={String(build.gritLost ?? 0)} options={gritLostOptions} onChange={(v) => set({ gritLost: Number(v) })} />}
    </FieldGroup>
  );
}
