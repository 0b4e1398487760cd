/**
 * A Heroic Deed successes field (W5) with buttons that add a discarded card: +2 for a court card or
 * an ace, +1 for any other card. The field holds the total, which is what the odds function takes.
 * A widget of the Wolsung tools: the form item names the field, whose cards and their colour (and
 * optionally the label to show instead of the field's).
 */
import { Field, type FieldName, type FieldSpecs, type WidgetProps } from '../../tools';
import { HEROIC_DEED_SUCCESSES } from '../../../games/wolsung/odds';

export function HeroicDeedField<S extends FieldSpecs, D>({ setup, props }: WidgetProps<S, D>) {
  const name = props.field as FieldName<S>;
  const { who = '', colour = '', label } = props;
  const field = setup.spec[name]!;
  const max = field.kind === 'int' ? field.max : 0;
  const add = (n: number) => setup.set(name, Math.min(max, (setup.values[name] as number) + n) as never);
  // The form item may name the field in its own words (a single shot's cards need no shot number).
  const shown = label ? { ...setup, spec: { ...setup.spec, [name]: { ...field, label } } } : setup;
  return (
    <div className="tk-field">
      <Field setup={shown} name={name} />
      <div className="wt-cards">
        <button type="button" className="tk-button" aria-label={`+${HEROIC_DEED_SUCCESSES.courtOrAce} court card or ace: ${who} discards a ${colour} one`} onClick={() => add(HEROIC_DEED_SUCCESSES.courtOrAce)}>
          +{HEROIC_DEED_SUCCESSES.courtOrAce} court card or ace
        </button>
        <button type="button" className="tk-button" aria-label={`+${HEROIC_DEED_SUCCESSES.other} other card: ${who} discards any other ${colour} card`} onClick={() => add(HEROIC_DEED_SUCCESSES.other)}>
          +{HEROIC_DEED_SUCCESSES.other} other card
        </button>
      </div>
    </div>
  );
}
