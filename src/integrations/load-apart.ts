/**
 * `client:load-apart`: Astro's `client:load` in smaller tasks. The island's code is fetched at once,
 * as with `client:load`, but evaluated one chunk a task, and its props are read and hydration started
 * in a task of their own.
 *
 * Astro's island script evaluates the component's whole static graph in one task, then, in the
 * microtasks of the last module's evaluation, revives the props and starts hydrating: on a play
 * page's first visit with the CPU slowed 4x, a task of 130 ms (React's, Zod's and the roster and play
 * kits' module code) and one of 80 ms of evaluation plus 90 ms of props and hydrateRoot, the longest
 * of the load (Lighthouse's blocking time, issue 37). Here each is cut at its chunks' edges; a tap in
 * between is answered, and the server's HTML stays on screen meanwhile.
 *
 * The chunks and their order (each after the chunks it imports) are in the island's
 * `data-evaluate` attribute, written into the built page by `loadApart()` (load-apart-directive.ts);
 * the island's own module and the renderer are imported last by Astro's `load`. All are asked for
 * first with `modulepreload` links, so the chunks are fetched together, not one after another.
 * Registered in astro.config.mjs. Usage: <KuggkopingPlay client:load-apart ... />
 */
import type { ClientDirective } from 'astro';

/**
 * Resolves in a new task: a message to itself, which browsers do not slow down in a background tab
 * as they do timers (a page opened behind another tab would otherwise wait a second a chunk).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * Resolves once the next frame is on screen: a frame callback of the frame after it runs once that
 * frame has been presented (a task posted from the first frame's callback would run after its paint
 * but often before the screen shows it, the time a largest paint is stamped with). At once in a tab
 * opened in the background, which draws no frames.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => void nextTask().then(resolve)));
  });
}

const loadApart: ClientDirective = async (load, _options, island) => {
  // The server's HTML is painted before the island's code is asked for. Otherwise the page's first
  // content (its largest text) waits on the island's scripts, parsed just before it: Lighthouse's
  // simulated slow network then counts the island's 130 kB of script into the page's largest paint
  // (1.7 to 2.6 s against a first paint of 1.2 s).
  await afterPaint();
  const chunks = island.dataset?.evaluate?.split(' ').filter(Boolean) ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const chunk of chunks) {
    try {
      await import(/* @vite-ignore */ chunk);
    } catch {
      break; // Astro's load imports it again, and says so if it fails
    }
    await nextTask();
  }
  const hydrate = await load();
  await nextTask();
  await hydrate();
};

export default loadApart;
