import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy that holds every chunk for half a round trip in each direction, so a browser on
 * the loopback network meets a mobile network's latency (bandwidth is not limited). Chunks keep
 * their order: each direction delays all of its chunks by the same time.
 */
export async function startLatencyProxy(target: { host: string; port: number }, roundTripMs: number): Promise<{ port: number; close: () => Promise<void> }> {
  const oneWay = roundTripMs / 2;
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), oneWay));
    from.on('end', () => setTimeout(() => to.end(), oneWay));
    from.on('error', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
