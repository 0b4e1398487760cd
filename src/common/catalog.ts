/**
 * The five games the site covers: one entry each, read by the sidebar (astro.config.mjs), the home
 * page, the game switcher and the search filter. Everything about a game's rules lives in
 * src/games/<slug>/ and content/<slug>/; this is only how the site introduces and colours it.
 */
export interface GameInfo {
  slug: GameSlug;
  name: string;
  /** The letter of its rulings in ../shared/RULINGS.md and on /rulings/ (K1, H1, …). */
  rulingLetter: string;
  /** One line, in our words, for the home page card. */
  pitch: string;
  dice: string;
  players: string;
  /** Accent hues for the light and dark themes (Starlight's --sl-color-accent* variables). */
  accent: { light: string; dark: string; lowLight: string; lowDark: string; highLight: string; highDark: string };
}

/** Each game's slug: its folder under content/ and src/games/, and the first part of its pages' paths. */
export const gameSlugs = ['kuggkoping', 'heartbreaker', 'punkapocalyptic', 'wolsung', 'arsenal-campaign'] as const;
export type GameSlug = (typeof gameSlugs)[number];

export const games: readonly GameInfo[] = [
  {
    slug: 'kuggkoping',
    rulingLetter: 'K',
    name: 'Kuggköping',
    pitch: 'Lead a warband of mutated scavengers through a clockwork city that appeared overnight, alone or with a friend.',
    dice: 'D6',
    players: '1–2 (solo or co-op)',
    accent: { light: '#8a4b00', dark: '#f2b56b', lowLight: '#f7e3cb', lowDark: '#3d2509', highLight: '#4a2800', highDark: '#fde7cc' },
  },
  {
    slug: 'heartbreaker',
    rulingLetter: 'H',
    name: 'Heartbreaker',
    pitch: 'Brutal gang fights in the rotting underhive of a dying moon-city, rolled with PUNCH and ARMOR dice.',
    dice: 'D6 pools',
    players: '2',
    accent: { light: '#b0123f', dark: '#ff8fae', lowLight: '#fbdbe4', lowDark: '#45091a', highLight: '#600820', highDark: '#ffe1ea' },
  },
  {
    slug: 'punkapocalyptic',
    rulingLetter: 'P',
    name: 'Punkapocalyptic',
    pitch: 'Wasteland gangs scrap over bullets and fuel outside the walls of the last megacities; every roll is one d10.',
    dice: 'd10',
    players: '2',
    accent: { light: '#3f6b00', dark: '#a8e063', lowLight: '#e0f0c9', lowDark: '#1d3205', highLight: '#213a00', highDark: '#e8f8d2' },
  },
  {
    slug: 'wolsung',
    rulingLetter: 'W',
    name: 'Wolsung SSG',
    pitch: 'Steampunk gentlemen’s clubs settle their quarrels with pistols and sabres, and a deck of cards decides who acts first.',
    dice: 'D6 pools and playing cards',
    players: '2 or more',
    accent: { light: '#1f5f8b', dark: '#8cc8f2', lowLight: '#d6e8f5', lowDark: '#0b2a40', highLight: '#0e3551', highDark: '#dff0fc' },
  },
  {
    slug: 'arsenal-campaign',
    rulingLetter: 'C',
    name: 'Arsenal Campaign',
    pitch: 'Week-by-week campaign rules for a card-flip crew game: hire, fight, get paid, patch up the wounded, repeat.',
    dice: 'Fate deck (cards)',
    players: '2 or more (campaign)',
    accent: { light: '#6b3fa0', dark: '#c9a8f2', lowLight: '#ebe0f7', lowDark: '#2c1845', highLight: '#3a1f5c', highDark: '#f1e8fc' },
  },
];

export const gameBySlug = (slug: string): GameInfo | undefined => games.find((g) => g.slug === slug);

/** A game's entry, for its manifest (src/games/<slug>/game.ts); a slug with none is a bug. */
export function gameInfo(slug: GameSlug): GameInfo {
  const info = gameBySlug(slug);
  if (!info) throw new Error(`src/common/catalog.ts has no entry for ${slug}`);
  return info;
}

/** The game a docs entry belongs to, from its id (`kuggkoping/rules/combat` → Kuggköping). */
export const gameOfEntry = (id: string): GameInfo | undefined => gameBySlug(id.split('/')[0] ?? '');
