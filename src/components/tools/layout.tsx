/**
 * The frame of every tool: the root (kept out of search), one panel per set-up and the Compare toggle
 * that puts set-ups A and B side by side. A panel keeps its answer in view while the inputs change: on
 * a narrow tool the answer is docked at the bottom of the screen until the full results come up, and
 * on a wide one inputs and results sit side by side with the results column sticky. With Compare on,
 * one dock shows both set-ups' answers and the difference instead.
 */
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { formatPointsDifference, formatPercent } from '../../common/numbers';
import type { LinkFrom } from '../../tools/links';
import { FailureBoundary, RefusalMessage } from './results';
import { focusTarget, useAnswerHeight, useBelowViewport, useDockedMark } from './useDock';
import './tools.css';

export interface ToolShellProps {
  /** The tool's visible heading, e.g. "Attack odds". */
  title: string;
  /** Heading level inside the page; default 2 (the MDX page's title is the h1). */
  headingLevel?: 2 | 3;
  /**
   * Keep the heading for screen readers only: on a tool page the page's title already names the
   * tool, and the calculator starts right under it with its one line of purpose (`intro`).
   */
  titleHidden?: boolean;
  /** One short line under the heading. */
  intro?: ReactNode;
  /** Problems in the opening link (QueryState.linkProblems): shown once at the top. */
  linkProblems?: readonly string[];
  /** What was read differently in an older opening link (QueryState.linkNotes): shown once at the top. */
  linkNotes?: readonly string[];
  /**
   * QueryState.ready: the link has been read. Until then the tool shows a loading line instead of its
   * inputs and results, which are still the defaults (the server's HTML, then the first client render),
   * not the set-up in the link.
   */
  ready: boolean;
  /** Where the link that opened the tool comes from (a roster's model, the board): named, with a way back. */
  from?: LinkFrom | null;
  children: ReactNode;
}

/**
 * The root of a tool: a labelled section with data-pagefind-ignore (widgets stay out of search) and
 * class not-content (Starlight's prose styles do not apply; tools.css styles it for both themes).
 */
export function ToolShell({ title, headingLevel = 2, titleHidden = false, intro, linkProblems = [], linkNotes = [], ready, from, children }: ToolShellProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="tk-root not-content" data-pagefind-ignore="" data-ready={ready ? '' : undefined} aria-labelledby={headingId}>
      <Heading id={headingId} className={titleHidden ? 'tk-title tk-visually-hidden' : 'tk-title'}>
        {title}
      </Heading>
      {intro && <p className="tk-intro">{intro}</p>}
      {from && <FromNote from={from} />}
      <div className="tk-body">
        {/* Shown only until the link has been read, over the body, which keeps its place meanwhile (tools.css). */}
        <p className="tk-loading" role="status">
          Loading the calculator (it needs JavaScript)…
        </p>
        <RefusalMessage problems={linkProblems} title="Some values in the link could not be used:" />
        <LinkNotes notes={linkNotes} />
        {children}
      </div>
    </section>
  );
}

/** What the opening link set up, in words, and the way back to where it came from. */
function FromNote({ from }: { from: LinkFrom }) {
  return (
    <div className="tk-from" role="note" aria-label="Opened from">
      <p className="tk-from-label">{from.label}</p>
      <a className="tk-from-back" href={from.back}>
        Back to {from.backLabel}
      </a>
    </div>
  );
}

/** Sentences about an older link the tool brought up to date (LinkUpgrade): read once, then the link is rewritten. */
function LinkNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="tk-link-notes" role="note">
      <p className="tk-link-notes-title">This link comes from an earlier version of the calculator:</p>
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
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
  /**
   * The full results (chart, tables, notes), or null while there are none (a refusal). With an
   * `answer`, what the answer leaves out; without one, everything.
   */
  results: ReactNode;
  /** The answer kept in view (AnswerView), or null while there is none; drawn in the panel's one live region. */
  answer?: ReactNode;
  /** An alert shown with the answer instead of it: a refusal or a failure (role="alert": not in the live region). */
  alert?: ReactNode;
  /**
   * Dock the answer at the bottom of a narrow screen, in a polite live region (default). False inside
   * Compare, whose own dock shows and reads out both set-ups' answers.
   */
  dock?: boolean;
  /** The id of the full results, for the links to them (the answer's, Compare's dock). */
  resultsId?: string;
  /** The full results' accessible name; default "Full results". */
  resultsLabel?: string;
  /** A new key (the set-up's values) retries a failure while drawing the answer or results (FailureBoundary). */
  resetKey?: string;
}

/** A link to a set-up's full results that moves focus there (and keeps the page address as it is). */
export function ResultsLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    focusTarget(target);
  };
  return (
    <a className={className} href={`#${target}`} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * A set-up's inputs, its answer and its full results. Narrow: inputs, then the answer (sticky at the
 * bottom of the screen while the inputs scroll, see answer.ts), then the results. Wide (container
 * query in tools.css): inputs beside a sticky column with the answer above the results.
 */
