/**
 * The builders' documented example rosters as their File format pages print them (Heartbreaker's from
 * its module's doc comment): the rosters the play unit tests start from (tests/e2e/support/examples.ts).
 */
import { example as builderExample, fileFormatExample } from '../../e2e/support/examples';

export function example(slug: string): unknown {
  return slug === 'heartbreaker' ? builderExample(slug) : (JSON.parse(fileFormatExample(slug)) as unknown);
}
