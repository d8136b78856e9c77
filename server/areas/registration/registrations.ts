import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { REGISTRATIONS_PAGE_SIZE, type approveRegistrationRequest, type registrationRequest, type RegistrationRow } from '../../../contract/registration';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { registrationRequests, securityCodes, users, userSecurityCodes } from '../../db/schema';
import { queueMail } from '../../mail/mail-queue';
import { HttpError } from '../../plugins/error-handler';
import { normalizeLogin } from '../authorization/sign-in';
import { mailTexts } from './mail-texts';
import { issueResetToken, resetLink } from './password-reset';

export const NO_SUCH_REQUEST = 'No registration request has this id';
export const ALREADY_DECIDED = 'This request was already approved or rejected';
export const ACCOUNT_EXISTS = 'An account with this email address exists already';
export const UNKNOWN_CODE = 'Unknown security code';

/**
 * Stores a visitor's request as pending with the password they chose (hashed). Whether the address
 * already has an account is not told here (the administrator sees it on approval), so the form
 * cannot be used to find out which addresses have accounts.
 */
export async function storeRegistration(db: Db, body: z.output<typeof registrationRequest>): Promise<void> {
  await db.insert(registrationRequests).values({
    email: normalizeLogin(body.email),
    firstName: body.first_name,
    lastName: body.last_name,
    company: body.company,
    phone: body.phone || null,
    accountNumber: body.account_number || null,
    passwordHash: await hashPassword(body.password),
    language: body.language,
  });
}

/** A page of the requests of a status: pending ones oldest first, decided ones newest first, with when and by whom; with their count. */
export async function listRegistrations(db: Db, status: string, page: number): Promise<{ requests: RegistrationRow[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(registrationRequests).where(eq(registrationRequests.status, status));
  const rows = await db
    .select({ request: registrationRequests, deciderFirst: users.firstName, deciderLast: users.lastName })
    .from(registrationRequests)
    .leftJoin(users, eq(users.id, registrationRequests.decidedBy))
    .where(eq(registrationRequests.status, status))
    .orderBy(status === 'pending' ? asc(registrationRequests.createdAt) : desc(registrationRequests.decidedAt), asc(registrationRequests.id))
    .limit(REGISTRATIONS_PAGE_SIZE)
    .offset((page - 1) * REGISTRATIONS_PAGE_SIZE);
  const requests = rows.map(({ request: r, deciderFirst, deciderLast }) => ({
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    company: r.company,
    phone: r.phone,
    account_number: r.accountNumber,
    status: r.status as RegistrationRow['status'],
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decided_by: deciderFirst === null ? null : `${deciderFirst} ${deciderLast ?? ''}`.trim(),
  }));
  return { requests, total };
}

export function listSecurityCodes(db: Db) {
  return db.select({ code: securityCodes.code, description: securityCodes.description }).from(securityCodes).orderBy(asc(securityCodes.code));
}

async function pendingRequest(tx: Db, id: number) {
  const [request] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
  if (!request) throw new HttpError(404, NO_SUCH_REQUEST, [{ field: 'body.id', message: NO_SUCH_REQUEST }]);
  if (request.status !== 'pending') throw new HttpError(409, ALREADY_DECIDED, [{ field: 'body.id', message: ALREADY_DECIDED }]);
  return request;
}

/**
 * Creates the account of a pending request with the group and security codes the administrator
 * chose, and queues the welcome mail in the same transaction. A request made without a password
 * (from before passwords were asked) gets a one-hour set-password link instead.
 */
export async function approveRegistration(db: Db, adminId: number, body: z.output<typeof approveRegistrationRequest>, origin: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, body.id);
    const codes = [...new Set(body.security_codes)];
    const known = new Set((await tx.select({ code: securityCodes.code }).from(securityCodes).where(inArray(securityCodes.code, codes.length ? codes : ['']))).map((r) => r.code));
    const unknown = body.security_codes.findIndex((code) => !known.has(code));
    if (unknown >= 0) throw new HttpError(400, UNKNOWN_CODE, [{ field: `body.security_codes.${unknown}`, message: UNKNOWN_CODE }]);
    const login = normalizeLogin(request.email);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.login, login));
    if (existing) throw new HttpError(409, ACCOUNT_EXISTS, [{ field: 'body.id', message: ACCOUNT_EXISTS }]);
    const passwordHash = request.passwordHash ?? (await hashPassword(crypto.randomUUID()));
    const [user] = await tx
      .insert(users)
      .values({ login, email: request.email, firstName: request.firstName, lastName: request.lastName, group: body.group, passwordHash, language: request.language })
      .returning({ id: users.id });
    if (codes.length) await tx.insert(userSecurityCodes).values(codes.map((code) => ({ userId: user!.id, code })));
    await tx
      .update(registrationRequests)
      .set({ status: 'approved', decidedAt: now, decidedBy: adminId, userId: user!.id })
      .where(and(eq(registrationRequests.id, request.id), eq(registrationRequests.status, 'pending')));
    const texts = mailTexts(request.language);
    const text = request.passwordHash
      ? `${texts.approvedBody}\n\n${origin}/\n\n${request.email}\n`
      : `${texts.approvedSetPassword}\n\n${resetLink(origin, await issueResetToken(tx, user!.id, now), request.language)}\n`;
    const { id } = await queueMail(tx, { to: request.email, subject: texts.approvedSubject, text }, `registration ${request.id}`);
    return id;
  });
}

export async function rejectRegistration(db: Db, adminId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    await tx.update(registrationRequests).set({ status: 'rejected', decidedAt: now, decidedBy: adminId }).where(eq(registrationRequests.id, request.id));
  });
}
