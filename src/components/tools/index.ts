/** The shared UI kit of the odds calculators; see README.md in this folder for how a tool uses it. */
export { formatPercent, formatNumber, formatPointsDifference, toProbability } from '../../common/numbers';
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
} from '../../tools/query-state';
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
  LinkUpgrade,
} from '../../tools/query-state';
export { chartRows, describeDistribution, lastShownIndex } from '../../tools/distribution-view';
export type { ChartRow } from '../../tools/distribution-view';
export { useQueryState } from './useQueryState';
export type { QueryState, SetupState } from './useQueryState';
export { useComputed, compute, isInputError } from './useComputed';
export type { Computed, Outcome, OddsSummary } from './useComputed';
export { defineTool } from '../../tools/adapter';
export { splitAnswer, isAnswerBlock, headlineLines } from '../../tools/answer';
export type { AnswerBlock, SplitView } from '../../tools/answer';
export type { ToolAdapter, ResultView, ResultBlock, FormItem, Line, Inline, Paragraph, OutcomeRow } from '../../tools/adapter';
export { consequences, reconcile, clampTo } from '../../tools/linked-fields';
export type { PoolLink, FollowUps } from '../../tools/linked-fields';
export { useLinkedSetup } from './useLinkedSetup';
export { OddsTool } from './OddsTool';
export type { OddsToolProps, WidgetProps, Widgets } from './OddsTool';
export { NumberField, CheckboxField, CountField, OptionalCountField, SelectField, RadioGroup, Field, SetupFields } from './fields';
export type { NumberFieldProps, CheckboxFieldProps, CountFieldProps, OptionalCountFieldProps, SelectFieldProps, RadioGroupProps, FieldProps, SetupFieldsProps } from './fields';
export {
  Headline,
  DistributionChart,
  DistributionTable,
  BarChart,
  OutcomeTable,
  HowComputed,
  RefusalMessage,
  OddsResults,
  ResultBlocks,
  ResultBlockView,
  AnswerView,
  ToolFailure,
  FailureBoundary,
} from './results';
export type {
  HeadlineProps,
  DistributionChartProps,
  DistributionTableProps,
  BarChartProps,
  OutcomeTableProps,
  HowComputedProps,
  RefusalMessageProps,
  RuleLink,
  OddsResultsProps,
} from './results';
export { ToolShell, FieldGroup, SetupPanel, CompareLayout, ResultsLink } from './layout';
export type { ToolShellProps, FieldGroupProps, SetupPanelProps, CompareLayoutProps } from './layout';
