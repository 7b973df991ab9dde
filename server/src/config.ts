import { resolve } from 'node:path';
import { z } from 'zod';

// Configuration is read from the environment once, at start, and fails naming every bad variable.
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  BRAND_NAME: z.string().trim().min(1).max(40).default('BulkBazar'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  WRITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:/a-f, ]+)$/i, 'true, false, or a comma-separated list of proxy addresses/CIDRs')
    .default('false'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

/** Variables that only make sense together: setting some but not all stops the start, naming each. */
const PAIRS: ReadonlyArray<{ vars: readonly (keyof z.input<typeof configSchema>)[]; why: string }> = [
  { vars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], why: 'Google sign-in needs both' },
  { vars: ['ADMIN_EMAIL', 'ADMIN_PASSWORD'], why: 'the first administrator needs both' },
  { vars: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], why: 'S3 credentials come as a pair' },
];

/** The environment, checked, and turned into the shape the app uses; `Config` is inferred from it. */
const appConfigSchema = configSchema
  .superRefine((e, ctx) => {
    for (const { vars, why } of PAIRS) {
      const missing = vars.filter((v) => e[v] === undefined);
      if (missing.length > 0 && missing.length < vars.length) {
        for (const v of missing) {
          ctx.addIssue({
            code: 'custom',
            path: [v],
            message: `must be set with ${vars.join(' and ')} (${why})`,
          });
        }
      }
    }
    // A bucket without credentials would fail on the first upload, long after the start looked fine.
    if (e.S3_BUCKET && !e.S3_ACCESS_KEY_ID) {
      for (const v of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        ctx.addIssue({ code: 'custom', path: [v], message: 'must be set with S3_BUCKET' });
      }
    }
    if (!e.S3_BUCKET && e.S3_ACCESS_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  })
  .transform((e) => ({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    /** The origin browsers use to reach the shop; cookies, OAuth callbacks and the CSRF check depend on it. */
    baseUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    writeRateLimitMax: e.WRITE_RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    /** Fastify's trustProxy: whether X-Forwarded-For/-Proto from a reverse proxy are believed. */
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  }));

export type Config = z.output<typeof appConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as a shell's `VAR= npm start` means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = appConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
