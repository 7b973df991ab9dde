import { resolve } from 'node:path';
import { z } from 'zod';

// Configuration is read from the environment once, at start, and fails naming every bad variable.
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Addresses that only this machine reaches (the stand-ins are safe there). */
const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
/** Listening on every address: no single address to give browsers. */
const isWildcard = (host: string) => /^(0\.0\.0\.0|::|\[::\])$/.test(host);
/** PUBLIC_URL when unset: the address the shop listens on (refused for a wildcard, see below). */
const defaultPublicUrl = (host: string, port: number) =>
  `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  BRAND_NAME: z.string().trim().min(1).max(40).default('BulkBazar'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The stand-ins' payer pages act on orders without a bank: kept off the network unless said so.
  ALLOW_FAKES_ON_NETWORK: booleanFromEnv.default(false),
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
  // Online payments: the gateways' sandboxes by default once credentials are set; PAYMENTS_FAKE serves local
  // stand-ins of both instead (tests, the demo).
  PAYMENTS_FAKE: booleanFromEnv.default(false),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // 0: no timer (the tests drive the sweep themselves; expiry still runs before every orders read).
  PAYMENT_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // Company checkouts over a buyer's order limit hold their stock this long for an approver (issue 31).
  APPROVAL_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  // The audit trail (decision 0027): rows older than this many days are archived to a file, then removed.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  // How often each process runs that archiving (0: never on a timer).
  AUDIT_ARCHIVE_MS: z.coerce.number().int().min(0).max(604_800_000).default(86_400_000),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  BKASH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://tokenized.sandbox.bka.sh/v1.2.0-beta'),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://sandbox.sslcommerz.com'),
  // Couriers (issue 17): each one offered once its credentials are set; COURIERS_FAKE serves local stand-ins
  // of all three instead (tests, the demo).
  COURIERS_FAKE: booleanFromEnv.default(false),
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  STEADFAST_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STEADFAST_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://portal.packzy.com/api/v1'),
  PATHAO_CLIENT_ID: z.string().min(1).optional(),
  PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
  PATHAO_USERNAME: z.string().min(1).optional(),
  PATHAO_PASSWORD: z.string().min(1).optional(),
  PATHAO_STORE_ID: z.string().min(1).optional(),
  PATHAO_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PATHAO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://courier-api-sandbox.pathao.com'),
  REDX_API_TOKEN: z.string().min(1).optional(),
  REDX_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDX_PICKUP_STORE_ID: z.string().min(1).optional(),
  REDX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://sandbox.redx.com.bd/v1.0.0-beta'),
  // Notifications by e-mail: through SMTP_URL, or, without it, as .eml files in DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Operations (issue 33): GET /metrics exists only with a token; backups (npm run backup) and their schedule.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  // 0: no schedule (npm run backup, or POST /api/admin/backup on a running PGlite shop).
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // On SIGTERM /readyz answers 503 this long while requests are still served, so a load balancer's health
  // check takes the process out of rotation before its listener closes (deploy/README.md).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  // Marketplace money (issue 29): how long a delivered order's earnings wait for returns before a seller can be
  // paid them, the VAT on the platform's commission, the smallest payout, how long a new payout method holds
  // payouts, and after how many days a delivered COD parcel not yet remitted by its courier is listed.
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  COMMISSION_VAT_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(15),
  PAYOUT_MINIMUM_TAKA: z.coerce.number().int().min(1).max(10_000_000).default(500),
  PAYOUT_METHOD_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  // Verified businesses (issue 31 item 5): a seller's first payout waits until an operator verified the business.
  PAYOUTS_REQUIRE_VERIFIED_SELLER: booleanFromEnv.default(false),
  // Trade credit (issue 31, decision 0042): no credit limit for a company whose trade licence is not verified.
  CREDIT_REQUIRES_VERIFIED_COMPANY: booleanFromEnv.default(true),
  // Invoice reminders (issue 31 item 4): this many days before an invoice is due, its company is reminded once.
  CREDIT_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(1).max(30).default(3),
  COD_REMITTANCE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // Payouts through bKash's B2C payout: BKASH_PAYOUT_BASE_URL (its merchant API, with the BKASH_* credentials)
  // turns it on; PAYOUTS_FAKE serves a local stand-in instead (tests, the demo).
  PAYOUTS_FAKE: booleanFromEnv.default(false),
  BKASH_PAYOUT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // SMS (issue 32): sign-in codes and order news through SSL Wireless (SSLWIRELESS_API_TOKEN + _SID) or
  // BulkSMSBD (BULKSMSBD_API_KEY + _SENDER_ID); SMS_FAKE keeps them in a local stand-in instead (tests, demo).
  SMS_FAKE: booleanFromEnv.default(false),
  SSLWIRELESS_API_TOKEN: z.string().min(1).optional(),
  SSLWIRELESS_SID: z.string().min(1).max(20).optional(),
  SSLWIRELESS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://smsplus.sslwireless.com'),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).max(20).optional(),
  BULKSMSBD_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://bulksmsbd.net/api'),
  // What one SMS part costs (poisha), recorded on every message sent and summed on the dashboard.
  SMS_COST_POISHA: z.coerce.number().int().min(0).max(10_000).default(35),
  // Against SMS pumping: sign-in codes per number and per address an hour, and for the whole shop a day.
  PHONE_CODES_PER_NUMBER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  PHONE_CODES_PER_IP_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  PHONE_CODES_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(2000),
  // Web push (issue 32): the VAPID key pair the shop signs its pushes with (base64url, P-256: `npx web-push
  // generate-vapid-keys`); unset, one pair is made on the first start and kept in the database. The subject
  // is how a push service reaches the operator (mailto: or https:).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key in base64url (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be a P-256 private key in base64url (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https: address')
    .optional(),
  // Push services are on the internet, over https: a subscription to plain http or to this machine's or a
  // private network's addresses is refused (SSRF). Tests that run a push service on 127.0.0.1 turn this on.
  PUSH_ALLOW_INSECURE_ENDPOINTS: booleanFromEnv.default(false),
});

