// Reads a V8 CPU profile (BENCH_PROFILE=1 writes them to .data/profiles) and prints where the time went:
// self time by function and by file (or package), and the total time under the frames that matter for a
// request (hooks, handlers), so that a profile can be read in a terminal and quoted in docs/benchmarks.md.
//
//   npx tsx apps/server/bench/profile-summary.ts .data/profiles/CPU....cpuprofile [top=25] [filter] [from-to]
//
// `filter` (a substring of a function name or file; '' for none) adds a table of total (inclusive) time
// for the matching frames. `from-to` (seconds since the profile started, e.g. 40-50) keeps only that
// window: the busy share of every second is printed first, so the measured stretch (after start-up and
// seeding, before the bare route's turn) is easy to find.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const CallFrame = z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() });
const Profile = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: CallFrame, children: z.array(z.number()).optional() })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type Frame = z.infer<typeof CallFrame>;

const [file, topArg, filterArg, windowArg] = process.argv.slice(2);
const filter = filterArg || undefined;
const [fromS, toS] = (windowArg ?? '').split('-').map(Number);
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [top] [filter]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = Profile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** node_modules/<package> for dependencies, the path under the repository for our code, or the V8 marker. */
const placeOf = (frame: Frame) => {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const url = frame.url.replace(/^file:\/\//, '');
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const apps = url.indexOf('/apps/');
  return apps >= 0 ? url.slice(apps + 1) : path.basename(url);
};
const nameOf = (frame: Frame) =>
  `${frame.functionName || '(anonymous)'} ${placeOf(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const idleIds = new Set(
  profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
);
const selfByNode = new Map<number, number>();
const busyBySecond: number[] = [];
let total = 0;
let clock = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  clock += delta;
  const second = Math.floor(clock / 1e6);
  if (!idleIds.has(id)) busyBySecond[second] = (busyBySecond[second] ?? 0) + delta;
  if (fromS !== undefined && toS !== undefined && (clock < fromS * 1e6 || clock >= toS * 1e6)) return;
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
  total += delta;
});

const selfByName = new Map<string, number>();
const selfByPlace = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, micros] of selfByNode) {
  const node = byId.get(id);
  if (!node) continue;
  const name = nameOf(node.callFrame);
  selfByName.set(name, (selfByName.get(name) ?? 0) + micros);
  const place = placeOf(node.callFrame);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + micros);
  if (!filter) continue;
  // Each matching frame on the stack once, however deep it recurses.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (!frame) break;
    const key = nameOf(frame);
    if (seen.has(key) || !key.includes(filter)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  }
}

const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}\n`);
  const sorted = [...rows.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, micros] of sorted) {
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};

console.log(`${file}: ${(clock / 1e6).toFixed(1)} s sampled, ${profile.samples.length} samples`);
console.log(
  `busy % by second: ${Array.from(busyBySecond, (micros, second) => `${second}:${Math.round((micros ?? 0) / 1e4)}`).join(' ')}`,
);
if (windowArg) console.log(`window ${windowArg} s: ${(total / 1e6).toFixed(1)} s`);
print('Self time by file or package', selfByPlace);
print('Self time by function', selfByName);
if (filter) print(`Total time under frames matching "${filter}"`, inclusive);
