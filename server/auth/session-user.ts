import { and, eq, gt, isNull } from 'drizzle-orm';
import { effectiveUnits, type PressureUnit } from '../../contract/units-choice';
import type { UserGroup } from '../../contract/user';
import type { Db } from '../db/client';
import { authSessions, users, userSecurityCodes } from '../db/schema';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  group: UserGroup;
  dealerId: number | null;
  /** The units the user reads: their choice in the user's menu, else the default rule. */
  unitOfMeasurement: 'imperial' | 'metric';
  pressureUnit: PressureUnit;
  language: string;
  currencySymbol: string;
  agreeToFhqTerms: boolean;
  securityCodes: string[];
  sessionId: string;
  apiKey: string;
}

export const STAFF_GROUPS: readonly UserGroup[] = ['GYR', 'SSC', 'ADMIN'];
export const isStaff = (user: Pick<SessionUser, 'group'>) => STAFF_GROUPS.includes(user.group);
/** The manufacturer's head office (staff and administrators, not service centres): may change the catalogue and specs. */
export const isHeadOffice = (user: Pick<SessionUser, 'group'>) => user.group === 'GYR' || user.group === 'ADMIN';
export const isDealer = (user: Pick<SessionUser, 'group'>) => user.group === 'DLR' || user.group === 'WIN';

/** Loads the user of a live (not revoked, not expired) session of an active account, or null. */
export async function loadSessionUser(db: Db, userId: number, sessionId: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, apiKey: authSessions.apiKey })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  const codes = await db.select({ code: userSecurityCodes.code }).from(userSecurityCodes).where(eq(userSecurityCodes.userId, userId));
  const u = row.user;
  const units = effectiveUnits(u);
  return {
    id: u.id,
    login: u.login,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    group: u.group,
    dealerId: u.dealerId,
    unitOfMeasurement: units.unitOfMeasurement,
    pressureUnit: units.pressureUnit,
    language: u.language,
    currencySymbol: u.currencySymbol,
    agreeToFhqTerms: u.agreeToFhqTerms,
    securityCodes: codes.map((c) => c.code).sort(),
    sessionId,
    apiKey: row.apiKey,
  };
}
