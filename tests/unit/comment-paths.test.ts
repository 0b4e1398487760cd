import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentPaths, commentsOf, pathExists } from './support/repo-paths';

// Every path of this repo a code comment names must exist, as every path a doc names must
// (docs-paths.test.ts, the same judgement): a comment that sends a reader to a file that moved
// misleads more than it helps. Read: the comments of src/ (TypeScript, React, Astro and .mjs
// files), scripts/ and tests/, and in them each word that starts at a top-level entry of the repo
// (`src/roster/format.ts`) or with ./ or ../ (from the file's folder). `../shared/…`, the folder
// beside the repo, is left alone.

const CODE = /\.(ts|tsx|mts|mjs|astro)$/;

/** Every file of ours under `dir` whose comments are read. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : CODE.test(name) ? [p] : [];
  });
}

const FILES = ['src', 'scripts', 'tests'].flatMap(sources).sort();

/** A module named as an import names it (its path without the extension), or its folder's index. */
const AS_IMPORTED = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts'];

/** Every path the file's comments name that does not exist. */
function missingIn(file: string, source: string): string[] {
  const named = commentsOf(file, source).flatMap((comment) => commentPaths(comment, path.dirname(file)));
  return [...new Set(named.filter((n) => !AS_IMPORTED.some((end) => pathExists(`${n.path}${end}`, n.from))).map((n) => n.path))];
}

describe('the paths code comments name', () => {
  it.each(FILES)('%s names only paths that exist', (file) => {
    expect(missingIn(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('reading the comments', () => {
  it('finds the paths of comments only, in TypeScript, React and Astro, and takes off what surrounds them', () => {
    const ts = [
      '/** The kit (src/roster/format.ts), and src/games/<slug>/game.ts\'s manifest. */',
      "const s = 'src/not/a/comment.ts'; // see src/roster/no-such.ts: and ./odds.",
      'const r = /src\\/regex\\/literal.ts/; /* ../shared/RULINGS.md, `tests/e2e/`, src/**/*.{ts,tsx} */',
    ].join('\n');
    const named = commentsOf('src/games/kuggkoping/x.ts', ts).flatMap((c) => commentPaths(c, 'src/games/kuggkoping'));
    expect(named).toEqual([
      { path: 'src/roster/format.ts', from: '' },
      { path: 'src/games/<slug>/game.ts', from: '' },
      { path: 'src/roster/no-such.ts', from: '' },
      { path: './odds', from: 'src/games/kuggkoping' },
      { path: 'tests/e2e/', from: '' },
    ]);
    expect(missingIn('src/games/kuggkoping/x.ts', ts)).toEqual(['src/roster/no-such.ts']);
    const tsx = 'export const A = () => <div title="src/no/attribute.ts">{/* src/components/play/ */}</div>;';
    expect(commentsOf('x.tsx', tsx).flatMap((c) => commentPaths(c))).toEqual([{ path: 'src/components/play/', from: '' }]);
    const astro = ['---', '// src/engine/', "const a = 'src/no/string.ts';", '---', '<!-- src/styles/ -->', '<p>src/no/text.ts</p>', '<script>', '// scripts/', '</script>'].join('\n');
    expect(commentsOf('x.astro', astro).flatMap((c) => commentPaths(c)).map((n) => n.path)).toEqual(['src/engine/', 'scripts/', 'src/styles/']);
  });
});
