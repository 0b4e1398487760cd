// @ts-check
// "/" opens Starlight's search (which answers Ctrl/⌘+K itself), unless the reader is typing.
// Our only script on a rules page; a file, not inline, so a strict CSP needs no exception for it.
addEventListener('keydown', (event) => {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const open = document.querySelector('button[data-open-modal]');
  if (open instanceof HTMLButtonElement && !open.disabled) {
    event.preventDefault();
    open.click();
  }
});
