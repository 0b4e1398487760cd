import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHash, headersFile, inlineScripts, inlineStyles, isPlayPage, pagePath, policyForPage, withPolicyMeta } from '../../../src/integrations/csp';

describe('cspHash', () => {
  it('is the base64 SHA-256 a browser computes for the body', () => {
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
  it('hashes CRLF line endings as the LF the HTML parser turns them into', () => {
    expect(cspHash('a();\r\nb();\rc();')).toBe(cspHash('a();\nb();\nc();'));
  });
});

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"/><title>t</title>
<script>window.a = 1;</script>
<script type="module">import('/x.js');</script>
<script type="module" src="/_astro/page.js"></script>
<script src='/other.js' defer></script>
<script type="application/ld+json">{"@type":"Thing"}</script>
<style>body{color:red}</style></head>
<body><script aria-hidden="true">
  (() => {})();
</script><style media="print">p{}</style></body></html>`;

describe('inline scripts and styles of a page', () => {
  it('lists the bodies of inline scripts the browser runs, classic and module, not external or data scripts', () => {
    expect(inlineScripts(PAGE)).toEqual(['window.a = 1;', "import('/x.js');", '\n  (() => {})();\n']);
  });
  it('lists every <style> body', () => {
    expect(inlineStyles(PAGE)).toEqual(['body{color:red}', 'p{}']);
  });
  it('gives a page exactly the hashes of what it contains', () => {
    expect(policyForPage(PAGE)).toEqual({
      scriptHashes: [cspHash('window.a = 1;'), cspHash("import('/x.js');"), cspHash('\n  (() => {})();\n')],
      styleHashes: [cspHash('body{color:red}'), cspHash('p{}')],
    });
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-s'"] });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts only from the site and by hash, each hash once, in a stable order', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive('script-src')).not.toMatch(/'unsafe-inline'/);
  });
  it('allows nothing from another origin', () => {
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(policy).not.toMatch(/https?:|\*/);
    expect(directive('object-src')).toBe("object-src 'none'");
  });
  it('hashes <style> elements and keeps style attributes, which Starlight renders', () => {
    expect(directive('style-src-elem')).toBe("style-src-elem 'self' 'sha256-s'");
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy first in <head>, right after the charset, before any script', () => {
    const html = withPolicyMeta(PAGE, "default-src 'self'");
    expect(html).toContain(`<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });
  it('replaces the policy of a page that has one, so a rebuilt page never carries two', () => {
    const twice = withPolicyMeta(withPolicyMeta(PAGE, "default-src 'self'"), "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });
  it('refuses a page without <head> and a policy that would break out of its attribute', () => {
    expect(() => withPolicyMeta('<p>no head</p>', "default-src 'self'")).toThrow(/without <head>/);
    expect(() => withPolicyMeta(PAGE, 'default-src "self"')).toThrow(/double quote/);
  });
});

describe('dist/_headers: the camera only on the play pages (issue 36)', () => {
  const file = headersFile("default-src 'self'", ['/heartbreaker/play/', '/', '/heartbreaker/builder/', '/kuggkoping/play/', '/404.html', '/heartbreaker/play/']);
  it('keeps the site-wide policy for every path', () => {
    expect(file.startsWith("/*\n  Content-Security-Policy: default-src 'self'\n")).toBe(true);
  });
  it('lets the play pages ask for the camera, and no other page', () => {
    expect(file).toContain('/heartbreaker/play/\n  Permissions-Policy: camera=(self)\n');
    expect(file).toContain('/kuggkoping/play/\n  Permissions-Policy: camera=(self)\n');
    expect(file).toContain('/heartbreaker/builder/\n  Permissions-Policy: camera=()\n');
    expect(file).toContain('/\n  Permissions-Policy: camera=()\n');
    expect(file).toContain('/404.html\n  Permissions-Policy: camera=()\n');
    // Each page once, by its own path: no wildcard gives a page two camera policies.
    expect(file.match(/Permissions-Policy/g)).toHaveLength(5);
    expect(file).not.toMatch(/\*.*\n {2}Permissions-Policy/);
  });
  it('reads a page’s address from its file under dist/', () => {
    expect(pagePath('kuggkoping/play/index.html')).toBe('/kuggkoping/play/');
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('404.html')).toBe('/404.html');
    expect(pagePath('wolsung\\play\\index.html')).toBe('/wolsung/play/');
    expect(isPlayPage('/wolsung/play/')).toBe(true);
    expect(isPlayPage('/wolsung/play/extra/')).toBe(false);
    expect(isPlayPage('/wolsung/rules/play/')).toBe(false);
  });
});
