/**
 * The Epilogue's rewards read from what the scenario pays (HB 505-507: "collect rewards for the
 * scenario's main objective"), as the match report words it (battle.ts `pays`, from scenarios.yaml's
 * `battle.pays`): the resources gained or lost, and the choices the Epilogue leaves to a gang
 * ("1 Supply or 1 Ammo, your choice"). Pure.
 *
 * - A line for a role the game did not settle ("If your gang were the Captors: …") pays nothing by
 *   default: the player says which role the gang had by entering the reward.
 * - A claim from the rival gang ("You may claim 2 of one resource from the Hunters") is a choice of
 *   this gang's; one the rival makes from this gang ("The Prey may claim 2 … from your gang") is a
 *   loss, the rival's choice. H13 moves the point; H9 keeps any count at 0 or more.
 * - A line that does not read as resources gives null: the player enters that reward.
 */
import type { ResourceKind } from './roster-format';

const KINDS: readonly ResourceKind[] = ['reputation', 'territory', 'supply', 'ammo'];

export interface PayOption {
  kind: ResourceKind;
  /** Gained (negative: lost). */
  amount: number;
}

/** One choice a pays line leaves open: which of `options`, chosen by this gang or the rival. */
export interface PayChoice {
  options: PayOption[];
  by: 'you' | 'rival';
  /**
   * A claim that moves resources between the gangs (Headhunters, HB 1252): 'rival' when this gang
   * takes from the rival (capped by what the rival holds, H13 with H9), 'you' when the rival takes
   * from this gang (a loss, capped by what this gang holds, H9). Absent for a plain gain or loss.
   */
  claim?: 'rival' | 'you';
}

export interface PayParts {
  line: string;
  /** Resources the line pays for sure (negative: lost). */
  gain: Partial<Record<ResourceKind, number>>;
  choices: PayChoice[];
  /** Paid only if this gang had a role the game did not settle: nothing by default. */
  conditional: boolean;
}

const kindOf = (word: string): ResourceKind | undefined => KINDS.find((k) => k === word.trim().toLowerCase());

/** "2 Supply", "2 Reputation for extracting more Caches than the rival": the amount and resource, or null. */
function option(text: string, sign: number): PayOption | null {
  const m = /^(\d{1,3}) ([a-z]+)(?: for .+)?$/.exec(text.trim());
  const kind = m ? kindOf(m[2]!) : undefined;
  return m && kind ? { kind, amount: sign * Number(m[1]) } : null;
}

/** One pays line of the match report, read as resources; null when it does not read as them. */
export function payParts(line: string): PayParts | null {
  let t = line.trim();
  const conditional = /^if your gang were\b/i.test(t);
  t = t
    .replace(/^if your gang were [^:]+:\s*/i, '')
    .replace(/^ran for it:\s*/i, '')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const parts: PayParts = { line, gain: {}, choices: [], conditional };
  const claim = /^(you|the [a-z]+) may claim (\d{1,3}) of one resource from ([^:]+): (.+), (your|their) choice$/.exec(t);
  if (claim) {
    const fromUs = claim[3]!.trim() === 'your gang';
    const kinds = claim[4]!.split(/,\s*|\s+or\s+/).map(kindOf);
    if (kinds.some((k) => !k)) return null;
    const amount = (fromUs ? -1 : 1) * Number(claim[2]);
    parts.choices.push({ options: kinds.map((kind) => ({ kind: kind!, amount })), by: claim[5] === 'their' ? 'rival' : 'you', claim: fromUs ? 'you' : 'rival' });
    return parts;
  }
  const by = / their choice$/.test(t) ? 'rival' : 'you';
  const clauses = t.replace(/,\s*(your|their) choice$/, '').split(/,?\s+(?:and|plus)\s+/);
  for (const raw of clauses) {
    const lose = /^lose\s+/.test(raw);
    const clause = raw.replace(/^(lose|gain)\s+/, '');
    const options = clause.split(/\s+or\s+/).map((o) => option(o, lose ? -1 : 1));
    if (options.length === 0 || options.some((o) => o === null)) return null;
    if (options.length === 1) {
      const o = options[0]!;
      parts.gain[o.kind] = (parts.gain[o.kind] ?? 0) + o.amount;
    } else parts.choices.push({ options: options as PayOption[], by });
  }
  return parts;
}

/** Every choice of `parts` in order, as the Epilogue lists them. */
export const choicesOf = (parts: readonly PayParts[]): PayChoice[] => parts.filter((p) => !p.conditional).flatMap((p) => p.choices);

