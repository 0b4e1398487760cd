/**
 * How every tool shows a result: the headline chance, the distribution as a bar chart and as a table,
 * how it was computed, and the refusal that replaces all of them when an input is out of range.
 * They only render: numbers come in as probabilities and are written by format.ts.
 */
import { Component, Fragment, useId, type ErrorInfo, type ReactNode } from 'react';
import { atLeast } from '../../engine';
import type { Inline, Line, ResultBlock } from '../../tools/adapter';
import type { AnswerBlock } from '../../tools/answer';
import { chartRows, describeDistribution, lastShownIndex } from '../../tools/distribution-view';
import { formatNumber, formatPercent } from '../../common/numbers';

export interface HeadlineProps {
  /** The headline probability. */
  chance: number;
  /** Default "Chance to take the target out". */
  chanceLabel?: string;
  /** Expected value under the headline (omit to hide). */
  expected?: number;
  /** Default "Expected damage". */
  expectedLabel?: string;
  /** Decimals of the expected value; default 2. */
  expectedDigits?: number;
  /** More short lines under the headline, e.g. { label: 'Expected parry points', value: '0.67' }. */
  extra?: readonly { label: string; value: string }[];
  /**
   * Its own polite live region (default). False inside a tool's answer, whose container is the one
   * live region (a second one would read every change out twice).
   */
  live?: boolean;
}

/** Attributes of a polite live region read out whole, or none. */
const liveRegion = (live: boolean | undefined) => (live ? ({ 'aria-live': 'polite', 'aria-atomic': true } as const) : {});

/** The big number, in a polite live region so screen readers hear it change with the inputs. */
export function Headline({
  chance,
  chanceLabel = 'Chance to take the target out',
  expected,
  expectedLabel = 'Expected damage',
  expectedDigits = 2,
  extra = [],
  live = true,
}: HeadlineProps) {
  return (
    <div className="tk-headline" {...liveRegion(live)}>
      <p className="tk-headline-main">
        <span className="tk-headline-label">{chanceLabel}:</span> <strong className="tk-headline-value">{formatPercent(chance)}</strong>
      </p>
      {expected !== undefined && (
        <p className="tk-headline-sub">
          {expectedLabel}: <strong>{formatNumber(expected, expectedDigits)}</strong>
        </p>
      )}
      {extra.map((line) => (
        <p key={line.label} className="tk-headline-sub">
          {line.label}: <strong>{line.value}</strong>
        </p>
      ))}
    </div>
  );
}

interface BarRow {
  label: string;
  p: number;
  /** The bar's length as a share of the longest bar (0–1). */
  share: number;
  highlight?: boolean;
}

/** The bars themselves: label, bar and percentage per row, one role="img" with every value in its label. */
function BarRows({ ariaLabel, rows }: { ariaLabel: string; rows: readonly BarRow[] }) {
  return (
    <div className="tk-bars" role="img" aria-label={ariaLabel}>
      {rows.map((r) => (
        <div key={r.label} className={r.highlight ? 'tk-bar-row tk-bar-hit' : 'tk-bar-row'}>
          <span className="tk-bar-k">{r.label}</span>
          <span className="tk-bar-track">
            <span className="tk-bar" style={{ inlineSize: `${(r.share * 100).toFixed(2)}%` }} />
          </span>
          <span className="tk-bar-pct">{formatPercent(r.p)}</span>
        </div>
      ))}
    </div>
  );
}

export interface BarChartProps {
  /** The visible caption: "Activation result: chance of each". */
  caption: string;
  /** Every bar in one sentence for screen readers. */
  ariaLabel: string;
  /** One bar per named outcome, in order; highlighted bars take the accent colour. */
  rows: readonly { label: string; p: number; highlight?: boolean }[];
}

