/**
 * The Heartbreaker tables a gang roster is checked against, read from content/heartbreaker/data/*.yaml
 * (the same files and schemas as the content collections) and sorted into the book's order. A builder
 * page may pass the same tables from its collections instead; unit tests and the roster contract use
 * this loader.
 */
import { gameDataFiles, once } from '../../common/yaml-data';
import type { HeartbreakerPlayBook } from './play';
import type { HeartbreakerBook } from './roster-rules';
import { byBookOrder, quirkSchema, recruitingRuleSchema, resourceActionSchema, resourceSchema, scenarioSchema, startingStatSchema, titleSchema, weaponSchema } from './schema';

const data = gameDataFiles('heartbreaker', () =>
  import.meta.glob<string>('/content/heartbreaker/data/*.yaml', { query: '?raw', import: 'default', eager: true }),
);

/** The book's tables, parsed once on first use: what the builder's island carries and checkRoster reads. */
export const heartbreakerBookData = once(
  (): HeartbreakerBook => ({
    weapons: data.list('weapons', weaponSchema).sort(byBookOrder),
    gear: data.list('gear', quirkSchema).sort(byBookOrder),
    abilities: data.list('abilities', quirkSchema).sort(byBookOrder),
    startingStats: data.list('starting-stats', startingStatSchema).sort(byBookOrder),
    recruiting: data.list('recruiting', recruitingRuleSchema).sort(byBookOrder),
    resources: data.list('resources', resourceSchema).sort(byBookOrder),
    titles: data.list('titles', titleSchema).sort(byBookOrder),
    resourceActions: data.list('resource-actions', resourceActionSchema).sort(byBookOrder),
  }),
);

/** The same with the scenarios the play view's battle reads (the play page's island adds them). */
export const heartbreakerPlayBookData = once(
  (): HeartbreakerPlayBook & { scenarios: NonNullable<HeartbreakerPlayBook['scenarios']> } => ({
    ...heartbreakerBookData(),
    scenarios: data.list('scenarios', scenarioSchema).sort(byBookOrder),
  }),
);
