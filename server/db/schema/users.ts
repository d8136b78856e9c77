import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PressureUnit } from '../../../contract/units-choice';
import { unitOfMeasurement, userGroup } from './enums';
import { accounts, dealers, fleetLocations } from './organizations';
import { securityCodes } from './reference';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const users = pgTable('users', {
  id: id(),
  /** The sign-in name; always the lower-cased e-mail address. */
  login: text().notNull().unique(),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  group: userGroup().notNull(),
  passwordHash: text().notNull(),
  unitOfMeasurement: unitOfMeasurement().notNull().default('imperial'),
  /** Chosen in the user's menu (psi, bar, kPa); null until the user chooses (contract/units-choice). */
  pressureUnit: text().$type<PressureUnit>(),
  language: text().notNull().default('en-US'),
  currencySymbol: text().notNull().default('$'),
  agreeToFhqTerms: boolean().notNull().default(true),
  dealerId: integer().references(() => dealers.id),
  technicianNumber: text(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index().on(t.technicianNumber), check('users_pressure_unit_check', sql`${t.pressureUnit} in ('psi', 'bar', 'kPa')`)]);

/**
 * Failed sign-ins per typed address and client address, whether or not an account has that
 * address: the lock holds for that pair only, so nobody can lock a user out from elsewhere and
 * an unknown address answers exactly as a known one.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    login: text().notNull(),
    clientAddress: text().notNull(),
    failedAttempts: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.login, t.clientAddress] }), index().on(t.lastFailedAt)],
);

export const userSecurityCodes = pgTable(
  'user_security_codes',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull().references(() => securityCodes.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** The accounts a customer belongs to. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer().notNull().references(() => accounts.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** When a customer has rows here for an account, only these locations of it are theirs. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fleetLocationId] })],
);

/** One row per sign-in; tokens name it, so logout and refresh can end it everywhere. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    apiKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use tickets the membership page hands back to the portal in ?user=. */
export const authHandoffs = pgTable('auth_handoffs', {
  id: uuid().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

export const registrationRequests = pgTable('registration_requests', {
  id: id(),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  company: text().notNull(),
  phone: text(),
  accountNumber: text(),
  status: text().notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The password the visitor chose, argon2id; the account is created with it when approved. */
  passwordHash: text(),
  language: text().notNull().default('en-US'),
  decidedAt: timestamp({ withTimezone: true }),
  decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  /** The account an approval created. */
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
}, (t) => [index().on(t.status, t.createdAt)]);

/** Forgotten-password links: only the SHA-256 of the token is kept, so a database read cannot sign anyone in. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
}, (t) => [index().on(t.userId)]);
