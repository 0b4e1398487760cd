/**
 * A card's body from its blocks (src/cards/types.ts): paragraphs, profile facts, lists and small
 * tables. Pure render, like Card, so Astro renders it to static HTML.
 */
import type { CardBlock, CardItem } from '../../cards/types';

function Item({ item }: { item: CardItem }) {
  const named = item.name !== undefined || item.value !== undefined;
  return (
    <li>
      {item.name ? <strong>{item.name}</strong> : null}
      {item.value ? <span className="sh-card__value">{item.name ? ` (${item.value})` : item.value}</span> : null}
      {item.text ? (named ? `: ${item.text}` : item.text) : null}
    </li>
  );
}

function Block({ block }: { block: CardBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h4 className="sh-card__sub">{block.text}</h4>;
    case 'text':
      return (
        <p>
          {block.lead ? <strong>{block.lead} </strong> : null}
          {block.text}
        </p>
      );
    case 'facts':
      return (
        <dl className="sh-card__facts">
          {block.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'list': {
      const items = block.items.map((item, i) => <Item key={i} item={item} />);
      return block.ordered ? (
        <ol className="sh-card__list" start={block.start && block.start > 1 ? block.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul className="sh-card__list">{items}</ul>
      );
    }
    case 'table':
      return (
        <table className="sh-card__table">
          <thead>
            <tr>
              {block.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function CardBlocks({ blocks }: { blocks: readonly CardBlock[] }) {
  return (
    <>
      {blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </>
  );
}
