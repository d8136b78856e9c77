import type { DemoAccountKey, DemoDealerKey } from './demo-users';
import type { Hub } from './reference-geography';

/** Spec 1 §3: 1 local book, 2 preferred fleet, 3 national account, 4 Canadian common owner, 5 government, 9 leasing, 10 Canadian national. */
export type AccountType = 1 | 2 | 3 | 4 | 5 | 9 | 10;

export type DealerUserGroup = 'DLR' | 'WIN' | 'SSC';

export interface DealerInfo {
  id: number;
  nonsig: string;
  name: string;
  country: 'US' | 'CA';
  hub: Hub;
  isCtsc: boolean;
  isRetreader: boolean;
  /** The group of the dealer's users: CTSC staff are SSC. */
  userGroup: DealerUserGroup;
  demoKey: DemoDealerKey | null;
}

/** How a fleet runs its tires; it shapes units, products and surveys. */
export interface FleetProfile {
  vocationValue: string;
  primarySize: string;
  trailerSize: string;
  /** Share of tractors and trailers on wide-base singles. */
  wideBaseShare: number;
  /** Share of drive and trailer positions running retreads. */
  retreadShare: number;
  /** Share of new tires bought from the manufacturer's own brands. */
  ownBrandShare: number;
  /** Days between two surveys of a location. */
  surveyCadenceDays: number;
  usesTrailerReadiness: boolean;
  usesTorque: boolean;
  /** Canadian fleets read tread in millimetres, US fleets in 32nds of an inch. */
  readsMetric: boolean;
}

export interface LocationInfo {
  id: number;
  accountId: number;
  code: string;
  name: string;
  hub: Hub;
  /** Position within its account, 0 first. */
  index: number;
  unitCount: number;
  hasCheckpoint: boolean;
  isActive: boolean;
  /** Dealers of the account that work in this location's country. */
  serviceDealerIds: number[];
}

export interface AccountInfo {
  id: number;
  accountNumber: string;
  name: string;
  type: AccountType;
  country: 'US' | 'CA';
  demoKey: DemoAccountKey | null;
  vocationId: number;
  profile: FleetProfile;
  dealerIds: number[];
  locations: LocationInfo[];
}

export interface Organizations {
  dealers: DealerInfo[];
  dealerById: Map<number, DealerInfo>;
  dealerByKey: Record<DemoDealerKey, DealerInfo>;
  accounts: AccountInfo[];
  accountById: Map<number, AccountInfo>;
  accountByKey: Record<DemoAccountKey, AccountInfo>;
  locations: LocationInfo[];
}
