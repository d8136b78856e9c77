import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates';
import { DataTable } from '../data-table';
import { isUnfinished, type ReportStatus } from './polling';
import { ReportProgress } from './report-progress';
import { STATUS_LABELS } from './status-labels';

/** One row of an earlier-reports list (contract/generated-reports.ts's reportListItem). */
export interface GeneratedReportItem {
  id: number;
  report_name: string;
  status: ReportStatus;
  progress: number;
  created_at: string;
  finished_at: string | null;
  error: string | null;
}

/** The list comes whole from the server; it is paged here, newest first as the server sends it. */
export const EARLIER_REPORTS_PAGE_SIZE = 10;

const column = createColumnHelper<GeneratedReportItem>();
// The columns read only the fields every kind has; a kind's own fields reach `actions` and `details`.
const own = <T,>(report: GeneratedReportItem) => report as T;

export interface EarlierReportsTableProps<T extends GeneratedReportItem> {
  /** Prefix of the section's ids and classes (`<prefix>-earlier-title`, `<prefix>-status`, `<prefix>-earlier-table`). */
  idPrefix: string;
  caption: string;
  /** The get_reports query (it polls while a report is unfinished). */
  reports: { data?: { reports: T[] }; isPending: boolean; isError: boolean };
  /** The report just queued: marked New, announced, and the heading takes the focus. */
  highlightId: number | null;
  /** Open, PDF and Excel of a done report. */
  actions: (report: T) => ReactNode;
  /** What a done report holds, after its status (a unit history's units and events). */
  details?: (report: T) => ReactNode;
}

/**
 * The user's earlier reports of one kind: status with a progress bar while queued or running,
 * the reason of a failed one, and the report's own actions once done.
 */
export function EarlierReportsTable<T extends GeneratedReportItem>({ idPrefix, caption, reports, highlightId, actions, details }: EarlierReportsTableProps<T>) {
  const { t, i18n } = useLingui();
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
          <span className="gr-report-name">
            {row.original.report_name}
            {row.original.id === highlightId ? <span className="gr-badge">{t`New`}</span> : null}
          </span>
        ),
      }),
      column.accessor('created_at', { header: t`Created`, cell: (info) => formatDateTime(info.getValue(), i18n.locale) }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => {
          const report = row.original;
          return (
            <span className={`${idPrefix}-status`} data-status={report.status} data-report-id={report.id}>
              {isUnfinished(report.status) ? (
                <ReportProgress status={report.status} progress={report.progress} name={report.report_name} />
              ) : report.status === 'failed' ? (
                <span className="gr-failed">
                  <strong>{i18n._(STATUS_LABELS.failed)}</strong> {report.error ?? t`The report could not be made.`}
                </span>
              ) : (
                <span className="gr-done">
                  {i18n._(STATUS_LABELS.done)} · {formatDateTime(report.finished_at, i18n.locale)}
                  {details ? <span className="gr-details"> · {details(own<T>(report))}</span> : null}
                </span>
              )}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        cell: ({ row }) => (row.original.status === 'done' ? <span className="gr-row-actions">{actions(own<T>(row.original))}</span> : null),
      }),
    ],
    [t, i18n, highlightId, idPrefix, actions, details],
  );

  const all = reports.data?.reports;
  const rows = useMemo(() => all?.slice((page - 1) * EARLIER_REPORTS_PAGE_SIZE, page * EARLIER_REPORTS_PAGE_SIZE), [all, page]);
  const justQueued = highlightId !== null ? all?.find((report) => report.id === highlightId) : undefined;

  return (
    <section className="gr-earlier" aria-labelledby={`${idPrefix}-earlier-title`}>
      <h2 id={`${idPrefix}-earlier-title`} ref={headingRef} tabIndex={-1} className="panel-title">
        <Trans>Earlier reports</Trans>
      </h2>
      <p className="gr-hint" role="status">
        {justQueued ? t`Your report "${justQueued.report_name}": ${i18n._(STATUS_LABELS[justQueued.status])}` : null}
      </p>
      <DataTable
        caption={caption}
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
        className={`gr-table ${idPrefix}-earlier-table`}
      />
    </section>
  );
}
