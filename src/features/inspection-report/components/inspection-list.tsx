import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { DownloadButton } from '../../../components/file-download';
import { useInspectionReport } from '../api';
import { toReportRequest } from '../filter-state';
import { inspectionViewAtoms, type InspectionHome } from '../view-atoms';
import { formatDay, INSPECTION_PAGE_SIZE, store, type InspectionOrderKey, type InspectionReportResponse, type InspectionReportRow } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

const column = createColumnHelper<InspectionReportRow>();
const count = { meta: { numeric: true } } as const;
type Figure = 'surveys' | 'tires' | 'units' | 'exceptions' | 'units_with_exceptions' | 'total_of_trucks_surveyed' | 'total_of_trailers_surveyed' | 'fleet_vehicles' | 'not_inspected_units';

/** The summary tiles, files and the paged, sortable survey table of the inspection report. */
export function InspectionList({ home }: { home: InspectionHome }) {
  const { t, i18n } = useLingui();
  const [view, setView] = useAtom(inspectionViewAtoms[home], { store });
  const body = useMemo(() => toReportRequest(view), [view]);
  const report = useInspectionReport(body);
  const locale = i18n.locale;
  const number = (value: number) => formatNumber(value, locale);
  const figures: { key: Figure; label: string }[] = [
    { key: 'surveys', label: t`Surveys` },
    { key: 'tires', label: t`Tires` },
    { key: 'units', label: t`Units` },
    { key: 'exceptions', label: t`Exceptions` },
    // Summed over the surveys: a unit with exceptions in two surveys counts twice (the fleet
    // condition report counts units once), so the tile says it counts inspections.
    { key: 'units_with_exceptions', label: t`Unit inspections with exceptions` },
    { key: 'total_of_trucks_surveyed', label: t`Tractor inspections` },
    { key: 'total_of_trailers_surveyed', label: t`Trailer inspections` },
    { key: 'fleet_vehicles', label: t`Fleet vehicles` },
    { key: 'not_inspected_units', label: t`Not inspected` },
  ];
  const columns = useMemo(
    () => [
      column.accessor('survey_date', { header: t`Date`, cell: (info) => formatDay(info.getValue(), locale) }),
      column.accessor('fleet_location_name', {
        header: t`Location`,
        cell: ({ row }) => (
          <Link className="io-location" to="/tireoptix/detail/$id" params={{ id: String(row.original.survey_id) }} aria-label={t`${row.original.fleet_location_name} ${row.original.fleet_location}, survey ${row.original.survey_id} of ${formatDay(row.original.survey_date, locale)}`}>
            <span className="io-location-name">{row.original.fleet_location_name}</span>{' '}
            <span className="io-location-code">{row.original.fleet_location}</span>
          </Link>
        ),
      }),
      // The fleet under its own header but narrow: the table must fit a laptop screen.
      column.accessor('fleet_name', { header: t`Fleet`, cell: (info) => <span className="io-fleet">{info.getValue()}</span> }),
      column.accessor('company', { header: t`Company`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('survey_by', { header: t`Survey by` }),
      column.accessor('total_tires', { header: t`Tires`, ...count }),
      column.accessor('total_units', { header: t`Units`, ...count }),
      column.accessor('exceptions', { header: t`Exceptions`, ...count, cell: (info) => <span className={info.getValue() > 0 ? 'io-exceptions' : undefined}>{info.getValue()}</span> }),
      // A share of the location's tractors, not a count like the tile of inspections.
      column.accessor('tractors_surveyed_percentage', { header: t`Share of tractors surveyed`, ...count, cell: (info) => percentText(info.getValue(), locale) }),
      column.accessor('trailers_surveyed_percentage', { header: t`Share of trailers surveyed`, ...count, cell: (info) => percentText(info.getValue(), locale) }),
      column.accessor('trailer_readiness', { header: t`Trailer readiness`, cell: (info) => info.getValue() ?? '—' }),
    ],
    [t, locale],
  );
  if (!body) return null;
  const data: InspectionReportResponse | undefined = report.isError ? undefined : report.data;

  return (
    <ReportFrame
      id="io-report"
      className="io-report"
      title={<Trans>Surveys</Trans>}
      range={data ? { from: data.date_from, to: data.date_to } : null}
      actions={
        <>
          <DownloadButton path="survey/download_pdf_file_survey_reports" body={body} fallbackName="inspection survey report.pdf"><Trans>PDF</Trans></DownloadButton>
          <DownloadButton path="survey/download_excel_file_survey_reports" body={body} fallbackName="inspection survey report.xlsx"><Trans>Excel</Trans></DownloadButton>
        </>
      }
    >
      <ul className="io-figures" aria-label={t`Report totals`}>
        {figures.map(({ key, label }) => (
          <li key={key} className="io-figure">
            <span className="io-figure-label">{label}</span>
            <span className="io-figure-value">{data ? number(data[key]) : '—'}</span>
          </li>
        ))}
      </ul>
      <DataTable
        caption={t`Inspection surveys`}
        columns={columns}
        rows={report.isError ? [] : data?.data}
        total={data?.records_total ?? 0}
        page={view.page}
        pageSize={INSPECTION_PAGE_SIZE}
        onPageChange={(page) => setView((prev) => ({ ...prev, page }))}
        sort={{ id: view.sort, desc: view.desc }}
        onSortChange={(next) => setView((prev) => ({ ...prev, sort: next.id as InspectionOrderKey, desc: next.desc, page: 1 }))}
        getRowId={(row) => String(row.survey_id)}
        isLoading={report.isFetching}
        error={report.isError ? t`The report could not be loaded. Please try again.` : null}
        emptyText={t`No surveys match the filters`}
      />
    </ReportFrame>
  );
}

const percentText = (value: number | null, locale: string) => (value === null ? '—' : `${formatNumber(value, locale, { maximumFractionDigits: 1 })} %`);
