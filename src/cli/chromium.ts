/**
 * Finds a Chromium for the end-to-end tests and the CLI tools that drive a browser: CHROMIUM_PATH, else /usr/bin/chromium, else the
 * browser Playwright may have installed. With none, the run stops and says how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install chromium`) ' +
        'or set CHROMIUM_PATH to its executable.',
    );
  }
  return chromium.launch({ executablePath, args: FLAGS });
}
