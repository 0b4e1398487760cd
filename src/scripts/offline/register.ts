/**
 * On every page (injected by src/integrations/offline.ts, bundled into Astro's page script):
 * registers the service worker that keeps the whole site available offline, and handles updates.
 *
 * A new build installs in the background and then waits: the open page is never switched
 * underneath the reader. The reader is told once, in a small notice (loaded only then). The next
 * page they open by a link hands over to the new version before it is fetched, so it comes from the
 * new build; "Reload now" in the notice does the same for the page in view. Closing the site (every
 * tab, or the installed app) also lets the new version take over, as browsers do by themselves.
 *
 * Why not on a reload or a back button as well: Chromium only switches versions reliably while the
 * page is idle. Asked during a page load, it stops the old version and then abandons the switch
 * when the loading page needs the old version again, leaving the new one waiting.
 */

const SERVICE_WORKER = '/sw.js';

/** Set when a page was asked for before the new version took over: that page may be the old one. */
const UNFINISHED_UPDATE = 'skirmish-shelf:update-unfinished';
/** How many pages in a row may try again: a switch that never comes must not reload for ever. */
const MOST_TRIES = 3;

function triesSoFar(): number {
  try {
    return Number(sessionStorage.getItem(UNFINISHED_UPDATE)) || 0;
  } catch {
    return 0; // storage blocked: no second try, the page still opens
  }
}

function markUnfinished(tries: number): void {
  try {
    if (tries > 0) sessionStorage.setItem(UNFINISHED_UPDATE, String(tries));
    else sessionStorage.removeItem(UNFINISHED_UPDATE);
  } catch {
    /* storage blocked: the next link still takes the update */
  }
}

/** Set once this page hands over to the new version: from then on it is on its way out. */
let leaving = false;

/**
 * The switch stops the old version even while it is still answering this page (Chromium): a script
 * import under way then fails, as Starlight's search does when it loads in the idle moment after a
 * page that finishes a hand-over (a CI run of offline-update.spec.ts). That page is about to be
 * replaced by the new version's, so the reader never sees what the import was for: not an error.
 */
addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (leaving && reason instanceof TypeError && /dynamically imported module|module script failed/i.test(reason.message)) event.preventDefault();
});

/**
 * Hands control to the waiting version, then runs `then` (a navigation): once it has taken over, or
 * after a moment if it has not.
 *
 * Chromium sometimes holds the switch until the page starts to leave (seen with two or three
 * browsers busy at once: SKIP_WAITING taken, nothing for 12 s). Two things make sure the reader
 * still gets the new version (tests/e2e/offline-update.spec.ts, three at once):
 * - it may switch during that navigation and leave it hanging for good, the page staying put with
 *   the new version active: a page still here a second after the switch runs `then` again, and
 *   whatever the events, a page still here 5 and 10 s after `then` runs it again;
 * - the navigation may be served by the old version before the switch: the page it opens finds the
 *   mark left here and finishes the hand-over (`finishUnfinishedUpdate`).
 */
