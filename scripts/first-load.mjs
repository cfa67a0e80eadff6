// The JavaScript a visitor downloads before the sign-in page shows: index.html's entry script with its
// static imports, plus the chunks of the /auth/login route. Prints the total gzip and brotli size and
// fails above the budget. Usage: node scripts/first-load.mjs [dist] [--chunks]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * First-load budget of /auth/login in gzip bytes of JavaScript (1 KB = 1024 bytes): the figure today
 * rounded up to the next 5 KB, so that growth is a decision rather than an accident. Lower it as the
 * first load shrinks. Raised from 220 KB on 2026-11-23 (issue 13): the profile routes of eight account
 * types, the multipart body in the API client and the rejection watch took the first load to 220.1 KB;
 * the next savings are named in docs/benchmarks.md. Raised from 225 KB on 2026-11-26 (issue 19): the jobs
 * and challenges route tables (each feature's pages behind one loader module, its paths outside the table)
 * and Mantine's combobox helpers, split into a chunk of their own once lazy job pages shared them with the
 * sign-in form's Select (about 0.5 KB of gzip framing), took the first load to 225.0 KB. Raised from 230 KB on
 * 2026-11-29 (issues 38 and 39): the pitch recorder's and certificates' route tables and menu entries (their
 * pages and the console's behind each feature's loader module, zod kept out of the table) took it to 230.0 KB;
 * each lazy import in the entry also carries its chunk's preload list (74 of them, about 2 KB gzip).
 */
export const budgetBytes = 235 * 1024;
/**
 * Where the first load should get to (issue 11). The phone-number validation (libphonenumber-js) and zod
 * now load after the first screen; what remains is mostly react-dom, Mantine, React Router and TanStack
 * Query in the entry, and the sign-in form's Select and @mantine/form.
 */
export const goalBytes = 180 * 1024;

/**
 * Source modules the router loads before /auth/login can render (its `lazy` route), as the Vite manifest
 * names them. Anything the page imports statically comes with them; what it loads later on demand does not.
 */
export const loginRouteModules = ['src/features/auth/pages/login-page.tsx'];

const defaultDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The manifest entry of index.html's module script. */
const entryKeyOf = (manifest, html) => {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+)"/g)].map((match) => match[1]);
  if (scripts.length !== 1) throw new Error(`index.html should have one module script, found ${scripts.length}`);
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && manifest[name].file === scripts[0]);
  if (!key) throw new Error(`index.html's script ${scripts[0]} is not an entry of the Vite manifest`);
  return key;
};

/**
 * The files of the first load of /auth/login, in load order: index.html's entry and its static imports,
 * then the login route's chunks and theirs (dynamic imports are followed only for the route itself).
 */
export const firstLoadFiles = (dist = defaultDist) => {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} not found: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update loginRouteModules in this script`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKeyOf(manifest, html));
  for (const module of loginRouteModules) visit(module);
  return [...keys].map((key) => manifest[key].file);
};

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
const brotliSize = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** Each first-load file with its raw, gzip (level 9) and brotli (quality 11) size in bytes. */
export const measureFirstLoad = (dist = defaultDist) =>
  firstLoadFiles(dist).map((file) => {
    const buffer = fs.readFileSync(path.join(dist, file));
    return { file, raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) };
  });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const main = () => {
  const args = process.argv.slice(2);
  const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? defaultDist);
  const chunks = measureFirstLoad(dist);
  const total = (key) => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
  if (args.includes('--chunks')) {
    for (const chunk of chunks) {
      console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(9)} ${kb(chunk.gzip).padStart(9)} gzip`);
    }
  }
  const gzip = total('gzip');
  const within = gzip <= budgetBytes;
  console.log(
    `First load of /auth/login: ${kb(gzip)} gzip, ${kb(total('brotli'))} brotli of JavaScript in ${chunks.length} files ` +
      `(budget ${kb(budgetBytes)}${within ? '' : `: ${kb(gzip - budgetBytes)} over`}; goal ${kb(goalBytes)})`,
  );
  if (!within) process.exitCode = 1;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`first-load: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
