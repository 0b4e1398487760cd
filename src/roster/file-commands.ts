/**
 * The builder's file commands (src/components/roster/useRosterFiles.ts only binds them to the
 * browser's file picker and download): import a roster file or a backup, always as new entries;
 * export the open roster; download everything. Each returns the status line's sentence.
 */
import { backupFileName, backupReport, backupText, isBackup, readBackup } from './backup';
import { MAX_FILE_CHARS, readRosterText, rosterFileName, rosterFileText, tooLargeMessage } from './files';
import type { RosterGame } from './game';
import { rosterKey, type RosterEnvelope, type RosterLibrary, type SavedRoster } from './library';
import type { KeyValueStore } from './store';
import type { WorkbenchStatus } from './workbench';

/** A backup holds many rosters: it may be this many times a roster file's limit. */
export const BACKUP_FACTOR = 50;

/** The most characters a file picked for import may hold (a backup's limit). */
export const MAX_IMPORT_CHARS = MAX_FILE_CHARS * BACKUP_FACTOR;

/** A file as read for import: its text, or its size when it was longer than MAX_IMPORT_CHARS. */
export type ImportedFile = { text: string } | { tooLarge: number };

const notImported = (why: string): WorkbenchStatus => ({ tone: 'error', text: `Not imported: ${why} Nothing saved was changed.` });

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function importBackup<R>(library: RosterLibrary<R>, game: RosterGame<R>, text: string): WorkbenchStatus {
  try {
    const contents = readBackup(JSON.parse(text), game.game);
    const said = backupReport(library.importBackup(contents.mine, contents.others), contents.refused);
    return { tone: said.refused ? 'error' : 'info', text: said.text };
  } catch (error) {
    return notImported(error instanceof Error ? error.message : 'the backup cannot be read.');
  }
}

/** Imports a picked file as new entries: a backup (every entry it holds) or one roster, which is then `opened`. */
export function importFile<R>(library: RosterLibrary<R>, game: RosterGame<R>, file: ImportedFile): { status: WorkbenchStatus; opened?: SavedRoster<R> } {
  // A backup is told by its first field, then checked whole; anything else is read as a roster.
  if ('text' in file && /"backup"\s*:\s*"skirmish-shelf"/.test(file.text.slice(0, 200)) && isBackup(parseOrNull(file.text))) {
    return { status: importBackup(library, game, file.text) };
  }
  const result = 'tooLarge' in file ? { ok: false as const, message: tooLargeMessage(file.tooLarge, game) } : readRosterText(file.text, game);
  if (!result.ok) return { status: notImported(result.message) };
  const opened = library.create(result.roster);
  return { opened, status: { tone: 'info', text: `Imported “${game.name(opened.roster)}” as a new ${game.noun}; nothing else changed.` } };
}

/** The open roster as a file: its name, its text and the sentence saying so. */
export function exportRoster<R>(game: RosterGame<R>, roster: R): { name: string; text: string; status: WorkbenchStatus } {
  const name = rosterFileName(roster, game);
  return { name, text: rosterFileText(roster, game), status: { tone: 'info', text: `Exported “${game.name(roster)}” as ${name}.` } };
}

/** Every roster of every game on this device (this game's pending changes included) as one backup file. */
export function everything<R>(library: RosterLibrary<R>, store: KeyValueStore, game: RosterGame<R>, now: Date): { name: string; text: string; status: WorkbenchStatus } {
  const held = new Map<string, RosterEnvelope>(library.envelopes().map((e) => [rosterKey(game.game, e.id), e]));
  const name = backupFileName(now);
  return { name, text: backupText(store, held, now), status: { tone: 'info', text: `Downloaded everything saved on this device as ${name}; importing it adds every entry as new.` } };
}
