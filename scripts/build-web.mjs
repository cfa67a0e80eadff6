// Builds the web app only when what it is built from changed since the last build: `npm start` and the
// browser journeys call this, so a second start (or a second test run) does not pay 60-100 s for the
// same bundle again. Usage: node scripts/build-web.mjs [--force]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
/** Written into dist after a build that succeeded: the digest of the inputs it was built from. */
const stampFile = path.join(dist, '.inputs-digest');

/** What the bundle is made of: the web app, the shared package it imports, and the exact dependencies. */
const inputs = ['apps/web', 'packages/shared', 'package-lock.json', 'tsconfig.base.json'];
const skipped = new Set(['node_modules', 'dist', '.vite']);

const filesOf = (relative) => {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name) && !(entry.isFile() && /\.test\.tsx?$/.test(entry.name)))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)));
};

/**
 * One digest of every input's path and content (tests excluded: they are not in the bundle). Content,
 * not modification times, so that a fresh clone of a commit that was built before is still a change
 * only if something differs.
 */
export const inputsDigest = () => {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const builtDigest = () => (fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null);

const main = () => {
  const digest = inputsDigest();
  if (!process.argv.includes('--force') && builtDigest() === digest) {
    console.log('Web app: up to date with its sources, not rebuilt (node scripts/build-web.mjs --force rebuilds)');
    return;
  }
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@ventura/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, `${digest}\n`);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
