// Finds the Chromium the browser tests launch. Imported by playwright.config.ts; run as a script before
// the journeys so that a machine without Chromium stops with one clear line instead of a launch error.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Chromium or Chrome lives on Debian, Ubuntu (snap) and Google's packages, in order of preference. */
export const knownPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
];

export const missingBrowserMessage =
  'No Chromium found for the browser tests: install it with "apt-get install chromium" (Debian) or set CHROMIUM_PATH.';

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The first executable among $CHROMIUM_PATH, $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH and the known paths,
 * or undefined when there is none.
 */
export const findBrowser = (env = process.env) =>
  [env.CHROMIUM_PATH, env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, ...knownPaths].find(
    (file) => file !== undefined && file !== '' && isExecutable(file),
  );

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!findBrowser()) {
    console.error(missingBrowserMessage);
    process.exitCode = 1;
  }
}

/**
 * The flags every browser suite launches Chromium with (the journeys and the production suite): no sandbox
 * (root in CI), no GPU, and none of Chromium's background calls home, which this machine's closed network
 * refuses many at a time.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
