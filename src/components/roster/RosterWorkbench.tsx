/**
 * A builder's frame, the same for every game: the saved rosters (new, open, rename, duplicate,
 * delete with Undo), import and export of .json files, the share link (and the "opened from a link"
 * banner with Save a copy), the problems summary, storage notices, Print and the print sheet. The game
 * supplies its RosterGame, its editor and its print cards; everything it edits is saved at once.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  MAX_ROSTER_CHARS,
  modelAnchor,
  modelIndexOf,
  readRosterText,
  readShareFragment,
  rosterFileName,
  rosterFileText,
  sharedPayload,
  shareUrl,
  tooLargeMessage,
  type KeyValueStore,
  type RosterGame,
  type RosterProblem,
  type SavedRoster,
  type UnreadableRoster,
} from '../../roster';
import type { GameSlug } from '../../common/catalog';
import { copyText, downloadText, readFileText } from './browser-files';
import { PrintSheet, type PrintModel } from './PrintSheet';
import { ProblemsSummary } from './Problems';
import { SavedRosters } from './SavedRosters';
import { TextField } from './controls';
import { useRosterLibrary } from './useRosterLibrary';
import './roster.css';

/** What the game's editor gets for the open roster. */
export interface EditorProps<R> {
  roster: R;
  /**
   * Report an edited roster (a new object); it is saved at once. Pass the same `group` for each
   * keystroke of one text box, so Undo takes back the whole word, not one letter.
   */
  onChange: (next: R, group?: string) => void;
  problems: readonly RosterProblem[];
  /** The problems of model `index` (to show inside its block). */
  problemsOf: (index: number) => RosterProblem[];
  /** The id model `index`'s block must carry (problem links land there); give it tabIndex={-1}. */
  modelId: (index: number) => string;
  /**
   * Every readable roster of this game saved on this device, the most recently saved first, the open
   * one included as last saved (for what a game works out across rosters, such as Heartbreaker's titles).
   */
  saved: readonly SavedRoster<R>[];
  /** The saved id of the open roster, or null when it is not saved (opened from a share link). */
  openId: string | null;
}

export interface RosterWorkbenchProps<R> {
  game: RosterGame<R> & { game: GameSlug };
  /** The game's editor for the open roster. */
  editor: (props: EditorProps<R>) => ReactNode;
  /** The print sheet's cards, one per model. */
  printModels: (roster: R) => PrintModel[];
  /** Lines under the print sheet's title (faction, pools). */
  printHeader?: (roster: R) => ReactNode;
  /**
   * A part printed after the cards, on a page of its own (a slip kept apart from the sheet, such as
   * secret records the opponent may check only after the game); nothing when it returns null.
   */
  printAfter?: (roster: R) => ReactNode;
  /** Storage to use instead of localStorage (tests). */
  openStore?: () => KeyValueStore | null;
}

