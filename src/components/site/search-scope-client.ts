/**
 * Keeps Pagefind's game filter in step with the one-line scope above the search box
 * (search-scope.ts). Pagefind's own filter panel stays in the page, hidden: its checkbox for the
 * chosen game is ticked (and every other game's unticked) by a click, as a reader would, so Pagefind
 * searches again with the filter. Pagefind draws its panel once its index has loaded and redraws it
 * with each search, so the check runs whenever its markup changes, and does nothing when it matches.
 */
const scope = document.querySelector<HTMLElement>('[data-search-scope]');
const search = document.getElementById('starlight__search');
const control = scope?.querySelector<HTMLButtonElement | HTMLSelectElement>('[data-search-scope-game]');

if (search && control) {
  /** The game to search in, or '' for every game. */
  const wanted = () => (control instanceof HTMLSelectElement ? control.value : control.getAttribute('aria-checked') === 'true' ? (control.dataset.searchScopeGame ?? '') : '');
  const sync = () => {
    const game = wanted();
    for (const box of search.querySelectorAll<HTMLInputElement>('input.pagefind-ui__filter-checkbox[name="game"]')) {
      if (box.checked !== (box.value === game)) box.click();
    }
  };
  if (control instanceof HTMLSelectElement) control.addEventListener('change', sync);
  else
    control.addEventListener('click', () => {
      control.setAttribute('aria-checked', String(control.getAttribute('aria-checked') !== 'true'));
      sync();
    });
  new MutationObserver(sync).observe(search, { childList: true, subtree: true });
}
