import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests only: the end-to-end specs in tests/e2e/ belong to Playwright. astro:content exists
// only inside Astro; a stand-in lets tests read the collection definitions (file and schema).
export default defineConfig({
  resolve: {
    alias: { 'astro:content': fileURLToPath(new URL('./tests/unit/support/astro-content.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Exhaustive property and brute-force tests take 1-3 s each alone; a CI machine's two cores run two
    // files at once, so the default 5 s fails them at random under load without anything being wrong.
    testTimeout: 30_000,
    // Files share a worker's modules instead of loading them again per file (Vitest's isolate): 40 s
    // instead of 69 s here. No test relies on a fresh module: the ones that stub timers or console
    // restore them, and the whole suite passes in shuffled orders (--sequence.shuffle).
    isolate: false,
  },
});
