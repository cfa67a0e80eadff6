// Type checks every TypeScript project, two at a time (the machines have two cores; one tsc uses one),
// and fails when any of them does, printing each project's errors together.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Largest first, so that the small ones fill in beside them. */
const projects = ['apps/web', 'apps/server', 'e2e', 'e2e-production', 'packages/shared'];
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} in ${seconds} s`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const lane = async () => {
  const results = [];
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  return results;
};
const results = (await Promise.all([lane(), lane()])).flat();
if (results.some((ok) => !ok)) process.exit(1);
