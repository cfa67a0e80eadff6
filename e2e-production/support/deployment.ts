import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Mailbox, startMailbox } from './mailbox.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { type Oidc, oidcEnv, startOidc } from './oidc.ts';
import { drainSeconds, ports, redisUrl, reportDir, shutdownDelaySeconds, tenant } from './places.ts';
import { createDatabase, type ThrowAwayDatabase } from './postgres.ts';
import { type ServerProcess, startServer, stopServer, tail, tenantCli, waitUntilReady } from './processes.ts';
import { type Payments, paymentEnv, providerEnv, type StandIns, startPayments, startStandIns } from './providers.ts';

/**
 * A real deployment on this machine: PostgreSQL (a throw-away database), Redis, an SMTP server that keeps
 * what it receives, the SMS and WhatsApp providers' stand-ins, Stripe's and Razorpay's stand-in, an OpenID Connect provider's stand-in, two server processes in production mode
 * and nginx with deploy/nginx.conf in front of them; the tenant and its operator made with the tenant CLI.
 */
export type Deployment = {
  database: ThrowAwayDatabase;
  mailbox: Mailbox;
  providers: StandIns;
  /** Stripe's and Razorpay's stand-in, which the processes' payment clients call (STRIPE_API_URL, RAZORPAY_API_URL). */
  payments: Payments;
  /** The OpenID Connect provider's stand-in, for the tenant's single sign-on (not added to the tenant: a test does). */
  oidc: Oidc;
  /** The processes behind nginx, by index; `restart` replaces one. */
  servers: ServerProcess[];
  nginx: Nginx;
  /** The environment every process runs with (but PORT). */
  env: Record<string, string>;
  /** The folder every process keeps uploaded files in (UPLOADS_DIR). */
  uploadsDir: string;
  /** The tenant through nginx, as its members reach it: http://probe.localhost:3480. */
  origin: string;
  /** The tenant on one process's own port, past nginx: http://probe.localhost:3401. */
  originOf: (index: number) => string;
  /** Starts process `index` again on its port (after it was stopped) and waits until it is ready. */
  restart: (index: number) => Promise<ServerProcess>;
  /** The end of every log, for a failure's report. */
  logs: () => string;
};

/** The secret the mail provider's inbound webhook sends, and the domain of the tickets' reply addresses. */
export const inboundEmailSecret = randomBytes(24).toString('hex');
export const helpdeskReplyDomain = 'help.probe.test';

/**
 * What a deployment sets, as docs/deploy.md lists it: production mode, PostgreSQL, Redis, SMTP, the text
 * message providers, the payment providers' API addresses (docs/payments.md), a secret shared by every process, a folder for uploads shared by every process, and
 * the proxy on this machine trusted for the client's address, the helpdesk's replies by email. Codes may be asked for again after 2 s
 * (production: 30) so that a test never waits for the next one, and 30 times an hour (production: 5).
 */
export const deploymentEnv = (options: {
  databaseUrl: string;
  uploadsDir: string;
  providers?: StandIns;
  payments?: Payments;
  oidc?: Oidc;
  smtpPort?: number;
  nginxPort?: number;
  extra?: Record<string, string>;
}): Record<string, string> => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: options.databaseUrl,
  REDIS_URL: redisUrl,
  SMTP_URL: `smtp://127.0.0.1:${options.smtpPort ?? ports.smtp}`,
  MAIL_FROM: `${tenant.name} <no-reply@probe.test>`,
  SECRET_KEY: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'loopback',
  PUBLIC_URL_SCHEME: 'http',
  PUBLIC_URL_PORT: String(options.nginxPort ?? ports.nginx),
  UPLOADS_DIR: options.uploadsDir,
  OTP_RESEND_SECONDS: '2',
  // Every test file signs the tenant's one operator in, more than production's 5 codes an hour to one address.
  OTP_PER_RECIPIENT_PER_HOUR: '30',
  // Replies to helpdesk notices by email, through the inbound route a mail provider's webhook calls.
  INBOUND_EMAIL_SECRET: inboundEmailSecret,
  HELPDESK_REPLY_DOMAIN: helpdeskReplyDomain,
  DRAIN_TIMEOUT_SECONDS: String(drainSeconds),
  SHUTDOWN_DELAY_SECONDS: String(shutdownDelaySeconds),
  LOG_LEVEL: 'info',
  ...(options.providers ? providerEnv(options.providers) : {}),
  ...(options.payments ? paymentEnv(options.payments) : {}),
  // The OpenID stand-in is an http issuer on 127.0.0.1, which production refuses without this (tests only).
  ...(options.oidc ? oidcEnv : {}),
  ...options.extra,
});

