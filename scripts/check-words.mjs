// Runs ../shared/tools/verbatim-check, which lists any passage of 10+ words that repeats a source
// rulebook. The folder only exists beside the repo in the workplace; elsewhere there is nothing to check.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tool = resolve(root, '../shared/tools/verbatim-check');
if (!existsSync(tool)) {
  console.log('../shared/tools/verbatim-check is not here; skipping the verbatim check.');
  process.exit(0);
}
const r = spawnSync(tool, process.argv.slice(2), { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
