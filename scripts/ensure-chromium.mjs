// The browser tests drive Debian's Chromium; Playwright's own browser download is never used.
// Installs it with apt when it is missing and we are root, otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log(`${CHROMIUM} is missing; installing the Debian chromium package...`);
    const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
      stdio: 'inherit',
    });
    if (result.status !== 0 || !existsSync(CHROMIUM)) {
      console.error('Installing chromium with apt-get failed.');
      process.exit(result.status || 1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it with:\n\n` +
        '  sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
}
