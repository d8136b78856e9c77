import Dexie, { type EntityTable, type Table } from 'dexie';
import { FIELD_STORE_NAME } from '../../../lib/field-store';
import type { OutboxEntry } from './outbox-types';
import type {
  AxleConfigurationRecord,
  EntityKind,
  IdKind,
  IdMapRecord,
  ImageRecord,
  LocalRecord,
  LocationRecord,
  ReferenceRecord,
  RemovedTireRecord,
  SurveyRecord,
  SyncMetaRecord,
  TireReadingRecord,
  TrailerReadinessRecord,
  CouplingRecord,
  UnitInspectionRecord,
  UnitRecord,
  UploadedUnit,
} from './types';

/** The spec's name (spec 1 §4); the uploaded-units store of version 1 keeps its name and key. */
export const FLEET_SURVEY_DB_NAME = FIELD_STORE_NAME;

export class FleetSurveyDb extends Dexie {
  db_uploaded_units!: EntityTable<UploadedUnit, 'db_id'>;
  locations!: EntityTable<LocationRecord, 'id'>;
  units!: EntityTable<UnitRecord, 'localId'>;
  axle_configurations!: EntityTable<AxleConfigurationRecord, 'id'>;
  surveys!: EntityTable<SurveyRecord, 'localId'>;
  unit_inspections!: EntityTable<UnitInspectionRecord, 'localId'>;
  tires!: EntityTable<TireReadingRecord, 'localId'>;
  removed_tires!: EntityTable<RemovedTireRecord, 'localId'>;
  images!: EntityTable<ImageRecord, 'localId'>;
  trailer_readiness!: EntityTable<TrailerReadinessRecord, 'localId'>;
  couplings!: Table<CouplingRecord, [string, string]>;
  reference!: EntityTable<ReferenceRecord, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  id_map!: Table<IdMapRecord, [string, string]>;
  sync_meta!: EntityTable<SyncMetaRecord, 'key'>;

  constructor(name: string = FLEET_SURVEY_DB_NAME, options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(name, options);
    // Version 1 is the spec's database as it shipped: only the uploaded-units store.
    this.version(1).stores({ db_uploaded_units: 'db_id, unit_number' });
    this.version(2).stores({
      db_uploaded_units: 'db_id, unit_number, location_id',
      locations: 'id, name',
      units: 'localId, serverId, locationId, syncState',
      axle_configurations: 'id, code',
      surveys: 'localId, serverId, locationId, syncState',
      unit_inspections: 'localId, serverId, surveyLocalId, unitLocalId, [surveyLocalId+unitLocalId]',
      tires: 'localId, serverId, surveyLocalId, inspectionLocalId, unitLocalId, [inspectionLocalId+positionKey]',
      removed_tires: 'localId, serverId, surveyLocalId, inspectionLocalId',
      images: 'localId, storageId, surveyLocalId, inspectionLocalId, tireLocalId, status',
      reference: 'key',
      outbox: '++seq, &id, status, *entityKeys, *createKeys',
      id_map: '[kind+localId], [kind+serverId]',
      sync_meta: 'key',
    });
    // Version 3: trailer checklists are kept on the device and queued like every other change.
    this.version(3).stores({
      trailer_readiness: 'localId, serverId, surveyLocalId, unitLocalId, [surveyLocalId+unitLocalId]',
    });
    // Version 4: a tractor and the trailer it pulls, walked together in a survey (device only).
    this.version(4).stores({
      couplings: '[surveyLocalId+tractorLocalId], surveyLocalId, [surveyLocalId+trailerLocalId]',
    });
  }

  /** The table holding records of one outbox entity kind. */
  tableOf(kind: EntityKind): Table<LocalRecord, string> {
    const tables: Record<EntityKind, Table> = {
      survey: this.surveys,
      unit: this.units,
      unit_inspection: this.unit_inspections,
      tire: this.tires,
      removed_tire: this.removed_tires,
      image: this.images,
      trailer_readiness: this.trailer_readiness,
    };
    return tables[kind] as Table<LocalRecord, string>;
  }

  /** Where a kind of server id and its version live: the mounted tire shares the reading's record. */
  slotOf(kind: IdKind): { table: Table<LocalRecord, string>; idField: 'serverId' | 'tireServerId'; versionField: 'serverVersion' | 'tireVersion' } {
    if (kind === 'mounted_tire') return { table: this.tableOf('tire'), idField: 'tireServerId', versionField: 'tireVersion' };
    return { table: this.tableOf(kind), idField: 'serverId', versionField: 'serverVersion' };
  }

  /** Every table a local write plus its outbox entry may touch, for one rw transaction. */
  get writeTables(): Table[] {
    return [this.surveys, this.units, this.unit_inspections, this.tires, this.removed_tires, this.images, this.trailer_readiness, this.outbox, this.id_map, this.db_uploaded_units];
  }
}

export function createFleetSurveyDb(options?: { name?: string; indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }): FleetSurveyDb {
  return new FleetSurveyDb(options?.name, options?.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : undefined);
}
