import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import type { PositionClass } from '../../../contract/tire-exceptions';
import { addLoss, emptyLoss, estimateLoss, lossAssumptions } from './potential-loss';
import { emptyMismatches, POSITION_CLASS_ORDER, PRESSURE_BUCKET_PSI, TREAD_BUCKET_MM, type ReportState } from './report-state';
import { bump, entryOf, inSpecPercent, LevelTally, round } from './tally';

type Report = FleetConditionReport;

const byClassOrder = <T>(map: Map<PositionClass, T>) =>
  POSITION_CLASS_ORDER.filter((cls) => map.has(cls)).map((cls) => [cls, map.get(cls) as T] as const);

/** The most common key of a counter; on a tie the smaller. */
function mostCommon(counter: Map<number, number> | undefined): number | null {
  let best: number | null = null;
  let bestCount = -1;
  for (const [key, count] of [...(counter ?? new Map<number, number>()).entries()].sort((a, b) => a[0] - b[0])) {
    if (count > bestCount) [best, bestCount] = [key, count];
  }
  return best;
}

function coverParts(s: ReportState): Pick<Report, 'cover_page' | 'graph_page_header' | 'account_data' | 'survey_data' | 'owner_data'> {
  const names = s.accounts.map((account) => account.name);
  const range = s.params.date_range;
  const surveysAt = new Map<number, { count: number; last: Date | null }>();
  for (const survey of s.surveys) {
    const entry = entryOf(surveysAt, survey.fleet_location_id, () => ({ count: 0, last: null as Date | null }));
    entry.count++;
    if (!entry.last || survey.survey_date > entry.last) entry.last = survey.survey_date;
  }
  const owners = new Map<number | null, Report['owner_data']['owners'][number]>();
  for (const survey of s.surveys) {
    const owner = entryOf(owners, survey.dealer_id, () => ({
      dealer_id: survey.dealer_id, nonsig: survey.dealer_nonsig, name: survey.dealer_name, city: survey.dealer_city, state: survey.dealer_state,
      surveys: 0, units: 0, tires: 0,
    }));
    owner.surveys++;
    owner.units += survey.units;
    owner.tires += survey.tires;
  }
  const locations = new Map(s.locations.map((location) => [location.id, location]));
  return {
    cover_page: {
      report_name: s.params.report_name,
      account_names: names,
      date_range: range,
      prepared_for: s.params.prepared_for,
      prepared_by: s.params.prepared_by,
      generated_at: s.generatedAt.toISOString(),
    },
    graph_page_header: { title: s.params.report_name, subtitle: range.label, account_names: names, date_range_label: range.label },
    account_data: {
      accounts: s.accounts.map((account) => ({
        ...account,
        locations: s.locations
          .filter((location) => location.account_id === account.id)
          .map(({ account_id: _account, ...location }) => ({
            ...location,
            surveys: surveysAt.get(location.id)?.count ?? 0,
            last_survey_date: surveysAt.get(location.id)?.last?.toISOString() ?? null,
          })),
      })),
    },
    survey_data: {
      surveys: [...s.surveys]
        .sort((a, b) => a.survey_date.getTime() - b.survey_date.getTime() || a.id - b.id)
        .map((survey) => ({
          id: survey.id,
          account_id: survey.account_id,
          fleet_location_id: survey.fleet_location_id,
          fleet_location_code: locations.get(survey.fleet_location_id)?.code ?? '',
          fleet_location: locations.get(survey.fleet_location_id)?.name ?? '',
          survey_date: survey.survey_date.toISOString(),
          surveyed_by: survey.surveyed_by,
          dealer_id: survey.dealer_id,
          dealer_name: survey.dealer_name,
          units: survey.units,
          tires: survey.tires,
        })),
    },
    owner_data: { owners: [...owners.values()].sort((a, b) => b.surveys - a.surveys || (a.name ?? '').localeCompare(b.name ?? '')) },
  };
}

function statisticParts(s: ReportState): Pick<Report, 'statistic_data' | 'fleet_conditional_data' | 'account_tire_reports_data'> {
  const units = [...s.units.values()];
  const surveyedLocations = new Set(s.surveys.map((survey) => survey.fleet_location_id));
  const byClass = byClassOrder(s.byClass);
  const surveysOf = new Map<number, ReportState['surveys']>();
  for (const survey of s.surveys) entryOf(surveysOf, survey.account_id, () => []).push(survey);
  const unitsOf = new Map<number, number>();
  for (const unit of units) bump(unitsOf, unit.account_id, 1);
  return {
    statistic_data: {
      ...s.overall.summary(),
      locations_surveyed: surveyedLocations.size,
      surveys: s.surveys.length,
      units_inspected: units.length,
      inspections: units.reduce((sum, unit) => sum + unit.inspections, 0),
      tires_inspected: s.overall.read,
      tires_in_spec_percent: inSpecPercent(s.overall.tire),
      by_position_class: byClass.map(([cls, tally]) => ({ position_class: cls, ...tally.summary() })),
    },
    fleet_conditional_data: {
      by_position_class: byClass.map(([cls, tally]) => {
        const summary = tally.summary();
        return {
          position_class: cls,
          tires: summary.tires,
          pressure_levels: summary.pressure_levels,
          tread_levels: summary.tread_levels,
          pressure_in_spec_percent: summary.pressure_in_spec_percent,
          tread_in_spec_percent: summary.tread_in_spec_percent,
          ...(s.mismatches.get(cls) ?? emptyMismatches()),
        };
      }),
      wear_conditions: [...s.wear.values()].sort((a, b) => b.tires - a.tires || a.name.localeCompare(b.name)),
    },
    account_tire_reports_data: s.accounts.map((account) => {
      const tally = s.byAccount.get(account.id) ?? new LevelTally();
      const surveys = surveysOf.get(account.id) ?? [];
      return {
        account_id: account.id,
        account_name: account.name,
        locations_surveyed: new Set(surveys.map((survey) => survey.fleet_location_id)).size,
        surveys: surveys.length,
        units: unitsOf.get(account.id) ?? 0,
        tires: tally.tires,
        tires_with_exceptions: tally.exceptions,
        pressure_in_spec_percent: inSpecPercent(tally.pressure),
        tread_in_spec_percent: inSpecPercent(tally.tread),
      };
    }),
  };
}

