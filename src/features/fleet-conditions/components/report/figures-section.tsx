import { useLingui } from '@lingui/react/macro';
import { formatNumber, formatPercent } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { FigureList, ReportSection, type Figure } from './report-section';

/** The report's headline: what was surveyed and how much of it is in spec. */
export function FiguresSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const s = report.statistic_data;
  const count = (key: string, label: string, raw: number, tone?: Figure['tone']): Figure => ({ key, label, raw, value: formatNumber(raw, i18n.locale), tone });
  const share = (key: string, label: string, raw: number | null): Figure => ({ key, label, raw, value: formatPercent(raw, i18n.locale) });
  const figures: Figure[] = [
    count('locations_surveyed', t`Locations surveyed`, s.locations_surveyed),
    count('surveys', t`Surveys`, s.surveys),
    count('units_inspected', t`Units inspected`, s.units_inspected),
    count('inspections', t`Unit inspections`, s.inspections),
    count('tires_inspected', t`Tires inspected`, s.tires_inspected),
    count('tires_with_exceptions', t`Tires with exceptions`, s.tires_with_exceptions),
    count('critical_tires', t`Critical tires`, s.tire_levels.critical, 'critical'),
    count('warning_tires', t`Warning tires`, s.tire_levels.warning, 'warning'),
    share('tires_in_spec_percent', t`Tires in spec`, s.tires_in_spec_percent),
    share('pressure_in_spec_percent', t`Pressure in spec`, s.pressure_in_spec_percent),
    share('tread_in_spec_percent', t`Tread depth in spec`, s.tread_in_spec_percent),
  ];
  return (
    <ReportSection id="fc-summary" title={t`Summary`}>
      <FigureList figures={figures} label={t`Report totals`} />
    </ReportSection>
  );
}
