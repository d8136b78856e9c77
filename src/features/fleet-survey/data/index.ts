export { createFleetSurveyDb, FleetSurveyDb, FLEET_SURVEY_DB_NAME } from './db';
export { isQuotaError, StorageFullError, StorageUnavailableError } from './errors';
export { RecordNotFoundError } from './local-write';
export type { OutboxEntry, OutboxOp, OutboxStatus, OutboxRequest, Placeholder } from './outbox-types';
export { openFleetSurveyStorage, requestPersistentStorage, type FleetSurveyStorage, type StorageMode } from './storage';
export { localStorageUploadedUnits, dexieUploadedUnits, UPLOADED_UNITS_STORAGE_KEY, type UploadedUnitsStore } from './uploaded-units';
export * from './types';
export { saveUnitLocally, saveUploadedUnitsLocally, deleteUnitLocally, listUnits, countLocationUnits, getUnit, type SaveUnitInput } from './unit-repository';
export {
  createSurveyLocally,
  updateSurveyDetailsLocally,
  finishSurveyLocally,
  deleteSurveyLocally,
  addNewUnitToSurveyLocally,
  addExistingUnitToSurveyLocally,
  updateUnitInspectionLocally,
  listSurveys,
  listSurveyInspections,
  type FinishOptions,
  type EmailReport,
} from './survey-repository';
export { saveTireReadingLocally, updateTireDetailsLocally, listTireReadings, detailsOf, type SaveTireReadingInput } from './tire-repository';
export { replaceTireLocally, undoTireReplaceLocally, updateRemovedTireLocally, deleteRemovedTireLocally, listRemovedTires } from './removed-tire-repository';
export { saveTrailerReadinessLocally, findTrailerReadiness, listTrailerReadiness, type SaveTrailerReadinessInput } from './trailer-readiness-repository';
export { addImageLocally, deleteImageLocally, listImages, type ImageMeta } from './image-repository';
export { putReference, getReference, cacheLocations, listLocations, cacheAxleConfigurations, getAxleConfiguration, REFERENCE_KEYS } from './reference-repository';
export { cacheServerUnits, replaceLocationUnits, cacheServerSurveys, cacheServerInspection, cacheServerPositions, cacheServerRemovedTires, type ServerPosition, type ServerRemovedTire } from './server-cache';
export { newLocalId, positionKey } from './ids';
export { coupleTrailerLocally, uncoupleLocally, findCoupling, type Coupling } from './coupling-repository';
