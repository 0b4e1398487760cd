/**
 * Registers the `client:load-apart` directive (load-apart.ts: hydrate on load, the island's chunks
 * evaluated one a task and hydration in a task apart), and after the build writes into each island
 * that uses it the chunks to evaluate, in order (`data-evaluate`). The play islands use it.
 * Registered before offline() in astro.config.mjs: the pages are changed before they are hashed.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** A chunk's static imports (`import{a}from"./b.js"`, `import"./c.js"`), as site paths; not its dynamic `import()`s. */
export function staticImports(code: string, url: string): string[] {
  const dir = posix.dirname(url);
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => posix.join(dir, m[1]!));
}

/**
 * The chunks `roots` load, each after the chunks it imports (so that importing them in this order
 * evaluates one chunk at a time), every chunk once. `read` gives a chunk's code by its site path.
 */
export function evaluationOrder(roots: readonly string[], read: (url: string) => string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of staticImports(read(url), url)) visit(dep);
    order.push(url);
  };
  for (const root of roots) visit(root);
  return order;
}

/** The page with `data-evaluate` written into each `client="load-apart"` island. */
export function withEvaluationOrder(html: string, read: (url: string) => string): string {
  return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    if (!/\sclient="load-apart"/.test(tag) || /\sdata-evaluate=/.test(tag)) return tag;
    const roots = ['component-url', 'renderer-url'].map((name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]).filter((u): u is string => u !== undefined);
    return tag.replace(/^<astro-island/, `<astro-island data-evaluate="${evaluationOrder(roots, read).join(' ')}"`);
  });
}

export function loadApart(): AstroIntegration {
  return {
    name: 'skirmish-shelf:load-apart',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'load-apart', entrypoint: fileURLToPath(new URL('./load-apart.ts', import.meta.url)) });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const code = new Map<string, string>();
        const read = (url: string) => {
          if (!code.has(url)) code.set(url, readFileSync(join(dist, url), 'utf8'));
          return code.get(url)!;
        };
        let islands = 0;
        const entries = await readdir(dist, { recursive: true, withFileTypes: true });
        for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          if (!html.includes('client="load-apart"')) continue;
          const next = withEvaluationOrder(html, read);
          islands += 1;
          await writeFile(file, next);
        }
        logger.info(`client:load-apart: the evaluation order written into ${islands} page(s)`);
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:load-apart'?: boolean;
  }
}
