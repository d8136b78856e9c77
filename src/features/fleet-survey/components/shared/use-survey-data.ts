import type { TireAgeRule } from '../../../../../contract/tire-age';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { listImages, listTireReadings, type ImageRecord, type RemovedTireRecord, type SurveyRecord, type TireReadingRecord, type UnitRecord } from '../../data';
import { sessionAtom, store } from '../../../../lib/store';
import { useFieldQuery, useLocalLocation, useLocalSurvey, useReferenceValue, referenceKeys, urlIdOf } from '../../state';
import { unitsOfUser, type Units } from '../../../../lib/units';
import type { EditTireSelects, RemovalReason, WearCondition } from '../../api/inspection';
import type { SpecRow } from '../axle-diagram/levels';
import {
  findInspection,
  findSurveyUnitByNumber,
  loadSurveyUnitRows,
  loadSurveyUnsent,
  loadUnitAxles,
  loadUnitTypeName,
  surveyRemovedTires,
  type SurveyUnitRow,
  type SurveyUnsent,
  type UnitAxles,
} from './survey-queries';

/** The signed-in user's units (psi or bar, 32nds or mm) and the locale numbers are written in. */
export function useUserUnits(): { units: Units; locale: string } {
  const { user } = useAtomValue(sessionAtom, { store });
  const { i18n } = useLingui();
  // The user is kept on the device with the session, so the choice holds offline too.
  const system = user?.unit_of_measurement ?? null;
  const pressure = user?.pressure_unit ?? null;
  const units = useMemo(() => unitsOfUser({ unit_of_measurement: system, pressure_unit: pressure }), [system, pressure]);
  return { units, locale: i18n.locale };
}

export interface SurveyContext {
  survey: SurveyRecord;
  /** The id for links: the server id once known, else the local id. */
  urlId: string;
  serverId: number | null;
  locationName: string | null;
  /** A finished survey is only looked at. */
  readOnly: boolean;
}

/** The survey of a URL (local or server id); null when this device does not have it. */
export function useSurveyContext(param: string): SurveyContext | null | undefined {
  const survey = useLocalSurvey(param);
  const location = useLocalLocation(survey?.locationId ?? -1);
  return useMemo(() => {
    if (survey === undefined) return undefined;
    if (survey === null || survey.deleted) return null;
    return {
      survey,
      urlId: urlIdOf(survey),
      serverId: typeof survey.serverId === 'number' ? survey.serverId : survey.serverId !== null ? Number(survey.serverId) : null,
      locationName: location?.name ?? null,
      readOnly: survey.status === 'finished',
    };
  }, [survey, location]);
}

export function useSurveyUnitRows(survey: SurveyRecord | null): SurveyUnitRow[] | undefined {
  return useFieldQuery((db) => (survey ? loadSurveyUnitRows(db, survey) : Promise.resolve([])), [survey], []);
}

export function useSurveyUnsent(survey: SurveyRecord | null): SurveyUnsent | undefined {
  const empty: SurveyUnsent = { readings: 0, photos: 0, removals: 0, units: 0, readiness: 0, survey: false, attention: 0 };
  return useFieldQuery((db) => (survey ? loadSurveyUnsent(db, survey) : Promise.resolve(empty)), [survey], empty);
}

export function useSurveyUnitByNumber(surveyLocalId: string | null, unitNumber: string) {
  return useFieldQuery((db) => (surveyLocalId ? findSurveyUnitByNumber(db, surveyLocalId, unitNumber) : Promise.resolve(null)), [surveyLocalId, unitNumber], null);
}

export function useInspectionOf(surveyLocalId: string | null, unitLocalId: string | null) {
  return useFieldQuery((db) => (surveyLocalId && unitLocalId ? findInspection(db, surveyLocalId, unitLocalId) : Promise.resolve(null)), [surveyLocalId, unitLocalId], null);
}

export interface UnitFacts {
  axles: UnitAxles | null;
  typeName: string | null;
}

export function useUnitFacts(unit: UnitRecord | null): UnitFacts | undefined {
  return useFieldQuery(async (db) => (unit ? { axles: await loadUnitAxles(db, unit), typeName: await loadUnitTypeName(db, unit) } : { axles: null, typeName: null }), [unit], {
    axles: null,
    typeName: null,
  });
}

export function useTireReadings(inspectionLocalId: string | null): TireReadingRecord[] | undefined {
  return useFieldQuery((db) => (inspectionLocalId ? listTireReadings(db, inspectionLocalId) : Promise.resolve([])), [inspectionLocalId], []);
}

/** Photos of an inspection: the unit's own (tireLocalId null) or one tire's. */
export function useLocalImages(inspectionLocalId: string | null, tireLocalId: string | null): ImageRecord[] | undefined {
  return useFieldQuery(
    async (db) => {
      if (!inspectionLocalId) return [];
      const images = await listImages(db, inspectionLocalId, tireLocalId ?? undefined);
      return images.filter((i) => (tireLocalId ? true : i.ownerKind === 'unit')).sort((a, b) => a.createdAt - b.createdAt);
    },
    [inspectionLocalId, tireLocalId],
    [],
  );
}

export function useRemovedTires(surveyLocalId: string | null): RemovedTireRecord[] | undefined {
  return useFieldQuery((db) => (surveyLocalId ? surveyRemovedTires(db, surveyLocalId) : Promise.resolve([])), [surveyLocalId], []);
}

/** Unit numbers of a survey's units, by local unit id, for lists that show removals. */
export function useUnitNumbers(surveyLocalId: string | null): Map<string, string> | undefined {
  return useFieldQuery(
    async (db) => {
      if (!surveyLocalId) return new Map<string, string>();
      const inspections = await db.unit_inspections.where('surveyLocalId').equals(surveyLocalId).toArray();
      const units = await db.units.bulkGet(inspections.map((i) => i.unitLocalId));
      return new Map(units.filter((u): u is UnitRecord => Boolean(u)).map((u) => [u.localId, String(u.data.unit_number)]));
    },
    [surveyLocalId],
    new Map<string, string>(),
  );
}

export interface InspectionLookups {
  selects: EditTireSelects | null;
  wearConditions: WearCondition[];
  removalReasons: RemovalReason[];
  specs: SpecRow[] | null;
  /** The location's tire age rule; null before the server sent one (the default applies). */
  ageRule: TireAgeRule | null;
}

/** The cached lookups of the inspection screens; empty lists until first downloaded. */
export function useInspectionLookups(locationId: number | null): InspectionLookups {
  const selects = useReferenceValue<EditTireSelects>(referenceKeys.editTireSelects);
  const wear = useReferenceValue<{ wear_conditions: WearCondition[] }>(referenceKeys.wearConditions);
  const reasons = useReferenceValue<{ removal_reasons: RemovalReason[] }>(referenceKeys.removalReasons);
  const spec = useReferenceValue<{ specs: SpecRow[]; age_rule?: TireAgeRule }>(locationId === null ? null : referenceKeys.treadDepthSpec(locationId));
  return useMemo(
    () => ({
      selects: selects ?? null,
      wearConditions: wear?.wear_conditions ?? selects?.wear_conditions ?? [],
      removalReasons: reasons?.removal_reasons ?? [],
      specs: spec?.specs ?? null,
      ageRule: spec?.age_rule ?? null,
    }),
    [selects, wear, reasons, spec],
  );
}
