/**
 * The printed roster: one sheet with the roster's name and header lines, then a model card per model
 * (the shared Card, size "model") with space for notes. Hidden on screen; roster.css shows only this
 * sheet when the page is printed, in black on white, never splitting a card across pages.
 */
import type { ReactNode } from 'react';
import { Card } from '../cards/Card';
import type { GameSlug } from '../../common/catalog';
import type { RosterProblem } from '../../roster';

/** One model's card on the print sheet. */
export interface PrintModel {
  /** The model's name (the card title). */
  title: string;
  /** Above the title: archetype, role ("Crack Shot · Foreman"). */
  kicker?: string;
  /** Profile, equipment, abilities in our words. */
  body: ReactNode;
}

export interface PrintSheetProps {
  game: GameSlug;
  gameName: string;
  noun: string;
  name: string;
  /** Lines under the title: faction, traits, pools. */
  header?: ReactNode;
  models: readonly PrintModel[];
  problems: readonly RosterProblem[];
  /** Printed after the cards, starting a new page (a slip to keep apart); left out when null. */
  after?: ReactNode;
  /** The campaign log, printed after the cards. */
  log?: ReactNode;
  /** Printed first among the cards (the scenario being played). */
  before?: ReactNode;
}

export function PrintSheet({ game, gameName, noun, name, header, models, problems, after, log, before }: PrintSheetProps) {
  return (
    <section className="rk-print not-content" aria-label={`Print sheet of ${name}`}>
      <header className="rk-print-head">
        <p className="rk-print-kicker">
          {gameName} {noun}
        </p>
        <h2 className="rk-print-title">{name}</h2>
        {header}
        {problems.length > 0 && (
          <div className="rk-print-problems">
            <p>
              Breaks {problems.length === 1 ? '1 building rule' : `${problems.length} building rules`}:
            </p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </div>
        )}
      </header>
      <div className="rk-print-cards">
        {before}
        {models.map((m, i) => (
          <Card key={i} game={game} size="model" title={m.title || `${noun} model ${i + 1}`} kicker={m.kicker}>
            {m.body}
            <div className="rk-notes" aria-label="Notes">
              <p className="rk-notes-label">Notes</p>
            </div>
          </Card>
        ))}
      </div>
      {log}
      {after != null && after !== false && <div className="rk-print-after">{after}</div>}
    </section>
  );
}