/** Named outcomes (not a count) as horizontal bars, scaled to the longest. */
export function BarChart({ caption, ariaLabel, rows }: BarChartProps) {
  const captionId = useId();
  const longest = Math.max(...rows.map((r) => r.p));
  return (
    <figure className="tk-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="tk-chart-caption">
        {caption}
      </figcaption>
      <BarRows ariaLabel={ariaLabel} rows={rows.map((r) => ({ ...r, share: longest > 0 ? r.p / longest : 0 }))} />
    </figure>
  );
}

export interface OutcomeTableProps {
  caption: string;
  /** Column headers: the first names the row headers ("Outcome"), then one per cell ("Chance"). */
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
  /** Extra class on the table (a game's own look). */
  className?: string;
}

/** An outcome / chance table: captioned, with scoped column and row headers. */
export function OutcomeTable({ caption, columns, rows, className }: OutcomeTableProps) {
  return (
    <div className="tk-table-wrap">
      <table className={className ? `tk-table ${className}` : 'tk-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface DistributionChartProps {
  /** Index k = P(exactly k). */
  distribution: readonly number[];
  /** What k counts, capitalised: "Grit lost", "Successes". */
  quantity: string;
  /** Bars from this k up are drawn in the accent colour, e.g. the grit that takes the target out. */
  highlightFrom?: number;
  /** What the highlighted bars mean, for the legend: "take the target out". */
  highlightMeaning?: string;
  /** Rows before the tail is merged into one "≥k" bar; default 25. */
  maxRows?: number;
}

/**
 * A horizontal bar per k (label, bar, percentage), so it fits 360 px whatever the count. Screen readers
 * get one role="img" with every value in its label; the visible legend says what the colours mean.
 */
export function DistributionChart({ distribution, quantity, highlightFrom, highlightMeaning, maxRows = 25 }: DistributionChartProps) {
  const captionId = useId();
  const rows = chartRows(distribution, maxRows);
  const highlighted = (k: number) => highlightFrom !== undefined && k >= highlightFrom;
  return (
    <figure className="tk-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="tk-chart-caption">
        {quantity}: chance of each result
      </figcaption>
      <BarRows ariaLabel={describeDistribution(quantity, rows)} rows={rows.map((r) => ({ label: r.label, p: r.p, share: r.share, highlight: highlighted(r.k) }))} />
      {highlightFrom !== undefined && highlightMeaning && (
        <ul className="tk-chart-legend">
          <li>
            <span className="tk-swatch tk-swatch-hit" aria-hidden="true" /> {highlightFrom} or more: {highlightMeaning}.
          </li>
          <li>
            <span className="tk-swatch" aria-hidden="true" /> {highlightFrom === 1 ? '0' : `0 to ${highlightFrom - 1}`}: not enough.
          </li>
        </ul>
      )}
    </figure>
  );
}

export interface DistributionTableProps {
  distribution: readonly number[];
  /** Header of the k column, capitalised: "Grit lost". */
  quantity: string;
  /** Default "{quantity}: chance of exactly and of at least each value". */
  caption?: string;
  /** Rows from this k up get a marker class (and bold), matching the chart. */
  highlightFrom?: number;
}

/** k | Exactly k | At least k, up to the last k with a nonzero chance; scrolls inside itself if needed. */
export function DistributionTable({ distribution, quantity, caption, highlightFrom }: DistributionTableProps) {
  const tails = atLeast(distribution);
  const last = lastShownIndex(distribution);
  const ks = Array.from({ length: last + 1 }, (_, k) => k);
  return (
    <div className="tk-table-wrap">
      <table className="tk-table">
        <caption>{caption ?? `${quantity}: chance of exactly and of at least each value`}</caption>
        <thead>
          <tr>
            <th scope="col">{quantity}</th>
            <th scope="col">Exactly</th>
            <th scope="col">At least</th>
          </tr>
        </thead>
        <tbody>
          {ks.map((k) => (
            <tr key={k} className={highlightFrom !== undefined && k >= highlightFrom ? 'tk-row-hit' : undefined}>
              <th scope="row">{k}</th>
              <td>{formatPercent(distribution[k]!)}</td>
              <td>{formatPercent(tails[k]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface RuleLink {
  href: string;
  /** Link text: "Combat: defence roll", "Ruling K3". */
  label: string;
}

export interface HowComputedProps {
  /** The explanation, in our words. */
  children: ReactNode;
  /** The rule sections and rulings applied, e.g. { href: '/rulings/#k3', label: 'Ruling K3: defence' }. */
  links: readonly RuleLink[];
  /** Default "How this is computed". */
  summary?: string;
}

/** A closed <details> saying how the numbers were computed, with links to the rules and rulings used. */
export function HowComputed({ children, links, summary = 'How this is computed' }: HowComputedProps) {
  return (
    <details className="tk-how">
      <summary>{summary}</summary>
      <div className="tk-how-body">
        {children}
        {links.length > 0 && (
          <>
            <p className="tk-how-links-title">Rules and rulings applied:</p>
            <ul className="tk-how-links">
              {links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

export interface RefusalMessageProps {
  /** One sentence per problem, as produced by the field spec ("Grit must be a whole number from 1 to 10; got '0'."). */
  problems: readonly string[];
  /** Default "No result: fix the value below." / "…values below." */
  title?: string;
}

/** A visible alert listing every refused input and why; shown instead of results. Renders nothing without problems. */
export function RefusalMessage({ problems, title }: RefusalMessageProps) {
  if (problems.length === 0) return null;
  const heading = title ?? (problems.length === 1 ? 'No result: fix this value.' : 'No result: fix these values.');
  return (
    <div className="tk-refusal" role="alert">
      <p className="tk-refusal-title">{heading}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

export interface OddsResultsProps {
  result: { distribution: readonly number[]; chance: number; expected: number };
  /** What k counts: "Grit lost". */
  quantity: string;
  /** The k from which the target is out (colours the chart and table); usually the target's grit or wounds. */
  highlightFrom?: number;
  chanceLabel?: string;
  expectedLabel?: string;
  /** Legend text for highlighted bars; default "takes the target out". */
  highlightMeaning?: string;
  extra?: HeadlineProps['extra'];
}

/** The standard result block: Headline, DistributionChart and DistributionTable, in that order. */
export function OddsResults({ result, quantity, highlightFrom, chanceLabel, expectedLabel, highlightMeaning = 'takes the target out', extra }: OddsResultsProps) {
  return (
    <div className="tk-results">
      <Headline chance={result.chance} chanceLabel={chanceLabel} expected={result.expected} expectedLabel={expectedLabel} extra={extra} />
      <DistributionChart distribution={result.distribution} quantity={quantity} highlightFrom={highlightFrom} highlightMeaning={highlightMeaning} />
      <DistributionTable distribution={result.distribution} quantity={quantity} highlightFrom={highlightFrom} />
    </div>
  );
}

/** A run of text: plain, bold or a link. */
function InlineText({ part }: { part: Inline }) {
  if (typeof part === 'string') return <>{part}</>;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  return <a href={part.href}>{part.text}</a>;
}

/** One result block of a ResultView (adapter.ts), as the kit's components. */
export function ResultBlockView({ block }: { block: ResultBlock }) {
  switch (block.kind) {
    case 'headline':
      return <Headline chance={block.chance} chanceLabel={block.chanceLabel} expected={block.expected} expectedLabel={block.expectedLabel} extra={block.lines} />;
    case 'verdict':
      return <Verdict block={block} live />;
    case 'distribution':
      return (
        <>
          <DistributionChart
            distribution={block.distribution}
            quantity={block.chartQuantity ?? block.quantity}
            highlightFrom={block.highlightFrom}
            highlightMeaning={block.highlightMeaning}
          />
          <DistributionTable distribution={block.distribution} quantity={block.quantity} highlightFrom={block.highlightFrom} />
        </>
      );
    case 'bars':
      return <BarChart caption={block.caption} ariaLabel={block.ariaLabel} rows={block.rows} />;
    case 'outcomes':
      return <OutcomeTable caption={block.caption} columns={block.columns} rows={block.rows} className={block.className} />;
    case 'paragraphs':
      return (
        <>
          {block.paragraphs.map((p, i) => (
            <p key={i} className={p.className}>
              {p.parts.map((part, j) => (
                <InlineText key={j} part={part} />
              ))}
            </p>
          ))}
        </>
      );
    case 'notes':
      return block.list ? (
        <ul className="tk-note">
          {block.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : (
        <>
          {block.notes.map((n) => (
            <p key={n} className="tk-note">
              {n}
            </p>
          ))}
        </>
      );
    case 'group':
      return (
        <div className={block.className} aria-live={block.live ? 'polite' : undefined} aria-atomic={block.live ? true : undefined}>
          {block.blocks.map((b, i) => (
            <ResultBlockView key={i} block={b} />
          ))}
        </div>
      );
  }
}

/** A verdict: a headline with a word instead of a chance. */
function Verdict({ block, live }: { block: Extract<ResultBlock, { kind: 'verdict' }>; live: boolean }) {
  return (
    <div className="tk-headline" {...liveRegion(live)}>
      <p className="tk-headline-main">
        <span className="tk-headline-label">{block.label}:</span>{' '}
        <strong className={block.className ? `tk-headline-value ${block.className}` : 'tk-headline-value'}>{block.value}</strong>
      </p>
    </div>
  );
}

/**
 * A tool's answer (answer.ts): the headline, verdict or group the layout keeps in view, drawn with no
 * live region of its own, since the answer's container is the one live region.
 */
export function AnswerView({ block }: { block: AnswerBlock }) {
  switch (block.kind) {
    case 'headline':
      return <Headline chance={block.chance} chanceLabel={block.chanceLabel} extra={block.lines} live={false} />;
    case 'verdict':
      return <Verdict block={block} live={false} />;
    case 'group':
      return <ResultBlockView block={{ ...block, live: false }} />;
  }
}

/** The headline's lines that the answer leaves out, at the top of the full results. */
function HeadlineMore({ lines }: { lines: readonly Line[] }) {
  return (
    <div className="tk-headline-more">
      {lines.map((line) => (
        <p key={line.label} className="tk-headline-sub">
          {line.label}: <strong>{line.value}</strong>
        </p>
      ))}
    </div>
  );
}

/** A result view's blocks, top to bottom, in the kit's results column (after the answer's other lines, if any). */
export function ResultBlocks({ blocks, more = [] }: { blocks: readonly ResultBlock[]; more?: readonly Line[] }) {
  return (
    <div className="tk-results">
      {more.length > 0 && <HeadlineMore lines={more} />}
      {blocks.map((b, i) => (
        <Fragment key={i}>
          <ResultBlockView block={b} />
        </Fragment>
      ))}
    </div>
  );
}

/** What a tool shows when its computation failed (a bug, not the reader's input): honest, with the error for a report. */
export function ToolFailure({ message }: { message: string }) {
  return (
    <div className="tk-refusal" role="alert">
      <p className="tk-refusal-title">Something went wrong working this out.</p>
      <p>This is a bug in the calculator, not a problem with your values. Please report the page address with this message:</p>
      <p>
        <code>{message}</code>
      </p>
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Catches a failure while drawing a set-up's result, so the rest of the tool keeps working: shows
 * ToolFailure instead and reports the error (console.error), which fails the end-to-end tests. A new
 * `resetKey` (the set-up's values) tries again; the results are not remounted on every change, so
 * their live regions stay in place for screen readers.
 */
export class FailureBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState & { failedAt?: string }> {
  override state: BoundaryState & { failedAt?: string } = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState & { failedAt?: string }) {
    if (state.error === null) return state.failedAt === props.resetKey ? null : { failedAt: props.resetKey };
    // A failure is kept until the set-up changes.
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A tool failed to compute or draw its result:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ToolFailure message={this.state.error.message} /> : this.props.children;
  }
}
