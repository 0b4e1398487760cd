// ESLint (flat config) for the whole repo (src, tests, scripts): JavaScript's and typescript-eslint's
// recommended rules, the React hooks rules, and the layers of src/ (below). `npm run lint`, run early
// by `npm test`. Standard rule sets only, so code from other branches can comply without learning
// local conventions; the one rule of ours is the layers', which tests/unit/layers.test.ts also runs.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, each importing only from itself and those before it. Every folder (and file)
 * directly under src/ is in one; an import is judged by the path it resolves to, not by its words.
 * Nothing below the components renders (no React), Astro is only where a layer says so, and one
 * game never imports another (src/games/*.ts, which gather the games, may import each).
 */
export const LAYERS = [
  { name: 'engine', folders: ['engine'], why: 'the engine is game-agnostic and imports nothing of ours' },
  { name: 'common', folders: ['common'], why: 'src/common is the bottom helpers every layer uses' },
  { name: 'kits', folders: ['tools', 'roster', 'play', 'cards'], why: 'a pure kit knows no game and no component' },
  { name: 'games', folders: ['games'], why: 'a game’s rules are pure: the site reads them, never the other way round' },
  { name: 'site data', folders: ['collections', 'integrations', 'content.config.ts'], astro: true, why: 'the build’s collections and integrations read the games' },
  { name: 'components', folders: ['components', 'scripts', 'styles'], astro: true, react: true, why: 'components, page scripts and styles are the top' },
];

/** Files below the Astro layers that may name Astro's types (erased from the build), and only with `import type`. */
export const ASTRO_TYPE_ONLY = ['src/tools/registry.ts', 'src/cards/build.ts'];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const README = 'see docs/architecture.md "How the folders are laid out"';

/** The layer of a path under src/ ("src/games/wolsung/play.ts"), by its first part; undefined for none. */
export function layerOf(srcPath) {
  const top = srcPath.split('/')[1];
  const index = LAYERS.findIndex((l) => l.folders.includes(top));
  return index < 0 ? undefined : { ...LAYERS[index], index };
}

const isReact = (spec) => /^react(-dom)?(\/|$)/.test(spec);
const isAstro = (spec) => /^(astro(:|\/|$)|@astrojs\/)/.test(spec);

/**
 * What is wrong with `spec` imported by `file` (a path from the repo root, "src/…"), or undefined.
 * `typeOnly`: the import names only types (`import type`, erased from the build).
 */
export function importProblem(file, spec, typeOnly = false) {
  const mine = layerOf(file);
  if (!mine) return `${file} is in no layer of src/ (add its folder to LAYERS in eslint.config.js)`;
  if (isReact(spec) && !mine.react) return `${spec}: the ${mine.name} layer renders nothing; React belongs in src/components (${README})`;
  if (isAstro(spec) && !mine.astro) {
    const allowed = typeOnly && spec === 'astro:content' && ASTRO_TYPE_ONLY.includes(file);
    if (!allowed) return `${spec}: the ${mine.name} layer runs without Astro; only src/collections, src/integrations and src/components import it (${README})`;
  }
  if (!spec.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  if (!target.startsWith('src/')) return undefined;
  const theirs = layerOf(target);
  const top = `src/${target.split('/')[1]}`;
  if (!theirs) return `${spec}: ${top} is in no layer of src/ (add it to LAYERS in eslint.config.js)`;
  if (theirs.index > mine.index) return `${spec}: ${top} is in the ${theirs.name} layer, above ${mine.name}; ${mine.why} (${README})`;
  const game = (p) => /^src\/games\/([^/]+)\//.exec(p)?.[1];
  if (game(file) && game(target) && game(file) !== game(target)) {
    return `${spec}: ${game(file)} imports the game ${game(target)}; a game stands alone (share through a kit or src/common)`;
  }
  return undefined;
}

/** The same judgement as an ESLint rule, on every static import, re-export and import() with a literal path. */
const layersPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', docs: { description: 'keeps each import of src/ within the layers' }, schema: [] },
      create(context) {
        const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
        if (!file.startsWith('src/')) return {};
        const check = (node, source, typeOnly) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          const problem = importProblem(file, source.value, typeOnly);
          if (problem) context.report({ node, message: problem });
        };
        // `import type { A }` or `import { type A, type B }`: only types, erased from the build.
        const onlyTypes = (node, kind) =>
          node[kind] === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s[kind] === 'type'));
        return {
          Program: (node) => {
            if (!layerOf(file)) context.report({ node, message: `${file} is in no layer of src/ (add its folder to LAYERS in eslint.config.js)` });
          },
          ImportDeclaration: (node) => check(node, node.source, onlyTypes(node, 'importKind')),
          ExportNamedDeclaration: (node) => check(node, node.source, onlyTypes(node, 'exportKind')),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ImportExpression: (node) => check(node, node.source, false),
        };
      },
    },
  },
};

export default defineConfig([
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore says "deliberately unused" (a callback's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{js,mjs,ts,tsx}'], plugins: { layers: layersPlugin }, rules: { 'layers/imports': 'error' } },
]);
