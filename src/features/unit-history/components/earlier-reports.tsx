import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DownloadButton } from '../../../components/file-download';
import { isUnfinished, useGeneratedReports } from '../api';
import { STATUS_LABELS } from '../labels';
import { formatDateTime, type UnitHistoryReportItem } from '../shared';

const column = createColumnHelper<UnitHistoryReportItem>();
const PAGE_SIZE = 10;

/** The user's generated unit history reports: status while being made, then Excel and PDF. */
export function EarlierReports({ highlightId }: { highlightId: number | null }) {
  const { t, i18n } = useLingui();
  const reports = useGeneratedReports();
  const [page, setPage] = useState(1);
  const columns = useMemo(
    () => [
      column.accessor('report_name', {
        header: t`Report`,
        cell: ({ row }) => (
          <span>
            {row.original.report_name}
            {row.original.id === highlightId ? <span className="uh-badge">{t`New`}</span> : null}
          </span>
        ),
      }),
      column.accessor('created_at', { header: t`Created`, cell: (info) => formatDateTime(info.getValue(), i18n.locale, undefined, 'medium') }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => {
          const report = row.original;
          return (
            <span className="uh-status" data-status={report.status} data-report-id={report.id}>
              {isUnfinished(report.status) ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
              {i18n._(STATUS_LABELS[report.status])}
              {report.status === 'failed' && report.error ? ` — ${report.error}` : null}
              {report.status === 'done' && report.units !== null && report.events !== null ? (
                <span className="uh-muted">
                  {' · '}
                  <Plural value={report.units} one="# unit" other="# units" />, <Plural value={report.events} one="# event" other="# events" />
                </span>
              ) : null}
            </span>
          );
        },
      }),
      column.display({
        id: 'files',
        header: t`Files`,
        cell: ({ row }) =>
          row.original.status === 'done' ? (
            <span className="uh-actions">
              <DownloadButton path="unit_history_report/get_report" body={{ id: row.original.id, format: 'xlsx' }} fallbackName={`${row.original.report_name}.xlsx`}>
                <Trans>Excel</Trans>
                <span className="visually-hidden"> {row.original.report_name}</span>
              </DownloadButton>
              <DownloadButton path="unit_history_report/get_report" body={{ id: row.original.id, format: 'pdf' }} fallbackName={`${row.original.report_name}.pdf`}>
                <Trans>PDF</Trans>
                <span className="visually-hidden"> {row.original.report_name}</span>
              </DownloadButton>
            </span>
          ) : null,
      }),
    ],
    [t, i18n, highlightId],
  );
  const all = reports.data?.reports;
  const rows = useMemo(() => all?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), [all, page]);

  return (
    <section className="uh-earlier" aria-labelledby="uh-earlier-title">
      <h2 id="uh-earlier-title" className="panel-title">
        <Trans>Earlier reports</Trans>
      </h2>
      <DataTable
        caption={t`Unit history reports you generated`}
        columns={columns}
        rows={reports.isError ? [] : rows}
        total={all?.length ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        isLoading={reports.isPending}
        error={reports.isError ? t`Your reports could not be loaded. Please try again.` : null}
        emptyText={t`No reports yet. Generate one above; it appears here.`}
      />
    </section>
  );
}
