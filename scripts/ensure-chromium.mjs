// Finds the Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// When neither exists and we are root with apt-get, installs Debian's `chromium` package; otherwise
// stops with a message naming the package. Never downloads a browser build of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
    if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'])) {
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
console.log(`Using Chromium at ${chromium}`);
