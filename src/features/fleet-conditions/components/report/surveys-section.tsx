import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../dates';
import { formatNumber } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

type SurveyRow = FleetConditionReport['survey_data']['surveys'][number];

/** The surveys the report was made from. */
export function SurveysSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const columns: StaticColumn<SurveyRow>[] = [
    { id: 'survey_date', header: t`Survey date`, cell: (row) => formatDay(row.survey_date, i18n.locale) },
    { id: 'location', header: t`Location`, cell: (row) => `${row.fleet_location_code} ${row.fleet_location}` },
    { id: 'surveyed_by', header: t`Surveyed by`, cell: (row) => row.surveyed_by },
    { id: 'dealer', header: t`Dealer`, cell: (row) => row.dealer_name ?? '—' },
    { id: 'units', header: t`Units`, numeric: true, cell: (row) => n(row.units) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
  ];
  return (
    <ReportSection id="fc-surveys" title={t`Surveys`}>
      <StaticTable caption={t`Surveys in the report`} columns={columns} rows={report.survey_data.surveys} rowKey={(row) => String(row.id)} emptyText={t`No surveys in this period`} />
    </ReportSection>
  );
}
