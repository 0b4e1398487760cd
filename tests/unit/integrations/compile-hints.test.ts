import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintPlugin, isReactDomChunk } from '../../../src/integrations/compile-hints';

type Bundle = Record<string, { type: 'chunk'; code: string; moduleIds: string[] } | { type: 'asset'; source: string }>;

/** Runs the plugin's generateBundle over `bundle` as the bundler does (the hook called with the bundle). */
function generate(bundle: Bundle): void {
  const hook = hintPlugin().generateBundle as unknown as (this: unknown, options: unknown, bundle: Bundle) => void;
  hook.call({}, {}, bundle);
}

describe('the compile hint on React DOM’s chunk', () => {
  it('opens the chunk that holds React DOM’s client, once, and no other file', () => {
    const bundle: Bundle = {
      'client.js': { type: 'chunk', code: 'import"./react.js";var a=1;', moduleIds: ['/repo/node_modules/@astrojs/react/dist/client.js', '/repo/node_modules/react-dom/cjs/react-dom-client.production.js'] },
      'PlayView.js': { type: 'chunk', code: 'var b=2;', moduleIds: ['/repo/src/components/play/PlayView.tsx'] },
      'react-dom.js': { type: 'chunk', code: 'var c=3;', moduleIds: ['/repo/node_modules/react-dom/cjs/react-dom.production.js'] },
      'style.css': { type: 'asset', source: 'a{}' },
    };
    generate(bundle);
    generate(bundle);
    expect(bundle['client.js']).toMatchObject({ code: '//# allFunctionsCalledOnLoad\nimport"./react.js";var a=1;' });
    expect(bundle['PlayView.js']).toMatchObject({ code: 'var b=2;' });
    expect(bundle['react-dom.js']).toMatchObject({ code: 'var c=3;' });
    expect(bundle['style.css']).toEqual({ type: 'asset', source: 'a{}' });
  });

  it('is V8’s whole-file hint, and finds the React DOM installed here (a renamed file would leave it out)', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
    const client = join(reactDom, 'cjs', 'react-dom-client.production.js');
    expect(existsSync(client)).toBe(true);
    expect(isReactDomChunk([client])).toBe(true);
    expect(isReactDomChunk([join(reactDom, 'cjs', 'react-dom.production.js'), join(reactDom, 'client.js')])).toBe(false);
  });
});
