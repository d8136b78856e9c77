import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PdfExcelButtons } from '../../../components/file-download';
import { PRODUCT_ANALYSIS_FILES, useProductReport } from '../api';
import type { ProductBlock, ProductReportRequest } from '../shared';

const BarChart = lazy(() => import('../../../components/charts/horizontal-bar-chart'));

/** The comparison: cover facts, the graph header with a chart of wear rates, the two data blocks, comments, files. */
export function ProductComparison({ request }: { request: ProductReportRequest }) {
  const { t, i18n } = useLingui();
  const report = useProductReport(request);
  const model = report.data?.product_comp_model;
  const number = (value: number | null, digits: number) =>
    value === null ? '—' : value.toLocaleString(i18n.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const metric = model?.graph_header.distance_unit === 'km';
  const rows = (block: ProductBlock): [string, string][] => [
    [t`Tires measured`, number(block.tires, 0)],
    [t`Tires left out`, number(block.unmeasured_tires, 0)],
    [t`Wear rate (${model?.graph_header.wear_rate_unit ?? ''})`, number(block.wear_rate, 2)],
    [metric ? t`Removal mileage (km)` : t`Removal mileage (mi)`, number(block.removal_mileage, 0)],
    [metric ? t`Cost per mm` : t`Cost per 32nd`, number(block.cost_per_32nd, 2)],
    [metric ? t`Cost per km` : t`Cost per mile`, number(block.cost_per_mile, 4)],
    [t`Casings inspected`, number(block.casings_inspected, 0)],
    [t`Retreadability`, block.retreadability_percent === null ? '—' : `${number(block.retreadability_percent, 1)} %`],
  ];

  return (
    <section className="pa-report" aria-labelledby="pa-report-title">
      <div className="pa-report-head">
        <h2 id="pa-report-title" className="panel-title">
          {report.data?.report_name ?? <Trans>Product comparison</Trans>}
        </h2>
        <PdfExcelButtons className="pa-actions" pdf={PRODUCT_ANALYSIS_FILES.pdf} xlsx={PRODUCT_ANALYSIS_FILES.xlsx} body={request} name="product analysis report" />
      </div>
      {report.isLoading ? <p role="status">{t`Loading the report…`}</p> : null}
      {report.isError ? <p role="alert">{t`The report could not be loaded. Please try again.`}</p> : null}
      {model ? (
        <>
          <p className="pa-note">
            <Trans>
              Prepared for {model.cover_page.prepared_for.join(', ')} by {model.cover_page.prepared_by}.
            </Trans>
          </p>
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
                    <td>{block.scrap_reasons.length ? block.scrap_reasons.map((row) => `${row.reason} (${row.tires})`).join(', ') : '—'}</td>
                  </tr>
                </tbody>
              </table>
            ))}
          </div>
          {model.comments ? (
            <p className="pa-comments">
              <strong>{t`Comments`}</strong> {model.comments}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
