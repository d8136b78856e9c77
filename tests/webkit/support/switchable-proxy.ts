import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the portal that the test can cut and restore: the browser knows only
 * the proxy's origin, so cutting it is the server gone for the browser (WebDriver has no offline
 * switch, and the device still believes it is online, as on Wi-Fi without internet). While cut,
 * every open connection is torn down and new ones are closed at once.
 */
export interface SwitchableProxy {
  readonly port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startSwitchableProxy(options: { port: number; target: { host: string; port: number } }): Promise<SwitchableProxy> {
  let open = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset connection is the point while cut; nothing to report.
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(options.target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    port: options.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
