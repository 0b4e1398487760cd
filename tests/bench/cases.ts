import type { Rng } from '../../src/engine';

/**
 * One benchmark case: the heaviest input a tool's UI allows, computed exactly (`exact`) and
 * estimated by simulating `samples` rolls with a seeded RNG (`simulate`). Both return the same
 * headline probability so the run can also show they agree.
 */
export interface BenchCase {
  name: string;
  exact: () => number;
  simulate: (rng: Rng, samples: number) => number;
}
