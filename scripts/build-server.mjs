// Compiles the server ahead of time: apps/server/dist/main.js (the server), tenant-cli.js (npm run tenant)
// and seed-cli.js (npm run seed), each started with plain `node` and no TypeScript loader. Our own code
// (the server and packages/shared) is bundled; every npm package stays an import from node_modules, so
// native parts (sharp, PGlite's WASM) load as they do from the sources. Paths the server reads at run time
// start from apps/server/src/paths.ts, which means apps/server both from src/ and from dist/.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = `${root}apps/server`;
const outdir = `${server}/dist`;

/** Bare imports are packages from node_modules, left to Node, except the workspace's own TypeScript. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ventura/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: `${server}/src/main.ts`,
    'tenant-cli': `${server}/src/ops/tenant-cli.ts`,
    'seed-cli': `${server}/src/seed/cli.ts`,
  },
  outdir,
  bundle: true,
  splitting: true,
  // Flat: every chunk sits in dist/ itself, so import.meta.dirname is the same folder in all of them.
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [packagesStayExternal],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
fs.writeFileSync(`${outdir}/package.json`, `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
console.log(
  `Built the server into apps/server/dist in ${((Date.now() - started) / 1000).toFixed(1)} s (${(bytes / 1e6).toFixed(1)} MB with source maps)`,
);
