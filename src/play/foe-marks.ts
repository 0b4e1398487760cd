/**
 * The marks the opponent's panel offers on one of their models: the game's foe marks
 * (`FoeRules.foeFlags`), a scenario's only in a game played as it (`FlagDef.scenario`:
 * Catch and Release's Hostage), and only those the game offers on that model (`foeFlagFor`: a
 * Lucky Charm's on a fighter with one). Pure; imported by the panel alone, so it loads with it and
 * not with the play page's first load.
 */
import type { FlagDef, FoeRules, PlayState } from './state';

export function foeMarksFor<R>(odds: Pick<FoeRules<R>, 'foeFlags' | 'foeFlagFor'>, state: Pick<PlayState, 'battle'>, opponent: R | undefined, index: number): FlagDef[] {
  return (odds.foeFlags ?? []).filter((f) => (!f.scenario || f.scenario === state.battle?.scenario) && (odds.foeFlagFor?.(opponent, index, f) ?? true));
}
