import { defineConfig } from 'vitest/config';

// Unit tests only: the end-to-end specs in tests/e2e/ belong to Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
