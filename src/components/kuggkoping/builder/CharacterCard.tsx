/**
 * A Character's effective profile and what it carries, from characterView(): the profile table and
 * attack lines (on screen in the editor and on the printed card), then gear, upgrades and abilities
 * in our words (the printed card; on screen they sit in a details element).
 */
import type { CharacterView, ShownAbility } from '../../../games/kuggkoping/roster-rules';
import { statName } from '../../../games/kuggkoping/roster-format';
import { ModelStats, TextList } from '../../roster';
import { RuleName } from '../../roster/RuleName';

/**
 * In play: where each entry's rule is (`gadget` for gadgets and quirks by id, `upgrade` by id,
 * `ability` by name) and what the mission has put out of use, with why.
 */
export interface CardInPlay {
  gadget: (id: string) => string;
  upgrade: (id: string) => string;
  ability: (name: string) => string | undefined;
  outOfUse?: { gadgets: ReadonlyMap<number, string>; upgrades: ReadonlyMap<string, string>; abilities: ReadonlyMap<string, string> };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The profile as the book prints it: Move, Range, Action dice (hit value), Defence, Grit. */
export function ProfileTable({ view }: { view: CharacterView }) {
  const p = view.profile;
  if (!p) return <p className="tk-note">Pick an archetype to see the profile.</p>;
  const stats = [
    { name: 'Move', value: p.move },
    { name: 'Range', value: p.range },
    { name: 'Action dice', value: `${p.actionDice} (${p.hitOn}+)` },
    { name: 'Defence', value: `${p.defence}+` },
    { name: 'Grit', value: p.gritLeft === p.grit ? p.grit : `${p.gritLeft} of ${p.grit}` },
  ];
  return <ModelStats className="kk-builder-profile" caption="Profile with equipped gear, upgrades and traits" stats={stats} />;
}

/** Attacks where they differ from the profile line, and what changes defence rolls and tests. */
export function ProfileNotes({ view }: { view: CharacterView }) {
  const p = view.profile;
  if (!p) return null;
  const notes: string[] = [];
  for (const a of view.attacks) {
    const crit = a.critOn < 6 || a.extraHitsOnCrit > 1 ? `, criticals on ${a.critOn}+ worth ${a.extraHitsOnCrit + 1} hits` : '';
    const reroll = a.rerollMisses ? ', misses re-rolled' : '';
    const where = a.adjacent ? 'Attacking an adjacent enemy' : 'Attacking from 2 or more spaces away';
    const range = !a.adjacent && a.range !== p.range ? `, range ${a.range}` : '';
    notes.push(`${where}: ${plural(a.actionDice, 'die', 'dice')} hitting on ${a.hitOn}+${crit}${reroll}${range}.`);
  }
  const d = view.defence;
  if (d?.bestOfTwoDefence) notes.push('Defence: roll 2 dice per damage and keep the higher.');
  if (d?.sixRemovesOnlyOne) notes.push('Defence: a 6 saves only 1 damage.');
  if (d && d.maxGritLostPerAttack > 0) notes.push(`Loses at most ${d.maxGritLostPerAttack} grit per attack sequence.`);
  if (d?.attackersHitOnlyOn) notes.push(`Attacks against it hit only on ${d.attackersHitOnlyOn}.`);
  if (d && d.minParryPoints > 0) notes.push(`At least ${d.minParryPoints} parry points when defending.`);
  if (d && d.extraParryOnSix > 0) notes.push(`+${d.extraParryOnSix} parry point when its defence roll has a 6.`);
  if (p.actionTestDice > 0) notes.push(`Action tests: +${plural(p.actionTestDice, 'die', 'dice')}.`);
  if (p.moveTestDice > 0) notes.push(`Move tests: +${plural(p.moveTestDice, 'die', 'dice')}.`);
  if (p.gritLeft === 0) notes.push('At 0 grit: knocked down.');
  for (const g of view.lostAtZeroGrit) notes.push(`${g} is lost at 0 grit and gives nothing: remove it.`);
  return (
    <ul className="rk-text-list">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

/** An equipped gadget with its rule, and its quirk's. */
function EquippedItem({ g, play }: { g: CharacterView['gadgets'][number]; play?: CardInPlay | undefined }) {
  return (
    <li>
      <RuleName name={g.entry.name} href={g.gadget && play?.gadget(g.gadget.id)} why={play?.outOfUse?.gadgets.get(g.index)} />
      {g.gadget ? ` (${g.gadget.kind}): ${g.gadget.text}` : ' (not in the book)'}
      {g.entry.quirk !== null && (
        <>
          {' '}
          Quirk <RuleName name={g.entry.quirk} href={g.quirk && play?.gadget(g.quirk.id)} />
          {g.quirk ? `: ${g.quirk.text}` : ' (not in the book)'}
          {g.entry.quirkChoice ? ` Raises ${statName(g.entry.quirkChoice)} by 1.` : ''}
        </>
      )}
    </li>
  );
}

function AbilityItem({ a, play }: { a: ShownAbility; play?: CardInPlay | undefined }) {
  return (
    <li>
      <RuleName name={a.name} href={play?.ability(a.name)} why={play?.outOfUse?.abilities.get(a.name)} /> ({a.kind === 'action' ? 'special action' : 'special ability'}
      {a.from ? `; ${a.from}` : ''}): {a.text}
    </li>
  );
}

/** Gear, upgrades and abilities with their rules in our words; in play (`play`) linked to their rules and struck through when out of use. */
export function GearAndAbilities({ view, play }: { view: CharacterView; play?: CardInPlay }) {
  const equipped = view.gadgets.filter((g) => g.entry.equipped);
  const carried = view.gadgets.filter((g) => !g.entry.equipped);
  return (
    <div className="rk-texts">
      <TextList title="Equipped" items={equipped} item={(g) => <EquippedItem key={g.index} g={g} play={play} />} />
      {(carried.length > 0 || view.quirks.length > 0) && (
        <p>
          <span className="rk-sub">Carried: </span>
          {[...carried.map((g) => (g.entry.quirk ? `${g.entry.name} with ${g.entry.quirk}` : g.entry.name)), ...view.quirks.map((q) => `${q.name} (quirk, not fitted)`)].join('; ')}
        </p>
      )}
      <TextList
        title="Upgrades"
        items={view.upgrades}
        item={(u) => (
          <li key={u.name}>
            <RuleName name={u.name} href={u.upgrade && play?.upgrade(u.upgrade.id)} why={play?.outOfUse?.upgrades.get(u.name)} />
            {u.count > 1 ? <strong> ×{u.count}</strong> : ''}
            {u.upgrade ? `: ${u.upgrade.text}${u.upgrade.oneUse ? ' One use.' : ''}` : ' (not in the book)'}
          </li>
        )}
      />
      <TextList title="Abilities" items={view.abilities} item={(a) => <AbilityItem key={`${a.name}-${a.from ?? ''}`} a={a} play={play} />} />
    </div>
  );
}
