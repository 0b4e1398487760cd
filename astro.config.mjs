// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { existsSync } from 'node:fs';
import { games } from './src/games/catalog.ts';
import { offline } from './src/integrations/offline.ts';
import { manifestHeadTags } from './src/integrations/manifest.ts';

const description =
  'Rules companion for five tabletop skirmish games: searchable rules in plain words, exact odds calculators, builders and printable reference cards.';

/** A game's builder page, when it has one (content/<slug>/builder.mdx). */
const hasBuilder = (/** @type {string} */ slug) => existsSync(new URL(`./content/${slug}/builder.mdx`, import.meta.url));

/** One sidebar group per game: overview, its rules in play order, its builder, its tools, its reference cards and its glossary. */
const gameGroup = (/** @type {import('./src/games/catalog.ts').GameInfo} */ game) => ({
  label: game.name,
  collapsed: true,
  items: [
    { label: 'Overview', link: `/${game.slug}/` },
    { label: 'Rules', items: [{ autogenerate: { directory: `${game.slug}/rules` } }] },
    ...(hasBuilder(game.slug) ? [{ label: 'Builder', link: `/${game.slug}/builder/` }] : []),
    { label: 'Tools', items: [{ autogenerate: { directory: `${game.slug}/tools` } }] },
    { label: 'Reference cards', link: `/${game.slug}/cards/` },
    { label: 'Glossary', link: `/${game.slug}/glossary/` },
  ],
});

export default defineConfig({
  site: 'https://skirmish-shelf.example',
  // Concurrent builds (several authors, CI) can point Astro at separate caches.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'always',
  // Starlight turns on prefetching of every link. Once the service worker is installed each page is
  // served from its cache, so prefetching only adds requests, and a prefetch racing the hand-over to
  // a new version makes Chromium abandon the switch (src/scripts/offline/register.ts).
  prefetch: false,
  integrations: [
    starlight({
      title: 'Skirmish Shelf',
      description,
      favicon: '/favicon.svg',
      lastUpdated: false,
      pagefind: true,
      // Code blocks (the builders' File format examples) wrap their lines: at 360 px nothing scrolls sideways,
      // and a block that scrolled would be a region keyboard users cannot reach (axe).
      expressiveCode: { defaultProps: { wrap: true } },
      head: [
        // Installable: web app manifest, theme colours per colour scheme, the iOS icon.
        ...manifestHeadTags(),
        // "/" opens search too (Starlight answers Ctrl/⌘+K). This file and the service worker
        // registration (injected by offline()) are the only scripts of ours on a rules page.
        { tag: 'script', attrs: { src: '/search-shortcut.js', defer: true } },
      ],
      // layers.css first: it declares the order of every cascade layer before any other style.
      customCss: ['./src/styles/layers.css', './src/styles/theme.css', './src/styles/print.css', './src/styles/update-notice.css'],
      components: {
        Sidebar: './src/components/site/Sidebar.astro',
        MarkdownContent: './src/components/site/MarkdownContent.astro',
        Pagination: './src/components/site/Pagination.astro',
        Search: './src/components/site/Search.astro',
        ThemeProvider: './src/components/site/ThemeProvider.astro',
        ThemeSelect: './src/components/site/ThemeSelect.astro',
      },
      sidebar: [
        { label: 'Start here', items: [{ label: 'How to use this site', link: '/how-to-use/' }, { label: 'Our readings of the rules', link: '/rulings/' }] },
        ...games.map(gameGroup),
      ],
    }),
    mdx(),
    react(),
    // Last: it hashes the finished pages for the CSP and precaches them, Pagefind's index included.
    offline({ description }),
  ],
  vite: {
    // lz-string (the board's share links) is CommonJS that Node cannot read named exports from when
    // a page is prerendered: bundle it into the prerender build, so it is imported as in the browser.
    environments: { prerender: { resolve: { noExternal: ['lz-string'] } } },
  },
});
