import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { DownloadButton } from '../../../components/file-download';
import { useTorqueReport } from '../api';
import { sessionAtom, store, type TorqueReportRequest, type TorqueSummaryRow } from '../app-links';
import { torqueIn, torqueUnitLabel } from '../units';
import { formatNumber } from '../../../../contract/number-format';

const column = createColumnHelper<TorqueSummaryRow>();
const numeric = { meta: { numeric: true } } as const;

/** The torque summary page: tiles of the totals, the table per location with its spread, and the files. */
export function TorqueReport({ request }: { request: TorqueReportRequest }) {
  const { t, i18n } = useLingui();
  const report = useTorqueReport(request);
  const system = useAtomValue(sessionAtom, { store }).user?.unit_of_measurement === 'metric' ? 'metric' : 'imperial';
  const unit = torqueUnitLabel(system);
  const number = (value: number | null, digits = 0) =>
    value === null ? '—' : formatNumber(value, i18n.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = (value: number | null) => (value === null ? '—' : `${number(value, 1)} %`);

  const columns = useMemo(
    () => [
      column.accessor('code', { header: t`Code` }),
      column.accessor('name', { header: t`Location` }),
      column.accessor('wheels_checked', { header: t`Wheels checked`, ...numeric, cell: (info) => number(info.getValue()) }),
      column.accessor('units', { header: t`Units`, ...numeric, cell: (info) => number(info.getValue()) }),
      column.accessor('surveys', { header: t`Surveys`, ...numeric, cell: (info) => number(info.getValue()) }),
      column.accessor('in_spec', { header: t`Within spec`, ...numeric, cell: (info) => `${number(info.getValue())} (${percent(info.row.original.in_spec_percent)})` }),
      column.accessor('under_torque', { header: t`Under torque`, ...numeric, cell: (info) => `${number(info.getValue())} (${percent(info.row.original.under_torque_percent)})` }),
      column.accessor('over_torque', { header: t`Over torque`, ...numeric, cell: (info) => `${number(info.getValue())} (${percent(info.row.original.over_torque_percent)})` }),
      column.accessor('average_deviation_ft_lb', {
        header: t`Average deviation (${unit})`,
        ...numeric,
        cell: (info) => number(torqueIn(system, info.getValue()), 1),
      }),
      column.display({ id: 'spread', header: t`Spread`, cell: ({ row }) => <Spread row={row.original} /> }),
    ],
    // number and percent only read i18n.locale, which t follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, unit, system],
  );

  const data = report.data;
  const totals = data?.torque_summary_page.totals;
  const tiles: { label: string; value: string; tone?: string }[] = [
    { label: t`Wheels checked`, value: totals ? number(totals.wheels_checked) : '—' },
    { label: t`Units`, value: totals ? number(totals.units) : '—' },
    { label: t`Surveys`, value: totals ? number(totals.surveys) : '—' },
    { label: t`Within spec`, value: totals ? percent(totals.in_spec_percent) : '—', tone: 'ok' },
    { label: t`Under torque`, value: totals ? percent(totals.under_torque_percent) : '—', tone: 'critical' },
    { label: t`Over torque`, value: totals ? percent(totals.over_torque_percent) : '—', tone: 'warning' },
    { label: t`Average deviation (${unit})`, value: totals ? number(torqueIn(system, totals.average_deviation_ft_lb), 1) : '—' },
  ];
  const rows = data ? [...data.torque_summary_page.locations, data.torque_summary_page.totals] : undefined;

  return (
    <ReportFrame
      id="torque-report"
      className="torque-report"
      title={<Trans>Torque summary</Trans>}
      range={data ? { from: data.cover_page.date_from, to: data.cover_page.date_to } : null}
      actions={
        <>
          <DownloadButton path="torque_summary_report/download_pdf" body={request} fallbackName="torque summary.pdf">
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path="torque_summary_report/download_excel" body={request} fallbackName="torque summary.xlsx">
            <Trans>Excel</Trans>
          </DownloadButton>
        </>
      }
    >
      {data ? (
        <p className="torque-note">
          <Trans>
            Prepared for {data.cover_page.prepared_for.join(', ')} by {data.cover_page.prepared_by}. A wheel end is within spec when its torque reads within ±
            {data.torque_summary_page.tolerance_percent} % of the specified torque.
          </Trans>
        </p>
      ) : null}
      {report.isLoading ? (
        <p role="status">
          <Trans>Loading the report…</Trans>
        </p>
      ) : null}
      <ul className="torque-tiles" aria-label={t`Report totals`}>
        {tiles.map((tile) => (
          <li key={tile.label} className={`torque-tile${tile.tone ? ` torque-tile-${tile.tone}` : ''}`}>
            <span className="torque-tile-label">{tile.label}</span>
            <span className="torque-tile-value">{report.isError ? '—' : tile.value}</span>
          </li>
        ))}
      </ul>
      {totals && totals.wheels_checked === 0 ? (
        <p className="torque-empty" role="status">
          <Trans>No torque readings at these locations in this period.</Trans>
        </p>
      ) : null}
      <DataTable
        caption={t`Torque per location`}
        columns={columns}
        rows={report.isError ? [] : rows}
        // One page holding every chosen location and the total: no pager (it shows only for a total above zero).
        total={0}
        page={1}
        pageSize={Math.max(rows?.length ?? 1, 1)}
        onPageChange={() => undefined}
        getRowId={(row) => String(row.fleet_location_id ?? 'total')}
        isLoading={report.isFetching}
        error={report.isError ? t`The report could not be loaded. Please try again.` : null}
        emptyText={t`No locations chosen`}
        className="torque-table"
      />
    </ReportFrame>
  );
}

/** A bar of the location's within spec, under and over shares, with the same figures as text for screen readers. */
function Spread({ row }: { row: TorqueSummaryRow }) {
  const { t } = useLingui();
  if (row.wheels_checked === 0) return <span aria-hidden="true">—</span>;
  const parts = [
    { key: 'ok', share: row.in_spec_percent ?? 0 },
    { key: 'under', share: row.under_torque_percent ?? 0 },
    { key: 'over', share: row.over_torque_percent ?? 0 },
  ];
  return (
    <span
      className="torque-spread"
      role="img"
      aria-label={t`${row.in_spec_percent ?? 0} % within spec, ${row.under_torque_percent ?? 0} % under, ${row.over_torque_percent ?? 0} % over`}
    >
      {parts.map((part) => (part.share > 0 ? <span key={part.key} className={`torque-spread-${part.key}`} style={{ width: `${part.share}%` }} /> : null))}
    </span>
  );
}
