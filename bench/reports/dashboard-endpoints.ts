import { REPORT_TYPES, tabOfReport } from '../../contract/fleet-dashboard';

const usDate = (day: Date) => `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;

/**
 * fleet_dashboard/get_reports for every report type: a national account with all its locations
 * over the last year, compared with the previous year and the national average; its
 * step 3 tire choices of the purchases and casing tabs; and the basket of three service reports
 * exported as a PDF with their chart pictures and as one PNG.
 */
export function dashboardEndpoints(accountId: number): { path: string; name: string; body: object }[] {
  const today = new Date();
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  const account = { id: accountId, fleet_key: 'us_national_account' };
  const base = { account, date_type: 'custom', date_from: usDate(yearAgo), date_to: usDate(today) };
  const basket = {
    base_parameters: base,
    tab_parameters: { tab_type: 'service', is_all_locations: true },
    reports_parameters: ['top_servicing_dealers', 'calls_by_month', 'calls_by_state'].map((type) => ({ report_type: type, graph_compare_by_previous: true })),
  };
  const extras = [
    ...(['purchases', 'casingdurability'] as const).map((tab) => ({ path: '/api/v2/fleet_dashboard/get_tire_filter_options', name: `tire options ${tab}`, body: { account, tab_type: tab } })),
    ...(['PDF', 'PNG'] as const).map((format) => ({ path: `/api/v2/fleet_dashboard/export_reports_${format}`, name: 'basket of 3', body: basket })),
  ];
  const reports = REPORT_TYPES.map((type) => ({
    path: '/api/v2/fleet_dashboard/get_reports',
    name: type,
    body: {
      base_parameters: { account: { id: accountId, fleet_key: 'us_national_account' }, date_type: 'custom', date_from: usDate(yearAgo), date_to: usDate(today) },
      tab_parameters: { tab_type: tabOfReport(type), is_all_locations: true },
      reports_parameters: [{ report_type: type, graph_compare_by_previous: true, graph_compare_by_NA: true }],
    },
  }));
  return [...reports, ...extras];
}
