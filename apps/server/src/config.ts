import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { articleLimits, otpRules, pitchLimits } from '@ventura/shared';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { repoRoot } from './paths.ts';
import { type MessagingSettings, messagingSettings } from './platform/messaging/settings.ts';

const Port = z.coerce.number().int().min(0).max(65535);
const Bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const IceUrl = z
  .string()
  .regex(/^(stun|turns?):[^\s]{1,300}$/, 'an ICE server address starts with stun:, turn: or turns:');
/** STUN/TURN servers the browsers use to find a path to each other in the built-in call (RTCIceServer). */
const IceServers = z
  .array(
    z.strictObject({
      urls: z.union([IceUrl, z.array(IceUrl).min(1).max(10)]),
      username: z.string().max(300).optional(),
      credential: z.string().max(300).optional(),
    }),
  )
  .max(10);
export type IceServer = z.infer<typeof IceServers>[number];
const defaultIceServers: IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Where a payment provider's API is (docs/payments.md): unset, the provider's own; otherwise https, or http
 * on this machine only, for the local stand-ins the tests run.
 */
const ProviderApiUrl = (name: string) =>
  z
    .url({ message: `${name} must be an absolute URL` })
    .refine((value) => {
      const url = new URL(value);
      if (url.username || url.password || url.search || url.hash) return false;
      return (
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      );
    }, `${name} must be https (http only on 127.0.0.1 or localhost, for the local stand-ins), without a user, query or fragment`)
    .transform((value) => value.replace(/\/+$/, ''))
    .optional();

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: Port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  PITCH_CLIP_MAX_BYTES: z.coerce.number().int().min(1024).default(pitchLimits.clipBytes),
  ARTICLE_VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).default(articleLimits.videoBytes),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'S3_ENDPOINT must be an origin such as https://s3.eu-west-1.amazonaws.com')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // A streaming standby for the heavy reads (docs/scaling.md); the primary answers them when it lags or is down.
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional(),
  // The primary past a transaction pooler, for what needs one connection of its own: LISTEN and the start-up lock.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_PREPARED_STATEMENTS: Bool.optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Ventura <no-reply@ventura.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: Bool.optional(),
  DEV_OUTBOX: Bool.optional(),
  LINK_PREVIEW_PRIVATE_ADDRESSES: Bool.optional(),
  OIDC_LOOPBACK_ISSUERS: Bool.optional(),
  VIDEO_CALL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return defaultIceServers;
      const parsed = IceServers.safeParse(parseJson(value));
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message:
          'ICE_SERVERS must be a JSON array of { "urls", "username"?, "credential"? } (urls: stun:, turn: or turns: addresses)',
      });
      return z.NEVER;
    }),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters (openssl rand -hex 32)').optional(),
  INBOUND_EMAIL_SECRET: z
    .string()
    .min(24, 'INBOUND_EMAIL_SECRET must be at least 24 characters (openssl rand -hex 24)')
    .optional(),
  HELPDESK_REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'HELPDESK_REPLY_DOMAIN must be a mail domain such as help.example.org')
    .optional(),
  STRIPE_API_URL: ProviderApiUrl('STRIPE_API_URL'),
  RAZORPAY_API_URL: ProviderApiUrl('RAZORPAY_API_URL'),
  PUBLIC_URL_SCHEME: z.enum(['http', 'https']).optional(),
  PUBLIC_URL_PORT: Port.optional(),
  WEB_DIST: z.string().optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(otpRules.resendSeconds),
  OTP_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(otpRules.perRecipientPerHour),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(otpRules.perIpPerHour),
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(otpRules.attemptsPerAddress),
  AUTH_ATTEMPTS_PER_RECIPIENT: z.coerce.number().int().min(1).max(100_000).default(otpRules.attemptsPerRecipient),
  OTP_PER_TENANT_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(otpRules.perTenantPerHour),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be a number of hops (1), or addresses and ranges of the proxies, comma separated (10.0.0.5,192.168.0.0/16,loopback)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
});

/** Named ranges proxy-addr understands, besides addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whose X-Forwarded-* headers count: nobody (the default: the socket's address is the client's), the
 * last N hops, or the named proxies. 'true' (everybody) is refused: any client could then pick its address.
 */
