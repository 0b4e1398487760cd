/**
 * The club file format's page in words (content/wolsung/builder/file-format.mdx): its example, what
 * each version changed and what each field holds. The version and the fields themselves come from
 * the format (roster-format.ts), and tests/unit/roster/format-doc.test.ts fails when these words
 * fall out of step with it. Read at build time only: no builder bundle carries it.
 */
import type { RosterFormatDoc } from '../../roster/format-doc';

export const rosterFormatDoc: RosterFormatDoc = {
  /** A version-1 file, as players wrote them: the page shows it as the builder writes it today. */
  example: {
    game: 'wolsung',
    version: 1,
    name: 'The Brass Lantern Society',
    models: [
      {
        name: 'Professor Ignatius Vane',
        kind: 'hero',
        suit: 'Diamonds',
        funds: 3,
        profile: { A: 2, M: 4, F: 2, S: 3, G: 3, R: 3, W: 3 },
        armour: 0,
        magic: null,
        specialRules: [{ name: 'Scientist' }, { name: 'Hard to kill' }],
        weapons: [{ kind: 'book', name: 'Pistol' }],
        gadgets: [{ name: 'Aetheric goggles', cost: 1, specialRules: [] }],
        cost: null,
      },
      {
        name: 'Brass golem',
        kind: 'henchman',
        suit: null,
        funds: null,
        profile: { A: 2, M: 3, F: 3, S: 4, G: 0, R: 1, W: 4 },
        armour: 2,
        magic: null,
        specialRules: [{ name: 'Golem' }],
        weapons: [{ kind: 'melee', name: 'Steam fists', strength: 1, specialRules: [] }],
        gadgets: [],
        cost: 2,
      },
      {
        name: 'Hired rifleman',
        kind: 'henchman',
        suit: null,
        funds: null,
        profile: { A: 2, M: 4, F: 2, S: 3, G: 3, R: 2, W: 1 },
        armour: 0,
        magic: null,
        specialRules: [],
        weapons: [
          {
            kind: 'ranged',
            name: 'Rifle',
            strength: 5,
            rangeBands: [
              { upTo: 12, guns: 1 },
              { upTo: 24, guns: 0 },
              { upTo: 36, guns: -1 },
            ],
            specialRules: [{ name: 'Move Penalty', x: 1 }],
          },
        ],
        gadgets: [],
        cost: 0,
      },
    ],
  },
  changes: {
    1: 'the club: its heroes and henchmen with their profiles, special rules, weapons and gadgets.',
    2: 'adds the campaign log, abilities from a model’s own card (`ownRules`), `notes` on each model and on the club, and a caster’s `spells`; a version-1 file opens with an empty log.',
  },
  notes: {
    name: 'the club’s name',
    models: 'one entry per hero or henchman',
    'models[].suit': 'a hero’s suit ("Spades", "Hearts", "Diamonds" or "Clubs"); null for a henchman',
    'models[].funds': 'a hero’s Funds; null for a henchman',
    'models[].profile': 'the characteristics by their letters, A, M, F, S, G, R and W',
    'models[].armour': 'Armour [x], 0 without',
    'models[].magic': 'Magic Ability [x], null without',
    'models[].specialRules': 'the model’s rules',
    'models[].specialRules[].x': 'the number of a rule written with [x]',
    'models[].weapons': 'each weapon: { "kind": "book", "name" } for one the quick start prints, otherwise ranged or melee with its own numbers',
    'models[].weapons[].strength': 'a ranged weapon’s S; a melee weapon’s S added to the model’s',
    'models[].weapons[].rangeBands': 'a ranged weapon’s bands, in order',
    'models[].weapons[].rangeBands[].upTo': 'how far the band reaches, in inches',
    'models[].weapons[].rangeBands[].guns': 'dice added in that band',
    'models[].weapons[].specialRules': 'a ranged or melee weapon’s rules; a book weapon has none here',
    'models[].gadgets': 'each gadget bought for it',
    'models[].gadgets[].cost': 'its cost in Funds',
    'models[].cost': 'what a henchman cost from the Fund Pool; null for a hero',
    'models[].ownRules': 'abilities from the model’s own card, with the player’s text',
    'models[].spells': 'the spells a caster knows, as its cards print them',
    'models[].spells[].cost': 'the code 0, 1 or 2 that says which cards casting discards',
    'models[].spells[].strength': 'a projectile or attack spell’s S, another spell’s difficulty',
  },
};
