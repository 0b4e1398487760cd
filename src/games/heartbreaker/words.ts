/** Words for Heartbreaker's data fields, shared by the rules pages' tables and the reference cards. */
import type { StrikeAction, StrikeModifier } from './schema';

/** A modifier with a true minus sign: "+1", "−2". */
export const signedValue = (n: number): string => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));

/** Which dice a Fight or Shoot modifier changes. */
export const rollName: Record<StrikeModifier['roll'], string> = { punch: 'PUNCH', armor: 'ARMOR', either: 'PUNCH or ARMOR' };

/** What a modifier counts once for, as a suffix: " per ally". */
export const perName: Record<NonNullable<StrikeModifier['per']>, string> = {
  ally: ' per ally',
  'focus-token': ' per token',
  'repeated-strike': ' per repeated Fight or Shoot',
};

/** "Fight", "Shoot" or "Fight, Shoot". */
export const actionNames = (actions: readonly StrikeAction[]): string => actions.map((x) => (x === 'fight' ? 'Fight' : 'Shoot')).join(', ');
