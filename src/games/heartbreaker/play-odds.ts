/**
 * Heartbreaker's odds between two gangs in play, apart from ./play.ts so the play page's
 * first load carries none of the strike-odds code: the play island loads it after its first paint and
 * hands it to heartbreakerPlay. Both ways: one of my fighters striking one of theirs, and one of theirs
 * striking one of mine, each in the state of play (Meat left on both sides, my fighter's actions of
 * this activation for fatigue, its moves for Speed, its Focus tokens; the rival's marks), worked out by
 * the strike-odds tool's own function.
 */
import { foeFlag, foeOf, type FlagDef, type PlayOdds, type PlayOddsRules, type PlayState } from '../../play';
import type { Fighter, Roster } from './roster-format';
import { fighterLabel, fighterStats, fighterWeapons, knownQuirks, strikeLinkFields, type HeartbreakerBook } from './roster-rules';
import { strikeOdds, weaponFill, type StrikeRules, type StrikeSetup } from './strike-setup';
import { strikeOdds as strikeOddsTool } from './tools/refs';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { FIGHT, FOCUS, HOSTAGE, HOSTAGE_SCENARIO, LUCK_USED, SHOOT, SPRINT, speedFor, WALK } from './play';
import { FOE_FLAGS, foeStands, foeState } from './foes';
import type { Weapon } from './schema';

/** How the fighters stand in play, beyond Meat lost: what the odds read from the state (H5, H8, H10, Focus). */
export interface InPlay {
  /** Fight and Shoot actions the striker took already this activation (H8). */
  fights: number;
  shoots: number;
  /** Walks and Sprints the striker took this activation: its Speed for H5 (H10). */
  walks: number;
  sprints: number;
  /** Focus tokens the striker spends on its PUNCH dice (HB 299). */
  focus: number;
  /** Focus tokens the target spends on its ARMOR dice. */
  targetFocus: number;
  /** The striker's Lucky Charm re-roll of this round is used (HB 759): a Longshot's stays. */
  luckUsed: boolean;
  /** The target has a Lucky Charm re-roll left this round, for its ARMOR dice (HB 759, H3). */
  targetLuck: boolean;
}

const FRESH: InPlay = { fights: 0, shoots: 0, walks: 0, sprints: 0, focus: 0, targetFocus: 0, luckUsed: false, targetLuck: false };

const hasQuirkId = (f: Fighter, book: HeartbreakerBook, id: string) => knownQuirks(f, book).some((q) => q.entry.id === id);

/** The fighter's weapon that can Deflect in a Fight (HB 542, H2), if it has one: the one with the most PUNCH. */
const deflectWeapon = (f: Fighter, book: HeartbreakerBook): Weapon | undefined =>
  fightWeapons(f, book)
    .filter((w) => w.effects.some((e) => e.deflect === true))
    .reduce<Weapon | undefined>((best, w) => (!best || w.punch > best.punch ? w : best), undefined);

/** The weapons a fighter may strike with in a Fight: melee weapons and a Reliable one (HB 611). */
export function fightWeapons(fighter: Fighter, book: HeartbreakerBook): Weapon[] {
  return fighterWeapons(fighter, book).filter((w) => w.kind === 'melee' || w.quirks.includes('reliable'));
}

/**
 * The strike of fighter `a` of `attackers` (with `attackerDamage` Meat lost, and its actions, moves
 * and Focus of this activation in `play`) with `weapon` at `target` (with `targetDamage` Meat lost;
 * `cover` for a Shoot at a target in cover), as the strike-odds tool works it out. A Fight is the
 * whole exchange in H5's order: the faster strikes first (the striker at its Speed after this
 * activation's moves, H10) and the other strikes back only if still standing, with its strongest
 * weapon for a Fight; a target with none does not strike back. Stalker's +1 counts against a target
 * at half Meat or less (HB 839), the striker's and the target's on its strike back. One re-roll a
 * strike: the striker's (a Longshot, or a Lucky Charm not yet used this round, HB 759), else the
 * target's Lucky Charm on its ARMOR dice. The rest is the plain case (level, no Gang Up, no Backstab,
 * no Sprint into the Fight, no Deflect: oddsNote says which of these the card leaves out).
 */
