import { formatUsDate, lastDayOf, resolveDateRange, type DateRange } from '../../../contract/date-ranges';
import { TORQUE_TOLERANCE, type TorqueReport, type TorqueReportRequest } from '../../../contract/torque-summary';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { assertLocationsInScope, type Scope } from '../../tenancy';
import { reportLocations, torqueCounts } from './repository';

export const TORQUE_REPORT_TITLE = /*i18n*/ 'Torque summary report';

export interface TorqueReportInput {
  request: Pick<TorqueReportRequest, 'location_ids' | 'date_from' | 'date_to'> & { date_range_type: NonNullable<TorqueReportRequest['date_range_type']> };
  scope: Scope;
  user: SessionUser;
  today: Date;
}

/**
 * The three pages of spec 3 §3's torque summary: a cover, the chosen locations with their
 * address, and the counts per location and in total. A location outside the user's scope is
 * refused (403) before anything is read; writes committed before the call are counted (the
 * narrow changes are drained first, as every report does).
 */
export async function buildTorqueReport(db: Db, input: TorqueReportInput): Promise<{ report: TorqueReport; range: DateRange }> {
  const ids = [...new Set(input.request.location_ids)];
  await assertLocationsInScope(db, input.scope, ids);
  // Validated by the request schema: a custom range has both dates, in order.
  const range = resolveDateRange(input.request.date_range_type, input.today, input.request) as DateRange;
  await refreshNarrowChanges(db);
  const [locations, counts] = await Promise.all([reportLocations(db, ids), torqueCounts(db, ids, range)]);
  const byId = new Map(counts.perLocation.map((row) => [row.fleet_location_id, row]));
  const zero = { ...counts.totals, wheels_checked: 0, units: 0, surveys: 0, in_spec: 0, under_torque: 0, over_torque: 0 };
  const none = { in_spec_percent: null, under_torque_percent: null, over_torque_percent: null, average_deviation_ft_lb: null, average_deviation_percent: null };
  return {
    range,
    report: {
      cover_page: {
        title: TORQUE_REPORT_TITLE,
        prepared_for: [...new Set(locations.map((location) => location.account_name))].sort(),
        prepared_by: `${input.user.firstName} ${input.user.lastName}`.trim(),
        date_from: formatUsDate(range.from),
        date_to: formatUsDate(lastDayOf(range)),
        generated_at: new Date().toISOString(),
        location_count: locations.length,
      },
      locations_page: { locations },
      torque_summary_page: {
        tolerance_percent: TORQUE_TOLERANCE * 100,
        // Every chosen location has a row, a location without readings one of zeros.
        locations: locations.map((location) => ({
          ...(byId.get(location.id) ?? { ...zero, ...none }),
          fleet_location_id: location.id,
          code: location.code,
          name: location.name,
        })),
        totals: { ...counts.totals, fleet_location_id: null, code: '', name: 'Total' },
      },
    },
  };
}
