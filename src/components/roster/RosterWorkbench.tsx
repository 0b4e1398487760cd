/**
 * A builder's frame, the same for every game: the saved rosters (new, open, rename, duplicate,
 * delete with Undo), import and export of .json files and backups, the share link with its QR code
 * (and the "opened from a link" banner with Save a copy), the problems summary, storage notices, Print
 * and the print sheet. The game supplies its RosterGame, its editor and its print cards; everything it
 * edits is saved at once. The logic lives in src/roster/ (library, undo history, backup, links); the
 * hooks beside this file hold the state of one tab.
 */
import { lazy, memo, Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { landEdit, modelAnchor, problemsByModel, rememberedCheck, rosterKey, type StepGame, rosterSizeProblems, sameProblems, type KeyValueStore, type LinkCarries, type LibraryEvent, type RosterGame, type RosterProblem, type Relog, type SavedRoster, type UnreadableRoster } from '../../roster';
import { applyEdit, closeOpen, duplicateRoster, eventStatus, keepGone, openSaved, playHref, removeRoster, restoreRoster, saveSharedCopy, shareLinks, shownName, startNew, undoEdit, unreadableFileName, type Outcome, type Workbench } from '../../roster/workbench';
import type { GameSlug } from '../../common/catalog';
import { copyText, downloadText } from './browser-files';
import { GoneBanner, SharedBanner, StorageNotices } from './Notices';
import { PrintSheet, type PrintModel } from './PrintSheet';
import { ProblemsSummary } from './Problems';
import { SavedRosters } from './SavedRosters';
import { StatusLine, type Status } from './StatusLine';
import { TextField } from './controls';
import { useEditHistory, useStepSnapshots, type StepSnapshots } from './useEditHistory';
import { usePersistence } from './usePersistence';
import { useRosterFiles } from './useRosterFiles';
import { useRosterLibrary } from './useRosterLibrary';
import { QUIET_MS, useAfterPaint, usePrinting } from './useAfterPaint';
import { useRosterView } from './useRosterView';
import { CampaignLog, hasLog, PrintedLog } from './CampaignLog';
import { carryOpenParts } from './ModelFold';
import { TableModeButton } from './TableMode';
import { unavailableIf } from '../tools/unavailable';
import { refocusAfterPress } from '../tools/refocus';
import './roster.css';

// The share panel (its choice, link and QR code) loads on the first tap on Share link: no builder's first load carries it.
const SharePanel = lazy(() => import('./SharePanel').then((m) => ({ default: m.SharePanel })));

/** What the game's editor gets for the open roster. */
export interface EditorProps<R> {
  roster: R;
  /**
   * Report an edited roster (a new object); it is saved at once. Pass the same `group` for each
   * keystroke of one text box, so Undo takes back the whole word, not one letter. A game that logs
   * its editor's own changes passes `relog`: it writes the entry from the roster the edit lands on
   * (src/roster/merge.ts, landEdit), which is newer than `roster` while the editor is drawn behind
   * the typing.
   */
  onChange: (next: R, group?: string, relog?: Relog<R>) => void;
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
  /**
   * Writes a change into another roster saved on this device (`id`, one of `saved`, not the open
   * one): what a step of the open roster does to another's sheet (Heartbreaker: taking a point from
   * a rival gang saved here moves it, H13). Saved at once; its step entry can be undone from that
   * roster's own log. False, and nothing written, when that roster is not here to write (deleted,
   * here or in another tab).
   */
  onChangeSaved: (id: string, next: R) => boolean;
}

export interface RosterWorkbenchProps<R> {
  game: RosterGame<R> & { game: GameSlug };
  /** The game's editor for the open roster. */
  editor: (props: EditorProps<R>) => ReactNode;
  /** The print sheet's cards, one per model (with the rosters saved on this device, for what a game works out across them). */
  printModels: (roster: R, on: { saved: readonly SavedRoster<R>[]; openId: string | null }) => PrintModel[];
  /** Lines under the print sheet's title (faction, pools). */
  printHeader?: (roster: R) => ReactNode;
  /**
   * A part printed after the cards, on a page of its own (a slip kept apart from the sheet, such as
   * secret records the opponent may check only after the game); nothing when it returns null.
   */
  printAfter?: (roster: R) => ReactNode;
  /** The game's steps after a game, shown in the campaign log (CampaignLog) of a roster that keeps one. */
  campaignSteps?: (props: EditorProps<R>) => ReactNode;
  /** Storage to use instead of localStorage (tests). */
  openStore?: () => KeyValueStore | null;
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export function RosterWorkbench<R>({ game, editor, printModels, printHeader, printAfter, campaignSteps, openStore }: RosterWorkbenchProps<R>) {
  const { library, snapshot, store } = useRosterLibrary(game, openStore);
  const noun = game.noun;
  const [status, setStatus] = useState<Status | null>(null);
  const onEvent = useCallback((event: LibraryEvent, switched: boolean) => {
    const text = eventStatus(event, switched, noun);
    if (text) setStatus(text);
  }, [noun]);
  const { view, setView, linkError, roster, openId, gone, viewKey } = useRosterView(library, snapshot, game, onEvent);
  const history = useEditHistory<R>(viewKey);
  // The steps between games the campaign log can undo, kept per saved roster (also after a reload).
  const stepSnapshots = useStepSnapshots(store, library, game, view.kind === 'saved' ? view.id : null, snapshot?.saveError ?? null);
  const [share, setShare] = useState<{ key: string; urls: Record<LinkCarries, string>; carries: LinkCarries; copied: boolean | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const persistence = usePersistence((snapshot?.rosters.length ?? 0) > 0 && snapshot?.persistent === true);
  /** What a command (src/roster/workbench.ts) said follows, done: the page's part of it here, the rest in state. */
  const follow = (outcome: Outcome<R>) => {
    if (outcome.clearLink && location.hash) window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
    if (outcome.carryOpenParts) carryOpenParts(outcome.carryOpenParts);
    if (outcome.rekeyHistory) history.rekey(outcome.rekeyHistory.from, outcome.rekeyHistory.to);
    if (outcome.view) setView(outcome.view);
    if (outcome.status) setStatus(outcome.status);
  };
  const open = (id: string) => follow(openSaved(id));
  const files = useRosterFiles(library, store, game, (entry) => open(entry.id), setStatus);

  // The check and the problems follow the roster behind the editor: a keystroke is drawn first, and
  // they again when React is idle, so typing never waits for the checks. One check per roster serves the problems, the
  // saved list and the print sheet. The print sheet (every model's card in full) is drawn only when
  // the browser is about to print, from the roster as it is, at once.
  // A roster too large to export and import again is a problem like any broken rule, listed first.
  const check = useMemo(() => rememberedCheck((r: R) => [...rosterSizeProblems(r, game), ...game.check(r)]), [game]);
  const printing = usePrinting();
  // After a keystroke they wait for typing to pause; after a click, only for its frame: the problems
  // summary above the editor can change height, and a tap soon after the click must not find the
  // editor moved under it.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const typing = typingIn === viewKey;
  const deferredRoster = useAfterPaint(roster, true, typing ? QUIET_MS : 0);
  const checked = useMemo(() => (deferredRoster === undefined ? [] : check(deferredRoster)), [deferredRoster, check]);
  // The same problems as before stay the same array, so nothing that shows them is drawn again
  // (compared once per check, not on every draw).
  const [steady, setSteady] = useState({ checked, problems: checked });
  let problems = steady.problems;
  if (steady.checked !== checked) {
    problems = sameProblems(steady.problems, checked) ? steady.problems : checked;
    setSteady({ checked, problems });
  }
  const byModel = useMemo(() => problemsByModel(problems, game.modelsField), [problems, game]);

  // The editor follows the keystrokes of a text box (a change with a group) behind them too: the
  // keystroke's frame draws the box itself (TextField shows what was typed) and the editor, with
  // every label naming the model, comes after it (LaterEditor). Any other change (a click, Undo,
  // another roster) draws the editor at once. An edit made on the editor's earlier copy is rebased
  // onto the roster now (`rebase`, list items matched by identity), so a keystroke or click that
  // lands before the editor caught up loses nothing; a change the game logs itself is logged against
  // the roster now (`relog`, landEdit), so a keystroke's entry never misses the one before it. (Drawing the editor again on a press was tried:
  // the page can then move between the press and the release, and the click is lost.)
  const latest = useRef<(base: R, next: R, group: string | undefined, key: string, relog?: Relog<R>) => void>(() => {});
  const onEdit = useCallback((base: R, next: R, group: string | undefined, key: string, relog?: Relog<R>) => latest.current(base, next, group, key, relog), []);
  const latestSaved = useRef<(id: string, next: R) => boolean>(() => false);
  const onSaved = useCallback((id: string, next: R) => latestSaved.current(id, next), []);
  // The editor's changes go to this render's handler (a function declaration: hoisted, see below).
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- hoisted; a render that returned early draws no editor to call it
    latest.current = fromEditor;
    // eslint-disable-next-line react-hooks/immutability -- hoisted, as fromEditor
    latestSaved.current = toOtherSaved;
  });

  if (!library || !snapshot) {
    return (
      <section className="rk-root" data-pagefind-ignore="" aria-label={`${capital(noun)} builder`}>
        <p className="rk-loading" role="status">
          Loading the builder (it needs JavaScript)…
        </p>
      </section>
    );
  }

  const wb: Workbench<R> = { library, game };
  const onChange = (next: R, group?: string) => {
    if (roster === undefined) return;
    setTypingIn(group !== undefined ? viewKey : null);
    history.record(viewKey, roster, group);
    const outcome = applyEdit(wb, view, next);
    const saved = outcome.view ?? view;
    if (saved.kind === 'saved') stepSnapshots.record(saved.id, roster, next);
    follow(outcome);
  };
  function fromEditor(base: R, next: R, group: string | undefined, key: string, relog?: Relog<R>) {
    // A change from an editor drawn for another roster is dropped (never edited into this one).
    if (key !== viewKey || roster === undefined) return;
    onChange(landEdit(base, next, roster, relog), group);
  }
  /** A change to another saved roster (EditorProps' onChangeSaved), with its step kept for Undo in that roster's log. */
  function toOtherSaved(id: string, next: R): boolean {
    if (!library || id === openId) return false;
    const before = library.get(id);
    if (!before || library.isGone(id)) return false;
    library.update(id, next);
    stepSnapshots.record(id, before.roster, next);
    return true;
  }
  const remove = (idOrKey: string) => {
    stepSnapshots.drop(idOrKey);
    follow(removeRoster(wb, view, idOrKey));
  };
  const restore = (key: string) => {
    const outcome = restoreRoster(wb, key);
    // Back under its own id (not as a copy): its steps can be undone again.
    if (outcome.view?.kind === 'saved' && rosterKey(game.game, outcome.view.id) === key) stepSnapshots.putBack(outcome.view.id);
    follow(outcome);
  };
  const duplicate = (id: string) => follow(duplicateRoster(wb, id));
  /** Both links (for the opponent by default), and the chosen one copied. */
  const makeShareLink = async (carries: LinkCarries = 'played') => {
    if (roster === undefined) return;
    const urls = shareLinks(location.href, roster, game);
    setShare({ key: viewKey, urls, carries, copied: null });
    setShare({ key: viewKey, urls, carries, copied: await copyText(urls[carries]) });
  };
  const closeShown = () => follow(closeOpen(wb, view, gone));
  const downloadRaw = (u: UnreadableRoster) => downloadText(unreadableFileName(game, u), u.raw);

  const name = roster === undefined ? '' : game.name(roster);
  return (
    <section className="rk-root" data-pagefind-ignore="" aria-labelledby={headingId}>
      {/* A press whose button goes with it keeps the focus in the builder (refocus.ts). */}
      <div className="tk-root rk-screen not-content" data-print="hide" onClickCapture={(e) => refocusAfterPress(e, () => document.getElementById(headingId))}>
        <h2 id={headingId} className="rk-sr-only" tabIndex={-1}>
          {capital(noun)} builder
        </h2>
        <StorageNotices snapshot={snapshot} noun={noun} linkError={linkError} onDownloadEverything={files.downloadEverything} />

        <SavedRosters
          snapshot={snapshot}
          game={game}
          check={check}
          openId={openId}
          persistence={persistence}
          onOpen={open}
          onDuplicate={duplicate}
          onDelete={remove}
          onRestore={restore}
          onDownloadRaw={downloadRaw}
          onDownloadEverything={files.downloadEverything}
        />
        <div className="rk-row">
          <button type="button" className="tk-button" onClick={() => follow(startNew(wb))}>
            New {noun}
          </button>
          <button type="button" className="tk-button" onClick={() => fileInput.current?.click()}>
            Import a file…
          </button>
          {/* Opened by the button above; hidden, so screen readers meet one import control, not two. */}
          <input
            ref={fileInput}
            hidden
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const input = e.currentTarget;
              void files.importFile(input.files?.[0]).finally(() => (input.value = ''));
            }}
          />
        </div>

        <StatusLine status={status} canUndo={status?.undoKey !== undefined && snapshot.deleted.some((d) => d.key === status.undoKey)} onUndo={restore} />

        {view.kind === 'shared' && <SharedBanner noun={noun} anySaved={snapshot.rosters.length > 0} onSave={() => follow(saveSharedCopy(wb, view))} onClose={closeShown} />}
        {gone && roster !== undefined && <GoneBanner name={shownName(game, roster)} noun={noun} onKeep={() => follow(keepGone(wb, view))} onClose={closeShown} />}

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
              hint={view.kind === 'saved' && !gone ? 'Every change is saved on this device at once.' : view.kind === 'draft' ? 'Saved on this device with your first change.' : undefined}
            />
            <div className="rk-row" role="group" aria-label={`This ${noun}`}>
              <button type="button" className="tk-button" {...unavailableIf(!history.canUndo, () => follow(undoEdit(wb, view, history.undo(viewKey))))}>
                Undo last change
              </button>
              <button type="button" className="tk-button" onClick={() => files.exportRoster(roster)}>
                Export file
              </button>
              <button type="button" className="tk-button" onClick={() => void makeShareLink()}>
                Share link
              </button>
              <button type="button" className="tk-button" onClick={() => print()}>
                Print
              </button>
              <button type="button" className="tk-button" onClick={() => location.assign(playHref(game, roster))}>
                Play this {noun}
              </button>
              <TableModeButton />
              {openId && !gone && (
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
              <Suspense fallback={<p className="rk-loading">Making the link…</p>}>
                <SharePanel urls={share.urls} carries={share.carries} onCarries={(c) => void makeShareLink(c)} copied={share.copied} noun={noun} name={game.name(roster)} onExport={() => files.exportRoster(roster)} />
              </Suspense>
            )}
            <ProblemsSummary problems={problems} game={game.game} modelsField={game.modelsField} noun={noun} />
            <LaterEditor
              roster={roster}
              typing={typing}
              viewKey={viewKey}
              problems={problems}
              byModel={byModel}
              game={game}
              saved={snapshot.rosters}
              openId={openId}
              editor={editor}
              campaignSteps={campaignSteps}
              onEdit={onEdit}
              onSaved={onSaved}
              steps={stepSnapshots.list}
            />
          </div>
        )}
      </div>
      {roster !== undefined && (
        <PrintWhilePrinting roster={roster} printing={printing} game={game} check={check} noun={noun} printModels={printModels} printHeader={printHeader} printAfter={printAfter} saved={snapshot.rosters} openId={openId} />
      )}
    </section>
  );
}

