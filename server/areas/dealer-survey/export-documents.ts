import type { ReportDealerRow } from '../../../contract/dealer-survey';
import { formatDay } from '../../../contract/date-format';
import { readingExceptions, resolveSpec, worstLevel, type PositionClass, type SpecRow } from '../../../contract/tire-exceptions';
import type { ReportDocument } from '../../exports/report-model';
import { exportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { detailSummaryLines, readinessSection, surveyColumn, surveyListSection, surveySummaryLines, tireLevelColor } from '../../exports/survey-sections';
import type { SurveyReading, SurveyReadinessCheck } from '../../reporting/survey-detail-queries';
import { positionCode } from '../../tire-exceptions/position-code';
import type { DealerSummary } from './report-repository';

/*
 * The dealer survey files: the list (same rows and order as report-dealer, every page) and one
 * survey's detail. Headers are English; the pipeline converts units and colours exceptions.
 */

export function dealerListDocument(context: ExportContext, rows: readonly ReportDealerRow[], summary: DealerSummary): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Dealer survey report'),
    sections: [
      surveyListSection(
        [
          surveyColumn('day', 11),
          { key: 'fleet_location', header: /*i18n*/ 'Fleet location', width: 18 },
          surveyColumn('survey_by', 14),
          surveyColumn('fleet_name', 18),
          { key: 'dealer_location', header: /*i18n*/ 'Dealer', width: 20 },
          surveyColumn('total_tires', 7),
          surveyColumn('total_units', 7),
          surveyColumn('exceptions', 9),
          { key: 'units_with_exceptions', header: /*i18n*/ 'Units with exceptions', kind: 'integer', width: 9 },
          surveyColumn('trailer_readiness', 9),
        ],
        rows,
        surveySummaryLines(summary, context.language),
      ),
    ],
  };
}

export interface SurveyHead {
  surveyDate: Date;
  locationCode: string;
  locationName: string;
  accountName: string;
  dealerName: string | null;
  surveyBy: string;
}

/** One survey: every unit and position with its levels by the contract's rules, then the trailer checks. */
export function surveyDetailDocument(
  context: ExportContext,
  head: SurveyHead,
  readings: readonly SurveyReading[],
  specs: readonly SpecRow[],
  readiness: readonly SurveyReadinessCheck[],
  unitCount: number,
): ReportDocument {
  let exceptions = 0;
  const words = exportWords(context.language);
  const rows = readings.map((reading) => {
    const positionClass = reading.positionClass as PositionClass;
    const levels = readingExceptions(
      { pressure_psi: reading.pressurePsi, tread_depth_mm: reading.treadDepthMm, position_class: positionClass },
      resolveSpec(specs, positionClass, reading.tireSizeId),
    );
    const worst = worstLevel(levels.pressure, levels.tread);
    if (worst === 'warning' || worst === 'critical') exceptions++;
    return {
      unit_number: reading.unitNumber,
      unit_type: words.name(reading.unitType),
      axle_and_tire_position: positionCode(reading.axleNumber, reading.side, reading.place),
      position_class: words.positionClass(positionClass),
      pressure: reading.pressurePsi,
      pressure_color: levels.pressure,
      pressure_level: words.level(levels.pressure),
      tread_depth: reading.treadDepthMm,
      tread_depth_color: levels.tread,
      tread_level: words.level(levels.tread),
      wear_conditions: words.names(reading.wearConditions ?? ''),
    };
  });
  return {
    meta: reportMeta({ ...context, filters: [
      { label: /*i18n*/ 'Fleet', value: head.accountName },
      { label: /*i18n*/ 'Location', value: `${head.locationCode} ${head.locationName}` },
      { label: /*i18n*/ 'Dealer', value: head.dealerName ?? '-' },
      { label: /*i18n*/ 'Survey by', value: head.surveyBy },
      ...context.filters,
    ] }, /*i18n*/ 'Dealer survey detail', formatDay(head.surveyDate, context.language)),
    sections: [
      {
        title: /*i18n*/ 'Tires',
        columns: [
          surveyColumn('unit_number', 12),
          { key: 'unit_type', header: /*i18n*/ 'Unit type', width: 10 },
          surveyColumn('axle_and_tire_position', 8),
          { key: 'position_class', header: /*i18n*/ 'Class', width: 8 },
          surveyColumn('pressure', 10),
          surveyColumn('pressure_level', 10),
          surveyColumn('tread_depth', 10),
          surveyColumn('tread_level', 10),
          surveyColumn('wear_conditions', 22),
        ],
        rows,
        summary: detailSummaryLines(unitCount, rows.length, exceptions, context.language),
        cellColor: tireLevelColor,
      },
      readinessSection(words, readiness),
    ],
  };
}
