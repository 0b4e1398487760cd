/**
 * A game's data tables read straight from their YAML files, validated by the same Zod schemas as the
 * content collections, for the roster rules' `checkRoster(roster)` (which takes no data argument) and
 * the unit tests. Builder pages do not use this: they pass the collections' data as props, so the
 * browser never loads a YAML reader.
 *
 * One loader for every game, working under Vite (Vitest, Astro) and under plain Node (Playwright,
 * scripts): each game hands over its own `import.meta.glob` call (Vite needs the pattern written
 * literally in the calling module); where import.meta.glob does not exist, the files are read from disk.
 */
import yaml from 'js-yaml';
import type { z } from 'zod';

/** The entries of one YAML data file, each parsed with `schema`; throws naming the file and entry. */
export function yamlList<S extends z.ZodType>(text: string, schema: S, file: string): z.infer<S>[] {
  const raw = yaml.load(text, { filename: file });
  if (!Array.isArray(raw)) throw new Error(`${file} must be a YAML list of entries.`);
  return raw.map((entry, i) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(`${file}, entry ${i + 1}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
    }
    return result.data as z.infer<S>;
  });
}

/** A game's data folder: `list("weapons", weaponSchema)` reads content/<slug>/data/weapons.yaml. */
export interface GameDataFiles {
  list<S extends z.ZodType>(name: string, schema: S): z.infer<S>[];
}

/**
 * The data files of `content/<slug>/data/`. `viteGlob` is the game's
 * `() => import.meta.glob<string>('/content/<slug>/data/*.yaml', { query: '?raw', import: 'default', eager: true })`.
 */
export function gameDataFiles(slug: string, viteGlob: () => Record<string, string>): GameDataFiles {
  let texts: Record<string, string> | undefined;
  try {
    texts = viteGlob();
  } catch {
    // Plain Node: import.meta.glob is undefined. Read from disk below (no static import of node:fs, so
    // a bundle that pulls this module in by mistake still builds).
  }
  const read = (path: string): string => {
    if (texts) {
      const text = texts[path];
      if (text === undefined) throw new Error(`${path.slice(1)} is missing`);
      return text;
    }
    const fs = process.getBuiltinModule('node:fs');
    // This file is src/common/yaml-data.ts: the project root is two folders up.
    return fs.readFileSync(new URL(`../..${path}`, import.meta.url), 'utf8');
  };
  return {
    list(name, schema) {
      const path = `/content/${slug}/data/${name}.yaml`;
      return yamlList(read(path), schema, path.slice(1));
    },
  };
}

/** A value computed once, on first use (data tables are parsed only when a roster needs them). */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