/** The index of the option taken of `c`: `pick` when it is one, else the first. */
const pickOf = (c: PayChoice, pick: number | undefined): number => (pick !== undefined && Number.isInteger(pick) && pick >= 0 && pick < c.options.length ? pick : 0);

/** What the rival holds, as far as this gang knows (the rival's sheet the game held, or typed). */
export type Holding = Partial<Record<ResourceKind, number>>;

/**
 * What a claim from the rival gang really takes (HB 1252 with H13 and H9): the amount claimed, or
 * what the rival holds of that resource when it holds less; the amount claimed when the holding is
 * not known. Never below 0, never NaN.
 */
export function claimTakes(o: PayOption, holds: Holding | undefined): number {
  const had = holds?.[o.kind];
  if (had === undefined || !Number.isFinite(had)) return o.amount;
  return Math.max(0, Math.min(o.amount, Math.floor(had)));
}

/**
 * The rewards the pays lines give, with `picks[i]` the option taken of the i-th choice (choicesOf;
 * the first when not given or out of range). Conditional lines pay nothing. A claim from the rival
 * takes at most what `rivalHolds` says the rival has (HB 1252, H13, H9).
 */
export function rewardsFrom(parts: readonly PayParts[], picks: readonly number[] = [], rivalHolds?: Holding): Partial<Record<ResourceKind, number>> {
  const out: Partial<Record<ResourceKind, number>> = {};
  const add = (kind: ResourceKind, n: number) => {
    out[kind] = (out[kind] ?? 0) + n;
  };
  const paying = parts.filter((p) => !p.conditional);
  for (const p of paying) for (const k of KINDS) if (p.gain[k]) add(k, p.gain[k]!);
  choicesOf(paying).forEach((c, i) => {
    const o = c.options[pickOf(c, picks[i])]!;
    add(o.kind, c.claim === 'rival' ? claimTakes(o, rivalHolds) : o.amount);
  });
  return out;
}

/** A claim on the rival this Epilogue makes (HB 1252): the resource, what was claimed and what it takes. */
export interface Claim {
  kind: ResourceKind;
  claimed: number;
  /** What the rival holds of it; undefined when not known. */
  had: number | undefined;
  takes: number;
}

/** The claims on the rival among the choices picked (one for Headhunters' Prey), each with what it really takes. */
export function claimsOn(parts: readonly PayParts[], picks: readonly number[] = [], rivalHolds?: Holding): Claim[] {
  return choicesOf(parts).flatMap((c, i) => {
    if (c.claim !== 'rival') return [];
    const o = c.options[pickOf(c, picks[i])]!;
    const had = rivalHolds?.[o.kind];
    return [{ kind: o.kind, claimed: o.amount, had: had !== undefined && Number.isFinite(had) ? Math.max(0, Math.floor(had)) : undefined, takes: claimTakes(o, rivalHolds) }];
  });
}

/** The pays lines read (those that do not read are left for the player, `unread`). */
export function readPays(pays: readonly string[]): { parts: PayParts[]; unread: string[] } {
  const parts: PayParts[] = [];
  const unread: string[] = [];
  for (const line of pays) {
    const p = payParts(line);
    if (p) parts.push(p);
    else unread.push(line);
  }
  return { parts, unread };
}

const WORD: Record<ResourceKind, string> = { reputation: 'Reputation', territory: 'Territory', supply: 'Supply', ammo: 'Ammo' };

/** An option in words: "1 Supply", "lose 2 Ammo". */
export const optionWords = (o: PayOption): string => `${o.amount < 0 ? 'lose ' : ''}${Math.abs(o.amount)} ${WORD[o.kind]}`;

/**
 * Agendas: the draft's Epilogue (HB 505-507) pays for the scenario's objective and for agendas a
 * gang completed, but no line of the draft defines an agenda (HB 507 is the only mention;
 * the seven scenarios' Epilogues, HB 1051-1289, pay their objectives only). So the Epilogue counts
 * what the draft does define, the scenario's rewards and the Bounties collected (HB 511), and says so.
 */
export const AGENDAS_NOTE = 'Agendas: the draft’s Epilogue (HB 507) mentions rewards for agendas, but no agenda is defined anywhere in it, so none are counted here.';

/** The label of an Epilogue reward counter: what the draft defines it from (HB 507, the scenario's main objective). */
export const rewardLabel = (kind: ResourceKind): string => `From the scenario: ${WORD[kind]} (a loss below 0)`;

/** The hint under the Reputation counter: the Bounties collected come on top (HB 511). */
export const REPUTATION_HINT = 'The Bounties collected from Take Downs (HB 511) are added on top, as listed below.';
