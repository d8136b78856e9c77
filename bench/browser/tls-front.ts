import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHaproxy } from '../../tests/helpers/haproxy';

/**
 * The portal as production serves it to browsers: HTTPS with HTTP/2 at a TLS-terminating
 * HAProxy (Debian's package) in front of the Node process, which speaks HTTP/1.1 behind it.
 * A self-signed certificate for 127.0.0.1; the browser is started with
 * --ignore-certificate-errors.
 */
export interface TlsFront {
  /** The front's origin, https://127.0.0.1:port. */
  base: string;
  stop(): void;
}

export async function startTlsFront(folder: string, frontPort: number, portalPort: number): Promise<TlsFront> {
  const key = join(folder, 'front.key');
  const cert = join(folder, 'front.crt');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const pem = join(folder, 'front.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const { process: haproxy, log } = startHaproxy(
    join(folder, 'front.cfg'),
    [
      'frontend portal',
      `  bind 127.0.0.1:${frontPort} ssl crt ${pem} alpn h2,http/1.1`,
      '  http-request set-header x-forwarded-proto https',
      '  default_backend portal',
      'backend portal',
      `  server portal 127.0.0.1:${portalPort}`,
    ],
    { client: '120s', server: '120s' },
  );
  const base = `https://127.0.0.1:${frontPort}`;
  const deadline = Date.now() + 20_000;
  // Node's fetch refuses the self-signed certificate: the front is up when its port takes a TLS handshake.
  while (Date.now() < deadline) {
    if (haproxy.exitCode !== null) throw new Error(`HAProxy exited with ${haproxy.exitCode}:\n${log()}`);
    try {
      execFileSync('openssl', ['s_client', '-connect', `127.0.0.1:${frontPort}`, '-alpn', 'h2'], { input: '', stdio: ['pipe', 'ignore', 'ignore'], timeout: 5000 });
      return { base, stop: () => void haproxy.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  haproxy.kill();
  throw new Error(`HAProxy's TLS front did not answer within 20 s:\n${log()}`);
}
