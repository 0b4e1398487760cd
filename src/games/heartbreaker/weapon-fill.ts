/**
 * The strike-odds set-up's fields a Heartbreaker weapon fills (./strike-setup.ts's StrikeSetup), on
 * their own: the builder's weapon lines read them on every page that shows a fighter, and the odds
 * themselves (./strike-setup.ts, ./odds.ts) load only where odds are worked out.
 * Pure: no DOM, no React, no Astro.
 */
import type { StrikeSetup } from './strike-setup';
import type { Weapon } from './schema';

/** The fields a weapon sets when picked (PUNCH, its quirks and its own PUNCH modifier). */
export function weaponFill(w: Weapon, current: Pick<StrikeSetup, 'reroll'>): Partial<StrikeSetup> {
  const effects = w.effects;
  const has = (pred: (e: Weapon['effects'][number]) => boolean) => effects.some(pred);
  const longshot = has((e) => e.reroll === 'punch');
  return {
    action: w.kind === 'melee' ? 'fight' : 'shoot',
    punch: w.punch,
    dualWield: false,
    modifier: effects.reduce((sum, e) => sum + (e.punchModifier ?? 0), 0),
    doubleFives: has((e) => e.doubleFives === true),
    crush: has((e) => e.crush === true),
    bothBarrels: has((e) => (e.attacks ?? 1) > 1),
    reliable: has((e) => e.ignoresFatigue === true),
    // A picked weapon brings its own re-roll; otherwise keep a defender's ARMOR re-roll and drop a PUNCH one.
    reroll: longshot ? 'punch' : current.reroll === 'punch' ? 'none' : current.reroll,
  };
}
