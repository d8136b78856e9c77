import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

const ScrapChart = lazy(() => import('./scrap-chart'));

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
  const charted = rows.filter((row) => row.tires > 0);
  return (
    <figure className="scrap-graph" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="scrap-graph-title">
        {title}
      </figcaption>
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
