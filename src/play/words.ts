/**
 * The words of each step in the game's log ("Olga: took 3 damage"), from the command and the game's
 * names for things, so the play view only binds buttons to commands and every sentence is tested here.
 */
import { outcomeWord, type PlayCommand } from './log';
import { foeRulesOf, modelInfos, type GameResult, type PlayRules, type PlayState } from './state';
import { scenarioOf } from './battle';

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** The log's words for `cmd` taken on `state` of a game of `roster`; `foe` names the opponent's model of a foe command. */
export function stepText<R>(rules: PlayRules<R>, roster: R, state: PlayState, cmd: PlayCommand, foe = 'model'): string {
  const infos = modelInfos(rules, roster);
  const name = (i: number) => infos[i]?.name ?? `Model ${i + 1}`;
  switch (cmd.kind) {
    case 'damage':
      return `${name(cmd.model)}: ${cmd.by > 0 ? `took ${cmd.by} damage` : `healed ${-cmd.by}`}`;
    case 'status': {
      const label = cmd.status === 'activated' ? 'activated' : cmd.status === 'down' ? rules.downLabel.toLowerCase() : rules.outLabel.toLowerCase();
      if (cmd.on) return `${name(cmd.model)}: ${label}`;
      return `${name(cmd.model)}: ${cmd.status === 'activated' ? 'not activated' : cmd.status === 'down' ? `no longer ${label}` : 'back in the game'}`;
    }
    case 'counter': {
      const defs = cmd.model === null ? rules.gameCounters(roster) : (infos[cmd.model]?.counters ?? []);
      const label = defs.find((d) => d.id === cmd.id)?.label ?? cmd.id;
      return cmd.model === null ? `${label} ${signed(cmd.by)}` : `${name(cmd.model)}: ${label} ${signed(cmd.by)}`;
    }
    case 'flag': {
      const defs = cmd.model === null ? rules.gameFlags(roster) : (infos[cmd.model]?.flags ?? []);
      const label = defs.find((d) => d.id === cmd.id)?.label ?? cmd.id;
      return cmd.model === null ? `${label}: ${cmd.on ? 'on' : 'off'}` : `${name(cmd.model)}: ${label} ${cmd.on ? 'on' : 'off'}`;
    }
    case 'action': {
      const action = rules.modelActions?.(roster, cmd.model, state).find((a) => a.id === cmd.id);
      return `${name(cmd.model)}: ${action?.log ?? cmd.id}`;
    }
    case 'next-round':
      return `Next round (round ${cmd.from + 1})`;
    case 'foe-damage':
      return `Opponent’s ${foe}: ${cmd.by > 0 ? `took ${cmd.by} damage` : `healed ${-cmd.by}`}`;
    case 'foe-out':
      return `Opponent’s ${foe}: ${cmd.on ? 'out of the game' : 'back in the game'}`;
    case 'foe-flag': {
      const label = foeRulesOf(rules)?.foeFlags?.find((f) => f.id === cmd.id)?.label ?? cmd.id;
      return `Opponent’s ${foe}: ${label} ${cmd.on ? 'on' : 'off'}`;
    }
    case 'reset':
      return 'Reset the game';
    case 'setup': {
      const b = rules.battle;
      const scenario = cmd.scenario === null ? null : (b?.scenarios(roster).find((x) => x.id === cmd.scenario)?.name ?? cmd.scenario);
      const noun = b?.noun ?? 'scenario';
      const first = cmd.first === null ? '' : `; ${(b?.sideNames[cmd.first] ?? cmd.first).toLowerCase()} first`;
      return scenario === null ? `No ${noun} set${first}` : `${noun.charAt(0).toUpperCase()}${noun.slice(1)}: ${scenario}${first}`;
    }
    case 'score': {
      const source = scenarioOf(rules.battle, roster, state)?.sources.find((x) => x.id === cmd.source);
      const side = rules.battle?.sideNames[cmd.side] ?? cmd.side;
      const past = cmd.round !== state.round ? ` (in round ${cmd.round})` : '';
      return `${side}: ${source?.label ?? cmd.source} ${signed(cmd.by)}${past}`;
    }
    case 'patch':
    case 'opponent':
    case 'end':
    case 'undo':
      // Their words come with them (a game's own step, the opponent's name, the result, the step undone).
      return '';
  }
}

/** The Undo button's name: how many of this tab's steps it can take back ("Undo 2 steps"). */
export const undoLabel = (steps: number): string => (steps ? `Undo ${steps} ${steps === 1 ? 'step' : 'steps'}` : 'Undo');

/** The ended game's line above the cards ("Ended: won (12 VP)."). */
export const resultLine = (result: Pick<GameResult, 'outcome' | 'note'>): string => `Ended: ${outcomeWord(result.outcome)}${result.note ? ` (${result.note})` : ''}.`;

/** Above the list of saved games this page cannot read (each downloadable as it was saved). */
export const unreadableGames = (n: number): string => `${n === 1 ? 'One game' : `${n} games`} on this device cannot be read by this page; each is kept as it was saved:`;
