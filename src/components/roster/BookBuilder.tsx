/**
 * A game's builder island: the workbench with the game's book handed to each part the game names
 * (its editor, print cards and header, steps after a game), so a game lists its parts instead of
 * wiring the workbench again.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { RosterGame, SavedRoster } from '../../roster';
import type { GameSlug } from '../../common/catalog';
import type { PrintModel } from './PrintSheet';
import { RosterWorkbench, type EditorProps } from './RosterWorkbench';

export interface BuilderParts<B, R> {
  /** The game the book makes; kept while the book is the same (the library opens once per game). */
  game: (book: B) => RosterGame<R> & { game: GameSlug };
  Editor: ComponentType<EditorProps<R> & { book: B }>;
  /** The print sheet's cards, one per model. */
  printModels: (roster: R, book: B, on: { saved: readonly SavedRoster<R>[]; openId: string | null }) => PrintModel[];
  PrintHeader?: ComponentType<{ roster: R; book: B }>;
  printAfter?: (roster: R) => ReactNode;
  /** The game's steps after a game, in the campaign log. */
  CampaignSteps?: ComponentType<EditorProps<R> & { book: B }>;
}

export function BookBuilder<B, R>({ book, parts }: { book: B; parts: BuilderParts<B, R> }) {
  const { game: gameOf, Editor, printModels, PrintHeader, printAfter, CampaignSteps } = parts;
  const game = useMemo(() => gameOf(book), [gameOf, book]);
  return (
    <RosterWorkbench
      game={game}
      editor={(props) => <Editor {...props} book={book} />}
      campaignSteps={CampaignSteps && ((props) => <CampaignSteps {...props} book={book} />)}
      printModels={(roster, on) => printModels(roster, book, on)}
      printHeader={PrintHeader && ((roster) => <PrintHeader roster={roster} book={book} />)}
      printAfter={printAfter}
    />
  );
}
