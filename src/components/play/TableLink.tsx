/**
 * "Link with my opponent" (Table Link, issue 36): the link and QR code of my side for the opponent's
 * phone, their side as their updates made it, the shared fields, "Update for my opponent" (one code,
 * or a short cycle of codes, and the link), opening their update (a pasted link, or, in the slot
 * left for it, the camera), and, once either phone has ended the game, the report both phones show
 * with its check code (LinkedReport). Opening a `#table=` link (TableLinkOpened) merges it into its game, or
 * offers to join the table with a roster. Every rule and sentence is in src/play/table-link.ts;
 * this only renders. Loaded only when the player opens the panel or a table link.
 */
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { asPlayed, type RosterGame, type RosterLibrary, type SavedRoster } from '../../roster';
import { readyToEnd, type GameDoc, type GameResult, type Outcome, type PlayRules } from '../../play';
import { addPart, coopOf, hasNews, isPart, joinOpenLabel, joinsAsItIs, joinWith, keptParts, partsOpenedLine, partsToKeep, joinedLine, joinGame, joinLink, linkIntro, linkStatus, openUpdate, OPPONENT, otherPlayer, partsOf, sharedFields, sharedLines, startLink, theirModelLine, theirSide, updateFor, type Assembled, type Assembly, type LinkUpdate } from '../../play/table-link';
import { TABLE_PARTS_KEY } from '../../roster/storage-keys';
import { linkOf, tableFromText, tableHash } from '../../play/table-link-format';
import { linkedEnd } from '../../play/table-link-report';
import { LinkedReport } from './LinkedReport';
import { coopEnding, coopInviteLine, coopJoinLabel, seatOf, sharedInvite, type CoopRules } from '../../play/table-link-coop';
import { coopEarlyAsk, coopLinkedEnd, coopWaitingLine, coopWrite, coopWrittenLine, keepShared } from '../../play/table-link-coop-end';
import { QrFigure } from '../roster/QrFigure';
import { QrCycle } from './QrCycle';
import { QrScanner } from './QrScanner';
import { copyText } from '../roster/browser-files';
import './table-link.css';

/** A link longer than this is shown as a cycle of codes (one dense code is hard to scan from a screen). */
const ONE_CODE = 1500;

/** The camera's reader, built elsewhere (QrScanner): it calls `onText` with each code's text. */
export type ScannerSlot = ComponentType<{ onText(text: string): void }>;

const playUrl = (slug: string, u: LinkUpdate) => `${location.origin}/${slug}/play/${tableHash(u)}`;

/** One code, or a cycle of codes (QrCycle: each "part i of n", pausable, still under reduced motion), keyed by its link so a new update starts at its first code. */
function CodeCycle({ url, label }: { url: string; label: string }) {
  const parts = useMemo(() => (url.length <= ONE_CODE ? [url] : partsOf(url)), [url]);
  return (
    <div className="pk-link-code">
      {parts.length === 1 ? (
        <QrFigure url={url} label={label} caption="Scan it with their phone, or send the link below." tooLong={<p className="tk-note">This code is too large to draw: send the link instead.</p>} />
      ) : (
        <QrCycle texts={parts} label={label} />
      )}
    </div>
  );
}

/** The link of an update: to copy, or to send by the phone's share sheet. */
function LinkField({ url, label }: { url: string; label: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const share = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="pk-start pk-link-field">
      <label className="tk-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="tk-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="tk-button" onClick={() => void copyText(url).then(setCopied)}>
        Copy the link
      </button>
      {share && (
        <button type="button" className="tk-button" onClick={() => void navigator.share({ url }).catch(() => undefined)}>
          Send…
        </button>
      )}
      <span className="tk-note" role="status">
        {copied === true ? 'Copied.' : copied === false ? 'Copy the link above (the browser did not let us copy it).' : ''}
      </span>
    </div>
  );
}

/** Opening a link or a code's text: its `#table=` part into the page address, where TableLinkOpened reads it (one way for links, pastes and scans). */
function openInPage(text: string): void {
  const at = text.indexOf('#');
  location.hash = at >= 0 ? text.slice(at) : text;
}

