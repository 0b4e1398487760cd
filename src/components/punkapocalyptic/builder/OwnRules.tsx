/**
 * What the player adds beyond the core book (version 2 of the gang format): own rules (P12: faction
 * rules, mutations, a model's own abilities, with the player's text; never a problem) and notes, on
 * each model and on the gang. Inserted in ModelEditor and GangEditor as one block each.
 */
import { NOTES_MAX, TEXT_MAX, type Model, type Roster } from '../../../games/punkapocalyptic/roster-format';
import { updateModel } from '../../../games/punkapocalyptic/roster-rules';
import { withOptional } from '../../../roster/own-entries';
import { NotesField, OwnRulesField } from '../../roster';

type Owner = Pick<Model, 'ownRules' | 'notes'>;

function OwnEntries<T extends Owner>({ owner, who, group, hint, onChange }: { owner: T; who: string; group: string; hint: string; onChange: (next: T, group?: string) => void }) {
  return (
    <>
      <OwnRulesField
        owner={who}
        rules={owner.ownRules}
        group={`own-${group}`}
        maxName={TEXT_MAX}
        maxText={NOTES_MAX}
        hint={hint}
        onChange={(rules, g) => onChange(withOptional(owner, 'ownRules', rules), g)}
      />
      <NotesField label={`Notes on ${who}`} value={owner.notes} max={NOTES_MAX} group={`notes-${group}`} onChange={(notes, g) => onChange(withOptional(owner, 'notes', notes), g)} />
    </>
  );
}

export function ModelOwnEntries({ roster, index, label, onChange }: { roster: Roster; index: number; label: string; onChange: (next: Roster, group?: string) => void }) {
  return (
    <OwnEntries
      owner={roster.models[index]!}
      who={label}
      group={String(index)}
      hint="A mutation or an ability of the model’s own that the core book only names: its name and what it does. Shown on the card, never a problem."
      onChange={(m, g) => onChange(updateModel(roster, index, () => m), g)}
    />
  );
}

export function GangOwnEntries({ roster, onChange }: { roster: Roster; onChange: (next: Roster, group?: string) => void }) {
  return <OwnEntries owner={roster} who="the gang" group="gang" hint="Your faction’s rules that the core book only names: a name and what it does. Never a problem." onChange={onChange} />;
}
