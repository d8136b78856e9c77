import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { DownloadButton } from '../../../components/file-download';
import { translateJoinedNames } from '../../../../contract/joined-names';
import { reasonName } from '../../../lib/reason-names';
import { serviceCallName } from '../../../lib/service-call-names';
import { tireConditionName } from '../../../lib/tire-condition-names';
import { useUnitHistory } from '../api';
import { EVENT_LABELS } from '../labels';
import { formatDateTime, sessionAtom, store, unitsOfUser, type Quantity, UNIT_HISTORY_PAGE_SIZE, type UnitHistoryRow, type UnitHistorySelection } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

/** A piece of an event's details: a removal reason, else a wear condition or valve, else as written. */
function detailName(i18n: I18n, name: string): string {
  const reason = reasonName(i18n, name);
  return reason === name ? tireConditionName(i18n, name) : reason;
}

const column = createColumnHelper<UnitHistoryRow>();
const numeric = { meta: { numeric: true } } as const;

/** A stored pressure or tread depth in the user's unit, without the unit (the header names it). */
function figure(quantity: Quantity<string>, stored: number | null, locale: string): string {
  return stored === null ? '' : formatNumber(quantity.display(stored), locale, { maximumFractionDigits: quantity.decimals });
}

/** The paged history of the chosen units, with the Excel, PDF and all-details files of every page. */
export function HistoryTable({ selection }: { selection: UnitHistorySelection }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState(selection);
  // A new selection starts again from page 1.
  if (shown !== selection) {
    setShown(selection);
    setPage(1);
  }
  const report = useUnitHistory(selection, page);
  const units = unitsOfUser(useAtomValue(sessionAtom, { store }).user);
  const columns = useMemo(
    () => [
      column.accessor('unit_number', { header: t`Unit` }),
      column.accessor('event_at', { header: t`Date`, cell: (info) => formatDateTime(info.getValue(), i18n.locale, undefined, 'medium') }),
      column.accessor('event_type', { header: t`Event`, cell: (info) => <span className={`uh-event uh-event-${info.getValue()}`}>{i18n._(EVENT_LABELS[info.getValue()])}</span> }),
      column.accessor('survey_id', { header: t`Survey`, cell: (info) => info.getValue() ?? '' }),
      column.accessor('position', { header: t`Position`, cell: (info) => info.getValue() ?? '' }),
      column.accessor('pressure_psi', { header: t`Pressure (${units.pressure.label})`, ...numeric, cell: (info) => figure(units.pressure, info.getValue(), i18n.locale) }),
      column.accessor('tread_depth_mm', { header: t`Tread depth (${units.treadDepth.unit})`, ...numeric, cell: (info) => figure(units.treadDepth, info.getValue(), i18n.locale) }),
      column.accessor('brand', { header: t`Brand`, cell: (info) => info.getValue() ?? '' }),
      column.accessor('tire_size', { header: t`Size`, cell: (info) => info.getValue() ?? '' }),
      column.accessor('details', {
        header: t`Details`,
        cell: (info) => translateJoinedNames((name) => (info.row.original.event_type === 'service' ? serviceCallName(i18n, name) : detailName(i18n, name)), info.getValue()),
      }),
    ],
    [t, i18n, units],
  );
  const data = report.data;
  const fileBody = { account_ids: selection.account_ids, unit_ids: selection.unit_ids };

  return (
    <ReportFrame
      id="uh-report"
      className="uh-report"
      title={<Trans>Unit history</Trans>}
      actions={
        <>
          <DownloadButton path="unit_history_report/download_pdf" body={fileBody} fallbackName="unit history.pdf">
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path="unit_history_report/download_excel" body={fileBody} fallbackName="unit history.xlsx">
            <Trans>Excel</Trans>
          </DownloadButton>
          <DownloadButton path="unit_history_report/download_all_details" body={fileBody} fallbackName="unit history all details.xlsx">
            <Trans>All details (Excel)</Trans>
          </DownloadButton>
        </>
      }
    >
      <p className="uh-hint">
        <Trans>Every survey, tire reading, tire removal and service call of the chosen units, newest first for each unit.</Trans>
      </p>
      <DataTable
        caption={data ? t`${data.total_items} events` : t`Events`}
        columns={columns}
        rows={report.isError ? [] : data?.unit_history_report_data}
        total={data?.total_items ?? 0}
        page={page}
        pageSize={UNIT_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => `${row.event_type}-${row.event_id}`}
        isLoading={report.isFetching}
        error={report.isError ? t`The unit history could not be loaded. Please try again.` : null}
        emptyText={t`No surveys, readings, removals or service calls for these units.`}
        className="uh-table"
      />
    </ReportFrame>
  );
}
