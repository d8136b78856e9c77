import type { TireAgeRule } from '../../../../../contract/tire-age';
import type { RemovedTireRecord, TireReadingRecord } from '../../data';
import type { Units } from '../../../../lib/units';
import { axlesFromPositions, buildDiagram, type AxleInput, type DiagramAxle, type WheelSlot } from '../axle-diagram/layout';
import { positionOrder } from '../axle-diagram/walking-order';
import { specFor, wheelStatus, type SpecRow } from '../axle-diagram/levels';
import type { WheelView } from '../axle-diagram/axle-diagram';

export interface InspectionModel {
  axles: DiagramAxle[];
  order: WheelSlot[];
  wheels: Map<string, WheelView>;
  readings: Map<string, TireReadingRecord>;
  /** Positions with a pressure or a tread depth. */
  readKeys: Set<string>;
  /** True when the configuration was unknown and the positions come from readings. */
  guessed: boolean;
}

const hasValue = (reading: TireReadingRecord | undefined) => Boolean(reading && (reading.data.pressure_psi != null || reading.data.tread_depth_mm != null));

/**
 * Everything the inspection screen draws, from what the device has: the configuration (or the
 * positions already read when it is unknown), the readings and the location's specs.
 */
export function inspectionModel(
  configuration: AxleInput[] | null,
  readingList: readonly TireReadingRecord[],
  specs: SpecRow[] | null,
  units: Units,
  locale: string,
  ageRule: TireAgeRule | null = null,
): InspectionModel {
  const guessed = !configuration || configuration.length === 0;
  const axles = buildDiagram(guessed ? axlesFromPositions(readingList.map((r) => r.data)) : configuration);
  const order = positionOrder(axles);
  const readings = new Map(readingList.map((r) => [r.positionKey, r]));
  const wheels = new Map<string, WheelView>();
  const readKeys = new Set<string>();
  for (const wheel of order) {
    const reading = readings.get(wheel.key);
    if (hasValue(reading)) readKeys.add(wheel.key);
    const spec = specFor(specs, wheel.position_class, reading?.data.tire_size_id);
    wheels.set(wheel.key, {
      // A tire's age at its reading's capture time (the device's time of the edit).
      status: wheelStatus(reading?.data ?? null, wheel.position_class, spec, units, locale, { at: reading ? new Date(reading.updatedAt) : new Date(), rule: ageRule }),
      reading: reading?.data ?? null,
      unsent: reading ? reading.syncState !== 'synced' : false,
    });
  }
  return { axles, order, wheels, readings, readKeys, guessed };
}

/** The replacement an undo would revert: the latest one still standing for this position. */
export function latestRemoval(removed: readonly RemovedTireRecord[], readingLocalId: string | null): RemovedTireRecord | null {
  if (!readingLocalId) return null;
  const own = removed.filter((r) => r.readingLocalId === readingLocalId && !r.deleted);
  return own.sort((a, b) => b.updatedAt - a.updatedAt)[0] ?? null;
}
