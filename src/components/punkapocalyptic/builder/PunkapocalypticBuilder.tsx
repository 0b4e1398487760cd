/**
 * The Punkapocalyptic gang sheet island: the roster kit's workbench with the gang editor, a printed
 * card per model and, while bullets are secret, a separate bullets slip. The book's tables come as
 * props from Builder.astro (read from the content collections).
 */
import type { Roster } from '../../../games/punkapocalyptic/roster-format';
import { bulletsSlip, gangPoints, modelLabel, modelPoints, modelProfile, type GangBook } from '../../../games/punkapocalyptic/roster-rules';
import { gangGame } from '../../../games/punkapocalyptic/roster-game';
import { BookBuilder, NotesText, OwnRulesList, type BuilderParts, type PrintModel } from '../../roster';
import { GangEditor } from './GangEditor';
import { GearAndRules, ProfileTable, StateLine } from './ModelCard';
import { GangOwnEntries } from './OwnRules';
import '../../roster/builder-shared.css';
import './builder.css';

function printModels(roster: Roster, book: GangBook): PrintModel[] {
  return roster.models.map((m, i) => {
    const knocked = modelProfile(m, book).knockedDown;
    return {
      title: modelLabel(m, i),
      kicker: [m.name.trim() ? m.type.trim() : '', `${modelPoints(m)} points`, knocked ? 'Knocked Down' : m.downed ? 'Downed' : ''].filter(Boolean).join(' · '),
      body: (
        <>
          <ProfileTable model={m} book={book} />
          <StateLine model={m} book={book} />
          <GearAndRules model={m} book={book} secretBullets={roster.secretBullets} />
        </>
      ),
    };
  });
}

function PrintHeader({ roster, book }: { roster: Roster; book: GangBook }) {
  const { points, modelsAllowed } = gangPoints(roster, book);
  return (
    <>
      <p>
        {roster.faction.trim() ? `${roster.faction.trim()} · ` : ''}
        {points} of {roster.gameSize} points · {roster.models.length} of {modelsAllowed} models allowed
      </p>
      <OwnRulesList rules={roster.ownRules} />
      <NotesText notes={roster.notes} />
    </>
  );
}

/** The secret bullets on a slip of their own, with room to tally them during the game. */
function BulletsSlip({ roster }: { roster: Roster }) {
  const slip = bulletsSlip(roster);
  const total = slip.reduce((s, b) => s + b.bullets, 0);
  return (
    <div className="pk-slip">
      <p className="pk-slip-title">Bullets: {roster.name.trim() || 'Unnamed gang'}</p>
      <p>Secret until the game ends; then your opponent may check it.</p>
      {slip.length === 0 ? (
        <p>No model carries bullets.</p>
      ) : (
        <table style={{ display: 'table' }}>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Bullets at the start</th>
              <th scope="col">Spent, swapped</th>
            </tr>
          </thead>
          <tbody>
            {slip.map((b, i) => (
              <tr key={i}>
                <td>{b.model}</td>
                <td>{b.bullets}</td>
                <td />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">In all</th>
              <td>{total}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

const parts: BuilderParts<GangBook, Roster> = {
  game: gangGame,
  Editor: GangEditor,
  CampaignSteps: GangOwnEntries,
  printModels,
  PrintHeader,
  printAfter: (roster) => (roster.secretBullets ? <BulletsSlip roster={roster} /> : null),
};

export default function PunkapocalypticBuilder({ book }: { book: GangBook }) {
  return <BookBuilder book={book} parts={parts} />;
}
