/**
 * Each builder's file-format page example as its game declares it (the manifest's `roster.doc`,
 * src/games/<slug>/roster-format-doc.ts): a version-1 file, the one players copied from the page
 * before the page was made from the format. The page shows it read and written again, as the
 * current version.
 */
import { gameManifests } from '../../../src/games/index';

/** The example file, as its doc declares it. */
export function formatExample(slug: string): Record<string, unknown> {
  const manifest = (gameManifests as Record<string, (typeof gameManifests)[keyof typeof gameManifests] | undefined>)[slug];
  if (!manifest) throw new Error(`no game ${slug} in src/games/index.ts`);
  return structuredClone(manifest.roster.doc.example);
}

/** The example file's text, indented as a file a player saves. */
export function formatExampleText(slug: string): string {
  return `${JSON.stringify(formatExample(slug), null, 2)}\n`;
}
