/**
 * The Kuggköping warband builder island: the roster kit's workbench with the warband editor and the
 * print cards. The book's data comes as props from Builder.astro (read from the content collections).
 */
import { lazy, Suspense, useMemo } from 'react';
import type { Roster } from '../../../games/kuggkoping/roster-format';
import { warbandGame } from '../../../games/kuggkoping/roster-game';
import { bookIndex, characterView, tinkerPool, type KuggkopingBook } from '../../../games/kuggkoping/roster-rules';
import { RosterWorkbench, type PrintModel } from '../../roster';
import { GearAndAbilities, ProfileNotes, ProfileTable } from './CharacterCard';
import { WarbandEditor } from './WarbandEditor';
import type { Places } from './CampaignSteps';
import '../../roster/builder-shared.css';
import './builder.css';

// The steps between games (and their rules) come after the first paint: they sit in the campaign log's fold.
const CampaignSteps = lazy(() => import('./CampaignSteps').then((m) => ({ default: m.CampaignSteps })));

function printModels(roster: Roster, book: KuggkopingBook): PrintModel[] {
  return roster.characters.map((c, i) => {
    const view = characterView(roster, i, book);
    const kicker = [view.archetype?.name ?? c.archetype, view.foreman ? 'Foreman' : '', roster.mode === 'coop' ? `Player ${view.player}` : ''].filter(Boolean).join(' · ');
    return {
      title: c.name.trim() || `Character ${i + 1}`,
      kicker,
      body: (
        <>
          <ProfileTable view={view} />
          <ProfileNotes view={view} />
          <GearAndAbilities view={view} />
        </>
      ),
    };
  });
}

function PrintHeader({ roster, book }: { roster: Roster; book: KuggkopingBook }) {
  const idx = bookIndex(book);
  return (
    <>
      <p>
        {roster.mode === 'solo' ? 'Solo' : 'Co-op'} ·{' '}
        {roster.mode === 'solo' ? `Tinker dice: ${roster.tinkerDice}` : `Tinker dice: player 1 ${tinkerPool(roster, 1)}, player 2 ${tinkerPool(roster, 2)}`}
      </p>
      {roster.alignments.map((a, i) => {
        const faction = idx.faction(a.faction);
        const trait = (kind: 'positive' | 'negative') => faction?.traits.find((t) => t.kind === kind && idx.same(t.name, a[kind]));
        return (
          <p key={i}>
            {roster.mode === 'coop' ? `Player ${a.player ?? '?'}: ` : ''}
            <strong>{faction?.name ?? (a.faction || 'No faction')}</strong>
            {(['positive', 'negative'] as const).map((kind) => (
              <span key={kind}>
                {' · '}
                <strong>{trait(kind)?.name ?? a[kind]}</strong>
                {trait(kind) ? `: ${trait(kind)!.text}` : ''}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}

export default function KuggkopingBuilder({ book, places }: { book: KuggkopingBook; places: Places }) {
  const game = useMemo(() => warbandGame(book), [book]);
  return (
    <RosterWorkbench
      game={game}
      editor={(props) => <WarbandEditor {...props} book={book} />}
      campaignSteps={(props) => (
        <Suspense fallback={<p className="tk-note">Loading the steps between games…</p>}>
          <CampaignSteps roster={props.roster} onChange={props.onChange} book={book} places={places} />
        </Suspense>
      )}
      printModels={(roster) => printModels(roster, book)}
      printHeader={(roster) => <PrintHeader roster={roster} book={book} />}
    />
  );
}
