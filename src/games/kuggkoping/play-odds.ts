/**
 * Kuggköping's odds against the enemies in play, apart from ./play.ts so the play page's
 * first load carries none of the attack-odds tool's code: the play island loads it after its first
 * paint and hands it to kuggkopingPlay. In solo and co-op play the opponent is the enemies: a
 * Character's attack against an enemy of the enemy turn kept in the game, or an enemy type of the data.
 */
import type { PlayOdds, PlayOddsRules, PlayState, PlayTarget } from '../../play';
import type { Roster } from './roster-format';
import { attackOddsSetup, characterView, type KuggkopingBook } from './roster-rules';
import { builtFromView, enemyProfile, gearCanHurt, type EnemyProfile, type ProfileData, type ProfileSettings, type TurnEnemyType } from './turn/profile';
import { isRecord } from '../../common/json';
import { rosterInPlay, savedTurn } from './play';
import { defaultValues } from '../../tools/query-state';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { attackFields, computeAttack, type AttackValues } from './tools/attack-odds';
import { attackOdds } from './tools/refs';
import { MAX_ATTACK_DICE, MAX_GRIT } from './combat';
import { TWO_OR_MORE_SPACES } from './builds';

/** A Character's two attacks, as the odds on its card name them. */
export const ADJACENT_ATTACK = 'Attack an adjacent enemy';
export const RANGED_ATTACK = 'Attack from 2 or more spaces';
/** An enemy's attack on an adjacent Character, as the odds the other way round name it (its ranged attack is RANGED_ATTACK). */
export const ENEMY_ADJACENT_ATTACK = 'Attack an adjacent Character';

/** An enemy the Characters can attack: its type, the grit it has lost and its profile as it plays. */
export interface EnemyTarget extends PlayTarget {
  type: TurnEnemyType;
  gritLost: number;
  /** Its profile with the turn's faction, Black Streets variant and Hard rule, and Fragile self-esteem (K-08). */
  profile: EnemyProfile;
}

/** The enemy types alone (the enemies' profiles then bare), or the enemy turn's data (faction, district and Hard rules apply). */
export type EnemyData = readonly TurnEnemyType[] | ProfileData;

