/**
 * What the player adds to a model beyond the quick start (version 2 of the club format): own rules
 * from the model's card (W9), a caster's spells, notes. Inserted in ModelEditor as one block.
 */
import { MAX_NAME, NOTES_MAX, type Model, type Roster, type WolsungRosterData } from '../../../games/wolsung/roster-format';
import { clubReminders, handSize } from '../../../games/wolsung/roster-checks';
import { isCaster, updateModel } from '../../../games/wolsung/roster-rules';
import { withOptional } from '../../../roster/own-entries';
import { NotesField, OwnRulesField } from '../../roster';
import { SpellList } from './SpellList';

/** W9's reminders for model `index` (a Golem with no Scientist in the club): a note, not a problem. */
export function Reminders({ roster, index, data }: { roster: Roster; index: number; data: WolsungRosterData }) {
  const notes = clubReminders(roster, data).filter((r) => r.index === index);
  if (notes.length === 0) return null;
  return (
    <ul className="tk-note rk-reminders" aria-label="Reminders">
      {notes.map((r, i) => (
        <li key={i}>{r.message}</li>
      ))}
    </ul>
  );
}

/** The club's own rules and notes (beside its name). */
export function ClubExtras({ roster, onChange }: { roster: Roster; onChange: (next: Roster, group?: string) => void }) {
  return (
    <>
      <p className="tk-note">
        Hand size: {handSize(roster)} cards (3, and 1 more for each hero).
      </p>
      <OwnRulesField
        owner="the club"
        rules={roster.ownRules}
        group="own-club"
        maxName={MAX_NAME}
        maxText={NOTES_MAX}
        hint="Rules the whole club plays by that the quick start only names: a name and what it does. Never a problem."
        onChange={(rules, group) => onChange(withOptional(roster, 'ownRules', rules), group)}
      />
      <NotesField label="Notes on the club" value={roster.notes} max={NOTES_MAX} group="notes-club" onChange={(notes, group) => onChange(withOptional(roster, 'notes', notes), group)} />
    </>
  );
}

export function ModelExtras({ roster, index, title, onChange }: { roster: Roster; index: number; title: string; onChange: (next: Roster, group?: string) => void }) {
  const m = roster.models[index]!;
  const set = (key: 'ownRules' | 'spells' | 'notes', value: Model['notes'] | Model['ownRules'] | Model['spells'], group?: string) =>
    onChange(updateModel(roster, index, (x) => withOptional(x, key, value)), group);
  return (
    <>
      <OwnRulesField
        owner={title}
        rules={m.ownRules}
        group={`own-${index}`}
        maxName={MAX_NAME}
        maxText={NOTES_MAX}
        hint="Abilities printed on the model’s own card: its name and what it does. Shown on the card, never a problem."
        onChange={(rules, group) => set('ownRules', rules, group)}
      />
      {isCaster(m) && <SpellList owner={title} spells={m.spells} group={`spell-${index}`} onChange={(spells, group) => set('spells', spells, group)} />}
      <NotesField label={`Notes on ${title}`} value={m.notes} max={NOTES_MAX} group={`notes-${index}`} onChange={(notes, group) => set('notes', notes, group)} />
    </>
  );
}
