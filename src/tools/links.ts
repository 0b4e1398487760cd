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
 * the fields a link names (query-state's PinnedFields). A link from a roster or the board also says
 * where it comes from (`from`): the tool names the set-up under its title and offers a way back.
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

/** A link to a tool that says what it answers, as a roster's odds links list it. */
export interface LabelledToolLink {
  /** What the link answers, e.g. "Shoots with the Pistol". */
  label: string;
  /** Written by toolHref. */
  href: string;
}

/** A tool's reference; `V` is `Values<typeof itsFields>` (import it as a type: no code follows it). */
export function toolRef<V extends Record<string, LinkValue>>(game: GameSlug, id: string): ToolRef<V> {
  return { game, id, path: `/${game}/tools/${id}/` };
}

/** Some of a tool's fields; undefined leaves a field out (the tool then uses its default). */
export type LinkValues<V> = { readonly [K in keyof V]?: V[K] | undefined };

/** Where a link to a tool comes from: shown under the tool's title, with a way back. */
export interface LinkFrom {
  /** The set-up in words: "Olga (Crack Shot) attacking an adjacent enemy". */
  readonly label: string;
  /** A path on this site to go back to, with its query or fragment ("/kuggkoping/builder/#kuggkoping-model-2"). */
  readonly back: string;
  /** What "Back to …" names: the roster's name, or "the board". */
  readonly backLabel: string;
}

/** The query parameters that carry a LinkFrom (no tool has a field of these names). */
export const FROM_PARAMS = { label: 'from', back: 'back', backLabel: 'backTo' } as const;
/** The longest label or back-label shown; a longer one (a hostile link) is cut. */
const MAX_FROM_TEXT = 120;

/**
 * The LinkFrom a tool's address carries, or null when it has none or it is not safe to show: the
 * back address must be a path on this site (so a crafted link cannot send the reader elsewhere), and
 * the texts are cut to a line.
 */
export function readFrom(search: string): LinkFrom | null {
  const params = new URLSearchParams(search);
  const label = params.get(FROM_PARAMS.label)?.trim();
  const back = params.get(FROM_PARAMS.back)?.trim();
  const backLabel = params.get(FROM_PARAMS.backLabel)?.trim();
  if (!label || !back || !backLabel) return null;
  if (!/^\/(?![/\\])[^\s]*$/.test(back) || back.length > 2000) return null;
  const cut = (t: string) => (t.length > MAX_FROM_TEXT ? `${t.slice(0, MAX_FROM_TEXT - 1)}…` : t);
  return { label: cut(label), back, backLabel: cut(backLabel) };
}

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
export function toolHref<V extends Record<string, LinkValue>>(tool: ToolRef<V>, values: LinkValues<V>, options: { compare?: LinkValues<V>; from?: LinkFrom } = {}): string {
  const params = new URLSearchParams();
  append(params, values as Readonly<Record<string, LinkValue | undefined>>, '');
  if (options.compare) {
    params.append(COMPARE_PARAM, '1');
    append(params, options.compare as Readonly<Record<string, LinkValue | undefined>>, COMPARE_PREFIX);
  }
  if (options.from) {
    params.append(FROM_PARAMS.label, options.from.label);
    params.append(FROM_PARAMS.back, options.from.back);
    params.append(FROM_PARAMS.backLabel, options.from.backLabel);
  }
  const query = params.toString();
  return query ? `${tool.path}?${query}` : tool.path;
}
