/**
 * The Heartbreaker tables a gang roster is checked against, read from content/heartbreaker/data/*.yaml
 * (the same files and schemas as the content collections) and sorted into the book's order. A builder
 * page may pass the same tables from its collections instead; unit tests and the roster contract use
 * this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import type { HeartbreakerPlayBook } from './play';
import { byBookOrder, quirkSchema, recruitingRuleSchema, resourceActionSchema, resourceSchema, scenarioSchema, startingStatSchema, titleSchema, weaponSchema } from './schema';

const data = gameDataFiles('heartbreaker', () =>
  import.meta.glob<string>('/content/heartbreaker/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use, with the scenarios the play view's battle reads. */
export const heartbreakerBookData = once(
  (): HeartbreakerPlayBook & { scenarios: NonNullable<HeartbreakerPlayBook['scenarios']> } => ({
    weapons: data.list('weapons', weaponSchema).sort(byBookOrder),
    gear: data.list('gear', quirkSchema).sort(byBookOrder),
    abilities: data.list('abilities', quirkSchema).sort(byBookOrder),
    startingStats: data.list('starting-stats', startingStatSchema).sort(byBookOrder),
    recruiting: data.list('recruiting', recruitingRuleSchema).sort(byBookOrder),
    resources: data.list('resources', resourceSchema).sort(byBookOrder),
    titles: data.list('titles', titleSchema).sort(byBookOrder),
    resourceActions: data.list('resource-actions', resourceActionSchema).sort(byBookOrder),
    scenarios: data.list('scenarios', scenarioSchema).sort(byBookOrder),
  }),
);
