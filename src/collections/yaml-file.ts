import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { file } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';

/**
 * Astro's file() loader, made strict. On its own, file() logs a YAML syntax error and carries on
 * with an empty collection, so a typo in a data file would silently empty a table on the site.
 * This loader parses the file first and fails the build naming the file and line; schema errors
 * already fail the build with the file, entry and field.
 */
export type YamlFileLoader = Loader & {
  /** The YAML file, from the project root (the unit tests read the same file). */
  path: string;
};

export function yamlFile(path: string): YamlFileLoader {
  const inner = file(path);
  return {
    name: 'strict-yaml-file',
    path,
    load: async (context) => {
      await readYamlList(path, context.config.root);
      await inner.load(context);
    },
  };
}

/**
 * One collection from the same file of every game, content/<game>/data/<name>.yaml, each entry
 * tagged with its game: its data gains `game`, and its collection id is "<game>/<id>" (two games may
 * use the same id). As strict as yamlFile(): a missing or malformed file, an entry without an id, or
 * an id used twice in one file fails the build naming the file.
 */
export function perGameYamlFiles(name: string, games: readonly string[]): Loader {
  const paths = games.map((game) => ({ game, path: `content/${game}/data/${name}.yaml` }));
  return {
    name: 'per-game-yaml-files',
    load: async (context) => {
      const { config, watcher, logger } = context;
      await syncPerGame(paths, context);
      const watched = new Set(paths.map(({ path }) => fileURLToPath(new URL(path, config.root))));
      for (const absolute of watched) watcher?.add(absolute);
      watcher?.on('change', async (changed) => {
        if (!watched.has(changed)) return;
        logger.info(`Reloading ${name} from every game`);
        await syncPerGame(paths, context);
      });
    },
  };
}

async function syncPerGame(paths: readonly { game: string; path: string }[], { config, store, parseData }: LoaderContext): Promise<void> {
  const loaded = await Promise.all(paths.map(async (p) => ({ ...p, entries: await readYamlList(p.path, config.root) })));
  store.clear();
  for (const { game, path, entries } of loaded) {
    const filePath = fileURLToPath(new URL(path, config.root));
    const seen = new Set<string>();
    for (const entry of entries) {
      const ownId = String(entry.id);
      if (seen.has(ownId)) throw new Error(`${path}: the id "${ownId}" is used by two entries.`);
      seen.add(ownId);
      const id = `${game}/${ownId}`;
      store.set({ id, data: await parseData({ id, data: { ...entry, game }, filePath }), filePath: path });
    }
  }
}

/** Reads a data file that must be a non-empty YAML list of entries, each with an id. */
async function readYamlList(path: string, root: URL): Promise<Record<string, unknown>[]> {
  const text = await readFile(new URL(path, root), 'utf8');
  let data: unknown;
  try {
    data = yaml.load(text, { filename: path });
  } catch (error) {
    throw new Error(`${path} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(data) || data.length === 0) {
    throw new Error(`${path} must be a non-empty YAML list of entries, each with an id.`);
  }
  const missing = data.findIndex((entry) => typeof entry !== 'object' || entry === null || !('id' in entry));
  if (missing >= 0) throw new Error(`${path}: entry ${missing + 1} has no id.`);
  return data as Record<string, unknown>[];
}
