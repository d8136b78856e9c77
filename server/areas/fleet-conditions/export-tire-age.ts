import type { FleetConditionReport, LevelCounts } from '../../../contract/fleet-conditions';
import { exportWords } from '../../exports/export-words';
import type { ReportSection } from '../../exports/report-model';
import { tireAgeRulesSection } from '../../exports/tire-age-rules-section';

/*
 * The fleet condition files' tire age: the levels by position (Statistics' second table on the
 * screen) and the rule of each surveyed location (Specifications' second table).
 */

/**
 * Tires by age under their location's rule, per position, as the screen's second statistics
 * table: apart from the condition's exceptions. None for a report generated before the report
 * counted age.
 */
export function tireAgeSection(report: FleetConditionReport, language: string): ReportSection[] {
  const s = report.statistic_data;
  if (!s.age_levels) return [];
  const words = exportWords(language);
  // Every tire has one age level, unknown included: a row's tires are its class's.
  const row = (position_class: string, entry: { tires: number; age_levels?: LevelCounts }) => ({ position_class, tires: entry.tires, ...entry.age_levels });
  return [
    {
      title: /*i18n*/ 'Tire age',
      columns: [
        { key: 'position_class', header: /*i18n*/ 'Position', width: 12 },
        { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
        { key: 'ok', header: /*i18n*/ 'Under the age rule', kind: 'integer', width: 10 },
        { key: 'warning', header: /*i18n*/ 'Age warning', kind: 'integer', width: 9 },
        { key: 'critical', header: /*i18n*/ 'Age critical', kind: 'integer', width: 9 },
        { key: 'unknown', header: /*i18n*/ 'No DOT date', kind: 'integer', width: 9 },
      ],
      rows: [...s.by_position_class.map((entry) => row(words.positionClass(entry.position_class), entry)), row(words.i18n._('All positions'), s)],
    },
  ];
}

/** Each surveyed location's tire age rule, as the screen's specifications list it; none in a report generated before age was counted. */
export function ageRulesSection(report: FleetConditionReport): ReportSection[] {
  const rules = report.spec_information_data.age_rules;
  if (!rules) return [];
  return [tireAgeRulesSection(rules.map((rule) => ({ code: rule.fleet_location_code, name: rule.fleet_location, warning_years: rule.warning_years, critical_steer_years: rule.critical_steer_years })))];
}
