import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownPaths as namedPaths, pathExists } from './support/repo-paths';

// Every path of this repo a doc names must exist: a doc that sends a newcomer to a file that moved
// is worse than none. Read: paths in backticks that start at a top-level entry of the repo
// (`src/play/log.ts`, `tests/e2e/`), and relative Markdown links (from the doc's folder).
// `<slug>`, `<game>`… and `*` stand for any name: such a path must match at least one file. The
// judgement is shared with the comments test (tests/unit/support/repo-paths.ts).

/** The docs a newcomer reads. */
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'src/components/roster/README.md',
  'src/engine/README.md',
];

/** Every path a doc names that does not exist, as "doc: path". */
function missingIn(doc: string, markdown: string): string[] {
  return namedPaths(markdown, path.dirname(doc) === '.' ? '' : path.dirname(doc))
    .filter((n) => !pathExists(n.path, n.from))
    .map((n) => `${doc}: ${n.path}`);
}

describe('the paths the docs name', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    expect(missingIn(doc, readFileSync(doc, 'utf8'))).toEqual([]);
  });

  it('reads backticked paths, placeholders and relative links, and refuses a made-up path', () => {
    const fixture = [
      'The log is `src/play/log.ts`, the specs `tests/e2e/`, each game `src/games/<slug>/game.ts`.',
      'A file that never was: `src/roster/no-such-kit.ts`; a folder that is a file: `package.json/`.',
      'Words in backticks are not paths: `npm test`, `PlayRules`, `/<slug>/play/`, `sw.js`.',
      'See [the roster kit](../src/components/roster/README.md), [a page](/rulings/), [a lost one](../src/nowhere.md#x).',
      '```',
      'src/imaginary/picture.ts',
      '```',
    ].join('\n');
    expect(namedPaths(fixture, 'docs').map((n) => n.path)).toEqual([
      'src/play/log.ts',
      'tests/e2e/',
      'src/games/<slug>/game.ts',
      'src/roster/no-such-kit.ts',
      'package.json/',
      '../src/components/roster/README.md',
      '../src/nowhere.md',
    ]);
    expect(missingIn('docs/fixture.md', fixture)).toEqual(['docs/fixture.md: src/roster/no-such-kit.ts', 'docs/fixture.md: package.json/', 'docs/fixture.md: ../src/nowhere.md']);
    expect(pathExists('src/games/<slug>/no-such-module.ts', '')).toBe(false);
  });
});
