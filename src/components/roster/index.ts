/** The builders' UI kit (React): see README.md in this folder. The pure part is src/roster/. */
export { RosterWorkbench } from './RosterWorkbench';
export { BookBuilder } from './BookBuilder';
export type { BuilderParts } from './BookBuilder';
export type { EditorProps, RosterWorkbenchProps } from './RosterWorkbench';
export { PrintSheet } from './PrintSheet';
export type { PrintModel, PrintSheetProps } from './PrintSheet';
export { ProblemsSummary, ModelProblems } from './Problems';
export { SavedRosters } from './SavedRosters';
export { TextField, ChoiceField, CountField, OptionalCountField, CheckField, AddButton } from './controls';
export type { AddButtonProps, ChoiceOption, TextFieldProps, ChoiceFieldProps, CountFieldProps, OptionalCountFieldProps, CheckFieldProps } from './controls';
export { useRosterLibrary } from './useRosterLibrary';
export { downloadText, readFileText, copyText } from './browser-files';
export { CampaignLog, LogTimeline, PrintedLog, hasLog } from './CampaignLog';
export { OwnRulesField, OwnRulesList, NotesField, NotesText } from './OwnRules';
export { useStepRunner, useGuidedSteps, StepButton, FOCUS_STEP_DUE } from './StepRunner';
export { ModelStats } from './ModelStats';
export { TextList } from './TextList';
export type { Stat } from './ModelStats';
