/**
 * Runs a tool adapter the way the kit's OddsTool does, without React state: values → compute (through
 * the kit's compute, so a refusal is a refusal and a bug throws) → view → the kit's result components
 * rendered to HTML. And a seeded fuzzer over every field's range, so every reachable set-up is either
 * shown or refused with a sentence: never a crash, never NaN.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { createRng, type Rng } from '../../../src/engine';
import { compute, defaultValues, isAnswerBlock, parseQuery, ResultBlocks, toQuery, type FieldSpecs, type FormItem, type ResultView, type ToolAdapter, type Values } from '../../../src/components/tools';

export type Run<R> = { ok: true; result: R; view: ResultView; html: string } | { ok: false; problems: string[] };

/** Computes and draws one set-up (defaults overridden by `values`). */
export function run<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>, data: D, values: Partial<Values<S>> = {}): Run<R> {
  const spec = tool.fields(data);
  const v = { ...defaultValues(spec), ...values } as Values<S>;
  const c = compute(true, {}, v, (x) => tool.compute(x, data));
  if (!c.ok) return c;
  const view = tool.view(c.result, v, data);
  return { ok: true, result: c.result, view, html: renderToStaticMarkup(<ResultBlocks blocks={view.blocks} />) };
}

/** Visible text of rendered HTML (tags dropped, entities decoded, whitespace squeezed). */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The field names a form shows, in order (groups flattened; widgets and notes left out). */
export function formFields<S extends FieldSpecs>(items: readonly FormItem<S>[]): string[] {
  return items.flatMap((i) => ('group' in i ? formFields(i.items) : 'field' in i ? [i.field] : []));
}

function randomValue(field: FieldSpecs[string], rng: Rng): number | boolean | string {
  switch (field.kind) {
    case 'int':
      // Ends of the range a third of the time: that is where limits break.
      return rng.next() < 0.33 ? (rng.next() < 0.5 ? field.min : field.max) : rng.int(field.min, field.max);
    case 'boolean':
      return rng.next() < 0.5;
    case 'enum':
      return field.options[rng.int(0, field.options.length - 1)]!.value;
  }
}

/**
 * `runs` random set-ups within the fields' ranges: each is computed and drawn, or refused with a
 * message; its view starts with its answer (the block the layout keeps in view: a headline, a verdict
 * or a group) and its compared chance is a probability; its link reads back as the same values (through
 * the tool's LinkUpgrade too, when it is shown); its
 * forms name only fields of the spec. A refusal must be an InputError with a sentence (compute rethrows
 * anything else, a NaN in a result included, and the test fails), and at least one set-up must be shown:
 * a fuzzer that refuses everything tests nothing. Returns how many were refused and shown.
 */
export function fuzz<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>, data: D, runs: number, seed: string): { refused: number; shown: number } {
  const spec = tool.fields(data);
  const rng = createRng(seed);
  let refused = 0;
  for (let i = 0; i < runs; i++) {
    const values = Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, randomValue(field, rng)])) as Values<S>;
    const link = toQuery(values, spec);
    expect(parseQuery(link, spec).values).toEqual(values);
    for (const which of ['a', 'b'] as const) {
      for (const name of formFields(tool.form(values, which, data))) expect(spec).toHaveProperty(name);
    }
    const r = run(tool, data, values);
    if (!r.ok) {
      expect(r.problems.length).toBeGreaterThan(0);
      refused++;
      continue;
    }
    // The link to a set-up the tool shows is today's: the tool's LinkUpgrade leaves it alone.
    const upgraded = parseQuery(link, spec, tool.link);
    expect(upgraded.values).toEqual(values);
    expect(upgraded.notes).toEqual([]);
    expect(isAnswerBlock(r.view.blocks[0]), 'the view starts with the answer kept in view').toBe(true);
    if (r.view.chance !== undefined) {
      expect(r.view.chance).toBeGreaterThanOrEqual(0);
      expect(r.view.chance).toBeLessThanOrEqual(1 + 1e-12);
    }
    expect(r.html).not.toMatch(/NaN|Infinity|undefined/);
  }
  const shown = runs - refused;
  expect(shown, `${seed}: every one of ${runs} set-ups was refused`).toBeGreaterThan(0);
  return { refused, shown };
}
