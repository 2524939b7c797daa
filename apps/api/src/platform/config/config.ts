import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgresql://user@host:port/database URL');

// An origin only: the apps are served at /admin and /play of it, so a path could not work.
const publicUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
    } catch {
      return false;
    }
  }, 'must be an http(s):// address without a path, e.g. http://192.168.1.20:3000')
  .transform((value) => new URL(value).origin);

// Web Push (VAPID) keys as web-push writes them: base64url, an uncompressed P-256 point and its 32-byte scalar.
const vapidPublicKey = z
  .string()
  .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters, from `npx web-push generate-vapid-keys`)');
const vapidPrivateKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)');
const vapidSubject = z
  .string()
  .refine(
    (value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value),
    'must be a mailto: address or an https:// URL',
  );

// Express's `trust proxy`: a hop count, or the proxies' addresses and subnets (and its three names).
const trustProxy = z.string().refine((value) => {
  if (/^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address, bits, extra] = entry.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address)) return bits === undefined;
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}, 'must be a hop count, or comma-separated addresses or subnets of the proxy (or loopback, linklocal, uniquelocal)');

const redisUrl = z.string().refine((value) => /^rediss?:\/\/./.test(value), 'must be a redis://host:port URL');

/** Every setting the server reads, validated once at boot. `.env.example` documents them. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl.optional(),
    /** The address phones use to reach the server; unset: the first LAN address. */
    TAIKAI_PUBLIC_URL: publicUrl.optional(),
    TAIKAI_DATA_DIR: z.string().min(1).default('.data'),
    TAIKAI_ADMIN_EMAIL: z.email().optional(),
    TAIKAI_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    TAIKAI_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Web Push key pair; unset: generated once and kept in the database. Set both or neither. */
    TAIKAI_VAPID_PUBLIC_KEY: vapidPublicKey.optional(),
    TAIKAI_VAPID_PRIVATE_KEY: vapidPrivateKey.optional(),
    /** Who push services may contact about this server's notifications. */
    TAIKAI_VAPID_SUBJECT: vapidSubject.optional(),
    TAIKAI_TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    TAIKAI_DEMO: z.enum(['0', '1']).default('0'),
    REDIS_URL: redisUrl.optional(),
    // Prefix of the Redis pub/sub channels, so several deployments (or test runs) can share one Redis.
    REDIS_CHANNEL_PREFIX: z
      .string()
      .regex(/^[\w.:-]+$/, 'must be letters, digits, _ . : or -')
      .default('taikai'),
    /** Extra origins allowed to call the API from a browser (comma-separated); unset: same origin only. */
    CORS_ORIGINS: z.string().optional(),
    LOG_LEVEL: z.enum(['debug', 'log', 'warn', 'error']).default('log'),
    /** `1` publishes the GraphQL schema to every caller; `0`: introspection for signed-in staff only. */
    TAIKAI_INTROSPECTION: z.enum(['0', '1']).default('0'),
    /** Open live-update subscriptions one signed-in account (all its tokens) may hold (across processes with REDIS_URL). */
    TAIKAI_MAX_STREAMS_PER_TOKEN: z.coerce.number().int().min(1).max(10000).default(20),
    /** Open subscriptions per client address (across processes with REDIS_URL): a venue's players may share one Wi-Fi address. */
    TAIKAI_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(150).default(10),
    /** A pooled connection idle this long is closed (and reopened on demand). */
    DATABASE_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
    /** `0` behind a connection pooler in transaction mode (PgBouncer): no named prepared statements. */
    DATABASE_PREPARED_STATEMENTS: z.enum(['0', '1']).default('1'),
    /** Seconds between automatic backups of a running event (tests shorten it). */
    TAIKAI_BACKUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Seconds between a process's tries to take a lease it lacks (once-only jobs, `platform/leases`), and checks of one it holds. */
    TAIKAI_LEASE_CHECK_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
    /** Express's `trust proxy` behind a reverse proxy: a hop count or addresses/subnets (`loopback`, `10.0.0.0/8`); unset: none. */
    TAIKAI_TRUST_PROXY: trustProxy.optional(),
    /** Seconds between the publisher's checks for events whose hosted copy lacks a change (a safety net; changes push at once). */
    TAIKAI_PUBLISH_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  })
  .refine((config) => !config.TAIKAI_VAPID_PUBLIC_KEY === !config.TAIKAI_VAPID_PRIVATE_KEY, {
    path: ['TAIKAI_VAPID_PRIVATE_KEY'],
    message: 'and TAIKAI_VAPID_PUBLIC_KEY must be set together',
  })
  .refine(
    (config) => !config.TAIKAI_VAPID_PRIVATE_KEY || vapidPublicKeyOf(config.TAIKAI_VAPID_PRIVATE_KEY) === config.TAIKAI_VAPID_PUBLIC_KEY,
    {
      path: ['TAIKAI_VAPID_PUBLIC_KEY'],
      message: 'is not the public key of TAIKAI_VAPID_PRIVATE_KEY',
    },
  );

/** The public key of a VAPID private key (undefined if it is no P-256 scalar). */
function vapidPublicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

export type AppConfig = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in an env file does not fail validation. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  return { ...parsed.data, dataDir: path.resolve(cwd, parsed.data.TAIKAI_DATA_DIR) };
}
