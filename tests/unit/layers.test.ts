import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/ (README, "How the folders are laid out"): engine ← common ← the pure kits (tools,
// roster, cards) ← games ← components. ESLint's no-restricted-imports keeps new code in order
// (eslint.config.js); this test reads every import of the pure folders as the bundler resolves it, so
// a path the lint patterns miss (an alias, an import() call) cannot climb a layer either.
const ORDER = ['engine', 'common', 'kits', 'games', 'components'] as const;
const layerOf = (dir: string): (typeof ORDER)[number] | undefined =>
  dir === 'tools' || dir === 'roster' || dir === 'cards' ? 'kits' : (ORDER as readonly string[]).includes(dir) ? (dir as (typeof ORDER)[number]) : undefined;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

describe('the layers of src/', () => {
  for (const top of ['engine', 'common', 'tools', 'roster', 'cards', 'games']) {
    it(`src/${top} imports nothing from a higher layer and no React`, () => {
      const mine = ORDER.indexOf(layerOf(top)!);
      const wrong: string[] = [];
      for (const file of files(path.join('src', top))) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          if (/^react(-dom)?(\/|$)/.test(spec!)) wrong.push(`${file}: ${spec}`);
          if (!spec!.startsWith('.')) continue;
          const target = path.relative('src', path.resolve(path.dirname(file), spec!)).split(path.sep)[0]!;
          const theirs = layerOf(target);
          if (theirs !== undefined && ORDER.indexOf(theirs) > mine) wrong.push(`${file}: ${spec} (src/${target})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('reads imports the way the test above needs (a check that cannot fail is a bug)', () => {
    const found = [...`import { a } from '../components/x';\nexport * from './y';\nconst z = await import('../games/z');`.matchAll(IMPORT)].map((m) => m[1]);
    expect(found).toEqual(['../components/x', './y', '../games/z']);
  });
});
