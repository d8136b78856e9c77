import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The portal on the built app (`npm run build` first) with a fresh data folder and a small demo fleet, as the Playwright runs have it. */
export interface PortalServer {
  readonly port: number;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal server exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal server did not answer ${url} within ${timeoutMs} ms`);
}

/** `publicUrl`: the origin the browser uses (a proxy's), for sign-in redirects and links. */
export async function startPortalServer(port: number, options: { publicUrl?: string } = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-portal-webkit-'));
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SCALE: '0.05', LOG_LEVEL: 'warn', ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/v2/authorization/start`, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
