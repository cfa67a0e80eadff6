// Starting and stopping the real server for the bench (run.ts, sockets.ts): the server as a deployment runs
// it, built ahead of time (dist/main.js, scripts/build-server.mjs), on BENCH_PORT, at the default log level,
// without the web app.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const port = Number(process.env.BENCH_PORT ?? 3299);
export const base = `http://127.0.0.1:${port}`;
export const host = 'localhost';
const profile = process.env.BENCH_PROFILE === '1';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitForHealth = async (child: ChildProcess) => {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error('the server did not start within 60 s');
};

let built = false;
/**
 * Builds the server once per bench. Run from its sources through the TypeScript loader instead, a match
 * list cost 10% more CPU than built (the loader's transform wraps functions to keep their names).
 */
const buildOnce = () => {
  if (built) return;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  built = true;
};

/**
 * `env` is laid over the bench's own environment (LOG_LEVEL and DATABASE_URL are not inherited; an
 * entry set to '' removes a variable). `nodeArgs` go before the entry point; `ipc` opens a channel to it.
 */
export const startServer = (env: Record<string, string>, options: { nodeArgs?: string[]; ipc?: boolean } = {}) => {
  const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, '.data/profiles')}`] : [];
  const { LOG_LEVEL: _level, DATABASE_URL: _url, ...inherited } = process.env;
  const merged: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
  buildOnce();
  // The loader stays for what `nodeArgs` import from the sources (the sockets bench's probe).
  return spawn(process.execPath, [...profileArgs, '--import', 'tsx', ...(options.nodeArgs ?? []), 'dist/main.js'], {
    cwd: serverRoot,
    // Default log level, as in production: request logging is part of what is measured.
    env: merged,
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
};

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await Promise.race([exited, sleep(10_000)]);
};
