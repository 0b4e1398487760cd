/** One reference card of a deck: the shared Card frame around its body blocks. */
import type { GameSlug } from '../../common/catalog';
import type { CardSpec } from '../../cards/types';
import { Card } from './Card';
import { CardBlocks } from './CardBlocks';

/** DOM id of a card on its page (prefixed, so a card id never clashes with a heading's anchor). */
export const cardDomId = (id: string) => `card-${id}`;

export function DeckCard({ card, game }: { card: CardSpec; game: GameSlug }) {
  return (
    <Card id={cardDomId(card.id)} title={card.title} game={game} kicker={card.kicker} href={card.href}>
      <CardBlocks blocks={card.blocks} />
    </Card>
  );
}
