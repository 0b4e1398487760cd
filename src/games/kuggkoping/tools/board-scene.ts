/**
 * What the board page draws and says for one state, as plain data: a view of every space (its look,
 * a short badge and its screen-reader name), the lines over the board, and the verdict as the kit's
 * result blocks (ResultBlock), for the view the reader chose:
 *
 *   sight     the line from the attacker to the target: sight, cover, range, adjacency, height, and
 *             the attack-odds link (board/attack.ts)
 *   visible   every space the selected model sees, and which opposing models
 *   watchers  for every space, how many opposing models see it; who sees the chosen space
 *   reach     every space the selected model reaches this action, the route to the chosen space and
 *             the chance of each move test on the way
 *
 * Pure: the island memoises boardScene() on the state, so moving the focus never recomputes it.
 */
import type { ResultBlock } from '../../../tools/adapter';
import { formatNumber, formatPercent } from '../../../common/numbers';
import { expectation } from '../../../engine';
import { BLOCKING, COVER, DANGEROUS, ELEVATED, spaceLabel, type Board, type Space } from '../board';
import { activationSituation, attackOddsHref, checkAttack } from '../board/attack';
import { boardHash } from '../board/link';
import { board as boardTool } from './refs';
import { describeSpace, sightVerdict } from '../board/explain';
import { reach, type Reach, type ReachOption } from '../board/move';
import { modelAt, modelName, type BoardState, type Side } from '../board/state';
import { visibleSpaces, watchCounts, watchers } from '../board/views';

/** How a space is marked in the chosen view (the page adds a pattern for each, never colour alone). */
export type CellMark = 'line' | 'cover' | 'blocker' | 'seen' | 'seen-far' | 'unseen' | 'safe' | 'watched' | 'reach' | 'reach-risky' | 'climb' | 'jump';

export interface CellView extends Space {
  terrain: 'open' | 'blocking' | 'cover' | 'dangerous' | 'elevated';
  /** The elevated area's height, 0 elsewhere. */
  height: number;
  /** The terrain's letter (board/text.ts), '' on open ground. */
  letter: string;
  /** The model standing there: its side and a short tag (modelTags: "CS" for Crack Shot, "Gr2" for Grunt 2). */
  model?: { side: Side; tag: string };
  /** The selected model (the attacker), or the target in the line of sight view. */
  role?: 'attacker' | 'target';
  /** The chosen space of the watchers and reach views. */
  chosen: boolean;
  mark?: CellMark;
  /** One or two characters over the space: "✕", "−1", "●", "3", "↑"… */
  badge: string;
  /** The button's accessible name: the space in words, then what the view says about it. */
  label: string;
}

export interface SceneLine {
  from: Space;
  to: Space;
  /** The sight line (with or without line of sight), or a watcher's line to the chosen space. */
  kind: 'sight' | 'no-sight' | 'watch';
}

export interface BoardScene {
  width: number;
  height: number;
  /** Row by row, index y * width + x. */
  cells: CellView[];
  lines: SceneLine[];
  /** Corners between two diagonal blocking spaces that block the sight line (grid points). */
  corners: Space[];
  /** The route to the chosen space in the reach view, from the model's space; empty otherwise. */
  route: Space[];
  /** The verdict in one sentence (docked under the board on phones). */
  headline: string;
  /** The whole verdict, for the kit's ResultBlocks. */
  blocks: ResultBlock[];
  /** What the marks of this view mean. */
  legend: string[];
}

/** A name without the number at its end ("Grunt 2" → "Grunt", "2"). */
function splitName(name: string): { words: string[]; number: string } {
  const words = name.split(/\s+/).filter(Boolean);
  const number = words.length > 1 && /^\d+$/.test(words[words.length - 1]!) ? words.pop()! : '';
  return { words, number };
}

