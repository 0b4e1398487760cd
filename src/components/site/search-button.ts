import { parse, renderSync, type ElementNode, type Node } from 'ultrahtml';
import { querySelector } from 'ultrahtml/selector';

/**
 * Names Starlight's search button by its own visible text (WCAG 2.5.3 Label in Name).
 *
 * Starlight labels the button aria-label="Search" while it also shows the "Ctrl K" hint, so the
 * accessible name leaves out part of what a sighted reader sees (axe: label-content-name-mismatch).
 * Here the button is named by its "Search" text instead: the aria-label goes, the text is no longer
 * hidden from assistive technology (theme.css's .search-button-label hides it only visually on phones,
 * where the button shows just the magnifier), and the hint is hidden from it: aria-keyshortcuts
 * already announces the shortcut.
 *
 * `html` is what Starlight's Search component renders. Throws when that markup no longer has this
 * shape, so a Starlight upgrade cannot silently undo the fix.
 */
export function nameSearchButtonByItsText(html: string): string {
  const tree = parse(html) as Node;
  const button = find(tree, 'button[data-open-modal]');
  const text = find(button, 'button > span[aria-hidden]');
  const hint = find(button, 'button > kbd');

  delete button.attributes['aria-label'];
  delete text.attributes['aria-hidden'];
  const starlightClasses = (text.attributes.class ?? '').split(/\s+/).filter((c) => c && c !== 'sl-hidden' && c !== 'md:sl-block');
  text.attributes.class = ['search-button-label', ...starlightClasses].join(' ');
  hint.attributes['aria-hidden'] = 'true';
  return renderSync(tree);
}

function find(root: Node, selector: string): ElementNode {
  const found = querySelector(root, selector) as ElementNode | undefined;
  if (!found) throw new Error(`Search: Starlight's search markup has no "${selector}" any more; update src/components/site/search-button.ts.`);
  return found;
}
