/**
 * Punkapocalyptic's odds against the opponent in play (issue 23), apart from ./play.ts so the play
 * page's first load carries none of the odds tools' code: the play island loads it after its first
 * paint and hands it to punkapocalypticPlay.
 */
import { foeOf, type PlayOdds, type PlayOddsRules, type PlayState } from '../../roster/play';
import type { Item, Model, Roster } from './roster-format';
import { combatLinkFields, modelLabel, modelProfile, modelWeapons, shotLinkFields, type GangBook } from './roster-rules';
import { defaultValues } from '../../tools/query-state';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { checklistChange, shotFields, shotOddsData } from './tools/shot-odds';
import { combatFields } from './tools/combat-odds';
import { combatSummary, shotSummary } from './summaries';
import { combatOdds, shotOdds } from './tools/refs';

/** What a model fights with when it carries no melee weapon. */
export const BARE_HANDED = 'Bare-handed';

const weaponName = (item: Item) => shown(item.name) || (item.kind === 'ranged' ? 'Ranged weapon' : 'Melee weapon');

/** Model i's weapons for the odds: each ranged and melee weapon once by name, and bare-handed when it has no melee weapon. */
export function oddsWeapons(roster: Roster, index: number): string[] {
  const model = roster.models[index];
  if (!model) return [];
  const weapons = modelWeapons(model);
  const names = weapons.map((w) => weaponName(w.item));
  if (!weapons.some((w) => w.item.kind === 'melee')) names.push(BARE_HANDED);
  return [...new Set(names)];
}

/** The weapon of model i with this name (its index in its equipment), null for bare-handed, undefined when it has none of that name. */
function weaponIndex(model: Model, weapon: string): number | null | undefined {
  if (weapon === BARE_HANDED) return null;
  return modelWeapons(model).find((w) => weaponName(w.item) === weapon)?.index;
}

/**
 * The odds of model `a` of `attackers` with `weapon` against model `t` of `targets`, worked out by
 * the odds tools' own functions on the tools' own values (so the card and the linked tool agree to
 * the last digit): a ranged weapon is one shot (shot-odds; `inTheWay` ticks "Models in the way
 * (partial cover)"), a melee weapon or bare hands a Combat action against the target fighting back
 * with its first melee weapon (combat-odds). `hurt` is the chance to hit; a hit Downs only when it
 * beats Toughness, which `takeOut` gives. A target already Downed (`downed`) is not hurt again.
 * `backLabel` names my gang, the way back from the tool.
 */
export function attackOdds(attackers: Roster, a: number, weapon: string, targets: Roster, t: number, downed: boolean, inTheWay: boolean, book: GangBook, backLabel: string): PlayOdds | null {
  const model = attackers.models[a];
  const target = targets.models[t];
  if (!model || !target) return null;
  const k = weaponIndex(model, weapon);
  if (k === undefined) return null;
  const them = modelProfile(target, book);
  const who = modelLabel(model, a);
  const whom = modelLabel(target, t);
  const from = (label: string) => ({ from: { label, back: '/punkapocalyptic/play/', backLabel } });
  if (k !== null && model.equipment[k]!.kind === 'ranged') {
    const fields = shotLinkFields(attackers, a, k, book);
    if (!fields) return null;
    const data = shotOddsData({
      modifiers: book.precisionModifiers,
      specialRules: book.specialRules,
    });
    let v = {
      ...defaultValues(shotFields),
      ...fields,
      toughness: Math.min(15, Math.max(1, them.values.toughness ?? 4)),
      armor: Math.min(15, Math.max(0, them.armor)),
    };
    if (inTheWay) v = { ...v, ...checklistChange(v, { modelsInWay: true }, data) };
    const s = shotSummary(v, data);
    return {
      hurt: downed ? 0 : s.pAnyHit,
      takeOut: downed ? 0 : s.chance,
      href: toolHref(shotOdds, v, from(`${who} shooting ${weapon} at ${whom}${inTheWay ? ', models in the way' : ''}`)),
    };
  }
  const fields = combatLinkFields(attackers, a, k, book);
  if (!fields) return null;
  const melee = modelWeapons(target).find((w) => w.item.kind === 'melee')?.index ?? null;
  const back = combatLinkFields(targets, t, melee, book);
  const v = {
    ...defaultValues(combatFields),
    ...fields,
    ...(back
      ? {
          enemyCombat: back.combat,
          enemyBonus: back.bonus,
          enemyStrength: back.strength,
          enemyPenetration: back.penetration,
          enemyToughness: back.toughness,
          enemyArmor: back.armor,
        }
      : {}),
  };
  const s = combatSummary(v, { fallBands: [] });
  return {
    hurt: downed ? 0 : (s.combat?.pAttackerHits ?? 0),
    takeOut: downed ? 0 : s.chance,
    href: toolHref(combatOdds, v, from(`${who} fighting ${weapon === BARE_HANDED ? 'bare-handed' : `with ${weapon}`} against ${whom}`)),
  };
}

const backLabel = (mine: Roster) => shown(mine.name) || 'your game';

/** My model i (in `state`) with `weapon` against their model j (Downed or out in `state.foes`). */
export function oddsInPlay(mine: Roster, i: number, state: PlayState, weapon: string, theirs: Roster, j: number, inTheWay: boolean, book: GangBook): PlayOdds | null {
  const foe = foeOf(state, j);
  return attackOdds(mine, i, weapon, theirs, j, foe.out || foe.damage > 0, inTheWay, book, backLabel(mine));
}

/** The other way round: their model j with `weapon` against my model i, which cannot be hurt again once Downed (a hit taken, or out) in `state`. */
export function oddsAgainstMine(mine: Roster, i: number, state: PlayState, theirs: Roster, j: number, weapon: string, inTheWay: boolean, book: GangBook): PlayOdds | null {
  const m = state.models[i];
  if (!m) return null;
  return attackOdds(theirs, j, weapon, mine, i, m.out || m.damage > 0, inTheWay, book, backLabel(mine));
}

/** The odds rules of the play view: each weapon of my model against each model of the opponent's gang. */
export function punkapocalypticOdds(book: GangBook): PlayOddsRules<Roster> {
  return {
    weapons: oddsWeapons,
    targets: (opponent) =>
      (opponent?.models ?? []).map((m, i) => ({
        name: modelLabel(m, i),
        max: 1,
      })),
    toggle: 'Models in the way (partial cover, shots)',
    hurtLabel: 'Hits',
    odds: (roster, index, state, weapon, opponent, target, inTheWay) => (opponent ? oddsInPlay(roster, index, state, weapon, opponent, target, inTheWay, book) : null),
    incoming: {
      weapons: (opponent, target) => (opponent ? oddsWeapons(opponent, target) : []),
      odds: (roster, index, state, opponent, target, weapon, inTheWay) => (opponent ? oddsAgainstMine(roster, index, state, opponent, target, weapon, inTheWay, book) : null),
    },
  };
}
