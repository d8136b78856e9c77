import { useLingui } from '@lingui/react/macro';
import { formatDistance, formatEconomy, formatFuelPrice, formatMoney, formatNumber, formatPercent, formatVolume, type ReportUnits } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { FigureList, ReportSection, type Figure } from './report-section';

type LossRow = FleetConditionReport['potential_loss_data']['by_location'][number];

/** What the under-inflated tires cost a year, in total and by location, and the assumptions behind it. */
export function LossSection({ report, units }: { report: FleetConditionReport; units: ReportUnits }) {
  const { t, i18n } = useLingui();
  const loss = report.potential_loss_data;
  const a = loss.assumptions;
  const locale = i18n.locale;
  const money = (value: number) => formatMoney(value, a.currency_symbol, locale);
  const volumeUnit = units.volumeUnit;
  const figures: Figure[] = [
    { key: 'under_inflated_tires', label: t`Under-inflated tires`, raw: loss.under_inflated_tires, value: formatNumber(loss.under_inflated_tires, locale) },
    { key: 'average_under_inflation_percent', label: t`Average under-inflation`, raw: loss.average_under_inflation_percent, value: formatPercent(loss.average_under_inflation_percent, locale) },
    { key: 'fuel_per_year', label: t`Fuel lost a year`, raw: loss.fuel_gallons_per_year, value: formatVolume(loss.fuel_gallons_per_year, units, locale) },
    { key: 'fuel_cost_per_year', label: t`Fuel cost a year`, raw: loss.fuel_cost_per_year, value: money(loss.fuel_cost_per_year) },
    { key: 'casings_at_risk', label: t`Casings at risk`, raw: loss.casings_at_risk, value: formatNumber(loss.casings_at_risk, locale), tone: 'critical' },
    { key: 'casing_cost', label: t`Casing cost`, raw: loss.casing_cost, value: money(loss.casing_cost) },
    { key: 'total_cost', label: t`Total potential loss`, raw: loss.total_cost, value: money(loss.total_cost) },
  ];
  const columns: StaticColumn<LossRow>[] = [
    { id: 'location', header: t`Location`, cell: (row) => `${row.code} ${row.name}`.trim() },
    { id: 'under_inflated_tires', header: t`Under-inflated tires`, numeric: true, cell: (row) => formatNumber(row.under_inflated_tires, locale) },
    { id: 'average_under_inflation_percent', header: t`Average under-inflation`, numeric: true, cell: (row) => formatPercent(row.average_under_inflation_percent, locale) },
    { id: 'fuel', header: t`Fuel lost a year (${volumeUnit})`, numeric: true, cell: (row) => formatNumber(units.volume(row.fuel_gallons_per_year), locale, 1) },
    { id: 'fuel_cost_per_year', header: t`Fuel cost a year`, numeric: true, cell: (row) => money(row.fuel_cost_per_year) },
    { id: 'casings_at_risk', header: t`Casings at risk`, numeric: true, cell: (row) => formatNumber(row.casings_at_risk, locale) },
    { id: 'casing_cost', header: t`Casing cost`, numeric: true, cell: (row) => money(row.casing_cost) },
    { id: 'total_cost', header: t`Total`, numeric: true, cell: (row) => money(row.total_cost) },
  ];
  const total: LossRow = { ...loss, fleet_location_id: 0, code: t`All locations`, name: '' };
  const lossPerTenPercent = formatPercent(a.fuel_economy_loss_per_under_inflation * 10, locale);
  return (
    <ReportSection
      id="fc-loss"
      title={t`Potential loss`}
      lead={t`What the under-inflated tires found would cost in a year if left as they are: fuel, and casings that can no longer be retreaded.`}
    >
      <FigureList figures={figures} label={t`Potential loss totals`} />
      <StaticTable caption={t`Potential loss by location`} columns={columns} rows={loss.by_location} footer={[total]} rowKey={(row) => String(row.fleet_location_id)} />
      <h3 className="fc-subtitle">{t`Assumptions`}</h3>
      <dl className="fc-assumptions">
        <div>
          <dt>{t`Distance a year per tractor-trailer`}</dt>
          <dd>{formatDistance(a.miles_per_year, units, locale)}</dd>
        </div>
        <div>
          <dt>{t`Fuel economy`}</dt>
          <dd>{formatEconomy(a.mpg, units, locale)}</dd>
        </div>
        <div>
          <dt>{t`Fuel price`}</dt>
          <dd>{formatFuelPrice(a.fuel_price_per_gallon, a.currency_symbol, units, locale)}</dd>
        </div>
        <div>
          <dt>{t`Value of a retreadable casing`}</dt>
          <dd>{money(a.casing_value)}</dd>
        </div>
        <div>
          <dt>{t`Tires per tractor-trailer`}</dt>
          <dd>{formatNumber(a.tires_per_combination, locale)}</dd>
        </div>
        <div>
          <dt>{t`Fuel economy lost per 10% under-inflation`}</dt>
          <dd>{lossPerTenPercent}</dd>
        </div>
        <div>
          <dt>{t`Tires with a pressure reading`}</dt>
          <dd>{formatNumber(loss.tires_with_pressure, locale)}</dd>
        </div>
      </dl>
    </ReportSection>
  );
}
