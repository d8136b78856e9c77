import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReportFrame } from '../../../components/report-frame';
import { PdfExcelButtons } from '../../../components/file-download';
import { useWearRates, WEAR_RATE_FILES } from '../api';
import { WEAR_RATE_ORDER, WEAR_RATE_PAGE_SIZE, wearRowProduct, type WearRateFilters, type WearRateRow } from '../app-links';
import { formatDay } from '../../../lib/dates';
import { positionName } from './position-names';
import { formatNumber } from '../../../../contract/number-format';

const WearChart = lazy(() => import('../../../components/charts/horizontal-bar-chart'));
const column = createColumnHelper<WearRateRow>();
const numeric = { meta: { numeric: true } } as const;
type SortId = keyof typeof WEAR_RATE_ORDER;

/** The report: totals, a chart of the page's wear rates, the paged table and the files. */
export function WearResults({ filters }: { filters: WearRateFilters }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ id: SortId; desc: boolean }>({ id: 'product', desc: false });
  const request = useMemo(
    () => ({ ...filters, page_number: page, page_size: WEAR_RATE_PAGE_SIZE, order_by: WEAR_RATE_ORDER[sort.id], is_sort_desc: sort.desc }),
    [filters, page, sort],
  );
  const rates = useWearRates(request);
  const data = rates.data;
  const metric = data?.unit_of_measurement === 'metric';
  const unit = data?.wear_rate_unit ?? '';
  const number = (value: number | null, digits: number) =>
    value === null ? '—' : formatNumber(value, i18n.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const money = (value: number | null, digits: number) => (value === null ? '—' : `${data?.currency_symbol ?? ''}${number(value, digits)}`);
  const product = (row: WearRateRow) => wearRowProduct(row, t`Unknown product`);

  const columns = useMemo(
    () => [
      column.accessor((row) => product(row), { id: 'product', header: t`Product` }),
      column.accessor('wheel_position', { header: t`Wheel position`, enableSorting: false, cell: (info) => positionName(i18n, info.getValue()) }),
      column.accessor('tires', { header: t`Tires`, ...numeric, cell: (info) => number(info.getValue(), 0) }),
      column.accessor('wear_rate', { header: t`Wear rate (${unit})`, ...numeric, cell: (info) => number(info.getValue(), 2) }),
      column.accessor('unmeasured_tires', { header: t`Tires left out`, enableSorting: false, ...numeric, cell: (info) => number(info.getValue(), 0) }),
      column.accessor('earliest_pull_date', {
        id: 'pull_date',
        header: t`Earliest pull date`,
        cell: (info) => {
          const day = info.getValue();
          if (day === null) return '—';
          // A pull date already past is a tire past its minimum tread: it says so.
          return info.row.original.pull_overdue ? (
            <span className="wear-overdue" data-overdue="true">
              {formatDay(day, i18n.locale)} <strong className="text-critical">{t`Overdue`}</strong>
            </span>
          ) : (
            formatDay(day, i18n.locale)
          );
        },
      }),
      column.accessor('pulls_within_90_days', { header: t`Pulls within 90 days`, enableSorting: false, ...numeric, cell: (info) => number(info.getValue(), 0) }),
      column.accessor('cost_per_distance', { id: 'cost', header: metric ? t`Cost per km` : t`Cost per mile`, ...numeric, cell: (info) => money(info.getValue(), 4) }),
    ],
    // number and product only read i18n.locale and t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, unit, metric, data?.currency_symbol],
  );

  const rows = data?.product_wear_rates ?? [];
  // A product whose tires were read fewer than twice has no rate to draw (the table says "—"); the PDF's chart leaves it out alike.
  const charted = rows.filter((row) => row.wear_rate !== null);
  return (
    <ReportFrame
      id="wear-report"
      className="wear-report"
      title={<Trans>Wear rate by product and position</Trans>}
      actions={<PdfExcelButtons className="wear-actions" pdf={WEAR_RATE_FILES.pdf} xlsx={WEAR_RATE_FILES.xlsx} body={request} name="product wear rate report" />}
    >
      <p className="wear-note">
        <Trans>
          A tire's wear rate is the tread it lost between its first and last reading on its unit over the miles the unit ran; tires read fewer than twice are
          left out and counted. Pull dates project when a tire reaches its minimum tread at that rate and its unit's miles per day.
        </Trans>
      </p>
      <ul className="wear-tiles" aria-label={t`Report totals`}>
        <li className="wear-tile">
          <span className="wear-tile-label">{t`Tires measured`}</span>
          <span className="wear-tile-value">{data ? number(data.totals.tires, 0) : '—'}</span>
        </li>
        <li className="wear-tile">
          <span className="wear-tile-label">{t`Tires left out`}</span>
          <span className="wear-tile-value">{data ? number(data.totals.unmeasured_tires, 0) : '—'}</span>
        </li>
        <li className="wear-tile">
          <span className="wear-tile-label">{t`Fleet wear rate (${unit})`}</span>
          <span className="wear-tile-value">{data ? number(data.totals.wear_rate, 2) : '—'}</span>
        </li>
      </ul>
      {charted.length > 0 ? (
        <figure className="wear-chart" aria-label={t`Wear rate per product on this page`}>
          <Suspense fallback={<p role="status">{t`Loading the chart…`}</p>}>
            <WearChart
              categories={charted.map((row) => `${product(row)} · ${positionName(i18n, row.wheel_position)}`)}
              values={charted.map((row) => row.wear_rate ?? 0)}
              seriesName={t`Wear rate (${unit})`}
              format={(value) => number(value, 2)}
            />
          </Suspense>
        </figure>
      ) : null}
      <DataTable
        caption={t`Wear rate per product and wheel position`}
        columns={columns}
        rows={rates.isError ? [] : data?.product_wear_rates}
        total={data?.total_items ?? 0}
        page={page}
        pageSize={WEAR_RATE_PAGE_SIZE}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort({ id: next.id as SortId, desc: next.desc });
          setPage(1);
        }}
        getRowId={(row) => `${product(row)}|${row.brand}|${row.wheel_position}`}
        isLoading={rates.isFetching}
        error={rates.isError ? t`The report could not be loaded. Please try again.` : null}
        emptyText={t`No tires with readings match these filters.`}
        className="wear-table"
      />
    </ReportFrame>
  );
}
