/**
 * THE PLACE FOR KUGGKÖPING'S ENEMY TURN (issue 24). The enemy turn is its own self-contained component,
 * src/components/kuggkoping/turn/EnemyTurn.tsx (`EnemyTurn({ data: TurnData, state: TurnState,
 * onChange })`, merged from main as this branch ended); it goes here, under the round and the
 * warband's counters and above the Characters' cards. Wiring it in means loading its TurnData in
 * Play.astro and keeping its TurnState in the game (a field of GameDoc written through `act`, so
 * Undo and a reload cover it too). Until then this renders nothing.
 */
import type { GameDoc } from '../../../roster/play';

export function EnemyTurnSlot({ doc }: { doc: GameDoc }) {
  void doc;
  return null;
}
