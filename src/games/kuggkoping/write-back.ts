/**
 * Kuggköping's End game: what a game played in the play view writes back to the saved warband. Its
 * own module, loaded after the play page's first paint (./play.ts's `writeBackLater`): End game
 * waits for it.
 */
import type { Outcome, PlayState as KitState, WriteBack } from '../../play';
import { sameName } from '../../roster/names';
import { campaignAfterGame, killCharacter } from './campaign';
import { friendsAdjacentOnTurn } from './end-board';
import { rewardsWords, stillDownWords, type GameRewards } from './losses';
import { gadgetsLostAtZero, KILL_APPLIED, label, lostGadgets, mindLinkPending, REASSEMBLE_DUE, savedTurn, tinkerCounter, upgradesLeft } from './play';
import { MAX_TINKER_DICE, type Character, type Roster } from './roster-format';
import { tinkerPool, withTinkerPool, type KuggkopingBook } from './roster-rules';

/** The index in `roster` of the played Character `c` (same name and archetype; the same place first). */
function findSaved(roster: Roster, c: Character, at: number): number {
  const same = (x: Character) => sameName(x.name, c.name) && sameName(x.archetype, c.archetype);
  return roster.characters[at] && same(roster.characters[at]) ? at : roster.characters.findIndex(same);
}

/**
 * End game (K14, K18, KB 1668-1672): what the game changes in the saved warband. Gadgets lost for
 * good, Mortis devices discarded, killed Characters off the warband (their replacement due, K16 for
 * a Foreman; Pay the piper and Mind link when play did not apply them), the Tinker dice pools as the
 * game left them (what was gained or spent added to the pool as saved), and the campaign machine
 * moved on (won or failed). A game played as a mission says the Gizmo rewards it leaves (`rewards`,
 * ./battle.ts's gameRewards), for the steps between games to offer, and the Hard rules the enemy turn
 * was played with (`hardRules`, ./battle.ts's words). A Character still knocked down gets its recovery
 * before the next game, with the friends adjacent to it on the turn's board when the game kept one (K18).
 */
export function writeBack(saved: Roster, played: Roster, state: KitState, outcome: Outcome, book: KuggkopingBook, rewards: GameRewards | null = null, hardRules: readonly string[] = []): WriteBack<Roster> {
  if (!Array.isArray((saved as Partial<Roster> | null)?.characters)) return { roster: saved, changes: [] };
  let roster = saved;
  const changes: string[] = [];
  for (const p of played.mode === 'coop' ? ([1, 2] as const) : ([1] as const)) {
    const end = state.counters[tinkerCounter(p)];
    if (end === undefined) continue;
    const pool = Math.max(0, Math.min(MAX_TINKER_DICE, tinkerPool(saved, p) + end - tinkerPool(played, p)));
    if (pool !== tinkerPool(saved, p)) {
      roster = withTinkerPool(roster, p, pool);
      changes.push(`${played.mode === 'coop' ? `Player ${p}'s Tinker dice` : 'Tinker dice'}: ${pool} in the pool`);
    }
  }
  const killed: Character[] = [];
  played.characters.forEach((c, i) => {
    const m = state.models[i];
    if (!m) return;
    const who = label(c, i);
    const lost = lostGadgets(played, i, m, book).filter((l) => !(l.why === 'zero' && m.flags[REASSEMBLE_DUE]));
    // One-use upgrades discarded in the game (a Mortis device that stood it up, a Health gizmo used), by name and count.
    const left = upgradesLeft(c.upgrades, m, book);
    const count = (list: readonly string[], name: string) => list.filter((x) => x === name).length;
    const spent = [...new Set(c.upgrades)].map((name) => ({ name, n: count(c.upgrades, name) - count(left, name) })).filter((x) => x.n > 0);
    const j = findSaved(roster, c, i);
    if (j < 0) {
      if (lost.length || spent.length || m.out) changes.push(`${who} is no longer in the saved warband: what the game changed for it is not written`);
      return;
    }
    if (lost.length || spent.length) {
      const gadgets = [...roster.characters[j]!.gadgets];
      for (const l of lost) {
        const g = c.gadgets[l.i]!;
        const at = gadgets.findIndex((x) => sameName(x.name, g.name) && x.quirk === g.quirk);
        if (at >= 0) gadgets.splice(at, 1);
        changes.push(`${who}: ${g.name} lost for good ${l.why === 'zero' ? 'at 0 grit (our reading K14)' : 'on a failed recovery (K18)'}`);
      }
      const drop = new Map(spent.map((x) => [x.name, x.n]));
      const upgrades = roster.characters[j]!.upgrades.filter((u) => {
        const name = [...drop.keys()].find((x) => sameName(x, u));
        if (name === undefined || drop.get(name)! <= 0) return true;
        drop.set(name, drop.get(name)! - 1);
        return false;
      });
      for (const x of spent) changes.push(`${who}: ${x.name} discarded${x.n > 1 ? ` (${x.n})` : ''}`);
      roster = { ...roster, characters: roster.characters.map((x, k) => (k === j ? { ...x, gadgets, upgrades } : x)) };
    }
    if (m.flags[REASSEMBLE_DUE]) changes.push(`${who}: Magnetic reassemble was not rolled, so ${gadgetsLostAtZero(played, i, book).join(', ')} stays on the warband`);
    if (m.out) killed.push(roster.characters[j]!);
    // A Mind link knock-down its own phone had not applied by the end (co-op on two phones) is down all the same (KB 833-834).
    else if (m.down || mindLinkPending(state, i)) changes.push(stillDownWords(who, friendsAdjacentOnTurn(savedTurn(state), i, (k) => !!state.models[k] && !state.models[k].down && !state.models[k].out)));
  });
  for (const c of killed) {
    const j = roster.characters.indexOf(c);
    const i = played.characters.findIndex((x) => sameName(x.name, c.name) && sameName(x.archetype, c.archetype));
    const applied = state.models[i]?.flags[KILL_APPLIED] === true;
    const dead = killCharacter(roster, j, book, `${played.name}/${state.round}/${i}`, !applied);
    roster = dead.roster;
    changes.push(...dead.changes);
  }
  changes.push(...hardRules);
  if (rewards) changes.push(...rewardsWords(rewards));
  const moved = campaignAfterGame(roster, outcome === 'win');
  return { roster: moved.roster, changes: [...changes, ...moved.changes] };
}
