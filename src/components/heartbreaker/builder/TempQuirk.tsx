/**
 * Prepare for War's quirk for the next skirmish only, in its own place on the fighter: a Weapon or
 * Gear quirk chosen from the book (HB 1017), never one of the fighter's own quirks. It counts in the
 * fighter's stats and weapons until the skirmish is played; the gang's checks say when Prepare for
 * War is not paid for, when more than three fighters hold one, and when it breaks the armour rules.
 */
import type { Roster } from "../../../games/heartbreaker/roster-format";
import { PREPARE_FOR_WAR } from "../../../games/heartbreaker/roster-checks";
import {
  fighterLabel,
  setTempQuirk,
  type HeartbreakerBook,
} from "../../../games/heartbreaker/roster-rules";
import { ChoiceField } from "../../roster";

export function TempQuirk({
  roster,
  index,
  book,
  onChange,
}: {
  roster: Roster;
  index: number;
  book: HeartbreakerBook;
  onChange: (next: Roster) => void;
}) {
  const f = roster.fighters[index]!;
  const paid = roster.nextSkirmish.includes(PREPARE_FOR_WAR);
  // Without the action paid for, only taking a quirk away is offered.
  if (!paid && !f.tempQuirk) return null;
  const options = [...book.weapons, ...book.gear].map((q) => ({
    value: q.name,
    label: q.name,
  }));
  return (
    <ChoiceField
      label={`Prepare for War: ${fighterLabel(f, index)}’s extra quirk, next skirmish only`}
      value={f.tempQuirk ?? ""}
      empty="None"
      options={options}
      onChange={(name) => onChange(setTempQuirk(roster, index, name))}
      hint="For three fighters, not one of the fighter’s own quirks: it counts in the stats and weapons until the skirmish is played."
    />
  );
}