export interface TableLinkPanelProps<R> {
  rules: PlayRules<R>;
  rosterGame: RosterGame<R>;
  doc: GameDoc;
  roster: R;
  /** Changes the open game as saved now. */
  write: (change: (doc: GameDoc) => GameDoc) => void;
  /**
   * The camera's QR reader ({ onText(text) }): QrScanner unless another is given (a test's). Each
   * text goes through the cycle's assembler; the pasted link works without it.
   */
  Scanner?: ScannerSlot;
}

/** The panel inside "Link with my opponent". */
export function TableLinkPanel<R>({ rules, rosterGame, doc, roster, write, Scanner = QrScanner }: TableLinkPanelProps<R>) {
  const id = useId();
  const link = linkOf(doc);
  const [pasted, setPasted] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const [asm, setAsm] = useState<Assembly | null>(null);
  const played = useMemo(() => asPlayed(roster, rosterGame), [roster, rosterGame]);
  const update = useMemo(() => (link ? updateFor(rules, link, doc, played) : null), [rules, link, doc, played]);
  const them = useMemo(() => (link ? theirSide(rules, link) : null), [rules, link]);
  // At a co-op table their phone's side is their seat's models: the rest of its game is not theirs to show.
  const coop = useMemo(() => coopOf(rules, roster, link, doc.state), [rules, roster, link, doc.state]);
  const theirModels = coop?.theirModels ?? null;
  const scenarios = useMemo(() => rules.battle?.scenarios(roster) ?? [], [rules, roster]);
  // Once either phone has ended the game: the report both phones show, and its check code (nothing worked out before).
  const ended = doc.result !== null || them?.ended === true;
  // At a co-op table: one report of the shared warband, the two phones' results the same one (they win or lose together).
  const end = useMemo(() => (!link || !ended ? null : coop && rules.coop ? coopLinkedEnd(rules, rules.coop, link, doc, roster) : linkedEnd(rules, link, doc, roster, played)), [rules, link, doc, roster, played, ended, coop]);
  if (!link || !update) {
    return (
      <div className="pk-link-body">
        <p className="tk-note">{linkIntro(rules.noun, rules.coop?.shared(roster) ? rules.coop : null)}</p>
        <button type="button" className="tk-button rk-primary" onClick={() => write((d) => (d.link === undefined ? { ...d, link: startLink(rules.slug) } : d))}>
          Start a table link
        </button>
      </div>
    );
  }
  const url = playUrl(rules.slug, update);
  const fields = sharedFields(rules, link, doc.state);
  const scenario = scenarios.find((s) => s.id === fields.scenario);
  const lines = sharedLines(fields, {
    scenario: (sid) => scenario?.name ?? sid,
    source: (src) => scenario?.sources.find((s) => s.id === src)?.label ?? src,
    me: rules.battle?.sideNames.me ?? `Your ${rules.noun}`,
    them: rules.battle?.sideNames.them ?? `Their ${rules.noun}`,
  });
  const onText = (text: string) => {
    const r = addPart(asm, text);
    setAsm(r.asm);
    // A whole code clears the count of parts ("1 of 2 so far"), which would otherwise stay on.
    setSaid(r.kind === 'whole' ? null : r.text);
    if (r.kind === 'whole') openInPage(r.payload);
  };
  const news = hasNews(link, doc);
  // Whose the other phone is: the opponent's, or at a co-op table the other player's ("Player 2").
  const other = otherPlayer(rules, roster, link);
  const partner = other !== OPPONENT;
  return (
    <div className="pk-link-body">
      <p className="tk-note" role="status">
        {said ?? linkStatus(link, doc, partner ? (rules.coop ?? null) : null)}
      </p>
      {end && <LinkedReport end={end} />}
      {them && (
        <>
          <ul className="pk-notes">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <h4 className="pk-link-head">
            {partner ? `${other}’s part` : them.name || `Their ${rules.noun}`}
            {them.ended ? ' (their game has ended)' : ''}
          </h4>
          <ul className="pk-foes" aria-label={`${partner ? other : 'Your opponent'}’s models, as their phone sent them`}>
            {them.infos.map((info, i) => {
              const m = them.state.models[i];
              return m && (!theirModels || theirModels.has(i)) ? (
                <li key={i} className={m.out ? 'pk-out' : undefined}>
                  {theirModelLine(rules, info, m)}
                </li>
              ) : null;
            })}
          </ul>
        </>
      )}
      <h4 className="pk-link-head">{link.them ? `Update for ${partner ? `${other}’s phone` : 'my opponent'}` : `My link for ${partner ? 'my partner' : 'my opponent'}`}</h4>
      {link.them && !news && <p className="tk-note">Nothing new since their phone last confirmed: this code changes nothing there.</p>}
      <CodeCycle key={`code ${url}`} url={url} label={link.them ? `QR code of the update for ${other}` : 'QR code of your table link'} />
      <LinkField key={`link ${url}`} url={url} label={link.them ? 'The update as a link' : 'The table link'} />
      <h4 className="pk-link-head">Their update</h4>
      {/* The camera (it opens only when asked); a cycle of codes is assembled by `onText`. */}
      {Scanner && <Scanner onText={onText} />}
      <div className="pk-start">
        <label className="tk-label" htmlFor={`${id}-paste`}>
          Paste their link
        </label>
        <input id={`${id}-paste`} className="tk-input" type="url" autoComplete="off" value={pasted} onChange={(e) => setPasted(e.currentTarget.value)} />
        <button
          type="button"
          className="tk-button"
          disabled={!pasted.trim()}
          onClick={() => {
            const read = tableFromText(pasted.trim());
            if (!read) setSaid('That is not a table link.');
            else {
              setPasted('');
              openInPage(pasted.trim());
            }
          }}
        >
          Open their update
        </button>
      </div>
    </div>
  );
}

