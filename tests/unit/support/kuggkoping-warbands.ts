import { newCharacter } from '../../../src/games/kuggkoping/roster-rules';

/**
 * The Cog Rats in the campaign's tests (unit and end-to-end): a legal solo warband (format version 2)
 * of The Scribes with one trait of each kind and three Tinker dice, Olga the Foreman (Crack Shot) with
 * a Handgun equipped, Knut (Knuckle Buster) with Spike Armor and Hooks, and Greta (Grenadier). Each
 * test passes what it needs on top: Olga's other gadgets and grit lost, the Spike Armor's quirk.
 */
export function cogRats({ olga = {}, spikeArmorQuirk = null }: { olga?: { otherGadgets?: readonly string[]; gritLost?: number }; spikeArmorQuirk?: string | null } = {}) {
  const { otherGadgets = [], gritLost } = olga;
  return {
    game: 'kuggkoping',
    version: 2,
    name: 'The Cog Rats',
    mode: 'solo',
    alignments: [{ player: 1, faction: 'The Scribes', positive: 'Resourceful', negative: 'Inexperienced' }],
    tinkerDice: 3,
    characters: [
      {
        ...newCharacter('Olga', 'Crack Shot', 1, true),
        gadgets: [{ name: 'Handgun', quirk: null, equipped: true }, ...otherGadgets.map((name) => ({ name, quirk: null, equipped: false }))],
        ...(gritLost === undefined ? {} : { gritLost }),
      },
      { ...newCharacter('Knut', 'Knuckle Buster', 1), gadgets: [{ name: 'Spike Armor', quirk: spikeArmorQuirk, equipped: true }, { name: 'Hooks', quirk: null, equipped: true }] },
      newCharacter('Greta', 'Grenadier', 1),
    ],
  };
}

/** An alignment as [faction, positive trait, negative trait]. */
type Alignment = readonly [faction: string, positive: string, negative: string];

/**
 * A co-op warband file (format version 1) named `name`: player 1's and player 2's alignments and
 * Tinker dice, and the Characters (each naming its player).
 */
export function coopWarband(name: string, alignments: readonly [Alignment, Alignment], tinkerDice: readonly [number, number], characters: readonly unknown[]) {
  return {
    game: 'kuggkoping',
    version: 1,
    name,
    mode: 'coop',
    alignments: alignments.map(([faction, positive, negative], i) => ({ player: i + 1, faction, positive, negative })),
    tinkerDice: tinkerDice[0],
    tinkerDicePlayer2: tinkerDice[1],
    characters,
  };
}

/** Two Cogs: Ada and Bo are player 1's, Cid and Dag player 2's (KB 456: each player selects 2 Characters). */
export const twoCogs = coopWarband(
  'Two Cogs',
  [
    ['The Grid Company', 'Server stack', 'Distracted'],
    ['Ball Pointers', 'Burly', 'Under pressure'],
  ],
  [3, 5],
  [newCharacter('Ada', 'Streetslogger', 1, true), newCharacter('Bo', 'Gofer', 1), newCharacter('Cid', 'Data Mage', 2, true), newCharacter('Dag', 'Crack Shot', 2)],
);

/** Linked Cogs: Two Cogs with player 1 aligned to The Chart Glyphs (Hive mind, Mind link: KB 833-834), so a death of Ada's or Bo's knocks a random friend down. */
export const linkedCogs = { ...twoCogs, name: 'Linked Cogs', alignments: [{ player: 1, faction: 'The Chart Glyphs', positive: 'Hive mind', negative: 'Mind link' }, twoCogs.alignments[1]!] };
