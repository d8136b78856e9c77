import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../dates';
import { formatNumber, formatPercent } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { ReportSection } from './report-section';
import { StaticTable, type StaticColumn } from '../static-table';

type AccountRow = FleetConditionReport['account_tire_reports_data'][number];
type LocationRow = FleetConditionReport['account_data']['accounts'][number]['locations'][number] & { account: string };

/** Per account: what was surveyed and its tires in spec; then the locations each account has in the report. */
export function AccountsSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const accountColumns: StaticColumn<AccountRow>[] = [
    { id: 'account_name', header: t`Account`, cell: (row) => row.account_name },
    { id: 'locations_surveyed', header: t`Locations surveyed`, numeric: true, cell: (row) => n(row.locations_surveyed) },
    { id: 'surveys', header: t`Surveys`, numeric: true, cell: (row) => n(row.surveys) },
    { id: 'units', header: t`Units`, numeric: true, cell: (row) => n(row.units) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
    { id: 'tires_with_exceptions', header: t`Tires with exceptions`, numeric: true, cell: (row) => n(row.tires_with_exceptions) },
    { id: 'pressure_in_spec_percent', header: t`Pressure in spec`, numeric: true, cell: (row) => formatPercent(row.pressure_in_spec_percent, i18n.locale) },
    { id: 'tread_in_spec_percent', header: t`Tread depth in spec`, numeric: true, cell: (row) => formatPercent(row.tread_in_spec_percent, i18n.locale) },
  ];
  const locations: LocationRow[] = report.account_data.accounts.flatMap((account) => account.locations.map((location) => ({ ...location, account: account.name })));
  const locationColumns: StaticColumn<LocationRow>[] = [
    { id: 'code', header: t`Code`, cell: (row) => row.code },
    { id: 'name', header: t`Location`, cell: (row) => row.name },
    { id: 'account', header: t`Account`, cell: (row) => row.account },
    { id: 'city', header: t`City`, cell: (row) => [row.city, row.state, row.country].filter(Boolean).join(', ') },
    { id: 'surveys', header: t`Surveys`, numeric: true, cell: (row) => n(row.surveys) },
    { id: 'last_survey_date', header: t`Last survey`, cell: (row) => formatDay(row.last_survey_date, i18n.locale) },
  ];
  return (
    <ReportSection id="fc-accounts" title={t`Accounts and tires`}>
      <StaticTable caption={t`Tires by account`} columns={accountColumns} rows={report.account_tire_reports_data} rowKey={(row) => String(row.account_id)} className="fc-account-summary" />
      <StaticTable caption={t`Locations in the report`} columns={locationColumns} rows={locations} rowKey={(row) => `${row.account}-${row.id}`} />
    </ReportSection>
  );
}
