import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LEVEL_LOOK, rowLevel } from '../levels';
import { formatDay } from '../app-links';
import type { ReportRow } from '../app-links';

const column = createColumnHelper<ReportRow>();
const count = { meta: { numeric: true } } as const;

/** Columns of the report table; ids are the CHECKPOINT_ORDER keys the server sorts by. */
export function reportColumns(i18n: I18n) {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return [
    column.accessor('unit_number', {
      header: t(msg`Unit`),
      cell: ({ row }) => {
        const look = LEVEL_LOOK[rowLevel(row.original)];
        return (
          <span className="checkpoint-unit-cell">
            <span className={`level-dot ${look.className}`} title={t(look.label)} aria-hidden="true">
              {look.symbol}
            </span>
            <Link to="/checkpoint/detail/$id" params={{ id: String(row.original.survey_id) }} onClick={(event) => event.stopPropagation()}>
              {row.original.unit_number}
            </Link>
          </span>
        );
      },
    }),
    column.accessor('fleet_location', { header: t(msg`Location`) }),
    column.accessor('unit_date', { header: t(msg`Date`), cell: (info) => formatDay(info.getValue(), i18n.locale) }),
    column.accessor('unit_time', { header: t(msg`Time`) }),
    column.accessor('license_number', { header: t(msg`License`), cell: (info) => info.getValue() ?? '—' }),
    column.accessor('total_tires_read_count', {
      header: t(msg`Tires read / total`),
      ...count,
      cell: ({ row }) => (
        <span data-total-tires={row.original.total_tires}>
          {row.original.total_tires_read_count} / {row.original.total_tires}
        </span>
      ),
    }),
    column.accessor('critical_exceptions', { header: t(msg`Critical`), ...count, cell: (info) => <strong className={info.getValue() > 0 ? 'text-critical' : undefined}>{info.getValue()}</strong> }),
    column.accessor('warning_exceptions', { header: t(msg`Warning`), ...count, cell: (info) => <strong className={info.getValue() > 0 ? 'text-warning' : undefined}>{info.getValue()}</strong> }),
    column.accessor('pressure_critical', { header: t(msg`Pressure crit.`), ...count }),
    column.accessor('pressure_warning', { header: t(msg`Pressure warn.`), ...count }),
    column.accessor('tread_depth_critical', { header: t(msg`Tread crit.`), ...count }),
    column.accessor('tread_depth_warning', { header: t(msg`Tread warn.`), ...count }),
    column.accessor('tread_mismatch_axle_critical', { header: t(msg`Axle mism. crit.`), ...count }),
    column.accessor('tread_mismatch_axle_warning', { header: t(msg`Axle mism. warn.`), ...count }),
    column.accessor('tread_mismatch_duals_critical', { header: t(msg`Dual mism. crit.`), ...count }),
    column.accessor('tread_mismatch_duals_warning', { header: t(msg`Dual mism. warn.`), ...count }),
  ];
}
