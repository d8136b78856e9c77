/**
 * A small handcrafted fleet for tenancy tests. Ids are fixed and fall in distinct ranges, and
 * every name or number carries its side's marker, so a test can search an answer for the
 * other side's data: fleet A (5xxx, "ALPHA"), fleet B (7xxx, "BOREAL"), the other account
 * types (8xxx, "ZED"), dealers 6xxx, staff 9xxx.
 */
import {
  accounts,
  commonOwners,
  countries,
  dealerAccounts,
  dealers,
  fleetLocations,
  loadRanges,
  locationGroups,
  locationRegions,
  positions,
  reportDefinitions,
  securityCodes,
  states,
  surveys,
  tireSizes,
  unitTypes,
  units,
  userAccounts,
  userLocations,
  users,
  userSecurityCodes,
  vocations,
} from '../../server/db/schema';
import type { Db } from '../../server/db/client';

export const FLEET = {
  accountA: 5001,
  regionA: 5101,
  groupA: 5151,
  locationsA: [5201, 5202, 5203, 5204, 5205],
  accountB: 7001,
  commonOwnerB: 7051,
  locationsB: [7201, 7202],
  localBookD1: 8001,
  preferredFleet: 8002,
  government: 8003,
  leasing: 8004,
  canadianNational: 8005,
  unknownType: 8006,
  locationLocalBook: 8201,
  locationLeasing: 8204,
  locationCanadianNational: 8205,
  dealer1: 6001,
  dealer2: 6002,
  surveysA: { d1AtY1: 5401, d2AtY1: 5402, d1AtY2: 5403, deleted: 5404 },
  surveyB: 7401,
  unitsA: [5301, 5302, 5303],
  unitB: 7301,
  unitLocalBook: 8301,
} as const;

export const LOGINS = {
  customerA: 'cus.a@alpha.test',
  customerAYard: 'cus.a.yard@alpha.test',
  customerB: 'cus.b@boreal.test',
  dealer1: 'dealer.one@dealers.test',
  dealer2: 'dealer.two@dealers.test',
  staff: 'staff@maker.test',
} as const;

export const NUMBERS = {
  accountA: 'ALPHA-NA-5001',
  accountB: 'BOREAL-CO-7001',
  localBook: 'ZED-LB-8001',
  leasing: 'ZED-LS-8004',
  canadianNational: 'ZED-CN-8005',
  technician: 'T-600101',
} as const;

const location = (id: number, accountId: number, code: string, name: string, street: string, city: string, state: string, country = 'US') => ({
  id,
  accountId,
  code,
  name,
  address: street,
  city,
  state,
  zip: '00000',
  country,
});

