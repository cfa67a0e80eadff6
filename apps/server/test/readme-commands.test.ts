import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Every `npm run ...` (and `npm start`, `npm test`) that README.md shows in a code block works as written.
 * The seed and tenant commands run here, in README's order, against a throw-away embedded database; the
 * others are named below with the reason they are not run, so a new command cannot slip by untested.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const rootScripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).scripts;

/** The scripts whose README lines run here. */
const run = ['seed', 'tenant'];
/** The scripts README shows that are not run here, and why. */
const notRun: Record<string, string> = {
  start: 'builds the web app and serves until stopped (test/crash-recovery.test.ts starts the same server)',
  test: 'the whole suite, this file included',
  dev: 'two watchers that run until stopped',
  build: 'compiles the web app and the server (npm run test:production runs what it builds)',
  'test:server': 'this suite',
  'test:e2e': 'the browser journeys, a phase of npm test of its own',
  'db:generate': 'writes a migration file into the source tree',
  bench: 'a load test of minutes',
};

/** A count README asks for (a million profiles) cut to a few, so that the line runs in seconds. */
const smallCounts: Record<string, string> = { '--scale': '20', '--posts': '5', '--jobs': '5' };

/** Each `npm run` command of README's code blocks, without its comment, in README's order. */
const readmeCommands = () => {
  const blocks = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .flatMap((line) => line.split('&&').map((part) => part.trim()))
      .filter((part) => /^npm (run \S+|start|test)\b/.test(part)),
  );
};

const scriptOf = (command: string) => command.match(/^npm (?:run )?(\S+)/)?.[1] ?? '';

/**
 * The lines to run for one README command: as written, with a big count cut down; a command with optional
 * parts (`[--host h]`) runs once with each of them, in order.
 */
const runsOf = (command: string) => {
  const cut = command.replace(/(--scale|--posts|--jobs) \d+/g, (_all, flag: string) => `${flag} ${smallCounts[flag]}`);
  const optional = [...cut.matchAll(/\s*\[([^\]]+)\]/g)];
  if (optional.length === 0) return [cut];
  const base = cut.replace(/\s*\[[^\]]+\]/g, '');
  return optional.map((part) => `${base} ${part[1]}`);
};

const commands = readmeCommands();
const toRun = commands.filter((command) => run.includes(scriptOf(command))).flatMap(runsOf);

type Result = { code: number | null; output: string };

/** Runs a line through the shell from the repository's root, as a person at the terminal would. */
const shell = (line: string, env: NodeJS.ProcessEnv) =>
  new Promise<Result>((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });

/** What each command prints when it did its work. */
const expectedOutput = (line: string): RegExp => {
  if (line === 'npm run seed') return /Seeded the demo tenants\./;
  if (line.includes('--scale')) return /Seeded 20 profiles in/;
  if (line.includes('--posts')) return /Seeded 5 posts on localhost/;
  if (line.includes('--jobs')) return /Seeded 5 jobs on localhost/;
  if (line.includes('tenant -- list')) return /ventura\s+Ventura Startup Mission/;
  if (line.includes('tenant -- create'))
    return /Created the tenant "acme" \(Acme Hub\) on hub\.acme\.org, www\.acme\.org/;
  if (line.includes('tenant -- add-operator')) return /Added Ada Ops \(ops@acme\.org\) as an operator of "acme"/;
  if (line.includes('tenant -- update')) return /Updated "acme"/;
  throw new Error(`No expected output for: ${line}`);
};

// The commands run on the embedded database whatever the suite runs on; the PostgreSQL phase need not repeat them.
describe.skipIf(Boolean(process.env.DATABASE_URL))("README's npm commands", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-readme-'));
    // The caller's environment but for where the data goes (and the npm settings of an outer npm run).
    const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, SEED_DEMO: _seed, ...rest } = process.env;
    env = {
      ...Object.fromEntries(Object.entries(rest).filter(([key]) => !/^npm_/i.test(key))),
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs here or names as not run every npm command README shows, each a script of package.json', () => {
    expect(commands.length).toBeGreaterThan(10);
    const unknown = commands.filter((command) => !run.includes(scriptOf(command)) && !(scriptOf(command) in notRun));
    expect(unknown, 'README shows these: run them here, or name them in notRun with the reason').toEqual([]);
    for (const command of commands) expect(rootScripts, command).toHaveProperty([scriptOf(command)]);
    expect(toRun).toEqual(
      expect.arrayContaining([
        'npm run seed',
        'npm run seed -- --tenant localhost --scale 20',
        'npm run seed -- --tenant localhost --posts 5',
        'npm run seed -- --tenant localhost --jobs 5',
        'npm run tenant -- list',
        'npm run tenant -- create --slug acme --name "Acme Hub" --host hub.acme.org --host www.acme.org',
        'npm run tenant -- add-operator acme --email ops@acme.org --name "Ada Ops"',
        'npm run tenant -- update acme --name "Acme Founders"',
        'npm run tenant -- update acme --add-host h',
        'npm run tenant -- update acme --remove-host h',
      ]),
    );
  });

  const lastList = toRun.lastIndexOf('npm run tenant -- list');
  toRun.forEach((line, at) => {
    it(line, { timeout: 90_000 }, async () => {
      const result = await shell(line, env);
      expect(result.output).not.toMatch(/Unknown cli config|Unexpected argument|is being parsed as a normal command/);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(expectedOutput(line));
      // README's last line lists the tenant as its create, add-operator and update lines made it.
      if (at === lastList) {
        expect(result.output).toMatch(
          /acme\s+Acme Founders\s+1 operators, 0 members\s+hub\.acme\.org, www\.acme\.org\n/,
        );
      }
    });
  });
});
