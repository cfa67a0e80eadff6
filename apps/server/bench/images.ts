// The image step of `npm run bench` (BENCH_ONLY=images runs it alone, without a database): BENCH_IMAGE_UPLOADS
// uploads at once (default 10) of one large image each, 7,900 x 5,000 pixels (39.5 MP, just under the
// 40 MP limit), for each of the ways a camera or an editor writes one: a baseline JPEG turned by its EXIF
// orientation (a phone photo), a progressive JPEG turned the same way, a PNG and an interlaced PNG. Each
// kind runs in a fresh process (so that one kind's memory does not carry into the next) doing what an
// upload does after its bytes are read: service.storeRenditions (check, decode, the three WebP renditions,
// stored on disk). Measured: the process's resident memory before, its peak (the kernel's high-water
// mark, VmHWM) and the time until all are stored.
//
//   BENCH_IMAGE_UPLOADS=10 BENCH_IMAGE_KINDS=progressive-jpeg,interlaced-png
//   node --import tsx bench/images.ts (the whole step, as npm run bench runs it)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';

const uploads = Number(process.env.BENCH_IMAGE_UPLOADS ?? 10);
const [width, height] = [7900, 5000];

const kinds = {
  'phone JPEG (EXIF-turned)': (image: Sharp) => image.jpeg({ quality: 85 }).withMetadata({ orientation: 6 }),
  'progressive JPEG (EXIF-turned)': (image: Sharp) =>
    image.jpeg({ quality: 85, progressive: true }).withMetadata({ orientation: 6 }),
  PNG: (image: Sharp) => image.png({ compressionLevel: 9 }),
  'interlaced PNG': (image: Sharp) => image.png({ compressionLevel: 9, progressive: true }),
} satisfies Record<string, (image: Sharp) => Sharp>;
export type Kind = keyof typeof kinds;
const kindNames = Object.keys(kinds) as Kind[];

const Measured = z.object({ rssBefore: z.number(), peak: z.number(), seconds: z.number(), stored: z.number() });
export type ImageRun = z.infer<typeof Measured> & { kind: Kind; bytes: number };

/** The kernel's high-water mark of this process's resident memory (bytes): its true peak. */
const peakRss = () => {
  const line = fs
    .readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
};

/** A plain image of the bench's size (its content does not change what decoding it costs in memory). */
const makeImage = (kind: Kind) =>
  kinds[kind](sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })).toBuffer();

/** In the fresh process: `count` copies of the file stored at once, as that many uploads would be. */
const measure = async (file: string, count: number) => {
  const { storeRenditions } = await import('../src/modules/uploads/service.ts');
  const { diskStorage } = await import('../src/platform/storage/disk.ts');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-images-'));
  try {
    const storage = diskStorage(folder);
    const bytes = fs.readFileSync(file);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const stored = await Promise.all(
      Array.from({ length: count }, () => storeRenditions(storage, '00000000-0000-4000-8000-000000000000', bytes)),
    );
    const seconds = (performance.now() - started) / 1000;
    return { rssBefore, peak: peakRss(), seconds, stored: stored.length };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

const runChild = (file: string, count: number) =>
  new Promise<z.infer<typeof Measured>>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'measure', file, String(count)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the image bench process exited with ${code}`));
      resolve(Measured.parse(JSON.parse(out)));
    });
  });

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** `count` uploads at once of one image of this kind, in a fresh process (uploads.test.ts holds its peak). */
export const measureUploads = async (kind: Kind, count = uploads): Promise<ImageRun> => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-image-inputs-'));
  try {
    const bytes = await makeImage(kind);
    const file = path.join(folder, 'input');
    fs.writeFileSync(file, bytes);
    return { kind, bytes: bytes.length, ...(await runChild(file, count)) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

/** Every kind (or those in BENCH_IMAGE_KINDS), each in a fresh process; prints a table and answers the runs. */
export const runImageBench = async () => {
  const wanted = process.env.BENCH_IMAGE_KINDS?.split(',');
  const chosen = wanted ? kindNames.filter((kind) => wanted.some((w) => kind.toLowerCase().includes(w))) : kindNames;
  const runs: ImageRun[] = [];
  for (const kind of chosen) runs.push(await measureUploads(kind));
  console.log(
    `\n### Images: ${uploads} uploads at once of ${((width * height) / 1e6).toFixed(1)} MP, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log('| image | file | RSS before | peak RSS | seconds for all |');
  console.log('|---|---|---|---|---|');
  for (const run of runs) {
    console.log(
      `| ${run.kind} | ${Math.round(run.bytes / 1024)} KB | ${mb(run.rssBefore)} MB | ${mb(run.peak)} MB | ${run.seconds.toFixed(1)} |`,
    );
  }
  return runs;
};

if (process.argv[2] === 'measure') {
  const [file, count] = process.argv.slice(3);
  if (!file) throw new Error('usage: bench/images.ts measure <file> [count]');
  process.stdout.write(JSON.stringify(await measure(file, Number(count ?? uploads))));
} else if (import.meta.filename === process.argv[1]) {
  await runImageBench();
}
