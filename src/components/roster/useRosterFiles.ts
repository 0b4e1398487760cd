/**
 * The builder's files, bound to the browser: the file picker's file is read and imported, the open
 * roster and the backup of everything are downloaded. The commands and their sentences are the roster
 * kit's (src/roster/file-commands.ts); each action reports its status line.
 */
import { everything, exportRoster, importFile, MAX_IMPORT_CHARS, type KeyValueStore, type RosterGame, type RosterLibrary, type SavedRoster } from '../../roster';
import { downloadText, readFileText } from './browser-files';
import type { Status } from './StatusLine';

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
  const download = (file: { name: string; text: string; status: Status }) => {
    downloadText(file.name, file.text);
    report(file.status);
  };
  return {
    importFile: async (file) => {
      if (!file || !library) return;
      const done = importFile(library, game, await readFileText(file, MAX_IMPORT_CHARS));
      if (done.opened) opened(done.opened);
      report(done.status);
    },
    exportRoster: (roster) => download(exportRoster(game, roster)),
    downloadEverything: () => {
      if (library && store) download(everything(library, store, game, new Date()));
    },
  };
}
