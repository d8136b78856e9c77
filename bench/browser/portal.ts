import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The built portal as deployed, for the browser benchmarks: server/main.ts serving dist/. */

const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The portal on PGlite in a fresh data folder (demo fleet at scale 0.05); its address and process.
 * `publicUrl`: the origin its links and sign-in redirects name, when the browser reaches it
 * through another address (a latency proxy) on a port chosen beforehand.
 */
export async function startPortal(dataDir: string, options: { port?: number; publicUrl?: string } = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = options.port ?? (await freePort());
  // PGlite whatever the shell says: the benchmark never needs the scale-100 PostgreSQL fleet.
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SCALE: '0.05', LOG_LEVEL: 'warn', ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/v2/authorization/start`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  child.kill();
  throw new Error('the portal did not start within 240 s');
}


/** Signs in through the portal's own form, as a person does, and lands on the location list. */
export async function signInToLocations(page: Page, user: { login: string; password: string }): Promise<void> {
  await page.goto('/locations');
  await page.waitForURL((url) => url.pathname === '/membership/sign-in');
  await page.locator('#email').fill(user.login);
  await page.locator('#password').fill(user.password);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/locations' && !url.searchParams.has('user'));
}
