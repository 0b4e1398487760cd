import { defineConfig } from 'vitest/config';

// `npm run bench`: times the calculators' heaviest recomputes against a simulation, and the board tool's views against one frame (tests/bench/).
export default defineConfig({
  test: {
    include: ['tests/bench/*.bench-test.ts'],
    environment: 'node',
    // One file at a time: timings taken while another bench file holds the second core are not the code's.
    fileParallelism: false,
    testTimeout: 300_000,
  },
});