type View<R> = { kind: 'saved'; id: string } | { kind: 'shared'; roster: R } | { kind: 'none' };
interface Status {
  tone: 'info' | 'error';
  text: string;
  /** A deleted entry's key: the status then offers Undo. */
  undoKey?: string;
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export function RosterWorkbench<R>({ game, editor, printModels, printHeader, printAfter, openStore }: RosterWorkbenchProps<R>) {
  const { library, snapshot } = useRosterLibrary(game, openStore);
  /** What the player opened; null until they open something (the opening view below applies). */
  const [chosen, setView] = useState<View<R> | null>(null);
  /** Bumped when a share link is pasted into the address of the open page. */
  const [hashVersion, setHashVersion] = useState(0);
  const [status, setStatus] = useState<Status | null>(null);
  const [share, setShare] = useState<{ key: string; url: string; copied: boolean | null } | null>(null);
  // Earlier states of the open roster, for "Undo last change" (keystrokes in one text box count as one).
  const [edits, setEdits] = useState<{ key: string; states: R[]; group?: string }>({ key: '', states: [] });
  const fileInput = useRef<HTMLInputElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const created = useRef(false);
  const headingId = useId();
  const noun = game.noun;

  const clearHash = () => {
    if (location.hash) window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
  };

  // The opening view: a share link in the address wins; else the roster open last time, or the
  // newest saved one; else none (and a first roster is started when nothing at all is saved).
  const opening = useMemo((): { view: View<R>; linkError: string | null } => {
    void hashVersion; // read the address again after a pasted share link
    if (!library || !snapshot) return { view: { kind: 'none' }, linkError: null };
    const shared = readShareFragment(location.hash, game);
    if (shared?.ok) return { view: { kind: 'shared', roster: shared.roster }, linkError: null };
    const id = library.lastOpened() ?? snapshot.rosters[0]?.id;
    return { view: id ? { kind: 'saved', id } : { kind: 'none' }, linkError: shared ? shared.message : null };
  }, [library, snapshot, game, hashVersion]);
  const view: View<R> = chosen ?? opening.view;
  const linkError = chosen ? null : opening.linkError;
  const nothingSaved = snapshot !== null && snapshot.rosters.length === 0 && snapshot.unreadable.length === 0 && snapshot.deleted.length === 0;

  useEffect(() => {
    // A first visit starts a roster at once (a store update: the snapshot then opens it).
    if (library && chosen === null && opening.view.kind === 'none' && nothingSaved && !created.current) {
      created.current = true;
      library.create(game.create(`My ${noun}`));
    }
  }, [library, chosen, opening, nothingSaved, game, noun]);

  useEffect(() => {
    // A share link pasted into the address bar of an open builder; other fragments (a problem's
    // model, a heading) change nothing.
    const onHash = () => {
      if (sharedPayload(location.hash) === null) return;
      setView(null);
      setHashVersion((n) => n + 1);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  const saved = view.kind === 'saved' ? snapshot?.rosters.find((r) => r.id === view.id) : undefined;
  const roster: R | undefined = view.kind === 'shared' ? view.roster : saved?.roster;
  const openId = view.kind === 'saved' && saved ? saved.id : null;
  const viewKey = view.kind === 'saved' ? view.id : view.kind;

  useEffect(() => {
    if (library && openId) library.setLastOpened(openId);
  }, [library, openId]);
  useEffect(() => {
    if (status?.undoKey) undoButton.current?.focus();
  }, [status]);

  const problems = useMemo(() => (roster === undefined ? [] : game.check(roster)), [roster, game]);
  const byModel = useMemo(() => {
    const map = new Map<number, RosterProblem[]>();
    for (const p of problems) {
      const i = modelIndexOf(p.where, game.modelsField);
      if (i !== null) map.set(i, [...(map.get(i) ?? []), p]);
    }
    return map;
  }, [problems, game]);

  if (!library || !snapshot) {
    return (
      <section className="rk-root" data-pagefind-ignore="" aria-label={`${capital(noun)} builder`}>
        <p className="rk-loading" role="status">
          Loading the builder (it needs JavaScript)…
        </p>
      </section>
    );
  }

  const open = (id: string) => {
    clearHash();
    setView({ kind: 'saved', id });
  };
  const undoable = edits.key === viewKey ? edits.states : [];
  const apply = (next: R) => {
    if (view.kind === 'saved' && saved) library.update(saved.id, next);
    else if (view.kind === 'shared') setView({ kind: 'shared', roster: next });
  };
  const onChange = (next: R, group?: string) => {
    if (roster === undefined) return;
    // Keystrokes in one text box (same group) are one change for Undo; anything else is its own.
    const together = group !== undefined && edits.key === viewKey && edits.group === group && undoable.length > 0;
    setEdits({ key: viewKey, states: together ? undoable : [...undoable.slice(-49), roster], group });
    apply(next);
  };
  const undoChange = () => {
    const previous = undoable[undoable.length - 1];
    if (previous === undefined) return;
    setEdits({ key: viewKey, states: undoable.slice(0, -1) });
    apply(previous);
    setStatus({ tone: 'info', text: 'Undid the last change.' });
  };
  const startNew = () => {
    const entry = library.create(game.create(`New ${noun}`));
    open(entry.id);
    setStatus({ tone: 'info', text: `Started a new ${noun}.` });
  };
  const remove = (idOrKey: string) => {
    const label = snapshot.rosters.find((r) => r.id === idOrKey)?.roster;
    const name = label === undefined ? (snapshot.unreadable.find((u) => u.key === idOrKey)?.label ?? idOrKey) : game.name(label) || `Unnamed ${noun}`;
    library.remove(idOrKey);
    const key = library.getSnapshot().deleted[0]?.key;
    if (view.kind === 'saved' && view.id === idOrKey) {
      const next = library.getSnapshot().rosters[0];
      setView(next ? { kind: 'saved', id: next.id } : { kind: 'none' });
    }
    setStatus({ tone: 'info', text: `Deleted “${name}”.`, undoKey: key });
  };
  const restore = (key: string) => {
    const id = library.restore(key);
    if (id) open(id);
    setStatus({ tone: 'info', text: id ? `Brought back “${game.name(library.get(id)!.roster)}”.` : 'Brought it back.' });
  };
  const duplicate = (id: string) => {
    const copy = library.duplicate(id);
    open(copy.id);
    setStatus({ tone: 'info', text: `Made a copy: “${game.name(copy.roster)}”, now open.` });
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readFileText(file, MAX_ROSTER_CHARS * 4);
    const result = 'tooLarge' in read ? { ok: false as const, message: tooLargeMessage(read.tooLarge, game) } : readRosterText(read.text, game);
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      setStatus({ tone: 'error', text: `Not imported: ${result.message} Nothing saved was changed.` });
      return;
    }
    const entry = library.create(result.roster);
    open(entry.id);
    setStatus({ tone: 'info', text: `Imported “${game.name(entry.roster)}” as a new ${noun}; nothing else changed.` });
  };
  const exportFile = () => {
    if (roster === undefined) return;
    downloadText(rosterFileName(roster, game), rosterFileText(roster, game));
    setStatus({ tone: 'info', text: `Exported “${game.name(roster)}” as ${rosterFileName(roster, game)}.` });
  };
  const makeShareLink = async () => {
    if (roster === undefined) return;
    const url = shareUrl(location.href, roster, game);
    setShare({ key: viewKey, url, copied: null });
    setShare({ key: viewKey, url, copied: await copyText(url) });
  };
  const saveSharedCopy = () => {
    if (view.kind !== 'shared') return;
    const entry = library.create(view.roster);
    open(entry.id);
    setStatus({ tone: 'info', text: `Saved a copy: “${game.name(entry.roster)}” is now in your saved ${noun}s.` });
  };
  const closeShared = () => {
    clearHash();
    const id = library.lastOpened() ?? snapshot.rosters[0]?.id;
    setView(id ? { kind: 'saved', id } : { kind: 'none' });
  };
  const downloadRaw = (u: UnreadableRoster) => downloadText(`${game.game}-unreadable-${u.key.split(':').pop()}.json`, u.raw);

  const name = roster === undefined ? '' : game.name(roster);
  return (
    <section className="rk-root" data-pagefind-ignore="" aria-labelledby={headingId}>
      <div className="tk-root rk-screen not-content" data-print="hide">
        <h2 id={headingId} className="rk-sr-only">
          {capital(noun)} builder
        </h2>
        {!snapshot.persistent && (
          <p className="rk-notice" role="note">
            This browser does not let the site save anything (private browsing, or storage switched off). Your {noun}s stay in this page until you close
            it: export them to keep them.
          </p>
        )}
        {snapshot.saveError && (
          <p className="rk-notice" role="alert">
            Your last change could not be saved: {snapshot.saveError}. It is kept in this page; export the {noun} to keep it.
          </p>
        )}
        {linkError && (
          <p className="rk-notice" role="alert">
            The {noun} in this link could not be opened. {linkError}
          </p>
        )}

        <SavedRosters
          snapshot={snapshot}
          game={game}
          openId={openId}
          onOpen={open}
          onDuplicate={duplicate}
          onDelete={remove}
          onRestore={restore}
          onDownloadRaw={downloadRaw}
        />
        <div className="rk-row">
          <button type="button" className="tk-button" onClick={startNew}>
            New {noun}
          </button>
          <button type="button" className="tk-button" onClick={() => fileInput.current?.click()}>
            Import a file…
          </button>
          {/* Opened by the button above; hidden, so screen readers meet one import control, not two. */}
          <input ref={fileInput} hidden type="file" accept=".json,application/json" onChange={(e) => void importFile(e.currentTarget.files?.[0])} />
        </div>

        <div className="rk-status" aria-live="polite">
          {status && status.tone === 'info' && (
            <p className="rk-status-line">
              {status.text}{' '}
              {status.undoKey && snapshot.deleted.some((d) => d.key === status.undoKey) && (
                <button ref={undoButton} type="button" className="tk-button" onClick={() => restore(status.undoKey!)}>
                  Undo
                </button>
              )}
            </p>
          )}
        </div>
        {status?.tone === 'error' && (
          <p className="rk-notice" role="alert">
            {status.text}
          </p>
        )}

        {view.kind === 'shared' && (
          <div className="rk-banner" role="region" aria-label="Opened from a link">
            <p>
              <strong>Opened from a link.</strong> This {noun} is not saved on this device{snapshot.rosters.length > 0 ? ', and your saved ones are untouched' : ''}.
              Changes you make here are lost when you close the page, unless you save a copy.
            </p>
            <div className="rk-row">
              <button type="button" className="tk-button rk-primary" onClick={saveSharedCopy}>
                Save a copy
              </button>
              <button type="button" className="tk-button" onClick={closeShared}>
                Close it
              </button>
            </div>
          </div>
        )}

        {roster === undefined ? (
          <p className="tk-note">No {noun} is open. Start a new one, import a file or open a saved one.</p>
        ) : (
          <div className="rk-open">
            <TextField
              className="rk-name"
              label={`${capital(noun)} name`}
              value={name}
              maxLength={80}
              onChange={(value) => onChange(game.rename(roster, value), 'name')}
              hint={view.kind === 'saved' ? 'Every change is saved on this device at once.' : undefined}
            />
            <div className="rk-row" role="group" aria-label={`This ${noun}`}>
              <button type="button" className="tk-button" disabled={undoable.length === 0} onClick={undoChange}>
                Undo last change
              </button>
              <button type="button" className="tk-button" onClick={exportFile}>
                Export file
              </button>
              <button type="button" className="tk-button" onClick={() => void makeShareLink()}>
                Share link
              </button>
              <button type="button" className="tk-button" onClick={() => print()}>
                Print
              </button>
              {openId && (
                <>
                  <button type="button" className="tk-button" onClick={() => duplicate(openId)}>
                    Duplicate
                  </button>
                  <button type="button" className="tk-button" onClick={() => remove(openId)}>
                    Delete
                  </button>
                </>
              )}
            </div>
            {share?.key === viewKey && (
              <div className="rk-share">
                <label className="tk-label" htmlFor={`${headingId}-share`}>
                  Share link
                </label>
                <input id={`${headingId}-share`} className="tk-input" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
                <p className="tk-note" role="status">
                  {share.copied === true
                    ? 'Copied. Whoever opens it sees this roster and can save a copy; nothing of theirs is changed.'
                    : share.copied === false
                      ? 'Copy the link above (the browser did not let us copy it for you).'
                      : ''}
                </p>
              </div>
            )}
            <ProblemsSummary problems={problems} game={game.game} modelsField={game.modelsField} noun={noun} />
            {editor({
              roster,
              onChange,
              problems,
              problemsOf: (i) => byModel.get(i) ?? [],
              modelId: (i) => modelAnchor(game.game, i),
              saved: snapshot.rosters,
              openId,
            })}
          </div>
        )}
      </div>
      {roster !== undefined && (
        <PrintSheet
          game={game.game}
          gameName={game.gameName}
          noun={noun}
          name={name || `Unnamed ${noun}`}
          header={printHeader?.(roster)}
          after={printAfter?.(roster)}
          models={printModels(roster)}
          problems={problems}
        />
      )}
    </section>
  );
}
