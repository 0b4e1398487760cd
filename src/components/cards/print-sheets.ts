/**
 * Print sheets of cards: copies of the chosen cards, nine to a page in a 3 × 3 grid with light cut
 * marks around it (layout in sheets.css). The reference-card page builds them from its deck; a
 * builder's print view can build them the same way from its own cards (any `.sh-card` elements).
 */
import { CARDS_PER_SHEET } from '../../cards/selection';

/** A copy of a card for a print sheet: no ids (they stay unique on the page) and no screen link. */
export function printCopy(card: Element): HTMLElement {
  const copy = card.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.removeAttribute('aria-labelledby');
  copy.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
  copy.querySelectorAll('.sh-card__rules').forEach((el) => el.remove());
  return copy;
}

/** Light cut marks around a 3 × 3 grid: a short line outside each card edge. */
function cutMarks(): HTMLElement {
  const marks = document.createElement('div');
  marks.className = 'sh-marks';
  for (let at = 0; at <= 3; at++) {
    for (const side of ['top', 'bottom', 'left', 'right']) {
      const mark = document.createElement('span');
      mark.className = `sh-mark sh-mark--${side}`;
      mark.style.setProperty('--at', String(at)); // CSSOM, not a style attribute: fine under a strict CSP
      marks.append(mark);
    }
  }
  return marks;
}

/**
 * Fills `sheets` (a `.sh-sheets` element) with one page per nine cards, in order, on `paper`. With no
 * cards it holds `emptyText` instead, so printing never gives a blank page without saying why.
 */
export function layoutSheets(sheets: HTMLElement, cards: readonly Element[], paper: 'a4' | 'letter', emptyText: string): void {
  sheets.replaceChildren();
  sheets.dataset.paper = paper;
  if (cards.length === 0) {
    const empty = document.createElement('p');
    empty.className = 'sh-sheets__empty';
    empty.textContent = emptyText;
    sheets.append(empty);
    return;
  }
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET) {
    const sheet = document.createElement('section');
    sheet.className = 'sh-sheet';
    const grid = document.createElement('div');
    grid.className = 'sh-sheet__grid';
    for (const card of cards.slice(i, i + CARDS_PER_SHEET)) grid.append(printCopy(card));
    grid.append(cutMarks());
    sheet.append(grid);
    sheets.append(sheet);
  }
}
