/**
 * A tool adapter: everything one tool knows, as pure data and functions (no React), so it can be unit
 * tested and the kit's generic OddsTool can run it. It maps the URL values to the odds function's input
 * and the odds result to what the tool shows (a ResultView), and says which inputs the form shows.
 * Each tool's adapter lives in src/games/<slug>/tools/<tool>.ts; see README.md in this folder.
 */
import type { FieldName, FieldSpecs, LinkUpgrade, Values } from './query-state';
import type { FollowUps, PoolLink } from './linked-fields';

/** One line under a headline: "Expected hits: 1.50". */
export interface Line {
  label: string;
  value: string;
}

/** A run of text: plain, bold, or a link. */
export type Inline = string | { strong: string } | { text: string; href: string };

/** A paragraph of inlines, optionally with a class (e.g. a larger line). */
export interface Paragraph {
  parts: readonly Inline[];
  className?: string;
}

/** One row of an outcome table: its label (a row header) and one cell per further column. */
export interface OutcomeRow {
  label: string;
  cells: readonly string[];
}

/** What a tool shows for one set-up, top to bottom. */
export type ResultBlock =
  /** The big number: a chance (with its label), an expected value and short lines. */
  | { kind: 'headline'; chance: number; chanceLabel: string; expected?: number; expectedLabel?: string; lines?: readonly Line[] }
  /** A verdict in place of a chance ("Hidden: it cannot be shot"). */
  | { kind: 'verdict'; label: string; value: string; className?: string }
  /** A distribution (index k = P(exactly k)) as a bar chart and a k / Exactly / At least table. */
  | {
      kind: 'distribution';
      distribution: readonly number[];
      /** What k counts, capitalised: "Grit lost". Names the table; the chart's caption unless chartQuantity. */
      quantity: string;
      chartQuantity?: string;
      highlightFrom?: number;
      highlightMeaning?: string;
    }
  /** Named outcomes as bars (e.g. activation results), `p` each; highlighted rows in the accent colour. */
  | { kind: 'bars'; caption: string; ariaLabel: string; rows: readonly { label: string; p: number; highlight?: boolean }[] }
  /** An outcome / chance table: a caption, column headers and one row per outcome. */
  | { kind: 'outcomes'; caption: string; columns: readonly string[]; rows: readonly OutcomeRow[]; className?: string }
  | { kind: 'paragraphs'; paragraphs: readonly Paragraph[] }
  /** Side remarks: paragraphs, or one list. */
  | { kind: 'notes'; notes: readonly string[]; list?: boolean }
  /** Blocks kept together, e.g. in a polite live region. */
  | { kind: 'group'; className?: string; live?: boolean; blocks: readonly ResultBlock[] };

export interface ResultView {
  /** The chance Compare puts side by side (B minus A); omit when the tool has none. */
  chance?: number;
  /**
   * Top to bottom. The first block is the tool's answer, kept in view while the inputs change
   * (answer.ts): a headline, a verdict, or a group (whose own stylesheet keeps it short).
   */
  blocks: readonly ResultBlock[];
}

/** One entry of a form, top to bottom. */
export type FormItem<S extends FieldSpecs> =
  /** A field; `label` and `hint` replace the spec's; `options` show an int or enum field as a select with these labels. */
  | { field: FieldName<S>; label?: string; hint?: string; options?: readonly { value: string; label: string }[]; className?: string }
  /** A titled group (fieldset and legend) of items. */
  | { group: string; note?: string; className?: string; items: readonly FormItem<S>[] }
  /** A control only this tool has, supplied by its island under this name (with optional text props). */
  | { widget: string; props?: Readonly<Record<string, string>> }
  | { note: string };

export interface ToolAdapter<S extends FieldSpecs, D, R> {
  /** The tool's heading and one line under it. */
  title: string;
  intro?: string;
  /** The inputs, keyed by the odds function's field names (built once per page, from its data). */
  fields: (data: D) => S;
  /** URL values to the odds input, and the odds function's result. Throws an InputError to refuse a set-up. */
  compute: (values: Values<S>, data: D) => R;
  /** The odds result to what the tool shows. */
  view: (result: R, values: Values<S>, data: D) => ResultView;
  /** The form for these values: which inputs show, grouped (set-up B may differ: `which`). */
  form: (values: Values<S>, which: 'a' | 'b', data: D) => readonly FormItem<S>[];
  /** 'stack': one item per row (default); 'grid': fields flow in the kit's grid and groups take whole rows. */
  layout?: 'stack' | 'grid';
  /** The form's accessible name for set-up A (B adds ", set-up B"); default "Inputs". */
  formLabel?: string;
  /** Compare: what the compared chance is (lower case), from set-up A's values; false for a tool with one set-up. */
  compare: false | { chanceLabel: (a: Values<S>) => string };
  /** Fields set-up B always takes from set-up A (it answers the same question). */
  sharedFields?: readonly FieldName<S>[];
  /** Fields computed from others and kept in step both ways (dice pools from a situation). */
  linked?: (data: D) => { links: readonly PoolLink<S>[]; followUps?: FollowUps<S> };
  /** Widgets the island shows above the set-ups (e.g. a roller), by name. */
  top?: readonly string[];
  /**
   * How links from earlier versions of the tool are read (renamed fields, fields whose meaning a
   * ruling changed): a module-level constant. See LinkUpgrade in query-state.ts.
   */
  link?: LinkUpgrade;
  /**
   * Widgets drawn in set-up A's answer, after the view's answer block and inside its live region, so
   * they stay in view with it (e.g. the result of a roll made with a `top` widget), by name.
   */
  answerWidgets?: readonly string[];
}

/** Declares an adapter (an identity function that checks its shape and infers its types). */
export function defineTool<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>): ToolAdapter<S, D, R> {
  return tool;
}
