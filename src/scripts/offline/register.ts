/**
 * On every page (injected by src/integrations/offline.ts, bundled into Astro's page script):
 * registers the service worker that keeps the whole site available offline, and handles updates.
 *
 * A new build installs in the background and then waits. The reader is told once, in a small
 * notice (loaded only then), and the new version is taken on the next page load: a click on a link
 * hands over to it before the next page is fetched; any other load (reload, back, a bookmark) finds
 * it waiting and reloads once into it. The open page is never switched underneath the reader.
 */

const SERVICE_WORKER = '/sw.js';
/** Set just before a reload into a new version, so that a version that fails to start cannot loop. */
const RELOADED_KEY = 'skirmish-shelf:offline-reloaded';

/** Hands control to the waiting version, then runs `then` (at the latest after a few seconds). */
function takeUpdate(registration: ServiceWorkerRegistration, then: () => void): void {
  const waiting = registration.waiting;
  if (!waiting) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  navigator.serviceWorker.addEventListener('controllerchange', finish, { once: true });
  setTimeout(finish, 3000);
  waiting.postMessage({ type: 'SKIP_WAITING' });
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

/** From now on, the next page the reader opens by a link runs on the new version. */
function takeUpdateOnNextLink(registration: ServiceWorkerRegistration): void {
  document.addEventListener('click', (event) => {
    const url = pageLinkClicked(event);
    if (!url || !registration.waiting) return;
    event.preventDefault();
    takeUpdate(registration, () => location.assign(url));
  });
}

function announceUpdate(registration: ServiceWorkerRegistration): void {
  takeUpdateOnNextLink(registration);
  import('./update-notice.ts')
    .then(({ showUpdateNotice }) => showUpdateNotice(() => takeUpdate(registration, () => location.reload())))
    .catch(() => {
      /* The notice is a courtesy: the update still happens on the next load. */
    });
}

/** Tells the reader when a new version has finished installing while a current one runs this page. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) announceUpdate(registration);
    });
  };
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

async function start(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
  if (registration.waiting && navigator.serviceWorker.controller) {
    // This page came from the old version while the new one waited: this is the next load.
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      takeUpdate(registration, () => location.reload());
      return;
    }
  }
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
