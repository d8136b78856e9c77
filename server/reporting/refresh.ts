/**
 * Brings the aggregates up to date with the change log (report_changes), which triggers write in
 * the same transaction as every change the aggregates depend on (migration 0005).
 *
 * Narrow changes (one crossing, inspection, survey, unit) are cheap and drained by every report
 * before it reads, so a report always shows what was committed before it was asked. Broad ones
 * (a location's spec, a common spec, an axle layout, a unit type: every aggregate of a location
 * or of the whole database) are drained by the background refresh (./plugin.ts), one account or
 * location per transaction, so no report waits behind a rebuild.
 *
 * Refreshes take one transaction-scoped advisory lock. Without it a refresh that read older rows
 * could commit after one that read newer rows and leave the older counts behind; with it, each
 * refresh deletes its log entries and then recomputes from rows committed before that delete,
 * and any change committed later has left an entry of its own for the next refresh.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf } from '../tenancy/id-list';
import { BROAD_KINDS, NARROW_KINDS, type ChangeKind } from './change-kinds';
import { refreshCrossings } from './crossing-counts';
import { refreshDashboard } from './dashboard-counts';
import { rebuildLiveUnits, refreshLiveUnits } from './live-units';
import { refreshInspections, refreshSurveySums, unitKindIds } from './survey-counts';
import { refreshSurveyTallies, SURVEY_TALLY_TABLES } from './survey-tallies';
import { refreshScrapLocations, refreshScrapScope } from './scrap-counts';
import { refreshTorqueScope, refreshTorqueUnits } from './torque-counts';
import { refreshTireWear, refreshTireWearScope, tiresOfSurveys, tiresOfUnits } from './tire-wear';
import { refreshWearRollupsOfAccount, WEAR_ROLLUP_TABLES } from './wear-rollups';

/** pg_advisory_xact_lock key of every refresh ('rpt' in ASCII). */
const REFRESH_LOCK = 0x727074;
/** The refresh statements group every reading of a location or account: keep their sorts in memory. */
const REFRESH_WORK_MEM = '64MB';

const col = (name: string) => sql.raw(name);
const kindList = (kinds: readonly ChangeKind[]) => sql.raw(`'{${kinds.join(',')}}'::text[]`);

async function lockedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(REFRESH_LOCK))})`);
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${REFRESH_WORK_MEM}'`));
    return work(tx as unknown as Db);
  });
}

interface Keys {
  crossing: number[];
  inspection: number[];
  survey: number[];
  survey_sums: number[];
  unit: number[];
  dash_location: number[];
  torque_unit: number[];
  wear_tire: number[];
  wear_unit: number[];
  scrap_location: number[];
  live_unit: number[];
}

const or = (...parts: (SQL | null)[]): SQL | null => {
  const present = parts.filter((part): part is SQL => part !== null);
  return present.length === 0 ? null : sql.join(present, sql` or `);
};
const some = (column: string, ids: number[]) => (ids.length > 0 ? anyOf(col(column), ids) : null);

/** Recomputes every aggregate the keys name, crossings first, then inspections, then survey sums. */
async function refreshKeys(tx: Db, keys: Keys): Promise<void> {
  const crossings = or(some('checkpoint_crossings.id', keys.crossing), some('checkpoint_crossings.unit_id', keys.unit));
  if (crossings) await refreshCrossings(tx, crossings, keys.crossing);

  const inspections = or(some('ui.id', keys.inspection), some('ui.survey_id', keys.survey));
  const touched = inspections ? await refreshInspections(tx, inspections, keys.inspection) : [];
  const ofUnits =
    keys.unit.length === 0
      ? []
      : (await queryRows<{ survey_id: number }>(tx, sql`select distinct survey_id from unit_inspections ui where ${anyOf(col('ui.unit_id'), keys.unit)}`)).map((row) =>
          Number(row.survey_id),
        );
  const surveys = [...new Set([...keys.survey, ...keys.survey_sums, ...touched, ...ofUnits])];
  if (surveys.length > 0) await refreshSurveySums(tx, anyOf(col('s.id'), surveys), await unitKindIds(tx), surveys);
  // A unit's type or tires do not change what its surveys read, only their sums and crossings.
  const read = [...new Set([...keys.survey, ...keys.survey_sums, ...touched])];
  if (read.length > 0) await refreshSurveyTallies(tx, anyOf(col('s.id'), read), read);
  await refreshDashboard(tx, 'fleet_location_id', keys.dash_location);
  await refreshTorqueUnits(tx, keys.torque_unit);
  // A survey's location decides its tires' spec, hence their minimum tread.
  const wearTires = [...keys.wear_tire, ...(await tiresOfUnits(tx, keys.wear_unit)), ...(await tiresOfSurveys(tx, keys.survey))];
  await refreshTireWear(tx, wearTires);
  await refreshScrapLocations(tx, keys.scrap_location);
  await refreshLiveUnits(tx, keys.live_unit);
}

/** Whether any entry of these kinds waits: one index probe, so a report pays almost nothing when none does. */
async function pending(db: Db, kinds: readonly ChangeKind[]): Promise<boolean> {
  const rows = await queryRows<{ waiting: boolean }>(db, sql`select exists (select 1 from report_changes where kind = any(${kindList(kinds)})) as waiting`);
  return Boolean(rows[0]?.waiting);
}

