/**
 * The frame of every tool: the root (kept out of the search index), one panel per set-up (inputs,
 * then results) and the Compare toggle that puts set-ups A and B side by side.
 */
import { useId, type ReactNode } from 'react';
import { formatPointsDifference, formatPercent } from './format';
import { RefusalMessage } from './results';
import './tools.css';

export interface ToolShellProps {
  /** The tool's visible heading, e.g. "Attack odds". */
  title: string;
  /** Heading level inside the page; default 2 (the MDX page's title is the h1). */
  headingLevel?: 2 | 3;
  /** One short line under the heading. */
  intro?: ReactNode;
  /** Problems in the opening link (QueryState.linkProblems): shown once at the top. */
  linkProblems?: readonly string[];
  /**
   * QueryState.ready: the link has been read. Until then the tool shows a loading line instead of its
   * inputs and results, which are still the defaults (the server's HTML, then the first client render),
   * not the set-up in the link.
   */
  ready: boolean;
  children: ReactNode;
}

/**
 * The root of a tool: a labelled section with data-pagefind-ignore (widgets stay out of search) and
 * class not-content (Starlight's prose styles do not apply; tools.css styles it for both themes).
 */
export function ToolShell({ title, headingLevel = 2, intro, linkProblems = [], ready, children }: ToolShellProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="tk-root not-content" data-pagefind-ignore="" data-ready={ready ? '' : undefined} aria-labelledby={headingId}>
      <Heading id={headingId} className="tk-title">
        {title}
      </Heading>
      {intro && <p className="tk-intro">{intro}</p>}
      {/* Shown only until the link has been read (tools.css hides it, and shows the body, once data-ready is set). */}
      <p className="tk-loading" role="status">
        Loading the calculator (it needs JavaScript)…
      </p>
      <div className="tk-body">
        <RefusalMessage problems={linkProblems} title="Some values in the link could not be used:" />
        {children}
      </div>
    </section>
  );
}

export interface FieldGroupProps {
  /** The group's title, read out as the fieldset's name. */
  legend: ReactNode;
  /** One line under the title. */
  note?: ReactNode;
  /** Extra class on the fieldset (a game's own look for one kind of group). */
  className?: string;
  /** The fields, laid out in the kit's responsive grid. */
  children: ReactNode;
}

/** A titled group of inputs in a form: a fieldset whose fields flow in the kit's grid. */
export function FieldGroup({ legend, note, className, children }: FieldGroupProps) {
  return (
    <fieldset className={className ? `tk-group ${className}` : 'tk-group'}>
      <legend>{legend}</legend>
      {note && <p className="tk-note">{note}</p>}
      <div className="tk-form">{children}</div>
    </fieldset>
  );
}

export interface SetupPanelProps {
  /** The inputs, usually <SetupFields setup={…} />. */
  form: ReactNode;
  /** The results, or a RefusalMessage while an input is refused. */
  results: ReactNode;
}

/** Inputs above results with the kit's spacing; results sit in their own labelled group. */
export function SetupPanel({ form, results }: SetupPanelProps) {
  return (
    <div className="tk-panel">
      <div className="tk-panel-form">{form}</div>
      <div className="tk-panel-results">{results}</div>
    </div>
  );
}

export interface CompareLayoutProps {
  compare: boolean;
  onCompareChange: (on: boolean) => void;
  /** Set-up A's panel (always shown). */
  a: ReactNode;
  /** Set-up B's panel (shown with Compare on). */
  b: ReactNode;
  /** Both headline chances, when both set-ups have a result: shows B's difference from A. */
  chances?: { a: number; b: number };
  /** What the chance is, lower case: default "chance to take the target out". */
  chanceLabel?: string;
  /** Level of the "Set-up A/B" headings: one below the tool's title; default 3. */
  headingLevel?: 3 | 4;
}

/**
 * A "Compare two set-ups" checkbox; when on, set-ups A and B as headed columns side by side where
 * the tool is wide enough (container query) and stacked on phones, with B's difference from A.
 */
export function CompareLayout({ compare, onCompareChange, a, b, chances, chanceLabel = 'chance to take the target out', headingLevel = 3 }: CompareLayoutProps) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="tk-compare">
      <div className="tk-compare-toggle tk-checkbox">
        <label className="tk-check-label" htmlFor={`${id}-toggle`}>
          <input id={`${id}-toggle`} type="checkbox" checked={compare} onChange={(e) => onCompareChange(e.currentTarget.checked)} />
          <span>Compare two set-ups</span>
        </label>
      </div>
      {compare ? (
        <>
          <div className="tk-compare-diff" aria-live="polite" aria-atomic="true">
            {chances ? (
              <p>
                Set-up B {chanceLabel}: {formatPercent(chances.b)}, against {formatPercent(chances.a)} for A{' '}
                (<strong>{formatPointsDifference(chances.a, chances.b)}</strong>).
              </p>
            ) : (
              <p>The difference shows when both set-ups have a result.</p>
            )}
          </div>
          <div className="tk-compare-columns">
            <section className="tk-compare-column" aria-labelledby={`${id}-a`}>
              <Heading id={`${id}-a`} className="tk-column-title">
                Set-up A
              </Heading>
              {a}
            </section>
            <section className="tk-compare-column" aria-labelledby={`${id}-b`}>
              <Heading id={`${id}-b`} className="tk-column-title">
                Set-up B
              </Heading>
              {b}
            </section>
          </div>
        </>
      ) : (
        a
      )}
    </div>
  );
}
