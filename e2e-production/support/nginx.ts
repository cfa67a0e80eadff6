import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, reportDir } from './places.ts';
import type { Exit } from './processes.ts';

/* nginx with deploy/nginx.conf, the file a deployer copies, in front of the suite's processes. Only its
   listen line and its upstream servers change; a main configuration of the suite's own around it keeps
   nginx's pid, temporary files and logs in a temporary folder, so it runs as any user, as root too. */

const siteFile = path.join(repoRoot, 'deploy/nginx.conf');

/** $NGINX_BIN, Debian's /usr/sbin/nginx, or nginx on the PATH; undefined when there is none. */
export const findNginx = () => {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ];
  return candidates.find((file) => {
    if (!file) return false;
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
};

const listenLine = /^(\s*)listen\s+80\s+default_server;/m;
const upstreamServers = /^\s*server\s+127\.0\.0\.1:\d+[^;\n]*;\n/gm;

/**
 * deploy/nginx.conf listening on 127.0.0.1:listenPort, passing to the given ports. Throws when the file
 * no longer has the lines it rewrites, so the suite never tests a configuration other than the one shipped.
 */
export const siteConfig = (listenPort: number, upstreamPorts: readonly number[]) => {
  const source = fs.readFileSync(siteFile, 'utf8');
  const servers = source.match(upstreamServers) ?? [];
  const first = servers[0];
  if (!listenLine.test(source) || !first) {
    throw new Error(
      `${siteFile} must keep "listen 80 default_server;" and the upstream's "server 127.0.0.1:<port> ...;" lines: the production test rewrites them`,
    );
  }
  const options = first.replace(/^\s*server\s+127\.0\.0\.1:\d+/, '').replace(/;\n$/, '');
  const ours = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${options};\n`).join('');
  let placed = false;
  return source
    .replace(upstreamServers, () => {
      if (placed) return '';
      placed = true;
      return ours;
    })
    .replace(listenLine, `$1listen 127.0.0.1:${listenPort} default_server;`);
};

export type Nginx = { port: number; child: ChildProcess; exited: Promise<Exit>; stop: () => Promise<Exit> };

const mainConfig = (
  dir: string,
  site: string,
) => `# The production suite's nginx: deploy/nginx.conf inside, everything else in ${dir}.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${path.join(reportDir, 'nginx-error.log')} info;
events { worker_connections 1024; }
http {
    log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
    access_log ${path.join(reportDir, 'nginx-access.log')} upstreams;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${site};
}
`;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx in the foreground (`-g 'daemon off;'`) and waits until it accepts connections. */
export const startNginx = async (listenPort: number, upstreamPorts: readonly number[]): Promise<Nginx> => {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  fs.mkdirSync(reportDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-nginx-'));
  // Run as root, nginx's workers run as nobody: they must reach the temporary folders inside.
  fs.chmodSync(dir, 0o755);
  const site = path.join(dir, 'ventura.conf');
  fs.writeFileSync(site, siteConfig(listenPort, upstreamPorts));
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, mainConfig(dir, site));
  let output = '';
  const child = spawn(binary, ['-p', dir, '-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const deadline = Date.now() + 10_000;
  while (!(await accepts(listenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${listenPort}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: listenPort,
    child,
    exited,
    // At the end of the suite: nothing left worth finishing, and open WebSockets would hold a graceful stop.
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};
