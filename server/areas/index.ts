import type { FastifyInstance } from 'fastify';

/** Every API area, each a folder with its routes, repository and schemas. */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  void app;
}