export async function createTenancyFixture(db: Db): Promise<void> {
  await db.insert(countries).values([
    { code: 'US', name: 'United States', region: 'NA' },
    { code: 'CA', name: 'Canada', region: 'NA' },
    { code: 'MX', name: 'Mexico', region: 'NA' },
    { code: 'DE', name: 'Germany', region: 'EMEA' },
    { code: 'FR', name: 'France', region: 'EMEA' },
    { code: 'BR', name: 'Brazil', region: 'SA' },
    { code: 'CN', name: 'China', region: 'ASIA' },
  ]);
  await db.insert(states).values([
    { countryCode: 'US', code: 'OH', name: 'Ohio' },
    { countryCode: 'US', code: 'TX', name: 'Texas' },
    { countryCode: 'CA', code: 'AB', name: 'Alberta' },
    { countryCode: 'CA', code: 'ON', name: 'Ontario' },
    { countryCode: 'MX', code: 'NL', name: 'Nuevo Leon' },
    { countryCode: 'DE', code: 'BY', name: 'Bavaria' },
  ]);
  await db.insert(vocations).values([
    { id: 1, name: 'Long Haul', value: 'LH' },
    { id: 2, name: 'Regional', value: 'RG' },
    { id: 3, name: 'Unassigned', value: null },
    { id: 4, name: 'Blank', value: '' },
  ]);
  await db.insert(tireSizes).values([{ id: 1, size: '11R22.5' }, { id: 2, size: '295/75R22.5' }, { id: 3, size: '315/80R22.5', isMetric: true }]);
  await db.insert(loadRanges).values([{ id: 1, code: 'G', plyRating: 14 }, { id: 2, code: 'H', plyRating: 16 }]);
  await db.insert(positions).values([
    { id: 1, code: 'STEER', name: 'Steer', positionClass: 'steer' },
    { id: 2, code: 'DRIVE', name: 'Drive', positionClass: 'drive' },
    { id: 3, code: 'TRAIL', name: 'Trailer', positionClass: 'trail' },
  ]);
  await db.insert(unitTypes).values([{ id: 1, code: 'TRK', name: 'Tractor' }, { id: 2, code: 'TRL', name: 'Trailer' }]);
  await db.insert(securityCodes).values([
    { code: 'TVFLTCNR', description: 'Fleet condition report' },
    { code: 'TVSCRPAN', description: 'Scrap analysis' },
  ]);
  await db.insert(reportDefinitions).values([
    { id: 1, area: 'reports', code: 'FCR', name: 'Fleet condition', route: '/fleet-condition-report', securityCode: 'TVFLTCNR', sort: 1 },
    { id: 2, area: 'reports', code: 'SCRAP', name: 'Scrap analysis', route: '/scrap-analysis-report', securityCode: 'TVSCRPAN', sort: 2 },
    { id: 3, area: 'reports', code: 'FAV', name: 'Favorite reports', route: '/favorites', securityCode: null, sort: 3 },
    { id: 4, area: 'admin', code: 'TRANS', name: 'Translations', route: '/admin/translations', securityCode: null, sort: 1 },
  ]);

  await db.insert(commonOwners).values({ id: FLEET.commonOwnerB, code: 'BOREAL-OWN', name: 'BOREAL Holdings', country: 'CA' });
  const dealer = (id: number, nonsig: string, name: string, city: string, state: string, country: string) =>
    ({ id, nonsig, name, address: '1 Service Rd', city, state, zip: '00000', country, region: 'NA' });
  await db.insert(dealers).values([
    dealer(FLEET.dealer1, '600101', 'Dealer One Tire', 'Columbus', 'OH', 'US'),
    dealer(FLEET.dealer2, '600202', 'Dealer Two Tire', 'Red Deer', 'AB', 'CA'),
  ]);
  await db.insert(accounts).values([
    { id: FLEET.accountA, accountNumber: NUMBERS.accountA, name: 'ALPHA Freight Lines', accountType: 3, country: 'US', isGlobal: true },
    { id: FLEET.accountB, accountNumber: NUMBERS.accountB, name: 'BOREAL Haulage', accountType: 4, country: 'CA', commonOwnerId: FLEET.commonOwnerB, isGlobal: true },
    { id: FLEET.localBookD1, accountNumber: NUMBERS.localBook, name: 'ZED Local Carriers', accountType: 1, country: 'US', ownerDealerId: FLEET.dealer1 },
    { id: FLEET.preferredFleet, accountNumber: 'ZED-PF-8002', name: 'ZED Preferred Movers', accountType: 2, country: 'US' },
    { id: FLEET.government, accountNumber: 'ZED-GV-8003', name: 'ZED County Roads', accountType: 5, country: 'US' },
    { id: FLEET.leasing, accountNumber: NUMBERS.leasing, name: 'ZED Truck Leasing', accountType: 9, country: 'US' },
    { id: FLEET.canadianNational, accountNumber: NUMBERS.canadianNational, name: 'ZED Canada Express', accountType: 10, country: 'CA', isGlobal: true },
    { id: FLEET.unknownType, accountNumber: 'ZED-UK-8006', name: 'ZED Unsorted', accountType: 0, country: 'US' },
  ]);
  await db.insert(locationRegions).values({ id: FLEET.regionA, accountId: FLEET.accountA, code: 'EAST', description: 'ALPHA East' });
  await db.insert(locationGroups).values({ id: FLEET.groupA, accountId: FLEET.accountA, name: 'ALPHA Ohio group' });
  const [y1, y2, y3, y4, y5] = FLEET.locationsA;
  await db.insert(fleetLocations).values([
    { ...location(y1, FLEET.accountA, 'ALPHA-Y1', 'ALPHA Akron Yard', '100 Main St', 'Akron', 'OH'), regionId: FLEET.regionA, groupId: FLEET.groupA },
    location(y2, FLEET.accountA, 'ALPHA-Y2', 'ALPHA Dallas Yard', '200 Elm St', 'Dallas', 'TX'),
    { ...location(y3, FLEET.accountA, 'ALPHA-Y3', 'ALPHA Columbus Yard', '300 Oak St', 'Columbus', 'OH'), regionId: FLEET.regionA },
    location(y4, FLEET.accountA, 'ALPHA-Y4', 'ALPHA Toledo Yard', '400 Pine St', 'Toledo', 'OH'),
    { ...location(y5, FLEET.accountA, 'ALPHA-Y5', 'ALPHA Austin Yard', '500 Cedar St', 'Austin', 'TX'), isActive: false },
    location(FLEET.locationsB[0], FLEET.accountB, 'BOREAL-Y1', 'BOREAL Calgary Yard', '10 Bow Trail', 'Calgary', 'AB', 'CA'),
    location(FLEET.locationsB[1], FLEET.accountB, 'BOREAL-Y2', 'BOREAL Edmonton Yard', '20 Jasper Ave', 'Edmonton', 'AB', 'CA'),
    location(FLEET.locationLocalBook, FLEET.localBookD1, 'ZED-LB-Y1', 'ZED Cleveland Yard', '30 Lake Rd', 'Cleveland', 'OH'),
    { ...location(FLEET.locationLeasing, FLEET.leasing, 'ZED-LS-Y1', 'ZED Leasing Depot', '40 Lease Way', 'Tulsa', 'OK'), headNumber: 'HQ-8004' },
    location(FLEET.locationCanadianNational, FLEET.canadianNational, 'ZED-CN-Y1', 'ZED Toronto Yard', '50 King St', 'Toronto', 'ON', 'CA'),
  ]);
  await db.insert(dealerAccounts).values([
    { dealerId: FLEET.dealer1, accountId: FLEET.accountA },
    { dealerId: FLEET.dealer2, accountId: FLEET.accountB },
  ]);

  const user = (id: number, login: string, group: 'CUS' | 'DLR' | 'WIN' | 'GYR', firstName: string, lastName: string) =>
    ({ id, login, email: login, firstName, lastName, group, passwordHash: 'not-a-real-hash' });
  await db.insert(users).values([
    user(5501, LOGINS.customerA, 'CUS', 'Ann', 'Customer'),
    user(5502, LOGINS.customerAYard, 'CUS', 'Yves', 'Customer'),
    { ...user(7501, LOGINS.customerB, 'CUS', 'Bea', 'Customer'), currencySymbol: 'C$' },
    { ...user(6501, LOGINS.dealer1, 'DLR', 'Dan', 'One'), dealerId: FLEET.dealer1, technicianNumber: NUMBERS.technician },
    { ...user(6502, LOGINS.dealer2, 'WIN', 'Dee', 'Two'), dealerId: FLEET.dealer2 },
    user(9501, LOGINS.staff, 'GYR', 'Sam', 'Staff'),
  ]);
  await db.insert(userSecurityCodes).values([
    { userId: 5501, code: 'TVFLTCNR' },
    { userId: 7501, code: 'TVFLTCNR' },
    { userId: 9501, code: 'TVFLTCNR' },
    { userId: 9501, code: 'TVSCRPAN' },
  ]);
  await db.insert(userAccounts).values([
    { userId: 5501, accountId: FLEET.accountA },
    { userId: 5502, accountId: FLEET.accountA },
    { userId: 7501, accountId: FLEET.accountB },
  ]);
  // The yard user is narrowed to Y1; its row for a B location grants nothing (not its account).
  await db.insert(userLocations).values([
    { userId: 5502, fleetLocationId: y1 },
    { userId: 5502, fleetLocationId: FLEET.locationsB[0] },
  ]);

  const survey = (id: number, accountId: number, fleetLocationId: number, dealerId: number, byUser: number, date: string) =>
    ({ id, accountId, fleetLocationId, dealerId, surveyByUserId: byUser, surveyDate: new Date(`${date}T15:00:00Z`) });
  await db.insert(surveys).values([
    survey(FLEET.surveysA.d1AtY1, FLEET.accountA, y1, FLEET.dealer1, 6501, '2024-03-10'),
    survey(FLEET.surveysA.d2AtY1, FLEET.accountA, y1, FLEET.dealer2, 6502, '2024-03-12'),
    survey(FLEET.surveysA.d1AtY2, FLEET.accountA, y2, FLEET.dealer1, 6501, '2024-04-01'),
    { ...survey(FLEET.surveysA.deleted, FLEET.accountA, y1, FLEET.dealer1, 6501, '2024-03-11'), deletedAt: new Date('2024-03-20T00:00:00Z') },
    survey(FLEET.surveyB, FLEET.accountB, FLEET.locationsB[0], FLEET.dealer2, 6502, '2024-03-15'),
  ]);

  const unit = (id: number, accountId: number, fleetLocationId: number, unitNumber: string, unitTypeId = 1) =>
    ({ id, accountId, fleetLocationId, unitNumber, unitTypeId });
  await db.insert(units).values([
    unit(FLEET.unitsA[0], FLEET.accountA, y1, 'ALPHA-U1'),
    unit(FLEET.unitsA[1], FLEET.accountA, y2, 'ALPHA-U2', 2),
    unit(FLEET.unitsA[2], FLEET.accountA, y1, 'ALPHA-U3', 2),
    unit(FLEET.unitB, FLEET.accountB, FLEET.locationsB[0], 'BOREAL-U1'),
    unit(FLEET.unitLocalBook, FLEET.localBookD1, FLEET.locationLocalBook, 'ZED-U1'),
  ]);
}

export type FixtureLogin = keyof typeof LOGINS;

/** Session headers for every fixture user. */
export async function signInFixtureUsers(
  signIn: (login: string) => Promise<Record<string, string>>,
): Promise<Record<FixtureLogin, Record<string, string>>> {
  const entries = await Promise.all(Object.entries(LOGINS).map(async ([key, login]) => [key, await signIn(login)] as const));
  return Object.fromEntries(entries) as Record<FixtureLogin, Record<string, string>>;
}
