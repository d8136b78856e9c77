import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listImages, type TireReadingRecord, type UnitInspectionRecord } from '../../data';
import { fetchInspectionImages, fetchSurveyUnit, fetchSurveyUnits, type ImageInfo } from '../../api/inspection';
import { useFieldQuery, useLocalSurvey, useLocalUnit, useOnline } from '../../state';
import { positionLabel } from '../axle-diagram/layout';
import { useInspectionOf } from '../shared/use-survey-data';
import { galleryItems, type GalleryItem } from './gallery-items';

export interface Gallery {
  items: GalleryItem[] | undefined;
  /** The server's list is being read. */
  loading: boolean;
  /** The server could not be asked (offline) or did not answer; the device's photos are shown. */
  fromDeviceOnly: boolean;
  failed: boolean;
  title: string | null;
}

const numeric = (param: string): number | null => (/^\d+$/.test(param) ? Number(param) : null);
const serverNumber = (record: { serverId: number | string | null } | null | undefined) => (record?.serverId == null ? null : Number(record.serverId));

function useDeviceImages(inspection: UnitInspectionRecord | null | undefined, tireLocalId: string | null) {
  return useFieldQuery(async (db) => (inspection ? listImages(db, inspection.localId, tireLocalId ?? undefined) : []), [inspection?.localId, tireLocalId], []);
}

/** The photos of one unit in one survey: the server's (with signal) merged with the device's. */
export function useUnitGallery(surveyParam: string, unitParam: string): Gallery {
  const online = useOnline();
  const survey = useLocalSurvey(surveyParam);
  const unit = useLocalUnit(unitParam);
  const inspection = useInspectionOf(survey?.localId ?? null, unit?.localId ?? null);
  const local = useDeviceImages(inspection, null);
  const surveyId = numeric(surveyParam) ?? serverNumber(survey);
  const unitId = numeric(unitParam) ?? serverNumber(unit);
  const knownInspection = serverNumber(inspection);
  const server = useQuery({
    queryKey: ['fleet-survey', 'gallery', 'unit', surveyId, unitId, knownInspection],
    queryFn: async () => {
      const inspectionId = knownInspection ?? (await fetchSurveyUnit(surveyId!, unitId!)).unit_inspection_id;
      return fetchInspectionImages(inspectionId);
    },
    enabled: online && surveyId !== null && (knownInspection !== null || unitId !== null),
  });
  return useGallery(server, local, online, unit ? String(unit.data.unit_number) : null);
}

/** The photos of one tire: its server id (or local reading id) names it. */
export function useTireGallery(surveyParam: string, tireParam: string, inspectionHint: number | null): Gallery {
  const online = useOnline();
  const survey = useLocalSurvey(surveyParam);
  const reading = useFieldQuery<TireReadingRecord | null>(
    async (db) =>
      (await db.tires.get(tireParam)) ??
      (numeric(tireParam) === null
        ? null
        : ((await db.tires
            .where('surveyLocalId')
            .equals(survey?.localId ?? '')
            .filter((t) => t.tireServerId === Number(tireParam))
            .first()) ?? null)),
    [tireParam, survey?.localId],
    null,
  );
  const inspection = useFieldQuery(async (db) => (reading ? ((await db.unit_inspections.get(reading.inspectionLocalId)) ?? null) : null), [reading?.inspectionLocalId], null);
  const local = useDeviceImages(inspection, reading?.localId ?? null);
  const surveyId = numeric(surveyParam) ?? serverNumber(survey);
  const tireId = numeric(tireParam) ?? reading?.tireServerId ?? null;
  const knownInspection = inspectionHint ?? serverNumber(inspection);
  const server = useQuery({
    queryKey: ['fleet-survey', 'gallery', 'tire', surveyId, tireId, knownInspection],
    queryFn: async () => {
      const inspections = knownInspection !== null ? [knownInspection] : (await fetchSurveyUnits(surveyId!)).units.map((u) => u.unit_inspection_id);
      // Without a hint the tire's inspection is found by asking each unit of the survey.
      for (const id of inspections) {
        const images = (await fetchInspectionImages(id)).filter((image) => image.tire_id === tireId);
        if (images.length > 0) return images;
      }
      return [] as ImageInfo[];
    },
    enabled: online && tireId !== null && (knownInspection !== null || surveyId !== null),
  });
  return useGallery(server, local, online, reading ? positionLabel(reading.data) : null);
}

function useGallery(
  server: { data?: ImageInfo[]; isFetching: boolean; isError: boolean; isSuccess: boolean },
  local: ReturnType<typeof useDeviceImages>,
  online: boolean,
  title: string | null,
): Gallery {
  const { data, isFetching, isError, isSuccess } = server;
  const items = useMemo(() => {
    if (local === undefined && !isSuccess) return undefined;
    return galleryItems(isSuccess ? (data ?? []) : null, local ?? []);
  }, [data, isSuccess, local]);
  return { items, loading: isFetching && !isSuccess, fromDeviceOnly: !online || isError || !isSuccess, failed: isError, title };
}
