import path from 'node:path';
import { z } from 'zod';

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgresql://user@host:port/database URL');

const redisUrl = z.string().refine((value) => /^rediss?:\/\/./.test(value), 'must be a redis://host:port URL');

/** Every setting the server reads, validated once at boot. `.env.example` documents them. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  TAIKAI_DATA_DIR: z.string().min(1).default('.data'),
  TAIKAI_ADMIN_EMAIL: z.email().optional(),
  TAIKAI_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  TAIKAI_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TAIKAI_TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  TAIKAI_DEMO: z.enum(['0', '1']).default('0'),
  REDIS_URL: redisUrl.optional(),
  // Prefix of the Redis pub/sub channels, so several deployments (or test runs) can share one Redis.
  REDIS_CHANNEL_PREFIX: z.string().regex(/^[\w.:-]+$/, 'must be letters, digits, _ . : or -').default('taikai'),
  /** Extra origins allowed to call the API from a browser (comma-separated); unset: same origin only. */
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'log', 'warn', 'error']).default('log'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seconds between automatic backups of a running event (tests shorten it). */
  TAIKAI_BACKUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

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
