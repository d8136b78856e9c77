import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PositionClass } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { checkpointCrossings, checkpointReaders, fleetLocations } from '../../db/schema';
import { anyOf, type Scope } from '../../tenancy';
import { wheelCtes } from '../../reporting/crossing-counts';
import { crossingScope } from './report-filter';

export interface CrossingHead {
  id: number;
  unitId: number | null;
  unitNumber: string;
  licenseNumber: string | null;
  licensePlateStorageId: string | null;
  direction: 'in' | 'out';
  crossedAt: Date;
  fleetLocationId: number;
  locationCode: string;
  locationName: string;
  readerName: string;
  isBidirectional: boolean;
}

/** The crossings among `ids` the user may see, oldest first; ids outside the scope are simply absent. */
export function findCrossings(db: Db, scope: Scope, ids: readonly number[]): Promise<CrossingHead[]> {
  const cc = checkpointCrossings;
  return db
    .select({
      id: cc.id,
      unitId: cc.unitId,
      unitNumber: cc.unitNumber,
      licenseNumber: cc.licenseNumber,
      licensePlateStorageId: cc.licensePlateStorageId,
      direction: cc.direction,
      crossedAt: cc.crossedAt,
      fleetLocationId: cc.fleetLocationId,
      locationCode: fleetLocations.code,
      locationName: fleetLocations.name,
      readerName: checkpointReaders.name,
      isBidirectional: checkpointReaders.isBidirectional,
    })
    .from(cc)
    .innerJoin(fleetLocations, eq(fleetLocations.id, cc.fleetLocationId))
    .innerJoin(checkpointReaders, eq(checkpointReaders.id, cc.readerId))
    .where(and(anyOf(cc.id, [...new Set(ids)]), crossingScope(scope)))
    .orderBy(asc(cc.crossedAt), asc(cc.id));
}

/** One wheel as the reader saw it, with what its spec depends on (see exception-counts). */
export interface WheelReading {
  crossing_id: number;
  axle_number: number;
  side: 'left' | 'right';
  place: 'single' | 'inner' | 'outer';
  is_lift_axle: boolean;
  p: number | null;
  t: number | null;
  loc: number;
  cls: PositionClass;
  size: number | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The wheels of the crossings matching `where` (a condition on checkpoint_crossings), by crossing and axle. */
export async function crossingWheels(db: Db, where: SQL): Promise<WheelReading[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`with ${wheelCtes(where)} select * from w order by crossing_id, axle_number, side, place`);
  return rows.map((row) => ({
    crossing_id: Number(row.crossing_id),
    axle_number: Number(row.axle_number),
    side: row.side as WheelReading['side'],
    place: row.place as WheelReading['place'],
    is_lift_axle: Boolean(row.is_lift_axle),
    p: numberOrNull(row.p),
    t: numberOrNull(row.t),
    loc: Number(row.loc),
    cls: row.cls as PositionClass,
    size: numberOrNull(row.size),
  }));
}

/** The wheels of a few crossings, the tenancy rule applied once more. */
export function wheelsOfCrossings(db: Db, scope: Scope, ids: readonly number[]): Promise<WheelReading[]> {
  return crossingWheels(db, and(anyOf(checkpointCrossings.id, [...new Set(ids)]), crossingScope(scope)) as SQL);
}