/** Variables that only make sense together: setting some but not all stops the start, naming each. */
const PAIRS: ReadonlyArray<{ vars: readonly (keyof z.input<typeof configSchema>)[]; why: string }> = [
  { vars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], why: 'Google sign-in needs both' },
  { vars: ['ADMIN_EMAIL', 'ADMIN_PASSWORD'], why: 'the first administrator needs both' },
  { vars: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], why: 'S3 credentials come as a pair' },
  {
    vars: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
    why: 'bKash Tokenized Checkout needs all four',
  },
  { vars: ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'], why: 'SSLCommerz needs both' },
  {
    vars: ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'STEADFAST_WEBHOOK_TOKEN'],
    why: 'Steadfast needs its keys and the webhook token you set in its panel',
  },
  {
    vars: [
      'PATHAO_CLIENT_ID',
      'PATHAO_CLIENT_SECRET',
      'PATHAO_USERNAME',
      'PATHAO_PASSWORD',
      'PATHAO_STORE_ID',
      'PATHAO_WEBHOOK_SECRET',
    ],
    why: 'Pathao needs its API credentials, the store and the webhook secret',
  },
  { vars: ['REDX_API_TOKEN', 'REDX_WEBHOOK_TOKEN'], why: 'RedX needs its token and a webhook token' },
  { vars: ['SSLWIRELESS_API_TOKEN', 'SSLWIRELESS_SID'], why: 'SSL Wireless needs its API token and SID' },
  { vars: ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'], why: 'BulkSMSBD needs its API key and sender id' },
  { vars: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], why: 'a VAPID key pair is two halves' },
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
    // Listening on every address, the shop cannot know which one browsers use; cookies, the payment return
    // and links in e-mails need that one address.
    if (isWildcard(e.HOST) && !e.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `must be set when HOST is ${e.HOST} (every address): the address browsers use, such as http://192.168.1.10:${e.PORT}`,
      });
    }
    // The stand-ins let anyone with their payer page approve a payment: this machine only, unless asked.
    if (!isLoopback(e.HOST) && !e.ALLOW_FAKES_ON_NETWORK) {
      for (const v of ['PAYMENTS_FAKE', 'COURIERS_FAKE', 'PAYOUTS_FAKE', 'SMS_FAKE'] as const) {
        if (e[v]) {
          ctx.addIssue({
            code: 'custom',
            path: [v],
            message: `serves test stand-ins and must not be true while HOST (${e.HOST}) is a network address, unless ALLOW_FAKES_ON_NETWORK=true (a demo on a trusted network)`,
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
    // The stand-ins and a real gateway at once would send real payers to a fake page: choose one.
    if (e.PAYMENTS_FAKE && (e.BKASH_APP_KEY || e.SSLCOMMERZ_STORE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_FAKE'],
        message: 'must not be true while BKASH_* or SSLCOMMERZ_* credentials are set (stand-ins or gateways)',
      });
    }
    if (e.COURIERS_FAKE && (e.STEADFAST_API_KEY || e.PATHAO_CLIENT_ID || e.REDX_API_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['COURIERS_FAKE'],
        message:
          'must not be true while STEADFAST_*, PATHAO_* or REDX_* credentials are set (stand-ins or couriers)',
      });
    }
    if (e.SMS_FAKE && (e.SSLWIRELESS_API_TOKEN || e.BULKSMSBD_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_FAKE'],
        message:
          'must not be true while SSLWIRELESS_* or BULKSMSBD_* credentials are set (stand-in or gateway)',
      });
    }
    if (e.SSLWIRELESS_API_TOKEN && e.BULKSMSBD_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['BULKSMSBD_API_KEY'],
        message: 'must not be set with SSLWIRELESS_API_TOKEN: choose one SMS gateway',
      });
    }
    // A replica copies a PostgreSQL primary; the embedded database has none to copy.
    if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'needs DATABASE_URL (a replica of that PostgreSQL server; the embedded database has none)',
      });
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
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    audit: { retentionDays: e.AUDIT_RETENTION_DAYS, archiveMs: e.AUDIT_ARCHIVE_MS },
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    /** A hot standby of DATABASE_URL for reads that may lag a moment (db/read-replica.ts). */
    databaseReplica: e.DATABASE_REPLICA_URL
      ? { url: e.DATABASE_REPLICA_URL, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS }
      : undefined,
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    /** The origin browsers use to reach the shop; cookies, OAuth callbacks and the CSRF check depend on it. */
    baseUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
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
    /** How long a process may answer a session from memory (0: never); changes still reach it at once. */
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    writeRateLimitMax: e.WRITE_RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    /** Fastify's trustProxy: whether X-Forwarded-For/-Proto from a reverse proxy are believed. */
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    backups: {
      /** Where backups are written (npm run backup's --out wins); DATA_DIR/backups when unset. */
      dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : resolve(e.DATA_DIR, 'backups'),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      keep: e.BACKUP_KEEP,
    },
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
    mail: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      pollMs: e.NOTIFY_POLL_MS,
    },
    payments: paymentsConfig(e, (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, '')),
    couriers: couriersConfig(e, (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, '')),
    money: {
      returnWindowDays: e.RETURN_WINDOW_DAYS,
      // In basis points (15 % = 1500), as the ledger's arithmetic takes it.
      commissionVatBps: Math.round(e.COMMISSION_VAT_PERCENT * 100),
      payoutMinimumPoisha: e.PAYOUT_MINIMUM_TAKA * 100,
      payoutMethodHoldHours: e.PAYOUT_METHOD_HOLD_HOURS,
      payoutsRequireVerifiedSeller: e.PAYOUTS_REQUIRE_VERIFIED_SELLER,
      creditRequiresVerifiedCompany: e.CREDIT_REQUIRES_VERIFIED_COMPANY,
      creditReminderDaysBefore: e.CREDIT_REMINDER_DAYS_BEFORE,
      codRemittanceDays: e.COD_REMITTANCE_DAYS,
    },
    payouts: payoutsConfig(e, (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, '')),
    sms: smsConfig(e),
    push: pushConfig(e),
  }));

