/** The builders' File format examples (the rosters the play tests start from). */
import { readFileSync } from 'node:fs';
import { jsonExample } from '../../../src/roster/doc';

export function example(slug: string): unknown {
  const mdx = readFileSync(`content/${slug}/builder.mdx`, 'utf8');
  return JSON.parse(jsonExample(mdx.slice(mdx.indexOf('## File format')))!);
}
