import { count, getTableName, sql } from 'drizzle-orm';
import { SURVEY_TALLY_TABLES } from '../reporting/survey-tallies';
import { WEAR_ROLLUP_TABLES } from '../reporting/wear-rollups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { openDatabase, type Database, type Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_DEALERS, DEMO_USERS } from './demo-users';
import { DEFAULT_TIRE_AGE_RULE, parseDotCode, tireAgeLevel, tireAgeYears } from '../../contract/tire-age';
import { seedDemoFleet, type SeedSummary } from './generate';
import { tablesInDependencyOrder } from './schema-tables';

const NOW = new Date('2026-11-20T00:00:00Z');
const OPTIONS = { scale: 0.05, now: NOW };
const SLOW = { timeout: 180_000 };

/** Written by sign-in and idempotent requests at run time; a demo load has no business there. */
const RUNTIME_TABLES = new Set(['auth_sessions', 'auth_handoffs', 'idempotency_keys', 'queued_mails', 'queued_mail_attachments', 'report_changes', 'sign_in_failures', 'password_reset_tokens', 'record_store']);
/** The report aggregates: computed from what the seed wrote (server/reporting), not written by it. */
const DERIVED_TABLES = new Set([
  'report_crossing_counts', 'report_inspection_counts', 'report_survey_counts', ...SURVEY_TALLY_TABLES,
  'report_dash_calls', 'report_dash_items', 'report_dash_casings', 'report_dash_na_calls', 'report_dash_na_items', 'report_dash_na_casings', 'report_dash_na_accounts',
  'report_torque_counts', 'report_tire_wear', ...WEAR_ROLLUP_TABLES, 'report_scrap_counts', 'report_live_unit_words',
]);

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function freshSeed(): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({});
  await database.migrate();
  const summary = await seedDemoFleet(database.db, OPTIONS);
  return { database, summary };
}

/** A fingerprint of a table's content: md5 over every row as text, in id order. */
async function checksum(db: Db, table: string): Promise<string> {
  const [row] = await rows<{ md5: string }>(db, `select md5(string_agg(t::text, '|' order by t.id)) as md5 from "${table}" t`);
  return row!.md5;
}

