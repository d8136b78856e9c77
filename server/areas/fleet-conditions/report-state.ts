import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import type { PositionClass } from '../../../contract/tire-exceptions';
import type { LossInputs } from './potential-loss';
import type { StoredParameters } from './report-parameters';
import type { ReportAccount, ReportLocation, ReportSurvey } from './report-sources';
import type { LevelTally } from './tally';

/** Locations per step: small enough that one step's queries and sums take milliseconds. */
export const LOCATIONS_PER_CHUNK = 100;
/** Photos a report carries; past this it carries the first ones and says there are more. */
export const MAX_REPORT_IMAGES = 200;
/** Chart buckets, as the reporting layer tallies them. */
export { PRESSURE_BUCKET_PSI, TREAD_BUCKET_MM } from '../../reporting/survey-tallies';

/** The locations of one step of the report, with their surveys. */
export interface Chunk {
  locationIds: number[];
  surveyIds: number[];
}

export type SurveyWithCounts = ReportSurvey & { units: number; tires: number };
export type UnitEntry = FleetConditionReport['units_data']['units'][number];
export type SpecEntry = FleetConditionReport['spec_information_data']['specs'][number];
export type WearEntry = FleetConditionReport['fleet_conditional_data']['wear_conditions'][number];
export type ImageEntry = FleetConditionReport['images_data']['images'][number];

export interface MismatchTally {
  dual_pairs_checked: number;
  dual_tread_mismatches: number;
  dual_pressure_mismatches: number;
  axles_checked: number;
  axle_tread_mismatches: number;
  axle_pressure_mismatches: number;
}

/** Everything the parts gather, then assembled into the report's data. */
export interface ReportState {
  params: StoredParameters;
  generatedAt: Date;
  accounts: ReportAccount[];
  locations: ReportLocation[];
  surveys: SurveyWithCounts[];
  chunks: Chunk[];
  specs: SpecEntry[];
  overall: LevelTally;
  byClass: Map<PositionClass, LevelTally>;
  byAccount: Map<number, LevelTally>;
  byLocation: Map<number, LevelTally>;
  loss: Map<number, LossInputs>;
  /** Tires per target pressure, per class: the chart marks the target most tires are held to. */
  targets: Map<PositionClass, Map<number, number>>;
  units: Map<number, UnitEntry>;
  mismatches: Map<PositionClass, MismatchTally>;
  wear: Map<number, WearEntry>;
  pressureBuckets: Map<PositionClass, Map<number, number>>;
  treadBuckets: Map<PositionClass, Map<number, number>>;
  images: ImageEntry[];
  imagesLimited: boolean;
}

export const POSITION_CLASS_ORDER: readonly PositionClass[] = ['steer', 'drive', 'trail', 'unknown'];

export const emptyMismatches = (): MismatchTally => ({
  dual_pairs_checked: 0,
  dual_tread_mismatches: 0,
  dual_pressure_mismatches: 0,
  axles_checked: 0,
  axle_tread_mismatches: 0,
  axle_pressure_mismatches: 0,
});

export const toIso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());
