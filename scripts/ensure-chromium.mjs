// Finds the Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// When neither exists and we are root with apt-get, installs Debian's `chromium` package; otherwise
// stops with a message naming the package. Never downloads a browser build of its own.
//
// Also the fonts the pages are laid out in: the site's system font stack falls back to Arial, which
// Debian has as Liberation Sans (`fonts-liberation`, a package Chromium recommends, so a plain install
// brings it). Without it every page is drawn in DejaVu Sans, much wider than a phone's Roboto or San
// Francisco, and the layout checks fail for the font, not the page (Heartbreaker's first card at
// 856 px instead of within the first 740 px screen, on a machine with DejaVu only).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const FONT_PACKAGES = ['fonts-liberation'];

/** Whether fontconfig has Liberation Sans (where fc-list is missing, nothing can be told: go on). */
function hasLayoutFonts() {
  const r = spawnSync('fc-list', [':family=Liberation Sans'], { encoding: 'utf8' });
  return r.status !== 0 || r.stdout.trim() !== '';
}

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    process.exit(1);
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

function run(cmd, args) {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

let chromium = found();
if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s "chromium" package for the end-to-end tests.');
    if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', ...FONT_PACKAGES])) {
      console.error('Installing the "chromium" package failed; see the apt-get output above.');
      process.exit(1);
    }
    chromium = found();
  }
  if (!chromium) {
    console.error(
      'The end-to-end tests need Chromium. Install Debian\'s "chromium" package (sudo apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium binary. No browser is downloaded by this project.',
    );
    process.exit(1);
  }
}

if (!hasLayoutFonts()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', ...FONT_PACKAGES]);
  // The package lists may be stale on a machine that installed Chromium long ago: update once if needed.
  if (!(isRoot && (install() || (run('apt-get', ['update']) && install())))) {
    console.error(`The end-to-end tests lay pages out in Liberation Sans: install Debian's ${FONT_PACKAGES.join(' ')} (sudo apt-get install ${FONT_PACKAGES.join(' ')}).`);
    process.exit(1);
  }
}
console.log(`Using Chromium at ${chromium}`);
