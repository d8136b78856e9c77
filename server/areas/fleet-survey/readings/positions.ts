import { asc, eq } from 'drizzle-orm';
import type { PositionClass } from '../../../../contract/tire-exceptions';
import type { Db } from '../../../db/client';
import { axleConfigurationAxles, axleConfigurations } from '../../../db/schema';
import { fieldError, type ScopedUnit } from '../survey-access';

export type TireSide = 'left' | 'right';
export type TirePlace = 'single' | 'inner' | 'outer';
export const SIDES: readonly TireSide[] = ['left', 'right'];

export interface AxleLayout {
  axleNumber: number;
  tireCount: number;
  positionClass: PositionClass;
  isLift: boolean;
}

export interface Position {
  axle_number: number;
  side: TireSide;
  place: TirePlace;
}

/** Tires per side = tire count / 2 (DESIGN): one is a single, two are an inner and an outer dual. */
export function placesOf(tireCount: number): TirePlace[] {
  return tireCount >= 4 ? ['inner', 'outer'] : ['single'];
}

export async function loadConfiguration(db: Db, axleConfigurationId: number | null) {
  if (axleConfigurationId === null) return { configuration: null, axles: [] as AxleLayout[] };
  const [configuration] = await db
    .select({ id: axleConfigurations.id, code: axleConfigurations.code, name: axleConfigurations.name })
    .from(axleConfigurations)
    .where(eq(axleConfigurations.id, axleConfigurationId));
  const axles = await db
    .select({
      axleNumber: axleConfigurationAxles.axleNumber,
      tireCount: axleConfigurationAxles.tireCount,
      positionClass: axleConfigurationAxles.positionClass,
      isLift: axleConfigurationAxles.isLift,
    })
    .from(axleConfigurationAxles)
    .where(eq(axleConfigurationAxles.axleConfigurationId, axleConfigurationId))
    .orderBy(asc(axleConfigurationAxles.axleNumber));
  return { configuration: configuration ?? null, axles };
}

/** The axle of a position on the unit's configuration; a position the unit lacks is a 400 naming the field. */
export async function requirePosition(db: Db, unit: ScopedUnit, position: Position): Promise<AxleLayout> {
  const { axles } = await loadConfiguration(db, unit.axleConfigurationId);
  if (axles.length === 0) throw fieldError('unit_id', 'The unit has no axle configuration');
  const axle = axles.find((candidate) => candidate.axleNumber === position.axle_number);
  if (!axle) throw fieldError('axle_number', `The unit has axles ${axles.map((a) => a.axleNumber).join(', ')}`);
  const places = placesOf(axle.tireCount);
  if (!places.includes(position.place)) throw fieldError('place', `Axle ${axle.axleNumber} has ${places.join(' and ')} positions`);
  return axle;
}