type Env = z.output<typeof configSchema>;

/** The SMS gateway (issue 32): the stand-in, SSL Wireless, BulkSMSBD, or none (SMS wait in the outbox). */
function smsConfig(e: Env) {
  const gateway = e.SMS_FAKE
    ? ({ kind: 'fake' } as const)
    : e.SSLWIRELESS_API_TOKEN && e.SSLWIRELESS_SID
      ? ({
          kind: 'sslwireless',
          baseUrl: e.SSLWIRELESS_BASE_URL,
          apiToken: e.SSLWIRELESS_API_TOKEN,
          sid: e.SSLWIRELESS_SID,
        } as const)
      : e.BULKSMSBD_API_KEY && e.BULKSMSBD_SENDER_ID
        ? ({
            kind: 'bulksmsbd',
            baseUrl: e.BULKSMSBD_BASE_URL,
            apiKey: e.BULKSMSBD_API_KEY,
            senderId: e.BULKSMSBD_SENDER_ID,
          } as const)
        : null;
  return {
    gateway,
    costPoisha: e.SMS_COST_POISHA,
    codesPerNumberHour: e.PHONE_CODES_PER_NUMBER_HOUR,
    codesPerIpHour: e.PHONE_CODES_PER_IP_HOUR,
    codesPerDay: e.PHONE_CODES_PER_DAY,
  };
}

