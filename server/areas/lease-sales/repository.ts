import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  RATED_LISTS,
  type AnswerRating,
  type ConfiguratorStructure,
  type RatedList,
  type RatedOption,
  type SubmissionDetails,
  type ValueText,
} from '../../../contract/lease-sales';
import type { Db } from '../../db/client';
import { accounts, countries, dealers, leaseSalesOptions, leaseSalesSubmissions, states, users } from '../../db/schema';

/** Account types the questionnaire offers (spec 1 §3): national accounts and Canadian common owners. */
const NATIONAL_ACCOUNT = 3;
const CANADIAN_COMMON_OWNER = 4;

/** Every option of every list, by list, in the questionnaire's order. */
export async function optionsByList(db: Db): Promise<Map<string, RatedOption[]>> {
  const rows = await db
    .select({ list: leaseSalesOptions.list, value: leaseSalesOptions.value, text: leaseSalesOptions.text, rate: leaseSalesOptions.rate, color: leaseSalesOptions.color })
    .from(leaseSalesOptions)
    .orderBy(asc(leaseSalesOptions.list), asc(leaseSalesOptions.sort), asc(leaseSalesOptions.id));
  const lists = new Map<string, RatedOption[]>();
  for (const row of rows) {
    const options = lists.get(row.list) ?? [];
    options.push({ value: row.value, text: row.text, rate: row.rate ?? 0, color: row.color ?? '' });
    lists.set(row.list, options);
  }
  return lists;
}

/** The best rate of any option; 3 when no list is rated yet, as the seeded lists are. */
export const maxRateOf = (lists: Map<string, RatedOption[]>) =>
  Math.max(0, ...RATED_LISTS.flatMap((list) => (lists.get(list) ?? []).map((option) => option.rate))) || 3;

async function accountOptions(db: Db, accountType: number): Promise<ValueText[]> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, number: accounts.accountNumber })
    .from(accounts)
    .where(eq(accounts.accountType, accountType))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return rows.map((row) => ({ value: String(row.id), text: `${row.name} (${row.number})` }));
}

async function countryStates(db: Db) {
  const rows = await db
    .select({ country: countries.code, countryName: countries.name, code: states.code, name: states.name })
    .from(countries)
    .leftJoin(states, eq(states.countryCode, countries.code))
    .where(inArray(countries.code, ['US', 'CA']))
    .orderBy(desc(countries.code), asc(states.name));
  const groups = new Map<string, { country: ValueText; states: ValueText[] }>();
  for (const row of rows) {
    const group = groups.get(row.country) ?? { country: { value: row.country, text: row.countryName }, states: [] };
    if (row.code && row.name) group.states.push({ value: row.code, text: row.name });
    groups.set(row.country, group);
  }
  return [...groups.values()];
}

/**
 * configurator_structure: every list of spec 3 §3. Sales managers are the manufacturer's staff
 * (GYR), the signed-in one selected; regions are the dealer network's sales regions.
 */
export async function configuratorStructure(db: Db, userId: number): Promise<ConfiguratorStructure> {
  const [lists, nationals, commonOwners, managers, regions, countryStateList] = await Promise.all([
    optionsByList(db),
    accountOptions(db, NATIONAL_ACCOUNT),
    accountOptions(db, CANADIAN_COMMON_OWNER),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.group, 'GYR'), eq(users.isActive, true)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db.selectDistinct({ region: dealers.region }).from(dealers).orderBy(asc(dealers.region)),
    countryStates(db),
  ]);
  const plain = (list: string) => (lists.get(list) ?? []).map(({ value, text }) => ({ value, text }));
  const rated = Object.fromEntries(RATED_LISTS.map((list) => [list, lists.get(list) ?? []])) as Record<RatedList, RatedOption[]>;
  return {
    us_national_accounts: nationals,
    canadian_common_owners_accounts: commonOwners,
    fssm_names: managers.map((m) => ({ value: String(m.id), text: `${m.firstName} ${m.lastName}`, is_selected: m.id === userId })),
    regions: regions.map((r) => ({ value: r.region, text: r.region, is_selected: false })),
    fleet_types: plain('fleet_types'),
    lease_terms: plain('lease_terms'),
    ...rated,
    country_states: countryStateList,
    max_rate: maxRateOf(lists),
  };
}

