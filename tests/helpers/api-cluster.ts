import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy } from './haproxy';
import { freePort } from './postgres-cluster';

/**
 * Several API processes (`server/main.ts`, as production starts them) on one PostgreSQL, behind
 * HAProxy from Debian's packages, balancing round robin and health-checking /ready. Every answer
 * names the process that gave it in `x-served-by`.
 */
export interface ApiCluster {
  /** HAProxy's address. */
  url: string;
  names: string[];
  /** Ends one process at once (SIGKILL), as a crash would. */
  kill(name: string): void;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  blobStoreUrl: string;
  tokenSecret: string;
  processes?: number;
  /** One process answered directly, without HAProxy in front. */
  direct?: boolean;
  /** How long a process may take to answer /ready (an empty database is seeded first). */
  startTimeoutMs?: number;
}

async function waitFor(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

export async function startApiCluster(options: ClusterOptions): Promise<ApiCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'api-cluster-'));
  const children = new Map<string, ChildProcess>();
  const logs = new Map<string, string>();
  const servers: { name: string; port: number }[] = [];
  const stopAll = async () => {
    for (const child of children.values()) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (let index = 1; index <= (options.processes ?? 3); index += 1) {
      const name = `api${index}`;
      const port = await freePort();
      // tsx as a loader in this one process: its CLI would run the server in a child a kill misses.
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          BLOB_STORE_URL: options.blobStoreUrl,
          TOKEN_SECRET: options.tokenSecret,
          DATA_DIR: join(folder, name),
          LOG_LEVEL: 'warn',
          MAIL_RETRY_POLL_SECONDS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      logs.set(name, '');
      const keep = (chunk: Buffer) => logs.set(name, (logs.get(name)! + chunk.toString()).slice(-4000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      children.set(name, child);
      servers.push({ name, port });
    }
    await Promise.all(servers.map(({ name, port }) => waitFor(`http://127.0.0.1:${port}/ready`, options.startTimeoutMs ?? 120_000, () => logs.get(name)!)));
    if (options.direct) {
      const [only] = servers;
      return { url: `http://127.0.0.1:${only!.port}`, names: [only!.name], kill: (name) => void children.get(name)?.kill('SIGKILL'), stop: stopAll };
    }

    const frontPort = await freePort();
    const haproxy = startHaproxy(
      join(folder, 'haproxy.cfg'),
      [
        '  timeout check 3s',
        // A request that never reached a process (refused: it died) goes to another one.
        '  retries 3',
        '  option redispatch 1',
        '  retry-on conn-failure empty-response',
        'frontend portal',
        `  bind 127.0.0.1:${frontPort}`,
        '  default_backend api',
        'backend api',
        '  balance roundrobin',
        '  option httpchk GET /ready',
        '  http-check expect status 200',
        '  default-server inter 500ms fall 2 rise 2',
        '  http-response set-header x-served-by %[srv_name]',
        ...servers.map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check`),
      ],
      { client: '60s', server: '60s' },
    );
    children.set('haproxy', haproxy.process);
    const url = `http://127.0.0.1:${frontPort}`;
    await waitFor(`${url}/health`, 20_000, haproxy.log);
    return {
      url,
      names: servers.map((server) => server.name),
      kill: (name) => void children.get(name)?.kill('SIGKILL'),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
