import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * The reference point: Fastify with one JSON route and nothing else (no logger, hooks, schemas
 * or database), in a process of its own like the real app's.
 */
// Ends with the benchmark, even one killed at its time limit.
process.once('disconnect', () => process.exit(0));
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as AddressInfo).port, headers: {}, about: 'one JSON route' });