/** The type of an account, or null when there is none with that id. */
export async function accountType(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db.select({ type: accounts.accountType }).from(accounts).where(eq(accounts.id, accountId));
  return row ? row.type : null;
}
export const LEASE_ACCOUNT_TYPES = [NATIONAL_ACCOUNT, CANADIAN_COMMON_OWNER];

export async function stateExists(db: Db, country: string, state: string): Promise<boolean> {
  const [row] = await db.select({ code: states.code }).from(states).where(and(eq(states.countryCode, country), eq(states.code, state)));
  return Boolean(row);
}

export interface StoredSubmission {
  id: number;
  userId: number;
  accountName: string | null;
  answers: Record<string, string>;
  details: Partial<SubmissionDetails>;
  score: number;
  createdAt: Date;
}

const submissionColumns = {
  id: leaseSalesSubmissions.id,
  userId: leaseSalesSubmissions.userId,
  accountName: accounts.name,
  answers: leaseSalesSubmissions.answers,
  details: leaseSalesSubmissions.details,
  score: leaseSalesSubmissions.score,
  createdAt: leaseSalesSubmissions.createdAt,
};

export async function insertSubmission(
  db: Db,
  values: { userId: number; accountId: number | null; answers: Record<string, string>; details: SubmissionDetails; score: number },
) {
  const [row] = await db.insert(leaseSalesSubmissions).values(values).returning({ id: leaseSalesSubmissions.id, createdAt: leaseSalesSubmissions.createdAt });
  return row!;
}

/** One submission of this user; another user's is as unknown as a missing one. */
export async function ownSubmission(db: Db, userId: number, id: number): Promise<StoredSubmission | null> {
  const [row] = await db
    .select(submissionColumns)
    .from(leaseSalesSubmissions)
    .leftJoin(accounts, eq(accounts.id, leaseSalesSubmissions.accountId))
    .where(and(eq(leaseSalesSubmissions.id, id), eq(leaseSalesSubmissions.userId, userId)));
  return (row as StoredSubmission | undefined) ?? null;
}

/** The user's own submissions, newest first. */
export async function ownSubmissions(db: Db, userId: number, limit: number): Promise<StoredSubmission[]> {
  const rows = await db
    .select(submissionColumns)
    .from(leaseSalesSubmissions)
    .leftJoin(accounts, eq(accounts.id, leaseSalesSubmissions.accountId))
    .where(eq(leaseSalesSubmissions.userId, userId))
    .orderBy(desc(leaseSalesSubmissions.createdAt), desc(leaseSalesSubmissions.id))
    .limit(limit);
  return rows as StoredSubmission[];
}

/** The rated answers of a submission with their options' text, rate and colour, in questionnaire order. */
export function ratingsOf(answers: Record<string, string>, lists: Map<string, RatedOption[]>): AnswerRating[] {
  return RATED_LISTS.flatMap((list) => {
    const option = (lists.get(list) ?? []).find((o) => o.value === answers[list]);
    return option ? [{ list, value: option.value, text: option.text, rate: option.rate, color: option.color }] : [];
  });
}

/** Share of the best rate over every rated list, 0–100 with one decimal (the seed's rule). */
export function scoreOf(ratings: readonly AnswerRating[], maxRate: number): number {
  const sum = ratings.reduce((total, rating) => total + rating.rate, 0);
  return Math.round((sum / (RATED_LISTS.length * maxRate)) * 1000) / 10;
}

export const textOf = (lists: Map<string, RatedOption[]>, list: string, value: string | undefined) =>
  (lists.get(list) ?? []).find((o) => o.value === value)?.text ?? value ?? '';

/** The name of the sales manager chosen by user id; the stored value itself when it names nobody. */
export async function managerName(db: Db, value: string): Promise<string> {
  if (!/^\d{1,9}$/.test(value)) return value;
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, Number(value)));
  return row ? `${row.firstName} ${row.lastName}` : value;
}
