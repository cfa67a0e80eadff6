// npm run drill: the scale-out drills of docs/scaling.md on this machine, with their load kept up longer
// than in CI (DRILL_SECONDS after the fault, 30 unless set). The failover drill (a primary, a synchronous
// standby and PgBouncer made here, the primary lost under load) and the process-fault drill (three processes
// behind nginx, one killed with SIGKILL under load) run as the production suite runs them
// (scripts/test-production.mjs: PostgreSQL, Redis, nginx, pgbouncer and the PostgreSQL server binaries
// needed), then their figures are printed together. Arguments go to Playwright (`-- failover.spec.ts`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, '.data/reports/production');
const drills = ['failover', 'process-fault'];
const picked = process.argv.slice(2);
const files = picked.some((arg) => arg.endsWith('.spec.ts')) ? [] : drills.map((name) => `${name}.spec.ts`);

for (const name of drills) fs.rmSync(path.join(reports, `drill-${name}.json`), { force: true });
const run = spawnSync(process.execPath, ['scripts/test-production.mjs', ...files, ...picked], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DRILL_SECONDS: process.env.DRILL_SECONDS ?? '30', PRODUCTION_TESTS: 'required' },
});

console.log('\nDrill figures (also in .data/reports/production/drill-*.json):');
for (const name of drills) {
  const file = path.join(reports, `drill-${name}.json`);
  if (!fs.existsSync(file)) {
    console.log(`\n${name}: no figures (the drill did not run or did not finish)`);
    continue;
  }
  const { at, figures } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  console.log(`\n${name} (${at}):`);
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value}`);
}
process.exit(run.status ?? 1);
