#!/usr/bin/env node
// The floors of the code, held at lint time (docs/architecture.md): who may import whom, on the server
// and on the web, and no import circle between files. `node scripts/check-imports.mjs` checks the whole
// tree and prints each broken rule with where the code belongs; `--graph` prints the room-to-room edges.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Source files under a folder, tests included (they are marked, and some rules spare them). */
const sourceFiles = (root) => {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'migrations') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(root);
  return found;
};

const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  join(base, 'index.ts'),
  join(base, 'index.tsx'),
  base.replace(/\.js$/, '.ts'),
  base.replace(/\.js$/, '.tsx'),
];

/** The project files a file imports (relative specifiers only; packages are not this check's concern). */
const importsOf = (file, known) => {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const found = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = resolve(dirname(file), fileName);
    const target = candidates(base).find((path) => known.has(path));
    if (target) found.push(target);
  }
  return found;
};

export const isTest = (path) => /\.test\.tsx?$|(^|\/)test\/|(^|\/)test-kit\.ts$|(^|\/)e2e\//.test(path);

/**
 * The room of a file: the folder that owns it. On the server a feature is `modules/<name>` and a platform
 * room `platform/<name>`; on the web a feature is
 * `features/<name>` and the other floors are `core`, `ui`, `api`, `app`. A file at the root of src/ or of
 * platform/ is a room of its own.
 */
export const roomOf = (path) => {
  const parts = path.split('/');
  if (parts.length === 1) return path.replace(/\.tsx?$/, '');
  if (parts[0] === 'modules' || parts[0] === 'features' || parts[0] === 'platform') {
    return `${parts[0]}/${parts[1].replace(/\.tsx?$/, '')}`;
  }
  return parts[0];
};

const isFace = (path) => /^(modules|features)\/[^/]+\/index\.tsx?$/.test(path);

/**
 * The database schema is one graph across the floors: a table references another feature's table for a
 * foreign key, and a feature may read another's table in a join or a count. So any file may import a
 * `tables.ts`, such an import is not a step between rooms, and a `tables.ts` imports only other tables
 * and the platform's column helpers.
 */
const isTables = (path) => /(^|\/)tables\.ts$/.test(path);

/**
 * The rules, each a function of one import (from, to: paths relative to the app's src) that returns what
 * is wrong, or nothing. `side` is 'server' or 'web'.
 */
export const rules = {
  server: [
    (from, to) =>
      from.startsWith('platform/') && to.startsWith('modules/') && !isTest(from)
        ? `platform never imports a feature: what ${from} needs from ${to} belongs in platform/, or the feature hands it over at start-up (app.ts)`
        : undefined,
    (from, to) =>
      roomOf(from) !== roomOf(to) &&
      to.startsWith('modules/') &&
      from.startsWith('modules/') &&
      !isFace(to) &&
      !isTables(to) &&
      !isTest(from)
        ? `${roomOf(from)} reaches into ${roomOf(to)}'s internals (${to}): import it from ${roomOf(to)}/index.ts, its public face, or move what both need to platform/`
        : undefined,
    (from, to) =>
      isTables(from) && !isTables(to) && !to.startsWith('platform/db/')
        ? `a tables.ts holds tables only: ${from} may import other tables and platform/db's column helpers, not ${to}`
        : undefined,
  ],
  web: [
    (from, to) =>
      ['core', 'ui', 'api'].includes(roomOf(from)) && ['app', 'features'].includes(to.split('/')[0]) && !isTest(from)
        ? `${roomOf(from)}/ stands under the features and the shell: ${from} may not import ${to}; move what it needs into core/`
        : undefined,
    (from, to) =>
      roomOf(from) === 'core' && ['ui', 'api'].includes(to.split('/')[0]) && !isTest(from)
        ? `core/ is the floor: ${from} may not import ${to}; move what it needs into core/`
        : undefined,
    (from, to) =>
      roomOf(from) !== roomOf(to) &&
      to.startsWith('features/') &&
      from.startsWith('features/') &&
      !isFace(to) &&
      !isTest(from)
        ? `${roomOf(from)} reaches into ${roomOf(to)}'s internals (${to}): import it from ${roomOf(to)}/index.ts, its public face, or move what both need to ui/ or core/`
        : undefined,
  ],
};

/** Strongly connected groups of more than one file (Tarjan), each a circle of imports. */
export const circles = (graph) => {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
};

/** Every broken rule and circle in one app's sources: `{ problems, rooms }`. */
export const checkApp = (side, srcRoot) => {
  const files = sourceFiles(srcRoot);
  const known = new Set(files);
  const rel = (path) => relative(srcRoot, path).split(sep).join('/');
  const problems = [];
  const fileGraph = new Map();
  const roomGraph = new Map();
  for (const file of files) {
    const from = rel(file);
    const targets = importsOf(file, known).map(rel);
    fileGraph.set(from, targets);
    for (const to of targets) {
      for (const rule of rules[side]) {
        const broken = rule(from, to);
        if (broken) problems.push(broken);
      }
      if (!isTest(from) && !isTest(to) && !isTables(to) && roomOf(from) !== roomOf(to)) {
        if (!roomGraph.has(roomOf(from))) roomGraph.set(roomOf(from), new Set());
        roomGraph.get(roomOf(from)).add(roomOf(to));
      }
    }
  }
  for (const group of circles(fileGraph)) problems.push(`import circle between files: ${group.join(' → ')}`);
  const rooms = new Map([...roomGraph].map(([room, targets]) => [room, [...targets]]));
  for (const group of circles(rooms)) problems.push(`rooms import each other (through any file): ${group.join(' ↔ ')}`);
  return { problems: [...new Set(problems)], rooms };
};

export const apps = [
  { side: 'server', srcRoot: join(repoRoot, 'apps/server/src') },
  { side: 'web', srcRoot: join(repoRoot, 'apps/web/src') },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const { side, srcRoot } of apps) {
    const { problems, rooms } = checkApp(side, srcRoot);
    if (process.argv.includes('--graph')) {
      for (const [room, targets] of [...rooms].sort()) console.log(`${side}: ${room} → ${targets.sort().join(', ')}`);
    }
    for (const problem of problems) console.error(`${side}: ${problem}`);
    failed += problems.length;
  }
  if (failed) {
    console.error(`\n${failed} import rule(s) broken (docs/architecture.md says what goes where).`);
    process.exit(1);
  }
  console.log('Imports: every floor holds, no circles.');
}
