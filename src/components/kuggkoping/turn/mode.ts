/**
 * Which mode the enemy-activation page opens in, kept apart from the whole turn's code so that the
 * page loads that code only when the turn is shown (the single roller's budget stays as it was). A
 * turn or board link, or a turn left open in this session, opens the whole turn.
 */
import { webStorageStore, type KeyValueStore } from '../../../roster/store';
import { TURN_MODE_KEY } from '../../../roster/storage-keys';

let store: KeyValueStore | null | undefined;
/** The session's store (null when the browser allows none). */
export const sessionStore = () => (store === undefined ? (store = webStorageStore(() => window.sessionStorage)) : store);

export type TurnMode = 'single' | 'turn';

export function opensInTurnMode(): boolean {
  // A turn or board link, or the page's own "#whole-turn" heading (the rules pages link it).
  if (/(^#|&)(turn|board)=/.test(window.location.hash) || window.location.hash === '#whole-turn') return true;
  return sessionStore()?.getItem(TURN_MODE_KEY) === 'turn';
}

export function rememberMode(mode: TurnMode): void {
  try {
    sessionStore()?.setItem(TURN_MODE_KEY, mode);
  } catch {
    // Storage switched off or full: the mode is only a convenience.
  }
}
