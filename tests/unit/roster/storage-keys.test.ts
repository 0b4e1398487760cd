import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAPER_KEY, SCROLL_PLACE_PREFIX, STORAGE_KEYS, TABLE_MODE_KEY, THEME_KEY, UNFINISHED_UPDATE_KEY } from '../../../src/roster/storage-keys';

// The one table of storage keys (src/roster/storage-keys.ts): a key's text is saved data, so the
// values are pinned here byte for byte, no two collide, and no file of src/ spells one by hand.

/** Where one key is a prefix of another on purpose: the library's `storage` event prefix covers its two prefixes. */
const COVERS: Record<string, string[]> = { LIBRARY_EVENT_PREFIX: ['ROSTER_PREFIX', 'OPEN_PREFIX'] };

/**
 * Files that spell a key, each for a reason: page scripts (an inline one cannot import; the others
 * would each carry the table as a script of its own, beyond the pages' budgets).
 */
const SPELLED = new Map<string, string[]>([
  ['src/components/site/ThemeProvider.astro', [THEME_KEY, TABLE_MODE_KEY]],
  ['src/components/site/ThemeSelect.astro', [THEME_KEY]],
  ['src/components/roster/KeepPlaceOnReload.astro', [SCROLL_PLACE_PREFIX]],
  ['src/components/cards/deck-client.ts', [PAPER_KEY]],
  ['src/scripts/offline/register.ts', [UNFINISHED_UPDATE_KEY]],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.posix.join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|tsx|astro|mjs|js)$/.test(name) ? [p] : [];
  });
}

describe('storage keys', () => {
  it('keep their text byte for byte (saved data is found under them)', () => {
    expect(STORAGE_KEYS).toEqual({
      ROSTER_PREFIX: 'skirmish-shelf:roster:',
      OPEN_PREFIX: 'skirmish-shelf:roster-open:',
      STEP_UNDO_PREFIX: 'skirmish-shelf:step-undo:',
      TABLE_PARTS_KEY: 'skirmish-shelf:table-parts',
      LIBRARY_EVENT_PREFIX: 'skirmish-shelf:roster',
      PROBE_KEY: 'skirmish-shelf:probe',
      PLAY_TAB_KEY: 'skirmish-shelf:play-tab',
      PAPER_KEY: 'skirmish-shelf:card-paper',
      TURN_MODE_KEY: 'skirmish-shelf:kuggkoping-turn-mode:v1',
      TURN_KEY: 'skirmish-shelf:kuggkoping-turn:v1',
      UNFINISHED_UPDATE_KEY: 'skirmish-shelf:update-unfinished',
      OPEN_MODEL_PREFIX: 'rk-open-model:',
      SCROLL_PLACE_PREFIX: 'rk-scroll:',
      THEME_KEY: 'starlight-theme',
      TABLE_MODE_KEY: 'skirmish-shelf:table-mode',
    });
  });

  it('are unique, and none is a prefix of another unless it is meant to cover it', () => {
    const entries = Object.entries(STORAGE_KEYS);
    expect(new Set(entries.map(([, v]) => v)).size).toBe(entries.length);
    const clashes = entries.flatMap(([a, va]) => entries.filter(([b, vb]) => a !== b && vb.startsWith(va) && !COVERS[a]?.includes(b)).map(([b]) => `${a} is a prefix of ${b}`));
    expect(clashes).toEqual([]);
  });

  it('are spelled only in the table (and where a file cannot import it, the same text)', () => {
    const values: string[] = Object.values(STORAGE_KEYS);
    const found: string[] = [];
    for (const file of sourceFiles('src')) {
      if (file === 'src/roster/storage-keys.ts') continue;
      // The code without its comments (which may show a key, as docs do), then every whole string that is a key or starts like one.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const [, , literal] of code.matchAll(/(['"`])(skirmish-shelf:[^'"`$]*|rk-open-model:[^'"`$]*|rk-scroll:[^'"`$]*|starlight-theme(?![\w-]))/g)) {
        // Our Astro integrations' names, not storage keys.
        if (['skirmish-shelf:offline', 'skirmish-shelf:load-apart', 'skirmish-shelf:compile-hints'].includes(literal!)) continue;
        if (SPELLED.get(file)?.includes(literal!)) continue;
        found.push(`${file}: ${literal}${values.includes(literal!) ? '' : ' (not in the table)'}`);
      }
    }
    expect(found).toEqual([]);
  });
});
