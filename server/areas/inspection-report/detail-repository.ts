import { and, eq, isNull } from 'drizzle-orm';
import type { ExceptionColor, Resolutions, SurveyDetailResponse, SurveyDetailRow } from '../../../contract/inspection-report';
import { tireAgeYears } from '../../../contract/tire-age';
import { isReadingException, readingExceptions, resolveSpec, type ExceptionLevel, type PositionClass, type TireSpec } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { inspectedUnitCount, surveyReadiness, surveyReadings } from '../../reporting/survey-detail-queries';
import { tireWearProjections, type TireWearProjection } from '../../reporting/tire-wear-projection';
import { ageRuleOf } from '../../tire-exceptions/age-rules';
import { specRowsByLocation } from '../../tire-exceptions/spec-rows';
import { positionCode } from '../../tire-exceptions/position-code';
import type { Scope } from '../../tenancy';
import { requireSurveyHeader, type SurveyHeader } from '../survey-header';
import { inspectionSurveyScope } from './survey-scope';

/** A live survey the user may see; others answer 404 like a missing one. */
export const requireReportSurvey = (db: Db, scope: Scope, id: number) => requireSurveyHeader(db, id, inspectionSurveyScope(scope));
export type ReportSurvey = SurveyHeader;

/** Live photos of the survey: which units and which tires have any. */
async function photographed(db: Db, surveyId: number) {
  const rows = await db
    .selectDistinct({ unitInspectionId: images.unitInspectionId, tireId: images.tireId })
    .from(images)
    .where(and(eq(images.surveyId, surveyId), isNull(images.deletedAt)));
  return {
    inspections: new Set(rows.filter((row) => row.tireId === null).map((row) => row.unitInspectionId)),
    tires: new Set(rows.map((row) => row.tireId).filter((id): id is number => id !== null)),
  };
}

function projectionOf(projection: TireWearProjection | undefined) {
  return {
    wear_measured: projection?.is_measured ?? false,
    projected_pull_date: projection?.projected_pull_date ?? null,
    cost_per_mile: projection?.cost_per_mile ?? null,
  };
}

/** The resolutions of a reading (contract/inspection-report.ts says why these). */
export function resolutionsOf(pressurePsi: number | null, levels: { pressure: ExceptionLevel; tread: ExceptionLevel }, spec: TireSpec | null, wear: string | null): Resolutions {
  const pressureOff = levels.pressure === 'warning' || levels.pressure === 'critical';
  const over = spec !== null && pressurePsi !== null && pressurePsi > spec.max_pressure_psi;
  return {
    pressure: pressureOff ? (over ? 'deflate' : 'inflate') : null,
    tread_depth: levels.tread === 'critical' ? 'replace_now' : levels.tread === 'warning' ? 'plan_replacement' : null,
    wear_condition: wear ? 'inspect' : null,
  };
}

/**
 * The detail call's answer: header, every reading with its levels, photos and readiness, and
 * each tire's wear projection (read with the scope: a tire since moved out of it has none).
 */
export async function surveyDetail(db: Db, scope: Scope, survey: ReportSurvey): Promise<Omit<SurveyDetailResponse, 'currency_symbol'>> {
  const [readings, photos, readiness, specs, unitCount, ageRule] = await Promise.all([
    surveyReadings(db, survey.id),
    photographed(db, survey.id),
    surveyReadiness(db, survey.id),
    specRowsByLocation(db, [survey.fleetLocationId]),
    inspectedUnitCount(db, survey.id),
    ageRuleOf(db, survey.fleetLocationId),
  ]);
  const tireIds = readings.map((reading) => reading.tireId).filter((id): id is number => id !== null);
  const projections = new Map((await tireWearProjections(db, scope, tireIds)).map((row) => [row.tire_id, row]));
  const specRows = specs.get(survey.fleetLocationId) ?? [];
  const readinessOf = new Map(readiness.map((check) => [check.unitId, check.passed ? ('passed' as const) : ('failed' as const)]));
  let exceptions = 0;
  const data: SurveyDetailRow[] = readings.map((reading) => {
    const spec = resolveSpec(specRows, reading.positionClass as PositionClass, reading.tireSizeId);
    const ageYears = tireAgeYears(reading.dotWeek, reading.dotYear, new Date(reading.readAt));
    const levels = readingExceptions(
      {
        pressure_psi: reading.pressurePsi,
        tread_depth_mm: reading.treadDepthMm,
        position_class: reading.positionClass as PositionClass,
        age_years: ageYears,
        age_rule: ageRule,
      },
      spec,
    );
    if (isReadingException(levels)) exceptions++;
    return {
      unit_number: reading.unitNumber,
      unit_id: reading.unitId,
      unit_type: reading.unitType,
      insp_id: reading.inspectionId,
      axle_and_tire_position: positionCode(reading.axleNumber, reading.side, reading.place),
      pressure: reading.pressurePsi,
      pressure_color: levels.pressure as ExceptionColor,
      tread_depth: reading.treadDepthMm,
      tread_depth_color: levels.tread as ExceptionColor,
      wear_conditions: reading.wearConditions,
      valve: reading.valve,
      brand: reading.brand,
      product_line: reading.productLine,
      tire_size: reading.tireSize,
      tire_id: reading.tireId,
      dot_code: reading.dotCode,
      tire_age_years: ageYears,
      tire_age_color: levels.age as ExceptionColor,
      has_tire_images: reading.tireId !== null && photos.tires.has(reading.tireId),
      has_unit_images: photos.inspections.has(reading.inspectionId),
      resolutions: resolutionsOf(reading.pressurePsi, levels, spec, reading.wearConditions),
      trailer_readiness: readinessOf.get(reading.unitId) ?? null,
      ...projectionOf(reading.tireId === null ? undefined : projections.get(reading.tireId)),
    };
  });
  return {
    survey_id: survey.id,
    survey_by: survey.surveyBy,
    survey_by_company: survey.dealerName,
    survey_date_time: survey.surveyDate.toISOString(),
    account_name: survey.accountName,
    fleet_location_name: `${survey.locationCode} ${survey.locationName}`,
    address_city_state_view: `${survey.address}, ${survey.city}, ${survey.state}`,
    has_trailer_readiness_report: readiness.length > 0,
    total_units: unitCount,
    total_tires: readings.length,
    exceptions,
    data,
  };
}
