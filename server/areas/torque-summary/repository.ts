import { and, asc, eq, sql } from 'drizzle-orm';
import type { DateRange } from '../../../contract/date-ranges';
import type { SelectLocationIdsQuery, TorqueSummaryRow } from '../../../contract/torque-summary';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { accounts, fleetLocations } from '../../db/schema';
import { anyOf, locationFilter, type Scope } from '../../tenancy';
import { findFleetLocations, LOCATION_KEYWORD_COLUMNS, LOCATION_WITH_ACCOUNT } from '../../lookups/location-repository';
import { keywordFilter } from '../../db/keyword';

/** One page of the user's locations (by code) and every matching id, for "select all". */
export async function selectableLocations(db: Db, scope: Scope, query: SelectLocationIdsQuery) {
  const page = await findFleetLocations(db, scope, {
    key_word: query.key_word,
    page_number: query.page_number,
    page_size: query.page_size,
    order_by: 1,
    is_sort_desc: false,
  });
  const ids = await db
    .select({ id: fleetLocations.id })
    .from(fleetLocations)
    .where(
      and(
        locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }),
        keywordFilter(query.key_word, LOCATION_KEYWORD_COLUMNS),
      ),
    )
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
  return {
    locations: page.locations.map(({ account_id: _account, ...location }) => location),
    page_number: page.page_number,
    page_size: page.page_size,
    total_items: page.total_items,
    location_ids: ids.map((row) => row.id),
  };
}

/** The chosen locations with their address and account, by code; callers have checked the scope. */
export function reportLocations(db: Db, ids: readonly number[]) {
  const { id, code, name, address, city, state, zip, country, account_name } = LOCATION_WITH_ACCOUNT;
  return db
    .select({ id, code, name, address, city, state, zip, country, account_name })
    .from(fleetLocations)
    .innerJoin(accounts, eq(accounts.id, fleetLocations.accountId))
    .where(anyOf(fleetLocations.id, ids))
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
}

export type TorqueCounts = Omit<TorqueSummaryRow, 'code' | 'name'>;

interface CountRow extends Record<string, unknown> {
  fleet_location_id: number | null;
  wheels: number;
  units: number;
  surveys: number;
  in_spec: number;
  under: number;
  over: number;
  specified_sum: number | null;
  measured_sum: number | null;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Percentages and averages from the sums, computed once here and never stored (DESIGN: no stored averages). */
function countsOf(row: CountRow): TorqueCounts {
  const wheels = Number(row.wheels);
  const specified = Number(row.specified_sum ?? 0);
  const deviation = Number(row.measured_sum ?? 0) - specified;
  return {
    fleet_location_id: row.fleet_location_id === null ? null : Number(row.fleet_location_id),
    wheels_checked: wheels,
    units: Number(row.units),
    surveys: Number(row.surveys),
    in_spec: Number(row.in_spec),
    under_torque: Number(row.under),
    over_torque: Number(row.over),
    in_spec_percent: share(Number(row.in_spec), wheels),
    under_torque_percent: share(Number(row.under), wheels),
    over_torque_percent: share(Number(row.over), wheels),
    average_deviation_ft_lb: wheels > 0 ? round(deviation / wheels, 1) : null,
    average_deviation_percent: specified > 0 ? round((deviation / specified) * 100, 1) : null,
  };
}

/**
 * The torque counts of the chosen locations over the range, per location and in total, from
 * report_torque_counts (never the raw readings). Units and surveys are distinct over the whole
 * range (and, for the totals, over every location): the aggregate keeps them as keys for that.
 */
export async function torqueCounts(db: Db, ids: readonly number[], range: DateRange): Promise<{ perLocation: TorqueCounts[]; totals: TorqueCounts }> {
  const day = (instant: Date) => instant.toISOString().slice(0, 10);
  const rows = await queryRows<CountRow>(
    db,
    sql`select grouping(fleet_location_id) = 1 as is_total, case when grouping(fleet_location_id) = 1 then null else fleet_location_id end as fleet_location_id,
        sum(wheels)::int as wheels, count(distinct unit_id)::int as units, count(distinct survey_id)::int as surveys,
        sum(in_spec)::int as in_spec, sum(under)::int as under, sum(over)::int as over,
        sum(specified_sum) as specified_sum, sum(measured_sum) as measured_sum
      from report_torque_counts
      where ${anyOf(sql.raw('fleet_location_id'), ids)} and day >= ${day(range.from)}::date and day < ${day(range.to)}::date
      group by grouping sets ((fleet_location_id), ())`,
  );
  const empty: CountRow = { fleet_location_id: null, wheels: 0, units: 0, surveys: 0, in_spec: 0, under: 0, over: 0, specified_sum: 0, measured_sum: 0 };
  const total = rows.find((row) => row.is_total === true) ?? empty;
  return { perLocation: rows.filter((row) => row.is_total !== true).map(countsOf), totals: countsOf(total) };
}
