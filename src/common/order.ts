/** Sorting helpers shared by pages and tools (no Zod here, so tools can use them in the browser). */

/** Sorts entries by their place in the book (their `order` field). */
export const byBookOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;
