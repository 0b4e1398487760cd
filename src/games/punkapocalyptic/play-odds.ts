/**
 * Punkapocalyptic's odds against the opponent in play, apart from ./play.ts so the play
 * page's first load carries none of the odds tools' code: the play island loads it after its first
 * paint and hands it to punkapocalypticPlay.
 */
import { foeFlag, foeOf, type FlagDef, type ModelPlay, type PlayOdds, type PlayOddsRules, type PlayState } from '../../play';
import type { Item, Roster } from './roster-format';
import { combatLinkFields, modelLabel, modelProfile, modelWeapons, shotLinkFields, type GangBook } from './roster-rules';
import { defaultValues } from '../../tools/query-state';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { checklistChange, shotFields, shotOddsData } from './tools/shot-odds';
import { combatFields } from './tools/combat-odds';
import { combatSummary, shotSummary } from './summaries';
import { combatOdds, shotOdds } from './tools/refs';
import { AS_MACE, BURST, bulkyClub, burstShots, heavyMace, toughnessNow, unusable, weaponGroups, type WeaponGroup } from './play-weapons';
import { berserk, shocked, SHOCK_PENALTY } from './play';

/** What a model fights with when it carries no melee weapon. */
export const BARE_HANDED = 'Bare-handed';
/** Prone: a model caught lying on the ground fights at -3 Combat that activation (l.408, P8, P13). */
export const PRONE_PENALTY = -3;

/** The marks the opponent's panel sets on their models: Prone, and Downed (out of the game). */
export const FOE_FLAGS: FlagDef[] = [
  { id: 'prone', label: 'Prone' },
  { id: 'downed', label: 'Downed' },
];

const weaponName = (item: Item) => shown(item.name) || (item.kind === 'ranged' ? 'Ranged weapon' : 'Melee weapon');

/**
 * Model i's weapons for the odds: each weapon once by name; an Automatic weapon's burst as a choice of
 * its own (l.867: the mode is declared before firing); a Bulky ranged weapon swung as a Heavy mace
 * (l.921) by a model with no melee weapon, else bare-handed. Without the book, the names alone.
 */
export function oddsWeapons(roster: Roster, index: number, book?: GangBook): string[] {
  const model = roster.models[index];
  if (!model) return [];
  if (!book) {
    const weapons = modelWeapons(model);
    const names = weapons.map((w) => weaponName(w.item));
    if (!weapons.some((w) => w.item.kind === 'melee')) names.push(BARE_HANDED);
    return [...new Set(names)];
  }
  const groups = weaponGroups(model, book);
  const names = groups.flatMap((g) => (g.automatic ? [g.name, `${g.name}${BURST}`] : [g.name]));
  const club = bulkyClub(model, book);
  if (club) names.push(`${club.name}${AS_MACE}`);
  else if (!groups.some((g) => g.kind === 'melee')) names.push(BARE_HANDED);
  return names;
}

/** One side of an attack: the model and its state in the game. */
export interface Fighter {
  roster: Roster;
  index: number;
  /** Downed, out of the game. */
  downed: boolean;
  prone: boolean;
  /** Electric shock: -3 Combat, Precision and Agility (l.959). */
  shocked: boolean;
  /** My model's counters (bullets, jams, uses, charges, reloads, Toughness lost); the opponent's are not tracked. */
  play?: Pick<ModelPlay, 'counters'>;
}

type Pick3 = { kind: 'shot'; group: WeaponGroup; burst: boolean } | { kind: 'melee'; item: Item | null; group: WeaponGroup | null };

/** What the weapon name stands for on this model; undefined when it has no such weapon. */
function weaponPick(f: Fighter, weapon: string, book: GangBook, other: Roster): Pick3 | null | undefined {
  const model = f.roster.models[f.index]!;
  if (weapon === BARE_HANDED) return { kind: 'melee', item: null, group: null };
  const groups = weaponGroups(model, book);
  const club = bulkyClub(model, book);
  if (club && weapon === `${club.name}${AS_MACE}`) {
    const mace = heavyMace(f.roster, other);
    return mace ? { kind: 'melee', item: mace, group: club } : null;
  }
  const burst = weapon.endsWith(BURST) ? groups.find((g) => g.automatic && `${g.name}${BURST}` === weapon) : undefined;
  if (burst) return { kind: 'shot', group: burst, burst: true };
  const g = groups.find((x) => x.name === weapon);
  if (!g) return undefined;
  return g.kind === 'ranged' ? { kind: 'shot', group: g, burst: false } : { kind: 'melee', item: g.item, group: g };
}

