/**
 * One printable card: a reference card on /<slug>/cards/ or a model card on a builder's print sheet.
 * Pure render (no state, no effects), so Astro can render it to static HTML and React islands
 * (the builders) can render the very same markup. Size and print layout live in cards.css.
 *
 * Black-and-white friendly: the game's accent colour is only the border (set by `data-game`), and
 * the link to the rules section shows on screen only.
 */
import type { ReactNode } from 'react';
import type { GameSlug } from '../../common/catalog';
import './cards.css';

export interface CardProps {
  /** The card's name, as the book prints it (a profile, an item, a rule, "Turn sequence"). */
  title: string;
  game: GameSlug;
  /** A short line above the title naming the group: "Gadget · weapon", "Quick reference". */
  kicker?: string;
  /** The rules section the card summarises (on screen only). */
  href?: string;
  /** `poker`: 63 × 88 mm in print (reference cards). `model`: a roster's model card, which may be taller. */
  size?: 'poker' | 'model';
  /** A stable id (for selection, links and tests). */
  id?: string;
  children: ReactNode;
}

export function Card({ title, game, kicker, href, size = 'poker', id, children }: CardProps) {
  return (
    <article className="sh-card" data-game={game} data-size={size} id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <header className="sh-card__head">
        {kicker ? <p className="sh-card__kicker">{kicker}</p> : null}
        <h3 className="sh-card__title" id={id ? `${id}-title` : undefined}>
          {title}
        </h3>
      </header>
      <div className="sh-card__body">{children}</div>
      {href ? (
        <a className="sh-card__rules" href={href}>
          Rules: {title}
        </a>
      ) : null}
    </article>
  );
}
