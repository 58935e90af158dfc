import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's named ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
/** A comma list of e-mail addresses, trimmed and lower-cased; empty by default. */
/** A comma-separated list, trimmed and lowercased (e-mail addresses, host names). */
const commaList = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    );
const emailList = commaList();

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which `X-Forwarded-For` entries to believe. `false` (none), a number of proxy hops in
 * front of the server, or a comma list of the proxies' addresses/CIDRs. `true` means one hop (the
 * right-most entry, written by the proxy itself), never the left-most entry a client can write.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['false', 'no', '0', ''].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length === 0 && entries.length > 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected false, a number of proxy hops, or a comma list of proxy addresses/CIDRs (not ${bad.join(', ') || v})`,
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, parsed once, with defaults. See the README table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  /**
   * Read replicas (one URL or a comma list): the read-only pages and lists read there, everything
   * else stays on the primary (platform/database/read-routing.ts). Unset: every read on the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  /** A replica further behind than this (or down) is left out until it catches up. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(5000),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Also encodes every reply with zod and compares it with the compiled serializer's JSON
   * (http/serializer.ts). Default: on, except in production.
   */
  CHECK_RESPONSES: boolean.optional(),
  /**
   * Multiplies every per-address limit. Default 1, but 50 in development (`npm start`), where every
   * local browser and test journey shares the loopback address.
   */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(1000).optional(),
  /** Multiplies every per-member rate (posts, comments, messages); the test suite raises it. */
  RATE_LIMIT_MEMBER_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * The hourly limits of accounts in their first day (posts, chats started, reports). On by default;
   * the test suite and the demo turn them off (they write as brand-new members).
   */
  NEW_ACCOUNT_LIMITS: boolean.default(true),
  /**
   * Each password hashed once and each (hash, password) pair checked once per process: for test
   * suites, which sign up hundreds of members with one password (scrypt costs about a fifth of a
   * second of a core each time). Refused in production.
   */
  PASSWORDS_HASHED_ONCE: boolean.default(false),
  /** Paid ads wait in review ('In Review') until a moderator approves them. */
  AD_REVIEW: boolean.default(false),
  GEO_GATE: boolean.default(true),
  /** The dev inbox (/dev/mail, /api/dev/mail), served to loopback only. Default: on in development. */
  DEV_INBOX: boolean.optional(),
  GEOIP_DB_PATH: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SUPPORT_EMAIL: z.email().default('support@campusbuysell.app'),
  SOCIAL_DM_URL_TEMPLATE: z.string().default('https://ig.me/m/{campus}buysell'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  REALTIME_BUS: z.enum(['memory', 'postgres']).default('memory'),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Whether the server may fetch an administrator's SSO addresses (SAML metadata URL, OIDC issuer
   * and the endpoints it names) on loopback or private networks. Default: on, except in production.
   */
  SSO_ALLOW_PRIVATE_ADDRESSES: boolean.optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** A production demo may take test cards; without this, production refuses the local provider. */
  PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: boolean.default(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  /** Where uploaded files live: `local` (DATA_DIR/files, the embedded default) or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, R2, …); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (endpoint/bucket/key), as MinIO and local S3 servers need. */
  S3_FORCE_PATH_STYLE: boolean.default(false),
  /** A CDN or bucket origin serving the stored keys; file URLs point there instead of /files/. */
  MEDIA_PUBLIC_URL: z.url().optional(),
  /** Bearer token for /api/metrics; without it the metrics answer loopback only, and never in production. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How long SIGTERM waits for in-flight requests and jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2000).default(15_000),
  /**
   * After SIGTERM, how long the instance keeps serving while its readiness already fails, so a
   * proxy's health checks move traffic away before it stops accepting connections.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** Debian's ffmpeg (apt-get install ffmpeg); its ffprobe is taken from the same folder. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  VIDEO_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  VIDEO_CONCURRENCY: z.coerce.number().int().min(1).max(2).default(1),
  ANALYTICS_EXCLUDED_EMAILS: emailList,
  /** Web Push (VAPID) keys, base64url; without them a pair is generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL. Default: SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /**
   * The push services the server may POST to (a subscription's endpoint must be on one): host names,
   * an entry starting with '.' takes every subdomain. Loopback hosts are allowed plain http (tests).
   */
  PUSH_ENDPOINT_HOSTS: commaList(
    'fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com',
  ),
  BANNED_EMAILS: emailList,
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<
    Env,
    | 'DATA_DIR'
    | 'PUBLIC_URL'
    | 'MAIL_FROM'
    | 'RATE_LIMIT_IP_FACTOR'
    | 'DEV_INBOX'
    | 'CHECK_RESPONSES'
    | 'SSO_ALLOW_PRIVATE_ADDRESSES'
  > {
  DATA_DIR: string;
  DEV_INBOX: boolean;
  CHECK_RESPONSES: boolean;
  SSO_ALLOW_PRIVATE_ADDRESSES: boolean;
  RATE_LIMIT_IP_FACTOR: number;
  PUBLIC_URL: string;
  WEB_DIST_DIR: string;
  MAIL_FROM: string;
  isProduction: boolean;
  googleEnabled: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment once; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (
    e.NODE_ENV === 'production' &&
    e.PAYMENTS_PROVIDER === 'local' &&
    !e.PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION
  ) {
    throw new Error(
      'Invalid configuration:\n  NODE_ENV=production with PAYMENTS_PROVIDER=local would activate ads with test cards; set PAYMENTS_PROVIDER=stripe (or PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION=true for a demo)',
    );
  }
  if (e.NODE_ENV === 'production' && e.PASSWORDS_HASHED_ONCE) {
    throw new Error(
      'Invalid configuration:\n  PASSWORDS_HASHED_ONCE is for test suites: every account with the same password would share one hash; remove it in production',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://${e.BASE_DOMAIN}${e.PORT === 80 ? '' : `:${e.PORT}`}`;
  return {
    ...e,
    DATA_DIR: path.resolve(repoRoot, e.DATA_DIR),
    PUBLIC_URL: publicUrl.replace(/\/$/, ''),
    MEDIA_PUBLIC_URL: e.MEDIA_PUBLIC_URL?.replace(/\/$/, ''),
    WEB_DIST_DIR: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    MAIL_FROM: e.MAIL_FROM ?? `Campus Buy / Sell <no-reply@${e.BASE_DOMAIN}>`,
    isProduction: e.NODE_ENV === 'production',
    RATE_LIMIT_IP_FACTOR: e.RATE_LIMIT_IP_FACTOR ?? (e.NODE_ENV === 'development' ? 50 : 1),
    DEV_INBOX: e.DEV_INBOX ?? e.NODE_ENV === 'development',
    CHECK_RESPONSES: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
    SSO_ALLOW_PRIVATE_ADDRESSES: e.SSO_ALLOW_PRIVATE_ADDRESSES ?? e.NODE_ENV !== 'production',
    googleEnabled: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
  };
}

/** What the pages are told about the site: its address, support, the DM link, Google sign-in. */
export const siteInfoOf = (config: Config) => ({
  publicUrl: config.PUBLIC_URL,
  supportEmail: config.SUPPORT_EMAIL,
  socialDmUrlTemplate: config.SOCIAL_DM_URL_TEMPLATE,
  googleSignIn: config.googleEnabled,
});
