/**
 * Prepare for War's quirk for the next skirmish only, in its own place on the fighter: a Weapon or
 * Gear quirk chosen from the book, never one of the fighter's own quirks and never a problem.
 */
import type { Roster } from "../../../games/heartbreaker/roster-format";
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
      hint="Not one of the fighter’s own quirks: it goes when the skirmish is recorded in the campaign log."
    />
  );
}
