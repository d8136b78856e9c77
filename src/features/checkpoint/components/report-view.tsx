import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { DownloadButton } from '../../../components/file-download';
import { useCheckpointReport } from '../api';
import { toReportRequest, type CheckpointSearch } from '../search';
import { CHECKPOINT_PAGE_SIZE, type CheckpointOrderColumn } from '../app-links';
import { reportColumns } from './report-columns';
import { ReportTiles } from './report-tiles';

export interface ReportViewProps {
  search: CheckpointSearch;
  onSearchChange: (patch: Partial<CheckpointSearch>) => void;
  /** Extra actions next to the exports (the route adds "Save as favorite"). */
  actions?: ReactNode;
}

/** The report list: tiles, exports and the paged, sortable table of crossings. */
export function ReportView({ search, onSearchChange, actions }: ReportViewProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const body = useMemo(() => toReportRequest(search), [search]);
  const report = useCheckpointReport(body);
  const columns = useMemo(() => reportColumns(i18n), [i18n]);
  if (!body) return null;
  const data = report.data;
  const sort = { id: search.sort ?? 'unit_date', desc: body.is_sort_desc };

  return (
    <ReportFrame
      id="checkpoint-report"
      className="checkpoint-report"
      title={<Trans>Crossings</Trans>}
      range={data ? { from: data.date_from, to: data.date_to } : null}
      actions={
        <>
          <DownloadButton path="checkpoint/download_pdf_file_checkpoint_reports" body={body} fallbackName="checkpoint report.pdf">
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path="checkpoint/download_excel_file_checkpoint_reports" body={body} fallbackName="checkpoint report.xlsx">
            <Trans>Excel</Trans>
          </DownloadButton>
          <DownloadButton path="checkpoint/download_excel_file_checkpoint_all_details_report" body={body} fallbackName="checkpoint wheels.xlsx">
            <Trans>Excel, all wheels</Trans>
          </DownloadButton>
          {actions}
        </>
      }
    >
      <ReportTiles tiles={report.isError ? undefined : data?.tiles} />
      <DataTable
        caption={t`Crossings in the period, ${data?.records_total ?? 0} in all`}
        columns={columns}
        rows={report.isError ? [] : data?.data}
        total={data?.records_total ?? 0}
        page={body.page_number}
        pageSize={search.size ?? CHECKPOINT_PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ page })}
        sort={sort}
        onSortChange={(next) => onSearchChange({ sort: next.id as CheckpointOrderColumn, desc: next.desc, page: 1 })}
        getRowId={(row) => String(row.survey_id)}
        isLoading={report.isFetching}
        error={report.isError ? t`The report could not be loaded. Please try again.` : null}
        emptyText={t`No crossings in this period`}
        onRowClick={(row) => void navigate({ to: '/checkpoint/detail/$id', params: { id: String(row.survey_id) } })}
        className="checkpoint-table"
      />
    </ReportFrame>
  );
}
