/**
 * One fighter in the gang editor: name (typed, or rolled on its weapons' D6 name tables with a
 * seed), leader, Bounty and Meat lost; the stat line after quirks with a strike-odds link per
 * weapon; the quirk picker in three groups with their rules; the Akimbo Holster's weapon.
 */
import { memo, useState } from 'react';
import { randomSeed } from '../../../engine/rng';
import { MAX_QUIRKS, type Fighter, type Roster } from '../../../games/heartbreaker/roster-format';
import {
  akimboChoices,
  fighterLabel,
  fighterStats,
  findQuirk,
  groupRules,
  holsterQuirk,
  quirkGroups,
  quirksWanted,
  removeFighter,
  setLeader,
  setQuirk,
  startingStat,
  strikeLinks,
  suggestNameFromSeed,
  updateFighter,
  type HeartbreakerBook,
  type NameSuggestion,
} from '../../../games/heartbreaker/roster-rules';
import { sameName } from '../../../roster/names';
import type { RosterProblem } from '../../../roster';
import { CheckField, ChoiceField, CountField, ModelProblems, TextField, RemoveModelButton } from '../../roster';
import { closedModelUnchanged, ModelFold, type OpenModel } from '../../roster/ModelFold';
import { QuirkTexts, StatNotes, StatsTable, weaponLine } from './FighterCard';
import { TempQuirk } from './TempQuirk';

export interface FighterEditorProps {
  roster: Roster;
  index: number;
  book: HeartbreakerBook;
  onChange: (next: Roster, group?: string) => void;
  problems: readonly RosterProblem[];
  anchorId: string;
  /** Which fighter's editor is open (one at a time). */
  open: OpenModel;
}

