/**
 * The gang sheet file format's page in words (content/punkapocalyptic/builder/file-format.mdx): its
 * example, what each version changed and what each field holds. The version and the fields
 * themselves come from the format (roster-format.ts), and tests/unit/roster/format-doc.test.ts fails
 * when these words fall out of step with it. Read at build time only: no builder bundle carries it.
 */
import type { RosterFormatDoc } from '../../roster/format-doc';

export const rosterFormatDoc: RosterFormatDoc = {
  /** A version-1 file, as players wrote them (its points made up): the page shows it as the builder writes it today. */
  example: {
    game: 'punkapocalyptic',
    version: 1,
    name: 'The Rust Vultures',
    faction: 'Gangers',
    gameSize: 200,
    secretBullets: true,
    models: [
      {
        name: 'Maggie',
        type: 'Ganger Chief',
        cost: 45,
        profile: { A: 3, C: 6, P: 5, AG: 6, S: 4, T: 4, TC: 3 },
        specialRules: [{ name: 'Delay', x: 3 }],
        equipment: [
          {
            kind: 'ranged',
            name: 'Automatic rifle',
            cost: 20,
            strength: 4,
            penetration: 1,
            range: { short: 20, medium: 40, long: 60 },
            specialRules: [{ name: 'Automatic' }, { name: 'Firearm' }],
          },
          { kind: 'armor', name: 'Bulletproof vest', cost: 10, armor: 3, specialRules: [] },
        ],
        bullets: 4,
        bulletsCost: 4,
        downed: false,
        losses: {},
      },
      {
        name: 'Moose',
        type: 'Brute',
        cost: 30,
        profile: { A: 2, C: 5, P: 3, AG: 3, S: 5, T: 5, TC: 1 },
        specialRules: [],
        equipment: [{ kind: 'melee', name: 'Heavy mace', cost: 8, strength: '+2', penetration: 1, combat: 0, specialRules: [{ name: 'Two-handed' }] }],
        bullets: 0,
        bulletsCost: 0,
        downed: false,
        losses: { T: 1 },
      },
    ],
  },
  changes: {
    1: 'the gang sheet: its faction, game size and models with their profiles, special rules, equipment, bullets and losses.',
    2: 'adds the campaign log, the player’s own rules (`ownRules`, rules the core book only names) and `notes` on each model and on the gang; a version-1 file opens with an empty log.',
  },
  notes: {
    name: 'the gang’s name',
    faction: 'its faction',
    gameSize: 'the points agreed for the game',
    secretBullets: 'true to hide bullets on the sheet and print them on a separate slip',
    models: 'one entry per model',
    'models[].type': 'its profile’s name in your faction list',
    'models[].cost': 'the model’s points as your faction list prints them, without gear or bullets',
    'models[].profile': 'attributes by the book’s abbreviations A, C, P, AG, S, T and TC',
    'models[].profile.<key>': 'null for a "-" the model cannot use',
    'models[].specialRules': 'the model’s own rules',
    'models[].specialRules[].x': 'the number of a rule that takes one',
    'models[].equipment': 'each item the model carries',
    'models[].equipment[].strength': 'a number, or a text such as "+1" when the wielder’s Strength is added',
    'models[].equipment[].combat': 'the melee weapon’s Combat modifier',
    'models[].equipment[].range': 'the ranges in cm',
    'models[].bullets': 'the bullets carried',
    'models[].bulletsCost': 'the points paid for them',
    'models[].downed': 'true while it is Downed in the game being played',
    'models[].losses': 'permanent attribute losses by abbreviation, such as { "T": 1 }',
    'models[].ownRules': 'rules the core book only names, with the player’s own text',
    ownRules: 'the gang’s rules the core book only names, with the player’s own text',
  },
};