/** Web push (issue 32): the configured VAPID keys (else the database's, app start) and who signs them. */
function pushConfig(e: Env) {
  const publicUrl = e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT);
  const mailbox = /<([^>]+)>/.exec(e.MAIL_FROM ?? '')?.[1] ?? e.MAIL_FROM;
  const subject =
    e.VAPID_SUBJECT ??
    (publicUrl.startsWith('https://')
      ? publicUrl.replace(/\/$/, '')
      : `mailto:${mailbox?.includes('@') ? mailbox : `no-reply@${new URL(publicUrl).hostname}`}`);
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject,
    allowInsecureEndpoints: e.PUSH_ALLOW_INSECURE_ENDPOINTS,
  };
}

/** Where the stand-ins live when PAYMENTS_FAKE is set: under the shop's own address (server/src/modules/payments/fake). */
export const FAKE_GATEWAY_PATHS = {
  bkash: '/_fake/bkash/v1.2.0-beta',
  sslcommerz: '/_fake/sslcommerz',
} as const;

/**
 * With PAYMENTS_FAKE / COURIERS_FAKE the stand-ins' credentials and secrets are left empty here: buildApp fills
 * them in from the secrets made for this database (stand-in-secrets.ts), never from constants in the source.
 */
const FILLED_FROM_DATABASE = '';

function paymentsConfig(e: Env, baseUrl: string) {
  const fake = e.PAYMENTS_FAKE;
  const s = FILLED_FROM_DATABASE;
  return {
    fake,
    holdMinutes: e.PAYMENT_HOLD_MINUTES,
    sweepMs: e.PAYMENT_SWEEP_MS,
    approvalHoldHours: e.APPROVAL_HOLD_HOURS,
    bkash: fake
      ? {
          baseUrl: `${baseUrl}${FAKE_GATEWAY_PATHS.bkash}`,
          appKey: s,
          appSecret: s,
          username: s,
          password: s,
        }
      : e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD
        ? {
            baseUrl: e.BKASH_BASE_URL.replace(/\/$/, ''),
            appKey: e.BKASH_APP_KEY,
            appSecret: e.BKASH_APP_SECRET,
            username: e.BKASH_USERNAME,
            password: e.BKASH_PASSWORD,
          }
        : undefined,
    sslcommerz: fake
      ? {
          baseUrl: `${baseUrl}${FAKE_GATEWAY_PATHS.sslcommerz}`,
          storeId: s,
          storePassword: s,
        }
      : e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            baseUrl: e.SSLCOMMERZ_BASE_URL.replace(/\/$/, ''),
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
          }
        : undefined,
  };
}

