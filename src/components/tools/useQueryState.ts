/**
 * The React hook that keeps a tool's inputs in the URL query. The first render uses the defaults (as
 * the server did, so hydration matches); right after mounting, before the first paint, it reads
 * window.location.search, and
 * from then on every change rewrites the query with history.replaceState: no reload, no history entry
 * per keystroke, and the address bar is always a link to what is on screen. Fields the opening link
 * named, and fields the reader has changed, stay in the link even at their default value.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  defaultValues,
  mergeQuery,
  parseQuery,
  toQuery,
  type FieldErrors,
  type FieldName,
  type FieldSpecs,
  type FieldValue,
  type LinkUpgrade,
  type Values,
} from '../../tools/query-state';
import { draftErrors, draftFromValues, editRaw, setValue, type SetupDraft } from '../../tools/setup-state';

/** One set-up (A or B) as the field and result components use it. */
export interface SetupState<S extends FieldSpecs> {
  /** 'a' or 'b'; B's URL parameters carry the "b." prefix. */
  which: 'a' | 'b';
  spec: S;
  /** The last valid value of every field: pass these to the odds function. */
  values: Values<S>;
  /** The text in each field as typed. */
  raw: Record<FieldName<S>, string>;
  /** A message for each field whose text is out of range or not a number right now. */
  errors: FieldErrors<S>;
  /** False while any field has an error: show a RefusalMessage instead of results. */
  valid: boolean;
  /** Set a valid value (checkbox, select, radio, − / + buttons). */
  set: <K extends FieldName<S>>(name: K, value: FieldValue<S[K]>) => void;
  /** Store typed text; it becomes the value only if valid. */
  setRaw: (name: FieldName<S>, raw: string) => void;
}

export interface QueryState<S extends FieldSpecs> {
  a: SetupState<S>;
  b: SetupState<S>;
  compare: boolean;
  /** Turning Compare on for the first time starts B as a copy of A, so one change shows its effect. */
  setCompare: (on: boolean) => void;
  /** Values in the opening link that could not be used (they fell back to the default). */
  linkProblems: string[];
  /** What the tool's LinkUpgrade changed in an older opening link, one sentence each. */
  linkNotes: string[];
  /** True once the URL has been read (after hydration). */
  ready: boolean;
}

interface State<S extends FieldSpecs> {
  a: SetupDraft<S>;
  b: SetupDraft<S>;
  compare: boolean;
  /** Whether B has values of its own (from the link or edits), so turning Compare on keeps them. */
  bOwn: boolean;
  /** Fields the link named or the reader changed: kept in the link even at their default. */
  pinnedA: ReadonlySet<string>;
  pinnedB: ReadonlySet<string>;
  linkProblems: string[];
  linkNotes: string[];
  ready: boolean;
}

/** useLayoutEffect in the browser; useEffect on the server, where there is no paint to get ahead of. */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function initialState<S extends FieldSpecs>(spec: S): State<S> {
  const d = draftFromValues(spec, defaultValues(spec));
  return { a: d, b: d, compare: false, bOwn: false, pinnedA: new Set(), pinnedB: new Set(), linkProblems: [], linkNotes: [], ready: false };
}

/**
 * `spec` must be a module-level constant (defineFields at the top of the tool's file), not built per
 * render; so must `upgrade` (the tool's LinkUpgrade for links of its earlier versions), if any.
 */
export function useQueryState<S extends FieldSpecs>(spec: S, upgrade?: LinkUpgrade): QueryState<S> {
  const [state, setState] = useState<State<S>>(() => initialState(spec));

  // Read the link once, after hydration (reading it during render would not match the server HTML),
  // in a layout effect so the re-render happens before the browser paints: the defaults never show.
  useBeforePaint(() => {
    const parsed = parseQuery(window.location.search, spec, upgrade);
    setState({
      a: draftFromValues(spec, parsed.values),
      b: draftFromValues(spec, parsed.b.values),
      compare: parsed.compare,
      bOwn: parsed.b.given,
      pinnedA: new Set(parsed.named),
      pinnedB: new Set(parsed.b.named),
      linkProblems: parsed.problems,
      linkNotes: parsed.notes,
      ready: true,
    });
    // Once per mount: the spec and the upgrade are constants (module level, or built once per page).
  }, [spec, upgrade]);

  // Write the committed values back; bad typing never reaches the URL.
  const query = toQuery(state.a.committed, spec, state.compare ? { b: state.b.committed } : undefined, { a: state.pinnedA, b: state.pinnedB });
  const lastWritten = useRef<string | null>(null);
  useEffect(() => {
    if (!state.ready || lastWritten.current === query) return;
    lastWritten.current = query;
    const { pathname, search, hash } = window.location;
    const next = mergeQuery(search, spec, query, upgrade);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [state.ready, query, spec, upgrade]);

  const update = useCallback(
    (which: 'a' | 'b', name: string, change: (d: SetupDraft<S>) => SetupDraft<S>) =>
      setState((s) =>
        which === 'a'
          ? { ...s, a: change(s.a), pinnedA: withName(s.pinnedA, name) }
          : { ...s, b: change(s.b), bOwn: true, pinnedB: withName(s.pinnedB, name) },
      ),
    [],
  );

  const setCompare = useCallback(
    (on: boolean) => setState((s) => ({ ...s, compare: on, ...(on && !s.bOwn ? { b: s.a, bOwn: true, pinnedB: s.pinnedA } : {}) })),
    [],
  );

  const a = useSetup(spec, 'a', state.a, update);
  const b = useSetup(spec, 'b', state.b, update);
  return { a, b, compare: state.compare, setCompare, linkProblems: state.linkProblems, linkNotes: state.linkNotes, ready: state.ready };
}

/** The set with one more name (the same set when it is already there, so nothing re-renders). */
function withName(set: ReadonlySet<string>, name: string): ReadonlySet<string> {
  return set.has(name) ? set : new Set([...set, name]);
}

function useSetup<S extends FieldSpecs>(
  spec: S,
  which: 'a' | 'b',
  draft: SetupDraft<S>,
  update: (which: 'a' | 'b', name: string, change: (d: SetupDraft<S>) => SetupDraft<S>) => void,
): SetupState<S> {
  return useMemo(() => {
    const errors = draftErrors(spec, draft);
    return {
      which,
      spec,
      values: draft.committed,
      raw: draft.raw,
      errors,
      valid: Object.keys(errors).length === 0,
      set: (name, value) => update(which, name, (d) => setValue(spec, d, name, value)),
      setRaw: (name, raw) => update(which, name, (d) => editRaw(spec, d, name, raw)),
    };
  }, [spec, which, draft, update]);
}