function takeUpdate(registration: ServiceWorkerRegistration, then: () => void, tries = 0): void {
  const waiting = registration.waiting;
  if (!waiting) return then();
  leaving = true;
  let done = false;
  const finish = (switched: boolean) => {
    if (done) return;
    done = true;
    markUnfinished(switched ? 0 : tries + 1);
    then();
    // A navigation Chromium left hanging (the switch came during it, whatever events this page saw):
    // a page still here 5 s later asks again, twice at most. A navigation that went through took the
    // page, and these timers, with it.
    for (const wait of [5000, 10_000]) setTimeout(then, wait);
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => finish(true), { once: true });
  setTimeout(() => finish(false), 1500);
  waiting.addEventListener('statechange', () => {
    if (waiting.state !== 'activated' || !done) return;
    setTimeout(() => {
      markUnfinished(0); // served by the new version now
      then();
    }, 1000);
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** How long after its tries ran out a page still reloads itself once the new version takes over. */
const LATE_SWITCH_MS = 30_000;

/**
 * The tries ran out with the old version still held (a request it answers outlasted them, as
 * offline-update.spec.ts holds one for 12 s): this page came from the old version although the reader
 * asked for the new one. Once the new one takes over, the page reloads from it, once, if that comes
 * soon and the reader has not started on the page; later, the next link takes it, as before.
 */
function reloadWhenTakenOver(waiting: ServiceWorker): void {
  const since = performance.now();
  let touched = false;
  const touch = () => (touched = true);
  for (const type of ['pointerdown', 'keydown', 'wheel']) addEventListener(type, touch, { once: true, capture: true, passive: true });
  waiting.addEventListener('statechange', () => {
    if (waiting.state !== 'activated' || touched || performance.now() - since > LATE_SWITCH_MS) return;
    leaving = true;
    location.reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * This page was asked for while the hand-over was still under way, so it may have come from the old
 * version: if the new one still waits, ask again and reload; if it has taken over since, reload once
 * so the page comes from it. Returns whether it acted.
 */
function finishUnfinishedUpdate(registration: ServiceWorkerRegistration): boolean {
  const tries = triesSoFar();
  if (tries === 0) return false;
  if (tries > MOST_TRIES || !navigator.serviceWorker.controller) {
    markUnfinished(0);
    if (registration.waiting && navigator.serviceWorker.controller) reloadWhenTakenOver(registration.waiting);
    return false;
  }
  if (registration.waiting) {
    takeUpdate(registration, () => location.reload(), tries);
  } else {
    markUnfinished(0);
    leaving = true;
    location.reload();
  }
  return true;
}

/** A plain click on a link to another page of this site (not a new tab, a download or an anchor). */
function pageLinkClicked(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  if (url.pathname === location.pathname && url.search === location.search) return;
  return url;
}

let linksTakeUpdate = false;

/** From now on, the next page the reader opens by a link runs on the new version. */
function takeUpdateOnNextLink(registration: ServiceWorkerRegistration): void {
  if (linksTakeUpdate) return;
  linksTakeUpdate = true;
  document.addEventListener('click', (event) => {
    const url = pageLinkClicked(event);
    if (!url || !registration.waiting) return;
    event.preventDefault();
    takeUpdate(registration, () => location.assign(url));
  });
}

function announceUpdate(registration: ServiceWorkerRegistration): void {
  import('./update-notice.ts')
    .then(({ showUpdateNotice }) => showUpdateNotice(() => takeUpdate(registration, () => location.reload())))
    .catch(() => {
      /* The notice is a courtesy: the next link still takes the update. */
    });
}

/** Tells the reader when a new version has finished installing while a current one runs this page. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state !== 'installed' || !navigator.serviceWorker.controller) return;
      takeUpdateOnNextLink(registration);
      announceUpdate(registration);
    });
  };
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

async function start(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
  if (finishUnfinishedUpdate(registration)) return;
  // A version announced on an earlier page still waits (the reader reloaded or went back): no second
  // notice, but the next link still takes it.
  if (registration.waiting && navigator.serviceWorker.controller) takeUpdateOnNextLink(registration);
  watchForUpdates(registration);
}

/** The browser bar follows the theme the reader picked, not only the system's colour scheme. */
function followChosenTheme(): void {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')];
  const original = new Map(metas.map((m) => [m, m.content]));
  const apply = () => {
    const theme = document.documentElement.dataset.theme;
    const chosen = metas.find((m) => m.media.includes(`prefers-color-scheme: ${theme}`));
    for (const meta of metas) meta.content = chosen ? original.get(chosen)! : original.get(meta)!;
  };
  apply();
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

followChosenTheme();

if ('serviceWorker' in navigator) {
  if (import.meta.env.DEV) {
    // The dev server has no service worker: drop one a production build left on this origin.
    navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => r.unregister()));
  } else {
    addEventListener('load', () => {
      start().catch(() => {
        /* No service worker (private mode, blocked storage): the site works online as before. */
      });
    });
  }
}