interface LaterEditorProps<R> {
  /** The roster now. */
  roster: R;
  /** A text box is being typed in: the editor is drawn from the roster a moment behind. */
  typing: boolean;
  viewKey: string;
  problems: readonly RosterProblem[];
  byModel: Map<number, RosterProblem[]>;
  game: RosterGame<R> & { game: GameSlug };
  saved: readonly SavedRoster<R>[];
  openId: string | null;
  editor: RosterWorkbenchProps<R>['editor'];
  campaignSteps: RosterWorkbenchProps<R>['campaignSteps'];
  /** A change made in the editor to `base` (the roster it was drawn from), for the roster of `key`; `relog` logs it against the roster now. */
  onEdit: (base: R, next: R, group: string | undefined, key: string, relog?: Relog<R>) => void;
  /** A change to another saved roster (EditorProps' onChangeSaved). */
  onSaved: (id: string, next: R) => boolean;
  /** The open roster's steps that its campaign log can undo. */
  steps: StepSnapshots['list'];
}

/**
 * The game's editor (and the campaign log): while a text box is typed in, drawn from the roster as it
 * was before the keystroke until typing pauses (useAfterPaint), so a keystroke's frame draws the box
 * alone. It holds that state itself, away from the library's store (see useAfterPaint).
 */
