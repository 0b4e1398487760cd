/**
 * The sections of a module's leading doc comment, as Markdown. Each game's roster.ts documents its
 * file format and readings there ("## File format", "## Our reading"), and a builder page can show
 * those sections from the module's source (a `?raw` import) instead of repeating them.
 */

/** The leading /** … *\/ comment of `source` with its " * " margins removed, or '' when there is none. */
export function leadingDoc(source: string): string {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return match[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/** The doc comment's `## ` sections by heading ("File format" → its Markdown, heading left out). */
export function docSections(source: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let current: string | null = null;
  let lines: string[] = [];
  const close = () => {
    if (current !== null) sections[current] = lines.join('\n').trim();
  };
  for (const line of leadingDoc(source).split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      close();
      current = heading[1]!.trim();
      lines = [];
    } else if (current !== null) {
      lines.push(line);
    }
  }
  close();
  return sections;
}

/** The first ```json block of a Markdown section (the file format's example). */
export function jsonExample(markdown: string): string | undefined {
  return /```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
}
