/**
 * The server's environment, read and validated once at start. Everything else receives the typed
 * `ServerConfig` and never reads `process.env` itself.
 */
import { ADDRESS_BUDGET } from './http/address-budget';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../src/model/config';
import { ADMIN_EMAIL_MAX_LENGTH } from '../src/model/constants';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../src/model/audit';
import { TOGETHER_MAX_FOLLOWERS_DEFAULT } from '../src/model/together';
import { ANALYTICS_EVENTS_RETENTION_DEFAULT_DAYS } from '../src/model/stats';
import { checkNewPassword } from './services/passwords';
import { isValidTimeZone, systemTimeZone } from './services/time-zone';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const port = (fallback: number) =>
  z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE).default(fallback);

/**
 * Links and media prefixes end up in the page (`href`, `src`): only web addresses, never
 * `javascript:`, `data:` or other schemes a browser would run or inline.
 */
const WEB_URL_MESSAGE = 'must be an http:// or https:// URL';
const webUrl = () => z.url({ protocol: /^https?$/, error: WEB_URL_MESSAGE });

/** Admin sessions: signed out after this long without a request, and this long after signing in at the latest. */
export const DEFAULT_SESSION_IDLE_MINUTES = 120;
export const DEFAULT_SESSION_MAX_HOURS = 12;

/** Variables whose values are never repeated in an error message (they end up in logs). */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'AWS_SECRET_ACCESS_KEY']);

const envSchema = z
  .object({
    PORT: port(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
    ADDRESS_BUDGET_BURST: z.coerce.number().int().min(0).max(1_000_000).default(ADDRESS_BUDGET.burst),
    ADDRESS_BUDGET_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(ADDRESS_BUDGET.perSecond * 60),
    DATA_DIR: z.string().min(1).default('./data'),
    SITE_NAME: z.string().min(1).default(DEFAULT_APP_CONFIG.siteName),
    SUPPORT_EMAIL: z.email().default(DEFAULT_APP_CONFIG.supportEmail),
    ANDROID_APP_URL: webUrl().default(DEFAULT_APP_CONFIG.androidAppUrl),
    /** Empty (the default) means same origin; otherwise an absolute URL such as a CDN. */
    MEDIA_BASE_URL: z.union([z.literal(''), webUrl()], { error: WEB_URL_MESSAGE }).default(DEFAULT_APP_CONFIG.mediaBaseUrl),
    /** The site's public address; the Android app's links to it open inside the app. Empty: the page's own. */
    SITE_URL: z.union([z.literal(''), webUrl()], { error: WEB_URL_MESSAGE }).default(DEFAULT_APP_CONFIG.siteUrl),
    /**
     * The SHA-256 fingerprints of the certificates the Android app is signed with (comma-separated,
     * `AB:CD:…`, 32 pairs each). Set: /.well-known/assetlinks.json states that the app may open this
     * site's links (Android App Links). Unset: that file is 404.
     */
    ANDROID_CERT_FINGERPRINTS: z
      .string()
      .refine(
        (value) => value.split(',').every((part) => /^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/.test(part.trim())),
        'must be SHA-256 certificate fingerprints (AB:CD:… with 32 pairs), comma-separated',
      )
      .optional(),
    /**
     * Where uploads go and are served from: `local` (DATA_DIR, the single-machine default) or `s3`
     * (an S3-compatible object store, shared by every instance: S3_BUCKET, and the AWS SDK's own
     * AWS_REGION, AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; without the
     * keys, the SDK's other ways: an instance role, a profile…).
     */
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    /** `true` for servers without virtual-host buckets (`endpoint/bucket/key` addresses). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    AWS_REGION: z.string().min(1).optional(),
    AWS_ENDPOINT_URL_S3: webUrl().optional(),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    EMBEDDED_PG_PORT: port(5433),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * Which proxies' X-Forwarded-For/-Proto to believe: 'false' (default; nothing in front),
     * 'true' (any: only when every request passes a proxy you run), or their addresses/CIDRs,
     * comma-separated. (Fastify 5 ignores hop counts, so they are refused here.)
     */
    TRUST_PROXY: z
      .string()
      .refine((value) => !/^\d+$/.test(value), 'must be true, false or proxy addresses/CIDRs (hop counts are not supported)')
      .default('false'),
    /**
     * The time zone of the statistics' days and months (an IANA name such as Asia/Kolkata); default
     * the process's own (TZ, else the system's).
     */
    TIME_ZONE: z.string().refine(isValidTimeZone, 'must be an IANA time zone name such as Asia/Kolkata or UTC').optional(),
    /** How many days the audit trail keeps its entries (src/model/audit.ts); pruned by the server. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_RETENTION_DEFAULT_DAYS),
    /**
     * How many days the raw analytics events are kept (each view, play and search); the daily
     * rollups the dashboard reads are kept for good.
     */
    ANALYTICS_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(ANALYTICS_EVENTS_RETENTION_DEFAULT_DAYS),
    /** The most followers one Sing together room takes. */
    TOGETHER_MAX_FOLLOWERS: z.coerce.number().int().min(1).max(1_000_000).default(TOGETHER_MAX_FOLLOWERS_DEFAULT),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(DEFAULT_SESSION_IDLE_MINUTES),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_SESSION_MAX_HOURS),
    /** Both or neither: the first admin, created on a start that finds no admin (then no longer needed). */
    ADMIN_EMAIL: z.email().max(ADMIN_EMAIL_MAX_LENGTH).optional(),
    ADMIN_PASSWORD: z
      .string()
      .superRefine((password, ctx) => {
        const problem = checkNewPassword(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  .superRefine((e, ctx) => {
    if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORAGE=s3' });
    }
    if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both or neither',
      });
    }
    if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
      });
    }
  });

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Unset: the server starts an embedded PostgreSQL under `${dataDir}/postgres`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** RESPONSE_CACHE_MB in bytes: the most that rendered pages and public answers kept in memory take. */
  responseCacheBytes: number;
  /**
   * The work done afresh one client address may ask for (http/address-budget.ts): a burst, refilled
   * per second; null (ADDRESS_BUDGET_BURST=0) for none.
   */
  addressBudget: { burst: number; perSecond: number } | null;
  /** Absolute. Holds `postgres/` (embedded database), `static/subcategoryimg/` and `media/`. */
  dataDir: string;
  embeddedPgPort: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* headers count (client address, protocol). */
  trustProxy: boolean | string[];
  /** What the browser app is told about this deployment (written into index.html). */
  app: AppConfig;
  /** Admin sessions end after `idleMinutes` without a request, and `maxHours` after signing in at the latest. */
  session: { idleMinutes: number; maxHours: number };
  /** ANDROID_CERT_FINGERPRINTS, upper case: the Android app's signing certificates (empty: no App Links statement). */
  androidCertFingerprints: string[];
  /** The statistics' days and months are days and months in this IANA time zone. */
  timeZone: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: created as the first admin when a start finds none (ensureInitialAdmin). */
  initialAdmin: { email: string; password: string } | undefined;
  /** Where uploads go (MEDIA_STORAGE): DATA_DIR, or an S3-compatible bucket with the SDK client's settings. */
  media: MediaStorageConfig;
  /** TOGETHER_MAX_FOLLOWERS: the most followers one Sing together room takes. */
  togetherMaxFollowers: number;
  /** How many days the audit trail and the raw analytics events are kept (services/retention.ts). */
  retentionDays: { audit: number; analyticsEvents: number };
}

