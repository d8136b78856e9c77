import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatPeriod } from '../../dates';
import { DATE_RANGE_LABELS, POSITION_CLASS_LABELS, type PositionClass } from '../../labels';
import { formatNumber, formatPressure, pressureBucketLabel, treadBucketLabel, type ReportUnits } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable } from '../static-table';
import type { ChartSeries } from './fleet-chart';
import { ReportSection } from './report-section';

// ApexCharts is large: it loads with the first graph, never with the rest of the portal.
const FleetChart = lazy(() => import('./fleet-chart'));

const NAVY = '#0b1f4b';
const LEVEL_COLORS = { pressureWarning: '#d38b00', pressureCritical: '#b42318', treadWarning: '#f2c14e', treadCritical: '#7a1d14' };

interface GraphProps {
  id: string;
  title: string;
  note?: ReactNode;
  categories: string[];
  series: ChartSeries[];
  colors: string[];
  xTitle: string;
  yTitle: string;
  stacked?: boolean;
}

/** A chart with its caption, and the same figures as a table for reading them exactly. */
function Graph({ id, title, note, categories, series, colors, xTitle, yTitle, stacked }: GraphProps) {
  const { t, i18n } = useLingui();
  const formatCount = (value: number) => formatNumber(value, i18n.locale);
  const rows = categories.map((category, index) => ({ category, values: series.map((s) => s.data[index] ?? 0) }));
  return (
    <figure className="fc-graph" data-graph={id}>
      <figcaption className="fc-graph-title">
        {title}
        {note ? <span className="fc-graph-note"> {note}</span> : null}
      </figcaption>
      {categories.length === 0 ? (
        <p className="fc-hint">{t`No readings to chart.`}</p>
      ) : (
        <>
          {/* The picture is for the eye; the table below carries the same figures for everyone. */}
          <div className="fc-chart" aria-hidden="true">
            <Suspense fallback={<span className="skeleton-bar fc-chart-skeleton" />}>
              <FleetChart categories={categories} series={series} colors={colors} xTitle={xTitle} yTitle={yTitle} stacked={stacked} formatCount={formatCount} />
            </Suspense>
          </div>
          <details className="fc-graph-data">
            <summary>
              <Trans>Figures of this graph</Trans>
            </summary>
            <StaticTable
              caption={title}
              columns={[
                { id: 'category', header: xTitle, cell: (row) => row.category },
                ...series.map((s, index) => ({ id: `s${index}`, header: s.name, numeric: true, cell: (row: (typeof rows)[number]) => formatCount(row.values[index] ?? 0) })),
              ]}
              rows={rows}
              rowKey={(row) => row.category}
              pageSize={100}
            />
          </details>
        </>
      )}
    </figure>
  );
}

/** The report's graphs: pressure and tread depth spread by position, and exceptions by location. */
export function GraphsSection({ report, units }: { report: FleetConditionReport; units: ReportUnits }) {
  const { t, i18n } = useLingui();
  const graphs = report.multiple_graphs;
  const tires = t`Tires`;
  const className = (cls: string) => i18n._(POSITION_CLASS_LABELS[cls as PositionClass]);
  const pressureUnit = units.base.pressure.label;
  const treadUnit = units.system === 'metric' ? 'mm' : '32nds in';
  const locations = graphs.exceptions_by_location;
  const range = report.cover_page.date_range;
  const period = formatPeriod(range, i18n._(DATE_RANGE_LABELS[range.type]), i18n.locale);
  return (
    <ReportSection id="fc-graphs" title={t`Graphs`} lead={period}>
      <div className="fc-graph-grid">
        {graphs.pressure_distribution.map((entry) => (
          <Graph
            key={`pressure-${entry.position_class}`}
            id={`pressure-${entry.position_class}`}
            title={t`Pressure, ${className(entry.position_class)} tires`}
            note={entry.target_pressure_psi !== null ? t`(target ${formatPressure(entry.target_pressure_psi, units, i18n.locale)})` : undefined}
            categories={entry.buckets.map((bucket) => pressureBucketLabel(bucket, units, i18n.locale, false))}
            series={[{ name: tires, data: entry.buckets.map((bucket) => bucket.tires) }]}
            colors={[NAVY]}
            xTitle={t`Pressure (${pressureUnit})`}
            yTitle={tires}
          />
        ))}
        {graphs.tread_depth_distribution.map((entry) => (
          <Graph
            key={`tread-${entry.position_class}`}
            id={`tread-${entry.position_class}`}
            title={t`Tread depth, ${className(entry.position_class)} tires`}
            categories={entry.buckets.map((bucket) => treadBucketLabel(bucket, units, i18n.locale, false))}
            series={[{ name: tires, data: entry.buckets.map((bucket) => bucket.tires) }]}
            colors={['#1746a2']}
            xTitle={t`Tread depth (${treadUnit})`}
            yTitle={tires}
          />
        ))}
      </div>
      <Graph
        id="exceptions-by-location"
        title={t`Exceptions by location`}
        categories={locations.map((location) => `${location.code} ${location.name}`)}
        series={[
          { name: t`Pressure warning`, data: locations.map((l) => l.pressure_warning) },
          { name: t`Pressure critical`, data: locations.map((l) => l.pressure_critical) },
          { name: t`Tread warning`, data: locations.map((l) => l.tread_warning) },
          { name: t`Tread critical`, data: locations.map((l) => l.tread_critical) },
        ]}
        colors={[LEVEL_COLORS.pressureWarning, LEVEL_COLORS.pressureCritical, LEVEL_COLORS.treadWarning, LEVEL_COLORS.treadCritical]}
        xTitle={t`Location`}
        yTitle={tires}
        stacked
      />
    </ReportSection>
  );
}
