import type { DetailResponse } from '../../../contract/checkpoint';
import { formatUsDate } from '../../../contract/date-ranges';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import { userMeasureUnits } from '../../exports/units';
import type { Scope } from '../../tenancy';
import { specRowsByLocation } from '../../tire-exceptions/spec-rows';
import { findCrossings, wheelsOfCrossings, type CrossingHead, type WheelReading } from './detail-repository';
import { evaluateCrossing, toDetailAxles, type EvaluatedAxle } from './detail-service';
import { CROSSING_NOT_FOUND, measureFormats } from './route-schema';

export interface CrossingDetail {
  head: CrossingHead;
  axles: EvaluatedAxle[];
  /** Wheel positions the reader reported. */
  wheelCount: number;
  /** Those with a pressure or a tread depth: read, as the report's Tires read counts them. */
  readCount: number;
}

/** The crossings among `ids` the user may see, evaluated, in the order of `ids`. */
export async function loadCrossingDetails(db: Db, scope: Scope, ids: readonly number[]): Promise<CrossingDetail[]> {
  const heads = await findCrossings(db, scope, ids);
  if (heads.length === 0) return [];
  const [wheels, specs] = await Promise.all([
    wheelsOfCrossings(db, scope, heads.map((head) => head.id)),
    specRowsByLocation(db, heads.map((head) => head.fleetLocationId)),
  ]);
  const byCrossing = new Map<number, WheelReading[]>();
  for (const wheel of wheels) byCrossing.set(wheel.crossing_id, [...(byCrossing.get(wheel.crossing_id) ?? []), wheel]);
  const position = new Map(ids.map((id, index) => [id, index]));
  return heads
    .map((head) => {
      const readings = byCrossing.get(head.id) ?? [];
      return { head, axles: evaluateCrossing(readings, specs.get(head.fleetLocationId) ?? []), wheelCount: readings.length, readCount: readings.filter((wheel) => wheel.p !== null || wheel.t !== null).length };
    })
    .sort((a, b) => (position.get(a.head.id) ?? 0) - (position.get(b.head.id) ?? 0));
}

/** One crossing the user may see; another fleet's crossing answers 404 like a missing one. */
export async function requireCrossingDetail(db: Db, scope: Scope, id: number): Promise<CrossingDetail> {
  const [detail] = await loadCrossingDetails(db, scope, [id]);
  if (!detail) throw new HttpError(404, CROSSING_NOT_FOUND);
  return detail;
}

/** All of `ids`, or 404 when any is missing or not the user's to see. */
export async function requireCrossingDetails(db: Db, scope: Scope, ids: readonly number[]): Promise<CrossingDetail[]> {
  const details = await loadCrossingDetails(db, scope, ids);
  if (details.length !== new Set(ids).size) throw new HttpError(404, CROSSING_NOT_FOUND);
  return details;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const timeOf = (at: Date) => `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
export const dateTimeOf = (at: Date) => `${formatUsDate(at)} ${timeOf(at)}`;

export function detailTitle(head: CrossingHead): string {
  return `Checkpoint detail: ${head.unitNumber}`;
}

/** The detail answer; plateUrl is where GET plate_image serves this crossing's plate. */
export function toDetailResponse(detail: CrossingDetail, user: Pick<SessionUser, 'unitOfMeasurement' | 'pressureUnit'>, plateUrl: string): DetailResponse {
  const { head } = detail;
  return {
    title: detailTitle(head),
    ...measureFormats(user),
    tiles: {
      unit: head.unitNumber,
      date_time: dateTimeOf(head.crossedAt),
      crossed_at: head.crossedAt.toISOString(),
      license_plate_url: plateUrl,
      location: head.locationName,
      license_number: head.licenseNumber,
      records_total: detail.wheelCount,
      records_read: detail.readCount,
      non_metric: user.unitOfMeasurement !== 'metric',
      is_bidirectional: head.isBidirectional,
      crossingdirection: head.direction,
    },
    tires: toDetailAxles(detail.axles, userMeasureUnits(user)),
  };
}