export function SetupPanel({ form, results, answer, alert, dock = true, resultsId, resultsLabel = 'Full results', resetKey = '' }: SetupPanelProps) {
  const ownId = useId();
  const id = resultsId ?? `${ownId}-results`;
  const [panelEl, setPanelEl] = useState<HTMLDivElement | null>(null);
  const [answerEl, setAnswerEl] = useState<HTMLDivElement | null>(null);
  const [resultsEl, setResultsEl] = useState<HTMLElement | null>(null);
  const hasAnswer = answer !== undefined;
  const docked = useBelowViewport(resultsEl, hasAnswer && dock);
  useAnswerHeight(answerEl, panelEl, hasAnswer && dock);
  useDockedMark(docked);
  return (
    <div ref={setPanelEl} className="tk-panel" data-dock={hasAnswer && dock ? '' : undefined}>
      <div className="tk-panel-grid">
        <div className="tk-panel-form">{form}</div>
        <div className="tk-panel-side">
          <FailureBoundary resetKey={resetKey}>
            {hasAnswer && (
              <div
                ref={setAnswerEl}
                className={alert ? 'tk-answer tk-answer-alert' : 'tk-answer'}
                data-docked={docked ? '' : undefined}
                data-empty={answer || alert ? undefined : ''}
              >
                <div className="tk-answer-live" aria-live={dock ? 'polite' : undefined} aria-atomic={dock ? true : undefined}>
                  {answer}
                </div>
                {alert}
                {dock && answer && (
                  <ResultsLink target={id} className="tk-answer-link">
                    Full results<span aria-hidden="true"> ↓</span>
                  </ResultsLink>
                )}
              </div>
            )}
            {/* Always a tab stop: in the sticky column it scrolls whenever the results outgrow the screen,
                and keyboard users must reach that scroll (a tab stop that followed the overflow came late). */}
            <section ref={setResultsEl} id={id} className="tk-panel-results" aria-label={resultsLabel} tabIndex={0}>
              {!hasAnswer && alert}
              {results}
            </section>
          </FailureBoundary>
        </div>
      </div>
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
  /** Each set-up's compared chance, when it has a result: the dock shows both and B's difference from A. */
  chances?: { a?: number; b?: number };
  /** What the chance is, lower case: default "chance to take the target out". */
  chanceLabel?: string;
  /** The ids of set-up A's and B's full results, for the dock's links to them. */
  resultsIds?: { a: string; b: string };
  /** Level of the "Set-up A/B" headings: one below the tool's title; default 3. */
  headingLevel?: 3 | 4;
}

/** "Chance to take the target out: A 50.0%, B 62.5% (B +12.5 points)." and its parts missing a result. */
function compareSummary(label: string, chances: CompareLayoutProps['chances']): ReactNode {
  const a = chances?.a;
  const b = chances?.b;
  const shown = (p: number | undefined) => (p === undefined ? 'no result' : <strong>{formatPercent(p)}</strong>);
  return (
    <>
      {label.charAt(0).toUpperCase() + label.slice(1)}: A {shown(a)}, B {shown(b)}
      {a !== undefined && b !== undefined && (
        <>
          {' '}
          (B <strong>{formatPointsDifference(a, b)}</strong>)
        </>
      )}
      .
    </>
  );
}

/**
 * A "Compare two set-ups" checkbox; when on, set-ups A and B as headed columns side by side where
 * the tool is wide enough (container query) and stacked on phones, and one dock at the bottom of the
 * screen with both chances and B's difference from A (the one live region while Compare is on).
 */
export function CompareLayout({ compare, onCompareChange, a, b, chances, chanceLabel = 'chance to take the target out', resultsIds, headingLevel = 3 }: CompareLayoutProps) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const [dockEl, setDockEl] = useState<HTMLDivElement | null>(null);
  useAnswerHeight(dockEl, null, compare);
  useDockedMark(compare);
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
          <div className="tk-compare-columns">
            {[{ key: 'a', setUp: a }, { key: 'b', setUp: b }].map(({ key, setUp }) => (
              <section key={key} className="tk-compare-column" aria-labelledby={`${id}-${key}`}>
                <Heading id={`${id}-${key}`} className="tk-column-title">
                  {`Set-up ${key.toUpperCase()}`}
                </Heading>
                {setUp}
              </section>
            ))}
          </div>
          <div ref={setDockEl} className="tk-compare-dock">
            <p className="tk-compare-diff" aria-live="polite" aria-atomic="true">
              {compareSummary(chanceLabel, chances)}
            </p>
            {resultsIds && (
              <p className="tk-compare-links">
                Full results: <ResultsLink target={resultsIds.a}>set-up A</ResultsLink>, <ResultsLink target={resultsIds.b}>set-up B</ResultsLink>
              </p>
            )}
          </div>
        </>
      ) : (
        a
      )}
    </div>
  );
}
