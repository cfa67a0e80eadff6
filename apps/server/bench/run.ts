// npm run bench: starts the server on a fresh embedded database and measures the hot read paths with
// autocannon from this process. Figures go to docs/benchmarks.md by hand, with the machine and date.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = 3299;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-'));
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const waitForHealth = async () => {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
};

const cases: Array<{ name: string; path: string }> = [
  { name: 'verify-tenant', path: '/api/v1/verify-tenant?host=localhost' },
  { name: 'global settings', path: '/api/v1/global/settings' },
  { name: 'states of India', path: '/api/v1/states?countryCode=IN' },
  { name: 'location typeahead', path: '/api/v1/location?search=bangal' },
  { name: 'industries', path: '/api/v1/public/custom-data/industries' },
  { name: 'health', path: '/api/health' },
];

const main = async () => {
  try {
    await waitForHealth();
    console.log(`| call | req/s (mean) | p50 ms | p99 ms | errors |\n|---|---|---|---|---|`);
    for (const c of cases) {
      const result = await autocannon({
        url: `${base}${c.path}`,
        connections: 10,
        duration,
        headers: { host: 'localhost' },
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  server.kill('SIGTERM');
  process.exit(1);
});