const LaterEditor = memo(function LaterEditor({ roster, typing, viewKey, problems, byModel, game, saved, openId, editor, campaignSteps, onEdit, onSaved, steps }: LaterEditorProps<unknown>) {
  // Everything the editor is drawn from that a keystroke changes, held back and caught up together:
  // the roster, the saved rosters, and the steps its campaign log can undo (an Arsenal week edited by
  // hand is a step whose entry is written again on every key, so the steps were new with each key
  // and drew the whole editor in the key's frame: 17 to 21 ms a key, CPU not slowed, at the bounds).
  const now = useMemo(() => ({ roster, saved, steps }), [roster, saved, steps]);
  const { roster: shown, saved: shownSaved, steps: shownSteps } = useAfterPaint(now, typing);
  return useMemo(() => {
    const props: EditorProps<unknown> = {
      roster: shown,
      onChange: (next, group, relog) => onEdit(shown, next, group, viewKey, relog),
      problems,
      problemsOf: (i) => byModel.get(i) ?? [],
      modelId: (i) => modelAnchor(game.game, i),
      saved: shownSaved,
      openId,
      onChangeSaved: onSaved,
    };
    return (
      <>
        {editor(props)}
        {hasLog(shown) && (
          <CampaignLog roster={shown} onChange={props.onChange} openId={openId} steps={shownSteps} game={game as StepGame<typeof shown>}>
            {campaignSteps?.(props)}
          </CampaignLog>
        )}
      </>
    );
  }, [shown, shownSaved, shownSteps, viewKey, problems, byModel, game, openId, editor, campaignSteps, onEdit, onSaved]);
}) as <R>(props: LaterEditorProps<R>) => ReactNode;

