import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

const ScrapChart = lazy(() => import('./scrap-chart'));

/** The key of the row of tires without a recorded category ("None recorded"). */
export const UNRECORDED_KEY = 'none';

export interface FigureRow {
  key: string;
  label: string;
  tires: number;
  percent: number;
  /** Extra cells after the share (e.g. the average tread), already formatted. */
  extra?: string[];
}

export interface ScrapFiguresProps {
  id: string;
  title: string;
  firstHeader: string;
  extraHeaders?: string[];
  rows: FigureRow[];
  color: string;
  formatCount: (value: number) => string;
  formatPercent: (value: number) => string;
}

/** A chart of scrapped tires per category with the table of the same figures under it. */
export function ScrapFigures({ id, title, firstHeader, extraHeaders = [], rows, color, formatCount, formatPercent }: ScrapFiguresProps) {
  const { t } = useLingui();
  // Tires with nothing recorded are not a category: the chart shows what was recorded, and a
  // line says how many had nothing (a chart 91 % "None recorded" would tell nothing else).
  const unrecorded = rows.find((row) => row.key === UNRECORDED_KEY && row.tires > 0);
  const charted = rows.filter((row) => row.tires > 0 && row.key !== UNRECORDED_KEY);
  return (
    <figure className="scrap-graph" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="scrap-graph-title">
        {title}
      </figcaption>
      {unrecorded ? (
        <p className="scrap-unrecorded" data-unrecorded={unrecorded.tires}>
          {t`Nothing recorded for ${formatCount(unrecorded.tires)} scrapped tires (${formatPercent(unrecorded.percent)}): the chart shows the others.`}
        </p>
      ) : null}
      {charted.length > 0 ? (
        <div className="scrap-chart" aria-hidden="true">
          <Suspense fallback={<span className="skeleton-bar scrap-chart-skeleton" />}>
            <ScrapChart categories={charted.map((row) => row.label)} values={charted.map((row) => row.tires)} color={color} seriesName={t`Scrapped tires`} formatCount={formatCount} />
          </Suspense>
        </div>
      ) : null}
      <div className="data-table-scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="scrap-table" id={`${id}-table`}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{firstHeader}</th>
              <th scope="col" className="data-table-numeric">{t`Scrapped tires`}</th>
              <th scope="col" className="data-table-numeric">{t`Share`}</th>
              {extraHeaders.map((header) => (
                <th key={header} scope="col" className="data-table-numeric">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className="data-table-numeric">{formatCount(row.tires)}</td>
                <td className="data-table-numeric">{formatPercent(row.percent)}</td>
                {(row.extra ?? []).map((cell, index) => (
                  <td key={extraHeaders[index] ?? index} className="data-table-numeric">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
