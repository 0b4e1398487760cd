/**
 * The builder's files: export the open roster, import a roster file or a backup (always as new
 * rosters), and "Download everything" (every roster of every game on this device, pending changes
 * included). Each action reports a status line.
 */
import {
  backupFileName,
  backupText,
  isBackup,
  MAX_FILE_CHARS,
  readBackup,
  backupReport,
  readRosterText,
  rosterFileName,
  rosterFileText,
  rosterKey,
  tooLargeMessage,
  type KeyValueStore,
  type RosterEnvelope,
  type RosterGame,
  type RosterLibrary,
  type SavedRoster,
} from '../../roster';
import { downloadText, readFileText } from './browser-files';
import type { Status } from './StatusLine';

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A backup holds many rosters: it may be this many times a roster file's limit. */
const BACKUP_FACTOR = 50;

export interface RosterFiles<R> {
  importFile: (file: File | undefined) => Promise<void>;
  exportRoster: (roster: R) => void;
  downloadEverything: () => void;
}

export function useRosterFiles<R>(
  library: RosterLibrary<R> | null,
  store: KeyValueStore | null,
  game: RosterGame<R>,
  opened: (entry: SavedRoster<R>) => void,
  report: (status: Status) => void,
): RosterFiles<R> {
  const importBackup = (text: string) => {
    if (!library) return;
    try {
      const contents = readBackup(JSON.parse(text), game.game);
      const added = library.importBackup(contents.mine, contents.others);
      const said = backupReport(added, contents.refused);
      report({ tone: said.refused ? 'error' : 'info', text: said.text });
    } catch (error) {
      report({ tone: 'error', text: `Not imported: ${error instanceof Error ? error.message : 'the backup cannot be read.'} Nothing saved was changed.` });
    }
  };
  return {
    importFile: async (file) => {
      if (!file || !library) return;
      const read = await readFileText(file, MAX_FILE_CHARS * BACKUP_FACTOR);
      if (!('tooLarge' in read) && /"backup"\s*:\s*"skirmish-shelf"/.test(read.text.slice(0, 200))) {
        if (isBackup(parseOrNull(read.text))) return importBackup(read.text);
      }
      const result = 'tooLarge' in read ? { ok: false as const, message: tooLargeMessage(read.tooLarge, game) } : readRosterText(read.text, game);
      if (!result.ok) {
        report({ tone: 'error', text: `Not imported: ${result.message} Nothing saved was changed.` });
        return;
      }
      const entry = library.create(result.roster);
      opened(entry);
      report({ tone: 'info', text: `Imported “${game.name(entry.roster)}” as a new ${game.noun}; nothing else changed.` });
    },
    exportRoster: (roster) => {
      downloadText(rosterFileName(roster, game), rosterFileText(roster, game));
      report({ tone: 'info', text: `Exported “${game.name(roster)}” as ${rosterFileName(roster, game)}.` });
    },
    downloadEverything: () => {
      if (!library || !store) return;
      const now = new Date();
      const held = new Map<string, RosterEnvelope>(library.envelopes().map((e) => [rosterKey(game.game, e.id), e]));
      downloadText(backupFileName(now), backupText(store, held, now));
      report({ tone: 'info', text: `Downloaded everything saved on this device as ${backupFileName(now)}; importing it adds every entry as new.` });
    },
  };
}
