import type { TireAgeRule } from '../../../../../contract/tire-age';
/**
 * Reads over the field database for the survey screens, run inside live queries so the screens
 * follow every local write and every sync confirmation. Only reads: writes go through the
 * data layer's repositories.
 */
import {
  getAxleConfiguration,
  getReference,
  listRemovedTires,
  listSurveyInspections,
  listTireReadings,
  listTrailerReadiness,
  REFERENCE_KEYS,
  type FleetSurveyDb,
  type ImageRecord,
  type RemovedTireRecord,
  type SurveyRecord,
  type TireReadingRecord,
  type UnitInspectionRecord,
  type UnitRecord,
} from '../../data';
import { referenceKeys } from '../../state';
import { buildDiagram, toPositionClass, type AxleInput } from '../axle-diagram/layout';
import { positionOrder } from '../axle-diagram/walking-order';
import { isException, specFor, wheelStatus, type SpecRow } from '../axle-diagram/levels';
import { unitsFor } from '../../../../lib/units';

interface CachedConfiguration {
  value: number;
  code: string;
  text: string;
  axles: { axle_number: number; tire_count: number; position_class: string; is_lift: boolean }[];
}

interface CachedSelects {
  types?: { text: string; value: string | number }[];
}

export interface UnitAxles {
  axles: AxleInput[];
  name: string | null;
  code: string | null;
}

/** The unit's axle configuration as cached: the configurations table, else the type's list. */
export async function loadUnitAxles(db: FleetSurveyDb, unit: UnitRecord): Promise<UnitAxles | null> {
  const id = typeof unit.data.axle_configuration_id === 'number' ? unit.data.axle_configuration_id : null;
  if (id === null) return null;
  const record = await getAxleConfiguration(db, id);
  if (record && record.axles.length > 0) return { axles: record.axles, name: record.name, code: record.code };
  const type = typeof unit.data.type === 'number' ? unit.data.type : null;
  if (type === null) return null;
  const list = (await getReference<CachedConfiguration[]>(db, referenceKeys.unitConfigurations(type)))?.value;
  const found = Array.isArray(list) ? list.find((c) => c.value === id) : undefined;
  if (!found) return null;
  const axles = found.axles.map((a) => ({ axle_number: a.axle_number, tire_count: a.tire_count, position_class: toPositionClass(a.position_class), is_lift: a.is_lift }));
  return { axles, name: found.text, code: found.code };
}

/** The unit type's name: from the server's unit row, else the cached unit selects. */
export async function loadUnitTypeName(db: FleetSurveyDb, unit: UnitRecord): Promise<string | null> {
  if (typeof unit.data.type_name === 'string') return unit.data.type_name;
  const selects = (await getReference<CachedSelects>(db, REFERENCE_KEYS.unitSelects))?.value;
  const type = selects?.types?.find((t) => Number(t.value) === unit.data.type);
  return type?.text ?? null;
}

export async function loadSpecs(db: FleetSurveyDb, locationId: number): Promise<SpecRow[]> {
  const cached = (await getReference<{ specs?: SpecRow[] }>(db, referenceKeys.treadDepthSpec(locationId)))?.value;
  return Array.isArray(cached?.specs) ? cached.specs : [];
}

/** The location's tire age rule as last downloaded with its specs; null: the default. */
export async function loadAgeRule(db: FleetSurveyDb, locationId: number): Promise<TireAgeRule | null> {
  const cached = (await getReference<{ age_rule?: TireAgeRule }>(db, referenceKeys.treadDepthSpec(locationId)))?.value;
  return cached?.age_rule ?? null;
}

export interface SurveyUnitRow {
  inspection: UnitInspectionRecord;
  unit: UnitRecord | null;
  unitNumber: string;
  typeName: string | null;
  configurationName: string | null;
  configurationCode: string | null;
  read: number;
  total: number;
  exceptions: number;
  /** Something of this unit (details, readings, photos, removals, checklist) is not on the server yet. */
  unsent: boolean;
  attention: boolean;
}

const isRead = (reading: TireReadingRecord) => reading.data.pressure_psi != null || reading.data.tread_depth_mm != null;