/** A closed fighter is drawn again only when its card would change (closedModelUnchanged): its card reads the fighter alone. */
export const FighterEditor = memo(function FighterEditor({ roster, index, book, onChange, problems, anchorId, open }: FighterEditorProps) {
  const f = roster.fighters[index]!;
  const stats = fighterStats(f, book);
  const label = fighterLabel(f, index);
  const set = (change: (f: Fighter) => Fighter, group?: string) => onChange(updateFighter(roster, index, change), group);
  const wanted = quirksWanted(f, book);
  const has = (name: string) => f.quirks.some((q) => sameName(q, name));
  const unknown = f.quirks.filter((q) => !findQuirk(q, book));
  const holster = holsterQuirk(book);
  const holds = akimboChoices(f, book);
  const links = strikeLinks(roster, index, book);

  const [seed, setSeed] = useState('');
  const [suggestion, setSuggestion] = useState<(NameSuggestion & { seed: string }) | null>(null);
  const roll = () => {
    setSuggestion(suggestNameFromSeed(f, seed.trim() || randomSeed(), book));
    setSeed('');
  };

  return (
    <ModelFold
      id={anchorId}
      open={open}
      problems={problems.length}
      title={label}
      kicker={f.leader ? 'Leader' : 'Recruit'}
      facts={`Speed ${stats.speed}" · Meat ${stats.meatLeft === stats.meat ? stats.meat : `${stats.meatLeft}/${stats.meat}`} · Armor ${stats.armor}${stats.bounty > 0 ? ` · Bounty ${stats.bounty}` : ''}`}
    >
      <ModelProblems problems={problems} />
      <div className="tk-form">
        <TextField label="Name" value={f.name} onChange={(name) => set((x) => ({ ...x, name }), `name-${index}`)} />
        <CheckField
          label="Leader"
          checked={f.leader}
          onChange={(leader) => onChange(setLeader(roster, index, leader))}
          hint="The one leader takes 5 quirks; ticking it makes every other fighter a recruit."
        />
        <CountField
          label="Bounty"
          value={f.bounty}
          min={0}
          max={Math.max(startingStat(book, 'bounty').max ?? 5, f.bounty)}
          onChange={(bounty) => set((x) => ({ ...x, bounty }))}
          hint="Raised by 1 when a rival declares it; back to 0 once it is claimed."
        />
        <CountField label="Meat lost" value={f.meatLost} min={0} max={Math.max(startingStat(book, 'meat').start, f.meatLost)} onChange={(meatLost) => set((x) => ({ ...x, meatLost }))} />
      </div>

      <div className="hb-name-roll">
        <div className="rk-row rk-align-end">
          <TextField label="Seed for a name (optional)" value={seed} maxLength={64} onChange={setSeed} />
          <button type="button" className="tk-button" onClick={roll}>
            Roll a name for {label}
          </button>
        </div>
        <div role="status" className="hb-roll-result">
          {suggestion && (
            <div className="rk-row">
              <p className="tk-note">
                D6 rolled {suggestion.roll} on the {suggestion.weapon.name} names (seed {suggestion.seed}): <strong>{suggestion.name}</strong>. The same seed rolls it again.
              </p>
              {suggestion.name !== f.name && (
                <button
                  type="button"
                  className="tk-button"
                  onClick={() => {
                    set((x) => ({ ...x, name: suggestion.name }));
                    setSuggestion(null);
                  }}
                >
                  Name it {suggestion.name}
                </button>
              )}
            </div>
          )}
        </div>
      </div>

      <StatsTable fighter={f} book={book} />
      <StatNotes fighter={f} book={book} />
      {links.length > 0 && (
        <ul className="rk-odds-links">
          {links.map((l) => (
            <li key={`${l.weapon.id}-${String(l.dualWield)}`}>
              <a href={l.href}>
                Strike odds: {label} with {l.dualWield ? `a pair of ${l.weapon.name}s (Dual Wield)` : `the ${l.weapon.name}`}
              </a>
            </li>
          ))}
        </ul>
      )}

      {holster && (holds.length > 0 || f.akimbo !== null || has(holster.name)) && (
        <ChoiceField
          label={`${holster.name}: weapon held in pairs`}
          value={holds.find((w) => f.akimbo !== null && sameName(w.name, f.akimbo))?.name ?? f.akimbo ?? ''}
          empty="Choose a weapon…"
          options={holds.map((w) => ({ value: w.name, label: w.name }))}
          onChange={(akimbo) => set((x) => ({ ...x, akimbo: akimbo === '' ? null : akimbo }))}
        />
      )}

      <TempQuirk roster={roster} index={index} book={book} onChange={onChange} />

      <div className="hb-picker">
        <p>
          <strong>
            Quirks: {f.quirks.length} of {wanted}
          </strong>
          {f.quirks.length > 0 ? `: ${f.quirks.join(', ')}` : ''}
        </p>
        <p className="tk-note">{f.leader ? 'The leader takes 5 different quirks' : 'A recruit takes 4 different quirks'}, from any of the three groups below.</p>
        {quirkGroups(book).map((group) => {
          const chosen = group.quirks.filter((q) => has(q.name)).map((q) => q.name);
          return (
            <details key={group.id} className="rk-disclosure hb-group">
              <summary>
                {group.label}: {chosen.length > 0 ? chosen.join(', ') : 'none chosen'}
              </summary>
              <div role="group" aria-label={`${label}: ${group.label.toLowerCase()}`}>
                <ul className="rk-text-list">
                  {groupRules(group, book).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <div className="hb-quirk-list">
                  {group.quirks.map((q) => (
                    <CheckField
                      key={q.id}
                      label={q.name}
                      checked={has(q.name)}
                      disabled={!has(q.name) && f.quirks.length >= MAX_QUIRKS}
                      onChange={(on) => onChange(setQuirk(roster, index, q.name, on, book))}
                      hint={'punch' in q ? weaponLine(q) : q.summary}
                    />
                  ))}
                </div>
              </div>
            </details>
          );
        })}
        {unknown.map((name) => (
          <div key={name} className="rk-row">
            <span>
              <strong>{name}</strong> (not in the book)
            </span>
            <button type="button" className="tk-button" onClick={() => onChange(setQuirk(roster, index, name, false, book))}>
              Drop {name}
            </button>
          </div>
        ))}
      </div>

      <details className="rk-disclosure hb-details">
        <summary>What {label}'s quirks do</summary>
        <QuirkTexts fighter={f} book={book} />
      </details>

      <div className="rk-row">
        <RemoveModelButton anchorId={anchorId} open={open} onRemove={() => onChange(removeFighter(roster, index))}>
          Remove {label} from the gang
        </RemoveModelButton>
      </div>
    </ModelFold>
  );
}, closedModelUnchanged<Roster>('fighters'));
