/**
 * A rule's or item's name on a model's card: linked to its entry on our rules pages when there is
 * one, and on the play card's datacard struck through with why when the game has put it out of use.
 */
export function RuleName({ name, href, why }: { name: string; href?: string | undefined; why?: string | undefined }) {
  const label = href ? <a href={href}>{name}</a> : name;
  return (
    <>
      <strong>{why ? <s>{label}</s> : label}</strong>
      {why ? ` (out of use: ${why})` : ''}
    </>
  );
}
