/** The cells of a DataTable: plain text, or text with a link, a trailing remark or a list below it. */
export type DataCell =
  | string
  | number
  | {
      text: string | number;
      /** The text links here (a rule or an entry further down). */
      href?: string;
      /** Plain text straight after the text or link, such as " (3+)". */
      after?: string;
      /** A smaller remark in brackets. */
      note?: string;
      strong?: boolean;
      /** A bulleted list under the text. */
      list?: readonly string[];
    };

export interface DataRow {
  /** The row's name, drawn as its row header. */
  head?: DataCell;
  cells: readonly DataCell[];
}
