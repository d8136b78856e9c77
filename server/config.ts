import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** An S3-compatible store for photos (server/files/s3-blob-store.ts); without it DATA_DIR/blobs. */
  BLOB_STORE_URL: z.string().startsWith('s3://').optional(),
  /** The portal's public origin; the membership page only redirects back to it (or to the request's own host). */
  PUBLIC_URL: z.string().url().optional(),
  /** Hosts of the provider's other sites whose links get a hand-off ticket: names, or *.domain for its subdomains. */
  SISTER_SITE_HOSTS: z.string().default('*.tiremaker.example'),
  /**
   * Proxy hops whose X-Forwarded-* headers are believed (a count, or a comma list of
   * addresses); off by default, so a client cannot pick its own address for rate limits.
   */
  TRUST_PROXY: z.string().default('false'),
  TOKEN_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /**
   * How long a signed-in user is served from memory without reading the session again. A logout
   * or refresh reaches every process at once (LISTEN/NOTIFY); this bounds everything else: a
   * missed notification, a changed security code or account, a deactivated user. 0 turns it off.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** How long reference lists (vocations, countries, tire sizes…) are served from memory; 0 reads them every time. */
  LOOKUP_CACHE_SECONDS: z.coerce.number().int().min(0).max(24 * 3600).default(300),
  LOGIN_MAX_FAILED_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fleet Tire Portal <no-reply@fleet-portal.local>'),
  /** How often queued mail that could not be sent at once is tried again; 0 turns the retry loop off. */
  MAIL_RETRY_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How often the background refresh brings the report aggregates up to date with broad changes (specs); 0 turns it off. */
  REPORTING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  SEED_SCALE: z.coerce.number().positive().default(1),
  /**
   * /metrics is never public: on the app's port it answers only to `Authorization: Bearer
   * <METRICS_TOKEN>` (404 without a token configured); METRICS_PORT serves it on a listen address
   * of its own (METRICS_HOST, loopback by default), e.g. one only the scraper's network reaches.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** An upload (photo, unit import) that sends nothing for this long is refused with 400 and its partial file removed. */
  UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The longest a client may take to send a whole request, body included (Node's requestTimeout); 0 turns it off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** How long a stopping process waits for requests in flight and running jobs before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'TOKEN_SECRET'> {
  tokenSecret: Uint8Array;
  dataDir: string;
  staticDir: string;
}

/**
 * The token secret comes from TOKEN_SECRET; without it one is generated once and kept in the
 * data folder, so sessions survive a restart of the embedded default.
 */
function loadTokenSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    staticDir: resolve('dist'),
    tokenSecret: loadTokenSecret(dataDir, parsed.TOKEN_SECRET),
  };
}

/** Where the embedded PGlite database keeps its files. */
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'pglite');

/** A configuration for tests: fixed secret, no files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse({});
  return {
    ...parsed,
    LOG_LEVEL: 'silent',
    // Tests send queued mail themselves (MailQueue.processDue), never on a timer.
    MAIL_RETRY_POLL_SECONDS: 0,
    // Reports drain narrow changes themselves; tests run broad refreshes explicitly.
    REPORTING_REFRESH_SECONDS: 0,
    dataDir: resolve('data/test'),
    staticDir: resolve('dist'),
    tokenSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'),
    ...overrides,
  };
}