function tagOf(words: readonly string[], long: boolean): string {
  const letters = (w: string) => [...w].filter((ch) => /[\p{L}\p{N}]/u.test(ch));
  const tag = words.length === 1 ? letters(words[0]!).slice(0, long ? 3 : 2).join('') : words.map((w, i) => letters(w).slice(0, long && i === 0 ? 2 : 1).join('')).join('').slice(0, 3);
  return tag ? tag.charAt(0).toUpperCase() + tag.slice(1) : '?';
}

/**
 * Each model's short tag on its token: initials for a name of several words ("CS" for Crack Shot),
 * the first two letters of a one-word name ("Gr" for Grunt), and a third letter where two different
 * names would share a tag ("Gre", "Gru"); a number at the end of the name stays ("Gr2").
 */
export function modelTags(names: readonly string[]): string[] {
  const parts = names.map(splitName);
  const short = parts.map((p) => tagOf(p.words, false));
  const base = parts.map((p) => p.words.join(' '));
  return parts.map((p, i) => {
    const clash = short.some((t, j) => t === short[i] && base[j] !== base[i]);
    return `${clash ? tagOf(p.words, true) : short[i]}${p.number}`;
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const otherSide = (side: Side): Side => (side === 'character' ? 'enemy' : 'character');
const sideWords = (side: Side) => (side === 'enemy' ? { one: 'enemy model', many: 'enemy models' } : { one: 'Character', many: 'Characters' });
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The live verdict: the headline in bold, then its details as a list, read out together when they change. */
function verdictGroup(headline: string, details: readonly string[]): ResultBlock {
  const blocks: ResultBlock[] = [{ kind: 'paragraphs', paragraphs: [{ parts: [{ strong: headline }], className: 'kb-headline' }] }];
  if (details.length > 0) blocks.push({ kind: 'notes', notes: details, list: true });
  return { kind: 'group', className: 'kb-verdict', live: true, blocks };
}

interface Draft {
  state: BoardState;
  board: Board;
  cells: CellView[];
  /** More words for each space's name, from the view. */
  extra: string[][];
}

interface ViewResult {
  headline: string;
  blocks: ResultBlock[];
  legend: string[];
  lines?: SceneLine[];
  corners?: Space[];
  route?: Space[];
}

function baseCells(state: BoardState, board: Board): CellView[] {
  const cells: CellView[] = [];
  const tags = modelTags(state.models.map((_, i) => modelName(state.models, i)));
  const { attacker, target, space } = state.selection;
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const at = y * board.width + x;
      const k = board.kind[at];
      const height = k === ELEVATED ? board.level[at]! : 0;
      const terrain = k === BLOCKING ? 'blocking' : k === COVER ? 'cover' : k === DANGEROUS ? 'dangerous' : k === ELEVATED ? 'elevated' : 'open';
      const cell: CellView = { x, y, terrain, height, letter: terrain === 'elevated' ? String(height) : terrain === 'open' ? '' : terrain[0]!, chosen: !!space && space.x === x && space.y === y, badge: '', label: '' };
      const i = board.occupant[at]!;
      if (i >= 0) {
        cell.model = { side: state.models[i]!.side, tag: tags[i]! };
        if (i === attacker) cell.role = 'attacker';
        else if (i === target && state.view === 'sight') cell.role = 'target';
      }
      cells.push(cell);
    }
  }
  return cells;
}

const GUIDE_SELECT = 'Choose Select above the board, then press a model on it.';

function sightView(d: Draft): ViewResult {
  const { state, board } = d;
  const { attacker, target } = state.selection;
  const legend = ['✕ the space blocks the line', '−1 a cover object on the line (one attack die fewer)', 'a ring on a grid corner: two diagonal blocking spaces close the line there'];
  if (attacker === undefined) {
    const headline = 'Select the attacker to see its line of sight.';
    return { headline, blocks: [verdictGroup(headline, [GUIDE_SELECT, 'Then press its target: the line between them shows here in words.'])], legend };
  }
  const a = state.models[attacker]!;
  const nameA = modelName(state.models, attacker);
  const blocks: ResultBlock[] = [];
  const activation = a.side === 'enemy' ? activationBlock(state, board, attacker) : undefined;
  if (target === undefined) {
    const headline = `${nameA} is the attacker: now select its target.`;
    blocks.push(verdictGroup(headline, ['Press another model with Select.']));
    if (activation) blocks.push(activation);
    return { headline, blocks, legend };
  }
  const check = checkAttack(state, attacker, target, board);
  const e = check.sight;
  const nameT = modelName(state.models, target);
  const verdict = sightVerdict(e, board, {
    attacker: nameA,
    target: nameT,
    attackerRange: a.range,
    modelOn: (s) => {
      const i = board.occupant[s.y * board.width + s.x]!;
      return i >= 0 ? modelName(state.models, i) : undefined;
    },
  });
  for (const s of e.crossed) mark(d, s, 'line', '', 'on the line');
  for (const c of e.coverSpaces) mark(d, c.space, 'cover', '−1', 'cover on the line');
  for (const b of e.blockers) if (b.kind === 'space') mark(d, b.space, 'blocker', '✕', 'blocks the line');
  const corners = e.blockers.flatMap((b) => (b.kind === 'corner' ? [b.corner] : []));

  const details = [...verdict.details];
  if (a.side === state.models[target]!.side) details.push(`${nameA} and ${nameT} are on the same side.`);
  blocks.push(verdictGroup(verdict.headline, details));

  const dice: string[] = [];
  if (check.canAttack) {
    const names = (list: number[]) => listWords(list.map((i) => modelName(state.models, i)));
    const parts: string[] = [];
    if (check.coordinators.length > 0) parts.push(`${signed(check.coordinators.length)} for coordination (${names(check.coordinators)})`);
    if (e.heightDice !== 0) parts.push(`${signed(e.heightDice)} for height`);
    if (e.cover > 0) parts.push(`${signed(-e.cover)} for cover`);
    const net = check.coordinators.length + e.heightDice - e.cover;
    dice.push(
      parts.length === 0
        ? `${nameA} rolls its action dice as they are: no coordination, cover or height.`
        : `${nameA}’s action dice: ${listWords(parts)}, ${signed(net)} in all, never fewer than 1 die (K1).`,
    );
    const t = state.models[target]!;
    if (check.counterInRange) {
      const friends = check.counterCoordinators.length > 0 ? `, with ${plural(check.counterCoordinators.length, 'coordinating friend', 'coordinating friends')} (${names(check.counterCoordinators)})` : '';
      dice.push(`${nameT} can counterattack: ${nameA} is within its Range ${t.range}${friends}.`);
    } else dice.push(`${nameT} cannot counterattack: ${nameA} is ${e.range} spaces away, beyond its Range ${t.range}.`);
    blocks.push({ kind: 'notes', notes: dice, list: true });
    blocks.push({ kind: 'paragraphs', paragraphs: [{ parts: [{ text: 'Attack odds from here', href: attackOddsHref(check.odds, { label: `${nameA} attacks ${nameT}`, back: `${boardTool.path}${boardHash(state)}`, backLabel: 'the board' }) }], className: 'kb-odds-link' }] });
    if (check.oddsNotes.length > 0) blocks.push({ kind: 'notes', notes: check.oddsNotes });
  } else {
    blocks.push({ kind: 'notes', notes: [`No attack odds: ${check.problems.map((p) => p.replace(/\.$/, '')).join('; ')}.`] });
  }
  if (activation) blocks.push(activation);
  return { headline: verdict.headline, blocks, legend, corners, lines: [{ from: e.from, to: e.to, kind: e.lineOfSight ? 'sight' : 'no-sight' }] };
}

/** For an enemy model: what the board says about its activation roll, with the enemy-activation link. */
function activationBlock(state: BoardState, board: Board, index: number): ResultBlock {
  const s = activationSituation(state, index, board);
  const name = modelName(state.models, index);
  const sees = s.sees.length > 0 ? `sees ${listWords(s.sees.map((i) => modelName(state.models, i)))} (+1)` : 'sees no Character';
  const next = s.adjacentTo.length > 0 ? `, and stands next to ${listWords(s.adjacentTo.map((i) => modelName(state.models, i)))} (+2)` : ', and stands next to none';
  return {
    kind: 'paragraphs',
    paragraphs: [{ parts: [`When ${name} activates: it ${sees}${next} (K5). `, { text: 'Enemy activation from here', href: s.href }] }],
  };
}

function mark(d: Draft, s: Space, m: CellMark, badge: string, words: string): void {
  const at = s.y * d.board.width + s.x;
  const cell = d.cells[at]!;
  cell.mark = m;
  cell.badge = badge;
  d.extra[at]!.push(words);
}

function selectedModel(d: Draft, what: string): { index: number; name: string } | ViewResult {
  const i = d.state.selection.attacker;
  if (i === undefined) {
    const headline = `Select a model to see ${what}.`;
    return { headline, blocks: [verdictGroup(headline, [GUIDE_SELECT])], legend: [] };
  }
  return { index: i, name: modelName(d.state.models, i) };
}

function visibleView(d: Draft): ViewResult {
  const picked = selectedModel(d, 'every space it sees');
  if ('headline' in picked) return picked;
  const { state, board } = d;
  const m = state.models[picked.index]!;
  const sights = visibleSpaces(board, m, m.range);
  let total = 0;
  let seen = 0;
  let inRange = 0;
  sights.forEach((s, at) => {
    const x = at % board.width;
    const y = (at - x) / board.width;
    if (!s || (x === m.x && y === m.y)) return;
    total++;
    if (!s.lineOfSight) {
      mark(d, { x, y }, 'unseen', '', 'out of sight');
      return;
    }
    seen++;
    if (s.inRange) inRange++;
    const cover = s.cover > 0 ? `, ${plural(s.cover, 'cover object', 'cover objects')}` : '';
    mark(d, { x, y }, s.inRange ? 'seen' : 'seen-far', s.inRange ? '●' : '○', `in sight, range ${s.range}${cover}, ${s.inRange ? 'in range' : 'out of range'}`);
  });
  const headline = `${picked.name} sees ${seen} of ${total} spaces; ${inRange} of them within its Range ${m.range}.`;
  const opposing = state.models.flatMap((o, i) => (o.side === m.side ? [] : [i]));
  const details = opposing.map((i) => {
    const o = state.models[i]!;
    const s = sights[o.y * board.width + o.x]!;
    if (!s.lineOfSight) return `${modelAt(state.models, i)}: out of sight.`;
    const cover = s.cover === 0 ? 'no cover' : plural(s.cover, 'cover object', 'cover objects');
    return `${modelAt(state.models, i)}: in sight, range ${s.range}, ${cover}, ${s.inRange ? 'in range' : 'out of range'}.`;
  });
  if (opposing.length === 0) details.push(`There are no ${sideWords(otherSide(m.side)).many} on the board.`);
  return {
    headline,
    blocks: [verdictGroup(headline, details)],
    legend: ['● in sight and in range', '○ in sight, out of range', 'faint horizontal lines: out of sight (a model standing there could not be seen)'],
  };
}

function watchersView(d: Draft): ViewResult {
  const { state, board } = d;
  const mover = state.selection.attacker;
  const side: Side = mover === undefined ? 'enemy' : otherSide(state.models[mover]!.side);
  const words = sideWords(side);
  const counts = watchCounts(state, { side, ignore: mover });
  let safe = 0;
  let total = 0;
  counts.forEach((n, at) => {
    if (n === null) return;
    const x = at % board.width;
    const s = { x, y: (at - x) / board.width };
    total++;
    if (n === 0) safe++;
    mark(d, s, n === 0 ? 'safe' : 'watched', String(n), n === 0 ? `seen by no ${words.one}` : `seen by ${plural(n, words.one, words.many)}`);
  });
  const legend = [`the number on a space: how many ${words.many} would see a model standing there`, `0: out of every ${words.one}’s sight`];
  const details: string[] = [];
  if (mover !== undefined) details.push(`${modelName(state.models, mover)} is taken off the board here: it neither watches nor gives cover where it stands now.`);
  const chosen = state.selection.space;
  if (!chosen) {
    const headline = `${safe} of ${total} spaces are out of sight of every ${words.one}.`;
    details.push('Press an empty space with Select to see who watches it.');
    return { headline, blocks: [verdictGroup(headline, details)], legend };
  }
  const where = spaceLabel(chosen);
  if (counts[chosen.y * board.width + chosen.x] === null) {
    const headline = `${where} is blocking terrain: no model stands there.`;
    return { headline, blocks: [verdictGroup(headline, details)], legend };
  }
  const ws = watchers(state, chosen, { side, ignore: mover });
  let headline: string;
  if (ws.length === 0) headline = `No ${words.one} sees ${where}: a model there is out of sight.`;
  else {
    headline = `${plural(ws.length, words.one, words.many)} ${ws.length === 1 ? 'sees' : 'see'} ${where}: ${listWords(ws.map((w) => modelName(state.models, w.index)))}.`;
    for (const w of ws) {
      const r = state.models[w.index]!.range;
      const cover = w.sight.cover === 0 ? 'no cover' : plural(w.sight.cover, 'cover object', 'cover objects');
      const height = w.sight.heightDice > 0 ? ', shooting down (+1 die)' : w.sight.heightDice < 0 ? ', shooting up (−1 die)' : '';
      details.push(`${modelAt(state.models, w.index)}: range ${w.sight.range}, ${w.inRange ? `within its Range ${r}` : `beyond its Range ${r}`}, ${cover}${height}.`);
    }
  }
  return { headline, blocks: [verdictGroup(headline, details)], legend, lines: ws.map((w) => ({ from: state.models[w.index]!, to: chosen, kind: 'watch' as const })) };
}

const TEST_WORDS = { climb: 'the climb', jump: 'the jump', dangerous: 'dangerous terrain' } as const;

/** A reach option in words: "a move of 3 steps, 1 move test (dangerous terrain at D5), 87.5% to pass". */
function optionWords(o: ReachOption, r: Reach): string {
  const tests =
    o.tests.length === 0
      ? 'no move test'
      : `${plural(o.tests.length, 'move test', 'move tests')} (${listWords(o.tests.map((t) => (t.reason === 'dangerous' ? `dangerous terrain at ${spaceLabel(t.space)}` : TEST_WORDS[t.reason])))}), ${formatPercent(o.allPass)} to pass ${o.tests.length === 1 ? 'it' : 'them all'}`;
  const how = o.kind === 'move' ? `a move of ${plural(o.steps, 'step', 'steps')}` : o.kind === 'climb' ? `a climb ${o.level > r.level ? 'up' : 'down'} to ${o.level === 0 ? 'the ground' : `height ${o.level}`}` : 'a jump';
  const damage = o.leavingDamage > 0 ? ', then 2 damage for stepping away from an enemy model' : '';
  return `${how}, ${tests}${damage}`;
}

function reachView(d: Draft): ViewResult {
  const picked = selectedModel(d, 'where it can go this action');
  if ('headline' in picked) return picked;
  const { state, board } = d;
  const m = state.models[picked.index]!;
  const r = reach(state, picked.index, {}, board);
  for (const o of r.options) {
    const risky = o.tests.length > 0 || o.leavingDamage > 0;
    const badge = o.kind === 'move' ? `${o.steps}${risky ? '!' : ''}` : o.kind === 'climb' ? (o.level > r.level ? '↑' : '↓') : '↷';
    mark(d, o.to, o.kind === 'move' ? (risky ? 'reach-risky' : 'reach') : o.kind, badge, optionWords(o, r));
  }
  const count = (kind: ReachOption['kind']) => r.options.filter((o) => o.kind === kind).length;
  const details = [
    `A move test rolls ${plural(r.testDice, 'die', 'dice')} (its unmodified Move) and passes on any 4 or more: ${formatPercent(r.testPass)}.`,
    'A failed test on dangerous terrain costs 1 grit and the model goes on; a failed climb costs 1 grit and the model stays; a failed jump costs 1D3 grit and the model ends on a space below.',
  ];
  if (count('climb') > 0) details.push('A model climbs one level at a time, once per activation: if it has climbed already in this activation, leave the climbs out.');
  if (m.side === 'character') details.push('A Character that steps away from a space next to an enemy model takes 2 damage after the move (marked !, like the moves with a test); the routes avoid that where they can.');

  let headline = `${picked.name} (Move ${m.move}) reaches ${plural(r.options.length, 'space', 'spaces')} this action: ${count('move')} by a move, ${count('climb')} by a climb, ${count('jump')} by a jump.`;
  let route: Space[] = [];
  const chosen = state.selection.space;
  if (chosen) {
    const o = r.bySpace[chosen.y * board.width + chosen.x];
    const where = spaceLabel(chosen);
    if (o) {
      route = [r.from, ...o.route];
      headline = `${picked.name} reaches ${where} by ${optionWords(o, r)}.`;
      const more: string[] = [];
      if (o.kind === 'move') more.push(`Route: ${route.map(spaceLabel).join(' → ')}.`);
      if (o.tests.length > 0) more.push(`Grit lost to failed tests: ${formatNumber(expectation(o.gritLost))} on average.`);
      details.unshift(...more);
    } else headline = `${picked.name} cannot reach ${where} this action.`;
  }
  const blocks: ResultBlock[] = [verdictGroup(headline, details)];
  const risky = r.options.filter((o) => o.kind !== 'move' || o.tests.length > 0 || o.leavingDamage > 0);
  if (risky.length > 0) {
    blocks.push({
      kind: 'outcomes',
      caption: 'Climbs, jumps and moves with a test or damage',
      columns: ['Space', 'How', 'Every test passes', 'Damage after'],
      rows: risky.map((o) => ({
        label: spaceLabel(o.to),
        cells: [
          o.kind === 'move' ? `Move, ${plural(o.steps, 'step', 'steps')}` : o.kind === 'climb' ? `Climb ${o.level > r.level ? 'up' : 'down'}` : 'Jump',
          o.tests.length === 0 ? 'no test' : formatPercent(o.allPass),
          o.leavingDamage > 0 ? String(o.leavingDamage) : '0',
        ],
      })),
    });
  }
  return {
    headline,
    blocks,
    route,
    legend: ['a number: the steps of a move with no test and no damage', '! a move with a move test or 2 damage (see the table)', '↑ ↓ a climb one level up or down', '↷ a jump to a roof of the same height'],
  };
}

const VIEWS = { sight: sightView, visible: visibleView, watchers: watchersView, reach: reachView } as const;

/**
 * The picture and the words for a state on its board (built by checkBoardSetup from that state).
 * Throws BoardInputError only for a state the board tool never holds (an unchecked selection).
 */
export function boardScene(state: BoardState, board: Board): BoardScene {
  const cells = baseCells(state, board);
  const d: Draft = { state, board, cells, extra: cells.map(() => []) };
  const v = VIEWS[state.view](d);
  const roleWords = { attacker: state.view === 'sight' ? 'the attacker' : 'the selected model', target: 'the target' };
  cells.forEach((cell, at) => {
    const words = [describeSpace(board, state.models, cell)];
    if (cell.role) words.push(roleWords[cell.role]);
    if (cell.chosen) words.push('the chosen space');
    const extra = d.extra[at]!;
    cell.label = extra.length > 0 ? `${words.join(', ')}: ${extra.join(', ')}` : words.join(', ');
  });
  return {
    width: board.width,
    height: board.height,
    cells,
    lines: v.lines ?? [],
    corners: v.corners ?? [],
    route: v.route ?? [],
    headline: v.headline,
    blocks: v.blocks,
    legend: v.legend,
  };
}
