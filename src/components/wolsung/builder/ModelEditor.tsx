/**
 * One hero or henchman in the club editor, a compact card (ModelFold): its name, hero or henchman
 * with suit and Funds or cost, the profile and Armour, and its count of problems. Its editor, one
 * open at a time: name, hero or henchman, a hero's suit and Funds or a henchman's cost, the profile,
 * Armour and Magic Ability, special rules, weapons and gadgets, the card in full, the odds links,
 * and copy / move / remove.
 */
import { memo, useId, useMemo } from 'react';
import { characteristicOf, characteristics, clubLookup, MAX_GADGETS, MAX_MODELS, MAX_WEAPONS, type Model, type Roster } from '../../../games/wolsung/roster-format';
import {
  copyModel,
  modelCard,
  moveModel,
  newGadget,
  oddsLinks,
  removeModel,
  updateModel,
  withKind,
  withProfileValue,
  type ModelCard,
  type WolsungClubBook,
} from '../../../games/wolsung/roster-rules';
import { ChoiceField, CountField, ModelProblems, TextField, MoveButtons, RemoveModelButton } from '../../roster';
import { closedModelUnchanged, ModelFold, type OpenModel } from '../../roster/ModelFold';
import type { RosterProblem } from '../../../roster';
import { AddWeapon, GadgetEditor, RuleChecks, WeaponEditor } from './GearEditor';
import { CardTexts, ProfileExtras, ProfileTable } from './ModelCard';
import { ModelExtras, Reminders } from './ModelExtras';
import { unavailableIf } from '../../tools/unavailable';

export interface ModelEditorProps {
  roster: Roster;
  index: number;
  book: WolsungClubBook;
  onChange: (next: Roster, group?: string) => void;
  problems: readonly RosterProblem[];
  anchorId: string;
  /** Which model's editor is open (one at a time). */
  open: OpenModel;
  /** The anchor id of the model at an index (EditorProps.modelId): a moved model's editor opens there. */
  anchorOf: (index: number) => string;
}

/** Profile values the form offers (the quick start's models stay far below). */
const PROFILE_MAX = 20;

