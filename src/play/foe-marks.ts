/**
 * The opponent's models as their panel and the printed game sheet say them. Pure; imported by the
 * panel and the sheet alone, so it loads with them and not with the play page's first load.
 */
import { foeFlag, foeOf, type FlagDef, type FoeRules, type PlayState, type PlayTarget } from './state';

/**
 * The marks the opponent's panel offers on one of their models: the game's foe marks
 * (`FoeRules.foeFlags`), a scenario's only in a game played as it (`FlagDef.scenario`:
 * Catch and Release's Hostage), and only those the game offers on that model (`foeFlagFor`: a
 * Lucky Charm's on a fighter with one).
 */
export function foeMarksFor<R>(odds: Pick<FoeRules<R>, 'foeFlags' | 'foeFlagFor'>, state: Pick<PlayState, 'battle'>, opponent: R | undefined, index: number): FlagDef[] {
  return (odds.foeFlags ?? []).filter((f) => (!f.scenario || f.scenario === state.battle?.scenario) && (odds.foeFlagFor?.(opponent, index, f) ?? true));
}

/**
 * Where one of their models stands: "7 of 10 Meat · out · Downed". With no most to count down from
 * (the Arsenal's Health is on their cards) it counts the damage up: "3 damage".
 */
export function foeStanding(target: PlayTarget, state: PlayState, index: number, track: string, marks: readonly FlagDef[]): string {
  const foe = foeOf(state, index);
  const left = target.max === null ? `${foe.damage} damage` : `${Math.max(0, target.max - foe.damage)} of ${target.max} ${track}`;
  const on = marks.filter((m) => foeFlag(state, index, m.id)).map((m) => m.label);
  return `${left}${foe.out ? ' · out' : ''}${on.length > 0 ? ` · ${on.join(', ')}` : ''}`;
}
