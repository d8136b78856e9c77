import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { ReportFrame } from '../../../components/report-frame';
import { formatDateTime } from '../../../lib/dates';
import { reasonName } from '../../../lib/reason-names';
import type { ProductBlock, ProductReport } from '../app-links';
import { TIRE_TYPE_LABELS } from '../labels';
import { formatNumber } from '../../../../contract/number-format';

const BarChart = lazy(() => import('../../../components/charts/horizontal-bar-chart'));

/**
 * One comparison as the screen shows it, made now or reopened from the earlier reports: the
 * cover page's facts, the graph header with a chart of wear rates, the two data blocks and the
 * comments; `actions` are its PDF and Excel.
 */
export function ComparisonView({ report, actions, reportId }: { report: ProductReport; actions: ReactNode; reportId?: number }) {
  const { t, i18n } = useLingui();
  const model = report.product_comp_model;
  const cover = model.cover_page;
  const number = (value: number | null, digits: number) =>
    value === null ? '—' : formatNumber(value, i18n.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const metric = model.graph_header.distance_unit === 'km';
  const money = (value: number | null, digits: number) => (value === null ? '—' : `${model.graph_header.currency_symbol}${number(value, digits)}`);
  const rows = (block: ProductBlock): [string, string][] => [
    [t`Tires measured`, number(block.tires, 0)],
    [t`Tires left out`, number(block.unmeasured_tires, 0)],
    [t`Wear rate (${model.graph_header.wear_rate_unit})`, number(block.wear_rate, 2)],
    [metric ? t`Removal mileage (km)` : t`Removal mileage (mi)`, number(block.removal_mileage, 0)],
    [metric ? t`Cost per mm` : t`Cost per 32nd`, money(block.cost_per_32nd, 2)],
    [metric ? t`Cost per km` : t`Cost per mile`, money(block.cost_per_mile, 4)],
    [t`Casings inspected`, number(block.casings_inspected, 0)],
    [t`Retreadability`, block.retreadability_percent === null ? '—' : `${number(block.retreadability_percent, 1)} %`],
  ];
  const tireType = cover.tire_type && cover.tire_type in TIRE_TYPE_LABELS ? i18n._(TIRE_TYPE_LABELS[cover.tire_type as keyof typeof TIRE_TYPE_LABELS]) : t`Every position`;

  return (
    <ReportFrame id="pa-report" className="pa-report" title={report.report_name} actions={actions} dataReportId={reportId}>
      <dl className="pa-cover" aria-label={t`Cover page`}>
        <div><dt>{t`Prepared for`}</dt><dd>{cover.prepared_for.join(', ')}</dd></div>
        <div><dt>{t`First product`}</dt><dd>{cover.products[0]}</dd></div>
        <div><dt>{t`Second product`}</dt><dd>{cover.products[1]}</dd></div>
        <div><dt>{t`Tire type`}</dt><dd>{tireType}</dd></div>
        <div><dt>{t`Prepared by`}</dt><dd>{cover.prepared_by}</dd></div>
        <div><dt>{t`Generated`}</dt><dd>{formatDateTime(cover.generated_at, i18n.locale)}</dd></div>
      </dl>
      <figure className="pa-chart" aria-label={t`Wear rate of the two products`}>
        <Suspense fallback={<p role="status">{t`Loading the chart…`}</p>}>
          <BarChart
            categories={model.products.map((block) => `${block.product_line} ${block.tire_size}`)}
            values={model.products.map((block) => block.wear_rate ?? 0)}
            seriesName={t`Wear rate (${model.graph_header.wear_rate_unit})`}
            format={(value) => number(value, 2)}
          />
        </Suspense>
      </figure>
      <div className="pa-blocks">
        {model.products.map((block, index) => (
          <table key={index} className="pa-block">
            <caption>{`${block.product_line} ${block.tire_size}`}</caption>
            <tbody>
              {rows(block).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t`Scrap reasons`}</th>
                <td>{block.scrap_reasons.length ? block.scrap_reasons.map((row) => `${reasonName(i18n, row.reason)} (${row.tires})`).join(', ') : '—'}</td>
              </tr>
            </tbody>
          </table>
        ))}
      </div>
      {model.comments ? (
        <p className="pa-comments">
          <strong>
            <Trans>Comments</Trans>
          </strong>{' '}
          {model.comments}
        </p>
      ) : null}
    </ReportFrame>
  );
}
