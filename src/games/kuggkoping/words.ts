/** Words for Kuggköping's data fields, shared by the rules pages' tables and the reference cards. */

/** A dice table's rows as the book prints them: "1 or less", "3-4", "5", "7 or more" (null: open-ended). */
export const rollRange = (min: number | null, max: number | null): string =>
  min === null ? `${max} or less` : max === null ? `${min} or more` : min === max ? `${min}` : `${min}-${max}`;

/** A profile's move or range: "x" in the book where a boss never moves or reaches the whole board. */
export const profileValue = (n: number | null): string => (n === null ? 'x' : String(n));