function graphParts(s: ReportState): Pick<Report, 'multiple_graphs' | 'potential_loss_data'> {
  const buckets = (counter: Map<number, number>) => [...counter.entries()].sort((a, b) => a[0] - b[0]);
  const surveyed = s.locations.filter((location) => s.byLocation.has(location.id));
  const total = emptyLoss();
  for (const inputs of s.loss.values()) addLoss(total, inputs);
  const assumptions = s.params.loss_assumptions;
  return {
    multiple_graphs: {
      pressure_distribution: byClassOrder(s.pressureBuckets).map(([cls, counter]) => ({
        position_class: cls,
        target_pressure_psi: mostCommon(s.targets.get(cls)),
        buckets: buckets(counter).map(([bucket, tires]) => ({ from_psi: bucket * PRESSURE_BUCKET_PSI, to_psi: (bucket + 1) * PRESSURE_BUCKET_PSI, tires })),
      })),
      tread_depth_distribution: byClassOrder(s.treadBuckets).map(([cls, counter]) => ({
        position_class: cls,
        buckets: buckets(counter).map(([bucket, tires]) => ({
          from_32nds: bucket * 2,
          to_32nds: (bucket + 1) * 2,
          from_mm: round(bucket * TREAD_BUCKET_MM, 2),
          to_mm: round((bucket + 1) * TREAD_BUCKET_MM, 2),
          tires,
        })),
      })),
      exceptions_by_location: surveyed.map((location) => {
        const tally = s.byLocation.get(location.id) as LevelTally;
        return {
          fleet_location_id: location.id,
          code: location.code,
          name: location.name,
          tires: tally.tires,
          pressure_warning: tally.pressure.warning,
          pressure_critical: tally.pressure.critical,
          tread_warning: tally.tread.warning,
          tread_critical: tally.tread.critical,
          tires_with_exceptions: tally.exceptions,
        };
      }),
    },
    potential_loss_data: {
      assumptions: lossAssumptions(assumptions),
      tires_with_pressure: total.tiresWithPressure,
      ...estimateLoss(total, assumptions),
      by_location: surveyed.map((location) => ({
        fleet_location_id: location.id,
        code: location.code,
        name: location.name,
        ...estimateLoss(s.loss.get(location.id) ?? emptyLoss(), assumptions),
      })),
    },
  };
}

/** The age rule of each surveyed location, in location code order: what the tire age levels were judged by. */
function ageRules(s: ReportState): NonNullable<Report['spec_information_data']['age_rules']> {
  const surveyed = new Set(s.surveys.map((survey) => survey.fleet_location_id));
  return s.locations
    .filter((location) => surveyed.has(location.id))
    .map((location) => ({
      fleet_location_id: location.id,
      fleet_location_code: location.code,
      fleet_location: location.name,
      warning_years: location.tire_age_warning_years,
      critical_steer_years: location.tire_age_critical_steer_years,
    }));
}

/** The report's data: the spec's parts, from what the builder gathered. */
export function assembleReport(s: ReportState): Report {
  return {
    report_name: s.params.report_name,
    comment: s.params.comments,
    measurement: { pressure: 'psi', tread_depth: 'mm', distance: 'mi' },
    ...coverParts(s),
    ...statisticParts(s),
    ...graphParts(s),
    units_data: {
      units: [...s.units.values()].sort(
        (a, b) => b.critical - a.critical || b.exceptions - a.exceptions || a.unit_number.localeCompare(b.unit_number) || a.unit_id - b.unit_id,
      ),
    },
    spec_information_data: {
      specs: [...s.specs].sort(
        (a, b) =>
          a.fleet_location_code.localeCompare(b.fleet_location_code) ||
          POSITION_CLASS_ORDER.indexOf(a.position_class) - POSITION_CLASS_ORDER.indexOf(b.position_class) ||
          (a.tire_size ?? '').localeCompare(b.tire_size ?? ''),
      ),
      age_rules: ageRules(s),
    },
    images_data: { images: s.images, is_limited: s.imagesLimited },
  };
}
