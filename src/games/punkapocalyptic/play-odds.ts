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
 * The odds of model i of `mine` (in `state`) with `weapon` against model j of `theirs`, worked out by
 * the odds tools' own functions on the tools' own values (so the card and the linked tool agree to
 * the last digit): a ranged weapon is one shot (shot-odds; `inTheWay` ticks "Models in the way
 * (partial cover)"), a melee weapon or bare hands a Combat action against the target fighting back
 * with its first melee weapon (combat-odds). `hurt` is the chance to hit; a hit Downs only when it
 * beats Toughness, which `takeOut` gives. A target already Downed (in `state.foes`) is not hurt again.
 */
export function oddsInPlay(mine: Roster, i: number, state: PlayState, weapon: string, theirs: Roster, j: number, inTheWay: boolean, book: GangBook): PlayOdds | null {
  const model = mine.models[i];
  const target = theirs.models[j];
  if (!model || !target) return null;
  const k = weaponIndex(model, weapon);
  if (k === undefined) return null;
  const them = modelProfile(target, book);
  const who = modelLabel(model, i);
  const whom = modelLabel(target, j);
  const from = (label: string) => ({
    from: {
      label,
      back: '/punkapocalyptic/play/',
      backLabel: shown(mine.name) || 'your game',
    },
  });
  const downed = foeOf(state, j).out || foeOf(state, j).damage > 0;
  if (k !== null && model.equipment[k]!.kind === 'ranged') {
    const fields = shotLinkFields(mine, i, k, book);
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
  const fields = combatLinkFields(mine, i, k, book);
  if (!fields) return null;
  const melee = modelWeapons(target).find((w) => w.item.kind === 'melee')?.index ?? null;
  const back = combatLinkFields(theirs, j, melee, book);
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
  };
}
