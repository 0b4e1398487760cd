import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every path of this repo a doc names must exist: a doc that sends a newcomer to a file that moved
// is worse than none. Read: paths in backticks that start at a top-level entry of the repo
// (`src/play/log.ts`, `tests/e2e/`), and relative Markdown links (from the doc's folder).
// `<slug>`, `<game>`… and `*` stand for any name: such a path must match at least one file.

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

/** Build output and installed packages are not the repo's own: a doc may name them, they need not exist here. */
const NOT_OURS = new Set(['dist', 'node_modules', '.astro', '.git', 'test-results', 'playwright-report']);
const ROOT_ENTRIES = new Set(readdirSync('.').filter((name) => !NOT_OURS.has(name)));

const PATH_LIKE = /^[\w.@<>*-]+(\/[\w.@<>*-]+)*\/?$/;

/** The paths a Markdown text names, each with where it is resolved from ('' = the repo's root). */
function namedPaths(markdown: string, docDir: string): { path: string; from: string }[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, ''); // pictures and examples, not references
  const out: { path: string; from: string }[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const p = code!.trim();
    if (!PATH_LIKE.test(p) || !ROOT_ENTRIES.has(p.split('/')[0]!)) continue; // a word, a name, a site address
    out.push({ path: p, from: '' });
  }
  for (const [, target] of text.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const p = target!.split('#')[0]!;
    if (p === '' || /^[a-z]+:/i.test(p) || p.startsWith('/')) continue; // anchors, other sites, the site's own pages
    out.push({ path: p, from: docDir });
  }
  return out;
}

/** The entries of `dir` matching one path segment, where `<name>` and `*` stand for any characters. */
function matching(dir: string, segment: string): string[] {
  if (!/[<*]/.test(segment)) return existsSync(path.join(dir, segment)) ? [path.join(dir, segment)] : [];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const pattern = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+').replace(/\*+/g, '[^/]*')}$`);
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** True when the path (from `from`, relative) names at least one file or folder of the repo. */
function pathExists(p: string, from: string): boolean {
  const folder = p.endsWith('/');
  let found = [path.normalize(from || '.')];
  for (const segment of p.split('/').filter(Boolean)) {
    found = segment === '..' || segment === '.' ? found.map((d) => path.normalize(path.join(d, segment))) : found.flatMap((d) => matching(d, segment));
  }
  return found.some((f) => !folder || statSync(f).isDirectory());
}

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
