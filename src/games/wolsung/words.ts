/** Words for Wolsung's data fields, shared by the rules pages' tables and the reference cards. */
import type { DiceModifier, RangeBand, Reaction, SpellCost, SpellType } from './schema';

/** A dice modifier with its sign: "+1", "-2", "0". */
export const signedDice = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Extra dice a reaction gives: "+2R", "+2F" or "none". */
export const reactionBonus = (r: Pick<Reaction, 'reflexBonus' | 'fightBonus'>): string =>
  [r.reflexBonus ? `+${r.reflexBonus}R` : '', r.fightBonus ? `+${r.fightBonus}F` : ''].filter(Boolean).join(', ') || 'none';

/** Whose pool a situational modifier changes. */
export const modifierSide: Record<DiceModifier['side'], string> = { attacker: 'Attacker', defender: 'Target', either: 'Either model' };

/** A situational modifier's dice: "+1R", "+2G". */
export const modifierDice = (m: Pick<DiceModifier, 'dice' | 'characteristic'>): string => `${m.dice > 0 ? '+' : ''}${m.dice}${m.characteristic}`;

/** A range band's heading: 0–8". */
export const rangeBandLabel = (b: RangeBand): string => `${b.minInches}–${b.maxInches}"`;

/** Who a spell type works on. */
export const spellTargets = (t: Pick<SpellType, 'targetCount' | 'targets'>): string =>
  t.targetCount === 'one' ? `One ${t.targets} model` : `Every ${t.targets} model in range and sight`;

/** When a spell type succeeds. */
export const spellSucceeds = (t: Pick<SpellType, 'opposedBy'>): string =>
  t.opposedBy === 'reflex' ? "Caster's successes ≥ target's Reflex successes" : 'Successes ≥ the difficulty [x]';

/** How many cards a spell cost takes: "1", "1 or 2". */
export const spellCostCards = (c: Pick<SpellCost, 'minimumCards' | 'maximumCards'>): string =>
  c.minimumCards === c.maximumCards ? `${c.minimumCards}` : `${c.minimumCards} or ${c.maximumCards}`;
