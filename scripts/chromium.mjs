import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium. Never downloaded. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((p) => existsSync(p));
}
