/** get_reports: resolves the request's account, locations, dealers and range, then runs each report. */
import { formatUsDate, lastDayOf } from '../../../contract/date-ranges';
import { tabOfReport, type GetReportsRequest, type GetReportsResponse } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { fieldError } from '../../plugins/error-handler';
import { refreshNarrowChanges } from '../../reporting/refresh';
import type { Scope } from '../../tenancy';
import { accountsWithData, type DayRange, type Source } from './aggregate-query';
import { reportLocationIds, reportRange, requireDashboardAccount, selectedDealerIds } from './dashboard-scope';
import { dayRange, previousRange } from './periods';
import { runReport, type ReportContext } from './report-runner';

export async function getReports(db: Db, scope: Scope, body: GetReportsRequest, today: Date, language: string): Promise<GetReportsResponse> {
  const base = body.base_parameters;
  const tab = body.tab_parameters;
  const account = await requireDashboardAccount(db, scope, base.account, 'base_parameters.account');
  const range = reportRange(base, today);
  body.reports_parameters.forEach((report, index) => {
    if (tabOfReport(report.report_type) !== tab.tab_type) throw fieldError(`reports_parameters.${index}.report_type`, `Not a report of the ${tab.tab_type} tab`);
  });
  const [locationIds, dealerIds] = await Promise.all([reportLocationIds(db, scope, account.id, tab, base.regions), selectedDealerIds(db, tab), refreshNarrowChanges(db)]);

  const divisors = new Map<string, Promise<number>>();
  const ctx: ReportContext = {
    db,
    language,
    slice: { accountId: account.id, locationIds },
    accountKind: account.accountType,
    range,
    filters: { tab, dealerIds },
    nationalAccounts: (source: Source, days: DayRange) => {
      const key = `${source}:${days.from}:${days.to}`;
      if (!divisors.has(key)) divisors.set(key, accountsWithData(db, source, account.accountType, days));
      return divisors.get(key)!;
    },
  };
  const reports = await Promise.all(body.reports_parameters.map((report) => runReport(ctx, report)));
  const previous = previousRange(range);
  const mainSource: Source = tab.tab_type === 'service' || tab.tab_type === 'purchases' ? 'calls' : 'casings';
  return {
    tab_id: body.tab_id,
    tab_type: tab.tab_type,
    date_from: formatUsDate(range.from),
    date_to: formatUsDate(lastDayOf(range)),
    previous_date_from: formatUsDate(previous.from),
    previous_date_to: formatUsDate(lastDayOf(previous)),
    currency_symbol: account.currencySymbol,
    national_average_accounts: await ctx.nationalAccounts(mainSource, dayRange(range)),
    reports,
  };
}
