/**
 * The Wolsung SSG club builder island: the roster kit's workbench with the club editor and the print
 * cards. The quick start's tables come as props from Builder.astro (read from the content collections).
 */
import { fundPool, type Roster } from '../../../games/wolsung/roster-format';
import { modelCard, type WolsungClubBook } from '../../../games/wolsung/roster-rules';
import { clubGame } from '../../../games/wolsung/roster-game';
import { count } from '../../../common/words';
import { BookBuilder, NotesText, OwnRulesList, type BuilderParts, type PrintModel } from '../../roster';
import { handSize } from '../../../games/wolsung/roster-checks';
import { ClubExtras, Reminders } from './ModelExtras';
import { ClubEditor } from './ClubEditor';
import { CardTexts, ProfileExtras, ProfileTable } from './ModelCard';
import '../../roster/builder-shared.css';
import './builder.css';

function printModels(roster: Roster, book: WolsungClubBook): PrintModel[] {
  return roster.models.map((m, i) => {
    const card = modelCard(roster, i, book);
    return {
      title: card.title,
      kicker: card.kicker,
      body: (
        <>
          <ProfileTable card={card} />
          <ProfileExtras card={card} />
          <CardTexts card={card} heroRules={m.kind === 'hero' ? book.heroRules : null} />
          <Reminders roster={roster} index={i} data={book} />
        </>
      ),
    };
  });
}

function PrintHeader({ roster }: { roster: Roster }) {
  const funds = fundPool(roster);
  const heroes = roster.models.filter((m) => m.kind === 'hero').length;
  return (
    <>
      <p>
        {count(heroes, 'hero', 'heroes')}, {count(roster.models.length - heroes, 'henchman', 'henchmen')} · Fund Pool {funds.pool}: {funds.spent} spent,{' '}
        {funds.left < 0 ? `${-funds.left} overspent` : `${funds.left} left`}
      </p>
      {funds.purchases.length > 0 && <p>Bought: {funds.purchases.map((p) => `${p.what} (${p.cost})`).join(', ')}</p>}
      <p>Hand size: {handSize(roster)} cards</p>
      <OwnRulesList rules={roster.ownRules} />
      <NotesText notes={roster.notes} />
    </>
  );
}

const parts: BuilderParts<WolsungClubBook, Roster> = { game: clubGame, Editor: ClubEditor, CampaignSteps: ClubExtras, printModels, PrintHeader };

export default function WolsungBuilder({ book }: { book: WolsungClubBook }) {
  return <BookBuilder book={book} parts={parts} />;
}
