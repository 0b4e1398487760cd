import { describe, expect, it } from 'vitest';
import { gameSlugSchema, idSchema } from '../../../src/common/ids';

describe('the one id pattern of the game data', () => {
  it('takes lower-case letters and digits in words joined by single hyphens', () => {
    for (const id of ['bell-man', 'k2', 'very-hard', 'a', '2-handed-sword', 'light']) expect(idSchema.parse(id)).toBe(id);
  });

  it('refuses capitals, accents, spaces, underscores, and hyphens at an end or doubled, saying what is allowed', () => {
    for (const id of ['Bell-man', 'bothBarrels', 'kuggköping', 'bell man', 'bell_man', 'bell--man', '-bell', 'bell-', '']) {
      const result = idSchema.safeParse(id);
      expect(result.success, id).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('an id is lower-case letters a–z and digits 0–9 in words joined by single hyphens, e.g. "bell-man"');
    }
  });

  it('names games by their catalog slugs only', () => {
    expect(gameSlugSchema.parse('arsenal-campaign')).toBe('arsenal-campaign');
    expect(gameSlugSchema.safeParse('arsenal').success).toBe(false);
  });
});