/** Where a deployment's pieces listen: the suite's shared one (places.ts's ports) or a drill's of its own. */
export type Layout = {
  processes: readonly number[];
  nginx: number;
  smtp: number;
  standIns: number;
  payments: number;
  oidc: number;
};

export type BringUpOptions = {
  layout?: Layout;
  /** The database the processes use; a throw-away one on the suite's PostgreSQL unless given. */
  database?: () => Promise<ThrowAwayDatabase>;
  /** More settings for every process and the tenant CLI (a replica, a pooler, job time limits). */
  env?: Record<string, string>;
  /** The SMTP server's behaviour (support/mailbox.ts): a hold before it accepts each message. */
  mailbox?: { holdMs?: number };
};

/**
 * Brings the deployment up; when a step fails, stops what the steps before it started (so that no process
 * is left holding a port for the next try) and throws.
 */
export const bringUp = async (options: BringUpOptions = {}): Promise<Deployment> => {
  const layout = options.layout ?? ports;
  fs.mkdirSync(reportDir, { recursive: true });
  const undo: Array<() => Promise<unknown>> = [];
  try {
    const database = await (options.database ?? createDatabase)();
    undo.push(() => database.drop());
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-uploads-'));
    undo.push(async () => fs.rmSync(uploadsDir, { recursive: true, force: true }));
    const mailbox = await startMailbox(layout.smtp, options.mailbox);
    undo.push(() => mailbox.close());
    const providers = await startStandIns(layout.standIns);
    undo.push(() => providers.close());
    const payments = await startPayments(layout.payments);
    undo.push(() => payments.close());
    const origin = `http://${tenant.host}:${layout.nginx}`;
    const oidc = await startOidc(layout.oidc, origin);
    undo.push(() => oidc.close());
    const env = deploymentEnv({
      databaseUrl: database.url,
      uploadsDir,
      providers,
      payments,
      oidc,
      smtpPort: layout.smtp,
      nginxPort: layout.nginx,
      extra: options.env,
    });

    // As a deployer does on a new database: the CLI migrates it, makes the tenant and its first operator.
    const cliOutput = [
      await tenantCli(['create', '--slug', tenant.slug, '--name', tenant.name, '--host', tenant.host], env),
      await tenantCli(
        ['add-operator', tenant.slug, '--email', tenant.operator.email, '--name', tenant.operator.name],
        env,
      ),
    ];
    fs.writeFileSync(path.join(reportDir, 'tenant-cli.log'), cliOutput.join(''));

    const names = (index: number) => `${layout === ports ? 'process' : `drill-${layout.nginx}`}-${index + 1}`;
    const servers = layout.processes.map((port, index) => startServer({ name: names(index), port, env }));
    undo.push(() => Promise.all(servers.map((server) => stopServer(server, 'SIGKILL'))));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    const nginx = await startNginx(layout.nginx, layout.processes);

    const originOf = (index: number) => `http://${tenant.host}:${layout.processes[index]}`;
    return {
      database,
      mailbox,
      providers,
      payments,
      oidc,
      servers,
      nginx,
      env,
      uploadsDir,
      origin,
      originOf,
      async restart(index) {
        const port = layout.processes[index];
        const before = servers[index];
        if (port === undefined || !before) throw new Error(`no process ${index}`);
        const server = startServer({ name: before.name, port, env });
        servers[index] = server;
        await waitUntilReady(server);
        return server;
      },
      logs: () =>
        [
          ...servers.map((server) => `--- ${server.logFile}\n${tail(server.log())}`),
          `--- nginx error log\n${tail(readIfThere(path.join(reportDir, 'nginx-error.log')), 30)}`,
        ].join('\n'),
    };
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  }
};

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** Stops everything (processes with SIGTERM, as a deploy does) and drops the database. */
export const tearDown = async (deployment: Deployment) => {
  const { servers, nginx, mailbox, providers, payments, oidc, database, uploadsDir } = deployment;
  await nginx.stop();
  await Promise.all(servers.map((server) => stopServer(server)));
  await Promise.all([mailbox.close(), providers.close(), payments.close(), oidc.close()]);
  await database.drop();
  fs.writeFileSync(
    path.join(reportDir, 'mailbox.log'),
    mailbox.mails
      .map(
        (mail) =>
          `${new Date(mail.receivedAt).toISOString()} to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}\n`,
      )
      .join('\n'),
  );
  fs.rmSync(uploadsDir, { recursive: true, force: true });
};
