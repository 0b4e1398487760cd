/**
 * Reads ../shared/RULINGS.md, the source of our readings, into { id, title, text } entries, the shape of
 * content/site/data/rulings.yaml. A ruling is a bullet `- **K3 Defence.** text` (the title may end in
 * ".", ":" or nothing), its text running on over indented lines; Markdown backslash escapes are undone
 * so the text is what a reader of the rendered file sees. A few rulings bold only the id
 * (`- **W4** Hard to kill: a model ...`): then a short lead-in before a colon is the title, and with
 * none (W1) the file gives no title.
 */
import { games } from '../../../src/common/catalog';

export interface MdRuling {
  id: string;
  title: string | undefined;
  text: string;
}

/** Each game's ruling letter, from the catalog: a new game's rulings are read without an edit here. */
export const RULING_LETTERS = games.map((g) => g.rulingLetter).join('');
const START = new RegExp(`^- \\*\\*([${RULING_LETTERS}]\\d+)(?: ([^*]+?)[.:]?)?\\*\\*\\s*(.*)$`);
const LEAD_IN = /^([A-Z][A-Za-z' -]{0,30}): (.*)$/;

export function parseRulingsMd(md: string): MdRuling[] {
  const out: MdRuling[] = [];
  let current: MdRuling | undefined;
  for (const line of md.split('\n')) {
    const start = START.exec(line);
    if (start) {
      current = { id: start[1]!, title: start[2]?.trim(), text: start[3]!.trim() };
      out.push(current);
    } else if (current && /^\s+\S/.test(line)) {
      current.text += ` ${line.trim()}`;
    } else {
      current = undefined;
    }
  }
  for (const r of out) {
    r.text = r.text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    const lead = r.title === undefined ? LEAD_IN.exec(r.text) : null;
    if (lead) [r.title, r.text] = [lead[1]!, lead[2]!];
  }
  return out;
}
