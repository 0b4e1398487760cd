/**
 * THE PLACE FOR KUGGKÖPING'S ENEMY TURN (issue 24). The enemy turn is built as its own self-contained
 * component (likely src/components/kuggkoping/turn/EnemyTurn.tsx); it goes here, under the round and
 * the warband's counters and above the Characters' cards, and gets the open game (its round, each
 * Character's grit and status in `doc.state.models`). Until it lands this renders nothing.
 */
import type { GameDoc } from '../../../roster/play';

export function EnemyTurnSlot({ doc }: { doc: GameDoc }) {
  void doc;
  return null;
}
