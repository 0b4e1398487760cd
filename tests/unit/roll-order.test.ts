import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yamlList } from '../../src/common/yaml-data';
import { facesOf, inRollOrder, withFace } from '../../src/common/roll-order';
import { gadgetSchema, quirkSchema } from '../../src/games/kuggkoping/schema';
import { weaponSchema } from '../../src/games/heartbreaker/schema';
import { deckCards } from '../../src/cards/types';
import { buildDeck } from './cards/load';
import { attackData } from './tools/tool-data';

// Lists a player rolls on show the die face and are sorted by it, so a roll finds its entry at a glance.

const load = <S extends Parameters<typeof yamlList>[1]>(game: string, file: string, schema: S) =>
  yamlList(readFileSync(`content/${game}/data/${file}.yaml`, 'utf8'), schema, file);

describe('roll order', () => {
  it('sorts by face and names an entry with its face first', () => {
    expect(inRollOrder([{ roll: 3, name: 'c' }, { roll: 1, name: 'a' }, { roll: 2, name: 'b' }]).map(withFace)).toEqual(['1: a', '2: b', '3: c']);
    expect(facesOf(['Oddcutter', 'Grim'])).toEqual([{ roll: 1, name: 'Oddcutter' }, { roll: 2, name: 'Grim' }]);
  });

  it("the Kuggköping data has one entry per face on each list: 1–6 for gadgets, 1–12 for quirks", () => {
    const gadgets = load('kuggkoping', 'gadgets', gadgetSchema);
    const quirks = load('kuggkoping', 'quirks', quirkSchema);
    for (const kind of ['weapon', 'defence'] as const) {
      expect(inRollOrder(gadgets.filter((g) => g.kind === kind)).map((g) => g.roll)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(inRollOrder(quirks.filter((q) => q.kind === kind)).map((q) => q.roll)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it("the attack-odds pickers get gadgets and quirks in die order, faces included", () => {
    for (const list of [attackData.gadgets, attackData.quirks]) {
      for (const kind of ['weapon', 'defence']) {
        const faces = list.filter((g) => g.kind === kind).map((g) => g.roll);
        expect(faces).toEqual([...faces].sort((a, b) => a - b));
        expect(faces[0]).toBe(1);
      }
    }
  });

  it("each Heartbreaker weapon card lists its D6 names with their faces, in roll order", () => {
    const weapons = load('heartbreaker', 'weapons', weaponSchema);
    const cards = deckCards(buildDeck('heartbreaker'));
    for (const w of weapons) {
      const card = cards.find((c) => c.id === `weapon-${w.id}` || c.id.startsWith(`weapon-${w.id}-`));
      const text = JSON.stringify(card);
      expect(text, w.name).toContain(`Also called (D6):`);
      expect(text, w.name).toContain(`1 ${w.altNames[0]}, 2 ${w.altNames[1]}, 3 ${w.altNames[2]}, 4 ${w.altNames[3]}, 5 ${w.altNames[4]}, 6 ${w.altNames[5]}.`);
    }
  });
});
