import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { z } from 'zod';

/** A game's YAML data for its tests (unit and end-to-end): each content/<slug>/data/<name>.yaml parsed entry by entry with its schema, and lookups by id. */
export function gameData(slug: string) {
  return {
    load<S extends z.ZodType>(name: string, schema: S): z.infer<S>[] {
      const raw = yaml.load(readFileSync(`content/${slug}/data/${name}.yaml`, 'utf8'));
      if (!Array.isArray(raw)) throw new Error(`content/${slug}/data/${name}.yaml is not a list`);
      return (raw as unknown[]).map((entry) => schema.parse(entry));
    },
    byId<T extends { id: string }>(rows: T[], id: string): T {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`no entry ${id} in ${slug}'s data`);
      return row;
    },
  };
}
