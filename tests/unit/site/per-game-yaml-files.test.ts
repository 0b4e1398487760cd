import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LoaderContext } from 'astro/loaders';
import { perGameYamlFiles } from '../../../src/collections/yaml-file';

/** A site folder with content/<game>/data/glossary.yaml for each game given. */
function site(files: Record<string, string>): URL {
  const root = mkdtempSync(join(tmpdir(), 'glossary-loader-'));
  for (const [game, text] of Object.entries(files)) {
    mkdirSync(join(root, 'content', game, 'data'), { recursive: true });
    writeFileSync(join(root, 'content', game, 'data', 'glossary.yaml'), text);
  }
  return pathToFileURL(`${root}/`);
}

/** Runs the loader as Astro would, with a store that records what it was given. */
async function load(root: URL, games: string[]) {
  const stored = new Map<string, { data: Record<string, unknown>; filePath?: string }>();
  const context = {
    config: { root },
    store: { clear: () => stored.clear(), set: (e: { id: string; data: Record<string, unknown>; filePath?: string }) => stored.set(e.id, e) },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    logger: { info: () => {} },
  } as unknown as LoaderContext;
  await perGameYamlFiles('glossary', games).load(context);
  return stored;
}

describe('perGameYamlFiles: one collection from every game’s file', () => {
  it('tags each entry with its game and keys it "<game>/<id>", so two games may share an id', async () => {
    const root = site({
      alpha: '- id: activation\n  term: Activation\n- id: grit\n  term: Grit\n',
      beta: '- id: activation\n  term: Activation (beta)\n',
    });
    const stored = await load(root, ['alpha', 'beta']);
    expect([...stored.keys()].sort()).toEqual(['alpha/activation', 'alpha/grit', 'beta/activation']);
    expect(stored.get('beta/activation')).toEqual({
      id: 'beta/activation',
      data: { id: 'activation', term: 'Activation (beta)', game: 'beta' },
      filePath: 'content/beta/data/glossary.yaml',
    });
  });

  it('fails naming the file on a missing file, bad YAML, an entry without an id or an id used twice', async () => {
    await expect(load(site({ alpha: '- id: a\n' }), ['alpha', 'beta'])).rejects.toThrow(/no such file|ENOENT/);
    await expect(load(site({ alpha: '- id: [a\n' }), ['alpha'])).rejects.toThrow('content/alpha/data/glossary.yaml is not valid YAML');
    await expect(load(site({ alpha: '- id: a\n- term: B\n' }), ['alpha'])).rejects.toThrow('content/alpha/data/glossary.yaml: entry 2 has no id.');
    await expect(load(site({ alpha: '- id: a\n- id: a\n' }), ['alpha'])).rejects.toThrow('content/alpha/data/glossary.yaml: the id "a" is used by two entries.');
    await expect(load(site({ alpha: '[]\n' }), ['alpha'])).rejects.toThrow('must be a non-empty YAML list');
  });
});