/** The units of a survey with their progress, for the overview list. */
export async function loadSurveyUnitRows(db: FleetSurveyDb, survey: SurveyRecord): Promise<SurveyUnitRow[]> {
  const [inspections, specs, images, removed, readiness, ageRule] = await Promise.all([
    listSurveyInspections(db, survey.localId),
    loadSpecs(db, survey.locationId),
    db.images.where('surveyLocalId').equals(survey.localId).toArray(),
    db.removed_tires.where('surveyLocalId').equals(survey.localId).toArray(),
    listTrailerReadiness(db, survey.localId),
    loadAgeRule(db, survey.locationId),
  ]);
  const units = unitsFor('imperial');
  const rows = await Promise.all(
    inspections.map(async (inspection): Promise<SurveyUnitRow> => {
      const unit = (await db.units.get(inspection.unitLocalId)) ?? null;
      const [axles, typeName, readings] = await Promise.all([
        unit ? loadUnitAxles(db, unit) : null,
        unit ? loadUnitTypeName(db, unit) : null,
        listTireReadings(db, inspection.localId),
      ]);
      const classOf = new Map(axles?.axles.map((a) => [a.axle_number, a.position_class]) ?? []);
      const readNow = readings.filter(isRead);
      const exceptions = readNow.filter((r) => {
        const positionClass = classOf.get(r.data.axle_number) ?? 'unknown';
        const age = { at: new Date(r.updatedAt), rule: ageRule };
        return isException(wheelStatus(r.data, positionClass, specFor(specs, positionClass, r.data.tire_size_id), units, undefined, age).overall);
      }).length;
      const related = [
        inspection,
        ...readings,
        ...images.filter((i) => i.inspectionLocalId === inspection.localId),
        ...removed.filter((r) => r.inspectionLocalId === inspection.localId),
        ...readiness.filter((r) => r.unitLocalId === inspection.unitLocalId),
      ];
      return {
        inspection,
        unit,
        unitNumber: String(unit?.data.unit_number ?? '?'),
        typeName,
        configurationName: axles?.name ?? (typeof unit?.data.axle_configuration === 'string' ? unit.data.axle_configuration : null),
        configurationCode: axles?.code ?? null,
        read: readNow.length,
        total: axles ? positionOrder(buildDiagram(axles.axles)).length : readings.length,
        exceptions,
        unsent: related.some((r) => r.syncState === 'unsent'),
        attention: related.some((r) => r.syncState === 'attention' || r.syncState === 'not_synced'),
      };
    }),
  );
  return rows.sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, undefined, { numeric: true }));
}

/** A unit of the survey by its unit number (the inspection route's parameter). */
export async function findSurveyUnitByNumber(db: FleetSurveyDb, surveyLocalId: string, unitNumber: string): Promise<{ unit: UnitRecord; inspection: UnitInspectionRecord } | null> {
  for (const inspection of await listSurveyInspections(db, surveyLocalId)) {
    const unit = await db.units.get(inspection.unitLocalId);
    if (unit && String(unit.data.unit_number) === unitNumber) return { unit, inspection };
  }
  return null;
}

export async function findInspection(db: FleetSurveyDb, surveyLocalId: string, unitLocalId: string): Promise<UnitInspectionRecord | null> {
  return (await db.unit_inspections.where('[surveyLocalId+unitLocalId]').equals([surveyLocalId, unitLocalId]).first()) ?? null;
}

export interface SurveyUnsent {
  readings: number;
  photos: number;
  removals: number;
  units: number;
  /** Trailer checklists. */
  readiness: number;
  survey: boolean;
  attention: number;
}

/** What of one survey is still only on this device, by the records' sync states. */
export async function loadSurveyUnsent(db: FleetSurveyDb, survey: SurveyRecord): Promise<SurveyUnsent> {
  const [inspections, tires, images, removed, readiness] = await Promise.all([
    db.unit_inspections.where('surveyLocalId').equals(survey.localId).toArray(),
    db.tires.where('surveyLocalId').equals(survey.localId).toArray(),
    db.images.where('surveyLocalId').equals(survey.localId).toArray(),
    db.removed_tires.where('surveyLocalId').equals(survey.localId).toArray(),
    listTrailerReadiness(db, survey.localId),
  ]);
  const pending = (r: { syncState: string }) => r.syncState !== 'synced';
  const all: { syncState: string }[] = [survey, ...inspections, ...tires, ...images, ...removed, ...readiness];
  return {
    readings: tires.filter(pending).length,
    photos: images.filter((i: ImageRecord) => pending(i)).length,
    removals: removed.filter((r: RemovedTireRecord) => pending(r)).length,
    units: inspections.filter(pending).length,
    readiness: readiness.filter(pending).length,
    survey: survey.syncState !== 'synced',
    attention: all.filter((r) => r.syncState === 'attention').length,
  };
}

export const surveyRemovedTires = (db: FleetSurveyDb, surveyLocalId: string) => listRemovedTires(db, surveyLocalId);
