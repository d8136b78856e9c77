import { REPORT_TYPES, tabOfReport } from '../../contract/fleet-dashboard';

const usDate = (day: Date) => `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;

/**
 * fleet_dashboard/get_reports for every report type: a national account with all its locations
 * over the last year, compared with the previous year and the national average (issue 9).
 */
export function dashboardEndpoints(accountId: number) {
  const today = new Date();
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return REPORT_TYPES.map((type) => ({
    path: '/api/v2/fleet_dashboard/get_reports',
    name: type,
    body: {
      base_parameters: { account: { id: accountId, fleet_key: 'us_national_account' }, date_type: 'custom', date_from: usDate(yearAgo), date_to: usDate(today) },
      tab_parameters: { tab_type: tabOfReport(type), is_all_locations: true },
      reports_parameters: [{ report_type: type, graph_compare_by_previous: true, graph_compare_by_NA: true }],
    },
  }));
}
