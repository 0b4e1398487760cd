/**
 * The checks every game makes on a list of special rules picked from its book ({ name, x }): a
 * name the book prints, listed once, on an entry the rule is for, with its number exactly when the
 * rule takes one. No Zod here, so a builder whose schema is zod/mini can use it without pulling in
 * classic Zod (rule-refs.ts holds the classic schema and re-exports these).
 */
import { shown } from '../common/words';

/** A rule by its printed name, with its number when it takes one. */
export interface RuleRefLike {
  name: string;
  x?: number | null;
}

/** What the checks need to know of a rule. */
export interface RuleFacts {
  name: string;
  takesNumber: boolean;
  /** The entry this list belongs to may carry the rule. */
  fits: boolean;
  /** What the rule is for, in words ("weapons", "a model"). */
  forWhat: string;
}

/** How a game writes its rules: where they come from and what the number is called. */
export interface RuleWording {
  /** "the book", "the quick start". */
  source: string;
  /** "Delay (X)" or "Move Penalty [x]". */
  withNumber: (name: string) => string;
  /** "X" or "x". */
  number: string;
  /** Said after an unknown name: where a rule the book only mentions goes instead (P12, W9). */
  unknownHint?: string;
}

/**
 * The problems of one entry's list of rule references. `find` looks a name up in the book's list;
 * `facts` tells about the rule found; each problem goes to `add` with the path of the reference.
 */
export function checkRuleRefs<R>(
  refs: readonly RuleRefLike[],
  find: (name: string) => R | undefined,
  facts: (rule: R) => RuleFacts,
  wording: RuleWording,
  at: string,
  owner: string,
  add: (where: string, message: string) => void,
): void {
  const seen = new Set<R>();
  refs.forEach((ref, j) => {
    const where = `${at}.specialRules[${j}]`;
    const rule = find(ref.name);
    if (rule === undefined) {
      add(where, `${owner}: “${shown(ref.name)}” is not a special rule of ${wording.source}${wording.unknownHint ? `; ${wording.unknownHint}` : ''}.`);
      return;
    }
    const f = facts(rule);
    if (seen.has(rule)) {
      add(where, `${owner} lists ${f.name} twice.`);
      return;
    }
    seen.add(rule);
    if (!f.fits) add(where, `${owner}: ${f.name} is a rule for ${f.forWhat}.`);
    const x = ref.x ?? null;
    if (f.takesNumber && (x === null || x < 1)) add(where, `${owner}: ${wording.withNumber(f.name)} needs its number ${wording.number}, 1 or more.`);
    if (!f.takesNumber && x !== null) add(where, `${owner}: ${f.name} takes no number, but ${wording.number} is ${x}.`);
  });
}
