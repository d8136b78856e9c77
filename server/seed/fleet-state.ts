import type { AxleConfiguration, TirePlace, TireSide, WheelPosition } from './axle-configurations';
import type { SeedContext } from './context';
import type { AccountInfo, LocationInfo, Organizations } from './organization-types';
import type { Application } from './products-catalog';
import type { Random } from './random';
import type { UnitTypeCode } from './reference-catalogs';
import type { People } from './seed-users';
import type { SpecLookup } from './seed-location-specs';
import type { ProductCatalog, ProductInfo } from './seed-products';
import type { ReferenceIds, WearConditionRef } from './seed-reference';

export type TireStatus = 'mounted' | 'spare' | 'removed' | 'scrapped' | 'in_retread';

/** A tire as the simulation follows it; written once, in its final state, when its yard is done. */
export interface TireState {
  id: number;
  accountId: number;
  /** The tire as built: for a retread, the casing's original product. */
  product: ProductInfo;
  /** The retread cap, when the tire is a retread. */
  cap: ProductInfo | null;
  previousCaps: number;
  valveTypeId: number;
  manufacturedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  status: TireStatus;
  unitId: number | null;
  axleNumber: number | null;
  side: TireSide | null;
  place: TirePlace | null;
  newTreadMm: number;
  /** Tread depth at treadAt; wear is applied lazily when the tire is next looked at. */
  treadMm: number;
  treadAt: Date;
  wearPerDayMm: number;
  /** Share under target pressure from a slow leak; 0 for a sound tire. */
  leakShare: number;
  /** An irregular wear pattern this tire develops as it wears. */
  wearCondition: WearConditionRef | null;
}

export interface UnitState {
  id: number;
  unitNumber: string;
  type: UnitTypeCode;
  configuration: AxleConfiguration;
  wheels: WheelPosition[];
  licensePlate: string;
  /** Odometer (tractors) or hubodometer (trailers) at the start of the history; null when none is read. */
  odometerAtStart: number | null;
  milesPerDay: number;
  hasEngineHours: boolean;
  tires: Map<string, TireState>;
}

export const wheelKey = (wheel: { axleNumber: number; side: TireSide; place: TirePlace }): string => `${wheel.axleNumber}|${wheel.side}|${wheel.place}`;

/** A casing leaving a yard for a retreader, kept until the yard's retread orders are drawn. */
export interface CasingCandidate {
  tire: TireState;
  removedAt: Date;
  positionClass: Application;
}

/** Everything the per-yard simulation needs. */
export interface YardEnvironment {
  ctx: SeedContext;
  rng: Random;
  orgs: Organizations;
  account: AccountInfo;
  location: LocationInfo;
  catalog: ProductCatalog;
  ref: ReferenceIds;
  people: People;
  specFor: SpecLookup;
  /** Tires of this yard in creation order, for the final write. */
  tires: TireState[];
  casings: CasingCandidate[];
}
