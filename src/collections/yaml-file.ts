import { readFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import { file } from 'astro/loaders';
import type { Loader } from 'astro/loaders';

/**
 * Astro's file() loader, made strict. On its own, file() logs a YAML syntax error and carries on
 * with an empty collection, so a typo in a data file would silently empty a table on the site.
 * This loader parses the file first and fails the build naming the file and line; schema errors
 * already fail the build with the file, entry and field.
 */
export function yamlFile(path: string): Loader {
  const inner = file(path);
  return {
    name: 'strict-yaml-file',
    load: async (context) => {
      const text = await readFile(new URL(path, context.config.root), 'utf8');
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
      await inner.load(context);
    },
  };
}
