/**
 * The small notice that a new version of the site has been installed (loaded by register.ts only
 * when that happens). It sits in the page flow at the top of the content, so it covers nothing, and
 * is announced politely (role="status") without taking focus. "Dismiss" or Escape closes it.
 */
export function showUpdateNotice(reloadNow: () => void): void {
  if (document.querySelector('.update-notice')) return;
  const container = document.querySelector('main .sl-container') ?? document.querySelector('main');
  if (!container) return;

  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.dataset.pagefindIgnore = '';
  const message = document.createElement('p');
  message.setAttribute('role', 'status');
  const actions = document.createElement('div');
  actions.className = 'update-notice-actions';
  const now = document.createElement('button');
  now.type = 'button';
  now.textContent = 'Reload now';
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss';
  actions.append(now, dismiss);
  notice.append(message, actions);

  const close = () => {
    const hadFocus = notice.contains(document.activeElement);
    notice.remove();
    if (!hadFocus) return;
    // Focus would otherwise fall back to the top of the document.
    const heading = document.getElementById('_top') ?? container;
    if (heading instanceof HTMLElement) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };
  now.addEventListener('click', () => {
    now.disabled = true;
    reloadNow();
  });
  dismiss.addEventListener('click', close);
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  });

  container.prepend(notice);
  // A live region is announced when its text changes, so the text goes in after it is in the page.
  requestAnimationFrame(() => {
    message.textContent = 'Skirmish Shelf has been updated: the next page you open from here uses the new version.';
  });
}
