import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CheckboxField,
  CompareLayout,
  defineFields,
  DistributionChart,
  DistributionTable,
  enumField,
  FieldGroup,
  Headline,
  HowComputed,
  intField,
  booleanField,
  NumberField,
  OddsResults,
  RadioGroup,
  RefusalMessage,
  SelectField,
  SetupFields,
  SetupPanel,
  ToolShell,
  useComputed,
  useQueryState,
  type Values,
} from '../../../src/components/tools';

/** Visible text of rendered HTML, with cells joined by " | " and rows by newlines. */
function text(html: string): string {
  return html
    .replace(/<\/(td|th)>\s*<(td|th)[^>]*>/g, ' | ')
    .replace(/<\/(tr|p|li|caption|div|h2|h3|label)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** The value of one attribute on the first element matching a tag and a distinguishing attribute. */
function attr(html: string, tagMatch: RegExp, name: string): string | undefined {
  const tag = html.match(tagMatch)?.[0];
  return tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
}

const dist = [0.125, 0.375, 0.375, 0.125]; // hits of 3 coins

describe('DistributionTable', () => {
  const html = renderToStaticMarkup(<DistributionTable distribution={dist} quantity="Hits" />);
  it('has a caption, column headers with scope and one row per k', () => {
    expect(html).toContain('<caption>Hits: chance of exactly and of at least each value</caption>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(3);
    expect(html.match(/<th scope="row">/g)).toHaveLength(4);
    expect(text(html).split('\n')).toEqual([
      'Hits: chance of exactly and of at least each value',
      'Hits | Exactly | At least',
      '0 | 12.5% | 100.0%',
      '1 | 37.5% | 87.5%',
      '2 | 37.5% | 50.0%',
      '3 | 12.5% | 12.5%',
    ]);
  });
  it('marks rows from highlightFrom up', () => {
    const marked = renderToStaticMarkup(<DistributionTable distribution={dist} quantity="Hits" highlightFrom={2} />);
    expect(marked.match(/class="tk-row-hit"/g)).toHaveLength(2);
  });
  it('stops at the last k with a chance, with extremes written as <0.1% / >99.9%', () => {
    const t = text(renderToStaticMarkup(<DistributionTable distribution={[0.9996, 0.0004, 0, 0]} quantity="Wounds" />));
    expect(t).toContain('0 | >99.9% | 100.0%');
    expect(t).toContain('1 | <0.1% | <0.1%');
    expect(t).not.toContain('2 |');
  });
});

describe('DistributionChart', () => {
  const html = renderToStaticMarkup(<DistributionChart distribution={dist} quantity="Hits" highlightFrom={2} highlightMeaning="takes the target out" />);
  it('summarises every bar in the role="img" label', () => {
    expect(attr(html, /<div[^>]*role="img"[^>]*>/, 'aria-label')).toBe(
      'Hits, chance of each result: 0: 12.5%, 1: 37.5%, 2: 37.5%, 3: 12.5%. Most likely 1.',
    );
  });
  it('labels each bar with its k and percentage and scales bars to the longest', () => {
    const t = text(html);
    expect(t).toContain('Hits: chance of each result');
    expect(html).toContain('<span class="tk-bar-k">3</span>');
    expect(html).toMatch(/<span class="tk-bar" style="inline-size:33.33%"><\/span><\/span><span class="tk-bar-pct">12.5%<\/span>/);
    expect(html).toContain('style="inline-size:100.00%"');
    expect(html.match(/tk-bar-row tk-bar-hit/g)).toHaveLength(2);
  });
  it('explains the highlight in a visible legend', () => {
    expect(text(html)).toContain('2 or more: takes the target out.\n0 to 1: not enough.');
  });
  it('labels the figure with its caption', () => {
    const captionId = html.match(/<figcaption id="([^"]+)"/)![1]!;
    expect(attr(html, /<figure[^>]*>/, 'aria-labelledby')).toBe(captionId);
  });
});

describe('Headline', () => {
  it('states the chance and the expected damage in a polite live region', () => {
    const html = renderToStaticMarkup(<Headline chance={0.375} expected={11 / 6} />);
    expect(html).toMatch(/^<div class="tk-headline" aria-live="polite" aria-atomic="true">/);
    expect(text(html)).toBe('Chance to take the target out: 37.5%\nExpected damage: 1.83');
  });
  it('takes other labels and extra lines', () => {
    const html = renderToStaticMarkup(
      <Headline chance={0.0004} chanceLabel="Chance to hit" expected={0.5} expectedLabel="Expected hits" expectedDigits={1} extra={[{ label: 'Parry points', value: '0.67' }]} />,
    );
    expect(text(html)).toBe('Chance to hit: <0.1%\nExpected hits: 0.5\nParry points: 0.67');
  });
  it('throws rather than print NaN', () => {
    expect(() => renderToStaticMarkup(<Headline chance={Number.NaN} />)).toThrow(RangeError);
  });
});

describe('NumberField', () => {
  const props = { label: 'Action dice', value: '25', min: 1, max: 20, fallback: 2, onChange: () => {}, onStep: () => {} };
  it('links the error and hint with aria-describedby and marks the input invalid', () => {
    const html = renderToStaticMarkup(<NumberField {...props} name="actionDice" error="Action dice must be a whole number from 1 to 20; got '25'." />);
    const input = html.match(/<input[^>]*>/)![0];
    const id = attr(input, /<input[^>]*>/, 'id')!;
    expect(html).toContain(`<label class="tk-label" for="${id}">Action dice</label>`);
    expect(input).toContain('type="number"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('min="1"');
    expect(input).toContain('max="20"');
    expect(input).toContain('value="25"');
    expect(input).toContain('name="actionDice"');
    expect(input).toContain('aria-invalid="true"');
    expect(attr(input, /<input[^>]*>/, 'aria-describedby')).toBe(`${id}-hint ${id}-error`);
    expect(text(html.match(new RegExp(`<p id="${id}-error"[^>]*>.*?</p>`))![0])).toBe("⚠ Action dice must be a whole number from 1 to 20; got '25'.");
    expect(text(html.match(new RegExp(`<p id="${id}-hint"[^>]*>.*?</p>`))![0])).toBe('From 1 to 20.');
  });
  it('has labelled − and + buttons and no error wiring when valid', () => {
    const html = renderToStaticMarkup(<NumberField {...props} value="2" />);
    expect(html).toContain('aria-label="Action dice: one less"');
    expect(html).toContain('aria-label="Action dice: one more"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('-error');
  });
});

describe('FieldGroup and ToolShell', () => {
  it('a FieldGroup is a fieldset named by its legend, with its note and the fields in the kit grid', () => {
    const html = renderToStaticMarkup(
      <FieldGroup legend="Target" note="Its current grit." className="kk-picker">
        <CheckboxField label="Boiler plate" checked={false} onChange={() => {}} />
      </FieldGroup>,
    );
    expect(html).toMatch(/^<fieldset class="tk-group kk-picker"><legend>Target<\/legend><p class="tk-note">Its current grit.<\/p><div class="tk-form">/);
    expect(text(html)).toContain('Boiler plate');
  });
  it('ToolShell shows a loading line until the link is read, then marks itself ready (tools.css swaps them)', () => {
    const before = renderToStaticMarkup(
      <ToolShell title="Coin odds" ready={false}>
        <p>Body</p>
      </ToolShell>,
    );
    expect(before).not.toContain('data-ready');
    // The loading line sits inside the body, which keeps its place while hidden (no layout shift when it shows).
    expect(before).toMatch(/<div class="tk-body"><p class="tk-loading" role="status">Loading the calculator \(it needs JavaScript\)…<\/p>.*Body/);
    const after = renderToStaticMarkup(
      <ToolShell title="Coin odds" ready>
        <p>Body</p>
      </ToolShell>,
    );
    expect(after).toMatch(/^<section class="tk-root not-content" data-pagefind-ignore="" data-ready=""/);
  });
  it('ToolShell can keep its title for screen readers only (a tool page’s own title names the tool)', () => {
    const html = renderToStaticMarkup(
      <ToolShell title="Coin odds" titleHidden intro="Chance of heads." ready>
        <p>Body</p>
      </ToolShell>,
    );
    expect(html).toMatch(/<h2 id="[^"]+" class="tk-title tk-visually-hidden">Coin odds<\/h2><p class="tk-intro">Chance of heads.<\/p>/);
  });
});

describe('CheckboxField, SelectField, RadioGroup', () => {
  it('renders a labelled checkbox', () => {
    const html = renderToStaticMarkup(<CheckboxField label="Target in cover" checked onChange={() => {}} hint="One die fewer" />);
    const id = attr(html, /<input[^>]*>/, 'id')!;
    expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(attr(html, /<input[^>]*>/, 'aria-describedby')).toBe(`${id}-hint`);
    expect(text(html)).toBe('Target in cover\nOne die fewer');
  });
  it('renders a native select with its options', () => {
    const options = [
      { value: 'none', label: 'No armour' },
      { value: 'plate', label: 'Boiler plate' },
    ] as const;
    const html = renderToStaticMarkup(<SelectField label="Armour" value="plate" options={options} onChange={() => {}} />);
    expect(html).toMatch(/<label class="tk-label" for="([^"]+)">Armour<\/label><select id="\1"/);
    expect(html).toContain('<option value="plate" selected="">Boiler plate</option>');
  });
  it('renders radios in a fieldset with a legend', () => {
    const options = [
      { value: 'light', label: 'Light' },
      { value: 'heavy', label: 'Heavy' },
    ];
    const html = renderToStaticMarkup(<RadioGroup legend="Cover" name="cover" value="heavy" options={options} onChange={() => {}} />);
    expect(html).toMatch(/^<fieldset class="tk-field tk-radios"><legend class="tk-label">Cover<\/legend>/);
    expect(html).toContain('<input type="radio" name="cover" checked="" value="heavy"/>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
  });
});

describe('HowComputed and RefusalMessage', () => {
  it('explains in a details element with links to the rules applied', () => {
    const html = renderToStaticMarkup(
      <HowComputed links={[{ href: '/rulings/#k3', label: 'Ruling K3: defence' }]}>
        <p>Exact sums over every die.</p>
      </HowComputed>,
    );
    expect(html).toMatch(/^<details class="tk-how"><summary>How this is computed<\/summary>/);
    expect(html).toContain('<a href="/rulings/#k3">Ruling K3: defence</a>');
    expect(text(html)).toContain('Exact sums over every die.');
  });
  it('lists refused inputs in an alert, and renders nothing without problems', () => {
    const html = renderToStaticMarkup(<RefusalMessage problems={["Grit must be a whole number from 1 to 10; got '0'."]} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe("No result: fix this value.\nGrit must be a whole number from 1 to 10; got '0'.");
    expect(renderToStaticMarkup(<RefusalMessage problems={[]} />)).toBe('');
  });
});

describe('CompareLayout', () => {
  const a = <p>panel A</p>;
  const b = <p>panel B</p>;
  it('shows only set-up A and the toggle when off', () => {
    const html = renderToStaticMarkup(<CompareLayout compare={false} onCompareChange={() => {}} a={a} b={b} />);
    expect(text(html)).toBe('Compare two set-ups\npanel A');
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
  });
  it('shows both set-ups under headings, then one dock with both chances and B’s difference from A', () => {
    const html = renderToStaticMarkup(
      <CompareLayout compare onCompareChange={() => {}} a={a} b={b} chances={{ a: 0.5, b: 0.625 }} resultsIds={{ a: 'ra', b: 'rb' }} />,
    );
    expect(text(html)).toBe(
      'Compare two set-ups\nSet-up A\npanel A\nSet-up B\npanel B\nChance to take the target out: A 50.0%, B 62.5% (B +12.5 points).\nFull results: set-up A, set-up B',
    );
    expect(html).toContain('<p class="tk-compare-diff" aria-live="polite" aria-atomic="true">');
    expect(html).toContain('href="#ra"');
    expect(html).toContain('href="#rb"');
  });
  it('says which set-up has no result, and gives no difference then', () => {
    const html = renderToStaticMarkup(<CompareLayout compare onCompareChange={() => {}} a={a} b={b} chances={{ a: 0.5 }} chanceLabel="chance to hit" />);
    expect(text(html)).toContain('Chance to hit: A 50.0%, B no result.');
  });
});

describe('SetupPanel', () => {
  const form = <form aria-label="Inputs" />;
  it('puts the answer in the one polite live region, with a link to the labelled full results after it', () => {
    const html = renderToStaticMarkup(<SetupPanel form={form} answer={<Headline chance={0.5} live={false} />} results={<p>chart</p>} resultsId="r1" />);
    expect(html).toContain('<div class="tk-panel" data-dock="">');
    expect(html.match(/aria-live/g)).toHaveLength(1);
    expect(html).toMatch(/<div class="tk-answer-live" aria-live="polite" aria-atomic="true"><div class="tk-headline">/);
    expect(html).toContain('<a class="tk-answer-link" href="#r1">Full results<span aria-hidden="true"> ↓</span></a>');
    expect(html).toContain('<section id="r1" class="tk-panel-results" aria-label="Full results" tabindex="0"><p>chart</p></section>');
    // Inputs first, then the answer, then the full results.
    expect(text(html)).toBe('Chance to take the target out: 50.0%\nFull results ↓\nchart');
  });
  it('shows a refusal with the answer’s live region kept (empty) for the next result, and no link', () => {
    const html = renderToStaticMarkup(<SetupPanel form={form} answer={null} alert={<RefusalMessage problems={['Grit must be 1 to 10.']} />} results={null} />);
    expect(html).toContain('<div class="tk-answer-live" aria-live="polite" aria-atomic="true"></div><div class="tk-refusal" role="alert">');
    expect(html).not.toContain('tk-answer-link');
  });
  it('inside Compare it neither docks nor speaks: the Compare dock does both', () => {
    const html = renderToStaticMarkup(<SetupPanel form={form} answer={<Headline chance={0.5} live={false} />} results={null} dock={false} resultsLabel="Full results, set-up B" />);
    expect(html).not.toContain('data-dock');
    expect(html).not.toContain('aria-live');
    expect(html).not.toContain('tk-answer-link');
    expect(html).toContain('aria-label="Full results, set-up B"');
  });
});

// A whole tool as the README describes it, rendered as the server (and first client render) would.
const fields = defineFields({
  dice: intField({ label: 'Dice', min: 1, max: 10, default: 3 }),
  needed: intField({ label: 'Hits to take it out', min: 1, max: 10, default: 2 }),
  blessed: booleanField({ label: 'Blessed', default: false }),
  mode: enumField({ label: 'Mode', default: 'coin', options: [{ value: 'coin', label: 'Coin' }, { value: 'die', label: 'Die' }] }),
});
function coinOdds(v: Values<typeof fields>) {
  let distribution = [1];
  for (let i = 0; i < v.dice; i++) distribution = [...distribution, 0].map((p, k) => p / 2 + (k > 0 ? distribution[k - 1]! / 2 : 0));
  const chance = distribution.slice(v.needed).reduce((s, p) => s + p, 0);
  return { distribution, chance, expected: v.dice / 2 };
}
function DemoTool() {
  const q = useQueryState(fields);
  const ra = useComputed(q.a, coinOdds);
  const panel = (r: typeof ra, s: typeof q.a) => (
    <SetupPanel
      form={<SetupFields setup={s} />}
      results={r?.ok ? <OddsResults result={r.result} quantity="Hits" highlightFrom={s.values.needed} /> : <RefusalMessage problems={r && 'problems' in r ? r.problems : []} />}
    />
  );
  return (
    <ToolShell title="Coin odds" linkProblems={q.linkProblems} ready={q.ready}>
      <CompareLayout compare={q.compare} onCompareChange={q.setCompare} a={panel(ra, q.a)} b={null} />
      <HowComputed links={[{ href: '/rulings/#k2', label: 'Ruling K2' }]}>Each coin is one hit half the time.</HowComputed>
    </ToolShell>
  );
}

describe('a whole tool built from the kit (server render)', () => {
  const html = renderToStaticMarkup(<DemoTool />);
  it('is kept out of search, labelled by its heading and opted out of prose styles', () => {
    expect(html).toMatch(/^<section class="tk-root not-content" data-pagefind-ignore="" aria-labelledby="([^"]+)"><h2 id="\1" class="tk-title">Coin odds<\/h2>/);
  });
  it('renders a field per spec entry with the default values, named as in the URL', () => {
    expect(html).toMatch(/<input[^>]*name="dice"[^>]*value="3"/);
    expect(html).toMatch(/<input[^>]*name="needed"[^>]*value="2"/);
    expect(html).toMatch(/<input[^>]*type="checkbox" name="blessed" value="1"\/>/);
    expect(html.match(/type="radio" name="mode"/g)).toHaveLength(2);
    expect(html).toContain('<form class="tk-form" aria-label="Inputs" method="get">');
  });
  it('computes the default set-up', () => {
    const t = text(html);
    expect(t).toContain('Chance to take the target out: 50.0%');
    expect(t).toContain('Expected damage: 1.50');
    expect(t).toContain('2 | 37.5% | 50.0%');
    expect(t).toContain('2 or more: takes the target out.');
    expect(t).toContain('How this is computed');
  });
});
