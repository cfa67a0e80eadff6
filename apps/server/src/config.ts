import path from 'node:path';
import { otpRules } from '@ventura/shared';
import { z } from 'zod';

const Port = z.coerce.number().int().min(0).max(65535);
const Bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: Port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
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
  WEB_DIST: z.string().optional(),
  TENANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(otpRules.resendSeconds),
  OTP_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(otpRules.perRecipientPerHour),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(otpRules.perIpPerHour),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Seed the demo tenants on first start: on by default with the embedded database only. */
  seedDemo: boolean;
  webDist: string;
  tenantCacheSeconds: number;
  /** Limits on sending one-time codes; lowered only for automated browser tests. */
  otp: OtpLimits;
};

export type OtpLimits = { resendSeconds: number; perRecipientPerHour: number; perIpPerHour: number };

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once; a bad value is reported with every problem at once. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    tenantCacheSeconds: e.TENANT_CACHE_SECONDS,
    otp: {
      resendSeconds: e.OTP_RESEND_SECONDS,
      perRecipientPerHour: e.OTP_PER_RECIPIENT_PER_HOUR,
      perIpPerHour: e.OTP_PER_IP_PER_HOUR,
    },
  };
};

export class ConfigError extends Error {}
