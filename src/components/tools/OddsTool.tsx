/**
 * The one generic tool: give it a tool adapter (adapter.ts) and the page's data, and it keeps the
 * set-ups in the URL, runs the adapter's computation for set-up A (and B with Compare on), draws the
 * forms and results with the kit's components in the shell and layout every tool shares, and puts the
 * page's "how this is computed" prose (its children) under them. A tool's island only adds its widgets:
 * controls the kit does not have (a model picker, a roller), by the names its adapter's form uses.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { FormItem, ToolAdapter } from '../../tools/adapter';
import { splitAnswer } from '../../tools/answer';
import { readFrom } from '../../tools/links';
import { Field, SelectField } from './fields';
import { CompareLayout, FieldGroup, SetupPanel, ToolShell } from './layout';
import type { FollowUps, PoolLink } from '../../tools/linked-fields';
import type { FieldName, FieldSpecs, Values } from '../../tools/query-state';
import { AnswerView, HowComputed, RefusalMessage, ResultBlocks, ToolFailure, type RuleLink } from './results';
import { useComputed, type Outcome } from './useComputed';
import { useLinkedSetup } from './useLinkedSetup';
import { useQueryState, type SetupState } from './useQueryState';

/** What a widget gets: the set-up it belongs to, the page data and the text props its form item gave. */
export interface WidgetProps<S extends FieldSpecs, D> {
  setup: SetupState<S>;
  data: D;
  props: Readonly<Record<string, string>>;
}

export type Widgets<S extends FieldSpecs, D> = Readonly<Record<string, (p: WidgetProps<S, D>) => ReactNode>>;

export interface OddsToolProps<S extends FieldSpecs, D, R> {
  tool: ToolAdapter<S, D, R>;
  /** The page's data (plain props from the tool's Astro wrapper). */
  data: D;
  /** The rule sections and rulings the tool applies (listed under the explanation). */
  links: readonly RuleLink[];
  /** The tool's own controls, by the names its form and `top` use. */
  widgets?: Widgets<S, D>;
  /** How the numbers are computed, in our words: the MDX page's prose. */
  children?: ReactNode;
  /** Show the tool's title (default: for screen readers only, since the page's own title names the tool). */
  showTitle?: boolean;
}


function FormItems<S extends FieldSpecs, D>({ items, setup, data, widgets }: { items: readonly FormItem<S>[]; setup: SetupState<S>; data: D; widgets: Widgets<S, D> }) {
  return (
    <>
      {items.map((item, i) => (
        <FormEntry key={'field' in item ? item.field : 'group' in item ? item.group : i} item={item} setup={setup} data={data} widgets={widgets} />
      ))}
    </>
  );
}

function FormEntry<S extends FieldSpecs, D>({ item, setup, data, widgets }: { item: FormItem<S>; setup: SetupState<S>; data: D; widgets: Widgets<S, D> }) {
  if ('group' in item) {
    return (
      <FieldGroup legend={item.group} note={item.note} className={item.className}>
        <FormItems items={item.items} setup={setup} data={data} widgets={widgets} />
      </FieldGroup>
    );
  }
  if ('widget' in item) {
    const widget = widgets[item.widget];
    if (!widget) throw new Error(`The tool's island has no widget "${item.widget}".`);
    return <>{widget({ setup, data, props: item.props ?? {} })}</>;
  }
  if ('note' in item) return <p className="tk-note">{item.note}</p>;
  const control = item.options ? (
    <SelectField
      label={item.label ?? setup.spec[item.field]!.label}
      name={(setup.which === 'b' ? 'b.' : '') + item.field}
      value={String(setup.values[item.field])}
      options={item.options}
      hint={item.hint ?? setup.spec[item.field]!.hint}
      onChange={(raw) => setup.setRaw(item.field, raw)}
    />
  ) : (
    <Field setup={relabelled(setup, item.field, item.label, item.hint)} name={item.field} />
  );
  return item.className ? <div className={item.className}>{control}</div> : control;
}