/**
 * The print sheet, on the page only while the browser prints, drawn then from the roster as it is.
 * Kept on the page and following the roster (once typing paused), it was a deferred draw of every
 * model's card in full after each pause and each import, whose commit (101 to 141 ms with the CPU
 * slowed 4× in Wolsung's largest club) delayed the key typed meanwhile.
 */
const PrintWhilePrinting = memo(function PrintWhilePrinting<R>({ printing, ...rest }: RosterPrintProps<R> & { printing: boolean }) {
  return printing ? <RosterPrint {...rest} /> : null;
}) as <R>(props: RosterPrintProps<R> & { printing: boolean }) => ReactNode;

interface RosterPrintProps<R> extends Pick<RosterWorkbenchProps<R>, 'game' | 'printModels' | 'printHeader' | 'printAfter'> {
  /** The game's check, remembered per roster. */
  check: (roster: R) => RosterProblem[];
  /** The rosters saved here, for cards that compare across them (Heartbreaker's titles). */
  saved: readonly SavedRoster<R>[];
  openId: string | null;
  roster: R;
  noun: string;
}

/**
 * The print sheet of one roster. Drawn again only when the roster (or the game) changes: the print
 * functions a builder passes are new on every render but read nothing else.
 */
const RosterPrint = memo(
  function RosterPrint({ roster, game, check, noun, printModels, printHeader, printAfter, saved, openId }: RosterPrintProps<unknown>) {
    const name = game.name(roster);
    return (
      <PrintSheet
        game={game.game}
        gameName={game.gameName}
        noun={noun}
        name={name || `Unnamed ${noun}`}
        header={printHeader?.(roster)}
        after={printAfter?.(roster)}
        log={hasLog(roster) ? <PrintedLog log={roster.log} /> : null}
        models={printModels(roster, { saved, openId })}
        problems={check(roster)}
      />
    );
  },
  (a, b) => a.roster === b.roster && a.game === b.game && a.check === b.check && a.noun === b.noun && a.saved === b.saved && a.openId === b.openId,
) as <R>(props: RosterPrintProps<R>) => ReactNode;
