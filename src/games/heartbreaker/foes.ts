/**
 * The rival's fighters in play as the book names their states (HB 414-416, 491): standing, Taken
 * Down at 0 Meat, back up at 1 Meat with a Second Wind token, knocked out when Taken Down again with
 * that token. The play view keeps them as the kit's foe marks (PlayOddsRules.foeFlags) beside the
 * Meat lost; this reads them for the odds, Pressing the Advantage and End game.
 */
import type { FlagDef, FoePlay } from '../../play';

export const FOE_TAKEN_DOWN = 'takenDown';
export const FOE_SECOND_WIND = 'secondWind';
export const FOE_ACTIVATED = 'activated';

/** The marks on the opponent's fighters, as the book names the states. */
export const FOE_FLAGS: FlagDef[] = [
  { id: FOE_TAKEN_DOWN, label: 'Taken Down' },
  { id: FOE_SECOND_WIND, label: 'Second Wind token' },
  { id: FOE_ACTIVATED, label: 'Activated this round', clearsEachRound: true },
];

export interface FoeState {
  /** Taken Down (downed): the mark, or 0 Meat left without a Second Wind standing it up. */
  takenDown: boolean;
  /** Knocked out for the rest of the skirmish (out, or Taken Down again with a Second Wind token). */
  out: boolean;
  /** Meat left: 1 after a Second Wind from 0 Meat. */
  meatLeft: number;
  activated: boolean;
}

/** The rival's fighter as the book has it, from its marks and Meat lost (`meat` its Meat). */
export function foeState(foe: FoePlay, meat: number): FoeState {
  const flag = (id: string) => foe.flags?.[id] === true;
  const secondWind = flag(FOE_SECOND_WIND);
  const out = foe.out || (secondWind && flag(FOE_TAKEN_DOWN));
  const meatLeft = Math.max(0, meat - foe.damage);
  const takenDown = !out && (flag(FOE_TAKEN_DOWN) || (meatLeft === 0 && !secondWind));
  return { takenDown, out, meatLeft: secondWind && meatLeft === 0 && !out ? 1 : meatLeft, activated: flag(FOE_ACTIVATED) };
}

/** Standing: neither Taken Down nor knocked out. */
export const foeStands = (s: FoeState): boolean => !s.takenDown && !s.out;
