import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer to a request carrying an Idempotency-Key. A replay with the same key
 * returns this answer and writes nothing new; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    statusCode: smallint(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Header and footer menus per region, served in app_setup. */
export const siteContent = pgTable(
  'site_content',
  {
    region: text().notNull(),
    kind: text().notNull(),
    content: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.kind] })],
);
