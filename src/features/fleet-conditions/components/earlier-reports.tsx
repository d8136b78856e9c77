import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useReports, type ReportListItem } from '../api';
import { formatDateTime } from '../dates';
import { STATUS_LABELS } from '../labels';
import { isUnfinished } from '../polling';
import { ReportDownloads } from './report-downloads';
import { ReportProgress } from './report-progress';

const column = createColumnHelper<ReportListItem>();
/** The list comes whole from the server; it is paged here, newest first as the server sends it. */
export const EARLIER_REPORTS_PAGE_SIZE = 10;

/**
 * The user's earlier reports: status with a progress bar while queued or running (the list
 * polls until none is), the reason of a failed one, and Open, PDF and Excel for a done one.
 */
export function EarlierReports({ highlightId }: { highlightId: number | null }) {
  const { t, i18n } = useLingui();
  const reports = useReports();
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After Generate the focus comes here, where the new report appears first.
  useEffect(() => {
    if (highlightId !== null) headingRef.current?.focus();
  }, [highlightId]);

  const columns = useMemo(
    () => [
      column.accessor('report_name', {
        header: t`Report`,
        cell: ({ row }) => (
          <span className="fc-report-name">
            {row.original.report_name}
            {row.original.id === highlightId ? <span className="fc-badge">{t`New`}</span> : null}
          </span>
        ),
      }),
      column.accessor('created_at', { header: t`Created`, cell: (info) => formatDateTime(info.getValue(), i18n.locale) }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => {
          const report = row.original;
          return (
            <span className="fc-status" data-status={report.status} data-report-id={report.id}>
              {isUnfinished(report.status) ? (
                <ReportProgress status={report.status} progress={report.progress} name={report.report_name} />
              ) : report.status === 'failed' ? (
                <span className="fc-failed">
                  <strong>{i18n._(STATUS_LABELS.failed)}</strong> {report.error ?? t`The report could not be made.`}
                </span>
              ) : (
                <span className="fc-done">
                  {i18n._(STATUS_LABELS.done)} · {formatDateTime(report.finished_at, i18n.locale)}
                </span>
              )}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        cell: ({ row }) => {
          const report = row.original;
          if (report.status !== 'done') return null;
          return (
            <span className="fc-row-actions">
              <Link
                to="/fleet-condition-report/history/$id"
                params={{ id: String(report.id) }}
                className="button button-primary fc-open"
              >
                <Trans>Open</Trans>
                {/* The row's name completes the link's name for screen readers: "Open <report>". */}
                <span className="visually-hidden"> {report.report_name}</span>
              </Link>
              <ReportDownloads id={report.id} name={report.report_name} />
            </span>
          );
        },
      }),
    ],
    [t, i18n, highlightId],
  );

  const all = reports.data?.reports;
  const rows = useMemo(() => all?.slice((page - 1) * EARLIER_REPORTS_PAGE_SIZE, page * EARLIER_REPORTS_PAGE_SIZE), [all, page]);
  const justQueued = highlightId !== null ? all?.find((report) => report.id === highlightId) : undefined;

  return (
    <section className="fc-earlier" aria-labelledby="fc-earlier-title">
      <h2 id="fc-earlier-title" ref={headingRef} tabIndex={-1} className="panel-title">
        <Trans>Earlier reports</Trans>
      </h2>
      <p className="fc-hint" role="status">
        {justQueued ? t`Your report "${justQueued.report_name}": ${i18n._(STATUS_LABELS[justQueued.status])}` : null}
      </p>
      <DataTable
        caption={t`Fleet condition reports you generated`}
        columns={columns}
        rows={reports.isError ? [] : rows}
        total={all?.length ?? 0}
        page={page}
        pageSize={EARLIER_REPORTS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        isLoading={reports.isPending}
        error={reports.isError ? t`Your reports could not be loaded. Please try again.` : null}
        emptyText={t`No reports yet. Generate one above; it appears here.`}
        className="fc-earlier-table"
      />
    </section>
  );
}