/** Drains every narrow change; answers how many log entries it consumed. */
export async function refreshNarrowChanges(db: Db): Promise<number> {
  if (!(await pending(db, NARROW_KINDS))) return 0;
  return lockedTransaction(db, async (tx) => {
    const rows = await queryRows<{ kind: ChangeKind; key: number }>(tx, sql`delete from report_changes where kind = any(${kindList(NARROW_KINDS)}) returning kind, key`);
    const keys: Keys = { crossing: [], inspection: [], survey: [], survey_sums: [], unit: [], dash_location: [], torque_unit: [], wear_tire: [], wear_unit: [], scrap_location: [], live_unit: [] };
    const seen = new Set<string>();
    for (const row of rows) {
      const id = `${row.kind}:${row.key}`;
      if (seen.has(id) || !(row.kind in keys)) continue;
      seen.add(id);
      keys[row.kind as keyof Keys].push(Number(row.key));
    }
    await refreshKeys(tx, keys);
    return rows.length;
  });
}

/**
 * Drains one broad change: 'all' becomes one 'account' entry per account; an account or a
 * location is recomputed whole. Answers false when none was waiting.
 */
export async function refreshOneBroadChange(db: Db): Promise<boolean> {
  if (!(await pending(db, BROAD_KINDS))) return false;
  return lockedTransaction(db, async (tx) => {
    const [next] = await queryRows<{ kind: ChangeKind; key: number }>(
      tx,
      sql`select kind, key from report_changes where kind = any(${kindList(BROAD_KINDS)}) order by (kind = 'all') desc, id limit 1`,
    );
    if (!next) return false;
    await tx.execute(sql`delete from report_changes where kind = ${next.kind} and key = ${next.key}`);
    if (next.kind === 'all') {
      await tx.execute(sql`insert into report_changes (kind, key) select 'account', id from accounts order by id`);
      return true;
    }
    const key = Number(next.key);
    if (next.kind === 'torque_account') {
      await refreshTorqueScope(tx, { accountId: key });
      return true;
    }
    if (next.kind === 'wear_account' || next.kind === 'wear_product') {
      await refreshTireWearScope(tx, next.kind === 'wear_account' ? { accountId: key } : { productId: key });
      return true;
    }
    if (next.kind === 'wear_rollup_account') {
      await refreshWearRollupsOfAccount(tx, key);
      return true;
    }
    if (next.kind === 'scrap_account') {
      await refreshScrapScope(tx, { accountId: key });
      return true;
    }
    const [crossings, inspections, surveys] =
      next.kind === 'account'
        ? [sql`checkpoint_crossings.account_id = ${key}`, sql`s.account_id = ${key}`, sql`s.account_id = ${key}`]
        : [sql`checkpoint_crossings.fleet_location_id = ${key}`, sql`s.fleet_location_id = ${key}`, sql`s.fleet_location_id = ${key}`];
    await refreshCrossings(tx, crossings);
    await refreshInspections(tx, inspections);
    await refreshSurveySums(tx, surveys, await unitKindIds(tx));
    await refreshSurveyTallies(tx, surveys);
    await refreshDashboard(tx, next.kind === 'account' ? 'account_id' : 'fleet_location_id', [key]);
    await refreshTorqueScope(tx, next.kind === 'account' ? { accountId: key } : { locationId: key });
    await refreshTireWearScope(tx, next.kind === 'account' ? { accountId: key } : { locationId: key });
    await refreshScrapScope(tx, next.kind === 'account' ? { accountId: key } : { locationId: key });
    return true;
  });
}

/** Drains the whole log: narrow changes, then broad ones one at a time. */
export async function refreshAllChanges(db: Db, onBroadChange?: (remaining: number) => void): Promise<void> {
  await refreshNarrowChanges(db);
  while (await refreshOneBroadChange(db)) {
    if (onBroadChange) {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_changes where kind = any(${kindList(BROAD_KINDS)})`);
      onBroadChange(Number(row?.n ?? 0));
    }
    await refreshNarrowChanges(db);
  }
}

/**
 * Rebuilds every aggregate from the raw rows: empties them and the log, then recomputes account
 * by account. Reports read empty counts (the inspection list no surveys) until their account is
 * done, so run it where nobody is reading (a fresh seed, a maintenance window) or let the
 * background refresh do it after an upgrade, which keeps the old rows until each is recomputed.
 */
export async function rebuildReporting(db: Db, onProgress?: (remaining: number) => void): Promise<void> {
  await lockedTransaction(db, async (tx) => {
    await tx.execute(
      sql.raw(
        `truncate report_crossing_counts, report_inspection_counts, report_survey_counts, ${SURVEY_TALLY_TABLES.join(', ')}, report_dash_calls, report_dash_items, report_dash_casings, report_dash_na_calls, report_dash_na_items, report_dash_na_casings, report_dash_na_accounts, report_torque_counts, report_tire_wear, ${WEAR_ROLLUP_TABLES.join(', ')}, report_scrap_counts, report_changes`,
      ),
    );
    await tx.execute(sql`insert into report_changes (kind, key) values ('all', 0)`);
    // Units depend on no spec or type name: rebuilt at once, not account by account.
    await rebuildLiveUnits(tx);
  });
  await refreshAllChanges(db, onProgress);
}