export function strikeSetup(
  attackers: Roster,
  a: number,
  attackerDamage: number,
  play: Partial<InPlay>,
  weapon: string,
  target: Fighter,
  targetDamage: number,
  cover: boolean,
  book: HeartbreakerBook,
  targetGang?: Roster,
): StrikeSetup | null {
  const at = { ...FRESH, ...play };
  const striker = attackers.fighters[a];
  if (!striker) return null;
  const inPlay = { ...attackers, fighters: attackers.fighters.map((f, k) => (k === a ? { ...f, meatLost: attackerDamage } : f)) };
  const fields = strikeLinkFields(inPlay, a, weapon, { luckUsed: at.luckUsed }, book);
  if (!fields || fields.punch === undefined || fields.action === undefined) return null;
  const them = fighterStats({ ...target, meatLost: targetDamage }, book);
  const fight = fields.action === 'fight';
  // This action is counted with the ones taken already (H8).
  const fights = at.fights + (fight ? 1 : 0);
  const shoots = at.shoots + (fight ? 0 : 1);
  const stalker = hasQuirkId(striker, book, 'stalker') && them.meatLeft <= them.halfMeatAt;
  // The target's Stalker counts on its strike back too, against a striker at half Meat or less (HB 839).
  const us = fighterStats({ ...striker, meatLost: attackerDamage }, book);
  const stalkerBack = hasQuirkId(target, book, 'stalker') && us.meatLeft <= us.halfMeatAt;
  const back = fight ? fightWeapons(target, book).reduce<Weapon | undefined>((best, w) => (!best || w.punch > best.punch ? w : best), undefined) : undefined;
  const backFill = back ? weaponFill(back, { reroll: 'none' }) : undefined;
  const targetFanatic = (targetGang?.fighters ?? [target]).some((f) => knownQuirks(f, book).some((q) => q.entry.effects.some((e) => e.strikesBackAtZero === true)));
  return {
    action: fields.action,
    punch: fields.punch,
    dualWield: false,
    modifier: fields.modifier ?? 0,
    backstab: false,
    gangUp: 0,
    vantage: 'level',
    cover: !fight && cover,
    focus: at.focus,
    fights,
    shoots,
    reliable: fields.reliable ?? false,
    stalker,
    fanatic: false,
    doubleFives: fields.doubleFives ?? false,
    crush: fields.crush ?? false,
    bothBarrels: fields.bothBarrels ?? false,
    // One re-roll a strike in the odds: the striker's (a Longshot, a Lucky Charm), else the target's Lucky Charm on its ARMOR.
    reroll: fields.reroll && fields.reroll !== 'none' ? fields.reroll : at.targetLuck ? 'armor' : 'none',
    armor: them.armor,
    armorModifier: at.targetFocus,
    deflect: 0,
    meat: Math.max(1, them.meatLeft),
    exchange: fight && back !== undefined,
    speed: speedFor(fields.speed ?? them.speed, at.walks, at.sprints),
    sprinted: false,
    targetSpeed: them.speed,
    targetPunch: back?.punch ?? 1,
    targetModifier: (backFill?.modifier ?? 0) + (back && stalkerBack ? 1 : 0),
    targetCrush: backFill?.crush ?? false,
    strikeBackReroll: 'none',
    attackerArmor: fields.attackerArmor ?? 0,
    attackerArmorModifier: 0,
    attackerMeat: fields.attackerMeat ?? 1,
    strikesBackAtZero: fields.strikesBackAtZero ?? false,
    targetStrikesBackAtZero: back !== undefined && targetFanatic,
    allyNearby: false,
    medpack: false,
    bloodthirsty: fields.bloodthirsty ?? false,
  };
}

const meatOf = (f: Fighter, book: HeartbreakerBook) => fighterStats({ ...f, meatLost: 0 }, book).meat;

/** Whether the rival's fighter j (`f`) still has its Lucky Charm's re-roll this round: it has one, and its mark (FOE_LUCK) is not ticked (HB 759). */
const rivalLuck = (f: Fighter, state: PlayState, j: number, book: HeartbreakerBook): boolean => hasQuirkId(f, book, 'lucky-charm') && !foeFlag(state, j, LUCK_USED);

