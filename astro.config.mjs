// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { games } from './src/games/catalog.ts';
import { offline } from './src/integrations/offline.ts';
import { manifestHeadTags } from './src/integrations/manifest.ts';

const description =
  'Rules companion for five tabletop skirmish games: searchable rules in plain words, exact odds calculators, builders and printable reference cards.';

/** One sidebar group per game: overview, then its rules in play order, its tools and its glossary. */
const gameGroup = (/** @type {import('./src/games/catalog.ts').GameInfo} */ game) => ({
  label: game.name,
  collapsed: true,
  items: [
    { label: 'Overview', link: `/${game.slug}/` },
    { label: 'Rules', items: [{ autogenerate: { directory: `${game.slug}/rules` } }] },
    { label: 'Tools', items: [{ autogenerate: { directory: `${game.slug}/tools` } }] },
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
      head: [
        // Installable: web app manifest, theme colours per colour scheme, the iOS icon.
        ...manifestHeadTags(),
        // Starlight opens search on Ctrl/⌘+K; readers also expect "/". This listener and the service
        // worker registration (injected by offline()) are the only scripts of ours on a rules page.
        {
          tag: 'script',
          content:
            "addEventListener('keydown',e=>{if(e.key!=='/'||e.ctrlKey||e.metaKey||e.altKey||e.defaultPrevented)return;const t=e.target;if(t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return;const b=document.querySelector('button[data-open-modal]');if(b&&!b.disabled){e.preventDefault();b.click()}})",
        },
      ],
      customCss: ['./src/styles/theme.css', './src/styles/print.css', './src/styles/update-notice.css'],
      components: {
        Sidebar: './src/components/site/Sidebar.astro',
        MarkdownContent: './src/components/site/MarkdownContent.astro',
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
});
