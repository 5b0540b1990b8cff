// Makes sure Debian's Chromium is there for the e2e tests: CHROMIUM_PATH, then /usr/bin/chromium;
// when missing and apt is usable, installs the `chromium` package; otherwise says how to.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
if (candidates.some((path) => existsSync(path))) process.exit(0);

const canApt =
  existsSync('/usr/bin/apt-get') && typeof process.getuid === 'function' && process.getuid() === 0;
if (!canApt) {
  console.error(
    'Chromium is needed for the end-to-end tests and was not found.\n' +
      'Install it with:  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync('/usr/bin/chromium')) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
