/**
 * The web app manifest, its icons and the theme colours, in one place: the build writes them into
 * dist/ (offline.ts), the dev server serves them, and astro.config.mjs links them from every page.
 */

/** The favicon's own background (public/favicon.svg): the maskable icons' full-bleed colour. */
export const BRAND_COLOUR = '#2452b8';

/** Starlight's header colour in each theme (--sl-color-bg-nav), so the browser bar blends with it. */
export const THEME_COLOURS = { light: '#f6f7f9', dark: '#23262f' } as const;
/** Starlight's dark page background: the splash screen while the installed app starts. */
const SPLASH_BACKGROUND = '#17181c';

export interface IconSpec {
  /** Path under the site root. */
  src: string;
  size: number;
  /** `any`: the favicon as it is; `maskable`: on a full-bleed square, inside the safe zone. */
  purpose: 'any' | 'maskable';
}

export const ICONS: readonly IconSpec[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores manifest icons and rounds its own corners: an opaque square, linked from <head>. */
export const APPLE_TOUCH_ICON: IconSpec = { src: '/icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };

export const MANIFEST_PATH = '/manifest.webmanifest';

export function webAppManifest(description: string) {
  return {
    id: '/',
    name: 'Skirmish Shelf',
    // Home-screen labels show about twelve characters.
    short_name: 'Skirmish',
    description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOURS.dark,
    background_color: SPLASH_BACKGROUND,
    categories: ['games', 'utilities'],
    icons: ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** Starlight `head` entries: the manifest, the theme colour per colour scheme and the iOS icon. */
export function manifestHeadTags() {
  return [
    { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH } },
    { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLOURS.light } },
    { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLOURS.dark } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src } },
  ] as const;
}
