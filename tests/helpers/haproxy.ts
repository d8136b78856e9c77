import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

/** HAProxy from Debian's packages, as the multi-process test and the benchmarks put it in front of the portal. */
export const haproxyBinary = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)) ?? 'haproxy';

/**
 * Writes a configuration (its global and defaults sections, then `sections`: more defaults lines,
 * the frontend and the backend) and starts HAProxy on it in the foreground. `log()` holds the end
 * of its output, for an error that says why it did not answer.
 */
export function startHaproxy(configPath: string, sections: string[], timeouts: { client: string; server: string }): { process: ChildProcess; log: () => string } {
  writeFileSync(
    configPath,
    ['global', '  maxconn 2000', 'defaults', '  mode http', '  timeout connect 2s', `  timeout client ${timeouts.client}`, `  timeout server ${timeouts.server}`, ...sections, ''].join('\n'),
  );
  const haproxy = spawn(haproxyBinary(), ['-f', configPath, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  haproxy.stderr!.on('data', (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4000)));
  return { process: haproxy, log: () => log };
}
