/**
 * Which player of a co-op warband something is for (a new Character, a replacement, a payment);
 * nothing in a solo warband, where there is only player 1.
 */
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { ChoiceField } from '../../roster';

export type Player = 1 | 2;

const PLAYERS = [
  { value: '1', label: 'Player 1' },
  { value: '2', label: 'Player 2' },
] as const;

export function PlayerField({ mode, label, value, onChange }: { mode: Roster['mode']; label: string; value: Player; onChange: (player: Player) => void }) {
  if (mode !== 'coop') return null;
  return <ChoiceField label={label} value={String(value)} options={PLAYERS} onChange={(v) => onChange(v === '2' ? 2 : 1)} />;
}
