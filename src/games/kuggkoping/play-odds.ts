/**
 * Kuggköping's odds against the enemies in play (issue 23), apart from ./play.ts so the play page's
 * first load carries none of the attack-odds tool's code: the play island loads it after its first
 * paint and hands it to kuggkopingPlay. In solo and co-op play the opponent is the enemies: a
 * Character's attack against an enemy of the enemy turn kept in the game, or an enemy type of the data.
 */
import type { PlayOdds, PlayOddsRules, PlayState, PlayTarget } from '../../roster/play';
import type { Roster } from './roster-format';
import { attackOddsSetup, characterView, type KuggkopingBook } from './roster-rules';
import type { TurnEnemyType } from './turn';
import { isRecord, rosterInPlay, TURN_SIDE_KEY } from './play';
import { defaultValues } from '../../tools/query-state';
import { toolHref } from '../../tools/links';
import { shown } from '../../common/words';
import { attackFields, computeAttack } from './tools/attack-odds';
import { attackOdds } from './tools/refs';
import { MAX_GRIT } from './combat';

/** A Character's two attacks, as the odds on its card name them. */
export const ADJACENT_ATTACK = 'Attack an adjacent enemy';
export const RANGED_ATTACK = 'Attack from 2 or more spaces';

/** An enemy the Characters can attack: its type's profile with the grit it has lost. */
export interface EnemyTarget extends PlayTarget {
  type: TurnEnemyType;
  gritLost: number;
}

/**
 * What a Character can attack in solo and co-op play, where the enemies are the opponent: each enemy
 * of the enemy turn kept in the game (by its name, with the grit it has lost there), then each enemy
 * type and boss of the data at full grit. The turn is read from its saved JSON leniently (an enemy
 * whose type the data does not know is left off), so the cards need none of the turn's code.
 */
export function enemyTargets(state: PlayState, types: readonly TurnEnemyType[]): EnemyTarget[] {
  const raw = state.side?.[TURN_SIDE_KEY];
  const inTurn = isRecord(raw) && Array.isArray(raw.enemies) ? raw.enemies : [];
  const out: EnemyTarget[] = [];
  for (const e of inTurn) {
    if (!isRecord(e) || typeof e.type !== 'string') continue;
    const type = types.find((t) => t.id === e.type);
    if (!type) continue;
    const gritLost = typeof e.gritLost === 'number' && Number.isInteger(e.gritLost) ? Math.min(type.grit, Math.max(0, e.gritLost)) : 0;
    const name = typeof e.name === 'string' && e.name.trim() ? e.name.trim() : type.name;
    out.push({
      name: `${name} (${type.name}, ${type.grit - gritLost} of ${type.grit} grit)`,
      max: type.grit,
      type,
      gritLost,
    });
  }
  for (const type of types)
    out.push({
      name: `${type.name} (full grit)`,
      max: type.grit,
      type,
      gritLost: 0,
    });
  return out;
}

/**
 * The odds of Character i (its attack in the play state: grit lost, gadgets lost at 0 grit) against
 * an enemy with its grit left, behind one cover object or not: one attack roll as the attack-odds tool
 * works it out (the tool's own function on the tool's own values, so the card and the tool agree).
 * `hurt` is the chance it loses any grit, `takeOut` the chance it drops to 0 (K4). A boss that only
 * some gear can hurt (K8) is worked out as the tool's default does: as if this attack can.
 */
export function attackInPlay(roster: Roster, index: number, state: PlayState, weapon: string, target: EnemyTarget, cover: boolean, book: KuggkopingBook): PlayOdds | null {
  const adjacent = weapon === ADJACENT_ATTACK;
  if (!adjacent && weapon !== RANGED_ATTACK) return null;
  const view = characterView(rosterInPlay(roster, index, state, book), index, book);
  const setup = attackOddsSetup(view, adjacent);
  if (!setup) return null;
  const left = target.type.grit - target.gritLost;
  const values = {
    ...defaultValues(attackFields),
    ...setup,
    defence: target.type.defence,
    grit: Math.min(MAX_GRIT, Math.max(1, left)),
    cover: cover ? 1 : 0,
  };
  const r = computeAttack(values);
  const who = shown(roster.characters[index]!.name) || `Character ${index + 1}`;
  const label = `${who} attacking ${target.name}${adjacent ? ', adjacent' : ', 2 or more spaces away'}${cover ? ', one cover object between' : ''}`;
  const out = left <= 0;
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

/** The odds rules of the play view: each Character's attacks against the enemies of the turn and each enemy type. */
export function kuggkopingOdds(book: KuggkopingBook, enemyTypes: readonly TurnEnemyType[]): PlayOddsRules<Roster> {
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
  };
}
