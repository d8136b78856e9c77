import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { DownloadButton, useFileDownload } from '../../../components/file-download';
import { useDealerReport } from '../api';
import { toDealerRequest, type DealerSearch } from '../search';
import { DEALER_SURVEY_PAGE_SIZE, formatDay, type DEALER_SURVEY_ORDER, type ReportDealerResponse, type ReportDealerRow } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

const column = createColumnHelper<ReportDealerRow>();
const count = { meta: { numeric: true } } as const;
type Figure = Exclude<keyof ReportDealerResponse, 'records_total' | 'page_number' | 'page_size' | 'date_from' | 'date_to' | 'data'>;

/** Summary figures, exports and the paged survey table of the dealer survey report. */
export function DealerReport({ search, onSearchChange }: { search: DealerSearch; onSearchChange: (patch: Partial<DealerSearch>) => void }) {
  const { t, i18n } = useLingui();
  const body = useMemo(() => toDealerRequest(search), [search]);
  const report = useDealerReport(body);
  const detail = useFileDownload();
  const figures: { key: Figure; label: string }[] = [
    { key: 'surveys', label: t`Surveys` },
    { key: 'tires', label: t`Tires` },
    { key: 'units', label: t`Units` },
    // Summed over the surveys: a unit inspected in two surveys counts twice, so the tiles say inspections.
    { key: 'units_with_exceptions', label: t`Unit inspections with exceptions` },
    { key: 'total_of_trucks_surveyed', label: t`Tractor inspections` },
    { key: 'total_of_trailers_surveyed', label: t`Trailer inspections` },
    { key: 'exceptions', label: t`Exceptions` },
  ];
  const columns = useMemo(
    () => [
      column.accessor('survey_date', { header: t`Date`, cell: (info) => formatDay(info.getValue(), i18n.locale) }),
      column.accessor('fleet_location', { header: t`Fleet location` }),
      column.accessor('survey_by', { header: t`Survey by` }),
      column.accessor('fleet_name', { header: t`Fleet` }),
      column.accessor('dealer_location', { header: t`Dealer`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('total_tires', { header: t`Tires`, ...count }),
      column.accessor('total_units', { header: t`Units`, ...count }),
      column.accessor('exceptions', { header: t`Exceptions`, ...count }),
      column.accessor('trailer_readiness', { header: t`Trailer readiness`, cell: (info) => info.getValue() ?? '—' }),
      column.display({
        id: 'detail',
        header: t`Detail`,
        cell: ({ row }) => (
          <button type="button" className="link-button" onClick={() => void detail.download('survey/detailsdealerreport', { survey_id: row.original.survey_id, format: 'pdf' }, `survey ${row.original.survey_id}.pdf`)}>
            <Trans>Detail (PDF)</Trans>
          </button>
        ),
      }),
    ],
    [t, i18n.locale, detail],
  );
  if (!body) return null;
  const data = report.data;

  return (
    <ReportFrame
      id="dealer-report"
      className="dealer-report"
      title={<Trans>Surveys</Trans>}
      range={data ? { from: data.date_from, to: data.date_to } : null}
      actions={
        <>
          <DownloadButton path="survey/download_pdf_file_survey_dealer_reports" body={body} fallbackName="dealer survey report.pdf"><Trans>PDF</Trans></DownloadButton>
          <DownloadButton path="survey/download_excel_file_survey_dealer_reports" body={body} fallbackName="dealer survey report.xlsx"><Trans>Excel</Trans></DownloadButton>
        </>
      }
    >
      {detail.state.status === 'loading' ? <p role="status"><Trans>Preparing the survey detail…</Trans></p> : null}
      {detail.state.status === 'error' ? <p role="alert" className="dealer-error">{detail.state.message}</p> : null}
      <ul className="dealer-figures" aria-label={t`Report totals`}>
        {figures.map(({ key, label }) => (
          <li key={key} className="dealer-figure">
            <span className="dealer-figure-label">{label}</span>
            <span className="dealer-figure-value">{data && !report.isError ? formatNumber(data[key], i18n.locale) : '—'}</span>
          </li>
        ))}
      </ul>
      <DataTable
        caption={t`Surveys in the period`}
        columns={columns}
        rows={report.isError ? [] : data?.data}
        total={data?.records_total ?? 0}
        page={body.page_number}
        pageSize={DEALER_SURVEY_PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ page })}
        sort={{ id: search.sort ?? 'survey_date', desc: body.is_sort_desc }}
        onSortChange={(next) => onSearchChange({ sort: next.id as keyof typeof DEALER_SURVEY_ORDER, desc: next.desc, page: 1 })}
        getRowId={(row) => String(row.survey_id)}
        isLoading={report.isFetching}
        error={report.isError ? t`The report could not be loaded. Please try again.` : null}
        emptyText={t`No surveys in this period`}
      />
    </ReportFrame>
  );
}
