import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyResponse } from '../../../contract/auth';
import { errorResponse } from '../../../contract/common';
import { unitsOfChoice } from '../../../contract/units-choice';
import { unitPreferenceRequest } from '../../../contract/user';
import { notifySessionEvent } from '../../auth/session-events';
import { loadSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { NOT_SIGNED_IN, requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { bearerToken } from './portal-user';
import { describeCurrentSession } from './session-service';

/**
 * Stores a user's units. Every process caching one of the user's sessions hears so when the
 * change commits (the session NOTIFY channel), so no cached sign-in keeps the old units.
 */
export async function saveUnitPreference(db: Db, userId: number, choice: Parameters<typeof unitsOfChoice>[0]): Promise<void> {
  const units = unitsOfChoice(choice);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ unitOfMeasurement: units.unitOfMeasurement, pressureUnit: units.pressureUnit }).where(eq(users.id, userId));
    await notifySessionEvent(tx, { kind: 'user', id: userId });
  });
}

/** POST /authorization/unit_preference: the user's menu choice; answers the user record in the new units. */
export async function unitPreferenceRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  app.post(
    '/unit_preference',
    { schema: { tags: ['authorization'], body: unitPreferenceRequest, response: { 200: verifyResponse, 400: errorResponse, 401: errorResponse } } },
    async (request) => {
      const signedIn = requireUser(request);
      await saveUnitPreference(db, signedIn.id, request.body.units);
      // This process forgets at once rather than wait for its own notification.
      app.sessionCache.forget({ kind: 'user', id: signedIn.id });
      const token = bearerToken(request);
      const fresh = await loadSessionUser(db, signedIn.id, signedIn.sessionId);
      const user = fresh && token ? await describeCurrentSession(config, fresh, token) : null;
      if (!user) throw new HttpError(401, NOT_SIGNED_IN);
      return { user };
    },
  );
}