/** A model's Toughness for an impact roll: as it is now (Contaminated terrain taken off, for my models). */
function targetToughness(t: Fighter, book: GangBook): number {
  const model = t.roster.models[t.index]!;
  const now = t.play ? toughnessNow(model, book, t.play) : (modelProfile(model, book).values.toughness ?? null);
  return Math.min(15, Math.max(1, now ?? 4));
}

/** What the defender fights back with: its first melee weapon, a Bulky ranged weapon as a Heavy mace (l.921), or bare hands; null when that mace's numbers are unknown. */
function fightsBackWith(t: Fighter, book: GangBook, other: Roster): { item: Item | null } | null {
  const model = t.roster.models[t.index]!;
  const melee = modelWeapons(model).find((w) => w.item.kind === 'melee');
  if (melee) return { item: melee.item };
  if (bulkyClub(model, book)) {
    const mace = heavyMace(t.roster, other);
    return mace ? { item: mace } : null;
  }
  return { item: null };
}

/** combatLinkFields for a melee item the model may not carry itself (the Heavy mace a Bulky gun stands for). */
function combatFieldsWith(f: Fighter, item: Item | null, book: GangBook) {
  const model = f.roster.models[f.index]!;
  if (item === null) return combatLinkFields(f.roster, f.index, null, book);
  const k = model.equipment.indexOf(item);
  if (k >= 0) return combatLinkFields(f.roster, f.index, k, book);
  const armed = { ...model, equipment: [...model.equipment, item] };
  const roster = { ...f.roster, models: f.roster.models.map((m, i) => (i === f.index ? armed : m)) };
  return combatLinkFields(roster, f.index, armed.equipment.length - 1, book);
}

const clampBonus = (x: number) => Math.min(10, Math.max(-10, x));

/**
 * The odds of `att` with `weapon` against `def`, worked out by the odds tools' own functions on the
 * tools' own values (so the card and the linked tool agree to the last digit). None for a Downed
 * attacker or a weapon that cannot be used now (jammed, used, out of fuel, unloaded, a Firearm
 * without bullets: ./play-weapons.ts), nor for a shot by a Prone model (its next action is getting
 * up, l.325, l.404). A shot is one shot; an Automatic burst (`BURST`) is up to three shots, fewer when
 * the bullets run out (l.867), with no odds below two; a Template weapon hits with no Precision roll
 * and no cover (P15), so its odds start at the impact roll; Kaboom! counts on the weapon or its
 * ammunition (P14). A Combat action is against the target fighting back (combat-odds), each side at
 * -3 when Prone (l.408) and -3 with an electric shock (l.959). `inTheWay` ticks "Models in the way".
 * `hurt` is the chance to hit; a hit Downs only when it beats Toughness, which `takeOut` gives. A
 * target already Downed is not hurt again. `backLabel` names my gang, the way back from the tool.
 */
export function attackOdds(att: Fighter, weapon: string, def: Fighter, inTheWay: boolean, book: GangBook, backLabel: string): PlayOdds | null {
  const model = att.roster.models[att.index];
  const target = def.roster.models[def.index];
  if (!model || !target || att.downed) return null;
  const pick = weaponPick(att, weapon, book, def.roster);
  if (!pick) return null;
  const who = modelLabel(model, att.index);
  const whom = modelLabel(target, def.index);
  const from = (label: string) => ({ from: { label, back: '/punkapocalyptic/play/', backLabel } });
  const toughness = targetToughness(def, book);
  const done = def.downed;
  if (pick.kind === 'shot') {
    const g = pick.group;
    if (att.prone) return null;
    const shots = pick.burst ? burstShots(g, model, att.play) : 1;
    if (pick.burst && shots < 2) return null;
    if (att.play && unusable(g, model, book, att.play, shots)) return null;
    const fields = shotLinkFields(att.roster, att.index, g.first, book);
    if (!fields) return null;
    const data = shotOddsData({ modifiers: book.precisionModifiers, specialRules: book.specialRules });
    let v = {
      ...defaultValues(shotFields),
      ...fields,
      automatic: pick.burst,
      ...(pick.burst ? { shots, targets: 1 } : {}),
      toughness,
      armor: Math.min(15, Math.max(0, modelProfile(target, book).armor)),
    };
    if (g.template) {
      // P15: no Precision roll (the modifier lifts it to a sure hit in the tool) and no cover; Kaboom! is a Precision die.
      v = { ...v, automatic: false, kaboom: false, cover: 0, coverKept: 0, modifier: Math.max(v.modifier, 10 - v.precision) };
    } else {
      if (att.shocked) v = { ...v, ...checklistChange(v, { electrified: true }, data) };
      if (inTheWay) v = { ...v, ...checklistChange(v, { modelsInWay: true }, data) };
    }
    const s = shotSummary(v, data);
    const how = g.template ? ', Template: no Precision roll' : pick.burst ? `, ${shots} shots` : inTheWay ? ', models in the way' : '';
    return {
      hurt: done ? 0 : s.pAnyHit,
      takeOut: done ? 0 : s.chance,
      href: toolHref(shotOdds, v, from(`${who} shooting ${weapon} at ${whom}${how}`)),
    };
  }
  if (att.play && pick.group && pick.group.kind === 'melee' && unusable(pick.group, model, book, att.play)) return null;
  const fields = combatFieldsWith(att, pick.item, book);
  if (!fields) return null;
  const backWith = fightsBackWith(def, book, att.roster);
  if (!backWith) return null;
  const back = combatFieldsWith(def, backWith.item, book);
  const penalty = (f: Fighter) => (f.prone ? PRONE_PENALTY : 0) + (f.shocked ? SHOCK_PENALTY : 0);
  const base = { ...defaultValues(combatFields), ...fields };
  const v = {
    ...base,
    toughness: targetToughness(att, book),
    bonus: clampBonus(base.bonus + penalty(att)),
    enemyCombat: back?.combat ?? base.enemyCombat,
    enemyBonus: clampBonus((back?.bonus ?? 0) + penalty(def)),
    enemyStrength: back?.strength ?? base.enemyStrength,
    enemyPenetration: back?.penetration ?? base.enemyPenetration,
    enemyToughness: toughness,
    enemyArmor: back?.armor ?? base.enemyArmor,
  };
  const s = combatSummary(v, { fallBands: [] });
  const how = weapon === BARE_HANDED ? 'bare-handed' : `with ${weapon}`;
  return {
    hurt: done ? 0 : (s.combat?.pAttackerHits ?? 0),
    takeOut: done ? 0 : s.chance,
    href: toolHref(combatOdds, v, from(`${who} fighting ${how} against ${whom}`)),
  };
}

