import type { RemovedTire } from '../../../contract/fleet-survey/inspection-removals';
import { tireAgeLevel, tireAgeYears, type TireAgeRule } from '../../../contract/tire-age';
import { axleMismatch, dualMismatch, readingExceptions, resolveSpec, type ExceptionLevel, type SpecRow } from '../../../contract/tire-exceptions';
import type { SessionUser } from '../../auth/session-user';
import { exportWords } from '../../exports/export-words';
import { reportMeta } from '../../exports/report-meta';
import type { CellColor, ReportDocument, ReportMeta } from '../../exports/report-model';
import type { SurveyReading } from '../../reporting/survey-detail-queries';
import type { ReadinessUnit } from './readiness/trailer-readiness-repository';

export interface SurveyHeading {
  accountName: string;
  locationName: string;
  locationCode: string;
  fullAddress: string;
  surveyDate: Date;
}

export interface ReportContext {
  user: SessionUser;
  language: string;
  heading: SurveyHeading;
}

const usDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

export function surveyLabel(heading: SurveyHeading): string {
  return `${heading.locationName} (${heading.locationCode}), ${usDate(heading.surveyDate)}`;
}

function meta(context: ReportContext, title: string): ReportMeta {
  const { heading } = context;
  const filters = [
    { label: /*i18n*/ 'Location', value: `${heading.locationName} (${heading.locationCode})` },
    { label: /*i18n*/ 'Address', value: heading.fullAddress },
    { label: /*i18n*/ 'Survey date', value: usDate(heading.surveyDate) },
  ];
  return reportMeta({ user: context.user, language: context.language, filters }, title, heading.accountName);
}

const FINDING_WORDS: Record<string, string> = {
  'pressure warning': /*i18n*/ 'Pressure warning',
  'pressure critical': /*i18n*/ 'Pressure critical',
  'tread warning': /*i18n*/ 'Tread warning',
  'tread critical': /*i18n*/ 'Tread critical',
  'age warning': /*i18n*/ 'Tire age warning',
  'age critical': /*i18n*/ 'Tire age critical',
};

const COLOR: Partial<Record<ExceptionLevel, CellColor>> = { ok: 'ok', warning: 'warning', critical: 'critical' };
const isException = (level: ExceptionLevel) => level === 'warning' || level === 'critical';