/** The parts of a cycle kept on this phone (null: none, or storage is closed to the site). */
function storedParts(): string | null {
  try {
    return localStorage.getItem(TABLE_PARTS_KEY);
  } catch {
    return null;
  }
}

/** Keeps the parts read so far for the next page (null: forgets them); false when the browser refused. */
function keepParts(asm: Assembly | null): boolean {
  try {
    if (asm) localStorage.setItem(TABLE_PARTS_KEY, partsToKeep(asm, Date.now()));
    else localStorage.removeItem(TABLE_PARTS_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * A part of a cycle of codes opened as the page's address (a phone's own camera app opens each code of
 * a cycle as a page): kept on this phone with the parts read before, and once the cycle is whole,
 * opened as the whole link (TableLinkOpened takes it from there). Meanwhile the camera here reads the
 * other parts from the other phone's screen.
 */
function TablePartOpened({ hash, done, Scanner }: { hash: string; done: () => void; Scanner: ScannerSlot }) {
  const id = useId();
  // What a part read says, its parts kept for the next page (writing them again is harmless).
  const reading = (r: Assembled) => ({ r, kept: r.kind !== 'part' || keepParts(r.asm) });
  // The address's part with those kept before (the view keys this by the address).
  const [read, setRead] = useState(() => reading(addPart(keptParts(storedParts(), Date.now()), hash)));
  // The cycle whole: the parts are forgotten and the whole link opened in the address.
  useEffect(() => {
    if (read.r.kind !== 'whole') return;
    keepParts(null);
    openInPage(read.r.payload);
  }, [read]);
  if (read.r.kind === 'whole') return null;
  const { r, kept } = read;
  return (
    <div className="rk-notice pk-link-opened" role="region" aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`} role={r.kind === 'error' ? 'alert' : 'status'}>
        {r.kind === 'part' ? partsOpenedLine(r.have, r.n, kept) : r.kind === 'error' ? r.text : ''}
      </p>
      <Scanner onText={(text) => setRead(reading(addPart(r.asm ?? keptParts(storedParts(), Date.now()), text)))} />
      <button type="button" className="tk-button" onClick={done}>
        Not now
      </button>
    </div>
  );
}

/** A `#table=` link opened on this phone (or a part of one, TablePartOpened): merged into its game, or the offer to join the table; then the address is cleared. */
export function TableLinkOpened<R>(props: TableLinkOpenedProps<R>) {
  return isPart(props.hash) ? <TablePartOpened key={props.hash} hash={props.hash} done={props.done} Scanner={props.Scanner ?? QrScanner} /> : <WholeLinkOpened {...props} />;
}

interface TableLinkOpenedProps<R> {
  hash: string;
  rules: PlayRules<R>;
  rosterGame: RosterGame<R>;
  games: RosterLibrary<GameDoc>;
  saved: readonly SavedRoster<R>[];
  open: (id: string) => void;
  say: (said: string) => void;
  /** The link has been dealt with: the address is cleared. */
  done: () => void;
  /** The saved rosters: a co-op warband joined is kept there (the copy End game writes to). */
  rosters?: RosterLibrary<R> | null;
  /** The camera's reader for the rest of a cycle whose part was opened (QrScanner unless a test gives another). */
  Scanner?: ScannerSlot;
}

function WholeLinkOpened<R>({
  hash,
  rules,
  rosterGame,
  games,
  saved,
  open,
  say,
  done,
  rosters,
}: TableLinkOpenedProps<R>) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const opening = useMemo(() => {
    const read = tableFromText(hash);
    if (!read) return null;
    if (!read.ok) return { kind: 'error' as const, said: read.error };
    const list = games.getSnapshot().rosters.map((g) => ({ id: g.id, doc: g.roster, link: linkOf(g.roster) }));
    return openUpdate(rules, list, read.update);
  }, [hash, rules, games]);
  useEffect(() => {
    if (opening?.kind !== 'merge') return;
    const now = games.get(opening.id)?.roster;
    if (now && opening.doc.link !== now.link) games.update(opening.id, { ...now, link: opening.doc.link });
    open(opening.id);
    say(opening.said);
    done();
  }, [opening, games, open, say, done]);
  if (!opening || opening.kind === 'merge') return null;
  if (opening.kind === 'error') {
    return (
      <div className="rk-notice pk-link-opened" role="alert">
        <p>{opening.said}</p>
        <button type="button" className="tk-button" onClick={done}>
          Dismiss
        </button>
      </div>
    );
  }
  // A co-op invite (a roster two players share): this phone joins with that roster, as its second seat.
  const shared = rules.coop && sharedInvite(rules, opening.update) ? rules.coop : null;
  // The game open on this phone, begun before the link (not linked, not ended): it may join as it is, its steps kept.
  const current = games.lastOpened();
  const underWay = current && !shared ? games.get(current)?.roster : undefined;
  const joinOpen = () => {
    const joined = joinLink(rules, opening.update);
    if (!joined.ok) return setError(joined.error);
    try {
      games.update(current!, joinWith(rules, joined.link, underWay!, new Date()));
      open(current!);
      say(joinedLine(opening.update.side.name, rules.noun));
      done();
    } catch (e) {
      setError(`This game cannot join: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  const join = (entry: SavedRoster<R> | null) => {
    const joined = joinLink(rules, opening.update);
    if (!joined.ok) {
      setError(joined.error);
      return;
    }
    try {
      // A co-op warband is played as the starter's phone sent it, and kept on this phone as its copy.
      const created = games.create(entry ? joinGame(rules, joined.link, rosterGame.toJson(entry.roster), entry.id, new Date()) : joinGame(rules, joined.link, opening.update.side.roster, rosters ? keepShared(rosterGame, rosters, opening.update.side.roster) : null, new Date()));
      open(created.id);
      say(joinedLine(opening.update.side.name, rules.noun, shared !== null));
      done();
    } catch (e) {
      setError(`This ${rules.noun} cannot join: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  return (
    <div className="rk-notice pk-link-opened" role="region" aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`}>{shared ? coopInviteLine(shared, opening.update.side.name, rules.noun) : opening.said}</p>
      {/* One tap a roster: the phone joins with it and shows its own link back. */}
      <ul className="pk-link-join">
        {shared && (
          <li>
            <button type="button" className="tk-button rk-primary" onClick={() => join(null)}>
              {coopJoinLabel(shared, opening.update.side.name.trim() || `the ${rules.noun}`)}
            </button>
          </li>
        )}
        {joinsAsItIs(underWay) && (
          <li>
            <button type="button" className="tk-button rk-primary" onClick={joinOpen}>
              {joinOpenLabel(underWay!.name, rules.noun, underWay!.state.round)}
            </button>
          </li>
        )}
        {!shared && saved.map((r) => (
          <li key={r.id}>
            <button type="button" className="tk-button rk-primary" onClick={() => join(r)}>
              Join with {rosterGame.name(r.roster) || `an unnamed ${rules.noun}`}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="tk-button" onClick={done}>
            Not now
          </button>
        </li>
      </ul>
      {!shared && saved.length === 0 && (
        <p className="tk-note">
          No {rules.noun} is saved on this phone yet: <a href={`/${rules.slug}/builder/`}>build one</a>, then open the link again.
        </p>
      )}
      {error && (
        <p className="tk-note" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * End game on the phone that joined a co-op table (src/play/table-link-coop.ts's coopEnding): no
 * result of its own to pick. It says where the result is recorded and, once player 1's End game is
 * here (`starter`), records that same result with one tap.
 */
export function CoopEndConfirm<R>({ coop, starter, onRecord, onCancel }: { coop: CoopRules<R>; starter: GameResult | null; onRecord: (outcome: Outcome, note: string) => void; onCancel: () => void }) {
  const end = coopEnding(coop, 2, starter);
  return (
    <div className="pk-confirm" role="group" aria-label="End the game">
      {end.kind !== 'record' && <p>{end.said}</p>}
      <div className="pk-bar">
        {end.kind === 'follow' && (
          <button type="button" className="tk-button rk-primary" onClick={() => onRecord(end.outcome, end.note)}>
            Record {coop.seatName(1)}’s result
          </button>
        )}
        <button type="button" className="tk-button" onClick={onCancel}>
          Keep playing
        </button>
      </div>
    </div>
  );
}

/**
 * At a co-op table whose game has ended on this phone: once the other phone's End game is here too,
 * this phone's saved copy of the warband (`rosters`, the game's `rosterId`) gets the game, once
 * (src/play/table-link-coop-end.ts's coopWrite), and `say` says so. On player 1's phone while player
 * 2's End game has not come, it offers to write the copy now, with player 2's side as last heard
 * (coopWrite's `early`), asked first since the write is for good.
 */
export function CoopWriter<R>({ rules, rosterGame, roster, doc, rosters, say }: { rules: PlayRules<R>; rosterGame: RosterGame<R>; roster: R; doc: GameDoc; rosters: RosterLibrary<R>; say: (said: string) => void }) {
  const [waiting, setWaiting] = useState(false);
  const [asked, setAsked] = useState(false);
  const [early, setEarly] = useState(false);
  const coop = rules.coop;
  useEffect(() => {
    const link = linkOf(doc);
    const id = doc.rosterId;
    if (!link || !coop || !id) return;
    let live = true;
    // End game's own module, loaded as the play view loads it (a static import here would add a helper to every page's first load).
    // With the game's write-back when it loads later (writeBackLater), as End game has it.
    void Promise.all([import('../../play/end'), readyToEnd(rules)]).then(([{ rosterAfterGame }, ready]) => {
      const saved = rosters.get(id)?.roster;
      if (!live || saved === undefined) return;
      const w = coopWrite(ready, coop, roster, link, doc, saved, rosterAfterGame, early);
      setWaiting(w.kind === 'not-yet' && doc.result !== null && seatOf(link) === 1 && theirSide(rules, link) !== null);
      if (w.kind === 'written') {
        rosters.update(id, w.roster);
        say(coopWrittenLine(rosterGame.name(w.roster)));
      } else if (w.kind === 'differ' || w.kind === 'stale') say(w.said);
    });
    return () => {
      live = false;
    };
  }, [rules, coop, rosterGame, roster, doc, rosters, say, early]);
  if (!waiting || !coop) return null;
  return (
    <div className="pk-confirm" role="group" aria-label="This phone’s copy of the warband">
      <p>{asked ? coopEarlyAsk(coop, rosterGame.name(roster) || `the ${rosterGame.noun}`) : coopWaitingLine(coop)}</p>
      <div className="pk-bar">
        {asked ? (
          <>
            <button type="button" className="tk-button rk-primary" onClick={() => setEarly(true)}>
              Yes, write it now
            </button>
            <button type="button" className="tk-button" onClick={() => setAsked(false)}>
              Wait for their phone
            </button>
          </>
        ) : (
          <button type="button" className="tk-button" onClick={() => setAsked(true)}>
            Write the copy now
          </button>
        )}
      </div>
    </div>
  );
}

/** The play view's one loader for both co-op parts (a loader less in every play page's first load): player 2's End game question, or the warband's write. */
export function CoopPart<R>(props: ({ part: 'end' } & Parameters<typeof CoopEndConfirm<R>>[0]) | ({ part: 'write' } & Parameters<typeof CoopWriter<R>>[0])) {
  return props.part === 'end' ? <CoopEndConfirm {...props} /> : <CoopWriter {...props} />;
}
