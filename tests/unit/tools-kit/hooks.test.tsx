// @vitest-environment happy-dom
/**
 * The URL-state hooks and the generic tool, rendered with React 19 in a DOM (happy-dom), no testing
 * library: a harness component hands the hook's state out, and act() flushes effects and updates, so
 * nothing waits on timers.
 */
import { reactRoot } from '../support/react-root';
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { booleanField, defineFields, defineTool, intField, OddsTool, useQueryState, type QueryState } from '../../../src/components/tools';
import { refuse } from '../../../src/common/inputs';


const spec = defineFields({
  grit: intField({ label: 'Grit', min: 1, max: 10, default: 4 }),
  cover: booleanField({ label: 'Cover', default: false }),
});

const dom = reactRoot();

function render(node: ReactNode): void {
  act(() => dom.root.render(node));
}

/** Mounts useQueryState at a URL and returns a getter for its latest state. */
function mountQueryState(url: string): () => QueryState<typeof spec> {
  window.history.replaceState(null, '', url);
  let latest: QueryState<typeof spec> | undefined;
  function Harness() {
    latest = useQueryState(spec);
    return null;
  }
  render(<Harness />);
  return () => latest!;
}

const search = () => new URLSearchParams(window.location.search);

describe('useQueryState', () => {
  it('reads both set-ups and Compare from the link before the first paint, and is then ready', () => {
    const q = mountQueryState('/tool/?grit=7&compare=1&b.grit=3&utm=x');
    expect(q().ready).toBe(true);
    expect(q().a.values).toEqual({ grit: 7, cover: false });
    expect(q().b.values).toEqual({ grit: 3, cover: false });
    expect(q().compare).toBe(true);
    expect(q().linkProblems).toEqual([]);
  });

  it('writes every change to the link, keeping other parameters and the fields the link named', () => {
    const q = mountQueryState('/tool/?grit=4&utm=x');
    act(() => q().a.set('cover', true));
    expect(window.location.pathname).toBe('/tool/');
    expect(search().toString()).toBe('utm=x&grit=4&cover=1');
  });

  it('keeps bad typing out of the link: the field shows its error, the link its last good value', () => {
    const q = mountQueryState('/tool/?grit=7');
    act(() => q().a.setRaw('grit', '70'));
    expect(q().a.raw.grit).toBe('70');
    expect(q().a.errors.grit).toBe("Grit must be a whole number from 1 to 10; got '70'.");
    expect(q().a.valid).toBe(false);
    expect(q().a.values.grit).toBe(7);
    expect(search().get('grit')).toBe('7');
    act(() => q().a.setRaw('grit', '8'));
    expect(q().a.valid).toBe(true);
    expect(search().get('grit')).toBe('8');
  });

  it('turning Compare on starts set-up B as a copy of A, written under b.', () => {
    const q = mountQueryState('/tool/?grit=6');
    act(() => q().setCompare(true));
    expect(q().b.values).toEqual({ grit: 6, cover: false });
    expect(search().toString()).toBe('grit=6&compare=1&b.grit=6');
    act(() => q().b.set('grit', 2));
    expect(search().get('b.grit')).toBe('2');
    act(() => q().setCompare(false));
    expect(search().toString()).toBe('grit=6');
  });

  it('lists values of the link it could not use, and uses the default instead', () => {
    const q = mountQueryState('/tool/?grit=99&cover=maybe');
    expect(q().a.values).toEqual({ grit: 4, cover: false });
    expect(q().linkProblems).toEqual([
      "Grit must be a whole number from 1 to 10; got '99'. Using the default, 4.",
      "Cover must be 1 (yes) or 0 (no); got 'maybe'. Using the default, 0.",
    ]);
  });
});

