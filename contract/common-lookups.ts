/**
 * The common lookups under /api/v2/common (spec 1 §7 "Common lookups"): the selects and
 * pickers every report shares. Field names are snake_case except where the spec names them
 * otherwise (leasings and leasing locations).
 */
import { z } from 'zod';
import { ACCOUNT_TYPE } from './report-values';
import { id, INT4_MAX, pageInfo, requiredText, text, usDate } from './common';

/** Account type codes (spec 1 §3). */
export { ACCOUNT_TYPE } from './report-values';
export type AccountTypeCode = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const accountTypeCode = z.literal(Object.values(ACCOUNT_TYPE));

/** Regions of the countries table. */
export const REGIONS = ['NA', 'SA', 'EMEA', 'ASIA'] as const;

/** Countries whose states or provinces the state selects offer (spec 1 §3). */
export const STATE_COUNTRIES = ['CA', 'US', 'MX', 'CO', 'AU', 'CN'] as const;

/** Table page sizes of spec 1 §9: fleet locations 10; surveys and units 20. */
export const FLEET_LOCATIONS_PAGE_SIZE = 10;
export const SURVEYS_PAGE_SIZE = 20;
export const UNITS_PAGE_SIZE = 20;

/** Ids in a JSON body must be numbers: "5" or true is a wrong type, not an id. */
export const bodyId = z.number().int().positive().max(2_147_483_647);
/** A list of ids; null means "no filter", as the client sends for none or all (spec 1 §5). */
const idFilter = z.array(bodyId).max(1000).nullish();

/** A POST body whose fields are all optional: a request without a body counts as {}. */
/** A body that may be left out: a missing or null body reads as {}. */
export const optionalBody = <T extends z.ZodObject>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/** page_number and page_size of a paged request, with the table's default size. */
export const pageFields = (defaultSize: number) => ({
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(defaultSize),
});

/** A real calendar date in MM/DD/YYYY, read as a UTC day. */
export function parseUsDate(value: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
const calendarDate = usDate.refine((value) => parseUsDate(value) !== null, 'Please enter date in the correct format');

// ---- accounts ----------------------------------------------------------------------------

/** One account in every account list answer. */
export const accountSummary = z.object({
  id: z.number().int(),
  account_number: z.string(),
  name: z.string(),
  account_type: z.number().int(),
  country: z.string(),
  common_owner_id: z.number().int().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummary>;
export const accountList = z.object({ accounts: z.array(accountSummary) });
export type AccountList = z.infer<typeof accountList>;

/** get_canadian_accounts/{x}: a common owner id, or 0 for all. */
export const canadianAccountsParams = z.object({ x: z.coerce.number().int().min(0).max(INT4_MAX) });
/** get_*_global_accounts/{x}: 'all', or a keyword matched against account name and number. */
export const globalAccountsParams = z.object({
  x: requiredText(100).regex(/^[\p{L}\p{N} .,&'()#-]+$/u, 'Use letters, digits, spaces and . , & \' ( ) # -'),
});
export const ALL_KEYWORD = 'all';

export const commonOwner = z.object({ id: z.number().int(), code: z.string(), name: z.string(), country: z.string() });
export const commonOwnerList = z.array(commonOwner);

export const leasing = z.object({ customerNumber: z.string(), customerName: z.string() });
export const leasingList = z.array(leasing);
export const leasingLocationsQuery = z.object({ customerNumber: text(50).optional() });
export const leasingLocation = z.object({ locationNumber: z.string(), locationAddress: z.string(), headNumber: z.string().nullable() });
export const leasingLocationList = z.array(leasingLocation);

export const verifiedAccountsRequest = z.object({ account_ids: z.array(bodyId).max(1000) });
export const verifiedAccountsResponse = z.object({
  verified_account: z.array(z.number().int()),
  is_accounts_verification_failed: z.boolean(),
});

// ---- reference lists ---------------------------------------------------------------------

export const vocation = z.object({ id: z.number().int(), name: z.string(), value: z.string() });
export const vocationList = z.array(vocation);

/** Region codes are matched case-insensitively (emea = EMEA). */
export const regionParams = z.object({ region: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(REGIONS)) });
export const country = z.object({ code: z.string(), name: z.string(), region: z.string() });
export const countryList = z.array(country);

export const statesQuery = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/, 'A two-letter country code').toUpperCase().optional(),
});
export const state = z.object({ code: z.string(), name: z.string() });
/** States grouped by country; one group when a country was asked for. */
export const countryStatesList = z.array(z.object({ country_code: z.string(), country_name: z.string(), states: z.array(state) }));

export const tireSizeList = z.array(z.object({ id: z.number().int(), size: z.string(), is_metric: z.boolean() }));
export const loadRangeList = z.array(z.object({ id: z.number().int(), code: z.string(), ply_rating: z.number().int() }));
export const positionList = z.array(
  z.object({ id: z.number().int(), code: z.string(), name: z.string(), position_class: z.string() }),
);
export const unitTypeList = z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }));

