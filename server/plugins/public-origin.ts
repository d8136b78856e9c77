import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Config } from '../config';
import { HttpError } from './error-handler';

/**
 * The origins links in mail and sign-in redirects may point at. Never built from what a request
 * says about itself (Host, X-Forwarded-*): a forged Host would otherwise receive a reset link or
 * a sign-in ticket. PUBLIC_URL when set; else the addresses the service listens on (plain http,
 * since it serves no TLS itself), the first being the one printed at start.
 */

const WILDCARDS = new Set(['0.0.0.0', '::']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

const hostPart = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The origin of an http(s) address; null for anything else. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins of a configuration: PUBLIC_URL's alone, else http://HOST:PORT with `port` the one
 * actually bound. A wildcard HOST (0.0.0.0, ::) stands for localhost first, then every address
 * of this machine's interfaces; a loopback HOST for each loopback name.
 */
export function configuredOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  port: number = config.PORT,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  const publicOrigin = config.PUBLIC_URL ? originOf(config.PUBLIC_URL) : null;
  if (publicOrigin) return [publicOrigin];
  const wildcard = WILDCARDS.has(config.HOST);
  const hosts = [wildcard ? 'localhost' : config.HOST];
  if (wildcard || LOOPBACK.has(config.HOST)) hosts.push(...LOOPBACK);
  if (wildcard) {
    for (const address of Object.values(interfaces).flat()) {
      // 0.0.0.0 binds IPv4 only; link-local IPv6 addresses need a zone no URL can carry.
      if (!address || (config.HOST === '0.0.0.0' && address.family !== 'IPv4') || address.scopeid) continue;
      hosts.push(address.address);
    }
  }
  const origins = hosts.map((host) => originOf(`http://${hostPart(host)}:${port}`)).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/** Computed once the server listens (its port may have been 0); from the configuration before. */
const listening = new WeakMap<FastifyInstance, string[]>();

export function portalOrigins(app: FastifyInstance): string[] {
  const known = listening.get(app);
  if (known) return known;
  const address = app.server.listening ? app.server.address() : null;
  const origins = configuredOrigins(app.config, typeof address === 'object' && address ? (address as AddressInfo).port : app.config.PORT);
  if (address) listening.set(app, origins);
  return origins;
}

/** The origin links and redirects use when the request's own is not one of the portal's. */
export const primaryOrigin = (app: FastifyInstance): string => portalOrigins(app)[0]!;

/**
 * The origin of links answering this request: PUBLIC_URL's; without it the address the request
 * reached, when that is one the service listens on (so a user on the LAN address gets links to
 * it); otherwise null: the request was made to a name this service does not know as its own.
 */
export function linkOrigin(request: FastifyRequest): string | null {
  const origins = portalOrigins(request.server);
  if (request.server.config.PUBLIC_URL) return origins[0] ?? null;
  const own = originOf(`${request.protocol}://${request.host}`);
  return own && origins.includes(own) ? own : null;
}

export const UNKNOWN_ORIGIN =
  'This address is not the portal’s own, so no link can be mailed for it. Open the portal at its own address, or set PUBLIC_URL to its public address.';

/** linkOrigin, or a 421 (Misdirected Request) naming the Host header, before anything is stored or mailed. */
export function requireLinkOrigin(request: FastifyRequest): string {
  const origin = linkOrigin(request);
  if (!origin) throw new HttpError(421, UNKNOWN_ORIGIN, [{ field: 'headers.host', message: UNKNOWN_ORIGIN }]);
  return origin;
}
