/**
 * The attack-odds tool's address for a Character as the attacker, written with the tool's own field
 * spec and URL writer, so the names and formats are the tool's public contract and stay in range.
 */
import { attackFields } from '../../../games/kuggkoping/tools/attack-odds';
import { defaultValues, toQuery, type Values } from '../../../tools/query-state';

export const ATTACK_ODDS_PATH = '/kuggkoping/tools/attack-odds/';

export function attackOddsHref(setup: Readonly<Record<string, number | boolean>>): string {
  const values: Record<string, number | boolean | string> = { ...defaultValues(attackFields) };
  const pinned = new Set<string>();
  for (const [name, value] of Object.entries(setup)) {
    const field = (attackFields as Record<string, (typeof attackFields)[keyof typeof attackFields]>)[name];
    if (!field) continue;
    values[name] = field.kind === 'int' && typeof value === 'number' ? Math.min(field.max, Math.max(field.min, value)) : value;
    pinned.add(name);
  }
  return `${ATTACK_ODDS_PATH}?${toQuery(values as Values<typeof attackFields>, attackFields, undefined, { a: pinned })}`;
}
