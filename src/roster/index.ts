/**
 * The game-agnostic roster kit: storage, versions and migrations, files, share links. Pure
 * TypeScript (no DOM types, no React); the builder UI kit is src/components/roster/. See README.md.
 */
export { RosterFormatError, fieldPath, rosterErrorFromZod, describeIssue, type ZodIssueLike } from './errors';
export { normalizeName, sameName, nameIndex } from './names';
export { memoryStore, webStorageStore, browserStore, type KeyValueStore, type WebStorageLike } from './store';
export { defineRosterFormat, upgradeRoster, type Migration, type RosterFormat, type RosterFormatSpec, type RosterJson, type RosterSchema } from './format';
export { modelIndexOf, modelAnchor, type RosterGame, type RosterProblem } from './game';
export { MAX_ROSTER_CHARS, MAX_FILE_CHARS, MAX_ROSTER_JSON, readRosterJson, readRosterText, describeReadError, tooLargeMessage, rosterFileText, rosterFileName, rosterSizeProblems, type ReadResult } from './files';
export { SHARE_KEY, TOO_LARGE_LINK, asPlayed, shareFragment, shareUrl, sharedPayload, readShareFragment, readPastedShare, type LinkCarries } from './share';
export {
  RosterLibrary,
  ENVELOPE_VERSION,
  rosterKey,
  randomId,
  type RosterEnvelope,
  type SavedRoster,
  type UnreadableRoster,
  type DeletedRoster,
  type LibrarySnapshot,
  type LibraryOptions,
  type LibraryEvent,
  type Revision,
  ROSTER_PREFIX,
  revisionOf,
} from './library';
export { sameModelCard, sameProblems, problemsByModel, rememberedCheck } from './model-view';
export { landEdit, mergeJson, rebase, sameJson, type MergeResult, type Relog } from './merge';
export { nextStep, sequenceLine, statusWords, stepsDue, type SequenceStep, type StepStatus } from './step-sequence';
export type { StepSnapshot, StepGame, StepUndo, UndoQuestion } from './step-undo';
export { emptyHistory, recordChange, undoLast, undoable, rekey, UNDO_LIMIT, type UndoHistory } from './undo-history';
export { backupReport, backupText, backupFileName, entryWords, isBackup, readBackup, BACKUP_VERSION, type BackupFile, type BackupEntry } from './backup';
export { decompressFromEncodedURIComponent, linkPayload, MAX_UNPACKED_CHARS } from './lz-decompress';
export { BACKUP_FACTOR, MAX_IMPORT_CHARS, everything, exportRoster, importFile, type ImportedFile } from './file-commands';