/** Where the courier stand-ins live when COURIERS_FAKE is set (server/src/modules/delivery/fake). */
export const FAKE_COURIER_PATHS = {
  steadfast: '/_fake/steadfast/api/v1',
  pathao: '/_fake/pathao',
  redx: '/_fake/redx/v1.0.0-beta',
} as const;

function couriersConfig(e: Env, baseUrl: string) {
  const fake = e.COURIERS_FAKE;
  const s = FILLED_FROM_DATABASE;
  return {
    fake,
    steadfast: fake
      ? {
          baseUrl: `${baseUrl}${FAKE_COURIER_PATHS.steadfast}`,
          apiKey: s,
          secretKey: s,
          webhookToken: s,
        }
      : e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY && e.STEADFAST_WEBHOOK_TOKEN
        ? {
            baseUrl: e.STEADFAST_BASE_URL,
            apiKey: e.STEADFAST_API_KEY,
            secretKey: e.STEADFAST_SECRET_KEY,
            webhookToken: e.STEADFAST_WEBHOOK_TOKEN,
          }
        : undefined,
    pathao: fake
      ? {
          baseUrl: `${baseUrl}${FAKE_COURIER_PATHS.pathao}`,
          clientId: 'fake-client',
          clientSecret: s,
          username: 'fake@merchant.example.com',
          password: s,
          storeId: '1',
          webhookSecret: s,
        }
      : e.PATHAO_CLIENT_ID &&
          e.PATHAO_CLIENT_SECRET &&
          e.PATHAO_USERNAME &&
          e.PATHAO_PASSWORD &&
          e.PATHAO_STORE_ID &&
          e.PATHAO_WEBHOOK_SECRET
        ? {
            baseUrl: e.PATHAO_BASE_URL,
            clientId: e.PATHAO_CLIENT_ID,
            clientSecret: e.PATHAO_CLIENT_SECRET,
            username: e.PATHAO_USERNAME,
            password: e.PATHAO_PASSWORD,
            storeId: e.PATHAO_STORE_ID,
            webhookSecret: e.PATHAO_WEBHOOK_SECRET,
          }
        : undefined,
    redx: fake
      ? {
          baseUrl: `${baseUrl}${FAKE_COURIER_PATHS.redx}`,
          apiToken: s,
          webhookToken: s,
        }
      : e.REDX_API_TOKEN && e.REDX_WEBHOOK_TOKEN
        ? {
            baseUrl: e.REDX_BASE_URL,
            apiToken: e.REDX_API_TOKEN,
            webhookToken: e.REDX_WEBHOOK_TOKEN,
            pickupStoreId: e.REDX_PICKUP_STORE_ID,
          }
        : undefined,
  };
}

/** Where the payout rail's stand-in lives when PAYOUTS_FAKE is set (server/src/modules/finance/rails/fake). */
export const FAKE_PAYOUT_PATHS = { bkash: '/_fake/bkash-payout/v1.2.0-beta' } as const;

/** bKash's B2C payout rail: the stand-in (credentials from the database), or bKash with the merchant's keys. */
function payoutsConfig(e: Env, baseUrl: string) {
  const s = FILLED_FROM_DATABASE;
  const fake = e.PAYOUTS_FAKE;
  const live = e.BKASH_PAYOUT_BASE_URL && e.BKASH_APP_KEY && e.BKASH_APP_SECRET;
  return {
    fake,
    bkash: fake
      ? { baseUrl: `${baseUrl}${FAKE_PAYOUT_PATHS.bkash}`, appKey: s, appSecret: s, username: s, password: s }
      : live && e.BKASH_USERNAME && e.BKASH_PASSWORD
        ? {
            baseUrl: e.BKASH_PAYOUT_BASE_URL!.replace(/\/$/, ''),
            appKey: e.BKASH_APP_KEY!,
            appSecret: e.BKASH_APP_SECRET!,
            username: e.BKASH_USERNAME,
            password: e.BKASH_PASSWORD,
          }
        : undefined,
  };
}

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
