import { defineConfig } from 'vitest/config';

// `npm run bench`: times the calculators' heaviest recomputes against a simulation, and the board tool's views against one frame (tests/bench/).
export default defineConfig({
  test: {
    include: ['tests/bench/*.bench-test.ts'],
    environment: 'node',
    testTimeout: 300_000,
  },
});
