import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the request's headers cost; index.html is always done. */
const minBytes = 1024;

const worthCompressing = async (file: string) =>
  compressible.test(file) && (path.basename(file) === 'index.html' || (await stat(file)).size > minBytes);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
};

/** Writes `file.br` and `file.gz` beside a file when each is smaller than the file itself. */
const compressFile = async (file: string) => {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
};

/**
 * Precompressed copies of the built text assets (brotli at maximum quality, gzip level 9), so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * Runs once the whole bundle, public files included, is on disk. Vite's own metadata (.vite/) is skipped;
 * index.html is compressed whatever its size, and the server decides whether to use it.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'ventura:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const files = await filesUnder(outDir);
      const candidates = await Promise.all(files.map(async (file) => ((await worthCompressing(file)) ? file : null)));
      await Promise.all(candidates.flatMap((file) => (file ? [compressFile(file)] : [])));
    },
  };
};