/** get_reports/{x}: x is the report area. */
/** get_reports/{x}: the area of the reports home, e.g. 'reports'. */
export const reportsParams = z.object({ x: z.string().regex(/^[a-z][a-z0-9_-]{0,49}$/, 'Expected a report area such as reports') });
export const reportDefinitionList = z.array(
  z.object({ id: z.number().int(), code: z.string(), name: z.string(), route: z.string(), security_code: z.string().nullable() }),
);

export const userPreferences = z.object({ currency_symbol: z.string() });

// ---- fleet locations ---------------------------------------------------------------------

export const fleetLocationStructureRequest = optionalBody(z.object({ report_type: text(50).nullish() }));
export const fleetLocationStructure = z.object({
  show_unknown: z.boolean(),
  show_localbook: z.boolean(),
  show_government: z.boolean(),
  show_preferred_fleet: z.boolean(),
  show_national_account: z.boolean(),
  show_canadian_common_owner: z.boolean(),
  show_canadian_national_account: z.boolean(),
  show_leasing: z.boolean(),
  report_type: z.string().nullable(),
  has_access_without_surveys: z.boolean(),
});
export type FleetLocationStructure = z.infer<typeof fleetLocationStructure>;

/** order_by of the fleet location table; 0 (unset) sorts like 1. */
export const FLEET_LOCATION_ORDER = { code: 1, name: 2, address: 3, city: 4, state: 5 } as const;

export const fleetLocationsRequest = optionalBody(
  z.object({
    account_ids: idFilter,
    account_type: accountTypeCode.nullish(),
    region_ids: idFilter,
    group_ids: idFilter,
    key_word: text(200).default(''),
    ...pageFields(FLEET_LOCATIONS_PAGE_SIZE),
    order_by: z.number().int().min(0).max(5).default(FLEET_LOCATION_ORDER.code),
    is_sort_desc: z.boolean().default(false),
  }),
);
export type FleetLocationsRequest = z.output<typeof fleetLocationsRequest>;
export const fleetLocationRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  account_id: z.number().int(),
});
export const fleetLocationsResponse = pageInfo.extend({ locations: z.array(fleetLocationRow) });

export const locationDataParams = z.object({ x: id });
export const locationData = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  head_number: z.string().nullable(),
  is_active: z.boolean(),
  account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.number().int(),
  region_id: z.number().int().nullable(),
  region: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group: z.string().nullable(),
});

// ---- surveys, units, owners, technicians -------------------------------------------------

export const surveysRequest = optionalBody(
  z
    .object({
      account_ids: idFilter,
      location_ids: idFilter,
      date_from: calendarDate.nullish(),
      date_to: calendarDate.nullish(),
      ...pageFields(SURVEYS_PAGE_SIZE),
    })
    .refine(
      (b) => {
        const from = b.date_from ? parseUsDate(b.date_from) : null;
        const to = b.date_to ? parseUsDate(b.date_to) : null;
        return !from || !to || from <= to;
      },
      { path: ['date_to'], message: 'The end date is before the start date' },
    ),
);
export type SurveysRequest = z.output<typeof surveysRequest>;
export const surveyRow = z.object({
  id: z.number().int(),
  survey_date: z.string(),
  status: z.string(),
  account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  fleet_location_id: z.number().int(),
  fleet_location_code: z.string(),
  fleet_location: z.string(),
  dealer_id: z.number().int().nullable(),
  dealer_name: z.string().nullable(),
  survey_by: z.string(),
});
export const surveysResponse = pageInfo.extend({ surveys: z.array(surveyRow) });

export const unitsRequest = optionalBody(
  z.object({
    account_ids: idFilter,
    location_ids: idFilter,
    key_word: text(100).default(''),
    ...pageFields(UNITS_PAGE_SIZE),
  }),
);
export type UnitsRequest = z.output<typeof unitsRequest>;
export const unitRow = z.object({
  id: z.number().int(),
  unit_number: z.string(),
  account_id: z.number().int(),
  fleet_location_id: z.number().int(),
  fleet_location: z.string(),
  unit_type: z.string(),
  vin: z.string().nullable(),
  license_plate: z.string().nullable(),
});
export const unitsResponse = pageInfo.extend({ units: z.array(unitRow) });

export const ownersRequest = optionalBody(z.object({ country: text(3).nullish(), state: text(10).nullish() }));
export const ownerList = z.array(z.object({ id: z.number().int(), nonsig: z.string(), name: z.string(), city: z.string(), state: z.string() }));

export const technicianNumberRequest = z.object({ technician_number: requiredText(50) });
export const technicianNumberResponse = z.object({ exists: z.boolean() });
