/**
 * Game day: a roster played at the table. The state of play and the rules a game gives the kit are
 * ./play-state.ts; the game as a log of steps, merged by union between tabs and phones, is
 * ./play-log.ts; the saved game's versioned format and its binding to the roster kit's library are
 * ./play-format.ts. Games import them all from here.
 */
export * from './play-state';
export * from './play-log';
export * from './play-format';
export * from './play-words';
export * from './play-end';