/** My fighter i (in `state`: its Meat left, its actions, moves and Focus of this activation) with `weapon` at their fighter j (its Meat left and marks from `state.foes`); null when either is down or out. */
export function strikeInPlay(mine: Roster, i: number, state: PlayState, weapon: string, theirs: Roster, j: number, cover: boolean, book: HeartbreakerBook): StrikeSetup | null {
  const m = state.models[i];
  const target = theirs.fighters[j];
  // Catch and Release's Hostage may only Walk, Sprint and Shove when freed, and no one may attack it (HB 1118-1122): mine, or theirs marked so.
  if (!m || !target || m.down || m.out || m.flags[HOSTAGE] || foeFlag(state, j, HOSTAGE)) return null;
  const foe = foeState(foeOf(state, j), meatOf(target, book));
  if (!foeStands(foe)) return null;
  const c = (id: string) => m.counters[id] ?? 0;
  const targetLuck = rivalLuck(target, state, j, book);
  return strikeSetup(mine, i, m.damage, { fights: c(FIGHT), shoots: c(SHOOT), walks: c(WALK), sprints: c(SPRINT), focus: c(FOCUS), luckUsed: m.flags[LUCK_USED] === true, targetLuck }, weapon, target, meatOf(target, book) - foe.meatLeft, cover, book, theirs);
}

/**
 * The other way round: their fighter j (its Meat left and marks from `state.foes`, its first action
 * of an activation: their actions are not tracked) with `weapon` at my fighter i with its Meat left
 * in `state`, my Focus tokens on its ARMOR dice; null when either is down or out.
 */
export function strikeAgainstMine(mine: Roster, i: number, state: PlayState, theirs: Roster, j: number, weapon: string, cover: boolean, book: HeartbreakerBook): StrikeSetup | null {
  const m = state.models[i];
  const target = mine.fighters[i];
  const striker = theirs.fighters[j];
  if (!m || !target || !striker || m.down || m.out || m.flags[HOSTAGE] || foeFlag(state, j, HOSTAGE)) return null;
  const foe = foeState(foeOf(state, j), meatOf(striker, book));
  if (!foeStands(foe)) return null;
  const luck = hasQuirkId(target, book, 'lucky-charm') && m.flags[LUCK_USED] !== true;
  return strikeSetup(theirs, j, meatOf(striker, book) - foe.meatLeft, { targetFocus: m.counters[FOCUS] ?? 0, targetLuck: luck, luckUsed: foeFlag(state, j, LUCK_USED) }, weapon, target, m.damage, cover, book, mine);
}

/**
 * What a card's odds leave out that the player may need (PlayOdds.note): what the play view cannot
 * know (a Sprint from out of reach straight into this Fight, HB 344 and Fanatic's +1 PUNCH after it,
 * HB 801; the target's choice to Deflect, HB 542), and a Lucky Charm re-roll the odds could not count
 * beside the striker's own (one re-roll a strike). Empty: nothing left out.
 */
export function oddsNote(setup: StrikeSetup, striker: Fighter, strikerDamage: number, sprints: number, target: Fighter, targetName: string, targetLuck: boolean, book: HeartbreakerBook): string {
  const out: string[] = [];
  const fight = setup.action === 'fight';
  if (fight && sprints > 0) {
    const s = fighterStats({ ...striker, meatLost: strikerDamage }, book);
    const fanatic = s.halfMeat && hasQuirkId(striker, book, 'fanatic');
    out.push(`Sprinted straight into this Fight from out of reach: +1 Speed (HB 344)${fanatic ? ' and +1 PUNCH as a Fanatic (HB 801)' : ''}, not counted here.`);
  }
  const deflect = fight && setup.exchange ? deflectWeapon(target, book) : undefined;
  if (deflect) out.push(`${targetName} may Deflect with ${deflect.name} instead of striking back (+${deflect.punch} ARMOR dice, HB 542), not counted here.`);
  if (targetLuck && setup.reroll === 'punch') out.push(`${targetName}’s Lucky Charm re-roll on ARMOR is not counted (the odds take one re-roll a strike).`);
  return out.join(' ');
}

/** The fighter's weapons, each once by name. */
export const strikeWeapons = (roster: Roster, index: number, book: HeartbreakerBook): string[] => {
  const f = roster.fighters[index];
  return f ? [...new Set(fighterWeapons(f, book).map((w) => w.name))] : [];
};

/** The odds shown on a card: hurt (any Meat lost), Taken Down (for a Fight, by the end of the exchange in H5's order), and the strike-odds tool with the same set-up. */
function shownOdds(setup: StrikeSetup | null, rules: StrikeRules, label: string, mine: Roster, note = ''): PlayOdds | null {
  if (!setup) return null;
  const odds = strikeOdds(setup, rules);
  const damage = odds.fight?.damageToDefender ?? odds.damage;
  return {
    hurt: 1 - (damage[0] ?? 0),
    takeOut: odds.fight?.pDefenderDown ?? odds.pDown,
    href: toolHref(strikeOddsTool, setup, { from: { label, back: '/heartbreaker/play/', backLabel: shown(mine.name) || 'your game' } }),
    ...(note ? { note } : {}),
  };
}