/** "Pistol, Steam fists · Hard to kill · gadgets: Aetheric goggles": what the model has, on one line. */
function gearLine(card: ModelCard): string {
  return [
    card.weapons.length > 0 ? card.weapons.map((w) => w.name).join(', ') : 'no weapon',
    card.rules.map((r) => r.label).join(', '),
    card.gadgets.length > 0 ? `gadgets: ${card.gadgets.map((g) => g.name).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "M 4 · F 2 · S 3 · G 3 · R 3 · W 3 · Armour 2": the numbers that matter at the table, on one line. */
function factsLine(card: ModelCard): string {
  return [...card.profile.map(({ c, value }) => `${c.abbreviation} ${value ?? '–'}`), card.armour !== 0 ? `Armour ${card.armour}` : ''].filter(Boolean).join(' · ');
}

/**
 * A closed model is drawn again only when its card would change (closedModelUnchanged): a keystroke
 * in the club's name or another model's editor leaves it alone, so a key in a large club redraws one card, not all.
 */
export const ModelEditor = memo(function ModelEditor({ roster, index, book, onChange, problems, anchorId, open, anchorOf }: ModelEditorProps) {
  const m = roster.models[index]!;
  const card = useMemo(() => modelCard(roster, index, book), [roster, index, book]);
  const headingId = useId();
  const set = (change: (m: Model) => Model, group?: string) => onChange(updateModel(roster, index, change), group);
  /** The change and the removal of weapon or gadget k. */
  const gearEdits = <K extends 'weapons' | 'gadgets'>(key: K, k: number) => ({
    onChange: (item: Model[K][number], group?: string) => set((x) => ({ ...x, [key]: x[key].map((y, j) => (j === k ? item : y)) }), group),
    onRemove: () => set((x) => ({ ...x, [key]: x[key].filter((_, j) => j !== k) })),
  });
  const title = card.title;
  const suitMeaning = book.profile.find((c) => c.id === 'suit')?.meaning;
  const fundsMeaning = book.profile.find((c) => c.id === 'funds')?.meaning;
  const last = roster.models.length - 1;

  return (
    <ModelFold
      id={anchorId}
      open={open}
      problems={problems.length}
      className="ws-model"
      title={title}
      kicker={card.kicker}
      facts={factsLine(card)}
    >
      <ModelProblems problems={problems} />
      <Reminders roster={roster} index={index} data={book} />
      <ProfileTable card={card} />
      <ProfileExtras card={card} />
      <p className="ws-gear-line">{gearLine(card)}</p>
      <div className="ws-edit">
        <h5 className="rk-section-title">Edit {title}</h5>
        <div className="tk-form">
          <TextField label="Name" value={m.name} onChange={(name) => set((x) => ({ ...x, name }), `name-${index}`)} />
          <ChoiceField
            label="Hero or henchman"
            value={m.kind}
            options={[
              { value: 'hero', label: 'Hero' },
              { value: 'henchman', label: 'Henchman' },
            ]}
            onChange={(kind) => set((x) => withKind(x, kind === 'hero' ? 'hero' : 'henchman', book))}
          />
          {m.kind === 'hero' ? (
            <>
              <ChoiceField
                label="Suit"
                value={m.suit === null ? '' : (clubLookup(book).suit(m.suit)?.name ?? m.suit)}
                empty="Pick a suit"
                options={book.suits.map((s) => ({
                  value: s.name,
                  label: s.name,
                }))}
                onChange={(suit) => set((x) => ({ ...x, suit: suit === '' ? null : suit }))}
                hint={suitMeaning}
              />
              <CountField label="Funds" value={m.funds ?? 0} min={0} max={99} onChange={(funds) => set((x) => ({ ...x, funds }))} hint={fundsMeaning} />
            </>
          ) : (
            <CountField
              label="Cost from the Fund Pool"
              value={m.cost ?? 0}
              min={0}
              max={99}
              onChange={(cost) => set((x) => ({ ...x, cost }))}
              hint="In Funds, as the model’s card gives it (0 if it came free)."
            />
          )}
        </div>

        <fieldset className="tk-group">
          <legend>Profile</legend>
          <div className="tk-form ws-profile-form">
            {characteristics(book).map((c) => (
              <CountField
                key={c.id}
                label={`${c.name} (${c.abbreviation})`}
                value={characteristicOf(m, c.id, book) ?? 0}
                min={0}
                max={PROFILE_MAX}
                onChange={(v) => set((x) => withProfileValue(x, c, v, book))}
              />
            ))}
            <CountField
              label="Armour [x]"
              value={m.armour}
              min={0}
              max={PROFILE_MAX}
              onChange={(armour) => set((x) => ({ ...x, armour }))}
              hint="0 without armour."
            />
            <CountField
              label="Magic Ability [x]"
              value={m.magic ?? 0}
              min={0}
              max={PROFILE_MAX}
              onChange={(magic) => set((x) => ({ ...x, magic: magic === 0 ? null : magic }))}
              hint="Dice it rolls to cast; 0 if it casts no spells."
            />
          </div>
        </fieldset>

        <fieldset className="tk-group">
          <legend>Special rules</legend>
          <RuleChecks refs={m.specialRules} holder="model" data={book} onChange={(specialRules) => set((x) => ({ ...x, specialRules }))} />
        </fieldset>

        <fieldset className="tk-group">
          <legend>Weapons</legend>
          {m.weapons.map((w, k) => (
            <WeaponEditor
              key={k}
              weapon={w}
              data={book}
              legend={`Weapon ${k + 1}`}
              group={`weapon-${index}-${k}`}
              {...gearEdits('weapons', k)}
            />
          ))}
          {m.weapons.length === 0 && <p className="tk-note">No weapon: in melee it strikes with its own Strength.</p>}
          <AddWeapon data={book} owner={title} full={m.weapons.length >= MAX_WEAPONS} onAdd={(weapon) => set((x) => ({ ...x, weapons: [...x.weapons, weapon] }))} />
        </fieldset>

        <fieldset className="tk-group">
          <legend>Gadgets bought from the Fund Pool</legend>
          {m.gadgets.map((g, k) => (
            <GadgetEditor
              key={k}
              gadget={g}
              data={book}
              legend={`Gadget ${k + 1}`}
              group={`gadget-${index}-${k}`}
              {...gearEdits('gadgets', k)}
            />
          ))}
          <button type="button" className="tk-button" {...unavailableIf(m.gadgets.length >= MAX_GADGETS, () => set((x) => ({ ...x, gadgets: [...x.gadgets, newGadget()] })))}>
            Add a gadget to {title}
          </button>
        </fieldset>
        <ModelExtras roster={roster} index={index} title={title} onChange={onChange} />

        <div className="rk-row" role="group" aria-label={`Arrange ${title}`}>
          <button type="button" className="tk-button" {...unavailableIf(roster.models.length >= MAX_MODELS, () => onChange(copyModel(roster, index)))}>
            Copy {title}
          </button>
          <MoveButtons title={title} index={index} count={last + 1} open={open} anchorOf={anchorOf} onMove={(by) => onChange(moveModel(roster, index, by))} />
          <RemoveModelButton anchorId={anchorId} open={open} onRemove={() => onChange(removeModel(roster, index))}>
            Remove {title} from the club
          </RemoveModelButton>
        </div>
      </div>
      <details className="ws-details">
        <summary>Weapons, rules{m.kind === 'hero' ? ' and hero rules' : ''} in full</summary>
        <CardTexts card={card} heroRules={m.kind === 'hero' ? book.heroRules : null} />
      </details>

      <p className="rk-sub" id={`${headingId}-odds`}>
        Odds with {title}’s numbers
      </p>
      <OddsLinks roster={roster} index={index} book={book} labelledBy={`${headingId}-odds`} />
    </ModelFold>
  );
}, closedModelUnchanged<Roster>('models'));

/** The open model's links to the odds tools (worked out only for the model whose editor is open). */
function OddsLinks({ roster, index, book, labelledBy }: { roster: Roster; index: number; book: WolsungClubBook; labelledBy: string }) {
  const links = useMemo(() => oddsLinks(roster, index, book), [roster, index, book]);
  return (
    <ul className="rk-odds-links ws-odds-links" aria-labelledby={labelledBy}>
      {links.map((l, k) => (
        <li key={k}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}
