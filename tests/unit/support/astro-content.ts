/**
 * Stand-in for Astro's astro:content in unit tests (vitest.config.ts aliases it): defineCollection
 * hands back the definition, so a test can read a collection's YAML path and Zod schema from
 * src/collections/. Querying collections belongs to the built site.
 */
export const defineCollection = <T>(definition: T): T => definition;

const builtSiteOnly = (name: string) => () => {
  throw new Error(`${name} only runs inside Astro; unit tests read the YAML through src/collections/.`);
};
export const getCollection = builtSiteOnly('getCollection');
export const getEntry = builtSiteOnly('getEntry');