const parseTrustProxy = (value: string | undefined): TrustProxy | undefined => {
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (namedRanges.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : undefined;
};

export type TrustProxy = false | number | string[];

/** An S3-compatible bucket that holds uploaded files instead of the local disk. */
export type S3Config = {
  bucket: string;
  /** The service's origin: AWS's regional endpoint unless S3_ENDPOINT names another (MinIO, R2...). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (endpoint/bucket/key) instead of the host (bucket.endpoint/key). */
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files live on disk when no S3 bucket is configured: DATA_DIR/uploads by default. */
  uploadsDir: string;
  /** The bucket for uploaded files, when S3_BUCKET is set; null keeps them on disk. */
  s3: S3Config | null;
  databaseUrl: string | undefined;
  /** How the server reaches PostgreSQL beyond DATABASE_URL: a read replica, a pooler (docs/scaling.md). */
  database: DatabaseSettings;
  /**
   * How long a job may run before it counts as lost (its process died) and is retried, unless its kind
   * says otherwise; the queue looks for such jobs every fifth of that, at most every 2 minutes.
   */
  jobExpireSeconds: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS and WhatsApp providers (SMS_PROVIDER, WHATSAPP_PROVIDER and theirs); null keeps a channel in the outbox. */
  messaging: MessagingSettings;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Seed the demo tenants on first start: on by default with the embedded database only. */
  seedDemo: boolean;
  /**
   * Keep one-time codes readable in the outbox and serve /dev/outbox: the embedded demo only. It shows
   * every sign-in code to anyone, so it is refused beside a real database, SMTP or production.
   */
  devOutbox: boolean;
  /**
   * How links in emails reach a tenant: its primary host with this scheme and port (https without a
   * port in production; http on PORT otherwise, so the demo's links open on this machine).
   */
  publicUrl: { scheme: 'http' | 'https'; port: number | null };
  webDist: string;
  /**
   * SIGTERM: how long the process stays listening while it already says it is not ready (for a balancer
   * that polls readiness), and how long it may take to finish requests and jobs before it gives up.
   */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
  tenantCacheSeconds: number;
  /** Limits on sending one-time codes; lowered only for automated browser tests. */
  otp: OtpLimits;
  /** Proxies whose forwarding headers are believed (client address, protocol, host): none by default. */
  trustProxy: TrustProxy;
  /**
   * Whether link previews may read pages on private and loopback addresses: never in a deployment (the
   * server would fetch its own network for anyone who posts a link); on for tests that serve a page locally.
   */
  linkPreviewPrivateAddresses: boolean;
  /**
   * Whether a tenant's single sign-on provider may be an http issuer on this machine's loopback
   * (http://127.0.0.1:port): on outside production (a Keycloak on a developer's machine, the test stand-in),
   * off in production unless OIDC_LOOPBACK_ISSUERS=true, which only the production test suite sets.
   */
  oidcLoopbackIssuers: boolean;
  /**
   * Where an interview's call happens when the organiser gives no link of their own: a room under this
   * address named after the meeting (a Jitsi server by default; the built-in call comes with issue 21).
   */
  videoCallBaseUrl: string;
  /** The ffmpeg and ffprobe programs the pitch recorder runs (Debian's ffmpeg package by default, found on PATH). */
  media: { ffmpeg: string; ffprobe: string; clipMaxBytes: number; articleVideoMaxBytes: number };
  /** STUN/TURN servers for the built-in video call (ICE_SERVERS; a public STUN server by default). */
  iceServers: IceServer[];
  /**
   * Replies to helpdesk notices by email (docs/helpdesk.md): the secret the inbound-mail webhook sends, and
   * the domain of the support+{token}@ addresses. Both unset: notices link to the thread only.
   */
  helpdesk: { inboundSecret: string | null; replyDomain: string | null };
  /** The payment providers' API addresses: null, the provider's own (tests point them at stand-ins). */
  payments: { stripeApiUrl: string | null; razorpayApiUrl: string | null };
};

export type DatabaseSettings = {
  /** DATABASE_READ_URL: a streaming standby the heavy reads go to while it keeps up. */
  readUrl: string | undefined;
  /** DATABASE_DIRECT_URL: the primary itself (or a session pool), when DATABASE_URL is a transaction pooler. */
  directUrl: string | undefined;
  /**
   * Named prepared statements for the hot lists (on unless DATABASE_PREPARED_STATEMENTS=false): off behind
   * PgBouncer's transaction pooling before 1.21, which does not carry them from one transaction to the next.
   */
  preparedStatements: boolean;
  /** REPLICA_MAX_LAG_SECONDS: how far behind the replica may be and still answer; also how long a writer reads the primary. */
  replicaMaxLagSeconds: number;
};

export type OtpLimits = {
  resendSeconds: number;
  perRecipientPerHour: number;
  perIpPerHour: number;
  /** The server secret one-time codes are keyed with (HMAC), shared by every server process. */
  secret: string;
  /** A ceiling on every code a tenant sends in an hour: the second line against a spread-out flood. */
  perTenantPerHour: number;
  /** Sign-in attempts (code requests, code checks, contact and invite look-ups) per 10 minutes. */
  attemptsPerAddress: number;
  attemptsPerRecipient: number;
};

export { ConfigError };

/** Reads the environment once; a bad value is reported with every problem at once. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const withoutPrimary = (['DATABASE_READ_URL', 'DATABASE_DIRECT_URL'] as const).filter(
    (key) => e[key] && !e.DATABASE_URL,
  );
  if (withoutPrimary.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${withoutPrimary.join(', ')}: set with DATABASE_URL only (the embedded database has no replica or pooler)`,
    );
  }
  const realDeployment = Boolean(e.DATABASE_URL || e.SMTP_URL) || e.NODE_ENV === 'production';
  const devOutbox = e.DEV_OUTBOX ?? !realDeployment;
  if (devOutbox && realDeployment) {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_OUTBOX: the development outbox shows every sign-in code to anyone; it cannot be on with DATABASE_URL, SMTP_URL or NODE_ENV=production',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    uploadsDir: e.UPLOADS_DIR
      ? path.resolve(repoRoot, e.UPLOADS_DIR)
      : path.join(path.resolve(repoRoot, e.DATA_DIR), 'uploads'),
    s3: s3Config(e),
    databaseUrl: e.DATABASE_URL,
    database: {
      readUrl: e.DATABASE_READ_URL,
      directUrl: e.DATABASE_DIRECT_URL,
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
      replicaMaxLagSeconds: e.REPLICA_MAX_LAG_SECONDS,
    },
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    messaging: messagingSettings(env, e.NODE_ENV === 'production'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    devOutbox,
    publicUrl: {
      scheme: e.PUBLIC_URL_SCHEME ?? (e.NODE_ENV === 'production' ? 'https' : 'http'),
      port: e.PUBLIC_URL_PORT ?? (e.NODE_ENV === 'production' ? null : e.PORT),
    },
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    shutdown: { delaySeconds: e.SHUTDOWN_DELAY_SECONDS, timeoutSeconds: e.DRAIN_TIMEOUT_SECONDS },
    tenantCacheSeconds: e.TENANT_CACHE_SECONDS,
    otp: {
      resendSeconds: e.OTP_RESEND_SECONDS,
      perRecipientPerHour: e.OTP_PER_RECIPIENT_PER_HOUR,
      perIpPerHour: e.OTP_PER_IP_PER_HOUR,
      perTenantPerHour: e.OTP_PER_TENANT_PER_HOUR,
      secret: serverSecret(e.SECRET_KEY, e.NODE_ENV, realDeployment, path.resolve(repoRoot, e.DATA_DIR)),
      attemptsPerAddress: e.AUTH_ATTEMPTS_PER_ADDRESS,
      attemptsPerRecipient: e.AUTH_ATTEMPTS_PER_RECIPIENT,
    },
    trustProxy: e.TRUST_PROXY,
    linkPreviewPrivateAddresses: (e.LINK_PREVIEW_PRIVATE_ADDRESSES ?? false) && e.NODE_ENV !== 'production',
    oidcLoopbackIssuers: e.OIDC_LOOPBACK_ISSUERS ?? e.NODE_ENV !== 'production',
    videoCallBaseUrl: (e.VIDEO_CALL_BASE_URL ?? 'https://meet.jit.si').replace(/\/+$/, ''),
    iceServers: e.ICE_SERVERS,
    helpdesk: { inboundSecret: e.INBOUND_EMAIL_SECRET ?? null, replyDomain: e.HELPDESK_REPLY_DOMAIN ?? null },
    payments: { stripeApiUrl: e.STRIPE_API_URL ?? null, razorpayApiUrl: e.RAZORPAY_API_URL ?? null },
    media: {
      ffmpeg: e.FFMPEG_PATH,
      ffprobe: e.FFPROBE_PATH,
      clipMaxBytes: e.PITCH_CLIP_MAX_BYTES,
      articleVideoMaxBytes: e.ARTICLE_VIDEO_MAX_BYTES,
    },
  };
};

/** The bucket of S3_BUCKET, or null; a bucket without both keys stops the server. */
const s3Config = (e: z.infer<typeof Env>): S3Config | null => {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both are required with S3_BUCKET',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
};

/**
 * SECRET_KEY when given; required beside a real database, SMTP or in production (every process must
 * share it). The embedded demo keeps one of its own in DATA_DIR, made on first start; tests make one per run.
 */
const serverSecret = (given: string | undefined, env: string, realDeployment: boolean, dataDir: string) => {
  if (given) return given;
  if (env === 'test') return randomBytes(32).toString('hex');
  if (realDeployment) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required with DATABASE_URL, SMTP_URL or NODE_ENV=production (openssl rand -hex 32)',
    );
  }
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
};
