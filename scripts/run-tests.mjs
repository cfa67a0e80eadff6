// `npm test`: every phase in turn (lint, types, unit and integration, browser journeys), stopping at the
// first that fails, then a summary of where the time went (scripts/test-summary.mjs). Each phase's time is
// written to .data/reports/phases.json so that CI can add its own phases and print one table.
// Usage: node scripts/run-tests.mjs [phase...]   (phases: lint, types, unit, journeys, production; default all)
// The production phase (scripts/test-production.mjs) needs PostgreSQL, Redis and nginx on the machine and
// says it skipped when one is missing, unless PRODUCTION_TESTS=required (CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPhase, reportsDir, summarize } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The phases of `npm test`, in order: the cheap ones first, so a typo fails in seconds. */
const phases = {
  lint: ['npm', ['run', 'lint']],
  types: ['npm', ['run', 'typecheck']],
  unit: ['npm', ['run', 'test:unit']],
  journeys: ['npm', ['run', 'test:e2e']],
  production: ['npm', ['run', 'test:production']],
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in phases));
if (unknown.length > 0) {
  console.error(`Unknown phase ${unknown.join(', ')}: choose from ${Object.keys(phases).join(', ')}`);
  process.exit(2);
}

// A whole run starts from empty reports; CI clears them itself, before the phases it adds (.ci/run).
const whole = chosen.length === 0;
if (whole && !process.env.CI) fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });
// Machine-readable results of both runners, for the summary's slowest files and journeys.
const env = {
  ...process.env,
  VITEST_JSON: process.env.VITEST_JSON ?? path.join(reportsDir, 'vitest-pglite.json'),
  PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(reportsDir, 'playwright.json'),
};

for (const name of whole ? Object.keys(phases) : chosen) {
  const [command, args] = phases[name];
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  recordPhase(name, (Date.now() - started) / 1000, run.status === 0);
  if (run.status !== 0) {
    console.error(`\nThe ${name} phase failed (exit ${run.status ?? run.signal}).`);
    process.exit(run.status || 1);
  }
}

// CI prints one summary after all of its phases (.ci/run).
if (whole && !process.env.CI) summarize();