/** My fighter i at their fighter j: the odds with what they leave out. */
function mineAtTheirs(roster: Roster, i: number, state: PlayState, weapon: string, opponent: Roster, j: number, cover: boolean, book: HeartbreakerBook, strikeRules: StrikeRules): PlayOdds | null {
  const setup = strikeInPlay(roster, i, state, weapon, opponent, j, cover, book);
  const m = state.models[i];
  const note = setup && m ? oddsNote(setup, roster.fighters[i]!, m.damage, m.counters[SPRINT] ?? 0, opponent.fighters[j]!, fighterLabel(opponent.fighters[j]!, j), rivalLuck(opponent.fighters[j]!, state, j, book), book) : '';
  return shownOdds(setup, strikeRules, `${fighterLabel(roster.fighters[i]!, i)} with ${weapon} at ${fighterLabel(opponent.fighters[j]!, j)}`, roster, note);
}

/** Their fighter j at my fighter i: the odds with what they leave out (their moves are not tracked: no Sprint). */
function theirsAtMine(roster: Roster, i: number, state: PlayState, opponent: Roster, j: number, weapon: string, cover: boolean, book: HeartbreakerBook, strikeRules: StrikeRules): PlayOdds | null {
  const setup = strikeAgainstMine(roster, i, state, opponent, j, weapon, cover, book);
  const mine = roster.fighters[i]!;
  const luck = hasQuirkId(mine, book, 'lucky-charm') && state.models[i]?.flags[LUCK_USED] !== true;
  const striker = opponent.fighters[j]!;
  const note = setup ? oddsNote(setup, striker, meatOf(striker, book) - foeState(foeOf(state, j), meatOf(striker, book)).meatLeft, 0, mine, fighterLabel(mine, i), luck, book) : '';
  return shownOdds(setup, strikeRules, `${fighterLabel(striker, j)} (theirs) with ${weapon} at ${fighterLabel(mine, i)}`, roster, note);
}

/**
 * On the Captors' phone in Catch and Release, their pick of the Rescuers’ fighters (HB 1114):
 * the same id as the Rescuers' own mark, so a linked game carries it over (src/play/table-link.ts's
 * foesFrom). Offered in that scenario only.
 */
export const FOE_HOSTAGE: FlagDef = { id: HOSTAGE, label: 'The Hostage', scenario: HOSTAGE_SCENARIO };

/**
 * The rival's Lucky Charm re-roll used this round (HB 759), offered on their fighters with one: the
 * same id as my fighters' own mark, so a linked game carries it over; Next round takes it away. Until
 * it is ticked, their odds give them the re-roll, on PUNCH when they strike and on ARMOR when struck.
 */
export const FOE_LUCK: FlagDef = { id: LUCK_USED, label: 'Lucky Charm used', clearsEachRound: true };

/** The odds rules of the play view: each weapon of my fighter against each fighter of the opponent's gang, and theirs against mine. */
export function heartbreakerOdds(book: HeartbreakerBook, strikeRules: StrikeRules): PlayOddsRules<Roster> {
  return {
    weapons: (roster, index) => strikeWeapons(roster, index, book),
    targets: (opponent) => (opponent?.fighters ?? []).map((f, i) => ({ name: fighterLabel(f, i), max: fighterStats({ ...f, meatLost: 0 }, book).meat })),
    toggle: 'Target in cover (Shoot)',
    foeFlags: [...FOE_FLAGS, FOE_HOSTAGE, FOE_LUCK],
    // The Hostage is one of their non-Leader fighters (HB 1114); a Lucky Charm's mark only on a fighter with one.
    foeFlagFor: (opponent, j, flag) => {
      const f = opponent?.fighters[j];
      return flag.id === HOSTAGE ? !f?.leader : flag.id !== LUCK_USED || (f !== undefined && hasQuirkId(f, book, 'lucky-charm'));
    },
    odds: (roster, index, state, weapon, opponent, target, cover) => (opponent?.fighters[target] && roster.fighters[index] ? mineAtTheirs(roster, index, state, weapon, opponent, target, cover, book, strikeRules) : null),
    incoming: {
      weapons: (opponent, target) => (opponent ? strikeWeapons(opponent, target, book) : []),
      odds: (roster, index, state, opponent, target, weapon, cover) => (opponent?.fighters[target] && roster.fighters[index] ? theirsAtMine(roster, index, state, opponent, target, weapon, cover, book, strikeRules) : null),
    },
  };
}
