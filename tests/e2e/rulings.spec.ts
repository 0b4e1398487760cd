import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import yaml from 'js-yaml';
import { builtPages, hrefsIn, htmlFor, idsIn } from './support/site';

// Each reading on /rulings/ has its own anchor, and some page that relies on it links there (an
// "Our reading" note or a tool's list of rulings): a ruling no page points to is one no player meets.
const rulings = (yaml.load(readFileSync('content/site/data/rulings.yaml', 'utf8')) as { id: string }[]).map((r) => r.id);

test('every ruling has its anchor on /rulings/ and is linked from a page that relies on it', () => {
  const rulingsPage = htmlFor('/rulings/');
  expect(rulingsPage).toBeDefined();
  const anchors = idsIn(rulingsPage!);
  const linked = new Set<string>();
  for (const path of builtPages()) {
    if (path === '/rulings/') continue;
    for (const href of hrefsIn(htmlFor(path)!)) {
      const m = /^\/rulings\/#([a-z]\d+)$/.exec(href);
      if (m) linked.add(m[1]!);
    }
  }
  const missing = rulings.filter((id) => !anchors.has(id.toLowerCase())).map((id) => `${id}: no #${id.toLowerCase()} on /rulings/`);
  const orphans = rulings.filter((id) => !linked.has(id.toLowerCase())).map((id) => `${id}: no page links /rulings/#${id.toLowerCase()}`);
  expect([...missing, ...orphans], [...missing, ...orphans].join('\n')).toEqual([]);
  expect(rulings.length).toBeGreaterThanOrEqual(45);
});