/** The same set-up with one field shown under another label or hint. */
function relabelled<S extends FieldSpecs>(setup: SetupState<S>, name: keyof S & string, label?: string, hint?: string): SetupState<S> {
  if (label === undefined && hint === undefined) return setup;
  const field = setup.spec[name]!;
  return { ...setup, spec: { ...setup.spec, [name]: { ...field, label: label ?? field.label, hint: hint ?? field.hint } } };
}

interface PanelProps<S extends FieldSpecs, D, R> {
  tool: ToolAdapter<S, D, R>;
  setup: SetupState<S>;
  outcome: Outcome<R> | undefined;
  data: D;
  widgets: Widgets<S, D>;
  /** Dock this set-up's answer (false with Compare on: the Compare dock shows both). */
  dock: boolean;
  resultsId: string;
}

/**
 * One set-up: its form, its answer (kept in view) and its full results; a refusal or failure instead
 * of them. A failure while drawing shows ToolFailure and retries on the next input.
 */
function Panel<S extends FieldSpecs, D, R>({ tool, setup, outcome, data, widgets, dock, resultsId }: PanelProps<S, D, R>) {
  const label = tool.formLabel ?? 'Inputs';
  const form = (
    <form
      className={tool.layout === 'grid' ? 'tk-form' : 'tk-stack'}
      method="get"
      aria-label={setup.which === 'a' ? label : `${label}, set-up B`}
      onSubmit={(e) => e.preventDefault()}
    >
      <FormItems items={tool.form(setup.values, setup.which, data)} setup={setup} data={data} widgets={widgets} />
    </form>
  );
  const result = outcome?.ok ? outcome.result : undefined;
  const shown = useMemo(() => {
    if (result === undefined) return undefined;
    try {
      return { split: splitAnswer(tool.view(result, setup.values, data).blocks) };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [result, tool, setup.values, data]);
  const failure = outcome && 'failure' in outcome ? outcome.failure : shown?.error;
  useEffect(() => {
    if (failure) console.error('A tool failed to compute its result:', failure);
  }, [failure]);
  const split = shown?.split;
  const extras = setup.which === 'a' ? (tool.answerWidgets ?? []) : [];
  return (
    <SetupPanel
      form={form}
      dock={dock}
      resultsId={resultsId}
      resultsLabel={setup.which === 'a' ? 'Full results' : 'Full results, set-up B'}
      resetKey={JSON.stringify(setup.values)}
      answer={
        split && (split.answer || extras.length > 0) ? (
          <>
            {split.answer && <AnswerView block={split.answer} />}
            {extras.map((name) => (
              <AnswerWidget key={name} name={name} setup={setup} data={data} widgets={widgets} />
            ))}
          </>
        ) : null
      }
      alert={failure ? <ToolFailure message={failure.message} /> : !split ? <RefusalMessage problems={outcome && 'problems' in outcome ? outcome.problems : []} /> : null}
      results={split ? <ResultBlocks blocks={split.rest} more={split.more} /> : null}
    />
  );
}

/** A widget drawn in the answer (the adapter's answerWidgets), e.g. the last roll of a roller. */
function AnswerWidget<S extends FieldSpecs, D>({ name, setup, data, widgets }: { name: string; setup: SetupState<S>; data: D; widgets: Widgets<S, D> }) {
  const widget = widgets[name];
  if (!widget) throw new Error(`The tool's island has no widget "${name}".`);
  return <>{widget({ setup, data, props: {} })}</>;
}

/** The adapter's computation for a set-up (recomputed only when its values change). */
function useToolComputation<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>, setup: SetupState<S>, data: D, enabled: boolean) {
  const fn = useMemo(() => (values: Values<S>) => tool.compute(values, data), [tool, data]);
  return useComputed(setup, fn, enabled);
}

/** The compared chance of a set-up's outcome, or undefined while it has none (refused, failed, or a view that throws). */
function comparedChance<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>, setup: SetupState<S>, outcome: Outcome<R> | undefined, data: D): number | undefined {
  if (!outcome?.ok) return undefined;
  try {
    return tool.view(outcome.result, setup.values, data).chance;
  } catch {
    return undefined; // the panel's boundary shows the failure
  }
}

