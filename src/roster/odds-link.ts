/**
 * Links from a roster to an odds tool with a model's values filled in. The tools read their set-up
 * from the address (README, "URL conventions"): whole numbers as digits, true/false as 1/0, choices by
 * value. Every field given is written, defaults included, so the link keeps meaning the same model.
 */

/** A tool's fields by name: whole numbers, true/false or a choice's value (undefined: left out). */
export type LinkFields<F> = { readonly [K in keyof F]: number | boolean | string | undefined };

/** `toolPath` with `fields` as its query, e.g. /heartbreaker/tools/strike-odds/?punch=7&crush=1. */
export function oddsHref<F extends LinkFields<F>>(toolPath: string, fields: F): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields) as [string, number | boolean | string | undefined][]) {
    if (value === undefined) continue;
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const query = params.toString();
  return query ? `${toolPath}?${query}` : toolPath;
}
