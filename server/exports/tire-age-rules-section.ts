import type { TireAgeRule } from '../../contract/tire-age';
import type { ReportSection } from './report-model';

/** A location and the tire age rule it judges its tires by. */
export interface LocationAgeRule extends TireAgeRule {
  code: string;
  name: string;
}

/**
 * The "Tire age rules" section: a row a location, its warning age on any position and its
 * critical age on a steer position (the specification file and the fleet condition files).
 */
export function tireAgeRulesSection(rules: readonly LocationAgeRule[]): ReportSection {
  return {
    title: /*i18n*/ 'Tire age rules',
    columns: [
      { key: 'code', header: /*i18n*/ 'Location', width: 10 },
      { key: 'name', header: /*i18n*/ 'Name', width: 18 },
      { key: 'warning_years', header: /*i18n*/ 'Warning from (years)', kind: 'integer', width: 10 },
      { key: 'critical_steer_years', header: /*i18n*/ 'Critical on steer from (years)', kind: 'integer', width: 12 },
    ],
    rows: rules.map((rule) => ({ code: rule.code, name: rule.name, warning_years: rule.warning_years, critical_steer_years: rule.critical_steer_years })),
  };
}