describe('OddsTool: a refusal is a refusal, a bug is a failure', () => {
  const tool = defineTool({
    title: 'Test tool',
    fields: () => spec,
    compute: (v: { grit: number; cover: boolean }) => {
      if (v.grit === 9) refuse('Grit 9 is not allowed here.');
      if (v.grit === 10) return (undefined as unknown as { p: number }).p;
      return v.grit / 10;
    },
    // Grit 8 draws a chance of 80 (a broken view: formatPercent throws while drawing).
    view: (p: number) => ({ chance: p, blocks: [{ kind: 'headline', chance: p === 0.8 ? 80 : p, chanceLabel: 'Chance' }] }),
    form: () => [{ field: 'grit' }, { field: 'cover' }],
    compare: { chanceLabel: () => 'chance' },
  });
  const open = (url: string) => {
    window.history.replaceState(null, '', url);
    render(
      <OddsTool tool={tool} data={undefined} links={[]}>
        <p>How.</p>
      </OddsTool>,
    );
  };

  it('reads a link of an earlier version through the tool’s LinkUpgrade: a note, today’s values, the old name gone', () => {
    const upgraded = { ...tool, link: { aliases: { toughness: 'grit' }, upgrade: (p: URLSearchParams) => (p.get('grit') === '1' ? { notes: ['Grit 1 is read as it was.'] } : undefined) } };
    window.history.replaceState(null, '', '/t/?toughness=1&utm=x');
    render(<OddsTool tool={upgraded} data={undefined} links={[]} />);
    expect(dom.host.querySelector('.tk-headline')?.textContent).toBe('Chance: 10.0%');
    expect(dom.host.querySelector('.tk-link-notes')?.textContent).toBe('This link comes from an earlier version of the calculator:Grit 1 is read as it was.');
    expect(window.location.search).toBe('?utm=x&grit=1');
  });
  it('shows the result of the link’s set-up', () => {
    open('/t/?grit=3');
    expect(dom.host.querySelector('.tk-headline')?.textContent).toBe('Chance: 30.0%');
    expect(dom.host.querySelector('.tk-how-body')?.textContent).toContain('How.');
  });
  it('puts the answer in the one live region, under a title kept for screen readers', () => {
    open('/t/?grit=3');
    expect(dom.host.querySelector('h2')?.className).toBe('tk-title tk-visually-hidden');
    expect(dom.host.querySelector('[aria-live] .tk-headline')?.textContent).toBe('Chance: 30.0%');
    expect(dom.host.querySelectorAll('[aria-live]')).toHaveLength(1);
    const link = dom.host.querySelector<HTMLAnchorElement>('a.tk-answer-link')!;
    const results = dom.host.querySelector<HTMLElement>('section.tk-panel-results')!;
    expect(link.getAttribute('href')).toBe(`#${results.id}`);
    expect(results.getAttribute('aria-label')).toBe('Full results');
  });
  it('the answer’s link moves focus to the full results and leaves the page address alone', () => {
    open('/t/?grit=3');
    const results = dom.host.querySelector<HTMLElement>('section.tk-panel-results')!;
    results.scrollIntoView = vi.fn();
    act(() => dom.host.querySelector<HTMLAnchorElement>('a.tk-answer-link')!.click());
    expect(document.activeElement).toBe(results);
    expect(results.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: expect.stringMatching(/^(auto|smooth)$/) });
    expect(window.location.hash).toBe('');
  });
  it('with Compare on, the set-ups’ answers go quiet and one dock reads out both chances', () => {
    open('/t/?grit=3&compare=1&b.grit=5');
    const live = dom.host.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]!.textContent).toBe('Chance: A 30.0%, B 50.0% (B +20.0 points).');
    expect(dom.host.querySelectorAll('.tk-headline-value')).toHaveLength(2);
  });
  it('shows an input error as "fix this value"', () => {
    open('/t/?grit=9');
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe('No result: fix this value.Grit 9 is not allowed here.');
  });
  it('shows a bug as "something went wrong" and logs it (which fails the end-to-end tests)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/t/?grit=10');
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong working this out.');
    expect(dom.host.textContent).not.toContain('fix this value');
    expect(log).toHaveBeenCalledWith('A tool failed to compute its result:', expect.any(TypeError));
    log.mockRestore();
  });
  it('a view that fails while drawing shows the failure, and the next input draws again in the same live region', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/t/?grit=8');
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong working this out.');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    const input = dom.host.querySelector<HTMLInputElement>('input[name="grit"]')!;
    const minus = dom.host.querySelector<HTMLButtonElement>('button[aria-label="Grit: one less"]')!;
    act(() => minus.click());
    expect(input.value).toBe('7');
    expect(dom.host.querySelector('.tk-headline')?.textContent).toBe('Chance: 70.0%');
    const region = dom.host.querySelector('.tk-headline');
    act(() => minus.click());
    expect(dom.host.querySelector('.tk-headline')).toBe(region);
    expect(region?.textContent).toBe('Chance: 60.0%');
  });
});
