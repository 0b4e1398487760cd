/**
 * A made-up game for the roster kit's tests: its format is at version 2, and version 1 (models as a
 * list of names) is migrated to version 2 (models as objects with a name and a size), so the
 * migration path is exercised before any real game needs a version 2.
 */
import { z } from 'zod';
import { defineRosterFormat } from '../../../src/roster/format';
import type { RosterGame } from '../../../src/roster/game';
import { RosterFormatError } from '../../../src/roster/errors';

const schema = z.object({
  game: z.literal('testgame'),
  version: z.literal(2),
  name: z.string().max(200),
  models: z.array(z.object({ name: z.string().max(200), size: z.number().int().min(1).max(5) })).max(20),
});
export type TestRoster = z.infer<typeof schema>;

export const testFormat = defineRosterFormat<TestRoster>({
  game: 'testgame',
  version: 2,
  schema,
  migrations: {
    1: (old) => {
      if (!Array.isArray(old.models)) throw new RosterFormatError('models', 'must be a list of names');
      return { ...old, version: 2, models: old.models.map((name) => ({ name, size: 1 })) };
    },
  },
});

export const testGame: RosterGame<TestRoster> = {
  game: 'testgame',
  gameName: 'Test Game',
  noun: 'team',
  modelNoun: 'model',
  parse: testFormat.parse,
  toJson: (r) => r,
  check: (r) => r.models.flatMap((m, i) => (m.size > 3 ? [{ where: `models[${i}].size`, message: `${m.name}: too big` }] : [])),
  create: (name) => ({ game: 'testgame', version: 2, name, models: [] }),
  name: (r) => r.name,
  rename: (r, name) => ({ ...r, name }),
  modelsField: 'models',
  modelNames: (r) => r.models.map((m) => m.name),
};

export const v1Example = { game: 'testgame', version: 1, name: 'Old team', models: ['Ann', 'Bo'] };
export const v2Example: TestRoster = { game: 'testgame', version: 2, name: 'New team', models: [{ name: 'Cy', size: 4 }] };
