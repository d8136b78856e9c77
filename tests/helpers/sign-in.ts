import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';

/** Headers of a live session for the user with this login, as the portal would send them. */
export async function authHeaders(app: FastifyInstance, login: string): Promise<Record<string, string>> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!user) throw new Error(`no user ${login}`);
  const session = await createSession(app.db, app.config, user.id);
  return { authorization: `Bearer ${session.token}`, api_key: session.apiKey };
}