describe('seedDemoFleet at scale 0.05', () => {
  let database: Database;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ database, summary } = await freshSeed());
    db = database.db;
  }, 180_000);
  afterAll(() => database?.close());

  it('fills every table of the schema but the run-time ones, and reports what it wrote', async () => {
    for (const table of tablesInDependencyOrder()) {
      const name = getTableName(table);
      const [{ rows: inDatabase } = { rows: 0 }] = await db.select({ rows: count() }).from(table);
      if (RUNTIME_TABLES.has(name)) {
        expect(inDatabase, name).toBe(0);
        continue;
      }
      expect(inDatabase, name).toBeGreaterThan(0);
      if (!DERIVED_TABLES.has(name)) expect(summary.tables[name], name).toBe(inDatabase);
    }
  });

  it('has accounts of every type, with the links each type needs', async () => {
    const types = await rows<{ account_type: number }>(db, 'select distinct account_type from accounts order by 1');
    expect(types.map((r) => r.account_type)).toEqual([1, 2, 3, 4, 5, 9, 10]);
    const [links] = await rows<Record<string, number>>(
      db,
      `select count(*) filter (where account_type = 4 and common_owner_id is null)::int as owners_missing,
              count(*) filter (where account_type = 1 and owner_dealer_id is null)::int as local_books_without_dealer,
              count(*) filter (where is_global)::int as global_accounts
         from accounts`,
    );
    expect(links).toMatchObject({ owners_missing: 0, local_books_without_dealer: 0 });
    expect(links!.global_accounts).toBeGreaterThan(0);
    const [leasing] = await rows<{ without_head: number; total: number }>(
      db,
      `select count(*) filter (where l.head_number is null)::int as without_head, count(*)::int as total
         from fleet_locations l join accounts a on a.id = l.account_id where a.account_type = 9`,
    );
    expect(leasing).toMatchObject({ without_head: 0 });
    expect(leasing!.total).toBeGreaterThan(0);
  });

  it('creates the anchor accounts and dealers, Interstate serving both fleets and Prairie Northline only', async () => {
    for (const anchor of Object.values(DEMO_ACCOUNTS)) {
      const [account] = await rows<{ name: string; account_type: number; country: string }>(
        db, `select name, account_type, country from accounts where account_number = '${anchor.accountNumber}'`,
      );
      expect(account).toEqual({ name: anchor.name, account_type: anchor.accountType, country: anchor.country });
    }
    for (const dealer of Object.values(DEMO_DEALERS)) {
      const [row] = await rows<{ name: string; country: string; state: string }>(db, `select name, country, state from dealers where nonsig = '${dealer.nonsig}'`);
      expect(row).toEqual({ name: dealer.name, country: dealer.country, state: dealer.state });
    }
    const served = await rows<{ nonsig: string; account_number: string }>(
      db,
      `select d.nonsig, a.account_number from dealer_accounts da join dealers d on d.id = da.dealer_id join accounts a on a.id = da.account_id
        where d.nonsig in ('${DEMO_DEALERS.interstate.nonsig}', '${DEMO_DEALERS.prairie.nonsig}') order by 1, 2`,
    );
    expect(served).toEqual([
      { nonsig: DEMO_DEALERS.interstate.nonsig, account_number: DEMO_ACCOUNTS.maplehaul.accountNumber },
      { nonsig: DEMO_DEALERS.interstate.nonsig, account_number: DEMO_ACCOUNTS.northline.accountNumber },
      { nonsig: DEMO_DEALERS.prairie.nonsig, account_number: DEMO_ACCOUNTS.northline.accountNumber },
    ]);
  });

  it('creates the demo users with their group, codes, language, dealer or account, and password', async () => {
    for (const demo of DEMO_USERS) {
      const [user] = await rows<{ id: number; group: string; language: string; unit_of_measurement: string; nonsig: string | null; password_hash: string }>(
        db,
        `select u.id, u."group", u.language, u.unit_of_measurement, d.nonsig, u.password_hash
           from users u left join dealers d on d.id = u.dealer_id where u.login = '${demo.login}'`,
      );
      expect(user, demo.login).toBeDefined();
      expect(user).toMatchObject({ group: demo.group, language: demo.language, unit_of_measurement: demo.unitOfMeasurement, nonsig: demo.dealer ? DEMO_DEALERS[demo.dealer].nonsig : null });
      const codes = await rows<{ code: string }>(db, `select code from user_security_codes where user_id = ${user!.id} order by code`);
      expect(codes.map((c) => c.code)).toEqual([...demo.securityCodes].sort());
      const accounts = await rows<{ account_number: string }>(db, `select a.account_number from user_accounts ua join accounts a on a.id = ua.account_id where ua.user_id = ${user!.id}`);
      expect(accounts.map((a) => a.account_number)).toEqual(demo.account ? [DEMO_ACCOUNTS[demo.account].accountNumber] : []);
      expect(await verifyPassword(user!.password_hash, demo.password)).toBe(true);
    }
  });

  it('mounts exactly one tire on every wheel of every unit, as its axle configuration lays them out', async () => {
    const [check] = await rows<Record<string, number>>(
      db,
      `with mounted as (
         select t.unit_id, t.axle_number, t.side, t.place, u.axle_configuration_id
           from tires t join units u on u.id = t.unit_id where t.status = 'mounted'),
       per_axle as (
         select m.unit_id, m.axle_number, count(*) as tires,
                count(*) filter (where m.place = 'single') as singles, count(distinct (m.side, m.place)) as positions
           from mounted m group by 1, 2)
       select
         (select count(*) from mounted m left join axle_configuration_axles a
            on a.axle_configuration_id = m.axle_configuration_id and a.axle_number = m.axle_number where a.id is null)::int as off_configuration,
         (select count(*) from per_axle p join units u on u.id = p.unit_id join axle_configuration_axles a
            on a.axle_configuration_id = u.axle_configuration_id and a.axle_number = p.axle_number
            where p.tires <> a.tire_count or p.positions <> a.tire_count or (a.tire_count = 2) <> (p.singles = 2))::int as wrong_axles,
         (select count(*) from units u join axle_configuration_axles a on a.axle_configuration_id = u.axle_configuration_id
            where not exists (select 1 from mounted m where m.unit_id = u.id and m.axle_number = a.axle_number))::int as bare_axles,
         (select count(*) from mounted)::int as mounted`,
    );
    expect(check).toMatchObject({ off_configuration: 0, wrong_axles: 0, bare_axles: 0 });
    expect(check!.mounted).toBeGreaterThan(0);
    const [readings] = await rows<{ off_configuration: number }>(
      db,
      `select count(*)::int as off_configuration from tire_readings r join units u on u.id = r.unit_id
         left join axle_configuration_axles a on a.axle_configuration_id = u.axle_configuration_id and a.axle_number = r.axle_number
        where a.id is null or (a.tire_count = 2) <> (r.place = 'single')`,
    );
    expect(readings!.off_configuration).toBe(0);
  });

  it('gives every tire a full DOT code that the contract reads as its week and year, a few steer tires over age', async () => {
    const tires = await rows<{ dot_code: string; dot_week: number; dot_year: number }>(db, 'select dot_code, dot_week, dot_year from tires');
    expect(tires.length).toBeGreaterThan(0);
    for (const tire of tires) {
      const parsed = parseDotCode(`DOT ${tire.dot_code}`, NOW);
      expect(parsed.ok && [parsed.value.week, parsed.value.year], tire.dot_code).toEqual([tire.dot_week, tire.dot_year]);
    }
    const readings = await rows<{ dot_week: number; dot_year: number; read_at: Date | string }>(
      db,
      `select t.dot_week, t.dot_year, r.read_at from tire_readings r join tires t on t.id = r.tire_id where r.position_class = 'steer'`,
    );
    const levels = readings.map((r) => tireAgeLevel(tireAgeYears(r.dot_week, r.dot_year, new Date(r.read_at)), 'steer', DEFAULT_TIRE_AGE_RULE));
    const critical = levels.filter((level) => level === 'critical').length;
    expect(critical).toBeGreaterThan(0);
    expect(critical / levels.length).toBeLessThan(0.1);
  });

  it('keeps readings within physical bounds, with a few exceptions to report', async () => {
    const [bounds] = await rows<Record<string, number>>(
      db,
      `select count(*) filter (where pressure_psi <= 0 or pressure_psi > 200)::int as bad_pressure,
              count(*) filter (where tread_depth_mm < 0 or tread_depth_mm > 79.38)::int as bad_tread,
              avg(case when pressure_psi < 90 then 1.0 else 0 end)::float as low_pressure_share,
              count(*)::int as total
         from tire_readings`,
    );
    expect(bounds).toMatchObject({ bad_pressure: 0, bad_tread: 0 });
    expect(bounds!.low_pressure_share).toBeGreaterThan(0.005);
    expect(bounds!.low_pressure_share).toBeLessThan(0.15);
    const [gate] = await rows<{ bad: number }>(
      db,
      `select count(*)::int as bad from checkpoint_readings
        where pressure_psi <= 0 or pressure_psi > 200 or tread_depth_mm < 0 or tread_depth_mm > 79.38`,
    );
    expect(gate!.bad).toBe(0);
  });

  it('has surveys in the last 30 days for both anchor accounts and both demo dealers', async () => {
    const recent = await rows<{ key: string }>(
      db,
      `select distinct coalesce(a.account_number, '') as key from surveys s join accounts a on a.id = s.account_id
        where s.deleted_at is null and s.survey_date between timestamptz '${NOW.toISOString()}' - interval '30 days' and timestamptz '${NOW.toISOString()}'
       union
       select distinct d.nonsig from surveys s join dealers d on d.id = s.dealer_id
        where s.deleted_at is null and s.survey_date between timestamptz '${NOW.toISOString()}' - interval '30 days' and timestamptz '${NOW.toISOString()}'`,
    );
    const keys = recent.map((r) => r.key);
    for (const key of [DEMO_ACCOUNTS.northline.accountNumber, DEMO_ACCOUNTS.maplehaul.accountNumber, DEMO_DEALERS.interstate.nonsig, DEMO_DEALERS.prairie.nonsig]) {
      expect(keys, key).toContain(key);
    }
    const [future] = await rows<{ n: number }>(db, `select count(*)::int as n from surveys where survey_date > timestamptz '${NOW.toISOString()}'`);
    expect(future!.n).toBe(0);
  });

  it('moves identity sequences past the explicit ids', async () => {
    const [row] = await rows<{ next: number; max: number }>(db, `select nextval(pg_get_serial_sequence('units', 'id'))::int as next, (select max(id) from units)::int as max`);
    expect(row!.next).toBe(row!.max + 1);
  });

  it('gives the same rows for the same options', SLOW, async () => {
    const second = await freshSeed();
    try {
      expect(second.summary.tables).toEqual(summary.tables);
      for (const table of ['tire_readings', 'checkpoint_readings', 'surveys', 'tires', 'service_calls', 'fleet_locations']) {
        expect(await checksum(second.database.db, table), table).toBe(await checksum(db, table));
      }
    } finally {
      await second.database.close();
    }
  });
});
