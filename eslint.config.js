// ESLint (flat config) for the whole repo (src, tests, scripts): JavaScript's and typescript-eslint's
// recommended rules, the React hooks rules, and the layers of src/ (below). `npm run lint`, run early
// by `npm test`. Standard rule sets only, so code from other branches can comply without learning
// local conventions.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, each importing only from those before it:
 *   engine ← common ← the pure kits (tools, roster, cards) ← games ← components (and pages).
 * The kits may use each other; nothing below components imports React, and nothing below the kits'
 * card loader imports Astro. An import that climbs a layer is an error naming the rule it breaks.
 */
const above = (names, why) => names.map((name) => ({ group: [`**/${name}`, `**/${name}/**`], message: `${why} (src/${name} is a higher layer; see README "How the folders are laid out").` }));
const noUi = [
  { name: 'react', message: 'Pure layers render nothing: React belongs in src/components.' },
  { name: 'react-dom', message: 'Pure layers render nothing: React belongs in src/components.' },
];
const layer = (files, names, why, extra = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [...noUi, ...extra], patterns: above(names, why) }] },
});
const layers = [
  layer(['src/engine/**'], ['common', 'tools', 'roster', 'cards', 'games', 'components', 'integrations', 'scripts'], 'The engine is game-agnostic and imports nothing of ours'),
  layer(['src/common/**'], ['tools', 'roster', 'cards', 'games', 'components', 'integrations'], 'src/common is the bottom helpers every layer uses'),
  layer(['src/tools/**', 'src/roster/**', 'src/cards/**'], ['games', 'components', 'integrations'], 'A pure kit knows no game and no component'),
  layer(['src/games/**'], ['components', 'integrations'], 'A game’s rules are pure: components render them, never the other way round'),
];

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
  ...layers,
]);