const NO_SETTINGS: ProfileSettings = { enemyFaction: null, district: null, difficulty: 'normal', hardRule: null };
const textOr = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * What a Character can attack in solo and co-op play, where the enemies are the opponent: each enemy
 * of the enemy turn kept in the game as it is on the table (by its name, with the grit it has lost
 * there and its profile with the turn's faction, Black Streets variant and Hard rule; a knocked-down
 * Draugar left off, K17's "not part of the game"), then each enemy type and boss of the data at full
 * grit, with the same settings. The turn is read from its saved JSON leniently (an enemy whose type
 * the data does not know is left off), so the cards need none of the turn's code.
 */
export function enemyTargets(state: PlayState, enemyData: EnemyData): EnemyTarget[] {
  const data: ProfileData = Array.isArray(enemyData) ? { enemyTypes: [...enemyData], archetypes: [], districts: [], factions: [] } : (enemyData as ProfileData);
  const types = data.enemyTypes;
  const raw = savedTurn(state);
  const settings: ProfileSettings = isRecord(raw)
    ? { enemyFaction: textOr(raw.enemyFaction), district: textOr(raw.district), difficulty: textOr(raw.difficulty) ?? 'normal', hardRule: textOr(raw.hardRule) }
    : NO_SETTINGS;
  const inTurn = isRecord(raw) && Array.isArray(raw.enemies) ? raw.enemies : [];
  const out: EnemyTarget[] = [];
  for (const e of inTurn) {
    if (!isRecord(e) || typeof e.type !== 'string' || e.down === true) continue;
    const type = types.find((t) => t.id === e.type);
    if (!type) continue;
    const gritChange = typeof e.gritChange === 'number' && Number.isInteger(e.gritChange) ? e.gritChange : 0;
    const lost = typeof e.gritLost === 'number' && Number.isInteger(e.gritLost) ? Math.max(0, e.gritLost) : 0;
    const profile = enemyProfile(settings, data, { type: type.id, gritLost: lost, gritChange });
    if (profile.gritLeft <= 0) continue;
    const name = typeof e.name === 'string' && e.name.trim() ? e.name.trim() : type.name;
    out.push({ name: `${name} (${type.name}, ${profile.gritLeft} of ${profile.fullGrit} grit)`, max: profile.fullGrit, type, gritLost: profile.fullGrit - profile.gritLeft, profile });
  }
  for (const type of types) {
    const profile = enemyProfile(settings, data, { type: type.id, gritLost: 0 });
    out.push({ name: `${type.name} (full grit)`, max: profile.fullGrit, type, gritLost: 0, profile });
  }
  return out;
}

/**
 * The odds of Character i (its attack in the play state: grit lost, gadgets lost at 0 grit) against
 * an enemy with its grit left, behind one cover object or not: one attack roll as the attack-odds tool
 * works it out (the tool's own function on the tool's own values, so the card and the tool agree).
 * `hurt` is the chance it loses any grit, `takeOut` the chance it drops to 0 (K4). A boss that only
 * some gear can hurt (K8) takes no damage from a Character without that gear: no chance at all.
 */
export function attackInPlay(roster: Roster, index: number, state: PlayState, weapon: string, target: EnemyTarget, cover: boolean, book: KuggkopingBook): PlayOdds | null {
  const adjacent = weapon === ADJACENT_ATTACK;
  if (!adjacent && weapon !== RANGED_ATTACK) return null;
  const view = characterView(rosterInPlay(roster, index, state, book), index, book);
  const setup = attackOddsSetup(view, adjacent);
  if (!setup) return null;
  const left = target.profile.gritLeft;
  const immune = !gearCanHurt(builtFromView(view) ?? { gear: [] }, target.type);
  const values = {
    ...defaultValues(attackFields),
    ...setup,
    defence: target.profile.defence,
    grit: Math.min(MAX_GRIT, Math.max(1, left)),
    cover: cover ? 1 : 0,
    immune,
  };
  const who = characterName(roster, index);
  const odds = shownAttack(values, `${who} attacking ${target.name}${situation(adjacent, cover)}${immune ? ' (its gear cannot hurt it, K8)' : ''}`, roster, left <= 0 || immune);
  const note = quirkLeftOut(view.equipped.weapon?.quirk?.id);
  return note ? { ...odds, note } : odds;
}

/** What the attack odds leave out of a weapon quirk that changes an attack (the tool models neither). */
function quirkLeftOut(quirk: string | undefined): string | null {
  if (quirk === 'kraft') return 'Not counted: Kraft’s 2 damage for each hit (these odds give each hit 1, on this one target).';
  if (quirk === 'blast-points') return 'Not counted: Blast points’ defence dice that save are rolled again (its 1 fewer action die is).';
  return null;
}

const characterName = (roster: Roster, index: number) => shown(roster.characters[index]!.name) || `Character ${index + 1}`;
const situation = (adjacent: boolean, cover: boolean) => `${adjacent ? ', adjacent' : ', 2 or more spaces away'}${cover ? ', one cover object between' : ''}`;

/** One attack roll of the attack-odds tool on its own values, as a card shows it (nothing left to lose when `out`), with the tool one tap away. */
function shownAttack(values: AttackValues, label: string, roster: Roster, out: boolean): PlayOdds {
  const r = computeAttack(values);
  return {
    hurt: out ? 0 : 1 - (r.distribution[0] ?? 0),
    takeOut: out ? 0 : r.chance,
    href: toolHref(attackOdds, values, {
      from: {
        label,
        back: '/kuggkoping/play/',
        backLabel: shown(roster.name) || 'your game',
      },
    }),
  };
}

/** An enemy's attacks as the odds name them: adjacent, and from 2 or more spaces when its range reaches that far. */
export function enemyAttacks(type: Pick<TurnEnemyType, 'range'>): string[] {
  return type.range >= TWO_OR_MORE_SPACES ? [ENEMY_ADJACENT_ATTACK, RANGED_ATTACK] : [ENEMY_ADJACENT_ATTACK];
}

/**
 * The other way round: `target` (an enemy of the turn with the grit it has lost, or a type at full
 * grit) attacking Character i as it stands in the play state (its grit left, its defence with the
 * gadgets it still has), behind one cover object or not: one attack roll of the attack-odds tool
 * (the tool's own function on the tool's own values). The enemy rolls its action dice as it plays
 * (faction, Black Streets variant, Hard rule; less a die per grit lost for a Bell-Man), and hits on
 * its number, or on the number a defence gadget makes attackers need. `hurt` is the chance the Character loses any grit, `takeOut`
 * that it drops to 0 (knocked down, K14); a Character at 0 or out of the game is not hurt again.
 */
export function enemyAttackInPlay(roster: Roster, index: number, state: PlayState, target: EnemyTarget, weapon: string, cover: boolean, book: KuggkopingBook): PlayOdds | null {
  const adjacent = weapon === ENEMY_ADJACENT_ATTACK;
  if (!enemyAttacks(target.profile).includes(weapon)) return null;
  const m = state.models[index];
  const view = characterView(rosterInPlay(roster, index, state, book), index, book);
  if (!m || !view.defence || !view.profile) return null;
  const left = view.profile.gritLeft;
  const values = {
    ...defaultValues(attackFields),
    attacker: 'enemy' as const,
    // Its profile as it plays: faction, Black Streets, Hard rule, and Fragile self-esteem for grit lost (K-08, K-04).
    actionDice: Math.min(MAX_ATTACK_DICE, Math.max(1, target.profile.actionDice)),
    hitOn: Math.max(target.profile.hitOn, view.defence.attackersHitOnlyOn ?? 0),
    distance: adjacent ? 1 : TWO_OR_MORE_SPACES,
    defence: view.defence.defence,
    grit: Math.min(MAX_GRIT, Math.max(1, left)),
    bestOfTwoDefence: view.defence.bestOfTwoDefence,
    sixRemovesOnlyOne: view.defence.sixRemovesOnlyOne,
    maxGritLostPerAttack: view.defence.maxGritLostPerAttack,
    cover: cover ? 1 : 0,
  };
  return shownAttack(values, `${target.name} attacking ${characterName(roster, index)}${situation(adjacent, cover)}`, roster, left <= 0 || m.out);
}

/**
 * The odds rules of the play view: each Character's attacks against the enemies of the turn and each
 * enemy type, and theirs against the Character. Given the enemy turn's data (not only its enemy types)
 * the enemies are as the turn's faction, district and Hard rule make them.
 */
export function kuggkopingOdds(book: KuggkopingBook, enemyTypes: EnemyData): PlayOddsRules<Roster> {
  return {
    weapons: (roster, index) => {
      const view = characterView(roster, index, book);
      return view.attacks.map((a) => (a.adjacent ? ADJACENT_ATTACK : RANGED_ATTACK));
    },
    targets: (_opponent, state) => enemyTargets(state, enemyTypes),
    fromData: true,
    toggle: 'One cover object in between (−1 die)',
    odds: (roster, index, state, weapon, _opponent, target, cover) => {
      const t = enemyTargets(state, enemyTypes)[target];
      return t ? attackInPlay(roster, index, state, weapon, t, cover, book) : null;
    },
    incoming: {
      weapons: (_opponent, target, state) => {
        const t = enemyTargets(state, enemyTypes)[target];
        return t ? enemyAttacks(t.profile) : [];
      },
      odds: (roster, index, state, _opponent, target, weapon, cover) => {
        const t = enemyTargets(state, enemyTypes)[target];
        return t ? enemyAttackInPlay(roster, index, state, t, weapon, cover, book) : null;
      },
    },
  };
}