export type MediaStorageConfig =
  | { storage: 'local' }
  | {
      storage: 's3';
      bucket: string;
      client: {
        region: string;
        endpoint?: string;
        forcePathStyle: boolean;
        credentials?: { accessKeyId: string; secretAccessKey: string };
      };
    };

/** The S3 client wants a region; S3-compatible servers other than AWS mostly ignore it. */
const DEFAULT_S3_REGION = 'us-east-1';

function mediaStorageConfig(e: z.infer<typeof envSchema>): MediaStorageConfig {
  if (e.MEDIA_STORAGE === 'local' || !e.S3_BUCKET) return { storage: 'local' };
  return {
    storage: 's3',
    bucket: e.S3_BUCKET,
    client: {
      region: e.AWS_REGION ?? DEFAULT_S3_REGION,
      endpoint: e.AWS_ENDPOINT_URL_S3,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      credentials:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
          ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once. Empty values count as unset, so `DATABASE_URL=` means "use the
 * embedded PostgreSQL". Invalid values throw a `ConfigError` naming every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const shown = SECRET_VARIABLES.has(key) ? '(hidden)' : JSON.stringify(raw[key] ?? '');
      return `  ${key}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid server configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    addressBudget: e.ADDRESS_BUDGET_BURST > 0 ? { burst: e.ADDRESS_BUDGET_BURST, perSecond: e.ADDRESS_BUDGET_PER_MINUTE / 60 } : null,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    app: {
      siteName: e.SITE_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      androidAppUrl: e.ANDROID_APP_URL,
      mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/+$/, ''),
      siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    timeZone: e.TIME_ZONE ?? systemTimeZone(),
    androidCertFingerprints: (e.ANDROID_CERT_FINGERPRINTS ?? '')
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    media: mediaStorageConfig(e),
    retentionDays: { audit: e.AUDIT_RETENTION_DAYS, analyticsEvents: e.ANALYTICS_EVENTS_RETENTION_DAYS },
    togetherMaxFollowers: e.TOGETHER_MAX_FOLLOWERS,
  };
}
