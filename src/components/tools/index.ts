/** The shared UI kit of the odds calculators; see README.md in this folder for how a tool uses it. */
export { formatPercent, formatNumber, formatPointsDifference, toProbability } from './format';
export {
  intField,
  booleanField,
  enumField,
  defineFields,
  defaultValues,
  parseField,
  formatField,
  describeAccepted,
  parseQuery,
  toQuery,
  mergeQuery,
  COMPARE_PREFIX,
  COMPARE_PARAM,
} from './query-state';
export type {
  IntFieldSpec,
  BooleanFieldSpec,
  EnumFieldSpec,
  EnumOption,
  FieldSpec,
  FieldSpecs,
  FieldName,
  FieldValue,
  Values,
  FieldErrors,
  ParsedField,
  ParsedSetup,
  ParsedQuery,
} from './query-state';
export { atLeast, chanceAtLeast, expectedValue, checkDistribution, chartRows, describeDistribution, lastShownIndex } from './distribution-view';
export type { ChartRow } from './distribution-view';
export { useQueryState } from './useQueryState';
export type { QueryState, SetupState } from './useQueryState';
export { useComputed, compute } from './useComputed';
export type { Computed, OddsSummary } from './useComputed';
export { NumberField, CheckboxField, SelectField, RadioGroup, Field, SetupFields } from './fields';
export type { NumberFieldProps, CheckboxFieldProps, SelectFieldProps, RadioGroupProps, FieldProps, SetupFieldsProps } from './fields';
export { Headline, DistributionChart, DistributionTable, HowComputed, RefusalMessage, OddsResults } from './results';
export type { HeadlineProps, DistributionChartProps, DistributionTableProps, HowComputedProps, RefusalMessageProps, RuleLink, OddsResultsProps } from './results';
export { ToolShell, FieldGroup, SetupPanel, CompareLayout } from './layout';
export type { ToolShellProps, FieldGroupProps, SetupPanelProps, CompareLayoutProps } from './layout';
