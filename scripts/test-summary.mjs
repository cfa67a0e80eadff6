// Where a test run's time went, and its closing line. Reads .data/reports: phases.json (written by
// scripts/run-tests.mjs and .ci/run), the Vitest JSON reports (vitest-*.json) and Playwright's
// (playwright.json). Prints the time of each phase, the ten slowest test files and the ten slowest
// journeys, then one line "N passed, N failed, N skipped"; exits non-zero when nothing passed or
// something failed.
// Usage: node scripts/test-summary.mjs [reports dir]
//        node scripts/test-summary.mjs phase <name> <seconds> <ok|failed>   (records one phase)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const reportsDir = fileURLToPath(new URL('../.data/reports', import.meta.url));
const phasesFile = (dir) => path.join(dir, 'phases.json');

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/** Adds one phase's time to phases.json (a phase run twice keeps both). */
export const recordPhase = (name, seconds, ok, dir = reportsDir) => {
  fs.mkdirSync(dir, { recursive: true });
  const phases = readJson(phasesFile(dir), []);
  phases.push({ name, seconds: Math.round(seconds), ok });
  fs.writeFileSync(phasesFile(dir), `${JSON.stringify(phases, null, 2)}\n`);
};

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const relative = (file) => path.relative(process.cwd(), file);

/** Every Vitest file and Playwright journey of the reports, with its time and outcome counts. */
const readReports = (dir) => {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const files = [];
  const journeys = [];
  /** The steps of every journey by title (the axe scans, e2e/support/axe.ts): how many, and their time. */
  const steps = new Map();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!name.endsWith('.json') || name === 'phases.json') continue;
    const report = readJson(path.join(dir, name), {});
    if (name.startsWith('vitest')) {
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
      counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      const run = name.replace(/^vitest-?|\.json$/g, '') || 'vitest';
      for (const result of report.testResults ?? []) {
        files.push({ name: `${relative(result.name)} (${run})`, seconds: (result.endTime - result.startTime) / 1000 });
      }
    } else if (report.stats) {
      counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      counts.failed += report.stats.unexpected ?? 0;
      counts.skipped += report.stats.skipped ?? 0;
      collectJourneys(report.suites ?? [], [], journeys, steps);
    }
  }
  return { counts, files, journeys, steps };
};

const collectSteps = (list, into) => {
  for (const step of list ?? []) {
    const seen = into.get(step.title) ?? { count: 0, seconds: 0 };
    into.set(step.title, { count: seen.count + 1, seconds: seen.seconds + (step.duration ?? 0) / 1000 });
    collectSteps(step.steps, into);
  }
};

const collectJourneys = (suites, titles, into, steps) => {
  for (const suite of suites) {
    const trail = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        if ((test.results ?? []).length > 0) into.push({ name: [...trail, spec.title].join(' › '), seconds });
        for (const result of test.results ?? []) collectSteps(result.steps, steps);
      }
    }
    collectJourneys(suite.suites ?? [], trail, into, steps);
  }
};

const printSlowest = (title, rows) => {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.name}`);
  }
};

/** Vitest's time by part of the code and run (its files' tests and hooks, added up over both workers). */
const printProjects = (files) => {
  const parts = new Map();
  for (const file of files) {
    // The server's files run once per database (the report's name says which); the rest run once.
    const where = file.name.split('/').slice(0, 2).join('/');
    const part = where === 'apps/server' ? `${where} ${file.name.slice(file.name.lastIndexOf(' (') + 1)}` : where;
    const seen = parts.get(part) ?? { count: 0, seconds: 0 };
    parts.set(part, { count: seen.count + 1, seconds: seen.seconds + file.seconds });
  }
  if (parts.size === 0) return;
  console.log('\nTest files by part (tests and hooks, both workers added up)');
  for (const [part, { count, seconds }] of [...parts].sort((a, b) => b[1].seconds - a[1].seconds)) {
    console.log(`  ${minutes(seconds).padStart(6)}  ${part}, ${count} files`);
  }
};

export const summarize = (dir = reportsDir) => {
  const phases = readJson(phasesFile(dir), []);
  if (phases.length > 0) {
    console.log('\nPhases');
    for (const phase of phases) {
      console.log(`  ${minutes(phase.seconds).padStart(6)}  ${phase.name}${phase.ok ? '' : ' (failed)'}`);
    }
    console.log(`  ${minutes(phases.reduce((sum, phase) => sum + phase.seconds, 0)).padStart(6)}  in all`);
  }
  const { counts, files, journeys, steps } = readReports(dir);
  printProjects(files);
  printSlowest('Ten slowest test files (their tests and hooks, without imports)', files);
  printSlowest('Ten slowest journeys', journeys);
  const scans = steps.get('axe scan');
  if (scans) {
    const total = journeys.reduce((sum, journey) => sum + journey.seconds, 0);
    console.log(
      `\nAccessibility scans: ${scans.count}, ${scans.seconds.toFixed(0)} s of the journeys' ${total.toFixed(0)} s`,
    );
  }
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return counts;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv[2] === 'phase') {
    const [, , , name, seconds, outcome] = process.argv;
    recordPhase(name, Number(seconds), outcome === 'ok');
  } else {
    const counts = summarize(process.argv[2] ?? reportsDir);
    if (counts.passed === 0 || counts.failed > 0) process.exit(1);
  }
}
