import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); Playwright cannot download its own browser here. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install one with "apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
    );
  }
  return path;
}

/** Flags for Chromium on these machines: no sandbox as root, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