/** Which readings of a unit disagree with their dual partner or the other end of the axle. */
function mismatchNotes(rows: readonly SurveyReading[]): Map<SurveyReading, string[]> {
  const notes = new Map<SurveyReading, string[]>(rows.map((row) => [row, []]));
  const measured = (row: SurveyReading | undefined) => (row ? { pressure_psi: row.pressurePsi, tread_depth_mm: row.treadDepthMm } : null);
  const groups = new Map<string, SurveyReading[]>();
  for (const row of rows) {
    const key = `${row.inspectionId}|${row.axleNumber}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const axle of groups.values()) {
    const end = (side: string) => axle.filter((row) => row.side === side);
    for (const side of ['left', 'right']) {
      const tires = end(side);
      const dual = dualMismatch(measured(tires.find((r) => r.place === 'inner')), measured(tires.find((r) => r.place === 'outer')));
      if (dual.tread || dual.pressure) for (const row of tires) notes.get(row)!.push(/*i18n*/ 'Dual mismatch');
    }
    const across = axleMismatch(end('left').map(measured), end('right').map(measured));
    if (across.tread || across.pressure) for (const row of axle) notes.get(row)!.push(/*i18n*/ 'Axle mismatch');
  }
  return notes;
}

/**
 * The survey report: every reading of every unit, coloured by the shared exception rules, the
 * tire's age from its DOT code at the reading's time rated by the location's age rule as the
 * axle diagram and the inspection report rate it.
 */
export function surveyReportDocument(context: ReportContext, readings: readonly SurveyReading[], specs: readonly SpecRow[], ageRule: TireAgeRule): ReportDocument {
  const notes = mismatchNotes(readings);
  const words = exportWords(context.language);
  let pressureExceptions = 0;
  let treadExceptions = 0;
  let ageExceptions = 0;
  const rows = readings.map((row) => {
    const spec = resolveSpec(specs, row.positionClass, row.tireSizeId);
    const levels = readingExceptions({ pressure_psi: row.pressurePsi, tread_depth_mm: row.treadDepthMm, position_class: row.positionClass }, spec);
    const age = tireAgeYears(row.dotWeek, row.dotYear, row.readAt);
    const ageLevel = tireAgeLevel(age, row.positionClass, ageRule);
    if (isException(levels.pressure)) pressureExceptions++;
    if (isException(levels.tread)) treadExceptions++;
    if (isException(ageLevel)) ageExceptions++;
    const findings = [
      ...(isException(levels.pressure) ? [FINDING_WORDS[`pressure ${levels.pressure}`]!] : []),
      ...(isException(levels.tread) ? [FINDING_WORDS[`tread ${levels.tread}`]!] : []),
      ...(isException(ageLevel) ? [FINDING_WORDS[`age ${ageLevel}`]!] : []),
      ...notes.get(row)!,
    ].map((finding) => words.i18n._(finding));
    return {
      unit_number: row.unitNumber,
      axle: row.axleNumber,
      position: words.wheelPosition(row.side, row.place),
      position_class: words.positionClass(row.positionClass),
      tire: [row.brand, row.productLine].filter(Boolean).join(' '),
      size: row.tireSize ?? '',
      pressure: row.pressurePsi,
      tread: row.treadDepthMm,
      age,
      findings: findings.length > 0 ? findings.join(', ') : words.level('ok'),
      wear_conditions: words.names(row.wearConditions ?? ''),
      pressureLevel: levels.pressure,
      treadLevel: levels.tread,
      ageLevel,
    };
  });
  return {
    meta: meta(context, /*i18n*/ 'Survey report'),
    sections: [
      {
        title: /*i18n*/ 'Tire readings',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'axle', header: /*i18n*/ 'Axle', kind: 'integer', width: 5 },
          { key: 'position', header: /*i18n*/ 'Position', width: 11 },
          { key: 'position_class', header: /*i18n*/ 'Class', width: 7 },
          { key: 'tire', header: /*i18n*/ 'Tire', width: 18 },
          { key: 'size', header: /*i18n*/ 'Size', width: 11 },
          { key: 'pressure', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 9 },
          { key: 'tread', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
          { key: 'age', header: /*i18n*/ 'Age (years)', kind: 'integer', width: 7 },
          { key: 'findings', header: /*i18n*/ 'Findings', width: 20 },
          { key: 'wear_conditions', header: /*i18n*/ 'Wear conditions', width: 18 },
        ],
        rows,
        summary: [
          { label: /*i18n*/ 'Units inspected', value: String(new Set(readings.map((row) => row.inspectionId)).size) },
          { label: /*i18n*/ 'Tires read', value: String(readings.length) },
          { label: /*i18n*/ 'Pressure exceptions', value: String(pressureExceptions) },
          { label: /*i18n*/ 'Tread depth exceptions', value: String(treadExceptions) },
          { label: /*i18n*/ 'Tire age exceptions', value: String(ageExceptions) },
        ],
        cellColor: (row, key) => {
          if (key === 'pressure') return COLOR[row.pressureLevel as ExceptionLevel];
          if (key === 'tread') return COLOR[row.treadLevel as ExceptionLevel];
          if (key === 'age') return COLOR[row.ageLevel as ExceptionLevel];
          return undefined;
        },
      },
    ],
  };
}

const names = (list: { name: string }[], name: (text: string) => string) => list.map((item) => name(item.name)).join(', ');

export function removedTiresDocument(context: ReportContext, removed: readonly RemovedTire[]): ReportDocument {
  const words = exportWords(context.language);
  return {
    meta: meta(context, /*i18n*/ 'Removed tires'),
    sections: [
      {
        title: /*i18n*/ 'Removed tires',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'axle_number', header: /*i18n*/ 'Axle', kind: 'integer', width: 5 },
          { key: 'position', header: /*i18n*/ 'Position', width: 11 },
          { key: 'tire', header: /*i18n*/ 'Tire', width: 18 },
          { key: 'size', header: /*i18n*/ 'Size', width: 11 },
          { key: 'retread', header: /*i18n*/ 'Retread', width: 14 },
          { key: 'tread_depth_mm', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
          { key: 'reasons', header: /*i18n*/ 'Removal reasons', width: 18 },
          { key: 'wear', header: /*i18n*/ 'Wear conditions', width: 16 },
          { key: 'odometer', header: /*i18n*/ 'Odometer', kind: 'distance', width: 10 },
          { key: 'hours', header: /*i18n*/ 'Hours', kind: 'integer', width: 7 },
          { key: 'comments', header: /*i18n*/ 'Comments', width: 18 },
          { key: 'removed_at', header: /*i18n*/ 'Removed', kind: 'datetime', width: 14 },
        ],
        rows: removed.map((tire) => ({
          ...tire,
          position: words.wheelPosition(tire.side, tire.place),
          tire: [tire.product_information.brand, tire.product_information.product_line].filter(Boolean).join(' '),
          size: tire.product_information.tire_size ?? '',
          retread: [tire.retread_product_information.brand, tire.retread_product_information.product_line].filter(Boolean).join(' '),
          reasons: names(tire.removal_reasons, words.name),
          wear: names(tire.wear_conditions, words.name),
        })),
        summary: [{ label: /*i18n*/ 'Tires removed', value: String(removed.length) }],
      },
    ],
  };
}

export function readinessCounts(units: readonly ReadinessUnit[]) {
  const passed = units.filter((unit) => unit.passed).length;
  return { trailers_count: units.length, trailers_passed: passed, trailers_failed: units.length - passed };
}

const ANSWER_TEXT: Record<string, string> = { pass: /*i18n*/ 'Pass', fail: /*i18n*/ 'Fail', 'n/a': /*i18n*/ 'N/A' };

export function trailerReadinessDocument(context: ReportContext, units: readonly ReadinessUnit[]): ReportDocument {
  const counts = readinessCounts(units);
  const { i18n, name } = exportWords(context.language);
  return {
    meta: meta(context, /*i18n*/ 'Trailer readiness'),
    sections: [
      {
        title: /*i18n*/ 'Trailer readiness',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'result', header: /*i18n*/ 'Result', width: 8 },
          { key: 'field', header: /*i18n*/ 'Check', width: 14 },
          { key: 'answer', header: /*i18n*/ 'Answer', width: 7 },
          { key: 'notes', header: /*i18n*/ 'Notes', width: 30 },
        ],
        rows: units.flatMap((unit) =>
          unit.fields.map((field) => ({
            unit_number: unit.unit_number,
            result: i18n._(unit.passed ? /*i18n*/ 'Passed' : /*i18n*/ 'Failed'),
            field: name(field.name),
            answer: i18n._(ANSWER_TEXT[field.selected_value] ?? field.selected_value),
            notes: field.notes ?? '',
            passed: unit.passed,
            selected: field.selected_value,
          })),
        ),
        summary: [
          { label: /*i18n*/ 'Trailers checked', value: String(counts.trailers_count) },
          { label: /*i18n*/ 'Passed', value: String(counts.trailers_passed) },
          { label: /*i18n*/ 'Failed', value: String(counts.trailers_failed) },
        ],
        cellColor: (row, key) => {
          if (key === 'result') return row.passed ? 'ok' : 'critical';
          if (key === 'answer' && row.selected === 'fail') return 'critical';
          return undefined;
        },
      },
    ],
  };
}
