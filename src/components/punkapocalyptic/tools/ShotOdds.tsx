/** The shot-odds island: the kit's generic tool on the shot-odds adapter, with its Precision checklist. */
import type { ReactNode } from 'react';
import { CheckboxField, FieldGroup, OddsTool, RadioGroup, type RuleLink, type WidgetProps } from '../../tools';
import { signed } from '../../../games/punkapocalyptic/words';
import { checklistModifier } from '../../../games/punkapocalyptic/shot-modifiers';
import { CHECKBOXES, checklistChange, rowValue, shotFields, shotOddsTool, type ShotOddsData, type ShotValues } from '../../../games/punkapocalyptic/tools/shot-odds';
import './punk-tools.css';

/** The Precision modifiers the rules name, each showing its value; ticking one moves the total modifier. */
function Checklist({ setup, data }: WidgetProps<typeof shotFields, ShotOddsData>) {
  const v = setup.values;
  const apply = (change: Parameters<typeof checklistChange>[1]) => {
    for (const [name, value] of Object.entries(checklistChange(v, change, data))) setup.set(name as keyof ShotValues & string, value as never);
  };
  const noteOf = (row: string) => checklistModifier(v, data.modifiers, data.specialRules).items.find((i) => i.id === row)?.note;
  return (
    <FieldGroup legend="Precision modifiers">
      <RadioGroup
        legend="Range band"
        name={setup.which === 'b' ? 'b.range' : 'range'}
        value={v.range}
        options={shotFields.range.options.map((o) => ({ value: o.value, label: `${o.label} (${signed(rowValue(data, `${o.value}-range`))})` }))}
        onChange={(range) => apply({ range })}
      />
      {CHECKBOXES.map(({ key, row, label, inverted }) => {
        const checked = inverted ? !v[key] : v[key];
        return (
          <CheckboxField
            key={key}
            label={`${label} (${signed(rowValue(data, row))})`}
            checked={checked}
            hint={checked ? noteOf(row) : undefined}
            onChange={(on) => apply({ [key]: inverted ? !on : on })}
          />
        );
      })}
    </FieldGroup>
  );
}

export default function ShotOdds({ data, links, children }: { data: ShotOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={shotOddsTool} data={data} links={links} widgets={{ checklist: (p) => <Checklist {...p} /> }}>
      {children}
    </OddsTool>
  );
}
