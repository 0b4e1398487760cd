/** One phone of a Table Link property test: its own game (my side), its link, and its step clock. */
import { take, type GameDoc, type PlayCommand } from '../../../src/play/log';
import type { PlayRules } from '../../../src/play/state';
import type { TableLink } from '../../../src/play/table-link';

export interface Phone {
  doc: GameDoc;
  link: TableLink;
  clock: number;
}

/** The n-th second of a fixed evening, so steps are ordered by their phone's clock. */
export const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 18, 0, 0) + n * 1000);

/** A tap on a phone under `rules`: one step of its own game, stamped by its clock and its phone's id. */
export const tapWith =
  <R>(rules: PlayRules<R>) =>
  (p: Phone, cmd: PlayCommand): void => {
    p.clock++;
    p.doc = take(rules, rules.parse(p.doc.roster), p.doc, cmd, `step ${p.clock}`, at(p.clock), p.link.me);
  };
