/**
 * V8's compile hint on React DOM's chunk: `//# allFunctionsCalledOnLoad` as its first line makes V8
 * compile every function of the file when the file loads, instead of each one the first time it runs.
 *
 * Why: a page's first tap or key ran React's event system and its sync render for the first time, and
 * V8 compiled them inside that input's task. A trace of the play page's first tap (CPU slowed 4x) held
 * 25 such compilations in the press and 36 in the click (7 to 21 ms together), the later taps 0 to 4;
 * V8's function log named React DOM's `dispatchEvent`, `extractEvents`, `SyntheticBaseEvent` and their
 * helpers. With the hint: none in the press, 27 in the click (ours), and the Wolsung club's first key
 * in its name field 48 ms instead of 80 in two bench runs each. Lighthouse on the play pages read 1.00
 * either way. Only React DOM's chunk: it is the same on every page with an island, and our own chunks
 * would compile code a page may never run. The line costs each page 21 bytes gzipped.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk holds React DOM's client (its module ids, as the bundler reports them). */
export const isReactDomChunk = (moduleIds: readonly string[]): boolean => moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(id));

/**
 * Added once the bundle is minified (generateBundle): the minifier drops comments, so the line cannot
 * go in earlier. The file's name was hashed before it, which is safe: the line is the same in every
 * build, so the name still changes whenever anything else in the file does. (Rolldown's `postBanner`
 * would be hashed too, but it puts a blank line atop every chunk, 50 bytes a page more.)
 */
export function hintPlugin(): Plugin {
  return {
    name: 'skirmish-shelf:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && isReactDomChunk(chunk.moduleIds) && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}

export function compileHints(): AstroIntegration {
  return {
    name: 'skirmish-shelf:compile-hints',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [hintPlugin()] } });
      },
    },
  };
}
