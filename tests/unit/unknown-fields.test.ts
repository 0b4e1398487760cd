import { describe, expect, it } from 'vitest';
import { InputError, isInputError, nearestName } from '../../src/common/input-error';
import { cheat, flip } from '../../src/games/arsenal-campaign/odds';
import { strike } from '../../src/games/heartbreaker/odds';
import { activation, attack, attackAction } from '../../src/games/kuggkoping/odds';
import { shot } from '../../src/games/punkapocalyptic/odds';
import { melee, shoot } from '../../src/games/wolsung/odds';

// A misspelt field used to be dropped silently: shot({ armour: 3 }) gave the odds for Armor 0.
describe('odds functions refuse fields they do not know, by name, with the nearest known name', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(isInputError(err), String(err)).toBe(true);
      return (err as InputError).message;
    }
    throw new Error('not refused');
  };

  it('shot({ armour }) names `armor`', () => {
    expect(refused(() => shot({ precision: 5, strength: 4, toughness: 3, armour: 3 } as never))).toBe('`armour` is not a field of shot(); did you mean `armor`?');
  });
  it('in every game', () => {
    expect(refused(() => shoot({ guns: 3, reflex: 2, strength: 3, wounds: 2, armor: 1 } as never))).toBe('`armor` is not a field of shoot(); did you mean `armour`?');
    expect(refused(() => strike({ punch: 4, armor: 1, meat: 6, crsh: true } as never))).toBe('`crsh` is not a field of strike(); did you mean `crush`?');
    expect(refused(() => attack({ actionDice: 2, hitOn: 5, defence: 5, grit: 3, hitsOn: 4 } as never))).toBe('`hitsOn` is not a field of attack(); did you mean `hitOn`?');
    expect(refused(() => attackAction({ actionDice: 2, hitOn: 5, defence: 5, grit: 3, attackerGrit: 3, adjacent: true, counterAttack: false } as never))).toBe(
      '`counterAttack` is not a field of attackAction(); did you mean `counterattack`?',
    );
    expect(refused(() => activation({ lineOfSight: true, adjacent: false, sight: true } as never))).toMatch(/^`sight` is not a field of activation\(\); /);
    expect(refused(() => flip({ target: 3, twists: 1 } as never))).toBe('`twists` is not a field of flip(); did you mean `twist`?');
    expect(refused(() => cheat({ target: 3, twist: 0, handSize: 2, hope: 'high', hand: 2 } as never))).toMatch(/^`hand` is not a field of cheat\(\)/);
    expect(refused(() => melee({ attackerFight: 2, defenderFight: 2, attackerStrength: 2, defenderStrength: 2, attackerWounds: 2, defenderWounds: 2, zzzzzz: 1 } as never))).toMatch(
      /^`zzzzzz` is not a field of melee\(\); its fields are `attackerFight`, /,
    );
  });
  it('keeps a long unknown name short in the message', () => {
    expect(refused(() => shot({ precision: 5, strength: 4, toughness: 3, ['x'.repeat(500)]: 1 } as never)).length).toBeLessThan(400);
  });
  it('still takes every field it knows, and a field set to undefined', () => {
    const plain = shot({ precision: 5, strength: 4, toughness: 3 }).pDown;
    expect(plain).toBeGreaterThan(0);
    expect(shot({ precision: 5, strength: 4, toughness: 3, armor: undefined }).pDown).toBe(plain);
    expect(shot({ precision: 5, strength: 4, toughness: 3, armor: 3 }).pDown).toBeLessThan(plain);
  });
  it('suggests only names close enough to be a typo', () => {
    expect(nearestName('armour', ['armor', 'cover'])).toBe('armor');
    expect(nearestName('Armor', ['armor'])).toBe('armor');
    expect(nearestName('banana', ['armor', 'cover'])).toBeUndefined();
  });
});
