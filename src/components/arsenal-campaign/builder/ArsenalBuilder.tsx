/**
 * The Arsenal Campaign crew tracker island: the roster kit's workbench with the crew editor (the
 * week-by-week log and the Arsenal it adds up to) and the print sheet (a card per model, the log in
 * the header), and the steps of a week in the campaign log (AftermathSteps, whose code comes after
 * the first paint: it sits in the campaign log's fold, below the crew). The campaign's tables come as
 * props from Builder.astro.
 */
import { crewView, numbersOf, type ArsenalRosterData } from '../../../games/arsenal-campaign/roster-rules';
import type { Roster } from '../../../games/arsenal-campaign/roster-format';
import { crewGame } from '../../../games/arsenal-campaign/roster-game';
import { scriptWords, signed } from '../../../games/arsenal-campaign/roster-words';
import { BookBuilder, type BuilderParts, type PrintModel } from '../../roster';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { AftermathSteps as Steps } from './AftermathSteps';
import { CrewEditor } from './CrewEditor';
import { ModelDetails } from './ModelCard';
import '../../roster/builder-shared.css';
import './builder.css';

function printModels(roster: Roster, data: ArsenalRosterData): PrintModel[] {
  const { now } = crewView(roster, data);
  const n = numbersOf(data);
  return now.models.map((m) => ({
    title: m.name.trim() || m.id,
    kicker: [m.id === now.leader ? 'Leader' : '', m.station === 'master' ? 'Master' : m.station === 'henchman' ? 'Henchman' : ''].filter(Boolean).join(' · ') || undefined,
    body: <ModelDetails model={m} masterCost={n.rules.masterCost} finishedOffTarget={n.finishedOffTarget} />,
  }));
}

function PrintHeader({ roster, book: data }: { roster: Roster; book: ArsenalRosterData }) {
  const { now, weeks } = crewView(roster, data);
  const leader = now.models.find((m) => m.id === now.leader);
  return (
    <>
      <p>
        {roster.faction.trim() || 'No faction declared'} · week {roster.weeks.length} of {roster.campaignWeeks} · {now.script} script · campaign rating{' '}
        {now.rating === null ? '?' : signed(now.rating)} · Arsenal {now.arsenalTotal ?? '?'} SS · leader {leader?.name ?? 'none'}
      </p>
      <p>
        Bounty held: {now.bountyHeld ?? 'none'} · completed: {now.bountiesCompleted.length === 0 ? 'none' : now.bountiesCompleted.join(', ')} · masters from week{' '}
        {now.mastersFromWeek}
      </p>
      <p>
        Equipment: {now.equipment.length === 0 ? 'none' : now.equipment.map((e) => e.name).join(', ')} · upgrades:{' '}
        {now.upgrades.length === 0 ? 'none' : now.upgrades.map((u) => u.name).join(', ')}
      </p>
      {weeks.length > 0 && (
        <ol className="ac-print-log">
          {weeks.map((w, i) => {
            const week = roster.weeks[i]!;
            const hired = week.hires.map((h) => h.name).join(', ');
            return (
              <li key={i}>
                <strong>Week {w.week}</strong>
                {week.event ? ` (${week.event})` : ''}: {hired ? `hired ${hired}. ` : ''}
                {week.game ? `${week.game.result}, ${week.game.vp} VP. ` : 'no game. '}
                {scriptWords(w)}
                {week.injuries.length > 0 ? ` Injuries: ${week.injuries.map((x) => x.name).join(', ')}.` : ''}
                {week.notes.trim() ? ` ${week.notes.trim()}` : ''}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

const LaterSteps = lazy(() => import('./AftermathSteps').then((m) => ({ default: m.AftermathSteps })));

/** The week's steps, once their code has come (a line holds their place until then). */
function WeekSteps(props: ComponentProps<typeof Steps>) {
  return (
    <Suspense fallback={<p className="tk-note" aria-busy="true">The week’s steps are on their way…</p>}>
      <LaterSteps {...props} />
    </Suspense>
  );
}

const parts: BuilderParts<ArsenalRosterData, Roster> = { game: crewGame, Editor: CrewEditor, CampaignSteps: WeekSteps, printModels, PrintHeader };

export default function ArsenalBuilder({ data }: { data: ArsenalRosterData }) {
  return <BookBuilder book={data} parts={parts} />;
}
