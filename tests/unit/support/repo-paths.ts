/**
 * Whether a path of this repo that a text names exists: the one judgement of the docs test
 * (tests/unit/docs-paths.test.ts, Markdown) and the comments test (tests/unit/comment-paths.test.ts,
 * code comments). A path is read when it starts at a top-level entry of the repo (`src/play/log.ts`,
 * `tests/e2e/`); `<slug>`, `<game>`… and `*` stand for any name, and such a path must match at least
 * one file.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Build output and installed packages are not the repo's own: a text may name them, they need not exist here. */
const NOT_OURS = new Set(['dist', 'node_modules', '.astro', '.git', 'test-results', 'playwright-report']);
export const ROOT_ENTRIES = new Set(readdirSync('.').filter((name) => !NOT_OURS.has(name)));

export const PATH_LIKE = /^[\w.@<>*-]+(\/[\w.@<>*-]+)*\/?$/;

/** True when `p`, as written, is a path from the repo's root: path-like, and its first segment a top-level entry. */
export const isRepoPath = (p: string): boolean => PATH_LIKE.test(p) && ROOT_ENTRIES.has(p.split('/')[0]!);

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
export function pathExists(p: string, from: string): boolean {
  const folder = p.endsWith('/');
  let found = [path.normalize(from || '.')];
  for (const segment of p.split('/').filter(Boolean)) {
    found = segment === '..' || segment === '.' ? found.map((d) => path.normalize(path.join(d, segment))) : found.flatMap((d) => matching(d, segment));
  }
  return found.some((f) => !folder || statSync(f).isDirectory());
}

/** The paths a Markdown text names, each with where it is resolved from ('' = the repo's root). */
export function markdownPaths(markdown: string, docDir: string): { path: string; from: string }[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, ''); // pictures and examples, not references
  const out: { path: string; from: string }[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const p = code!.trim();
    if (!isRepoPath(p)) continue; // a word, a name, a site address
    out.push({ path: p, from: '' });
  }
  for (const [, target] of text.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const p = target!.split('#')[0]!;
    if (p === '' || /^[a-z]+:/i.test(p) || p.startsWith('/')) continue; // anchors, other sites, the site's own pages
    out.push({ path: p, from: docDir });
  }
  return out;
}

/** The comments of a TypeScript or JavaScript source, each as its text (markers included). */
function scriptComments(source: string, tsx: boolean): string[] {
  const file = ts.createSourceFile(tsx ? 'x.tsx' : 'x.ts', source, ts.ScriptTarget.Latest, false, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const out: string[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      out.push(source.slice(r.pos, r.end));
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(source, node.getFullStart()));
    take(ts.getTrailingCommentRanges(source, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(file);
  take(ts.getLeadingCommentRanges(source, file.endOfFileToken.getFullStart()));
  // JSX braces holding only a comment ({/* … */}) lead no node: read them from the text.
  if (tsx) for (const [comment] of source.matchAll(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g)) if (!out.some((c) => comment.includes(c))) out.push(comment);
  return out;
}

/**
 * The comments of a source file of ours: // and /* *\/ comments of TypeScript and JavaScript; in an
 * .astro file those of its front matter and of its script tags, its {/* *\/} comments and its
 * <!-- --> comments.
 */
export function commentsOf(file: string, source: string): string[] {
  if (!file.endsWith('.astro')) return scriptComments(source, /\.[jt]sx$/.test(file));
  const front = /^---\n([\s\S]*?)\n---/.exec(source);
  const out = front ? scriptComments(front[1]!, false) : [];
  const template = front ? source.slice(front[0].length) : source;
  for (const [, script] of template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) out.push(...scriptComments(script!, false));
  const markup = template.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  for (const [comment] of markup.matchAll(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g)) out.push(comment);
  return out;
}

/** The sibling folder of the repo (rulings, reviews): named as `../shared/…` from anywhere, never ours to check. */
const SHARED = /^(\.\.\/)+shared\//;

/**
 * The repo paths a comment names, each with where it is resolved from ('' = the repo's root): each
 * word that starts at a top-level entry of the repo, or with ./ or ../ (from the file's folder `dir`),
 * with what surrounds a path in a sentence taken off (brackets, quotes, a closing full stop, "'s", a
 * line number or an anchor). Globs with braces (`src/**\/*.{ts,tsx}`) are patterns, not paths.
 */
export function commentPaths(comment: string, dir = ''): { path: string; from: string }[] {
  const out: { path: string; from: string }[] = [];
  for (const word of comment.split(/[\s`]+/)) {
    let p = word.replace(/^[("'‘“[{<]+(?=[\w.])/, '');
    for (let before = ''; before !== p; ) {
      before = p;
      p = p.replace(/(['’]s|[)"'’”\]},;:!?.]|:\d+(-\d+)?|#[\w-]*)$/, '');
    }
    if (!p.includes('/') || p.includes('**') || !PATH_LIKE.test(p)) continue;
    if (/^\.\.?\//.test(p)) {
      if (!SHARED.test(p)) out.push({ path: p, from: dir });
    } else if (ROOT_ENTRIES.has(p.split('/')[0]!)) out.push({ path: p, from: '' });
  }
  return out;
}
