/**
 * A model's card from modelCard(): the profile table in the quick start's order (on screen in the
 * editor and on the printed card), then weapons with their range bands, gadgets, special rules and
 * the hero rules in our words (the printed card; on screen they sit in a details element).
 */
import type { HeroRule, ModelCard, ShownRule } from '../../../games/wolsung/roster-rules';
import { NotesText, OwnRulesList, ModelStats } from '../../roster';
import { RuleName } from '../../roster/RuleName';

/**
 * In play: where each special rule (`rule`, by the name the card prints) and spell (`spells`, by
 * index) has its rules entry, and what the game has put out of use, with why.
 */
export interface CardInPlay {
  rule: (label: string) => string | undefined;
  spells: readonly string[];
  outOfUse?: { rules: ReadonlyMap<string, string>; weapons: readonly (string | undefined)[]; spells: readonly (string | undefined)[] };
}

export function ProfileTable({ card }: { card: ModelCard }) {
  const stats = card.profile.map(({ c, value }) => ({ name: c.name, abbreviation: c.abbreviation, value: value ?? '–' }));
  return <ModelStats className="ws-builder-profile" caption="Profile" stats={stats} />;
}

/** Armour and Magic Ability, when the model has them. */
export function ProfileExtras({ card }: { card: ModelCard }) {
  const extras = [card.armour !== 0 ? `Armour [${card.armour}]` : '', card.magic !== null ? `Magic Ability [${card.magic}]` : ''].filter(Boolean);
  return extras.length > 0 ? <p className="ws-builder-extras">{extras.join(' · ')}</p> : null;
}

/** Rules with what they do, as a list (nothing when there are none). */
function RuleList({ rules, play, why }: { rules: readonly ShownRule[]; play?: CardInPlay | undefined; why?: ReadonlyMap<string, string> | undefined }) {
  if (rules.length === 0) return null;
  return (
    <ul>
      {rules.map((rule, i) => (
        <li key={i}>
          <RuleName name={rule.label} href={play?.rule(rule.label)} why={why?.get(rule.label)} />
          {rule.summary ? `: ${rule.summary}` : ' (not a rule of the quick start)'}
        </li>
      ))}
    </ul>
  );
}

/** A titled list of things the model carries, each with its own rules under it. */
function CarriedList<T extends { name: string; rules: readonly ShownRule[] }>({
  title,
  items,
  detail,
  play,
  why,
}: {
  title: string;
  items: readonly T[];
  detail: (item: T) => string;
  play?: CardInPlay | undefined;
  /** In play: why item i is out of use, if it is. */
  why?: readonly (string | undefined)[] | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="rk-sub">{title}</p>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <RuleName name={item.name} why={why?.[i]} /> {detail(item)}
            <RuleList rules={item.rules} play={play} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Weapons, gadgets, special rules and (for a hero) the hero rules, with their rules in our words. */
export function CardTexts({ card, heroRules, play }: { card: ModelCard; heroRules: readonly HeroRule[] | null; play?: CardInPlay }) {
  return (
    <div className="rk-texts">
      <CarriedList
        title="Weapons"
        items={card.weapons}
        detail={(w) => `(${[w.kind, w.strength].filter(Boolean).join(', ')})${w.bands.length > 0 ? `: ${w.bands.join(' · ')}` : ''}`}
        play={play}
        why={play?.outOfUse?.weapons}
      />
      <CarriedList title="Gadgets" items={card.gadgets} detail={(g) => `(${g.cost} ${g.cost === 1 ? 'Fund' : 'Funds'})`} play={play} />
      {card.rules.length > 0 && (
        <>
          <p className="rk-sub">Special rules</p>
          <RuleList rules={card.rules} play={play} why={play?.outOfUse?.rules} />
        </>
      )}
      <OwnRulesList rules={card.ownRules} />
      {card.spells.length > 0 && (
        <>
          <p className="rk-sub">Spells</p>
          <ul className="rk-text-list">
            {card.spells.map((s, i) => {
              const why = play?.outOfUse?.spells[i];
              const line = play?.spells[i] ? <a href={play.spells[i]}>{s}</a> : s;
              return (
                <li key={i}>
                  {why ? <s>{line}</s> : line}
                  {why ? ` (out of use: ${why})` : ''}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <NotesText notes={card.notes} />
      {heroRules && heroRules.length > 0 && (
        <>
          <p className="rk-sub">Hero rules</p>
          <ul>
            {heroRules.map((r) => (
              <li key={r.id}>
                <RuleName name={r.term} href={play ? r.rule : undefined} />: {r.definition}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
