/** The game-agnostic probability engine: import everything from here (see README.md in this folder). */
export * from './validate';
export * from './dist';
export * from './dice';
export * from './priority-rerolls';
export * from './face-shifts';
export * from './opposed';
export * from './d10';
export * from './deck';
export * from './markov';
export * from './rng';
export * from './grid';
