/**
 * Arsenal Campaign arithmetic around one game, beside campaign.ts's calculator: what the crew hired
 * for the game costs against the encounter size (ruling C8: masters 15, 0-cost henchmen 13 minus
 * their cache, leader or not, and the upgrades it takes), what is left over for the soulstone pool, and how many cards the Aftermath
 * Hand holds (aftermath-hand.yaml). Pure; the numbers come from the data through `CampaignRules`.
 */
import { hireCost, upgradeSs, ZERO_COST_HENCHMAN_BASE, type CampaignRules } from './campaign';
import type { AftermathHandCard, WithdrawalCase } from './schema';

export interface CrewModel {
  id: string;
  name: string;
  station: 'master' | 'henchman' | 'other';
  /** Printed SS cost (null for a master). */
  cost: number | null;
  cache: number | null;
}

export interface CrewLine {
  name: string;
  ss: number;
  /** Why it costs that ("leader, a master", "leader, 13 − cache 4"), empty for a printed cost. */
  why: string;
}

export interface CrewCost {
  lines: CrewLine[];
  /** Every model and upgrade hired, added up. */
  total: number;
  /** The encounter size played (the agreed one, else the largest). */
  size: number;
  /** SS not spent on the crew (negative when the crew costs more than the size). */
  leftover: number;
  /** The part of the leftover that goes to the soulstone pool (at most its usual limit). */
  toPool: number;
}

/**
 * What a model costs when hired for a campaign game (C8, through campaign.ts's hireCost): a master
 * 15 and a 0-cost henchman 13 minus its cache, leader or not; any other model its printed cost (a
 * 0-cost model that is no henchman costs its printed 0: C8 does not price it).
 */
export function hiringCost(model: CrewModel, leader: boolean): CrewLine {
  const name = model.name.trim() || model.id;
  const printed = Math.max(0, model.cost ?? 0);
  const cache = Math.max(0, model.cache ?? 0);
  const master = model.station === 'master';
  const zeroCostHenchman = model.station === 'henchman' && printed === 0;
  const ss = model.station === 'other' && printed === 0 ? 0 : hireCost({ cost: printed, master, cache }, []);
  const why = master ? 'a master' : zeroCostHenchman ? `${ZERO_COST_HENCHMAN_BASE} − cache ${cache}` : '';
  return { name, ss, why: leader ? (why ? `leader, ${why}` : 'leader') : why };
}

/** The crew hired for a game against the encounter size: each model and upgrade, the total and the leftover for the pool. */
export function crewCost(
  models: readonly CrewModel[],
  leader: string | null,
  upgrades: readonly { name: string; cost: number }[],
  size: number,
  rules: Pick<CampaignRules, 'usualPoolLimit'>,
): CrewCost {
  const lines = [
    ...models.map((m) => hiringCost(m, m.id === leader)),
    ...upgrades.map((u) => ({
      name: u.name.trim() || 'Upgrade',
      ss: upgradeSs(u.cost),
      why: 'upgrade',
    })),
  ];
  const total = lines.reduce((sum, l) => sum + l.ss, 0);
  const leftover = size - total;
  return {
    lines,
    total,
    size,
    leftover,
    toPool: Math.max(0, Math.min(leftover, rules.usualPoolLimit)),
  };
}

export interface HandInput {
  /** The Strategic Withdrawal case this crew made, or null when it played to the end. */
  withdrawal: Pick<WithdrawalCase, 'withdrawerAftermath'> | null;
  won: boolean;
  /** The crew completed the last part of a bounty in this game. */
  bountyFinished: boolean;
}

/** Phase 1: the cards drawn into the Aftermath Hand and why; none after a withdrawal that skips the Aftermath. */
export function aftermathHand(cards: readonly AftermathHandCard[], input: HandInput): { size: number; reasons: string[] } {
  if (input.withdrawal && input.withdrawal.withdrawerAftermath !== 'full') return { size: 0, reasons: [] };
  const met: Record<AftermathHandCard['condition'], boolean> = {
    'completed-without-withdrawal': input.withdrawal === null,
    'won-the-game': input.won,
    'finished-a-bounty': input.bountyFinished,
  };
  const drawn = cards.filter((c) => met[c.condition]);
  return {
    size: drawn.reduce((sum, c) => sum + c.cards, 0),
    reasons: drawn.map((c) => c.reason),
  };
}
