/**
 * The Heartbreaker gang builder island: the roster kit's workbench with the gang editor and the print
 * cards. The book's tables come as props from Builder.astro (read from the content collections).
 */
import { lazy, Suspense } from 'react';
import type { Roster } from '../../../games/heartbreaker/roster-format';
import { gangGame } from '../../../games/heartbreaker/roster-game';
import { fighterLabel, openGangTitles, type HeartbreakerBook } from '../../../games/heartbreaker/roster-rules';
import type { SavedRoster } from '../../../roster';
import { BookBuilder, type BuilderParts, type EditorProps, type PrintModel } from '../../roster';
import { QuirkTexts, StatNotes, StatsTable } from './FighterCard';
import { GangEditor } from './GangEditor';
import '../../roster/builder-shared.css';
import './builder.css';

function printModels(roster: Roster, book: HeartbreakerBook, on: { saved: readonly SavedRoster<Roster>[]; openId: string | null }): PrintModel[] {
  const held = openGangTitles(on.saved, roster, on.openId, book).map((t) => t.name);
  return roster.fighters.map((f, i) => ({
    title: fighterLabel(f, i),
    kicker: f.leader ? ['Leader', ...held].join(' · ') : 'Recruit',
    body: (
      <>
        <StatsTable fighter={f} book={book} />
        <StatNotes fighter={f} book={book} />
        <QuirkTexts fighter={f} book={book} />
        {f.tempQuirk && <p>Next skirmish only (Prepare for War): {f.tempQuirk}</p>}
      </>
    ),
  }));
}

function PrintHeader({ roster, book }: { roster: Roster; book: HeartbreakerBook }) {
  return (
    <p>
      {book.resources.map((r, i) => (
        <span key={r.id}>
          {i > 0 ? ' · ' : ''}
          {r.name} <strong>{roster.resources[r.id as keyof Roster['resources']]}</strong>
        </span>
      ))}
    </p>
  );
}

// The steps between games (the Epilogue, arcs and titles, with the campaign's code) come after the first paint.
const LaterArcSteps = lazy(() => import('./ArcSteps').then((m) => ({ default: m.ArcSteps })));

function ArcStepsLater(props: EditorProps<Roster> & { book: HeartbreakerBook }) {
  return (
    <Suspense fallback={<p className="tk-note">Loading the steps between games…</p>}>
      <LaterArcSteps {...props} />
    </Suspense>
  );
}

const parts: BuilderParts<HeartbreakerBook, Roster> = { game: gangGame, Editor: GangEditor, CampaignSteps: ArcStepsLater, printModels, PrintHeader };

export default function HeartbreakerBuilder({ book }: { book: HeartbreakerBook }) {
  return <BookBuilder book={book} parts={parts} />;
}
