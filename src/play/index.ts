/**
 * Game day: a roster played at the table. The state of play and the rules a game gives the kit are
 * ./state.ts; the game as a log of steps, merged by union between tabs and phones, is
 * ./log.ts; the saved game's versioned format and its binding to the roster kit's library are
 * ./format.ts. Games import them all from here, but End game (./end.ts) and the match report
 * (./report.ts, ./report-format.ts), which only a page that ends a game or opens a report needs: they
 * are imported by their own paths, so a play page's first load never carries them.
 */
export * from './state';
export * from './battle';
export * from './log';
export * from './format';
export * from './words';
export * from './rehearse';