const backLabel = (mine: Roster) => shown(mine.name) || 'your game';

/** My model i as it is in `state`: Downed when out (a Berserker finishing its activation still fights and can be hit). */
export function myFighter(mine: Roster, i: number, state: PlayState): Fighter | null {
  const m = state.models[i];
  if (!m) return null;
  return { roster: mine, index: i, downed: m.out && !berserk(m), prone: m.down, shocked: shocked(m), play: m };
}

/** Their model j as the opponent's panel marks it: Downed when out, marked Downed, or hit. */
export function theirFighter(theirs: Roster, j: number, state: PlayState): Fighter {
  const foe = foeOf(state, j);
  return { roster: theirs, index: j, downed: foe.out || foe.damage > 0 || foeFlag(state, j, 'downed'), prone: foeFlag(state, j, 'prone'), shocked: false };
}

/** My model i (in `state`) with `weapon` against their model j (as marked in `state.foes`). */
export function oddsInPlay(mine: Roster, i: number, state: PlayState, weapon: string, theirs: Roster, j: number, inTheWay: boolean, book: GangBook): PlayOdds | null {
  const me = myFighter(mine, i, state);
  return me ? attackOdds(me, weapon, theirFighter(theirs, j, state), inTheWay, book, backLabel(mine)) : null;
}

/** The other way round: their model j with `weapon` against my model i, which cannot be hurt again once Downed in `state`. */
export function oddsAgainstMine(mine: Roster, i: number, state: PlayState, theirs: Roster, j: number, weapon: string, inTheWay: boolean, book: GangBook): PlayOdds | null {
  const me = myFighter(mine, i, state);
  return me ? attackOdds(theirFighter(theirs, j, state), weapon, me, inTheWay, book, backLabel(mine)) : null;
}

/** The odds rules of the play view: each weapon of my model against each model of the opponent's gang. */
export function punkapocalypticOdds(book: GangBook): PlayOddsRules<Roster> {
  return {
    weapons: (roster, index) => oddsWeapons(roster, index, book),
    targets: (opponent) =>
      (opponent?.models ?? []).map((m, i) => ({
        name: modelLabel(m, i),
        max: 1,
      })),
    toggle: 'Models in the way (partial cover, shots)',
    foeFlags: FOE_FLAGS,
    hurtLabel: 'Hits',
    odds: (roster, index, state, weapon, opponent, target, inTheWay) => (opponent ? oddsInPlay(roster, index, state, weapon, opponent, target, inTheWay, book) : null),
    incoming: {
      weapons: (opponent, target) => (opponent ? oddsWeapons(opponent, target, book) : []),
      odds: (roster, index, state, opponent, target, weapon, inTheWay) => (opponent ? oddsAgainstMine(roster, index, state, opponent, target, weapon, inTheWay, book) : null),
    },
  };
}
