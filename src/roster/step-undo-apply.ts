/**
 * Undoing a step between games from the campaign log, its words, and keeping the snapshots in
 * storage: the part of ./step-undo.ts (see its comment for the rules) that the builder loads only
 * when first needed, after a step is taken or when Undo is asked. Pure apart from the store handed in.
 */
import { isRecord, type JsonObject } from '../common/json';
import { mergeJson, sameJson } from './merge';
import { STEP_UNDO_PREFIX } from './storage-keys';
import { safely, type KeyValueStore } from './store';
export { stepSnapshot, withSnapshot } from './step-snapshot';
import { STEP_UNDO_LIMIT, STEP_UNDO_VERSION, findSteps, logOf, readRecord, stepTitle, stepUndoKey, withoutLog, type StepGame, type StepSnapshot, type StepUndo, type UndoQuestion } from './step-undo';

/** The most text one roster's snapshots take in storage (the oldest dropped until they fit). */
export const MAX_STEP_UNDO_CHARS = 500_000;
/** The most text all rosters' snapshots take together (another roster's oldest record dropped first). */
export const MAX_STEP_UNDO_TOTAL = 1_000_000;

/** Where two JSON values differ, as paths of their fields ("characters", "campaign.mission"). */
export function changedPaths(a: unknown, b: unknown, path = ''): string[] {
  if (sameJson(a, b)) return [];
  const at = (k: string | number) => (typeof k === 'number' ? `${path}[${k}]` : path ? `${path}.${k}` : k);
  if (isRecord(a) && isRecord(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => changedPaths(a[k], b[k], at(k)));
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((v, i) => changedPaths(v, b[i], at(i)));
  return [path];
}

/** True when a path of one list is, or lies inside, a path of the other. */
function overlap(xs: readonly string[], ys: readonly string[]): boolean {
  const inside = (p: string, q: string) => p === q || q === '' || p.startsWith(`${q}.`) || p.startsWith(`${q}[`);
  return xs.some((x) => ys.some((y) => inside(x, y) || inside(y, x)));
}

/** The snapshot's roster JSON as the site reads it today (a format migrated since is upgraded), without its log. */
function current<R>(game: Pick<StepGame<R>, 'parse' | 'toJson'>, json: JsonObject): JsonObject | null {
  return withoutLog(game.toJson(game.parse({ ...json, log: [] })));
}

const quoted = (title: string) => `“${title}”`;

/** How many items differ between two lists of the same length. */
const differing = (xs: readonly unknown[], ys: readonly unknown[]) => xs.reduce<number>((n, x, i) => n + (sameJson(x, ys[i]) ? 0 : 1), 0);

/** `xs` without item `i`. */
const without = <T>(xs: readonly T[], i: number): T[] => [...xs.slice(0, i), ...xs.slice(i + 1)];

/** Where the one item taken out of `longer` to give (nearly) `shorter` was: the place leaving the fewest items changed, the last of equals. */
function takenOut(longer: readonly unknown[], shorter: readonly unknown[]): number {
  let best = -1;
  let fewest = Infinity;
  for (let i = 0; i < longer.length; i++) {
    const n = differing(without(longer, i), shorter);
    if (n <= fewest) [best, fewest] = [i, n];
  }
  return best;
}

/**
 * The three rosters (before the step, after it, now) with the lists the step grew or shrank by one
 * item (a model killed, a model joined) lined up item for item, so the merge of ./merge.ts can carry
 * over a later change to another item of the list: the item taken out is put back into "after" and
 * "now" at its place; the item added is taken out of both when "now" left it as the step made it.
 */
function align(b: unknown, a: unknown, c: unknown): [unknown, unknown, unknown] {
  if (isRecord(b) && isRecord(a) && isRecord(c)) {
    const out: [JsonObject, JsonObject, JsonObject] = [{}, {}, {}];
    for (const k of new Set([...Object.keys(b), ...Object.keys(a), ...Object.keys(c)])) {
      const lined = align(b[k], a[k], c[k]);
      lined.forEach((v, j) => {
        if (v !== undefined) out[j]![k] = v;
      });
    }
    return out;
  }
  if (!Array.isArray(b) || !Array.isArray(a) || !Array.isArray(c) || c.length !== a.length) return [b, a, c];
  let [as, cs]: unknown[][] = [a, c];
  if (b.length === a.length + 1) {
    const i = takenOut(b, a);
    [as, cs] = [[...a.slice(0, i), b[i], ...a.slice(i)], [...c.slice(0, i), b[i], ...c.slice(i)]];
  } else if (a.length === b.length + 1) {
    const i = takenOut(a, b);
    if (!sameJson(a[i], c[i])) return [b, a, c];
    [as, cs] = [without(a, i), without(c, i)];
  }
  if (b.length !== as.length) return [b, a, c];
  const lined = b.map((x, i) => align(x, as[i], cs[i]));
  return [lined.map((l) => l[0]), lined.map((l) => l[1]), lined.map((l) => l[2])];
}

/**
 * The roster with the step of `snap` undone (see the module's comment), or why it cannot be.
 * `list` is the roster's snapshots (to name a later step that depends on this one).
 */
export function undoStep<R>(game: StepGame<R>, list: readonly StepSnapshot[], snap: StepSnapshot, roster: R): StepUndo<R> {
  const title = quoted(stepTitle(snap));
  const now = game.toJson(roster);
  const log = logOf(now);
  const at = findSteps(log, snap);
  if (at < 0) return { ok: false, reason: `${title} is no longer in the log, so there is nothing to undo.` };
  const later = log.slice(at + snap.entries.length);
  const played = later.find((e) => isRecord(e) && e.kind === 'game');
  if (played) return { ok: false, reason: `A game was played after ${title} (${quoted(String((played as JsonObject).title))}): a step can be undone only until the next game.` };
  let before: JsonObject | null, after: JsonObject | null;
  try {
    [before, after] = [current(game, snap.before), current(game, snap.after)];
  } catch {
    [before, after] = [null, null];
  }
  const rest = withoutLog(now);
  if (!before || !after || !rest) return { ok: false, reason: `The copy of the ${game.noun} kept from before ${title} can no longer be read, so it cannot be undone from here.` };
  const mine = changedPaths(snap.before, snap.after);
  const laterSteps = list.filter((s) => s !== snap && findSteps(log, s) > at);
  const dependent = laterSteps.filter((s) => overlap(mine, changedPaths(s.before, s.after))).sort((x, y) => findSteps(log, y) - findSteps(log, x))[0];
  if (dependent) return { ok: false, reason: `Undo the later step ${quoted(stepTitle(dependent))} first: it changed what ${title} changed.` };
  const [b, a, c] = align(before, after, rest);
  const merged = mergeJson(a, c, b);
  if (!merged.ok) {
    return { ok: false, reason: `Changes made since ${title} touch what it changed (${merged.conflicts.join(', ')}): take them back first with Undo last change, or change the ${game.noun} by hand.` };
  }
  const kept = [...log.slice(0, at), ...later];
  try {
    return { ok: true, roster: game.parse({ ...(merged.value as JsonObject), log: kept }), done: `Undid ${title}: the ${game.noun} is as it was before it, and its entry left the log. Undo last change takes this back.` };
  } catch {
    return { ok: false, reason: `Undoing ${title} together with the changes made since would not give a ${game.noun} the site can read; change it by hand.` };
  }
}

/** Names in `xs` not matched one for one in `ys` ("Greta" killed: in before, not after). */
function missing(xs: readonly string[], ys: readonly string[]): string[] {
  const left = [...ys];
  return xs.filter((x) => {
    const i = left.indexOf(x);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * What undoing the step brings back and takes away, in words, from the snapshot itself: the models
 * it removed come back, those it added go, the rest of the roster goes back to how it was.
 */
export function undoQuestion<R>(game: StepGame<R>, snap: StepSnapshot): UndoQuestion {
  const names = (json: JsonObject) => safely(() => game.modelNames(game.parse({ ...json, log: [] })).map((n) => n.trim() || 'an unnamed model'), [] as string[]);
  const [before, after] = [names(snap.before), names(snap.after)];
  const title = quoted(stepTitle(snap));
  const back = missing(before, after).map((n) => `Bring back ${n} (taken out by ${title}).`);
  const gone = missing(after, before).map((n) => `Take out ${n}, who joined in ${title}.`);
  return {
    question: `Undo ${title}?`,
    lines: [
      ...back,
      ...gone,
      `Everything else ${title} changed in the ${game.noun} goes back to how it was before it; changes made since that it did not touch are kept.`,
      `${snap.entries.length === 1 ? 'Its entry leaves' : 'Its entries leave'} the log. Undo last change takes the undo back.`,
    ],
  };
}

/** The words of the question asked when a step entry with a snapshot is removed. */
export function removeQuestion(snap: StepSnapshot, noun: string): string {
  return `${quoted(stepTitle(snap))} changed the ${noun}. Remove only its words from the log, or undo what it changed too?`;
}

/** What the log says after a step entry's words alone were removed. */
export function wordsRemoved(snap: StepSnapshot, noun: string): string {
  return `Removed the entry ${quoted(stepTitle(snap))} from the log; the ${noun} stays as it is. Undo last change brings the entry back.`;
}

const recordText = (list: readonly StepSnapshot[], savedAt: string) => JSON.stringify({ v: STEP_UNDO_VERSION, savedAt, snapshots: list });

/**
 * Stores the snapshots of roster `id` (best effort): the newest that fit in MAX_STEP_UNDO_CHARS,
 * after making room under MAX_STEP_UNDO_TOTAL by dropping other rosters' oldest records. Returns how
 * many were stored (0 when none fit or the store refused; the older record then stays as it was).
 */
export function writeSnapshots(store: KeyValueStore, game: string, id: string, list: readonly StepSnapshot[], now: Date = new Date()): number {
  const key = stepUndoKey(game, id);
  const savedAt = now.toISOString();
  let kept = list.slice(-STEP_UNDO_LIMIT);
  let text = recordText(kept, savedAt);
  while (kept.length > 0 && text.length > MAX_STEP_UNDO_CHARS) {
    kept = kept.slice(1);
    text = recordText(kept, savedAt);
  }
  if (kept.length === 0) {
    safely(() => store.removeItem(key), undefined);
    return 0;
  }
  const others = safely(() => store.keys(), [] as string[])
    .filter((k) => k.startsWith(STEP_UNDO_PREFIX) && k !== key)
    .map((k) => {
      const raw = safely(() => store.getItem(k), null) ?? '';
      return { k, size: raw.length, savedAt: readRecord(raw)?.savedAt ?? '' };
    })
    .sort((x, y) => x.savedAt.localeCompare(y.savedAt));
  let total = others.reduce((n, o) => n + o.size, 0) + text.length;
  for (const o of others) {
    if (total <= MAX_STEP_UNDO_TOTAL) break;
    safely(() => store.removeItem(o.k), undefined);
    total -= o.size;
  }
  // A full store: fewer snapshots may still fit; none fitting leaves the older record as it was.
  while (kept.length > 0) {
    try {
      store.setItem(key, text);
      return kept.length;
    } catch {
      kept = kept.slice(Math.ceil(kept.length / 2));
      text = recordText(kept, savedAt);
    }
  }
  return 0;
}

/** Deletes roster `id`'s snapshots (the roster was deleted); returns their stored text, to put back if the delete is undone. */
export function dropSnapshots(store: KeyValueStore, game: string, id: string): string | null {
  const key = stepUndoKey(game, id);
  const text = safely(() => store.getItem(key), null);
  safely(() => store.removeItem(key), undefined);
  return text;
}

/** Puts back the text dropSnapshots returned (a delete undone); best effort. */
export function putBackSnapshots(store: KeyValueStore, game: string, id: string, text: string | null): void {
  if (text !== null) safely(() => store.setItem(stepUndoKey(game, id), text), undefined);
}

/**
 * Deletes the snapshots of `game`'s rosters that are no longer stored (deleted in another tab, or
 * while the snapshots could not be deleted); `hasRoster` says whether roster `id` is stored.
 */
export function pruneSnapshots(store: KeyValueStore, game: string, hasRoster: (id: string) => boolean): void {
  const prefix = stepUndoKey(game, '');
  for (const key of safely(() => store.keys(), [] as string[])) {
    if (key.startsWith(prefix) && !hasRoster(key.slice(prefix.length))) safely(() => store.removeItem(key), undefined);
  }
}

/** Deletes every roster's snapshots (storage is full: the rosters' own writes come first). */
export function dropAllSnapshots(store: KeyValueStore): void {
  for (const key of safely(() => store.keys(), [] as string[])) if (key.startsWith(STEP_UNDO_PREFIX)) safely(() => store.removeItem(key), undefined);
}
