/**
 * What a model is on the sheet, from roster-rules.ts: its profile after losses and gear (on screen in the
 * editor and on the printed card), then its gear and special rules with their effects in our words.
 */
import type { Item, Model } from '../../../games/punkapocalyptic/roster-format';
import { gearPoints, groupedItems, modelPoints, modelProfile, ruleText, type GangBook, type ModelProfile } from '../../../games/punkapocalyptic/roster-rules';
import { signed } from '../../../games/punkapocalyptic/words';
import { NotesText, OwnRulesList, ModelStats } from '../../roster';

/** "4" or, after a loss or gear, "3 (4)"; "-" for an attribute the model cannot use. */
function cell(a: ModelProfile['attributes'][number]): string {
  if (a.value === null) return '-';
  return a.base !== null && a.value !== a.base ? `${a.value} (${a.base})` : String(a.value);
}

/** The profile as the book prints it, A to TC, plus Armor. */
export function ProfileTable({ model, book }: { model: Model; book: GangBook }) {
  const p = modelProfile(model, book);
  const changed = p.attributes.some((a) => a.base !== null && a.value !== a.base);
  const stats = [...p.attributes.map((a) => ({ name: a.attribute.name, abbreviation: a.attribute.abbreviation, value: cell(a) })), { name: 'Armor', value: p.armor }];
  return <ModelStats className="pk-profile" caption={changed ? 'Profile now (as printed in brackets)' : 'Profile'} stats={stats} />;
}

/** Downed, knocked down, losses: the model's state in the game, in words (nothing when it is fine). */
export function StateLine({ model, book }: { model: Model; book: GangBook }) {
  const p = modelProfile(model, book);
  const losses = p.attributes.filter((a) => a.loss > 0).map((a) => `${a.attribute.abbreviation} ${signed(-a.loss)}`);
  const parts = [
    p.knockedDown ? 'Knocked Down: a physical attribute is down to 0 for good, so it counts as Downed' : model.downed ? 'Downed' : '',
    losses.length > 0 ? `Permanent losses: ${losses.join(', ')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="pk-state">{parts.join('. ')}.</p>;
}

/** A weapon's or armor's numbers as a short line: "S +1, Pen 0, Combat +1" or "Armor 3". */
export function itemStats(item: Item): string {
  switch (item.kind) {
    case 'ranged': {
      const range = item.range ? `, range ${item.range.short}/${item.range.medium}/${item.range.long} cm` : '';
      return `ranged, S ${item.strength}, Pen ${item.penetration}${range}`;
    }
    case 'melee':
      return `melee, S ${item.strength}, Pen ${item.penetration}, Combat ${signed(item.combat)}`;
    case 'armor':
      return `armor, Armor ${item.armor}`;
    case 'equipment':
      return 'equipment';
  }
}

function RuleList({ refs, book }: { refs: Item['specialRules']; book: GangBook }) {
  if (refs.length === 0) return null;
  return (
    <ul className="pk-rules">
      {refs.map((ref, i) => {
        const t = ruleText(ref, book);
        return (
          <li key={i}>
            <strong>{t.href ? <a href={t.href}>{t.label}</a> : t.label}</strong>
            {t.summary ? `: ${t.summary}` : ' (not in the book)'}
          </li>
        );
      })}
    </ul>
  );
}

/** Points, gear with its numbers and rules, the model's own rules, and its bullets unless they are secret. */
export function GearAndRules({
  model,
  book,
  secretBullets,
  outOfUse,
}: {
  model: Model;
  book: GangBook;
  secretBullets: boolean;
  /** In play: why an item cannot be used now (jammed, used up…), for those that cannot (struck through). */
  outOfUse?: (item: Item) => string | undefined;
}) {
  return (
    <div className="pk-texts">
      <p>
        <span className="rk-sub">Points: </span>
        {modelPoints(model)} ({model.cost} for the model
        {gearPoints(model) !== 0 ? `, ${gearPoints(model)} for gear` : ''}
        {model.bulletsCost !== 0 ? `, ${model.bulletsCost} for bullets` : ''})
      </p>
      {model.specialRules.length > 0 && (
        <>
          <p className="rk-sub">Special rules</p>
          <RuleList refs={model.specialRules} book={book} />
        </>
      )}
      {model.equipment.length > 0 && (
        <>
          <p className="rk-sub">Equipment</p>
          <ul className="pk-gear">
            {groupedItems(model).map(({ item, count }, k) => (
              <li key={k}>
                <strong>
                  {outOfUse?.(item) ? <s>{item.name.trim() || 'Unnamed item'}</s> : item.name.trim() || 'Unnamed item'}
                  {count > 1 ? ` ×${count}` : ''}
                </strong>
                {outOfUse?.(item) ? ` (${outOfUse(item)})` : ''}{' '}
                ({itemStats(item)}
                {item.cost !== 0 ? `, ${item.cost} pts${count > 1 ? ' each' : ''}` : ''})
                <RuleList refs={item.specialRules} book={book} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <span className="rk-sub">Bullets: </span>
        {secretBullets ? 'secret (on the bullets slip)' : model.bullets}
      </p>
      <OwnRulesList rules={model.ownRules} />
      <NotesText notes={model.notes} />
    </div>
  );
}
