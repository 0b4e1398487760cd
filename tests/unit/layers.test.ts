import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importProblem, LAYERS, layerOf } from '../../eslint.config.js';

// The layers of src/ (docs/architecture.md, "How the folders are laid out", and LAYERS in eslint.config.js):
// engine ← common ← the pure kits (tools, roster, cards) ← games ← collections, integrations ←
// components. ESLint's layers/imports rule keeps new code in order as it is written; this test reads
// every import of every file of src/ with the same judgement (importProblem), including the ones
// ESLint does not see, and feeds both the probes that once slipped through.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|js|mjs)$/.test(name) ? [p.split(path.sep).join('/')] : [];
  });
}

// A static import or re-export (with `type` before the braces or before every name in them), an
// import() of a literal path, or a side-effect import.
const IMPORT = /\b(?:import|export)\s+(type\s+)?([\w*\s{},$]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

function importsOf(text: string): { spec: string; typeOnly: boolean }[] {
  return [...text.matchAll(IMPORT)].map(([, typeKeyword, names, from, dynamic, bare]) => {
    const braces = /^\{([^}]*)\}$/.exec(names?.trim() ?? '')?.[1];
    const listed = braces?.split(',').map((n) => n.trim()).filter(Boolean) ?? [];
    const typeOnly = Boolean(typeKeyword) || (listed.length > 0 && listed.every((n) => n.startsWith('type ')));
    return { spec: (from ?? dynamic ?? bare)!, typeOnly };
  });
}

const problemsIn = (file: string, text: string) => importsOf(text).flatMap(({ spec, typeOnly }) => importProblem(file, spec, typeOnly) ?? []);

describe('the layers of src/', () => {
  it('every folder and file directly under src/ is in a layer', () => {
    const unplaced = readdirSync('src').filter((name) => !layerOf(`src/${name}/x.ts`));
    expect(unplaced).toEqual([]);
    expect(LAYERS.flatMap((l) => l.folders).sort()).toEqual(readdirSync('src').sort());
  });

  for (const top of readdirSync('src').filter((name) => statSync(path.join('src', name)).isDirectory())) {
    it(`src/${top} imports only from its own layer and those below, and only what its layer allows`, () => {
      const wrong = files(`src/${top}`).flatMap((file) => problemsIn(file, readFileSync(file, 'utf8')).map((p) => `${file}: ${p}`));
      expect(wrong).toEqual([]);
    });
  }

  it('src/content.config.ts imports only what the site data layer may', () => {
    expect(problemsIn('src/content.config.ts', readFileSync('src/content.config.ts', 'utf8'))).toEqual([]);
  });

  it('reads imports the way the checks above need (a check that cannot fail is a bug)', () => {
    const text = [
      "import { a } from '../components/x';",
      "export * from './y';",
      "const z = await import('../games/z');",
      "import type { T } from 'astro:content';",
      "import { type U, type V } from 'astro:content';",
      "import { type W, X } from 'astro:content';",
      "import './side-effect.css';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { spec: '../components/x', typeOnly: false },
      { spec: './y', typeOnly: false },
      { spec: '../games/z', typeOnly: false },
      { spec: 'astro:content', typeOnly: true },
      { spec: 'astro:content', typeOnly: true },
      { spec: 'astro:content', typeOnly: false },
      { spec: './side-effect.css', typeOnly: false },
    ]);
  });
});

/**
 * Imports that must be refused, each a file that once passed both checks or a rule worth pinning:
 * the file it would be, its text, and a word the refusal must say.
 */
const PROBES: { file: string; code: string; says: string }[] = [
  { file: 'src/games/wolsung/probe.ts', code: "import { getCollection } from 'astro:content';\nexport const a = getCollection;", says: 'runs without Astro' },
  { file: 'src/games/wolsung/probe.ts', code: "import { wolsungCollections } from '../../collections/games';\nexport const a = wolsungCollections;", says: 'src/collections is in the site data layer' },
  { file: 'src/games/wolsung/probe.ts', code: "import { heartbreakerPlay } from '../heartbreaker/play';\nexport const a = heartbreakerPlay;", says: 'imports the game heartbreaker' },
  { file: 'src/engine/probe2.ts', code: "import { jsx } from 'react/jsx-runtime';\nexport const a = jsx;", says: 'React belongs in src/components' },
  { file: 'src/engine/probe2.ts', code: "import { createRoot } from 'react-dom/client';\nexport const a = createRoot;", says: 'React belongs in src/components' },
  { file: 'src/engine/probe2.ts', code: "export const a = () => import('../games/wolsung/play');", says: 'src/games is in the games layer' },
  { file: 'src/engine/probe2.ts', code: "import { RosterWorkbench } from '../components/roster/index';\nexport const a = RosterWorkbench;", says: 'src/components is in the components layer' },
  { file: 'src/common/probe.ts', code: "import { offline } from '../integrations/offline';\nexport const a = offline;", says: 'src/integrations is in the site data layer' },
  { file: 'src/roster/probe.ts', code: "import type { CollectionKey } from 'astro:content';\nexport type A = CollectionKey;", says: 'runs without Astro' },
  { file: 'src/tools/registry.ts', code: "import { getCollection } from 'astro:content';\nexport const a = getCollection;", says: 'runs without Astro' },
  { file: 'src/games/probe.ts', code: "export { file } from 'astro/loaders';", says: 'runs without Astro' },
  { file: 'src/cards/probe.ts', code: "import { x } from '../newfolder/x';\nexport const a = x;", says: 'src/newfolder is in no layer' },
  { file: 'src/newfolder/x.ts', code: 'export const x = 1;', says: 'is in no layer' },
];

describe('the probes are refused', () => {
  const eslint = new ESLint();
  it.each(PROBES.map((p) => [`${p.file}: ${p.code.split('\n')[0]}`, p]))('%s', async (_, probe) => {
    const placed = layerOf(probe.file) ? [] : [`${probe.file} is in no layer of src/`];
    expect([...placed, ...problemsIn(probe.file, probe.code)].join('\n'), 'by this test').toContain(probe.says);
    const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
    const lint = result!.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
    expect(lint.join('\n'), 'by ESLint').toContain(probe.says);
  });

  it('and what the layers allow passes: a game’s own modules, the kits, Astro’s types where named', () => {
    expect(problemsIn('src/games/wolsung/probe.ts', "import { a } from './play';\nimport { b } from '../../play';\nimport { c } from '../manifest';")).toEqual([]);
    expect(problemsIn('src/games/index.ts', "import { a } from './wolsung/game';\nimport { b } from './heartbreaker/game';")).toEqual([]);
    expect(problemsIn('src/tools/registry.ts', "import type { CollectionKey } from 'astro:content';")).toEqual([]);
    expect(problemsIn('src/collections/games.ts', "import { defineCollection } from 'astro/content/config';\nimport { g } from '../games/index';")).toEqual([]);
  });
});