export function OddsTool<S extends FieldSpecs, D, R>({ tool, data, links, widgets = {}, children, showTitle = false }: OddsToolProps<S, D, R>) {
  const id = useId();
  const resultsIds = { a: `${id}-results-a`, b: `${id}-results-b` };
  // The spec and linked fields depend on the page data only: built once per page.
  const [fields] = useState(() => tool.fields(data));
  const [linked] = useState((): { links: readonly PoolLink<S>[]; followUps?: FollowUps<S> } => tool.linked?.(data) ?? { links: [] });
  const q = useQueryState(fields, tool.link);
  const a = useLinkedSetup(q.a, linked.links, q.ready, linked.followUps);
  const linkedB = useLinkedSetup(q.b, linked.links, q.ready, linked.followUps);
  const b = useSharedFields(tool, a, linkedB, q.compare);
  const ra = useToolComputation(tool, a, data, true);
  const rb = useToolComputation(tool, b, data, tool.compare !== false && q.compare);
  const chanceA = comparedChance(tool, a, ra, data);
  const chanceB = comparedChance(tool, b, rb, data);
  // Where the opening link comes from: read once the link is read (on the client; the server has no address).
  const from = useMemo(() => (q.ready ? readFrom(window.location.search) : null), [q.ready]);
  return (
    <ToolShell title={tool.title} titleHidden={!showTitle} intro={tool.intro} linkProblems={q.linkProblems} linkNotes={q.linkNotes} ready={q.ready} from={from}>
      {tool.top?.map((name) => {
        const widget = widgets[name];
        if (!widget) throw new Error(`The tool's island has no widget "${name}".`);
        return <div key={name}>{widget({ setup: a, data, props: {} })}</div>;
      })}
      {tool.compare === false ? (
        <Panel tool={tool} setup={a} outcome={ra} data={data} widgets={widgets} dock resultsId={resultsIds.a} />
      ) : (
        <CompareLayout
          compare={q.compare}
          onCompareChange={q.setCompare}
          a={<Panel tool={tool} setup={a} outcome={ra} data={data} widgets={widgets} dock={!q.compare} resultsId={resultsIds.a} />}
          b={<Panel tool={tool} setup={b} outcome={rb} data={data} widgets={widgets} dock={false} resultsId={resultsIds.b} />}
          chances={{ a: chanceA, b: chanceB }}
          chanceLabel={tool.compare.chanceLabel(a.values)}
          resultsIds={resultsIds}
        />
      )}
      <HowComputed links={links}>{children}</HowComputed>
    </ToolShell>
  );
}

/** Set-up B with the adapter's shared fields taken from A (and written to B's link while Compare is on). */
function useSharedFields<S extends FieldSpecs, D, R>(tool: ToolAdapter<S, D, R>, a: SetupState<S>, b: SetupState<S>, compare: boolean): SetupState<S> {
  const shared = tool.sharedFields;
  const fromA = useMemo(() => {
    const out: Partial<Values<S>> = {};
    for (const name of shared ?? []) out[name] = a.values[name];
    return out;
  }, [shared, a.values]);
  const differs = Object.entries(fromA).some(([k, v]) => b.values[k as keyof Values<S>] !== v);
  const setB = b.set;
  useEffect(() => {
    if (!compare || !differs) return;
    for (const [k, v] of Object.entries(fromA)) setB(k as FieldName<S>, v as never);
  }, [compare, differs, fromA, setB]);
  return useMemo(() => (shared && shared.length > 0 ? { ...b, values: { ...b.values, ...fromA } } : b), [b, fromA, shared]);
}
