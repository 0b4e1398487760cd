/**
 * The reference-card page's script (CardDeck.astro): selection by card or whole group, kept in the
 * page address; the paper size, remembered in localStorage; and the print sheets, nine chosen cards
 * to a page with cut marks. Selection rules live in src/cards/selection.ts; this only wires the DOM.
 */
import { SELECTION_PARAM, decodeSelection, selectedInOrder, sheetsFor, withSelection, type DeckShape } from '../../cards/selection';
import { layoutSheets } from './print-sheets';

export type Paper = 'a4' | 'letter';
export const PAPER_KEY = 'skirmish-shelf:card-paper';
const PAPER_NAME: Record<Paper, string> = { a4: 'A4', letter: 'US Letter' };
/** Regions where US Letter is the usual paper, for a reader who has not chosen yet. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PA', 'DO', 'PR', 'SV']);

function storedPaper(): Paper | null {
  try {
    const v = localStorage.getItem(PAPER_KEY);
    return v === 'a4' || v === 'letter' ? v : null;
  } catch {
    return null; // storage blocked (private mode, settings): fall back to the default
  }
}

function storePaper(paper: Paper): void {
  try {
    localStorage.setItem(PAPER_KEY, paper);
  } catch {
    /* not remembered, but the choice still applies to this page */
  }
}

function defaultPaper(): Paper {
  const region = (navigator.languages?.[0] ?? navigator.language ?? '').split('-')[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function initDeck(root: HTMLElement): void {
  const game = root.dataset.deck ?? '';
  const items = new Map<string, HTMLElement>();
  const shape: DeckShape = {
    groups: [...root.querySelectorAll<HTMLElement>('[data-group]')].map((section) => ({
      id: section.dataset.group!,
      cards: [...section.querySelectorAll<HTMLElement>('[data-card]')].map((li) => {
        items.set(li.dataset.card!, li);
        return li.dataset.card!;
      }),
    })),
  };
  const total = items.size;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const problems = root.querySelector<HTMLElement>('[data-problems]')!;
  const printButton = root.querySelector<HTMLButtonElement>('[data-action="print"]')!;
  const sheets = document.createElement('div');
  sheets.className = 'sh-sheets';
  sheets.setAttribute('aria-hidden', 'true');
  root.append(sheets);

  const decoded = decodeSelection(shape, new URLSearchParams(location.search).get(SELECTION_PARAM));
  let selected = decoded.selected;
  if (decoded.unknown.length > 0) {
    problems.textContent = `${plural(decoded.unknown.length, 'card', 'cards')} named in this link ${decoded.unknown.length === 1 ? 'is' : 'are'} not in this deck (${decoded.unknown.join(', ')}); the rest of the choice is shown.`;
    problems.hidden = false;
  }
  let paper: Paper = storedPaper() ?? defaultPaper();

  function render(): void {
    for (const [id, li] of items) {
      const on = selected.has(id);
      li.dataset.selected = String(on);
      li.querySelector<HTMLInputElement>('[data-card-box]')!.checked = on;
    }
    for (const group of shape.groups) {
      const chosen = group.cards.filter((id) => selected.has(id)).length;
      const size = group.cards.length;
      const box = root.querySelector<HTMLInputElement>(`[data-group-box="${group.id}"]`)!;
      box.checked = chosen === size;
      box.indeterminate = chosen > 0 && chosen < size;
      root.querySelector<HTMLElement>(`[data-group-count="${group.id}"]`)!.textContent = `(${chosen} of ${size})`;
      root.querySelector<HTMLElement>(`[data-group-summary="${group.id}"]`)!.textContent =
        `${plural(size, 'card', 'cards')}, ${chosen === size ? 'all' : chosen === 0 ? 'none' : chosen} chosen`;
    }
    const order = selectedInOrder(shape, selected);
    const pages = sheetsFor(order.length);
    status.replaceChildren();
    const count = document.createElement('strong');
    count.textContent = String(order.length);
    status.append(count, ` of ${total} cards chosen, ${plural(pages, 'page', 'pages')} of ${PAPER_NAME[paper]} to print (9 to a page)`);
    printButton.disabled = order.length === 0;
    if (sheets.hasChildNodes()) printSheets();
  }

  /** The sheets exist only while printing (beforeprint, or print media), to keep the page light. */
  function printSheets(): void {
    layoutSheets(
      sheets,
      selectedInOrder(shape, selected).map((id) => items.get(id)!.querySelector('.sh-card')!),
      paper,
      'No cards are chosen. Choose some on the page, then print again.',
    );
  }
  addEventListener('beforeprint', printSheets);
  addEventListener('afterprint', () => sheets.replaceChildren());
  const printMedia = matchMedia('print');
  printMedia.addEventListener('change', () => (printMedia.matches ? printSheets() : sheets.replaceChildren()));

  function choose(next: Set<string>): void {
    selected = next;
    history.replaceState(history.state, '', `${location.pathname}${withSelection(location.search, shape, selected)}${location.hash}`);
    render();
  }

  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.dataset.cardBox !== undefined) {
      const next = new Set(selected);
      if (input.checked) next.add(input.dataset.cardBox);
      else next.delete(input.dataset.cardBox);
      choose(next);
    } else if (input.dataset.groupBox !== undefined) {
      const next = new Set(selected);
      const group = shape.groups.find((g) => g.id === input.dataset.groupBox)!;
      for (const id of group.cards) {
        if (input.checked) next.add(id);
        else next.delete(id);
      }
      choose(next);
    } else if (input.dataset.paperBox !== undefined && input.checked) {
      paper = input.value === 'letter' ? 'letter' : 'a4';
      storePaper(paper);
      render();
    }
  });
  root.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action === 'all') choose(new Set(items.keys()));
    else if (action === 'none') choose(new Set());
    else if (action === 'print') window.print();
  });

  for (const radio of root.querySelectorAll<HTMLInputElement>('[data-paper-box]')) radio.checked = radio.value === paper;
  render();
  root.dataset.ready = game;
}

export function initDecks(): void {
  document.querySelectorAll<HTMLElement>('[data-deck]').forEach(initDeck);
}
