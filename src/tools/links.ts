/**
 * The one way to write a link to a tool: `toolHref(tool, values)`. Builders, the board, the tools
 * and the play view all go through it, so a tool's address and field names are written in one
 * place and a renamed field is a type error at every link.
 *
 * A ToolRef carries its tool's path and, as a type only, the values its fields take (Values of the
 * tool's field spec): a link costs no field spec or odds code in the page that writes it. The
 * encoding is the tools' URL convention (src/tools/query-state.ts): whole numbers as digits, yes/no
 * as 1/0, a choice by its value, set-up B of Compare under "b.". Every value given is written, its
 * default included, so the link keeps meaning the same set-up after a default changes; the tool pins
 * the fields a link names (query-state's PinnedFields).
 */
import type { GameSlug } from '../common/catalog';
import { COMPARE_PARAM, COMPARE_PREFIX } from './query-state';

type LinkValue = number | boolean | string;

/** A tool: its page, and (as a type) the values of its fields. */
export interface ToolRef<V extends Record<string, LinkValue>> {
  readonly game: GameSlug;
  /** The tool's folder under content/<game>/tools/: its page is /<game>/tools/<id>/. */
  readonly id: string;
  readonly path: string;
  /** Never set: carries V for the type checker. */
  readonly values?: V;
}

/** A tool's reference; `V` is `Values<typeof itsFields>` (import it as a type: no code follows it). */
export function toolRef<V extends Record<string, LinkValue>>(game: GameSlug, id: string): ToolRef<V> {
  return { game, id, path: `/${game}/tools/${id}/` };
}

/** Some of a tool's fields; undefined leaves a field out (the tool then uses its default). */
export type LinkValues<V> = { readonly [K in keyof V]?: V[K] | undefined };

function append(params: URLSearchParams, values: Readonly<Record<string, LinkValue | undefined>>, prefix: string): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    params.append(prefix + name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
}

/**
 * The tool's address with these values (and, for Compare, set-up B's): e.g.
 * toolHref(strikeOdds, { punch: 7, crush: true }) → "/heartbreaker/tools/strike-odds/?punch=7&crush=1".
 */
export function toolHref<V extends Record<string, LinkValue>>(tool: ToolRef<V>, values: LinkValues<V>, options: { compare?: LinkValues<V> } = {}): string {
  const params = new URLSearchParams();
  append(params, values as Readonly<Record<string, LinkValue | undefined>>, '');
  if (options.compare) {
    params.append(COMPARE_PARAM, '1');
    append(params, options.compare as Readonly<Record<string, LinkValue | undefined>>, COMPARE_PREFIX);
  }
  const query = params.toString();
  return query ? `${tool.path}?${query}` : tool.path;
}
