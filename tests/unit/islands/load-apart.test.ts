import { afterEach, describe, expect, it, vi } from 'vitest';
import loadApart from '../../../src/integrations/load-apart';
import { evaluationOrder, staticImports, withEvaluationOrder } from '../../../src/integrations/load-apart-directive';

/** Resolves after every microtask queued so far, and the ones those queue (but in the same task). */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe('client:load-apart', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A visible page whose frames and tasks (MessageChannel's) run only when `frame()` and `task()` are called. */
  function visiblePage(): { frame: () => void; task: () => void } {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: null as (() => void) | null, close: () => undefined };
        port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
      },
    );
    return { frame: () => frames.splice(0).forEach((cb) => cb(0)), task: () => tasks.splice(0).forEach((t) => t()) };
  }
  const loader = (order: string[]) => async () => {
    order.push('loaded');
    return async () => {
      order.push('hydrated');
    };
  };

  it('asks for nothing until the page is on screen (the frame after the next), then loads, and hydrates in a later task', async () => {
    const { frame, task } = visiblePage();
    const order: string[] = [];
    const done = loadApart(loader(order), { name: 'load-apart', value: '' }, {} as HTMLElement);
    await drainMicrotasks();
    expect(order).toEqual([]);
    // The server's HTML is painted in the first frame and shown by the second; the code is asked for in a task after that.
    frame();
    task();
    await drainMicrotasks();
    expect(order).toEqual([]);
    frame();
    await drainMicrotasks();
    expect(order).toEqual([]);
    task();
    await drainMicrotasks();
    // Astro's own client:load would have hydrated by now, in the same task as the modules' evaluation.
    expect(order).toEqual(['loaded']);
    task();
    await done;
    expect(order).toEqual(['loaded', 'hydrated']);
  });

  it('in a background tab, which draws no frames, loads without waiting for one', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frame in a background tab');
    });
    const order: string[] = [];
    await loadApart(loader(order), { name: 'load-apart', value: '' }, {} as HTMLElement);
    expect(order).toEqual(['loaded', 'hydrated']);
  });
});

describe('the evaluation order written into a load-apart island', () => {
  // Chunks as Rolldown writes them: static imports first; a dynamic import() is not loaded up front.
  const chunks: Record<string, string> = {
    '/_astro/Play.a.js': 'import{a as e}from"./react.b.js";import{t}from"./kit.c.js";import"./side.d.js";const l=()=>import("./later.e.js");',
    '/_astro/kit.c.js': 'import{n}from"./zod.f.js";import{a}from"./react.b.js";export{n as t}',
    '/_astro/zod.f.js': 'export{}',
    '/_astro/react.b.js': 'export{}',
    '/_astro/side.d.js': 'import {x} from "./zod.f.js";',
    '/_astro/client.g.js': 'import{t as e}from"./react.b.js";import{t}from"./react-dom.h.js";',
    '/_astro/react-dom.h.js': 'import{t}from"./react.b.js";',
  };
  const read = (url: string) => {
    const code = chunks[url];
    if (code === undefined) throw new Error(`no chunk ${url}`);
    return code;
  };

  it('lists a chunk’s static imports by their site path, not its dynamic imports', () => {
    expect(staticImports(chunks['/_astro/Play.a.js']!, '/_astro/Play.a.js')).toEqual(['/_astro/react.b.js', '/_astro/kit.c.js', '/_astro/side.d.js']);
  });

  it('puts every chunk after the chunks it imports, each once, the component before the renderer', () => {
    expect(evaluationOrder(['/_astro/Play.a.js', '/_astro/client.g.js'], read)).toEqual([
      '/_astro/react.b.js',
      '/_astro/zod.f.js',
      '/_astro/kit.c.js',
      '/_astro/side.d.js',
      '/_astro/Play.a.js',
      '/_astro/react-dom.h.js',
      '/_astro/client.g.js',
    ]);
  });

  it('writes the order into load-apart islands only, once', () => {
    const page = [
      '<astro-island uid="1" component-url="/_astro/Play.a.js" component-export="default" renderer-url="/_astro/client.g.js" client="load-apart" ssr>',
      '<astro-island uid="2" component-url="/_astro/Play.a.js" renderer-url="/_astro/client.g.js" client="load" ssr>',
    ].join('');
    const once = withEvaluationOrder(page, read);
    expect(once).toContain(
      '<astro-island data-evaluate="/_astro/react.b.js /_astro/zod.f.js /_astro/kit.c.js /_astro/side.d.js /_astro/Play.a.js /_astro/react-dom.h.js /_astro/client.g.js" uid="1"',
    );
    expect(once).toContain('<astro-island uid="2"');
    expect(withEvaluationOrder(once, read)).toBe(once);
  });
});
